//! The tests of Reversi's rules: the start, moves and the discs they turn, passes, the end and its count,
//! notation and set-up positions.

use super::*;

fn moves_of(game: &Reversi) -> Vec<Disc> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

fn names(game: &Reversi) -> Vec<String> {
    moves_of(game).into_iter().map(Reversi::move_text).collect()
}

fn game(text: &str) -> Reversi {
    Reversi::parse_position(Size::EIGHT, text).unwrap()
}

fn setup(size: Size, text: &str) -> Reversi {
    Reversi::read_setup(size, text).unwrap().unwrap()
}

#[test]
fn othello_starts_with_four_discs_and_black_to_move() {
    let start = Reversi::start(Size::EIGHT);
    assert_eq!(
        start.write_setup().unwrap(),
        format!("{}OX------XO{} X", "-".repeat(27), "-".repeat(27)),
        "White on d4 and e5, Black on d5 and e4"
    );
    assert_eq!(names(&start), ["d3", "c4", "f5", "e6"]);
    let six = Reversi::start(Size::SIX);
    assert_eq!(six.write_setup().unwrap(), "--------------OX----XO-------------- X");
    assert_eq!(names(&six), ["c2", "b3", "e4", "d5"]);
    assert_eq!(start.scoring(), Scoring::Margin);
}

#[test]
fn a_disc_turns_every_line_it_closes_and_undo_turns_them_back() {
    let mut played = game("f5");
    assert_eq!((played.discs(Player::One), played.discs(Player::Two)), (4, 1), "f5 turns e5");
    assert_eq!(played.to_move(), Player::Two);
    assert_eq!(names(&played), ["f4", "d6", "f6"]);
    let before = played.clone();
    let d6 = Disc::At(Size::EIGHT.bit(3, 5));
    played.play(d6);
    assert_eq!((played.discs(Player::One), played.discs(Player::Two)), (3, 3), "d6 turns d5");
    played.undo(d6);
    assert_eq!(played, before);
    assert_eq!(played.write_setup(), before.write_setup());
    // a1 empty; b1 White and c1 Black across; a2 White and a3 Black down: Black's a1 turns both lines.
    let corner = setup(Size::EIGHT, &format!("-OX-----O-------X-------{} X", "-".repeat(40)));
    assert_eq!(corner.turned_by(0), 1 << 1 | 1 << 8);
    assert_eq!(corner.turned_by(3), 0, "d1 closes nothing");
}

#[test]
fn the_changes_put_the_disc_then_turn_the_discs_outward() {
    // Black's a1 closes b1..c1 (against d1) and a2 (against a3).
    let pos = setup(Size::EIGHT, &format!("-OOX----O-------X-------{} X", "-".repeat(40)));
    let changes = pos.changes(Disc::At(0));
    let turn = |place| Change::Turn { place, to: Player::One };
    assert_eq!(
        changes,
        vec![
            vec![Change::Put { place: 0, piece: Piece::of(Player::One, DISC) }],
            vec![turn(1), turn(8)],
            vec![turn(2)],
        ]
    );
    let mut scene = pos.scene();
    scene.apply(&changes).unwrap();
    let mut after = pos.clone();
    after.play(Disc::At(0));
    assert_eq!(scene, after.scene());
    assert!(pos.changes(Disc::At(63)).is_empty(), "an illegal move changes nothing");
}

#[test]
fn a_player_without_a_move_passes_and_the_game_goes_on() {
    // Black on a1, White on b1, White to move: no line from an empty square through Black's corner disc
    // ends on a White one, so White must pass; Black's c1 then closes b1.
    let boxed = setup(Size::EIGHT, &format!("XO{} O", "-".repeat(62)));
    assert_eq!(moves_of(&boxed), [Disc::Pass], "White must pass");
    assert_eq!(boxed.check_move(Disc::At(2)), Err(NO_FLIP));
    assert_eq!(boxed.check_move(Disc::At(1)), Err(SQUARE_TAKEN));
    assert_eq!(boxed.check_move(Disc::At(64)), Err(IllegalMove::OffBoard));
    assert_eq!(boxed.plies_left_bound(), 2 * 62);
    let mut passed = boxed.clone();
    passed.play(Disc::Pass);
    assert_eq!((passed.to_move(), passed.plies()), (Player::One, 1));
    assert!(passed.changes(Disc::Pass).is_empty() && boxed.cue(Disc::Pass) == Cue::Nowhere);
    assert_eq!(names(&passed), ["c1"]);
    passed.play(Disc::At(2));
    assert_eq!(passed.outcome(), Some(Outcome::Margin(3 + 61)), "White is wiped out; the empties go to Black");
    passed.undo(Disc::At(2));
    passed.undo(Disc::Pass);
    assert_eq!(passed, boxed);
    assert_eq!(Reversi::start(Size::EIGHT).check_move(Disc::Pass), Err(CANNOT_PASS));
}

