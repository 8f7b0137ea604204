//! The tests of reversi's descriptor.

use super::*;
use crate::rules::{AnyMove, Game};

#[test]
fn squares_are_played_where_they_are_drawn_and_named_as_othello_players_write_them() {
    let board = ReversiBoard(Size::EIGHT);
    let start = GameSpec::REVERSI.start();
    // d3 is the fourth column of the third row from the top: place 19.
    let d3 = start.aimed(19).unwrap();
    assert_eq!(GameSpec::REVERSI.move_text(d3), "d3");
    assert_eq!(start.cue(d3).place(), Some(19));
    assert_eq!(start.cue(AnyMove::Disc(Disc::Pass)).place(), None);
    assert_eq!(board.cursor_start(&Reversi::start(Size::EIGHT)), 19, "d3, the first legal move in reading order");
    let six = ReversiBoard(Size::SIX);
    assert_eq!(six.spot(35), Vec2::new(2.5, -2.5), "f6 in the bottom right corner");
    let f6 = GameSpec::Reversi(Size::SIX).start().aimed(35).unwrap();
    assert_eq!(GameSpec::Reversi(Size::SIX).move_text(f6), "f6");
    let labels: Vec<String> = board.coordinates().into_iter().map(|(_, text)| text).collect();
    assert_eq!(&labels[..3], ["a", "b", "c"]);
    assert_eq!(&labels[8..10], ["1", "2"], "rows from the top");
    let (a, one) = (board.coordinates()[0].0, board.coordinates()[8].0);
    assert!(a.y < -4.0 && one.x < -4.0, "letters below, numbers to the left");
    assert!(board.coordinates()[8].0.y > board.coordinates()[9].0.y, "row 1 at the top");
}

#[test]
fn the_caption_counts_the_discs_and_says_a_pass() {
    let board = ReversiBoard(Size::EIGHT);
    let position = Reversi::parse_position(Size::EIGHT, "f5").unwrap();
    let turn = |side: SideName, mv| LastTurn { who: side.said(), side, moves: vec![(Reversi::start(Size::EIGHT), mv)] };
    let caption = board.caption(&position, Some(&turn(SideName::Black, Disc::At(37))));
    assert_eq!(caption[0], Said::new("caption-reversi-count").number("black", 4).number("white", 1));
    let passed = board.caption(&position, Some(&turn(SideName::White, Disc::Pass)));
    assert_eq!(passed[1], Said::new("access-passes").said("side", SideName::White.said()));
    assert_eq!(board.turn(0, 1), Some(GameSpec::Reversi(Size::SIX)));
    assert_eq!(board.turn(0, -1), Some(GameSpec::REVERSI), "no size before the first");
    assert_eq!(ReversiBoard(Size::SIX).turn(0, -1), Some(GameSpec::REVERSI));
    let MenuItem::Options { options, chosen, .. } = &board.menu().rows[1].items[0] else { panic!("a choice") };
    assert_eq!((options.len(), *chosen), (2, 0), "8×8 | 6×6, 8×8 chosen");
}

/// A Reversi position in the set-up notation.
fn set_up(text: &str) -> Reversi {
    Reversi::read_setup(Size::EIGHT, text).unwrap().unwrap()
}

#[test]
fn the_final_score_is_the_discs_and_the_count_gives_the_empty_squares_to_the_winner_only_where_some_are_left() {
    let board = ReversiBoard(Size::EIGHT);
    // Black's c1 turns White's only disc: 3–0, 61 squares empty.
    let wipe_out = set_up(&format!("XO{} X", "-".repeat(62)));
    let mut over = wipe_out.clone();
    over.play(wipe_out.aimed(2).unwrap());
    assert!(over.outcome().is_some());
    assert_eq!(board.final_count(&over).map(|c| c.score), Some([3, 0]), "what the board shows");
    let empties = Said::new("banner-reversi-empties").number("all", 64).number("lost", 0);
    assert_eq!(board.final_count(&over).and_then(|c| c.words), Some(empties), "the margin as Othello counts it");
    // A full board, or a tie: the score says it all.
    let full = set_up(&format!("{}{} X", "O".repeat(40), "X".repeat(24)));
    assert_eq!(board.final_count(&full), Some(FinalCount { score: [24, 40], words: None }));
    let tie = set_up(&format!("{}{}{} X", "O".repeat(30), "-".repeat(4), "X".repeat(30)));
    assert_eq!(board.final_count(&tie), Some(FinalCount { score: [30, 30], words: None }));
}

#[test]
fn the_pictures_show_two_lines_closed_and_a_pass_on_each_board() {
    for size in [Size::EIGHT, Size::SIX] {
        let board = ReversiBoard(size);
        let pictures = board.pictures();
        assert_eq!(pictures.len(), 2, "{size:?}");
        for picture in &pictures {
            assert!(picture.before.check_move(picture.mv).is_ok(), "{:?}", picture.mv);
        }
        let mut after = pictures[0].before.clone();
        after.play(pictures[0].mv);
        let (black, white) = ReversiBoard::counts(&after);
        assert_eq!((black, white), (5, 0), "d4 and the two discs it turned, both lines");
        assert_eq!(pictures[1].mv, Disc::Pass);
    }
}

#[test]
fn a_move_is_said_with_its_colour_and_the_discs_it_turned() {
    let board = ReversiBoard(Size::EIGHT);
    let d3 = Disc::At(19);
    let start = Reversi::start(Size::EIGHT);
    let said = board.spoken_move(&start, d3, 1).unwrap();
    let expected = Said::new("access-reversi-move").said("move", board.move_name(d3));
    assert_eq!(said, expected.said("colour", SideName::Black.said()).number("turned", 1));
    assert_eq!(board.spoken_move(&start, Disc::Pass, 0), None, "a pass: the common words");
}
