//! The looks' vocabulary, below the view and the descriptors alike: the inks things are drawn in ([`Ink`]: what a
//! colour is for; each theme says which colour), and the styles of pieces, boards and marks as values built
//! from them. A descriptor says how its game looks by choosing values here ([`PieceStyle`], [`Dressing`],
//! [`MarkLook`]); the view draws any of them, and a theme colours any ink. A new look of piece or board is a
//! new value, not a variant the view matches: only a new shape (a drawing of its own) is code in the view.

use bevy::math::Vec2;

/// What a colour is for. Everything drawn names its ink (the view's `Tint`), and the theme says what colour each ink
/// is, so changing the theme recolours everything at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    Background,
    Panel,
    Board,
    GridLine,
    GravityBoard,
    GravityHover,
    Hole,
    /// A hollow cut into a wooden board (Kalah's pits and stores).
    Hollow,
    /// The stones of side X: crosses, and discs.
    XMark,
    XDisc,
    /// The stones of side O: rings, and discs.
    OMark,
    ODisc,
    /// The marking on a disc that tells the sides apart without colour.
    DiscMarking,
    /// A Go board (wood in the light theme, dark in the dark one), its lines and star points.
    GoBoard,
    GoLine,
    /// A Reversi board's green felt, and its lines and dots.
    Felt,
    FeltLine,
    /// A checkerboard's squares: its light ones (buff), and its dark ones (green, as tournament boards are),
    /// where the pieces stand.
    LightSquare,
    DarkSquare,
    /// A checkerboard's square numbers, written on its dark squares.
    SquareNumber,
    /// Black and white stones, and the rim that keeps each apart from the board and its neighbours.
    BlackStone,
    WhiteStone,
    BlackRim,
    WhiteRim,
    /// The dot on the last stone played, which must show on black and on white.
    LastStone,
    /// The dot on the last disc played (Connect Four's), which must show on both sides' colours.
    LastDisc,
    Hover,
    Cursor,
    Hint,
    Win,
    Error,
    LastMove,
    /// The shade over the places of the last move's path (a chess move's two squares), seen through.
    LastSquare,
    Bone,
    /// The three tones of a counted piece's pebbles (Kalah's seeds).
    Seed,
    SeedDark,
    SeedWarm,
    /// The analysis: a won move, a drawn one, an estimate (a lost one is `Error`).
    Good,
    Neutral,
    Estimate,
    /// The analysis overlay's values: chips coloured on a scale from the best move's to the worst's, through
    /// an even one's, each written in `ValueText`; and the frame round the best move's.
    ValueBest,
    ValueEven,
    ValueWorst,
    ValueText,
    Best,
    /// A dot on each square where the person may play (Reversi's).
    LegalDot,
    /// The hint's words, in the status line (`Hint` marks the board).
    HintText,
    /// A count written on a board's hollow (seeds in a pit or a store).
    Count,
    /// The edge of a disc, which keeps it apart from an empty hole of a light frame.
    DiscRim,
    Text,
    TextDim,
    Button,
    ButtonHover,
    ButtonPressed,
    Accent,
    AccentHover,
    Banner,
}

/// What a piece is drawn as: its outline, in the view's meshes, or a drawing. The inks it is drawn in, its
/// marking and its emblem are its style's ([`PieceStyle`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Nothing: a side without pieces of its own.
    None,
    /// Two crossed bars (Tic-Tac-Toe's X).
    Cross,
    /// A ring (Tic-Tac-Toe's O).
    Ring,
    /// A disc dropped into a frame, with its edge over its face (Connect Four's).
    Disc,
    /// A stone on a board's point or square: a rim round its face (Go's, Reversi's discs).
    Stone,
    /// A bone of a heap, lying a little askew.
    Bone,
    /// A drawing of the piece (a chess piece's), in its artist's colours whatever the theme: a piece set is
    /// art, and a chess player reads the sides by it. The fill ink stands for it where it is drawn small.
    Drawing(Drawing),
    /// Pebbles, as many as the piece counts up to as many as fit (Kalah's seeds in a pit), in the style's
    /// tones.
    Pebbles,
}

/// A piece's drawing: an SVG file under `assets/`, built into the executable (a piece set is a few kilobytes;
/// the view rasterises each drawing once, see `view::art`). Made with [`drawing!`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Drawing {
    /// Its path under `assets/`, which names it in logs.
    pub path: &'static str,
    /// The SVG document.
    pub svg: &'static str,
}

/// The [`Drawing`] in the SVG file at a path under `assets/`, read when the game is compiled.
macro_rules! drawing {
    ($path:literal) => {
        $crate::app::style::Drawing {
            path: $path,
            svg: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/", $path)),
        }
    };
}
pub(crate) use drawing;

/// A marking on a piece that tells the sides apart without their colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marking {
    /// A ring within the piece.
    Ring,
    /// A dot in its middle.
    Dot,
}

