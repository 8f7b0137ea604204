//! The board on screen. The logic half keeps an entity per stone ([`Piece`]) under one [`BoardRoot`], rebuilt
//! on [`MatchReset`] and grown on [`MoveApplied`], and keeps [`BoardLayout`] in step with the window. The
//! visual half (only with a renderer) gives those entities meshes and colours and draws the grid, the hover
//! and keyboard cursors, the last move, the hint, the winning line and the cue for a refused move.
//!
//! Everything on the board is placed in board units (one per cell, origin at the board's centre) under the
//! root, whose transform scales them to the window; so resizing moves one transform, not every stone.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::AppSystems;
use super::ai_turn::Hint;
use super::game::{GameEnded, Match, MatchReset, MoveApplied, MoveRejected, Side};
use super::input::{HoveredTarget, KeyboardCursor};
use super::layout::{self, BoardLayout, BoardShape};
use super::screen::Screen;
use super::theme::palette;
use crate::rules::{AnyGame, AnyMove, GameSpec};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>();
    app.add_systems(Update, fit_layout.in_set(AppSystems::Layout).run_if(in_state(Screen::Playing)));
    app.add_systems(Update, place_root.in_set(AppSystems::Update).run_if(in_state(Screen::Playing)));
    app.add_systems(
        Update,
        (rebuild_board, add_pieces).chain().in_set(AppSystems::Update).run_if(in_state(Screen::Playing)),
    );
}

