//! What a player meets in Reversi and Kalah, mended: coordinates where moves name squares, a menu that says
//! what it keeps, a hint button that is lit only when on, a move list in two columns, Kalah's words on screen,
//! and a match started from pasted text or from the command line's link.

use super::*;
use minimax_arcade::app::logic::persistence::LaunchLink;
use minimax_arcade::app::logic::play::Pasted;
use minimax_arcade::rules::kalah::Sowing;
use minimax_arcade::rules::reversi::Disc;

/// The entities named `name`.
fn named(app: &mut App, name: &str) -> usize {
    app.world_mut().query::<&Name>().iter(app.world()).filter(|n| n.as_str() == name).count()
}

#[test]
fn coordinates_are_drawn_by_default_where_moves_name_squares() {
    for (spec, wanted) in [(GameSpec::REVERSI, 16), (GameSpec::KALAH, 12), (GameSpec::TIC_TAC_TOE, 0)] {
        let mut app = view_app(None);
        start(&mut app, setup(spec, Seat::Human, Seat::Human));
        app.update();
        assert_eq!(named(&mut app, "Coordinate"), wanted, "{spec}");
    }
}

/// The menu: Reversi's board a choice of two sizes, the level kept as shown when the size changes (never
/// Perfect unseen), and one person against the computer choosing the colour they play.
#[test]
fn the_menu_keeps_the_level_it_shows_and_offers_the_colour_to_play() {
    use minimax_arcade::app::view::menu::entries;
    let mut app = view_app(None);
    run_until_shown(&mut app, &MenuAction::Start);
    let reversi = entries().iter().position(|e| e.start == GameSpec::REVERSI).unwrap();
    press(&mut app, MenuAction::Game(reversi));
    app.update();
    app.update();
    let setup_now = |app: &App| app.world().resource::<Setup>().0;
    assert_eq!(setup_now(&app).spec, GameSpec::REVERSI);
    assert_eq!(setup_now(&app).o, Seat::Computer(Level::Hard), "Perfect is played as Hard on 8×8, and kept so");
    press(&mut app, MenuAction::Knob(0, 1));
    app.update();
    app.update();
    assert_eq!(setup_now(&app).spec, GameSpec::Reversi(minimax_arcade::rules::reversi::bits::Size::SIX));
    assert_eq!(setup_now(&app).o, Seat::Computer(Level::Hard), "6×6 keeps Hard: Perfect is chosen, not given");
    // "You play: Black | White | Random": the person (X) moves first to play black.
    let black = find(&mut app, &MenuAction::First(FirstMove::Side(Side::X))).expect("a choice to play black");
    let white = find(&mut app, &MenuAction::First(FirstMove::Side(Side::O))).expect("a choice to play white");
    assert_eq!((button_words(&mut app, black), button_words(&mut app, white)), ("Black".into(), "White".into()));
    assert!(texts(&mut app).contains(&"You play".to_string()));
}

/// The words on a button.
fn button_words(app: &mut App, button: Entity) -> String {
    let child = app.world().get::<Children>(button).unwrap()[0];
    app.world().get::<Text>(child).unwrap().0.clone()
}

/// The Hint button is drawn as the others are until a hint is shown.
#[test]
fn the_hint_button_is_lit_only_while_a_hint_is_shown() {
    use minimax_arcade::app::view::theme::{ButtonColours, Ink, Selected};
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    app.update();
    let hint = find(&mut app, &ActionButton(MatchAction::Hint)).unwrap();
    assert_eq!(app.world().get::<ButtonColours>(hint).unwrap().normal, Ink::Button, "a plain button");
    assert!(app.world().get::<Selected>(hint).is_none(), "not lit before it is asked");
    press_key(&mut app, KeyCode::KeyH);
    run_until(&mut app, "the hint", |app| {
        app.world()
            .resource::<Hint>()
            .current(app.world().resource::<CurrentMatch>(), app.world().resource::<Analysis>())
            .is_some()
    });
    app.update();
    assert!(app.world().get::<Selected>(hint).is_some(), "lit while the hint is shown");
    press_key(&mut app, KeyCode::Digit5);
    app.update();
    assert!(app.world().get::<Selected>(hint).is_none(), "and not after the move");
}

