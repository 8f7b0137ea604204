//! The pure core against oracles from outside the code: known game-tree counts, known game results, published
//! test positions, textbook trees, and plain minimax as the reference for every optimised search.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use minimax_arcade::ai::connect_four as c4;
use minimax_arcade::ai::eval::Searchable;
use minimax_arcade::ai::{
    AnySearch, Level, Limits, Search, SearchResult, Settings, Slice, Solvers, Step, Stop, Value, Zobrist, reference,
    search,
};
use minimax_arcade::rules::bones::Bones;
use minimax_arcade::rules::gravity::Gravity;
use minimax_arcade::rules::mnk::Mnk;
use minimax_arcade::rules::tree::Tree;
use minimax_arcade::rules::{AnyGame, AnyMove, Game, GameSpec, GridSize, Outcome, Player};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn solve<G: Searchable>(pos: &G) -> SearchResult<G::Move> {
    search(pos, Limits::unlimited(), Settings::default())
}

// ---------------------------------------------------------------------------------------------------------
// Tic-Tac-Toe

/// Walks the whole game tree, counting nodes, finished games and distinct positions.
fn walk(pos: &mut Mnk, nodes: &mut u64, games: &mut u64, seen: &mut HashSet<Vec<Option<Player>>>) {
    *nodes += 1;
    seen.insert(pos.grid().cells().to_vec());
    if pos.outcome().is_some() {
        *games += 1;
        return;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in moves {
        pos.play(mv);
        walk(pos, nodes, games, seen);
        pos.undo(mv);
    }
}

#[test]
fn tic_tac_toe_game_tree_has_the_known_counts() {
    // Known counts (e.g. Schaefer, "Tic-Tac-Toe (Naughts and Crosses, Cheese and Crackers, etc.)"):
    // 549,946 nodes, 255,168 games, 5,478 legal positions.
    let (mut nodes, mut games, mut seen) = (0, 0, HashSet::new());
    walk(&mut Mnk::new(Mnk::TIC_TAC_TOE), &mut nodes, &mut games, &mut seen);
    assert_eq!(nodes, 549_946);
    assert_eq!(games, 255_168);
    assert_eq!(seen.len(), 5_478);
    // Plain minimax visits the same tree.
    assert_eq!(reference::minimax(&Mnk::new(Mnk::TIC_TAC_TOE), u32::MAX).1.nodes, 549_946);
}

/// Every position reachable from the empty board, the finished ones included.
fn reachable(spec: GridSize) -> Vec<Mnk> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![Mnk::new(spec)];
    while let Some(pos) = stack.pop() {
        if !seen.insert(pos.grid().cells().to_vec()) {
            continue;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for mv in moves {
            let mut next = pos.clone();
            next.play(mv);
            stack.push(next);
        }
        out.push(pos);
    }
    out
}

#[test]
fn the_engine_agrees_with_plain_minimax_on_every_tic_tac_toe_position() {
    let positions = reachable(Mnk::TIC_TAC_TOE);
    assert_eq!(positions.len(), 5_478);
    for pos in positions {
        let (minimax, _) = reference::minimax(&pos, u32::MAX);
        let (alpha_beta, ab_counts) = reference::alpha_beta(&pos, u32::MAX);
        let (_, mm_counts) = reference::minimax(&pos, u32::MAX);
        assert_eq!(alpha_beta, minimax, "plain alpha-beta at {pos:?}");
        assert!(ab_counts.nodes <= mm_counts.nodes);
        let result = solve(&pos);
        assert_eq!(result.score, minimax, "engine at {pos:?}");
        assert!(result.exact);
        if let Some(best) = result.best {
            // The move it picks is worth what it says.
            let mut child = pos.clone();
            child.play(best);
            assert_eq!(-reference::minimax(&child, u32::MAX).0, score_one_ply_deeper(minimax));
        }
    }
}

#[test]
fn finished_positions_score_by_the_convention_everywhere() {
    use minimax_arcade::ai::analysis;
    const CELLS: i32 = 9;
    let mut finished = 0;
    for pos in reachable(Mnk::TIC_TAC_TOE) {
        if pos.outcome().is_some() {
            continue;
        }
        let parent = AnyGame::Mnk(pos.clone());
        for value in analysis::values(&analysis::analyse_now(&parent, Limits::unlimited(), &Solvers::default())) {
            let AnyMove::Cell(cell) = value.mv else { unreachable!() };
            let mut child = pos.clone();
            child.play(cell);
            let Some(outcome) = child.outcome() else { continue };
            finished += 1;
            // The convention, from outside the engine: a win whose winning stone was placed with P stones on a
            // board of C cells scores (C + 1 - P) / 2 for the winner; the player to move here is the loser.
            let stones_before = child.plies() as i32 - 1;
            let expected = match outcome {
                Outcome::Win(_) => -(CELLS + 1 - stones_before) / 2,
                _ => 0,
            };
            assert_eq!(solve(&child).convention_score(), Some(expected), "{child:?}");
            assert_eq!(value.score, Some(-expected), "the same move scored from its parent: {pos:?} then {cell}");
        }
    }
    // Every finished game is reached by some last move: 958 finished positions, reached in more ways.
    assert!(finished > 958, "{finished}");
}

/// A score seen from the parent of a node: won and lost scores are one ply further from the root.
fn score_one_ply_deeper(score: i32) -> i32 {
    use minimax_arcade::ai::score::MATE_BOUND;
    if score > MATE_BOUND {
        score + 1
    } else if score < -MATE_BOUND {
        score - 1
    } else {
        score
    }
}

/// Plays every line where `ai` moves with the engine and the opponent tries every reply; returns how many
/// games the opponent won.
fn opponent_wins(pos: &mut Mnk, ai: Player, seed: u64, memo: &mut HashMap<Vec<Option<Player>>, u16>) -> u32 {
    if let Some(outcome) = pos.outcome() {
        return (outcome == Outcome::Win(ai.other())) as u32;
    }
    if pos.to_move() == ai {
        let key = pos.grid().cells().to_vec();
        let mv = *memo.entry(key).or_insert_with(|| {
            search(pos, Level::Perfect.limits(), Level::Perfect.settings(seed)).best.expect("a move")
        });
        pos.play(mv);
        let lost = opponent_wins(pos, ai, seed, memo);
        pos.undo(mv);
        lost
    } else {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut lost = 0;
        for mv in moves {
            pos.play(mv);
            lost += opponent_wins(pos, ai, seed, memo);
            pos.undo(mv);
        }
        lost
    }
}

#[test]
fn the_perfect_ai_never_loses_tic_tac_toe() {
    for seed in [0, 1, 2] {
        for ai in [Player::One, Player::Two] {
            let mut memo = HashMap::new();
            let lost = opponent_wins(&mut Mnk::new(Mnk::TIC_TAC_TOE), ai, seed, &mut memo);
            assert_eq!(lost, 0, "the AI playing {ai:?} lost {lost} games (seed {seed})");
            assert!(memo.len() > 10, "the AI moved in many positions");
        }
    }
}

#[test]
fn the_engine_takes_the_immediate_win_with_score_two() {
    // x o x / o o x / _ _ _, x to move: the bottom-right corner wins at once. 6 stones on 9 cells: (9+1-6)/2.
    let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "123465").unwrap();
    let result = solve(&pos);
    assert_eq!(result.best, Some(8));
    assert_eq!(result.convention_score(), Some(2));
}

