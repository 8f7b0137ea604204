//! The cue for a refused move: a red square that fades out on the cell played, or around the whole board
//! when the press missed it.

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView};
use crate::app::logic::play::MoveRejected;
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (flash_rejections, fade_flashes)
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Mark)
            .run_if(in_state(Screen::Playing)),
    );
}

/// A square that fades out.
#[derive(Component)]
struct Flash {
    started: f32,
}

/// How long the cue for a refused move shows.
const FLASH_SECONDS: f32 = 0.5;
/// How opaque it starts.
const FLASH_ALPHA: f32 = 0.45;

fn flash_rejections(
    mut commands: Commands,
    mut rejected: MessageReader<MoveRejected>,
    board: BoardView,
    mut materials: ResMut<Assets<ColorMaterial>>,
    time: Res<Time>,
) {
    let Some(root) = board.root() else { return };
    let layout = &board.layout;
    for rejected in rejected.read() {
        let (at, size) = match rejected.cell {
            Some(cell) => (layout.cell_local(cell), Vec2::splat(0.92)),
            None => (Vec2::ZERO, Vec2::new(layout.shape.cols as f32 + 0.3, layout.shape.rows as f32 + 0.3)),
        };
        commands.spawn((
            Name::new("Refused move"),
            Flash { started: time.elapsed_secs() },
            Mesh2d(board.assets.square.clone()),
            MeshMaterial2d(materials.add(palette::ERROR.with_alpha(FLASH_ALPHA))),
            Transform::from_translation(at.extend(z::FLASH)).with_scale(size.extend(1.0)),
            ChildOf(root),
        ));
    }
}

fn fade_flashes(
    mut commands: Commands,
    time: Res<Time>,
    flashes: Query<(Entity, &Flash, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (entity, flash, material) in &flashes {
        let t = (time.elapsed_secs() - flash.started) / FLASH_SECONDS;
        if t >= 1.0 {
            commands.entity(entity).despawn();
        } else if let Some(mut m) = materials.get_mut(&material.0) {
            m.color = palette::ERROR.with_alpha(FLASH_ALPHA * (1.0 - t));
        }
    }
}
