//! The menu: pick a game (or build a custom board), who plays each side and how well, and who starts.

use bevy::prelude::*;

use super::scroll::Scrolls;
use super::theme::{self, ButtonColours, Fonts, Ink, Reads, Selected};
use crate::ai::Level;
use crate::app::games;
use crate::app::games::MenuItem;
use crate::app::logic::explorer::Explorer;
use crate::app::logic::persistence::{Begin, Records, SavedMatch, SettingsNotice};
use crate::app::logic::play::Setup;
use crate::app::logic::screen::{Panel, Screen, no_panel};
use crate::app::schedule::AppSystems;
use crate::app::words::Said;
use crate::app::words::Words;
use crate::rules::{GameSpec, Player};
use crate::session::stats::Record;
use crate::session::{FirstMove, Seat, Side, TimeControl};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Remembered>();
    app.init_resource::<CustomClock>();
    app.add_systems(OnEnter(Screen::Menu), spawn_menu);
    app.add_systems(
        Update,
        (
            (press_menu_buttons, menu_keys.run_if(no_panel)).in_set(AppSystems::RecordInput),
            respawn_menu_on_change.in_set(AppSystems::Update),
        )
            .run_if(in_state(Screen::Menu)),
    );
}

/// A game the menu offers: a named game of the rules' registry, or a family's entry for its games without a
/// name (the custom board). Its label is the game's title, or the entry's own.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub label: Said,
    /// The game it starts with, until the menu's knobs change it.
    pub start: GameSpec,
    /// Whether it is a family's entry for its games without a name.
    custom: bool,
}

/// The games the menu offers, in its order: every named game, family by family in the registry's order, then
/// the families' entries for their other games (each once, however many families share it). Nothing here
/// names a family: a new family's named games and entry come from its rules and its descriptor.
pub fn entries() -> Vec<Entry> {
    let named: Vec<GameSpec> = crate::rules::any::named_games().map(|named| named.spec).collect();
    let mut entries: Vec<Entry> = named
        .iter()
        .map(|&spec| Entry { label: games::descriptor(spec).title(), start: spec, custom: false })
        .collect();
    for spec in named {
        if let Some(custom) = games::descriptor(spec).menu().custom
            && !entries.iter().any(|e| e.custom && e.label == custom.label)
        {
            entries.push(Entry { label: custom.label, start: custom.start, custom: true });
        }
    }
    entries
}

/// The entry a game belongs to: itself if it has a name; else its family's entry for games without a name,
/// if the family has one; else the first named game of its family (Nim on other heaps, from a link).
fn entry_of(spec: GameSpec, entries: &[Entry]) -> usize {
    let custom = games::descriptor(spec).menu().custom.map(|c| c.label);
    let same_family = |e: &Entry| std::mem::discriminant(&e.start) == std::mem::discriminant(&spec);
    (entries.iter().position(|e| !e.custom && e.start == spec))
        .or_else(|| entries.iter().position(|e| e.custom && Some(&e.label) == custom.as_ref()))
        .or_else(|| entries.iter().position(|e| !e.custom && same_family(e)))
        .unwrap_or(0)
}

/// The last game chosen through each entry (a custom board's sides, a heap's size), kept while others are
/// chosen, so that coming back to an entry finds it as it was left.
#[derive(Resource, Default, Debug)]
struct Remembered(std::collections::HashMap<usize, GameSpec>);

impl Remembered {
    fn keep(&mut self, spec: GameSpec, entries: &[Entry]) {
        self.0.insert(entry_of(spec, entries), spec);
    }
}

/// Whether the player chose a time control of their own: its steppers stay while its minutes and seconds
/// happen to make one of the named controls.
#[derive(Resource, Default, Debug)]
struct CustomClock(bool);

