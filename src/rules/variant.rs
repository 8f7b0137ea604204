//! Every game the app and the command line offer, behind one type: what to play ([`GameSpec`]) and a
//! position of any of them ([`AnyGame`]). The engine is generic over [`Game`]; this is for the code above it
//! that picks a game at run time.

use std::fmt;

use super::bones::{self, Bones};
use super::gravity::Gravity;
use super::mnk::Mnk;
use super::{Game, GridSize, IllegalMove, NotationError, Outcome, Player};

/// Board sides an m,n,k game may have.
pub const MNK_SIDES: std::ops::RangeInclusive<u8> = 3..=19;
/// Board sides a gravity game may have.
pub const GRAVITY_SIDES: std::ops::RangeInclusive<u8> = 4..=12;
/// The shortest winning line offered.
pub const MIN_K: u8 = 3;

/// What to play: a game and its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSpec {
    /// Stones placed on any empty cell.
    Mnk(GridSize),
    /// Stones dropped into columns.
    Gravity(GridSize),
    /// The Game of Bones on a heap of this size.
    Bones { heap: u8 },
}

impl GameSpec {
    pub const TIC_TAC_TOE: Self = Self::Mnk(Mnk::TIC_TAC_TOE);
    pub const FOUR_IN_A_ROW: Self = Self::Mnk(Mnk::FOUR_IN_A_ROW);
    pub const GOMOKU: Self = Self::Mnk(Mnk::GOMOKU);
    pub const CONNECT_FOUR: Self = Self::Gravity(Gravity::CONNECT_FOUR);
    pub const BONES: Self = Self::Bones { heap: bones::DEFAULT_HEAP };

    /// The spec itself if its parameters are in range, or what is wrong with them.
    pub fn validate(self) -> Result<Self, String> {
        let check = |size: GridSize, sides: std::ops::RangeInclusive<u8>, what: &str| {
            for (name, n) in [("rows", size.rows), ("columns", size.cols)] {
                if !sides.contains(&n) {
                    return Err(format!("{what} boards have {} to {} {name}, not {n}", sides.start(), sides.end()));
                }
            }
            let longest = size.rows.max(size.cols);
            if size.k < MIN_K || size.k > longest {
                return Err(format!("k must be from {MIN_K} to {longest} on this board, not {}", size.k));
            }
            Ok(self)
        };
        match self {
            Self::Mnk(size) => check(size, MNK_SIDES, "m,n,k"),
            Self::Gravity(size) => check(size, GRAVITY_SIDES, "gravity"),
            Self::Bones { heap } if (1..=bones::MAX_HEAP).contains(&heap) => Ok(self),
            Self::Bones { heap } => Err(format!("a heap has 1 to {} bones, not {heap}", bones::MAX_HEAP)),
        }
    }

    /// The board, if the game has one.
    pub fn grid_size(self) -> Option<GridSize> {
        match self {
            Self::Mnk(size) | Self::Gravity(size) => Some(size),
            Self::Bones { .. } => None,
        }
    }

    /// The starting position.
    pub fn start(self) -> AnyGame {
        match self {
            Self::Mnk(size) => AnyGame::Mnk(Mnk::new(size)),
            Self::Gravity(size) => AnyGame::Gravity(Gravity::new(size)),
            Self::Bones { heap } => AnyGame::Bones(Bones::new(heap)),
        }
    }

    /// Reads a position in the game's notation: the moves from the start, or for Bones the heap size.
    pub fn parse_position(self, text: &str) -> Result<AnyGame, NotationError> {
        Ok(match self {
            Self::Mnk(size) => AnyGame::Mnk(Mnk::from_moves(size, text)?),
            Self::Gravity(size) => AnyGame::Gravity(Gravity::from_moves(size, text)?),
            Self::Bones { .. } => AnyGame::Bones(Bones::parse(text)?),
        })
    }

    /// Reads a sequence of moves from the start (for Bones, the bones taken, comma-separated), checking each
    /// against the rules.
    pub fn parse_moves(self, text: &str) -> Result<Vec<AnyMove>, NotationError> {
        let (commas, max, what) = match self {
            Self::Mnk(size) => (Mnk::uses_commas(size), size.cells(), "cell"),
            Self::Gravity(size) => (Gravity::uses_commas(size), size.cols as usize, "column"),
            Self::Bones { .. } => (true, bones::MAX_TAKE as usize, "take"),
        };
        let mut position = self.start();
        let mut moves = Vec::new();
        for (i, token) in super::tokens(text, commas).iter().enumerate() {
            let index = i + 1;
            let n = super::parse_number(index, token, max, what)?;
            let mv = match self {
                Self::Mnk(_) => AnyMove::Cell(n as u16 - 1),
                Self::Gravity(_) => AnyMove::Column(n as u8 - 1),
                Self::Bones { .. } => AnyMove::Take(n as u8),
            };
            position.check_move(mv).map_err(|why| NotationError::Illegal { index, token: token.clone(), why })?;
            position.play(mv);
            moves.push(mv);
        }
        Ok(moves)
    }

