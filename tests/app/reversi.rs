//! Reversi in the app: a person never presses a Pass button; their forced pass is said and played for them.

use super::*;
use minimax_arcade::rules::reversi::Disc;

/// Opens, from a set-up position, the match of Black on a1 and White on b1, White (`white`) to move: White has
/// no move and must pass; then Black's c1 takes the board, 3–0 with 61 squares empty. Returns its game.
fn open_one_pass_from_the_end(app: &mut App, white: Seat) -> GameSpec {
    let spec = GameSpec::REVERSI;
    start_from(app, setup(spec, Seat::Human, white), &format!("XO{} O", "-".repeat(62)));
    spec
}

#[test]
fn a_persons_forced_pass_is_played_for_them() {
    let mut app = headless_app();
    open_one_pass_from_the_end(&mut app, Seat::Human);
    assert!(game(&app).history().is_empty(), "the pass waits a moment, so the person sees why");
    // A disc where White cannot play is refused meanwhile, and the pass still comes.
    let refused = human_move(&app, AnyMove::Disc(Disc::At(2)));
    app.world_mut().write_message(refused);
    app.update();
    assert!(!rejections(&mut app).is_empty());
    run_until(&mut app, "White's pass is played", |app| !game(app).history().is_empty());
    assert_eq!(game(&app).history(), &[AnyMove::Disc(Disc::Pass)]);
    assert_eq!(game(&app).position().to_move(), Player::One);
    let c1 = human_move(&app, AnyMove::Disc(Disc::At(2)));
    app.world_mut().write_message(c1);
    app.update();
    assert_eq!(game(&app).position().outcome(), Some(Outcome::Margin(64)), "3 discs to none, 61 empty squares");
}

/// The small dots on the squares the person may play give way to the analysis overlay's values, whose tint
/// marks those squares already (a dot would sit under the words), and come back when it is turned off.
#[test]
fn the_legal_move_dots_give_way_to_the_analysis() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::REVERSI, Seat::Human, Seat::Human));
    app.update();
    let dots = |app: &mut App| {
        app.world_mut().query::<&Name>().iter(app.world()).filter(|n| n.as_str() == "Legal move").count()
    };
    assert_eq!(dots(&mut app), 4, "Black's four first moves");
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    run_until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    app.update();
    assert_eq!(dots(&mut app), 0, "each square shows its value instead");
    press_key(&mut app, KeyCode::KeyA);
    app.update();
    assert_eq!(dots(&mut app), 4);
}

/// Every part of every piece keeps its depth among the piece's parts, in every frame: Bevy orders a 2D item
/// that is not opaque by the depth it has when it is first drawn, so a part that ever shares its rim's depth
/// may stay under it for good (a disc drawn as its rim alone).
fn assert_stacked(app: &mut App, when: &str) {
    let mut pieces = app.world_mut().query_filtered::<&Children, With<Piece>>();
    let mut parts = app.world_mut().query_filtered::<(&Transform, &GlobalTransform), With<Mesh2d>>();
    for children in pieces.iter(app.world()) {
        let depths: Vec<(f32, f32)> = children
            .iter()
            .filter_map(|child| parts.get(app.world(), child).ok())
            .map(|(local, global)| (local.translation.z, global.translation().z))
            .collect();
        for a in &depths {
            for b in depths.iter().filter(|b| a.0 < b.0) {
                assert!(a.1 < b.1, "{when}: a part drawn over another lost its depth: {depths:?}");
            }
        }
    }
}

/// Undo, redo and a new game while discs are still turning and popping in: every disc keeps its face, drawn in
/// its owner's ink, and the board ends showing the position.
#[test]
fn every_disc_keeps_its_face_through_undo_redo_and_restart() {
    use minimax_arcade::app::view::board::Body;
    use minimax_arcade::app::view::theme::Theme;
    let mut app = view_app(None);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    start(&mut app, setup(GameSpec::REVERSI, Seat::Human, Seat::Human));
    let frames = |app: &mut App, n: usize, when: &str| {
        for _ in 0..n {
            app.update();
            assert_stacked(app, when);
        }
    };
    for _ in 0..8 {
        let mut moves = Vec::new();
        game(&app).position().legal_moves(&mut moves);
        let mv = human_move(&app, moves[0]);
        app.world_mut().write_message(mv);
        frames(&mut app, 3, "while the discs turn");
    }
    for action in [MatchAction::Undo, MatchAction::Undo, MatchAction::Redo, MatchAction::Restart, MatchAction::Redo] {
        app.world_mut().write_message(action);
        frames(&mut app, 4, &format!("just after {action:?}"));
    }
    for _ in 0..3 {
        let mut moves = Vec::new();
        game(&app).position().legal_moves(&mut moves);
        let mv = human_move(&app, moves[moves.len() - 1]);
        app.world_mut().write_message(mv);
        frames(&mut app, 2, "while the discs turn again");
    }
    app.world_mut().write_message(MatchAction::Undo);
    frames(&mut app, 90, "settling");
    let theme = *app.world().resource::<Theme>();
    let game_now = app.world().resource::<CurrentMatch>().clone();
    let wanted: Vec<(u16, Side)> = {
        let scene = game_now.position().scene();
        let mut wanted: Vec<(u16, Side)> =
            scene.occupied().map(|(place, piece)| (place, game_now.side_of(piece.owner.unwrap()))).collect();
        wanted.sort_by_key(|&(place, _)| place);
        wanted
    };
    let drawn: Vec<(u16, Side)> = pieces(&mut app).iter().map(|p| (p.place, p.side.unwrap())).collect();
    assert_eq!(drawn, wanted, "the board shows the position");
    let mut discs = app.world_mut().query_filtered::<(&Piece, &Children), Without<Leaving>>();
    let mut bodies = app.world_mut().query::<(&Body, &MeshMaterial2d<ColorMaterial>)>();
    let materials = app.world().resource::<Assets<ColorMaterial>>();
    let mut faces = 0;
    for (piece, children) in discs.iter(app.world()) {
        let side = piece.side.unwrap();
        let ink = game_now.look(Some(side), piece.kind, piece.count).fill;
        for child in children.iter() {
            let Ok((body, material)) = bodies.get(app.world(), child) else { continue };
            assert_eq!(body.0, ink, "the face of the disc on {} is its owner's", piece.place);
            let colour = materials.get(&material.0).expect("its material").color;
            assert_eq!(colour, theme.colour(ink), "the face of the disc on {} is drawn in its ink", piece.place);
            faces += 1;
        }
    }
    assert_eq!(faces, drawn.len(), "one face a disc");
}

