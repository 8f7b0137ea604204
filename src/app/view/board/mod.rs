//! The board on screen, for every game: an entity per piece of the game's scene ([`Piece`], a player's or
//! nobody's, on a place of the scene) under one [`BoardRoot`], over the board's dressing, all drawn and placed
//! the way the game's descriptor says (crosses and rings on cells, stones on a Go board's points, discs in a
//! frame's holes, bones on the table). A move is played from its changes, group after group
//! ([`play_changes`]): a piece put down pops in, one dropped falls into place, one lifted flies off towards the
//! side that took it, one turned over turns (its colour swapping at half turn), one slid moves along its path,
//! seeds sown hop place to place one by one, a gathering flies into its place; each group starts when the one
//! before has done what the next must wait for ([`group_starts`]).
//! Any other
//! change ([`MatchReset`]: undo, redo, restart, a resumed match) is made piece by piece: the pieces that are no
//! longer there shrink away (one after the other, a sweep, when many go at once) and the missing ones pop in,
//! while the grid stays. The marks on the
//! board (cursor, hint, last move, winning line, the pieces a move would touch) are in [`marks`], the cue for
//! a refused move in [`feedback`], the analysis in [`overlay`], the caption above a board in [`caption`]. Every
//! motion is a tween of the animation plugin.
//!
//! Everything on the board is placed in board units (one per cell, origin at the board's centre) under the
//! root, whose transform scales them to the window; so resizing moves one transform, not every stone.

pub mod assets;
mod caption;
mod coordinates;
mod feedback;
mod marks;
pub mod overlay;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use self::assets::{BoardAssets, z};
use super::animation::{Then, Tween, Tweened, Tweens};
use super::theme::{Fonts, Ink, Tint};
use crate::app::games::{GameDescriptor, Lines, PieceLook, Surface};
use crate::app::geometry::BoardLayout;
use crate::app::logic::play::{CurrentMatch, MatchReset, MoveApplied, Review};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::{AnyGame, AnyMove, Change, GameSpec, Kind, Place};
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
    app.add_plugins((marks::plugin, feedback::plugin, overlay::plugin, coordinates::plugin, caption::plugin));
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
    built_for: GameSpec,
}

/// A piece on its way out (taken back, swept away by a restart, lifted off or turned over by a move): no
/// longer part of the board.
#[derive(Component)]
pub struct Leaving;

/// How long a stone takes to pop in, to fall into place, to shrink away, to fly off when taken, to turn over,
/// and to slide one step of its path (at normal speed).
const POP_SECONDS: f32 = 0.22;
pub const FALL_SECONDS: f32 = 0.42;
const LEAVE_SECONDS: f32 = 0.18;
const FLIGHT_SECONDS: f32 = 0.6;
/// How long a sown seed takes to hop from one place to the next, and how far apart gathered seeds fly.
pub const HOP_SECONDS: f32 = 0.16;
const GATHER_STEP: f32 = 0.03;
const TURN_SECONDS: f32 = 0.3;
const SLIDE_STEP_SECONDS: f32 = 0.16;
/// A move's groups of changes start at least this long after one another (a disc put down, then the discs it
/// turns, one group after another outward).
pub const GROUP_SECONDS: f32 = 0.12;
/// When many stones leave at once, each starts this much after the one before: a sweep across the board.
const SWEEP_STEP: f32 = 0.025;

/// A piece (a stone, a cross, a ring, a disc; a bone nobody owns) on a place of the board, of a kind of its
/// game's.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub place: Place,
    /// The side that owns it, if any.
    pub side: Option<Side>,
    pub kind: Kind,
    /// How many it stands for (seeds in a pit); 1 for a single piece.
    pub count: u16,
}

/// A part of a piece drawn in the piece's own ink (not a marking on it), and that ink: what lights up when a
/// move would touch the piece (see `marks`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Body(pub Ink);

