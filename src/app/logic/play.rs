//! The match being played, as a resource, and the one system that changes it. Human input and the computer
//! both write [`MoveChosen`]; [`apply_moves`] hands each to the core's [`Match::play`], which checks it
//! against the rules, the turn and the position it was chosen for, and announces what happened with
//! [`MoveApplied`], [`MoveRejected`], [`GameEnded`] and [`MatchReset`].

use std::ops::Deref;
use std::sync::Arc;

use bevy::prelude::*;

use super::screen::{Panel, Screen};
use crate::app::games::{self, Ahead, BoardLook, GameDescriptor, PieceStyle, SideName};
use crate::app::schedule::AppSystems;
use crate::app::words::Said;
use crate::rules::{AnyMove, GameSpec, Kind, Outcome, Piece, Place, Player};
use crate::session::{Chooser, Match, MatchSetup, Played, Refusal, SavedGame, Side, Stamp, Verdict};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Setup>();
    app.init_resource::<NextMatch>();
    app.init_resource::<CurrentMatch>();
    app.init_resource::<Review>();
    app.add_message::<MoveChosen>();
    app.add_message::<MoveApplied>();
    app.add_message::<MoveRejected>();
    app.add_message::<GameEnded>();
    app.add_message::<MatchReset>();
    app.add_message::<MatchAction>();
    app.add_message::<Told>();
    app.add_message::<Pasted>();
    app.add_systems(OnEnter(Screen::Playing), start_match);
    app.add_systems(
        Update,
        (apply_moves, handle_match_actions, handle_panel_actions, handle_review, share_position, share_game, paste)
            .chain()
            .in_set(AppSystems::ApplyMoves)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The position being reviewed, read-only, if any: the one after this many moves. The board shows it, the
/// match takes no moves meanwhile, and the computer holds the move it found.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Review(pub Option<u32>);

/// A run condition: the game is shown as it stands (not under review).
pub fn live(review: Res<Review>) -> bool {
    review.0.is_none()
}

/// How the match screen starts its match: a new one from the [`Setup`], or a saved one continued. Whoever
/// opens the screen says which (the menu's Start and Continue, a link, the explorer's way back); the screen is
/// entered with it, in one system ([`start_match`]), and everything that depends on the match runs after it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub enum NextMatch {
    #[default]
    New,
    // Boxed: a saved match is large beside the other variant.
    Resume(Box<SavedGame>),
}

/// What the player chose on the menu (the setup of the next match).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Deref, DerefMut)]
pub struct Setup(pub MatchSetup);

/// The match in play, and the descriptor of its game. Read it through `Deref` as a [`Match`]; it changes only
/// here and in the logic plugins, through the core's methods.
#[derive(Resource, Clone)]
pub struct CurrentMatch {
    game: Match,
    descriptor: Arc<dyn GameDescriptor>,
    /// The descriptor's board, asked once a match: it is data, the same all match long.
    board: Arc<BoardLook>,
}

impl Default for CurrentMatch {
    fn default() -> Self {
        let game = Match::default();
        let descriptor = games::seated(game.setup().spec, near(&game));
        Self { board: Arc::new(descriptor.board()), descriptor, game }
    }
}

/// Who sits nearest the screen in a match, so that the board turns to them: the person, where one person plays
/// the computer; else whoever moves first.
fn near(game: &Match) -> Player {
    let setup = game.setup();
    let player_of = |side: Side| if side == game.first() { Player::One } else { Player::Two };
    match (setup.x.is_human(), setup.o.is_human()) {
        (true, false) => player_of(Side::X),
        (false, true) => player_of(Side::O),
        _ => Player::One,
    }
}

impl Deref for CurrentMatch {
    type Target = Match;

    fn deref(&self) -> &Match {
        &self.game
    }
}

impl CurrentMatch {
    /// What the app knows of the game in play.
    pub fn descriptor(&self) -> &dyn GameDescriptor {
        self.descriptor.as_ref()
    }

    /// The player nearest the screen, to whom the board is turned (see [`near`]).
    pub fn near(&self) -> Player {
        near(&self.game)
    }

    /// What the game's board is made of and how it is used (see [`BoardLook`]).
    pub fn board(&self) -> &BoardLook {
        &self.board
    }