/// How a piece looks: its shape and the inks of its parts, chosen by its descriptor for the piece's owner,
/// kind and count ([`crate::app::games::GameDescriptor::look`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceStyle {
    pub shape: Shape,
    /// Its body's ink: what the previews light up, and what stands for the piece where it is drawn small (the
    /// explorer's boards, a side's name).
    pub fill: Ink,
    /// Its edge or rim, if it has one.
    pub edge: Option<Ink>,
    /// A marking for colour-blind play, and its ink.
    pub marking: Option<(Marking, Ink)>,
    /// A sign written on it (a crowned king's), in `writing`.
    pub emblem: Option<char>,
    /// The ink of what is written on the piece: its emblem, and the analysis' numbers over it.
    pub writing: Ink,
    /// Whether its count is written beside it (a pit's seeds).
    pub count: bool,
    /// The inks of its pebbles in turn (a [`Shape::Pebbles`]); the fill's elsewhere.
    pub tones: [Ink; 4],
}

impl PieceStyle {
    /// No piece drawn.
    pub const NONE: PieceStyle = PieceStyle::plain(Shape::None, Ink::Text);

    /// A piece of `shape` all in `fill`, nothing on it.
    pub const fn plain(shape: Shape, fill: Ink) -> Self {
        PieceStyle {
            shape,
            fill,
            edge: None,
            marking: None,
            emblem: None,
            writing: Ink::Text,
            count: false,
            tones: [fill; 4],
        }
    }

    /// A disc in `fill` with its edge, and `marking` on it in the markings' ink.
    pub const fn disc(fill: Ink, marking: Marking) -> Self {
        PieceStyle {
            edge: Some(Ink::DiscRim),
            marking: Some((marking, Ink::DiscMarking)),
            ..PieceStyle::plain(Shape::Disc, fill)
        }
    }

    /// A stone in `fill` within a rim of `rim`, written on in `writing`.
    pub const fn stone(fill: Ink, rim: Ink, writing: Ink) -> Self {
        PieceStyle { edge: Some(rim), writing, ..PieceStyle::plain(Shape::Stone, fill) }
    }

    /// A piece drawn as `drawing`, `fill` standing for it where it is drawn small.
    pub const fn drawn(drawing: Drawing, fill: Ink) -> Self {
        PieceStyle::plain(Shape::Drawing(drawing), fill)
    }

    /// The drawing the piece is, if it is one.
    pub fn drawing(&self) -> Option<Drawing> {
        match self.shape {
            Shape::Drawing(drawing) => Some(drawing),
            _ => None,
        }
    }

    /// This style with `emblem` written on it.
    pub const fn with_emblem(self, emblem: char) -> Self {
        PieceStyle { emblem: Some(emblem), ..self }
    }

    /// Tic-Tac-Toe's cross and ring, in the sides' inks.
    pub const CROSS: PieceStyle = PieceStyle::plain(Shape::Cross, Ink::XMark);
    pub const RING: PieceStyle = PieceStyle::plain(Shape::Ring, Ink::OMark);
    /// The gravity boards' discs: side X's ringed, side O's dotted.
    pub const X_DISC: PieceStyle = PieceStyle::disc(Ink::XDisc, Marking::Ring);
    pub const O_DISC: PieceStyle = PieceStyle::disc(Ink::ODisc, Marking::Dot);
    /// Go's stones and Reversi's discs, black for whoever moves first.
    pub const BLACK_STONE: PieceStyle = PieceStyle::stone(Ink::BlackStone, Ink::BlackRim, Ink::WhiteStone);
    pub const WHITE_STONE: PieceStyle = PieceStyle::stone(Ink::WhiteStone, Ink::WhiteRim, Ink::BlackStone);
    /// A heap's bone.
    pub const BONE: PieceStyle = PieceStyle::plain(Shape::Bone, Ink::Bone);
    /// Kalah's seeds: pebbles in three tones, counted.
    pub const SEEDS: PieceStyle = PieceStyle {
        count: true,
        tones: [Ink::Seed, Ink::SeedDark, Ink::Seed, Ink::SeedWarm],
        ..PieceStyle::plain(Shape::Pebbles, Ink::Bone)
    };
}

/// What a board is made of: its ink (none: the pieces lie on the table), how far it reaches past the places
/// (in cells, both sides together), and the ink of the lines, dots and edges drawn on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Surface {
    pub ink: Option<Ink>,
    pub margin: f32,
    pub lines: Ink,
}

impl Surface {
    /// Nothing: the pieces lie on the table (a heap of bones).
    pub const TABLE: Surface = Surface { ink: None, margin: 0.3, lines: Ink::GoLine };
    /// A board of light wood (Tic-Tac-Toe and its kin).
    pub const WOOD: Surface = Surface { ink: Some(Ink::Board), margin: 0.2, lines: Ink::GridLine };
    /// A Go board's darker wood, reaching a little past the outer stones (Kalah's board too).
    pub const GO_WOOD: Surface = Surface { ink: Some(Ink::GoBoard), margin: 0.2, lines: Ink::GoLine };
    /// The upright frame of a gravity game.
    pub const FRAME: Surface = Surface { ink: Some(Ink::GravityBoard), margin: 0.3, lines: Ink::GoLine };
    /// A Reversi board's green felt, with a border round the outer lines.
    pub const FELT: Surface = Surface { ink: Some(Ink::Felt), margin: 0.3, lines: Ink::FeltLine };
    /// A checkerboard's light squares, reaching a little past its edge (its dark squares are a chequer).
    pub const SQUARES: Surface = Surface { ink: Some(Ink::LightSquare), margin: 0.12, lines: Ink::GoLine };
}

