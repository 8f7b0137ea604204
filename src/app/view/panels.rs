//! The panels that open over a screen: the pause menu of a match (Escape), the settings and How to play (from
//! the menu and from the pause menu). Which one is open is the logic's [`Panel`]; this draws it and turns its buttons
//! into actions. The settings change the player's [`Prefs`], which the game saves and every part follows.

use bevy::prelude::*;
use bevy::ui::FocusPolicy;

use super::focus::FocusScope;
use super::scroll::Scrolls;
use super::theme::{self, ButtonColours, Fonts, Ink, Reads, Selected};
use crate::app::logic::persistence::Prefs;
use crate::app::logic::play::MatchAction;
use crate::app::logic::screen::Panel;
use crate::app::schedule::AppSystems;
use crate::app::words::Language;
use crate::app::words::Words;
use crate::session::preferences::{Coordinates, LanguageChoice, MotionSpeed, Preferences, TextSize, ThemeChoice};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (press_panel_buttons.in_set(AppSystems::RecordInput), show_panel.in_set(AppSystems::Update)),
    );
}

/// The root of the open panel.
#[derive(Component)]
pub struct PanelRoot;

/// What a panel button does.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub enum PanelButton {
    /// An action of the match (resume, restart, settings, menu, quit).
    Match(MatchAction),
    /// Changes a preference.
    Set(Change),
    /// Closes the settings: back to the pause menu, or to the screen under it.
    Back,
}

/// A change to the preferences.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Change {
    Master(i8),
    Effects(i8),
    Music(i8),
    Speed(MotionSpeed),
    ReducedMotion(bool),
    Theme(ThemeChoice),
    Analysis(bool),
    Coordinates(Coordinates),
    LegalMoves(bool),
    MovePreview(bool),
    Muted(bool),
    Language(LanguageChoice),
    TextSize(TextSize),
}

/// How much one press of − or + changes a volume.
const VOLUME_STEP: i8 = 10;

impl Change {
    fn apply(self, prefs: &mut Preferences) {
        let step = |v: &mut u8, d: i8| *v = v.saturating_add_signed(d).min(100);
        match self {
            Change::Master(d) => step(&mut prefs.master_volume, d),
            Change::Effects(d) => step(&mut prefs.effects_volume, d),
            Change::Music(d) => step(&mut prefs.music_volume, d),
            Change::Speed(speed) => prefs.speed = speed,
            Change::ReducedMotion(on) => prefs.reduced_motion = on,
            Change::Theme(theme) => prefs.theme = theme,
            Change::Analysis(on) => prefs.analysis = on,
            Change::Coordinates(on) => prefs.coordinates = on,
            Change::LegalMoves(on) => prefs.legal_moves = on,
            Change::MovePreview(on) => prefs.move_preview = on,
            Change::Muted(on) => prefs.muted = on,
            Change::Language(language) => prefs.language = language,
            Change::TextSize(size) => prefs.text_size = size,
        }
    }
}

fn press_panel_buttons(
    buttons: Query<(&Interaction, &PanelButton), Changed<Interaction>>,
    mut panel: ResMut<Panel>,
    mut prefs: ResMut<Prefs>,
    mut actions: MessageWriter<MatchAction>,
) {
    for (interaction, button) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        match *button {
            PanelButton::Match(action) => {
                actions.write(action);
            }
            PanelButton::Set(change) => change.apply(&mut prefs.0),
            PanelButton::Back => *panel = panel.back(),
        }
    }
}

/// Draws the open panel, again whenever it or the preferences it shows change.
fn show_panel(
    mut commands: Commands,
    panel: Res<Panel>,
    prefs: Res<Prefs>,
    fonts: Res<Fonts>,
    words: Res<Words>,
    roots: Query<Entity, With<PanelRoot>>,
) {
    let settings_changed = prefs.is_changed() && matches!(*panel, Panel::Settings { .. });
    if !panel.is_changed() && !settings_changed && !words.is_changed() {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    type Build = fn(&mut ChildSpawnerCommands, &Fonts, &Words, &Preferences, Panel);
    let (title, build): (&str, Build) = match *panel {
        Panel::None => return,
        Panel::Pause => ("pause-title", pause_menu),
        Panel::Settings { .. } => ("settings-title", settings),
        Panel::HowToPlay { .. } => ("how-title", how_to_play),
    };
    let title = words.get(title);
    commands
        .spawn((
            Name::new(title.clone()),
            PanelRoot,
            FocusScope,
            // To a screen reader, a dialog with its title, which keeps its reading inside.
            dialog(&title),
            // It covers the screen: nothing under it takes a click.
            FocusPolicy::Block,
            GlobalZIndex(50),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(12)),
                // Taller than the window (a larger text size), it scrolls.
                overflow: Overflow::scroll_y(),
                ..default()
            },
            Scrolls,
            theme::fill(Ink::Background.with_alpha(0.85)),
        ))
        .with_children(|screen| {
            screen
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Stretch,
                        row_gap: px(12),
                        padding: UiRect::all(px(28)),
                        min_width: px(320),
                        border_radius: BorderRadius::all(px(16)),
                        // Centred while it fits, from the top when it scrolls.
                        margin: UiRect::vertical(Val::Auto),
                        flex_shrink: 0.0,
                        ..default()
                    },
                    theme::fill(Ink::Panel),
                ))
                .with_children(|card| {
                    card.spawn((
                        Node { justify_content: JustifyContent::Center, ..default() },
                        children![theme::title(&fonts, title, 32.0)],
                    ));
                    build(card, &fonts, &words, &prefs, *panel);
                });
        });
}

