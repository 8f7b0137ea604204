//! The inks: what each colour drawn is for, and the colour each theme gives it. Everything drawn names its
//! ink (a [`Tint`]); the theme plugin (`theme.rs`) colours it.

use bevy::prelude::*;

pub use crate::app::style::Ink;
use crate::session::preferences::ThemeChoice;

impl Ink {
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
        Ink::GridLine => c(0.44, 0.48, 0.68),
        Ink::GravityBoard => c(0.2, 0.36, 0.85),
        Ink::GravityHover => c(0.29, 0.45, 0.93),
        Ink::XMark => c(1.0, 0.420, 0.420),
        Ink::XDisc => c(0.910, 0.282, 0.333),
        Ink::OMark => c(0.306, 0.804, 0.769),
        Ink::ODisc => c(0.976, 0.780, 0.310),
        Ink::DiscMarking => Color::srgba(0.0, 0.0, 0.0, 0.28),
        // A dark walnut board with pale lines, so that the black stones still stand out against it.
        Ink::GoBoard => c(0.247, 0.204, 0.161),
        Ink::Hollow => c(0.153, 0.122, 0.094),
        Ink::GoLine => c(0.64, 0.57, 0.47),
        Ink::Felt => c(0.11, 0.43, 0.27),
        Ink::LightSquare => c(0.56, 0.52, 0.43),
        Ink::DarkSquare => c(0.13, 0.44, 0.27),
        Ink::SquareNumber => c(0.85, 0.90, 0.82),
        Ink::FeltLine => c(0.0, 0.05, 0.02),
        Ink::BlackStone => c(0.055, 0.055, 0.067),
        Ink::WhiteStone => c(0.925, 0.918, 0.886),
        Ink::BlackRim => c(0.580, 0.533, 0.459),
        Ink::WhiteRim => c(0.498, 0.471, 0.420),
        Ink::LastStone => c(0.906, 0.247, 0.247),
        Ink::Hover => c(0.204, 0.235, 0.396),
        Ink::Cursor => c(0.820, 0.839, 0.941),
        Ink::Hint => c(0.78, 0.70, 1.0),
        Ink::Win => c(1.0, 0.902, 0.427),
        Ink::Error => c(1.0, 0.361, 0.361),
        Ink::LastMove => c(0.902, 0.910, 0.965),
        Ink::LastSquare => c(0.86, 0.80, 0.30),
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
        Ink::Accent => c(0.27, 0.33, 0.74),
        Ink::AccentHover => c(0.31, 0.37, 0.83),
        Ink::Banner => c(0.047, 0.055, 0.110),
        Ink::ValueBest => c(0.55, 0.88, 0.55),
        Ink::ValueEven => c(0.85, 0.85, 0.80),
        Ink::ValueWorst => c(1.0, 0.62, 0.60),
        Ink::ValueText => c(0.08, 0.08, 0.1),
        Ink::Best => c(1.0, 0.85, 0.35),
        Ink::LegalDot => c(0.75, 0.88, 0.78),
        Ink::HintText => c(0.655, 0.545, 0.98),
        Ink::Count => c(0.910, 0.918, 0.965),
        Ink::DiscRim => c(0.078, 0.090, 0.169),
        Ink::LastDisc => c(0.05, 0.05, 0.08),
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
        Ink::Hollow => c(0.30, 0.20, 0.10),
        Ink::GoLine => c(0.239, 0.176, 0.094),
        Ink::Felt => c(0.133, 0.478, 0.298),
        Ink::LightSquare => c(0.937, 0.886, 0.753),
        // A lighter green than the felt, under dark marks and numbers.
        Ink::DarkSquare => c(0.30, 0.60, 0.40),
        Ink::SquareNumber => c(0.02, 0.10, 0.05),
        Ink::FeltLine => c(0.0, 0.06, 0.03),
        Ink::BlackStone => c(0.086, 0.086, 0.098),
        Ink::WhiteStone => c(0.976, 0.969, 0.945),
        Ink::BlackRim => c(0.086, 0.086, 0.098),
        Ink::WhiteRim => c(0.380, 0.314, 0.220),
        Ink::LastStone => c(0.863, 0.149, 0.149),
        Ink::Hover => c(0.863, 0.835, 0.773),
        Ink::Cursor => c(0.1, 0.1, 0.1),
        Ink::Hint => c(0.18, 0.03, 0.32),
        Ink::Win => c(0.52, 0.30, 0.0),
        Ink::Error => c(0.70, 0.12, 0.12),
        Ink::LastMove => c(0.2, 0.2, 0.2),
        Ink::LastSquare => c(0.98, 0.90, 0.25),
        Ink::Bone => c(0.55, 0.45, 0.30),
        Ink::Seed => c(0.976, 0.961, 0.918),
        Ink::SeedDark => c(0.690, 0.784, 0.878),
        Ink::SeedWarm => c(0.933, 0.612, 0.482),
        Ink::Good => c(0.12, 0.40, 0.15),
        Ink::Neutral => c(0.471, 0.565, 0.612),
        Ink::Estimate => c(0.878, 0.541, 0.0),
        Ink::Text => c(0.122, 0.141, 0.188),
        Ink::TextDim => c(0.357, 0.376, 0.439),
        Ink::Button => c(0.863, 0.835, 0.773),
        Ink::ButtonHover => c(0.812, 0.776, 0.702),
        Ink::ButtonPressed => c(0.741, 0.698, 0.608),
        Ink::Accent => c(0.62, 0.70, 0.96),
        Ink::AccentHover => c(0.68, 0.75, 0.98),
        Ink::Banner => c(1.0, 1.0, 1.0),
        Ink::ValueBest => c(0.55, 0.88, 0.55),
        Ink::ValueEven => c(0.85, 0.85, 0.80),
        Ink::ValueWorst => c(1.0, 0.62, 0.60),
        Ink::ValueText => c(0.08, 0.08, 0.1),
        Ink::Best => c(0.18, 0.09, 0.0),
        Ink::LegalDot => c(0.02, 0.12, 0.06),
        Ink::HintText => c(0.42, 0.27, 0.68),
        Ink::Count => c(0.98, 0.96, 0.92),
        Ink::DiscRim => c(0.25, 0.2, 0.12),
        Ink::LastDisc => c(0.05, 0.05, 0.05),
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
        Ink::LightSquare => c(0.45, 0.45, 0.45),
        Ink::DarkSquare => c(0.0, 0.2, 0.0),
        Ink::SquareNumber => c(1.0, 1.0, 1.0),
        Ink::FeltLine => c(0.733, 0.733, 0.733),
        Ink::BlackStone => c(0.0, 0.0, 0.0),
        Ink::WhiteStone | Ink::BlackRim => c(1.0, 1.0, 1.0),
        Ink::WhiteRim => c(0.0, 0.0, 0.0),
        Ink::LastStone => c(1.0, 0.188, 0.188),
        Ink::LastSquare => c(0.0, 0.4, 1.0),
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
        Ink::AccentHover => c(0.0, 0.35, 0.85),
        Ink::ValueBest => c(0.4, 1.0, 0.4),
        Ink::ValueEven => c(0.85, 0.85, 0.85),
        Ink::ValueWorst => c(1.0, 0.55, 0.55),
        Ink::ValueText => c(0.0, 0.0, 0.0),
        Ink::Best => c(1.0, 1.0, 0.0),
        Ink::LegalDot => c(1.0, 1.0, 1.0),
        Ink::HintText => c(1.0, 0.4, 1.0),
        Ink::Count => c(1.0, 1.0, 1.0),
        Ink::DiscRim => c(1.0, 1.0, 1.0),
        Ink::LastDisc => c(0.0, 0.0, 0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The contrast ratio of WCAG 2.2 between `front`, drawn over `back`, and `back`, in `theme`: from 1 (none) to
    /// 21 (black on white). A front that is not opaque is blended over the back as the renderer blends, in linear
    /// light.
    fn contrast(theme: ThemeChoice, front: Ink, back: Ink) -> f32 {
        let (front, back) = (colour(theme, front).to_linear(), colour(theme, back).to_linear());
        let luminance = |c: LinearRgba| 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
        let seen = LinearRgba::rgb(
            front.red * front.alpha + back.red * (1.0 - front.alpha),
            front.green * front.alpha + back.green * (1.0 - front.alpha),
            front.blue * front.alpha + back.blue * (1.0 - front.alpha),
        );
        let (a, b) = (luminance(seen), luminance(back));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// WCAG 2.2 AA: text at least 4.5:1 against what is behind it (1.4.3), and what a player needs to see to
    /// play (a mark, a line, a piece's edge) at least 3:1 (1.4.11).
    const TEXT: f32 = 4.5;
    const MARK: f32 = 3.0;

    #[test]
    fn every_text_and_every_mark_a_player_needs_stands_out_in_every_theme() {
        use Ink::*;
        let texts = [
            (Text, Background),
            (Text, Panel),
            (TextDim, Background),
            (TextDim, Panel),
            // Buttons in every state, and the chosen ones.
            (Text, Button),
            (Text, ButtonHover),
            (Text, ButtonPressed),
            (Text, Accent),
            (Text, AccentHover),
            // The end's banner: its headline in the winner's ink, the line under it.
            (Win, Banner),
            (Text, Banner),
            (TextDim, Banner),
            // The status line: a refusal, a hint, a win by fours; the menu's notice.
            (Error, Panel),
            (HintText, Panel),
            (Good, Panel),
            (Error, Background),
            // A pit's count of seeds.
            (Count, Hollow),
            // The analysis' values on their chips, whatever the value.
            (ValueText, ValueBest),
            (ValueText, ValueEven),
            (ValueText, ValueWorst),
            // A checkerboard's square numbers, in the corners of its dark squares.
            (SquareNumber, DarkSquare),
        ];
        let marks = [
            (LegalDot, Felt),
            // A checkerboard's marks, where its pieces stand.
            (LegalDot, DarkSquare),
            (LastMove, DarkSquare),
            (Cursor, DarkSquare),
            (Hint, DarkSquare),
            (Best, DarkSquare),
            // The last move's dot, on a black stone and a white one.
            (LastStone, BlackStone),
            (LastStone, WhiteStone),
            (LastMove, Board),
            (LastDisc, XDisc),
            (LastDisc, ODisc),
            // The keyboard's cursor and focus, the hint and the analysis' best move, on every surface.
            (Cursor, Board),
            (Cursor, Felt),
            (Cursor, GoBoard),
            (Cursor, Background),
            (Cursor, Panel),
            (Hint, Board),
            (Hint, Felt),
            (Hint, GoBoard),
            (Hint, Hole),
            (Hint, Background),
            (Best, Board),
            (Best, Felt),
            (Best, GoBoard),
            (Best, Hole),
            (Best, Background),
            (Win, Board),
            (Win, GoBoard),
            // Pieces on their boards.
            (XMark, Board),
            (OMark, Board),
            (Seed, Hollow),
            (SeedDark, Hollow),
            (SeedWarm, Hollow),
            (Bone, Background),
            // Where the places are: lines, holes, the pits' rims.
            (GridLine, Board),
            (FeltLine, Felt),
            (GoLine, GoBoard),
            (Hole, GravityBoard),
        ];
        // A piece stands out by its face or by its rim.
        let pieces = [
            ([BlackStone, BlackRim], Felt),
            ([WhiteStone, WhiteRim], Felt),
            ([BlackStone, BlackRim], GoBoard),
            ([BlackStone, BlackRim], DarkSquare),
            ([WhiteStone, WhiteRim], DarkSquare),
            ([WhiteStone, WhiteRim], GoBoard),
            ([XDisc, DiscRim], Hole),
            ([ODisc, DiscRim], Hole),
        ];
        let mut short = Vec::new();
        for theme in ThemeChoice::ALL {
            let checks = texts.iter().map(|&(front, back)| ([front, front], back, TEXT));
            let checks = checks.chain(marks.iter().map(|&(front, back)| ([front, front], back, MARK)));
            for (fronts, back, least) in checks.chain(pieces.iter().map(|&(fronts, back)| (fronts, back, MARK))) {
                let ratio = fronts.iter().map(|&front| contrast(theme, front, back)).fold(0.0, f32::max);
                if ratio < least {
                    short.push(format!("{theme:?}: {fronts:?} on {back:?} {ratio:.2}:1, below {least}:1"));
                }
            }
        }
        assert!(short.is_empty(), "{}", short.join("\n"));
    }

    #[test]
    fn the_ratio_is_wcags() {
        let theme = ThemeChoice::HighContrast;
        assert!((contrast(theme, Ink::Text, Ink::Background) - 21.0).abs() < 0.01, "white on black");
        assert!((contrast(theme, Ink::Background, Ink::Background) - 1.0).abs() < 1e-6);
        // A half-seen ink is between its own contrast and none: high contrast's disc marking (black at 0.6) on
        // white, against opaque black on white.
        let full = contrast(theme, Ink::Background, Ink::Text);
        let half = contrast(theme, Ink::DiscMarking, Ink::Text);
        assert!(half > 1.0 && half < full, "{half} against {full}");
    }
}