#[test]
fn equal_moves_are_chosen_at_random_but_repeatably() {
    let empty = Mnk::new(Mnk::TIC_TAC_TOE);
    let pick = |seed| search(&empty, Limits::unlimited(), Settings { seed, ..Settings::default() }).best;
    let picks: HashSet<_> = (0..40).map(pick).collect();
    assert!(picks.len() >= 5, "every first move draws, so many are chosen: {picks:?}");
    assert_eq!(pick(7), pick(7));
}

// ---------------------------------------------------------------------------------------------------------
// Known results of other games

#[test]
fn known_mnk_results_from_the_empty_board() {
    // Wikipedia, "m,n,k-game"; Uiterwijk, "Solving the m,n,k-games" (2019): (3,3,3) and (4,4,4) are draws,
    // (4,3,3) and (4,4,3) first-player wins.
    let value = |rows, cols, k| solve(&Mnk::new(GridSize::new(rows, cols, k))).value();
    assert_eq!(value(3, 3, 3), Value::Exact(0));
    assert!(matches!(value(4, 3, 3), Value::Win { .. }));
    assert!(matches!(value(3, 4, 3), Value::Win { .. }));
    assert!(matches!(value(4, 4, 3), Value::Win { .. }));
    assert_eq!(value(4, 4, 4), Value::Exact(0));
}

