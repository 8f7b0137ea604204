//! The search: negamax with alpha-beta pruning, a transposition table, move ordering and iterative deepening,
//! bounded by depth, nodes and a deadline, cancellable from outside, and able to run in slices.
//!
//! Scores are as [`super::score`] says. The search is in two files by job: this one holds the root, iterative
//! deepening and slicing; `negamax` one node of the tree.
//!
//! # Contract of `Search::negamax`
//! Fail-soft alpha-beta: for a window `(alpha, beta)` the returned `v` is the exact value if
//! `alpha < v < beta`; if `v <= alpha` the value is at most `v`; if `v >= beta` it is at least `v`.
//! Values and windows are for the player to move at the node. A child where the other player is to move is
//! searched with the window negated and its value negated back; a child where the same player moves again
//! (Kalah's extra move) is searched with the same window and its value taken as it is
//! (`Search::child_value`). A pass is a move like another: the other player is to move after it. The ply
//! counts moves, whoever makes them.
//!
//! # Proof
//! A result is the game's value, not an estimate, when no line below it stopped at the depth limit, at a node
//! that searched only some of its moves, or at a table entry that might rest on either: the search counts such
//! guesses as it goes (`horizon`), and a node whose subtree made none is stored in the table as
//! [`RESOLVED`](crate::ai::transposition::RESOLVED), good at any depth. So a game counted by margin (whose
//! scores are not wins or losses) is proven as soon as every line has ended, however long the longest game
//! could have been.
//!
//! # The past
//! Where a game's past can end it (checkers' repetition, its count of moves without progress), the position
//! searched carries that past, and the search plays and takes back moves on it, so every node sees the way it
//! was reached. A value such an end decided is the value of the position by that way only: the search counts
//! those ends as it goes (`past_ends`), and a node whose subtree met one keeps only its best move in the
//! table, never its value. What the table does keep is the value of a subtree that no end of the past
//! decided; another way to the same position, whose past would have ended a line below it, may still read
//! it (the graph history interaction, which engines' tables leave to the next search).
//!
//! # Slices
//! [`Search::run_slice`] runs until a slice budget (nodes or a deadline) is spent, then returns
//! [`Step::Paused`]. The next call restarts the unfinished iteration; the transposition table still holds every
//! subtree the interrupted attempt finished, so no work is lost but the root's bookkeeping. The web build runs
//! the search this way, a few milliseconds per slice, so the page keeps drawing.

mod negamax;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use web_time::Instant;

use super::eval::{Evaluator, Searchable};
use super::limits::{Limits, Progress, Settings, Slice, Stop};
use super::move_order::MoveOrder;
use super::result::{ScoredMove, SearchResult, Step};
use super::score::{INFINITY, MATE, Value, is_mate, own_moves, terminal_score};
use super::transposition::TranspositionTable;
use crate::rules::Scoring;

/// The most a slice's node budget is multiplied by when slices stop making progress.
const MAX_SLICE_SCALE: u64 = 1 << 16;
/// Paused slices of one iteration after which a slice's budget doubles even if each stored something.
const SLICES_BEFORE_GROWING: u32 = 8;
/// The most a slice's time is multiplied by: a time slice exists to give the thread back (the web build's
/// frames), so it may grow only a little. A slice of a few milliseconds always finishes some subtrees anyway.
pub const MAX_SLICE_TIME_SCALE: u32 = 4;

/// Games with at most this many moves left (Tic-Tac-Toe) get a table of `2^SMALL_TABLE_BITS` buckets.
const SMALL_GAME_PLIES: u32 = 10;
const SMALL_TABLE_BITS: u8 = 12;

/// How often, in nodes, the search looks at the clock, the cancel flag and the progress counters.
const CHECK_EVERY: u64 = 256;

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
    /// Whether the score of the last iteration rests on no guess (see "Proof" in the module documentation).
    resolved: bool,
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

/// A root move that beat the first one in an iteration the budget cut short: the deeper search prefers it,
/// though it did not see every move (see [`Search::finish`]).
#[derive(Clone, Copy, Debug)]
struct Overtaken<M> {
    depth: u32,
    mv: M,
    score: i32,
}

