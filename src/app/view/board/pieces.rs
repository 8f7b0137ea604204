//! A piece on the board: how it comes on (popping in, falling, turning in, appearing when its seed lands) and
//! how it looks (a cross, a ring, a disc with its marking, a Go stone, a bone, pebbles with their count, a
//! drawing).

use bevy::prelude::*;

use super::assets::{BoardAssets, z};
use super::{BoardView, Body, FALL_SECONDS, Halo, POP_SECONDS, Piece, RIM, STONE, TURN_SECONDS};
use crate::app::style::{Marking, PieceStyle, Shape};
use crate::app::view::animation::{Tween, Tweened, Tweens};
use crate::app::view::art::Drawn;
use crate::app::view::theme::{Ink, Tint};
use crate::rules::Place;
use bevy::math::curve::EaseFunction;

/// A piece as the changes of this frame leave it: its entity, where it stands, and its tweens so far (the
/// spawned and changed ones are not in the world until the frame's commands run).
#[derive(Clone)]
pub(super) struct Tracked {
    pub(super) entity: Entity,
    pub(super) piece: Piece,
    pub(super) at: Vec3,
    pub(super) tweens: Tweens,
}

/// A piece edge-on, half way through turning over.
pub(super) const EDGE_ON: Vec2 = Vec2::new(0.0, 1.0);

/// How a piece comes onto the board, after how many seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Arrive {
    /// Put down by a move: it pops in.
    Put(f32),
    /// Dropped in by a move: it falls from above the board into its place, and bounces.
    Fall(f32),
    /// Turned over by a move: the second half of the turn, from edge-on.
    TurnIn(f32),
    /// Put back (undo, redo, a resumed match): it pops in.
    Pop(f32),
    /// Filled by a move (seeds landed): it is there at once, from that moment.
    Appear(f32),
}

