//! A piece dragged: while the pointer holds the piece it picked and has left its place, the piece follows the
//! pointer over the board, above the others; dropped, it goes back to its place, from where the move (if the
//! drop made one) slides it as any move's piece. The drop itself is a press where the pointer lets go
//! ([`crate::app::logic::input::Drag`]).

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView, Leaving, Piece};
use crate::app::geometry::BoardLayout;
use crate::app::logic::input::{Drag, HoveredPlace};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::Place;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_drag.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// The place of the piece being drawn under the pointer, and its depth there.
#[derive(Default)]
struct Dragged(Option<(Place, f32)>);

fn follow_drag(
    drag: Res<Drag>,
    hovered: Res<HoveredPlace>,
    layout: Res<BoardLayout>,
    board: BoardView,
    mut pieces: Query<(&Piece, &mut Transform), Without<Leaving>>,
    mut dragged: Local<Dragged>,
) {
    // Held off its place: the piece under the pointer (a press that stays on the piece is a plain pick).
    let held = drag.from.zip(drag.at).filter(|&(from, _)| hovered.0 != Some(from) && board.live());
    match (held, dragged.0) {
        (Some((from, world)), _) => {
            let Some((_, mut transform)) = pieces.iter_mut().find(|(piece, _)| piece.place == from) else { return };
            dragged.0.get_or_insert((from, transform.translation.z));
            let on_board = (world - layout.centre) / layout.cell;
            transform.translation = on_board.extend(z::CURSOR);
        }
        (None, Some((from, depth))) => {
            // Back on its place (the piece there now, should the board have been built again meanwhile); a
            // move the drop made slides it from there.
            if let Some((_, mut transform)) = pieces.iter_mut().find(|(piece, _)| piece.place == from) {
                transform.translation = board.spot(from).extend(depth);
            }
            dragged.0 = None;
        }
        (None, None) => {}
    }
}
