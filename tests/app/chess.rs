//! Chess through the pointer, as a person plays it: a promotion waits for the piece chosen, a pinned piece is
//! refused for that reason, and the board turns to the person who plays Black. And the draws the Laws make
//! claims: the person claims with the Draw button, the computer when it finds itself no better off. The last
//! move shows as its two squares shaded.

use super::*;
use minimax_arcade::app::logic::draws::{Claim, DrawOffer};
use minimax_arcade::app::logic::input::MoveButton;
use minimax_arcade::app::logic::picking::{self, Picked};
use minimax_arcade::rules::DrawReason;
use minimax_arcade::rules::Place;
use minimax_arcade::rules::chess::PINNED;

/// Clicks the square named `name` (`e7`) where the board draws it.
fn click_square(app: &mut App, name: &str) {
    let square = minimax_arcade::rules::chess::square_named(name).unwrap();
    let spot = app.world().resource::<CurrentMatch>().descriptor().spot(Place::from(square));
    let layout = *app.world().resource::<BoardLayout>();
    click_at(app, layout.centre + spot * layout.cell);
}

#[test]
fn a_promotion_waits_for_the_piece_chosen() {
    let mut app = pointer_app();
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human), "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    app.update();
    click_square(&mut app, "e7");
    click_square(&mut app, "e8");
    let picked = app.world().resource::<Picked>().0.clone();
    assert_eq!(picked, [52, 60], "the pawn and its square, and no move yet");
    assert!(game(&app).history().is_empty());
    let choices = picking::choices(&picked, &picking::routes(game(&app).position()));
    let texts: Vec<String> = choices.iter().map(|&mv| app.world().resource::<CurrentMatch>().move_text(mv)).collect();
    assert_eq!(texts, ["e7-e8=Q", "e7-e8=R", "e7-e8=B", "e7-e8=N"]);
    // The knight's button, as the choice shows it, pressed.
    app.world_mut().spawn((Button, Interaction::Pressed, MoveButton(choices[3])));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<CurrentMatch>().move_texts(), ["e8=N"]);
    assert!(game(&app).is_over(), "a king and a knight against a king: a dead position");
}

#[test]
fn a_pinned_piece_is_refused_for_that_reason() {
    let mut app = pointer_app();
    // White's knight on d2 stands between its king and Black's bishop on b4.
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human), "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
    app.update();
    click_square(&mut app, "d2");
    assert_eq!(rejections(&mut app), [Refusal::Illegal(PINNED)]);
    assert!(game(&app).history().is_empty());
}

#[test]
fn a_person_who_plays_black_sees_the_board_from_blacks_side() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::CHESS, Seat::Computer(Level::Easy), Seat::Human));
    let descriptor = app.world().resource::<CurrentMatch>().descriptor();
    assert!(descriptor.spot(63).y < 0.0 && descriptor.spot(63).x < 0.0, "h8 in the bottom left corner");
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Computer(Level::Easy)));
    assert!(app.world().resource::<CurrentMatch>().descriptor().spot(0).y < 0.0, "a1 at the bottom");
}

fn claimed(app: &App) -> Option<Claim> {
    app.world().resource::<DrawOffer>().claimed
}

#[test]
fn a_person_claims_the_draw_of_a_third_occurrence_with_the_draw_button() {
    let mut app = hearing_app();
    start(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human));
    let moves = GameSpec::CHESS.parse_moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8").unwrap();
    for &mv in &moves {
        let chosen = human_move(&app, mv);
        app.world_mut().write_message(chosen);
        app.update();
    }
    // The start stands for the third time: White is told it may claim (and not before), and the button claims.
    assert_eq!(heard(&app), ["notice-may-claim-repetition"]);
    assert!(DrawOffer::to_claim(app.world().resource::<CurrentMatch>()));
    app.world_mut().write_message(MatchAction::Draw);
    app.update();
    assert_eq!(game(&app).outcome(), Some(Outcome::DrawBy(DrawReason::Repetition)));
    assert_eq!(claimed(&app), Some(Claim { by: game(&app).first(), answer: None }), "White's, for the banner");
    // Undo takes the claim back alone.
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    assert_eq!((game(&app).outcome(), game(&app).history().len(), claimed(&app)), (None, moves.len(), None));
}