/// What a menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// An entry of [`entries`], by its index.
    Game(usize),
    /// The chosen game's knob (see its descriptor's menu rows) turned by this much.
    Knob(usize, i8),
    Seat(Side, bool),
    Level(Side, Level),
    First(FirstMove),
    /// A time control, or none (no clock).
    Clock(Option<TimeControl>),
    /// A time control of the player's own: the minutes and the seconds a move, with steppers.
    CustomClock,
    /// The custom time control's minutes and seconds a move turned by these.
    ClockStep(i8, i8),
    Start,
    Continue,
    Settings,
    /// How to play the chosen game.
    HowToPlay,
    /// The search explorer, on its first built-in subject.
    Explorer,
}

/// The root of the menu, despawned and spawned again when the choices change.
#[derive(Component)]
pub struct MenuRoot;

/// What the menu shows besides the setup: the saved match, a notice about the settings, the record.
#[derive(bevy::ecs::system::SystemParam)]
struct MenuFacts<'w> {
    saved: Res<'w, SavedMatch>,
    custom_clock: Res<'w, CustomClock>,
    notice: Res<'w, SettingsNotice>,
    records: Res<'w, Records>,
    words: Res<'w, Words>,
}

fn respawn_menu_on_change(
    commands: Commands,
    setup: Res<Setup>,
    fonts: Res<Fonts>,
    facts: MenuFacts,
    roots: Query<Entity, With<MenuRoot>>,
) {
    if setup.is_changed() || facts.records.is_changed() || facts.words.is_changed() || facts.custom_clock.is_changed() {
        build_menu(commands, &setup, &fonts, &facts, roots);
    }
}

fn spawn_menu(
    commands: Commands,
    setup: Res<Setup>,
    mut remembered: ResMut<Remembered>,
    fonts: Res<Fonts>,
    facts: MenuFacts,
    roots: Query<Entity, With<MenuRoot>>,
) {
    remembered.keep(setup.spec, &entries());
    build_menu(commands, &setup, &fonts, &facts, roots);
    // Its assets are loaded by now: from here the menu takes a click (the browser test times the page's start
    // to this line).
    info!("menu on screen");
}

/// The person's record against a level: "no games yet against Hard", "2 wins, 1 draw, 0 losses against Hard".
pub(super) fn record_text(words: &Words, record: Record, level: Level) -> String {
    let level = words.level(level);
    if record.games() == 0 {
        return words.with("menu-record-none", &[("level", level.into())]);
    }
    let counts = [
        ("wins", record.wins.into()),
        ("draws", record.draws.into()),
        ("losses", record.losses.into()),
        ("level", level.into()),
    ];
    words.with("menu-record-some", &counts)
}

/// The width of the menu's labels, in logical pixels.
const MENU_LABEL_WIDTH: f32 = 110.0;

/// A row of the menu: a label on the left; the choices, which wrap, on the right. Returns the entity that
/// holds the choices.
fn row(menu: &mut ChildSpawnerCommands, fonts: &Fonts, label: &str) -> Entity {
    theme::form_row(menu, fonts, label, MENU_LABEL_WIDTH)
}

fn choice(
    commands: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    label: impl Into<String>,
    action: MenuAction,
    selected: bool,
) {
    let label = label.into();
    let mut button =
        commands.spawn(theme::button(fonts, label.clone(), ButtonColours::PLAIN, (Name::new(label), action)));
    if selected {
        button.insert(Selected);
    }
}

/// A number with − and + buttons.
fn stepper(commands: &mut ChildSpawnerCommands, fonts: &Fonts, value: u8, less: MenuAction, more: MenuAction) {
    choice(commands, fonts, "−", less, false);
    commands.spawn((
        Node { width: px(36), justify_content: JustifyContent::Center, ..default() },
        children![(Reads, theme::title(fonts, value.to_string(), 20.0))],
    ));
    choice(commands, fonts, "+", more, false);
}

