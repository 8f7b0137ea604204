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

/// The FFO positions #40 to #44 (20 to 23 empty squares): each one's exact score and a best move (about 15
/// seconds in all with the tests' optimised build), and for #40 every move's exact score (the analysis).
#[test]
fn the_exact_solver_finds_the_published_scores_and_best_moves_of_ffo_40_to_44() {
    use minimax_arcade_core::ai::reversi::ReversiData;
    use minimax_arcade_core::ai::{AnySearch, Limits, Settings, Solvers, Value};
    use minimax_arcade_core::rules::{AnyMove, GameSpec};
    let text = |mv: Option<AnyMove>| mv.map(|mv| GameSpec::REVERSI.move_text(mv)).unwrap_or_default();
    // The solver from the position itself (the command line's --endgame-empties 36): #41 to #44 have more
    // empty squares than it takes over at by default.
    let solvers = Solvers::default().with::<Reversi>(ReversiData { exact_empties: Some(36), ..ReversiData::default() });
    for (number, (position, scores)) in (40..).zip(ffo_positions()).take(5) {
        let best = scores[0].1;
        let game = position.into_any();
        let result = AnySearch::new(&game, Limits::unlimited(), Settings::default(), &solvers).run();
        assert!(result.exact, "FFO #{number}");
        assert_eq!(result.value(), Value::Margin(best), "FFO #{number}");
        let mv = text(result.best);
        let best_moves: Vec<&str> = scores.iter().filter(|(_, s)| *s == best).map(|(m, _)| m.as_str()).collect();
        assert!(best_moves.contains(&mv.as_str()), "FFO #{number}: {mv} is not among {best_moves:?}");
        if number == 40 {
            let analysis = Settings { score_every_move: true, ..Settings::default() };
            let every = AnySearch::new(&game, Limits::unlimited(), analysis, &solvers).run();
            let mut ours: Vec<(String, i32)> = every
                .moves
                .iter()
                .map(|m| match m.value(every.scoring()) {
                    Value::Margin(margin) => (text(Some(m.mv)), margin),
                    other => panic!("FFO #40: {other:?} for {}", text(Some(m.mv))),
                })
                .collect();
            ours.sort();
            let mut published = scores.clone();
            published.sort();
            assert_eq!(ours, published, "FFO #40, every move");
        }
    }
}