#[test]
fn bones_is_lost_exactly_on_multiples_of_four() {
    for heap in 1..=99u8 {
        let result = solve(&Bones::new(heap));
        if heap % 4 == 0 {
            assert!(matches!(result.value(), Value::Loss { .. }), "heap {heap}");
        } else {
            assert!(matches!(result.value(), Value::Win { .. }), "heap {heap}");
            assert_eq!(result.best, Some(heap % 4), "from {heap} take {}", heap % 4);
        }
    }
    // The textbook example: 6 wins (take 2), 8 loses.
    assert_eq!(solve(&Bones::new(6)).best, Some(2));
    assert!(matches!(solve(&Bones::new(8)).value(), Value::Loss { .. }));
}

#[test]
fn textbook_trees_have_their_textbook_values() {
    let tree = Tree::binary(&[3, 5, 2, 9, 12, 5, 23, 23]);
    assert_eq!(reference::minimax(&tree, u32::MAX).0, 12);
    assert_eq!(solve(&tree).score, 12);

    let tree = Tree::binary(&[3, 5, 6, 9, 1, 2, 0, -1]);
    let (minimax, mm) = reference::minimax(&tree, u32::MAX);
    let (alpha_beta, ab) = reference::alpha_beta(&tree, u32::MAX);
    assert_eq!((minimax, alpha_beta), (5, 5));
    assert_eq!(mm.leaves, 8);
    assert_eq!(ab.leaves, 5, "alpha-beta skips leaves 9, 0 and -1");
    assert_eq!(solve(&tree).score, 5);
}

#[test]
fn published_connect_four_positions_score_as_published() {
    // Pons' end-easy test set (see tests/data/SOURCE.md): the general engine, without the dedicated solver.
    let data = include_str!("data/connect4_end_easy.txt");
    for line in data.lines().take(60) {
        let (moves, score) = line.split_once(' ').unwrap();
        let pos = Gravity::from_moves(Gravity::CONNECT_FOUR, moves).unwrap();
        let result = solve(&pos);
        assert_eq!(result.convention_score(), Some(score.parse().unwrap()), "position {moves}");
    }
}

// ---------------------------------------------------------------------------------------------------------
// The Connect Four solver

/// A Connect Four solver with a table of its own and no book.
fn c4_solver() -> c4::solver::Solver {
    c4::solver::Solver::new(c4::position::Geometry::connect_four(), 20)
}

