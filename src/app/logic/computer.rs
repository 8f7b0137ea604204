//! The computer player. When the computer is to move (or an analysis of the position is wanted, see
//! [`super::analysis`]), a search is spawned on Bevy's `AsyncComputeTaskPool` as an [`AiSearch`] entity
//! holding the task; another system polls it each frame and, once it answers, writes the move as a
//! [`MoveChosen`] (or the analysis as an [`Analysed`] message). The move goes through the same validation as
//! a person's. A search whose match or ply no longer matches is cancelled and its answer never applied:
//! undo, restart and leaving the screen all make searches stale.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::platform;
use super::play::{CurrentMatch, MatchAction, MoveChosen, Review};
use super::screen::{Panel, Screen};
use crate::ai::draw_offer::{DrawAnswer, claims_draw};
use crate::ai::{AnySearch, Limits, Progress, SearchResult, Settings, Solvers, Step, Value};
use crate::app::schedule::AppSystems;
use crate::rules::{AnyGame, AnyMove};
use crate::session::{Chooser, Seat, Stamp};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiPacing>();
    app.init_resource::<VisualsBusy>();
    app.init_resource::<AiBackend>();
    app.init_resource::<EngineSolvers>();
    app.init_resource::<AwaitingData>();
    app.init_resource::<Autoplay>();
    app.add_message::<Analysed>();
    app.add_message::<Valued>();
    app.add_message::<DrawClaimed>();
    app.add_message::<HurryVisuals>();
    app.add_systems(Update, poll_searches.in_set(AppSystems::RecordInput).run_if(in_state(Screen::Playing)));
    app.add_systems(
        Update,
        (control_autoplay, cancel_stale_searches, start_computer_turn)
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
    /// Every move's value, for the analysis overlay and the hint.
    Analysis,
    /// The computer's value of the position, to answer a person's draw offer (see [`super::draws`]).
    DrawOffer,
}

/// The computer claims the draw it may claim at the position `at` instead of playing its move (see
/// [`super::draws`]), with what its move's search found.
#[derive(Message, Clone, Copy, Debug)]
pub struct DrawClaimed {
    pub at: Stamp,
    pub answer: DrawAnswer,
}

/// The computer's move search or its weighing of a draw offer finished: the value it found of the position
/// `at`, for the side to move there (what the draw offers go by).
#[derive(Message, Clone, Copy, Debug)]
pub struct Valued {
    pub purpose: Purpose,
    pub at: Stamp,
    pub value: Value,
}

/// An analysis finished: every move's value at the position `at`.
#[derive(Message, Clone, Debug)]
pub struct Analysed {
    pub at: Stamp,
    pub result: AiReply,
}

/// What a search is asked.
pub struct AiRequest {
    pub position: AnyGame,
    /// Its limits, but for its time.
    pub limits: Limits,
    /// Its time, counted from when it starts to run: a search may wait for a thread of the pool (behind one
    /// that is being cancelled), and that wait is not its own.
    pub time: Option<Duration>,
    pub settings: Settings,
    /// What the specialised solvers are given (the opening book).
    pub solvers: Solvers,
    /// Set from outside to stop the search early.
    pub cancel: Arc<AtomicBool>,
    /// Depth and nodes so far, for the HUD.
    pub progress: Arc<Progress>,
}

/// What a search answers: the whole result (best move, score and whether it is exact, depth, nodes, the
/// principal variation).
pub type AiReply = SearchResult<AnyMove>;

#[cfg(not(target_arch = "wasm32"))]
pub type ReplyFuture = Pin<Box<dyn Future<Output = AiReply> + Send>>;
/// The web's futures wait on browser promises, which may not cross threads; there are none to cross there.
#[cfg(target_arch = "wasm32")]
pub type ReplyFuture = Pin<Box<dyn Future<Output = AiReply>>>;

/// What the game gives the engine's specialised solvers: the Connect Four opening book once it is there (see
/// the book plugin), nothing before, and the solver's tables kept from one search to the next, so the
/// computer's move, the hint and the analysis of each position start from what the searches before them
/// proved. Each search takes a copy when it starts (the book and the kept tables are shared, not copied).
#[derive(Resource, Clone, Debug)]
pub struct EngineSolvers(pub Solvers);

impl Default for EngineSolvers {
    fn default() -> Self {
        Self(Solvers::default().kept_between_searches())
    }
}

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
    let limits = match request.time {
        Some(time) => request.limits.with_time(time),
        None => request.limits,
    };
    let mut search = AnySearch::new(&request.position, limits, request.settings, &request.solvers)
        .with_cancel(request.cancel)
        .with_progress(request.progress);
    loop {
        match search.run_slice(platform::search_slice()) {
            Step::Done(result) => return result,
            Step::Paused => platform::yield_to_host().await,
        }
    }
}

/// The least time the computer takes over a move, so even an instant answer reads as a reply. (It also
/// waits while [`VisualsBusy`] says a stone is still arriving.)
#[derive(Resource, Clone, Copy, Debug)]
pub struct AiPacing(pub Duration);

