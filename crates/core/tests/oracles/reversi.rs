//! Reversi against published positions: the FFO endgame test set (`tests/data/reversi_ffo_40_59.obf`, its
//! source in `tests/data/SOURCE.md`), each line a position and the exact score of every legal move.

use minimax_arcade_core::rules::reversi::Reversi;
use minimax_arcade_core::rules::reversi::bits::Size;
use minimax_arcade_core::rules::{Family, Game, Member};

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

#[test]
fn the_exact_solver_finds_the_published_score_and_a_best_move_of_ffo_40() {
    use minimax_arcade_core::ai::{AnySearch, Limits, Settings, Solvers, Value};
    use minimax_arcade_core::rules::{AnyMove, GameSpec};
    // #40 (20 empty squares): the solver's first published test, a second or two.
    let (position, scores) = ffo_positions().swap_remove(0);
    let best = scores[0].1;
    let game = position.into_any();
    let result = AnySearch::new(&game, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
    assert!(result.exact);
    assert_eq!(result.value(), Value::Margin(best));
    let mv = result.best.map(|mv| GameSpec::REVERSI.move_text(mv)).unwrap_or_default();
    let best_moves: Vec<&str> = scores.iter().filter(|(_, s)| *s == best).map(|(m, _)| m.as_str()).collect();
    assert!(best_moves.contains(&mv.as_str()), "{mv} is not among {best_moves:?}");
    assert!(matches!(result.best, Some(AnyMove::Disc(_))));
}
