//! The board on screen, for every game: an entity per piece of the game's scene ([`Piece`], a player's or
//! nobody's, on a place of the scene) under one [`BoardRoot`], over the board's dressing, all drawn and placed
//! the way the game's descriptor says (crosses and rings on cells, stones on a Go board's points, discs in a
//! frame's holes, bones on the table). A move is played from its changes, group after group, in [`changes`];
//! how a piece comes on and looks is [`pieces`]. Any other change ([`MatchReset`]: undo, redo, restart, a
//! resumed match) is made here piece by piece: the pieces that are no longer there shrink away (one after the
//! other, a sweep, when many go at once) and the missing ones pop in, while the dressing stays. The marks on
//! the board (cursor, hint, last move, winning line, the pieces a move would touch, a pick) are in [`marks`],
//! the cue for a refused move in [`feedback`], the analysis in [`overlay`], the caption above a board in
//! [`caption`]. Every motion is a tween of the animation plugin.
//!
//! Everything on the board is placed in board units (one per cell, origin at the board's centre) under the
//! root, whose transform scales them to the window; so resizing moves one transform, not every stone.

pub mod assets;
mod caption;
mod changes;
mod coordinates;
mod drag;
mod feedback;
mod hint;
mod marks;
pub mod overlay;
mod pieces;
mod value_bar;
mod written;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub use self::changes::group_starts;
pub use self::pieces::stone_discs;

pub use self::assets::STONE;
use self::assets::{BoardAssets, RIM, z};
use super::animation::{Then, Tween, Tweened, Tweens};
use super::theme::{Fonts, Ink, Tint};
use crate::app::games::{BoardLook, Lines};
use crate::app::geometry::BoardLayout;
use crate::app::logic::play::{CurrentMatch, MatchReset, Review};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::{AnyGame, AnyMove, GameSpec, Kind, Place};
use crate::session::Side;
use bevy::math::curve::EaseFunction;
use std::borrow::Cow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardAssets>();
    app.add_systems(
        Update,
        (rebuild_board, changes::play_changes, place_root)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Build)
            .run_if(in_state(Screen::Playing)),
    );
    app.configure_sets(Update, BoardSystems::Build.before(BoardSystems::Mark));
    app.add_plugins((
        marks::plugin,
        feedback::plugin,
        overlay::plugin,
        coordinates::plugin,
        caption::plugin,
        written::plugin,
        drag::plugin,
        hint::plugin,
        value_bar::plugin,
    ));
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
pub const SLIDE_STEP_SECONDS: f32 = 0.16;
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

/// A glow behind a drawn piece, unseen until a move would touch the piece: a drawing keeps its artist's
/// colours, so it is lit from behind rather than recoloured (see `marks`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Halo;

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
        if self.game.board().marks.round { self.assets.disc.clone() } else { self.assets.square.clone() }
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
            let drawn = (&*board.assets, &mut *materials, &*fonts);
            spawn_dressing(&mut commands, root, board.game.board(), &board.layout, drawn);
            for piece in pieces_of(&board) {
                pieces::spawn_piece(&mut commands, root, &board, piece, &mut materials, pieces::Arrive::Pop(0.0));
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
        pieces::spawn_piece(
            &mut commands,
            root,
            &board,
            piece,
            &mut materials,
            pieces::Arrive::Pop(i as f32 * SWEEP_STEP),
        );
    }
}

/// Sweeps a piece off the board after a reset: it shrinks away after `delay` seconds, and is no longer part
/// of the board. (Nothing waits for it: a move's own leavings are [`Tracked::leave`](pieces::Tracked::leave).)
fn sweep_away(commands: &mut Commands, entity: Entity, delay: f32) {
    let shrink = Tween::new(Tweened::Scale { from: Vec2::ONE, to: Vec2::ZERO }, EaseFunction::BackIn, LEAVE_SECONDS);
    commands.entity(entity).insert((Leaving, Tweens::one(shrink.delayed(delay).then(Then::Despawn))));
}