impl Default for AiPacing {
    fn default() -> Self {
        Self(Duration::from_millis(200))
    }
}

/// Whether something on screen that the computer's move must not cut short is still moving (a stone falling
/// into place). The view sets it; the logic alone never waits.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VisualsBusy(pub bool);

/// A person pressed the board or a move's key while a move was still being shown ([`VisualsBusy`]): the view
/// finishes showing it at once, and the press is not taken as a move (the board it was aimed at was not yet
/// the one shown).
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HurryVisuals;

/// Computer against computer: whether the game runs by itself, and how fast.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Autoplay {
    pub paused: bool,
    /// Moves let through while paused (the Step button).
    pub steps: u32,
    pub speed: Speed,
}

/// How fast computer against computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No pause between moves (tests).
    Instant,
}

impl Speed {
    /// How long each computer move takes at least, when both sides are computers.
    pub fn move_time(self) -> Duration {
        match self {
            Speed::Slow => Duration::from_millis(1500),
            Speed::Normal => Duration::from_millis(700),
            Speed::Fast => Duration::from_millis(150),
            Speed::Instant => Duration::ZERO,
        }
    }

    /// The next speed the Speed button offers.
    pub fn next(self) -> Self {
        match self {
            Speed::Slow => Speed::Normal,
            Speed::Normal => Speed::Fast,
            Speed::Fast | Speed::Instant => Speed::Slow,
        }
    }

    /// The message that names it.
    pub fn id(self) -> &'static str {
        match self {
            Speed::Slow => "speed-slow",
            Speed::Normal => "speed-normal",
            Speed::Fast => "speed-fast",
            Speed::Instant => "speed-instant",
        }
    }
}

/// Pause, step and speed of computer against computer.
fn control_autoplay(mut actions: MessageReader<MatchAction>, mut autoplay: ResMut<Autoplay>) {
    for action in actions.read() {
        match action {
            MatchAction::Autoplay => {
                autoplay.paused = !autoplay.paused;
                autoplay.steps = 0;
            }
            MatchAction::Step => {
                autoplay.paused = true;
                autoplay.steps += 1;
            }
            MatchAction::Speed => autoplay.speed = autoplay.speed.next(),
            _ => {}
        }
    }
}

/// A running search.
#[derive(Component)]
pub struct AiSearch {
    task: Task<AiReply>,
    reply: Option<AiReply>,
    pub purpose: Purpose,
    /// The position it searches.
    pub at: Stamp,
    cancel: Arc<AtomicBool>,
    pub progress: Arc<Progress>,
    /// When it was started, on the app's clock.
    started: Duration,
    /// When it was started, on the wall clock: how long the search itself took is logged.
    since: web_time::Instant,
}

