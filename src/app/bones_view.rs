//! The Game of Bones on screen: the heap drawn as bones in rows, the last ones lifting when the pointer points
//! at them (click a bone to take it and every bone after it, up to three), the hinted take glowing, taken bones
//! flying off, and a line saying how many are left and what was taken last.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::AppSystems;
use super::ai_turn::Hint;
use super::game::{Match, MatchReset, MoveApplied, MoveRejected, Rejection, Side};
use super::input::press_take;
use super::layout::{BoardLayout, BoardShape, TOP_BAR};
use super::screen::Screen;
use super::theme::{self, Fonts, palette};
use crate::rules::bones::MAX_TAKE;
use crate::rules::{AnyGame, AnyMove, GameSpec, IllegalMove};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BonesLayout>();
    app.init_resource::<BoneLook>();
    app.init_resource::<PointedBone>();
    app.add_systems(OnEnter(Screen::Playing), spawn_heap_label);
    app.add_systems(
        Update,
        (fit_bones, point_at_bones, click_bones).chain().in_set(AppSystems::RecordInput).run_if(playing_bones),
    );
    app.add_systems(
        Update,
        (rebuild_heap, take_bones, colour_bones, fly_taken_bones, update_heap_label)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(playing_bones),
    );
}

fn playing_bones(screen: Option<Res<State<Screen>>>, game: Res<Match>) -> bool {
    screen.is_some_and(|s| *s.get() == Screen::Playing) && matches!(game.setup.spec, GameSpec::Bones { .. })
}

/// Bones per row of the heap.
const PER_ROW: usize = 10;

/// Where the heap is drawn: one layout cell per bone.
#[derive(Resource, Default, Clone, Copy)]
struct BonesLayout(BoardLayout);

fn shape(start_heap: usize) -> BoardShape {
    BoardShape { rows: start_heap.div_ceil(PER_ROW).max(1), cols: start_heap.clamp(1, PER_ROW), drop_row: false }
}

fn start_heap(game: &Match) -> usize {
    match game.setup.spec {
        GameSpec::Bones { heap } => heap as usize,
        _ => 0,
    }
}

/// The bones left in the heap (none outside the Game of Bones).
pub(super) fn heap(game: &Match) -> usize {
    match &game.position {
        AnyGame::Bones(b) => b.heap() as usize,
        _ => 0,
    }
}

fn fit_bones(window: Option<Single<&Window, With<PrimaryWindow>>>, game: Res<Match>, mut layout: ResMut<BonesLayout>) {
    let size = window.map(|w| w.size()).unwrap_or(Vec2::new(1024.0, 768.0));
    let mut fitted = BoardLayout::fit(size, shape(start_heap(&game)));
    // Leave room under the top bar for the heap's label.
    fitted.centre.y -= 14.0;
    if layout.0 != fitted {
        layout.0 = fitted;
    }
}

/// One bone of the heap; bone `index` is taken after every bone with a higher index.
#[derive(Component)]
struct Bone {
    index: usize,
    /// Its own material, so it can light up alone.
    material: Handle<ColorMaterial>,
}

/// A bone taken from the heap, on its way out.
#[derive(Component)]
struct TakenBone {
    started: f32,
    by: Side,
}

/// The bone under the pointer, if taking it (and those after it) would be a legal take.
#[derive(Resource, Default, PartialEq, Eq, Clone, Copy)]
struct PointedBone(Option<usize>);

/// The parent of the heap.
#[derive(Component)]
struct Heap;

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

fn spawn_bone(
    heap: &mut ChildSpawnerCommands,
    layout: &BoardLayout,
    index: usize,
    look: &BoneLook,
    material: Handle<ColorMaterial>,
) {
    let at = layout.cell_local(index);
    heap.spawn((
        Name::new(format!("Bone {index}")),
        Bone { index, material: material.clone() },
        Transform::from_translation(at.extend(0.5)).with_rotation(Quat::from_rotation_z(tilt(index))),
        Visibility::default(),
    ))
    .with_children(|bone| {
        bone.spawn((Mesh2d(look.shaft.clone()), MeshMaterial2d(material.clone()), Transform::default()));
        for (x, y) in [(-0.08, 0.31), (0.08, 0.31), (-0.08, -0.31), (0.08, -0.31)] {
            bone.spawn((Mesh2d(look.knob.clone()), MeshMaterial2d(material.clone()), Transform::from_xyz(x, y, 0.0)));
        }
    });
}

fn rebuild_heap(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    game: Res<Match>,
    layout: Res<BonesLayout>,
    heaps: Query<Entity, With<Heap>>,
    look: Res<BoneLook>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if resets.read().count() == 0 && !layout.is_changed() {
        return;
    }
    for heap in &heaps {
        commands.entity(heap).despawn();
    }
    let left = heap(&game);
    commands
        .spawn((Name::new("Heap"), Heap, layout.0.transform(), Visibility::default(), DespawnOnExit(Screen::Playing)))
        .with_children(|heap| {
            for index in 0..left {
                spawn_bone(heap, &layout.0, index, &look, materials.add(palette::BONE));
            }
        });
}