/// What every board system reads: the match, the position shown, where the board is, its meshes, and its
/// root once built.
#[derive(SystemParam)]
pub struct BoardView<'w, 's> {
    pub game: Res<'w, CurrentMatch>,
    pub review: Res<'w, Review>,
    pub layout: Res<'w, BoardLayout>,
    pub assets: Res<'w, BoardAssets>,
    pub fonts: Res<'w, Fonts>,
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
}

impl BoardView<'_, '_> {
    /// The board's root entity, once the board is built.
    pub fn root(&self) -> Option<Entity> {
        self.roots.single().ok().map(|(entity, _)| entity)
    }

    /// Where a place sits, in board units.
    pub fn spot(&self, place: Place) -> Vec2 {
        self.game.descriptor().spot(place)
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

    /// The shape a mark on one place takes (a hint, a refused move's flash): round on a Go board's points,
    /// square on cells.
    pub fn mark_mesh(&self) -> Handle<Mesh> {
        if self.game.descriptor().marks().round { self.assets.disc.clone() } else { self.assets.square.clone() }
    }

    /// Whether the board shows the match as it stands.
    pub fn live(&self) -> bool {
        self.review.0.is_none()
    }
}

/// The pieces on the board shown, from its scene.
fn pieces_of(board: &BoardView) -> Vec<Piece> {
    let scene = board.position().scene();
    let side = |owner| board.game.side_of(owner);
    let piece = |(place, piece): (Place, crate::rules::Piece)| Piece {
        place,
        side: piece.owner.map(side),
        kind: piece.kind,
        count: piece.count,
    };
    scene.occupied().map(piece).collect()
}

/// After a reset, brings the board in line with the position, stone by stone; builds it anew when the board
/// itself changed (another game).
fn rebuild_board(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    board: BoardView,
    pieces: Query<(Entity, &Piece), Without<Leaving>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    fonts: Res<Fonts>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let built_for = board.game.setup().spec;
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
            spawn_dressing(&mut commands, root, board.game.descriptor(), &board.layout, &board.assets, &fonts);
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
        sweep_away(&mut commands, entity, i as f32 * SWEEP_STEP);
    }
    let present: Vec<Piece> = pieces.iter().map(|(_, piece)| *piece).collect();
    for (i, piece) in wanted.into_iter().filter(|piece| !present.contains(piece)).enumerate() {
        spawn_piece(&mut commands, root, &board, piece, &mut materials, Arrive::Pop(i as f32 * SWEEP_STEP));
    }
}

/// Sweeps a piece off the board after a reset: it shrinks away after `delay` seconds, and is no longer part
/// of the board. (Nothing waits for it: a move's own leavings are [`Tracked::leave`].)
fn sweep_away(commands: &mut Commands, entity: Entity, delay: f32) {
    let shrink = Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ZERO }, EaseFunction::BackIn, LEAVE_SECONDS);
    commands.entity(entity).insert((Leaving, Tweens::one(shrink.delayed(delay).then(Then::Despawn))));
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

impl Tracked {
    /// Adds `tween`, to start `at` seconds from now, after what the piece is already doing: queued behind
    /// its tweens (a piece that has just appeared, or is still arriving), so that none of them is cut short
    /// and none overrides it meanwhile.
    fn schedule(&mut self, tween: Tween, at: f32) {
        let busy = self.tweens.0.iter().map(Tween::remaining).fold(0.0, f32::max);
        let tween = if busy > 0.0 { tween.queued().delayed((at - busy).max(0.0)) } else { tween.delayed(at) };
        self.tweens.0.push(tween);
    }

    /// Sends the piece off the board `at` seconds from now, shrinking away; it is no longer part of it.
    fn leave(mut self, commands: &mut Commands, at: f32) {
        let shrink =
            Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ZERO }, EaseFunction::BackIn, LEAVE_SECONDS);
        self.schedule(shrink.then(Then::Despawn).blocking(), at);
        commands.entity(self.entity).insert((Leaving, self.tweens));
    }
}

/// A piece edge-on, half way through turning over.
const EDGE_ON: Vec3 = Vec3::new(0.0, 1.0, 1.0);

