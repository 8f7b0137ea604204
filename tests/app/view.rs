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

    run_until_shown(&mut app, &MenuAction::Start);
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
    // A move after the end (once the last one is shown): refused, with the cue systems running.
    run_until(&mut app, "the last move shown", |app| !app.world().resource::<VisualsBusy>().0);
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
    // (Waiting for the menu as long as its assets take to load: a fixed number of frames is too few when the
    // tests share the processor.)
    let mut again = view_app(Some(SettingsStore::file(&file)));
    run_until_shown(&mut again, &MenuAction::Start);
    assert!(shows(&mut again, &MenuAction::Continue), "the next run offers the saved match");
    let _ = std::fs::remove_dir_all(dir);
}

/// What a screen reader says for the buttons whose words on screen are short (the move list's).
fn said_as(app: &mut App) -> Vec<String> {
    use minimax_arcade::app::view::theme::SaidAs;
    app.world_mut().query::<&SaidAs>().iter(app.world()).map(|s| s.0.clone()).collect()
}

/// Gomoku on its Go board: black for whoever moves first (here O), points named like h8 in the move list and
/// the players line, letters and numbers around the board, and, with the analysis on, a win by fours drawn
/// as its numbered stones and said in the status line.
#[test]
fn gomoku_is_drawn_as_a_go_board_with_its_coordinates_and_its_wins_by_fours() {
    use minimax_arcade::app::games::{Lines, Surface};
    use minimax_arcade::app::view::board::overlay::FoursStone;

    // Coordinates as they are by default: on a board whose points are named.
    let mut app = view_app(None);
    let first_o = MatchSetup { first: FirstMove::Side(Side::O), ..setup(GameSpec::GOMOKU, Seat::Human, Seat::Human) };
    start(&mut app, first_o);
    let dressing = app.world().resource::<CurrentMatch>().board().dressing.clone();
    assert_eq!((dressing.surface, dressing.lines, dressing.dots.len()), (Surface::GO_WOOD, Lines::ThroughPlaces, 5));
    // O moves first, at the centre, and so plays black.
    for cell in [112u16, 113] {
        let chosen = human_move(&app, AnyMove::Cell(cell));
        app.world_mut().write_message(chosen);
        app.update();
    }
    app.update();
    let shown = texts(&mut app);
    let has = |wanted: &str| shown.iter().any(|t| t.contains(wanted));
    let said = said_as(&mut app);
    assert!(has("h8") && has("i8"), "the move list in points: {shown:?}");
    assert!(said.contains(&"1. Black h8".to_string()) && said.contains(&"2. White i8".to_string()), "{said:?}");
    assert!(has("Black: Human   White: Human"), "the first to move is black, and named first: {shown:?}");
    for label in ["a", "h", "o", "1", "8", "15"] {
        assert!(shown.iter().any(|t| t == label), "the coordinate {label} is around the board");
    }
    assert_eq!(pieces(&mut app), pieces_of_position(&app));

    // Black (to move: 26 stones) wins by fours in 3 and no sooner: a position from a game between two engines
    // (tests/data/gomoku_vcf.txt, its third line).
    let vcf = "113,98,126,86,114,70,127,54,102,112,125,128,141,84,56,22,38,155,96,111,93,109,95,110,108,94";
    let position = GameSpec::GOMOKU.parse_moves(vcf).unwrap();
    let mut app = view_app(None);
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    start(&mut app, setup(GameSpec::GOMOKU, Seat::Human, Seat::Human));
    for mv in position {
        let chosen = human_move(&app, mv);
        app.world_mut().write_message(chosen);
        app.update();
    }
    run_until(&mut app, "the analysis", |app| {
        let (game, analysis) = (app.world().resource::<CurrentMatch>(), app.world().resource::<Analysis>());
        analysis.current(game).is_some()
    });
    app.update();
    let mut line = app.world_mut().query::<&FoursStone>();
    let mut stones: Vec<FoursStone> = line.iter(app.world()).copied().collect();
    stones.sort_by_key(|s| s.number);
    assert!(stones.len() >= 3 && stones.len() % 2 == 1, "fours and blocks, ending in five: {stones:?}");
    assert_eq!(stones.iter().map(|s| s.number).collect::<Vec<_>>(), (1..=stones.len()).collect::<Vec<_>>());
    // The line is legal, and its last stone makes five for black.
    let mut replay = game(&app).position().clone();
    for stone in &stones {
        replay.play(stone.mv);
    }
    assert_eq!(replay.outcome(), Some(Outcome::Win(Player::One)), "the line wins");
    let wins = format!("Black wins by fours in {}", stones.len().div_ceil(2));
    assert!(texts(&mut app).iter().any(|t| t.contains(&wins)), "the status line says {wins}");
}

