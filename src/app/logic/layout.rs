//! Keeps the board's layout ([`BoardLayout`], pure geometry on the app's ground floor) fitted to the window
//! and the board of the match in play.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::play::CurrentMatch;
use super::screen::Screen;
use crate::app::geometry::{BoardLayout, default_window};
use crate::app::schedule::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>();
    app.add_systems(Update, fit_layout.in_set(AppSystems::Layout).run_if(in_state(Screen::Playing)));
}

/// Keeps the layout fitted to the window and the board of the match.
fn fit_layout(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    game: Res<CurrentMatch>,
    mut layout: ResMut<BoardLayout>,
) {
    let size = window.map(|w| w.size()).unwrap_or_else(default_window);
    layout.set_if_neq(BoardLayout::fit(size, game.descriptor().shape()));
}
