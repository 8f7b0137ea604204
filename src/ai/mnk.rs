//! The engine's side of the m,n,k games: the line evaluation, and where the engine promises a solution.

use super::any::Engine;
use super::eval::{LineEval, Searchable};
use crate::rules::GridSize;
use crate::rules::mnk::Mnk;

/// The largest free-placement board the engine solves outright within a move's time: 4×4 (the empty 4×4×4
/// board takes about 10 million nodes, several seconds; 5×4 with k = 4 is out of reach of 50 million).
pub const MAX_SOLVED_CELLS: usize = 16;

impl Searchable for Mnk {
    type Eval = LineEval;

    fn evaluator(&self) -> LineEval {
        LineEval::new(self.size())
    }
}

impl Engine for Mnk {
    fn solves_outright(size: GridSize) -> bool {
        size.cells() <= MAX_SOLVED_CELLS
    }
}
