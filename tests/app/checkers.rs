//! Checkers through the pointer, as a person plays it: a double jump by presses, a step refused while a jump is
//! due (for that reason), the crowning, the jump's path left shaded, the board turned to the person who plays
//! White, a draw by repetition, and draw offers: the computer's answers and its own offer, and an offer between
//! people.

use super::*;
use minimax_arcade::app::logic::draws::DrawOffer;
use minimax_arcade::app::logic::picking::Picked;
use minimax_arcade::rules::checkers::{KING, MUST_JUMP};
use minimax_arcade::rules::{DrawReason, Place};

/// Clicks the square numbered `square` (1 to 32) where the board draws it.
fn click_square(app: &mut App, square: Place) {
    let spot = app.world().resource::<CurrentMatch>().descriptor().spot(square - 1);
    let layout = *app.world().resource::<BoardLayout>();
    click_at(app, layout.centre + spot * layout.cell);
}

#[test]
fn a_double_jump_is_pressed_square_by_square_and_a_step_is_refused_while_a_jump_is_due() {
    let mut app = pointer_app();
    // Black's man on 14 must jump 18 to 23, then 26 or 27, landing on 30 or 32, where it is crowned; its man
    // on 5 could step.
    start_from(&mut app, setup(GameSpec::CHECKERS, Seat::Human, Seat::Human), "B:W18,26,27:B14,5");
    app.update();
    click_square(&mut app, 5);
    assert_eq!(rejections(&mut app), [Refusal::Illegal(MUST_JUMP)], "a capture is compulsory");
    // 14, then 23 on the way: the choice narrows to the two jumps, and nothing is played yet; then 30.
    click_square(&mut app, 14);
    click_square(&mut app, 23);
    assert_eq!(app.world().resource::<Picked>().0, [13, 22]);
    assert!(game(&app).history().is_empty());
    click_square(&mut app, 30);
    let position = game(&app).position();
    assert_eq!(game(&app).history().len(), 1);
    let played = game(&app).history()[0];
    assert_eq!(app.world().resource::<CurrentMatch>().move_text(played), "14x23x30");
    let crowned = position.scene().at(29).expect("a piece on 30");
    assert_eq!(crowned.kind, KING, "crowned on the far row");
    assert_eq!(position.setup_text().as_deref(), Some("W:W27:B5,K30"));
}

#[test]
fn the_last_moves_path_stays_shaded_at_each_landing() {
    let mut app = view_app(None);
    let start = "B:W18,26,27:B14,5";
    start_from(&mut app, setup(GameSpec::CHECKERS, Seat::Human, Seat::Human), start);
    run_until(&mut app, "the pieces are set out", |app| !app.world().resource::<VisualsBusy>().0);
    let position = GameSpec::CHECKERS.read_setup(start).unwrap();
    let (jump, read) = GameSpec::CHECKERS.parse_moves_prefix_from(&position, "14x23x30");
    assert_eq!(read, Ok(()));
    let chosen = human_move(&app, jump[0]);
    app.world_mut().write_message(chosen);
    run_until(&mut app, "the man has jumped", |app| !app.world().resource::<VisualsBusy>().0);
    app.update();
    let shaded = marked(&mut app, "Last move");
    let spot = |square: Place| app.world().resource::<CurrentMatch>().descriptor().spot(square - 1);
    for square in [14, 23, 30] {
        assert!(shaded.contains(&spot(square)), "{square} shaded: {shaded:?}");
    }
    assert_eq!(shaded.len(), 3 + 1, "the three squares, and the dot in the corner of the last");
}

#[test]
fn a_person_who_plays_white_sees_the_board_from_whites_side() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::CHECKERS, Seat::Computer(Level::Easy), Seat::Human));
    let descriptor = app.world().resource::<CurrentMatch>().descriptor();
    // White's men (21–32) at the bottom, 29 in the bottom left corner.
    assert!(descriptor.spot(28).y < 0.0 && descriptor.spot(28).x < 0.0);
    assert!(descriptor.spot(0).y > 0.0, "Black's 1 at the top");
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::CHECKERS, Seat::Human, Seat::Human));
    assert!(app.world().resource::<CurrentMatch>().descriptor().spot(0).y < 0.0, "Black's 1 at the bottom");
}

