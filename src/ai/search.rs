//! The search: negamax with alpha-beta pruning, a transposition table, move ordering and iterative deepening,
//! bounded by depth, nodes and a deadline, cancellable from outside, and able to run in slices.
//!
//! # Scores
//! Scores are for the player to move. A position won in `d` plies from the root scores `MATE - d` and one
//! lost in `d` plies `-(MATE - d)`, so the search prefers the fastest win and the slowest loss. A draw is 0.
//! Positions cut off by depth get the evaluator's guess, always well inside ±[`MATE_BOUND`].
//!
//! # Contract of [`Search::negamax`]
//! Fail-soft alpha-beta: for a window `(alpha, beta)` the returned `v` is the exact value if
//! `alpha < v < beta`; if `v <= alpha` the value is at most `v`; if `v >= beta` it is at least `v`.
//!
//! # Slices
//! [`Search::run_slice`] runs until a slice budget (nodes or a deadline) is spent, then returns
//! [`Step::Paused`]. The next call restarts the unfinished iteration; the transposition table still holds every
//! subtree the interrupted attempt finished, so no work is lost but the root's bookkeeping. The web build runs
//! the search this way, a few milliseconds per slice, so the page keeps drawing.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use web_time::Instant;

use super::eval::{Evaluator, Searchable, Tactics};
use super::move_order::MoveOrder;
use super::transposition::{Bound, TranspositionTable};
use crate::rules::{Outcome, score_for_win};

/// The score of a win with the winning move at the root (`MATE - plies` for a later one).
pub const MATE: i32 = 1_000_000_000;
/// Scores beyond this, either way, are proven wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000_000;
/// Above every score.
pub const INFINITY: i32 = MATE + 1;

/// The most a slice's node budget is multiplied by when slices stop making progress.
const MAX_SLICE_SCALE: u64 = 1 << 16;
/// The most a slice's time is multiplied by: a time slice exists to give the thread back (the web build's
/// frames), so it may grow only a little. A slice of a few milliseconds always finishes some subtrees anyway.
pub const MAX_SLICE_TIME_SCALE: u32 = 4;

/// Games with at most this many moves left (Tic-Tac-Toe) get a table of `2^SMALL_TABLE_BITS` buckets.
const SMALL_GAME_PLIES: u32 = 10;
const SMALL_TABLE_BITS: u8 = 12;

/// How often, in nodes, the search looks at the clock, the cancel flag and the progress counters.
const CHECK_EVERY: u64 = 256;

/// Whether a score is a proven win or loss.
pub fn is_mate(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// The score of a finished game for the player to move, `ply` plies from the root.
pub fn terminal_score(outcome: Outcome, to_move: crate::rules::Player, ply: u32) -> i32 {
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(p) if p == to_move => MATE - ply as i32,
        Outcome::Win(_) => -(MATE - ply as i32),
        Outcome::Payoff(value) if to_move == crate::rules::Player::One => value,
        Outcome::Payoff(value) => -value,
    }
}

/// What a search may spend in all.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The most nodes.
    pub nodes: u64,
    /// When to stop, whatever is unfinished.
    pub deadline: Option<Instant>,
}

impl Default for Limits {
    fn default() -> Self {
        Self { depth: u32::MAX, nodes: u64::MAX, deadline: None }
    }
}

impl Limits {
    /// No limit: search until the position is solved.
    pub fn unlimited() -> Self {
        Self::default()
    }

    pub fn with_depth(self, depth: u32) -> Self {
        Self { depth, ..self }
    }

    pub fn with_nodes(self, nodes: u64) -> Self {
        Self { nodes, ..self }
    }

    /// A deadline `time` from now.
    pub fn with_time(self, time: Duration) -> Self {
        Self { deadline: Some(Instant::now() + time), ..self }
    }
}

/// What one slice of a search may spend.
#[derive(Clone, Copy, Debug)]
pub struct Slice {
    pub nodes: u64,
    pub deadline: Option<Instant>,
}

impl Slice {
    /// A slice that ends only with the search.
    pub const WHOLE: Self = Self { nodes: u64::MAX, deadline: None };

