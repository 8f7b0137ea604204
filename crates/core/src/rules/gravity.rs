//! Gravity boards: the board stands upright and a stone dropped into a column falls to the lowest free cell;
//! k in a row wins. Connect Four is 7 columns × 6 rows with k = 4.
//!
//! Notation: a position is the string of columns played from the empty board, 1-based from the left, one
//! digit each on boards of up to nine columns (`4453`, the convention of the public Connect Four solvers and
//! test sets), separated by commas on wider ones (`10,11,4`).

use super::family::{Family, Preset, check_board, read_board, write_board};
use super::grid_game::{GridGame, Placement};
use super::{Changes, Cue, Grid, GridSize, IllegalMove, NotationError, Place, RuleRefusal, Scene};

/// A stone dropped into a column that is full to the top.
pub const COLUMN_FULL: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-column-full", text: "that column is full" });

/// Board sides a gravity game may have.
pub const GRAVITY_SIDES: std::ops::RangeInclusive<u8> = 4..=12;

/// A gravity-board position. One moves first.
pub type Gravity = GridGame<Falling>;

/// The gravity rule: a move names a column, 0-based from the left, and its stone falls to the lowest free
/// cell of it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Falling {
    /// Stones in each column; the next stone in column `c` lands on row `rows - 1 - heights[c]`.
    heights: Vec<u8>,
}

impl Placement for Falling {
    /// The column to drop a stone into, 0-based from the left.
    type Move = u8;

    const TARGET: &'static str = "column";

    fn new(size: GridSize) -> Self {
        Falling { heights: vec![0; size.cols as usize] }
    }

    fn targets(size: GridSize) -> usize {
        size.cols as usize
    }

    fn move_at(index: usize) -> u8 {
        index as u8
    }

    fn index(col: u8) -> usize {
        col as usize
    }

    fn aim(&self, grid: &Grid, col: u8) -> Option<usize> {
        let size = grid.size();
        let height = *self.heights.get(col as usize)?;
        (height < size.rows).then(|| size.cell((size.rows - 1 - height) as usize, col as usize))
    }

    fn no_aim(&self, size: GridSize, col: u8) -> IllegalMove {
        if col < size.cols { COLUMN_FULL } else { IllegalMove::OffBoard }
    }

    fn placed_cell(&self, grid: &Grid, col: u8) -> usize {
        let size = grid.size();
        size.cell((size.rows - self.heights[col as usize]) as usize, col as usize)
    }

    fn note(&mut self, col: u8, delta: i8) {
        let height = &mut self.heights[col as usize];
        *height = height.wrapping_add_signed(delta);
    }
}

impl Gravity {
    /// Connect Four: 7 columns × 6 rows, four in a row.
    pub const CONNECT_FOUR: GridSize = GridSize::new(6, 7, 4);
}

impl Family for Gravity {
    type Params = GridSize;

    const KIND: &'static str = "gravity";
    const SYNTAX: &'static str = "gravity:COLSxROWS:K";
    const MOVE_WORD: &'static str = Falling::TARGET;

    fn presets() -> &'static [Preset<GridSize>] {
        &[Preset {
            name: "connect4",
            aliases: &["connect-four", "connectfour"],
            params: Gravity::CONNECT_FOUR,
            title: "Connect Four",
        }]
    }

    fn read_params(text: &str) -> Option<GridSize> {
        read_board(text)
    }

    fn write_params(size: GridSize) -> String {
        write_board(size)
    }

    fn validate(size: GridSize) -> Result<(), String> {
        check_board(size, GRAVITY_SIDES, "gravity")
    }

    fn title(size: GridSize) -> String {
        format!("{}×{} gravity board, {} in a row", size.cols, size.rows, size.k)
    }

    fn start(size: GridSize) -> Self {
        Gravity::new(size)
    }

    fn grid_size(size: GridSize) -> Option<GridSize> {
        Some(size)
    }

    fn commas(size: GridSize) -> bool {
        Gravity::uses_commas(size)
    }

    fn move_count(size: GridSize) -> Option<usize> {
        Some(size.cols as usize)
    }

    fn nth_move(size: GridSize, index: usize) -> Option<u8> {
        (index < size.cols as usize).then(|| Falling::move_at(index))
    }

    fn move_text(col: u8) -> String {
        (col + 1).to_string()
    }

    fn parse_position(size: GridSize, text: &str) -> Result<Self, NotationError> {
        Gravity::from_moves(size, text)
    }

    fn longest_game(size: GridSize) -> usize {
        size.cells()
    }

    fn places(size: GridSize) -> usize {
        size.cells()
    }

    fn scene(&self) -> Scene {
        self.stones_scene()
    }

    fn winning_places(&self) -> Vec<Place> {
        self.winning_cells()
    }

    /// A stone dropped into its column, falling to the lowest empty cell.
    fn changes(&self, col: u8) -> Changes {
        self.stone_changes(col, true)
    }

    /// On the cell where the stone would land; a full column's on its top cell.
    /// Where the disc would land; a full column's cue goes on its top cell.
    fn cue(&self, col: u8) -> Cue {
        let size = self.size();
        Self::cue_on((col < size.cols).then(|| self.aim(col).unwrap_or(size.cell(0, col as usize))))
    }

    /// Any cell of a column: the disc dropped into it.
    fn aimed(&self, place: Place) -> Option<u8> {
        let size = self.size();
        ((place as usize) < size.cells()).then(|| (place % Place::from(size.cols)) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, NotationError, Outcome, Player};

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
        assert_eq!(err, NotationError::Illegal { index: 7, token: "1".into(), why: COLUMN_FULL });
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
