//! The match's clocks, where it is played on a time control (`MatchSetup::clock`, the games of
//! `GameSpec::clocks`): the side to move's clock runs on the real time that passes while the match is on
//! screen, and a side whose time runs out loses, or draws where the other could not have won
//! ([`crate::session::Ending::TimeOut`]), an end like any other ([`GameEnded`]).
//!
//! The clocks stop while something covers the match or holds it: the pause menu, the settings and How to play
//! open over it, a move still being shown (a piece sliding, a jump's hops), computers paused in computer
//! against computer, the computer's clock once its move is found (what follows is the app's pacing, not its
//! thinking) and while a person reviews the game's past (its move waits). A
//! person's own clock runs while they review on their turn, as over a board. The time of a frame is the app's,
//! which counts at most a quarter of a second a frame: a window that stalls, or a browser tab put aside, costs
//! nobody the game. The computer thinks on its own clock, and plans its time to last the game (see the
//! computer's turn).

use bevy::prelude::*;

use super::computer::{AiSearch, Autoplay, Purpose, VisualsBusy};
use super::play::{CurrentMatch, GameEnded, Review, apply_moves};
use super::screen::{Panel, Screen};
use crate::app::schedule::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        run_clocks.before(apply_moves).in_set(AppSystems::ApplyMoves).run_if(in_state(Screen::Playing)),
    );
}

/// Runs the side to move's clock by the time of the frame, and ends the match when its time runs out.
fn run_clocks(
    time: Res<Time>,
    (panel, review, autoplay, busy): (Res<Panel>, Res<Review>, Res<Autoplay>, Res<VisualsBusy>),
    searches: Query<&AiSearch>,
    mut game: ResMut<CurrentMatch>,
    mut ended: MessageWriter<GameEnded>,
) {
    let reviewing = review.0.is_some() && !game.seat_to_move().is_human();
    let found = searches.iter().any(|search| search.purpose == Purpose::Move && search.answered());
    let held = *panel != Panel::None || busy.0 || reviewing || found || (!game.has_human() && autoplay.paused);
    if game.clock_running().is_none() || held {
        return;
    }
    // The clock's time changes every frame; the match as the rest of the app sees it (its position, its moves)
    // changes only when the time runs out, so only then does it count as changed.
    if let Some(end) = game.bypass_change_detection().tick(time.delta()) {
        game.set_changed();
        info!("game over: {:?} (time out)", end.outcome);
        ended.write(end);
    }
}
