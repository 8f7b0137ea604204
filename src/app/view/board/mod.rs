//! The board on screen: an entity per piece a player owns ([`Piece`], on a place of the game's scene) under
//! one [`BoardRoot`], drawn the way the game's descriptor says (cells with crosses and rings, columns with
//! discs; a heap's bones, which nobody owns, are the heap view's). A move is played from its changes, group
//! after group ([`play_changes`]): a piece put down pops in, one dropped falls into place, one lifted shrinks
//! away, one turned over turns (its colour swapping at half turn), one slid moves along its path. Any other
//! change ([`MatchReset`]: undo, redo, restart, a resumed match) is made piece by piece: the pieces that are no
//! longer there shrink away (one after the other, a sweep, when many go at once) and the missing ones pop in,
//! while the grid stays. The marks on the
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
use crate::rules::{AnyGame, AnyMove, Change, Kind, Place};
use crate::session::Side;
use bevy::math::curve::EaseFunction;
use std::borrow::Cow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardAssets>();
    app.add_systems(
        Update,
        (rebuild_board, play_changes, place_root)
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

/// A piece on its way out (taken back, swept away by a restart, lifted off or turned over by a move): no
/// longer part of the board.
#[derive(Component)]
pub struct Leaving;

/// How long a stone takes to pop in, to fall into place, to shrink away, to turn over, and to slide one step
/// of its path (at normal speed).
const POP_SECONDS: f32 = 0.22;
pub const FALL_SECONDS: f32 = 0.42;
const LEAVE_SECONDS: f32 = 0.18;
const TURN_SECONDS: f32 = 0.3;
const SLIDE_STEP_SECONDS: f32 = 0.16;
/// A move's groups of changes start this long after one another (a disc put down, then the discs it turns).
const GROUP_SECONDS: f32 = 0.12;
/// When many stones leave at once, each starts this much after the one before: a sweep across the board.
const SWEEP_STEP: f32 = 0.025;

/// A piece a player owns (a stone, a cross, a ring, a disc) on a place of the board, of a kind of its game's.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub place: Place,
    pub side: Side,
    pub kind: Kind,
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

/// The pieces the players own on the board shown, from its scene.
fn pieces_of(board: &BoardView) -> Vec<Piece> {
    let scene = board.position().scene();
    let owned = scene.occupied().filter_map(|(place, piece)| Some((place, piece.kind, piece.owner?)));
    owned.map(|(place, kind, owner)| Piece { place, side: board.game.side_of(owner), kind }).collect()
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
    let mut leaving: Vec<(Entity, Place)> =
        pieces.iter().filter(|(_, piece)| !wanted.contains(piece)).map(|(e, piece)| (e, piece.place)).collect();
    leaving.sort_by_key(|&(_, place)| place);
    for (i, (entity, _)) in leaving.into_iter().enumerate() {
        leave(&mut commands, entity, i as f32 * SWEEP_STEP, false);
    }
    let present: Vec<Piece> = pieces.iter().map(|(_, piece)| *piece).collect();
    for (i, piece) in wanted.into_iter().filter(|piece| !present.contains(piece)).enumerate() {
        spawn_piece(&mut commands, root, &board, piece, &mut materials, Arrive::Pop(i as f32 * SWEEP_STEP));
    }
}

/// Sends a piece off the board: it shrinks away after `delay` seconds, and is no longer part of the board.
/// `blocking` when a move took it off (the computer's reply waits for it), not when the board is swept.
fn leave(commands: &mut Commands, entity: Entity, delay: f32, blocking: bool) {
    let shrink = Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ZERO }, EaseFunction::BackIn, LEAVE_SECONDS);
    let shrink = shrink.delayed(delay).then(Then::Despawn);
    let shrink = if blocking { shrink.blocking() } else { shrink };
    commands.entity(entity).insert((Leaving, Tweens::one(shrink)));
}

/// A piece as the changes of this frame leave it: its entity, where it stands, and its tweens so far (the
/// spawned and changed ones are not in the world until the frame's commands run).
#[derive(Clone)]
struct Tracked {
    entity: Entity,
    piece: Piece,
    at: Vec3,
    tweens: Tweens,
}

/// A piece edge-on, half way through turning over.
const EDGE_ON: Vec3 = Vec3::new(0.0, 1.0, 1.0);

/// Plays each move just played from its changes, group after group (see the module documentation). Changes
/// to pieces nobody owns (a heap's bones) are the heap view's.
fn play_changes(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    board: BoardView,
    pieces: Query<(Entity, &Piece, &Transform, Option<&Tweens>), Without<Leaving>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // Most frames play no move: the pieces are gathered only for one that does.
    let Some(root) = board.root().filter(|_| !applied.is_empty()) else { return };
    // Every piece by its place, kept up to date change after change, so that a later change finds what an
    // earlier one put, turned or slid in the same frame.
    let mut board_pieces: std::collections::HashMap<Place, Tracked> = pieces
        .iter()
        .map(|(entity, &piece, transform, tweens)| {
            let tweens = tweens.cloned().unwrap_or_default();
            (piece.place, Tracked { entity, piece, at: transform.translation, tweens })
        })
        .collect();
    for applied in applied.read() {
        for (group, changes) in applied.changes.iter().enumerate() {
            let delay = group as f32 * GROUP_SECONDS;
            for change in changes {
                play_change(&mut commands, root, &board, &mut materials, &mut board_pieces, change, delay);
            }
        }
    }
}

