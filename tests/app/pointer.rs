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
