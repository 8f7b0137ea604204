//! The line evaluation for grid games (m,n,k and gravity boards), after the classic "winning lines" heuristic:
//! a line of k cells (a window) that holds stones of one player only is still open for that player, and is
//! worth more the fuller it is; a window holding both colours is dead. The evaluation is the sum over all
//! windows, kept up to date as stones come and go: a move touches at most 4·k windows.
//!
//! Beyond the tutorial version it weights windows steeply by how full they are (an open three counts as three
//! windows of three, a blocked one as one), knows the cells where a player threatens to complete a window (so
//! the search sees forced blocks, double threats and dead draws without searching), and on big boards offers
//! only the cells near stones as candidate moves.

use std::sync::Arc;

use super::{Evaluator, MAX_EVAL, Tactics};
use crate::rules::gravity::Gravity;
use crate::rules::mnk::Mnk;
use crate::rules::{Game, GridSize, Player, grid::DIRECTIONS};

/// How much more a window with one more stone is worth.
const WEIGHT_BASE: i32 = 8;
/// The most one window may be worth, so that the sum over all windows of a 20×20 board stays within
/// [`MAX_EVAL`].
const WEIGHT_CAP: i32 = 1 << 16;
/// Boards with more cells than this search only the cells near stones.
pub const RESTRICT_ABOVE_CELLS: usize = 64;
/// "Near" means within this many cells across, down or diagonally.
const NEAR_RADIUS: i32 = 2;

/// The windows of a board: every line of k cells, and which windows pass through each cell.
#[derive(Debug)]
pub struct Lines {
    size: GridSize,
    k: usize,
    /// Window `w` is `cells[w * k .. w * k + k]`.
    cells: Vec<u16>,
    /// The windows through cell `c` are `through[through_start[c] .. through_start[c + 1]]`.
    through_start: Vec<u32>,
    through: Vec<u32>,
    /// `weights[n]` is what a window holding `n` stones of one player only is worth to that player.
    weights: Vec<i32>,
}

impl Lines {
    pub fn new(size: GridSize) -> Self {
        let k = size.k as usize;
        let mut cells = Vec::new();
        for start in 0..size.cells() {
            for dir in DIRECTIONS {
                if let Some(window) = (0..k as i32).map(|s| size.step(start, dir, s)).collect::<Option<Vec<_>>>() {
                    cells.extend(window.into_iter().map(|c| c as u16));
                }
            }
        }
        let mut lists = vec![Vec::new(); size.cells()];
        for (w, window) in cells.chunks(k).enumerate() {
            for &c in window {
                lists[c as usize].push(w as u32);
            }
        }
        let mut through_start = vec![0];
        let mut through = Vec::new();
        for list in lists {
            through.extend(list);
            through_start.push(through.len() as u32);
        }
        let weights = (0..=k)
            .map(|n| match n {
                0 => 0,
                n => WEIGHT_BASE.saturating_pow(n as u32 - 1).min(WEIGHT_CAP),
            })
            .collect();
        Self { size, k, cells, through_start, through, weights }
    }

    /// How many windows the board has.
    pub fn len(&self) -> usize {
        self.cells.len() / self.k.max(1)
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    fn through(&self, cell: usize) -> &[u32] {
        &self.through[self.through_start[cell] as usize..self.through_start[cell + 1] as usize]
    }

    fn window(&self, w: u32) -> &[u16] {
        let start = w as usize * self.k;
        &self.cells[start..start + self.k]
    }

    /// The value of a window from player One's side.
    fn value(&self, [one, two]: [u8; 2]) -> i32 {
        match (one, two) {
            (0, 0) => 0,
            (n, 0) => self.weights[n as usize],
            (0, n) => -self.weights[n as usize],
            _ => 0,
        }
    }
}

/// The line evaluation's state for one position.
#[derive(Clone, Debug)]
pub struct LineEval {
    lines: Arc<Lines>,
    /// A copy of the stones, to find the empty cell of a window.
    stones: Vec<Option<Player>>,
    /// Stones of each player in each window.
    counts: Vec<[u8; 2]>,
    /// The sum of all window values, from player One's side.
    total: i32,
    /// Windows that hold no stone of the opponent, per player: while any is left, that player can still win.
    alive: [u32; 2],
    /// For each cell and player: how many windows would be completed by that player's stone there.
    threat_count: Vec<[u16; 2]>,
    /// Per player: how many cells have a non-zero threat count, and the sum of those cells (which names the
    /// cell when there is just one).
    threat_cells: [u32; 2],
    threat_cell_sum: [usize; 2],
    /// Stones within [`NEAR_RADIUS`] of each cell; kept only on boards that restrict candidates.
    near: Vec<u8>,
    restrict: bool,
}

impl LineEval {
    pub fn new(size: GridSize) -> Self {
        Self::empty(Arc::new(Lines::new(size)))
    }

