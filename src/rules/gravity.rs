//! Gravity boards: the board stands upright and a stone dropped into a column falls to the lowest free cell;
//! k in a row wins. Connect Four is 7 columns × 6 rows with k = 4.
//!
//! Notation: a position is the string of columns played from the empty board, 1-based from the left, one
//! digit each on boards of up to nine columns (`4453`, the convention of the public Connect Four solvers and
//! test sets), separated by commas on wider ones (`10,11,4`).

use super::{Game, Grid, GridSize, IllegalMove, NotationError, Outcome, Player, play_numbers};

/// A gravity-board position. One moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Gravity {
    grid: Grid,
    /// Stones in each column; the next stone in column `c` lands on row `rows - 1 - heights[c]`.
    heights: Vec<u8>,
    outcome: Option<Outcome>,
}

impl Gravity {
    /// Connect Four: 6 rows × 7 columns, four in a row.
    pub const CONNECT_FOUR: GridSize = GridSize::new(6, 7, 4);

    /// The empty board.
    pub fn new(size: GridSize) -> Self {
        Self { grid: Grid::new(size), heights: vec![0; size.cols as usize], outcome: None }
    }

    /// The position reached by playing the columns in `moves` (see the module notation) from the empty board.
    pub fn from_moves(size: GridSize, moves: &str) -> Result<Self, NotationError> {
        let cols = size.cols as usize;
        play_numbers(Self::new(size), moves, Self::uses_commas(size), cols, "column", |n| n as u8)
    }

    /// Whether move strings on this board separate columns by commas.
    pub fn uses_commas(size: GridSize) -> bool {
        size.cols > 9
    }

    /// The stones on the board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    pub fn size(&self) -> GridSize {
        self.grid.size()
    }

    /// The cell a stone dropped into `col` would land on, or `None` if the column is full or off the board.
    pub fn landing_cell(&self, col: u8) -> Option<usize> {
        let size = self.grid.size();
        let height = *self.heights.get(col as usize)?;
        (height < size.rows).then(|| size.cell((size.rows - 1 - height) as usize, col as usize))
    }

    /// The cell holding the top stone of `col`, if the column has any.
    fn top_cell(&self, col: u8) -> usize {
        let size = self.grid.size();
        size.cell((size.rows - self.heights[col as usize]) as usize, col as usize)
    }
}

impl Game for Gravity {
    /// The column to drop a stone into, 0-based from the left.
    type Move = u8;

    fn to_move(&self) -> Player {
        Player::at_ply(self.grid.stones())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.outcome.is_none() {
            let rows = self.grid.size().rows;
            moves.extend((0..self.heights.len() as u8).filter(|&c| self.heights[c as usize] < rows));
        }
    }

    fn check_move(&self, col: u8) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            Err(IllegalMove::GameOver)
        } else if col as usize >= self.heights.len() {
            Err(IllegalMove::OffBoard)
        } else if self.landing_cell(col).is_none() {
            Err(IllegalMove::ColumnFull)
        } else {
            Ok(())
        }
    }

    fn play(&mut self, col: u8) {
        let cell = self.landing_cell(col).expect("play takes a legal move");
        self.outcome = self.grid.place_and_judge(cell, self.to_move());
        self.heights[col as usize] += 1;
    }

    fn undo(&mut self, col: u8) {
        let cell = self.top_cell(col);
        self.grid.remove(cell);
        self.heights[col as usize] -= 1;
        self.outcome = None;
    }

    fn plies(&self) -> u32 {
        self.grid.stones()
    }

    fn plies_left_bound(&self) -> u32 {
        if self.outcome.is_some() { 0 } else { self.grid.empty_cells() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_fall_to_the_lowest_free_cell() {
        let game = Gravity::from_moves(Gravity::CONNECT_FOUR, "444").unwrap();
        let size = Gravity::CONNECT_FOUR;
        assert_eq!(game.grid().get(size.cell(5, 3)), Some(Player::One));
        assert_eq!(game.grid().get(size.cell(4, 3)), Some(Player::Two));
        assert_eq!(game.grid().get(size.cell(3, 3)), Some(Player::One));
        assert_eq!(game.landing_cell(3), Some(size.cell(2, 3)));
    }

    #[test]
    fn a_full_column_is_refused() {
        let err = Gravity::from_moves(Gravity::CONNECT_FOUR, "1111111").unwrap_err();
        assert_eq!(err, NotationError::Illegal { index: 7, token: "1".into(), why: IllegalMove::ColumnFull });
        let err = Gravity::from_moves(Gravity::CONNECT_FOUR, "48").unwrap_err();
        assert_eq!(err.to_string(), "move 2 (\"8\"): column 8 is off the board (1 to 7)");
    }

    #[test]
    fn four_in_a_column_wins_and_undo_restores() {
        let mut game = Gravity::from_moves(Gravity::CONNECT_FOUR, "121212").unwrap();
        let before = game.clone();
        game.play(0);
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        game.undo(0);
        assert_eq!(game, before);
    }

    #[test]
    fn wide_boards_take_comma_separated_columns() {
        let size = GridSize::new(4, 12, 4);
        let game = Gravity::from_moves(size, "12,1,10").unwrap();
        assert_eq!(game.grid().get(size.cell(3, 11)), Some(Player::One));
        assert_eq!(game.grid().get(size.cell(3, 9)), Some(Player::One));
        assert!(Gravity::from_moves(size, "13").is_err());
    }
}