    /// A slice of at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Self {
        Self { nodes, deadline: None }
    }

    /// A slice that ends `time` from now.
    pub fn time(time: Duration) -> Self {
        Self { nodes: u64::MAX, deadline: Some(Instant::now() + time) }
    }
}

/// How the engine plays, beyond its limits.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The transposition table has `2^table_bits` buckets of two entries.
    pub table_bits: u8,
    /// Seeds the choice between equally good moves, and any deliberate mistakes.
    pub seed: u64,
    /// A move is chosen at random among those scoring at least the best score less `margin`: 0 plays a best
    /// move; a margin makes the human-like mistakes of the lower levels, never far worse than the best.
    pub margin: i32,
    /// Search every root move with a full window, so each gets its exact score (within the depth reached),
    /// and go on until every move's score is exact, not only the best one's: what an analysis asks.
    pub score_every_move: bool,
    /// Use a specialised exact solver where one covers the game (Connect Four and the gravity boards that
    /// fit it); it ignores depth limits and mistakes, so the lower levels leave it off.
    pub exact_solver: bool,
    /// The exact solver's table grows up to `2^solver_table_bits` entries.
    pub solver_table_bits: u8,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            table_bits: 18,
            seed: 0,
            margin: 0,
            score_every_move: false,
            exact_solver: true,
            solver_table_bits: super::connect_four::TABLE_BITS,
        }
    }
}

/// Counters a running search publishes for others to read (the app's HUD) while it runs.
#[derive(Debug, Default)]
pub struct Progress {
    depth: AtomicU32,
    nodes: AtomicU64,
}

impl Progress {
    /// The deepest iteration completed so far.
    pub fn depth(&self) -> u32 {
        self.depth.load(Ordering::Relaxed)
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Publishes the node count (for searches other than [`Search`], such as the Connect Four solver).
    pub fn set_nodes(&self, nodes: u64) {
        self.nodes.store(nodes, Ordering::Relaxed);
    }

    /// Publishes the deepest iteration completed.
    pub fn set_depth(&self, depth: u32) {
        self.depth.store(depth, Ordering::Relaxed);
    }
}

/// Why a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Every line was searched to its end (or a forced win or loss was proven).
    Solved,
    /// The depth limit was reached.
    Depth,
    /// The node budget ran out.
    Nodes,
    /// The deadline passed.
    Deadline,
    /// Someone set the cancel flag.
    Cancelled,
    /// The game was already over: there was nothing to search.
    GameOver,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The move chosen; `None` only when the game is over.
    pub best: Option<M>,
    /// Its score, for the player to move (see the module documentation).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Nodes searched, all iterations and slices together.
    pub nodes: u64,
    /// Whether `score` is the game-theoretic value, not an estimate.
    pub exact: bool,
    /// The expected line of play from the root, starting with `best`.
    pub pv: Vec<M>,
    /// Each root move searched in the last completed iteration, best first. With
    /// [`Settings::score_every_move`] every score is the move's value (see [`ScoredMove::exact`]); otherwise
    /// only the best moves' are, and the others' are upper bounds.
    pub moves: Vec<ScoredMove<M>>,
    pub stop: Stop,
    /// `plies_left_bound` of the root, for the score convention.
    plies_left_bound: u32,
}

/// A root move and its score, for the player to move at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMove<M> {
    pub mv: M,
    pub score: i32,
    /// Whether `score` is the move's game-theoretic value, not an estimate.
    pub exact: bool,
}

impl<M> ScoredMove<M> {
    /// The score read as a result.
    pub fn value(&self) -> Value {
        Value::of(self.score, self.exact)
    }
}

/// A score read as a game result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The player to move wins; the winning move is `plies` plies away (1: right now).
    Win { plies: u32 },
    /// The player to move loses; the opponent's winning move is `plies` plies away.
    Loss { plies: u32 },
    /// The exact value without a win or loss: 0 is a draw (other values come from test trees).
    Exact(i32),
    /// An evaluation from a search that did not reach the end.
    Estimate(i32),
}