#[test]
fn the_computer_claims_fifty_moves_when_it_stands_worse_and_plays_on_when_it_stands_better() {
    // Fifty moves each have passed without a pawn moved or a capture; Black has a king against king and rook.
    let fifty = |to_move: char| format!("4k3/8/8/8/8/8/8/R3K3 {to_move} - - 100 90");
    let mut app = hearing_app();
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Computer(Level::Easy)), &fifty('b'));
    run_until(&mut app, "the computer claims", |app| game(app).is_over());
    assert_eq!(game(&app).outcome(), Some(Outcome::DrawBy(DrawReason::NoProgress)));
    assert!(game(&app).history().is_empty(), "a claim, not a move");
    assert_eq!(heard(&app), ["notice-draw-claimed"]);
    assert!(claimed(&app).is_some_and(|claim| claim.answer.is_some()), "with its reason, for the banner");
    // With the rook its own, it plays on.
    let mut app = hearing_app();
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Computer(Level::Easy), Seat::Human), &fifty('w'));
    run_until(&mut app, "the computer moves", |app| !game(app).history().is_empty());
    assert_eq!((game(&app).outcome(), claimed(&app)), (None, None));
}

#[test]
fn the_last_moves_two_squares_are_shaded() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human));
    run_until(&mut app, "the pieces are set out", |app| !app.world().resource::<VisualsBusy>().0);
    let e4 = GameSpec::CHESS.parse_moves("e4").unwrap()[0];
    let chosen = human_move(&app, e4);
    app.world_mut().write_message(chosen);
    run_until(&mut app, "the pawn has moved", |app| !app.world().resource::<VisualsBusy>().0);
    app.update();
    let shaded = marked(&mut app, "Last move");
    let descriptor = app.world().resource::<CurrentMatch>().descriptor();
    let square = |name: &str| descriptor.spot(Place::from(minimax_arcade::rules::chess::square_named(name).unwrap()));
    assert_eq!(shaded, [square("e2"), square("e4")], "where the pawn came from, and where it went");
}

#[test]
fn the_move_list_names_the_opening_and_the_one_of_the_position_reviewed() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human));
    app.update();
    assert!(!texts(&mut app).iter().any(|text| text.contains("Ruy")));
    for mv in GameSpec::CHESS.parse_moves("e4 e5 Nf3 Nc6 Bb5 a6").unwrap() {
        let chosen = human_move(&app, mv);
        app.world_mut().write_message(chosen);
        app.update();
    }
    app.update();
    assert!(texts(&mut app).iter().any(|text| text == "C70 Ruy Lopez: Morphy Defense"));
    // Looking back at the position after 3. Bb5: its own name.
    app.world_mut().write_message(MatchAction::ReviewAt(5));
    app.update();
    app.update();
    assert!(texts(&mut app).iter().any(|text| text == "C60 Ruy Lopez"));
    assert!(!texts(&mut app).iter().any(|text| text.contains("Morphy")));
}

#[test]
fn a_picked_pieces_captures_are_ringed_and_its_quiet_moves_dotted() {
    use minimax_arcade::app::view::board::assets::BoardAssets;
    let mut app = view_app(None);
    let start = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human), start);
    run_until(&mut app, "the pieces are set out", |app| !app.world().resource::<VisualsBusy>().0);
    let e4 = minimax_arcade::rules::chess::square_named("e4").unwrap();
    app.world_mut().resource_mut::<Picked>().0 = vec![Place::from(e4)];
    app.update();
    let (ring, dot) = {
        let assets = app.world().resource::<BoardAssets>();
        (assets.target.clone(), assets.disc.clone())
    };
    let mut marks = app.world_mut().query::<(&Name, &Mesh2d, &Transform)>();
    let descriptor = app.world().resource::<CurrentMatch>().descriptor();
    let square = |name: &str| descriptor.spot(Place::from(minimax_arcade::rules::chess::square_named(name).unwrap()));
    let landings: Vec<(bool, Vec2)> = marks
        .iter(app.world())
        .filter(|(name, mesh, _)| name.as_str() == "Pick" && (mesh.0 == ring || mesh.0 == dot))
        .filter(|(_, _, transform)| transform.translation.truncate() != square("e4"))
        .map(|(_, mesh, transform)| (mesh.0 == ring, transform.translation.truncate()))
        .collect();
    assert_eq!(landings.len(), 2, "{landings:?}");
    assert!(landings.contains(&(true, square("d5"))), "the pawn it takes, ringed");
    assert!(landings.contains(&(false, square("e5"))), "the square ahead, dotted");
}

