//! The full engine against plain minimax on random small positions, whole and in slices; its incremental
//! hashes against hashes from scratch; and its limits: a node budget, cancellation, slices.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::{random_position, solve};
use minimax_arcade_core::ai::eval::Searchable;
use minimax_arcade_core::ai::{
    AnySearch, Limits, Search, SearchResult, Settings, Slice, Solvers, Step, Stop, Zobrist, reference, search,
};
use minimax_arcade_core::rules::bones::Bones;
use minimax_arcade_core::rules::gravity::Gravity;
use minimax_arcade_core::rules::mnk::Mnk;
use minimax_arcade_core::rules::{Game, GameSpec, GridSize};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

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