    /// The state of the empty board.
    fn empty(lines: Arc<Lines>) -> Self {
        let size = lines.size;
        let restrict = size.cells() > RESTRICT_ABOVE_CELLS;
        Self {
            stones: vec![None; size.cells()],
            counts: vec![[0, 0]; lines.len()],
            total: 0,
            alive: [lines.len() as u32; 2],
            threat_count: vec![[0, 0]; size.cells()],
            threat_cells: [0, 0],
            threat_cell_sum: [0, 0],
            near: vec![0; if restrict { size.cells() } else { 0 }],
            restrict,
            lines,
        }
    }

    fn is_threat(&self, counts: [u8; 2], player: Player) -> bool {
        counts[player.index()] as usize + 1 == self.lines.k && counts[player.other().index()] == 0
    }

    /// The empty cell of window `w` other than `except`.
    fn empty_cell(&self, w: u32, except: usize) -> usize {
        let window = self.lines.window(w);
        let empty = window.iter().map(|&c| c as usize).find(|&c| c != except && self.stones[c].is_none());
        empty.expect("a threat window has an empty cell")
    }

    fn add_threat(&mut self, cell: usize, player: Player, delta: i32) {
        let p = player.index();
        let count = &mut self.threat_count[cell][p];
        let was = *count > 0;
        *count = (*count as i32 + delta) as u16;
        match (was, *count > 0) {
            (false, true) => {
                self.threat_cells[p] += 1;
                self.threat_cell_sum[p] += cell;
            }
            (true, false) => {
                self.threat_cells[p] -= 1;
                self.threat_cell_sum[p] -= cell;
            }
            _ => {}
        }
    }

    /// Adds (`delta` = 1) or removes (`delta` = -1) a stone of `player` on `cell`.
    fn update(&mut self, cell: usize, player: Player, delta: i8) {
        self.stones[cell] = (delta > 0).then_some(player);
        let lines = Arc::clone(&self.lines);
        for &w in lines.through(cell) {
            let before = self.counts[w as usize];
            let mut after = before;
            after[player.index()] = (after[player.index()] as i8 + delta) as u8;
            self.counts[w as usize] = after;
            self.total += lines.value(after) - lines.value(before);
            for p in [Player::One, Player::Two] {
                let other = p.other().index();
                let alive_change = (after[other] == 0) as i32 - (before[other] == 0) as i32;
                self.alive[p.index()] = self.alive[p.index()].wrapping_add_signed(alive_change);
                match (self.is_threat(before, p), self.is_threat(after, p)) {
                    (false, true) => {
                        // The window now has exactly one empty cell: that is where the threat is.
                        let target = self.empty_cell(w, usize::MAX);
                        self.add_threat(target, p, 1);
                    }
                    (true, false) => {
                        // A stone arrived on the empty cell, or one left another cell of the window.
                        let target = if delta > 0 { cell } else { self.empty_cell(w, cell) };
                        self.add_threat(target, p, -1);
                    }
                    _ => {}
                }
            }
        }
        if self.restrict {
            let size = lines.size;
            let (r, c) = size.row_col(cell);
            for dr in -NEAR_RADIUS..=NEAR_RADIUS {
                for dc in -NEAR_RADIUS..=NEAR_RADIUS {
                    let (nr, nc) = (r as i32 + dr, c as i32 + dc);
                    if nr >= 0 && nc >= 0 && nr < size.rows as i32 && nc < size.cols as i32 {
                        let n = &mut self.near[size.cell(nr as usize, nc as usize)];
                        *n = (*n as i8 + delta) as u8;
                    }
                }
            }
        }
    }