/// The text on a button (its label, a child of the button).
/// The named nodes of the accessibility tree above an entity, nearest first; every UI node above it must be
/// in the tree.
fn named_ancestors(app: &App, entity: Entity) -> Vec<(accesskit::Role, String)> {
    use bevy::a11y::AccessibilityNode;
    let mut named = Vec::new();
    let mut next = app.world().get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(parent) = next {
        let node = app.world().get::<AccessibilityNode>(parent);
        assert!(node.is_some(), "{:?} is above a node of the tree but not in it", app.world().get::<Name>(parent));
        let node = node.unwrap();
        if node.role() != accesskit::Role::GenericContainer {
            named.push((node.role(), node.label().unwrap_or_default().to_string()));
        }
        next = app.world().get::<ChildOf>(parent).map(ChildOf::parent);
    }
    named
}

fn button_text(app: &mut App, button: Entity) -> String {
    let children: Vec<Entity> = app.world().get::<Children>(button).map(|c| c.to_vec()).unwrap_or_default();
    children.into_iter().find_map(|child| app.world().get::<Text>(child).map(|t| t.0.clone())).unwrap_or_default()
}

/// The menu speaks the language the settings choose, at once, and English again when asked.
#[test]
fn the_menu_speaks_the_language_chosen() {
    use minimax_arcade::session::preferences::LanguageChoice;

    let mut app = view_app(None);
    run_until_shown(&mut app, &MenuAction::Start);
    let start = |app: &mut App| {
        let button = find(app, &MenuAction::Start).expect("the Start button");
        button_text(app, button)
    };
    assert_eq!(start(&mut app), "Start");
    for (choice, word) in
        [(LanguageChoice::Russian, "Начать"), (LanguageChoice::Swedish, "Starta"), (LanguageChoice::English, "Start")]
    {
        app.world_mut().resource_mut::<Prefs>().language = choice;
        app.update();
        app.update();
        assert_eq!(start(&mut app), word, "{choice}");
    }
}

/// A match already on the screen changes language with the setting: its buttons, its players line and its
/// move list speak the new language (their words read from the message files, not written here), and
/// Chinese brings its own font to every text.
#[test]
fn a_match_on_the_screen_follows_the_language() {
    use minimax_arcade::app::view::theme::Fonts;
    use minimax_arcade::app::words::{Language, Words};
    use minimax_arcade::session::preferences::LanguageChoice;

    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Human));
    let chosen = human_move(&app, AnyMove::Column(3));
    app.world_mut().write_message(chosen);
    app.update();
    let latin = {
        let fonts = app.world().resource::<Fonts>();
        [fonts.regular.clone(), fonts.bold.clone()]
    };
    for (choice, language) in
        [(LanguageChoice::Russian, Language::Russian), (LanguageChoice::Chinese, Language::Chinese)]
    {
        app.world_mut().resource_mut::<Prefs>().language = choice;
        app.update();
        app.update();
        let words = Words::new(language);
        let undo = find(&mut app, &ActionButton(MatchAction::Undo)).expect("the Undo button");
        assert_eq!(button_text(&mut app, undo), words.get("hud-undo"), "{choice}");
        let shown = texts(&mut app);
        let (red, yellow) = (words.get("side-red"), words.get("side-yellow"));
        assert!(shown.iter().any(|t| t.contains(&red) && t.contains(&yellow)), "{choice}: the players line {shown:?}");
        let first =
            words.with("moves-row", &[("number", 1.into()), ("side", red.clone().into()), ("move", "4".into())]);
        let said = said_as(&mut app);
        assert!(said.contains(&first), "{choice}: the move list's {first:?} in {said:?}");
        assert!(shown.contains(&red), "{choice}: the move list's column of {red:?} in {shown:?}");
    }
    // In Chinese every text is drawn with the Chinese font's weights, none with Inter.
    let fonts = app.world().resource::<Fonts>().clone();
    assert!(!latin.contains(&fonts.regular) && !latin.contains(&fonts.bold), "the Chinese font replaced Inter");
    let mut texts = app.world_mut().query::<(&Text, &TextFont)>();
    for (text, font) in texts.iter(app.world()) {
        if let bevy::text::FontSource::Handle(handle) = &font.font {
            assert!(!latin.contains(handle), "{:?} is still drawn with Inter", text.0);
        }
    }
}

