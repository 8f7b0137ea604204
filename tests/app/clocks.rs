//! Playing on a clock: the side to move's clock runs on the frames' time and stops while the match is paused;
//! a flag that falls ends the match; the computer plans its time on its clock; the menu offers the time
//! controls where the game is played on a clock, and the move list shows the two clocks.

use std::sync::Mutex;

use super::*;
use minimax_arcade::session::{Ending, TimeControl};

fn on_clock(x: Seat, o: Seat, clock: &str) -> MatchSetup {
    MatchSetup { clock: Some(clock.parse().unwrap()), ..setup(GameSpec::CHESS, x, o) }
}

fn left(app: &App, side: Side) -> Duration {
    game(app).time_left(side).expect("a match on a clock")
}

fn play_san(app: &mut App, san: &str) {
    let (moves, read) = GameSpec::CHESS.parse_moves_prefix_from(game(app).position(), san);
    read.unwrap();
    let mv = human_move(app, moves[0]);
    app.world_mut().write_message(mv);
    app.update();
}

#[test]
fn the_clock_runs_for_the_side_to_move_stops_while_paused_and_its_flag_ends_the_match() {
    let mut app = hearing_app();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(200)));
    start(&mut app, on_clock(Seat::Human, Seat::Human, "1+2"));
    for _ in 0..10 {
        app.update();
    }
    let white = left(&app, Side::X);
    assert!(white <= Duration::from_millis(58_000) && white >= Duration::from_millis(57_600), "{white:?}");
    // A frame the window stalled for counts a quarter of a second at most.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_secs(30)));
    app.update();
    assert_eq!(left(&app, Side::X), white - Duration::from_millis(250));
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(200)));
    let white = left(&app, Side::X);
    assert_eq!(left(&app, Side::O), Duration::from_secs(60), "Black's clock stands");
    play_san(&mut app, "e4");
    assert!(left(&app, Side::X) > white, "the increment");
    // Paused, the clocks stand.
    app.world_mut().write_message(MatchAction::Pause);
    app.update();
    let black = left(&app, Side::O);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(left(&app, Side::O), black);
    app.world_mut().write_message(MatchAction::Pause);
    app.update();
    // A person reviewing the game's past on their turn thinks on their own time.
    app.world_mut().write_message(MatchAction::ReviewAt(0));
    app.update();
    let black = left(&app, Side::O);
    app.update();
    assert!(left(&app, Side::O) < black, "the clock runs under review on a person's turn");
    app.world_mut().write_message(MatchAction::Live);
    app.update();
    run_until(&mut app, "Black's time is out", |app| game(app).is_over());
    assert_eq!(game(&app).ending(), Some(Ending::TimeOut(Side::O)));
    assert_eq!(game(&app).winner(), Some(Side::X));
    assert_eq!(left(&app, Side::O), Duration::ZERO);
    let short = heard(&app).iter().filter(|id| **id == "notice-time-short").count();
    assert_eq!(short, 1, "Black was told once that its time ran short");
    // Undo takes the end back, with Black's turn's time.
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    assert!(!game(&app).is_over());
    assert!(left(&app, Side::O) > Duration::from_secs(59), "{:?}", left(&app, Side::O));
}

/// Puts in the engine's place one that plays the first legal move at once, and keeps the time each of its
/// searches is given.
fn recording_backend(app: &mut App) -> Arc<Mutex<Vec<Option<Duration>>>> {
    let given: Arc<Mutex<Vec<Option<Duration>>>> = Arc::default();
    let seen = given.clone();
    app.insert_resource(AiBackend(Arc::new(move |request| {
        seen.lock().unwrap().push(request.time);
        Box::pin(async move {
            let mut moves = Vec::new();
            request.position.legal_moves(&mut moves);
            SearchResult::unsearched(moves.first().copied())
        })
    })));
    given
}

#[test]
fn the_computer_thinks_within_a_share_of_its_time() {
    let mut app = headless_app();
    let given = recording_backend(&mut app);
    // The computer answers at once, then waits out a second's pacing: that second is not on its clock.
    app.insert_resource(AiPacing(Duration::from_secs(1)));
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)));
    // A quarter of a minute: a thirtieth of it is half a second, less than Hard's second a move.
    start(&mut app, on_clock(Seat::Human, Seat::Computer(Level::Hard), "0.25+0"));
    play_san(&mut app, "e4");
    run_until(&mut app, "the computer's reply", |app| game(app).awaits_human());
    let computer = left(&app, Side::O);
    assert!(computer >= Duration::from_millis(14_700), "{computer:?}");
    let given = given.lock().unwrap().clone();
    assert_eq!(given.len(), 1);
    let time = given[0].expect("a time");
    assert!(time <= Duration::from_millis(500) && time >= Duration::from_millis(400), "{time:?}");
    // Without a clock, the level's own time.
    let mut free = headless_app();
    let given = recording_backend(&mut free);
    start(&mut free, setup(GameSpec::CHESS, Seat::Computer(Level::Hard), Seat::Human));
    run_until(&mut free, "the computer's search", |_| !given.lock().unwrap().is_empty());
    let time = given.lock().unwrap()[0].expect("a time");
    assert!(time > Duration::from_millis(500), "{time:?}");
}

#[test]
fn the_menu_offers_time_controls_where_the_game_has_a_clock_and_the_move_list_shows_the_clocks() {
    let mut app = view_app(None);
    run_until_shown(&mut app, &MenuAction::Start);
    app.insert_resource(Setup(setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human)));
    app.update();
    assert!(!shows(&mut app, &MenuAction::Clock(None)), "no clock at Tic-Tac-Toe");
    app.insert_resource(Setup(setup(GameSpec::CHESS, Seat::Human, Seat::Computer(Level::Easy))));
    app.update();
    press(&mut app, MenuAction::Clock(Some(TimeControl::new(5, 3))));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Setup>().clock, Some(TimeControl::new(5, 3)));
    // A control of one's own, from there, with its steppers.
    press(&mut app, MenuAction::CustomClock);
    app.update();
    app.update();
    for _ in 0..2 {
        press(&mut app, MenuAction::ClockStep(1, 0));
        app.update();
        app.update();
    }
    assert_eq!(app.world().resource::<Setup>().clock, Some(TimeControl::new(7, 3)));
    press_key(&mut app, KeyCode::Enter);
    app.update();
    app.update();
    // Black's clock stands at seven minutes; White's has begun to run.
    let shown = texts(&mut app);
    let clocks: Vec<&String> = shown.iter().filter(|text| *text == "7:00" || *text == "6:59").collect();
    assert_eq!(clocks.len(), 2, "{shown:?}");
    assert!(clocks.contains(&&"7:00".to_string()), "{shown:?}");
}
