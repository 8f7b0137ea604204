//! What to play: [`GameSpec`], a game and its parameters, and the one textual name each spec has. That name
//! is how a game is written and read everywhere: on the command line, in the settings file and in web links.
//!
//! Boards are always written columns × rows (width × height), as Connect Four's "7×6":
//!
//! | name                | game                                                  |
//! |---------------------|-------------------------------------------------------|
//! | `tictactoe`         | 3×3, three in a row                                   |
//! | `four-in-a-row`     | 7×6, four in a row, stones placed anywhere             |
//! | `gomoku`            | 15×15, five or more in a row                          |
//! | `connect4`          | 7×6 with gravity, four in a row                       |
//! | `mnk:COLSxROWS:K`   | any free-placement board, e.g. `mnk:5x4:4`            |
//! | `gravity:COLSxROWS:K` | any gravity board, e.g. `gravity:8x7:4`             |
//! | `bones`, `bones:N`  | the Game of Bones on a heap of 20, or of N            |

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use super::any::{AnyGame, AnyMove};
use super::bones::{self, Bones};
use super::gravity::Gravity;
use super::mnk::Mnk;
use super::{GridSize, NotationError, play_numbers};

/// Board sides an m,n,k game may have.
pub const MNK_SIDES: RangeInclusive<u8> = 3..=19;
/// Board sides a gravity game may have.
pub const GRAVITY_SIDES: RangeInclusive<u8> = 4..=12;
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

/// The games with a name of their own, and their human titles.
const PRESETS: [(&str, GameSpec, &str); 5] = [
    ("tictactoe", GameSpec::TIC_TAC_TOE, "Tic-Tac-Toe"),
    ("four-in-a-row", GameSpec::FOUR_IN_A_ROW, "Four in a Row"),
    ("gomoku", GameSpec::GOMOKU, "Gomoku"),
    ("connect4", GameSpec::CONNECT_FOUR, "Connect Four"),
    ("bones", GameSpec::BONES, "Game of Bones"),
];

/// Other spellings accepted for the named games.
const ALIASES: [(&str, GameSpec); 3] = [
    ("tic-tac-toe", GameSpec::TIC_TAC_TOE),
    ("connect-four", GameSpec::CONNECT_FOUR),
    ("connectfour", GameSpec::CONNECT_FOUR),
];

/// What a game name may look like, for error messages.
pub const NAME_SYNTAX: &str =
    "tictactoe, four-in-a-row, gomoku, connect4, bones, bones:HEAP, mnk:COLSxROWS:K or gravity:COLSxROWS:K";

impl GameSpec {
    pub const TIC_TAC_TOE: Self = Self::Mnk(Mnk::TIC_TAC_TOE);
    pub const FOUR_IN_A_ROW: Self = Self::Mnk(Mnk::FOUR_IN_A_ROW);
    pub const GOMOKU: Self = Self::Mnk(Mnk::GOMOKU);
    pub const CONNECT_FOUR: Self = Self::Gravity(Gravity::CONNECT_FOUR);
    pub const BONES: Self = Self::Bones { heap: bones::DEFAULT_HEAP };

