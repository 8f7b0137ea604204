//! Checkers through the pointer, as a person plays it: a double jump by presses, a step refused while a jump is
//! due (for that reason), the crowning, and the board turned to the person who plays White.

use super::*;
use minimax_arcade::app::logic::picking::Picked;
use minimax_arcade::rules::Place;
use minimax_arcade::rules::checkers::{KING, MUST_JUMP};

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