#[test]
fn the_solver_scores_published_positions_strong_and_weak() {
    // Samples of four of Pons' six test sets (see tests/data/SOURCE.md): 450 positions.
    let sets = [
        include_str!("data/connect4_end_easy.txt"),
        include_str!("data/connect4_middle_easy.txt"),
        include_str!("data/connect4_begin_easy.txt"),
        include_str!("data/connect4_middle_medium.txt"),
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
    use minimax_arcade::ai::analysis;
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

// ---------------------------------------------------------------------------------------------------------
// The full engine against plain minimax on random positions

/// A random position of `game` reached by `stones` random moves, if the game is still on.
fn random_position<G: Game>(start: &G, stones: usize, rng: &mut SmallRng) -> Option<G> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..stones {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        pos.play(moves[rng.random_range(0..moves.len())]);
    }
    pos.outcome().is_none().then_some(pos)
}

/// Runs a search in slices of `slice` nodes until it is done, counting the slices.
fn run_in_slices<G: Searchable>(pos: &G, slice: u64) -> (SearchResult<G::Move>, u32) {
    let mut search = Search::new(pos, Limits::unlimited(), Settings::default());
    let mut slices = 1;
    loop {
        match search.run_slice(Slice::nodes(slice)) {
            Step::Done(result) => return (result, slices),
            Step::Paused => slices += 1,
        }
    }
}

fn check_against_minimax<G: Searchable>(
    start: &G,
    stones: std::ops::RangeInclusive<usize>,
    count: usize,
    seed: u64,
) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut checked = 0;
    let mut multi_slice = 0;
    while checked < count {
        let n = rng.random_range(stones.clone());
        let Some(pos) = random_position(start, n, &mut rng) else { continue };
        let (expected, _) = reference::minimax(&pos, u32::MAX);
        let whole = solve(&pos);
        assert_eq!(whole.score, expected, "engine on {pos:?}");
        assert!(whole.exact);
        let (sliced, slices) = run_in_slices(&pos, 10);
        assert_eq!(sliced.score, expected, "sliced engine on {pos:?}");
        assert_eq!(sliced.best, whole.best, "sliced and whole searches choose alike on {pos:?}");
        multi_slice += (slices > 1) as usize;
        checked += 1;
    }
    multi_slice
}

#[test]
fn the_full_engine_matches_plain_minimax_on_random_small_positions() {
    let mut sliced = 0;
    sliced += check_against_minimax(&Mnk::new(Mnk::TIC_TAC_TOE), 0..=6, 300, 1);
    sliced += check_against_minimax(&Mnk::new(GridSize::new(4, 4, 3)), 7..=12, 300, 2);
    sliced += check_against_minimax(&Mnk::new(GridSize::new(4, 4, 4)), 8..=12, 200, 3);
    sliced += check_against_minimax(&Gravity::new(GridSize::new(4, 4, 3)), 4..=10, 150, 4);
    sliced += check_against_minimax(&Gravity::new(GridSize::new(4, 5, 4)), 8..=14, 150, 5);
    // 1,100 positions in all; most needed several slices, so the slicing was really exercised.
    assert!(sliced > 500, "only {sliced} searches ran in more than one slice");
}

// ---------------------------------------------------------------------------------------------------------
// Zobrist hashing

fn check_incremental_hash<G: Zobrist>(start: &G, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..200 {
        let mut pos = start.clone();
        let mut hash = pos.zobrist();
        let mut played = Vec::new();
        let mut moves = Vec::new();
        for _ in 0..60 {
            pos.legal_moves(&mut moves);
            if !played.is_empty() && (moves.is_empty() || rng.random_bool(0.35)) {
                let mv = played.pop().unwrap();
                pos.undo(mv);
                hash ^= pos.zobrist_delta(mv);
            } else if !moves.is_empty() {
                let mv = moves[rng.random_range(0..moves.len())];
                hash ^= pos.zobrist_delta(mv);
                pos.play(mv);
                played.push(mv);
            }
            assert_eq!(hash, pos.zobrist());
        }
    }
}

#[test]
fn incremental_zobrist_hashes_equal_hashes_from_scratch() {
    check_incremental_hash(&Mnk::new(Mnk::TIC_TAC_TOE), 1);
    check_incremental_hash(&Mnk::new(Mnk::GOMOKU), 2);
    check_incremental_hash(&Gravity::new(Gravity::CONNECT_FOUR), 3);
    check_incremental_hash(&Bones::new(99), 4);
}

// ---------------------------------------------------------------------------------------------------------
// Limits, cancellation, slices

#[test]
fn the_search_stays_within_its_node_budget() {
    let pos = Mnk::from_moves(Mnk::GOMOKU, "113,114,98").unwrap();
    for budget in [1, 100, 5_000, 40_000] {
        let result = search(&pos, Limits::unlimited().with_nodes(budget), Settings::default());
        assert!(result.nodes <= budget, "{} nodes for a budget of {budget}", result.nodes);
        assert_eq!(result.stop, Stop::Nodes);
        assert!(result.best.is_some(), "even a tiny budget yields a legal move");
        assert!(pos.check_move(result.best.unwrap()).is_ok());
    }
}

