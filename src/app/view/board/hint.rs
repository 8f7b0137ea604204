//! The hinted move on the board: a glow on each place its cue names (the landing cell on gravity boards, each
//! landing of a path), and an arrow along a path from the piece (the piece itself is lit by `marks.rs`, with
//! what any move would act on).

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView};
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::animation::{Then, Tween, Tweened, Tweens};
use crate::app::view::theme::Ink;
use crate::rules::{Cue, Place};
use bevy::math::curve::EaseFunction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_hint.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// The hinted move: a glowing mark on its cue's place (the landing cell on gravity boards, the first bone a
/// take would take), or on each landing of its path (a jump's), whose piece [`light_pieces`] lights.
#[derive(Component)]
struct HintMark;

/// Where the hint's marks go for a move cued as `cue`.
fn hinted_places(cue: Cue) -> Vec<Place> {
    match cue {
        Cue::Place(place) => vec![place],
        Cue::Path(path) => path.into_iter().skip(1).collect(),
        Cue::Nowhere => Vec::new(),
    }
}

fn show_hint(
    mut commands: Commands,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    board: BoardView,
    marks: Query<Entity, With<HintMark>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let hinted = hint.mv(&board.game, &analysis).filter(|_| board.live());
    let cue = hinted.map_or(Cue::Nowhere, |mv| board.game.position().cue(mv));
    let current = hinted_places(cue.clone());
    let Some(root) = board.root() else { return };
    let shown = !marks.is_empty();
    let changed = hint.is_changed() || analysis.is_changed() || board.game.is_changed() || board.review.is_changed();
    if shown != current.is_empty() && !changed {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    for place in current {
        // A gentle pulse draws the eye. (Blending happens in linear light, so small alphas already show well.)
        let pulse =
            Tween::new(Tweened::Fade { from: 0.15, to: 0.45 }, EaseFunction::SineInOut, 0.5).then(Then::PingPong);
        commands.spawn((
            Name::new("Hint"),
            HintMark,
            Mesh2d(board.mark_mesh()),
            MeshMaterial2d(materials.add(Color::NONE)),
            Ink::Hint.with_alpha(0.45),
            Transform::from_translation(board.spot(place).extend(z::HINT)).with_scale(Vec3::splat(0.94)),
            ChildOf(root),
            Tweens::one(pulse),
        ));
    }
    // A move along a path (a piece's move, a jump's hops): an arrow from the piece along it.
    if let Cue::Path(path) = cue {
        let spots: Vec<Vec2> = path.iter().map(|&place| board.spot(place)).collect();
        for (i, hop) in spots.windows(2).enumerate() {
            let last = i + 2 == spots.len();
            for (mesh, transform) in arrow(hop[0], hop[1], last) {
                let tint = Ink::Hint.with_alpha(ARROW_ALPHA);
                commands.spawn((
                    Name::new("Hint arrow"),
                    HintMark,
                    Mesh2d(if mesh == ArrowPart::Head {
                        board.assets.head.clone()
                    } else {
                        board.assets.square.clone()
                    }),
                    MeshMaterial2d(materials.add(Color::NONE)),
                    tint,
                    transform,
                    ChildOf(root),
                ));
            }
        }
    }
}

/// How opaque the hint's arrow is, and its shaft's width and its head's length and width, in cells.
const ARROW_ALPHA: f32 = 0.8;
const SHAFT: f32 = 0.14;
const HEAD: Vec2 = Vec2::new(0.36, 0.42);

/// A part of an arrow: its shaft (a long square) or its head (a triangle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArrowPart {
    Shaft,
    Head,
}

/// The parts of an arrow from `from` to `to` (board units), where they go: a shaft, and a head at `to` if
/// `head`; a shaft without a head runs all the way, so that the hops of a path join.
fn arrow(from: Vec2, to: Vec2, head: bool) -> Vec<(ArrowPart, Transform)> {
    let (along, length) = ((to - from).normalize_or_zero(), from.distance(to));
    let rotation = Quat::from_rotation_z(along.to_angle());
    let shaft = if head { (length - HEAD.x).max(0.0) } else { length };
    let mut parts = vec![(
        ArrowPart::Shaft,
        Transform::from_translation((from + along * shaft / 2.0).extend(z::ARROW))
            .with_rotation(rotation)
            .with_scale(Vec3::new(shaft, SHAFT, 1.0)),
    )];
    if head {
        let at = (to - along * HEAD.x / 2.0).extend(z::ARROW);
        parts.push((
            ArrowPart::Head,
            Transform::from_translation(at).with_rotation(rotation).with_scale(HEAD.extend(1.0)),
        ));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_runs_from_the_piece_and_ends_in_its_head_on_the_square() {
        let parts = arrow(Vec2::ZERO, Vec2::new(0.0, 2.0), true);
        assert_eq!(parts.iter().map(|(part, _)| *part).collect::<Vec<_>>(), [ArrowPart::Shaft, ArrowPart::Head]);
        let (shaft, head) = (parts[0].1, parts[1].1);
        // The shaft up to the head, the head's tip on the square's centre.
        assert!((shaft.scale.x - (2.0 - HEAD.x)).abs() < 1e-5);
        let tip = head.translation.truncate() + head.rotation.mul_vec3(Vec3::X * HEAD.x / 2.0).truncate();
        assert!(tip.distance(Vec2::new(0.0, 2.0)) < 1e-5, "{tip}");
        // A hop before the last runs the whole way, with no head.
        assert_eq!(arrow(Vec2::ZERO, Vec2::X, false).len(), 1);
    }

    /// The hint marks a move of one place there, and each landing of a path (its piece is lit instead).
    #[test]
    fn the_hint_marks_a_paths_every_landing() {
        assert_eq!(hinted_places(Cue::Place(7)), [7]);
        assert_eq!(hinted_places(Cue::Path(vec![25, 15, 1])), [15, 1]);
        assert!(hinted_places(Cue::Nowhere).is_empty());
    }
}