fn dialog(title: &str) -> bevy::a11y::AccessibilityNode {
    let mut node = theme::group(accesskit::Role::Dialog, title);
    node.set_modal();
    node
}

fn button(card: &mut ChildSpawnerCommands, fonts: &Fonts, label: &str, what: PanelButton, colours: ButtonColours) {
    card.spawn(theme::button(fonts, label, colours, (Name::new(label.to_string()), what)));
}

fn pause_menu(card: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, _prefs: &Preferences, _panel: Panel) {
    let plain = ButtonColours::PLAIN;
    let button =
        |card: &mut ChildSpawnerCommands, id, what, colours| button(card, fonts, &words.get(id), what, colours);
    button(card, "pause-resume", PanelButton::Match(MatchAction::Pause), ButtonColours::PRIMARY);
    button(card, "pause-restart", PanelButton::Match(MatchAction::Restart), plain);
    button(card, "pause-explore", PanelButton::Match(MatchAction::Explore), plain);
    button(card, "pause-settings", PanelButton::Match(MatchAction::Settings), plain);
    button(card, "how-title", PanelButton::Match(MatchAction::HowToPlay), plain);
    button(card, "pause-menu", PanelButton::Match(MatchAction::Menu), plain);
    // A page cannot close itself.
    if cfg!(not(target_arch = "wasm32")) {
        button(card, "pause-quit", PanelButton::Match(MatchAction::Quit), plain);
    }
    card.spawn(theme::text(fonts, words.get("pause-esc"), 14.0, Ink::TextDim));
}

/// The width of each of the settings' two columns, in logical pixels: both fit the smallest window (900)
/// with the card's padding; choices that do not fit wrap onto another line (the languages; any row at a
/// larger text size).
const SETTINGS_COLUMN_WIDTH: f32 = 380.0;

/// A setting: its name, and under it its choices, which wrap.
fn row(card: &mut ChildSpawnerCommands, fonts: &Fonts, label: &str, choices: impl FnOnce(&mut ChildSpawnerCommands)) {
    let node = Node { flex_direction: FlexDirection::Column, row_gap: px(4), ..default() };
    card.spawn((node, theme::group(accesskit::Role::Group, label))).with_children(|row| {
        row.spawn(theme::text(fonts, label, 16.0, Ink::TextDim));
        row.spawn(Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            align_items: AlignItems::Center,
            column_gap: px(8),
            row_gap: px(6),
            ..default()
        })
        .with_children(choices);
    });
}

/// One of the settings' columns.
fn column(card: &mut ChildSpawnerCommands, settings: impl FnOnce(&mut ChildSpawnerCommands)) {
    let node =
        Node { flex_direction: FlexDirection::Column, row_gap: px(10), width: px(SETTINGS_COLUMN_WIDTH), ..default() };
    card.spawn(node).with_children(settings);
}

fn choice(row: &mut ChildSpawnerCommands, fonts: &Fonts, label: &str, change: Change, selected: bool) {
    let name = Name::new(label.to_string());
    let mut button = row.spawn(theme::button(fonts, label, ButtonColours::PLAIN, (name, PanelButton::Set(change))));
    if selected {
        button.insert(Selected);
    }
}

fn volume(row: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, value: u8, change: fn(i8) -> Change) {
    choice(row, fonts, "−", change(-VOLUME_STEP), false);
    row.spawn((
        Node { min_width: px(56), justify_content: JustifyContent::Center, ..default() },
        children![theme::title(fonts, words.with("settings-percent", &[("percent", value.into())]), 18.0)],
    ));
    choice(row, fonts, "+", change(VOLUME_STEP), false);
}

fn on_off(row: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, on: bool, change: fn(bool) -> Change) {
    choice(row, fonts, &words.get("settings-on"), change(true), on);
    choice(row, fonts, &words.get("settings-off"), change(false), !on);
}

/// A language choice in the settings: the system's, or the language's own name in its own script (so that
/// anyone finds their own, whatever the game speaks now).
fn language_choice(row: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, choice: LanguageChoice, chosen: bool) {
    let language = match choice {
        LanguageChoice::System => {
            return self::choice(row, fonts, &words.get("settings-system-language"), Change::Language(choice), chosen);
        }
        LanguageChoice::English => Language::English,
        LanguageChoice::Russian => Language::Russian,
        LanguageChoice::Chinese => Language::Chinese,
        LanguageChoice::Swedish => Language::Swedish,
        LanguageChoice::Malay => Language::Malay,
    };
    self::choice(row, &fonts.for_own_name(language), language.own_name(), Change::Language(choice), chosen);
}

