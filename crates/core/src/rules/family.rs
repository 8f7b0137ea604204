//! A game family: what the code above the engine needs to know about a kind of game (m,n,k boards, gravity
//! boards, a heap of bones, Nim), gathered behind one trait, [`Family`], so a family is its own file.
//!
//! The families are listed once, in the registry of `rules/any.rs` (the `families!` macro). From that list
//! the macro writes what a game chosen at run time needs: the enums [`GameSpec`](super::GameSpec),
//! [`AnyGame`](super::AnyGame) and [`AnyMove`](super::AnyMove), the `Member` trait (in `any.rs`) whose impls wrap a family's moves
//! into them, and two dispatch macros, `each_game!` and `each_spec!`, that run code written once, generically,
//! with the concrete family of the value at hand. The engine and the app use these macros with traits of their
//! own ([`crate::ai::Engine`], the app's `Describe`) and so never list the families again: a family that misses
//! one of those traits does not compile, and the error names the trait.

use std::fmt;
use std::hash::Hash;

use super::{
    Changes, Cue, DrawReason, Game, GridSize, IllegalMove, NotationError, Place, Player, Scene, parse_number,
    play_tokens, tokens,
};

/// How a family's games are written as records (see [`Family::record`] and [`super::record`], which reads
/// and writes them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordFormat {
    /// The name players know it by: `PDN`, `PGN`.
    pub name: &'static str,
    /// The file name's ending: `pdn`, `pgn`.
    pub extension: &'static str,
    /// The tags that name the players, the rules' player One's first (PDN's `Black` and `White`): the order
    /// they are written in, as PDN lists Black first and PGN's Seven Tag Roster White.
    pub players: [&'static str; 2],
    /// Tags every record of the family carries, after the roster: PDN's `GameType` for English draughts.
    pub fixed: &'static [(&'static str, &'static str)],
}

/// The shortest winning line offered on a board.
pub const MIN_K: u8 = 3;

/// A game of a family with a name of its own, such as Tic-Tac-Toe among the m,n,k games.
#[derive(Clone, Copy, Debug)]
pub struct Preset<P: 'static> {
    /// Its textual name: `tictactoe`.
    pub name: &'static str,
    /// Other spellings that are read as it: `tic-tac-toe`.
    pub aliases: &'static [&'static str],
    pub params: P,
    /// What people call it: "Tic-Tac-Toe".
    pub title: &'static str,
}

/// What a family of games says about itself: its parameters and how they are named, its start, its
/// notation, and, for board games, its board. The engine's side of a family is [`crate::ai::Engine`]; the
/// app's is its descriptor.
///
/// A game of the family is written `KIND:PARAMS` (`mnk:5x4:4`, `bones:9`) unless it is a [`Preset`].
pub trait Family: Game + PartialEq + Eq + Hash {
    /// What picks one game of the family: a board's size, a heap.
    type Params: Copy + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static;

    /// The word before the colon in its names: `mnk`.
    const KIND: &'static str;
    /// How a name with parameters looks, for error messages: `mnk:COLSxROWS:K`.
    const SYNTAX: &'static str;
    /// What a move is called in notation errors: "cell", "column", "take".
    const MOVE_WORD: &'static str;

