//! The board on screen: an entity per stone ([`Piece`]) under one [`BoardRoot`], rebuilt on [`MatchReset`]
//! and grown on [`MoveApplied`], drawn the way the game's descriptor says (cells with crosses and rings,
//! columns with discs, or a heap of bones). The marks on it (cursor, hint, last move, winning line) are in
//! [`marks`], the cue for a refused move in [`feedback`].
//!
//! Everything on the board is placed in board units (one per cell, origin at the board's centre) under the
//! root, whose transform scales them to the window; so resizing moves one transform, not every stone.

pub mod assets;
mod feedback;
mod marks;
pub mod motion;
pub mod overlay;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use self::assets::{BoardAssets, z};
use crate::app::games::{BoardKind, PieceLook};
use crate::app::logic::layout::BoardLayout;
use crate::app::logic::play::{CurrentMatch, MatchReset, MoveApplied};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::session::Side;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardAssets>();
    app.add_systems(
        Update,
        (rebuild_board, add_pieces, place_root, animate_pieces)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Build)
            .run_if(in_state(Screen::Playing)),
    );
    app.configure_sets(Update, BoardSystems::Build.before(BoardSystems::Mark));
    app.add_plugins((marks::plugin, feedback::plugin, overlay::plugin));
}

/// Board systems that build the board, and those that mark things on what was built.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash)]
pub enum BoardSystems {
    Build,
    Mark,
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

/// What every board system reads: the match, where the board is, its meshes, and its root once built.
#[derive(SystemParam)]
pub struct BoardView<'w, 's> {
    pub game: Res<'w, CurrentMatch>,
    pub layout: Res<'w, BoardLayout>,
    pub assets: Res<'w, BoardAssets>,
    roots: Query<'w, 's, Entity, With<BoardRoot>>,
}

impl BoardView<'_, '_> {
    /// The board's root entity, once the board is built.
    pub fn root(&self) -> Option<Entity> {
        self.roots.single().ok()
    }

    /// What the board is made of.
    pub fn kind(&self) -> BoardKind {
        self.game.descriptor().kind()
    }
}

/// The side of each stone on the board.
fn pieces_of(game: &CurrentMatch) -> Vec<Piece> {
    let Some(grid) = game.position().grid() else { return Vec::new() };
    let stones = grid.cells().iter().enumerate();
    stones.filter_map(|(cell, s)| s.map(|p| Piece { cell, side: game.side_of(p) })).collect()
}

/// Rebuilds the board from the position after a reset.
fn rebuild_board(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    board: BoardView,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if resets.read().count() == 0 {
        return;
    }
    if let Some(root) = board.root() {
        commands.entity(root).despawn();
    }
    let root = commands
        .spawn((
            Name::new("Board"),
            BoardRoot,
            board.layout.transform(),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    // The heap's bones are built by `bones`, under this root.
    if board.kind() != BoardKind::Heap {
        spawn_grid(&mut commands, root, board.kind(), &board.layout, &board.assets);
        for piece in pieces_of(&board.game) {
            spawn_piece(&mut commands, root, &board, piece, &mut materials, None);
        }
    }
}

/// Adds the stone of each move just played.
fn add_pieces(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    board: BoardView,
    mut materials: ResMut<Assets<ColorMaterial>>,
    time: Res<Time>,
) {
    let Some(root) = board.root() else { return };
    for applied in applied.read() {
        let Some(cell) = applied.cell else { continue };
        let piece = Piece { cell, side: applied.side };
        spawn_piece(&mut commands, root, &board, piece, &mut materials, Some(time.elapsed_secs()));
    }
}

/// Thickness of grid lines, in cells.
const LINE: f32 = 0.05;

fn spawn_grid(commands: &mut Commands, root: Entity, kind: BoardKind, layout: &BoardLayout, assets: &BoardAssets) {
    let (rows, cols) = (layout.shape.rows as f32, layout.shape.cols as f32);
    let mut parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Transform)> = Vec::new();
    if kind == BoardKind::Columns {
        let frame = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + 0.3, rows + 0.3, 1.0));
        parts.push((assets.square.clone(), assets.gravity_board.clone(), frame));
        for cell in 0..layout.shape.rows * layout.shape.cols {
            let at = layout.cell_local(cell).extend(z::GRID);
            let hole = Transform::from_translation(at).with_scale(Vec3::splat(0.82));
            parts.push((assets.disc.clone(), assets.hole.clone(), hole));
        }
    } else {
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
    board: &BoardView,
    piece: Piece,
    materials: &mut Assets<ColorMaterial>,
    arriving_at: Option<f32>,
) {
    let (layout, assets) = (&board.layout, &board.assets);
    let at = layout.cell_local(piece.cell);
    let descriptor = board.game.descriptor();
    let look = descriptor.piece(piece.side);
    let mut entity = commands.spawn((
        Name::new(format!("Piece {:?} on {}", piece.side, piece.cell)),
        piece,
        Transform::from_translation(at.extend(z::PIECE)),
        Visibility::default(),
        ChildOf(root),
    ));
    if let Some(started) = arriving_at {
        // Discs fall from the drop row above the board down to their cell.
        let fall = (look == PieceLook::Disc).then(|| (layout.shape.rows as f32 + 1.0) / 2.0 - at.y + 0.5);
        entity.insert(Arrival { started, fall });
    }
    let material = materials.add(descriptor.side_colour(piece.side));
    entity.with_children(|p| match look {
        PieceLook::Disc => {
            p.spawn((Mesh2d(assets.disc.clone()), MeshMaterial2d(material), Transform::from_scale(Vec3::splat(0.8))));
        }
        PieceLook::Cross => {
            for angle in [45f32, -45.0] {
                let bar = Transform::from_rotation(Quat::from_rotation_z(angle.to_radians()));
                p.spawn((Mesh2d(assets.bar.clone()), MeshMaterial2d(material.clone()), bar));
            }
        }
        PieceLook::Ring => {
            p.spawn((Mesh2d(assets.ring.clone()), MeshMaterial2d(material), Transform::default()));
        }
        PieceLook::None => {}
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
                let offset = motion::drop_offset(t, height);
                transform.translation.y = home.y + offset;
                offset == 0.0
            }
            None => {
                transform.scale = Vec3::splat(motion::pop_scale(t));
                t >= motion::POP_SECONDS
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