fn offer(app: &App) -> DrawOffer {
    *app.world().resource::<DrawOffer>()
}

fn draw_button(app: &mut App) {
    app.world_mut().write_message(MatchAction::Draw);
    app.update();
}

#[test]
fn the_computer_declines_a_draw_it_stands_better_in_and_takes_one_it_does_not() {
    // White, the computer, three men up: it declines, says why, and the game goes on with the offer answered.
    let mut app = hearing_app();
    let versus = setup(GameSpec::CHECKERS, Seat::Human, Seat::Computer(Level::Easy));
    start_from(&mut app, versus, "B:W21,22,23,24,25:B1,2");
    draw_button(&mut app);
    assert_eq!(heard(&app), ["notice-draw-weighing"]);
    assert_eq!(searches(&mut app), [Purpose::DrawOffer]);
    run_until(&mut app, "the computer answers", |app| heard(app).len() > 1);
    assert_eq!(heard(&app)[1], "notice-draw-declined");
    assert!(!game(&app).is_over());
    assert_eq!(offer(&app).by, None);
    // Three men down, it takes the draw: the match ends in one, which undo takes back.
    let mut app = hearing_app();
    start_from(&mut app, versus, "B:W32,31:B1,2,3,4,5");
    draw_button(&mut app);
    run_until(&mut app, "the computer answers", |app| heard(app).len() > 1);
    assert_eq!(heard(&app)[1], "notice-draw-accepted");
    assert_eq!(game(&app).outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
    assert!(offer(&app).accepted.is_some(), "kept for the banner to say why");
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    assert_eq!(offer(&app).accepted, None);
    assert_eq!((game(&app).outcome(), game(&app).history().len()), (None, 0));
    assert!(offer(&app).can_press(app.world().resource::<CurrentMatch>()), "and it may be offered again");
}

#[test]
fn between_people_an_offer_stands_until_the_other_side_accepts_it_or_moves() {
    let mut app = hearing_app();
    start(&mut app, setup(GameSpec::CHECKERS, Seat::Human, Seat::Human));
    let play = |app: &mut App, text: &str| {
        let (moves, read) = GameSpec::CHECKERS.parse_moves_prefix_from(game(app).position(), text);
        read.unwrap();
        let mv = moves[0];
        let chosen = human_move(app, mv);
        app.world_mut().write_message(chosen);
        app.update();
    };
    // Black offers, then makes its move: the offer stands; White declines it by moving.
    draw_button(&mut app);
    assert_eq!((offer(&app).by, heard(&app)), (Some(Side::X), &["notice-draw-offered"][..]));
    play(&mut app, "11-15");
    assert_eq!(offer(&app).by, Some(Side::X));
    // Looking back over the game and returning changes nothing of it.
    for action in [MatchAction::ReviewAt(0), MatchAction::Live] {
        app.world_mut().write_message(action);
        app.update();
    }
    assert_eq!(offer(&app).by, Some(Side::X));
    play(&mut app, "23-19");
    assert_eq!(offer(&app).by, None);
    // Black offers again; the same button on Black's turn does not take its own offer; Black moves, and
    // White accepts with the button.
    draw_button(&mut app);
    assert!(!offer(&app).to_accept(app.world().resource::<CurrentMatch>()));
    draw_button(&mut app);
    assert_eq!((game(&app).outcome(), offer(&app).by), (None, Some(Side::X)));
    play(&mut app, "8-11");
    assert!(offer(&app).to_accept(app.world().resource::<CurrentMatch>()));
    draw_button(&mut app);
    assert_eq!(game(&app).outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
    // Over, the game takes no move and no offer.
    assert!(!offer(&app).can_press(app.world().resource::<CurrentMatch>()));
    play(&mut app, "22-18");
    assert_eq!(game(&app).history().len(), 3);
    // Tic-Tac-Toe has no draw offers: the button does nothing there.
    let mut app = hearing_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    draw_button(&mut app);
    assert_eq!((offer(&app).by, heard(&app)), (None, &[][..]));
}

#[test]
fn the_computer_offers_a_draw_once_a_game_where_its_search_proved_one() {
    // A stand-in engine that proves every position a draw, playing the first legal move.
    let proven_draw = AiBackend(Arc::new(|request| {
        Box::pin(async move {
            let mut moves = Vec::new();
            request.position.legal_moves(&mut moves);
            let mut result = SearchResult::unsearched(moves.first().copied());
            result.exact = true;
            result
        })
    }));
    let person_moves = |app: &mut App, plies: usize| {
        let mut moves = Vec::new();
        game(app).position().legal_moves(&mut moves);
        let mv = moves[0];
        let chosen = human_move(app, mv);
        app.world_mut().write_message(chosen);
        run_until(app, "the computer answers the move", |app| game(app).history().len() == plies);
        app.update();
    };
    let versus = setup(GameSpec::CHECKERS, Seat::Human, Seat::Computer(Level::Easy));
    let mut app = hearing_app();
    app.insert_resource(proven_draw.clone());
    start(&mut app, versus);
    person_moves(&mut app, 2);
    assert_eq!(offer(&app).by, Some(Side::O));
    assert!(heard(&app).contains(&"notice-computer-offers-draw"));
    // The person plays on: declined, and not offered again this game.
    person_moves(&mut app, 4);
    assert_eq!(offer(&app).by, None);
    // Another game: the person takes it.
    let mut app = hearing_app();
    app.insert_resource(proven_draw);
    start(&mut app, versus);
    person_moves(&mut app, 2);
    draw_button(&mut app);
    assert_eq!(game(&app).outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
}

#[test]
fn kings_going_to_and_fro_draw_the_game_the_third_time_the_position_comes() {
    let mut app = hearing_app();
    start_from(&mut app, setup(GameSpec::CHECKERS, Seat::Human, Seat::Human), "B:WK32:BK1");
    let line = ["1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1", "27-32"];
    for (i, text) in line.into_iter().enumerate() {
        assert_eq!(game(&app).outcome(), None, "before move {}", i + 1);
        let (moves, read) = GameSpec::CHECKERS.parse_moves_prefix_from(game(&app).position(), text);
        read.unwrap();
        let chosen = human_move(&app, moves[0]);
        app.world_mut().write_message(chosen);
        app.update();
    }
    // The start's position, Black to move, for the third time.
    assert_eq!(game(&app).history().len(), 8);
    assert_eq!(game(&app).outcome(), Some(Outcome::DrawBy(DrawReason::Repetition)));
    // Undo takes the last move back, and the game goes on.
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    assert_eq!((game(&app).outcome(), game(&app).history().len()), (None, 7));
}

/// A PDN game pasted starts the match it records, an agreed draw and all (undo takes the agreement back); the
/// move list offers "Copy game" where the game has records, and not elsewhere.
#[test]
fn a_pasted_pdn_game_is_the_match_and_the_move_list_copies_games() {
    use minimax_arcade::app::logic::play::Pasted;
    let mut app = hearing_app();
    start(&mut app, setup(GameSpec::CHECKERS, Seat::Human, Seat::Human));
    let record = "[Event \"Club\"]\n[Black \"A\"]\n[White \"B\"]\n\n1. 11-15 {the Old Fourteenth?} 23-19 \
                  2. 8-11 22-17 1/2-1/2\n";
    app.world_mut().write_message(Pasted(record.into()));
    run_until(&mut app, "the pasted game", |app| game(app).history().len() == 4);
    assert!(game(&app).is_over(), "the draw the record ends in, agreed");
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    assert_eq!((game(&app).is_over(), game(&app).history().len()), (false, 4), "the agreement taken back");
    app.world_mut().write_message(Pasted("[Event \"x\"]\n1. 21-17 *".into()));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(game(&app).history().len(), 4, "refused: nothing changed");
    assert!(heard(&app).contains(&"notice-paste-refused"), "{:?}", heard(&app));
    for (spec, buttons) in [(GameSpec::CHECKERS, 1), (GameSpec::CONNECT_FOUR, 0)] {
        let mut app = view_app(None);
        start(&mut app, setup(spec, Seat::Human, Seat::Human));
        app.update();
        let copies = app.world_mut().query::<&Name>().iter(app.world()).filter(|n| n.as_str() == "Copy game").count();
        assert_eq!(copies, buttons, "{spec}");
    }
}
