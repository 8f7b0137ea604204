//! The menu: pick a game (or build a custom board), who plays each side and how well, and who starts.

use bevy::prelude::*;

use super::scroll::Scrolls;
use super::theme::{self, ButtonColours, Fonts, Ink, Reads, Selected};
use crate::ai::Level;
use crate::app::games;
use crate::app::logic::explorer::Explorer;
use crate::app::logic::persistence::{Begin, Records, SavedMatch, SettingsNotice};
use crate::app::logic::play::Setup;
use crate::app::logic::screen::{Panel, Screen, no_panel};
use crate::app::schedule::AppSystems;
use crate::app::words::Words;
use crate::rules::bones::MAX_HEAP;
use crate::rules::spec::{GRAVITY_SIDES, MIN_K, MNK_SIDES};
use crate::rules::{GameSpec, GridSize, Player};
use crate::session::stats::Record;
use crate::session::{FirstMove, Seat, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CustomBoard>();
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

/// The games offered, in menu order: the menu's list of choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// A game with a name of its own, and the message that says a line about it.
    Named(GameSpec, &'static str),
    /// Any board, with its sides and k chosen on the menu.
    Custom,
    /// The Game of Bones, with its heap chosen on the menu.
    Bones,
}

impl GameChoice {
    const ALL: [GameChoice; 8] = [
        GameChoice::Named(GameSpec::TIC_TAC_TOE, "about-tictactoe"),
        GameChoice::Named(GameSpec::FOUR_IN_A_ROW, "about-four-in-a-row"),
        GameChoice::Named(GameSpec::GOMOKU, "about-gomoku"),
        GameChoice::Named(GameSpec::GOMOKU_STANDARD, "about-gomoku-standard"),
        GameChoice::Named(GameSpec::CONNECT_FOUR, "about-connect4"),
        GameChoice::Custom,
        GameChoice::Bones,
        GameChoice::Named(GameSpec::NIM, "about-nim"),
    ];

    fn label(self, words: &Words) -> String {
        match self {
            GameChoice::Named(spec, _) => words.game_title(spec),
            GameChoice::Custom => words.get("game-custom"),
            GameChoice::Bones => words.game_title(GameSpec::BONES),
        }
    }

    /// The choice a game belongs to: itself if it has a name, the custom board or the heap if the menu can
    /// set its parameters, or else the named game of its family (Nim on other heaps, from a link).
    fn of(spec: GameSpec) -> Self {
        let named = Self::ALL.into_iter().find(|choice| matches!(choice, GameChoice::Named(s, _) if *s == spec));
        let same_family = |choice: &GameChoice| matches!(choice, GameChoice::Named(s, _) if std::mem::discriminant(s) == std::mem::discriminant(&spec));
        named.unwrap_or(match spec {
            GameSpec::Bones(_) => GameChoice::Bones,
            GameSpec::Mnk(_) | GameSpec::Gravity(_) => GameChoice::Custom,
            _ => Self::ALL.into_iter().find(same_family).unwrap_or(GameChoice::Custom),
        })
    }

    /// The game this choice plays, with the menu's custom board and heap.
    fn spec(self, custom: &CustomBoard) -> GameSpec {
        match self {
            GameChoice::Named(spec, _) => spec,
            GameChoice::Custom => custom.spec(),
            GameChoice::Bones => GameSpec::Bones(custom.heap),
        }
    }
}

/// The custom board's parameters, kept while other games are chosen.
#[derive(Resource, Clone, Copy, Debug)]
struct CustomBoard {
    size: GridSize,
    gravity: bool,
    heap: u8,
}

impl Default for CustomBoard {
    fn default() -> Self {
        Self { size: GridSize::new(4, 4, 4), gravity: false, heap: crate::rules::bones::DEFAULT_HEAP }
    }
}

impl CustomBoard {
    fn spec(&self) -> GameSpec {
        if self.gravity { GameSpec::Gravity(self.size) } else { GameSpec::Mnk(self.size) }
    }

    /// Takes the parameters of `spec` when it is a custom board or a heap, so the menu shows them.
    fn adopt(&mut self, spec: GameSpec) {
        match (GameChoice::of(spec), spec) {
            (GameChoice::Custom, GameSpec::Mnk(size)) => (self.size, self.gravity) = (size, false),
            (GameChoice::Custom, GameSpec::Gravity(size)) => (self.size, self.gravity) = (size, true),
            (_, GameSpec::Bones(heap)) => self.heap = heap,
            _ => {}
        }
    }

    /// Brings rows, columns and k back into range after a change.
    fn clamp(&mut self) {
        let sides = if self.gravity { GRAVITY_SIDES } else { MNK_SIDES };
        self.size.rows = self.size.rows.clamp(*sides.start(), *sides.end());
        self.size.cols = self.size.cols.clamp(*sides.start(), *sides.end());
        self.size.k = self.size.k.clamp(MIN_K, self.size.rows.max(self.size.cols));
    }
}

/// What a menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    Game(GameChoice),
    Rows(i8),
    Cols(i8),
    K(i8),
    Gravity,
    Heap(i8),
    Seat(Side, bool),
    Level(Side, Level),
    First(FirstMove),
    Start,
    Continue,
    Settings,
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
    notice: Res<'w, SettingsNotice>,
    records: Res<'w, Records>,
    words: Res<'w, Words>,
}