    /// Every move the game can ever offer, in notation order: each cell, each column, or each take 1 to 3.
    pub fn all_moves(self) -> Vec<AnyMove> {
        match self {
            Self::Mnk(size) => (0..size.cells() as u16).map(AnyMove::Cell).collect(),
            Self::Gravity(size) => (0..size.cols).map(AnyMove::Column).collect(),
            Self::Bones { .. } => (1..=bones::MAX_TAKE).map(AnyMove::Take).collect(),
        }
    }

    /// How a move is written: the 1-based cell or column, or the number of bones taken.
    pub fn move_text(self, mv: AnyMove) -> String {
        match mv {
            AnyMove::Cell(cell) => (cell + 1).to_string(),
            AnyMove::Column(col) => (col + 1).to_string(),
            AnyMove::Take(n) => n.to_string(),
        }
    }

    /// A sequence of moves as a position string, with commas where the game's notation wants them.
    pub fn moves_text(self, moves: &[AnyMove]) -> String {
        let commas = match self {
            Self::Mnk(size) => Mnk::uses_commas(size),
            Self::Gravity(size) => Gravity::uses_commas(size),
            Self::Bones { .. } => true,
        };
        let texts: Vec<String> = moves.iter().map(|&m| self.move_text(m)).collect();
        texts.join(if commas { "," } else { "" })
    }

    /// A game this small is solved outright by the engine: every line is searched to its end.
    pub fn is_solvable(self) -> bool {
        match self {
            Self::Mnk(size) => size.cells() <= MAX_SOLVABLE_CELLS,
            Self::Gravity(size) => size.cells() <= MAX_SOLVABLE_GRAVITY_CELLS,
            Self::Bones { .. } => true,
        }
    }
}

/// The largest free-placement board the engine solves outright within a move's time: 4×4 (the empty 4×4×4
/// board takes about 10 million nodes, several seconds; 4×5 with k = 4 is out of reach of 50 million).
pub const MAX_SOLVABLE_CELLS: usize = 16;

/// The largest gravity board solved outright within a move's time: gravity keeps the tree small, and the empty
/// 5×4 and 4×5 boards with k = 4 take one to two seconds.
pub const MAX_SOLVABLE_GRAVITY_CELLS: usize = 20;

impl fmt::Display for GameSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::TIC_TAC_TOE => f.write_str("Tic-Tac-Toe"),
            Self::FOUR_IN_A_ROW => f.write_str("Four in a Row"),
            Self::GOMOKU => f.write_str("Gomoku"),
            Self::CONNECT_FOUR => f.write_str("Connect Four"),
            Self::Mnk(s) => write!(f, "{}×{} board, {} in a row", s.cols, s.rows, s.k),
            Self::Gravity(s) => write!(f, "{}×{} gravity board, {} in a row", s.cols, s.rows, s.k),
            Self::Bones { heap } => write!(f, "Game of Bones ({heap})"),
        }
    }
}

/// A position of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    Mnk(Mnk),
    Gravity(Gravity),
    Bones(Bones),
}

/// A move of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// An m,n,k cell, 0-based in reading order.
    Cell(u16),
    /// A gravity column, 0-based from the left.
    Column(u8),
    /// Bones taken from the heap.
    Take(u8),
}

impl AnyGame {
    /// The stones, if the game is played on a board.
    pub fn grid(&self) -> Option<&super::Grid> {
        match self {
            Self::Mnk(g) => Some(g.grid()),
            Self::Gravity(g) => Some(g.grid()),
            Self::Bones(_) => None,
        }
    }

    /// The cell a move puts its stone on, for board games.
    pub fn target_cell(&self, mv: AnyMove) -> Option<usize> {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => ((c as usize) < g.size().cells()).then_some(c as usize),
            (Self::Gravity(g), AnyMove::Column(c)) => g.landing_cell(c),
            _ => None,
        }
    }
}

impl Game for AnyGame {
    type Move = AnyMove;

