//! Reversi against published positions: the FFO endgame test set (`tests/data/reversi_ffo_40_59.obf`, its
//! source in `tests/data/SOURCE.md`), each line a position and the exact score of every legal move.

use minimax_arcade_core::rules::reversi::Reversi;
use minimax_arcade_core::rules::reversi::bits::Size;
use minimax_arcade_core::rules::{Family, Game};

/// Each position of the set, with its moves and their published scores (best first).
fn ffo_positions() -> Vec<(Reversi, Vec<(String, i32)>)> {
    let text = include_str!("../../../../tests/data/reversi_ffo_40_59.obf");
    text.lines()
        .map(|line| {
            let position = Reversi::read_setup(Size::EIGHT, line).expect("a board").expect("a position");
            let scores = line
                .split(';')
                .skip(1)
                .filter_map(|field| field.trim().split_once(':'))
                .map(|(mv, score)| (mv.to_ascii_lowercase(), score.parse().expect("a score")))
                .collect();
            (position, scores)
        })
        .collect()
}

#[test]
fn every_ffo_position_offers_exactly_the_published_moves() {
    let positions = ffo_positions();
    assert_eq!(positions.len(), 20);
    for (number, (position, scores)) in (40..).zip(positions) {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut ours: Vec<String> = moves.into_iter().map(Reversi::move_text).collect();
        let mut published: Vec<String> = scores.into_iter().map(|(mv, _)| mv).collect();
        ours.sort();
        published.sort();
        assert_eq!(ours, published, "FFO #{number}");
    }
}