fn respawn_menu_on_change(
    commands: Commands,
    setup: Res<Setup>,
    custom: Res<CustomBoard>,
    fonts: Res<Fonts>,
    facts: MenuFacts,
    roots: Query<Entity, With<MenuRoot>>,
) {
    let changed = setup.is_changed() || custom.is_changed() || facts.records.is_changed();
    if changed || facts.words.is_changed() {
        build_menu(commands, &setup, &custom, &fonts, &facts, roots);
    }
}

fn spawn_menu(
    commands: Commands,
    setup: Res<Setup>,
    mut custom: ResMut<CustomBoard>,
    fonts: Res<Fonts>,
    facts: MenuFacts,
    roots: Query<Entity, With<MenuRoot>>,
) {
    custom.bypass_change_detection().adopt(setup.spec);
    build_menu(commands, &setup, &custom, &fonts, &facts, roots);
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
    custom: &CustomBoard,
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
        row_gap: px(14),
        margin: UiRect::vertical(Val::Auto),
        width: percent(100),
        flex_shrink: 0.0,
        ..default()
    };
    commands.entity(root).with_children(|menu| {
        menu.spawn(inner).with_children(|menu| build_menu_contents(menu, setup, custom, fonts, facts));
    });
}

/// Everything on the menu, top to bottom.
fn build_menu_contents(
    menu: &mut ChildSpawnerCommands,
    setup: &Setup,
    custom: &CustomBoard,
    fonts: &Fonts,
    facts: &MenuFacts,
) {
    let (saved, notice, words) = (&facts.saved, &facts.notice, &facts.words);
    let spec = setup.spec;
    let chosen_game = GameChoice::of(spec);
    {
        menu.spawn(theme::title(fonts, words.get("menu-title"), 54.0));
        menu.spawn((Reads, theme::text(fonts, words.get("menu-tagline"), 18.0, Ink::TextDim)));
        if let Some(notice) = &notice.0 {
            menu.spawn((Reads, theme::text(fonts, words.say(notice), 15.0, Ink::Error)));
        }
        menu.spawn(Node { height: px(6), ..default() });
        // The choices sit on a card, their labels in one column.
        menu.spawn((
            Node {
                width: percent(94),
                max_width: px(880),
                flex_direction: FlexDirection::Column,
                row_gap: px(16),
                padding: UiRect::all(px(24)),
                border_radius: BorderRadius::all(px(16)),
                ..default()
            },
            theme::fill(Ink::Panel),
        ))
        .with_children(|menu| {
            let game_row = row(menu, fonts, &words.get("menu-game"));
            menu.commands().entity(game_row).with_children(|row| {
                for game in GameChoice::ALL {
                    choice(row, fonts, game.label(words), MenuAction::Game(game), game == chosen_game);
                }
            });
            match chosen_game {
                GameChoice::Bones => {
                    let heap_row = row(menu, fonts, &words.get("menu-heap"));
                    menu.commands().entity(heap_row).with_children(|row| {
                        stepper(row, fonts, custom.heap, MenuAction::Heap(-1), MenuAction::Heap(1));
                        let rules = words.with("menu-heap-rules", &[("heap", custom.heap.into())]);
                        row.spawn((Reads, theme::text(fonts, rules, 15.0, Ink::TextDim)));
                    });
                }
                GameChoice::Custom => {
                    let board_row = row(menu, fonts, &words.get("menu-board"));
                    menu.commands().entity(board_row).with_children(|row| {
                        row.spawn((Reads, theme::text(fonts, words.get("menu-columns"), 15.0, Ink::TextDim)));
                        stepper(row, fonts, custom.size.cols, MenuAction::Cols(-1), MenuAction::Cols(1));
                        row.spawn((Reads, theme::text(fonts, words.get("menu-rows"), 15.0, Ink::TextDim)));
                        stepper(row, fonts, custom.size.rows, MenuAction::Rows(-1), MenuAction::Rows(1));
                        row.spawn((Reads, theme::text(fonts, words.get("menu-in-a-row"), 15.0, Ink::TextDim)));
                        stepper(row, fonts, custom.size.k, MenuAction::K(-1), MenuAction::K(1));
                        choice(
                            row,
                            fonts,
                            words.get(if custom.gravity { "menu-gravity-on" } else { "menu-gravity-off" }),
                            MenuAction::Gravity,
                            custom.gravity,
                        );
                    });
                }
                GameChoice::Named(_, about) => {
                    let about_row = row(menu, fonts, "");
                    menu.commands().entity(about_row).with_children(|row| {
                        row.spawn((Reads, theme::text(fonts, words.get(about), 15.0, Ink::TextDim)));
                    });
                }
            }

            let descriptor = games::descriptor(spec);
            for side in Side::BOTH {
                let seat = setup.seat(side);
                let side_row = row(menu, fonts, &words.say(&descriptor.side_name(side).said()));
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
            // On a Go board the first to move plays black: the row says so, its choices still the sides.
            let first_label = descriptor
                .colour_name(Player::One)
                .map_or_else(|| words.get("menu-first-move"), |_| words.get("menu-plays-black"));
            let first_row = row(menu, fonts, &first_label);
            menu.commands().entity(first_row).with_children(|row| {
                for side in Side::BOTH {
                    let first = FirstMove::Side(side);
                    let name = words.say(&descriptor.side_name(side).said());
                    choice(row, fonts, name, MenuAction::First(first), setup.first == first);
                }
                choice(
                    row,
                    fonts,
                    words.get("menu-random"),
                    MenuAction::First(FirstMove::Random),
                    setup.first == FirstMove::Random,
                );
            });
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

fn press_menu_buttons(
    buttons: Query<(&Interaction, &MenuAction), Changed<Interaction>>,
    mut setup: ResMut<Setup>,
    mut custom: ResMut<CustomBoard>,
    mut begin: MessageWriter<Begin>,
    mut panel: ResMut<Panel>,
    mut explorer: ResMut<Explorer>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        let mut update_custom = false;
        match *action {
            MenuAction::Game(game) => setup.spec = game.spec(&custom),
            MenuAction::Rows(d) => {
                custom.size.rows = custom.size.rows.saturating_add_signed(d);
                update_custom = true;
            }
            MenuAction::Cols(d) => {
                custom.size.cols = custom.size.cols.saturating_add_signed(d);
                update_custom = true;
            }
            MenuAction::K(d) => {
                custom.size.k = custom.size.k.saturating_add_signed(d);
                update_custom = true;
            }
            MenuAction::Gravity => {
                custom.gravity = !custom.gravity;
                update_custom = true;
            }
            MenuAction::Heap(d) => {
                custom.heap = custom.heap.saturating_add_signed(d).clamp(1, MAX_HEAP);
                setup.spec = GameChoice::Bones.spec(&custom);
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
            MenuAction::Start => {
                begin.write(Begin::New);
            }
            MenuAction::Continue => {
                begin.write(Begin::Continue);
            }
            MenuAction::Settings => *panel = Panel::Settings { from_pause: false },
            MenuAction::Explorer => {
                explorer.open_built_in(0);
                next_screen.set(Screen::Explorer);
            }
        }
        if update_custom {
            custom.clamp();
            setup.spec = custom.spec();
        }
    }
}

fn menu_keys(keys: Res<ButtonInput<KeyCode>>, mut begin: MessageWriter<Begin>) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        begin.write(Begin::New);
    }
}
