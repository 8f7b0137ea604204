//! A game chosen at run time (`AnyGame`, `AnySearch`) plays like the game it holds, and the lower levels err
//! within their margins.

use std::collections::HashSet;

use crate::gomoku::gomoku;
use minimax_arcade_core::ai::eval::Searchable;
use minimax_arcade_core::ai::{AnySearch, Level, Limits, Settings, Solvers, Value};
use minimax_arcade_core::rules::{AnyGame, AnyMove, Game, GameSpec};

#[test]
fn any_game_plays_like_the_game_it_holds() {
    let mut game: AnyGame = GameSpec::CONNECT_FOUR.start();
    for col in [3, 3, 4, 4, 5, 5] {
        game.play(AnyMove::Column(col));
    }
    let result =
        AnySearch::new(&game, Limits::unlimited().with_depth(3), Settings::default(), &Solvers::default()).run();
    // One has three across the bottom (columns 4-6) with both ends open: either end wins.
    assert!(matches!(result.best, Some(AnyMove::Column(2 | 6))));
    assert_eq!(result.value(), Value::Win { plies: 1 });
}

#[test]
fn the_lower_levels_play_lesser_moves_never_far_from_the_best() {
    // A Gomoku opening, searched two plies deep as Easy searches it, every move scored.
    let opening = gomoku("113,114,98");
    // A level's margin is counted in "winning lines" points; the evaluation reading the board says how many
    // of its own points make one.
    let unit = minimax_arcade_core::ai::Evaluator::margin_unit(&opening.evaluator());
    let pos = AnyGame::Mnk(opening);
    let limits = Limits::unlimited().with_depth(Level::Easy.depth(GameSpec::GOMOKU));
    let all =
        AnySearch::new(&pos, limits, Settings { score_every_move: true, ..Settings::default() }, &Solvers::default())
            .run();
    let best = all.moves.iter().map(|m| m.score).max().unwrap();
    let margin = Level::Easy.settings(0).margin * unit;
    let fair: HashSet<AnyMove> = all.moves.iter().filter(|m| m.score >= best - margin).map(|m| m.mv).collect();
    let mut chosen = HashSet::new();
    for seed in 0..40 {
        let mv = AnySearch::new(&pos, limits, Level::Easy.settings(seed), &Solvers::default()).run().best.unwrap();
        assert!(fair.contains(&mv), "seed {seed}: {mv:?} is more than {margin} below the best");
        chosen.insert(mv);
    }
    assert!(chosen.len() > 1, "Easy varies its play among the good moves: {chosen:?}");
    // Hard plays only best moves; Medium stays closer than Easy.
    assert!(Level::Medium.settings(0).margin < margin);
    let hard = AnySearch::new(&pos, limits, Level::Hard.settings(3), &Solvers::default()).run();
    assert_eq!(all.moves.iter().find(|m| Some(m.mv) == hard.best).map(|m| m.score), Some(best));
}
