//! The look shared by every screen: the themes (dark, light, high contrast), the fonts, and the UI widgets
//! (buttons, labels) built from them.

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use bevy::text::RemSize;

use super::embedded::font;
use super::focus::HasFocus;
use crate::app::logic::input::Disabled;
use crate::app::logic::language::follow_language;
use crate::app::logic::persistence::{Launched, Prefs};
use crate::app::words::{Language, Said, Words};
use crate::session::preferences::ThemeChoice;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Theme>();
    app.insert_resource(ClearColor(Theme::default().colour(Ink::Background)));
    // Loaded when the plugin is added (not in `Startup`), because the first screen is built before `Startup`.
    app.init_resource::<Fonts>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(Update, (follow_preferences, colour_buttons));
    app.add_systems(PreUpdate, follow_script.after(follow_language).run_if(resource_changed::<Words>));
    // After everything that spawns, before anything is drawn: new things get their colour in their first frame.
    app.add_systems(PostUpdate, apply_theme);
}

pub use super::inks::{Ink, Tint};

/// The theme in use (the player's choice, kept in the settings).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Theme(pub ThemeChoice);

impl Theme {
    /// The colour of an ink in this theme.
    pub fn colour(self, ink: Ink) -> Color {
        super::inks::colour(self.0, ink)
    }
}

fn follow_preferences(prefs: Res<Prefs>, mut theme: ResMut<Theme>, mut rem: ResMut<RemSize>) {
    if prefs.is_changed() {
        theme.set_if_neq(Theme(prefs.theme));
        rem.set_if_neq(RemSize(REM * prefs.text_size.factor()));
    }
}

/// The size the screens' text is written at, in logical pixels at 100 %: every size the view asks for is
/// in these units ([`rem`]), so the text-size setting scales all of it at once through Bevy's [`RemSize`].
/// The board's own labels (coordinates, values on cells, Nim's letters) grow with the board instead.
const REM: f32 = 20.0;

/// A UI text size given in logical pixels at 100 %, scaled by the text-size setting.
pub fn rem(px: f32) -> FontSize {
    FontSize::Rem(px / REM)
}

