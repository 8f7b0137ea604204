//! Gomoku's board as the engine reads it: the stones, and for every empty cell and each player the shape a
//! stone there would make on each of its four lines and the threat over all four ([`super::patterns`]), kept
//! up to date stone by stone. A stone changes the line keys of the 40 cells within five steps of it along its
//! four lines, and only their shape in that one direction; so a move costs 80 table lookups, whatever the
//! board's size.
//!
//! Cells are numbered as on the m,n,k board (`row * cols + col`). Inside, the board is kept with a margin of
//! [`REACH`] cells of wall on every side, so that every line key reads its cells without a bounds check:
//! ```text
//! ##########...      padded index = (row + REACH) * width + (col + REACH),
//! ##########...      width = cols + 2 * REACH
//! #####.........
//! #####.........     (`#`: wall, `.`: the board)
//! ```

use super::patterns::{BLACK, EMPTY, REACH, Rule, Shape, ShapeTable, Threat, WALL, WHITE, slot, unpack};
use crate::rules::{GridSize, Player};

/// How much a shape on one line adds to the value of a stone on its cell, for the evaluation and the order in
/// which moves are tried. Fours and open threes dwarf the rest; the small shapes break ties towards
/// cells with more potential.
pub const SHAPE_VALUE: [i32; 10] = [
    0,      // None
    1,      // Block1
    3,      // Flex1
    6,      // Block2
    20,     // Flex2
    30,     // Block3
    150,    // Flex3
    200,    // Block4
    5_000,  // Flex4
    50_000, // Five
];

/// Cells within this many steps of a stone (across, down or diagonally) are the candidate moves.
const NEAR_RADIUS: usize = 2;

/// The board, its stones and every empty cell's shapes and threats.
#[derive(Clone)]
pub struct Board {
    size: GridSize,
    rule: Rule,
    table: &'static ShapeTable,
    /// Padded width.
    width: usize,
    /// The padded step of each direction: across, down, and both diagonals.
    steps: [usize; 4],
    /// What is on each padded cell: [`EMPTY`], [`BLACK`], [`WHITE`] or [`WALL`].
    cells: Vec<u32>,
    /// Each padded cell's line key in each direction (see [`super::patterns`]); kept for every cell of the
    /// board, taken or not, so that a stone lifted finds its cell's keys right.
    keys: Vec<[u32; 4]>,
    /// For each padded cell and player, the shape a stone there would make in each direction, packed
    /// ([`super::patterns::pack`]).
    shapes: Vec<[u16; 2]>,
    /// For each padded cell and player, the sum of its four shapes' [`SHAPE_VALUE`]s.
    cell_values: Vec<[i32; 2]>,
    /// For each padded cell and player, the threat over the four lines; `None` for a taken cell.
    threats: Vec<[Threat; 2]>,
    /// For each player, how many empty cells carry each threat.
    counts: [[u32; Threat::COUNT]; 2],
    /// For each player, the sum of the padded indices of the cells where it would make five: with one such
    /// cell, the sum names it.
    five_sum: [usize; 2],
    /// For each player, the sum over empty cells of the value of a stone there ([`SHAPE_VALUE`]).
    values: [i64; 2],
    /// Stones within [`NEAR_RADIUS`] of each padded cell.
    near: Vec<u8>,
    /// The padded cells of the stones, in the order they were played.
    played: Vec<usize>,
    /// The Zobrist hash of the stones (see [`stone_key`]).
    hash: u64,
}

/// The Zobrist key of a stone of colour `code` on padded cell `p`, for the searches' tables of positions
/// already tried (the engine's own table hashes the m,n,k position as every game does).
fn stone_key(p: usize, code: u32) -> u64 {
    crate::ai::zobrist::splitmix64(0x676f_6d6f_6b75 ^ ((p as u64) << 2 | code as u64))
}

