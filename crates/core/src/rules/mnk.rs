//! The m,n,k game: two players take turns placing a stone on any empty cell of an m×n board; the first to
//! get k in a row (across, down or diagonally) wins. Tic-Tac-Toe is (3,3,3); Gomoku is (15,15,5), where five
//! or more in a row wins.
//!
//! Notation: cells are numbered 1 to rows×cols in reading order from the top-left. A position is the string
//! of cells played from the empty board, one digit each on boards of up to nine cells (`5137`), separated by
//! commas on larger ones (`113,97,112`). Gomoku players' coordinates are read and written too
//! ([`Mnk::coords`]): a column's letter from the left, `a` first and no letter skipped, and a row's number
//! from the bottom, so that `h8` is the centre of the 15×15 board (cell 113).

use super::family::{Family, Preset, check_board, read_board, write_board};
use super::grid_game::{GridGame, Placement};
use super::{Changes, Cue, Grid, GridSize, IllegalMove, NotationError, Place, Scene, play_tokens, tokens};

/// What follows a board's parameters where exactly k in a row win (`mnk:15x15:5:exact`).
const EXACT_SUFFIX: &str = ":exact";

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
    /// Gomoku under the standard rule: 15×15, exactly five in a row (six or more do not win).
    pub const GOMOKU_STANDARD: GridSize = GridSize::new(15, 15, 5).exactly();
}

impl Mnk {
    /// The coordinates of `cell` as Gomoku players write them: `h8` for the centre of 15×15.
    pub fn coords(size: GridSize, cell: u16) -> String {
        let (row, col) = size.row_col(cell as usize);
        format!("{}{}", char::from(b'a' + col as u8), size.rows as usize - row)
    }

