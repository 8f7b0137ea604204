//! The computer player. When the computer is to move (or the person asks for a hint), a search is spawned on
//! Bevy's `AsyncComputeTaskPool` as an [`AiSearch`] entity holding the task; another system polls it each
//! frame and, once it answers, writes the move as a [`MoveChosen`] (or the hint as a [`Hint`]). The move goes
//! through the same validation as a person's. A search whose match or ply no longer matches is cancelled and
//! its answer never applied: undo, restart and leaving the screen all make searches stale.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::AppSystems;
use super::game::{Chooser, Match, MatchAction, MoveChosen, Seat};
use super::platform;
use super::screen::Screen;
use crate::ai::{AnySearch, Level, Limits, Progress, Settings, Step};
use crate::rules::{AnyGame, AnyMove, GameSpec};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiPacing>();
    app.init_resource::<AiBackend>();
    app.init_resource::<Hint>();
    app.init_resource::<Autoplay>();
    app.add_systems(Update, poll_searches.in_set(AppSystems::RecordInput).run_if(in_state(Screen::Playing)));
    app.add_systems(
        Update,
        (control_autoplay, cancel_stale_searches, start_computer_turn, start_hint)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(OnExit(Screen::Playing), cancel_all_searches);
}

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move.
    Move,
    /// A recommendation for the person to move.
    Hint,
}

/// What a search is asked.
pub struct AiRequest {
    pub position: AnyGame,
    pub limits: Limits,
    pub settings: Settings,
    /// Set from outside to stop the search early.
    pub cancel: Arc<AtomicBool>,
    /// Depth and nodes so far, for the HUD.
    pub progress: Arc<Progress>,
}

/// What a search answers.
#[derive(Clone, Copy, Debug)]
pub struct AiReply {
    pub best: Option<AnyMove>,
    pub depth: u32,
    pub nodes: u64,
}

#[cfg(not(target_arch = "wasm32"))]
pub type ReplyFuture = Pin<Box<dyn Future<Output = AiReply> + Send>>;
/// The web's futures wait on browser promises, which may not cross threads; there are none to cross there.
#[cfg(target_arch = "wasm32")]
pub type ReplyFuture = Pin<Box<dyn Future<Output = AiReply>>>;

/// How a request becomes an answer: the engine, unless a test puts something slower or stranger in its place.
#[derive(Resource, Clone)]
pub struct AiBackend(pub Arc<dyn Fn(AiRequest) -> ReplyFuture + Send + Sync>);

impl Default for AiBackend {
    fn default() -> Self {
        Self(Arc::new(|request| Box::pin(run_engine(request))))
    }
}

/// Runs the engine on a request, slice by slice where the platform needs it.
async fn run_engine(request: AiRequest) -> AiReply {
    let mut search = AnySearch::new(&request.position, request.limits, request.settings)
        .with_cancel(request.cancel)
        .with_progress(request.progress);
    loop {
        match search.run_slice(platform::search_slice()) {
            Step::Done(result) => return AiReply { best: result.best, depth: result.depth, nodes: result.nodes },
            Step::Paused => platform::yield_to_host().await,
        }
    }
}

/// The least time between the computer's move being asked for and being played, so a reply does not land
/// before the person's own stone has finished appearing.
#[derive(Resource, Clone, Copy, Debug)]
pub struct AiPacing(pub Duration);

impl Default for AiPacing {
    fn default() -> Self {
        Self(Duration::from_millis(350))
    }
}

/// Computer against computer: whether the game runs by itself, and how fast.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Autoplay {
    pub paused: bool,
    /// Moves let through while paused (the Step button).
    pub steps: u32,
    /// How long each computer move takes at least, when both sides are computers.
    pub move_time: Duration,
}

impl Default for Autoplay {
    fn default() -> Self {
        Self { paused: false, steps: 0, move_time: Duration::from_millis(700) }
    }
}

impl Autoplay {
    /// The speeds offered, slowest first.
    pub const SPEEDS: [(&'static str, Duration); 3] = [
        ("Slow", Duration::from_millis(1500)),
        ("Normal", Duration::from_millis(700)),
        ("Fast", Duration::from_millis(150)),
    ];
}

/// Pause, step and speed of computer against computer.
fn control_autoplay(mut actions: MessageReader<MatchAction>, mut autoplay: ResMut<Autoplay>) {
    for action in actions.read() {
        match action {
            MatchAction::Pause => {
                autoplay.paused = !autoplay.paused;
                autoplay.steps = 0;
            }
            MatchAction::Step => {
                autoplay.paused = true;
                autoplay.steps += 1;
            }
            MatchAction::Speed => {
                let speeds = Autoplay::SPEEDS;
                let now = speeds.iter().position(|(_, t)| *t == autoplay.move_time).unwrap_or(0);
                autoplay.move_time = speeds[(now + 1) % speeds.len()].1;
            }
            _ => {}
        }
    }
}

/// The computer's recommendation for the person to move, once it has one.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Hint {
    /// The position it is for: a match id and a ply.
    pub for_position: Option<(u64, u32)>,
    pub mv: Option<AnyMove>,
    /// Whether a hint search is running.
    pub thinking: bool,
}

