//! [`Match`]: the match in play, its rules of play, and what it says about how it ended.

use std::time::Duration;

use super::clock::Clocks;
use super::line::{Line, Stops};
use super::{MatchSetup, SavedGame, Seat, Side};
use crate::rules::{AnyGame, AnyMove, Changes, DrawReason, Game, IllegalMove, Outcome, Player};

/// Names a position of a match: which match (a new one, a restart, an undo or a redo each make a new id) and
/// how many moves into it. A search is started for a stamp; its answer is played only if the stamp still names
/// the current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stamp {
    pub match_id: u64,
    pub ply: u32,
}

/// Who chose a move: moves are checked against the seat of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    Human,
    Computer,
}

/// Why a move was not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It was chosen for a position that is gone (an old search's answer, a click from before an undo).
    Stale,
    /// The rules forbid it.
    Illegal(IllegalMove),
    /// It is the computer's turn (or, for a computer's move, a person's).
    NotYourTurn,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Stale => f.write_str("That move was for an earlier position"),
            Refusal::Illegal(why) => write!(f, "{}", capitalise(&why.to_string())),
            Refusal::NotYourTurn => f.write_str("Wait for the computer's move"),
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A move that was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: AnyMove,
    pub side: Side,
    /// How many moves came before it: it was played in the match's `position_at(ply)`.
    pub ply: u32,
    /// What the move did on the board, group after group (see [`crate::rules::Scene`]): what the view
    /// animates.
    pub changes: Changes,
    pub by: Chooser,
    /// How the game ended, if this move ended it.
    pub outcome: Option<Outcome>,
}

/// How a finished match ended, from the side of the person at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The one person playing the computer won.
    YouWon,
    /// The one person playing the computer lost.
    YouLost,
    /// Between two people, or two computers: this side won.
    SideWon(Side),
    Draw,
}

/// How a match ended without a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A draw the players agreed ([`DrawReason::Agreement`], see [`Match::agree_draw`]), or one the side to move
    /// claimed ([`Match::claim_draw`]).
    Drawn(DrawReason),
    /// This side's time ran out ([`Match::tick`]): it lost, unless the other could not have won.
    TimeOut(Side),
}

/// The match in play. Its fields are private: every change goes through a method that keeps them consistent.
#[derive(Clone, Debug)]
pub struct Match {
    /// Changes whenever the position changes other than by a move, so that an answer computed for an older
    /// position is recognised (see [`Stamp`]).
    id: u64,
    setup: MatchSetup,
    /// The side that stands for the rules' player One: the side that moved first from the game's start (from a
    /// set-up position, the position says who moves).
    first: Side,
    /// The set-up position the match started from, if it did not start from the game's start.
    set_up: Option<AnyGame>,
    /// The position, the moves played from the start and those taken back.
    line: Line<AnyGame>,
    /// Counts the games played: a restart or a resumed match is a new game; an undo is not.
    number: u64,
    /// How the match ended in the position the line ends at without a move, if it did.
    ended: Option<Ending>,
    /// The clocks, where the match is played on a time control.
    clocks: Option<Clocks>,
}

impl Default for Match {
    fn default() -> Self {
        Self::new(MatchSetup::default(), Side::X)
    }
}

impl Match {
    /// A fresh match; `first` is the side that moves first.
    pub fn new(setup: MatchSetup, first: Side) -> Self {
        let clocks = setup.time_control().map(Clocks::new);
        Self { id: 0, setup, first, set_up: None, line: Line::new(setup.spec.start()), number: 0, ended: None, clocks }
    }

    /// Starts over with a new setup; every answer computed for the old match becomes stale.
    pub fn restart(&mut self, setup: MatchSetup, first: Side) {
        let (id, number) = (self.id + 1, self.number + 1);
        *self = Self { id, number, ..Self::new(setup, first) };
    }

    /// Starts this match over (Restart, Play again) with `setup`: from its set-up position if it had one and
    /// the game stays the same (a position opened from a link is played again from there), otherwise from
    /// the game's start.
    pub fn start_over(&mut self, setup: MatchSetup, first: Side) {
        let start = self.set_up.clone().filter(|_| setup.spec == self.setup.spec);
        self.restart(setup, first);
        if let Some(start) = start {
            self.begin_at(start);
        }
    }

    /// Puts a just restarted match at its set-up position `start`, no move played.
    fn begin_at(&mut self, start: AnyGame) {
        self.line = Line::new(start.clone());
        self.set_up = Some(start);
    }

