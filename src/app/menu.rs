//! The menu: pick a game (or build a custom board), who plays each side and how well, and who starts.

use bevy::prelude::*;

use super::ai_turn::effective_level;
use super::game::{FirstMove, MatchSetup, Seat, Side};
use super::screen::Screen;
use super::settings::{SavedMatch, SettingsNotice};
use super::theme::{self, ButtonColours, Fonts, Selected, palette};
use crate::ai::Level;
use crate::rules::bones::MAX_HEAP;
use crate::rules::variant::{GRAVITY_SIDES, MIN_K, MNK_SIDES};
use crate::rules::{GameSpec, GridSize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CustomBoard>();
    app.add_systems(OnEnter(Screen::Menu), spawn_menu);
    app.add_systems(
        Update,
        (press_menu_buttons, menu_keys, respawn_menu_on_change).chain().run_if(in_state(Screen::Menu)),
    );
}

/// The games offered, in menu order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameChoice {
    TicTacToe,
    FourInARow,
    Gomoku,
    ConnectFour,
    Custom,
    Bones,
}

impl GameChoice {
    const ALL: [GameChoice; 6] = [
        GameChoice::TicTacToe,
        GameChoice::FourInARow,
        GameChoice::Gomoku,
        GameChoice::ConnectFour,
        GameChoice::Custom,
        GameChoice::Bones,
    ];