impl AiSearch {
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether the search has answered, its answer waiting to be played (the computer's pacing, a move still
    /// being shown).
    pub fn answered(&self) -> bool {
        self.reply.is_some()
    }
}

/// Spawns a search of the current position with these limits and settings.
pub(super) fn spawn_search(
    commands: &mut Commands,
    (backend, solvers): (&AiBackend, &EngineSolvers),
    game: &CurrentMatch,
    (limits, settings): (Limits, Settings),
    purpose: Purpose,
    now: Duration,
) {
    let cancel = Arc::new(AtomicBool::new(false));
    let progress = Arc::new(Progress::default());
    // The time the limits give from now is counted from when the search starts to run (see `AiRequest::time`).
    let time = limits.deadline.map(|deadline| deadline.saturating_duration_since(web_time::Instant::now()));
    let request = AiRequest {
        position: game.position().clone(),
        limits: Limits { deadline: None, ..limits },
        time,
        settings,
        solvers: solvers.0.clone(),
        cancel: cancel.clone(),
        progress: progress.clone(),
    };
    let task = AsyncComputeTaskPool::get().spawn((backend.0)(request));
    info!("{purpose:?} search at ply {} started", game.ply());
    commands.spawn((
        Name::new(format!("Search for {purpose:?} at ply {}", game.ply())),
        AiSearch {
            task,
            reply: None,
            purpose,
            at: game.stamp(),
            cancel,
            progress,
            started: now,
            since: web_time::Instant::now(),
        },
        DespawnOnExit(Screen::Playing),
    ));
}

/// Whether the engine data of the game being played (its opening book) is still on its way, the browser
/// fetching it: the computer waits for it before its move, since without its book a perfect player's first
/// move may take minutes where the book answers at once. Kept by the engine data's plugin; a file given up
/// on is not waited for.
#[derive(Resource, Default)]
pub struct AwaitingData(pub bool);

/// Starts the computer's search when it is the computer's turn and none is running.
pub(super) fn start_computer_turn(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    backend: Res<AiBackend>,
    solvers: Res<EngineSolvers>,
    autoplay: Res<Autoplay>,
    time: Res<Time>,
    searches: Query<&AiSearch>,
    awaiting: Res<AwaitingData>,
) {
    let Seat::Computer(level) = game.seat_to_move() else { return };
    if game.is_over() || searches.iter().any(|s| s.purpose == Purpose::Move) {
        return;
    }
    // The game's opening book first, while the browser fetches it.
    if awaiting.0 {
        return;
    }
    // Computer against computer waits while paused, unless the person asked for a step.
    if !game.has_human() && autoplay.paused && autoplay.steps == 0 {
        return;
    }
    let level = level.effective(game.setup().spec);
    let mut limits = level.limits(game.setup().spec);
    // On a clock, the level's time is what the computer takes at most: it plans what is left over the game,
    // keeping back a frame or two. (Its clock stops once its move is found: the pacing after is not its own.)
    if let (Some(control), Some(left)) = (game.time_control(), game.time_left(game.side_to_move())) {
        let budget = control.move_budget(left, CLOCK_SLACK);
        let deadline = web_time::Instant::now() + budget;
        limits.deadline = Some(limits.deadline.map_or(deadline, |level| level.min(deadline)));
    }
    let budget = (limits, level.settings(rand::random()));
    spawn_search(&mut commands, (&backend, &solvers), &game, budget, Purpose::Move, time.elapsed());
}

/// What the computer keeps back on a clock beyond its search: the frames before the search starts and after
/// it answers.
const CLOCK_SLACK: Duration = Duration::from_millis(100);

/// Collects finished searches: moves become [`MoveChosen`] (after the least think time, and once nothing the
/// move must not cut short is moving), analyses [`Analysed`].
fn poll_searches(
    mut commands: Commands,
    time: Res<Time>,
    pacing: Res<AiPacing>,
    busy: Res<VisualsBusy>,
    panel: Res<Panel>,
    review: Res<Review>,
    mut autoplay: ResMut<Autoplay>,
    game: Res<CurrentMatch>,
    mut searches: Query<(Entity, &mut AiSearch)>,
    (mut chosen, mut claimed): (MessageWriter<MoveChosen>, MessageWriter<DrawClaimed>),
    (mut analysed, mut valued): (MessageWriter<Analysed>, MessageWriter<Valued>),
) {
    let watching = !game.has_human();
    let min_time = if watching { pacing.0.max(autoplay.speed.move_time()) } else { pacing.0 };
    for (entity, mut search) in &mut searches {
        if search.reply.is_none() {
            search.reply = check_ready(&mut search.task);
            // How long the search took, the computer's pacing and the stone's fall left out (the browser test
            // reads these lines to time Connect Four at Perfect).
            if let Some(reply) = &search.reply
                && search.at == game.stamp()
            {
                let ms = search.since.elapsed().as_millis();
                let (what, ply) = (search.purpose, game.ply());
                info!("{what:?} search at ply {ply} ready in {ms} ms ({} nodes)", reply.nodes);
            }
        }
        let Some(reply) = &search.reply else { continue };
        match search.purpose {
            Purpose::Move => {
                // Held while the pause menu (or anything over the match) is open, and while a stone arrives.
                let held = busy.0 || panel.is_open() || review.0.is_some();
                if time.elapsed().saturating_sub(search.started) < min_time || held {
                    continue;
                }
                // Paused, the move found is held until Resume or Step.
                if watching && autoplay.paused && autoplay.steps == 0 {
                    continue;
                }
                // Where it may claim a draw and finds itself no better off, it claims instead of moving.
                let claim = (search.at == game.stamp() && game.claimable_draw().is_some())
                    .then(|| claims_draw(game.setup().spec, reply.value()))
                    .flatten();
                if let Some(answer) = claim {
                    claimed.write(DrawClaimed { at: search.at, answer });
                } else if let Some(mv) = reply.best {
                    chosen.write(MoveChosen { mv, by: Chooser::Computer, at: search.at });
                }
                valued.write(Valued { purpose: search.purpose, at: search.at, value: reply.value() });
                if watching && autoplay.paused {
                    autoplay.steps = autoplay.steps.saturating_sub(1);
                }
            }
            Purpose::Analysis => {
                analysed.write(Analysed { at: search.at, result: reply.clone() });
            }
            Purpose::DrawOffer => {
                // Its answer may end the game: held while the game's past is shown, as a move is.
                if review.0.is_some() {
                    continue;
                }
                valued.write(Valued { purpose: search.purpose, at: search.at, value: reply.value() });
            }
        }
        commands.entity(entity).despawn();
    }
}

/// Cancels searches made for a position that is gone (undo, restart, a new match).
fn cancel_stale_searches(mut commands: Commands, game: Res<CurrentMatch>, searches: Query<(Entity, &AiSearch)>) {
    for (entity, search) in &searches {
        if search.at != game.stamp() {
            search.cancel();
            commands.entity(entity).despawn();
        }
    }
}

fn cancel_all_searches(searches: Query<&AiSearch>) {
    for search in &searches {
        search.cancel();
    }
}
