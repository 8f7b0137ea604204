//! The m,n,k game: two players take turns placing a stone on any empty cell of an m×n board; the first to
//! get k in a row (across, down or diagonally) wins. Tic-Tac-Toe is (3,3,3); Gomoku is (15,15,5), where five
//! or more in a row wins.
//!
//! Notation: cells are numbered 1 to rows×cols in reading order from the top-left. A position is the string
//! of cells played from the empty board, one digit each on boards of up to nine cells (`5137`), separated by
//! commas on larger ones (`113,97,112`).

use super::family::{Family, Preset, check_board, read_board, write_board};
use super::grid_game::{GridGame, Placement};
use super::{Grid, GridSize, IllegalMove, NotationError};

/// Board sides an m,n,k game may have.
pub const MNK_SIDES: std::ops::RangeInclusive<u8> = 3..=20;

/// An m,n,k position. One moves first.
pub type Mnk = GridGame<Free>;

/// The m,n,k rule: a move names the cell its stone goes on, 0-based in reading order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Free;

impl Placement for Free {
    /// The cell to place a stone on, 0-based in reading order.
    type Move = u16;

    const TARGET: &'static str = "cell";

    fn new(_size: GridSize) -> Self {
        Free
    }

    fn targets(size: GridSize) -> usize {
        size.cells()
    }

    fn move_at(index: usize) -> u16 {
        index as u16
    }

    fn index(cell: u16) -> usize {
        cell as usize
    }

    fn aim(&self, grid: &Grid, cell: u16) -> Option<usize> {
        ((cell as usize) < grid.size().cells()).then_some(cell as usize)
    }

    fn no_aim(&self, _size: GridSize, _cell: u16) -> IllegalMove {
        IllegalMove::OffBoard
    }

    fn placed_cell(&self, _grid: &Grid, cell: u16) -> usize {
        cell as usize
    }
}

impl Mnk {
    /// Tic-Tac-Toe: 3×3, three in a row.
    pub const TIC_TAC_TOE: GridSize = GridSize::new(3, 3, 3);
    /// "Four in a row" as in the classic tutorials: 7 columns × 6 rows, four in a row, stones placed freely.
    pub const FOUR_IN_A_ROW: GridSize = GridSize::new(6, 7, 4);
    /// Gomoku (free-style): 15×15, five or more in a row.
    pub const GOMOKU: GridSize = GridSize::new(15, 15, 5);
}

impl Family for Mnk {
    type Params = GridSize;

    const KIND: &'static str = "mnk";
    const SYNTAX: &'static str = "mnk:COLSxROWS:K";
    const MOVE_WORD: &'static str = Free::TARGET;

    fn presets() -> &'static [Preset<GridSize>] {
        &[
            Preset { name: "tictactoe", aliases: &["tic-tac-toe"], params: Mnk::TIC_TAC_TOE, title: "Tic-Tac-Toe" },
            Preset { name: "four-in-a-row", aliases: &[], params: Mnk::FOUR_IN_A_ROW, title: "Four in a Row" },
            Preset { name: "gomoku", aliases: &[], params: Mnk::GOMOKU, title: "Gomoku" },
        ]
    }

    fn read_params(text: &str) -> Option<GridSize> {
        read_board(text)
    }

    fn write_params(size: GridSize) -> String {
        write_board(size)
    }

    fn validate(size: GridSize) -> Result<(), String> {
        check_board(size, MNK_SIDES, "m,n,k")
    }

    fn title(size: GridSize) -> String {
        format!("{}×{} board, {} in a row", size.cols, size.rows, size.k)
    }

    fn start(size: GridSize) -> Self {
        Mnk::new(size)
    }

    fn grid_size(size: GridSize) -> Option<GridSize> {
        Some(size)
    }

    fn commas(size: GridSize) -> bool {
        Mnk::uses_commas(size)
    }

    fn move_count(size: GridSize) -> usize {
        size.cells()
    }

    fn nth_move(_size: GridSize, index: usize) -> u16 {
        Free::move_at(index)
    }

    fn move_text(cell: u16) -> String {
        (cell + 1).to_string()
    }

    fn parse_position(size: GridSize, text: &str) -> Result<Self, NotationError> {
        Mnk::from_moves(size, text)
    }

    fn longest_game(size: GridSize) -> usize {
        size.cells()
    }

    fn grid(&self) -> Option<&Grid> {
        Some(GridGame::grid(self))
    }

    fn target_cell(&self, cell: u16) -> Option<usize> {
        self.aim(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, NotationError, Outcome, Player};

    #[test]
    fn tic_tac_toe_wins_and_draws() {
        let won = Mnk::from_moves(Mnk::TIC_TAC_TOE, "14253").unwrap();
        assert_eq!(won.outcome(), Some(Outcome::Win(Player::One)));
        let mut moves = Vec::new();
        won.legal_moves(&mut moves);
        assert!(moves.is_empty());
        assert_eq!(won.plies_left_bound(), 4, "a bound, and the scale of the finished game's score");

        let drawn = Mnk::from_moves(Mnk::TIC_TAC_TOE, "519328746").unwrap();
        assert_eq!(drawn.outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn play_then_undo_restores_the_position() {
        let mut game = Mnk::from_moves(Mnk::TIC_TAC_TOE, "1425").unwrap();
        let before = game.clone();
        game.play(2);
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        game.undo(2);
        assert_eq!(game, before);
    }

    #[test]
    fn bad_move_strings_say_which_move_and_why() {
        let err = Mnk::from_moves(Mnk::TIC_TAC_TOE, "1231").unwrap_err();
        assert_eq!(err, NotationError::Illegal { index: 4, token: "1".into(), why: IllegalMove::Occupied });
        let err = Mnk::from_moves(Mnk::TIC_TAC_TOE, "142536").unwrap_err();
        assert!(matches!(err, NotationError::Illegal { index: 6, why: IllegalMove::GameOver, .. }));
        assert!(matches!(Mnk::from_moves(Mnk::TIC_TAC_TOE, "0"), Err(NotationError::BadToken { .. })));
        assert!(matches!(Mnk::from_moves(Mnk::TIC_TAC_TOE, "5a"), Err(NotationError::BadToken { index: 2, .. })));
    }

    #[test]
    fn big_boards_take_comma_separated_cells() {
        let game = Mnk::from_moves(Mnk::GOMOKU, "113, 1,225").unwrap();
        assert_eq!(game.grid().get(112), Some(Player::One));
        assert_eq!(game.grid().get(0), Some(Player::Two));
        assert_eq!(game.grid().get(224), Some(Player::One));
        assert_eq!(game.to_move(), Player::Two);
        assert!(Mnk::from_moves(Mnk::GOMOKU, "226").is_err());
    }

    #[test]
    fn gomoku_counts_five_or_more() {
        // One plays 1,2,3,4 and 6 on the top row while Two plays elsewhere; 5 then makes six in a row.
        let game = Mnk::from_moves(Mnk::GOMOKU, "1,31,2,32,3,33,4,46,6,47,5").unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        assert_eq!(game.grid().winning_line().unwrap().1, vec![0, 1, 2, 3, 4, 5]);
    }
}