#[test]
fn the_search_honours_cancellation() {
    let pos = Mnk::from_moves(Mnk::GOMOKU, "113").unwrap();
    let flag = Arc::new(AtomicBool::new(true));
    let result = Search::new(&pos, Limits::unlimited(), Settings::default()).with_cancel(flag.clone()).run();
    assert_eq!(result.stop, Stop::Cancelled);
    assert!(result.nodes <= 256, "a raised flag is seen within one check interval");

    // Raised from another thread while the search runs.
    flag.store(false, Ordering::Relaxed);
    let worker = {
        let flag = flag.clone();
        std::thread::spawn(move || Search::new(&pos, Limits::unlimited(), Settings::default()).with_cancel(flag).run())
    };
    std::thread::sleep(std::time::Duration::from_millis(50));
    flag.store(true, Ordering::Relaxed);
    let result = worker.join().unwrap();
    assert_eq!(result.stop, Stop::Cancelled);
    assert!(result.best.is_some());
}

#[test]
fn a_search_in_many_slices_equals_one_uninterrupted_search() {
    // Depth-limited searches, where the table could make a difference: same result, same node count order.
    for (spec, moves, depth) in [
        (GameSpec::GOMOKU, "113,114,98", 6),
        (GameSpec::FOUR_IN_A_ROW, "25,18,24", 6),
        (GameSpec::CONNECT_FOUR, "4453", 9),
    ] {
        let pos = spec.parse_position(moves).unwrap();
        let limits = Limits::unlimited().with_depth(depth);
        let whole = AnySearch::new(&pos, limits, Settings::default(), &Solvers::default()).run();
        let mut sliced = AnySearch::new(&pos, limits, Settings::default(), &Solvers::default());
        let mut slices = 0;
        let result = loop {
            slices += 1;
            if let Step::Done(result) = sliced.run_slice(Slice::nodes(500)) {
                break result;
            }
        };
        assert!(slices > 3, "{spec} took {slices} slices");
        assert_eq!((result.best, result.score, result.depth), (whole.best, whole.score, whole.depth), "{spec}");
    }
}

// ---------------------------------------------------------------------------------------------------------
// Gomoku

fn gomoku(moves: &str) -> Mnk {
    Mnk::from_moves(Mnk::GOMOKU, moves).unwrap()
}

/// The 1-based cell at a row and column (both 1-based).
fn cell(row: usize, col: usize) -> u16 {
    ((row - 1) * 15 + col - 1) as u16
}

#[test]
fn gomoku_takes_an_immediate_win() {
    // One: four across row 8 (columns 5-8), open at both ends; Two scattered. One to move.
    let pos = gomoku("110,20,111,40,112,60,113,80");
    let result = search(&pos, Level::Hard.limits_with_nodes(20_000), Settings::default());
    assert!([cell(8, 4), cell(8, 9)].contains(&result.best.unwrap()));
    assert_eq!(result.value(), Value::Win { plies: 1 });
}

#[test]
fn gomoku_blocks_a_four() {
    // One: four across row 8 (columns 5-8), blocked on the left by Two at column 4; Two to move must take
    // column 9. Two's own stones are scattered, no threat.
    let pos = gomoku("110,109,111,20,112,40,113");
    let result = search(&pos, Level::Hard.limits_with_nodes(20_000), Settings::default());
    assert_eq!(result.best, Some(cell(8, 9)));
    // A broken four (x x _ x x) must be filled in the gap.
    let pos = gomoku("106,20,107,40,109,60,110");
    let result = search(&pos, Level::Hard.limits_with_nodes(20_000), Settings::default());
    assert_eq!(result.best, Some(cell(8, 3)));
}

#[test]
fn gomoku_blocks_an_open_three_before_it_becomes_an_open_four() {
    // One: three across row 8 (columns 6-8) with both ends open; Two to move must stop it at an end.
    let pos = gomoku("111,20,112,40,113");
    let result = search(&pos, Level::Hard.limits_with_nodes(50_000), Settings::default());
    let best = result.best.unwrap();
    assert!([cell(8, 5), cell(8, 9), cell(8, 4), cell(8, 10)].contains(&best), "played {best}");
}