    /// Which game this is (see the field): a finished game is counted once, however often it is undone and
    /// finished again.
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The position after the first `ply` moves (for reviewing the game), or the current one past the end.
    pub fn position_at(&self, ply: usize) -> AnyGame {
        let mut position = self.start_position();
        self.line.played().iter().take(ply).for_each(|&mv| position.play(mv));
        position
    }

    /// Starts over with a saved match (or one set up from a link), from its start, replaying its moves.
    /// Returns how many of them could not be replayed (a damaged save): the match goes on from the last legal
    /// one. A start of another game than the setup's is not used.
    pub fn resume(&mut self, saved: &SavedGame) -> usize {
        self.restart(saved.setup, saved.first);
        if let Some(start) = &saved.start {
            // Moves played from a position of another game mean nothing here.
            if !saved.setup.spec.holds(start) {
                return saved.moves.len();
            }
            self.begin_at(start.clone());
        }
        for (i, &mv) in saved.moves.iter().enumerate() {
            if self.line.position().check_move(mv).is_err() {
                return saved.moves.len() - i;
            }
            self.line.play(mv);
        }
        // The draw after the moves, where they could all be replayed: a save keeps that the game was drawn
        // without a move, not how, so a draw in a position where one may be claimed reads as claimed, and any
        // other as agreed, where the game has draw offers.
        if saved.agreed {
            let drawn = self.claimable_draw().or(self.may_agree_draw().then_some(DrawReason::Agreement));
            self.ended = drawn.map(Ending::Drawn);
        }
        // The clocks as they stood (a time out is not saved as a time of none, and a clock at none would
        // fall at once: the clocks then start again).
        let left = saved.time_left.filter(|left| left.iter().all(|time| !time.is_zero()));
        if let (Some(control), Some(left)) = (self.setup.time_control(), left) {
            self.clocks = Some(Clocks::resumed(control, left, saved.moves.len()));
        }
        if let Some(side) = saved.time_out.filter(|_| self.clocks.is_some() && !self.is_over()) {
            self.ended = Some(Ending::TimeOut(side));
        }
        0
    }

    /// Makes every answer computed for this match stale, as leaving it does.
    pub fn abandon(&mut self) {
        self.id += 1;
    }

    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// The side that stands for the rules' player One (see the field).
    pub fn first(&self) -> Side {
        self.first
    }

    pub fn position(&self) -> &AnyGame {
        self.line.position()
    }

    /// The set-up position the match started from, if it did not start from the game's start.
    pub fn set_up(&self) -> Option<&AnyGame> {
        self.set_up.as_ref()
    }

    /// The position the match started from: undo goes back to it and no further.
    pub fn start_position(&self) -> AnyGame {
        self.set_up.clone().unwrap_or_else(|| self.setup.spec.start())
    }

    /// The moves played, in order.
    pub fn history(&self) -> &[AnyMove] {
        self.line.played()
    }

    /// Whether there is something to undo: a move, or a draw agreed or claimed.
    pub fn can_undo(&self) -> bool {
        self.ended.is_some() || !self.history().is_empty()
    }

    /// Whether there is a move to redo (none once the match ended without a move).
    pub fn can_redo(&self) -> bool {
        self.ended.is_none() && self.line.can_redo()
    }

    pub fn id(&self) -> u64 {
        self.id
    }

    /// The current position's stamp.
    pub fn stamp(&self) -> Stamp {
        Stamp { match_id: self.id, ply: self.ply() }
    }

    /// The side a rules player stands for.
    pub fn side_of(&self, player: Player) -> Side {
        match player {
            Player::One => self.first,
            Player::Two => self.first.other(),
        }
    }

    /// The side that made the move at `index` of the history (0: the first), as the position before it says:
    /// passes and moves again included.
    pub fn mover_at(&self, index: usize) -> Side {
        self.side_of(self.position_at(index).to_move())
    }

    pub fn side_to_move(&self) -> Side {
        self.side_of(self.position().to_move())
    }

    pub fn seat_to_move(&self) -> Seat {
        self.setup.seat(self.side_to_move())
    }

    /// Moves played so far.
    pub fn ply(&self) -> u32 {
        self.history().len() as u32
    }

    /// How the match ended: by the position, or without a move (a draw agreed or claimed, a side's time out).
    pub fn outcome(&self) -> Option<Outcome> {
        match self.ended {
            Some(Ending::Drawn(reason)) => Some(Outcome::DrawBy(reason)),
            Some(Ending::TimeOut(side)) => Some(self.position().time_out(self.player_of(side.other()))),
            None => self.position().outcome(),
        }
    }