/// The move list: two columns, a row a pair of turns, every move a button, a turn of several sowings in one
/// cell; and a long game's last move scrolled into view.
#[test]
fn the_move_list_pairs_the_turns_and_shows_the_latest() {
    use minimax_arcade::app::view::moves::turn_rows;
    let (one, two) = (Player::One, Player::Two);
    assert_eq!(turn_rows(&[one, two, one, two]), vec![[vec![0], vec![1]], [vec![2], vec![3]]]);
    // Kalah: One moves again (0, 1), Two, One; a set-up match where Two moves first starts a row with it.
    assert_eq!(turn_rows(&[one, one, two, one]), vec![[vec![0, 1], vec![2]], [vec![3], vec![]]]);
    assert_eq!(turn_rows(&[two, one]), vec![[vec![], vec![0]], [vec![1], vec![]]]);

    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::REVERSI, Seat::Human, Seat::Human));
    for _ in 0..40 {
        let mut moves = Vec::new();
        game(&app).position().legal_moves(&mut moves);
        let Some(&mv) = moves.first() else { break };
        let chosen = human_move(&app, mv);
        app.world_mut().write_message(chosen);
        app.update();
    }
    for _ in 0..5 {
        app.update();
    }
    let played = game(&app).ply() as usize;
    let listed = (1..=played).filter(|n| find(&mut app, &ActionButton(MatchAction::ReviewAt(*n as u32))).is_some());
    assert_eq!(listed.count(), played, "every move is a button of the list");
    let mut scrolled = app.world_mut().query_filtered::<&ScrollPosition, With<Node>>();
    assert!(scrolled.iter(app.world()).any(|p| p.y > 0.0), "the list scrolled down to the latest move");
}

/// Kalah's board writes a 0 on an empty store and the players' names by their stores.
#[test]
fn kalahs_board_counts_empty_places_and_names_the_players() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::KALAH, Seat::Human, Seat::Computer(Level::Easy)));
    app.update();
    let shown_zeros = |app: &mut App| {
        let mut query = app.world_mut().query::<(&Name, &Visibility)>();
        query.iter(app.world()).filter(|(n, v)| n.as_str() == "Empty count" && **v != Visibility::Hidden).count()
    };
    assert_eq!(shown_zeros(&mut app), 2, "the two empty stores");
    let shown = texts(&mut app);
    assert!(shown.contains(&"You".to_string()) && shown.contains(&"Computer".to_string()), "{shown:?}");
}

/// Paste: moves or a position of the game start a match from there; text that cannot be read is refused with
/// its reason, and the match goes on as it was.
#[test]
fn pasted_moves_or_a_position_start_a_match_and_nonsense_is_refused() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::REVERSI, Seat::Human, Seat::Human));
    let c4 = human_move(&app, AnyMove::Disc(Disc::At(26)));
    app.world_mut().write_message(c4);
    app.update();
    assert_eq!(game(&app).ply(), 1);
    app.world_mut().write_message(Pasted("f5d6c3".into()));
    run_until(&mut app, "the pasted match", |app| game(app).ply() == 3);
    assert_eq!(game(&app).position().setup_text(), GameSpec::REVERSI.parse_position("f5d6c3").unwrap().setup_text());
    app.world_mut().write_message(Pasted("f5 z9".into()));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 3, "refused: nothing changed");
    // A set-up position: White to move and none to make.
    let board = format!("XO{} O", "-".repeat(62));
    app.world_mut().write_message(Pasted(board.clone()));
    run_until(&mut app, "the pasted position", |app| game(app).set_up().is_some());
    assert_eq!(game(&app).start_position().setup_text(), Some(board));
}

/// The native game opens on what a link asks (the command line's `--link`), as a page does on the web.
#[test]
fn a_link_from_the_command_line_opens_its_game() {
    let mut app = headless_app();
    app.insert_resource(LaunchLink("game=kalah&x=human&o=easy&moves=c&start".into()));
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert_eq!(game(&app).setup().spec, GameSpec::KALAH);
    assert_eq!(game(&app).history(), &[AnyMove::Sowing(Sowing(2))]);
}

/// Every game's menu fits the window the game opens in, its footer included (Kalah's has the most rows).
#[test]
fn every_games_menu_fits_the_window_the_game_opens_in() {
    use minimax_arcade::app::geometry::WINDOW_SIZE;
    use minimax_arcade::app::view::menu::entries;
    use minimax_arcade::app::words::Words;
    let mut app = view_app(None);
    let mut windows = app.world_mut().query::<&mut Window>();
    for mut window in windows.iter_mut(app.world_mut()) {
        window.resolution.set(WINDOW_SIZE.x as f32, WINDOW_SIZE.y as f32);
    }
    run_until_shown(&mut app, &MenuAction::Start);
    let footer = app.world().resource::<Words>().get("menu-keys");
    for (i, entry) in entries().iter().enumerate() {
        press(&mut app, MenuAction::Game(i));
        for _ in 0..4 {
            app.update();
        }
        let mut texts = app.world_mut().query::<(&Text, &ComputedNode, &UiGlobalTransform)>();
        let (_, node, at) = texts.iter(app.world()).find(|(t, ..)| t.0 == footer).expect("the footer");
        let bottom = (at.translation.y + node.size.y / 2.0) * node.inverse_scale_factor;
        assert!(bottom > 0.0 && bottom <= WINDOW_SIZE.y as f32, "{}: the footer ends at {bottom}", entry.start);
    }
}