    fn label(self) -> &'static str {
        match self {
            GameChoice::TicTacToe => "Tic-Tac-Toe",
            GameChoice::FourInARow => "Four in a Row",
            GameChoice::Gomoku => "Gomoku",
            GameChoice::ConnectFour => "Connect Four",
            GameChoice::Custom => "Custom board",
            GameChoice::Bones => "Game of Bones",
        }
    }

    fn of(spec: GameSpec) -> Self {
        match spec {
            GameSpec::TIC_TAC_TOE => GameChoice::TicTacToe,
            GameSpec::FOUR_IN_A_ROW => GameChoice::FourInARow,
            GameSpec::GOMOKU => GameChoice::Gomoku,
            GameSpec::CONNECT_FOUR => GameChoice::ConnectFour,
            GameSpec::Bones { .. } => GameChoice::Bones,
            _ => GameChoice::Custom,
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
enum MenuAction {
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
}

/// The root of the menu, despawned and spawned again when the choices change.
#[derive(Component)]
struct MenuRoot;

fn respawn_menu_on_change(
    commands: Commands,
    setup: Res<MatchSetup>,
    custom: Res<CustomBoard>,
    fonts: Res<Fonts>,
    saved: Res<SavedMatch>,
    notice: Res<SettingsNotice>,
    roots: Query<Entity, With<MenuRoot>>,
) {
    if setup.is_changed() || custom.is_changed() {
        build_menu(commands, &setup, &custom, &fonts, &saved, &notice, roots);
    }
}

fn spawn_menu(
    commands: Commands,
    setup: Res<MatchSetup>,
    custom: Res<CustomBoard>,
    fonts: Res<Fonts>,
    saved: Res<SavedMatch>,
    notice: Res<SettingsNotice>,
    roots: Query<Entity, With<MenuRoot>>,
) {
    build_menu(commands, &setup, &custom, &fonts, &saved, &notice, roots);
}

/// A row of the menu: a label on the left; the choices, which wrap, on the right. Returns the row and the
/// entity that holds the choices.
fn row(menu: &mut ChildSpawnerCommands, fonts: &Fonts, label: &str) -> Entity {
    let mut choices = Entity::PLACEHOLDER;
    menu.spawn(Node {
        flex_direction: FlexDirection::Row,
        align_items: AlignItems::Center,
        column_gap: px(12),
        ..default()
    })
    .with_children(|row| {
        row.spawn((
            Node { width: px(110), flex_shrink: 0.0, ..default() },
            children![theme::text(fonts, label, 17.0, palette::TEXT_DIM)],
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
        children![theme::title(fonts, value.to_string(), 20.0)],
    ));
    choice(commands, fonts, "+", more, false);
}

fn build_menu(
    mut commands: Commands,
    setup: &MatchSetup,
    custom: &CustomBoard,
    fonts: &Fonts,
    saved: &SavedMatch,
    notice: &SettingsNotice,
    roots: Query<Entity, With<MenuRoot>>,
) {
    for root in &roots {
        commands.entity(root).despawn();
    }
    let spec = setup.spec;
    let chosen_game = GameChoice::of(spec);
    let root = commands
        .spawn((
            Name::new("Menu"),
            MenuRoot,
            DespawnOnExit(Screen::Menu),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                row_gap: px(14),
                padding: UiRect::all(px(16)),
                ..default()
            },
        ))
        .id();
    commands.entity(root).with_children(|menu| {
        menu.spawn(theme::title(fonts, "Minimax Arcade", 54.0));
        menu.spawn(theme::text(
            fonts,
            "Classic board games against a computer that thinks ahead",
            18.0,
            palette::TEXT_DIM,
        ));
        if let Some(notice) = &notice.0 {
            menu.spawn(theme::text(fonts, notice.clone(), 15.0, palette::ERROR));
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
            BackgroundColor(palette::PANEL),
        ))
        .with_children(|menu| {
            let game_row = row(menu, fonts, "Game");
            menu.commands().entity(game_row).with_children(|row| {
                for game in GameChoice::ALL {
                    choice(row, fonts, game.label(), MenuAction::Game(game), game == chosen_game);
                }
            });
            match spec {
                GameSpec::Bones { heap } => {
                    let heap_row = row(menu, fonts, "Heap");
                    menu.commands().entity(heap_row).with_children(|row| {
                        stepper(row, fonts, heap, MenuAction::Heap(-1), MenuAction::Heap(1));
                        row.spawn(theme::text(
                            fonts,
                            "bones; take 1, 2 or 3 a turn; whoever cannot move loses",
                            15.0,
                            palette::TEXT_DIM,
                        ));
                    });
                }
                _ if chosen_game == GameChoice::Custom => {
                    let board_row = row(menu, fonts, "Board");
                    menu.commands().entity(board_row).with_children(|row| {
                        row.spawn(theme::text(fonts, "Columns", 15.0, palette::TEXT_DIM));
                        stepper(row, fonts, custom.size.cols, MenuAction::Cols(-1), MenuAction::Cols(1));
                        row.spawn(theme::text(fonts, "Rows", 15.0, palette::TEXT_DIM));
                        stepper(row, fonts, custom.size.rows, MenuAction::Rows(-1), MenuAction::Rows(1));
                        row.spawn(theme::text(fonts, "In a row", 15.0, palette::TEXT_DIM));
                        stepper(row, fonts, custom.size.k, MenuAction::K(-1), MenuAction::K(1));
                        choice(
                            row,
                            fonts,
                            if custom.gravity { "Gravity: on" } else { "Gravity: off" },
                            MenuAction::Gravity,
                            custom.gravity,
                        );
                    });
                }
                _ => {
                    let about_row = row(menu, fonts, "");
                    menu.commands().entity(about_row).with_children(|row| {
                        row.spawn(theme::text(fonts, describe(spec), 15.0, palette::TEXT_DIM));
                    });
                }
            }

            for side in Side::BOTH {
                let seat = setup.seat(side);
                let side_row = row(menu, fonts, side.name(spec));
                menu.commands().entity(side_row).with_children(|row| {
                    choice(row, fonts, "Human", MenuAction::Seat(side, true), seat.is_human());
                    choice(row, fonts, "Computer", MenuAction::Seat(side, false), !seat.is_human());
                    if let Seat::Computer(level) = seat {
                        row.spawn(Node { width: px(12), ..default() });
                        let shown = effective_level(level, spec);
                        for option in Level::ALL {
                            if option == Level::Perfect && !spec.is_solvable() {
                                continue;
                            }
                            choice(row, fonts, option.to_string(), MenuAction::Level(side, option), option == shown);
                        }
                    }
                });
            }
            let first_row = row(menu, fonts, "First move");
            menu.commands().entity(first_row).with_children(|row| {
                for side in Side::BOTH {
                    let first = FirstMove::Side(side);
                    choice(row, fonts, side.name(spec), MenuAction::First(first), setup.first == first);
                }
                choice(row, fonts, "Random", MenuAction::First(FirstMove::Random), setup.first == FirstMove::Random);
            });
        });
        menu.spawn(Node { height: px(6), ..default() });
        menu.spawn(Node { column_gap: px(12), ..default() }).with_children(|buttons| {
            if saved.0.is_some() {
                buttons.spawn(theme::button(
                    fonts,
                    "Continue game",
                    ButtonColours::PLAIN,
                    (Name::new("Continue"), MenuAction::Continue),
                ));
            }
            buttons
                .spawn(theme::button(fonts, "Start", ButtonColours::PRIMARY, (Name::new("Start"), MenuAction::Start)))
                .insert(Node {
                    padding: UiRect::axes(px(48), px(12)),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(12)),
                    ..default()
                });
        });
        menu.spawn(theme::text(
            fonts,
            "Enter starts · in a game: arrows + Enter or click to play, H hint, U undo, Esc menu",
            14.0,
            palette::TEXT_DIM,
        ));
    });
}

fn describe(spec: GameSpec) -> String {
    match spec {
        GameSpec::TIC_TAC_TOE => "Three in a row on a 3×3 board.".into(),
        GameSpec::FOUR_IN_A_ROW => "Four in a row on a 7×6 board; place anywhere.".into(),
        GameSpec::GOMOKU => "Five or more in a row on a 15×15 board.".into(),
        GameSpec::CONNECT_FOUR => "Drop discs into 7 columns; four in a row wins.".into(),
        other => other.to_string(),
    }
}

fn press_menu_buttons(
    buttons: Query<(&Interaction, &MenuAction), Changed<Interaction>>,
    mut setup: ResMut<MatchSetup>,
    mut custom: ResMut<CustomBoard>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut saved: ResMut<SavedMatch>,
) {
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        let mut update_custom = false;
        match *action {
            MenuAction::Game(game) => {
                setup.spec = match game {
                    GameChoice::TicTacToe => GameSpec::TIC_TAC_TOE,
                    GameChoice::FourInARow => GameSpec::FOUR_IN_A_ROW,
                    GameChoice::Gomoku => GameSpec::GOMOKU,
                    GameChoice::ConnectFour => GameSpec::CONNECT_FOUR,
                    GameChoice::Custom => custom.spec(),
                    GameChoice::Bones => GameSpec::Bones { heap: custom.heap },
                };
            }
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
                setup.spec = GameSpec::Bones { heap: custom.heap };
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
                saved.0 = None;
                next_screen.set(Screen::Playing);
            }
            MenuAction::Continue => {
                // The saved match comes with its own setup.
                if let Some(game) = &saved.0 {
                    *setup = game.setup;
                }
                next_screen.set(Screen::Playing);
            }
        }
        if update_custom {
            custom.clamp();
            setup.spec = custom.spec();
        }
    }
}

fn menu_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut saved: ResMut<SavedMatch>,
) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        saved.0 = None;
        next_screen.set(Screen::Playing);
    }
}
