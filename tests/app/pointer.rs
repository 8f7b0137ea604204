//! Clicks through the camera: a point of the window becomes the cell or the bone under it.

use super::*;

#[test]
fn a_click_through_the_camera_plays_the_cell_under_the_cursor() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    app.update();

    // Aim at the centre of the top-right cell.
    let world = cell_in_world(&app, 2);
    click_at(&mut app, world);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(2)]);
    assert_eq!(stone(&app, 2), Some(Side::X));

    // A click beside the board is refused with a cue, and plays nothing.
    let size = app.world_mut().query::<&Window>().single(app.world()).unwrap().size();
    click_at(&mut app, Vec2::new(5.0 - size.x / 2.0, 0.0));
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::OffBoard)]);
    assert_eq!(game(&app).ply(), 1);
}

#[test]
fn a_click_on_a_bone_takes_it_and_every_bone_after_it() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::Bones(12), Seat::Human, Seat::Human));
    app.update();
    // Bones 0 to 11: clicking bone 9 takes 9, 10 and 11.
    let world = cell_in_world(&app, 9);
    click_at(&mut app, world);
    assert_eq!(game(&app).history(), &[AnyMove::Take(3)]);
    // Bone 2 of the nine left would take seven: refused by the rules, with a cue.
    let world = cell_in_world(&app, 2);
    click_at(&mut app, world);
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(minimax_arcade::rules::bones::BAD_TAKE)]);
    // A click beside the heap is nothing: no move, no cue.
    click_at(&mut app, Vec2::new(0.0, -300.0));
    assert!(rejections(&mut app).is_empty());
    assert_eq!(game(&app).ply(), 1);
}

#[test]
fn nim_heaps_are_rows_and_a_click_takes_from_one_heap() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::NIM, Seat::Human, Seat::Human));
    app.update();
    // Heaps of 3, 4 and 5, a row each of five places: place 7 is heap b's third bone, of four.
    let world = cell_in_world(&app, 7);
    click_at(&mut app, world);
    let take = |heap, bones| AnyMove::HeapTake(minimax_arcade::rules::nim::HeapTake { heap, bones });
    assert_eq!(game(&app).history(), &[take(1, 2)]);
    let minimax_arcade::rules::AnyGame::Nim(nim) = game(&app).position() else { panic!("not Nim") };
    assert_eq!(nim.heaps(), [3, 2, 5]);
    // Where heap b's bones were taken there is nothing left to click: no move, no cue.
    let world = cell_in_world(&app, 8);
    click_at(&mut app, world);
    assert!(rejections(&mut app).is_empty());
    // The whole of heap c.
    let world = cell_in_world(&app, 10);
    click_at(&mut app, world);
    assert_eq!(game(&app).history(), &[take(1, 2), take(2, 5)]);
}

#[test]
fn kalah_sows_the_pit_clicked_and_a_last_seed_in_ones_store_moves_again() {
    use minimax_arcade::rules::kalah::Sowing;
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::KALAH, Seat::Human, Seat::Human));
    app.update();
    // Two rows of eight cells: the stores' columns at the ends. Player 1 sits near: its pit c is the bottom
    // row's fourth cell, and its four seeds end in its store.
    let click = |app: &mut App, cell| {
        let world = cell_in_world(app, cell);
        click_at(app, world);
    };
    click(&mut app, 8 + 3);
    assert_eq!(game(&app).history(), &[AnyMove::Sowing(Sowing(2))]);
    assert_eq!(game(&app).position().to_move(), minimax_arcade::rules::Player::One, "a move again");
    // Player 2's pits are the top row, from its left: the top row's seventh cell is its pit a. Not its turn.
    click(&mut app, 6);
    assert!(!rejections(&mut app).is_empty(), "a pit of the side not to move is refused with a cue");
    // Pit f's five seeds cross into player 2's row; then player 2 sows its pit a.
    click(&mut app, 8 + 6);
    click(&mut app, 6);
    assert_eq!(game(&app).history(), &[2, 5, 0].map(|pit| AnyMove::Sowing(Sowing(pit))));
    assert_eq!(game(&app).position().setup_text().as_deref(), Some("4,4,0,5,5,0,2/0,6,6,6,5,5,0 1"));
}

#[test]
fn a_person_who_moves_second_at_kalah_sits_on_the_near_side() {
    use minimax_arcade::rules::Player;
    use minimax_arcade::rules::kalah::CLASSIC;
    let mut app = pointer_app();
    // The computer is X and moves first: the person is player 2, and the board turns to them.
    start(&mut app, setup(GameSpec::KALAH, Seat::Computer(Level::Easy), Seat::Human));
    let descriptor = app.world().resource::<CurrentMatch>().descriptor();
    assert!(descriptor.spot(CLASSIC.pit(Player::Two, 0)).y < 0.0, "player 2's pits along the bottom");
    assert!(descriptor.spot(CLASSIC.store(Player::Two)).x > 0.0, "player 2's store on the right");
}