/// A search from one root position, with its own transposition table.
pub struct Search<G: Searchable> {
    pos: G,
    eval: G::Eval,
    hash: u64,
    /// The hashes of the positions on the way here, each before its move: taken back on undoing the move
    /// rather than worked out again.
    hashes: Vec<u64>,
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
    /// What the unfinished iteration found, if a move beat the last one's best.
    overtaken: Option<Overtaken<G::Move>>,
    nodes: u64,
    slice_end: u64,
    slice_deadline: Option<Instant>,
    abort: Option<Abort>,
    /// Transposition-table stores so far, and at the start of this slice: a slice that stores nothing new made
    /// no progress (its budget was too small to finish even one subtree), so the next one gets twice as much.
    stores: u64,
    stores_at_slice_start: u64,
    slice_scale: u64,
    /// Slices paused within the current iteration.
    paused_slices: u32,
    /// Set when some node of the current iteration searched only part of its legal moves.
    restricted: bool,
    /// How many times the search has leaned on a guess (see "Proof" in the module documentation).
    horizon: u64,
    /// How many ends decided by the past the search has met (see "The past" in the module documentation).
    past_ends: u64,
    scoring: Scoring,
    /// The ply at which the line being searched passed (null-move pruning), so that it never passes twice in
    /// a row.
    passed_at: Option<u32>,
    /// Whether the line being searched has gone a ply past its depth for a threat (see
    /// [`Evaluator::threatened`]): it goes past it once only.
    threat_seen: bool,
    /// Per-ply move lists (ordering key, the evaluator's priority, move), reused so the search allocates nothing
    /// once warmed up.
    buffers: Vec<Vec<(i64, i32, G::Move)>>,
    scratch: Vec<G::Move>,
    done: Option<SearchResult<G::Move>>,
}

impl<G: Searchable> Search<G> {
    /// Prepares a search of `root`. Nothing is searched until [`Search::run_slice`] or [`Search::run`].
    pub fn new(root: &G, limits: Limits, settings: Settings) -> Self {
        Self::with_evaluator(root, limits, settings, root.evaluator())
    }

    /// Prepares a search of `root` with `eval` for its evaluator, where the game's own fresh one will not do
    /// (one given an endgame database to probe).
    pub fn with_evaluator(root: &G, limits: Limits, settings: Settings, eval: G::Eval) -> Self {
        Self::prepare(root, limits, settings, eval, None)
    }

    /// Prepares a search of `root` that starts from `table`, kept from the searches before it, if it is of the
    /// size this search would set aside (see [`super::transposition::KeptTables`]); [`Search::take_table`] gives it
    /// back once the search is done.
    pub fn with_table(
        root: &G,
        limits: Limits,
        settings: Settings,
        table: Option<TranspositionTable<G::Move>>,
    ) -> Self {
        Self::prepare(root, limits, settings, root.evaluator(), table)
    }