/// What a screen reader meets (the accessibility tree's nodes, read headless): the menu's buttons as buttons
/// with their words, the chosen options as pressed; after a move against the computer, every column of the
/// board named with the discs the game state says it holds, bottom first; and the computer's answer
/// announced in the live region.
#[test]
fn a_screen_reader_hears_the_buttons_the_board_and_the_computers_answer() {
    use bevy::a11y::AccessibilityNode;
    use minimax_arcade::app::view::access::{Announcer, BoardCell};

    let mut app = view_app(None);
    run_until_shown(&mut app, &MenuAction::Start);
    app.update();
    let start_button = find(&mut app, &MenuAction::Start).expect("the Start button");
    let words_on_it = button_text(&mut app, start_button);
    let node = app.world().get::<AccessibilityNode>(start_button).expect("Start is in the accessibility tree");
    assert_eq!(node.role(), accesskit::Role::Button);
    assert_eq!(node.label(), Some(words_on_it.as_str()));
    let mut chosen =
        app.world_mut().query_filtered::<&AccessibilityNode, With<minimax_arcade::app::view::theme::Selected>>();
    assert!(chosen.iter(app.world()).count() >= 3, "the chosen game, seats and first move");
    assert!(chosen.iter(app.world()).all(|n| n.toggled() == Some(accesskit::Toggled::True)), "read as pressed");
    // The chosen game is read inside its row, named as the row is, inside the menu: every UI node above it is
    // in the tree (plain containers, which readers look through), so the reader meets the screen in its order.
    let mut games =
        app.world_mut().query_filtered::<(Entity, &MenuAction), With<minimax_arcade::app::view::theme::Selected>>();
    let chosen_game = games.iter(app.world()).find(|(_, a)| matches!(a, MenuAction::Game(_))).expect("a chosen game").0;
    let said = |app: &App, id: &str| app.world().resource::<minimax_arcade::app::words::Words>().get(id);
    let named = named_ancestors(&app, chosen_game);
    assert_eq!(named.first(), Some(&(accesskit::Role::Group, said(&app, "menu-game"))), "{named:?}");
    assert_eq!(named.last(), Some(&(accesskit::Role::Group, said(&app, "menu-title"))), "{named:?}");

    // The foot of the menu says which version this is.
    let about = texts(&mut app).into_iter().find(|t| t.contains(env!("CARGO_PKG_VERSION")));
    let words = app.world().resource::<minimax_arcade::app::words::Words>();
    let expected = words.with("menu-about", &[("version", env!("CARGO_PKG_VERSION").into())]);
    assert_eq!(about, Some(expected));

    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Computer(Level::Easy)));
    let chosen = human_move(&app, AnyMove::Column(3));
    app.world_mut().write_message(chosen);
    run_until(&mut app, "the computer answers", |app| game(app).history().len() == 2);
    app.update();
    app.update();
    let mut cells = app.world_mut().query::<(&BoardCell, &AccessibilityNode)>();
    let mut columns: Vec<(usize, String, accesskit::Role)> = cells
        .iter(app.world())
        .map(|(cell, node)| (cell.0, node.label().unwrap_or_default().to_string(), node.role()))
        .collect();
    columns.sort_by_key(|c| c.0);
    assert_eq!(columns.len(), 7, "a node for each column");
    let grid = grid_of(game(&app).position()).unwrap().clone();
    for (col, label, role) in &columns {
        assert_eq!(*role, accesskit::Role::GridCell);
        // The discs the game state has in this column, bottom first, by their side's name.
        let discs: Vec<&str> = (0..6)
            .rev()
            .map_while(|row| grid.get(row * 7 + col))
            .map(|player| if game(&app).side_of(player) == Side::X { "Red" } else { "Yellow" })
            .collect();
        let expected = if discs.is_empty() {
            format!("column {}, empty", col + 1)
        } else {
            format!("column {}, from the bottom: {}", col + 1, discs.join(", "))
        };
        assert_eq!(label, &expected);
    }
    // The match's buttons are a toolbar; the status line is a label with the words it shows.
    let undo = app
        .world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, n)| n.as_str() == "Undo")
        .expect("Undo")
        .0;
    assert_eq!(named_ancestors(&app, undo), [(accesskit::Role::Toolbar, said(&app, "access-controls"))]);
    let mut labels = app.world_mut().query::<(&Text, &AccessibilityNode)>();
    let read: Vec<(String, Option<String>)> = labels
        .iter(app.world())
        .filter(|(_, n)| n.role() == accesskit::Role::Label)
        .map(|(t, n)| (t.0.clone(), n.value().map(str::to_string)))
        .collect();
    assert!(read.len() >= 2, "the status line and the players: {read:?}");
    assert!(read.iter().all(|(text, value)| value.as_deref() == Some(text.as_str())), "{read:?}");
    // Back to live is not shown outside a review, and not read either.
    let back = app
        .world_mut()
        .query::<(&Name, &AccessibilityNode)>()
        .iter(app.world())
        .find(|(n, _)| n.as_str() == "Back to live")
        .map(|(_, a)| a.is_hidden());
    assert_eq!(back, Some(true), "Back to live is hidden from the reader");
    let AnyMove::Column(answer) = game(&app).history()[1] else { panic!("a column") };
    let mut announcer = app.world_mut().query_filtered::<&AccessibilityNode, With<Announcer>>();
    let said = announcer.single(app.world()).unwrap().label().unwrap_or_default().to_string();
    assert_eq!(said, format!("Computer (Yellow) plays column {}", answer + 1));
}