/// A press during the computer's turn is told to wait, not judged by the rules as if it were the computer's
/// move (a1 turns nothing over for White), by the pointer's path and the keys' alike; and the words go with
/// the computer's reply.
#[test]
fn a_press_during_the_computers_turn_is_told_to_wait_until_its_reply() {
    use minimax_arcade::app::view::hud::refusal;
    use minimax_arcade::app::words::Words;
    let mut app = view_app(None);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::REVERSI, Seat::Human, Seat::Computer(Level::Hard)));
    let mut moves = Vec::new();
    game(&app).position().legal_moves(&mut moves);
    let mv = human_move(&app, moves[0]);
    app.world_mut().write_message(mv);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 1, "White is thinking");
    rejections(&mut app);
    let a1 = human_move(&app, AnyMove::Disc(Disc::At(0)));
    app.world_mut().write_message(a1);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::NotYourTurn], "a1 is no move for White either");
    press_key(&mut app, KeyCode::Enter);
    assert_eq!(rejections(&mut app), vec![Refusal::NotYourTurn], "nor is the keyboard cursor's square");
    let wait = app.world().resource::<Words>().say(&refusal(Refusal::NotYourTurn));
    assert!(texts(&mut app).contains(&wait), "the status says to wait");
    gate.store(true, Ordering::Relaxed);
    run_until(&mut app, "White's reply", |app| game(app).ply() == 2);
    app.update();
    assert!(!texts(&mut app).contains(&wait), "the reply came: nothing to wait for");
}

/// A match begun from a set-up position is a study: its result is not counted in the record, and the banner
/// says so.
#[test]
fn a_match_from_a_set_up_position_is_not_counted_in_the_record() {
    use minimax_arcade::app::logic::persistence::Records;
    let mut app = headless_app();
    // White to move has none and passes; then Black's c1 takes the board: a win for the person.
    let spec = open_one_pass_from_the_end(&mut app, Seat::Computer(Level::Easy));
    run_until(&mut app, "White's pass", |app| game(app).ply() == 1);
    let c1 = human_move(&app, AnyMove::Disc(Disc::At(2)));
    app.world_mut().write_message(c1);
    app.update();
    app.update();
    assert_eq!(game(&app).winner(), Some(Side::X));
    let record = app.world().resource::<Records>().get(spec, Level::Easy);
    assert_eq!(record.games(), 0, "not counted: {record:?}");
}

/// The headline gives the score a player counts on the board; the line under it the margin Othello counts,
/// the empty squares given to the winner.
#[test]
fn the_headline_gives_the_count_on_the_board_and_the_line_under_it_the_empty_squares() {
    use minimax_arcade::app::words::{Said, Words};
    let mut app = view_app(None);
    open_one_pass_from_the_end(&mut app, Seat::Computer(Level::Easy));
    run_until(&mut app, "White's pass", |app| game(app).ply() == 1);
    run_until(&mut app, "the pass shown", |app| !app.world().resource::<VisualsBusy>().0);
    let c1 = human_move(&app, AnyMove::Disc(Disc::At(2)));
    app.world_mut().write_message(c1);
    run_until(&mut app, "the banner", |app| game(app).is_over());
    app.update();
    let words = app.world().resource::<Words>();
    let headline = words.say(&Said::new("hud-you-win-score").number("won", 3).number("lost", 0));
    let empties = words.say(&Said::new("banner-reversi-empties").number("all", 64).number("lost", 0));
    let shown = texts(&mut app);
    assert!(shown.contains(&headline), "{headline:?} in {shown:?}");
    assert!(shown.iter().any(|t| t.starts_with(&empties)), "{empties:?} under it, in {shown:?}");
}
