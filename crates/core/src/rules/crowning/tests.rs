//! The tests of Crowning's rules: moves, jumps and crowning, the draw, notation and set-ups.

use super::*;

fn read(n: u8, text: &str) -> Hop {
    Crowning::read_move(n, 1, text).unwrap()
}

fn legal(game: &Crowning) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().map(Crowning::move_text).collect()
}

#[test]
fn men_start_on_the_dark_squares_of_each_end_and_step_forward() {
    let game = Crowning::start(4);
    assert_eq!(game.scene().occupied().count(), 4);
    assert_eq!(legal(&game), ["a1-b2", "c1-b2", "c1-d2"]);
    let six = Crowning::start(6);
    assert_eq!(six.scene().occupied().count(), 6, "three a side");
    assert!(six.scene().occupied().all(|(place, _)| (place / 6 + place % 6) % 2 == 1), "on the dark squares");
}

/// A jump that cannot go on (the next piece is at the board's edge) ends where it lands, short of the far
/// row and so not crowned; taken back, the board is as it was.
#[test]
fn a_jump_ends_where_it_cannot_go_on() {
    let mut set = Crowning::start(4);
    set.squares = vec![None; 16];
    let (a1, b2, c3, d4) = (12, 9, 6, 3);
    set.squares[a1] = Some(Piece::of(Player::One, MAN));
    set.squares[b2] = Some(Piece::of(Player::Two, MAN));
    set.squares[d4] = Some(Piece::of(Player::Two, MAN));
    assert_eq!(legal(&set), ["a1xc3"], "d4 has no square beyond it");
    let before = set.clone();
    let jump = read(4, "a1xc3");
    assert_eq!(set.cue(jump), Cue::Path(vec![a1 as Place, c3]));
    set.play(jump);
    assert_eq!(set.at(c3 as u8), Some(Piece::of(Player::One, MAN)), "not crowned short of the far row");
    assert_eq!(set.at(b2 as u8), None, "b2 taken");
    set.undo(jump);
    assert_eq!(set, before);
}

#[test]
fn a_double_jump_is_one_move_of_three_presses_that_crowns() {
    // 6 × 6: One's man on b2 (place 25), Two's on c3 (20) and c5 (8): b2xd4xb6 jumps c3, then c5, and
    // lands on b6 (1), the far row.
    let mut game = Crowning::start(6);
    game.squares = vec![None; 36];
    game.squares[25] = Some(Piece::of(Player::One, MAN));
    game.squares[20] = Some(Piece::of(Player::Two, MAN));
    game.squares[8] = Some(Piece::of(Player::Two, MAN));
    let path = read(6, "b2xd4xb6");
    assert_eq!(path.squares(), [25, 15, 1]);
    assert!(legal(&game).contains(&"b2xd4xb6".to_string()), "{:?}", legal(&game));
    assert!(!legal(&game).contains(&"b2xd4".to_string()), "a started jump goes on");
    let changes = game.changes(path);
    assert_eq!(changes[0], vec![Change::Slide { path: vec![25, 15, 1], becomes: Some(CROWN) }]);
    assert_eq!(changes[1], vec![Change::Lift { place: 20, count: 1 }, Change::Lift { place: 8, count: 1 }]);
    let before = game.clone();
    game.play(path);
    assert_eq!(game.at(1), Some(Piece::of(Player::One, CROWN)));
    assert_eq!(game.scene().occupied().count(), 1, "both jumped men taken");
    assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)), "Two has no piece left");
    game.undo(path);
    assert_eq!(game, before);
}

#[test]
fn a_crown_moves_back_and_the_game_is_drawn_at_its_limit() {
    let mut game = Crowning::start(4);
    game.squares = vec![None; 16];
    game.squares[5] = Some(Piece::of(Player::One, CROWN));
    game.squares[3] = Some(Piece::of(Player::Two, MAN));
    assert_eq!(legal(&game), ["b3-a4", "b3-c4", "b3-a2", "b3-c2"]);
    game.plies = game.limit();
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(legal(&game).is_empty());
    assert_eq!(game.plies_left_bound(), 0);
}

#[test]
fn moves_are_read_square_by_square_and_bad_ones_refused() {
    assert_eq!(Crowning::move_text(read(4, "a1-b2")), "a1-b2");
    assert_eq!(Crowning::move_text(read(6, "B2XD4XB6")), "b2xd4xb6");
    let bad = ["a1", "a1-e5", "z1-a2", "a1-b2-c3-d4-e5-f6", "a0-b1", "", "a01-b2", "a+1-b2", "š1-b2", "-", "a1-"];
    for bad in bad {
        assert!(Crowning::read_move(4, 1, bad).is_err(), "{bad}");
    }
    let game = Crowning::start(4);
    assert_eq!(game.check_move(read(4, "a1-a2")), Err(NO_SUCH_MOVE));
    assert_eq!(game.check_move(read(6, "a1-b2")), Err(IllegalMove::OffBoard), "a move of another board");
    let line = Crowning::parse_position(4, "a1-b2, d4-c3 b2xd4").unwrap();
    assert_eq!(line.at(3), Some(Piece::of(Player::One, CROWN)), "crowned on d4");
    assert!(Crowning::validate(3).is_err() && Crowning::validate(7).is_err() && Crowning::validate(5).is_ok());
    assert_eq!((Crowning::square_name(4, 12), Crowning::square_name(4, 16)), ("a1".into(), "#16".into()));
}

#[test]
fn a_position_set_up_reads_back_as_written() {
    let start = Crowning::start(4);
    assert_eq!(start.write_setup().as_deref(), Some("-w-w/----/----/b-b- b"));
    let read = Crowning::read_setup(4, "-w-w/----/----/b-b- b").unwrap().unwrap();
    assert_eq!(read, start);
    let crowned = Crowning::read_setup(4, "---B/--w-/-b--/---- w").unwrap().unwrap();
    assert_eq!((crowned.at(3), crowned.to_move()), (Some(Piece::of(Player::One, CROWN)), Player::Two));
    let bad = [
        "-w-w/----/----/b-b- x",
        "-w-w/----/b-b- b",
        "-w-q/----/----/b-b- b",
        "w--w/----/----/b-b- b",
        "-w-b/----/----/b-b- b",
        "-w-w/w-w-/-w-w/b-b- b",
        "-w-w/----/----/b-b- b 3",
        "-w-w/----/----/b-b- b 40",
    ];
    for text in bad {
        assert!(Crowning::read_setup(4, text).is_some_and(|r| r.is_err()), "{text}");
    }
    let later = Crowning::read_setup(4, "-w-w/----/----/b-b- b 8").unwrap().unwrap();
    assert_eq!((later.plies(), later.write_setup().as_deref()), (8, Some("-w-w/----/----/b-b- b 8")));
    assert!(Crowning::read_setup(4, "a1-b2").is_none(), "moves, not a position");
}
