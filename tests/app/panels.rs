//! Panels, settings, keyboard navigation.

use super::settings::scratch;
use super::*;

#[test]
fn the_pause_menu_holds_the_computers_move() {
    use minimax_arcade::app::logic::screen::Panel;
    let mut app = headless_app();
    app.insert_resource(gated_backend(Arc::new(AtomicBool::new(true))));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    let mv = human_move(&app, AnyMove::Cell(4));
    app.world_mut().write_message(mv);
    app.world_mut().write_message(MatchAction::Pause);
    app.update();
    assert_eq!(*app.world().resource::<Panel>(), Panel::Pause);
    for _ in 0..30 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(game(&app).ply(), 1, "paused: the computer's move is held");
    // Nor does the board take a move meanwhile.
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1);
    app.world_mut().write_message(MatchAction::Pause);
    run_until(&mut app, "the computer's move after resuming", |app| game(app).ply() == 2);
    assert_eq!(*app.world().resource::<Panel>(), Panel::None);
}

#[test]
fn the_settings_change_the_theme_and_are_kept() {
    use minimax_arcade::app::view::theme::{Ink, Theme};
    use minimax_arcade::session::preferences::ThemeChoice;
    let dir = scratch("theme");
    let file = dir.join("settings.toml");
    let mut app = view_app(Some(SettingsStore::file(&file)));
    run_until_shown(&mut app, &MenuAction::Settings);
    press(&mut app, MenuAction::Settings);
    app.update();
    app.update();
    let light_button = PanelButton::Set(Change::Theme(ThemeChoice::Light));
    assert!(shows(&mut app, &light_button), "the settings are open");
    // To a screen reader, a dialog with its title, which has the focus until a button in it takes it.
    let focus = app.world().resource::<bevy::input_focus::InputFocus>().get().expect("a focus");
    let dialog = app.world().get::<bevy::a11y::AccessibilityNode>(focus).expect("in the tree");
    let title = app.world().resource::<minimax_arcade::app::words::Words>().get("settings-title");
    assert_eq!((dialog.role(), dialog.label()), (accesskit::Role::Dialog, Some(title.as_str())));
    press(&mut app, light_button);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Prefs>().theme, ThemeChoice::Light);
    let light = Theme(ThemeChoice::Light);
    assert_eq!(app.world().resource::<ClearColor>().0, light.colour(Ink::Background));
    // Every text follows: the menu's title is drawn in the light theme's text colour.
    let mut texts = app.world_mut().query::<(&Text, &TextColor)>();
    let title = texts.iter(app.world()).find(|(t, _)| t.0 == "Minimax Arcade").map(|(_, c)| c.0);
    assert_eq!(title, Some(light.colour(Ink::Text)));
    press(&mut app, PanelButton::Back);
    app.update();
    app.update();
    assert!(!shows(&mut app, &light_button) && !shows_any::<PanelRoot>(&mut app), "closed");
    assert!(std::fs::read_to_string(&file).unwrap().contains("theme = \"light\""));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_menu_is_driven_by_the_keyboard_alone() {
    use minimax_arcade::app::view::focus::Focused;
    let mut app = view_app(None);
    run_until_shown(&mut app, &MenuAction::Start);
    app.update();
    // Tab to the second choice of game, and Enter chooses it.
    press_key(&mut app, KeyCode::Tab);
    press_key(&mut app, KeyCode::Tab);
    let focused = app.world().resource::<Focused>().entity.expect("a focused button");
    let action = app.world().get::<MenuAction>(focused).copied();
    let Some(MenuAction::Game(entry)) = action else { panic!("a game has the focus, not {action:?}") };
    assert_eq!(minimax_arcade::app::view::menu::entries()[entry].start, GameSpec::FOUR_IN_A_ROW);
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(app.world().resource::<Setup>().spec, GameSpec::FOUR_IN_A_ROW);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu, "Enter pressed the button, not Start");
}

