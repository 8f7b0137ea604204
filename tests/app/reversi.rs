//! Reversi in the app: a person never presses a Pass button; their forced pass is said and played for them.

use super::*;
use minimax_arcade::app::logic::play::NextMatch;
use minimax_arcade::rules::reversi::Disc;
use minimax_arcade::session::SavedGame;

#[test]
fn a_persons_forced_pass_is_played_for_them() {
    let mut app = headless_app();
    // Black on a1, White on b1, White to move: White has no move and must pass; then Black's c1 ends it.
    let spec = GameSpec::REVERSI;
    let position = spec.read_setup(&format!("XO{} O", "-".repeat(62))).unwrap();
    let setup = setup(spec, Seat::Human, Seat::Human);
    let saved = SavedGame { setup, first: Side::X, start: Some(position), moves: Vec::new() };
    app.insert_resource(Setup(setup));
    app.insert_resource(NextMatch::Resume(saved));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
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
