//! A gravity-board position as two bitboards, the representation of the fast Connect Four solvers (John
//! Tromp's Fhourstones, Pascal Pons' "Solving Connect 4"): every question the solver asks (where can a stone
//! go, which cells would complete a line, which moves lose at once) is a handful of shifts and masks.
//!
//! # Bit layout
//! Column `c` (0 at the left) takes bits `c * (H + 1) .. c * (H + 1) + H`, from the bottom row up, for a board
//! of `H` rows; the top bit of each column is a spare that no stone ever sets. Connect Four (7 × 6):
//!
//! ```text
//!   6 13 20 27 34 41 48    <- spare bits, always 0
//!   5 12 19 26 33 40 47    <- top row
//!   4 11 18 25 32 39 46
//!   3 10 17 24 31 38 45
//!   2  9 16 23 30 37 44
//!   1  8 15 22 29 36 43
//!   0  7 14 21 28 35 42    <- bottom row
//! ```
//!
//! Shifting by 1 moves a stone up one row, by `H + 1` one column to the right, by `H` and `H + 2` along the
//! two diagonals. The spare bit stops every such shift from carrying a line from the top of one column to the
//! bottom of the next. A board fits when `W * (H + 1) <= 64`: Connect Four and every gravity board up to
//! 8 × 7, 9 × 6, 10 × 5 or 12 × 4.
//!
//! A position keeps `current`, the stones of the player to move, and `mask`, every stone. `current + mask`
//! (plus the bottom row) is a unique key: in each column, adding the column's stones to its own stones sets
//! the bit just above the top stone and clears those below, so the column height and its colours can be read
//! back.

use crate::rules::gravity::Gravity;
use crate::rules::{Game, GridSize, Player};

/// The shape of a board and the masks derived from it, computed once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    pub width: u32,
    pub height: u32,
    /// Stones in a row that win (k or more).
    pub k: u32,
    /// The bottom cell of every column.
    pub(super) bottom: u64,
    /// Every cell of the board (no spare bits).
    pub(super) board: u64,
    /// The cells of the odd rows, counted from 1 at the bottom (the bottom row, the third, ...).
    pub(super) odd_rows: u64,
}

impl Geometry {
    /// The geometry of a gravity board, if it fits in 64 bits.
    pub fn new(size: GridSize) -> Option<Self> {
        let (width, height) = (size.cols as u32, size.rows as u32);
        if width == 0 || height == 0 || width * (height + 1) > 64 {
            return None;
        }
        let column = (1u64 << height) - 1;
        let odd_column = (0..height).step_by(2).fold(0u64, |m, row| m | 1 << row);
        let (mut bottom, mut board, mut odd_rows) = (0, 0, 0);
        for c in 0..width {
            bottom |= 1 << (c * (height + 1));
            board |= column << (c * (height + 1));
            odd_rows |= odd_column << (c * (height + 1));
        }
        Some(Self { width, height, k: size.k as u32, bottom, board, odd_rows })
    }

    /// The cells of the rows from the bottom up to `row` (from 0), in every column.
    pub(super) fn rows_up_to(&self, row: u32) -> u64 {
        self.bottom * ((2u64 << row.min(self.height - 1)) - 1)
    }

    /// Connect Four's.
    pub fn connect_four() -> Self {
        Self::new(Gravity::CONNECT_FOUR).expect("7 x 6 fits")
    }

    /// The number of cells.
    pub fn cells(&self) -> u32 {
        self.width * self.height
    }

    /// Every cell of column `col`.
    pub fn column_mask(&self, col: u32) -> u64 {
        ((1u64 << self.height) - 1) << (col * (self.height + 1))
    }

    /// The top cell of column `col`.
    fn top_mask(&self, col: u32) -> u64 {
        1u64 << (self.height - 1 + col * (self.height + 1))
    }

    /// The bottom cell of column `col`.
    fn bottom_mask(&self, col: u32) -> u64 {
        1u64 << (col * (self.height + 1))
    }

    /// `bits` with the columns swapped left for right: the mirror image of a bitboard, or of a key (each
    /// column's part of a key stays within its column's bits).
    pub(super) fn mirror(&self, bits: u64) -> u64 {
        let stride = self.height + 1;
        let column = (1u64 << stride) - 1;
        let mut out = 0;
        for c in 0..self.width {
            out |= ((bits >> (c * stride)) & column) << ((self.width - 1 - c) * stride);
        }
        out
    }