fn build_menu(
    mut commands: Commands,
    setup: &Setup,
    fonts: &Fonts,
    facts: &MenuFacts,
    roots: Query<Entity, With<MenuRoot>>,
) {
    for root in &roots {
        commands.entity(root).despawn();
    }
    let root = commands
        .spawn((
            Name::new("Menu"),
            MenuRoot,
            theme::group(accesskit::Role::Group, &facts.words.get("menu-title")),
            DespawnOnExit(Screen::Menu),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(16)),
                // Taller than the window (a larger text size), it scrolls.
                overflow: Overflow::scroll_y(),
                ..default()
            },
            Scrolls,
        ))
        .id();
    // Centred by its margins while it fits; when it does not, it starts at the top, where scrolling begins
    // (a centred column taller than its parent would put its top out of reach).
    let inner = Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(10),
        margin: UiRect::vertical(Val::Auto),
        width: percent(100),
        flex_shrink: 0.0,
        ..default()
    };
    commands.entity(root).with_children(|menu| {
        menu.spawn(inner).with_children(|menu| build_menu_contents(menu, setup, fonts, facts));
    });
}

/// Everything on the menu, top to bottom.
fn build_menu_contents(menu: &mut ChildSpawnerCommands, setup: &Setup, fonts: &Fonts, facts: &MenuFacts) {
    let (saved, notice, words) = (&facts.saved, &facts.notice, &facts.words);
    let spec = setup.spec;
    let entries = entries();
    let chosen_game = entry_of(spec, &entries);
    let descriptor = games::descriptor(spec);
    {
        menu.spawn(theme::title(fonts, words.get("menu-title"), 46.0));
        menu.spawn((Reads, theme::text(fonts, words.get("menu-tagline"), 18.0, Ink::TextDim)));
        if let Some(notice) = &notice.0 {
            menu.spawn((Reads, theme::text(fonts, words.say(notice), 15.0, Ink::Error)));
        }
        // The choices sit on a card, their labels in one column: wide and close enough that the menu of any
        // game, its knobs and its footer included, fits the window the game opens in.
        menu.spawn((
            Node {
                width: percent(96),
                max_width: px(960),
                flex_direction: FlexDirection::Column,
                row_gap: px(10),
                padding: UiRect::axes(px(24), px(16)),
                border_radius: BorderRadius::all(px(16)),
                ..default()
            },
            theme::fill(Ink::Panel),
        ))
        .with_children(|menu| {
            let game_row = row(menu, fonts, &words.get("menu-game"));
            menu.commands().entity(game_row).with_children(|row| {
                for (i, entry) in entries.iter().enumerate() {
                    choice(row, fonts, words.say(&entry.label), MenuAction::Game(i), i == chosen_game);
                }
            });
            // The chosen game's own rows: a line about it, or its knobs.
            for game_row in descriptor.menu().rows {
                let label = game_row.label.as_ref().map(|l| words.say(l)).unwrap_or_default();
                let entity = row(menu, fonts, &label);
                menu.commands().entity(entity).with_children(|row| {
                    for item in game_row.items {
                        match item {
                            MenuItem::Stepper { knob, value } => {
                                stepper(row, fonts, value, MenuAction::Knob(knob, -1), MenuAction::Knob(knob, 1));
                            }
                            MenuItem::Toggle { knob, label, on } => {
                                choice(row, fonts, words.say(&label), MenuAction::Knob(knob, 1), on);
                            }
                            MenuItem::Options { knob, options, chosen } => {
                                // Each option is the knob turned from the chosen one to it.
                                for (i, option) in options.iter().enumerate() {
                                    let by = i as i8 - chosen as i8;
                                    choice(row, fonts, words.say(option), MenuAction::Knob(knob, by), i == chosen);
                                }
                            }
                            MenuItem::Note(said) => {
                                row.spawn((Reads, theme::text(fonts, words.say(&said), 15.0, Ink::TextDim)));
                            }
                        }
                    }
                });
            }

            for side in Side::BOTH {
                let seat = setup.seat(side);
                let side_row = row(menu, fonts, &words.say(&descriptor.side_name(side, None).said()));
                menu.commands().entity(side_row).with_children(|row| {
                    choice(row, fonts, words.get("menu-human"), MenuAction::Seat(side, true), seat.is_human());
                    choice(row, fonts, words.get("menu-computer"), MenuAction::Seat(side, false), !seat.is_human());
                    if let Seat::Computer(level) = seat {
                        row.spawn(Node { width: px(12), ..default() });
                        let shown = level.effective(spec);
                        for option in Level::offered(spec) {
                            choice(row, fonts, words.level(option), MenuAction::Level(side, option), option == shown);
                        }
                    }
                });
            }
            // The person's record against the computer they are about to play.
            if let Some(level) = setup.opponent_level() {
                let record = facts.records.get(spec, level);
                let record_row = row(menu, fonts, &words.get("menu-record"));
                menu.commands().entity(record_row).with_children(|row| {
                    row.spawn((Reads, theme::text(fonts, record_text(words, record, level), 15.0, Ink::TextDim)));
                });
            }
            // On a board whose first mover plays black, one person against the computer chooses the colour
            // they play ("You play: Black | White"); between people or computers, the row says who plays black,
            // its choices the sides. Elsewhere it says who moves first.
            let colours = [Player::One, Player::Two].map(|player| {
                (descriptor.side_name(Side::X, Some(player)) != descriptor.side_name(Side::X, None))
                    .then(|| descriptor.side_name(Side::X, Some(player)))
            });
            let person = setup.people().next().filter(|_| setup.against_computer());
            let first_label = match (colours, person) {
                ([Some(_), Some(_)], Some(_)) => words.get("menu-you-play"),
                ([Some(_), _], None) => words.get("menu-plays-black"),
                _ => words.get("menu-first-move"),
            };
            let first_row = row(menu, fonts, &first_label);
            menu.commands().entity(first_row).with_children(|row| {
                for side in Side::BOTH {
                    let (first, name) = match (colours, person) {
                        // Black moves first: the person moves first to play it, second to play white.
                        ([Some(black), Some(white)], Some(person)) => {
                            let (mover, colour) =
                                if side == Side::X { (person, black) } else { (person.other(), white) };
                            (FirstMove::Side(mover), colour.said())
                        }
                        _ => (FirstMove::Side(side), descriptor.side_name(side, None).said()),
                    };
                    choice(row, fonts, words.say(&name), MenuAction::First(first), setup.first == first);
                }
                choice(
                    row,
                    fonts,
                    words.get("menu-random"),
                    MenuAction::First(FirstMove::Random),
                    setup.first == FirstMove::Random,
                );
            });
            if spec.clocks() {
                clock_rows(menu, setup, fonts, facts);
            }
        });
        menu.spawn(Node { height: px(6), ..default() });
        menu.spawn(Node { column_gap: px(12), ..default() }).with_children(|buttons| {
            if saved.0.is_some() {
                buttons.spawn(theme::button(
                    fonts,
                    words.get("menu-continue"),
                    ButtonColours::PLAIN,
                    (Name::new("Continue"), MenuAction::Continue),
                ));
            }
            buttons.spawn(theme::button(
                fonts,
                words.get("menu-explorer"),
                ButtonColours::PLAIN,
                (Name::new("Explorer"), MenuAction::Explorer),
            ));
            buttons.spawn(theme::button(
                fonts,
                words.get("how-title"),
                ButtonColours::PLAIN,
                (Name::new("How to play"), MenuAction::HowToPlay),
            ));
            buttons.spawn(theme::button(
                fonts,
                words.get("menu-settings"),
                ButtonColours::PLAIN,
                (Name::new("Settings"), MenuAction::Settings),
            ));
            buttons
                .spawn(theme::button(
                    fonts,
                    words.get("menu-start"),
                    ButtonColours::PRIMARY,
                    (Name::new("Start"), MenuAction::Start),
                ))
                .insert(Node {
                    padding: UiRect::axes(px(48), px(12)),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(12)),
                    ..default()
                });
        });
        menu.spawn(theme::text(fonts, words.get("menu-keys"), 14.0, Ink::TextDim));
        let about = words.with("menu-about", &[("version", env!("CARGO_PKG_VERSION").into())]);
        menu.spawn((Reads, theme::text(fonts, about, 13.0, Ink::TextDim)));
    }
}