    fn rebuild(&mut self, stones: &[Option<Player>]) {
        *self = Self::empty(Arc::clone(&self.lines));
        for (cell, stone) in stones.iter().enumerate() {
            if let Some(player) = stone {
                self.update(cell, *player, 1);
            }
        }
    }

    /// The evaluation from `player`'s side.
    fn score_for(&self, player: Player) -> i32 {
        let total = if player == Player::One { self.total } else { -self.total };
        total.clamp(-MAX_EVAL + 1, MAX_EVAL - 1)
    }

    /// How much a stone of `player` on `cell` would change the evaluation, from `player`'s side: what it adds
    /// to its own windows plus what it takes from the opponent's.
    fn gain(&self, cell: usize, player: Player) -> i32 {
        let sign = if player == Player::One { 1 } else { -1 };
        self.lines
            .through(cell)
            .iter()
            .map(|&w| {
                let before = self.counts[w as usize];
                let mut after = before;
                after[player.index()] += 1;
                sign * (self.lines.value(after) - self.lines.value(before))
            })
            .sum()
    }

    fn alive_lines(&self, player: Player) -> i32 {
        self.alive[player.index()] as i32
    }

    fn is_dead_draw(&self) -> bool {
        self.alive == [0, 0]
    }

    fn threatens(&self, cell: usize, player: Player) -> bool {
        self.threat_count[cell][player.index()] > 0
    }
}

impl Evaluator<Mnk> for LineEval {
    fn reset(&mut self, pos: &Mnk) {
        self.rebuild(pos.grid().cells());
    }

    fn play(&mut self, pos: &Mnk, cell: u16) {
        self.update(cell as usize, pos.to_move(), 1);
    }

    fn undo(&mut self, pos: &Mnk, cell: u16) {
        self.update(cell as usize, pos.to_move(), -1);
    }

    fn evaluate(&self, pos: &Mnk) -> i32 {
        self.score_for(pos.to_move())
    }

    /// On a free-placement board every empty cell can be played, so a threat is a move away.
    /// Under the standard rule (exactly k) a window's last cell may make an overline, which does not win:
    /// the threats then settle nothing, and only a board with no open line left is told (a draw).
    fn tactics(&self, pos: &Mnk) -> Tactics<u16> {
        let me = pos.to_move().index();
        let them = 1 - me;
        if pos.size().exact {
            return if self.is_dead_draw() { Tactics::DeadDraw } else { Tactics::Open };
        }
        if self.threat_cells[me] > 0 {
            Tactics::WinNow
        } else if self.is_dead_draw() {
            Tactics::DeadDraw
        } else if self.threat_cells[them] >= 2 {
            Tactics::LoseNext
        } else if self.threat_cells[them] == 1 {
            Tactics::Forced(self.threat_cell_sum[them] as u16)
        } else {
            Tactics::Open
        }
    }

    fn candidates(&self, pos: &Mnk, moves: &mut Vec<u16>) -> bool {
        if !self.restrict {
            pos.legal_moves(moves);
            return true;
        }
        moves.clear();
        if pos.outcome().is_some() {
            return true;
        }
        let grid = pos.grid();
        let near = (0..grid.cells().len()).filter(|&c| self.near[c] > 0 && grid.get(c).is_none());
        moves.extend(near.map(|c| c as u16));
        if moves.is_empty() {
            // The empty board: only the centre is worth a thought.
            let size = pos.size();
            moves.push(size.cell(size.rows as usize / 2, size.cols as usize / 2) as u16);
        }
        false
    }

