//! The specialised solver of Connect Four and of every gravity board whose columns, each with one spare bit,
//! fit in 64 bits: [`position`] (the bitboards), [`table`] (bounds by position), [`solver`] (the search),
//! [`book`] (the opening book). [`SolverSearch`] asks it a search's questions, which the exact solvers' backend
//! ([`crate::ai::exact::ExactSearch`]) runs behind the engine's common interface ([`crate::ai::AnySearch`]), so
//! the app, the command line and the analysis use it without knowing it is there.

pub mod book;
pub mod generate;
pub mod position;
pub mod solver;
pub mod table;
pub mod test_set;

use std::sync::Arc;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

use self::book::Book;
use self::position::{Geometry, Position};
use self::solver::Solver;
use crate::ai::exact::{Metered, Questions};
use crate::ai::keeping::Kept;
use crate::ai::limits::{Settings, Stop};
use crate::ai::result::{ScoredMove, SearchResult};
use crate::ai::score::MATE;
use crate::rules::gravity::Gravity;
use crate::rules::{AnyMove, Game, GridSize};

/// Table bits of a solver's table on native builds: 2^24 entries, 128 MiB.
#[cfg(not(target_arch = "wasm32"))]
pub const TABLE_BITS: u8 = 24;
/// On the web, 2^21 entries (16 MiB), which a page can spare.
#[cfg(target_arch = "wasm32")]
pub const TABLE_BITS: u8 = 21;

/// Whether the solver covers a board.
pub fn covers(size: GridSize) -> bool {
    Geometry::new(size).is_some()
}

/// Whether the solver answers any position of the board in a reasonable time: Connect Four and the boards
/// no larger. (Larger boards that fit, such as 8 × 7, it solves near their end only.)
pub fn solves_in_practice(size: GridSize) -> bool {
    covers(size) && size.cells() <= Gravity::CONNECT_FOUR.cells()
}

/// What a caller gives the solver: the size of its table, the opening book if it has one, and whether the
/// tables are kept from one search to the next. Each caller chooses (the game the book it ships and a kept
/// table, the command line the book `--book` names or none and a fresh table for each line, so its node
/// counts repeat; a test whichever it tests), so nothing about it is process-wide.
#[derive(Clone, Debug)]
pub struct SolverSettings {
    /// The table grows up to `2^table_bits` entries.
    pub table_bits: u8,
    /// The opening book, shared between searches.
    pub book: Option<Arc<Book>>,
    /// Where searches leave their tables for the next ones, if they do.
    pub kept: Option<KeptTables>,
    /// Threads a big question is solved on (see [`Solver::set_threads`]); questions with a node budget take
    /// one, so their answers repeat exactly.
    pub threads: usize,
}

/// The threads a solver uses unless told otherwise: one per core, up to four (natively; one on the web).
pub fn default_threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get()).min(4)
}

impl Default for SolverSettings {
    /// The platform's table, no book, a fresh table for every search, and [`default_threads`].
    fn default() -> Self {
        Self { table_bits: TABLE_BITS, book: None, kept: None, threads: default_threads() }
    }
}

impl SolverSettings {
    /// A solver for `geometry` as these settings say: with a table a finished search left, if they keep tables
    /// and one of this board is free, or else a fresh one.
    pub fn solver(&self, geometry: Geometry) -> Solver {
        let kept = self.kept.as_ref().and_then(|kept| kept.take(&geometry));
        let mut solver = kept.unwrap_or_else(|| Solver::new(geometry, self.table_bits));
        solver.set_book(self.book.clone());
        solver.set_threads(self.threads);
        solver
    }
}

/// The tables of finished searches, kept for the next ones: whatever a search proved (exact bounds of the
/// positions below its root) is still true in the next position of the same game, which is usually among
/// them. So a person's move, the computer's answer and the analysis of the next position each start from
/// what the last search found. Each solver is kept with its board's geometry.
pub type KeptTables = Kept<Geometry, Solver>;

