//! The inks: what each colour drawn is for, and the colour each theme gives it. Everything drawn names its
//! ink (a [`Tint`]); the theme plugin (`theme.rs`) colours it.

use bevy::prelude::*;

use crate::app::games::PieceLook;
use crate::session::Side;
use crate::session::preferences::ThemeChoice;

/// What a colour is for. Everything drawn names its ink (a [`Tint`]), and the theme says what colour each ink
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
    /// Black and white stones, and the rim that keeps each apart from the board and its neighbours.
    BlackStone,
    WhiteStone,
    BlackRim,
    WhiteRim,
    /// The dot on the last stone played, which must show on black and on white.
    LastStone,
    Hover,
    Cursor,
    Hint,
    Win,
    Error,
    LastMove,
    Bone,
    /// The three tones of a counted piece's pebbles (Kalah's seeds).
    Seed,
    SeedDark,
    SeedWarm,
    /// The analysis: a won move, a drawn one, an estimate (a lost one is `Error`).
    Good,
    Neutral,
    Estimate,
    Text,
    TextDim,
    Button,
    ButtonHover,
    ButtonPressed,
    Accent,
    AccentHover,
    Banner,
}

impl Ink {
    /// The ink of a side's pieces and name, from how its pieces look (the role its game's descriptor gives
    /// them): discs have inks of their own, every other piece (and a side without pieces) the mark's.
    pub fn of_side(look: PieceLook, side: Side) -> Ink {
        match (look, side) {
            (PieceLook::Disc, Side::X) => Ink::XDisc,
            (PieceLook::Disc, Side::O) => Ink::ODisc,
            (PieceLook::BlackStone, _) => Ink::BlackStone,
            (PieceLook::WhiteStone, _) => Ink::WhiteStone,
            (_, Side::X) => Ink::XMark,
            (_, Side::O) => Ink::OMark,
        }
    }

    /// This ink at an opacity.
    pub fn with_alpha(self, alpha: f32) -> Tint {
        Tint { ink: self, alpha }
    }
}

/// Marks a thing drawn with an ink: its text colour, its background, or its colour material, whichever it
/// has, follows the theme. `alpha` is its opacity when it appears (a tween may change it later).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Tint {
    pub ink: Ink,
    pub alpha: f32,
}

impl From<Ink> for Tint {
    fn from(ink: Ink) -> Self {
        Self { ink, alpha: 1.0 }
    }
}

/// The colour of an ink in a theme.
pub fn colour(theme: ThemeChoice, ink: Ink) -> Color {
    match theme {
        ThemeChoice::Dark => dark(ink),
        ThemeChoice::Light => light(ink),
        ThemeChoice::HighContrast => high_contrast(ink),
    }
}