impl Board {
    /// The empty board of `size` under `rule`.
    pub fn new(size: GridSize, rule: Rule) -> Self {
        let width = size.cols as usize + 2 * REACH;
        let height = size.rows as usize + 2 * REACH;
        let mut board = Self {
            size,
            rule,
            table: ShapeTable::get(rule),
            width,
            steps: [1, width, width + 1, width - 1],
            cells: vec![WALL; width * height],
            keys: vec![[0; 4]; width * height],
            shapes: vec![[0; 2]; width * height],
            cell_values: vec![[0; 2]; width * height],
            threats: vec![[Threat::None; 2]; width * height],
            counts: [[0; Threat::COUNT]; 2],
            five_sum: [0; 2],
            values: [0; 2],
            near: vec![0; width * height],
            played: Vec::new(),
            hash: 0,
        };
        for cell in 0..size.cells() {
            let p = board.padded(cell);
            board.cells[p] = EMPTY;
        }
        for cell in 0..size.cells() {
            let p = board.padded(cell);
            for dir in 0..4 {
                let mut key = 0;
                for offset in (-(REACH as i32)..=REACH as i32).filter(|&o| o != 0) {
                    key |= board.cells[board.along(p, dir, offset)] << slot(offset);
                }
                board.keys[p][dir] = key;
                for (i, shape) in board.table.shapes(key).into_iter().enumerate() {
                    board.shapes[p][i] |= (shape as u16) << (4 * dir);
                }
            }
            for player in [Player::One, Player::Two] {
                let packed = board.shapes[p][player.index()];
                board.cell_values[p][player.index()] = (0..4).map(|d| SHAPE_VALUE[unpack(packed, d) as usize]).sum();
            }
            board.enter(p);
        }
        board
    }

    /// The board of `size` under `rule` with black's stones on the cells `black` and white's on `white`
    /// (board cells, not padded), played alternately from black's: black has as many or one more. The order
    /// within a colour does not change the board.
    pub fn with_stones(size: GridSize, rule: Rule, black: &[usize], white: &[usize]) -> Self {
        debug_assert!(black.len() == white.len() || black.len() == white.len() + 1, "stones alternate");
        let mut board = Board::new(size, rule);
        for (i, &b) in black.iter().enumerate() {
            board.play(board.padded(b));
            if let Some(&w) = white.get(i) {
                board.play(board.padded(w));
            }
        }
        board
    }

    pub fn size(&self) -> GridSize {
        self.size
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The player to move: black (One) on an even count of stones.
    pub fn to_move(&self) -> Player {
        Player::at_ply(self.played.len() as u32)
    }

    /// How many stones are on the board.
    pub fn stones(&self) -> usize {
        self.played.len()
    }

    /// The padded index of `cell`.
    pub fn padded(&self, cell: usize) -> usize {
        let cols = self.size.cols as usize;
        (cell / cols + REACH) * self.width + cell % cols + REACH
    }

    /// The board cell of padded index `p` (which must be on the board).
    pub fn cell(&self, p: usize) -> usize {
        (p / self.width - REACH) * self.size.cols as usize + p % self.width - REACH
    }

    /// The padded cell `offset` steps from `p` in direction `dir`.
    pub fn along(&self, p: usize, dir: usize, offset: i32) -> usize {
        (p as isize + offset as isize * self.steps[dir] as isize) as usize
    }

    /// Whether the padded cell `p` is on the board and empty.
    pub fn is_empty(&self, p: usize) -> bool {
        self.cells[p] == EMPTY
    }

    /// The stone on padded cell `p`, if any.
    pub fn stone(&self, p: usize) -> Option<Player> {
        match self.cells[p] {
            BLACK => Some(Player::One),
            WHITE => Some(Player::Two),
            _ => None,
        }
    }

    /// The threat a stone of `player` on the empty padded cell `p` would make (on a taken cell, what it was
    /// when the cell was last empty: ask [`Board::is_empty`] first).
    pub fn threat(&self, p: usize, player: Player) -> Threat {
        self.threats[p][player.index()]
    }

    /// The shape a stone of `player` on the empty padded cell `p` would make along direction `dir`.
    pub fn shape(&self, p: usize, player: Player, dir: usize) -> Shape {
        unpack(self.shapes[p][player.index()], dir)
    }

    /// How many empty cells carry `threat` for `player`.
    pub fn count(&self, player: Player, threat: Threat) -> u32 {
        self.counts[player.index()][threat as usize]
    }

    /// How many empty cells carry a threat of at least `threat` for `player`.
    pub fn count_at_least(&self, player: Player, threat: Threat) -> u32 {
        self.counts[player.index()][threat as usize..].iter().sum()
    }

    /// The padded cell where `player` would make five, when there is exactly one.
    pub fn only_five(&self, player: Player) -> Option<usize> {
        (self.count(player, Threat::Five) == 1).then_some(self.five_sum[player.index()])
    }

    /// The empty padded cells where `player` would make five.
    pub fn five_points(&self, player: Player) -> impl Iterator<Item = usize> + '_ {
        self.board_cells().filter(move |&p| self.is_empty(p) && self.threat(p, player) == Threat::Five)
    }