    /// The games of the family with a name of their own, in the order they are offered.
    fn presets() -> &'static [Preset<Self::Params>] {
        &[]
    }

    /// Reads the parameters written after `KIND:`, as [`Family::write_params`] writes them (lower case: names
    /// are read case aside). `None` if they do not have the family's shape; their range is checked apart.
    fn read_params(text: &str) -> Option<Self::Params>;

    /// The parameters as written after `KIND:`.
    fn write_params(params: Self::Params) -> String;

    /// What is wrong with parameters out of range, if anything.
    fn validate(params: Self::Params) -> Result<(), String>;

    /// What people call a game of the family that is not a preset: "5×4 board, 4 in a row".
    fn title(params: Self::Params) -> String;

    /// The starting position.
    fn start(params: Self::Params) -> Self;

    /// The board, for the families played on one.
    fn grid_size(_params: Self::Params) -> Option<GridSize> {
        None
    }

    /// Whether a move string separates its moves by commas (or gives each move one character).
    fn commas(params: Self::Params) -> bool;

    /// Whether the players may agree a draw (checkers' and chess's draw offers): the app then offers one, and
    /// the engine says whether it accepts (see `ai::answer_draw_offer`). No by default.
    fn draw_offers(_params: Self::Params) -> bool {
        false
    }

    /// Whether the game is played on a clock where the players want one (checkers' and chess's time controls):
    /// the app then offers time controls. No by default.
    fn clocks(_params: Self::Params) -> bool {
        false
    }

    /// How many moves the game can ever offer, for a game with a fixed set of them (every cell, every column,
    /// every take): the command line's `analyze` prints a value for each, in notation order. `None` (the
    /// default) for a game whose moves are only known from a position (a checkers jump path): what lists
    /// them is [`Game::legal_moves`], and the family reads them with its own [`Family::read_move`].
    fn move_count(_params: Self::Params) -> Option<usize> {
        None
    }

    /// The `index`-th of those moves, from 0, in notation order; `None` past [`Family::move_count`].
    fn nth_move(_params: Self::Params, _index: usize) -> Option<Self::Move> {
        None
    }

    /// Reads one token of a move string (`index` is its 1-based place, for the error): by default a number
    /// from 1 to [`Family::move_count`] that names the move of that place in notation order. A family without
    /// a fixed set of moves reads its own.
    fn read_move(params: Self::Params, index: usize, token: &str) -> Result<Self::Move, NotationError> {
        let count = Self::move_count(params).unwrap_or(0);
        let n = parse_number(index, token, count, Self::MOVE_WORD)?;
        Self::nth_move(params, n - 1).ok_or_else(|| NotationError::BadToken {
            index,
            token: super::short(token),
            reason: format!("no {} {n} in this game", Self::MOVE_WORD),
        })
    }

    /// Reads one token of a move string in the position it is played in, which is this one: by default
    /// [`Family::read_move`]. A family whose notation leans on the position (checkers' first and last squares
    /// of a jump) reads its own; the caller checks the move against the rules either way.
    fn read_move_in(&self, params: Self::Params, index: usize, token: &str) -> Result<Self::Move, NotationError> {
        Self::read_move(params, index, token)
    }

    /// How a move is written in a move string.
    fn move_text(mv: Self::Move) -> String;

    /// How each of `moves`, played in turn from `start`, is written in a game record: by default each move's
    /// text.
    fn move_texts(_params: Self::Params, _start: &Self, moves: &[Self::Move]) -> Vec<String> {
        moves.iter().map(|&mv| Self::move_text(mv)).collect()
    }

    /// How the family's games are written as records of tags and moves (PDN, PGN), if they are: then a pasted
    /// record is read, the app copies a game as one, and the command line reads one on a line. The family's
    /// moves are then read as blank-separated tokens ([`Family::move_tokens`]) and its set-up positions are
    /// the `FEN` tag's ([`Family::read_setup`]).
    fn record(_params: Self::Params) -> Option<RecordFormat> {
        None
    }

    /// A line of moves played from `start` as a move string: by default each move's text, separated by commas
    /// where [`Family::commas`] says so. A family whose notation marks the turns (Kalah's blank between them)
    /// writes its own.
    fn line_text(params: Self::Params, _start: &Self, moves: &[Self::Move]) -> String {
        let texts: Vec<String> = moves.iter().map(|&m| Self::move_text(m)).collect();
        texts.join(if Self::commas(params) { "," } else { "" })
    }

    /// The tokens of a move string, one for each move: by default a character each, or the text between
    /// commas where [`Family::commas`] says so. A family whose moves take several characters with nothing
    /// between them (Reversi's `f5d6`) splits its own.
    fn move_tokens(params: Self::Params, text: &str) -> Vec<&str> {
        tokens(text, Self::commas(params)).collect()
    }

    /// Reads a position: by default the moves played from the start.
    fn parse_position(params: Self::Params, text: &str) -> Result<Self, NotationError> {
        let read = |game: &Self, i, t: &str| game.read_move_in(params, i, t);
        play_tokens(Self::start(params), Self::move_tokens(params, text), read, |_| {})
    }

    /// Reads a position written in the family's position notation (heaps and the player to move, pit counts,
    /// a board), for a game set up rather than played from the start. `None` if `text` is not written in that
    /// notation (it is then read as moves from the start), or if the family has none; an error says what is
    /// wrong with a text that is. A set-up position need not be reachable from the start, but the game must be
    /// able to go on from it as from any other.
    fn read_setup(_params: Self::Params, _text: &str) -> Option<Result<Self, String>> {
        None
    }

    /// The position in the family's position notation, if the family has one: what [`Family::read_setup`]
    /// reads back.
    fn write_setup(&self) -> Option<String> {
        None
    }

    /// How many places the board of a game has (see [`Scene`]): its cells, its squares, its pits and stores, a
    /// slot for each bone its heaps can hold.
    fn places(params: Self::Params) -> usize;

    /// What is on the board, as [`Family::places`] places.
    fn scene(&self) -> Scene;

    /// What `mv`, legal here, does on the board: its changes in groups, in the order the rules give them.
    fn changes(&self, mv: Self::Move) -> Changes;

    /// Where a cue about `mv` is shown (the pointer's highlight, a value, the hint), whether or not it may be
    /// played here.
    fn cue(&self, mv: Self::Move) -> Cue;

    /// The move of one press that a press on `place` names, legal here or not (the rules then play it, or say
    /// why not): the move whose cue is on `place`, so that `aimed` of a legal move's cued place is that move.
    /// None where no move of one press is made there (a move of several presses starts there, or none does).
    fn aimed(&self, _place: Place) -> Option<Self::Move> {
        None
    }

    /// The pieces the rules compel to move here, marked on the board (checkers' pieces that must jump);
    /// none by default.
    fn compelled(&self) -> Vec<Place> {
        Vec::new()
    }

    /// The places the rules call attention to in this position, whoever is to move: chess's king in check.
    /// None by default.
    fn alerted(&self) -> Vec<Place> {
        Vec::new()
    }

    /// The draw the side to move may claim here, where the rules make a draw a claim rather than an end (chess's
    /// third occurrence of a position, its fifty moves without progress): the match ends only if it claims
    /// ([`crate::session::Match::claim_draw`]). None by default.
    fn claimable_draw(&self) -> Option<DrawReason> {
        None
    }

    /// Whether `player` could still win by some series of legal moves, however unlikely: when the other side's
    /// time runs out, the game is lost only if so, and drawn otherwise (chess's Laws; a lone king cannot
    /// mate). Yes by default.
    fn can_win(&self, _player: Player) -> bool {
        true
    }

    /// Why the places pressed (a piece's, then those it would land on) make no move here, in the rules' own
    /// words where they have some ("a capture is compulsory"); `None` leaves the app's plain refusal.
    fn refusal(&self, _pressed: &[Place]) -> Option<IllegalMove> {
        None
    }

    /// The places that show how the game was won, if it was won on the board (a line of k stones), in order
    /// along it; empty otherwise.
    fn winning_places(&self) -> Vec<Place> {
        Vec::new()
    }

    /// The most moves a position string can hold: a full board, or every bone taken one by one.
    fn longest_game(params: Self::Params) -> usize;
}