/// Presses the mouse on the square named `from`, moves it to `to` and lets go there.
fn drag_square(app: &mut App, from: &str, to: &str) {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    let window = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>().single(app.world()).unwrap();
    let size = app.world().get::<Window>(window).unwrap().size();
    let cursor_at = |app: &mut App, name: &str| {
        let square = minimax_arcade::rules::chess::square_named(name).unwrap();
        let spot = app.world().resource::<CurrentMatch>().descriptor().spot(Place::from(square));
        let layout = *app.world().resource::<BoardLayout>();
        let world = layout.centre + spot * layout.cell;
        let cursor = Vec2::new(size.x / 2.0 + world.x, size.y / 2.0 - world.y);
        app.world_mut().get_mut::<Window>(window).unwrap().set_cursor_position(Some(cursor));
    };
    cursor_at(app, from);
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Pressed, window });
    app.update();
    cursor_at(app, to);
    app.update();
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Released, window });
    app.update();
}

#[test]
fn a_piece_dragged_to_its_square_plays_and_one_dropped_where_it_cannot_go_is_refused() {
    use minimax_arcade::app::logic::input::Drag;
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human));
    app.update();
    drag_square(&mut app, "g1", "f3");
    assert_eq!(app.world().resource::<CurrentMatch>().move_texts(), ["Nf3"]);
    assert_eq!(*app.world().resource::<Drag>(), Drag::default(), "the drag is over");
    // Black's knight dropped where it cannot go: refused, and still picked for a press where it can.
    drag_square(&mut app, "g8", "g6");
    assert_eq!(rejections(&mut app).len(), 1);
    assert_eq!(game(&app).history().len(), 1);
    click_square(&mut app, "f6");
    assert_eq!(app.world().resource::<CurrentMatch>().move_texts(), ["Nf3", "Nf6"]);
    // A press and a let-go on the same square is a pick, as a click is; on the piece picked, it drops it.
    click_square(&mut app, "e2");
    assert_eq!(app.world().resource::<Picked>().0, [12]);
    click_square(&mut app, "e2");
    assert!(app.world().resource::<Picked>().0.is_empty());
    // A piece picked by a click may then be dragged.
    click_square(&mut app, "e2");
    drag_square(&mut app, "e2", "e4");
    assert_eq!(app.world().resource::<CurrentMatch>().move_texts(), ["Nf3", "Nf6", "e4"]);
}

#[test]
fn each_side_is_told_once_that_it_may_claim_fifty_moves() {
    let mut app = hearing_app();
    start_from(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human), "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    for san in ["Ra2", "Kd7", "Ra3", "Ke7"] {
        let (moves, read) = GameSpec::CHESS.parse_moves_prefix_from(game(&app).position(), san);
        read.unwrap();
        let mv = moves[0];
        let chosen = human_move(&app, mv);
        app.world_mut().write_message(chosen);
        app.update();
    }
    assert_eq!(heard(&app), ["notice-may-claim-no-progress", "notice-may-claim-no-progress"], "Black's, then White's");
}

#[test]
fn a_move_of_the_position_is_named_in_san() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::CHESS, Seat::Human, Seat::Human));
    let nf3 = GameSpec::CHESS.parse_moves("Nf3").unwrap()[0];
    let game = app.world().resource::<CurrentMatch>();
    assert_eq!(game.move_name_here(nf3), minimax_arcade::app::words::Said::new("move-square").text("square", "Nf3"));
    // A game whose notation does not read the position names it as ever.
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    let game = app.world().resource::<CurrentMatch>();
    assert_eq!(game.move_name_here(AnyMove::Cell(4)), game.move_name(AnyMove::Cell(4)));
}
