//! The match driven through the logic alone: moves, the computer's turn, stale searches, undo, hints, every
//! game played through.

use super::*;

#[test]
fn a_human_move_is_played_and_the_computer_answers() {
    let mut app = headless_app();
    // The perfect reply takes milliseconds; pacing holds it back, so the search is seen running first.
    app.insert_resource(AiPacing(Duration::from_secs(1)));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    assert!(game(&app).awaits_human());

    press_key(&mut app, KeyCode::Digit5);
    assert_eq!(game(&app).history().first(), Some(&AnyMove::Cell(4)));
    assert_eq!(stone(&app, 4), Some(Side::X));
    assert_eq!(game(&app).side_to_move(), Side::O, "the turn passed to the computer");
    assert_eq!(searches(&mut app), vec![Purpose::Move], "and its search is running");

    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    let AnyMove::Cell(reply) = game(&app).history()[1] else { panic!("a cell") };
    // Against the centre, the only replies that do not lose are the corners.
    assert!([0, 2, 6, 8].contains(&reply), "the perfect reply to the centre is a corner, not {reply}");
    assert!(game(&app).awaits_human());
}

#[test]
fn bad_input_is_refused_with_a_reason_and_changes_nothing() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1);

    // The same cell again: refused as taken.
    let taken = human_move(&app, AnyMove::Cell(0));
    app.world_mut().write_message(taken);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(minimax_arcade::rules::grid_game::OCCUPIED)]);
    assert_eq!(game(&app).ply(), 1);

    // A cell that does not exist.
    let off = human_move(&app, AnyMove::Cell(40));
    app.world_mut().write_message(off);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::OffBoard)]);

    // A move of another game.
    let other = human_move(&app, AnyMove::Column(2));
    app.world_mut().write_message(other);
    app.update();
    assert_eq!(game(&app).ply(), 1);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(0)]);
}

#[test]
fn moves_during_the_computers_turn_or_after_the_end_are_refused() {
    let mut app = headless_app();
    // A backend that never answers keeps the computer thinking for as long as the test likes.
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    press_key(&mut app, KeyCode::Digit5);
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1, "the second key came during the computer's turn");
    assert_eq!(rejections(&mut app), vec![Refusal::NotYourTurn]);
    let early = human_move(&app, AnyMove::Cell(0));
    app.world_mut().write_message(early);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::NotYourTurn]);
    gate.store(true, Ordering::Relaxed);

    // A finished game refuses everything.
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    for key in [KeyCode::Digit1, KeyCode::Digit4, KeyCode::Digit2, KeyCode::Digit5, KeyCode::Digit3] {
        press_key(&mut app, key);
    }
    assert_eq!(game(&app).outcome(), Some(Outcome::Win(Player::One)));
    assert_eq!(game(&app).winner(), Some(Side::X));
    let late = human_move(&app, AnyMove::Cell(8));
    app.world_mut().write_message(late);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::GameOver)]);
}

/// A backend whose searches wait until `gate` opens, then answer with the first legal move.
#[test]
fn a_search_still_running_when_the_match_restarts_is_dropped() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    // The computer moves first, so its search starts at once.
    let mut computer_first = setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard));
    computer_first.first = FirstMove::Side(Side::O);
    start(&mut app, computer_first);
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Move]);
    let old = game(&app).stamp();

    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    assert_ne!(game(&app).id(), old.match_id);
    // The old search was cancelled and its entity despawned; a new one starts for the new match.
    gate.store(true, Ordering::Relaxed);
    // An answer for the old match, arriving late, is dropped as well.
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(8), by: Chooser::Computer, at: old });
    run_until(&mut app, "the new match's computer move", |app| game(app).ply() >= 1);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(0)], "only the new search's move (the first legal one)");
}