    /// What the game calls a side in this match (on a Go board, by the colour it plays).
    pub fn side_name(&self, side: Side) -> SideName {
        self.descriptor.side_name(side, Some(self.player_of(side)))
    }

    /// What the person at the screen calls whoever plays `side`: the messages `you` or `computer` where one
    /// person plays the computer ("You", "Computer"), else the side's own name.
    pub fn called(&self, side: Side, (you, computer): (&'static str, &'static str)) -> Said {
        let setup = self.game.setup();
        match setup.seat(side) {
            _ if !setup.against_computer() => self.side_name(side).said(),
            crate::session::Seat::Human => Said::new(you),
            crate::session::Seat::Computer(_) => Said::new(computer),
        }
    }

    /// How a piece on the board looks in this match: `count` pieces of `kind` owned by `side` (none: nobody's).
    pub fn look(&self, side: Option<Side>, kind: Kind, count: u16) -> PieceStyle {
        let owner = side.map(|side| self.player_of(side));
        self.descriptor.look(&Piece { owner, kind, count }, side)
    }

    /// How the pieces a side's moves put down look (a stone, a disc: its family's first kind): the piece about
    /// to be played under the pointer, the analysis' stones.
    pub fn side_look(&self, side: Side) -> PieceStyle {
        self.look(Some(side), Kind(0), 1)
    }

    /// How a move is written in the move list.
    pub fn move_text(&self, mv: AnyMove) -> String {
        self.descriptor.move_text(mv)
    }

    /// How the move list writes each move played, in its position where the game's notation reads one
    /// (chess's SAN).
    pub fn move_texts(&self) -> Vec<String> {
        self.descriptor.line_texts(&self.start_position(), self.history())
    }

    /// What `side` is ahead by in material after the first `ply` moves, where the game counts it (chess).
    pub fn ahead_at(&self, ply: usize, side: Side) -> Option<Ahead> {
        self.descriptor.ahead(&self.position_at(ply), self.player_of(side))
    }

    /// The name of the line that led to the position after the first `ply` moves (chess's opening), where the
    /// game names its lines.
    pub fn line_name_at(&self, ply: usize) -> Option<String> {
        self.descriptor.line_name(&self.position_at(ply))
    }

    /// How a move is named in a sentence: "cell 5", "column 4", "take 3", "h8".
    pub fn move_name(&self, mv: AnyMove) -> Said {
        self.descriptor.move_name(mv)
    }

    /// How a move of the current position is named in a sentence: as the move list would write it, where the
    /// game's notation reads the position (chess's SAN: "Nf3", "e8=Q"), otherwise as [`Self::move_name`] says.
    pub fn move_name_here(&self, mv: AnyMove) -> Said {
        match self.descriptor.line_texts(self.position(), &[mv]).pop() {
            Some(text) if text != self.descriptor.move_text(mv) => Said::new("move-square").text("square", text),
            _ => self.move_name(mv),
        }
    }

    /// Takes the descriptor of `spec`, its board turned to whoever sits nearest the screen.
    fn describe(&mut self, spec: GameSpec) {
        self.descriptor = games::seated(spec, near(&self.game));
        self.board = Arc::new(self.descriptor.board());
    }

    /// A new match from `setup`, the coin tossed for who moves first if need be.
    pub(super) fn restart(&mut self, setup: MatchSetup) {
        self.game.restart(setup, setup.first.resolve(&mut rand::rng()));
        self.describe(setup.spec);
    }

    /// This match again from its start (its set-up position, if it had one and the game is the same), the coin
    /// tossed again for who moves first if need be.
    pub(super) fn start_over(&mut self, setup: MatchSetup) {
        self.game.start_over(setup, setup.first.resolve(&mut rand::rng()));
        self.describe(setup.spec);
    }

    /// Continues a saved match; returns how many of its moves could not be replayed.
    pub(super) fn resume(&mut self, saved: &SavedGame) -> usize {
        let dropped = self.game.resume(saved);
        self.describe(saved.setup.spec);
        dropped
    }

    /// Ends the match in the draw the side to move claims, if it may (see [`Match::claim_draw`]): how it ended,
    /// for [`GameEnded`], if it did.
    pub(super) fn claim_draw(&mut self) -> Option<GameEnded> {
        if !self.game.claim_draw() {
            return None;
        }
        Some(GameEnded { outcome: self.outcome()?, verdict: self.verdict()? })
    }

