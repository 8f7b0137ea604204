//! The match being played: who sits on each side, the position, its history, and the one system that
//! changes the position (`apply_moves`). Human input and the computer both write [`MoveChosen`]; this
//! plugin validates every such move against the rules and the match, applies it, and announces what
//! happened with [`MoveApplied`], [`MoveRejected`], [`GameEnded`] and [`MatchReset`].

use crate::ai::Level;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, IllegalMove, Outcome, Player};
use bevy::prelude::*;

use super::AppSystems;
use super::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.init_resource::<Match>();
    app.add_message::<MoveChosen>();
    app.add_message::<MoveApplied>();
    app.add_message::<MoveRejected>();
    app.add_message::<GameEnded>();
    app.add_message::<MatchReset>();
    app.add_message::<MatchAction>();
    app.add_systems(OnEnter(Screen::Playing), start_match);
    app.add_systems(
        Update,
        (apply_moves, handle_match_actions).chain().in_set(AppSystems::ApplyMoves).run_if(in_state(Screen::Playing)),
    );
}

/// One of the two sides of a board. Tic-Tac-Toe calls them X and O; other games name them their own way
/// (see [`Side::name`]).
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

    /// What the game calls this side.
    pub fn name(self, spec: GameSpec) -> &'static str {
        match (spec, self) {
            (GameSpec::Mnk(_), Side::X) => "X",
            (GameSpec::Mnk(_), Side::O) => "O",
            (GameSpec::Gravity(_), Side::X) => "Red",
            (GameSpec::Gravity(_), Side::O) => "Yellow",
            (GameSpec::Bones { .. }, Side::X) => "Player 1",
            (GameSpec::Bones { .. }, Side::O) => "Player 2",
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

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FirstMove {
    Side(Side),
    /// Decided by a coin toss at the start of each match.
    Random,
}

/// What the player chose on the menu: the game, who sits where, who starts.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    pub spec: GameSpec,
    pub x: Seat,
    pub o: Seat,
    pub first: FirstMove,
}

impl Default for MatchSetup {
    /// You (X) against the perfect computer (O) at Tic-Tac-Toe, you first.
    fn default() -> Self {
        Self {
            spec: GameSpec::TIC_TAC_TOE,
            x: Seat::Human,
            o: Seat::Computer(Level::Perfect),
            first: FirstMove::Side(Side::X),
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
}

/// The match in play.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// Changes whenever the position changes other than by a move (new match, restart, undo, redo), so that a
    /// computer move or hint computed for an older position is recognised and dropped.
    pub id: u64,
    pub setup: MatchSetup,
    /// The side that moved first (the rules' player One).
    pub first: Side,
    pub position: AnyGame,
    /// The moves played, in order.
    pub history: Vec<AnyMove>,
    /// Moves taken back, the most recent last, for redo.
    pub redo: Vec<AnyMove>,
}

impl Default for Match {
    fn default() -> Self {
        Self::new(MatchSetup::default(), Side::X, 0)
    }
}

impl Match {
    pub fn new(setup: MatchSetup, first: Side, id: u64) -> Self {
        Self { id, setup, first, position: setup.spec.start(), history: Vec::new(), redo: Vec::new() }
    }

    /// The side a rules player stands for.
    pub fn side_of(&self, player: Player) -> Side {
        match player {
            Player::One => self.first,
            Player::Two => self.first.other(),
        }
    }

    pub fn side_to_move(&self) -> Side {
        self.side_of(self.position.to_move())
    }

    pub fn seat_to_move(&self) -> Seat {
        self.setup.seat(self.side_to_move())
    }

