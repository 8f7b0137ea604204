//! The engine's benchmark: fixed positions searched to a fixed depth, so that their node counts are the same
//! on every machine and their times measure the engine alone. The command line's `bench` runs them natively;
//! a browser build opened with `?bench` runs them in the page's WebAssembly engine, in one piece (not in
//! slices between frames), so its figure is the search's own speed there, apart from the drawing.

use std::time::Duration;

use web_time::Instant;

use super::{AnySearch, Limits, SearchResult, Settings, Solvers, reference, search};
use crate::rules::mnk::Mnk;
use crate::rules::{AnyMove, GameSpec};

/// A fixed search to time.
#[derive(Clone, Copy, Debug)]
pub struct BenchCase {
    pub name: &'static str,
    pub spec: GameSpec,
    /// The moves from the start, in the game's notation.
    pub position: &'static str,
    pub depth: u32,
}

/// The benchmark positions: an opening of free-placement 7×6 four in a row (the side to move wins in seven
/// plies, which depth 7 proves) and an opening of Gomoku.
pub const BENCH_CASES: [BenchCase; 3] = [
    BenchCase { name: "7x6 k=4 free placement", spec: GameSpec::FOUR_IN_A_ROW, position: "25,18", depth: 7 },
    BenchCase { name: "15x15 k=5 (Gomoku)", spec: GameSpec::GOMOKU, position: "113,114,98,128,99,97", depth: 5 },
    BenchCase { name: "checkers", spec: GameSpec::CHECKERS, position: "11-15 23-19 8-11 22-17 4-8", depth: 15 },
];

/// One search of the benchmark, done: what was searched and how, its nodes, its time and its answer.
#[derive(Clone, Debug)]
pub struct BenchRun {
    pub name: &'static str,
    pub what: &'static str,
    pub nodes: u64,
    pub time: Duration,
    pub extra: String,
}

/// The classic searches on the empty Tic-Tac-Toe board, each run as the iterator reaches it: plain minimax,
/// plain alpha-beta (the textbook's, [`super::reference`]) and the engine, for how far each gets on the same
/// tree.
pub fn reference_runs() -> impl Iterator<Item = BenchRun> {
    type Run = fn(&Mnk) -> (u64, String);
    let runs: [(&'static str, Run); 3] = [
        ("plain minimax", |game| {
            let (value, counts) = reference::minimax(game, u32::MAX);
            (counts.nodes, format!("value {value}"))
        }),
        ("plain alpha-beta", |game| {
            let (value, counts) = reference::alpha_beta(game, u32::MAX);
            (counts.nodes, format!("value {value}"))
        }),
        ("engine", |game| {
            let result = search(game, Limits::unlimited(), Settings::default());
            (result.nodes, format!("score {}", result.convention_score().map_or("?".into(), |s| s.to_string())))
        }),
    ];
    let empty = Mnk::new(Mnk::TIC_TAC_TOE);
    runs.into_iter().map(move |(what, run)| {
        let started = Instant::now();
        let (nodes, extra) = run(&empty);
        BenchRun { name: "tictactoe, empty board", what, nodes, time: started.elapsed(), extra }
    })
}

impl BenchCase {
    /// Searches the position to the case's depth with the default settings and no specialised solver's
    /// extras. The positions are the project's own and tested, so they always parse.
    pub fn run(&self) -> SearchResult<AnyMove> {
        let position = self.spec.parse_position(self.position).expect("a valid benchmark position");
        let limits = Limits::unlimited().with_depth(self.depth);
        AnySearch::new(&position, limits, Settings::default(), &Solvers::default()).run()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn every_case_is_a_position_of_its_game_with_the_side_to_move_still_playing() {
        for case in BENCH_CASES {
            let position = case.spec.parse_position(case.position).unwrap_or_else(|e| panic!("{}: {e}", case.name));
            assert!(position.outcome().is_none(), "{}: the game is over", case.name);
        }
    }

    #[test]
    fn the_four_in_a_row_case_proves_the_win_it_promises_at_its_depth() {
        let result = BENCH_CASES[0].run();
        assert!(result.nodes > 0);
        assert!(result.best.is_some());
        assert!(result.depth <= BENCH_CASES[0].depth);
        assert!(result.convention_score().is_some_and(|s| s > 0), "the side to move wins: {:?}", result.score);
    }
}
