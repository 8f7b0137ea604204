//! The engine's side of the gravity boards: the line evaluation for the general engine, and the Connect Four
//! solver ([`super::connect_four`]) wherever it covers the board.

use super::any::TestSet;
use super::any::{DataFile, Engine, Solvers, general};
use super::backend::Backend;
use super::connect_four::{self, KeptTables, SolverSearch, SolverSettings};
use super::eval::{LineEval, Searchable};
use super::exact::ExactSearch;
use super::limits::{Limits, Settings};
use super::making::{BookJob, Maker};
use super::options::{Options, SolverOptions};
use crate::rules::gravity::Gravity;
use crate::rules::{GameSpec, GridSize};

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
        let solver = settings.exact_solver.then(|| SolverSearch::new(self, settings.clone(), &solvers.of::<Self>()));
        match solver.flatten() {
            Some(solver) => Box::new(ExactSearch::new(solver, limits)),
            None => general(self, limits, settings),
        }
    }

    /// Connect Four and the boards no larger that the solver covers (its opening book answers the hardest,
    /// first, positions at once).
    fn solves_outright(size: GridSize) -> bool {
        connect_four::solves_in_practice(size)
    }

    /// Its tables.
    fn keep_between_searches(settings: &mut SolverSettings) {
        settings.kept = Some(KeptTables::default());
    }

    /// Connect Four's opening book.
    fn data_file(size: GridSize) -> Option<DataFile> {
        (size == Gravity::CONNECT_FOUR).then_some(connect_four::book::DATA_FILE)
    }

    /// The solver's table (2^N entries) and threads.
    const OPTIONS: Options = Options {
        names: &["table-bits", "threads"],
        whose: "the Connect Four solver (connect4 and the gravity boards it covers)",
    };

    /// On the boards the solver covers.
    fn reads_options(size: GridSize) -> bool {
        connect_four::covers(size)
    }

    /// A fresh table for every line, so that node counts and node budgets answer the same in any order: it
    /// starts at 2 MiB of untouched zeroed memory, which costs next to nothing.
    fn from_options(_size: GridSize, options: &SolverOptions) -> SolverSettings {
        let table_bits = options.get("table-bits").map_or(connect_four::TABLE_BITS, |bits| bits as u8);
        let threads = options.get("threads").map_or_else(connect_four::default_threads, |n| n as usize);
        SolverSettings { table_bits, book: None, kept: None, threads }
    }

    fn book_of(bytes: &[u8]) -> Option<Result<GameSpec, String>> {
        connect_four::book::whose(bytes).map(|whose| whose.map(GameSpec::Gravity))
    }

    fn install_book(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
        connect_four::book::install(bytes, solvers)
    }

    /// Connect Four's test files (Pascal Pons' published sets).
    fn test_set(size: GridSize) -> Option<TestSet> {
        (size == Gravity::CONNECT_FOUR).then_some(connect_four::test_set::TEST_SET)
    }

    /// The solver's opening book, on the boards it covers.
    fn book_maker(size: GridSize, job: &BookJob) -> Option<Maker> {
        connect_four::position::Geometry::new(size).map(|geometry| connect_four::generate::Maker::boxed(geometry, job))
    }
}