impl Value {
    /// A search score read as a result; `exact` says whether a score that is not a win or loss is proven.
    pub fn of(score: i32, exact: bool) -> Self {
        if score > MATE_BOUND {
            Value::Win { plies: (MATE - score) as u32 }
        } else if score < -MATE_BOUND {
            Value::Loss { plies: (MATE + score) as u32 }
        } else if exact {
            Value::Exact(score)
        } else {
            Value::Estimate(score)
        }
    }

    /// The value under the project's convention ([`score_for_win`]) from a position with `plies_left_bound`
    /// moves left at most, if it is proven.
    pub fn convention_score(self, plies_left_bound: u32) -> Option<i32> {
        match self {
            Value::Win { plies } => Some(score_for_win(plies_left_bound, plies)),
            Value::Loss { plies } => Some(-score_for_win(plies_left_bound, plies)),
            Value::Exact(value) => Some(value),
            Value::Estimate(_) => None,
        }
    }
}

impl<M> SearchResult<M> {
    /// A result that names a move without having searched for it: a scripted player's, a test's.
    pub fn unsearched(best: Option<M>) -> Self {
        SearchResult {
            best,
            score: 0,
            depth: 0,
            nodes: 0,
            exact: false,
            pv: Vec::new(),
            moves: Vec::new(),
            stop: Stop::Depth,
            plies_left_bound: 0,
        }
    }

    /// The score read as a result.
    pub fn value(&self) -> Value {
        Value::of(self.score, self.exact)
    }

    /// `plies_left_bound` of the root: the scale of [`Value::convention_score`].
    pub fn plies_left_bound(&self) -> u32 {
        self.plies_left_bound
    }

    /// Sets the scale of [`Value::convention_score`] (for searches other than [`Search`]).
    pub fn set_plies_left_bound(&mut self, plies_left_bound: u32) {
        self.plies_left_bound = plies_left_bound;
    }

    /// The same result with its moves translated, e.g. into [`crate::rules::AnyMove`]s.
    pub fn map<N>(self, f: impl Fn(M) -> N) -> SearchResult<N> {
        SearchResult {
            best: self.best.map(&f),
            pv: self.pv.into_iter().map(&f).collect(),
            moves: self.moves.into_iter().map(|m| ScoredMove { mv: f(m.mv), score: m.score, exact: m.exact }).collect(),
            score: self.score,
            depth: self.depth,
            nodes: self.nodes,
            exact: self.exact,
            stop: self.stop,
            plies_left_bound: self.plies_left_bound,
        }
    }

    /// The score under the project's convention ([`score_for_win`]), if the search proved one.
    pub fn convention_score(&self) -> Option<i32> {
        self.value().convention_score(self.plies_left_bound)
    }
}

/// What [`Search::run_slice`] returns.
#[derive(Clone, Debug)]
pub enum Step<M> {
    /// The slice is spent; call again to go on.
    Paused,
    Done(SearchResult<M>),
}

/// Why the current iteration is being abandoned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Abort {
    Slice,
    Stop(Stop),
}

#[derive(Clone, Copy, Debug)]
struct RootMove<M> {
    mv: M,
    score: i32,
}

/// The result of a completed iteration.
#[derive(Clone, Debug)]
struct Iteration<M> {
    depth: u32,
    /// The moves within the margin of the best score (with no margin: the best ones).
    choices: Vec<RootMove<M>>,
    /// Every root move with its score, best first.
    scored: Vec<ScoredMove<M>>,
    /// Whether the best score is exact.
    exact: bool,
    /// Whether the search is over: the best score is exact, or with [`Settings::score_every_move`], every one.
    settled: bool,
}