    /// The sum over empty cells of what a stone of `player` there would be worth.
    pub fn value(&self, player: Player) -> i64 {
        self.values[player.index()]
    }

    /// The value of a stone of `player` on the empty padded cell `p`: its four shapes' [`SHAPE_VALUE`]s.
    pub fn cell_value(&self, p: usize, player: Player) -> i32 {
        self.cell_values[p][player.index()]
    }

    /// Whether a stone lies within two steps of the padded cell `p`.
    pub fn is_near(&self, p: usize) -> bool {
        self.near[p] > 0
    }

    /// The padded cells of the board, in cell order.
    pub fn board_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.size.cells()).map(|c| self.padded(c))
    }

    /// The padded cells of the stones, in the order they were played.
    pub fn played(&self) -> &[usize] {
        &self.played
    }

    /// The hash of the stones on the board (which also says whose turn it is).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// How many lines of five cells hold no stone of `player`'s opponent: the "winning lines" of the classic
    /// tutorials, which the baseline player counts. Counted afresh, every line of the board.
    pub fn open_lines(&self, player: Player) -> i32 {
        let theirs = if player == Player::One { WHITE } else { BLACK };
        let mut open = 0;
        for p in self.board_cells() {
            for dir in 0..4 {
                let mut line = (0..5).map(|i| self.cells[self.along(p, dir, i)]);
                open += line.all(|c| c != WALL && c != theirs) as i32;
            }
        }
        open
    }

    /// Plays the side to move's stone on the empty padded cell `p`.
    pub fn play(&mut self, p: usize) {
        debug_assert!(self.is_empty(p), "a stone on a taken cell");
        let code = if self.to_move() == Player::One { BLACK } else { WHITE };
        self.leave(p);
        self.cells[p] = code;
        self.hash ^= stone_key(p, code);
        self.played.push(p);
        self.set_around(p, code);
        self.touch_near(p, 1);
    }

    /// Takes back the last stone, which must be on padded cell `p`.
    pub fn undo(&mut self, p: usize) {
        debug_assert_eq!(self.played.last(), Some(&p), "undo takes back the last stone");
        self.played.pop();
        self.hash ^= stone_key(p, self.cells[p]);
        self.cells[p] = EMPTY;
        self.set_around(p, EMPTY);
        self.touch_near(p, -1);
        self.enter(p);
    }

    /// Writes `code` into the keys of the cells along the four lines through `p`, and refreshes their shapes
    /// in that direction.
    fn set_around(&mut self, p: usize, code: u32) {
        for dir in 0..4 {
            for distance in 1..=REACH as i32 {
                for offset in [-distance, distance] {
                    let n = self.along(p, dir, offset);
                    if self.cells[n] == WALL {
                        continue;
                    }
                    // From `n`, the stone is at `-offset`.
                    let bits = slot(-offset);
                    self.keys[n][dir] = (self.keys[n][dir] & !(3 << bits)) | code << bits;
                    self.read_shapes(n, dir);
                }
            }
        }
    }

    /// Reads the shapes of padded cell `p` in direction `dir` from its key, and brings its value (and, on an
    /// empty cell, its threat and the board's sums) up to date with any change.
    fn read_shapes(&mut self, p: usize, dir: usize) {
        let empty = self.cells[p] == EMPTY;
        let shapes = self.table.shapes(self.keys[p][dir]);
        for (i, new) in shapes.into_iter().enumerate() {
            // The four shapes are packed in one word and changed in a register: written a byte at a time and
            // read back whole, they made the processor wait for the write (a failed store-to-load forward),
            // the largest single cost of a move.
            let packed = self.shapes[p][i];
            let old = unpack(packed, dir);
            if old == new {
                continue;
            }
            let four = (packed & !(0xf << (4 * dir))) | (new as u16) << (4 * dir);
            self.shapes[p][i] = four;
            let delta = SHAPE_VALUE[new as usize] - SHAPE_VALUE[old as usize];
            self.cell_values[p][i] += delta;
            if empty {
                self.values[i] += delta as i64;
                let threat = self.table.threat_packed(four);
                let was = std::mem::replace(&mut self.threats[p][i], threat);
                if was != threat {
                    self.counts[i][was as usize] -= 1;
                    self.counts[i][threat as usize] += 1;
                    if was == Threat::Five {
                        self.five_sum[i] -= p;
                    }
                    if threat == Threat::Five {
                        self.five_sum[i] += p;
                    }
                }
            }
        }
    }

    /// Takes the empty cell `p`'s threats and values out of the board's sums (before it fills).
    fn leave(&mut self, p: usize) {
        for player in [Player::One, Player::Two] {
            let i = player.index();
            let threat = self.threats[p][i];
            self.counts[i][threat as usize] -= 1;
            if threat == Threat::Five {
                self.five_sum[i] -= p;
            }
            self.values[i] -= self.cell_value(p, player) as i64;
        }
    }

    /// Reads the empty cell `p`'s threats from its shapes and adds them and its values to the board's sums.
    /// A taken cell's shapes and value are kept up to date too, so a cell emptied by an undo is ready for this.
    fn enter(&mut self, p: usize) {
        for player in [Player::One, Player::Two] {
            let i = player.index();
            let threat = self.table.threat_packed(self.shapes[p][i]);
            self.threats[p][i] = threat;
            self.counts[i][threat as usize] += 1;
            if threat == Threat::Five {
                self.five_sum[i] += p;
            }
            self.values[i] += self.cell_value(p, player) as i64;
        }
    }

    fn touch_near(&mut self, p: usize, delta: i8) {
        let r = NEAR_RADIUS as isize;
        for dr in -r..=r {
            for dc in -r..=r {
                let n = (p as isize + dr * self.width as isize + dc) as usize;
                self.near[n] = (self.near[n] as i8 + delta) as u8;
            }
        }
    }
}