    /// Time passes on the clock of the side to move (see [`Match::tick`]): how the match ended, for
    /// [`GameEnded`], if its time ran out.
    pub(super) fn tick(&mut self, elapsed: std::time::Duration) -> Option<GameEnded> {
        if !self.game.tick(elapsed) {
            return None;
        }
        Some(GameEnded { outcome: self.outcome()?, verdict: self.verdict()? })
    }

    /// Makes every answer computed for this match stale.
    pub(super) fn abandon(&mut self) {
        self.game.abandon();
    }

    /// Ends the match in a draw the players agreed, if they may (see [`Match::agree_draw`]): how it ended, for
    /// [`GameEnded`], if it did.
    pub(super) fn agree_draw(&mut self) -> Option<GameEnded> {
        if !self.game.agree_draw() {
            return None;
        }
        Some(GameEnded { outcome: self.outcome()?, verdict: self.verdict()? })
    }
}

/// A move someone wants to play at a given position of a given match.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveChosen {
    pub mv: AnyMove,
    pub by: Chooser,
    pub at: Stamp,
}

/// A move was played.
#[derive(Message, Clone, Debug, Deref)]
pub struct MoveApplied(pub Played);

/// A move was refused; the board and the HUD show a cue. (Stale moves are dropped without one.)
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveRejected {
    pub why: Refusal,
    /// Where the player tried to play, if on the board: the place pressed, or the refused move's cue.
    pub place: Option<Place>,
}

/// Something to tell the player for a moment (the HUD shows it in the status line).
#[derive(Message, Clone, Debug)]
pub struct Told(pub Said);

/// The game just ended.
#[derive(Message, Clone, Copy, Debug)]
pub struct GameEnded {
    pub outcome: Outcome,
    /// How it ended for the person at the screen: what the banner says and the sound plays.
    pub verdict: Verdict,
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
    /// Claim a draw where the rules let the person to move, or offer one, or accept the one offered (in games
    /// with draw offers; see [`super::draws`]).
    Draw,
    /// Show or hide every move's value (the analysis overlay).
    Analysis,
    /// Back to the menu.
    Menu,
    /// Open the pause menu, or close it (Escape).
    Pause,
    /// The settings, from the pause menu.
    Settings,
    /// How to play the match's game, from the pause menu.
    HowToPlay,
    /// Leave the game (native).
    Quit,
    /// Open the search explorer on the current position.
    Explore,
    /// Computer against computer: stop or go on.
    Autoplay,
    /// Computer against computer, paused: play one move.
    Step,
    /// Computer against computer: the next speed.
    Speed,
    /// Show the position after this many moves, read-only (the move list).
    ReviewAt(u32),
    /// Back from reviewing to the game as it stands.
    Live,
    /// The position's move string to the clipboard (a link, in a browser).
    CopyPosition,
    /// The whole match as a game record (PDN) to the clipboard (a download, in a browser), where the game has
    /// a record format.
    CopyGame,
    /// A position or moves from the clipboard (a prompt, in a browser): a match from there.
    Paste,
}

/// Text the player pasted into the match (see [`MatchAction::Paste`]): a position, moves or a link of its game,
/// to start a match from; what cannot be read is refused with the reason, and the match goes on as it was.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Pasted(pub String);

/// Starts a fresh match from the setup.
pub fn start_match(
    setup: Res<Setup>,
    mut next: ResMut<NextMatch>,
    mut game: ResMut<CurrentMatch>,
    mut reset: MessageWriter<MatchReset>,
    mut told: MessageWriter<Told>,
) {
    match std::mem::take(&mut *next) {
        NextMatch::New => game.restart(setup.0),
        NextMatch::Resume(saved) => {
            let dropped = game.resume(&saved);
            if dropped > 0 {
                warn!("{dropped} moves of the saved match could not be replayed");
                told.write(Told(Said::new("notice-replay-dropped").number("moves", dropped as i64)));
            }
        }
    }
    reset.write(MatchReset);
}