/// The clock's rows, for a game played on one: no clock, the named time controls, or one of the player's own,
/// whose minutes and seconds a move have steppers in a row of their own.
fn clock_rows(menu: &mut ChildSpawnerCommands, setup: &Setup, fonts: &Fonts, facts: &MenuFacts) {
    let words = &facts.words;
    let custom = facts.custom_clock.0 || setup.clock.is_some_and(|clock| !TimeControl::PRESETS.contains(&clock));
    let clock_row = row(menu, fonts, &words.get("menu-clock"));
    menu.commands().entity(clock_row).with_children(|row| {
        choice(row, fonts, words.get("menu-clock-none"), MenuAction::Clock(None), setup.clock.is_none());
        for control in TimeControl::PRESETS {
            let chosen = !custom && setup.clock == Some(control);
            choice(row, fonts, control.to_string(), MenuAction::Clock(Some(control)), chosen);
        }
        choice(row, fonts, words.get("menu-clock-custom"), MenuAction::CustomClock, custom && setup.clock.is_some());
    });
    let Some(clock) = setup.clock.filter(|_| custom) else { return };
    let steppers = row(menu, fonts, "");
    menu.commands().entity(steppers).with_children(|row| {
        let minutes = clock.minutes().min(u8::MAX.into()) as u8;
        stepper(row, fonts, minutes, MenuAction::ClockStep(-1, 0), MenuAction::ClockStep(1, 0));
        row.spawn((Reads, theme::text(fonts, words.get("menu-clock-minutes"), 15.0, Ink::TextDim)));
        row.spawn(Node { width: px(12), ..default() });
        let seconds = clock.seconds().min(u8::MAX.into()) as u8;
        stepper(row, fonts, seconds, MenuAction::ClockStep(0, -1), MenuAction::ClockStep(0, 1));
        row.spawn((Reads, theme::text(fonts, words.get("menu-clock-seconds"), 15.0, Ink::TextDim)));
    });
}

