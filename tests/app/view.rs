//! The logic with the view: a piece per stone, and the whole game from the menu to the banner and back.

use super::*;

#[test]
fn the_board_shows_a_piece_per_stone_on_every_kind_of_board() {
    for spec in [GameSpec::TIC_TAC_TOE, GameSpec::CONNECT_FOUR, GameSpec::Gravity(GridSize::new(5, 5, 4))] {
        let mut app = view_app(None);
        app.world_mut().resource_mut::<Autoplay>().speed = Speed::Instant;
        start(&mut app, setup(spec, Seat::Computer(Level::Easy), Seat::Computer(Level::Medium)));
        run_until(&mut app, "the game is over", |app| game(app).is_over());
        app.update();
        assert_eq!(pieces(&mut app), pieces_of_position(&app), "{spec}: a piece per stone");
        assert!(shows_any::<Banner>(&mut app), "{spec}");
    }
}

/// The whole game, graphics and sound included: menu, a match to its end, the banner, restart, back to the
/// menu, and the unfinished match kept for Continue (in a settings file of the test's own).
#[test]
fn the_whole_game_runs_headless_from_menu_to_banner_and_back() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-test-{}", std::process::id()));
    let file = dir.join("settings.toml");
    let mut app = view_app(Some(SettingsStore::file(&file)));

    for _ in 0..5 {
        app.update();
    }
    assert!(shows_any::<MenuRoot>(&mut app), "the menu is up");
    app.insert_resource(Setup(setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect))));
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert!(shows_any::<BoardRoot>(&mut app) && shows_any::<TopBar>(&mut app));
    assert!(shows(&mut app, &ActionButton(MatchAction::Hint)));

    // Play the first free cell each turn until the game ends; the perfect computer never loses.
    run_until(&mut app, "the game is over", |app| game(app).is_over() || game(app).awaits_human());
    while !game(&app).is_over() {
        let free = (0..9u16).find(|&c| game(&app).position().check_move(AnyMove::Cell(c)).is_ok()).unwrap();
        press_key(&mut app, DIGITS[free as usize]);
        run_until(&mut app, "the computer's reply or the end", |app| game(app).is_over() || game(app).awaits_human());
    }
    app.update();
    assert_ne!(game(&app).winner(), Some(Side::X), "the perfect computer does not lose");
    assert!(shows_any::<Banner>(&mut app));
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
    // A move after the end: refused, with the cue systems running.
    press_key(&mut app, KeyCode::Enter);
    assert!(rejections(&mut app).contains(&Refusal::Illegal(IllegalMove::GameOver)));

    press_key(&mut app, KeyCode::KeyR);
    app.update();
    assert!(!game(&app).is_over() && !shows_any::<Banner>(&mut app));
    // Leave a match unfinished: the menu offers to continue it, with its own game even if the menu moved on.
    run_until(&mut app, "the human's turn", |app| game(app).awaits_human());
    press_key(&mut app, KeyCode::Digit5);
    run_until(&mut app, "the computer's reply", |app| game(app).awaits_human());
    let moves = game(&app).history().to_vec();
    // Escape pauses the match; the pause menu's Main menu leaves it.
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert!(shows_any::<PanelRoot>(&mut app) && *app.world().resource::<Panel>() == Panel::Pause, "paused");
    press(&mut app, PanelButton::Match(MatchAction::Menu));
    app.update();
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert!(shows_any::<MenuRoot>(&mut app) && shows(&mut app, &MenuAction::Continue));
    assert!(!shows_any::<PanelRoot>(&mut app), "the pause menu went with the match");
    let saved = std::fs::read_to_string(&file).expect("the settings were saved to the test's own file");
    assert!(saved.contains("[saved]"), "{saved}");
    app.world_mut().resource_mut::<Setup>().spec = GameSpec::CONNECT_FOUR;
    app.update();
    press(&mut app, MenuAction::Continue);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert_eq!(game(&app).setup().spec, GameSpec::TIC_TAC_TOE);
    assert_eq!(game(&app).history(), &moves[..]);
    assert_eq!(app.world().resource::<Setup>().spec, GameSpec::TIC_TAC_TOE);
    app.world_mut().write_message(MatchAction::Menu);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);

    // A second run reads the same file: the menu offers the match again.
    let mut again = view_app(Some(SettingsStore::file(&file)));
    for _ in 0..3 {
        again.update();
    }
    assert!(shows(&mut again, &MenuAction::Continue), "the next run offers the saved match");
    let _ = std::fs::remove_dir_all(dir);
}