    /// The cell a point like `h8` names (the letter in either case), or why it names none.
    pub fn parse_coords(size: GridSize, token: &str) -> Result<u16, String> {
        let last = char::from(b'a' + size.cols - 1);
        let expected = || format!("expected a point like h8: a column a to {last}, a row 1 to {}", size.rows);
        let token = token.trim();
        let mut chars = token.chars();
        let letter = chars.next().filter(char::is_ascii_alphabetic).ok_or_else(expected)?;
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
            return Err(expected());
        }
        let col = letter.to_ascii_lowercase() as u8 - b'a';
        let row: usize = digits.parse().map_err(|_| expected())?;
        if col >= size.cols || row == 0 || row > size.rows as usize {
            return Err(format!("{} is off the {}×{} board: {}", token, size.cols, size.rows, expected()));
        }
        Ok(size.cell(size.rows as usize - row, col as usize) as u16)
    }

    /// The position reached by playing `moves`, points like `h8` separated by commas (`h8,i9,g7`).
    pub fn from_coords(size: GridSize, moves: &str) -> Result<Self, NotationError> {
        let read = |_: &Self, index, token: &str| {
            Self::parse_coords(size, token).map_err(|reason| NotationError::BadToken {
                index,
                token: token.trim().to_string(),
                reason,
            })
        };
        play_tokens(Self::new(size), tokens(moves, true), read, |_| {})
    }
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
            Preset { name: "gomoku", aliases: &["gomoku:freestyle"], params: Mnk::GOMOKU, title: "Gomoku" },
            Preset {
                name: "gomoku:standard",
                aliases: &[],
                params: Mnk::GOMOKU_STANDARD,
                title: "Gomoku, standard rules",
            },
        ]
    }

    /// `COLSxROWS:K`, with `:exact` after it where exactly k win.
    fn read_params(text: &str) -> Option<GridSize> {
        match text.strip_suffix(EXACT_SUFFIX) {
            Some(board) => read_board(board).map(GridSize::exactly),
            None => read_board(text),
        }
    }

    fn write_params(size: GridSize) -> String {
        let exact = if size.exact { EXACT_SUFFIX } else { "" };
        format!("{}{exact}", write_board(size))
    }

    fn validate(size: GridSize) -> Result<(), String> {
        check_board(size, MNK_SIDES, "m,n,k")
    }

    fn title(size: GridSize) -> String {
        let exactly = if size.exact { "exactly " } else { "" };
        format!("{}×{} board, {exactly}{} in a row", size.cols, size.rows, size.k)
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

    fn move_count(size: GridSize) -> Option<usize> {
        Some(size.cells())
    }

    fn nth_move(size: GridSize, index: usize) -> Option<u16> {
        (index < size.cells()).then(|| Free::move_at(index))
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

    fn places(size: GridSize) -> usize {
        size.cells()
    }

    fn scene(&self) -> Scene {
        self.stones_scene()
    }

    fn winning_places(&self) -> Vec<Place> {
        self.winning_cells()
    }

    /// A stone put on its cell.
    fn changes(&self, cell: u16) -> Changes {
        self.stone_changes(cell, false)
    }

    fn cue(&self, cell: u16) -> Cue {
        Self::cue_on(self.aim(cell))
    }

    /// A cell: the stone put there.
    fn aimed(&self, place: Place) -> Option<u16> {
        ((place as usize) < self.size().cells()).then_some(place)
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
        assert_eq!(err, NotationError::Illegal { index: 4, token: "1".into(), why: crate::rules::grid_game::OCCUPIED });
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
    fn coordinates_name_columns_by_letter_and_rows_from_the_bottom() {
        let size = Mnk::GOMOKU;
        assert_eq!(Mnk::coords(size, 112), "h8", "the centre");
        assert_eq!(Mnk::coords(size, 0), "a15", "the top-left corner");
        assert_eq!(Mnk::coords(size, 224), "o1", "the bottom-right corner");
        for cell in 0..size.cells() as u16 {
            assert_eq!(Mnk::parse_coords(size, &Mnk::coords(size, cell)), Ok(cell));
        }
        assert_eq!(Mnk::coords(GridSize::new(20, 20, 5), 19), "t20", "no letter skipped");
        assert_eq!(Mnk::parse_coords(size, " H8 "), Ok(112));
        for bad in ["p8", "h16", "h0", "8h", "h", "", "h-1", "h+8", "hh8", "h8000"] {
            assert!(Mnk::parse_coords(size, bad).is_err(), "{bad}");
        }
        let game = Mnk::from_coords(size, "h8, i9,g7").unwrap();
        assert_eq!(game, Mnk::from_moves(size, "113,99,127").unwrap());
        let err = Mnk::from_coords(size, "h8,h8").unwrap_err();
        assert!(matches!(err, NotationError::Illegal { index: 2, why: crate::rules::grid_game::OCCUPIED, .. }));
        assert!(matches!(Mnk::from_coords(size, "h8,z1"), Err(NotationError::BadToken { index: 2, .. })));
    }

    #[test]
    fn standard_gomoku_counts_exactly_five() {
        // One's 1-4 and 6 on the top row, then 5: six in a row, no win under the standard rule.
        let six = "1,31,2,32,3,33,4,46,6,47,5";
        let game = Mnk::from_moves(Mnk::GOMOKU_STANDARD, six).unwrap();
        assert_eq!(game.outcome(), None);
        assert_eq!(game.grid().winning_line(), None);
        // Exactly five wins.
        let game = Mnk::from_moves(Mnk::GOMOKU_STANDARD, "1,31,2,32,3,33,4,46,5").unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        assert_eq!(game.grid().winning_line().unwrap().1, vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn gomoku_counts_five_or_more() {
        // One plays 1,2,3,4 and 6 on the top row while Two plays elsewhere; 5 then makes six in a row.
        let game = Mnk::from_moves(Mnk::GOMOKU, "1,31,2,32,3,33,4,46,6,47,5").unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        assert_eq!(game.grid().winning_line().unwrap().1, vec![0, 1, 2, 3, 4, 5]);
    }
}
