//! The board on screen: an entity per stone ([`Piece`]) under one [`BoardRoot`], drawn the way the game's
//! descriptor says (cells with crosses and rings, columns with discs, or a heap of bones). A move adds its
//! stone, popping in or falling into its column; any other change ([`MatchReset`]: undo, redo, restart, a
//! resumed match) is made stone by stone: the stones that are no longer there shrink away (one after the
//! other, a sweep, when many go at once) and the missing ones pop in, while the grid stays. The marks on the
//! board (cursor, hint, last move, winning line) are in [`marks`], the cue for a refused move in [`feedback`],
//! the analysis in [`overlay`]. Every motion is a tween of the animation plugin.
//!
//! Everything on the board is placed in board units (one per cell, origin at the board's centre) under the
//! root, whose transform scales them to the window; so resizing moves one transform, not every stone.

pub mod assets;
mod coordinates;
mod feedback;
mod marks;
pub mod overlay;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use self::assets::{BoardAssets, z};
use super::animation::{Then, Tween, Tweened, Tweens};
use super::theme::{Ink, Tint};
use crate::app::games::{BoardKind, PieceLook};
use crate::app::geometry::BoardLayout;
use crate::app::logic::play::{CurrentMatch, MatchReset, MoveApplied, Review};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::{AnyGame, AnyMove};
use crate::session::Side;
use bevy::math::curve::EaseFunction;
use std::borrow::Cow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardAssets>();
    app.add_systems(
        Update,
        (rebuild_board, add_pieces, place_root)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Build)
            .run_if(in_state(Screen::Playing)),
    );
    app.configure_sets(Update, BoardSystems::Build.before(BoardSystems::Mark));
    app.add_plugins((marks::plugin, feedback::plugin, overlay::plugin, coordinates::plugin));
}

/// Board systems that build the board, and those that mark things on what was built.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash)]
pub enum BoardSystems {
    Build,
    Mark,
}

/// The parent of everything drawn on the board, and the board it was built for.
#[derive(Component)]
pub struct BoardRoot {
    built_for: (BoardKind, crate::app::geometry::BoardShape),
}

/// A stone on its way out (taken back, or swept away by a restart): no longer part of the board.
#[derive(Component)]
pub struct Leaving;

/// How long a stone takes to pop in, to fall into place, and to shrink away (at normal speed).
const POP_SECONDS: f32 = 0.22;
pub const FALL_SECONDS: f32 = 0.42;
const LEAVE_SECONDS: f32 = 0.18;
/// When many stones leave at once, each starts this much after the one before: a sweep across the board.
const SWEEP_STEP: f32 = 0.025;

/// A stone (or a cross, or a ring) on a cell.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub cell: usize,
    pub side: Side,
}

/// What every board system reads: the match, the position shown, where the board is, its meshes, and its
/// root once built.
#[derive(SystemParam)]
pub struct BoardView<'w, 's> {
    pub game: Res<'w, CurrentMatch>,
    pub review: Res<'w, Review>,
    pub layout: Res<'w, BoardLayout>,
    pub assets: Res<'w, BoardAssets>,
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
}

impl BoardView<'_, '_> {
    /// The board's root entity, once the board is built.
    pub fn root(&self) -> Option<Entity> {
        self.roots.single().ok().map(|(entity, _)| entity)
    }

    /// What the board is made of.
    pub fn kind(&self) -> BoardKind {
        self.game.descriptor().kind()
    }

    /// The position the board shows: the match as it stands, or the one under review.
    pub fn position(&self) -> Cow<'_, AnyGame> {
        match self.review.0 {
            Some(ply) => Cow::Owned(self.game.position_at(ply as usize)),
            None => Cow::Borrowed(self.game.position()),
        }
    }

    /// The moves that led to the position shown.
    pub fn history(&self) -> &[AnyMove] {
        let history = self.game.history();
        &history[..self.review.0.map_or(history.len(), |ply| (ply as usize).min(history.len()))]
    }

    /// The shape a mark on one target takes (a hint, a refused move's flash): round on a Go board's points,
    /// square on cells.
    pub fn mark_mesh(&self) -> Handle<Mesh> {
        if self.kind() == BoardKind::Intersections { self.assets.disc.clone() } else { self.assets.square.clone() }
    }

    /// Whether the board shows the match as it stands.
    pub fn live(&self) -> bool {
        self.review.0.is_none()
    }
}

