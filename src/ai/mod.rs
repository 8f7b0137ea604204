//! The engine: negamax with alpha-beta pruning over any [`crate::rules::Game`], with Zobrist hashing, a
//! transposition table, move ordering and iterative deepening under limits. No Bevy here: the app, the
//! command line, the benchmarks and the tests all share it.

pub mod analysis;
pub mod any;
pub mod baseline;
pub mod connect_four;
pub mod eval;
pub mod level;
mod move_order;
pub mod reference;
pub mod search;
pub mod trace;
pub mod transposition;
pub mod zobrist;

pub use any::{AnySearch, solves_outright};
pub use eval::{Evaluator, Searchable};
pub use level::Level;
pub use search::{Limits, Progress, ScoredMove, Search, SearchResult, Settings, Slice, Step, Stop, Value, search};
pub use zobrist::Zobrist;