    fn to_move(&self) -> Player {
        match self {
            Self::Mnk(g) => g.to_move(),
            Self::Gravity(g) => g.to_move(),
            Self::Bones(g) => g.to_move(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self {
            Self::Mnk(g) => g.outcome(),
            Self::Gravity(g) => g.outcome(),
            Self::Bones(g) => g.outcome(),
        }
    }

    fn legal_moves(&self, moves: &mut Vec<AnyMove>) {
        moves.clear();
        match self {
            Self::Mnk(g) => {
                let mut inner = Vec::new();
                g.legal_moves(&mut inner);
                moves.extend(inner.into_iter().map(AnyMove::Cell));
            }
            Self::Gravity(g) => {
                let mut inner = Vec::new();
                g.legal_moves(&mut inner);
                moves.extend(inner.into_iter().map(AnyMove::Column));
            }
            Self::Bones(g) => {
                let mut inner = Vec::new();
                g.legal_moves(&mut inner);
                moves.extend(inner.into_iter().map(AnyMove::Take));
            }
        }
    }

    fn check_move(&self, mv: AnyMove) -> Result<(), IllegalMove> {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.check_move(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.check_move(c),
            (Self::Bones(g), AnyMove::Take(n)) => g.check_move(n),
            // A move of another game: nothing on this board answers to it.
            _ => Err(IllegalMove::OffBoard),
        }
    }

    fn play(&mut self, mv: AnyMove) {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.play(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.play(c),
            (Self::Bones(g), AnyMove::Take(n)) => g.play(n),
            (game, mv) => unreachable!("{mv:?} is not a move of {game:?}; check_move refuses it"),
        }
    }

    fn undo(&mut self, mv: AnyMove) {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.undo(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.undo(c),
            (Self::Bones(g), AnyMove::Take(n)) => g.undo(n),
            (game, mv) => unreachable!("{mv:?} was never played on {game:?}"),
        }
    }

    fn plies(&self) -> u32 {
        match self {
            Self::Mnk(g) => g.plies(),
            Self::Gravity(g) => g.plies(),
            Self::Bones(g) => g.plies(),
        }
    }

    fn plies_left_bound(&self) -> u32 {
        match self {
            Self::Mnk(g) => g.plies_left_bound(),
            Self::Gravity(g) => g.plies_left_bound(),
            Self::Bones(g) => g.plies_left_bound(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_and_named() {
        for spec in
            [GameSpec::TIC_TAC_TOE, GameSpec::FOUR_IN_A_ROW, GameSpec::GOMOKU, GameSpec::CONNECT_FOUR, GameSpec::BONES]
        {
            assert_eq!(spec.validate(), Ok(spec));
        }
        assert_eq!(GameSpec::CONNECT_FOUR.to_string(), "Connect Four");
        assert_eq!(GameSpec::Mnk(GridSize::new(4, 5, 4)).to_string(), "5×4 board, 4 in a row");
    }

    #[test]
    fn perfect_play_is_offered_only_where_a_move_can_be_solved() {
        assert!(GameSpec::TIC_TAC_TOE.is_solvable());
        assert!(GameSpec::Mnk(GridSize::new(4, 4, 4)).is_solvable());
        assert!(!GameSpec::Mnk(GridSize::new(4, 5, 4)).is_solvable());
        assert!(GameSpec::Gravity(GridSize::new(4, 5, 4)).is_solvable());
        assert!(!GameSpec::CONNECT_FOUR.is_solvable());
        assert!(!GameSpec::GOMOKU.is_solvable());
        assert!(GameSpec::BONES.is_solvable());
    }

    #[test]
    fn out_of_range_specs_are_refused() {
        assert!(GameSpec::Mnk(GridSize::new(2, 3, 3)).validate().is_err());
        assert!(GameSpec::Mnk(GridSize::new(20, 3, 3)).validate().is_err());
        assert!(GameSpec::Mnk(GridSize::new(3, 3, 4)).validate().is_err());
        assert!(GameSpec::Gravity(GridSize::new(3, 7, 3)).validate().is_err());
        assert!(GameSpec::Gravity(GridSize::new(12, 12, 12)).validate().is_ok());
        assert!(GameSpec::Bones { heap: 0 }.validate().is_err());
    }

    #[test]
    fn moves_of_another_game_are_refused_not_played() {
        let game = GameSpec::TIC_TAC_TOE.start();
        assert_eq!(game.check_move(AnyMove::Column(0)), Err(IllegalMove::OffBoard));
        assert_eq!(game.check_move(AnyMove::Cell(9)), Err(IllegalMove::OffBoard));
        assert_eq!(game.check_move(AnyMove::Cell(8)), Ok(()));
    }

    #[test]
    fn move_texts_follow_each_notation() {
        let c4 = GameSpec::CONNECT_FOUR;
        assert_eq!(c4.moves_text(&[AnyMove::Column(3), AnyMove::Column(0)]), "41");
        let gomoku = GameSpec::GOMOKU;
        assert_eq!(gomoku.moves_text(&[AnyMove::Cell(112), AnyMove::Cell(0)]), "113,1");
        let position = gomoku.parse_position("113,1").unwrap();
        assert_eq!(position.plies(), 2);
        assert_eq!(position.target_cell(AnyMove::Cell(5)), Some(5));
        assert_eq!(gomoku.parse_moves("113,1"), Ok(vec![AnyMove::Cell(112), AnyMove::Cell(0)]));
        assert_eq!(GameSpec::BONES.parse_moves("3,1"), Ok(vec![AnyMove::Take(3), AnyMove::Take(1)]));
        assert!(GameSpec::TIC_TAC_TOE.parse_moves("55").is_err());
    }
}
