//! The heap games on screen (the Game of Bones, Nim): the bones drawn where the game's descriptor places them
//! under the board's root, the bones a click (or the keyboard cursor) would take lighting up, the hinted take
//! glowing, taken bones flying off, and the descriptor's caption above (what is left, what was taken last).
//! Taking bones is input, and lives in the logic half.

use bevy::prelude::*;

use super::animation::{Then, Tween, Tweened, Tweens};
use super::board::{BoardRoot, BoardSystems, BoardView};
use super::hud::BarPlaced;
use super::theme::{self, Fonts, Ink, Theme, Tint};
use crate::app::games::{BoardKind, GameDescriptor};
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::input::{HoveredTarget, KeyboardCursor};
use crate::app::logic::play::{CurrentMatch, MatchReset, MoveApplied, start_match};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::Words;
use crate::rules::{AnyGame, Game};
use crate::session::Side;
use bevy::math::curve::EaseFunction;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoneLook>();
    app.add_systems(OnEnter(Screen::Playing), spawn_heap_label.after(start_match));
    app.add_systems(
        Update,
        (build_heap, name_heaps, take_bones, colour_bones, update_heap_label)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Mark)
            .run_if(in_state(Screen::Playing)),
    );
}

/// One bone, at the target `index` of the game's descriptor.
#[derive(Component)]
struct Bone {
    index: usize,
    /// Its own material, so it can light up alone.
    material: Handle<ColorMaterial>,
}

/// How long a taken bone takes to fly off, and a bone put back to pop in (at normal speed).
const FLIGHT_SECONDS: f32 = 0.6;
const POP_SECONDS: f32 = 0.22;

/// The meshes of a bone, made once (each bone has its own material: see [`Bone`]).
#[derive(Resource)]
struct BoneLook {
    shaft: Handle<Mesh>,
    knob: Handle<Mesh>,
}

impl FromWorld for BoneLook {
    fn from_world(world: &mut World) -> Self {
        let mut meshes = world.resource_mut::<Assets<Mesh>>();
        Self { shaft: meshes.add(Rectangle::new(0.18, 0.62)), knob: meshes.add(Circle::new(0.1)) }
    }
}

/// A slight tilt for each bone, the same every time, so the heap looks piled rather than printed.
fn tilt(index: usize) -> f32 {
    let x = (index as u32).wrapping_mul(2_654_435_761) >> 16;
    ((x % 1000) as f32 / 1000.0 - 0.5) * 0.5 + 0.35
}

/// Which targets hold a bone in `position`, by target.
fn present(descriptor: &dyn GameDescriptor, position: &AnyGame) -> Vec<bool> {
    let mut present = vec![false; descriptor.targets()];
    for target in descriptor.pieces(position) {
        if let Some(here) = present.get_mut(target.0) {
            *here = true;
        }
    }
    present
}

/// Brings the heap in line with the bones left after a reset: bones put back (undo) pop in, bones gone
/// (redo, a restart that left fewer) fly off; the others stay.
fn build_heap(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    board: BoardView,
    look: Res<BoneLook>,
    bones: Query<(Entity, &Bone)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if resets.read().count() == 0 || board.kind() != BoardKind::Heap {
        return;
    }
    let Some(root) = board.root() else { return };
    // The heaps shown: as they stand, or as they were at the move under review.
    let present = present(board.game.descriptor(), &board.position());
    let mut shown = vec![false; present.len()];
    for (entity, bone) in &bones {
        match present.get(bone.index) {
            Some(true) => shown[bone.index] = true,
            _ => fly_off(&mut commands, entity, Side::X),
        }
    }
    for index in (0..present.len()).filter(|&i| present[i] && !shown[i]) {
        let material = materials.add(Color::NONE);
        let at = board.layout.cell_local(index);
        let pop = Tween::new(Tweened::Scale { from: Vec3::ZERO, to: Vec3::ONE }, EaseFunction::BackOut, POP_SECONDS);
        commands
            .spawn((
                Name::new(format!("Bone {index}")),
                Bone { index, material: material.clone() },
                Transform::from_translation(at.extend(0.5)).with_rotation(Quat::from_rotation_z(tilt(index))),
                Visibility::default(),
                ChildOf(root),
                Tweens::one(pop),
            ))
            .with_children(|bone| {
                let ink = Tint::from(Ink::Bone);
                bone.spawn((Mesh2d(look.shaft.clone()), MeshMaterial2d(material.clone()), ink, Transform::default()));
                for (x, y) in [(-0.08, 0.31), (0.08, 0.31), (-0.08, -0.31), (0.08, -0.31)] {
                    let knob = Transform::from_xyz(x, y, 0.0);
                    bone.spawn((Mesh2d(look.knob.clone()), MeshMaterial2d(material.clone()), ink, knob));
                }
            });
    }
}

