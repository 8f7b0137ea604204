//! The cue for a refused move: a red mark that shakes and fades out on the place pressed (a cell, a Go
//! board's point, a gravity board's whole column: as the game's descriptor marks its places), or around the
//! whole board when the press missed it.

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView};
use crate::app::logic::play::MoveRejected;
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::animation::{Then, Tween, Tweened, Tweens};
use crate::app::view::theme::Ink;
use bevy::math::curve::EaseFunction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        flash_rejections.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// How long the cue for a refused move shows.
const FLASH_SECONDS: f32 = 0.5;
/// How opaque it starts.
const FLASH_ALPHA: f32 = 0.45;
/// How far it shakes either way, in cells.
const SHAKE: f32 = 0.12;

fn flash_rejections(
    mut commands: Commands,
    mut rejected: MessageReader<MoveRejected>,
    board: BoardView,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(root) = board.root() else { return };
    let layout = &board.layout;
    for rejected in rejected.read() {
        let square = board.assets.square.clone();
        let (at, size, mesh) = match rejected.place {
            // A point of a Go board flashes round, like the stone that cannot go there.
            Some(place) => {
                let (at, size) = board.game.descriptor().place(place).rect;
                (at, size * 0.98, board.mark_mesh())
            }
            None => (Vec2::ZERO, Vec2::new(layout.shape.cols as f32 + 0.3, layout.shape.rows as f32 + 0.3), square),
        };
        let at = at.extend(z::FLASH);
        let shake = Tween::new(Tweened::Shake { at, amplitude: SHAKE }, EaseFunction::Linear, FLASH_SECONDS);
        let fade = Tween::new(Tweened::Fade { from: FLASH_ALPHA, to: 0.0 }, EaseFunction::QuadraticIn, FLASH_SECONDS);
        commands.spawn((
            Name::new("Refused move"),
            Mesh2d(mesh),
            MeshMaterial2d(materials.add(Color::NONE)),
            Ink::Error.with_alpha(FLASH_ALPHA),
            Transform::from_translation(at).with_scale(size.extend(1.0)),
            ChildOf(root),
            Tweens::one(shake).with(fade.then(Then::Despawn)),
        ));
    }
}