/// Gives every newly drawn thing (or one whose ink changed) its ink's colour, and everything its new colour
/// when the theme changes (keeping its opacity, which a tween may be moving).
fn apply_theme(
    theme: Res<Theme>,
    mut clear: ResMut<ClearColor>,
    mut texts: Query<(Ref<Tint>, &mut TextColor)>,
    mut fills: Query<(Ref<Tint>, &mut BackgroundColor), Without<TextColor>>,
    meshes: Query<(Ref<Tint>, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let all = theme.is_changed();
    let colour = |tint: &Ref<Tint>, old: Color| {
        let alpha = if tint.is_changed() { tint.alpha } else { old.alpha() };
        theme.colour(tint.ink).with_alpha(theme.colour(tint.ink).alpha() * alpha)
    };
    if all {
        clear.0 = theme.colour(Ink::Background);
    }
    for (tint, mut text) in &mut texts {
        if all || tint.is_changed() {
            text.0 = colour(&tint, text.0);
        }
    }
    for (tint, mut fill) in &mut fills {
        if all || tint.is_changed() {
            fill.0 = colour(&tint, fill.0);
        }
    }
    for (tint, material) in &meshes {
        if (all || tint.is_changed())
            && let Some(mut m) = materials.get_mut(&material.0)
        {
            m.color = colour(&tint, m.color);
        }
    }
}

/// One 2D camera shows the board and the UI. Its world units are logical pixels with the origin at the
/// window's centre, which is what the board layout assumes. Edges are smoothed (4× multisampling) unless a
/// link turned it off (`msaa=off`), which matters only where a software renderer draws the page.
fn spawn_camera(mut commands: Commands, launched: Res<Launched>) {
    let msaa = if launched.antialiasing { Msaa::Sample4 } else { Msaa::Off };
    commands.spawn((Name::new("Camera"), Camera2d, msaa));
}

/// The game's fonts, for the language spoken: Inter (Latin and Cyrillic), or for Chinese a subset of Noto
/// Sans CJK SC (`scripts/make-cjk-font.py`), which draws Latin too. Both are under the SIL Open Font License;
/// see `assets/fonts`. Every text is written in `regular` or `bold`.
#[derive(Resource, Clone)]
pub struct Fonts {
    pub regular: Handle<Font>,
    pub bold: Handle<Font>,
    latin: (Handle<Font>, Handle<Font>),
    /// Loaded the first time Chinese is spoken (in a browser, fetched only then).
    chinese: Option<(Handle<Font>, Handle<Font>)>,
    /// The characters of Chinese's own name alone (a few kilobytes), for the settings' list of languages.
    chinese_name: Handle<Font>,
}

impl FromWorld for Fonts {
    fn from_world(world: &mut World) -> Self {
        let latin = (font!(world, "fonts/Inter-SemiBold.otf"), font!(world, "fonts/Inter-ExtraBold.otf"));
        let chinese_name = font!(world, "fonts/NotoSansSC-Medium-names.otf");
        Self { regular: latin.0.clone(), bold: latin.1.clone(), latin, chinese: None, chinese_name }
    }
}

impl Fonts {
    /// The fonts that write `language`'s own name ("简体中文" among the settings' languages, whatever the game
    /// speaks): these fonts, or for Chinese its name's own.
    pub fn for_own_name(&self, language: Language) -> Fonts {
        match language {
            Language::Chinese => {
                Fonts { regular: self.chinese_name.clone(), bold: self.chinese_name.clone(), ..self.clone() }
            }
            _ => self.clone(),
        }
    }
}

/// The fonts follow the language: on a change of script, every text already written takes the new font of
/// its weight.
fn follow_script(world: &mut World) {
    let language = world.resource::<Words>().language();
    let mut fonts = world.resource::<Fonts>().clone();
    let wanted = if language == Language::Chinese {
        if fonts.chinese.is_none() {
            let medium = font!(world, "fonts/NotoSansSC-Medium-subset.otf");
            fonts.chinese = Some((medium, font!(world, "fonts/NotoSansSC-Bold-subset.otf")));
        }
        fonts.chinese.clone().expect("just loaded")
    } else {
        fonts.latin.clone()
    };
    if (&fonts.regular, &fonts.bold) == (&wanted.0, &wanted.1) {
        world.insert_resource(fonts);
        return;
    }
    let (old_regular, old_bold) = (fonts.regular.clone(), fonts.bold.clone());
    (fonts.regular, fonts.bold) = wanted;
    let mut texts = world.query::<&mut TextFont>();
    for mut text in texts.iter_mut(world) {
        let FontSource::Handle(handle) = &text.font else { continue };
        let new = if *handle == old_regular {
            fonts.regular.clone()
        } else if *handle == old_bold {
            fonts.bold.clone()
        } else {
            continue;
        };
        text.font = new.into();
    }
    world.insert_resource(fonts);
}

/// The inks of a button in its states.
#[derive(Component, Clone, Copy)]
pub struct ButtonColours {
    pub normal: Ink,
    pub hovered: Ink,
    pub pressed: Ink,
}

impl ButtonColours {
    pub const PLAIN: Self = Self { normal: Ink::Button, hovered: Ink::ButtonHover, pressed: Ink::ButtonPressed };
    pub const PRIMARY: Self = Self { normal: Ink::Accent, hovered: Ink::AccentHover, pressed: Ink::ButtonPressed };
}

/// Marks a choice button as the chosen one of its group: it shows the accent colour.
#[derive(Component)]
pub struct Selected;

/// What a screen reader says for a button whose words on screen are short: a move in the list reads "f5" and
/// is said "12. Black f5, computer".
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct SaidAs(pub String);

/// What a screen reader meets for a part of a screen that is built again whenever its words change (the menu,
/// a panel, a row of choices): its role, and its name in the player's words. Parts that live on (the match's
/// bars) carry a [`Region`] instead.
pub fn group(role: accesskit::Role, label: &str) -> AccessibilityNode {
    if label.is_empty() {
        // Nothing to say: a container the reader looks through.
        return AccessibilityNode(accesskit::Node::new(accesskit::Role::GenericContainer));
    }
    let mut node = accesskit::Node::new(role);
    node.set_label(label);
    AccessibilityNode(node)
}

/// A lasting part of a screen as a screen reader meets it: its role, and its name, said again when the language
/// changes (`view/access.rs`).
#[derive(Component, Clone, Debug)]
pub struct Region(pub accesskit::Role, pub Said);

/// A text a screen reader can read (the status line, the players): its words, kept in step (`view/access.rs`).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Reads;

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
    theme: Res<Theme>,
    mut buttons: Query<(
        &Interaction,
        &ButtonColours,
        Has<Selected>,
        Has<Disabled>,
        Has<HasFocus>,
        &mut BackgroundColor,
        &mut BorderColor,
    )>,
) {
    for (interaction, colours, selected, disabled, focused, mut background, mut border) in &mut buttons {
        let base = if selected { Ink::Accent } else { colours.normal };
        let colour = match (disabled, interaction) {
            (true, _) => theme.colour(colours.normal).with_alpha(0.35),
            (false, Interaction::Pressed) => theme.colour(colours.pressed),
            (false, Interaction::Hovered) if selected => theme.colour(Ink::AccentHover),
            (false, Interaction::Hovered) => theme.colour(colours.hovered),
            (false, Interaction::None) => theme.colour(base),
        };
        // Only write on change, so change detection stays meaningful.
        background.set_if_neq(BackgroundColor(colour));
        // The keyboard's focus shows as a bright outline.
        let edge = if focused {
            theme.colour(Ink::Cursor)
        } else if selected {
            theme.colour(Ink::AccentHover)
        } else {
            Color::NONE
        };
        border.set_if_neq(BorderColor::all(edge));
    }
}