/// Plays one change on the board, `delay` seconds from now.
fn play_change(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    materials: &mut Assets<ColorMaterial>,
    pieces: &mut std::collections::HashMap<Place, Tracked>,
    change: &Change,
    delay: f32,
) {
    match *change {
        Change::Put { place, piece } | Change::Drop { place, piece } => {
            let Some(owner) = piece.owner else { return };
            let new = Piece { place, side: board.game.side_of(owner), kind: piece.kind };
            let arrive = if matches!(change, Change::Drop { .. }) { Arrive::Fall(delay) } else { Arrive::Put(delay) };
            pieces.insert(place, spawn_piece(commands, root, board, new, materials, arrive));
        }
        Change::Lift { place, .. } => {
            if let Some(gone) = pieces.remove(&place) {
                leave(commands, gone.entity, delay, true);
            }
        }
        Change::Turn { place, to } => {
            let Some(old) = pieces.remove(&place) else { return };
            // The first half turn shows the old side going edge-on; the second, the new one coming back.
            let half = Tween::new(
                Tweened::Scale { from: Vec3::ONE, to: EDGE_ON },
                EaseFunction::QuadraticIn,
                TURN_SECONDS / 2.0,
            );
            commands
                .entity(old.entity)
                .insert((Leaving, Tweens::one(half.delayed(delay).then(Then::Despawn).blocking())));
            let turned = Piece { side: board.game.side_of(to), ..old.piece };
            let arrive = Arrive::TurnIn(delay + TURN_SECONDS / 2.0);
            pieces.insert(place, spawn_piece(commands, root, board, turned, materials, arrive));
        }
        Change::Slide { ref path, becomes } => {
            let (Some(&from), Some(&to)) = (path.first(), path.last()) else { return };
            let Some(mut moving) = pieces.remove(&from) else { return };
            moving.piece = Piece { place: to, kind: becomes.unwrap_or(moving.piece.kind), ..moving.piece };
            // One step after another along the path, after what the piece was already doing (arriving).
            let z = moving.at.z;
            let at = |place: Place| board.layout.cell_local(place as usize).extend(z);
            for (i, step) in path.windows(2).enumerate() {
                let what = Tweened::Place { from: at(step[0]), to: at(step[1]) };
                let tween = Tween::new(what, EaseFunction::QuadraticInOut, SLIDE_STEP_SECONDS).blocking();
                let tween = if i == 0 && moving.tweens.0.is_empty() { tween.delayed(delay) } else { tween.queued() };
                moving.tweens.0.push(tween);
            }
            moving.at = at(to);
            commands.entity(moving.entity).insert((moving.piece, moving.tweens.clone()));
            pieces.insert(to, moving);
        }
        // Counted pieces (seeds sown, a capture gathered) are nobody's on today's boards: the boards that
        // show counts draw them.
        Change::Sow { .. } | Change::Gather { .. } => {}
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

/// How a piece comes onto the board, after how many seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Arrive {
    /// Put down by a move: it pops in.
    Put(f32),
    /// Dropped in by a move: it falls from above the board into its place, and bounces.
    Fall(f32),
    /// Turned over by a move: the second half of the turn, from edge-on.
    TurnIn(f32),
    /// Put back (undo, redo, a resumed match): it pops in.
    Pop(f32),
}

/// Spawns a piece arriving as `arrive` says; returns it as the changes of this frame track it.
fn spawn_piece(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    piece: Piece,
    materials: &mut Assets<ColorMaterial>,
    arrive: Arrive,
) -> Tracked {
    let (layout, assets) = (&board.layout, &board.assets);
    let at = layout.cell_local(piece.place as usize).extend(z::PIECE);
    let look = board.game.piece(piece.side);
    let pop = Tween::new(Tweened::Scale { from: Vec3::ZERO, to: Vec3::ONE }, EaseFunction::BackOut, POP_SECONDS);
    // The computer waits for a piece that is arriving, so its reply never lands on a moving one.
    let tween = match arrive {
        Arrive::Fall(delay) => {
            // From the drop row above the board, bouncing as it lands.
            let top = Vec3::new(at.x, (layout.shape.rows as f32 + 1.0) / 2.0 + 0.5, at.z);
            Tween::new(Tweened::Place { from: top, to: at }, EaseFunction::BounceOut, FALL_SECONDS).delayed(delay)
        }
        Arrive::TurnIn(delay) => {
            Tween::new(Tweened::Scale { from: EDGE_ON, to: Vec3::ONE }, EaseFunction::QuadraticOut, TURN_SECONDS / 2.0)
                .delayed(delay)
        }
        Arrive::Put(delay) | Arrive::Pop(delay) => pop.delayed(delay),
    };
    let tweens = Tweens::one(tween.blocking());
    let mut entity = commands.spawn((
        Name::new(format!("Piece {:?} on {}", piece.side, piece.place)),
        piece,
        Transform::from_translation(at),
        Visibility::default(),
        ChildOf(root),
        tweens.clone(),
    ));
    let tracked = Tracked { entity: entity.id(), piece, at, tweens };
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
    tracked
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
