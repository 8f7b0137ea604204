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

#[test]
fn each_change_a_move_makes_is_played_on_the_board() {
    use minimax_arcade::app::logic::play::MoveApplied;
    use minimax_arcade::app::view::animation::Tweens;
    use minimax_arcade::rules::grid_game::STONE;
    use minimax_arcade::rules::{Change, Piece as ScenePiece};
    use minimax_arcade::session::Played;
    let mut app = clocked_view_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    play_cells(&mut app, &[4, 0, 8]);
    for _ in 0..40 {
        app.update();
    }
    // A move of a game the board does not know yet, as its rules would give it: a stone put down, then in a
    // second group X's centre stone turned over, O's corner stone slid along the top row, and X's last lifted.
    let put = Change::Put { place: 6, piece: ScenePiece::of(Player::One, STONE) };
    let turn = Change::Turn { place: 4, to: Player::Two };
    let slide = Change::Slide { path: vec![0, 1, 2], becomes: None };
    let lift = Change::Lift { place: 8, count: 1 };
    let played = Played {
        mv: AnyMove::Cell(6),
        side: Side::X,
        ply: 3,
        changes: vec![vec![put], vec![turn, slide, lift]],
        by: Chooser::Human,
        outcome: None,
    };
    app.world_mut().write_message(MoveApplied(played));
    app.update();
    let on = |app: &mut App, place: u16| pieces(app).into_iter().find(|p| p.place == place).and_then(|p| p.side);
    assert_eq!((on(&mut app, 6), on(&mut app, 4), on(&mut app, 2)), (Some(Side::X), Some(Side::O), Some(Side::O)));
    assert_eq!((on(&mut app, 0), on(&mut app, 8)), (None, None), "slid away, and lifted");
    let leaving_sides: Vec<(u16, Option<Side>)> = leaving(&mut app).iter().map(|p| (p.place, p.side)).collect();
    assert_eq!(
        leaving_sides,
        [(4, Some(Side::X)), (8, Some(Side::X))],
        "the turned stone's old side and the lifted stone go"
    );
    // Each is moving: the slide along its path, step after step, as its own tweens.
    let mut moving = app.world_mut().query::<(&minimax_arcade::app::view::board::Piece, &Tweens)>();
    let slid = moving.iter(app.world()).find(|(p, _)| p.place == 2).map(|(_, t)| t.0.len());
    assert_eq!(slid, Some(2), "two steps: 0 to 1, then 1 to 2");
    assert!(app.world().resource::<VisualsBusy>().0, "the computer would wait for it");
    for _ in 0..60 {
        app.update();
    }
    let mut still =
        app.world_mut().query_filtered::<(), (With<minimax_arcade::app::view::board::Piece>, With<Tweens>)>();
    assert_eq!(still.iter(app.world()).count(), 0, "every change has played out");
    assert!(leaving(&mut app).is_empty());
    let at = |app: &mut App, place: u16| {
        let mut query = app.world_mut().query::<(&minimax_arcade::app::view::board::Piece, &Transform)>();
        query.iter(app.world()).find(|(p, _)| p.place == place).map(|(_, t)| t.translation.truncate())
    };
    let layout = *app.world().resource::<BoardLayout>();
    assert_eq!(at(&mut app, 2), Some(layout.cell_local(2)), "the slid stone ends on its place");
}

/// A heap game on the one board view: its bones are pieces nobody owns, drawn from the rules' scene; the bones
/// a take would take light up under the cursor (in the error's ink where the rules refuse the take); a take
/// sends its bones flying off towards the side that took them.
#[test]
fn a_heaps_bones_are_pieces_of_the_board_and_a_take_sends_them_flying() {
    use minimax_arcade::app::logic::input::KeyboardCursor;
    use minimax_arcade::app::view::animation::{Tweened, Tweens};
    use minimax_arcade::app::view::board::Body;
    use minimax_arcade::app::view::theme::{Ink, Tint};

    let mut app = clocked_view_app();
    start(&mut app, setup(GameSpec::Bones(10), Seat::Human, Seat::Human));
    app.update();
    let bones = pieces(&mut app);
    assert_eq!(bones.iter().map(|p| p.place).collect::<Vec<_>>(), (0..10).collect::<Vec<_>>());
    assert!(bones.iter().all(|p| p.side.is_none()), "nobody owns a bone");
    // The inks of each bone's body, by place.
    let inks = |app: &mut App| {
        let mut parts = app.world_mut().query::<(&Body, &Tint, &ChildOf)>();
        let owners: Vec<(Entity, u16)> = {
            let mut query = app.world_mut().query_filtered::<(Entity, &Piece), Without<Leaving>>();
            query.iter(app.world()).map(|(e, p)| (e, p.place)).collect()
        };
        let mut lit: Vec<(u16, Ink)> = parts
            .iter(app.world())
            .filter_map(|(_, tint, parent)| {
                owners.iter().find(|(e, _)| *e == parent.parent()).map(|&(_, p)| (p, tint.ink))
            })
            .collect();
        lit.sort_by_key(|&(place, _)| place);
        lit.dedup();
        lit
    };
    let aim = |app: &mut App, bone: u16| {
        *app.world_mut().resource_mut::<KeyboardCursor>() = KeyboardCursor { place: Some(bone), visible: true };
        app.update();
    };
    // The cursor on the eighth bone: a take of three, which lights the last three.
    aim(&mut app, 7);
    let lit = inks(&mut app);
    assert_eq!(lit.len(), 10);
    assert!(lit.iter().all(|&(place, ink)| ink == if place >= 7 { Ink::Win } else { Ink::Bone }), "{lit:?}");
    // On the sixth: five bones, more than the rules allow.
    aim(&mut app, 5);
    let lit = inks(&mut app);
    assert!(lit.iter().all(|&(place, ink)| ink == if place >= 5 { Ink::Error } else { Ink::Bone }), "{lit:?}");
    // X takes two: they leave flying (a place tween, left for X), the rest stay.
    let mv = human_move(&app, AnyMove::Take(2));
    app.world_mut().write_message(mv);
    app.update();
    assert_eq!(pieces(&mut app).len(), 8);
    let mut flying = app.world_mut().query_filtered::<(&Piece, &Tweens), With<Leaving>>();
    let flights: Vec<(u16, f32)> = flying
        .iter(app.world())
        .filter_map(|(p, t)| {
            t.0.iter().find_map(|tween| match tween.what {
                Tweened::Place { from, to } => Some((p.place, to.x - from.x)),
                _ => None,
            })
        })
        .collect();
    let mut places: Vec<u16> = flights.iter().map(|f| f.0).collect();
    places.sort();
    assert_eq!(places, [8, 9]);
    assert!(flights.iter().all(|&(_, dx)| dx < 0.0), "towards X, on the left: {flights:?}");
}