/// The live region says what a move did beyond where it went, from the move's changes: the pieces it turned
/// over and the pieces of the other side it took off (a game whose moves do so is written as such a move here,
/// on a Tic-Tac-Toe board).
#[test]
fn the_live_region_says_what_a_move_turned_over_and_captured() {
    use bevy::a11y::AccessibilityNode;
    use minimax_arcade::app::logic::play::MoveApplied;
    use minimax_arcade::app::view::access::Announcer;
    use minimax_arcade::rules::grid_game::STONE;
    use minimax_arcade::rules::{Change, Piece as ScenePiece};
    use minimax_arcade::session::Played;

    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    play_cells(&mut app, &[4, 0, 8]);
    let said = |app: &mut App| {
        let mut announcer = app.world_mut().query_filtered::<&AccessibilityNode, With<Announcer>>();
        announcer.single(app.world()).unwrap().label().unwrap_or_default().to_string()
    };
    assert_eq!(said(&mut app), "X plays cell 9", "a plain move says only where it went");
    // X's last move, had it also turned its centre stone over and taken O's corner stone off.
    let put = Change::Put { place: 8, piece: ScenePiece::of(Player::One, STONE) };
    let turn = Change::Turn { place: 4, to: Player::Two };
    let lift = Change::Lift { place: 0, count: 1 };
    let changes = vec![vec![put], vec![turn, lift]];
    let played = Played { mv: AnyMove::Cell(8), side: Side::X, ply: 2, changes, by: Chooser::Human, outcome: None };
    app.world_mut().write_message(MoveApplied(played));
    app.update();
    app.update();
    let text = said(&mut app);
    assert!(text.starts_with("X plays cell 9"), "{text}");
    assert!(text.contains("one piece turned over") && text.contains("one piece captured"), "{text}");
}