/// The side of each stone on the board shown.
fn pieces_of(board: &BoardView) -> Vec<Piece> {
    let position = board.position();
    let Some(grid) = position.grid() else { return Vec::new() };
    let stones = grid.cells().iter().enumerate();
    stones.filter_map(|(cell, s)| s.map(|p| Piece { cell, side: board.game.side_of(p) })).collect()
}

/// After a reset, brings the board in line with the position, stone by stone; builds it anew when the board
/// itself changed (another game).
fn rebuild_board(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    board: BoardView,
    pieces: Query<(Entity, &Piece), Without<Leaving>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let built_for = (board.kind(), board.layout.shape);
    let root = match board.roots.single() {
        Ok((root, built)) if built.built_for == built_for => root,
        existing => {
            if let Ok((old, _)) = existing {
                commands.entity(old).despawn();
            }
            let root = commands
                .spawn((
                    Name::new("Board"),
                    BoardRoot { built_for },
                    board.layout.transform(),
                    Visibility::default(),
                    DespawnOnExit(Screen::Playing),
                ))
                .id();
            // The heap's bones are built by `bones`, under this root.
            if board.kind() != BoardKind::Heap {
                spawn_grid(&mut commands, root, board.kind(), &board.layout, &board.assets);
            }
            for piece in pieces_of(&board) {
                spawn_piece(&mut commands, root, &board, piece, &mut materials, Arrive::Pop(0.0));
            }
            return;
        }
    };
    let wanted = pieces_of(&board);
    let mut leaving: Vec<(Entity, usize)> =
        pieces.iter().filter(|(_, piece)| !wanted.contains(piece)).map(|(e, piece)| (e, piece.cell)).collect();
    leaving.sort_by_key(|&(_, cell)| cell);
    for (i, (entity, _)) in leaving.into_iter().enumerate() {
        let shrink =
            Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ZERO }, EaseFunction::BackIn, LEAVE_SECONDS);
        commands
            .entity(entity)
            .insert((Leaving, Tweens::one(shrink.delayed(i as f32 * SWEEP_STEP).then(Then::Despawn))));
    }
    let present: Vec<Piece> = pieces.iter().map(|(_, piece)| *piece).collect();
    for (i, piece) in wanted.into_iter().filter(|piece| !present.contains(piece)).enumerate() {
        spawn_piece(&mut commands, root, &board, piece, &mut materials, Arrive::Pop(i as f32 * SWEEP_STEP));
    }
}

/// Adds the stone of each move just played.
fn add_pieces(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    board: BoardView,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(root) = board.root() else { return };
    for applied in applied.read() {
        let Some(cell) = applied.cell else { continue };
        let piece = Piece { cell, side: applied.side };
        spawn_piece(&mut commands, root, &board, piece, &mut materials, Arrive::Played);
    }
}

/// Thickness of grid lines, in cells.
const LINE: f32 = 0.05;
/// Thickness of a Go board's lines, and the diameter of its star points, in cells.
const GO_LINE: f32 = 0.035;
const STAR_POINT: f32 = 0.16;
/// The diameter of a Go stone, in cells: neighbours almost touch, as on a real board.
pub const STONE: f32 = 0.94;
/// The width of a stone's rim, in cells.
const RIM: f32 = 0.05;