    /// The columns from the centre outwards (the centre is worth most: it takes part in the most lines).
    pub fn centre_first(&self) -> Vec<u32> {
        let w = self.width as i32;
        let mut order: Vec<u32> = (0..self.width).collect();
        order.sort_by_key(|&c| ((2 * c as i32 - (w - 1)).abs(), c));
        order
    }

    /// The cells that `stones` would complete to k or more in a row, empty or not, on the board.
    pub fn completions(&self, stones: u64) -> u64 {
        let k = self.k;
        if k == 4 {
            return self.completions_of_four(stones);
        }
        let h = self.height;
        // Up a column, only the cell above a run can complete it.
        let mut up = !0u64;
        for i in 1..k {
            up &= shl(stones, i);
        }
        let mut found = up;
        for step in [h + 1, h, h + 2] {
            // after[i]: the i cells beyond are stones; before[i]: the i cells before are stones.
            let (mut after, mut before) = ([!0u64; 16], [!0u64; 16]);
            for i in 1..k as usize {
                after[i] = after[i - 1] & shr(stones, i as u32 * step);
                before[i] = before[i - 1] & shl(stones, i as u32 * step);
            }
            for j in 0..k as usize {
                found |= after[j] & before[k as usize - 1 - j];
            }
        }
        found & self.board
    }

    /// Whether `stones` hold k or more in a row anywhere.
    pub fn has_line(&self, stones: u64) -> bool {
        let stones = stones & self.board;
        let h = self.height;
        [1, h + 1, h, h + 2].into_iter().any(|step| {
            // Runs of 2, 4, 8, ... by doubling, then the rest: run[i] holds where i + 1 stones start.
            let mut run = stones;
            let mut len = 1;
            while len < self.k {
                let add = len.min(self.k - len);
                run &= shr(run, add * step);
                len += add;
            }
            run != 0
        })
    }

    /// [`Geometry::completions`] for four in a row, unrolled: the solver's hottest function.
    fn completions_of_four(&self, p: u64) -> u64 {
        let h = self.height;
        // Vertical: three stones below.
        let mut r = (p << 1) & (p << 2) & (p << 3);
        for step in [h + 1, h, h + 2] {
            // Two in a row ending just before (or starting just after) each cell...
            let before2 = (p << step) & (p << (2 * step));
            let after2 = (p >> step) & (p >> (2 * step));
            // ... and a third: xxx_, _xxx, xx_x, x_xx.
            r |= before2 & (p << (3 * step));
            r |= after2 & (p >> (3 * step));
            r |= before2 & (p >> step);
            r |= after2 & (p << step);
        }
        r & self.board
    }
}

fn shl(p: u64, n: u32) -> u64 {
    p.checked_shl(n).unwrap_or(0)
}

fn shr(p: u64, n: u32) -> u64 {
    p.checked_shr(n).unwrap_or(0)
}

/// A position: whose stones are where, from the side of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub geometry: Geometry,
    /// The stones of the player to move.
    current: u64,
    /// Every stone.
    mask: u64,
    /// Stones played.
    moves: u32,
}

impl Position {
    /// The empty board.
    pub fn new(geometry: Geometry) -> Self {
        Self { geometry, current: 0, mask: 0, moves: 0 }
    }

    /// The same position as the rules see it, if its board fits. (The rules' game may already be over; the
    /// solver is never asked about a finished one.)
    pub fn from_game(game: &Gravity) -> Option<Self> {
        let size = game.size();
        let geometry = Geometry::new(size)?;
        let to_move = game.to_move();
        let (mut current, mut mask) = (0, 0);
        for (cell, stone) in game.grid().cells().iter().enumerate() {
            let Some(player) = stone else { continue };
            let (row, col) = size.row_col(cell);
            // The rules count rows from the top, the bitboard from the bottom.
            let bit = 1u64 << (col as u32 * (geometry.height + 1) + (geometry.height - 1 - row as u32));
            mask |= bit;
            if *player == to_move {
                current |= bit;
            }
        }
        Some(Self { geometry, current, mask, moves: game.plies() })
    }