    fn move_priority(&self, pos: &Mnk, cell: u16) -> i32 {
        self.gain(cell as usize, pos.to_move())
    }

    fn open_lines(&self, player: Player) -> i32 {
        self.alive_lines(player)
    }

    fn move_index(&self, cell: u16) -> usize {
        cell as usize
    }

    fn move_slots(&self) -> usize {
        self.lines.size.cells()
    }
}

impl Evaluator<Gravity> for LineEval {
    fn reset(&mut self, pos: &Gravity) {
        self.rebuild(pos.grid().cells());
    }

    fn play(&mut self, pos: &Gravity, col: u8) {
        let cell = pos.aim(col).expect("a legal move");
        self.update(cell, pos.to_move(), 1);
    }

    fn undo(&mut self, pos: &Gravity, col: u8) {
        let cell = pos.aim(col).expect("the column the move was played in");
        self.update(cell, pos.to_move(), -1);
    }

    fn evaluate(&self, pos: &Gravity) -> i32 {
        self.score_for(pos.to_move())
    }

    /// A threat counts only where a stone would land now.
    fn tactics(&self, pos: &Gravity) -> Tactics<u8> {
        let me = pos.to_move();
        let playable = |player: Player| {
            (0..pos.size().cols).filter(move |&c| pos.aim(c).is_some_and(|cell| self.threatens(cell, player)))
        };
        if playable(me).next().is_some() {
            return Tactics::WinNow;
        }
        if self.is_dead_draw() {
            return Tactics::DeadDraw;
        }
        let mut blocks = playable(me.other());
        match (blocks.next(), blocks.next()) {
            (Some(_), Some(_)) => Tactics::LoseNext,
            (Some(col), None) => Tactics::Forced(col),
            _ => Tactics::Open,
        }
    }

    fn move_priority(&self, pos: &Gravity, col: u8) -> i32 {
        let cell = pos.aim(col).expect("a legal move");
        let me = pos.to_move();
        // Central columns take part in more lines; break ties towards them.
        let centre = pos.size().cols as i32 / 2;
        let mut priority = self.gain(cell, me) * 4 - (col as i32 - centre).abs();
        // A stone right under a cell where the opponent would win lets the opponent play there.
        if pos.size().step(cell, (-1, 0), 1).is_some_and(|above| self.threatens(above, me.other())) {
            priority -= MAX_EVAL / 4;
        }
        priority
    }

    fn open_lines(&self, player: Player) -> i32 {
        self.alive_lines(player)
    }

    fn move_index(&self, col: u8) -> usize {
        col as usize
    }

    fn move_slots(&self) -> usize {
        self.lines.size.cols as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::Evaluator;

    #[test]
    fn counts_the_windows_of_a_board() {
        // 3×3, k = 3: three rows, three columns, two diagonals.
        assert_eq!(Lines::new(GridSize::new(3, 3, 3)).len(), 8);
        // 7 wide × 6 high, k = 4: 24 across, 21 down, 12 + 12 diagonal: the well-known 69.
        assert_eq!(Lines::new(GridSize::new(6, 7, 4)).len(), 69);
    }

    /// The incremental state equals a fresh rebuild from the stones.
    fn assert_consistent(eval: &LineEval, stones: &[Option<Player>]) {
        let mut fresh = LineEval::new(eval.lines.size);
        fresh.rebuild(stones);
        assert_eq!(eval.stones, fresh.stones);
        assert_eq!(eval.counts, fresh.counts);
        assert_eq!(eval.total, fresh.total);
        assert_eq!(eval.alive, fresh.alive);
        assert_eq!(eval.threat_count, fresh.threat_count);
        assert_eq!(eval.threat_cells, fresh.threat_cells);
        assert_eq!(eval.threat_cell_sum, fresh.threat_cell_sum);
    }

    #[test]
    fn incremental_state_matches_a_rebuild_through_play_and_undo() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        for size in [GridSize::new(3, 3, 3), GridSize::new(4, 4, 3), GridSize::new(6, 7, 4)] {
            for _ in 0..50 {
                let mut pos = Mnk::new(size);
                let mut eval = LineEval::new(size);
                eval.reset(&pos);
                let mut played = Vec::new();
                let mut moves = Vec::new();
                loop {
                    pos.legal_moves(&mut moves);
                    if moves.is_empty() || (!played.is_empty() && rng.random_bool(0.3)) {
                        // Take back one move now and then, as the search does.
                        let Some(cell) = played.pop() else { break };
                        pos.undo(cell);
                        eval.undo(&pos, cell);
                        if moves.is_empty() {
                            break;
                        }
                        continue;
                    }
                    let cell = moves[rng.random_range(0..moves.len())];
                    eval.play(&pos, cell);
                    pos.play(cell);
                    played.push(cell);
                    assert_consistent(&eval, pos.grid().cells());
                }
                assert_consistent(&eval, pos.grid().cells());
            }
        }
    }