/// Plays each move just played from its changes, group after group (see the module documentation). Changes
/// to pieces nobody owns (a heap's bones) are the heap view's.
fn play_changes(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<MatchReset>,
    board: BoardView,
    pieces: Query<(Entity, &Piece, &Transform, Option<&Tweens>), Without<Leaving>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // A reset in the same frame (an undo as the computer's reply arrives) has already brought the board to the
    // position as it stands: the move is not played over it again.
    if resets.read().count() > 0 {
        applied.clear();
        return;
    }
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
        for (changes, delay) in applied.changes.iter().zip(group_starts(&applied.changes)) {
            for change in changes {
                let at = Moment { delay, by: applied.side };
                play_change(&mut commands, root, &board, &mut materials, &mut board_pieces, change, at);
            }
        }
    }
}

/// When a change is played: this many seconds from now, in a move by this side.
#[derive(Clone, Copy, Debug)]
struct Moment {
    delay: f32,
    by: Side,
}

/// Plays one change on the board.
fn play_change(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    materials: &mut Assets<ColorMaterial>,
    pieces: &mut std::collections::HashMap<Place, Tracked>,
    change: &Change,
    Moment { delay, by }: Moment,
) {
    match *change {
        Change::Put { place, piece } | Change::Drop { place, piece } => {
            let side = piece.owner.map(|owner| board.game.side_of(owner));
            let new = Piece { place, side, kind: piece.kind, count: piece.count };
            let arrive = if matches!(change, Change::Drop { .. }) { Arrive::Fall(delay) } else { Arrive::Put(delay) };
            pieces.insert(place, spawn_piece(commands, root, board, new, materials, arrive));
        }
        Change::Lift { place, .. } => {
            if let Some(gone) = pieces.remove(&place) {
                fly_off(commands, gone, delay, by);
            }
        }
        Change::Turn { place, to } => {
            let Some(mut old) = pieces.remove(&place) else { return };
            // The first half turn shows the old side going edge-on; the second, the new one coming back.
            let half = Tween::new(
                Tweened::Scale { from: Vec3::ONE, to: EDGE_ON },
                EaseFunction::QuadraticIn,
                TURN_SECONDS / 2.0,
            );
            old.schedule(half.then(Then::Despawn).blocking(), delay);
            commands.entity(old.entity).insert((Leaving, old.tweens.clone()));
            let turned = Piece { side: Some(board.game.side_of(to)), ..old.piece };
            let arrive = Arrive::TurnIn(delay + TURN_SECONDS / 2.0);
            pieces.insert(place, spawn_piece(commands, root, board, turned, materials, arrive));
        }
        Change::Slide { ref path, becomes } => {
            let (Some(&from), Some(&to)) = (path.first(), path.last()) else { return };
            let Some(mut moving) = pieces.remove(&from) else { return };
            moving.piece = Piece { place: to, kind: becomes.unwrap_or(moving.piece.kind), ..moving.piece };
            // One step after another along the path, after what the piece was already doing (arriving).
            let z = moving.at.z;
            let at = |place: Place| board.spot(place).extend(z);
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
        Change::Sow { from, ref into } => {
            let Some(source) = pieces.remove(&from) else { return };
            let seeds = source.piece;
            source.leave(commands, delay);
            // One seed after another, each hopping to its place.
            let hops = into.iter().enumerate().map(|(i, &to)| (to, delay + i as f32 * HOP_SECONDS));
            let landed = fly_seeds(commands, root, board, from, hops.collect(), HOP_SECONDS, materials);
            settle(commands, root, board, materials, pieces, seeds, landed);
        }
        Change::Gather { from, to } => {
            let Some(source) = pieces.remove(&from) else { return };
            let seeds = source.piece;
            source.leave(commands, delay);
            // Every seed at once, a little apart: a sweep into the place.
            let flights = (0..seeds.count).map(|i| (to, delay + i as f32 * GATHER_STEP)).collect();
            let landed = fly_seeds(commands, root, board, from, flights, FLIGHT_SECONDS / 2.0, materials);
            settle(commands, root, board, materials, pieces, seeds, landed);
        }
    }
}

/// When each group of a move's changes starts, in seconds from the move (at normal speed): each group after
/// the one before has done what the next waits for: a put, a drop, a turn or a lift after a moment
/// ([`GROUP_SECONDS`]), a slide once it has arrived, a sowing once its last seed has landed, a gathering once
/// it has flown in. The sounds follow the same times.
pub fn group_starts(changes: &crate::rules::Changes) -> Vec<f32> {
    let lead = |change: &Change| match change {
        Change::Slide { path, .. } => path.len().saturating_sub(1) as f32 * SLIDE_STEP_SECONDS,
        Change::Sow { into, .. } => into.len() as f32 * HOP_SECONDS,
        Change::Gather { .. } => FLIGHT_SECONDS / 2.0,
        _ => 0.0,
    };
    let mut at = 0.0;
    changes
        .iter()
        .map(|group| {
            let start = at;
            at += group.iter().map(lead).fold(GROUP_SECONDS, f32::max);
            start
        })
        .collect()
}

/// Sends one seed from `from` to each place of `flights`, each leaving at its time and taking `seconds` (a
/// little hop up and down on the way); returns, for each place, how many seeds land there and when the last
/// one does.
fn fly_seeds(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    from: Place,
    flights: Vec<(Place, f32)>,
    seconds: f32,
    materials: &mut Assets<ColorMaterial>,
) -> std::collections::BTreeMap<Place, (u16, f32)> {
    let mut landed = std::collections::BTreeMap::new();
    let start = board.spot(from).extend(z::PIECE + 0.05);
    for (i, (to, leaves)) in flights.into_iter().enumerate() {
        let end = board.spot(to).extend(z::PIECE + 0.05);
        let top = (start + end) / 2.0 + Vec3::Y * 0.35;
        let up = Tween::new(Tweened::Place { from: start, to: top }, EaseFunction::QuadraticOut, seconds / 2.0);
        let down = Tween::new(Tweened::Place { from: top, to: end }, EaseFunction::QuadraticIn, seconds / 2.0);
        let tweens = Tweens::one(up.delayed(leaves).blocking()).with(down.queued().blocking().then(Then::Despawn));
        let material = materials.add(Color::NONE);
        let ink = if i % 3 == 1 { Ink::SeedDark } else { Ink::Seed };
        commands.spawn((
            Name::new("Seed on its way"),
            Leaving,
            Mesh2d(board.assets.disc.clone()),
            MeshMaterial2d(material),
            Tint::from(ink),
            Transform::from_translation(start).with_scale(Vec3::splat(PEBBLE)),
            Visibility::default(),
            ChildOf(root),
            tweens,
        ));
        let entry = landed.entry(to).or_insert((0, 0.0));
        *entry = (entry.0 + 1, f32::max(entry.1, leaves + seconds));
    }
    landed
}

/// Puts the seeds that `landed` (see [`fly_seeds`]) on their places, each place's piece showing its new count
/// from the moment its last seed lands: the piece that was there goes then, and the new one appears.
fn settle(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    materials: &mut Assets<ColorMaterial>,
    pieces: &mut std::collections::HashMap<Place, Tracked>,
    seeds: Piece,
    landed: std::collections::BTreeMap<Place, (u16, f32)>,
) {
    for (place, (added, at)) in landed {
        let before = pieces.remove(&place);
        let count = before.as_ref().map_or(0, |b| b.piece.count) + added;
        let piece = Piece { place, count, ..before.as_ref().map_or(seeds, |b| b.piece) };
        if let Some(mut before) = before {
            // Gone the moment the new count appears, after what it was doing.
            let stay = Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ONE }, EaseFunction::Linear, 0.0);
            before.schedule(stay.then(Then::Despawn).blocking(), at);
            commands.entity(before.entity).insert((Leaving, before.tweens));
        }
        pieces.insert(place, spawn_piece(commands, root, board, piece, materials, Arrive::Appear(at)));
    }
}

