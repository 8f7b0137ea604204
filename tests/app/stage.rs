//! The stage's own proof: Crowning, the test family (two kinds of piece on a chequered board, a step that
//! slides a piece, a jump of several presses, a man crowned), played through the real board with the keys.
//! Its board, marks, pieces, pictures and words come from its descriptor alone: no line of the view, input or
//! screen reader names it.

use super::*;
use minimax_arcade::app::logic::input::KeyboardCursor;
use minimax_arcade::app::logic::picking::Picked;
use minimax_arcade::app::view::theme::{Ink, Tint};
use minimax_arcade::app::words::Said;
use minimax_arcade::rules::crowning::{CROWN, Crowning, MAN};
use minimax_arcade::rules::{Cue, Family};

/// The 6 × 6 board set up so that Black's man on b2 can jump c3 and then either c5 (to b6) or e5 (to f6),
/// landing on the far row either way, or step to a3; Black's man on e1 can step; White keeps a man on f4.
const SET_UP: &str = "------/--w-w-/-----w/--w---/-b----/----b- b";
const SPEC: GameSpec = GameSpec::Crowning(6);

/// The places of the squares named, on the 6 × 6 board (rows from the top).
fn square(name: &str) -> u16 {
    let bytes = name.as_bytes();
    let (col, row) = ((bytes[0] - b'a') as u16, (bytes[1] - b'0') as u16);
    (6 - row) * 6 + col
}

fn open(app: &mut App) {
    start_from(app, setup(SPEC, Seat::Human, Seat::Human), SET_UP);
    app.update();
    run_until(app, "the pieces are set out", |app| !app.world().resource::<VisualsBusy>().0);
}

/// Walks the keyboard's cursor to the square named, a step at a time (the descriptor's steps), and presses
/// Enter there: the press path every pointer and key goes through.
fn press_square(app: &mut App, name: &str) {
    let target = square(name);
    let cursor = |app: &App| *app.world().resource::<KeyboardCursor>();
    if !cursor(app).visible {
        press_key(app, KeyCode::ArrowRight);
    }
    for _ in 0..12 {
        let at = cursor(app).place.expect("the cursor is on a place");
        let ((r, c), (tr, tc)) = ((at / 6, at % 6), (target / 6, target % 6));
        let key = match (tc.cmp(&c), tr.cmp(&r)) {
            (std::cmp::Ordering::Greater, _) => KeyCode::ArrowRight,
            (std::cmp::Ordering::Less, _) => KeyCode::ArrowLeft,
            (_, std::cmp::Ordering::Greater) => KeyCode::ArrowDown,
            (_, std::cmp::Ordering::Less) => KeyCode::ArrowUp,
            _ => break,
        };
        press_key(app, key);
    }
    assert_eq!(cursor(app).place, Some(target), "the cursor reached {name}");
    press_key(app, KeyCode::Enter);
}

