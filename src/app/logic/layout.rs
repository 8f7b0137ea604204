//! Keeps the board's layout ([`BoardLayout`], pure geometry on the app's ground floor) fitted to the window
//! and the board of the match in play.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::persistence::Prefs;
use super::play::CurrentMatch;
use super::screen::Screen;
use crate::app::geometry::{Bars, BoardLayout, default_window};
use crate::app::schedule::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>();
    app.init_resource::<Bars>();
    app.add_systems(
        Update,
        (size_bars, fit_layout.run_if(in_state(Screen::Playing))).chain().in_set(AppSystems::Layout),
    );
}

/// The bars grow with the text size.
fn size_bars(prefs: Res<Prefs>, mut bars: ResMut<Bars>) {
    bars.set_if_neq(Bars::for_text(prefs.text_size.factor()));
}

/// Keeps the layout fitted to the window, the bars and the board of the match.
/// Room for the coordinates is kept only while they are shown.
fn fit_layout(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    game: Res<CurrentMatch>,
    bars: Res<Bars>,
    prefs: Res<Prefs>,
    mut layout: ResMut<BoardLayout>,
) {
    let size = window.map(|w| w.size()).unwrap_or_else(default_window);
    let board = game.board();
    let shape = board.shape.showing_coordinates(prefs.coordinates.shown(board.names_squares));
    layout.set_if_neq(BoardLayout::fit(size, shape, *bars));
}