/// Spawns a piece arriving as `arrive` says; returns it as the changes of this frame track it.
pub(super) fn spawn_piece(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    piece: Piece,
    materials: &mut Assets<ColorMaterial>,
    arrive: Arrive,
) -> Tracked {
    let (layout, assets) = (&board.layout, &board.assets);
    let at = board.spot(piece.place).extend(z::PIECE);
    let style = board.game.look(piece.side, piece.kind, piece.count);
    let pop = Tween::new(Tweened::Scale { from: Vec2::ZERO, to: Vec2::ONE }, EaseFunction::BackOut, POP_SECONDS);
    // The computer waits for a piece that is arriving, so its reply never lands on a moving one.
    let tween = match arrive {
        Arrive::Fall(delay) => {
            // From the drop row above the board, bouncing as it lands.
            let top = Vec3::new(at.x, (layout.shape.rows as f32 + 1.0) / 2.0 + 0.5, at.z);
            Tween::new(Tweened::Place { from: top, to: at }, EaseFunction::BounceOut, FALL_SECONDS).delayed(delay)
        }
        Arrive::TurnIn(delay) => {
            Tween::new(Tweened::Scale { from: EDGE_ON, to: Vec2::ONE }, EaseFunction::QuadraticOut, TURN_SECONDS / 2.0)
                .delayed(delay)
        }
        Arrive::Put(delay) | Arrive::Pop(delay) => pop.delayed(delay),
        Arrive::Appear(delay) => {
            Tween::new(Tweened::Scale { from: Vec2::ZERO, to: Vec2::ONE }, EaseFunction::Linear, 0.0).delayed(delay)
        }
    };
    let tweens = Tweens::one(tween.blocking());
    // A bone lies a little askew, the same every time, so a heap looks piled rather than printed.
    let tilt = if style.shape == Shape::Bone { Quat::from_rotation_z(tilt(piece.place)) } else { Quat::IDENTITY };
    let mut entity = commands.spawn((
        Name::new(format!("Piece {:?} on {}", piece.side, piece.place)),
        piece,
        Transform::from_translation(at).with_rotation(tilt),
        Visibility::default(),
        ChildOf(root),
        tweens.clone(),
    ));
    let tracked = Tracked { entity: entity.id(), piece, at, tweens };
    let (ink, body) = (Tint::from(style.fill), Body(style.fill));
    let material = materials.add(Color::NONE);
    entity.with_children(|p| {
        match style.shape {
            Shape::Disc => {
                let disc = Transform::from_scale(Vec3::splat(DISC));
                p.spawn((Mesh2d(assets.disc.clone()), MeshMaterial2d(material), ink, body, disc));
                // Its edge, which keeps a pale disc apart from an empty hole of a light frame, over the face.
                if let Some(edge) = style.edge {
                    let rim = Transform::from_xyz(0.0, 0.0, 0.005).with_scale(Vec3::splat(DISC));
                    p.spawn((Mesh2d(assets.stone_rim.clone()), part(materials, edge), rim));
                }
            }
            Shape::Cross => {
                for angle in [45f32, -45.0] {
                    let bar = Transform::from_rotation(Quat::from_rotation_z(angle.to_radians()));
                    p.spawn((Mesh2d(assets.bar.clone()), MeshMaterial2d(material.clone()), ink, body, bar));
                }
            }
            Shape::Ring => {
                p.spawn((Mesh2d(assets.ring.clone()), MeshMaterial2d(material), ink, body, Transform::default()));
            }
            Shape::Stone => stone_discs(p, assets, materials, &style, 1.0),
            Shape::Bone => {
                p.spawn((Mesh2d(assets.bone_shaft.clone()), MeshMaterial2d(material.clone()), ink, body));
                for (x, y) in [(-0.08, 0.31), (0.08, 0.31), (-0.08, -0.31), (0.08, -0.31)] {
                    let knob = Transform::from_xyz(x, y, 0.0);
                    p.spawn((Mesh2d(assets.bone_knob.clone()), MeshMaterial2d(material.clone()), ink, body, knob));
                }
            }
            Shape::Pebbles => {
                for (i, at) in pebbles(piece.place, piece.count).into_iter().enumerate() {
                    let ink = style.tones[i % style.tones.len()];
                    let pebble =
                        Transform::from_translation(at.extend(i as f32 * 0.001)).with_scale(Vec3::splat(PEBBLE));
                    p.spawn((Mesh2d(assets.disc.clone()), part(materials, ink), Body(ink), pebble));
                }
            }
            Shape::Drawing(drawing) => {
                // In its artist's colours, over a glow that lights it (`marks::light_pieces`).
                let sprite = Sprite { custom_size: Some(Vec2::splat(DRAWING)), ..default() };
                p.spawn((Drawn(drawing), sprite, Transform::from_xyz(0.0, 0.0, 0.01)));
                let glow = Transform::from_scale(Vec3::splat(DRAWING));
                let unlit = Tint { ink: Ink::Win, alpha: 0.0 };
                p.spawn((Mesh2d(assets.disc.clone()), MeshMaterial2d(materials.add(Color::NONE)), unlit, Halo, glow));
            }
            Shape::None => {}
        }
        // A marking that tells the sides apart without colour (a ring on X's discs, a dot on O's), over the face.
        if let Some((marking, marking_ink)) = style.marking {
            let (mesh, scale) = match marking {
                Marking::Ring => (assets.ring.clone(), 0.75),
                Marking::Dot => (assets.dot.clone(), 2.2),
            };
            let at = Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(scale));
            p.spawn((Mesh2d(mesh), part(materials, marking_ink), at));
        }
        let cell = board.layout.cell;
        // A sign on the piece (a crowned king's), written over everything else on it.
        if let Some(emblem) = style.emblem {
            p.spawn((
                Text2d::new(emblem.to_string()),
                TextFont { font: board.fonts.bold.clone().into(), font_size: FontSize::Px(cell * EMBLEM), ..default() },
                TextColor::default(),
                Tint::from(style.writing),
                Transform::from_xyz(0.0, 0.0, 0.03).with_scale(Vec3::splat(1.0 / cell)),
            ));
        }
        // The count is written beside the pebbles, in the piece's corner (in pixels over cells): a pit's seeds
        // are counted at a glance, and more than fit are still told.
        if style.count {
            p.spawn((
                Text2d::new(piece.count.to_string()),
                TextFont {
                    font: board.fonts.bold.clone().into(),
                    font_size: FontSize::Px((cell * 0.22).clamp(11.0, 20.0)),
                    ..default()
                },
                TextColor::default(),
                Tint::from(Ink::Count),
                Transform::from_translation(super::written::COUNT_AT.extend(0.05)).with_scale(Vec3::splat(1.0 / cell)),
            ));
        }
    });
    tracked
}