    #[test]
    fn sees_wins_blocks_and_double_threats() {
        // x x _ / o _ _ / _ _ _ with o to move: o must block at 3.
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "142").unwrap();
        let mut eval = LineEval::new(pos.size());
        eval.reset(&pos);
        assert_eq!(eval.tactics(&pos), Tactics::Forced(2));
        // x to move with x x _ : wins now.
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "1429").unwrap();
        eval.reset(&pos);
        assert_eq!(eval.tactics(&pos), Tactics::WinNow);
        // x on 1, 3, 7 against o on 5, 9, o to move: x threatens 2 (1-2-3) and 4 (1-4-7).
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "15397").unwrap();
        eval.reset(&pos);
        assert_eq!(eval.tactics(&pos), Tactics::LoseNext);
    }

    #[test]
    fn a_board_without_open_lines_is_a_dead_draw() {
        // x o x / x o o / o x _ : nobody can make three any more.
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "12354786").unwrap();
        let mut eval = LineEval::new(pos.size());
        eval.reset(&pos);
        assert_eq!(eval.tactics(&pos), Tactics::DeadDraw);
    }

    #[test]
    fn the_evaluation_favours_the_stronger_side() {
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "51").unwrap();
        let mut eval = LineEval::new(pos.size());
        eval.reset(&pos);
        // Centre against corner: One (to move) is better placed.
        assert!(eval.evaluate(&pos) > 0);
    }

    #[test]
    fn big_boards_offer_only_cells_near_stones() {
        let pos = Mnk::from_moves(Mnk::GOMOKU, "").unwrap();
        let mut eval = LineEval::new(pos.size());
        eval.reset(&pos);
        let mut moves = Vec::new();
        assert!(!eval.candidates(&pos, &mut moves));
        assert_eq!(moves, vec![112], "the centre of an empty board");
        let pos = Mnk::from_moves(Mnk::GOMOKU, "1").unwrap();
        eval.reset(&pos);
        eval.candidates(&pos, &mut moves);
        assert_eq!(moves.len(), 8, "a corner stone has 8 empty cells within two steps");
    }

    #[test]
    fn gravity_threats_count_only_when_playable() {
        let mut pos = Gravity::from_moves(Gravity::CONNECT_FOUR, "1122").unwrap();
        let mut eval = LineEval::new(pos.size());
        eval.reset(&pos);
        for col in [2, 6] {
            eval.play(&pos, col);
            pos.play(col);
        }
        // One has three across the bottom with the fourth cell playable, Two cannot win: One wins now.
        assert_eq!(eval.tactics(&pos), Tactics::WinNow);
        // Two to move, One threatening the bottom of column 4, Two without a win: Two must block there.
        let pos = Gravity::from_moves(Gravity::CONNECT_FOUR, "11223").unwrap();
        eval.reset(&pos);
        assert_eq!(eval.tactics(&pos), Tactics::Forced(3));
        // One's threat one row up, over an empty cell, does not force anything yet.
        let pos = Gravity::from_moves(Gravity::CONNECT_FOUR, "3121273").unwrap();
        eval.reset(&pos);
        assert_eq!(eval.tactics(&pos), Tactics::Open);
    }
}
