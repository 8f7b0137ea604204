//! The pure core against oracles from outside the code: known game-tree counts, known game results, published
//! test positions, textbook trees, and plain minimax as the reference for every optimised search. One test
//! binary, a module per job.
//!
//! The published positions stay in the repository's `tests/data/` (their sources: `tests/data/SOURCE.md`),
//! one copy that the command line's tests read too.

mod any_game;
mod connect_four;
mod engine;
mod gomoku;
mod known_results;
mod reversi;
mod tic_tac_toe;
mod traced;

use minimax_arcade_core::ai::eval::Searchable;
use minimax_arcade_core::ai::{Limits, SearchResult, Settings, search};
use minimax_arcade_core::rules::Game;
use rand::RngExt;
use rand::rngs::SmallRng;

/// The engine's answer with no limits at all: the position solved.
pub fn solve<G: Searchable>(pos: &G) -> SearchResult<G::Move> {
    search(pos, Limits::unlimited(), Settings::default())
}

/// A random position of `game` reached by `stones` random moves, if the game is still on.
pub fn random_position<G: Game>(start: &G, stones: usize, rng: &mut SmallRng) -> Option<G> {
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
