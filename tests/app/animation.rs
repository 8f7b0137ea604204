//! Animation: the rules never wait for it; the computer waits for stones still arriving.

use super::*;

/// A view app whose clock moves exactly 16 ms a frame.
fn clocked_view_app() -> App {
    let mut app = view_app(None);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    app
}

fn tweening(app: &mut App) -> usize {
    use minimax_arcade::app::view::animation::Tweens;
    app.world_mut().query::<&Tweens>().iter(app.world()).count()
}

#[test]
fn a_move_played_while_a_stone_is_still_falling_is_not_lost() {
    let mut app = clocked_view_app();
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Human));
    for col in [3, 3] {
        let mv = human_move(&app, AnyMove::Column(col));
        app.world_mut().write_message(mv);
        app.update();
    }
    assert_eq!(game(&app).ply(), 2, "the second move was played while the first disc fell");
    assert!(tweening(&mut app) > 0, "the discs are still moving");
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
}

#[test]
fn the_computer_waits_until_the_stone_it_answers_has_landed() {
    let mut app = clocked_view_app();
    // The computer answers at once (its first legal move), with no least think time: only the fall holds it.
    let gate = Arc::new(AtomicBool::new(true));
    app.insert_resource(gated_backend(gate));
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Computer(Level::Hard)));
    let mv = human_move(&app, AnyMove::Column(3));
    app.world_mut().write_message(mv);
    app.update();
    let (mut frames, mut busy_frames) = (0, 0);
    while game(&app).ply() == 1 {
        busy_frames += usize::from(app.world().resource::<VisualsBusy>().0);
        app.update();
        frames += 1;
        assert!(frames < 200, "the computer never moved");
    }
    // A fall takes 0.42 s: about 26 frames of 16 ms, all of them busy; the reply comes right after.
    assert!(busy_frames >= 20, "the disc was falling for {busy_frames} frames");
    assert!(frames <= busy_frames + 2, "the computer moved as soon as it landed: {frames} frames");
}

#[test]
fn reduced_motion_finishes_every_effect_in_one_frame() {
    let mut app = clocked_view_app();
    app.world_mut().resource_mut::<Prefs>().reduced_motion = true;
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    for cell in [0, 3, 1, 4, 2] {
        let mv = human_move(&app, AnyMove::Cell(cell));
        app.world_mut().write_message(mv);
        app.update();
        assert_eq!(tweening(&mut app), 0, "after cell {cell}: nothing is left moving");
    }
    assert!(game(&app).is_over());
    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    app.update();
    assert_eq!(tweening(&mut app), 0);
    assert!(pieces(&mut app).is_empty() && leaving(&mut app).is_empty(), "the board is cleared at once");
}