pub(super) fn visuals_plugin(app: &mut App) {
    app.init_resource::<BoardAssets>();
    app.add_systems(
        Update,
        (
            mark_win.after(add_pieces),
            mark_last_move.after(add_pieces),
            flash_rejections,
            show_hover,
            show_hint,
            animate_pieces,
            fade_flashes,
        )
            .in_set(AppSystems::Update)
            .after(rebuild_board)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The parent of everything drawn on the board.
#[derive(Component)]
pub struct BoardRoot;

/// A stone (or a cross, or a ring) on a cell.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub cell: usize,
    pub side: Side,
}

/// The board's shape for the layout.
pub fn board_shape(spec: GameSpec) -> Option<BoardShape> {
    match spec {
        GameSpec::Mnk(s) => Some(BoardShape { rows: s.rows as usize, cols: s.cols as usize, drop_row: false }),
        GameSpec::Gravity(s) => Some(BoardShape { rows: s.rows as usize, cols: s.cols as usize, drop_row: true }),
        GameSpec::Bones { .. } => None,
    }
}

/// Keeps the layout fitted to the window.
fn fit_layout(window: Option<Single<&Window, With<PrimaryWindow>>>, game: Res<Match>, mut layout: ResMut<BoardLayout>) {
    let Some(shape) = board_shape(game.setup.spec) else { return };
    let size = window.map(|w| w.size()).unwrap_or(Vec2::new(1024.0, 768.0));
    layout.set_if_neq(BoardLayout::fit(size, shape));
}

/// The side of each stone on the board.
fn pieces_of(game: &Match) -> Vec<Piece> {
    let Some(grid) = game.position.grid() else { return Vec::new() };
    let stones = grid.cells().iter().enumerate();
    stones.filter_map(|(cell, s)| s.map(|p| Piece { cell, side: game.side_of(p) })).collect()
}

/// Rebuilds the board from the position after a reset.
fn rebuild_board(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    game: Res<Match>,
    layout: Res<BoardLayout>,
    roots: Query<Entity, With<BoardRoot>>,
    assets: Option<Res<BoardAssets>>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
) {
    if resets.read().count() == 0 {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    if board_shape(game.setup.spec).is_none() {
        return;
    }
    let root = commands
        .spawn((
            Name::new("Board"),
            BoardRoot,
            layout.transform(),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    if let Some(assets) = &assets {
        spawn_grid(&mut commands, root, &game, &layout, assets);
    }
    for piece in pieces_of(&game) {
        spawn_piece(&mut commands, root, &game, &layout, piece, assets.as_deref(), None);
    }
    if let Some(assets) = &assets {
        if let Some(&mv) = game.history.last() {
            mark_last(&mut commands, root, &game, &layout, mv, assets);
        }
        if let (true, Some(meshes)) = (game.is_over(), meshes.as_deref_mut()) {
            spawn_win_line(&mut commands, root, &game, &layout, assets, meshes);
        }
    }
}

/// Adds the stone of each move just played.
fn add_pieces(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    game: Res<Match>,
    layout: Res<BoardLayout>,
    root: Query<Entity, With<BoardRoot>>,
    assets: Option<Res<BoardAssets>>,
    time: Res<Time>,
) {
    let Ok(root) = root.single() else { return };
    for applied in applied.read() {
        let Some(cell) = applied.cell else { continue };
        let piece = Piece { cell, side: applied.side };
        spawn_piece(&mut commands, root, &game, &layout, piece, assets.as_deref(), Some(time.elapsed_secs()));
    }
}

/// Meshes and materials of the board, made once.
#[derive(Resource)]
pub struct BoardAssets {
    square: Handle<Mesh>,
    disc: Handle<Mesh>,
    ring: Handle<Mesh>,
    bar: Handle<Mesh>,
    dot: Handle<Mesh>,
    board: Handle<ColorMaterial>,
    gravity_board: Handle<ColorMaterial>,
    grid_line: Handle<ColorMaterial>,
    hole: Handle<ColorMaterial>,
    x_mark: Handle<ColorMaterial>,
    o_mark: Handle<ColorMaterial>,
    x_disc: Handle<ColorMaterial>,
    o_disc: Handle<ColorMaterial>,
    win: Handle<ColorMaterial>,
    last_move: Handle<ColorMaterial>,
}

impl FromWorld for BoardAssets {
    fn from_world(world: &mut World) -> Self {
        let mut meshes = world.resource_mut::<Assets<Mesh>>();
        let square = meshes.add(Rectangle::new(1.0, 1.0));
        let disc = meshes.add(Circle::new(0.5));
        let ring = meshes.add(Annulus::new(0.22, 0.34));
        let bar = meshes.add(Capsule2d::new(0.075, 0.62));
        let dot = meshes.add(Circle::new(0.07));
        let mut materials = world.resource_mut::<Assets<ColorMaterial>>();
        Self {
            square,
            disc,
            ring,
            bar,
            dot,
            board: materials.add(palette::BOARD),
            gravity_board: materials.add(palette::GRAVITY_BOARD),
            grid_line: materials.add(palette::GRID_LINE),
            hole: materials.add(palette::HOLE),
            x_mark: materials.add(palette::X_MARK),
            o_mark: materials.add(palette::O_MARK),
            x_disc: materials.add(palette::X_DISC),
            o_disc: materials.add(palette::O_DISC),
            win: materials.add(palette::WIN),
            last_move: materials.add(palette::LAST_MOVE),
        }
    }
}

/// Depths of the board's layers, back to front.
mod z {
    pub const BOARD: f32 = 0.0;
    pub const GRID: f32 = 0.1;
    /// Under the holes of a gravity board, over the board of a free-placement one.
    pub const HOVER: f32 = 0.05;
    pub const HINT: f32 = 0.3;
    pub const PIECE: f32 = 0.5;
    pub const LAST_MOVE: f32 = 0.7;
    pub const WIN: f32 = 0.8;
    pub const CURSOR: f32 = 0.9;
    pub const FLASH: f32 = 1.0;
}

/// Thickness of grid lines, in cells.
const LINE: f32 = 0.05;

fn spawn_grid(commands: &mut Commands, root: Entity, game: &Match, layout: &BoardLayout, assets: &BoardAssets) {
    let (rows, cols) = (layout.shape.rows as f32, layout.shape.cols as f32);
    let mut parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Transform)> = Vec::new();
    match game.setup.spec {
        GameSpec::Gravity(_) => {
            let frame = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + 0.3, rows + 0.3, 1.0));
            parts.push((assets.square.clone(), assets.gravity_board.clone(), frame));
            for cell in 0..layout.shape.rows * layout.shape.cols {
                let at = layout.cell_local(cell).extend(z::GRID);
                let hole = Transform::from_translation(at).with_scale(Vec3::splat(0.82));
                parts.push((assets.disc.clone(), assets.hole.clone(), hole));
            }
        }
        _ => {
            let back = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + 0.2, rows + 0.2, 1.0));
            parts.push((assets.square.clone(), assets.board.clone(), back));
            for c in 1..layout.shape.cols {
                let x = c as f32 - cols / 2.0;
                let line = Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(LINE, rows - 0.1, 1.0));
                parts.push((assets.square.clone(), assets.grid_line.clone(), line));
            }
            for r in 1..layout.shape.rows {
                let y = rows / 2.0 - r as f32;
                let line = Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols - 0.1, LINE, 1.0));
                parts.push((assets.square.clone(), assets.grid_line.clone(), line));
            }
        }
    }
    commands.entity(root).with_children(|board| {
        for (mesh, material, transform) in parts {
            board.spawn((Name::new("Grid"), Mesh2d(mesh), MeshMaterial2d(material), transform));
        }
    });
}

