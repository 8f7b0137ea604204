//! A move that is no choice is played for the person: where the only legal move names no place on the board
//! (Reversi's pass), the game says so and plays it for them after a moment, long enough to read, so that
//! nobody ever presses a Pass button. Undo takes it back with the move before it, as every move that was no
//! choice (see `Line::turn_to_think`).

use std::time::Duration;

use bevy::prelude::*;

use super::computer::VisualsBusy;
use super::play::{CurrentMatch, MoveChosen, Review, Told};
use super::screen::{Panel, Screen};
use crate::app::schedule::AppSystems;
use crate::app::words::Said;
use crate::rules::{AnyGame, AnyMove, Cue, Game};
use crate::session::{Chooser, Stamp};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Forced>();
    app.add_systems(Update, play_forced_moves.in_set(AppSystems::RecordInput).run_if(in_state(Screen::Playing)));
}

/// How long a person's forced pass is shown before it is played.
pub const SHOWN_FOR: Duration = Duration::from_millis(1500);

/// The position whose forced move is waiting to be played for the person, and since when.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct Forced(Option<(Stamp, Duration)>);

/// The move a position leaves its side no choice but to play, if it is one that names no place (a pass).
pub fn forced_pass(position: &AnyGame) -> Option<AnyMove> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    match moves[..] {
        [mv] if position.cue(mv) == Cue::Nowhere => Some(mv),
        _ => None,
    }
}

fn play_forced_moves(
    time: Res<Time>,
    game: Res<CurrentMatch>,
    review: Res<Review>,
    panel: Res<Panel>,
    busy: Res<VisualsBusy>,
    mut forced: ResMut<Forced>,
    mut chosen: MessageWriter<MoveChosen>,
    mut told: MessageWriter<Told>,
) {
    let person = game.seat_to_move().is_human() && !game.is_over();
    let Some(mv) = forced_pass(game.position()).filter(|_| person) else {
        forced.0 = None;
        return;
    };
    let (stamp, now) = (game.stamp(), time.elapsed());
    let since = match forced.0 {
        Some((seen, since)) if seen == stamp => since,
        _ => {
            let side = game.side_name(game.side_to_move()).said();
            told.write(Told(Said::new("access-passes").said("side", side)));
            forced.0 = Some((stamp, now));
            now
        }
    };
    // Held while the pause menu is open, the game is reviewed or a move is still being drawn.
    let held = panel.is_open() || review.0.is_some() || busy.0;
    if now.saturating_sub(since) >= SHOWN_FOR && !held {
        chosen.write(MoveChosen { mv, by: Chooser::Human, at: stamp });
        forced.0 = None;
    }
}
