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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_drag.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// The piece being drawn under the pointer, and where it stood.
#[derive(Default)]
struct Dragged(Option<(Entity, Vec3)>);

fn follow_drag(
    drag: Res<Drag>,
    hovered: Res<HoveredPlace>,
    layout: Res<BoardLayout>,
    board: BoardView,
    mut pieces: Query<(Entity, &Piece, &mut Transform), Without<Leaving>>,
    mut dragged: Local<Dragged>,
) {
    // Held off its place: the piece under the pointer (a press that stays on the piece is a plain pick).
    let held = drag.from.zip(drag.at).filter(|&(from, _)| hovered.0 != Some(from) && board.live());
    match (held, dragged.0) {
        (Some((from, world)), _) => {
            let Some((entity, _, mut transform)) = pieces.iter_mut().find(|(_, piece, _)| piece.place == from) else {
                return;
            };
            if dragged.0.is_none() {
                dragged.0 = Some((entity, transform.translation));
            }
            let on_board = (world - layout.centre) / layout.cell;
            transform.translation = on_board.extend(z::CURSOR);
        }
        (None, Some((entity, stood))) => {
            // Back where it stood; a move the drop made slides it from there.
            if let Ok((_, _, mut transform)) = pieces.get_mut(entity) {
                transform.translation = stood;
            }
            dragged.0 = None;
        }
        (None, None) => {}
    }
}