    /// Plays a string of 1-based columns from the empty board (`4453`), if every move is legal and none but
    /// possibly the last wins. For tests and the book.
    pub fn from_moves(geometry: Geometry, moves: &str) -> Option<Self> {
        let mut position = Self::new(geometry);
        for c in moves.bytes() {
            let col = (c as char).to_digit(10)?.checked_sub(1)?;
            if col >= geometry.width || !position.can_play(col) || position.is_winning_move(col) {
                return None;
            }
            position.play_column(col);
        }
        Some(position)
    }

    /// A position from its bitboards (see the module documentation), as the solver keeps them.
    pub(super) fn from_parts(geometry: Geometry, current: u64, mask: u64, moves: u32) -> Self {
        Self { geometry, current, mask, moves }
    }

    /// The position before the top stone of column `col` was played, if that stone is the last mover's (so
    /// it could have been the last move).
    pub fn without_top_of(&self, col: u32) -> Option<Self> {
        let column = self.mask & self.geometry.column_mask(col);
        if column == 0 {
            return None;
        }
        // The highest bit of the column: its top stone.
        let top = 1u64 << (63 - column.leading_zeros());
        let last_mover = self.current ^ self.mask;
        if last_mover & top == 0 {
            return None;
        }
        let mask = self.mask ^ top;
        // The player to move before was the last mover: their stones are the opponent's now, less the top.
        Some(Self { geometry: self.geometry, current: last_mover ^ top, mask, moves: self.moves - 1 })
    }

    /// Stones played.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The stones of the player to move.
    pub fn current(&self) -> u64 {
        self.current
    }

    /// Every stone.
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// A key that no other position of the same board shares.
    pub fn key(&self) -> u64 {
        self.current + self.mask + self.geometry.bottom
    }

    /// The position a key names (see [`Position::key`]).
    pub fn from_key(geometry: Geometry, key: u64) -> Self {
        let stride = geometry.height + 1;
        let (mut current, mut mask) = (0, 0);
        for col in 0..geometry.width {
            // A column's part of the key is its stones plus 2^height: the top set bit gives the height.
            let part = (key >> (col * stride)) & ((1 << stride) - 1);
            let height = 63 - part.leading_zeros();
            let column_mask = (1u64 << height) - 1;
            mask |= column_mask << (col * stride);
            current |= (part - (1 << height)) << (col * stride);
        }
        Self { geometry, current, mask, moves: mask.count_ones() }
    }

    /// The key of the mirror image (columns swapped left for right). A position and its mirror have the
    /// same value; the smaller of the two keys names both.
    pub fn mirror_key(&self) -> u64 {
        let mirrored = Self { current: self.mirror(self.current), mask: self.mirror(self.mask), ..*self };
        mirrored.key()
    }

    /// The key shared by a position and its mirror image.
    pub fn canonical_key(&self) -> u64 {
        self.key().min(self.mirror_key())
    }

    fn mirror(&self, bits: u64) -> u64 {
        self.geometry.mirror(bits)
    }

    /// Whether column `col` has room for a stone.
    pub fn can_play(&self, col: u32) -> bool {
        self.mask & self.geometry.top_mask(col) == 0
    }

    /// Plays the stone `bit` (a cell from [`Position::possible`]) for the player to move.
    pub fn play(&mut self, bit: u64) {
        self.current ^= self.mask;
        self.mask |= bit;
        self.moves += 1;
    }

    /// Drops a stone into column `col`, which must have room.
    pub fn play_column(&mut self, col: u32) {
        self.play((self.mask + self.geometry.bottom_mask(col)) & self.geometry.column_mask(col));
    }

    /// The cells a stone can be played on now: the lowest empty cell of every column with room.
    pub fn possible(&self) -> u64 {
        (self.mask + self.geometry.bottom) & self.geometry.board
    }

    /// Empty cells where a stone of the player to move would complete a line.
    pub fn winning_cells(&self) -> u64 {
        self.geometry.completions(self.current) & !self.mask
    }

    /// Empty cells where a stone of the opponent would complete a line.
    pub fn opponent_winning_cells(&self) -> u64 {
        self.geometry.completions(self.current ^ self.mask) & !self.mask
    }

    /// Whether the player to move wins by playing now.
    pub fn can_win_next(&self) -> bool {
        self.winning_cells() & self.possible() != 0
    }