/// The dark theme: deep blue, the game's first look.
fn dark(ink: Ink) -> Color {
    let c = Color::srgb;
    match ink {
        Ink::Background | Ink::Hole => c(0.078, 0.090, 0.169),
        Ink::Panel => c(0.122, 0.141, 0.251),
        Ink::Board => c(0.149, 0.173, 0.302),
        Ink::GridLine => c(0.302, 0.341, 0.533),
        Ink::GravityBoard => c(0.161, 0.282, 0.722),
        Ink::GravityHover => c(0.255, 0.400, 0.890),
        Ink::XMark => c(1.0, 0.420, 0.420),
        Ink::XDisc => c(0.910, 0.282, 0.333),
        Ink::OMark => c(0.306, 0.804, 0.769),
        Ink::ODisc => c(0.976, 0.780, 0.310),
        Ink::DiscMarking => Color::srgba(0.0, 0.0, 0.0, 0.28),
        // A dark walnut board with pale lines, so that the black stones still stand out against it.
        Ink::GoBoard => c(0.247, 0.204, 0.161),
        Ink::Hollow => c(0.153, 0.122, 0.094),
        Ink::GoLine => c(0.502, 0.435, 0.353),
        Ink::Felt => c(0.086, 0.306, 0.196),
        Ink::FeltLine => c(0.035, 0.165, 0.098),
        Ink::BlackStone => c(0.055, 0.055, 0.067),
        Ink::WhiteStone => c(0.925, 0.918, 0.886),
        Ink::BlackRim => c(0.580, 0.533, 0.459),
        Ink::WhiteRim => c(0.498, 0.471, 0.420),
        Ink::LastStone => c(0.906, 0.247, 0.247),
        Ink::Hover => c(0.204, 0.235, 0.396),
        Ink::Cursor => c(0.820, 0.839, 0.941),
        Ink::Hint => c(0.655, 0.545, 0.980),
        Ink::Win => c(1.0, 0.902, 0.427),
        Ink::Error => c(1.0, 0.361, 0.361),
        Ink::LastMove => c(0.902, 0.910, 0.965),
        Ink::Bone => c(0.945, 0.910, 0.835),
        Ink::Seed => c(0.902, 0.843, 0.741),
        Ink::SeedDark => c(0.545, 0.671, 0.788),
        Ink::SeedWarm => c(0.855, 0.490, 0.388),
        Ink::Good => c(0.298, 0.816, 0.439),
        Ink::Neutral | Ink::TextDim => c(0.604, 0.627, 0.765),
        Ink::Estimate => c(0.961, 0.651, 0.137),
        Ink::Text => c(0.910, 0.918, 0.965),
        Ink::Button => c(0.176, 0.200, 0.345),
        Ink::ButtonHover => c(0.231, 0.263, 0.447),
        Ink::ButtonPressed => c(0.290, 0.325, 0.565),
        Ink::Accent => c(0.357, 0.431, 0.882),
        Ink::AccentHover => c(0.431, 0.502, 0.937),
        Ink::Banner => c(0.047, 0.055, 0.110),
    }
}

/// The light theme: warm paper, ink-dark text, the classic blue Connect Four frame.
fn light(ink: Ink) -> Color {
    let c = Color::srgb;
    match ink {
        Ink::Background => c(0.957, 0.945, 0.918),
        Ink::Hole => c(0.957, 0.945, 0.918),
        Ink::Panel => c(0.902, 0.882, 0.839),
        Ink::Board => c(0.925, 0.898, 0.839),
        Ink::GridLine => c(0.541, 0.510, 0.439),
        Ink::GravityBoard => c(0.184, 0.420, 0.847),
        Ink::GravityHover => c(0.310, 0.525, 0.925),
        Ink::XMark => c(0.851, 0.275, 0.231),
        Ink::XDisc => c(0.827, 0.184, 0.184),
        Ink::OMark => c(0.0, 0.537, 0.482),
        Ink::ODisc => c(0.949, 0.718, 0.020),
        Ink::DiscMarking => Color::srgba(0.0, 0.0, 0.0, 0.3),
        // Kaya wood with ink-dark lines.
        Ink::GoBoard => c(0.859, 0.690, 0.416),
        // Darker wood, where the light seeds show.
        Ink::Hollow => c(0.549, 0.392, 0.204),
        Ink::GoLine => c(0.239, 0.176, 0.094),
        Ink::Felt => c(0.133, 0.478, 0.298),
        Ink::FeltLine => c(0.043, 0.227, 0.125),
        Ink::BlackStone => c(0.086, 0.086, 0.098),
        Ink::WhiteStone => c(0.976, 0.969, 0.945),
        Ink::BlackRim => c(0.086, 0.086, 0.098),
        Ink::WhiteRim => c(0.380, 0.314, 0.220),
        Ink::LastStone => c(0.863, 0.149, 0.149),
        Ink::Hover => c(0.863, 0.835, 0.773),
        Ink::Cursor => c(0.227, 0.227, 0.227),
        Ink::Hint => c(0.494, 0.341, 0.761),
        Ink::Win => c(0.878, 0.659, 0.0),
        Ink::Error => c(0.827, 0.184, 0.184),
        Ink::LastMove => c(0.2, 0.2, 0.2),
        Ink::Bone => c(0.788, 0.718, 0.612),
        Ink::Seed => c(0.976, 0.961, 0.918),
        Ink::SeedDark => c(0.690, 0.784, 0.878),
        Ink::SeedWarm => c(0.933, 0.612, 0.482),
        Ink::Good => c(0.180, 0.490, 0.196),
        Ink::Neutral => c(0.471, 0.565, 0.612),
        Ink::Estimate => c(0.878, 0.541, 0.0),
        Ink::Text => c(0.122, 0.141, 0.188),
        Ink::TextDim => c(0.357, 0.376, 0.439),
        Ink::Button => c(0.863, 0.835, 0.773),
        Ink::ButtonHover => c(0.812, 0.776, 0.702),
        Ink::ButtonPressed => c(0.741, 0.698, 0.608),
        Ink::Accent => c(0.247, 0.32, 0.71),
        Ink::AccentHover => c(0.361, 0.420, 0.753),
        Ink::Banner => c(1.0, 1.0, 1.0),
    }
}