/// Plays each chosen move that the match accepts.
pub(super) fn apply_moves(
    mut chosen: MessageReader<MoveChosen>,
    mut game: ResMut<CurrentMatch>,
    mut applied: MessageWriter<MoveApplied>,
    mut rejected: MessageWriter<MoveRejected>,
    mut ended: MessageWriter<GameEnded>,
) {
    for &MoveChosen { mv, by, at } in chosen.read() {
        let place = game.position().cue(mv).start();
        let played = match game.game.play(mv, by, at) {
            Ok(played) => played,
            Err(Refusal::Stale) => {
                debug!("dropping a move chosen for an earlier position: {mv:?}");
                continue;
            }
            Err(why) => {
                // A computer move is never refused unless the engine is broken; say so in the log, not to the user.
                if by == Chooser::Computer {
                    error!("the computer chose a refused move {mv:?}: {why}");
                }
                rejected.write(MoveRejected { why, place });
                continue;
            }
        };
        // A line per move in the log (the browser's console on the web): what the web test reads.
        let side = game.side_name(played.side).english();
        info!("move {}: {side} ({by:?}) plays {}", game.ply(), game.move_text(mv));
        let outcome = played.outcome;
        applied.write(MoveApplied(played));
        if let (Some(outcome), Some(verdict)) = (outcome, game.verdict()) {
            match game.winner() {
                Some(winner) => info!("game over: {} wins", game.side_name(winner).english()),
                None => info!("game over: {outcome:?}"),
            }
            ended.write(GameEnded { outcome, verdict });
        }
    }
}

/// Copy position: the moves so far (or up to the position reviewed) to the clipboard, or a link in the page.
fn share_position(
    mut actions: MessageReader<MatchAction>,
    game: Res<CurrentMatch>,
    review: Res<Review>,
    mut told: MessageWriter<Told>,
) {
    if !actions.read().any(|a| *a == MatchAction::CopyPosition) {
        return;
    }
    let shown = review.0.map_or(game.history().len(), |ply| ply as usize);
    let saved = game.saved_at(shown);
    // A match set up from a position is copied as the position shown, in the game's position notation; one
    // played from the start as its moves, which say more.
    let set_up = game.set_up().and_then(|_| game.position_at(shown).setup_text());
    let text = set_up.unwrap_or_else(|| game.setup().spec.moves_text(&saved.moves));
    let said = match super::platform::share_position(&text, &crate::session::link::query_for(&saved)) {
        Ok(said) => said,
        Err(why) => Said::new("notice-copy-failed").text("why", why),
    };
    told.write(Told(said));
}

/// Copy game: the whole match as a game record of its family's format (checkers' PDN, dated today), on the
/// clipboard natively, a file to download in a browser; whatever position is being reviewed.
fn share_game(mut actions: MessageReader<MatchAction>, game: Res<CurrentMatch>, mut told: MessageWriter<Told>) {
    if !actions.read().any(|a| *a == MatchAction::CopyGame) {
        return;
    }
    let Some(format) = game.setup().spec.record_format() else {
        return;
    };
    let now = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let Some(text) = game.saved_at(game.history().len()).record(&crate::rules::record::date_tag(now)) else {
        return;
    };
    let file = format!("minimax-arcade.{}", format.extension);
    let said = match super::platform::export_text(&file, "text/plain", &text) {
        Ok(said) => said,
        Err(why) => Said::new("notice-copy-failed").text("why", why),
    };
    told.write(Told(said));
}

/// Paste: the clipboard's text (a browser asks for it in a prompt) as [`Pasted`], and pasted text read into a
/// new match from there, begun as any continued match is (the screen entered again with [`NextMatch::Resume`]:
/// a link may name another game, whose board and buttons are not these). A text that cannot be read is refused
/// in the status line; nothing else changes.
fn paste(
    mut actions: MessageReader<MatchAction>,
    mut pasted: MessageReader<Pasted>,
    game: Res<CurrentMatch>,
    words: Res<crate::app::words::Words>,
    (mut setup, mut next): (ResMut<Setup>, ResMut<NextMatch>),
    mut next_screen: ResMut<NextState<Screen>>,
    mut told: MessageWriter<Told>,
) {
    let mut texts: Vec<String> = pasted.read().map(|p| p.0.clone()).collect();
    if actions.read().any(|a| *a == MatchAction::Paste) {
        match super::platform::paste_text(&words.get("paste-prompt")) {
            Ok(Some(text)) => texts.push(text),
            Ok(None) => {}
            Err(why) => _ = told.write(Told(Said::new("notice-paste-refused").text("why", why))),
        }
    }
    // The last text that reads is the match to start.
    for text in texts {
        match crate::session::pasted(&text, *game.setup(), game.first()) {
            Ok(saved) => {
                // The menu's choices follow the pasted game, its coin toss kept.
                setup.0 = crate::session::MatchSetup { first: setup.first, ..saved.setup };
                *next = NextMatch::Resume(Box::new(saved));
                next_screen.set(Screen::Playing);
                told.write(Told(Said::new("notice-pasted")));
            }
            Err(why) => _ = told.write(Told(Said::new("notice-paste-refused").text("why", why))),
        }
    }
}