impl std::fmt::Debug for Board {
    /// The stones, a row a line: `X` black, `O` white, `.` empty.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for row in 0..self.size.rows as usize {
            for col in 0..self.size.cols as usize {
                let p = self.padded(self.size.cell(row, col));
                let c = match self.stone(p) {
                    Some(Player::One) => 'X',
                    Some(Player::Two) => 'O',
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    /// A board from rows of text (`X` black, `O` white, `.` empty); the stones are played alternately from
    /// the two lists, black first, so the side to move follows from the counts (black may have one more).
    pub(crate) fn board(rule: Rule, rows: &[&str]) -> Board {
        let size = GridSize::new(rows.len() as u8, rows[0].len() as u8, 5);
        let (mut black, mut white) = (Vec::new(), Vec::new());
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                match ch {
                    'X' => black.push(size.cell(r, c)),
                    'O' => white.push(size.cell(r, c)),
                    _ => {}
                }
            }
        }
        assert!(black.len() == white.len() || black.len() == white.len() + 1, "stones must alternate");
        Board::with_stones(size, rule, &black, &white)
    }

    /// Every incremental sum and shape equals a board built from scratch with the same stones.
    fn assert_matches_rebuild(b: &Board) {
        let mut fresh = Board::new(b.size, b.rule);
        for &p in &b.played {
            fresh.play(p);
        }
        assert_eq!(b.keys, fresh.keys);
        for p in b.board_cells() {
            if b.is_empty(p) {
                assert_eq!(b.shapes[p], fresh.shapes[p]);
                assert_eq!(b.threats[p], fresh.threats[p]);
            }
        }
        assert_eq!(b.counts, fresh.counts);
        assert_eq!(b.five_sum, fresh.five_sum);
        assert_eq!(b.values, fresh.values);
        assert_eq!(b.near, fresh.near);
        assert_eq!(b.hash, fresh.hash);
        for p in b.board_cells() {
            assert_eq!(b.cell_values[p], fresh.cell_values[p], "kept for taken cells too");
        }
        // And the sums are what the cells say.
        for player in [Player::One, Player::Two] {
            let empty: Vec<usize> = b.board_cells().filter(|&p| b.is_empty(p)).collect();
            let value: i64 = empty.iter().map(|&p| b.cell_value(p, player) as i64).sum();
            assert_eq!(b.value(player), value);
            let fours = empty.iter().filter(|&&p| b.threat(p, player) == Threat::Four).count();
            assert_eq!(b.count(player, Threat::Four), fours as u32);
        }
    }

