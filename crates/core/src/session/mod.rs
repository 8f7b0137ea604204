//! A match as the person at the screen plays it, without Bevy: who sits on each side, the position and its
//! history, undo and redo, resuming a saved match, and the verdict from the viewer's side. Also the text
//! formats that carry a match and the menu's choices between runs ([`settings`]) and in web links ([`link`]).
//!
//! The app wraps [`Match`] in a resource; every change to it goes through the methods here, so the rules of a
//! match (a move is refused out of turn, undo against the computer takes back a pair, a stale answer from an
//! old search is dropped) are tested without a window.

pub mod clock;
pub mod line;
pub mod link;
mod matches;
mod pasted;
pub mod preferences;
pub mod settings;
pub mod stats;
#[cfg(not(target_arch = "wasm32"))]
pub mod store;

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};

pub use matches::{Chooser, Ending, Match, Played, Refusal, Stamp, Verdict};
pub use pasted::pasted;

use crate::ai::Level;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, Player};
pub use clock::{Clocks, TimeControl};

/// One of the two sides of a board. Tic-Tac-Toe calls them X and O; other games name them their own way.
/// Which side moves first is the match's choice, so a side is not a rules [`crate::rules::Player`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    X,
    O,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::X, Side::O];

    pub fn other(self) -> Self {
        match self {
            Side::X => Side::O,
            Side::O => Side::X,
        }
    }

    /// The rules' player this side stands for in a match where `first` stands for player One.
    pub fn player(self, first: Side) -> Player {
        if self == first { Player::One } else { Player::Two }
    }

    /// How the side is written in files and links.
    pub fn key(self) -> &'static str {
        match self {
            Side::X => "x",
            Side::O => "o",
        }
    }
}

impl FromStr for Side {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "x" => Ok(Side::X),
            "o" => Ok(Side::O),
            _ => Err(format!("not a side: {:?} (x or o)", crate::rules::short(text))),
        }
    }
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    Human,
    Computer(Level),
}

impl Seat {
    pub fn is_human(self) -> bool {
        self == Seat::Human
    }
}

impl fmt::Display for Seat {
    /// As written in files and links: `human` or the computer's level (`easy` ... `perfect`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Human => f.write_str("human"),
            Seat::Computer(level) => f.write_str(level.name()),
        }
    }
}

impl FromStr for Seat {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("human") {
            return Ok(Seat::Human);
        }
        // Files of the first release wrote `computer hard`.
        let level = text.strip_prefix("computer ").unwrap_or(text);
        level.parse().map(Seat::Computer).map_err(|_| {
            format!("not a player: {:?} (human, easy, medium, hard or perfect)", crate::rules::short(text))
        })
    }
}

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FirstMove {
    Side(Side),
    /// Decided by a coin toss at the start of each match.
    Random,
}

impl FirstMove {
    /// The side that moves first in a new match, tossing the coin if need be.
    pub fn resolve(self, rng: &mut impl Rng) -> Side {
        match self {
            FirstMove::Side(side) => side,
            FirstMove::Random if rng.random_bool(0.5) => Side::X,
            FirstMove::Random => Side::O,
        }
    }
}

impl fmt::Display for FirstMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FirstMove::Side(side) => f.write_str(side.key()),
            FirstMove::Random => f.write_str("random"),
        }
    }
}

impl FromStr for FirstMove {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if text.trim().eq_ignore_ascii_case("random") {
            return Ok(FirstMove::Random);
        }
        text.parse()
            .map(FirstMove::Side)
            .map_err(|_| format!("not a first move: {:?} (x, o or random)", crate::rules::short(text)))
    }
}

/// What the player chose on the menu: the game, who sits where, who starts, and the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    pub spec: GameSpec,
    pub x: Seat,
    pub o: Seat,
    pub first: FirstMove,
    /// The time control both sides play on, or `None` for no clock (where the game is played on one at all:
    /// [`GameSpec::clocks`]).
    pub clock: Option<TimeControl>,
}

impl Default for MatchSetup {
    /// You (X) against the perfect computer (O) at Tic-Tac-Toe, you first.
    fn default() -> Self {
        Self {
            spec: GameSpec::TIC_TAC_TOE,
            x: Seat::Human,
            o: Seat::Computer(Level::Perfect),
            first: FirstMove::Side(Side::X),
            clock: None,
        }
    }
}

impl MatchSetup {
    pub fn seat(&self, side: Side) -> Seat {
        match side {
            Side::X => self.x,
            Side::O => self.o,
        }
    }

    pub fn seat_mut(&mut self, side: Side) -> &mut Seat {
        match side {
            Side::X => &mut self.x,
            Side::O => &mut self.o,
        }
    }

    /// This setup for another game, each computer at the level it really plays there ([`Level::effective`]):
    /// what the menu shows is what is kept, so that Perfect never comes back unseen on a game that offers it
    /// after one that plays it as Hard.
    pub fn for_game(self, spec: GameSpec) -> Self {
        let fitted = |seat: Seat| match seat {
            Seat::Computer(level) => Seat::Computer(level.effective(spec)),
            Seat::Human => Seat::Human,
        };
        Self { spec, x: fitted(self.x), o: fitted(self.o), ..self }
    }