/// The star points of a Go board of `rows` × `cols` intersections, as cells, in reading order, as Go and
/// Gomoku boards print them: the corners' points on the fourth line from each edge (the third on boards under
/// 13), the centre where both sides are odd, and the middles of the sides too on odd boards of 19 and more
/// (15 × 15: d12, l12, h8, d4, l4; 19 × 19: nine points).
pub fn star_points(rows: usize, cols: usize) -> Vec<usize> {
    /// From this many lines a side the corners' points are on the fourth line, below it on the third.
    const FOURTH_LINE_FROM: usize = 13;
    /// From this many lines a side (odd) the middles of the sides are star points too.
    const SIDE_POINTS_FROM: usize = 19;
    let edge = |n: usize| if n >= FOURTH_LINE_FROM { 3 } else { 2 };
    let (top, left) = (edge(rows).min(rows / 2), edge(cols).min(cols / 2));
    let (bottom, right) = (rows - 1 - top, cols - 1 - left);
    let mut stars = vec![(top, left), (top, right), (bottom, left), (bottom, right)];
    let centre = rows % 2 == 1 && cols % 2 == 1;
    if centre {
        stars.push((rows / 2, cols / 2));
    }
    if centre && rows >= SIDE_POINTS_FROM && cols >= SIDE_POINTS_FROM {
        stars.extend([(top, cols / 2), (bottom, cols / 2), (rows / 2, left), (rows / 2, right)]);
    }
    let mut cells: Vec<usize> = stars.into_iter().map(|(r, c)| r * cols + c).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

fn spawn_grid(commands: &mut Commands, root: Entity, kind: BoardKind, layout: &BoardLayout, assets: &BoardAssets) {
    let (rows, cols) = (layout.shape.rows as f32, layout.shape.cols as f32);
    let mut parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Ink, Transform)> = Vec::new();
    if kind == BoardKind::Columns {
        let frame = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + 0.3, rows + 0.3, 1.0));
        parts.push((assets.square.clone(), assets.gravity_board.clone(), Ink::GravityBoard, frame));
        for cell in 0..layout.shape.rows * layout.shape.cols {
            let at = layout.cell_local(cell).extend(z::GRID);
            let hole = Transform::from_translation(at).with_scale(Vec3::splat(0.82));
            parts.push((assets.disc.clone(), assets.hole.clone(), Ink::Hole, hole));
        }
    } else if kind == BoardKind::Intersections {
        // The wood reaches a little past the outer stones; the lines join the points the stones stand on.
        let back = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + 0.2, rows + 0.2, 1.0));
        parts.push((assets.square.clone(), assets.go_board.clone(), Ink::GoBoard, back));
        for c in 0..layout.shape.cols {
            let x = c as f32 - (cols - 1.0) / 2.0;
            let line = Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(GO_LINE, rows - 1.0 + GO_LINE, 1.0));
            parts.push((assets.square.clone(), assets.go_line.clone(), Ink::GoLine, line));
        }
        for r in 0..layout.shape.rows {
            let y = (rows - 1.0) / 2.0 - r as f32;
            let line = Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols - 1.0 + GO_LINE, GO_LINE, 1.0));
            parts.push((assets.square.clone(), assets.go_line.clone(), Ink::GoLine, line));
        }
        for cell in star_points(layout.shape.rows, layout.shape.cols) {
            let at = layout.cell_local(cell).extend(z::GRID + 0.01);
            let star = Transform::from_translation(at).with_scale(Vec3::splat(STAR_POINT));
            parts.push((assets.disc.clone(), assets.go_line.clone(), Ink::GoLine, star));
        }
    } else {
        let back = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + 0.2, rows + 0.2, 1.0));
        parts.push((assets.square.clone(), assets.board.clone(), Ink::Board, back));
        for c in 1..layout.shape.cols {
            let x = c as f32 - cols / 2.0;
            let line = Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(LINE, rows - 0.1, 1.0));
            parts.push((assets.square.clone(), assets.grid_line.clone(), Ink::GridLine, line));
        }
        for r in 1..layout.shape.rows {
            let y = rows / 2.0 - r as f32;
            let line = Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols - 0.1, LINE, 1.0));
            parts.push((assets.square.clone(), assets.grid_line.clone(), Ink::GridLine, line));
        }
    }
    commands.entity(root).with_children(|board| {
        for (mesh, material, ink, transform) in parts {
            board.spawn((Name::new("Grid"), Mesh2d(mesh), MeshMaterial2d(material), Tint::from(ink), transform));
        }
    });
}

/// How a stone comes onto the board.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Arrive {
    /// Just played: it pops in, or falls into its column.
    Played,
    /// Put back (undo, redo, a resumed match): it pops in after this many seconds.
    Pop(f32),
}