    /// The spec itself if its parameters are in range, or what is wrong with them.
    pub fn validate(self) -> Result<Self, String> {
        let check = |size: GridSize, sides: RangeInclusive<u8>, what: &str| {
            for (name, n) in [("columns", size.cols), ("rows", size.rows)] {
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

    /// What people call the game: "Connect Four", "5×4 board, 4 in a row".
    pub fn title(self) -> String {
        if let Some((_, _, title)) = PRESETS.iter().find(|(_, spec, _)| *spec == self) {
            return title.to_string();
        }
        match self {
            Self::Mnk(s) => format!("{}×{} board, {} in a row", s.cols, s.rows, s.k),
            Self::Gravity(s) => format!("{}×{} gravity board, {} in a row", s.cols, s.rows, s.k),
            Self::Bones { heap } => format!("Game of Bones ({heap})"),
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

    /// How moves are numbered in a move string: comma-separated or not, the largest number, what a number
    /// names, and the move it stands for (given the number less one).
    fn numbering(self) -> (bool, usize, &'static str, fn(usize) -> AnyMove) {
        match self {
            Self::Mnk(size) => (Mnk::uses_commas(size), size.cells(), "cell", |i| AnyMove::Cell(i as u16)),
            Self::Gravity(size) => {
                (Gravity::uses_commas(size), size.cols as usize, "column", |i| AnyMove::Column(i as u8))
            }
            Self::Bones { .. } => (true, bones::MAX_TAKE as usize, "take", |i| AnyMove::Take(i as u8 + 1)),
        }
    }

    /// Reads a sequence of moves from the start (for Bones, the bones taken, comma-separated), checking each
    /// against the rules.
    pub fn parse_moves(self, text: &str) -> Result<Vec<AnyMove>, NotationError> {
        let (moves, read) = self.parse_moves_prefix(text);
        read.map(|()| moves)
    }

    /// Like [`GameSpec::parse_moves`], but keeps the moves read before the first one that cannot be: the legal
    /// start of the sequence, and why the rest was not read.
    pub fn parse_moves_prefix(self, text: &str) -> (Vec<AnyMove>, Result<(), NotationError>) {
        let (commas, max, what, to_move) = self.numbering();
        let mut moves = Vec::new();
        let read = play_numbers(self.start(), text, commas, max, what, to_move, |mv| moves.push(mv)).map(|_| ());
        (moves, read)
    }

    /// The longest position string this game can need, in bytes: every move of the longest game, each with
    /// its separator and a blank, and room for blanks around it. Input longer than this is refused unread.
    pub fn longest_position(self) -> usize {
        const ROOM: usize = 256;
        let (_, max, _, _) = self.numbering();
        let most_moves = match self {
            Self::Mnk(size) | Self::Gravity(size) => size.cells(),
            // A Bones position is its heap size.
            Self::Bones { .. } => 1,
        };
        let digits = max.max(bones::MAX_HEAP as usize).to_string().len();
        most_moves * (digits + 2) + ROOM
    }

    /// Every move the game can ever offer, in notation order: each cell, each column, or each take 1 to 3.
    pub fn all_moves(self) -> Vec<AnyMove> {
        let (_, max, _, to_move) = self.numbering();
        (0..max).map(to_move).collect()
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
        let texts: Vec<String> = moves.iter().map(|&m| self.move_text(m)).collect();
        texts.join(if self.numbering().0 { "," } else { "" })
    }
}

impl fmt::Display for GameSpec {
    /// The game's textual name (see the module documentation); [`GameSpec::title`] is for people.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((name, _, _)) = PRESETS.iter().find(|(_, spec, _)| spec == self) {
            return f.write_str(name);
        }
        match self {
            Self::Mnk(s) => write!(f, "mnk:{}x{}:{}", s.cols, s.rows, s.k),
            Self::Gravity(s) => write!(f, "gravity:{}x{}:{}", s.cols, s.rows, s.k),
            Self::Bones { heap } => write!(f, "bones:{heap}"),
        }
    }
}

/// A board written `COLSxROWS:K`.
fn parse_board(text: &str) -> Option<GridSize> {
    let (dims, k) = text.split_once(':')?;
    let (cols, rows) = dims.split_once(['x', 'X', '×'])?;
    let number = |t: &str| t.trim().parse::<u8>().ok();
    Some(GridSize::new(number(rows)?, number(cols)?, number(k)?))
}

impl FromStr for GameSpec {
    type Err = String;

    /// Reads a textual name (see the module documentation), case aside, and checks the parameters.
    fn from_str(text: &str) -> Result<Self, String> {
        let name = text.trim().to_ascii_lowercase();
        let named = PRESETS.iter().map(|(n, spec, _)| (*n, *spec)).chain(ALIASES);
        if let Some((_, spec)) = named.into_iter().find(|(n, _)| *n == name) {
            return Ok(spec);
        }
        let unknown = || format!("unknown game {:?}: expected {NAME_SYNTAX}", super::short(text));
        let (kind, rest) = name.split_once(':').ok_or_else(unknown)?;
        let spec = match kind {
            "mnk" => Self::Mnk(parse_board(rest).ok_or_else(unknown)?),
            "gravity" => Self::Gravity(parse_board(rest).ok_or_else(unknown)?),
            "bones" => Self::Bones { heap: rest.trim().parse().map_err(|_| unknown())? },
            _ => return Err(unknown()),
        };
        spec.validate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    /// A spec of each kind and size corner.
    fn samples() -> Vec<GameSpec> {
        let mut specs: Vec<GameSpec> = PRESETS.iter().map(|(_, spec, _)| *spec).collect();
        for (cols, rows, k) in [(3, 3, 3), (3, 19, 3), (19, 19, 19), (5, 4, 4), (7, 6, 4), (4, 3, 3)] {
            specs.push(GameSpec::Mnk(GridSize::new(rows, cols, k)));
        }
        for (cols, rows, k) in [(4, 4, 3), (12, 4, 4), (8, 7, 4), (7, 6, 4), (12, 12, 12)] {
            specs.push(GameSpec::Gravity(GridSize::new(rows, cols, k)));
        }
        specs.extend([1, 20, 42, 99].map(|heap| GameSpec::Bones { heap }));
        specs
    }

    #[test]
    fn every_spec_round_trips_through_its_name() {
        for spec in samples() {
            let name = spec.to_string();
            assert_eq!(name.parse::<GameSpec>(), Ok(spec), "{name}");
            assert_eq!(name.to_uppercase().parse::<GameSpec>(), Ok(spec), "names ignore case: {name}");
        }
        assert_eq!(GameSpec::CONNECT_FOUR.to_string(), "connect4");
        assert_eq!(GameSpec::Mnk(GridSize::new(4, 5, 4)).to_string(), "mnk:5x4:4");
        assert_eq!(GameSpec::Gravity(GridSize::new(7, 8, 4)).to_string(), "gravity:8x7:4");
        assert_eq!("mnk:7x6:4".parse(), Ok(GameSpec::FOUR_IN_A_ROW), "columns first, like Connect Four's 7×6");
        assert_eq!("gravity:7x6:4".parse(), Ok(GameSpec::CONNECT_FOUR));
        assert_eq!("bones:20".parse(), Ok(GameSpec::BONES));
        assert_eq!("Tic-Tac-Toe".parse(), Ok(GameSpec::TIC_TAC_TOE));
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        for bad in ["chess", "", "mnk", "mnk:", "mnk:7x6", "mnk:7:6:4", "mnk:axb:c", "gravity:300x6:4", "bones:x"] {
            let err = bad.parse::<GameSpec>().unwrap_err();
            assert!(err.contains("unknown game") && err.contains("mnk:COLSxROWS:K"), "{bad}: {err}");
        }
        let err = "mnk:2x3:3".parse::<GameSpec>().unwrap_err();
        assert_eq!(err, "m,n,k boards have 3 to 19 columns, not 2");
        assert!("gravity:7x6:9".parse::<GameSpec>().unwrap_err().contains("k must be"));
        assert!("bones:0".parse::<GameSpec>().unwrap_err().contains("1 to 99"));
    }

    #[test]
    fn presets_are_valid_and_titled() {
        for (_, spec, title) in PRESETS {
            assert_eq!(spec.validate(), Ok(spec));
            assert_eq!(spec.title(), title);
        }
        assert_eq!(GameSpec::Mnk(GridSize::new(4, 5, 4)).title(), "5×4 board, 4 in a row");
        assert_eq!(GameSpec::Bones { heap: 9 }.title(), "Game of Bones (9)");
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
        assert_eq!(GameSpec::BONES.moves_text(&[AnyMove::Take(3), AnyMove::Take(1)]), "3,1");
        assert!(GameSpec::TIC_TAC_TOE.parse_moves("55").is_err());
        assert_eq!(GameSpec::BONES.all_moves(), vec![AnyMove::Take(1), AnyMove::Take(2), AnyMove::Take(3)]);
        assert_eq!(c4.all_moves().len(), 7);
    }

    #[test]
    fn the_longest_position_fits_every_full_game() {
        for spec in samples() {
            let (commas, _, _, _) = spec.numbering();
            // A full board written out, every move with the widest number of the game and a blank after it.
            let widest = spec.all_moves().into_iter().map(|mv| spec.move_text(mv).len()).max().unwrap();
            let moves = spec.grid_size().map_or(1, |size| size.cells());
            let full = moves * (widest + usize::from(commas) + 1);
            assert!(full <= spec.longest_position(), "{spec}: {full} > {}", spec.longest_position());
        }
        assert!(GameSpec::TIC_TAC_TOE.longest_position() < 1_000);
    }

    /// Property tests: any text is read or refused without a panic, and what is written reads back the same.
    /// `scripts/fuzz.sh` runs them with a million cases each.
    mod props {
        use proptest::prelude::*;

        use super::*;
        use crate::testing;

        proptest! {
            #[test]
            fn any_text_is_a_game_name_or_refused(text in testing::text()) {
                if let Ok(spec) = text.parse::<GameSpec>() {
                    prop_assert_eq!(spec.validate(), Ok(spec));
                    prop_assert_eq!(spec.to_string().parse::<GameSpec>(), Ok(spec));
                }
            }

            #[test]
            fn every_game_round_trips_through_its_name(spec in testing::any_spec()) {
                prop_assert_eq!(spec.to_string().parse::<GameSpec>(), Ok(spec));
            }

            #[test]
            fn any_text_is_a_position_or_refused(spec in testing::any_spec(), text in testing::text()) {
                let (prefix, read) = spec.parse_moves_prefix(&text);
                // What was read before the first bad move is a legal start of the game.
                let mut position = spec.start();
                for &mv in &prefix {
                    prop_assert_eq!(position.check_move(mv), Ok(()));
                    position.play(mv);
                }
                prop_assert_eq!(spec.parse_moves(&text).ok(), read.ok().map(|()| prefix.clone()));
                if let Ok(position) = spec.parse_position(&text)
                    && spec.grid_size().is_some()
                {
                    prop_assert_eq!(position.plies() as usize, prefix.len());
                }
            }

            #[test]
            fn legal_moves_round_trip_through_their_text((spec, moves) in testing::game_and_moves()) {
                let text = spec.moves_text(&moves);
                prop_assert!(text.len() <= spec.longest_position());
                prop_assert_eq!(spec.parse_moves(&text), Ok(moves.clone()));
                if spec.grid_size().is_some() {
                    let mut replayed = spec.start();
                    moves.iter().for_each(|&mv| replayed.play(mv));
                    prop_assert_eq!(spec.parse_position(&text), Ok(replayed));
                }
            }
        }
    }
}