/// Sends a piece taken by a move flying off the board towards the side that took it (left for X, right for
/// O), shrinking as it goes, once it has done what it was doing; it is no longer part of the board.
fn fly_off(commands: &mut Commands, mut piece: Tracked, delay: f32, by: Side) {
    let direction = if by == Side::X { -1.0 } else { 1.0 };
    let away = piece.at + Vec3::new(direction * 4.0, 2.0, 0.0);
    let fly = Tween::new(Tweened::Place { from: piece.at, to: away }, EaseFunction::QuadraticIn, FLIGHT_SECONDS);
    let shrink =
        Tween::new(Tweened::Scale { from: Vec3::ONE, to: Vec3::ZERO }, EaseFunction::QuadraticIn, FLIGHT_SECONDS);
    // The flight waits behind what the piece is doing; the shrink starts with it (queued, it would wait for
    // the flight's end instead).
    let busy = piece.tweens.0.iter().map(Tween::remaining).fold(0.0, f32::max);
    piece.schedule(fly.blocking(), delay);
    piece.tweens.0.push(shrink.delayed(delay.max(busy)).then(Then::Despawn));
    commands.entity(piece.entity).insert((Leaving, piece.tweens));
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

/// Draws what lies under the pieces: the board's surface, its lines, its holes and dots, and the names of its
/// rows (a heap's letter).
fn spawn_dressing(
    commands: &mut Commands,
    root: Entity,
    descriptor: &dyn GameDescriptor,
    layout: &BoardLayout,
    assets: &BoardAssets,
    fonts: &Fonts,
) {
    let dressing = descriptor.dressing();
    let (rows, cols) = (layout.shape.rows as f32, layout.shape.cols as f32);
    let mut parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Ink, Transform)> = Vec::new();
    let surface = match dressing.surface {
        Surface::Table => None,
        Surface::Wood => Some((&assets.board, Ink::Board, 0.2)),
        // The wood reaches a little past the outer stones.
        Surface::GoWood => Some((&assets.go_board, Ink::GoBoard, 0.2)),
        Surface::Frame => Some((&assets.gravity_board, Ink::GravityBoard, 0.3)),
    };
    if let Some((material, ink, margin)) = surface {
        let back = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + margin, rows + margin, 1.0));
        parts.push((assets.square.clone(), material.clone(), ink, back));
    }
    if dressing.holes {
        for cell in 0..layout.shape.rows * layout.shape.cols {
            let hole =
                Transform::from_translation(layout.cell_local(cell).extend(z::GRID)).with_scale(Vec3::splat(0.82));
            parts.push((assets.disc.clone(), assets.hole.clone(), Ink::Hole, hole));
        }
    }
    match dressing.lines {
        Lines::None => {}
        Lines::BetweenCells => {
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
        Lines::ThroughPlaces => {
            // The lines join the points the stones stand on.
            for c in 0..layout.shape.cols {
                let x = c as f32 - (cols - 1.0) / 2.0;
                let line =
                    Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(GO_LINE, rows - 1.0 + GO_LINE, 1.0));
                parts.push((assets.square.clone(), assets.go_line.clone(), Ink::GoLine, line));
            }
            for r in 0..layout.shape.rows {
                let y = (rows - 1.0) / 2.0 - r as f32;
                let line =
                    Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols - 1.0 + GO_LINE, GO_LINE, 1.0));
                parts.push((assets.square.clone(), assets.go_line.clone(), Ink::GoLine, line));
            }
        }
    }
    for &at in &dressing.dots {
        let dot = Transform::from_translation(at.extend(z::GRID + 0.01)).with_scale(Vec3::splat(STAR_POINT));
        parts.push((assets.disc.clone(), assets.go_line.clone(), Ink::GoLine, dot));
    }
    let names = descriptor.row_names();
    let size = (layout.cell * 0.3).clamp(14.0, 24.0);
    commands.entity(root).with_children(|board| {
        for (mesh, material, ink, transform) in parts {
            board.spawn((Name::new("Board"), Mesh2d(mesh), MeshMaterial2d(material), Tint::from(ink), transform));
        }
        for (row, name) in names.into_iter().enumerate() {
            let at = layout.cell_local(row * layout.shape.cols) - Vec2::new(0.5, 0.0);
            board.spawn((
                Name::new("Row name"),
                Text2d::new(name),
                TextFont { font: fonts.bold.clone().into(), font_size: FontSize::Px(size), ..default() },
                TextColor::default(),
                Tint::from(Ink::TextDim),
                // The board is scaled to cells; the text is sized in pixels.
                Transform::from_translation(at.extend(z::PIECE)).with_scale(Vec3::splat(1.0 / layout.cell)),
            ));
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
    /// Filled by a move (seeds landed): it is there at once, from that moment.
    Appear(f32),
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
    let at = board.spot(piece.place).extend(z::PIECE);
    let look = match piece.side {
        Some(side) => board.game.piece(side),
        None => board.game.descriptor().unowned(piece.kind),
    };
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
        Arrive::Appear(delay) => {
            Tween::new(Tweened::Scale { from: Vec3::ZERO, to: Vec3::ONE }, EaseFunction::Linear, 0.0).delayed(delay)
        }
    };
    let tweens = Tweens::one(tween.blocking());
    // A bone lies a little askew, the same every time, so a heap looks piled rather than printed.
    let tilt = if look == PieceLook::Bone { Quat::from_rotation_z(tilt(piece.place)) } else { Quat::IDENTITY };
    let mut entity = commands.spawn((
        Name::new(format!("Piece {:?} on {}", piece.side, piece.place)),
        piece,
        Transform::from_translation(at).with_rotation(tilt),
        Visibility::default(),
        ChildOf(root),
        tweens.clone(),
    ));
    let tracked = Tracked { entity: entity.id(), piece, at, tweens };
    let own = match (look, piece.side) {
        (_, Some(side)) => Ink::of_side(look, side),
        _ => Ink::Bone,
    };
    let (ink, body) = (Tint::from(own), Body(own));
    let material = materials.add(Color::NONE);
    entity.with_children(|p| match look {
        PieceLook::Disc => {
            let disc = Transform::from_scale(Vec3::splat(0.8));
            p.spawn((Mesh2d(assets.disc.clone()), MeshMaterial2d(material), ink, body, disc));
            // A marking that tells the sides apart without colour: a ring on X's discs, a dot on O's.
            let marking = match piece.side {
                Some(Side::X) => {
                    (assets.ring.clone(), Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(0.75)))
                }
                _ => (assets.dot.clone(), Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(2.2))),
            };
            let marking_material = materials.add(Color::NONE);
            p.spawn((Mesh2d(marking.0), MeshMaterial2d(marking_material), Tint::from(Ink::DiscMarking), marking.1));
        }
        PieceLook::Cross => {
            for angle in [45f32, -45.0] {
                let bar = Transform::from_rotation(Quat::from_rotation_z(angle.to_radians()));
                p.spawn((Mesh2d(assets.bar.clone()), MeshMaterial2d(material.clone()), ink, body, bar));
            }
        }
        PieceLook::Ring => {
            p.spawn((Mesh2d(assets.ring.clone()), MeshMaterial2d(material), ink, body, Transform::default()));
        }
        PieceLook::BlackStone | PieceLook::WhiteStone => stone_discs(p, assets, materials, look, 1.0),
        PieceLook::Bone => {
            p.spawn((Mesh2d(assets.bone_shaft.clone()), MeshMaterial2d(material.clone()), ink, body));
            for (x, y) in [(-0.08, 0.31), (0.08, 0.31), (-0.08, -0.31), (0.08, -0.31)] {
                let knob = Transform::from_xyz(x, y, 0.0);
                p.spawn((Mesh2d(assets.bone_knob.clone()), MeshMaterial2d(material.clone()), ink, body, knob));
            }
        }
        PieceLook::Pebbles => {
            for (i, at) in pebbles(piece.place, piece.count).into_iter().enumerate() {
                let ink = if i % 3 == 1 { Ink::SeedDark } else { Ink::Seed };
                let pebble = Transform::from_translation(at.extend(i as f32 * 0.001)).with_scale(Vec3::splat(PEBBLE));
                p.spawn((
                    Mesh2d(assets.disc.clone()),
                    MeshMaterial2d(materials.add(Color::NONE)),
                    Tint::from(ink),
                    Body(ink),
                    pebble,
                ));
            }
            if piece.count as usize > MAX_PEBBLES {
                // More than fit: the count is written too, in the piece's corner, in pixels over cells.
                let cell = board.layout.cell;
                p.spawn((
                    Text2d::new(piece.count.to_string()),
                    TextFont {
                        font: board.fonts.bold.clone().into(),
                        font_size: FontSize::Px((cell * 0.22).clamp(11.0, 20.0)),
                        ..default()
                    },
                    TextColor::default(),
                    Tint::from(Ink::Text),
                    Transform::from_xyz(0.3, -0.3, 0.05).with_scale(Vec3::splat(1.0 / cell)),
                ));
            }
        }
        PieceLook::None => {}
    });
    tracked
}