fn press_menu_buttons(
    buttons: Query<(&Interaction, &MenuAction), Changed<Interaction>>,
    mut setup: ResMut<Setup>,
    (mut remembered, mut custom_clock): (ResMut<Remembered>, ResMut<CustomClock>),
    mut begin: MessageWriter<Begin>,
    mut panel: ResMut<Panel>,
    mut explorer: ResMut<Explorer>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        match *action {
            MenuAction::Game(entry) => {
                let entries = entries();
                let Some(start) = entries.get(entry).map(|e| e.start) else { continue };
                setup.0 = setup.for_game(remembered.0.get(&entry).copied().unwrap_or(start));
            }
            MenuAction::Knob(knob, by) => {
                if let Some(spec) = games::descriptor(setup.spec).turn(knob, by) {
                    setup.0 = setup.for_game(spec);
                    remembered.keep(spec, &entries());
                }
            }
            MenuAction::Seat(side, human) => {
                let level = match setup.seat(side) {
                    Seat::Computer(level) => level,
                    Seat::Human => Level::Hard,
                };
                *setup.seat_mut(side) = if human { Seat::Human } else { Seat::Computer(level) };
            }
            MenuAction::Level(side, level) => *setup.seat_mut(side) = Seat::Computer(level),
            MenuAction::First(first) => setup.first = first,
            MenuAction::Clock(clock) => {
                setup.clock = clock;
                custom_clock.0 = false;
            }
            MenuAction::CustomClock => {
                // From the control chosen, or the longest named one.
                setup.clock = setup.clock.or(TimeControl::PRESETS.last().copied());
                custom_clock.0 = true;
            }
            MenuAction::ClockStep(minutes, seconds) => {
                if let Some(clock) = setup.clock {
                    setup.clock = Some(clock.stepped(minutes.into(), seconds.into()));
                }
            }
            MenuAction::Start => {
                begin.write(Begin::New);
            }
            MenuAction::Continue => {
                begin.write(Begin::Continue);
            }
            MenuAction::Settings => *panel = Panel::Settings { from_pause: false },
            MenuAction::HowToPlay => *panel = Panel::HowToPlay { spec: setup.spec, from_pause: false },
            MenuAction::Explorer => {
                explorer.open_built_in(0);
                next_screen.set(Screen::Explorer);
            }
        }
    }
}