/// Writes each heap's name beside its row, when the board is built (Nim's letters, which its moves use).
fn name_heaps(mut commands: Commands, roots: Query<Entity, Added<BoardRoot>>, board: BoardView, fonts: Res<Fonts>) {
    let Ok(root) = roots.single() else { return };
    let layout = &board.layout;
    let size = (layout.cell * 0.3).clamp(14.0, 24.0);
    for (row, name) in board.game.descriptor().row_names().into_iter().enumerate() {
        let at = layout.cell_local(row * layout.shape.cols) - Vec2::new(0.5, 0.0);
        commands.spawn((
            Name::new("Heap name"),
            Text2d::new(name),
            TextFont { font: fonts.bold.clone().into(), font_size: FontSize::Px(size), ..default() },
            TextColor::default(),
            Tint::from(Ink::TextDim),
            // The board is scaled to cells; the text is sized in pixels.
            Transform::from_translation(at.extend(0.5)).with_scale(Vec3::splat(1.0 / layout.cell)),
            ChildOf(root),
        ));
    }
}

/// Sends a bone flying off towards the side that took it (left for X, right for O), shrinking as it goes.
fn fly_off(commands: &mut Commands, entity: Entity, by: Side) {
    let direction = if by == Side::X { -1.0 } else { 1.0 };
    let away = Vec3::new(direction * 4.0, 2.0, 0.0);
    commands.entity(entity).remove::<Bone>().queue(move |mut bone: EntityWorldMut| {
        let Some(at) = bone.get::<Transform>().map(|t| t.translation) else { return };
        let fly = Tween::new(Tweened::Place { from: at, to: at + away }, EaseFunction::QuadraticIn, FLIGHT_SECONDS);
        let shrink =
            Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ZERO }, EaseFunction::QuadraticIn, FLIGHT_SECONDS);
        bone.insert(Tweens::one(fly.blocking()).with(shrink.then(Then::Despawn)));
    });
}

/// Sends the bones of each take flying off towards the side that took them.
fn take_bones(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    game: Res<CurrentMatch>,
    bones: Query<(Entity, &Bone)>,
) {
    for applied in applied.read() {
        if game.descriptor().kind() != BoardKind::Heap {
            continue;
        }
        let present = present(game.descriptor(), game.position());
        for (entity, bone) in &bones {
            if !present.get(bone.index).copied().unwrap_or(false) {
                fly_off(&mut commands, entity, applied.side);
            }
        }
    }
}

/// Lights the bones a click (or Enter at the keyboard cursor) would take, and the hinted take.
fn colour_bones(
    hovered: Res<HoveredTarget>,
    cursor: Res<KeyboardCursor>,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    game: Res<CurrentMatch>,
    bones: Query<&Bone>,
    theme: Res<Theme>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (descriptor, position) = (game.descriptor(), game.position());
    let aimed = hovered.0.or(cursor.target.filter(|_| cursor.visible)).filter(|_| game.awaits_human());
    let aimed = aimed.and_then(|target| descriptor.move_at(target, position));
    // The bones the aimed take would take, and whether the rules allow it (Bones: no more than three).
    let aimed = aimed.map(|mv| (descriptor.taken_by(mv, position), position.check_move(mv).is_ok()));
    let hinted = hint.mv(&game, &analysis).map(|mv| descriptor.taken_by(mv, position)).unwrap_or_default();
    for bone in &bones {
        let aimed_at = aimed.as_ref().filter(|(taken, _)| taken.iter().any(|t| t.0 == bone.index));
        let colour = match aimed_at {
            Some((_, true)) => Ink::Win,
            _ if hinted.iter().any(|t| t.0 == bone.index) => Ink::Hint,
            // Too many: the pointer is too deep in the heap.
            Some((_, false)) => Ink::Error,
            None => Ink::Bone,
        };
        if let Some(mut m) = materials.get_mut(&bone.material)
            && m.color != theme.colour(colour)
        {
            m.color = theme.colour(colour);
        }
    }
}

/// The line above the heaps.
#[derive(Component)]
struct HeapLabel;

/// Built from the match this screen was entered with (it runs after the match has started).
fn spawn_heap_label(mut commands: Commands, fonts: Res<Fonts>, game: Res<CurrentMatch>) {
    if game.descriptor().kind() != BoardKind::Heap {
        return;
    }
    commands.spawn((
        Name::new("Heap label"),
        DespawnOnExit(Screen::Playing),
        BarPlaced(|bars, node| node.top = px(bars.top + 10.0)),
        Node {
            position_type: PositionType::Absolute,
            left: px(0),
            right: px(0),
            justify_content: JustifyContent::Center,
            ..default()
        },
        children![(HeapLabel, theme::text(&fonts, "", 20.0, Ink::Text))],
    ));
}

fn update_heap_label(game: Res<CurrentMatch>, words: Res<Words>, mut labels: Query<&mut Text, With<HeapLabel>>) {
    if !game.is_changed() && !words.is_changed() {
        return;
    }
    let side = game.side_name(game.side_to_move().other());
    let last = game.history().last().map(|&mv| (side, mv));
    let parts: Vec<String> = game.descriptor().caption(game.position(), last).iter().map(|p| words.say(p)).collect();
    // Spacing between the parts, not words: the same in every language.
    let text = parts.join("  ·  ");
    for mut label in &mut labels {
        label.0.clone_from(&text);
    }
}