    /// The time control the match is played on: the setup's, where the game is played on a clock.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clock.filter(|_| self.spec.clocks())
    }

    /// The sides played by people.
    pub fn people(&self) -> impl Iterator<Item = Side> + '_ {
        Side::BOTH.into_iter().filter(|&side| self.seat(side).is_human())
    }

    /// Exactly one person against the computer.
    pub fn against_computer(&self) -> bool {
        self.people().count() == 1
    }

    /// The level the computer plays against the one person (as played on this game: see
    /// [`Level::effective`]), if the match is one person against the computer: what the person's record is
    /// kept under.
    pub fn opponent_level(&self) -> Option<Level> {
        if !self.against_computer() {
            return None;
        }
        Side::BOTH.into_iter().find_map(|side| match self.seat(side) {
            Seat::Computer(level) => Some(level.effective(self.spec)),
            Seat::Human => None,
        })
    }
}

/// A match as saved: its own setup (the menu's may have changed since), who moved first, where it started
/// and the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    pub setup: MatchSetup,
    /// The side that stands for the rules' player One.
    pub first: Side,
    /// The set-up position the match started from (the settings file and the link write it in the family's
    /// position notation), or `None` for the game's start.
    pub start: Option<AnyGame>,
    /// The moves played from the start.
    pub moves: Vec<AnyMove>,
    /// Whether the match was drawn after the moves without a move more: the players agreed (where the game
    /// has draw offers) or the side to move claimed (where the rules let it). The match is over, and a link
    /// or a save of it must not open it as a game to play on.
    pub agreed: bool,
    /// X's and O's time left after the moves, where the match is played on a clock.
    pub time_left: Option<[std::time::Duration; 2]>,
    /// The side whose time ran out after the moves, which ended the match (its record says so).
    pub time_out: Option<Side>,
}

impl SavedGame {
    /// A match saved with its moves, not ended without a move, with no clocks kept.
    pub fn new(setup: MatchSetup, first: Side, start: Option<AnyGame>, moves: Vec<AnyMove>) -> Self {
        Self { setup, first, start, moves, agreed: false, time_left: None, time_out: None }
    }

    /// The position the match started from.
    pub fn start_position(&self) -> AnyGame {
        self.start.clone().unwrap_or_else(|| self.setup.spec.start())
    }

    /// Whether the match is over: its position ended it, or a draw was agreed or claimed (in a game that has
    /// draw offers, or in a position where one may be claimed: elsewhere it means nothing, as
    /// [`super::Match::resume`] reads it).
    pub fn is_over(&self) -> bool {
        let position = self.position();
        let drawn = self.setup.spec.draw_offers() || position.claimable_draw().is_some();
        (self.agreed && drawn) || self.time_out.is_some() || position.outcome().is_some()
    }

    /// The position after every move.
    pub fn position(&self) -> AnyGame {
        let mut position = self.start_position();
        self.moves.iter().for_each(|&mv| position.play(mv));
        position
    }

    /// The match as a game record of its family's format (PDN for checkers), dated `date` (`2026.11.28`):
    /// the players by their seats, the set-up position, the moves and the result (an agreed draw's too). `None`
    /// for a game that has no record format.
    pub fn record(&self, date: &str) -> Option<String> {
        let seat = |side: Side| match side {
            Side::X => self.setup.x,
            Side::O => self.setup.o,
        };
        let name = |side: Side| match seat(side) {
            Seat::Human => "Human".to_string(),
            Seat::Computer(level) => format!("Minimax Arcade ({})", level.name()),
        };
        let second = if self.first == Side::X { Side::O } else { Side::X };
        // The clock as PGN writes it (seconds for the game, plus seconds a move), and a time out, which the
        // moves do not show.
        let mut more = Vec::new();
        if let Some(clock) = self.setup.time_control() {
            let control = format!("{}+{}", clock.base.as_secs(), clock.increment.as_secs());
            more.push(("TimeControl".to_string(), control));
        }
        if self.time_out.is_some() {
            more.push(("Termination".to_string(), "time forfeit".to_string()));
        }
        let roster = crate::rules::record::Roster {
            event: "Minimax Arcade".into(),
            date: date.into(),
            players: [name(self.first), name(second)],
            more,
            ..Default::default()
        };
        let position = self.position();
        let result = match (position.outcome(), self.time_out) {
            (Some(outcome), _) => Some(outcome.winner()),
            (None, Some(side)) => Some(position.time_out(side.other().player(self.first)).winner()),
            (None, None) if self.is_over() => Some(None),
            (None, None) => None,
        };
        self.setup.spec.write_record(&roster, self.start.as_ref(), &self.moves, result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_sides_and_first_moves_round_trip_through_their_names() {
        for seat in [Seat::Human, Seat::Computer(Level::Easy), Seat::Computer(Level::Perfect)] {
            assert_eq!(seat.to_string().parse(), Ok(seat));
        }
        assert_eq!("computer hard".parse(), Ok(Seat::Computer(Level::Hard)), "the first release's spelling");
        assert!("wizard".parse::<Seat>().unwrap_err().contains("not a player"));
        for first in [FirstMove::Side(Side::X), FirstMove::Side(Side::O), FirstMove::Random] {
            assert_eq!(first.to_string().parse(), Ok(first));
        }
        assert!("z".parse::<FirstMove>().is_err());
        assert_eq!(" O ".parse(), Ok(Side::O));
    }

    #[test]
    fn a_coin_decides_a_random_first_move() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
        use rand::SeedableRng;
        let sides: std::collections::HashSet<Side> = (0..40).map(|_| FirstMove::Random.resolve(&mut rng)).collect();
        assert_eq!(sides.len(), 2);
        assert_eq!(FirstMove::Side(Side::O).resolve(&mut rng), Side::O);
    }
}