/// A press while a move is still being shown finishes showing it at once and is not taken as a move; the
/// next press plays.
#[test]
fn a_press_during_a_moves_animation_hurries_it_and_plays_nothing() {
    let mut app = clocked_view_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    app.update();
    press_key(&mut app, KeyCode::Digit5);
    assert_eq!(game(&app).history().len(), 1);
    assert!(app.world().resource::<VisualsBusy>().0, "X's cross is still popping in");
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).history().len(), 1, "the press only hurried the cross");
    let mut moving =
        app.world_mut().query_filtered::<(), (With<Piece>, With<minimax_arcade::app::view::animation::Tweens>)>();
    assert_eq!(moving.iter(app.world()).count(), 0, "shown at once");
    assert!(!app.world().resource::<VisualsBusy>().0);
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(4), AnyMove::Cell(0)]);
}

/// Seeds sown hop one by one to their places, which show their new counts once their last seed has landed;
/// a capture gathered after the sowing waits for its last seed.
#[test]
fn sown_seeds_hop_one_by_one_and_a_gathering_waits_for_the_sowing() {
    use minimax_arcade::app::logic::play::MoveApplied;
    use minimax_arcade::app::view::animation::{Tweened, Tweens};
    use minimax_arcade::app::view::board::HOP_SECONDS;
    use minimax_arcade::rules::Change;
    use minimax_arcade::session::Played;
    let mut app = clocked_view_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    play_cells(&mut app, &[4]);
    for _ in 0..40 {
        app.update();
    }
    // The piece on the centre sown round three places (one twice), then the seed on place 8 gathered onto 0.
    let changes =
        vec![vec![Change::Sow { from: 4, into: vec![5, 8, 5] }], vec![Change::Gather { from: 8, to: 0, taken: true }]];
    let played = Played { mv: AnyMove::Cell(0), side: Side::O, ply: 2, changes, by: Chooser::Human, outcome: None };
    app.world_mut().write_message(MoveApplied(played));
    app.update();
    let counts: Vec<(u16, u16)> = pieces(&mut app).iter().map(|p| (p.place, p.count)).collect();
    assert_eq!(counts, [(0, 1), (5, 2)], "two seeds on 5; the one on 8 gathered onto 0");
    // Four seeds in the air: three sown, one after another, then the one gathered once the sowing is done.
    let mut flying = app.world_mut().query::<(&Name, &Tweens)>();
    let mut leaves: Vec<f32> = flying
        .iter(app.world())
        .filter(|(name, _)| name.as_str() == "Seed on its way")
        .map(|(_, tweens)| tweens.0[0].delay)
        .collect();
    leaves.sort_by(f32::total_cmp);
    let hop = HOP_SECONDS;
    assert_eq!(leaves, [0.0, hop, 2.0 * hop, 3.0 * hop]);
    // Each hops: up, then down to its place.
    let hops = flying.iter(app.world()).filter(|(name, _)| name.as_str() == "Seed on its way");
    assert!(hops.into_iter().all(|(_, t)| t.0.len() == 2 && matches!(t.0[1].what, Tweened::Place { .. })));
    assert!(app.world().resource::<VisualsBusy>().0, "the computer would wait for the seeds");
    // The seed that lands on 8 is not there before it lands, though it leaves again for 0 after.
    let mut leaving = app.world_mut().query_filtered::<(&Piece, &Transform), With<Leaving>>();
    // Its size in the plane: a tween never scales a piece's depth (see `Tweened::Scale`).
    let on_8: Vec<Vec2> =
        leaving.iter(app.world()).filter(|(p, _)| p.place == 8).map(|(_, t)| t.scale.truncate()).collect();
    assert_eq!(on_8, [Vec2::ZERO], "unseen until its seed lands");
}