#[test]
fn the_game_ends_when_neither_side_can_move_and_the_count_decides() {
    // A full board: 40 Black, 24 White.
    let full = setup(Size::EIGHT, &format!("{}{} X", "X".repeat(40), "O".repeat(24)));
    assert_eq!(full.outcome(), Some(Outcome::Margin(16)));
    assert!(moves_of(&full).is_empty());
    assert_eq!(full.check_move(Disc::Pass), Err(IllegalMove::GameOver));
    assert_eq!(full.plies_left_bound(), 0);
    // Equal discs far apart, so neither side can move: a draw, the empty squares going to nobody.
    let equal = setup(Size::SIX, &format!("XX----{}OO---- X", "-".repeat(24)));
    assert_eq!(equal.outcome(), Some(Outcome::Margin(0)));
    // White ahead by one with 31 empty squares: they count for White.
    let white = setup(Size::SIX, &format!("XX----{}OOO--- O", "-".repeat(24)));
    assert_eq!(white.outcome(), Some(Outcome::Margin(2 - 3 - 31)));
}

#[test]
fn moves_are_read_in_either_case_with_passes_and_written_lower_case() {
    let line = game("f5d6c3d3c4");
    assert_eq!(line.plies(), 5);
    assert_eq!(game("F5 D6, c3D3c4"), line);
    let moves: Vec<Disc> = ["f5", "d6", "c3", "d3", "c4"]
        .iter()
        .enumerate()
        .map(|(i, t)| Reversi::read_move(Size::EIGHT, i + 1, t).unwrap())
        .collect();
    assert_eq!(Reversi::line_text(Size::EIGHT, &Reversi::start(Size::EIGHT), &moves), "f5d6c3d3c4");
    for pass in ["pass", "PA", "ps", "Pass"] {
        assert_eq!(Reversi::read_move(Size::EIGHT, 1, pass), Ok(Disc::Pass));
    }
    let err = |text| Reversi::parse_position(Size::EIGHT, text).unwrap_err().to_string();
    assert!(err("f5 z").contains("expected a square"), "{}", err("f5 z"));
    assert!(err("f5 z1").contains("no square z1"), "{}", err("f5 z1"));
    assert!(err("f5f5").contains("already holds"), "{}", err("f5f5"));
    assert!(err("a1").contains("turns nothing over"), "{}", err("a1"));
    assert!(err("pass").contains("only when you have no move"), "{}", err("pass"));
    assert!(err("f5 é").contains("move 2"), "{}", err("f5 é"));
    let six = |t| Reversi::read_move(Size::SIX, 1, t);
    assert!(six("g1").unwrap_err().to_string().contains("no square g1 on the 6×6 board"));
    assert_eq!(six("f6"), Ok(Disc::At(Size::SIX.bit(5, 5))));
}

#[test]
fn set_up_positions_read_an_obf_line_and_write_back() {
    // FFO #40 (tests/data/SOURCE.md): Black to move, with the published moves after the `;`.
    let line = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;";
    let pos = setup(Size::EIGHT, line);
    assert_eq!(pos.to_move(), Player::One);
    assert_eq!(pos.write_setup().unwrap(), line.split(';').next().unwrap());
    assert_eq!(pos.empty().count_ones(), 20);
    let read = |size, text: &str| Reversi::read_setup(size, text);
    assert!(read(Size::EIGHT, "f5d6").is_none(), "moves are not a set-up position");
    let err = |size, text: &str| read(size, text).unwrap().unwrap_err();
    assert!(err(Size::SIX, line).contains("36 squares"), "{}", err(Size::SIX, line));
    assert!(err(Size::EIGHT, &line[..64]).contains("side to move"));
    assert!(err(Size::EIGHT, &format!("{} Z", &line[..64])).contains("not \"Z\""));
    assert!(err(Size::EIGHT, &format!("{} X extra", &line[..64])).contains("nothing follows"));
    let lower = setup(Size::EIGHT, &format!("{} o", line[..64].to_ascii_lowercase()));
    assert_eq!(lower.to_move(), Player::Two);
}

#[test]
fn names_read_both_boards_and_refuse_others() {
    assert_eq!(Reversi::read_params("6"), Some(Size::SIX));
    assert_eq!(Reversi::read_params("8x8"), Some(Size::EIGHT));
    assert_eq!(Reversi::read_params("6x8"), None);
    let seven = Reversi::read_params("7").unwrap();
    assert!(Reversi::validate(seven).unwrap_err().contains("8×8 or 6×6"));
    assert_eq!(Reversi::write_params(Size::SIX), "6");
    assert_eq!(Reversi::title(Size::SIX), "Reversi (6×6)");
}

#[test]
fn perft_counts_the_published_lines() {
    // Othello from the start, a pass counted as a move (the published counts, depths 1 to 9).
    let counts: Vec<u64> = (1..=9).map(|d| perft(&mut Reversi::start(Size::EIGHT), d)).collect();
    assert_eq!(counts, [4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288]);
}

#[test]
fn perft_keeps_a_game_that_ended_early_as_one_line_as_othellos_published_counts_do() {
    use crate::rules::Member;
    // Black's c1 wipes White out: the game ends after one move, and stays one line at every depth.
    let text = format!("XO{} X", "-".repeat(62));
    let wipe_out = Reversi::read_setup(Size::EIGHT, &text).unwrap().unwrap().into_any();
    assert_eq!([1, 2, 3].map(|d| wipe_out.perft(d)), [1, 1, 1]);
    // Up to depth 9 no game is over: the published counts as above.
    assert_eq!(Reversi::start(Size::EIGHT).into_any().perft(6), 8_200);
}

fn perft(game: &mut Reversi, depth: u32) -> u64 {
    let moves = moves_of(game);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| {
            game.play(mv);
            let n = perft(game, depth - 1);
            game.undo(mv);
            n
        })
        .sum()
}