/// A search from one root position, with its own transposition table.
pub struct Search<G: Searchable> {
    pos: G,
    eval: G::Eval,
    hash: u64,
    tt: TranspositionTable<G::Move>,
    order: MoveOrder<G::Move>,
    limits: Limits,
    settings: Settings,
    cancel: Option<Arc<AtomicBool>>,
    progress: Option<Arc<Progress>>,
    root_moves: Vec<RootMove<G::Move>>,
    root_full_width: bool,
    plies_left_bound: u32,
    /// The iteration to run next (or to restart after a paused slice).
    depth: u32,
    completed: Option<Iteration<G::Move>>,
    nodes: u64,
    slice_end: u64,
    slice_deadline: Option<Instant>,
    abort: Option<Abort>,
    /// Transposition-table stores so far, and at the start of this slice: a slice that stores nothing new made
    /// no progress (its budget was too small to finish even one subtree), so the next one gets twice as much.
    stores: u64,
    stores_at_slice_start: u64,
    slice_scale: u64,
    /// Set when some node of the current iteration searched only part of its legal moves.
    restricted: bool,
    /// Per-ply move lists, reused so the search allocates nothing once warmed up.
    buffers: Vec<Vec<(i64, G::Move)>>,
    scratch: Vec<G::Move>,
    done: Option<SearchResult<G::Move>>,
}

impl<G: Searchable> Search<G> {
    /// Prepares a search of `root`. Nothing is searched until [`Search::run_slice`] or [`Search::run`].
    pub fn new(root: &G, limits: Limits, settings: Settings) -> Self {
        let pos = root.clone();
        let mut eval = pos.evaluator();
        eval.reset(&pos);
        // A game with few moves left needs a small table, which is quicker to set up than to search.
        let bits = if pos.plies_left_bound() <= SMALL_GAME_PLIES { SMALL_TABLE_BITS } else { settings.table_bits };
        let mut tt = TranspositionTable::new(bits.min(settings.table_bits));
        tt.new_search();
        let mut scratch = Vec::new();
        let root_full_width = eval.candidates(&pos, &mut scratch);
        let mut root_moves: Vec<RootMove<G::Move>> =
            scratch.iter().map(|&mv| RootMove { mv, score: eval.move_priority(&pos, mv) }).collect();
        // Best guesses first; the sort is stable, so equal guesses keep the rules' order.
        root_moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        let order = MoveOrder::new(eval.move_slots());
        Self {
            hash: pos.zobrist(),
            plies_left_bound: pos.plies_left_bound(),
            pos,
            eval,
            tt,
            order,
            limits,
            settings,
            cancel: None,
            progress: None,
            root_moves,
            root_full_width,
            depth: 1,
            completed: None,
            nodes: 0,
            slice_end: u64::MAX,
            slice_deadline: None,
            abort: None,
            stores: 0,
            stores_at_slice_start: 0,
            slice_scale: 1,
            restricted: false,
            buffers: Vec::new(),
            scratch,
            done: None,
        }
    }

