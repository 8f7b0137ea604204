//! The engine's side of the gravity boards: the line evaluation for the general engine, and the Connect Four
//! solver ([`super::connect_four`]) wherever it covers the board.

use super::any::{DataFile, Engine, Solvers, general};
use super::backend::Backend;
use super::connect_four::{self, SolverSearch, SolverSettings};
use super::eval::{LineEval, Searchable};
use super::limits::{Limits, Settings};
use crate::rules::GridSize;
use crate::rules::gravity::Gravity;

impl Searchable for Gravity {
    type Eval = LineEval;

    fn evaluator(&self) -> LineEval {
        LineEval::new(self.size())
    }
}

impl Engine for Gravity {
    /// The Connect Four solver's settings: its opening book, its table's size, the tables it keeps.
    type Data = SolverSettings;

    /// The solver when the settings allow an exact one and it covers the board; the general engine otherwise.
    fn backend(&self, limits: Limits, settings: Settings, solvers: &Solvers) -> Box<dyn Backend> {
        let solver =
            settings.exact_solver.then(|| SolverSearch::new(self, limits, settings.clone(), &solvers.of::<Self>()));
        match solver.flatten() {
            Some(solver) => Box::new(solver),
            None => general(self, limits, settings),
        }
    }

    /// Connect Four and the boards no larger that the solver covers (its opening book answers the hardest,
    /// first, positions at once).
    fn solves_outright(size: GridSize) -> bool {
        connect_four::solves_in_practice(size)
    }

    /// Connect Four's opening book.
    fn data_file(size: GridSize) -> Option<DataFile> {
        (size == Gravity::CONNECT_FOUR).then_some(connect_four::book::DATA_FILE)
    }
}