    /// Whether dropping a stone into `col` wins at once.
    pub fn is_winning_move(&self, col: u32) -> bool {
        self.winning_cells() & self.possible() & self.geometry.column_mask(col) != 0
    }

    /// The moves that do not let the opponent win on the next move: forced to block if the opponent threatens
    /// to win at once (none if it threatens twice), and never directly below a cell where the opponent would
    /// win. Only meaningful when the player to move cannot win at once.
    pub fn non_losing_moves(&self) -> u64 {
        let mut possible = self.possible();
        let threats = self.opponent_winning_cells();
        let forced = possible & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            possible = forced;
        }
        possible & !(threats >> 1)
    }

    /// How promising the move `bit` is for the player to move: the number of cells where it would then
    /// threaten to complete a line.
    pub fn move_score(&self, bit: u64) -> u32 {
        (self.geometry.completions(self.current | bit) & !(self.mask | bit)).count_ones()
    }

    /// Whether the player who just moved has k in a row (the position is won for them).
    pub fn last_move_won(&self) -> bool {
        let opponent = self.current ^ self.mask;
        // A line of the opponent exists if removing any of its stones leaves a cell that completes one: check
        // whether some stone of theirs is itself a completion of their other stones.
        let mut stones = opponent;
        while stones != 0 {
            let stone = stones & stones.wrapping_neg();
            if self.geometry.completions(opponent ^ stone) & stone != 0 {
                return true;
            }
            stones ^= stone;
        }
        false
    }

    /// The player to move, if the position came from a game started by [`Player::One`].
    pub fn to_move(&self) -> Player {
        Player::at_ply(self.moves)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::rules::GameSpec;

    fn c4(moves: &str) -> Position {
        Position::from_moves(Geometry::connect_four(), moves).unwrap()
    }

    #[test]
    fn boards_fit_when_columns_with_a_spare_bit_fit_in_64_bits() {
        for (cols, rows, fits) in
            [(7, 6, true), (8, 7, true), (9, 6, true), (12, 4, true), (9, 7, false), (12, 12, false)]
        {
            assert_eq!(Geometry::new(GridSize::new(rows, cols, 4)).is_some(), fits, "{cols}x{rows}");
        }
        assert_eq!(Geometry::connect_four().centre_first(), vec![3, 2, 4, 1, 5, 0, 6]);
    }

    #[test]
    fn stones_stack_and_keys_are_unique() {
        let p = c4("4453");
        // Column 4 (index 3): the first player's stone at the bottom, the second's above it.
        assert_eq!(p.mask() & Geometry::connect_four().column_mask(3), 0b11 << 21);
        assert_eq!(p.moves(), 4);
        let mut keys = std::collections::HashSet::new();
        for moves in ["", "4", "44", "43", "34", "4453", "4435", "1", "7"] {
            assert!(keys.insert(c4(moves).key()), "{moves}");
        }
        // The same stones reached in another order are the same position.
        assert_eq!(c4("4453").key(), c4("5344").key());
        assert_ne!(c4("4453").key(), c4("5443").key());
        assert_eq!(c4("1").mirror_key(), c4("7").key());
        assert_eq!(c4("12").canonical_key(), c4("76").canonical_key());
        for moves in ["", "4", "4453", "2252576253462244111563365343671351441"] {
            let p = c4(moves);
            assert_eq!(Position::from_key(p.geometry, p.key()), p, "a key names its position");
        }
    }

    #[test]
    fn lines_are_found_in_every_direction() {
        // Three in the bottom row, the fourth cell open: 1, 2, 3 for the first player.
        let p = c4("152535");
        assert!(p.can_win_next() && p.is_winning_move(3) && !p.is_winning_move(0));
        // Three in a column.
        let p = c4("121212");
        assert!(p.is_winning_move(0) && !p.is_winning_move(1));
        // The opponent has 3, 4, 5 along the bottom with both ends open: every move loses.
        let p = c4("31415");
        assert_eq!(p.non_losing_moves(), 0);
    }

    /// A seeded xorshift generator (Marsaglia's 13, 7, 17): random stones and moves that repeat from run to run.
    pub(in crate::ai::connect_four) fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// The cell `bit` of a geometry as a rules cell (row 0 at the top).
    fn rules_cell(g: &Geometry, size: GridSize, bit: u32) -> Option<usize> {
        let (col, row) = (bit / (g.height + 1), bit % (g.height + 1));
        (row < g.height && col < g.width).then(|| size.cell((g.height - 1 - row) as usize, col as usize))
    }

    #[test]
    fn completions_agree_with_the_rules_on_random_stones() {
        let mut next = xorshift(0x9e3779b97f4a7c15u64);
        // The unrolled four, and the general code on other k and shapes.
        for (cols, rows, k) in [(7, 6, 4), (7, 6, 3), (6, 5, 5), (4, 12, 4), (12, 4, 3), (8, 7, 6)] {
            let size = GridSize::new(rows, cols, k);
            let g = Geometry::new(size).unwrap();
            for _ in 0..300 {
                // A position as gravity makes them: each column filled to some height; the player's stones
                // are some of those cells.
                let mut filled = 0;
                for col in 0..g.width {
                    let height = (next() % (g.height as u64 + 1)) as u32;
                    filled |= ((1u64 << height) - 1) << (col * (g.height + 1));
                }
                let stones = next() & filled;
                let mut grid = crate::rules::Grid::new(size);
                for bit in 0..64 {
                    if stones >> bit & 1 == 1 {
                        grid.place(rules_cell(&g, size, bit).unwrap(), Player::One);
                    }
                }
                for bit in (0..64).filter(|&b| rules_cell(&g, size, b).is_some()) {
                    let cell = rules_cell(&g, size, bit).unwrap();
                    let expected = grid.get(cell).is_some() || {
                        grid.place(cell, Player::One);
                        let wins = grid.wins_at(cell, Player::One);
                        grid.remove(cell);
                        wins
                    };
                    let found = g.completions(stones) >> bit & 1 == 1;
                    // Filled cells may or may not be reported; empty ones must match the rules exactly.
                    if filled >> bit & 1 == 0 {
                        assert_eq!(found, expected, "{cols}x{rows} k={k}, stones {stones:#x}, bit {bit}");
                    }
                }
            }
        }
    }

    #[test]
    fn lines_are_found_as_the_rules_find_them() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1du64);
        for (cols, rows, k) in [(7, 6, 4), (7, 6, 3), (6, 5, 5), (4, 12, 4), (12, 4, 3), (8, 7, 6)] {
            let size = GridSize::new(rows, cols, k);
            let g = Geometry::new(size).unwrap();
            let (mut with, mut without) = (0, 0);
            for _ in 0..500 {
                // Any stones at all (lines need no gravity), densest where lines are rare.
                let stones = next() & next() | next() & next() & next();
                let mut grid = crate::rules::Grid::new(size);
                let cells: Vec<usize> =
                    (0..64).filter(|&b| stones >> b & 1 == 1).filter_map(|b| rules_cell(&g, size, b)).collect();
                cells.iter().for_each(|&cell| grid.place(cell, Player::One));
                let expected = cells.iter().any(|&cell| grid.wins_at(cell, Player::One));
                assert_eq!(g.has_line(stones), expected, "{cols}x{rows} k={k}, stones {stones:#x}");
                if expected { with += 1 } else { without += 1 }
            }
            assert!(with > 0 && without > 0, "{cols}x{rows} k={k}: {with} with a line, {without} without");
        }
    }

    #[test]
    fn the_solver_position_agrees_with_the_rules() {
        for moves in ["", "4", "4453", "2252576253462244111563365343671351441"] {
            let rules = GameSpec::CONNECT_FOUR.parse_position(moves).unwrap();
            let crate::rules::AnyGame::Gravity(g) = rules else { unreachable!() };
            let from_rules = Position::from_game(&g).unwrap();
            assert_eq!(from_rules, c4(moves), "{moves}");
            assert_eq!(from_rules.can_win_next(), {
                let mut legal = Vec::new();
                g.legal_moves(&mut legal);
                legal.iter().any(|&col| {
                    let mut next = g.clone();
                    next.play(col);
                    next.outcome().is_some_and(|o| o != crate::rules::Outcome::Draw)
                })
            });
        }
    }

    #[test]
    fn a_won_position_is_recognised() {
        let mut p = c4("121212");
        assert!(!p.last_move_won());
        p.play_column(0);
        assert!(p.last_move_won());
    }
}