    #[test]
    fn incremental_shapes_equal_a_rebuild_through_play_and_undo() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(11);
        for (size, rule) in [
            (GridSize::new(15, 15, 5), Rule::Freestyle),
            (GridSize::new(15, 15, 5), Rule::Standard),
            (GridSize::new(7, 9, 5), Rule::Freestyle),
            (GridSize::new(20, 20, 5), Rule::Standard),
        ] {
            for _ in 0..12 {
                let mut b = Board::new(size, rule);
                for step in 0..120 {
                    if !b.played.is_empty() && rng.random_bool(0.25) {
                        let last = *b.played.last().unwrap();
                        b.undo(last);
                    } else {
                        let empty: Vec<usize> = b.board_cells().filter(|&p| b.is_empty(p)).collect();
                        if empty.is_empty() {
                            break;
                        }
                        b.play(empty[rng.random_range(0..empty.len())]);
                    }
                    if step % 10 == 0 {
                        assert_matches_rebuild(&b);
                    }
                }
                assert_matches_rebuild(&b);
            }
        }
    }

    #[test]
    fn the_board_reads_fours_and_threes_where_they_are() {
        let b = board(
            Rule::Freestyle,
            &["...............", "...............", "..XXX..........", "..........O....", "...........O..."],
        );
        // Black's open three on row 2 (columns 2-4): columns 1 and 5 make an open four.
        let at = |r: usize, c: usize| b.padded(b.size().cell(r, c));
        assert_eq!(b.threat(at(2, 1), Player::One), Threat::Flex4);
        assert_eq!(b.threat(at(2, 5), Player::One), Threat::Flex4);
        assert_eq!(b.threat(at(2, 6), Player::One), Threat::Four, "XXX.X");
        assert_eq!(b.threat(at(2, 0), Player::One), Threat::Four, "X.XXX at the edge");
        assert_eq!(b.count(Player::One, Threat::Flex4), 2);
        assert_eq!(b.count(Player::One, Threat::Five), 0);
        // White's diagonal two, (3,10) and (4,11), on a diagonal of exactly five cells from (0,7): a third
        // stone at (2,9) leaves one way to five.
        assert_eq!(b.threat(at(2, 9), Player::Two), Threat::Three);
        assert_eq!(b.to_move(), Player::Two);
        assert_eq!(b.only_five(Player::One), None);
    }

    #[test]
    fn open_lines_are_the_lines_of_five_without_an_opponent_stone() {
        // 5 × 5: five rows, five columns, two diagonals.
        let b = board(Rule::Freestyle, &[".....", ".....", ".....", ".....", "....."]);
        assert_eq!(b.open_lines(Player::One), 12);
        // A black stone in the centre closes its row, its column and both diagonals to white.
        let b = board(Rule::Freestyle, &[".....", ".....", "..X..", ".....", "....."]);
        assert_eq!((b.open_lines(Player::One), b.open_lines(Player::Two)), (12, 8));
    }

    #[test]
    fn a_four_has_one_five_point_and_an_open_four_two() {
        let b = board(Rule::Freestyle, &["..........", "OXXXX.....", "O.........", "O.........", ".........."]);
        let at = |r: usize, c: usize| b.padded(b.size().cell(r, c));
        assert_eq!(b.only_five(Player::One), Some(at(1, 5)));
        assert_eq!(b.count(Player::Two, Threat::Four), 2, "white's three in column 0 becomes a four at (0,0) or (4,0)");
        let b = board(Rule::Freestyle, &["..........", ".XXXX.....", "O.........", "O.........", "O........."]);
        assert_eq!(b.count(Player::One, Threat::Five), 2);
        assert_eq!(b.only_five(Player::One), None, "two points: none is the only one");
    }
}
