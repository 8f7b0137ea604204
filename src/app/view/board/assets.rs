//! The meshes and materials of the board, made once, and the depth of each layer drawn on it.

use bevy::prelude::*;

/// Meshes and materials of the board, made once. Every entity that uses a material carries its [`Ink`]
/// as a tint, which gives the material its colour in the theme.
///
/// [`Ink`]: crate::app::view::theme::Ink
#[derive(Resource)]
pub struct BoardAssets {
    pub square: Handle<Mesh>,
    pub disc: Handle<Mesh>,
    pub ring: Handle<Mesh>,
    pub bar: Handle<Mesh>,
    pub dot: Handle<Mesh>,
    /// A thin ring at a place's edge, round a piece the picked one can take.
    pub target: Handle<Mesh>,
    /// An arrow's head, pointing along x, one unit long and wide.
    pub head: Handle<Mesh>,
    /// A Go stone's rim: a ring round its face (see `stone_discs`), overlapping it only by a hair (no seam), so
    /// that neither hides the other whatever order they are drawn in.
    pub stone_rim: Handle<Mesh>,
    /// A bone of a heap: its shaft and the knobs at its ends.
    pub bone_shaft: Handle<Mesh>,
    pub bone_knob: Handle<Mesh>,
    /// A long hollow (a Kalah store): two rows tall and one wide, its ends round.
    pub capsule: Handle<Mesh>,
    pub win: Handle<ColorMaterial>,
    pub cursor: Handle<ColorMaterial>,
}

impl FromWorld for BoardAssets {
    fn from_world(world: &mut World) -> Self {
        let mut meshes = world.resource_mut::<Assets<Mesh>>();
        let square = meshes.add(Rectangle::new(1.0, 1.0));
        let disc = meshes.add(Circle::new(0.5));
        let ring = meshes.add(Annulus::new(0.22, 0.34));
        let bar = meshes.add(Capsule2d::new(0.075, 0.62));
        let dot = meshes.add(Circle::new(0.07));
        let target = meshes.add(Annulus::new(0.41, 0.49));
        let head = meshes.add(Triangle2d::new(Vec2::new(0.5, 0.0), Vec2::new(-0.5, 0.5), Vec2::new(-0.5, -0.5)));
        // Of a stone scaled to `STONE`: from just inside its face's edge (no seam between them) to its edge.
        let inner = (STONE - 2.0 * RIM) / STONE / 2.0;
        let stone_rim = meshes.add(Annulus::new(inner - 0.005, 0.5));
        let bone_shaft = meshes.add(Rectangle::new(0.18, 0.62));
        let bone_knob = meshes.add(Circle::new(0.1));
        let capsule = meshes.add(Capsule2d::new(0.5, 1.0));
        // Coloured by the entities that use them, through their tints (see the theme).
        let mut materials = world.resource_mut::<Assets<ColorMaterial>>();
        let mut blank = || materials.add(Color::NONE);
        let (win, cursor) = (blank(), blank());
        Self { square, disc, ring, bar, dot, target, head, stone_rim, bone_shaft, bone_knob, capsule, win, cursor }
    }
}

/// The diameter of a Go stone, in cells: neighbours almost touch, as on a real board.
pub const STONE: f32 = 0.94;
/// The width of a stone's rim, in cells.
pub const RIM: f32 = 0.05;

/// Depths of the board's layers, back to front.
pub mod z {
    pub const BOARD: f32 = 0.0;
    /// A chequered board's dark squares: on the board, under the pointer's shade.
    pub const SQUARES: f32 = 0.02;
    /// The last move's squares, shaded (a chess board's): over the chequer, under the pointer's shade.
    pub const TRAIL: f32 = 0.03;
    pub const GRID: f32 = 0.1;
    /// The stone under the pointer on a Go board: over the lines, under the analysis' words.
    pub const HOVER_STONE: f32 = 0.2;
    /// Under the holes of a gravity board, over the board of a free-placement one.
    pub const HOVER: f32 = 0.05;
    pub const HINT: f32 = 0.3;
    pub const PIECE: f32 = 0.5;
    /// The hint's arrow: over the pieces it points from and to, under the analysis' words.
    pub const ARROW: f32 = 0.55;
    /// Over the pieces: the place a move's value is shown on may hold one (the first bone of a take).
    pub const ANALYSIS: f32 = 0.6;
    pub const LAST_MOVE: f32 = 0.7;
    pub const WIN: f32 = 0.8;
    pub const CURSOR: f32 = 0.9;
    pub const FLASH: f32 = 1.0;
}