    /// Moves played so far.
    pub fn ply(&self) -> u32 {
        self.history.len() as u32
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The winner's side, if the game was won.
    pub fn winner(&self) -> Option<Side> {
        match self.outcome() {
            Some(Outcome::Win(p)) => Some(self.side_of(p)),
            _ => None,
        }
    }

    /// Whether it is a human's turn in a game still going.
    pub fn awaits_human(&self) -> bool {
        !self.is_over() && self.seat_to_move().is_human()
    }

    /// Whether some side is played by a person.
    pub fn has_human(&self) -> bool {
        self.setup.x.is_human() || self.setup.o.is_human()
    }

    fn play(&mut self, mv: AnyMove) {
        self.position.play(mv);
        self.history.push(mv);
    }

    /// Takes back moves until a person is to move again (in human against computer, that is the computer's
    /// reply and the person's move), or one move when nobody or everybody is human. Returns how many.
    pub fn undo(&mut self) -> usize {
        let mut undone = 0;
        while let Some(mv) = self.history.pop() {
            self.position.undo(mv);
            self.redo.push(mv);
            undone += 1;
            let mixed = self.has_human() && !(self.setup.x.is_human() && self.setup.o.is_human());
            if !mixed || self.seat_to_move().is_human() {
                break;
            }
        }
        if undone > 0 {
            self.id += 1;
        }
        undone
    }

    /// Plays taken-back moves again, as many as [`Match::undo`] took. Returns how many.
    pub fn redo(&mut self) -> usize {
        let mut redone = 0;
        while let Some(mv) = self.redo.pop() {
            if self.position.check_move(mv).is_err() {
                self.redo.clear();
                break;
            }
            self.play(mv);
            redone += 1;
            let mixed = self.has_human() && !(self.setup.x.is_human() && self.setup.o.is_human());
            if !mixed || self.seat_to_move().is_human() || self.is_over() {
                break;
            }
        }
        if redone > 0 {
            self.id += 1;
        }
        redone
    }
}

/// Who chose a move: moves are checked against the seat of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    Human,
    Computer,
}

/// A move someone wants to play at a given point of a given match.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveChosen {
    pub mv: AnyMove,
    pub by: Chooser,
    pub match_id: u64,
    pub ply: u32,
}

/// A move was played.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveApplied {
    pub mv: AnyMove,
    pub side: Side,
    /// The cell the stone went to, on board games.
    pub cell: Option<usize>,
    pub by: Chooser,
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The rules forbid it.
    Illegal(IllegalMove),
    /// It is the computer's turn.
    NotYourTurn,
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejection::Illegal(why) => write!(f, "{}", capitalise(&why.to_string())),
            Rejection::NotYourTurn => f.write_str("Wait for the computer's move"),
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A move was refused; the board and the HUD show a cue.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveRejected {
    pub why: Rejection,
    /// Where the player tried to play, if on the board.
    pub cell: Option<usize>,
}

/// The game just ended.
#[derive(Message, Clone, Copy, Debug)]
pub struct GameEnded {
    pub outcome: Outcome,
}

/// The position changed other than by one move: everything drawn from it is rebuilt.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct MatchReset;

/// What the buttons and keys of the match ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchAction {
    /// A new game with the same setup.
    Restart,
    Undo,
    Redo,
    /// Show the computer's recommendation for the person to move.
    Hint,
    /// Back to the menu.
    Menu,
    /// Computer against computer: stop or go on.
    Pause,
    /// Computer against computer, paused: play one move.
    Step,
    /// Computer against computer: the next speed.
    Speed,
}

/// Who moves first in a new match: the setup's choice, or a coin toss.
fn first_side(setup: &MatchSetup) -> Side {
    match setup.first {
        FirstMove::Side(side) => side,
        FirstMove::Random => {
            if rand::random::<bool>() {
                Side::X
            } else {
                Side::O
            }
        }
    }
}

/// Starts a fresh match from the setup.
pub fn start_match(setup: Res<MatchSetup>, mut game: ResMut<Match>, mut reset: MessageWriter<MatchReset>) {
    let id = game.id + 1;
    *game = Match::new(*setup, first_side(&setup), id);
    reset.write(MatchReset);
}