/// A row of a form (the menu, the settings): a label in a column `label_width` logical pixels wide, then the
/// choices, which wrap onto more lines when they do not fit. Returns the entity the choices go in.
pub fn form_row(parent: &mut ChildSpawnerCommands, fonts: &Fonts, label: &str, label_width: f32) -> Entity {
    let mut choices = Entity::PLACEHOLDER;
    parent
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                column_gap: px(12),
                ..default()
            },
            // A screen reader hears the row's name with its choices: "Game, group: Connect Four, pressed".
            group(accesskit::Role::Group, label),
        ))
        .with_children(|row| {
            row.spawn((
                Node { width: px(label_width), flex_shrink: 0.0, ..default() },
                children![text(fonts, label, 17.0, Ink::TextDim)],
            ));
            choices = row
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    align_items: AlignItems::Center,
                    flex_grow: 1.0,
                    column_gap: px(8),
                    row_gap: px(8),
                    ..default()
                })
                .id();
        });
    choices
}

/// Text of a given size in the regular font, in an ink.
pub fn text(fonts: &Fonts, value: impl Into<String>, size: f32, ink: impl Into<Tint>) -> impl Bundle {
    (
        Text::new(value),
        TextFont { font: fonts.regular.clone().into(), font_size: rem(size), ..default() },
        TextColor::default(),
        ink.into(),
    )
}

/// A title in the bold font.
pub fn title(fonts: &Fonts, value: impl Into<String>, size: f32) -> impl Bundle {
    title_in(fonts, value, size, Ink::Text)
}

/// A title in the bold font, in an ink.
pub fn title_in(fonts: &Fonts, value: impl Into<String>, size: f32, ink: impl Into<Tint>) -> impl Bundle {
    (
        Text::new(value),
        TextFont { font: fonts.bold.clone().into(), font_size: rem(size), ..default() },
        TextColor::default(),
        ink.into(),
    )
}

/// A background in an ink.
pub fn fill(ink: impl Into<Tint>) -> impl Bundle {
    (BackgroundColor::default(), ink.into())
}

/// A button with a text label; `extra` carries what the button does (an action component) and a `Name`.
pub fn button(fonts: &Fonts, label: impl Into<String>, colours: ButtonColours, extra: impl Bundle) -> impl Bundle {
    sized_button(fonts, label, 18.0, colours, extra)
}

/// A smaller button, for narrow places (the move list).
pub fn small_button(
    fonts: &Fonts,
    label: impl Into<String>,
    colours: ButtonColours,
    extra: impl Bundle,
) -> impl Bundle {
    sized_button(fonts, label, 14.0, colours, extra)
}

fn sized_button(
    fonts: &Fonts,
    label: impl Into<String>,
    size: f32,
    colours: ButtonColours,
    extra: impl Bundle,
) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(size - 2.0), px(size / 2.0)),
            min_width: px(size * 3.5),
            // A label never wraps: the button keeps its size when space is short.
            flex_shrink: 0.0,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor::default(),
        BorderColor::all(Color::NONE),
        colours,
        extra,
        children![text(fonts, label, size, Ink::Text)],
    )
}