/// The engine's score (see [`crate::ai::search`](mod@crate::ai::search)) for a solver score `score` (the
/// project's convention) of a position with `moves` stones on a board of `cells`.
pub fn engine_score(score: i32, cells: u32, moves: u32) -> i32 {
    if score == 0 {
        return 0;
    }
    // The winner's stone is placed with P stones on the board, (C + 1 - P) / 2 = |score|; of the two P that
    // give that, the one on the winner's turn.
    let winner_parity = if score > 0 { moves % 2 } else { (moves + 1) % 2 };
    let mut placed = cells as i32 + 1 - 2 * score.abs();
    if placed.rem_euclid(2) as u32 != winner_parity {
        placed -= 1;
    }
    let plies = placed - moves as i32 + 1;
    if score > 0 { MATE - plies } else { -(MATE - plies) }
}

/// What the search is asked: the best move, or every move's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Task {
    /// The root's score first, then which moves reach it.
    Play,
    /// Every move's score.
    Analyse,
}

/// A solver search of one position, resumable in slices.
pub struct SolverSearch {
    root: Position,
    game: Gravity,
    solver: Solver,
    settings: Settings,
    task: Task,
    /// The legal columns, centre first.
    columns: Vec<u32>,
    /// The root's score, once known (play).
    value: Option<i32>,
    /// Each column's score (analysis) or whether it reaches the root's score (play), as found. In play, 0 also
    /// marks a move not asked about because a best move is already known (see [`Self::settle_known_moves`]).
    found: Vec<Option<i32>>,
    /// Where the solver goes when the search is dropped, if tables are kept.
    kept: Option<KeptTables>,
}

impl Drop for SolverSearch {
    /// Leaves the solver's table for the next search (a search cut short too: only finished subtrees are in
    /// it, so all it holds is true).
    fn drop(&mut self) {
        if let Some(kept) = &self.kept {
            let solver = std::mem::replace(&mut self.solver, Solver::placeholder(self.root.geometry));
            kept.put(self.root.geometry, solver);
        }
    }
}

impl SolverSearch {
    /// A search of `game`, if the solver covers its board (a game already over it answers at once).
    pub fn new(game: &Gravity, settings: Settings, solver: &SolverSettings) -> Option<Self> {
        let root = Position::from_game(game)?;
        let kept = solver.kept.clone();
        let solver = solver.solver(root.geometry);
        let order = root.geometry.centre_first();
        let columns: Vec<u32> = order.into_iter().filter(|&c| root.can_play(c)).collect();
        let task = if settings.score_every_move { Task::Analyse } else { Task::Play };
        let found = vec![None; columns.len()];
        let game = game.clone();
        Some(Self { root, game, solver, settings, task, columns, value: None, found, kept })
    }

    fn cells(&self) -> u32 {
        self.root.geometry.cells()
    }

    /// Marks the moves whose scores are known without a search (the book's children, wins at once, and the
    /// like): whether each reaches `value`. If one does, the others are not asked about: the computer picks
    /// among the best moves known. At the computer's positions of the book that loses no variety, since the
    /// book holds every best move's child there (the book for play follows every best move; the full book,
    /// every move); elsewhere (a position reached by undo or a link) the choice may be among fewer of the best
    /// moves, never a worse one. And it makes the computer's moves within the book instant: asking about a
    /// move that is not best means searching a position the book left out.
    fn settle_known_moves(&mut self, value: i32) {
        for (i, &col) in self.columns.iter().enumerate() {
            if let Some(score) = self.solver.known_move_score(&self.root, col) {
                self.found[i] = Some(i32::from(score == value));
            }
        }
        if self.found.contains(&Some(1)) {
            // Not asked: a best move is known.
            self.found.iter_mut().for_each(|f| _ = f.get_or_insert(0));
        }
    }

    /// A move when the solver found none in time: the first column (from the centre) that does not lose at
    /// once.
    fn fallback(&self) -> Option<u32> {
        let safe = self.root.non_losing_moves();
        let safe_col = self.columns.iter().copied().find(|&c| safe & self.root.geometry.column_mask(c) != 0);
        safe_col.or_else(|| self.columns.first().copied())
    }

    fn result(
        &self,
        best: Option<u32>,
        score: i32,
        exact: bool,
        moves: Vec<ScoredMove<AnyMove>>,
        stop: Stop,
    ) -> SearchResult<AnyMove> {
        let best = best.map(|c| AnyMove::Column(c as u8));
        let mut result = SearchResult::unsearched(best);
        result.score = score;
        result.exact = exact;
        result.nodes = self.solver.nodes();
        result.depth = if exact { self.game.plies_left_bound() } else { 0 };
        result.pv = best.into_iter().collect();
        result.moves = moves;
        result.stop = stop;
        result.set_plies_left_bound(self.game.plies_left_bound());
        result
    }
}