/// A stone being placed: it pops in (free placement) or falls into its cell (gravity).
#[derive(Component)]
struct Arrival {
    started: f32,
    /// For falling stones, how many cells above its cell it starts.
    fall: Option<f32>,
}

fn spawn_piece(
    commands: &mut Commands,
    root: Entity,
    game: &Match,
    layout: &BoardLayout,
    piece: Piece,
    assets: Option<&BoardAssets>,
    arriving_at: Option<f32>,
) {
    let at = layout.cell_local(piece.cell);
    let gravity = matches!(game.setup.spec, GameSpec::Gravity(_));
    let mut entity = commands.spawn((
        Name::new(format!("Piece {:?} on {}", piece.side, piece.cell)),
        piece,
        Transform::from_translation(at.extend(z::PIECE)),
        Visibility::default(),
        ChildOf(root),
    ));
    if let Some(started) = arriving_at {
        // From the drop row above the board down to the cell.
        let fall = gravity.then(|| (layout.shape.rows as f32 + 1.0) / 2.0 - at.y + 0.5);
        entity.insert(Arrival { started, fall });
    }
    let Some(assets) = assets else { return };
    let (mark, disc) = match piece.side {
        Side::X => (&assets.x_mark, &assets.x_disc),
        Side::O => (&assets.o_mark, &assets.o_disc),
    };
    entity.with_children(|p| {
        if gravity {
            p.spawn((
                Mesh2d(assets.disc.clone()),
                MeshMaterial2d(disc.clone()),
                Transform::from_scale(Vec3::splat(0.8)),
            ));
        } else if piece.side == Side::X {
            for angle in [45f32, -45.0] {
                let bar = Transform::from_rotation(Quat::from_rotation_z(angle.to_radians()));
                p.spawn((Mesh2d(assets.bar.clone()), MeshMaterial2d(mark.clone()), bar));
            }
        } else {
            p.spawn((Mesh2d(assets.ring.clone()), MeshMaterial2d(mark.clone()), Transform::default()));
        }
    });
}