#[test]
fn undo_during_the_computers_search_cancels_it() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    press_key(&mut app, KeyCode::Digit5);
    assert_eq!(searches(&mut app), vec![Purpose::Move]);
    press_key(&mut app, KeyCode::KeyU);
    assert_eq!(game(&app).ply(), 0, "the person's move was taken back");
    assert!(searches(&mut app).is_empty(), "the search was cancelled");
    gate.store(true, Ordering::Relaxed);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 0, "nothing was played for the stale search");
}

#[test]
fn undo_against_the_computer_takes_back_the_pair_and_redo_replays_it() {
    let mut app = view_app(None);
    // Each frame advances the clock by 16 ms, whatever the wall clock does: with real time, one frame stalled
    // by a busy machine (longer than the 0.18 s shrink, shorter than Bevy's 250 ms cap on a frame's delta) ends
    // the animation inside the key press, before the test can see the stones leaving.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Digit5);
    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    app.update();
    let before = pieces(&mut app);
    assert_eq!(before.len(), 2);
    press_key(&mut app, KeyCode::KeyU);
    assert_eq!(game(&app).ply(), 0);
    assert!(pieces(&mut app).is_empty(), "the board shows the position");
    assert_eq!(leaving(&mut app), before, "exactly the taken-back stones leave, animated");
    // The shrink and its sweep take well under a second: 100 frames of 16 ms.
    for _ in 0..100 {
        app.update();
    }
    assert!(leaving(&mut app).is_empty(), "and once they have shrunk away, they are gone");
    press_key(&mut app, KeyCode::KeyY);
    assert_eq!(game(&app).ply(), 2);
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
    assert!(game(&app).awaits_human());
}

#[test]
fn a_hint_is_shown_but_not_played() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Digit1);
    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    press_key(&mut app, KeyCode::KeyH);
    let current_hint = |app: &App| {
        let (game, analysis) = (app.world().resource::<CurrentMatch>(), app.world().resource::<Analysis>());
        app.world().resource::<Hint>().current(game, analysis)
    };
    run_until(&mut app, "a hint", |app| current_hint(app).is_some());
    assert_eq!(game(&app).ply(), 2, "the hint did not play");
    assert!(game(&app).awaits_human());
    let hint = current_hint(&app).unwrap();
    assert!(game(&app).position().check_move(hint.mv).is_ok());
    // The hint is the analysis's best move: the whole search result, and how good the move is.
    let analysis = app.world().resource::<Analysis>();
    let result = analysis.current(app.world().resource::<CurrentMatch>()).unwrap();
    assert!(result.exact && result.pv.first() == Some(&hint.mv), "{result:?}");
    let best = analysis.values(app.world().resource::<CurrentMatch>()).into_iter().map(|v| v.score).max();
    assert_eq!(hint.score, best.flatten(), "the hint is a best move");
}

#[test]
fn every_board_takes_a_keyboard_move_where_the_cursor_is_and_the_computer_answers() {
    let boards = [
        GameSpec::FOUR_IN_A_ROW,
        GameSpec::GOMOKU,
        GameSpec::CONNECT_FOUR,
        GameSpec::Mnk(GridSize::new(5, 6, 4)),
        GameSpec::Gravity(GridSize::new(5, 8, 3)),
    ];
    for spec in boards {
        let mut app = headless_app();
        start(&mut app, setup(spec, Seat::Human, Seat::Computer(Level::Easy)));
        // The cursor starts in the middle: the first arrow shows it, the second moves it a column left.
        press_key(&mut app, KeyCode::ArrowLeft);
        press_key(&mut app, KeyCode::ArrowLeft);
        press_key(&mut app, KeyCode::Enter);
        let size = spec.grid_size().unwrap();
        let col = size.cols as usize / 2 - 1;
        let (mv, cell) = match spec {
            // A gravity stone falls to the bottom row of its column.
            GameSpec::Gravity(_) => (AnyMove::Column(col as u8), size.cell(size.rows as usize - 1, col)),
            _ => {
                let cell = size.cell(size.rows as usize / 2, col);
                (AnyMove::Cell(cell as u16), cell)
            }
        };
        // (The computer may have answered already: its shallow search takes a frame or two.)
        assert_eq!(game(&app).history().first(), Some(&mv), "{spec}");
        run_until(&mut app, "the computer's reply", |app| game(app).ply() == 2);
        assert_eq!(stone(&app, cell), Some(Side::X), "{spec}: the person's stone is where it landed");
        assert!(game(&app).awaits_human(), "{spec}");
    }
}