impl Questions for SolverSearch {
    type Solver = Solver;

    fn solver_mut(&mut self) -> &mut Solver {
        &mut self.solver
    }

    /// A game already over: nothing to search.
    fn answered_at_once(&self) -> Option<SearchResult<AnyMove>> {
        self.game.outcome().is_some().then(|| self.result(None, 0, true, Vec::new(), Stop::GameOver))
    }

    fn advance(&mut self) -> bool {
        match self.task {
            Task::Play => {
                if self.value.is_none() {
                    self.value = self.solver.score(&self.root, false);
                    if let Some(value) = self.value {
                        self.settle_known_moves(value);
                    }
                }
                let Some(value) = self.value else { return false };
                for i in 0..self.columns.len() {
                    if self.found[i].is_none() {
                        let reaches = self.solver.move_reaches(&self.root, self.columns[i], value);
                        match reaches {
                            Some(yes) => self.found[i] = Some(i32::from(yes)),
                            None => return false,
                        }
                    }
                }
                true
            }
            Task::Analyse => self.solver.move_scores(&self.root, &self.columns, &mut self.found, false),
        }
    }

    fn finish(&mut self, stop: Stop) -> SearchResult<AnyMove> {
        let (cells, moves) = (self.cells(), self.root.moves());
        let mut rng = SmallRng::seed_from_u64(self.settings.seed);
        let to_engine = |score: i32| engine_score(score, cells, moves);
        let exact = stop == Stop::Solved;
        let mut scored: Vec<ScoredMove<AnyMove>> = Vec::new();
        let best;
        let score;
        match self.task {
            Task::Play => {
                let optimal: Vec<u32> =
                    self.columns.iter().zip(&self.found).filter(|(_, f)| **f == Some(1)).map(|(&c, _)| c).collect();
                best = optimal.choose(&mut rng).copied().or_else(|| self.fallback());
                score = self.value.map_or(0, to_engine);
                if let (Some(value), true) = (self.value, exact) {
                    let reach =
                        optimal.iter().map(|&c| ScoredMove::new(AnyMove::Column(c as u8), to_engine(value), true));
                    scored.extend(reach);
                }
            }
            Task::Analyse => {
                for (&col, found) in self.columns.iter().zip(&self.found) {
                    if let Some(s) = found {
                        scored.push(ScoredMove::new(AnyMove::Column(col as u8), to_engine(*s), true));
                    }
                }
                scored.sort_by_key(|m| std::cmp::Reverse(m.score));
                let top = scored.first().map(|m| m.score);
                let ties: Vec<&ScoredMove<AnyMove>> = scored.iter().filter(|m| Some(m.score) == top).collect();
                best = ties.choose(&mut rng).map(|m| match m.mv {
                    AnyMove::Column(c) => c as u32,
                    _ => unreachable!("a gravity move"),
                });
                let best = best.or_else(|| self.fallback());
                score = top.unwrap_or(0);
                let complete = self.found.iter().all(Option::is_some);
                return self.result(best, score, exact && complete, scored, stop);
            }
        }
        self.result(best, score, exact && self.value.is_some(), scored, stop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::backend::Backend;
    use crate::ai::exact::ExactSearch;
    use crate::ai::limits::{Limits, Slice};
    use crate::ai::result::Step;
    use crate::ai::score::Value;
    use crate::rules::score_for_win;

    /// The search of `game` behind the engine's interface, with no limits.
    fn exact(game: &Gravity, settings: Settings, solvers: &SolverSettings) -> ExactSearch<SolverSearch> {
        ExactSearch::new(SolverSearch::new(game, settings, solvers).unwrap(), Limits::unlimited())
    }

    #[test]
    fn solvers_kept_between_searches_keep_the_connect_four_solvers_tables() {
        use crate::rules::gravity::Gravity;
        assert!(crate::ai::Solvers::default().kept_between_searches().of::<Gravity>().kept.is_some());
    }

    #[test]
    fn a_kept_table_serves_the_next_search() {
        use crate::ai::Level;
        let settings = Level::Perfect.settings(1);
        let search = |game: &Gravity, solvers: &SolverSettings| {
            let mut search = exact(game, settings.clone(), solvers);
            match search.run_slice(Slice::WHOLE) {
                Step::Done(result) => (result.best, result.score, result.nodes),
                Step::Paused => unreachable!("a whole slice"),
            }
        };
        let before = Gravity::from_moves(Gravity::CONNECT_FOUR, "44441232").unwrap();
        let after = Gravity::from_moves(Gravity::CONNECT_FOUR, "444412325").unwrap();
        // One thread: with helpers, the node counts depend on how the threads are scheduled.
        let fresh = SolverSettings { table_bits: 20, threads: 1, ..SolverSettings::default() };
        let keeping = SolverSettings { kept: Some(KeptTables::default()), ..fresh.clone() };
        let (_, _, _) = search(&before, &keeping);
        assert_eq!(keeping.kept.as_ref().map(KeptTables::len), Some(1), "the finished search left its table");
        let (best, score, nodes) = search(&after, &keeping);
        let (fresh_best, fresh_score, fresh_nodes) = search(&after, &fresh);
        assert_eq!((best.is_some(), score), (fresh_best.is_some(), fresh_score), "the same answer");
        assert!(nodes * 2 < fresh_nodes, "{nodes} nodes with the kept table, {fresh_nodes} without");
    }

    #[test]
    fn perfect_picks_among_the_best_moves_a_book_for_play_names_without_searching_the_others() {
        use crate::ai::Level;
        use std::collections::HashMap;
        // A book like the one for play: the root and the children of its best moves only.
        let game = Gravity::from_moves(Gravity::CONNECT_FOUR, "4453432").unwrap();
        let root = Position::from_game(&game).unwrap();
        let g = root.geometry;
        let mut solver = Solver::new(g, 20);
        let value = solver.score(&root, false).unwrap();
        let mut scores = HashMap::from([(root.canonical_key(), value as i8)]);
        let mut best = Vec::new();
        for col in (0..g.width).filter(|&c| root.can_play(c)) {
            let mut child = root;
            child.play_column(col);
            let score = solver.score(&child, false).unwrap();
            if -score == value {
                scores.insert(child.canonical_key(), score as i8);
                best.push(AnyMove::Column(col as u8));
            }
        }
        assert!(best.len() < g.width as usize, "some move is not best, and its child is not in the book");
        let book = Arc::new(Book::new(g, root.moves() + 1, scores));
        let play = |book: Option<Arc<Book>>, seed: u64| {
            let solvers = SolverSettings { table_bits: 20, book, threads: 1, kept: None };
            let settings = Settings { seed, ..Level::Perfect.settings(1) };
            let mut search = exact(&game, settings, &solvers);
            match search.run_slice(Slice::WHOLE) {
                Step::Done(result) => (result.best.unwrap(), result.nodes, result.exact),
                Step::Paused => unreachable!("a whole slice"),
            }
        };
        // The root's score alone, with the book: the move must cost no more, since asking about a move that is
        // not best would mean searching a position the book left out.
        let mut alone = Solver::new(g, 20);
        alone.set_book(Some(book.clone()));
        assert_eq!(alone.score(&root, false), Some(value));
        for seed in 0..8 {
            let (mv, nodes, exact) = play(Some(book.clone()), seed);
            assert!(best.contains(&mv) && exact, "seed {seed}: {mv:?} is not among the best moves {best:?}");
            assert_eq!(nodes, alone.nodes(), "seed {seed}: nodes beyond the root's score");
        }
    }

    #[test]
    fn solver_scores_read_back_through_the_engines_convention() {
        for cells in [42u32, 20, 30] {
            for moves in 0..cells - 1 {
                let left = cells - moves;
                for score in -((left as i32) / 2)..=((left as i32 + 1) / 2) {
                    let engine = engine_score(score, cells, moves);
                    let value = Value::of(engine, true, crate::rules::Scoring::WinLoss);
                    assert_eq!(value.convention_score(left), Some(score), "{cells} cells, {moves} moves, {score}");
                    if let Value::Win { plies } | Value::Loss { plies } = value {
                        assert!(plies >= 1 && plies <= left, "{plies} plies of {left}");
                        assert_eq!(score_for_win(left, plies), score.abs());
                    }
                }
            }
        }
    }
}
