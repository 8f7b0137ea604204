//! The engine: negamax with alpha-beta pruning over any [`crate::rules::Game`], with Zobrist hashing, a
//! transposition table, move ordering and iterative deepening under limits. No Bevy here: the app, the
//! command line, the benchmarks and the tests all share it.

pub mod analysis;
pub mod any;
mod backend;
pub mod baseline;
pub mod bench;
mod bones;
pub mod checkers;
pub mod chess;
pub mod connect_four;
#[cfg(any(test, feature = "test-family"))]
mod crowning;
pub mod draw_offer;
pub mod eval;
pub mod exact;
pub mod gomoku;
mod gravity;
pub mod kalah;
pub mod keeping;
pub mod level;
pub mod limits;
pub mod making;
pub mod memory;
pub mod mnk;
mod move_order;
mod nim;
pub mod options;
pub mod reference;
pub mod result;
pub mod reversi;
pub mod score;
pub mod search;
pub mod selfplay;
pub mod texel;
pub mod trace;
pub mod transposition;
pub mod zobrist;

pub use any::{
    AnySearch, DataFile, Engine, LevelDepths, Solvers, data_checksum, data_file, level_depths, solves_outright,
};
pub use backend::Backend;
pub use eval::{Evaluator, Searchable};
pub use level::Level;
pub use limits::{Limits, Progress, Settings, Slice, Stop};
pub use result::{ScoredMove, SearchResult, Step};
pub use score::Value;
pub use search::{Search, search};
pub use zobrist::Zobrist;