fn spawn_piece(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    piece: Piece,
    materials: &mut Assets<ColorMaterial>,
    arrive: Arrive,
) {
    let (layout, assets) = (&board.layout, &board.assets);
    let at = layout.cell_local(piece.cell).extend(z::PIECE);
    let look = board.game.piece(piece.side);
    // The computer waits for a stone that is arriving, so its reply never lands on a moving one.
    let tween = match (arrive, look) {
        (Arrive::Played, PieceLook::Disc) => {
            // Discs fall from the drop row above the board, and bounce as they land.
            let top = Vec3::new(at.x, (layout.shape.rows as f32 + 1.0) / 2.0 + 0.5, at.z);
            Tween::new(Tweened::Place { from: top, to: at }, EaseFunction::BounceOut, FALL_SECONDS)
        }
        (Arrive::Played, _) => {
            Tween::new(Tweened::Scale { from: Vec3::ZERO, to: Vec3::ONE }, EaseFunction::BackOut, POP_SECONDS)
        }
        (Arrive::Pop(delay), _) => {
            Tween::new(Tweened::Scale { from: Vec3::ZERO, to: Vec3::ONE }, EaseFunction::BackOut, POP_SECONDS)
                .delayed(delay)
        }
    };
    let mut entity = commands.spawn((
        Name::new(format!("Piece {:?} on {}", piece.side, piece.cell)),
        piece,
        Transform::from_translation(at),
        Visibility::default(),
        ChildOf(root),
        Tweens::one(tween.blocking()),
    ));
    let ink = Tint::from(Ink::of_side(look, piece.side));
    let material = materials.add(Color::NONE);
    entity.with_children(|p| match look {
        PieceLook::Disc => {
            let disc = Transform::from_scale(Vec3::splat(0.8));
            p.spawn((Mesh2d(assets.disc.clone()), MeshMaterial2d(material), ink, disc));
            // A marking that tells the sides apart without colour: a ring on X's discs, a dot on O's.
            let marking = match piece.side {
                Side::X => (assets.ring.clone(), Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(0.75))),
                Side::O => (assets.dot.clone(), Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(2.2))),
            };
            let marking_material = materials.add(Color::NONE);
            p.spawn((Mesh2d(marking.0), MeshMaterial2d(marking_material), Tint::from(Ink::DiscMarking), marking.1));
        }
        PieceLook::Cross => {
            for angle in [45f32, -45.0] {
                let bar = Transform::from_rotation(Quat::from_rotation_z(angle.to_radians()));
                p.spawn((Mesh2d(assets.bar.clone()), MeshMaterial2d(material.clone()), ink, bar));
            }
        }
        PieceLook::Ring => {
            p.spawn((Mesh2d(assets.ring.clone()), MeshMaterial2d(material), ink, Transform::default()));
        }
        PieceLook::BlackStone | PieceLook::WhiteStone => stone_discs(p, assets, materials, look, 1.0),
        PieceLook::None => {}
    });
}

/// The two discs of a Go stone of `look` under `parent`: its rim, which keeps it apart from the board and
/// its neighbours in every theme (a black stone on high contrast's black board is ringed in white), and the
/// stone over it; both at `alpha` (a stone about to be played, or one of a line the analysis shows).
pub fn stone_discs(
    parent: &mut ChildSpawnerCommands,
    assets: &BoardAssets,
    materials: &mut Assets<ColorMaterial>,
    look: PieceLook,
    alpha: f32,
) {
    let (rim, stone) =
        if look == PieceLook::BlackStone { (Ink::BlackRim, Ink::BlackStone) } else { (Ink::WhiteRim, Ink::WhiteStone) };
    let outer = Transform::from_scale(Vec3::splat(STONE));
    parent.spawn((
        Mesh2d(assets.disc.clone()),
        MeshMaterial2d(materials.add(Color::NONE)),
        rim.with_alpha(alpha),
        outer,
    ));
    let inner = Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(STONE - 2.0 * RIM));
    parent.spawn((
        Mesh2d(assets.disc.clone()),
        MeshMaterial2d(materials.add(Color::NONE)),
        stone.with_alpha(alpha),
        inner,
    ));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GridSize;
    use crate::rules::mnk::Mnk;

    /// The star points, named as a Gomoku or Go player reads them.
    fn stars(side: u8) -> Vec<String> {
        let size = GridSize::new(side, side, 5);
        star_points(side as usize, side as usize).into_iter().map(|c| Mnk::coords(size, c as u16)).collect()
    }

    #[test]
    fn star_points_are_where_the_boards_print_them() {
        assert_eq!(stars(15), ["d12", "l12", "h8", "d4", "l4"]);
        assert_eq!(stars(19), ["d16", "j16", "p16", "d10", "j10", "p10", "d4", "j4", "p4"]);
        assert_eq!(stars(9), ["c7", "g7", "e5", "c3", "g3"]);
        assert_eq!(stars(13), ["d10", "j10", "g7", "d4", "j4"]);
        assert_eq!(stars(20), ["d17", "q17", "d4", "q4"], "no centre on an even board");
        assert_eq!(star_points(9, 12).len(), 4);
    }
}
