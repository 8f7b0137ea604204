//! The tests of free's descriptor.

use super::*;

/// The star points, named as a Gomoku or Go player reads them.
fn stars(side: u8) -> Vec<String> {
    let size = GridSize::new(side, side, 5);
    star_points(side as usize, side as usize).into_iter().map(|c| Mnk::coords(size, c as u16)).collect()
}

#[test]
fn star_points_are_where_the_boards_print_them() {
    assert_eq!(stars(15), ["d12", "l12", "h8", "d4", "l4"]);
    assert_eq!(stars(19), ["d16", "j16", "p16", "d10", "j10", "p10", "d4", "j4", "p4"]);
    assert_eq!(stars(9), ["c7", "g7", "e5", "c3", "g3"]);
    assert_eq!(stars(13), ["d10", "j10", "g7", "d4", "j4"]);
    assert_eq!(stars(20), ["d17", "q17", "d4", "q4"], "no centre on an even board");
    assert_eq!(star_points(9, 12).len(), 4);
}

fn texts(size: GridSize) -> Vec<String> {
    FreeBoard(size).coordinates().into_iter().map(|l| l.1).collect()
}

#[test]
fn each_board_gets_the_numbers_its_notation_uses() {
    assert_eq!(texts(GridSize::new(3, 3, 3)), ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    let big = texts(GridSize::new(8, 8, 5));
    assert_eq!(big.len(), 16);
    assert_eq!(&big[8..10], ["1", "9"], "rows by their first cell");
    // Gomoku: letters from the left, numbers from the bottom, so that h8 is the centre point.
    let gomoku = FreeBoard(GridSize::new(15, 15, 5)).coordinates();
    let text: Vec<&str> = gomoku.iter().map(|l| l.1.as_str()).collect();
    assert_eq!(&text[..3], ["a", "b", "c"]);
    assert_eq!(text[14], "o", "no letter skipped");
    assert_eq!(&text[15..17], ["15", "14"], "the top row first");
    let h = gomoku.iter().find(|l| l.1 == "h").unwrap().0;
    let eight = gomoku.iter().find(|l| l.1 == "8").unwrap().0;
    assert_eq!((h.x, eight.y), (0.0, 0.0), "h8 is the centre");
    assert!(h.y < -7.0 && eight.x < -7.0, "below and left of the board");
    // The star points are drawn where the cells of their names are.
    let dots = FreeBoard(GridSize::new(15, 15, 5)).dressing().dots;
    assert!(dots.contains(&Vec2::ZERO) && dots.len() == 5, "h8 and the four corners' points");
}