/// Validates each chosen move and plays it.
fn apply_moves(
    mut chosen: MessageReader<MoveChosen>,
    mut game: ResMut<Match>,
    mut applied: MessageWriter<MoveApplied>,
    mut rejected: MessageWriter<MoveRejected>,
    mut ended: MessageWriter<GameEnded>,
) {
    for &MoveChosen { mv, by, match_id, ply } in chosen.read() {
        if match_id != game.id || ply != game.ply() {
            debug!("dropping a move chosen for an earlier position: {mv:?}");
            continue;
        }
        let cell = game.position.target_cell(mv);
        let seat_is_human = game.seat_to_move().is_human();
        let refusal = match game.position.check_move(mv) {
            Err(why) => Some(Rejection::Illegal(why)),
            Ok(()) if (by == Chooser::Human) != seat_is_human => Some(Rejection::NotYourTurn),
            Ok(()) => None,
        };
        if let Some(why) = refusal {
            // A computer move is never illegal unless the engine is broken; say so in the log, not to the user.
            if by == Chooser::Computer {
                error!("the computer chose a refused move {mv:?}: {why}");
            }
            rejected.write(MoveRejected { why, cell });
            continue;
        }
        let side = game.side_to_move();
        game.play(mv);
        game.redo.clear();
        // A line per move in the log (the browser's console on the web): what the web test reads.
        let spec = game.setup.spec;
        info!("move {}: {} ({by:?}) plays {}", game.ply(), side.name(spec), spec.move_text(mv));
        applied.write(MoveApplied { mv, side, cell, by });
        if let Some(outcome) = game.outcome() {
            match game.winner() {
                Some(winner) => info!("game over: {} wins", winner.name(spec)),
                None => info!("game over: {outcome:?}"),
            }
            ended.write(GameEnded { outcome });
        }
    }
}

/// Restart, undo, redo and leaving for the menu.
fn handle_match_actions(
    mut actions: MessageReader<MatchAction>,
    setup: Res<MatchSetup>,
    mut game: ResMut<Match>,
    mut reset: MessageWriter<MatchReset>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        match action {
            MatchAction::Restart => {
                let id = game.id + 1;
                *game = Match::new(*setup, first_side(&setup), id);
                reset.write(MatchReset);
            }
            MatchAction::Undo => {
                if game.undo() > 0 {
                    reset.write(MatchReset);
                }
            }
            MatchAction::Redo => {
                if game.redo() > 0 {
                    reset.write(MatchReset);
                }
            }
            MatchAction::Menu => {
                // A new id makes any search still running for this match stale.
                game.id += 1;
                next_screen.set(Screen::Menu);
            }
            MatchAction::Hint | MatchAction::Pause | MatchAction::Step | MatchAction::Speed => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(x: Seat, o: Seat) -> MatchSetup {
        MatchSetup { x, o, ..MatchSetup::default() }
    }

    #[test]
    fn sides_follow_who_moved_first() {
        let game = Match::new(MatchSetup::default(), Side::O, 1);
        assert_eq!(game.side_to_move(), Side::O);
        assert_eq!(game.seat_to_move(), Seat::Computer(Level::Perfect));
        assert!(!game.awaits_human());
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_pair() {
        let mut game = Match::new(setup(Seat::Human, Seat::Computer(Level::Easy)), Side::X, 1);
        for cell in [4, 0, 8] {
            game.play(AnyMove::Cell(cell));
        }
        // The computer (O) is to move after the human's third stone: one undo takes back just that stone.
        assert_eq!(game.undo(), 1);
        assert_eq!(game.history.len(), 2);
        // Now the human is to move: undo takes back the computer's reply and the human's move before it.
        assert_eq!(game.undo(), 2);
        assert!(game.history.is_empty());
        assert_eq!(game.undo(), 0);
        assert_eq!(game.redo(), 2);
        assert_eq!(game.history, vec![AnyMove::Cell(4), AnyMove::Cell(0)]);
        assert_eq!(game.id, 4, "every undo and redo makes earlier searches stale");
    }

    #[test]
    fn undo_between_people_takes_back_one_move() {
        let mut game = Match::new(setup(Seat::Human, Seat::Human), Side::X, 1);
        game.play(AnyMove::Cell(4));
        game.play(AnyMove::Cell(0));
        assert_eq!(game.undo(), 1);
        assert_eq!(game.redo(), 1);
        assert_eq!(game.history.len(), 2);
    }
}
