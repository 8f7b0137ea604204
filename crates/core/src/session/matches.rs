//! [`Match`]: the match in play, its rules of play, and what it says about how it ended.

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
    /// Whether the players agreed a draw in the position the line ends at: the match is over without a move
    /// (see [`Match::agree_draw`]).
    agreed: bool,
}

impl Default for Match {
    fn default() -> Self {
        Self::new(MatchSetup::default(), Side::X)
    }
}

impl Match {
    /// A fresh match; `first` is the side that moves first.
    pub fn new(setup: MatchSetup, first: Side) -> Self {
        Self { id: 0, setup, first, set_up: None, line: Line::new(setup.spec.start()), number: 0, agreed: false }
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
        // The draw agreed after the moves, where they could all be replayed and the game has draw offers.
        self.agreed = saved.agreed && self.may_agree_draw();
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

    /// Whether there is something to undo: a move, or a draw agreed.
    pub fn can_undo(&self) -> bool {
        self.agreed || !self.history().is_empty()
    }

    /// Whether there is a move to redo (none once a draw is agreed: the match is over).
    pub fn can_redo(&self) -> bool {
        !self.agreed && self.line.can_redo()
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

    /// How the match ended: by the position, or by the players' agreement.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.agreed { Some(Outcome::DrawBy(DrawReason::Agreement)) } else { self.position().outcome() }
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
        self.agreed = true;
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
        // The agreement comes after the last move, so only a save of the whole match holds it.
        let agreed = self.agreed && moves.len() == self.history().len();
        SavedGame { setup: self.setup, first: self.first, start: self.set_up.clone(), moves, agreed }
    }

    /// Plays `mv`, chosen by `by` for the position `at`, if it may be played there now.
    pub fn play(&mut self, mv: AnyMove, by: Chooser, at: Stamp) -> Result<Played, Refusal> {
        if at != self.stamp() {
            return Err(Refusal::Stale);
        }
        // The position may still have moves, but the players agreed to stop.
        if self.agreed {
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
    /// A draw agreed is taken back first, alone, as one: the match goes on from the position it was agreed in.
    pub fn undo(&mut self) -> usize {
        if self.agreed {
            self.agreed = false;
            self.id += 1;
            return 1;
        }
        let undone = self.line.undo(self.stops());
        if undone > 0 {
            self.id += 1;
        }
        undone
    }

    /// Plays taken-back moves again, as many as [`Match::undo`] took: up to the next position where the person
    /// has a real choice (or the end). Returns how many.
    pub fn redo(&mut self) -> usize {
        if self.agreed {
            return 0;
        }
        let redone = self.line.redo(self.stops());
        if redone > 0 {
            self.id += 1;
        }
        redone
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::GameSpec;
    use crate::session::FirstMove;

    fn setup(x: Seat, o: Seat) -> MatchSetup {
        MatchSetup { x, o, ..MatchSetup::default() }
    }

    fn human_plays(game: &mut Match, cell: u16) -> Result<Played, Refusal> {
        let at = game.stamp();
        game.play(AnyMove::Cell(cell), Chooser::Human, at)
    }

    fn computer_plays(game: &mut Match, cell: u16) -> Result<Played, Refusal> {
        let at = game.stamp();
        game.play(AnyMove::Cell(cell), Chooser::Computer, at)
    }

    #[test]
    fn sides_follow_who_moved_first() {
        let game = Match::new(MatchSetup::default(), Side::O);
        assert_eq!(game.side_to_move(), Side::O);
        assert_eq!(game.seat_to_move(), Seat::Computer(Level::Perfect));
        assert!(!game.awaits_human());
    }

    #[test]
    fn moves_are_checked_against_the_rules_the_turn_and_the_position() {
        let mut game = Match::new(setup(Seat::Human, Seat::Computer(Level::Easy)), Side::X);
        let before = game.stamp();
        let played = human_plays(&mut game, 4).unwrap();
        assert_eq!((played.side, played.ply, played.outcome), (Side::X, 0, None));
        let stone = crate::rules::Piece::of(Player::One, crate::rules::grid_game::STONE);
        assert_eq!(played.changes, vec![vec![crate::rules::Change::Put { place: 4, piece: stone }]], "on cell 5");
        assert_eq!(human_plays(&mut game, 0), Err(Refusal::NotYourTurn));
        // Out of turn, even a move the rules would refuse is told to wait: the rules are the side to move's.
        assert_eq!(human_plays(&mut game, 4), Err(Refusal::NotYourTurn));
        assert_eq!(computer_plays(&mut game, 4), Err(Refusal::Illegal(crate::rules::grid_game::OCCUPIED)));
        assert_eq!(game.play(AnyMove::Cell(0), Chooser::Computer, before), Err(Refusal::Stale));
        assert_eq!(computer_plays(&mut game, 9), Err(Refusal::Illegal(IllegalMove::OffBoard)));
        assert_eq!(computer_plays(&mut game, 0).map(|p| p.side), Ok(Side::O));
        assert_eq!(game.history(), &[AnyMove::Cell(4), AnyMove::Cell(0)]);
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_pair() {
        let mut game = Match::new(setup(Seat::Human, Seat::Computer(Level::Easy)), Side::X);
        human_plays(&mut game, 4).unwrap();
        computer_plays(&mut game, 0).unwrap();
        human_plays(&mut game, 8).unwrap();
        let id = game.id();
        // The computer (O) is to move after the person's third stone: one undo takes back just that stone.
        assert_eq!(game.undo(), 1);
        assert_eq!(game.history().len(), 2);
        // Now the person is to move: undo takes back the computer's reply and the person's move before it.
        assert_eq!(game.undo(), 2);
        assert!(game.history().is_empty());
        assert_eq!(game.undo(), 0);
        assert!(game.can_redo());
        assert_eq!(game.redo(), 2);
        assert_eq!(game.history(), &[AnyMove::Cell(4), AnyMove::Cell(0)]);
        assert_eq!(game.id(), id + 3, "every undo and redo makes earlier searches stale");
        assert_eq!(game.number(), 0, "but it is still the same game");
        assert_eq!(game.position_at(1).plies(), 1);
        assert_eq!(game.position_at(99), *game.position());
        // A new move forgets what could be redone.
        human_plays(&mut game, 8).unwrap();
        assert!(!game.can_redo());
    }

    #[test]
    fn undo_between_people_takes_back_one_move() {
        let mut game = Match::new(setup(Seat::Human, Seat::Human), Side::X);
        human_plays(&mut game, 4).unwrap();
        human_plays(&mut game, 0).unwrap();
        assert_eq!(game.undo(), 1);
        assert_eq!(game.redo(), 1);
        assert_eq!(game.history().len(), 2);
    }

    #[test]
    fn the_verdict_is_told_from_the_viewers_side() {
        // X: 1 2 3 across the top; O: 4 5.
        let finish = |setup: MatchSetup| {
            let mut game = Match::new(setup, Side::X);
            for (i, cell) in [0, 3, 1, 4, 2].into_iter().enumerate() {
                let by = if setup.seat(if i % 2 == 0 { Side::X } else { Side::O }).is_human() {
                    Chooser::Human
                } else {
                    Chooser::Computer
                };
                let at = game.stamp();
                game.play(AnyMove::Cell(cell), by, at).unwrap();
            }
            game.verdict()
        };
        let computer = Seat::Computer(Level::Hard);
        assert_eq!(finish(setup(Seat::Human, computer)), Some(Verdict::YouWon));
        assert_eq!(finish(setup(computer, Seat::Human)), Some(Verdict::YouLost));
        assert_eq!(finish(setup(Seat::Human, Seat::Human)), Some(Verdict::SideWon(Side::X)));
        assert_eq!(finish(setup(computer, computer)), Some(Verdict::SideWon(Side::X)));
        assert_eq!(Match::default().verdict(), None);
    }

    #[test]
    fn a_draw_agreed_ends_the_match_without_a_move_and_undo_takes_it_back() {
        let people = MatchSetup { spec: GameSpec::CHECKERS, ..setup(Seat::Human, Seat::Human) };
        let mut game = Match::new(people, Side::X);
        let moves = GameSpec::CHECKERS.parse_moves("11-15,23-19").unwrap();
        for &mv in &moves {
            let at = game.stamp();
            game.play(mv, Chooser::Human, at).unwrap();
        }
        assert!(game.may_agree_draw());
        let id = game.id();
        assert!(game.agree_draw());
        assert_eq!(game.outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
        assert_eq!(game.verdict(), Some(Verdict::Draw));
        assert!(game.id() > id, "a search for the position is stale once the draw is agreed");
        assert!(!game.may_agree_draw() && !game.agree_draw(), "a match ends once");
        // No move is played after it, though the position has moves.
        let mut moves_there = Vec::new();
        game.position().legal_moves(&mut moves_there);
        let next = moves_there[0];
        let at = game.stamp();
        assert_eq!(game.play(next, Chooser::Human, at), Err(Refusal::Illegal(IllegalMove::GameOver)));
        // Kept in the whole match's save, not in one of a position before it; a finished match is not saved to
        // be continued, and one resumed from such a save is over.
        assert!(game.saved_at(2).agreed && !game.saved_at(1).agreed);
        assert_eq!(game.saved(), None);
        let mut again = Match::default();
        assert_eq!(again.resume(&game.saved_at(2)), 0);
        assert_eq!(again.outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
        // Undo takes back the agreement alone; the match goes on from the same position.
        assert!(game.can_undo());
        assert_eq!(game.undo(), 1);
        assert_eq!((game.outcome(), game.history()), (None, &moves[..]));
        assert!(game.may_agree_draw());
        // A game without draw offers never ends this way.
        let mut tic_tac_toe = Match::new(setup(Seat::Human, Seat::Human), Side::X);
        assert!(!tic_tac_toe.may_agree_draw() && !tic_tac_toe.agree_draw());
        assert_eq!(tic_tac_toe.outcome(), None);
    }

    #[test]
    fn a_saved_match_resumes_with_its_own_setup_and_moves() {
        let c4 = MatchSetup { spec: GameSpec::CONNECT_FOUR, first: FirstMove::Side(Side::O), ..MatchSetup::default() };
        let moves = GameSpec::CONNECT_FOUR.parse_moves("4453").unwrap();
        let saved = SavedGame { setup: c4, first: Side::O, start: None, moves: moves.clone(), agreed: false };
        let mut game = Match::default();
        let id = game.id();
        assert_eq!(game.resume(&saved), 0);
        assert_eq!((game.setup().spec, game.first(), game.history()), (GameSpec::CONNECT_FOUR, Side::O, &moves[..]));
        assert!(game.id() > id);
        assert_eq!(game.saved(), Some(saved.clone()));
        // A damaged save: the moves after the first illegal one are dropped, and counted.
        let damaged = SavedGame { moves: vec![AnyMove::Column(0), AnyMove::Column(9), AnyMove::Column(1)], ..saved };
        assert_eq!(game.resume(&damaged), 2);
        assert_eq!(game.history(), &[AnyMove::Column(0)]);
    }

    #[test]
    fn a_match_set_up_from_a_position_starts_there_and_undo_stops_there() {
        // Nim on 3-4-5 set up as heaps 1, 4 and 0 with Two to move: O moves first, since X stands for One.
        let nim = MatchSetup { spec: GameSpec::NIM, ..setup(Seat::Computer(Level::Easy), Seat::Human) };
        let start = GameSpec::NIM.read_setup("1-4-0 2").unwrap();
        let saved =
            SavedGame { setup: nim, first: Side::X, start: Some(start.clone()), moves: Vec::new(), agreed: false };
        let mut game = Match::default();
        assert_eq!(game.resume(&saved), 0);
        assert_eq!((game.position(), game.set_up(), game.side_to_move()), (&start, Some(&start), Side::O));
        assert!(game.awaits_human());
        assert_eq!(game.saved(), Some(saved.clone()), "a set-up match is worth saving before its first move");
        let take = |heap, bones| AnyMove::HeapTake(crate::rules::nim::HeapTake { heap, bones });
        let at = game.stamp();
        game.play(take(1, 2), Chooser::Human, at).unwrap();
        let at = game.stamp();
        game.play(take(1, 1), Chooser::Computer, at).unwrap();
        assert_eq!(game.position_at(0), start, "the review starts from the set-up position");
        assert_eq!((game.mover_at(0), game.mover_at(1)), (Side::O, Side::X), "the list says who moved");
        assert_eq!(game.saved().unwrap().moves, [take(1, 2), take(1, 1)]);
        assert_eq!(game.saved().unwrap().start, Some(start.clone()));
        // Undo goes back to the set-up position and no further.
        assert_eq!(game.undo(), 2);
        assert_eq!(game.position(), &start);
        assert_eq!(game.undo(), 0);
        // Starting over plays it again from there; another game starts from its own start.
        let at = game.stamp();
        game.play(take(1, 2), Chooser::Human, at).unwrap();
        game.start_over(nim, Side::X);
        assert_eq!((game.position(), game.history().len(), game.set_up()), (&start, 0, Some(&start)));
        game.start_over(MatchSetup { spec: GameSpec::TIC_TAC_TOE, ..nim }, Side::X);
        assert_eq!((game.set_up(), game.position()), (None, &GameSpec::TIC_TAC_TOE.start()));
        // A start of another game is not used, nor the moves played from it.
        let moves = vec![take(1, 1)];
        let wrong = SavedGame { start: Some(GameSpec::TIC_TAC_TOE.start()), moves, ..saved };
        assert_eq!(game.resume(&wrong), 1);
        assert_eq!((game.set_up(), game.position()), (None, &GameSpec::NIM.start()));
    }
}