fn point_at_bones(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    layout: Res<BonesLayout>,
    game: Res<Match>,
    mut pointed: ResMut<PointedBone>,
) {
    let world = super::input::cursor_in_world(window.map(Single::into_inner), &camera);
    let left = heap(&game);
    let bone = world.and_then(|w| layout.0.cell_at(w)).filter(|&i| i < left);
    pointed.set_if_neq(PointedBone(bone));
}

fn click_bones(
    mouse: Res<ButtonInput<MouseButton>>,
    buttons: Query<&Interaction, With<Button>>,
    pointed: Res<PointedBone>,
    game: Res<Match>,
    mut chosen: MessageWriter<super::game::MoveChosen>,
    mut rejected: MessageWriter<MoveRejected>,
) {
    if !mouse.just_pressed(MouseButton::Left) || buttons.iter().any(|i| *i != Interaction::None) {
        return;
    }
    let Some(index) = pointed.0 else { return };
    let take = heap(&game) - index;
    if take > MAX_TAKE as usize {
        rejected.write(MoveRejected { why: Rejection::Illegal(IllegalMove::BadTake), cell: None });
    } else {
        press_take(&game, take as u8, &mut chosen);
    }
}

/// Sends the bones of each take flying off towards the side that took them.
fn take_bones(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    game: Res<Match>,
    bones: Query<(Entity, &Bone)>,
    time: Res<Time>,
) {
    for applied in applied.read() {
        let AnyMove::Take(_) = applied.mv else { continue };
        let left = heap(&game);
        for (entity, bone) in &bones {
            if bone.index >= left {
                commands
                    .entity(entity)
                    .remove::<Bone>()
                    .insert(TakenBone { started: time.elapsed_secs(), by: applied.side });
            }
        }
    }
}

fn fly_taken_bones(mut commands: Commands, time: Res<Time>, mut bones: Query<(Entity, &TakenBone, &mut Transform)>) {
    const SECONDS: f32 = 0.6;
    for (entity, taken, mut transform) in &mut bones {
        let t = (time.elapsed_secs() - taken.started) / SECONDS;
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        // Off to the left for X's takes, to the right for O's, shrinking as they go.
        let direction = if taken.by == Side::X { -1.0 } else { 1.0 };
        transform.translation.x += direction * 0.35 * time.delta_secs() * 60.0 * t.max(0.2);
        transform.translation.y += 0.12 * time.delta_secs() * 60.0;
        transform.scale = Vec3::splat(1.0 - t);
    }
}

/// Lights the bones a click would take, and the hinted take.
fn colour_bones(
    pointed: Res<PointedBone>,
    hint: Res<Hint>,
    game: Res<Match>,
    bones: Query<&Bone>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let left = heap(&game);
    let pointed_take = pointed.0.map(|i| left - i).filter(|&n| n <= MAX_TAKE as usize && game.awaits_human());
    let hinted = match hint.current(&game) {
        Some(AnyMove::Take(n)) => Some(n as usize),
        _ => None,
    };
    for bone in &bones {
        let from_end = left - bone.index;
        let colour = if pointed_take.is_some_and(|n| from_end <= n) {
            palette::WIN
        } else if hinted.is_some_and(|n| from_end <= n) {
            palette::HINT
        } else if pointed.0.is_some_and(|i| bone.index >= i) && game.awaits_human() {
            // More than three: the pointer is too deep in the heap.
            palette::ERROR
        } else {
            palette::BONE
        };
        if let Some(mut m) = materials.get_mut(&bone.material)
            && m.color != colour
        {
            m.color = colour;
        }
    }
}

/// The line above the heap.
#[derive(Component)]
struct HeapLabel;

/// Built from the setup: the match for this screen may not be set up yet when this runs.
fn spawn_heap_label(mut commands: Commands, fonts: Res<Fonts>, setup: Res<super::game::MatchSetup>) {
    if !matches!(setup.spec, GameSpec::Bones { .. }) {
        return;
    }
    commands.spawn((
        Name::new("Heap label"),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(TOP_BAR + 10.0),
            left: px(0),
            right: px(0),
            justify_content: JustifyContent::Center,
            ..default()
        },
        children![(HeapLabel, theme::text(&fonts, "", 20.0, palette::TEXT))],
    ));
}

fn update_heap_label(game: Res<Match>, mut labels: Query<&mut Text, With<HeapLabel>>) {
    if !game.is_changed() {
        return;
    }
    let left = heap(&game);
    let mut text = match left {
        1 => "1 bone left".to_string(),
        n => format!("{n} bones left"),
    };
    // Who took what last, counting back through the history.
    if let Some(AnyMove::Take(n)) = game.history.last() {
        let side = game.side_to_move().other();
        text.push_str(&format!("  ·  {} took {n}", side.name(game.setup.spec)));
    } else if !game.is_over() {
        text.push_str("  ·  take 1, 2 or 3: click the last bones, press a key, or use the buttons");
    }
    for mut label in &mut labels {
        label.0.clone_from(&text);
    }
}