/// The registry: declares the families of games, each as `Name(Type) moves MoveVariant`, and writes from that
/// list the run-time enums, the `Member` trait and its impls, the named games and the dispatch macros (see the
/// module documentation).
///
/// `each_game!(game, g => body)` runs `body` with `g` bound to the family's position inside an
/// [`AnyGame`](super::AnyGame) (or a reference to one); `each_spec!(spec, F, params => body)` runs `body` with
/// the type `F` naming the family of a [`GameSpec`](super::GameSpec) and `params` bound to its parameters.
macro_rules! families {
    ($( $(#[$doc:meta])* $name:ident($family:ty) moves $mv:ident ),+ $(,)?) => {
        // A nested macro cannot write `$` itself: it is passed in as a token.
        $crate::rules::family::families!(@with ($) $( $(#[$doc])* $name($family) moves $mv ),+);
    };
    (@with ($d:tt) $( $(#[$doc:meta])* $name:ident($family:ty) moves $mv:ident ),+) => {
        /// What to play: a game family and its parameters. Its textual name is how a game is written and read
        /// everywhere (see `rules/spec.rs`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameSpec {
            $( $(#[$doc])* $name(<$family as $crate::rules::Family>::Params), )+
        }

        /// A position of any game, for the code above the engine that picks a game at run time (the app, the
        /// command line). The engine itself is generic over `Game` and searches each family with its own types.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum AnyGame {
            $( $(#[$doc])* $name($family), )+
        }

        /// A move of any game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum AnyMove {
            $( $(#[$doc])* $mv(<$family as $crate::rules::Game>::Move), )+
        }

        /// A family in the registry: how its positions and moves sit in `AnyGame` and `AnyMove`, and its games
        /// in `GameSpec`. Written by the registry for each family listed.
        pub trait Member: $crate::rules::Family {
            /// A move of this family as a move of any game.
            fn wrap(mv: Self::Move) -> AnyMove;
            /// The move of this family that `mv` is, if it is one.
            fn unwrap(mv: AnyMove) -> Option<Self::Move>;
            /// A position of this family as a position of any game.
            fn into_any(self) -> AnyGame;
            /// A game of this family as a game spec.
            fn spec(params: Self::Params) -> GameSpec;
            /// The position of this family that `game` holds, if it holds one.
            fn from_any(game: &AnyGame) -> Option<&Self>;
        }

        /// A game with a name of its own, of any family: its name, other spellings, the game, and its title.
        #[derive(Clone, Copy, Debug)]
        pub struct NamedGame {
            pub name: &'static str,
            pub aliases: &'static [&'static str],
            pub spec: GameSpec,
            pub title: &'static str,
        }

        /// The presets of one family as named games.
        fn named_games_of<F: Member>() -> impl Iterator<Item = NamedGame> {
            let named = |p: &$crate::rules::Preset<F::Params>| {
                NamedGame { name: p.name, aliases: p.aliases, spec: F::spec(p.params), title: p.title }
            };
            F::presets().iter().map(named)
        }

        $(
            impl Member for $family {
                fn wrap(mv: Self::Move) -> AnyMove {
                    AnyMove::$mv(mv)
                }

                fn unwrap(mv: AnyMove) -> Option<Self::Move> {
                    #[allow(unreachable_patterns, reason = "a registry of one family has nothing else")]
                    match mv {
                        AnyMove::$mv(m) => Some(m),
                        _ => None,
                    }
                }

                fn into_any(self) -> AnyGame {
                    AnyGame::$name(self)
                }

                fn spec(params: Self::Params) -> GameSpec {
                    GameSpec::$name(params)
                }

                fn from_any(game: &AnyGame) -> Option<&Self> {
                    #[allow(unreachable_patterns, reason = "a registry of one family has nothing else")]
                    match game {
                        AnyGame::$name(g) => Some(g),
                        _ => None,
                    }
                }
            }
        )+

        /// Runs `body` with `g` bound to whichever family's position an `AnyGame` holds.
        macro_rules! each_game {
            ($d game:expr, $d g:ident => $d body:expr) => {
                match $d game {
                    $( $crate::rules::AnyGame::$name($d g) => $d body, )+
                }
            };
        }
        pub(crate) use each_game;

        /// Runs `body` with the type `F` naming the family of a `GameSpec` and `params` bound to its parameters.
        macro_rules! each_spec {
            ($d spec:expr, $d f:ident, $d params:pat => $d body:expr) => {
                match $d spec {
                    $( $crate::rules::GameSpec::$name($d params) => {
                        #[allow(dead_code, reason = "not every use names the family's type")]
                        type $d f = $family;
                        $d body
                    } )+
                }
            };
        }
        pub(crate) use each_spec;

        /// Runs `body` once for each family, with the type `F` naming it, in the registry's order.
        macro_rules! each_family {
            ($d f:ident => $d body:expr) => {
                $( {
                    #[allow(dead_code, reason = "not every use names the family's type")]
                    type $d f = $family;
                    $d body;
                } )+
            };
        }
        #[allow(unused_imports, reason = "used where a file goes through every family")]
        pub(crate) use each_family;

        /// Each family's type under its name in the registry, for the dispatch macros of the crates above the
        /// core ([`for_spec!`](crate::for_spec), [`for_families!`](crate::for_families)).
        pub mod registry {
            $( pub type $name = $family; )+
        }

        /// `each_spec!` for the crates above the core (the app, the command line): runs `body` with the type `F`
        /// naming the family of a `GameSpec` and `params` bound to its parameters, so that a trait those crates
        /// implement for every family (the app's descriptors) is reached without a list of the families.
        #[macro_export]
        macro_rules! for_spec {
            ($d spec:expr, $d f:ident, $d params:pat => $d body:expr) => {
                match $d spec {
                    $( $crate::rules::GameSpec::$name($d params) => {
                        #[allow(dead_code, reason = "not every use names the family's type")]
                        type $d f = $crate::rules::registry::$name;
                        $d body
                    } )+
                }
            };
        }

        /// `each_family!` for the crates above the core: runs `body` once for each family, with the type `F`
        /// naming it, in the registry's order.
        #[macro_export]
        macro_rules! for_families {
            ($d f:ident => $d body:expr) => {
                $( {
                    #[allow(dead_code, reason = "not every use names the family's type")]
                    type $d f = $crate::rules::registry::$name;
                    $d body;
                } )+
            };
        }

        /// The families' name syntaxes, for error messages: `mnk:COLSxROWS:K`, ...
        pub(crate) const FAMILY_SYNTAXES: &[&str] = &[$( <$family as $crate::rules::Family>::SYNTAX ),+];

        /// The games with a name of their own, family by family in the registry's order.
        pub fn named_games() -> impl Iterator<Item = NamedGame> {
            std::iter::empty() $( .chain(named_games_of::<$family>()) )+
        }

        /// The game of the family whose kind is `kind`, with the parameters written in `params`; `None` if
        /// there is no such family or the parameters do not have its shape.
        pub(crate) fn read_spec(kind: &str, params: &str) -> Option<GameSpec> {
            $( if kind == <$family as $crate::rules::Family>::KIND {
                return <$family as $crate::rules::Family>::read_params(params).map(GameSpec::$name);
            } )+
            None
        }
    };
}
pub(crate) use families;

/// Reads `COLSxROWS:K`, the parameters of the board families.
pub(crate) fn read_board(text: &str) -> Option<GridSize> {
    let (dims, k) = text.split_once(':')?;
    let (cols, rows) = dims.split_once(['x', 'X', '×'])?;
    let number = |t: &str| t.trim().parse::<u8>().ok();
    Some(GridSize::new(number(rows)?, number(cols)?, number(k)?))
}

/// Writes a board as `COLSxROWS:K`.
pub(crate) fn write_board(size: GridSize) -> String {
    format!("{}x{}:{}", size.cols, size.rows, size.k)
}

/// What is wrong with a board whose sides must lie in `sides`, if anything; `what` names its family.
pub(crate) fn check_board(size: GridSize, sides: std::ops::RangeInclusive<u8>, what: &str) -> Result<(), String> {
    for (name, n) in [("columns", size.cols), ("rows", size.rows)] {
        if !sides.contains(&n) {
            return Err(format!("{what} boards have {} to {} {name}, not {n}", sides.start(), sides.end()));
        }
    }
    let longest = size.rows.max(size.cols);
    if size.k < MIN_K || size.k > longest {
        return Err(format!("k must be from {MIN_K} to {longest} on this board, not {}", size.k));
    }
    Ok(())
}