#[test]
fn gomoku_hard_beats_the_baseline_over_twenty_games() {
    let spec = GameSpec::GOMOKU;
    let (mut engine_wins, mut baseline_wins) = (0, 0);
    for game in 0..20u64 {
        let engine_side = if game % 2 == 0 { Player::One } else { Player::Two };
        let mut pos = spec.start();
        let mut rng = SmallRng::seed_from_u64(game);
        while pos.outcome().is_none() {
            let mv = if pos.to_move() == engine_side {
                let limits = Level::Hard.limits_with_nodes(10_000);
                AnySearch::new(&pos, limits, Level::Hard.settings(game), &Solvers::default()).run().best
            } else {
                minimax_arcade::ai::baseline::choose_move(&pos, 2, &mut rng)
            };
            pos.play(mv.unwrap());
        }
        match pos.outcome() {
            Some(Outcome::Win(p)) if p == engine_side => engine_wins += 1,
            Some(Outcome::Win(_)) => baseline_wins += 1,
            _ => {}
        }
    }
    assert!(engine_wins >= 18, "Hard won {engine_wins} of 20, the baseline {baseline_wins}");
}

/// The positions of `data/gomoku_vcf.txt` (see `data/SOURCE.md`): each as its moves in cells, and the length of
/// the shortest win by fours its player to move has, in the attacker's moves.
fn harvested_vcf_positions() -> Vec<(Vec<u16>, usize)> {
    let text = include_str!("data/gomoku_vcf.txt");
    let point = |xy: &str| -> u16 {
        let (x, y) = xy.split_once(',').expect("x,y");
        let (x, y): (u16, u16) = (x.parse().unwrap(), y.parse().unwrap());
        y * 15 + x
    };
    let read = |line: &str| {
        let (moves, length) = line.split_once('|').expect("moves | length");
        (moves.split_whitespace().map(point).collect(), length.trim().parse().unwrap())
    };
    text.lines().filter(|l| !l.trim().is_empty()).map(read).collect()
}

/// Every harvested win by fours is found by Hard's own search, played at once as the win it is, and its line
/// is legal, made of fours (each attacker move but the last leaves a five point, so the reply is forced), ends
/// in five, and is no shorter than the shortest win known.
#[test]
fn gomoku_finds_every_harvested_win_by_fours() {
    use minimax_arcade::ai::gomoku::board::Board;
    use minimax_arcade::ai::gomoku::patterns::Rule;

    let positions = harvested_vcf_positions();
    assert!(positions.len() >= 25, "the set holds {}", positions.len());
    for (moves, shortest) in positions {
        let text: Vec<String> = moves.iter().map(|c| (c + 1).to_string()).collect();
        let pos = GameSpec::GOMOKU.parse_position(&text.join(",")).unwrap();
        let attacker = pos.to_move();
        // The app's own way to Hard's engine (the Gomoku search, with its VCF at the root).
        let limits = Level::Hard.limits_with_nodes(50_000);
        let result = AnySearch::new(&pos, limits, Settings::default(), &Solvers::default()).run();
        assert!(result.exact, "{text:?}: a proven win");
        assert!(matches!(result.value(), Value::Win { .. }), "{text:?}: {:?}", result.value());
        assert_eq!(result.fours, result.pv, "{text:?}: played as a win by fours");
        let line = result.pv.clone();
        assert!(line.len().div_ceil(2) >= shortest, "{text:?}: {line:?} is shorter than the shortest, {shortest}");
        let mut replay = pos.clone();
        let stones = |parity: usize| moves.iter().skip(parity).step_by(2).map(|&c| c as usize).collect::<Vec<_>>();
        let mut board = Board::with_stones(Mnk::GOMOKU, Rule::Freestyle, &stones(0), &stones(1));
        for (i, &mv) in line.iter().enumerate() {
            assert!(replay.check_move(mv).is_ok(), "{text:?}: {line:?} is legal");
            replay.play(mv);
            let AnyMove::Cell(cell) = mv else { panic!("{mv:?} is not a cell") };
            board.play(board.padded(cell as usize));
            let four = board.five_points(attacker).next().is_some();
            assert!(i % 2 == 1 || i + 1 == line.len() || four, "{text:?}: move {} of {line:?} is a four", i + 1);
        }
        assert_eq!(replay.outcome(), Some(Outcome::Win(attacker)), "{text:?}: {line:?} ends in five");
    }
}