    /// How the match ended without a move, if it did.
    pub fn ending(&self) -> Option<Ending> {
        self.ended
    }

    /// The rules' player a side stands for.
    pub fn player_of(&self, side: Side) -> Player {
        side.player(self.first)
    }

    /// The time control the match is played on, if any.
    pub fn time_control(&self) -> Option<super::TimeControl> {
        self.clocks.as_ref().map(Clocks::control)
    }

    /// `side`'s time left now, where the match is played on a clock.
    pub fn time_left(&self, side: Side) -> Option<Duration> {
        let clocks = self.clocks.as_ref()?;
        Some(clocks.left(side, self.history().len(), self.side_to_move()))
    }

    /// X's and O's time when the position after `ply` moves came (for a position under review), where the
    /// match is played on a clock.
    pub fn time_left_at(&self, ply: usize) -> Option<[Duration; 2]> {
        Some(self.clocks.as_ref()?.at(ply))
    }

    /// The side whose clock runs: the side to move in a match on a clock that is still going.
    pub fn clock_running(&self) -> Option<Side> {
        (self.clocks.is_some() && !self.is_over()).then(|| self.side_to_move())
    }

    /// `elapsed` of the side to move's time passes, where its clock runs ([`Match::clock_running`]); returns
    /// whether its time ran out, which ends the match ([`Ending::TimeOut`]): every answer computed for the
    /// position becomes stale, and undo takes the end back with the time used in the turn.
    pub fn tick(&mut self, elapsed: Duration) -> bool {
        let Some(side) = self.clock_running() else { return false };
        let ply = self.history().len();
        let Some(clocks) = self.clocks.as_mut() else { return false };
        if !clocks.tick(elapsed, ply, side) {
            return false;
        }
        self.ended = Some(Ending::TimeOut(side));
        self.id += 1;
        true
    }

    /// Whether the players may agree a draw now: the game has draw offers and is still going.
    pub fn may_agree_draw(&self) -> bool {
        self.setup.spec.draw_offers() && !self.is_over()
    }

    /// Ends the match in a draw the players agreed (an offer accepted), if they may ([`Match::may_agree_draw`]);
    /// returns whether it did. Every answer computed for the position becomes stale; undo takes it back.
    pub fn agree_draw(&mut self) -> bool {
        if !self.may_agree_draw() {
            return false;
        }
        self.ended = Some(Ending::Drawn(DrawReason::Agreement));
        self.id += 1;
        true
    }