/// How to play the game: its rules in its family's words, then how to make a move.
fn how_to_play(card: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, _prefs: &Preferences, panel: Panel) {
    let Panel::HowToPlay { spec, .. } = panel else { return };
    let described = crate::app::games::descriptor(spec);
    card.spawn((Reads, theme::text(fonts, words.say(&described.title()), 20.0, Ink::Text)));
    let paragraph = |card: &mut ChildSpawnerCommands, said| {
        // Lines of a readable length.
        let text = words.say(&said);
        card.spawn(Node { max_width: px(560), ..default() }).with_children(|p| {
            p.spawn((Reads, theme::text(fonts, text, 16.0, Ink::Text)));
        });
    };
    let how = described.how_to_play();
    for said in how.paragraphs {
        paragraph(card, said);
    }
    super::pictures::spawn(card, fonts, words, described.as_ref());
    // Where the game is played on a clock, how the clock decides.
    if spec.clocks() {
        paragraph(card, crate::app::words::Said::new("how-clock"));
    }
    paragraph(card, crate::app::words::Said::new("how-controls"));
    button(card, fonts, &words.get("settings-back"), PanelButton::Back, ButtonColours::PRIMARY);
}

fn settings(card: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, prefs: &Preferences, _panel: Panel) {
    let label = |id| words.get(id);
    card.spawn(Node { flex_direction: FlexDirection::Row, column_gap: px(24), ..default() }).with_children(|card| {
        // Sound, motion and the analysis on the left; the look, the words and the board's aids on the right.
        column(card, |card| {
            row(card, fonts, &label("settings-volume"), |r| {
                volume(r, fonts, words, prefs.master_volume, Change::Master)
            });
            row(card, fonts, &label("settings-effects"), |r| {
                volume(r, fonts, words, prefs.effects_volume, Change::Effects)
            });
            row(card, fonts, &label("settings-music"), |r| volume(r, fonts, words, prefs.music_volume, Change::Music));
            row(card, fonts, &label("settings-sound"), |r| {
                choice(r, fonts, &label("settings-sound-on"), Change::Muted(false), !prefs.muted);
                choice(r, fonts, &label("settings-muted"), Change::Muted(true), prefs.muted);
            });
            row(card, fonts, &label("settings-animation"), |r| {
                let ids = ["settings-slow", "settings-normal", "settings-fast"];
                for (speed, id) in MotionSpeed::ALL.into_iter().zip(ids) {
                    choice(r, fonts, &label(id), Change::Speed(speed), prefs.speed == speed);
                }
            });
            let reduced = prefs.reduced_motion;
            row(card, fonts, &label("settings-reduced-motion"), |r| {
                on_off(r, fonts, words, reduced, Change::ReducedMotion)
            });
            row(card, fonts, &label("settings-analysis"), |r| {
                on_off(r, fonts, words, prefs.analysis, Change::Analysis)
            });
        });
        column(card, |card| {
            row(card, fonts, &label("settings-theme"), |r| {
                let ids = ["settings-dark", "settings-light", "settings-high-contrast"];
                for (theme, id) in ThemeChoice::ALL.into_iter().zip(ids) {
                    choice(r, fonts, &label(id), Change::Theme(theme), prefs.theme == theme);
                }
            });
            row(card, fonts, &label("settings-text-size"), |r| {
                for size in TextSize::ALL {
                    let percent = (size.factor() * 100.0).round() as u32;
                    let name = words.with("settings-percent", &[("percent", percent.into())]);
                    choice(r, fonts, &name, Change::TextSize(size), prefs.text_size == size);
                }
            });
            row(card, fonts, &label("settings-language"), |r| {
                for language in LanguageChoice::ALL {
                    language_choice(r, fonts, words, language, prefs.language == language);
                }
            });
            row(card, fonts, &label("settings-coordinates"), |r| {
                for (choice_of, id) in
                    Coordinates::ALL.into_iter().zip(["settings-coordinates-auto", "settings-on", "settings-off"])
                {
                    choice(r, fonts, &label(id), Change::Coordinates(choice_of), prefs.coordinates == choice_of);
                }
            });
            row(card, fonts, &label("settings-legal-moves"), |r| {
                on_off(r, fonts, words, prefs.legal_moves, Change::LegalMoves)
            });
            row(card, fonts, &label("settings-move-preview"), |r| {
                on_off(r, fonts, words, prefs.move_preview, Change::MovePreview)
            });
        });
    });
    button(card, fonts, &label("settings-back"), PanelButton::Back, ButtonColours::PRIMARY);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_stay_in_range() {
        let mut prefs = Preferences { master_volume: 95, music_volume: 5, ..Preferences::default() };
        Change::Master(VOLUME_STEP).apply(&mut prefs);
        Change::Music(-VOLUME_STEP).apply(&mut prefs);
        assert_eq!((prefs.master_volume, prefs.music_volume), (100, 0));
        Change::Theme(ThemeChoice::Light).apply(&mut prefs);
        Change::Speed(MotionSpeed::Fast).apply(&mut prefs);
        assert_eq!((prefs.theme, prefs.speed), (ThemeChoice::Light, MotionSpeed::Fast));
    }
}
