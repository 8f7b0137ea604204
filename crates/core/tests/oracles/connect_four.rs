//! Connect Four against published positions, through the general engine and the dedicated solver; the solver
//! against the general engine on small gravity boards, and against its own mirror images.

use crate::{random_position, solve};
use minimax_arcade_core::ai::connect_four as c4;
use minimax_arcade_core::ai::{AnySearch, Limits, Settings, Solvers};
use minimax_arcade_core::rules::gravity::Gravity;
use minimax_arcade_core::rules::{AnyGame, Game, GridSize};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

#[test]
fn published_connect_four_positions_score_as_published() {
    // Pons' end-easy test set (see tests/data/SOURCE.md): the general engine, without the dedicated solver.
    let data = include_str!("../../../../tests/data/connect4_end_easy.txt");
    for line in data.lines().take(60) {
        let (moves, score) = line.split_once(' ').unwrap();
        let pos = Gravity::from_moves(Gravity::CONNECT_FOUR, moves).unwrap();
        let result = solve(&pos);
        assert_eq!(result.convention_score(), Some(score.parse().unwrap()), "position {moves}");
    }
}

/// A Connect Four solver with a table of its own and no book.
fn c4_solver() -> c4::solver::Solver {
    c4::solver::Solver::new(c4::position::Geometry::connect_four(), 20)
}

#[test]
fn the_solver_scores_published_positions_strong_and_weak() {
    // Samples of four of Pons' six test sets (see tests/data/SOURCE.md): 450 positions.
    let sets = [
        include_str!("../../../../tests/data/connect4_end_easy.txt"),
        include_str!("../../../../tests/data/connect4_middle_easy.txt"),
        include_str!("../../../../tests/data/connect4_begin_easy.txt"),
        include_str!("../../../../tests/data/connect4_middle_medium.txt"),
    ];
    // On one thread, and on two sharing the table (the answer is the first thread's, whatever the other
    // leaves in the table).
    for threads in [1, 2] {
        let mut solver = c4_solver();
        solver.set_threads(threads);
        let mut scored = 0;
        for line in sets.iter().flat_map(|set| set.lines()) {
            let (moves, score) = line.split_once(' ').unwrap();
            let expected: i32 = score.parse().unwrap();
            let p = c4::position::Position::from_moves(c4::position::Geometry::connect_four(), moves).unwrap();
            assert_eq!(solver.score(&p, false), Some(expected), "{moves} on {threads} threads");
            assert_eq!(solver.score(&p, true), Some(expected.signum()), "{moves} (weak) on {threads} threads");
            scored += 1;
        }
        assert_eq!(scored, 450);
    }
}

#[test]
fn the_solver_agrees_with_the_general_engine_on_small_gravity_boards() {
    let mut rng = SmallRng::seed_from_u64(11);
    let exact = Settings { exact_solver: false, ..Settings::default() };
    let mut compared = 0;
    for (rows, cols, k, stones) in [(4, 4, 3, 2), (4, 5, 4, 4), (5, 4, 4, 4), (4, 4, 4, 0), (5, 5, 4, 8), (4, 6, 3, 3)]
    {
        let size = GridSize::new(rows, cols, k);
        for _ in 0..12 {
            let Some(pos) = random_position(&Gravity::new(size), stones, &mut rng) else { continue };
            let general =
                AnySearch::new(&AnyGame::Gravity(pos.clone()), Limits::unlimited(), exact.clone(), &Solvers::default())
                    .run();
            let p = c4::position::Position::from_game(&pos).unwrap();
            let mut solver = c4::solver::Solver::new(p.geometry, 18);
            assert_eq!(solver.score(&p, false), general.convention_score(), "{cols}x{rows} k={k}: {pos:?}");
            // Through the common interface, the solver's result reads the same.
            let fast = AnySearch::new(
                &AnyGame::Gravity(pos.clone()),
                Limits::unlimited(),
                Settings::default(),
                &Solvers::default(),
            )
            .run();
            assert_eq!(fast.convention_score(), general.convention_score());
            assert_eq!(fast.value(), general.value(), "the same distance to the end");
            compared += 1;
        }
    }
    assert!(compared > 50, "{compared}");
}

#[test]
fn mirror_images_score_the_same_and_the_best_move_scores_the_position() {
    use minimax_arcade_core::ai::analysis;
    let mut rng = SmallRng::seed_from_u64(5);
    let mut solver = c4_solver();
    let mut checked = 0;
    while checked < 25 {
        // 16 random moves, remembered, so the mirror image can be played too (every column c as 6 - c).
        let (mut pos, mut mirrored) = (Gravity::new(Gravity::CONNECT_FOUR), Gravity::new(Gravity::CONNECT_FOUR));
        let mut legal = Vec::new();
        for _ in 0..16 {
            pos.legal_moves(&mut legal);
            let Some(&col) = legal.get(rng.random_range(0..legal.len().max(1))) else { break };
            pos.play(col);
            mirrored.play(6 - col);
        }
        let p = c4::position::Position::from_game(&pos).unwrap();
        if pos.outcome().is_some() || p.can_win_next() {
            continue;
        }
        let q = c4::position::Position::from_game(&mirrored).unwrap();
        let score = solver.score(&p, false).unwrap();
        assert_eq!(solver.score(&q, false), Some(score));
        // The analysis: every move's score, the best of which is the position's.
        let game = AnyGame::Gravity(pos.clone());
        let values = analysis::values(&analysis::analyse_now(&game, Limits::unlimited(), &Solvers::default()));
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        assert_eq!(values.len(), legal.len());
        assert_eq!(values.iter().filter_map(|v| v.score).max(), Some(score));
        let solved = AnySearch::new(&game, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert_eq!(solved.convention_score(), Some(score));
        let best = values.iter().find(|v| Some(v.mv) == solved.best).expect("the chosen move was analysed");
        assert_eq!(best.score, Some(score), "the move chosen is a best one");
        checked += 1;
    }
}