// ---------------------------------------------------------------------------------------------------------
// AnyGame

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
    let unit = minimax_arcade::ai::Evaluator::margin_unit(&opening.evaluator());
    let pos = AnyGame::Mnk(opening);
    let limits = Limits::unlimited().with_depth(Level::Easy.depth());
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

// ---------------------------------------------------------------------------------------------------------
// The traced searches (the explorer and `trace`) against the textbooks and the plain searches

mod traced {
    use minimax_arcade::ai::trace::record::Trace;
    use minimax_arcade::ai::trace::subject::{Subject, SubjectMove, TEXTBOOK_MINIMAX};
    use minimax_arcade::ai::trace::{Algorithm, TracedSearch};
    use std::collections::HashSet;

    use super::*;

    /// The leaves a trace visited, as their values, left to right.
    fn visited_leaves(trace: &Trace<SubjectMove>) -> Vec<u32> {
        let mut leaves: Vec<_> =
            (0..trace.nodes.len() as u32).filter(|&n| trace.nodes[n as usize].children.is_empty()).collect();
        leaves.sort_by_key(|&n| {
            trace
                .path(n)
                .iter()
                .map(|m| match m {
                    SubjectMove::Child(c) => *c as u32,
                    _ => 0,
                })
                .fold(0, |i, c| i * 2 + c)
        });
        leaves
    }