fn menu_keys(keys: Res<ButtonInput<KeyCode>>, mut begin: MessageWriter<Begin>) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        begin.write(Begin::New);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GridSize;

    #[test]
    fn the_menu_offers_the_named_games_then_the_custom_board() {
        let entries = entries();
        let named: Vec<GameSpec> = crate::rules::any::named_games().map(|n| n.spec).collect();
        assert_eq!(entries.len(), named.len() + 1, "one custom board for both board families");
        assert!(entries.iter().zip(&named).all(|(e, &spec)| e.start == spec && !e.custom));
        assert_eq!(entries.last().map(|e| e.label.id()), Some("game-custom"));
        // Each game finds its entry: named ones their own, other boards the custom board (dropped or not),
        // other heaps their family's named game.
        let custom = entries.len() - 1;
        assert_eq!(
            entry_of(GameSpec::CONNECT_FOUR, &entries),
            named.iter().position(|&s| s == GameSpec::CONNECT_FOUR).unwrap()
        );
        assert_eq!(entry_of(GameSpec::Mnk(GridSize::new(5, 4, 4)), &entries), custom);
        assert_eq!(entry_of(GameSpec::Gravity(GridSize::new(5, 4, 4)), &entries), custom);
        let bones = named.iter().position(|s| matches!(s, GameSpec::Bones(_))).unwrap();
        assert_eq!(entry_of(GameSpec::Bones(7), &entries), bones);
        let nim = named.iter().position(|&s| s == GameSpec::NIM).unwrap();
        assert_eq!(entry_of("nim:1-2".parse().unwrap(), &entries), nim);
    }

    #[test]
    fn the_knobs_change_the_game_within_its_family_s_range() {
        let board = games::descriptor(GameSpec::Mnk(GridSize::new(4, 4, 4)));
        assert_eq!(board.turn(0, 1), Some(GameSpec::Mnk(GridSize::new(4, 5, 4))), "a column more");
        assert_eq!(board.turn(3, 1), Some(GameSpec::Gravity(GridSize::new(4, 4, 4))), "gravity on");
        assert_eq!(board.turn(2, -1), Some(GameSpec::Mnk(GridSize::new(4, 4, 3))));
        assert_eq!(board.turn(9, 1), None, "no such knob");
        let k_high = games::descriptor(GameSpec::Mnk(GridSize::new(4, 4, 4)));
        assert_eq!(k_high.turn(2, 1), Some(GameSpec::Mnk(GridSize::new(4, 4, 4))), "k no more than the longer side");
        let heap = games::descriptor(GameSpec::Bones(99));
        assert_eq!(heap.turn(0, 1), Some(GameSpec::Bones(99)), "the biggest heap");
        assert_eq!(games::descriptor(GameSpec::Bones(1)).turn(0, -1), Some(GameSpec::Bones(1)));
        // A named game shows a line about it; the custom board its knobs.
        let about = games::descriptor(GameSpec::TIC_TAC_TOE).menu().rows;
        assert_eq!(about[0].items, [MenuItem::Note(Said::new("about-tictactoe"))]);
        let knobs = board.menu().rows[0].items.iter().filter(|i| matches!(i, MenuItem::Stepper { .. })).count();
        assert_eq!(knobs, 3, "columns, rows and k");
    }
}