fn animate_pieces(
    mut commands: Commands,
    time: Res<Time>,
    layout: Res<BoardLayout>,
    mut pieces: Query<(Entity, &Piece, &Arrival, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (entity, piece, arrival, mut transform) in &mut pieces {
        let t = now - arrival.started;
        let home = layout.cell_local(piece.cell);
        let done = match arrival.fall {
            Some(height) => {
                let offset = layout::drop_offset(t, height);
                transform.translation.y = home.y + offset;
                offset == 0.0
            }
            None => {
                transform.scale = Vec3::splat(layout::pop_scale(t));
                t >= layout::POP_SECONDS
            }
        };
        if done {
            transform.translation.y = home.y;
            transform.scale = Vec3::ONE;
            commands.entity(entity).remove::<Arrival>();
        }
    }
}

/// Keeps the board where the layout says.
fn place_root(layout: Res<BoardLayout>, mut roots: Query<&mut Transform, With<BoardRoot>>) {
    if !layout.is_changed() {
        return;
    }
    for mut transform in &mut roots {
        *transform = layout.transform();
    }
}

/// The dot on the last move.
#[derive(Component)]
struct LastMoveMark;

fn mark_last(
    commands: &mut Commands,
    root: Entity,
    game: &Match,
    layout: &BoardLayout,
    mv: AnyMove,
    assets: &BoardAssets,
) {
    // The stone of the last move is on the cell the move filled: for gravity, the top stone of the column.
    let cell = match (mv, &game.position) {
        (AnyMove::Cell(c), _) => Some(c as usize),
        (AnyMove::Column(c), AnyGame::Gravity(g)) => {
            let size = g.size();
            (0..size.rows as usize).map(|r| size.cell(r, c as usize)).find(|&cell| g.grid().get(cell).is_some())
        }
        _ => None,
    };
    let Some(cell) = cell else { return };
    let at = layout.cell_local(cell) + Vec2::new(0.36, 0.36);
    let at = if matches!(game.setup.spec, GameSpec::Gravity(_)) { layout.cell_local(cell) } else { at };
    commands.spawn((
        Name::new("Last move"),
        LastMoveMark,
        Mesh2d(assets.dot.clone()),
        MeshMaterial2d(assets.last_move.clone()),
        Transform::from_translation(at.extend(z::LAST_MOVE)),
        ChildOf(root),
    ));
}

fn mark_last_move(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    game: Res<Match>,
    layout: Res<BoardLayout>,
    root: Query<Entity, With<BoardRoot>>,
    marks: Query<Entity, With<LastMoveMark>>,
    assets: Res<BoardAssets>,
) {
    let Some(applied) = applied.read().last() else { return };
    let Ok(root) = root.single() else { return };
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    mark_last(&mut commands, root, &game, &layout, applied.mv, &assets);
}

/// The bar across a winning line.
#[derive(Component)]
struct WinLine;

fn spawn_win_line(
    commands: &mut Commands,
    root: Entity,
    game: &Match,
    layout: &BoardLayout,
    assets: &BoardAssets,
    meshes: &mut Assets<Mesh>,
) {
    let Some(grid) = game.position.grid() else { return };
    let Some((_, cells)) = grid.winning_line() else { return };
    let (first, last) = (layout.cell_local(cells[0]), layout.cell_local(*cells.last().unwrap()));
    let middle = (first + last) / 2.0;
    let along = last - first;
    let angle = along.y.atan2(along.x) - std::f32::consts::FRAC_PI_2;
    // From the outer edge of the first stone to the outer edge of the last, with round ends.
    const WIDTH: f32 = 0.16;
    let length = along.length() + 0.6 - WIDTH;
    let transform = Transform::from_translation(middle.extend(z::WIN)).with_rotation(Quat::from_rotation_z(angle));
    commands.spawn((
        Name::new("Winning line"),
        WinLine,
        Mesh2d(meshes.add(Capsule2d::new(WIDTH / 2.0, length))),
        MeshMaterial2d(assets.win.clone()),
        transform,
        ChildOf(root),
    ));
}

fn mark_win(
    mut commands: Commands,
    mut ended: MessageReader<GameEnded>,
    game: Res<Match>,
    layout: Res<BoardLayout>,
    root: Query<Entity, With<BoardRoot>>,
    assets: Res<BoardAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    if ended.read().count() == 0 {
        return;
    }
    if let Ok(root) = root.single() {
        spawn_win_line(&mut commands, root, &game, &layout, &assets, &mut meshes);
    }
}

/// A square that fades out: the cue for a refused move.
#[derive(Component)]
struct Flash {
    started: f32,
}

/// How long the cue for a refused move shows.
const FLASH_SECONDS: f32 = 0.5;

fn flash_rejections(
    mut commands: Commands,
    mut rejected: MessageReader<MoveRejected>,
    layout: Res<BoardLayout>,
    root: Query<Entity, With<BoardRoot>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    assets: Res<BoardAssets>,
    time: Res<Time>,
) {
    let Ok(root) = root.single() else { return };
    for rejected in rejected.read() {
        // On the cell played, or around the whole board when the click missed it.
        let (at, size) = match rejected.cell {
            Some(cell) => (layout.cell_local(cell), Vec2::splat(0.92)),
            None => (Vec2::ZERO, Vec2::new(layout.shape.cols as f32 + 0.3, layout.shape.rows as f32 + 0.3)),
        };
        commands.spawn((
            Name::new("Refused move"),
            Flash { started: time.elapsed_secs() },
            Mesh2d(assets.square.clone()),
            MeshMaterial2d(materials.add(palette::ERROR.with_alpha(0.45))),
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
            materials.remove(&material.0);
            commands.entity(entity).despawn();
        } else if let Some(mut m) = materials.get_mut(&material.0) {
            m.color = palette::ERROR.with_alpha(0.45 * (1.0 - t));
        }
    }
}

/// The highlight under the pointer, and the keyboard cursor.
#[derive(Component)]
struct HoverMark;

#[derive(Component)]
struct CursorMark;

/// Where a target (a cell, or a whole column on gravity boards) is drawn, and its size, in board units.
fn target_rect(game: &Match, layout: &BoardLayout, target: usize) -> (Vec2, Vec2) {
    match game.setup.spec {
        GameSpec::Gravity(_) => {
            let x = target as f32 - (layout.shape.cols as f32 - 1.0) / 2.0;
            (Vec2::new(x, 0.0), Vec2::new(0.96, layout.shape.rows as f32 + 0.2))
        }
        _ => (layout.cell_local(target), Vec2::splat(0.94)),
    }
}

#[allow(clippy::too_many_arguments)]
fn show_hover(
    mut commands: Commands,
    hovered: Res<HoveredTarget>,
    cursor: Res<KeyboardCursor>,
    game: Res<Match>,
    layout: Res<BoardLayout>,
    root: Query<Entity, With<BoardRoot>>,
    hover_marks: Query<Entity, With<HoverMark>>,
    cursor_marks: Query<Entity, With<CursorMark>>,
    assets: Res<BoardAssets>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut hover_material: Local<Option<Handle<ColorMaterial>>>,
    mut cursor_material: Local<Option<Handle<ColorMaterial>>>,
) {
    if !(hovered.is_changed() || cursor.is_changed() || game.is_changed() || layout.is_changed()) {
        return;
    }
    let Ok(root) = root.single() else { return };
    for mark in hover_marks.iter().chain(&cursor_marks) {
        commands.entity(mark).despawn();
    }
    if !game.awaits_human() {
        return;
    }
    let gravity = matches!(game.setup.spec, GameSpec::Gravity(_));
    let hover_colour = if gravity { palette::GRAVITY_HOVER } else { palette::HOVER };
    let hover_material = hover_material.get_or_insert_with(|| materials.add(hover_colour)).clone();
    if let Some(mut m) = materials.get_mut(&hover_material)
        && m.color != hover_colour
    {
        m.color = hover_colour;
    }
    let cursor_material = cursor_material.get_or_insert_with(|| materials.add(palette::CURSOR)).clone();
    let side_material = match game.side_to_move() {
        Side::X => assets.x_disc.clone(),
        Side::O => assets.o_disc.clone(),
    };
    let playable = |target: usize| {
        let mv = match game.setup.spec {
            GameSpec::Gravity(_) => AnyMove::Column(target as u8),
            _ => AnyMove::Cell(target as u16),
        };
        crate::rules::Game::check_move(&game.position, mv).is_ok()
    };
    if let Some(target) = hovered.0.filter(|&t| playable(t)) {
        let (at, size) = target_rect(&game, &layout, target);
        commands.spawn((
            Name::new("Hover"),
            HoverMark,
            Mesh2d(assets.square.clone()),
            MeshMaterial2d(hover_material),
            Transform::from_translation(at.extend(z::HOVER)).with_scale(size.extend(1.0)),
            ChildOf(root),
        ));
        if matches!(game.setup.spec, GameSpec::Gravity(_)) {
            // The stone waiting to drop, above the column.
            let y = (layout.shape.rows as f32 + 1.0) / 2.0 + 0.05;
            commands.spawn((
                Name::new("Waiting stone"),
                HoverMark,
                Mesh2d(assets.disc.clone()),
                MeshMaterial2d(side_material),
                Transform::from_xyz(at.x, y, z::PIECE).with_scale(Vec3::splat(0.7)),
                ChildOf(root),
            ));
        }
    }
    if let (Some(target), true) = (cursor.target, cursor.visible) {
        let (at, size) = target_rect(&game, &layout, target);
        // A frame of four thin bars around the target.
        let parent = commands
            .spawn((
                Name::new("Keyboard cursor"),
                CursorMark,
                Transform::from_translation(at.extend(z::CURSOR)),
                Visibility::default(),
                ChildOf(root),
            ))
            .id();
        let w = 0.06;
        for (offset, scale) in [
            (Vec2::new(0.0, size.y / 2.0), Vec2::new(size.x + w, w)),
            (Vec2::new(0.0, -size.y / 2.0), Vec2::new(size.x + w, w)),
            (Vec2::new(size.x / 2.0, 0.0), Vec2::new(w, size.y + w)),
            (Vec2::new(-size.x / 2.0, 0.0), Vec2::new(w, size.y + w)),
        ] {
            commands.spawn((
                Mesh2d(assets.square.clone()),
                MeshMaterial2d(cursor_material.clone()),
                Transform::from_translation(offset.extend(0.0)).with_scale(scale.extend(1.0)),
                ChildOf(parent),
            ));
        }
    }
}

/// The hinted move: a glowing square on the cell (the landing cell on gravity boards).
#[derive(Component)]
struct HintMark;

fn show_hint(
    mut commands: Commands,
    hint: Res<Hint>,
    game: Res<Match>,
    layout: Res<BoardLayout>,
    root: Query<Entity, With<BoardRoot>>,
    marks: Query<Entity, With<HintMark>>,
    assets: Res<BoardAssets>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut material: Local<Option<Handle<ColorMaterial>>>,
    time: Res<Time>,
) {
    let current = hint.current(&game).and_then(|mv| game.position.target_cell(mv));
    let Ok(root) = root.single() else { return };
    let material = material.get_or_insert_with(|| materials.add(palette::HINT.with_alpha(0.4))).clone();
    // A gentle pulse draws the eye. (Blending happens in linear light, so small alphas already show well.)
    if let Some(mut m) = materials.get_mut(&material) {
        m.color = palette::HINT.with_alpha(0.15 + 0.3 * (time.elapsed_secs() * 4.0).sin().abs());
    }
    let shown = !marks.is_empty();
    if shown == current.is_some() && !hint.is_changed() && !game.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    if let Some(cell) = current {
        commands.spawn((
            Name::new("Hint"),
            HintMark,
            Mesh2d(assets.square.clone()),
            MeshMaterial2d(material),
            Transform::from_translation(layout.cell_local(cell).extend(z::HINT)).with_scale(Vec3::splat(0.94)),
            ChildOf(root),
        ));
    }
}