    fn leaf_values(subject: &Subject, trace: &Trace<SubjectMove>) -> Vec<i32> {
        visited_leaves(trace)
            .into_iter()
            .map(|n| match subject.after(&trace.path(n)) {
                Subject::Tree(t) => t.leaf_value().expect("a leaf"),
                other => panic!("not a tree: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn the_textbook_minimax_tree_is_worth_12() {
        let subject = Subject::textbook_minimax();
        let trace = subject.record(Algorithm::Minimax, 3, 1000);
        assert_eq!(trace.value(), Some(12));
        assert_eq!(leaf_values(&subject, &trace), TEXTBOOK_MINIMAX, "plain minimax visits every leaf");
    }

    #[test]
    fn the_textbook_alpha_beta_tree_is_worth_5_and_skips_the_published_leaves() {
        let subject = Subject::textbook_alpha_beta();
        let trace = subject.record(Algorithm::AlphaBeta, 3, 1000);
        assert_eq!(trace.value(), Some(5));
        // The published walk-through: 9 is pruned under the first min node's second child, and the whole
        // subtree holding 0 and -1 is never entered.
        assert_eq!(leaf_values(&subject, &trace), [3, 5, 6, 1, 2]);
        assert_eq!(trace.counts.cutoffs, 2);
        let cut_moves: usize = trace.nodes.iter().filter_map(|n| n.cut.as_ref()).map(|c| c.skipped.len()).sum();
        assert_eq!(cut_moves, 2, "one leaf and one subtree skipped");
    }

    #[test]
    fn plain_minimax_traces_all_549946_nodes_of_tic_tac_toe() {
        let subject = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
        let trace = subject.record(Algorithm::Minimax, 9, 1_000_000);
        assert!(!trace.truncated);
        assert_eq!(trace.nodes.len(), 549_946);
        assert_eq!(trace.counts.nodes, 549_946);
        assert_eq!(trace.value(), Some(0), "a draw");
        // Every node's children are the legal moves of its position: the trace is the game tree itself.
        let leaves = trace.nodes.iter().filter(|n| n.children.is_empty()).count();
        assert_eq!(leaves, 255_168, "the finished games of Tic-Tac-Toe");
    }

    #[test]
    fn every_trace_has_its_searchs_value_and_counts() {
        let ttt = GameSpec::TIC_TAC_TOE;
        let subjects = [
            Subject::textbook_minimax(),
            Subject::textbook_alpha_beta(),
            Subject::game(ttt, ttt.parse_position("1").unwrap()),
            Subject::game(ttt, ttt.parse_position("5239").unwrap()),
            Subject::game(GameSpec::BONES, AnyGame::Bones(Bones::new(9))),
            Subject::game(GameSpec::CONNECT_FOUR, GameSpec::CONNECT_FOUR.parse_position("4444").unwrap()),
            Subject::game(GameSpec::NIM, GameSpec::NIM.start()),
        ];
        for subject in &subjects {
            let depth = subject.full_depth().min(4);
            let (plain, _) = match subject {
                Subject::Tree(t) => reference::minimax(t, depth),
                Subject::Game { game: AnyGame::Mnk(g), .. } => reference::minimax(g, depth),
                Subject::Game { game: AnyGame::Bones(g), .. } => reference::minimax(g, depth),
                Subject::Game { game: AnyGame::Gravity(g), .. } => reference::minimax(g, depth),
                Subject::Game { game: AnyGame::Nim(g), .. } => reference::minimax(g, depth),
            };
            for algorithm in Algorithm::ALL {
                let trace = subject.record(algorithm, depth, 2_000_000);
                let (counts, value) = subject.counts(algorithm, depth, u64::MAX);
                assert_eq!(trace.value(), value, "{algorithm} on {subject:?}");
                assert_eq!(trace.counts, counts);
                assert_eq!(trace.nodes.len() as u64, counts.nodes);
                assert_eq!(value, Some(plain), "{algorithm} on {subject:?} finds plain minimax's value");
            }
        }
    }

    #[test]
    fn traced_alpha_beta_counts_what_the_reference_alpha_beta_counts() {
        let ttt = GameSpec::TIC_TAC_TOE;
        for moves in ["", "5", "19", "5137"] {
            let Ok(AnyGame::Mnk(pos)) = ttt.parse_position(moves) else { unreachable!() };
            let (value, counts) = TracedSearch::value(&pos, Algorithm::AlphaBeta, 9);
            let (ref_value, ref_counts) = reference::alpha_beta(&pos, 9);
            assert_eq!((value, counts.nodes, counts.leaves), (ref_value, ref_counts.nodes, ref_counts.leaves));
            let (_, minimax) = TracedSearch::value(&pos, Algorithm::Minimax, 9);
            assert_eq!(minimax.nodes, reference::minimax(&pos, 9).1.nodes);
        }
    }

    #[test]
    fn alpha_beta_visits_a_subset_of_minimax_and_each_refinement_visits_fewer() {
        let ttt = GameSpec::TIC_TAC_TOE;
        let subject = Subject::game(ttt, ttt.start());
        let paths = |a| -> HashSet<Vec<SubjectMove>> {
            let trace = subject.record(a, 9, 1_000_000);
            (0..trace.nodes.len() as u32).map(|n| trace.path(n)).collect()
        };
        let all = paths(Algorithm::Minimax);
        for a in [Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Table] {
            assert!(paths(a).is_subset(&all), "{a} visits only positions of the minimax tree");
        }
        let nodes = |a| subject.counts(a, 9, u64::MAX).0;
        let (plain, ab, ordered, table) = (
            nodes(Algorithm::Minimax),
            nodes(Algorithm::AlphaBeta),
            nodes(Algorithm::Ordered),
            nodes(Algorithm::Table),
        );
        assert_eq!(plain.nodes, 549_946);
        assert!(ab.nodes < plain.nodes / 10, "alpha-beta cuts the tree to tens of thousands: {ab:?}");
        assert!(ordered.nodes <= ab.nodes && table.nodes < ordered.nodes, "{ab:?} {ordered:?} {table:?}");
        assert!(table.table_hits > 0 && ab.table_hits == 0 && plain.cutoffs == 0);
    }

    #[test]
    fn a_trace_past_its_node_limit_says_it_was_cut() {
        let subject = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
        let trace = subject.record(Algorithm::Minimax, 9, 1000);
        assert!(trace.truncated);
        assert_eq!(trace.nodes.len(), 1000);
        assert_eq!(trace.value(), None);
    }
}