    fn prepare(
        root: &G,
        limits: Limits,
        settings: Settings,
        mut eval: G::Eval,
        table: Option<TranspositionTable<G::Move>>,
    ) -> Self {
        let pos = root.clone();
        eval.reset(&pos);
        // A game with few moves left needs a small table, which is quicker to set up than to search.
        let bits = if pos.plies_left_bound() <= SMALL_GAME_PLIES { SMALL_TABLE_BITS } else { settings.table_bits };
        let bits = bits.min(settings.table_bits);
        let mut tt = table.filter(|table| table.bits() == bits).unwrap_or_else(|| TranspositionTable::new(bits));
        tt.new_search();
        let mut scratch = Vec::new();
        let root_full_width = eval.candidates(&pos, &mut scratch);
        let mut root_moves: Vec<RootMove<G::Move>> =
            scratch.iter().map(|&mv| RootMove { mv, score: eval.move_priority(&pos, mv), resolved: false }).collect();
        // Best guesses first; the sort is stable, so equal guesses keep the rules' order.
        root_moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        let order = MoveOrder::new(eval.move_slots()).with_killers_after(eval.killers_after());
        let scoring = pos.scoring();
        Self {
            hash: pos.zobrist(),
            hashes: Vec::new(),
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
            overtaken: None,
            nodes: 0,
            slice_end: u64::MAX,
            slice_deadline: None,
            abort: None,
            stores: 0,
            stores_at_slice_start: 0,
            slice_scale: 1,
            paused_slices: 0,
            restricted: false,
            horizon: 0,
            past_ends: 0,
            scoring,
            passed_at: None,
            threat_seen: false,
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

    /// The search's table, for the next search to start from, leaving it a table of one bucket: for a search
    /// that is done.
    pub fn take_table(&mut self) -> TranspositionTable<G::Move> {
        std::mem::replace(&mut self.tt, TranspositionTable::new(0))
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

    /// The moves the root will search, best guesses first.
    pub fn root_moves(&self) -> Vec<G::Move> {
        self.root_moves.iter().map(|m| m.mv).collect()
    }

    /// Searches only the root moves that `keep` accepts, if it accepts any (a search that knows better than
    /// the candidates which moves are worth a thought, such as those that do not lose at once to a forced
    /// line). Call it before the search starts. The root then counts as not searched in full.
    pub fn keep_root_moves(&mut self, keep: impl Fn(G::Move) -> bool) {
        if self.root_moves.iter().any(|m| keep(m.mv)) {
            let before = self.root_moves.len();
            self.root_moves.retain(|m| keep(m.mv));
            self.root_full_width &= self.root_moves.len() == before;
        }
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
                    self.paused_slices = 0;
                    if let Some(progress) = &self.progress {
                        progress.set_depth(depth);
                        progress.set_nodes(self.nodes);
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
                        // Stores can be no progress at all: two positions that share a bucket of the table may
                        // evict each other slice after slice. So the budget also doubles every few paused
                        // slices of one iteration, which bounds the slices an iteration can take.
                        self.paused_slices += 1;
                        if self.stores == self.stores_at_slice_start
                            || self.paused_slices.is_multiple_of(SLICES_BEFORE_GROWING)
                        {
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
            // The iteration after the last completed one found a better move than its best: it is played, and
            // it and the move it overtook are listed with their deeper scores, as guesses.
            Some(it) => match self.overtaken.filter(|o| o.depth == it.depth + 1) {
                Some(o) => {
                    let first = self.root_moves[0];
                    let mut moves = it.scored.clone();
                    for scored in &mut moves {
                        if scored.mv == o.mv {
                            *scored = ScoredMove::new(o.mv, o.score, false);
                        } else if scored.mv == first.mv {
                            *scored = ScoredMove::new(first.mv, first.score, false);
                        }
                    }
                    moves.sort_by_key(|m| std::cmp::Reverse(m.score));
                    (Some(o.mv), o.score, it.depth, false, moves)
                }
                None => {
                    let chosen = it.choices.choose(&mut rng).copied();
                    let chosen = chosen.expect("a completed iteration has a move");
                    (Some(chosen.mv), chosen.score, it.depth, it.exact, it.scored.clone())
                }
            },
        };
        let pv = best.map(|mv| self.principal_variation(mv, depth)).unwrap_or_default();
        // A proven win or loss is read in the player's own moves to the end, counted along its line.
        let mut moves = moves;
        for scored in &mut moves {
            let value = scored.value(self.scoring);
            if matches!(value, Value::Win { .. } | Value::Loss { .. }) {
                let line = self.principal_variation(scored.mv, self.plies_left_bound);
                scored.own_moves = own_moves(&self.pos, &line, value);
            }
        }
        let result = SearchResult {
            best,
            score,
            depth,
            nodes: self.nodes,
            exact,
            pv,
            moves,
            stop,
            forced_line: Vec::new(),
            plies_left_bound: self.plies_left_bound,
            scoring: self.scoring,
        };
        if let Some(progress) = &self.progress {
            progress.set_nodes(self.nodes);
        }
        self.done = Some(result.clone());
        result
    }

    /// The line from the root: `first`, then the table's best moves for as long as they are legal and the
    /// game goes on, `depth` moves at most.
    fn principal_variation(&mut self, first: G::Move, depth: u32) -> Vec<G::Move> {
        let mut pos = self.pos.clone();
        let mut pv = vec![first];
        pos.play(first);
        while pv.len() < depth.max(1) as usize && pos.outcome().is_none() {
            let Some(mv) = self.tt.probe(pos.zobrist()).and_then(|e| e.best) else { break };
            if pos.check_move(mv).is_err() {
                break;
            }
            pos.play(mv);
            pv.push(mv);
        }
        pv
    }

    /// The exact value of the root's first move (just played), searched first in a window of `width` either
    /// side of `before`, then, where it falls outside, again with the window opened on that side, until it
    /// falls inside (three searches at most).
    fn aspire(&mut self, same: bool, depth: u32, (before, width): (i32, i32)) -> i32 {
        let (mut low, mut high) =
            (before.saturating_sub(width).max(-INFINITY), before.saturating_add(width).min(INFINITY));
        loop {
            let score = self.child_value(same, depth - 1, 1, low, high);
            match score {
                _ if self.abort.is_some() => return score,
                score if score <= low && low > -INFINITY => low = -INFINITY,
                score if score >= high && high < INFINITY => high = INFINITY,
                score => return score,
            }
        }
    }

    /// Where an iteration of `depth` is abandoned with its first `searched` root moves scored: the best of
    /// them, if it scored above the first (the last iteration's best, searched first and in full), is what
    /// the search would have played had it finished; engines play it, and so does [`Search::finish`]. The
    /// best of them is exact: a move that beats the best so far on a null window is searched again in full.
    /// An earlier attempt's find at the same depth (a paused slice's, which may have gone further) stands
    /// where this attempt did not reach its move and it still beats this attempt's.
    fn note_overtaken(&mut self, depth: u32, searched: usize) {
        let first = self.root_moves[0].score;
        let scored = &self.root_moves[1..searched.max(1)];
        let found = scored.iter().filter(|m| m.score > first).max_by_key(|m| m.score);
        let found = found.map(|m| Overtaken { depth, mv: m.mv, score: m.score });
        let earlier = self
            .overtaken
            .filter(|o| o.depth == depth && scored.iter().all(|m| m.mv != o.mv) && (searched == 0 || o.score > first));
        self.overtaken = match (found, earlier) {
            (Some(found), Some(earlier)) => Some(if earlier.score > found.score { earlier } else { found }),
            (found, earlier) => found.or(earlier),
        };
    }

    /// One iteration of iterative deepening at the root; `None` if it was abandoned.
    fn iterate(&mut self, depth: u32) -> Option<Iteration<G::Move>> {
        self.restricted = !self.root_full_width;
        let keep_all = self.settings.margin > 0 || self.settings.score_every_move;
        let root_side = self.pos.to_move();
        let mut best = -INFINITY;
        // The first move searched in a window round the best value found before (the last iteration's, or
        // this one's before a pause): where the evaluator asks for it, only for a value the evaluation gave.
        let before = self.root_moves.first().map(|m| m.score).filter(|&score| !is_mate(score) && depth > 1);
        let aspiration = before.zip(self.eval.aspiration()).filter(|_| !keep_all);
        for i in 0..self.root_moves.len() {
            let mv = self.root_moves[i].mv;
            // Searching every move with alpha just below the best so far finds each move that ties the best
            // with its exact score, so the final choice can be drawn fairly from all of them.
            let alpha = if keep_all { -INFINITY } else { best.saturating_sub(1).max(-INFINITY) };
            let horizon = self.horizon;
            self.make(mv);
            let same = self.pos.to_move() == root_side;
            // After the first move, a null window asks only "is this at least as good as the best?"; a move
            // that is gets searched again for its exact score.
            let score = match aspiration.filter(|_| i == 0) {
                Some(window) => self.aspire(same, depth, window),
                None => {
                    let mut score = INFINITY;
                    if alpha > -INFINITY {
                        score = self.child_value(same, depth - 1, 1, alpha, alpha + 1);
                    }
                    if score > alpha && self.abort.is_none() {
                        score = self.child_value(same, depth - 1, 1, alpha, INFINITY);
                    }
                    score
                }
            };
            self.unmake(mv);
            if self.abort.is_some() {
                if !keep_all {
                    self.note_overtaken(depth, i);
                }
                return None;
            }
            self.root_moves[i].score = score;
            self.root_moves[i].resolved = self.horizon == horizon;
            best = best.max(score);
        }
        // The next iteration searches the best moves first.
        self.root_moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        let floor = best.saturating_sub(self.settings.margin.saturating_mul(self.eval.margin_unit()));
        let choices = self.root_moves.iter().copied().filter(|m| m.score >= floor).collect();
        // A win on the very next move is a proof even when the search looked at only some moves; otherwise a
        // score is proven if every move was searched, to the end of the game or to a win or loss, or if no
        // line under it leaned on a guess.
        let restricted = self.restricted;
        let proven =
            |score: i32| score == MATE - 1 || (!restricted && (depth >= self.plies_left_bound || is_mate(score)));
        let all_resolved = self.root_full_width && self.root_moves.iter().all(|m| m.resolved);
        let scored: Vec<ScoredMove<G::Move>> = self
            .root_moves
            .iter()
            .map(|m| {
                // With every move scored in full, a move's own lines prove its value; otherwise a best score
                // is proven only if no other move's bound leaned on a guess either.
                let exact = if keep_all {
                    proven(m.score) || m.resolved
                } else {
                    m.score == best && (proven(m.score) || all_resolved)
                };
                ScoredMove::new(m.mv, m.score, exact)
            })
            .collect();
        let exact = proven(best) || all_resolved;
        let settled = if self.settings.score_every_move { scored.iter().all(|m| m.exact) } else { exact };
        Some(Iteration { depth, choices, scored, exact, settled })
    }
}

/// A slice's deadline `given` (from `now`) stretched by `scale`, at most [`MAX_SLICE_TIME_SCALE`] times.
fn scaled_deadline(now: Instant, given: Instant, scale: u64) -> Instant {
    let scale = scale.min(MAX_SLICE_TIME_SCALE as u64) as u32;
    now + given.saturating_duration_since(now) * scale
}

/// Searches `root` within `limits` in one go.
pub fn search<G: Searchable>(root: &G, limits: Limits, settings: Settings) -> SearchResult<G::Move> {
    Search::new(root, limits, settings).run()
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::ai::score::Value;
    use crate::rules::mnk::Mnk;

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
