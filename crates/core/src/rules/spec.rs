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
//! | `nim`, `nim:A-B-…`  | Nim on heaps of 3, 4 and 5 bones, or of A, B, …       |
//!
//! A name is a game with a name of its own (a family's [`Preset`](super::Preset)) or `KIND:PARAMS`, as each
//! [`Family`] reads and writes it.

use std::fmt;
use std::str::FromStr;

use super::any::{AnyGame, AnyMove, FAMILY_SYNTAXES, GameSpec, Member, NamedGame, named_games, read_spec};
use super::bones;
use super::family::Family;
use super::gravity::Gravity;
use super::mnk::Mnk;
use super::{GridSize, NotationError, each_spec, play_tokens};

pub use super::family::MIN_K;
pub use super::gravity::GRAVITY_SIDES;
pub use super::mnk::MNK_SIDES;

/// What a game name may look like, for error messages: the named games, then each family's syntax.
pub fn name_syntax() -> String {
    let names: Vec<&str> = named_games().map(|g| g.name).chain(FAMILY_SYNTAXES.iter().copied()).collect();
    match names.split_last() {
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl GameSpec {
    pub const TIC_TAC_TOE: Self = Self::Mnk(Mnk::TIC_TAC_TOE);
    pub const FOUR_IN_A_ROW: Self = Self::Mnk(Mnk::FOUR_IN_A_ROW);
    pub const GOMOKU: Self = Self::Mnk(Mnk::GOMOKU);
    pub const GOMOKU_STANDARD: Self = Self::Mnk(Mnk::GOMOKU_STANDARD);
    pub const CONNECT_FOUR: Self = Self::Gravity(Gravity::CONNECT_FOUR);
    pub const BONES: Self = Self::Bones(bones::DEFAULT_HEAP);
    pub const NIM: Self = Self::Nim(super::nim::CLASSIC);
    pub const KALAH: Self = Self::Kalah(super::kalah::CLASSIC);
    pub const REVERSI: Self = Self::Reversi(super::reversi::bits::Size::EIGHT);
    pub const CHECKERS: Self = Self::Checkers(super::checkers::English);
    pub const CHESS: Self = Self::Chess(super::chess::Standard);

    /// The spec itself if its parameters are in range, or what is wrong with them.
    pub fn validate(self) -> Result<Self, String> {
        each_spec!(self, F, p => F::validate(p)).map(|()| self)
    }

    /// The named game this spec is, if it is one.
    fn named(self) -> Option<NamedGame> {
        named_games().find(|named| named.spec == self)
    }

    /// The name of a game with a name of its own (`gomoku`, `connect4`), as the command line spells it.
    pub fn preset_name(self) -> Option<&'static str> {
        self.named().map(|named| named.name)
    }

    /// What people call the game: "Connect Four", "5×4 board, 4 in a row".
    pub fn title(self) -> String {
        match self.named() {
            Some(named) => named.title.to_string(),
            None => each_spec!(self, F, p => F::title(p)),
        }
    }

    /// The board, if the game has one.
    pub fn grid_size(self) -> Option<GridSize> {
        each_spec!(self, F, p => F::grid_size(p))
    }

    /// Whether `position` is a position of this game's family (a set-up position read for this game, by
    /// [`GameSpec::read_setup`], also fits its parameters).
    pub fn holds(self, position: &AnyGame) -> bool {
        each_spec!(self, F, _ => F::from_any(position).is_some())
    }

    /// How many places the game's board has (see [`Family::places`]).
    pub fn places(self) -> usize {
        each_spec!(self, F, p => F::places(p))
    }

    /// The starting position.
    pub fn start(self) -> AnyGame {
        each_spec!(self, F, p => F::start(p).into_any())
    }

    /// Reads a position in the game's notation: the moves from the start (for Bones the heap size), or a
    /// set-up position in the family's position notation ([`Family::read_setup`]).
    pub fn parse_position(self, text: &str) -> Result<AnyGame, NotationError> {
        fn read<F: Member>(params: F::Params, text: &str) -> Result<AnyGame, NotationError> {
            // A game record on the line (a `FEN` tag, say) is read as one where the family writes them.
            if F::record(params).is_some() && super::record::looks_like(text) {
                return F::spec(params).read_record(text).map(|game| game.position()).map_err(NotationError::Record);
            }
            let position = match F::read_setup(params, text) {
                Some(setup) => setup.map_err(NotationError::Setup)?,
                None => F::parse_position(params, text)?,
            };
            Ok(position.into_any())
        }
        each_spec!(self, F, p => read::<F>(p, text))
    }

    /// Reads a set-up position in the family's position notation (a game may start from one): an error if
    /// the text is not one, or the family has no such notation.
    pub fn read_setup(self, text: &str) -> Result<AnyGame, String> {
        fn read<F: Member>(params: F::Params, text: &str) -> Result<AnyGame, String> {
            match F::read_setup(params, text) {
                Some(setup) => setup.map(Member::into_any),
                None if F::start(params).write_setup().is_none() => {
                    Err(format!("{} games start from their start only: they have no position notation", F::KIND))
                }
                None => Err(format!("{:?} is not a position of this game", super::short(text))),
            }
        }
        each_spec!(self, F, p => read::<F>(p, text))
    }

    /// Whether the players may agree a draw ([`Family::draw_offers`]).
    pub fn draw_offers(self) -> bool {
        each_spec!(self, F, p => F::draw_offers(p))
    }

    /// Whether the game is played on a clock where the players want one ([`Family::clocks`]).
    pub fn clocks(self) -> bool {
        each_spec!(self, F, p => F::clocks(p))
    }

    /// Whether the game's move strings separate moves by commas.
    pub fn commas(self) -> bool {
        each_spec!(self, F, p => F::commas(p))
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
        self.parse_moves_prefix_from(&self.start(), text)
    }

    /// Reads a sequence of moves played from `start`, a position of this game (a set-up one, say), checking
    /// each against the rules; keeps the moves read before the first one that cannot be, as
    /// [`GameSpec::parse_moves_prefix`] does.
    pub fn parse_moves_prefix_from(self, start: &AnyGame, text: &str) -> (Vec<AnyMove>, Result<(), NotationError>) {
        fn read<F: Member>(
            params: F::Params,
            start: &AnyGame,
            text: &str,
        ) -> (Vec<AnyMove>, Result<(), NotationError>) {
            let mut moves = Vec::new();
            let Some(start) = F::from_any(start) else {
                let why = format!("the position is not one of {} games", F::KIND);
                return (moves, Err(NotationError::Setup(why)));
            };
            let read_move = |game: &F, index, token: &str| game.read_move_in(params, index, token);
            let played = |mv| moves.push(F::wrap(mv));
            let read = play_tokens(start.clone(), F::move_tokens(params, text), read_move, played).map(|_| ());
            (moves, read)
        }
        each_spec!(self, F, p => read::<F>(p, start, text))
    }

    /// The longest position string this game can need, in bytes: every move of the longest game, each with
    /// its separator and a blank, and room for blanks around it. Input longer than this is refused unread.
    pub fn longest_position(self) -> usize {
        const ROOM: usize = 256;
        // A game without a fixed set of moves: a move of up to a dozen characters (a jump path).
        const WIDEST_UNLISTED: usize = 12;
        let widest = match self.all_moves() {
            Some(moves) => moves.into_iter().map(|mv| self.move_text(mv).len()).max().unwrap_or(0),
            None => WIDEST_UNLISTED,
        };
        // A Bones position is its heap size, up to two digits.
        let widest = widest.max(bones::MAX_HEAP.to_string().len());
        each_spec!(self, F, p => F::longest_game(p)) * (widest + 2) + ROOM
    }

    /// Every move the game can ever offer, in notation order: each cell, each column, or each take 1 to 3;
    /// `None` for a game without a fixed set of moves (see [`Family::move_count`]).
    pub fn all_moves(self) -> Option<Vec<AnyMove>> {
        fn all<F: Member>(params: F::Params) -> Option<Vec<AnyMove>> {
            let count = F::move_count(params)?;
            Some((0..count).filter_map(|i| F::nth_move(params, i)).map(F::wrap).collect())
        }
        each_spec!(self, F, p => all::<F>(p))
    }

    /// How a move is written: the 1-based cell or column, the number of bones taken, a Nim heap's letter and
    /// the bones taken from it.
    pub fn move_text(self, mv: AnyMove) -> String {
        each_spec!(self, F, _ => F::unwrap(mv).map_or_else(|| format!("{mv:?}"), F::move_text))
    }

    /// The moves of a line played from `start` as its family writes them (see [`Family::line_text`]): Kalah's
    /// with a blank between turns. Moves of another game, or a start of another game, are written one by one.
    pub fn line_text(self, start: &AnyGame, moves: &[AnyMove]) -> String {
        fn write<F: Member>(params: F::Params, start: &AnyGame, moves: &[AnyMove]) -> Option<String> {
            let own: Option<Vec<F::Move>> = moves.iter().map(|&m| F::unwrap(m)).collect();
            Some(F::line_text(params, F::from_any(start)?, &own?))
        }
        each_spec!(self, F, p => write::<F>(p, start, moves)).unwrap_or_else(|| self.moves_text(moves))
    }

    /// How each of `moves`, played in turn from `start`, is written in a game record and the move list (see
    /// [`Family::move_texts`]): chess's SAN, each move in its position. Moves of another game, or a start of
    /// another game, are written one by one.
    pub fn move_texts(self, start: &AnyGame, moves: &[AnyMove]) -> Vec<String> {
        fn write<F: Member>(params: F::Params, start: &AnyGame, moves: &[AnyMove]) -> Option<Vec<String>> {
            let own: Option<Vec<F::Move>> = moves.iter().map(|&m| F::unwrap(m)).collect();
            Some(F::move_texts(params, F::from_any(start)?, &own?))
        }
        each_spec!(self, F, p => write::<F>(p, start, moves))
            .unwrap_or_else(|| moves.iter().map(|&m| self.move_text(m)).collect())
    }

    /// A sequence of moves as a position string, with commas where the game's notation wants them.
    pub fn moves_text(self, moves: &[AnyMove]) -> String {
        let texts: Vec<String> = moves.iter().map(|&m| self.move_text(m)).collect();
        texts.join(if self.commas() { "," } else { "" })
    }
}

impl fmt::Display for GameSpec {
    /// The game's textual name (see the module documentation); [`GameSpec::title`] is for people.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.named() {
            Some(named) => f.write_str(named.name),
            None => each_spec!(*self, F, p => write!(f, "{}:{}", F::KIND, F::write_params(p))),
        }
    }
}