#[test]
fn the_record_counts_a_finished_game_once() {
    use minimax_arcade::app::logic::persistence::Records;
    let mut app = headless_app();
    // The computer answers with the first free cell.
    app.insert_resource(gated_backend(Arc::new(AtomicBool::new(true))));
    let versus = setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Medium));
    start(&mut app, versus);
    let play_to_win = |app: &mut App| {
        // X: 5, 2, 8 (the middle column); O answers 1 and 3.
        for cell in [4, 1, 7] {
            run_until(app, "the person's turn", |app| game(app).awaits_human() || game(app).is_over());
            let mv = human_move(app, AnyMove::Cell(cell));
            app.world_mut().write_message(mv);
            app.update();
        }
        assert_eq!(game(app).winner(), Some(Side::X));
        app.update();
    };
    let wins = |app: &App| app.world().resource::<Records>().get(GameSpec::TIC_TAC_TOE, Level::Medium).wins;
    play_to_win(&mut app);
    assert_eq!(wins(&app), 1);
    // Taken back and won again: the same game.
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    let mv = human_move(&app, AnyMove::Cell(7));
    app.world_mut().write_message(mv);
    app.update();
    app.update();
    assert!(game(&app).is_over());
    assert_eq!(wins(&app), 1, "counted once");
    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    play_to_win(&mut app);
    assert_eq!(wins(&app), 2, "a new game counts");
}

#[test]
fn the_move_list_reviews_a_position_read_only_and_goes_back() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    play_cells(&mut app, &[4, 0, 8]);
    app.update();
    assert!(shows(&mut app, &ActionButton(MatchAction::ReviewAt(3))), "a row per move");
    // Click the first move: the board shows the position after it.
    press(&mut app, ActionButton(MatchAction::ReviewAt(1)));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Review>().0, Some(1));
    let centre = Piece { place: 4, side: Some(Side::X), kind: minimax_arcade::rules::grid_game::STONE, count: 1 };
    assert_eq!(pieces(&mut app), vec![centre]);
    // Read-only: a move is not played, and the match is unchanged.
    press_key(&mut app, KeyCode::Digit2);
    assert_eq!(game(&app).ply(), 3);
    // The arrow keys step; Escape goes back to the game as it stands.
    press_key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(app.world().resource::<Review>().0, Some(2));
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(app.world().resource::<Review>().0, None);
    assert!(!shows_any::<PanelRoot>(&mut app), "Escape left the review; it did not pause");
    app.update();
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
}

/// How to play opens from the menu on the chosen game, in its family's words, and from the pause menu on the
/// match's game; Back and Escape return where it was opened from.
#[test]
fn how_to_play_tells_the_chosen_games_rules_from_the_menu_and_the_pause_menu() {
    use minimax_arcade::app::logic::screen::Panel;
    let mut app = view_app(None);
    run_until_shown(&mut app, &MenuAction::HowToPlay);
    app.insert_resource(Setup(setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Human)));
    app.update();
    press(&mut app, MenuAction::HowToPlay);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<Panel>(), Panel::HowToPlay { spec: GameSpec::CONNECT_FOUR, from_pause: false });
    let words = app.world().resource::<minimax_arcade::app::words::Words>();
    let rules = words.with("how-gravity", &[("k", 4.into())]);
    let controls = words.get("how-controls");
    let shown =
        |app: &mut App| app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect::<Vec<_>>();
    let on_screen = shown(&mut app);
    assert!(on_screen.contains(&rules) && on_screen.contains(&controls), "{on_screen:?}");
    press(&mut app, PanelButton::Back);
    app.update();
    assert_eq!(*app.world().resource::<Panel>(), Panel::None, "back to the menu");
    // In a match of Nim: from the pause menu, Nim's rules; Escape goes back to the pause menu.
    start(&mut app, setup(GameSpec::NIM, Seat::Human, Seat::Human));
    app.update();
    app.world_mut().write_message(MatchAction::Pause);
    app.update();
    press(&mut app, PanelButton::Match(MatchAction::HowToPlay));
    app.update();
    app.update();
    let nim = app.world().resource::<minimax_arcade::app::words::Words>().get("how-nim");
    assert!(shown(&mut app).contains(&nim));
    // The Escape key: back to the pause menu, then the match resumes.
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<Panel>(), Panel::Pause);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<Panel>(), Panel::None);
}
