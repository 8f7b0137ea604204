//! Coordinates around the board (a setting): the numbers and letters the notation and the keys use, where the
//! game's descriptor writes them (a Go board's `a`–`o` and `1`–`15`, a gravity board's column numbers).

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView, board_text};
use crate::app::logic::persistence::Prefs;
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::theme::Fonts;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_coordinates.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// A number drawn by the coordinates.
#[derive(Component)]
struct Coordinate;

fn show_coordinates(
    mut commands: Commands,
    prefs: Res<Prefs>,
    board: BoardView,
    fonts: Res<Fonts>,
    shown: Query<Entity, With<Coordinate>>,
) {
    if !(prefs.is_changed() || board.layout.is_changed() || board.game.is_changed()) {
        return;
    }
    // Rebuilt only when something they depend on changed: the setting, the layout, or another board.
    let wanted = prefs.coordinates.shown(board.game.board().names_squares);
    if !wanted {
        shown.iter().for_each(|e| commands.entity(e).despawn());
        return;
    }
    if !shown.is_empty() && !prefs.is_changed() && !board.layout.is_changed() {
        return;
    }
    shown.iter().for_each(|e| commands.entity(e).despawn());
    let Some(root) = board.root() else { return };
    let layout = &board.layout;
    let size = (layout.cell * 0.2).clamp(10.0, 16.0);
    let look = board.game.board();
    for (at, text) in look.coordinates.clone() {
        commands.spawn((
            Name::new("Coordinate"),
            Coordinate,
            board_text(text, (&fonts.regular, size), look.coordinate_ink, at.extend(z::CURSOR), layout.cell),
            ChildOf(root),
        ));
    }
}