impl Default for Surface {
    fn default() -> Self {
        Surface::TABLE
    }
}

/// The lines drawn on a board, in its surface's line ink.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lines {
    #[default]
    None,
    /// Between the cells, not round the edge (a Tic-Tac-Toe grid).
    BetweenCells,
    /// Through the places, edge to edge (a Go board's lines, which the stones stand on).
    ThroughPlaces,
    /// Between the cells and round the edge, every cell boxed (a Reversi board).
    RoundCells,
}

/// What lies under the pieces, drawn back to front: a surface, a chequer, lines, holes, hollows, dots. A game
/// picks its parts and their inks.
#[derive(Clone, Debug, PartialEq)]
pub struct Dressing {
    /// The board itself, reaching a little past the places.
    pub surface: Surface,
    /// Lines drawn on it.
    pub lines: Lines,
    /// The dark squares of a chequered board in this ink, those whose row and column add up to an odd number
    /// (the top left square is light, as on a draughts or chess board seen from either side); the light ones
    /// are the surface.
    pub chequer: Option<Ink>,
    /// A hole at each place, in this ink (an upright frame the discs drop into).
    pub holes: Option<Ink>,
    /// Small dots on the board, in board units (a Go board's star points), in the surface's line ink.
    pub dots: Vec<Vec2>,
    /// Hollows cut into the board, each its centre and size in board units: round ones for small sizes, long
    /// ones for tall (Kalah's pits and stores); edged in the surface's line ink.
    pub hollows: Vec<(Vec2, Vec2)>,
    /// The hollows' ink.
    pub hollow: Ink,
}

impl Dressing {
    /// The ink of cell `cell` of a board `cols` cells wide if it is a dark square of the chequer.
    pub fn dark_square(&self, cell: usize, cols: usize) -> Option<Ink> {
        let cols = cols.max(1);
        self.chequer.filter(|_| (cell / cols + cell % cols) % 2 == 1)
    }
}

impl Default for Dressing {
    fn default() -> Self {
        Dressing {
            surface: Surface::TABLE,
            lines: Lines::None,
            chequer: None,
            holes: None,
            dots: Vec::new(),
            hollows: Vec::new(),
            hollow: Ink::Hollow,
        }
    }
}

/// The dot that marks the last move's place: where in the place, in which ink, how big (1: a small dot).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LastDot {
    pub at: Vec2,
    pub ink: Ink,
    pub size: f32,
}

impl LastDot {
    /// In the corner of its place (a cell holding a cross).
    pub const CORNER: LastDot = LastDot { at: Vec2::new(0.36, 0.36), ink: Ink::LastMove, size: 1.0 };
    /// In the middle of the piece (a disc).
    pub const MIDDLE: LastDot = LastDot { at: Vec2::ZERO, ink: Ink::LastDisc, size: 1.0 };
    /// A bigger dot in the middle of a stone, which shows on black and on white.
    pub const STONE: LastDot = LastDot { at: Vec2::ZERO, ink: Ink::LastStone, size: 1.5 };
}

/// What shows at the place under the pointer, when a press there would play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Hover {
    /// The place shaded in this ink.
    Shade(Ink),
    /// The piece about to be played, seen at this opacity (a Go stone); shaded without the move preview.
    Ghost(f32),
    /// The place shaded in this ink, and the mover's piece waiting above the board over it (a disc about to
    /// drop).
    Waiting(Ink),
    /// Nothing on the place: the pieces the move would take light up.
    Pieces,
}

/// How the marks on a board look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkLook {
    /// Marks on one place (the hint, a refused move) are round (a Go board's points) or square.
    pub round: bool,
    /// The last move's dot, if the board shows one (none: the pieces a move touches show it).
    pub last: Option<LastDot>,
    /// The places of the last move's path (a chess move's from and to squares) shaded in this ink, if the
    /// board shows them so: a dot in a corner says little where a move leaves one square for another.
    pub trail: Option<Ink>,
    /// What shows at the place under the pointer.
    pub hover: Hover,
    /// A small dot in this ink on each place where the person to move may play, if the board shows them
    /// (Reversi's legal squares, which are few and hard to see).
    pub legal: Option<Ink>,
}

impl Default for MarkLook {
    fn default() -> Self {
        MarkLook {
            round: false,
            last: Some(LastDot::CORNER),
            trail: None,
            hover: Hover::Shade(Ink::Hover),
            legal: None,
        }
    }
}