/// The diameter of a pebble, in cells, and the most drawn on one place.
const PEBBLE: f32 = 0.16;
const MAX_PEBBLES: usize = 12;

/// Where the pebbles of a piece of `count` on `place` lie within it, in cells from its centre: scattered a
/// little, the same every time, never more than [`MAX_PEBBLES`] and never past the place's edge.
fn pebbles(place: Place, count: u16) -> Vec<Vec2> {
    (0..(count as usize).min(MAX_PEBBLES))
        .map(|i| {
            // A sunflower's spiral keeps them apart; a little jitter from the place and the pebble's number
            // keeps it from looking printed.
            let golden = std::f32::consts::PI * (3.0 - 5f32.sqrt());
            let r = 0.27 * ((i as f32 + 0.5) / MAX_PEBBLES as f32).sqrt();
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
        Body(stone),
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
    use crate::rules::{Piece as ScenePiece, Player};

    #[test]
    fn each_group_waits_for_what_the_one_before_does() {
        let put = Change::Put { place: 0, piece: ScenePiece::of(Player::One, crate::rules::grid_game::STONE) };
        let turn = |place| Change::Turn { place, to: Player::One };
        // A disc put down, then its turns, a moment apart.
        let reversi = vec![vec![put], vec![turn(1)], vec![turn(2)]];
        assert_eq!(group_starts(&reversi), [0.0, GROUP_SECONDS, 2.0 * GROUP_SECONDS]);
        // Five seeds sown, then the capture once the last has landed, then the slide of a man after it.
        let sow = Change::Sow { from: 0, into: vec![1, 2, 3, 4, 5] };
        let kalah = vec![vec![sow], vec![Change::Gather { from: 5, to: 9 }], vec![turn(3)]];
        let after_sowing = 5.0 * HOP_SECONDS;
        assert_eq!(group_starts(&kalah), [0.0, after_sowing, after_sowing + FLIGHT_SECONDS / 2.0]);
        let slide = vec![vec![Change::Slide { path: vec![0, 1, 2, 3], becomes: None }], vec![turn(4)]];
        assert_eq!(group_starts(&slide), [0.0, 3.0 * SLIDE_STEP_SECONDS]);
        assert!(group_starts(&Vec::new()).is_empty(), "a pass");
    }

    #[test]
    fn pebbles_lie_within_their_place_and_never_more_than_fit() {
        assert_eq!(pebbles(3, 5).len(), 5);
        assert_eq!(pebbles(3, 40).len(), MAX_PEBBLES);
        assert!(pebbles(7, 40).iter().all(|at| at.length() + PEBBLE / 2.0 <= 0.45), "inside the place");
        assert_eq!(pebbles(2, 4), pebbles(2, 4), "the same every time");
    }
}
