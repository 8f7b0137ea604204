//! The analysis overlay.

use super::settings::{scratch, settings_app};
use super::*;

/// Plays `moves` (1-based columns) for the two people of a Connect Four match.
fn play_columns(app: &mut App, moves: &str) {
    for c in moves.bytes() {
        let mv = human_move(app, AnyMove::Column(c - b'1'));
        app.world_mut().write_message(mv);
        app.update();
    }
}

#[test]
fn the_overlay_shows_a_value_for_every_legal_move_and_none_for_full_columns() {
    use minimax_arcade::app::view::board::overlay::OverlayMark;
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Human));
    // Columns 1 and 7 filled to the top, and a middle game that the solver settles in a moment.
    play_columns(&mut app, "1111117777772266");
    assert_eq!(game(&app).ply(), 16);
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    run_until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    app.update();
    let mut marks: Vec<AnyMove> = app.world_mut().query::<&OverlayMark>().iter(app.world()).map(|m| m.0).collect();
    marks.sort_by_key(|mv| format!("{mv:?}"));
    let legal: Vec<AnyMove> = (1..6).map(AnyMove::Column).collect();
    assert_eq!(marks, legal, "a value on each of columns 2 to 6, none on the full first and last");
    // Every value is exact, and the best of them is the position's score.
    let values = app.world().resource::<Analysis>().values(app.world().resource::<CurrentMatch>());
    assert!(values.iter().all(|v| v.reading().is_exact()), "{values:?}");
    // Turned off, the marks go.
    press_key(&mut app, KeyCode::KeyA);
    app.update();
    assert_eq!(app.world_mut().query::<&OverlayMark>().iter(app.world()).count(), 0);
}

#[test]
fn an_analysis_of_an_earlier_position_is_dropped() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Analysis], "the analysis of the empty board starts");
    // A move before it answers: the analysis is for a position that is gone.
    let mv = human_move(&app, AnyMove::Cell(4));
    app.world_mut().write_message(mv);
    app.update();
    gate.store(true, Ordering::Relaxed);
    run_until(&mut app, "the new position's analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    let analysis = app.world().resource::<Analysis>();
    assert_eq!(analysis.at, Some(game(&app).stamp()), "only the analysis of the current position is kept");
    let best = analysis.current(app.world().resource::<CurrentMatch>()).and_then(|r| r.best);
    assert_eq!(best, Some(AnyMove::Cell(0)), "the gated backend's answer for the new position");
}

#[test]
fn the_analysis_never_runs_while_the_computer_has_a_move_to_find() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Analysis]);
    press_key(&mut app, KeyCode::Digit5);
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Move], "the stale analysis went; only the computer searches");
    gate.store(true, Ordering::Relaxed);
    run_until(&mut app, "the person's turn again", |app| game(app).awaits_human());
    run_until(&mut app, "the analysis of the person's position", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
}

#[test]
fn the_overlay_choice_is_kept_in_the_settings() {
    let dir = scratch("overlay");
    let file = dir.join("settings.toml");
    let mut app = settings_app(&file);
    assert!(!app.world().resource::<Prefs>().analysis);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    press_key(&mut app, KeyCode::KeyA);
    app.update();
    assert!(app.world().resource::<Prefs>().analysis);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("analysis = true"), "{text}");
    let again = settings_app(&file);
    assert!(again.world().resource::<Prefs>().analysis, "the next run shows it too");
    let _ = std::fs::remove_dir_all(dir);
}

/// Kalah(6,4) is too big to solve in the analysis's time, and its first analysis also makes the endgame
/// database: still every legal pit gets a value (an estimate at least), the status says what it is, and the
/// hint is the best of them.
#[test]
fn every_pit_of_a_big_kalah_board_gets_a_value_and_the_hint_is_the_best_of_them() {
    use minimax_arcade::ai::score::Value;
    use minimax_arcade::rules::kalah::Sowing;
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::KALAH, Seat::Human, Seat::Human));
    // `cf e bfa d`: c moves again, f; e; b and f move again, a; d.
    for pit in "cfebfad".bytes() {
        let mv = human_move(&app, AnyMove::Sowing(Sowing(pit - b'a')));
        app.world_mut().write_message(mv);
        app.update();
    }
    assert_eq!(game(&app).ply(), 7);
    let mut legal = Vec::new();
    game(&app).position().legal_moves(&mut legal);
    assert!(legal.len() >= 4, "{legal:?}");
    press_key(&mut app, KeyCode::KeyH);
    run_until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    let current = app.world().resource::<CurrentMatch>();
    let analysis = app.world().resource::<Analysis>();
    let values = analysis.values(current);
    let mut valued: Vec<AnyMove> = values.iter().map(|v| v.mv).collect();
    valued.sort_by_key(|mv| format!("{mv:?}"));
    legal.sort_by_key(|mv| format!("{mv:?}"));
    assert_eq!(valued, legal, "every legal pit valued, an estimate at least: {values:?}");
    let result = analysis.current(current).unwrap();
    assert_eq!(result.exact, values.iter().all(|v| v.reading().is_exact()), "an analysis cut short says so");
    let margin = |v: &minimax_arcade::ai::analysis::MoveValue| match v.value {
        Value::Margin(m) | Value::Estimate(m) => m,
        other => panic!("a margin or an estimate: {other:?}"),
    };
    let hint = app.world().resource::<Hint>().current(current, analysis).expect("H shows a hint");
    assert_eq!(margin(&hint), values.iter().map(margin).max().unwrap(), "the hint is the best valued pit");
}

/// The evaluation bar's parts on screen, by name, with their height in cells and their words.
fn value_bar(app: &mut App) -> Vec<(String, f32, Option<String>)> {
    let mut query = app.world_mut().query::<(&Name, &Transform, Option<&Text2d>)>();
    let mut parts: Vec<(String, f32, Option<String>)> = query
        .iter(app.world())
        .filter(|(name, ..)| name.as_str().starts_with("Value bar"))
        .map(|(name, at, text)| (name.to_string(), at.scale.y, text.map(|t| t.0.clone())))
        .collect();
    parts.sort_by(|a, b| a.0.cmp(&b.0));
    parts
}

#[test]
fn the_analysis_of_a_chess_position_draws_the_evaluation_bar() {
    let mut app = view_app(None);
    // Black has given up its queen: White is far ahead.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human), fen);
    app.update();
    assert!(value_bar(&mut app).is_empty(), "no bar while the analysis is off");
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    run_until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    app.update();
    let parts = value_bar(&mut app);
    let names: Vec<&str> = parts.iter().map(|(name, ..)| name.as_str()).collect();
    assert_eq!(names, ["Value bar", "Value bar's frame", "Value bar's share", "Value bar's words"]);
    // White, at the bottom, has nearly all of the bar, and its lead is written in pawns.
    let share = parts[2].1 / parts[0].1;
    assert!(share > 0.95, "{parts:?}");
    let words: f32 = parts[3].2.as_deref().unwrap().parse().unwrap();
    assert!(words > 5.0, "{parts:?}");
    // Not on a board that has no bar.
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    run_until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    app.update();
    assert!(value_bar(&mut app).is_empty());
}