/// High contrast: black and white, and saturated colours far apart for the sides.
fn high_contrast(ink: Ink) -> Color {
    let c = Color::srgb;
    match ink {
        Ink::Background | Ink::Hole | Ink::Board | Ink::Banner => c(0.0, 0.0, 0.0),
        Ink::Panel => c(0.10, 0.10, 0.10),
        Ink::GridLine | Ink::Cursor | Ink::LastMove | Ink::Text | Ink::Bone | Ink::Seed => c(1.0, 1.0, 1.0),
        Ink::SeedDark => c(0.75, 0.75, 0.75),
        Ink::SeedWarm => c(1.0, 0.8, 0.4),
        Ink::Hollow => c(0.25, 0.25, 0.25),
        Ink::GravityBoard => c(0.0, 0.278, 1.0),
        Ink::GravityHover => c(0.2, 0.467, 1.0),
        Ink::XMark => c(1.0, 1.0, 0.0),
        Ink::XDisc => c(1.0, 0.188, 0.188),
        Ink::OMark => c(0.0, 1.0, 1.0),
        Ink::ODisc => c(1.0, 1.0, 0.0),
        Ink::DiscMarking => Color::srgba(0.0, 0.0, 0.0, 0.6),
        // Strong shapes: white lines on black, white stones, and black stones ringed in white.
        Ink::GoBoard => c(0.0, 0.0, 0.0),
        Ink::GoLine => c(0.733, 0.733, 0.733),
        // Dark green, its lines as bright as the Go board's, so that both colours of disc stand out.
        Ink::Felt => c(0.0, 0.2, 0.0),
        Ink::FeltLine => c(0.733, 0.733, 0.733),
        Ink::BlackStone => c(0.0, 0.0, 0.0),
        Ink::WhiteStone | Ink::BlackRim => c(1.0, 1.0, 1.0),
        Ink::WhiteRim => c(0.0, 0.0, 0.0),
        Ink::LastStone => c(1.0, 0.188, 0.188),
        Ink::Hover => c(0.2, 0.2, 0.2),
        Ink::Hint => c(1.0, 0.0, 1.0),
        Ink::Win => c(0.0, 1.0, 0.0),
        Ink::Error => c(1.0, 0.251, 0.251),
        Ink::Good => c(0.0, 1.0, 0.4),
        Ink::Neutral => c(0.733, 0.733, 0.733),
        Ink::Estimate => c(1.0, 0.647, 0.0),
        Ink::TextDim => c(0.878, 0.878, 0.878),
        Ink::Button => c(0.133, 0.133, 0.133),
        Ink::ButtonHover => c(0.267, 0.267, 0.267),
        Ink::ButtonPressed => c(0.4, 0.4, 0.4),
        Ink::Accent => c(0.0, 0.4, 1.0),
        Ink::AccentHover => c(0.2, 0.533, 1.0),
    }
}
