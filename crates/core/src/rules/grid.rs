//! The rectangular board shared by the m,n,k games and the gravity games: stones on cells, and k in a row.

use super::{Outcome, Player};

/// The four directions a line can run in, as (row step, column step): across, down, and both diagonals.
pub const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// The shape of a board: its rows and columns, and how many stones in a row win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridSize {
    pub rows: u8,
    pub cols: u8,
    pub k: u8,
    /// Exactly k in a row wins, and a longer run (an overline) does not: Gomoku's standard rule. Otherwise k
    /// or more win (freestyle).
    pub exact: bool,
}

impl GridSize {
    /// A board where k or more in a row win.
    pub const fn new(rows: u8, cols: u8, k: u8) -> Self {
        Self { rows, cols, k, exact: false }
    }

    /// The same board where exactly k in a row win (see [`GridSize::exact`]).
    pub const fn exactly(self) -> Self {
        Self { exact: true, ..self }
    }

    /// Whether a run of `length` stones wins.
    pub fn wins_with(self, length: usize) -> bool {
        if self.exact { length == self.k as usize } else { length >= self.k as usize }
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// The cell at `(row, col)`, counted in reading order from the top-left.
    pub fn cell(self, row: usize, col: usize) -> usize {
        row * self.cols as usize + col
    }

    /// The `(row, col)` of a cell.
    pub fn row_col(self, cell: usize) -> (usize, usize) {
        (cell / self.cols as usize, cell % self.cols as usize)
    }

    /// The cell `steps` steps from `cell` in direction `(dr, dc)`, if it is on the board.
    pub fn step(self, cell: usize, (dr, dc): (i32, i32), steps: i32) -> Option<usize> {
        let (r, c) = self.row_col(cell);
        let r = r as i32 + dr * steps;
        let c = c as i32 + dc * steps;
        (r >= 0 && c >= 0 && r < self.rows as i32 && c < self.cols as i32).then(|| self.cell(r as usize, c as usize))
    }
}

/// Stones on a rectangular board. Cells are numbered `row * cols + col` from the top-left, row 0 at the top.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    size: GridSize,
    cells: Vec<Option<Player>>,
    stones: u32,
}

impl Grid {
    /// An empty board.
    pub fn new(size: GridSize) -> Self {
        Self { size, cells: vec![None; size.cells()], stones: 0 }
    }

    pub fn size(&self) -> GridSize {
        self.size
    }

    /// The stone on a cell, if any.
    pub fn get(&self, cell: usize) -> Option<Player> {
        self.cells[cell]
    }

    /// Every cell's stone, in cell order.
    pub fn cells(&self) -> &[Option<Player>] {
        &self.cells
    }

    /// How many stones are on the board.
    pub fn stones(&self) -> u32 {
        self.stones
    }

    /// How many cells are still empty.
    pub fn empty_cells(&self) -> u32 {
        self.size.cells() as u32 - self.stones
    }

    pub(crate) fn place(&mut self, cell: usize, player: Player) {
        debug_assert!(self.cells[cell].is_none());
        self.cells[cell] = Some(player);
        self.stones += 1;
    }

    /// Places a stone and says whether that ended the game: k in a row wins, a full board draws.
    pub(crate) fn place_and_judge(&mut self, cell: usize, player: Player) -> Option<Outcome> {
        self.place(cell, player);
        if self.wins_at(cell, player) {
            Some(Outcome::Win(player))
        } else if self.empty_cells() == 0 {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    pub(crate) fn remove(&mut self, cell: usize) {
        debug_assert!(self.cells[cell].is_some());
        self.cells[cell] = None;
        self.stones -= 1;
    }

    /// Whether a stone of `player` on `cell` makes a winning run: k or more in a row, or exactly k (see
    /// [`GridSize::exact`]).
    pub fn wins_at(&self, cell: usize, player: Player) -> bool {
        // The hot path of every search: walk the board with plain index arithmetic, no allocation.
        let (rows, cols) = (self.size.rows as i32, self.size.cols as i32);
        let (r, c) = (cell as i32 / cols, cell as i32 % cols);
        let size = self.size;
        let stone = Some(player);
        DIRECTIONS.iter().any(|&(dr, dc)| {
            let mut run = 1;
            for sign in [1, -1] {
                let (mut rr, mut cc) = (r + sign * dr, c + sign * dc);
                while rr >= 0 && cc >= 0 && rr < rows && cc < cols && self.cells[(rr * cols + cc) as usize] == stone {
                    run += 1;
                    rr += sign * dr;
                    cc += sign * dc;
                }
            }
            size.wins_with(run)
        })
    }

    /// A winning run of stones of one colour, if the board has one: the player and its cells in order.
    pub fn winning_line(&self) -> Option<(Player, Vec<usize>)> {
        for cell in 0..self.cells.len() {
            let Some(player) = self.cells[cell] else { continue };
            for dir in DIRECTIONS {
                // Start only at the first stone of a run, so each run is found once and whole.
                if self.size.step(cell, dir, -1).is_some_and(|c| self.cells[c] == Some(player)) {
                    continue;
                }
                let run: Vec<usize> = (0..)
                    .map_while(|s| self.size.step(cell, dir, s).filter(|&c| self.cells[c] == Some(player)))
                    .collect();
                if self.size.wins_with(run.len()) {
                    return Some((player, run));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_on_the_board() {
        let size = GridSize::new(3, 4, 3);
        assert_eq!(size.cells(), 12);
        assert_eq!(size.row_col(7), (1, 3));
        assert_eq!(size.step(7, (0, 1), 1), None);
        assert_eq!(size.step(7, (1, -1), 1), Some(10));
        assert_eq!(size.step(0, (1, 1), -1), None);
    }

    #[test]
    fn runs_of_k_win_in_every_direction() {
        let size = GridSize::new(5, 5, 4);
        for dir in DIRECTIONS {
            let start = match dir {
                (1, -1) => size.cell(0, 4),
                _ => 0,
            };
            let mut grid = Grid::new(size);
            let cells: Vec<usize> = (0..4).map(|s| size.step(start, dir, s).unwrap()).collect();
            for &c in &cells[..3] {
                grid.place(c, Player::Two);
            }
            assert!(grid.winning_line().is_none(), "three is not four, {dir:?}");
            // A stone of Two on the fourth cell would win; one of One's would not.
            assert!(grid.wins_at(cells[3], Player::Two), "{dir:?}");
            assert!(!grid.wins_at(cells[3], Player::One));
            grid.place(cells[3], Player::Two);
            assert_eq!(grid.winning_line(), Some((Player::Two, cells)));
        }
    }

    #[test]
    fn a_run_longer_than_k_is_reported_whole() {
        let size = GridSize::new(1, 7, 3);
        let mut grid = Grid::new(size);
        for c in 1..6 {
            grid.place(c, Player::One);
        }
        assert_eq!(grid.winning_line(), Some((Player::One, vec![1, 2, 3, 4, 5])));
        grid.remove(3);
        assert_eq!(grid.stones(), 4);
        assert_eq!(grid.winning_line(), None);
    }
}
