//! Chess through the pointer, as a person plays it: a promotion waits for the piece chosen, a pinned piece is
//! refused for that reason, and the board turns to the person who plays Black.

use super::*;
use minimax_arcade::app::logic::input::MoveButton;
use minimax_arcade::app::logic::picking::{self, Picked};
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