/// Moving through the game's past (the move list, the arrow keys while reviewing) and back to the present.
/// Any change to the match ends a review. The board is redrawn for the position shown.
fn handle_review(
    mut actions: MessageReader<MatchAction>,
    mut applied: MessageReader<MoveApplied>,
    game: Res<CurrentMatch>,
    mut review: ResMut<Review>,
    mut reset: MessageWriter<MatchReset>,
) {
    let before = review.0;
    if applied.read().count() > 0 {
        review.0 = None;
    }
    for action in actions.read() {
        review.0 = match *action {
            MatchAction::ReviewAt(ply) if ply < game.ply() => Some(ply),
            MatchAction::ReviewAt(_) | MatchAction::Live => None,
            // Escape leaves a review before it pauses anything.
            MatchAction::Pause if review.0.is_some() => None,
            MatchAction::Restart | MatchAction::Undo | MatchAction::Redo | MatchAction::Menu => None,
            _ => review.0,
        };
    }
    if review.0 != before {
        reset.write(MatchReset);
    }
}

/// The pause menu and what it offers: Escape opens it and closes it (from the settings or How to play, goes
/// back to it); Settings and How to play open over it; Quit leaves the game. Restart and Menu close it as they
/// act.
fn handle_panel_actions(
    mut actions: MessageReader<MatchAction>,
    mut panel: ResMut<Panel>,
    review: Res<Review>,
    game: Res<CurrentMatch>,
    mut exit: MessageWriter<AppExit>,
) {
    for action in actions.read() {
        *panel = match (*action, *panel) {
            // Escape while reviewing goes back to the game, not to the pause menu.
            (MatchAction::Pause, Panel::None) if review.0.is_some() => Panel::None,
            (MatchAction::Pause, Panel::None) => Panel::Pause,
            (MatchAction::Pause, Panel::Settings { from_pause: true } | Panel::HowToPlay { from_pause: true, .. }) => {
                Panel::Pause
            }
            (MatchAction::Pause, _) => Panel::None,
            (MatchAction::Settings, _) => Panel::Settings { from_pause: true },
            (MatchAction::HowToPlay, _) => Panel::HowToPlay { spec: game.setup().spec, from_pause: true },
            (MatchAction::Restart | MatchAction::Menu, _) => Panel::None,
            (MatchAction::Quit, _) => {
                exit.write(AppExit::Success);
                Panel::None
            }
            (_, panel) => panel,
        };
    }
}

/// Restart, undo, redo and leaving for the menu.
pub(super) fn handle_match_actions(
    mut actions: MessageReader<MatchAction>,
    setup: Res<Setup>,
    mut game: ResMut<CurrentMatch>,
    mut reset: MessageWriter<MatchReset>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        let changed = match action {
            MatchAction::Restart => {
                game.start_over(setup.0);
                true
            }
            MatchAction::Undo => game.game.undo() > 0,
            MatchAction::Redo => game.game.redo() > 0,
            MatchAction::Menu => {
                // A new id makes any search still running for this match stale.
                game.abandon();
                next_screen.set(Screen::Menu);
                false
            }
            // The explorer opens itself on the match's position.
            MatchAction::Explore
            | MatchAction::Hint
            | MatchAction::Draw
            | MatchAction::Analysis
            | MatchAction::Pause
            | MatchAction::Settings
            | MatchAction::HowToPlay
            | MatchAction::Quit
            | MatchAction::Autoplay
            | MatchAction::Step
            | MatchAction::Speed
            | MatchAction::ReviewAt(_)
            | MatchAction::Live
            | MatchAction::CopyPosition
            | MatchAction::CopyGame
            | MatchAction::Paste => false,
        };
        if changed {
            reset.write(MatchReset);
        }
    }
}