impl FromStr for GameSpec {
    type Err = String;

    /// Reads a textual name (see the module documentation), case aside, and checks the parameters.
    fn from_str(text: &str) -> Result<Self, String> {
        let name = text.trim().to_ascii_lowercase();
        let named = named_games().find(|g| g.name == name || g.aliases.contains(&name.as_str()));
        if let Some(named) = named {
            return Ok(named.spec);
        }
        let unknown = || format!("unknown game {:?}: expected {}", super::short(text), name_syntax());
        let (kind, rest) = name.split_once(':').ok_or_else(unknown)?;
        read_spec(kind, rest).ok_or_else(unknown)?.validate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::kalah::{Board, Capture};
    use crate::rules::nim::Heaps;

    /// A spec of each kind and size corner.
    fn samples() -> Vec<GameSpec> {
        let mut specs: Vec<GameSpec> = named_games().map(|g| g.spec).collect();
        for (cols, rows, k) in [(3, 3, 3), (3, 20, 3), (20, 20, 20), (5, 4, 4), (7, 6, 4), (4, 3, 3)] {
            specs.push(GameSpec::Mnk(GridSize::new(rows, cols, k)));
            specs.push(GameSpec::Mnk(GridSize::new(rows, cols, k).exactly()));
        }
        for (cols, rows, k) in [(4, 4, 3), (12, 4, 4), (8, 7, 4), (7, 6, 4), (12, 12, 12)] {
            specs.push(GameSpec::Gravity(GridSize::new(rows, cols, k)));
        }
        specs.extend([1, 20, 42, 99].map(GameSpec::Bones));
        specs.extend([&[1][..], &[7, 7, 7, 7], &[1, 3, 5, 7], &[2, 2]].map(|h| GameSpec::Nim(Heaps::new(h))));
        for (pits, seeds, capture) in [(3, 2, Capture::Standard), (6, 6, Capture::Empty), (4, 3, Capture::Standard)] {
            specs.push(GameSpec::Kalah(Board { pits, seeds, capture }));
        }
        specs.push(GameSpec::Reversi(crate::rules::reversi::bits::Size::SIX));
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
        assert_eq!("nim:3-4-5".parse(), Ok(GameSpec::NIM));
        assert_eq!(GameSpec::GOMOKU_STANDARD.to_string(), "gomoku:standard");
        assert_eq!("gomoku:freestyle".parse(), Ok(GameSpec::GOMOKU));
        assert_eq!("mnk:15x15:5:exact".parse(), Ok(GameSpec::GOMOKU_STANDARD));
        assert_eq!(GameSpec::Mnk(GridSize::new(19, 19, 5).exactly()).to_string(), "mnk:19x19:5:exact");
        assert_eq!(GameSpec::Nim(Heaps::new(&[1, 3, 5, 7])).to_string(), "nim:1-3-5-7");
        assert_eq!("othello".parse(), Ok(GameSpec::REVERSI));
        assert_eq!("reversi:8".parse::<GameSpec>().map(|s| s.to_string()), Ok("reversi".into()));
        assert!("reversi:7".parse::<GameSpec>().unwrap_err().contains("8×8 or 6×6"));
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        for bad in ["shogi", "", "mnk", "mnk:", "mnk:7x6", "mnk:7:6:4", "mnk:axb:c", "gravity:300x6:4", "bones:x"] {
            let err = bad.parse::<GameSpec>().unwrap_err();
            assert!(err.contains("unknown game") && err.contains("mnk:COLSxROWS:K"), "{bad}: {err}");
        }
        let err = "mnk:2x3:3".parse::<GameSpec>().unwrap_err();
        assert_eq!(err, "m,n,k boards have 3 to 20 columns, not 2");
        assert!("gravity:7x6:9".parse::<GameSpec>().unwrap_err().contains("k must be"));
        assert!("bones:0".parse::<GameSpec>().unwrap_err().contains("1 to 99"));
    }

    #[test]
    fn presets_are_valid_and_titled() {
        for named in named_games() {
            assert_eq!(named.spec.validate(), Ok(named.spec));
            assert_eq!(named.spec.title(), named.title);
        }
        let names: Vec<&str> = named_games().map(|g| g.name).collect();
        assert_eq!(
            names,
            [
                "tictactoe",
                "four-in-a-row",
                "gomoku",
                "gomoku:standard",
                "connect4",
                "bones",
                "nim",
                "kalah",
                "reversi",
                "checkers",
                "chess"
            ]
        );
        assert_eq!(GameSpec::Mnk(GridSize::new(4, 5, 4)).title(), "5×4 board, 4 in a row");
        assert_eq!(GameSpec::Mnk(GridSize::new(9, 9, 5).exactly()).title(), "9×9 board, exactly 5 in a row");
        assert_eq!(GameSpec::Bones(9).title(), "Game of Bones (9)");
        assert_eq!(GameSpec::Nim(Heaps::new(&[2, 2])).title(), "Nim (2, 2)");
    }

    #[test]
    fn out_of_range_specs_are_refused() {
        assert!(GameSpec::Mnk(GridSize::new(2, 3, 3)).validate().is_err());
        assert!(GameSpec::Mnk(GridSize::new(21, 3, 3)).validate().is_err());
        assert!(GameSpec::Mnk(GridSize::new(3, 3, 4)).validate().is_err());
        assert!(GameSpec::Gravity(GridSize::new(3, 7, 3)).validate().is_err());
        assert!(GameSpec::Gravity(GridSize::new(12, 12, 12)).validate().is_ok());
        assert!(GameSpec::Bones(0).validate().is_err());
        assert!("nim:3-0-5".parse::<GameSpec>().unwrap_err().contains("1 to 7"));
        assert!("nim:1-1-1-1-1".parse::<GameSpec>().unwrap_err().contains("1 to 4 heaps"));
    }

    #[test]
    fn move_texts_follow_each_notation() {
        let c4 = GameSpec::CONNECT_FOUR;
        assert_eq!(c4.moves_text(&[AnyMove::Column(3), AnyMove::Column(0)]), "41");
        let gomoku = GameSpec::GOMOKU;
        assert_eq!(gomoku.moves_text(&[AnyMove::Cell(112), AnyMove::Cell(0)]), "113,1");
        let position = gomoku.parse_position("113,1").unwrap();
        assert_eq!(position.plies(), 2);
        assert_eq!(position.cue(AnyMove::Cell(5)), crate::rules::Cue::Place(5));
        assert_eq!(gomoku.parse_moves("113,1"), Ok(vec![AnyMove::Cell(112), AnyMove::Cell(0)]));
        assert_eq!(GameSpec::BONES.parse_moves("3,1"), Ok(vec![AnyMove::Take(3), AnyMove::Take(1)]));
        assert_eq!(GameSpec::BONES.moves_text(&[AnyMove::Take(3), AnyMove::Take(1)]), "3,1");
        assert!(GameSpec::TIC_TAC_TOE.parse_moves("55").is_err());
        assert_eq!(GameSpec::BONES.all_moves(), Some(vec![AnyMove::Take(1), AnyMove::Take(2), AnyMove::Take(3)]));
        assert_eq!(c4.all_moves().map(|m| m.len()), Some(7));
    }

    #[test]
    fn the_longest_position_fits_every_full_game() {
        for spec in samples() {
            let commas = spec.commas();
            // A full board written out, every move with the widest number of the game and a blank after it.
            // Reversi's moves are listed by no fixed list: a pass is its widest.
            let widest =
                spec.all_moves().map_or(4, |all| all.iter().map(|&mv| spec.move_text(mv).len()).max().unwrap());
            // A full board, or every bone of Nim's heaps taken one at a time (a Bones position is one number).
            let bones: usize = spec.start().scene().occupied().count();
            let moves = match spec {
                GameSpec::Bones(_) => 1,
                // Every square filled, with a pass before each disc.
                GameSpec::Reversi(size) => 2 * (size.squares() - 4),
                _ => spec.grid_size().map_or(bones, |size| size.cells()),
            };
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
            fn a_moves_changes_take_the_scene_to_the_next_ones((spec, moves) in testing::game_and_moves()) {
                let mut position = spec.start();
                prop_assert_eq!(position.scene().places(), spec.places());
                for &mv in &moves {
                    // The cue of a legal move is a place of the board, or a path of them from one of the mover's
                    // pieces, and the move changes something; a move that names no place is a pass, and changes
                    // nothing.
                    let changes = position.changes(mv);
                    let changed = !changes.is_empty() && changes.iter().all(|group| !group.is_empty());
                    match position.cue(mv) {
                        crate::rules::Cue::Place(place) => {
                            prop_assert!((place as usize) < spec.places());
                            prop_assert!(changed);
                        }
                        crate::rules::Cue::Path(path) => {
                            prop_assert!(path.len() >= 2 && path.iter().all(|&p| (p as usize) < spec.places()));
                            let start = position.scene().at(path[0]).and_then(|piece| piece.owner);
                            prop_assert_eq!(start, Some(position.to_move()), "{:?} starts on the mover's piece", mv);
                            prop_assert!(changed);
                        }
                        crate::rules::Cue::Nowhere => prop_assert!(changes.is_empty(), "{:?}", mv),
                    }
                    let mut scene = position.scene();
                    scene.apply(&changes).map_err(TestCaseError::fail)?;
                    position.play(mv);
                    prop_assert_eq!(scene, position.scene(), "{:?}", mv);
                }
            }

            /// A press on the place a legal move is cued on names that move, in every position of a game: what the
            /// app's board plays on a press.
            #[test]
            fn a_press_on_a_legal_moves_cue_names_the_move((spec, moves) in testing::game_and_moves()) {
                let mut position = spec.start();
                for mv in moves.into_iter().map(Some).chain([None]) {
                    let mut legal = Vec::new();
                    position.legal_moves(&mut legal);
                    for each in legal {
                        if let crate::rules::Cue::Place(place) = position.cue(each) {
                            prop_assert_eq!(position.aimed(place), Some(each), "{:?} on {}", each, place);
                        }
                    }
                    let Some(mv) = mv else { break };
                    position.play(mv);
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