#[test]
fn computer_against_computer_finishes_a_game_of_each_kind_without_the_view() {
    let games = [
        GameSpec::TIC_TAC_TOE,
        GameSpec::Mnk(GridSize::new(4, 5, 4)),
        GameSpec::CONNECT_FOUR,
        GameSpec::Gravity(GridSize::new(5, 5, 4)),
        GameSpec::Bones(9),
    ];
    for spec in games {
        let mut app = headless_app();
        app.world_mut().resource_mut::<Autoplay>().speed = Speed::Instant;
        start(&mut app, setup(spec, Seat::Computer(Level::Easy), Seat::Computer(Level::Medium)));
        run_until(&mut app, "the game is over", |app| game(app).is_over());
        assert!(game(&app).verdict().is_some(), "{spec}");
    }
}

#[test]
fn every_game_is_played_by_a_person_through_the_logic_alone() {
    // Moves through each input path: digits, the cursor and Enter, and the Take buttons.
    for spec in [GameSpec::TIC_TAC_TOE, GameSpec::CONNECT_FOUR, GameSpec::Bones(7), GameSpec::GOMOKU] {
        let mut app = headless_app();
        start(&mut app, setup(spec, Seat::Human, Seat::Human));
        let mut turns = 0;
        while !game(&app).is_over() && turns < 400 {
            turns += 1;
            let ply = game(&app).ply();
            let mut legal = Vec::new();
            game(&app).position().legal_moves(&mut legal);
            match legal[0] {
                AnyMove::Take(n) => {
                    // Press a Take button, as a click would.
                    app.world_mut().spawn((MoveButton(AnyMove::Take(n)), Interaction::Pressed));
                    app.update();
                }
                AnyMove::Cell(cell) if spec == GameSpec::TIC_TAC_TOE => press_key(&mut app, DIGITS[cell as usize]),
                mv => {
                    let chosen = human_move(&app, mv);
                    app.world_mut().write_message(chosen);
                    app.update();
                }
            }
            assert_eq!(game(&app).ply(), ply + 1, "{spec}: the move was played");
        }
        assert!(game(&app).is_over(), "{spec}");
    }
}

#[test]
fn custom_board_settings_reach_the_engine() {
    // 4×4 with k = 4 is a draw with perfect play: two Perfect computers must draw.
    let mut app = headless_app();
    app.world_mut().resource_mut::<Autoplay>().speed = Speed::Instant;
    let spec = GameSpec::Mnk(GridSize::new(4, 4, 4));
    start(&mut app, setup(spec, Seat::Computer(Level::Perfect), Seat::Computer(Level::Perfect)));
    run_until(&mut app, "the game is over", |app| game(app).is_over());
    assert_eq!(game(&app).outcome(), Some(Outcome::Draw));
    assert_eq!(game(&app).ply(), 16);
}

#[test]
fn bones_takes_from_the_heap_and_the_computer_answers_perfectly() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::Bones(10), Seat::Human, Seat::Computer(Level::Perfect)));
    // Taking 2 leaves 8, a multiple of four: the computer is lost, whatever it does, and takes the slowest way.
    press_key(&mut app, KeyCode::Digit2);
    run_until(&mut app, "the computer has taken", |app| game(app).ply() == 2);
    // A take of more than the rules allow is refused.
    press_key(&mut app, KeyCode::Digit9);
    assert_eq!(game(&app).ply(), 2);
}