    /// Stops the search, as soon as it next looks, once `flag` is set.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.watch(Some(flag), None);
        self
    }

    /// Publishes depth and node counts to `progress` while searching.
    pub fn with_progress(mut self, progress: Arc<Progress>) -> Self {
        self.watch(None, Some(progress));
        self
    }

    /// Sets what is given of the cancel flag and the progress counters (see the two `with_` methods).
    pub fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>) {
        self.cancel = cancel.or(self.cancel.take());
        self.progress = progress.or(self.progress.take());
    }

    /// Searches to the end of the limits in one go.
    pub fn run(mut self) -> SearchResult<G::Move> {
        match self.run_slice(Slice::WHOLE) {
            Step::Done(result) => result,
            Step::Paused => unreachable!("a whole slice never pauses"),
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches until the slice is spent or the search is over.
    pub fn run_slice(&mut self, slice: Slice) -> Step<G::Move> {
        if let Some(done) = &self.done {
            return Step::Done(done.clone());
        }
        if self.root_moves.is_empty() {
            return Step::Done(self.finish(Stop::GameOver));
        }
        self.slice_end = self.nodes.saturating_add(slice.nodes.saturating_mul(self.slice_scale));
        let scale = self.slice_scale;
        self.slice_deadline = slice.deadline.map(|d| scaled_deadline(Instant::now(), d, scale));
        self.stores_at_slice_start = self.stores;
        self.abort = None;
        loop {
            match self.iterate(self.depth) {
                Some(iteration) => {
                    let (settled, depth) = (iteration.settled, iteration.depth);
                    self.completed = Some(iteration);
                    self.slice_scale = 1;
                    if let Some(progress) = &self.progress {
                        progress.depth.store(depth, Ordering::Relaxed);
                        progress.nodes.store(self.nodes, Ordering::Relaxed);
                    }
                    if settled {
                        return Step::Done(self.finish(Stop::Solved));
                    }
                    if depth >= self.limits.depth.max(1) || depth >= self.plies_left_bound {
                        return Step::Done(self.finish(Stop::Depth));
                    }
                    self.depth += 1;
                }
                None => match self.abort.take() {
                    Some(Abort::Stop(stop)) => return Step::Done(self.finish(stop)),
                    _ => {
                        if self.stores == self.stores_at_slice_start {
                            self.slice_scale = (self.slice_scale * 2).min(MAX_SLICE_SCALE);
                        }
                        return Step::Paused;
                    }
                },
            }
        }
    }

    /// Ends the search and chooses the move.
    fn finish(&mut self, stop: Stop) -> SearchResult<G::Move> {
        let mut rng = SmallRng::seed_from_u64(self.settings.seed);
        let (best, score, depth, exact, moves) = match &self.completed {
            None => {
                let best = self.root_moves.first().map(|m| m.mv);
                let score = match self.pos.outcome() {
                    Some(outcome) => terminal_score(outcome, self.pos.to_move(), 0),
                    None => self.eval.evaluate(&self.pos),
                };
                (best, score, 0, self.pos.outcome().is_some(), Vec::new())
            }
            Some(it) => {
                let chosen = it.choices.choose(&mut rng).copied();
                let chosen = chosen.expect("a completed iteration has a move");
                (Some(chosen.mv), chosen.score, it.depth, it.exact, it.scored.clone())
            }
        };
        let pv = best.map(|mv| self.principal_variation(mv, depth)).unwrap_or_default();
        let result = SearchResult {
            best,
            score,
            depth,
            nodes: self.nodes,
            exact,
            pv,
            moves,
            stop,
            plies_left_bound: self.plies_left_bound,
        };
        if let Some(progress) = &self.progress {
            progress.nodes.store(self.nodes, Ordering::Relaxed);
        }
        self.done = Some(result.clone());
        result
    }

    /// The line from the root: `first`, then the table's best moves for as long as they are legal.
    fn principal_variation(&mut self, first: G::Move, depth: u32) -> Vec<G::Move> {
        let mut pos = self.pos.clone();
        let mut pv = vec![first];
        pos.play(first);
        while pv.len() < depth.max(1) as usize {
            let Some(mv) = self.tt.probe(pos.zobrist()).and_then(|e| e.best) else { break };
            if pos.check_move(mv).is_err() {
                break;
            }
            pos.play(mv);
            pv.push(mv);
        }
        pv
    }

    /// One iteration of iterative deepening at the root; `None` if it was abandoned.
    fn iterate(&mut self, depth: u32) -> Option<Iteration<G::Move>> {
        self.restricted = !self.root_full_width;
        let keep_all = self.settings.margin > 0 || self.settings.score_every_move;
        let mut best = -INFINITY;
        for i in 0..self.root_moves.len() {
            let mv = self.root_moves[i].mv;
            // Searching every move with alpha just below the best so far finds each move that ties the best
            // with its exact score, so the final choice can be drawn fairly from all of them.
            let alpha = if keep_all { -INFINITY } else { best.saturating_sub(1).max(-INFINITY) };
            self.make(mv);
            // After the first move, a null window asks only "is this at least as good as the best?"; a move
            // that is gets searched again for its exact score.
            let mut score = INFINITY;
            if alpha > -INFINITY {
                score = -self.negamax(depth - 1, 1, -alpha - 1, -alpha);
            }
            if score > alpha && self.abort.is_none() {
                score = -self.negamax(depth - 1, 1, -INFINITY, -alpha);
            }
            self.unmake(mv);
            if self.abort.is_some() {
                return None;
            }
            self.root_moves[i].score = score;
            best = best.max(score);
        }
        // The next iteration searches the best moves first.
        self.root_moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        let floor = best.saturating_sub(self.settings.margin);
        let choices = self.root_moves.iter().copied().filter(|m| m.score >= floor).collect();
        // A win on the very next move is a proof even when the search looked at only some moves; otherwise a
        // score is proven if every move was searched, to the end of the game or to a win or loss.
        let restricted = self.restricted;
        let proven =
            |score: i32| score == MATE - 1 || (!restricted && (depth >= self.plies_left_bound || is_mate(score)));
        let scored: Vec<ScoredMove<G::Move>> = self
            .root_moves
            .iter()
            .map(|m| ScoredMove { mv: m.mv, score: m.score, exact: (keep_all || m.score == best) && proven(m.score) })
            .collect();
        let exact = proven(best);
        let settled = if self.settings.score_every_move { scored.iter().all(|m| m.exact) } else { exact };
        Some(Iteration { depth, choices, scored, exact, settled })
    }

    fn make(&mut self, mv: G::Move) {
        self.hash ^= self.pos.zobrist_delta(mv);
        self.eval.play(&self.pos, mv);
        self.pos.play(mv);
    }

    fn unmake(&mut self, mv: G::Move) {
        self.pos.undo(mv);
        self.eval.undo(&self.pos, mv);
        self.hash ^= self.pos.zobrist_delta(mv);
    }

    /// Counts a node and says whether to abandon the search.
    fn out_of_budget(&mut self) -> bool {
        if self.abort.is_some() {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.abort = Some(Abort::Stop(Stop::Nodes));
        } else if self.nodes >= self.slice_end {
            self.abort = Some(Abort::Slice);
        } else if self.nodes.is_multiple_of(CHECK_EVERY) || self.nodes == 1 {
            if let Some(progress) = &self.progress {
                progress.nodes.store(self.nodes, Ordering::Relaxed);
            }
            if self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
                self.abort = Some(Abort::Stop(Stop::Cancelled));
            } else if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
                self.abort = Some(Abort::Stop(Stop::Deadline));
            } else if self.slice_deadline.is_some_and(|d| Instant::now() >= d) {
                self.abort = Some(Abort::Slice);
            }
        }
        self.abort.is_some()
    }

    /// Negamax with alpha-beta, fail-soft (see the module documentation for the contract).
    fn negamax(&mut self, depth: u32, ply: u32, mut alpha: i32, mut beta: i32) -> i32 {
        if self.out_of_budget() {
            return 0;
        }
        let to_move = self.pos.to_move();
        if let Some(outcome) = self.pos.outcome() {
            return terminal_score(outcome, to_move, ply);
        }
        let forced = match self.eval.tactics(&self.pos) {
            Tactics::Open => None,
            Tactics::WinNow => return MATE - (ply as i32 + 1),
            Tactics::LoseNext => return -(MATE - (ply as i32 + 2)),
            Tactics::DeadDraw => return 0,
            Tactics::Forced(mv) => Some(mv),
        };
        // Mate distance pruning: nothing here can beat a win next move or do worse than a loss right now.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - (ply as i32 + 1));
        if alpha >= beta {
            return alpha;
        }

        let mut table_move = None;
        if let Some(entry) = self.tt.probe(self.hash) {
            table_move = entry.best;
            if entry.depth as u32 >= depth {
                let score = score_from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    return score;
                }
            }
        }
        if depth == 0 {
            return self.eval.evaluate(&self.pos);
        }

        let mut moves = self.take_buffer(ply as usize);
        let mut candidates = std::mem::take(&mut self.scratch);
        if let Some(mv) = forced {
            candidates.clear();
            candidates.push(mv);
        } else if !self.eval.candidates(&self.pos, &mut candidates) {
            self.restricted = true;
        }
        moves.extend(candidates.iter().map(|&mv| {
            let priority = self.eval.move_priority(&self.pos, mv);
            let index = self.eval.move_index(mv);
            (self.order.key(ply as usize, mv, index, table_move, priority), mv)
        }));
        self.scratch = candidates;
        moves.sort_unstable_by_key(|&(key, _)| std::cmp::Reverse(key));

        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, &(_, mv)) in moves.iter().enumerate() {
            self.make(mv);
            // Principal variation search: the first move gets the full window; the others only have to show
            // they are no better (a null window, cheap), and are searched again in full if they are.
            let mut score = if i == 0 { INFINITY } else { -self.negamax(depth - 1, ply + 1, -alpha - 1, -alpha) };
            if self.abort.is_none() && (i == 0 || (score > alpha && score < beta)) {
                score = -self.negamax(depth - 1, ply + 1, -beta, -alpha);
            }
            self.unmake(mv);
            if self.abort.is_some() {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        let index = self.eval.move_index(mv);
                        self.order.record_cutoff(ply as usize, mv, index, depth);
                        break;
                    }
                }
            }
        }
        self.buffers[ply as usize] = moves;
        if self.abort.is_some() {
            return 0;
        }
        let bound = if best <= alpha_in {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let stored_move = if bound == Bound::Upper { None } else { best_move };
        self.tt.store(self.hash, stored_move, score_to_table(best, ply), depth as u16, bound);
        self.stores += 1;
        best
    }

    fn take_buffer(&mut self, ply: usize) -> Vec<(i64, G::Move)> {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut buffer = std::mem::take(&mut self.buffers[ply]);
        buffer.clear();
        buffer
    }
}

