//! The analysis of the position: the value of every legal move for the player to move, found by the engine on
//! the async pool like the computer's own moves ([`super::computer`]), and the hint, which is its best move.
//!
//! The analysis overlay is turned on and off with the A key or its button (the `analysis` preference, kept in
//! the settings). While it is on, every position where a person is to move (or computer against computer is
//! paused) is analysed; a hint asks for the same analysis when the overlay is off. An analysis is never
//! started while the computer has a move to find, so it never delays one; one made for an earlier position is
//! dropped like a stale move.

use bevy::prelude::*;
use std::time::Duration;

use super::computer::{AiBackend, AiReply, AiSearch, Analysed, Autoplay, EngineSolvers, Purpose, spawn_search};
use super::persistence::Prefs;
use super::play::{CurrentMatch, MatchAction};
use super::screen::Screen;
use crate::ai::analysis::{self, MoveValue};
use crate::ai::{Limits, Settings, solves_outright};
use crate::app::schedule::AppSystems;
use crate::rules::{AnyMove, GameSpec};
use crate::session::Stamp;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>();
    app.init_resource::<Hint>();
    app.add_systems(
        Update,
        (record_analysis, toggle_analysis, ask_for_hint, start_analysis)
            .chain()
            .after(super::computer::start_computer_turn)
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(OnExit(Screen::Playing), forget_analysis);
}

/// The latest analysis, and the position it is for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Analysis {
    pub at: Option<Stamp>,
    pub result: Option<AiReply>,
}

impl Analysis {
    /// The analysis of the current position, if there is one.
    pub fn current(&self, game: &CurrentMatch) -> Option<&AiReply> {
        (self.at == Some(game.stamp())).then_some(self.result.as_ref()).flatten()
    }

    /// Every legal move's value at the current position, best first (empty while none is known).
    pub fn values(&self, game: &CurrentMatch) -> Vec<MoveValue> {
        self.current(game).map(analysis::values).unwrap_or_default()
    }

    /// Whether an analysis of the current position is being worked out.
    pub fn running(&self, game: &CurrentMatch, searches: &Query<&AiSearch>) -> bool {
        self.current(game).is_none() && searches.iter().any(|s| s.purpose == Purpose::Analysis && s.at == game.stamp())
    }
}

/// The hint the person asked for: the analysis's best move, at the position it was asked at.
#[derive(Resource, Clone, Debug, Default)]
pub struct Hint {
    /// The position the hint was asked for.
    pub asked: Option<Stamp>,
}

impl Hint {
    /// The hinted move and its value, once the analysis of the position it was asked at is known.
    pub fn current(&self, game: &CurrentMatch, analysis: &Analysis) -> Option<MoveValue> {
        if self.asked != Some(game.stamp()) {
            return None;
        }
        let best = analysis.current(game)?.best?;
        analysis.values(game).into_iter().find(|v| v.mv == best)
    }

    /// The hinted move alone.
    pub fn mv(&self, game: &CurrentMatch, analysis: &Analysis) -> Option<AnyMove> {
        self.current(game, analysis).map(|v| v.mv)
    }

    /// Whether a hint was asked for this position and is still being worked out.
    pub fn thinking(&self, game: &CurrentMatch, analysis: &Analysis) -> bool {
        self.asked == Some(game.stamp()) && analysis.current(game).is_none()
    }
}

/// How long the analysis of a game that is not solved outright may take (an estimate, marked as one).
pub const ESTIMATE_TIME: Duration = Duration::from_millis(1500);

/// The limits and settings of an analysis of `spec`: exact where the game is solved outright, a time's
/// worth of search elsewhere.
pub fn analysis_budget(spec: GameSpec) -> (Limits, Settings) {
    let settings = Settings { score_every_move: true, seed: rand::random(), ..Settings::default() };
    let limits = if solves_outright(spec) { Limits::unlimited() } else { Limits::unlimited().with_time(ESTIMATE_TIME) };
    (limits, settings)
}

fn record_analysis(mut analysed: MessageReader<Analysed>, game: Res<CurrentMatch>, mut analysis: ResMut<Analysis>) {
    for done in analysed.read() {
        if done.at == game.stamp() {
            *analysis = Analysis { at: Some(done.at), result: Some(done.result.clone()) };
        }
    }
}

fn toggle_analysis(mut actions: MessageReader<MatchAction>, mut prefs: ResMut<Prefs>) {
    for action in actions.read() {
        if *action == MatchAction::Analysis {
            prefs.analysis = !prefs.analysis;
        }
    }
}

fn ask_for_hint(mut actions: MessageReader<MatchAction>, game: Res<CurrentMatch>, mut hint: ResMut<Hint>) {
    if actions.read().any(|a| *a == MatchAction::Hint) && game.awaits_human() {
        hint.asked = Some(game.stamp());
    }
}

/// Starts the analysis of the current position when it is wanted and the computer is not to move.
fn start_analysis(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    backend: Res<AiBackend>,
    solvers: Res<EngineSolvers>,
    prefs: Res<Prefs>,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    autoplay: Res<Autoplay>,
    time: Res<Time>,
    searches: Query<&AiSearch>,
) {
    if game.is_over() || analysis.current(&game).is_some() {
        return;
    }
    let wanted = prefs.analysis || hint.asked == Some(game.stamp());
    // Never while the computer has a move to find: only for a person to move, or a paused match.
    let free = game.awaits_human() || (!game.has_human() && autoplay.paused);
    let running = searches.iter().any(|s| s.purpose == Purpose::Analysis && s.at == game.stamp());
    if wanted && free && !running {
        let budget = analysis_budget(game.setup().spec);
        spawn_search(&mut commands, (&backend, &solvers), &game, budget, Purpose::Analysis, time.elapsed());
    }
}

fn forget_analysis(mut analysis: ResMut<Analysis>, mut hint: ResMut<Hint>) {
    *analysis = Analysis::default();
    *hint = Hint::default();
}