/// Thickness of grid lines, in cells.
const LINE: f32 = 0.05;
/// Thickness of a Go board's lines, and the diameter of its star points, in cells.
const GO_LINE: f32 = 0.035;
const STAR_POINT: f32 = 0.16;
/// The width of the edge round a hollow, in cells.
const HOLLOW_EDGE: f32 = 0.03;
/// Draws what lies under the pieces: the board's surface, its chequer, its lines, its holes and dots, and the
/// names of its rows (a heap's letter).
fn spawn_dressing(
    commands: &mut Commands,
    root: Entity,
    look: &BoardLook,
    layout: &BoardLayout,
    (assets, materials, fonts): (&BoardAssets, &mut Assets<ColorMaterial>, &Fonts),
) {
    let dressing = &look.dressing;
    let (rows, cols) = (layout.shape.rows as f32, layout.shape.cols as f32);
    let mut parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Ink, Transform)> = Vec::new();
    // One material for each ink of the board, which the theme colours (How to play's pictures and the
    // explorer's boards draw the same surface and lines in the same inks).
    let mut inked = std::collections::HashMap::new();
    let mut material = |ink: Ink| inked.entry(ink).or_insert_with(|| materials.add(Color::NONE)).clone();
    let surface = dressing.surface;
    let (line_ink, line_material) = (surface.lines, material(surface.lines));
    if let Some(ink) = surface.ink {
        let margin = surface.margin;
        let back = Transform::from_xyz(0.0, 0.0, z::BOARD).with_scale(Vec3::new(cols + margin, rows + margin, 1.0));
        parts.push((assets.square.clone(), material(ink), ink, back));
    }
    for cell in 0..layout.shape.rows * layout.shape.cols {
        if let Some(ink) = dressing.dark_square(cell, layout.shape.cols) {
            let square = Transform::from_translation(layout.cell_local(cell).extend(z::SQUARES));
            parts.push((assets.square.clone(), material(ink), ink, square));
        }
    }
    if let Some(ink) = dressing.holes {
        for cell in 0..layout.shape.rows * layout.shape.cols {
            let hole =
                Transform::from_translation(layout.cell_local(cell).extend(z::GRID)).with_scale(Vec3::splat(0.82));
            parts.push((assets.disc.clone(), material(ink), ink, hole));
        }
    }
    for &(at, size) in &dressing.hollows {
        // A tall hollow is a capsule, so that its ends stay round; the others are discs. Each is edged in the
        // board's line ink, which shows where it is on any wood, empty or not.
        let shaped = |size: Vec2| {
            if size.y > size.x * 1.2 {
                (assets.capsule.clone(), Vec3::new(size.x, size.y / 2.0, 1.0))
            } else {
                (assets.disc.clone(), size.extend(1.0))
            }
        };
        let (edge_mesh, edge_scale) = shaped(size + Vec2::splat(2.0 * HOLLOW_EDGE));
        let edge = Transform::from_translation(at.extend(z::GRID - 0.005)).with_scale(edge_scale);
        parts.push((edge_mesh, line_material.clone(), line_ink, edge));
        let (mesh, scale) = shaped(size);
        let hollow = Transform::from_translation(at.extend(z::GRID)).with_scale(scale);
        parts.push((mesh, material(dressing.hollow), dressing.hollow, hollow));
    }
    match dressing.lines {
        Lines::None => {}
        Lines::BetweenCells => {
            for c in 1..layout.shape.cols {
                let x = c as f32 - cols / 2.0;
                let line = Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(LINE, rows - 0.1, 1.0));
                parts.push((assets.square.clone(), line_material.clone(), line_ink, line));
            }
            for r in 1..layout.shape.rows {
                let y = rows / 2.0 - r as f32;
                let line = Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols - 0.1, LINE, 1.0));
                parts.push((assets.square.clone(), line_material.clone(), line_ink, line));
            }
        }
        Lines::RoundCells => {
            // Every cell boxed: the lines between the cells and round the edge.
            for c in 0..=layout.shape.cols {
                let x = c as f32 - cols / 2.0;
                let line = Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(LINE, rows + LINE, 1.0));
                parts.push((assets.square.clone(), line_material.clone(), line_ink, line));
            }
            for r in 0..=layout.shape.rows {
                let y = rows / 2.0 - r as f32;
                let line = Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols + LINE, LINE, 1.0));
                parts.push((assets.square.clone(), line_material.clone(), line_ink, line));
            }
        }
        Lines::ThroughPlaces => {
            // The lines join the points the stones stand on.
            for c in 0..layout.shape.cols {
                let x = c as f32 - (cols - 1.0) / 2.0;
                let line =
                    Transform::from_xyz(x, 0.0, z::GRID).with_scale(Vec3::new(GO_LINE, rows - 1.0 + GO_LINE, 1.0));
                parts.push((assets.square.clone(), line_material.clone(), line_ink, line));
            }
            for r in 0..layout.shape.rows {
                let y = (rows - 1.0) / 2.0 - r as f32;
                let line =
                    Transform::from_xyz(0.0, y, z::GRID).with_scale(Vec3::new(cols - 1.0 + GO_LINE, GO_LINE, 1.0));
                parts.push((assets.square.clone(), line_material.clone(), line_ink, line));
            }
        }
    }
    for &at in &dressing.dots {
        let dot = Transform::from_translation(at.extend(z::GRID + 0.01)).with_scale(Vec3::splat(STAR_POINT));
        parts.push((assets.disc.clone(), line_material.clone(), line_ink, dot));
    }
    let names = look.row_names.clone();
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

/// Words written on the board (a coordinate, a count, a name): sized in pixels on a board scaled to cells, at
/// `at` in board units, depth included.
pub(super) fn board_text(
    text: impl Into<String>,
    (font, px): (&Handle<Font>, f32),
    ink: Ink,
    at: Vec3,
    cell: f32,
) -> impl Bundle {
    (
        Text2d::new(text),
        TextFont { font: font.clone().into(), font_size: FontSize::Px(px), ..default() },
        TextColor::default(),
        Tint::from(ink),
        Transform::from_translation(at).with_scale(Vec3::splat(1.0 / cell)),
    )
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
