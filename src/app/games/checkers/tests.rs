//! The checkerboard's squares where it draws them, the cursor's walk, and a move said.

use super::*;

#[test]
fn a_square_is_where_the_board_draws_it_turned_or_not() {
    for near in [Player::One, Player::Two] {
        let board = CheckersBoard { near };
        for place in 0..32 {
            let (row, col) = board.cell_of(place);
            assert_eq!(board.place_of(row, col), Some(place));
            assert_eq!((row + col) % 2, 1, "a dark square");
        }
    }
    // Black nearest: its men (1–12) at the bottom, square 1 on the right of the bottom row.
    let black = CheckersBoard { near: Player::One };
    assert_eq!(black.cell_of(0), (7, 6));
    // White nearest: the diagram's view, 29 in the bottom left corner, a single corner on White's left.
    assert_eq!(CheckersBoard { near: Player::Two }.cell_of(28), (7, 0));
}

#[test]
fn a_move_is_said_with_its_squares_and_what_it_takes() {
    let board = CheckersBoard { near: Player::One };
    let game = Checkers::read_setup(English, "B:W18,26:B14").unwrap().unwrap();
    let jump = game.written(1, "14x23x30").unwrap();
    let said = board.spoken_move(&game, jump, 0).unwrap();
    let expected = Said::new("access-checkers-jump")
        .text("landings", "23, 30")
        .text("taken", "18, 26")
        .said("colour", Said::new("side-black"))
        .text("from", "14");
    assert_eq!(said, expected);
    let start = Checkers::new();
    let step = start.written(1, "11-15").unwrap();
    let said = board.spoken_move(&start, step, 0).unwrap();
    let expected = Said::new("access-checkers-step").text("to", "15").said("colour", Said::new("side-black"));
    assert_eq!(said, expected.text("from", "11"));
}

#[test]
fn the_cursor_walks_every_dark_square() {
    let board = CheckersBoard { near: Player::One };
    let position = Checkers::new();
    let mut seen = std::collections::HashSet::new();
    let mut place = 0;
    for _ in 0..8 {
        for _ in 0..4 {
            seen.insert(place);
            place = board.step(place, Step::Right, &position);
        }
        place = board.step(place, Step::Down, &position);
    }
    assert_eq!(seen.len(), 32);
}