    /// The draw the side to move may claim now ([`crate::rules::Family::claimable_draw`]), in a game still
    /// going.
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        self.position().claimable_draw().filter(|_| !self.is_over())
    }

    /// Ends the match in the draw the side to move claims, if it may ([`Match::claimable_draw`]); returns
    /// whether it did. As with a draw agreed, every answer computed for the position becomes stale and undo
    /// takes it back.
    pub fn claim_draw(&mut self) -> bool {
        let Some(reason) = self.claimable_draw() else { return false };
        self.ended = Some(Ending::Drawn(reason));
        self.id += 1;
        true
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The winner's side, if the game was won.
    pub fn winner(&self) -> Option<Side> {
        self.outcome().and_then(Outcome::winner).map(|p| self.side_of(p))
    }

    /// How the match ended, said from the side of the person at the screen; `None` while it goes on.
    pub fn verdict(&self) -> Option<Verdict> {
        self.outcome()?;
        let you = self.setup.against_computer().then(|| self.setup.people().next()).flatten();
        Some(match (self.winner(), you) {
            (None, _) => Verdict::Draw,
            (Some(winner), Some(you)) if winner == you => Verdict::YouWon,
            (Some(_), Some(_)) => Verdict::YouLost,
            (Some(winner), None) => Verdict::SideWon(winner),
        })
    }

    /// Whether it is a person's turn in a game still going.
    pub fn awaits_human(&self) -> bool {
        !self.is_over() && self.seat_to_move().is_human()
    }

    /// Whether some side is played by a person.
    pub fn has_human(&self) -> bool {
        self.setup.people().next().is_some()
    }

    /// The unfinished match as saved, if it has begun or was set up.
    pub fn saved(&self) -> Option<SavedGame> {
        let unfinished = !self.is_over() && (!self.history().is_empty() || self.set_up.is_some());
        unfinished.then(|| self.saved_at(self.history().len()))
    }

    /// The match as saved after its first `ply` moves (for a link to a position under review), finished or not.
    pub fn saved_at(&self, ply: usize) -> SavedGame {
        let moves = self.history()[..ply.min(self.history().len())].to_vec();
        // The end comes after the last move, so only a save of the whole match holds it.
        let whole = moves.len() == self.history().len();
        let agreed = whole && matches!(self.ended, Some(Ending::Drawn(_)));
        let time_out = match self.ended {
            Some(Ending::TimeOut(side)) if whole => Some(side),
            _ => None,
        };
        let time_left = match (&self.clocks, whole) {
            (Some(_), true) => Some([Side::X, Side::O].map(|side| self.time_left(side).unwrap_or_default())),
            _ => None,
        };
        SavedGame {
            setup: self.setup,
            first: self.first,
            start: self.set_up.clone(),
            moves,
            agreed,
            time_left,
            time_out,
        }
    }

    /// Plays `mv`, chosen by `by` for the position `at`, if it may be played there now.
    pub fn play(&mut self, mv: AnyMove, by: Chooser, at: Stamp) -> Result<Played, Refusal> {
        if at != self.stamp() {
            return Err(Refusal::Stale);
        }
        // The position may still have moves, but the players agreed to stop, one claimed a draw, or a time ran out.
        if self.ended.is_some() {
            return Err(Refusal::Illegal(IllegalMove::GameOver));
        }
        // Whose turn it is comes before the rules: a person's press during the computer's turn is told to wait,
        // not judged by the rules as if it were the computer's move. A finished game is the rules' to refuse.
        if !self.is_over() && (by == Chooser::Human) != self.seat_to_move().is_human() {
            return Err(Refusal::NotYourTurn);
        }
        self.position().check_move(mv).map_err(Refusal::Illegal)?;
        let side = self.side_to_move();
        let (ply, changes) = (self.ply(), self.position().changes(mv));
        self.line.play(mv);
        if let Some(clocks) = &mut self.clocks {
            clocks.played(ply as usize, side);
        }
        Ok(Played { mv, side, ply, changes, by, outcome: self.outcome() })
    }

    /// Where undo and redo stop: after every move between people or between computers; against the computer,
    /// where the person has a real choice at the start of a turn (see [`Line::turn_to_think`]).
    fn stops(&self) -> Stops {
        let person = self.setup.people().next().filter(|_| self.setup.against_computer());
        match person {
            Some(side) if side == self.first => Stops::TurnsOf(Player::One),
            Some(_) => Stops::TurnsOf(Player::Two),
            None => Stops::EveryMove,
        }
    }

    /// Takes back moves: one between people or between computers; against the computer, back to the last
    /// position where the person had a real choice at the start of a turn, or to the start. Returns how many.
    /// A draw agreed or claimed is taken back first, alone, as one: the match goes on from the position it was
    /// made in; but a draw the computer claimed on its own turn is taken back with the moves back to the
    /// person's (there, the computer would only claim again). A time that ran out is taken back as a draw is,
    /// with the time used in the turn. The clocks go back to where they stood.
    pub fn undo(&mut self) -> usize {
        if let Some(ending) = self.ended.take() {
            self.id += 1;
            if let Some(clocks) = &mut self.clocks {
                clocks.give_back();
            }
            let claimed_by_computer = matches!(ending, Ending::Drawn(reason) if reason != DrawReason::Agreement)
                && !self.seat_to_move().is_human();
            if claimed_by_computer && self.setup.against_computer() {
                return 1 + self.line.undo(self.stops());
            }
            return 1;
        }
        let (ply, to_move) = (self.history().len(), self.side_to_move());
        let undone = self.line.undo(self.stops());
        if undone > 0 {
            self.id += 1;
            if let Some(clocks) = &mut self.clocks {
                clocks.leave(ply, to_move);
            }
        }
        undone
    }

    /// Plays taken-back moves again, as many as [`Match::undo`] took: up to the next position where the person
    /// has a real choice (or the end). Returns how many.
    pub fn redo(&mut self) -> usize {
        if self.ended.is_some() {
            return 0;
        }
        let (ply, to_move) = (self.history().len(), self.side_to_move());
        let redone = self.line.redo(self.stops());
        if redone > 0 {
            self.id += 1;
            if let Some(clocks) = &mut self.clocks {
                clocks.leave(ply, to_move);
            }
        }
        redone
    }
}

#[cfg(test)]
mod tests;
