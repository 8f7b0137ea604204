//! The look shared by every screen: colours, fonts, and the UI widgets (buttons, labels) built from them.

use bevy::prelude::*;

use super::embedded::font;
use crate::app::logic::input::Disabled;
use crate::app::logic::persistence::Launched;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND));
    // Loaded when the plugin is added (not in `Startup`), because the first screen is built before `Startup`.
    app.init_resource::<Fonts>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(Update, colour_buttons);
}

/// The colours of the game.
pub mod palette {
    use bevy::prelude::Color;

    pub const BACKGROUND: Color = Color::srgb(0.078, 0.090, 0.169);
    pub const PANEL: Color = Color::srgb(0.122, 0.141, 0.251);
    pub const BOARD: Color = Color::srgb(0.149, 0.173, 0.302);
    pub const GRID_LINE: Color = Color::srgb(0.302, 0.341, 0.533);
    pub const GRAVITY_BOARD: Color = Color::srgb(0.161, 0.282, 0.722);
    pub const GRAVITY_HOVER: Color = Color::srgb(0.255, 0.400, 0.890);
    pub const HOLE: Color = Color::srgb(0.078, 0.090, 0.169);
    /// The stones of side X: coral crosses, red discs.
    pub const X_MARK: Color = Color::srgb(1.0, 0.420, 0.420);
    pub const X_DISC: Color = Color::srgb(0.910, 0.282, 0.333);
    /// The stones of side O: teal rings, yellow discs.
    pub const O_MARK: Color = Color::srgb(0.306, 0.804, 0.769);
    pub const O_DISC: Color = Color::srgb(0.976, 0.780, 0.310);
    pub const HOVER: Color = Color::srgb(0.204, 0.235, 0.396);
    pub const CURSOR: Color = Color::srgb(0.820, 0.839, 0.941);
    pub const HINT: Color = Color::srgb(0.655, 0.545, 0.980);
    pub const WIN: Color = Color::srgb(1.0, 0.902, 0.427);
    pub const ERROR: Color = Color::srgb(1.0, 0.361, 0.361);
    pub const LAST_MOVE: Color = Color::srgb(0.902, 0.910, 0.965);
    pub const BONE: Color = Color::srgb(0.945, 0.910, 0.835);
    /// The analysis: a won move, a drawn one, an estimate (a lost one is `ERROR`).
    pub const GOOD: Color = Color::srgb(0.298, 0.816, 0.439);
    pub const NEUTRAL: Color = Color::srgb(0.604, 0.627, 0.765);
    pub const ESTIMATE: Color = Color::srgb(0.961, 0.651, 0.137);

    pub const TEXT: Color = Color::srgb(0.910, 0.918, 0.965);
    pub const TEXT_DIM: Color = Color::srgb(0.604, 0.627, 0.765);
    pub const BUTTON: Color = Color::srgb(0.176, 0.200, 0.345);
    pub const BUTTON_HOVER: Color = Color::srgb(0.231, 0.263, 0.447);
    pub const BUTTON_PRESSED: Color = Color::srgb(0.290, 0.325, 0.565);
    pub const ACCENT: Color = Color::srgb(0.357, 0.431, 0.882);
    pub const ACCENT_HOVER: Color = Color::srgb(0.431, 0.502, 0.937);
    pub const BANNER: Color = Color::srgb(0.047, 0.055, 0.110);
}

/// One 2D camera shows the board and the UI. Its world units are logical pixels with the origin at the
/// window's centre, which is what the board layout assumes. Edges are smoothed (4× multisampling) unless a
/// link turned it off (`msaa=off`), which matters only where a software renderer draws the page.
fn spawn_camera(mut commands: Commands, launched: Res<Launched>) {
    let msaa = if launched.antialiasing { Msaa::Sample4 } else { Msaa::Off };
    commands.spawn((Name::new("Camera"), Camera2d, msaa));
}

/// The game's fonts (Inter, SIL Open Font License; see `assets/fonts`).
#[derive(Resource, Clone)]
pub struct Fonts {
    pub regular: Handle<Font>,
    pub bold: Handle<Font>,
}

impl FromWorld for Fonts {
    fn from_world(world: &mut World) -> Self {
        Self { regular: font!(world, "fonts/Inter-SemiBold.otf"), bold: font!(world, "fonts/Inter-ExtraBold.otf") }
    }
}

/// Colours of a button in its states.
#[derive(Component, Clone, Copy)]
pub struct ButtonColours {
    pub normal: Color,
    pub hovered: Color,
    pub pressed: Color,
}

impl ButtonColours {
    pub const PLAIN: Self =
        Self { normal: palette::BUTTON, hovered: palette::BUTTON_HOVER, pressed: palette::BUTTON_PRESSED };
    pub const PRIMARY: Self =
        Self { normal: palette::ACCENT, hovered: palette::ACCENT_HOVER, pressed: palette::BUTTON_PRESSED };
}

/// Marks a choice button as the chosen one of its group: it shows the accent colour.
#[derive(Component)]
pub struct Selected;

/// Marks a button usable or not, touching it only when that changes.
pub fn set_usable(commands: &mut Commands, button: Entity, usable: bool, disabled_now: bool) {
    match (usable, disabled_now) {
        (true, true) => {
            commands.entity(button).remove::<Disabled>();
        }
        (false, false) => {
            commands.entity(button).insert(Disabled);
        }
        _ => {}
    }
}

fn colour_buttons(
    mut buttons: Query<(
        &Interaction,
        &ButtonColours,
        Has<Selected>,
        Has<Disabled>,
        &mut BackgroundColor,
        &mut BorderColor,
    )>,
) {
    for (interaction, colours, selected, disabled, mut background, mut border) in &mut buttons {
        let base = if selected { palette::ACCENT } else { colours.normal };
        let colour = match (disabled, interaction) {
            (true, _) => colours.normal.with_alpha(0.35),
            (false, Interaction::Pressed) => colours.pressed,
            (false, Interaction::Hovered) if selected => palette::ACCENT_HOVER,
            (false, Interaction::Hovered) => colours.hovered,
            (false, Interaction::None) => base,
        };
        // Only write on change, so change detection stays meaningful.
        background.set_if_neq(BackgroundColor(colour));
        let edge = if selected { palette::ACCENT_HOVER } else { Color::NONE };
        border.set_if_neq(BorderColor::all(edge));
    }
}

/// Text of a given size in the regular font.
pub fn text(fonts: &Fonts, value: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(value),
        TextFont { font: fonts.regular.clone().into(), font_size: FontSize::Px(size), ..default() },
        TextColor(colour),
    )
}

/// A title in the bold font.
pub fn title(fonts: &Fonts, value: impl Into<String>, size: f32) -> impl Bundle {
    title_in(fonts, value, size, palette::TEXT)
}

/// A title in the bold font, in a colour.
pub fn title_in(fonts: &Fonts, value: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(value),
        TextFont { font: fonts.bold.clone().into(), font_size: FontSize::Px(size), ..default() },
        TextColor(colour),
    )
}

/// A button with a text label; `extra` carries what the button does (an action component) and a `Name`.
pub fn button(fonts: &Fonts, label: impl Into<String>, colours: ButtonColours, extra: impl Bundle) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(16), px(9)),
            min_width: px(64),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(colours.normal),
        BorderColor::all(Color::NONE),
        colours,
        extra,
        children![text(fonts, label, 18.0, palette::TEXT)],
    )
}
