//! The match's clocks, where it is played on a time control (`MatchSetup::clock`, the games of
//! `GameSpec::clocks`): the side to move's clock runs on the time that passes while the match is on screen,
//! and a side whose time runs out loses, or draws where the other could not have won
//! ([`crate::session::Ending::TimeOut`]), an end like any other ([`GameEnded`]).
//!
//! The clocks stop while something covers the match or holds it: the pause menu, the settings and How to play
//! open over it, a move still being shown (a piece sliding, a jump's hops), computers paused in computer
//! against computer, the computer's clock once its move is found (what follows is the app's pacing, not its
//! thinking) and while a person reviews the game's past (its move waits). A person's own clock runs while they
//! review on their turn, as over a board. The time of a frame is the app's, which counts at most a quarter of a
//! second a frame: a window that stalls, or a browser tab put aside, costs nobody the game. The computer thinks
//! on its own clock, and plans its time to last the game (see the computer's turn).

use bevy::prelude::*;

use super::computer::{AiSearch, Autoplay, Purpose, VisualsBusy};
use super::play::{CurrentMatch, GameEnded, Review, Told, apply_moves};
use super::screen::{Panel, Screen};
use crate::app::schedule::AppSystems;
use crate::app::words::Said;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        run_clocks.before(apply_moves).in_set(AppSystems::ApplyMoves).run_if(in_state(Screen::Playing)),
    );
}

/// What a person is told once their clock runs under it: the time to play quickly.
pub const SHORT: Duration = Duration::from_secs(10);

/// Runs the side to move's clock by the time of the frame, and ends the match when its time runs out. A person
/// whose time runs under [`SHORT`] is told so, once a turn (what a screen reader says; the clock turns red).
fn run_clocks(
    time: Res<Time>,
    (panel, review, autoplay, busy): (Res<Panel>, Res<Review>, Res<Autoplay>, Res<VisualsBusy>),
    searches: Query<&AiSearch>,
    mut game: ResMut<CurrentMatch>,
    (mut ended, mut told): (MessageWriter<GameEnded>, MessageWriter<Told>),
) {
    let reviewing = review.0.is_some() && !game.seat_to_move().is_human();
    let found = searches.iter().any(|search| search.purpose == Purpose::Move && search.answered());
    let held = *panel != Panel::None || busy.0 || reviewing || found || (!game.has_human() && autoplay.paused);
    let Some(side) = game.clock_running().filter(|_| !held) else { return };
    let before = game.time_left(side);
    // The clock's time changes every frame; the match as the rest of the app sees it (its position, its moves)
    // changes only when the time runs out, so only then does it count as changed.
    if let Some(end) = game.bypass_change_detection().tick(time.delta()) {
        game.set_changed();
        info!("game over: {:?} (time out)", end.outcome);
        ended.write(end);
        return;
    }
    let crossed = before.is_some_and(|before| before >= SHORT) && game.time_left(side).is_some_and(|now| now < SHORT);
    if crossed && game.setup().seat(side).is_human() {
        let name = game.side_name(side).said();
        told.write(Told(Said::new("notice-time-short").said("side", name).number("seconds", SHORT.as_secs() as i64)));
    }
}