/// A slice's deadline `given` (from `now`) stretched by `scale`, at most [`MAX_SLICE_TIME_SCALE`] times.
fn scaled_deadline(now: Instant, given: Instant, scale: u64) -> Instant {
    let scale = scale.min(MAX_SLICE_TIME_SCALE as u64) as u32;
    now + given.saturating_duration_since(now) * scale
}

/// Won and lost scores count plies from the root; the table stores them counted from the node, so an entry
/// means the same wherever in the tree it is found again.
fn score_to_table(score: i32, ply: u32) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_table(score: i32, ply: u32) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Searches `root` within `limits` in one go.
pub fn search<G: Searchable>(root: &G, limits: Limits, settings: Settings) -> SearchResult<G::Move> {
    Search::new(root, limits, settings).run()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mnk::Mnk;

    #[test]
    fn table_scores_round_trip_at_any_ply() {
        for score in [MATE - 7, -(MATE - 9), 0, 1234, -55] {
            for ply in [0, 1, 5] {
                assert_eq!(score_from_table(score_to_table(score, ply), ply), score);
            }
        }
        // A win in 3 from a node at ply 4 is a win in 7 from the root, and in 5 seen from ply 2.
        let stored = score_to_table(MATE - 7, 4);
        assert_eq!(score_from_table(stored, 2), MATE - 5);
    }

    #[test]
    fn a_time_slice_grows_only_a_little_however_slow_the_search() {
        let now = Instant::now();
        let given = now + Duration::from_millis(6);
        assert_eq!(scaled_deadline(now, given, 1), given);
        assert_eq!(scaled_deadline(now, given, 2), now + Duration::from_millis(12));
        let most = now + Duration::from_millis(6) * MAX_SLICE_TIME_SCALE;
        assert_eq!(scaled_deadline(now, given, MAX_SLICE_SCALE), most);
    }

    #[test]
    fn finds_the_immediate_win() {
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "123465").unwrap();
        // x o x / o o x / _ _ _ : x to move, wins at cell 9.
        let result = search(&pos, Limits::unlimited(), Settings::default());
        assert_eq!(result.best, Some(8));
        assert_eq!(result.value(), Value::Win { plies: 1 });
        assert_eq!(result.convention_score(), Some(2));
        assert!(result.exact);
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "14253").unwrap();
        let result = search(&pos, Limits::unlimited(), Settings::default());
        assert_eq!(result.best, None);
        assert_eq!(result.stop, Stop::GameOver);
        assert_eq!(result.value(), Value::Loss { plies: 0 });
        // X won with its third stone, placed with 4 stones on the board: (9 + 1 - 4) / 2 = 3 for X.
        assert_eq!(result.convention_score(), Some(-3));
    }
}