impl Hint {
    /// The hinted move, if it is for the current position.
    pub fn current(&self, game: &Match) -> Option<AnyMove> {
        (self.for_position == Some((game.id, game.ply()))).then_some(self.mv).flatten()
    }
}

/// A running search.
#[derive(Component)]
pub struct AiSearch {
    task: Task<AiReply>,
    reply: Option<AiReply>,
    pub purpose: Purpose,
    pub match_id: u64,
    pub ply: u32,
    cancel: Arc<AtomicBool>,
    pub progress: Arc<Progress>,
    /// When it was started, on the app's clock.
    started: Duration,
}

impl AiSearch {
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// The level actually played: Perfect only where the game is solved outright, Hard elsewhere.
pub fn effective_level(level: Level, spec: GameSpec) -> Level {
    if level == Level::Perfect && !spec.is_solvable() { Level::Hard } else { level }
}

fn spawn_search(
    commands: &mut Commands,
    backend: &AiBackend,
    game: &Match,
    level: Level,
    purpose: Purpose,
    now: Duration,
) {
    let level = effective_level(level, game.setup.spec);
    let cancel = Arc::new(AtomicBool::new(false));
    let progress = Arc::new(Progress::default());
    let request = AiRequest {
        position: game.position.clone(),
        limits: level.limits(),
        settings: level.settings(rand::random()),
        cancel: cancel.clone(),
        progress: progress.clone(),
    };
    let task = AsyncComputeTaskPool::get().spawn((backend.0)(request));
    commands.spawn((
        Name::new(format!("Search for {purpose:?} at ply {}", game.ply())),
        AiSearch { task, reply: None, purpose, match_id: game.id, ply: game.ply(), cancel, progress, started: now },
        DespawnOnExit(Screen::Playing),
    ));
}

/// Starts the computer's search when it is the computer's turn and none is running.
fn start_computer_turn(
    mut commands: Commands,
    game: Res<Match>,
    backend: Res<AiBackend>,
    autoplay: Res<Autoplay>,
    time: Res<Time>,
    searches: Query<&AiSearch>,
) {
    let Seat::Computer(level) = game.seat_to_move() else { return };
    if game.is_over() || searches.iter().any(|s| s.purpose == Purpose::Move) {
        return;
    }
    // Computer against computer waits while paused, unless the person asked for a step.
    if !game.has_human() && autoplay.paused && autoplay.steps == 0 {
        return;
    }
    spawn_search(&mut commands, &backend, &game, level, Purpose::Move, time.elapsed());
}

/// Starts a hint search when the person asks for one.
fn start_hint(
    mut commands: Commands,
    mut actions: MessageReader<MatchAction>,
    game: Res<Match>,
    backend: Res<AiBackend>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
    searches: Query<&AiSearch>,
) {
    if !actions.read().any(|a| *a == MatchAction::Hint) || !game.awaits_human() {
        return;
    }
    if hint.current(&game).is_some() || searches.iter().any(|s| s.purpose == Purpose::Hint) {
        return;
    }
    // The hint is as good as the engine gets within a move's time.
    spawn_search(&mut commands, &backend, &game, Level::Perfect, Purpose::Hint, time.elapsed());
    hint.thinking = true;
}

/// Collects finished searches: moves become [`MoveChosen`] (after the pacing delay), hints become [`Hint`].
fn poll_searches(
    mut commands: Commands,
    time: Res<Time>,
    pacing: Res<AiPacing>,
    mut autoplay: ResMut<Autoplay>,
    game: Res<Match>,
    mut searches: Query<(Entity, &mut AiSearch)>,
    mut chosen: MessageWriter<MoveChosen>,
    mut hint: ResMut<Hint>,
) {
    let watching = !game.has_human();
    let min_time = if watching { pacing.0.max(autoplay.move_time) } else { pacing.0 };
    for (entity, mut search) in &mut searches {
        if search.reply.is_none() {
            search.reply = check_ready(&mut search.task);
        }
        let Some(reply) = search.reply else { continue };
        match search.purpose {
            Purpose::Move => {
                if time.elapsed().saturating_sub(search.started) < min_time {
                    continue;
                }
                if let Some(mv) = reply.best {
                    chosen.write(MoveChosen { mv, by: Chooser::Computer, match_id: search.match_id, ply: search.ply });
                }
                if watching && autoplay.paused {
                    autoplay.steps = autoplay.steps.saturating_sub(1);
                }
            }
            Purpose::Hint => {
                *hint = Hint { for_position: Some((search.match_id, search.ply)), mv: reply.best, thinking: false };
            }
        }
        commands.entity(entity).despawn();
    }
}

/// Cancels searches made for a position that is gone (undo, restart, a new match).
fn cancel_stale_searches(
    mut commands: Commands,
    game: Res<Match>,
    searches: Query<(Entity, &AiSearch)>,
    mut hint: ResMut<Hint>,
) {
    for (entity, search) in &searches {
        if search.match_id != game.id || search.ply != game.ply() {
            search.cancel();
            commands.entity(entity).despawn();
            if search.purpose == Purpose::Hint {
                hint.thinking = false;
            }
        }
    }
}

fn cancel_all_searches(searches: Query<&AiSearch>, mut hint: ResMut<Hint>) {
    for search in &searches {
        search.cancel();
    }
    *hint = Hint::default();
}