#[test]
fn the_test_family_is_drawn_pressed_and_said_from_its_descriptor_alone() {
    let mut app = view_app(None);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    open(&mut app);
    // The chequer: the descriptor's dark squares, half the board, drawn in its ink.
    let dark = app.world_mut().query::<&Tint>().iter(app.world()).filter(|t| t.ink == Ink::GoBoard).count();
    assert_eq!(dark, 18, "the dark squares of a 6 × 6 board");
    let men = pieces(&mut app);
    assert_eq!(men.len(), 6);
    assert!(men.iter().all(|p| p.kind == MAN));
    // A dot on the last square of each of Black's legal moves: b2's jumps end on b6 and f6, its step on a3,
    // e1's steps on d2 and f2.
    assert_eq!(named(&mut app, "Legal move"), 5);

    // A press on b2 picks the man and dots where it can go: a3, d4 on the way to either jump, b6 and f6 where
    // they end.
    press_square(&mut app, "b2");
    assert_eq!(app.world().resource::<Picked>().0, [square("b2")]);
    assert_eq!(named(&mut app, "Pick"), 1 + 4, "the man picked, and four places it can go");
    // d4, on the way: the choice narrows to the two jumps, and nothing is played yet.
    press_square(&mut app, "d4");
    assert_eq!(app.world().resource::<Picked>().0, [square("b2"), square("d4")]);
    assert!(game(&app).history().is_empty());
    assert_eq!(named(&mut app, "Pick"), 2 + 2, "b2 and d4 pressed, b6 and f6 next");
    // A press where the man cannot go is refused, and keeps the pick.
    press_square(&mut app, "a1");
    assert!(!rejections(&mut app).is_empty());
    assert_eq!(app.world().resource::<Picked>().0, [square("b2"), square("d4")]);
    // b6: the move of three presses is played.
    press_square(&mut app, "b6");
    let jump = AnyMove::Hop(Crowning::read_move(6, 1, "b2xd4xb6").unwrap());
    assert_eq!(game(&app).history(), &[jump]);
    assert!(app.world().resource::<Picked>().0.is_empty(), "the pick goes with the move");

    // Once the pieces have moved: the man slid to b6 and was crowned there, its star written on it; the two men
    // jumped are gone; the last move's dot sits on b6.
    for _ in 0..120 {
        app.update();
    }
    let drawn = pieces(&mut app);
    let crowned: Vec<&Piece> = drawn.iter().filter(|p| p.kind == CROWN).collect();
    assert_eq!(crowned.len(), 1, "{drawn:?}");
    assert_eq!((crowned[0].place, crowned[0].side), (square("b6"), Some(Side::X)));
    assert_eq!(drawn.len(), 4, "two men taken");
    assert!(leaving(&mut app).is_empty());
    assert!(texts(&mut app).iter().any(|t| t == "★"), "the crown's emblem");
    assert_eq!(named(&mut app, "Last move"), 1);

    // The screen reader reads the crowned man as the descriptor names it, on the square it names.
    let spoken = minimax_arcade::app::view::access::spoken_board(app.world().resource::<CurrentMatch>());
    let b6 = Said::new("move-square").text("square", "b6");
    let crown = Said::new("piece-crown").said("side", Said::new("side-black"));
    assert_eq!(spoken.cells[square("b6") as usize], Said::new("access-cell").said("cell", b6).said("side", crown));
    let match_now = app.world().resource::<CurrentMatch>();
    assert_eq!(match_now.move_name(jump), Said::new("move-square").text("square", "b2xd4xb6"));
    assert_eq!(match_now.move_text(jump), "b2xd4xb6");

    // A hint for White: its move's landings marked, an arrow along its path, and its piece lit (the rules'
    // cue, whatever the game).
    app.world_mut().write_message(MatchAction::Hint);
    run_until(&mut app, "the hint", |app| {
        let game = app.world().resource::<CurrentMatch>();
        app.world().resource::<Hint>().mv(game, app.world().resource::<Analysis>()).is_some()
    });
    app.update();
    let game_now = app.world().resource::<CurrentMatch>();
    let hinted = app.world().resource::<Hint>().mv(game_now, app.world().resource::<Analysis>()).unwrap();
    let Cue::Path(path) = game_now.position().cue(hinted) else { panic!("a path") };
    assert_eq!(named(&mut app, "Hint"), path.len() - 1, "a mark on each landing of {path:?}");
    assert_eq!(named(&mut app, "Hint arrow"), path.len(), "an arrow along it: a shaft a hop, and its head");

    // How to play: the descriptor's words and its picture, a legal jump that crowns.
    let match_now = app.world().resource::<CurrentMatch>();
    let how = match_now.descriptor().how_to_play();
    assert_eq!(how.paragraphs, [Said::new("how-crowning")]);
    let [picture] = how.pictures.as_slice() else { panic!("one picture") };
    let mut after = picture.before.clone();
    assert!(after.check_move(picture.mv).is_ok());
    after.play(picture.mv);
    assert!(after.scene().occupied().any(|(_, piece)| piece.kind == CROWN), "the picture's man is crowned");
    app.world_mut().write_message(MatchAction::Pause);
    app.update();
    press(&mut app, PanelButton::Match(MatchAction::HowToPlay));
    app.update();
    app.update();
    let words = app.world().resource::<minimax_arcade::app::words::Words>().get("how-crowning");
    assert!(texts(&mut app).contains(&words));
}