/// A part of a piece in an ink of its own (an edge, a marking, a pebble): its own material, tinted.
fn part(materials: &mut Assets<ColorMaterial>, ink: Ink) -> (MeshMaterial2d<ColorMaterial>, Tint) {
    (MeshMaterial2d(materials.add(Color::NONE)), Tint::from(ink))
}

/// The diameter of a disc, in cells.
const DISC: f32 = 0.8;
/// The size of a drawn piece (a chess piece), in cells: the drawings leave their own margin.
const DRAWING: f32 = 0.9;
/// The size of an emblem's sign, in cells.
const EMBLEM: f32 = 0.45;

/// The diameter of a pebble, in cells, and the most drawn on one place.
pub(super) const PEBBLE: f32 = 0.17;
const MAX_PEBBLES: usize = 12;
/// Up to this many pebbles lie as far apart as this many would.
const FEW_PEBBLES: f32 = 6.0;

/// Where the pebbles of a piece of `count` on `place` lie within it, in cells from its centre: scattered a
/// little, the same every time, never more than [`MAX_PEBBLES`] and never past the place's edge.
fn pebbles(place: Place, count: u16) -> Vec<Vec2> {
    (0..(count as usize).min(MAX_PEBBLES))
        .map(|i| {
            // A sunflower's spiral keeps them apart; a little jitter from the place and the pebble's number
            // keeps it from looking printed.
            let golden = std::f32::consts::PI * (3.0 - 5f32.sqrt());
            // A few pebbles spread as far as many would: the spiral is as wide for six as for twelve.
            let r = 0.27 * ((i as f32 + 0.5) / (count as f32).clamp(FEW_PEBBLES, MAX_PEBBLES as f32)).sqrt();
            let jitter = ((place as u32 * 31 + i as u32 * 17).wrapping_mul(2_654_435_761) >> 20) as f32 / 4096.0;
            let angle = i as f32 * golden + jitter;
            Vec2::new(angle.cos(), angle.sin()) * r
        })
        .collect()
}

/// A slight tilt for the bone on `place`, in radians, the same every time.
fn tilt(place: Place) -> f32 {
    let x = (place as u32).wrapping_mul(2_654_435_761) >> 16;
    ((x % 1000) as f32 / 1000.0 - 0.5) * 0.5 + 0.35
}

/// The two parts of a stone of `style` under `parent`: its rim, a ring that keeps it apart from the board and
/// its neighbours in every theme (a black stone on high contrast's black board is ringed in white), and its face
/// within; both at `alpha` (a stone about to be played, or one of a line the analysis shows).
pub fn stone_discs(
    parent: &mut ChildSpawnerCommands,
    assets: &BoardAssets,
    materials: &mut Assets<ColorMaterial>,
    style: &PieceStyle,
    alpha: f32,
) {
    let (rim, stone) = (style.edge.unwrap_or(style.fill), style.fill);
    let outer = Transform::from_scale(Vec3::splat(STONE));
    parent.spawn((
        Mesh2d(assets.stone_rim.clone()),
        MeshMaterial2d(materials.add(Color::NONE)),
        rim.with_alpha(alpha),
        outer,
    ));
    let inner = Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(STONE - 2.0 * RIM));
    parent.spawn((
        Mesh2d(assets.disc.clone()),
        MeshMaterial2d(materials.add(Color::NONE)),
        stone.with_alpha(alpha),
        Body(stone),
        inner,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pebbles_lie_within_their_place_and_never_more_than_fit() {
        assert_eq!(pebbles(3, 5).len(), 5);
        assert_eq!(pebbles(3, 40).len(), MAX_PEBBLES);
        assert!(pebbles(7, 40).iter().all(|at| at.length() + PEBBLE / 2.0 <= 0.45), "inside the place");
        assert_eq!(pebbles(2, 4), pebbles(2, 4), "the same every time");
    }
}
