//! The exact solver: negamax with alpha-beta pruning over a score window, in the manner of the published
//! Connect Four solvers (the ideas of Pascal Pons' "Solving Connect 4" and John Tromp's Fhourstones; the code is
//! the project's own).
//!
//! # Scores
//! The project's convention, which for 7 × 6 is the public solvers' and their test sets': if the player to
//! move wins with a stone placed when P stones are on a board of C cells, the score is `(C + 1 - P) / 2`; a
//! loss is the negative of the winner's score; a draw is 0. So scores lie in `-(C - P) / 2 ..= (C + 1 - P) / 2`.
//!
//! # Contract of [`Solver::negamax`]
//! For a position where the player to move cannot win at once, and a window `alpha < beta`, it returns `v`
//! with: if the score is at most `alpha`, then `v <= alpha` and the score is at most `v`; if it is at least
//! `beta`, then `v >= beta` and the score is at least `v`; otherwise `v` is the score. Each node narrows the
//! window with what it knows for sure before searching: it cannot win at once (upper bound), its opponent
//! cannot win at once after a non-losing move (lower bound), and the table's and the book's bounds.
//!
//! # Finding the score
//! [`Solver::score`] narrows `[min, max]` with null-window searches (`alpha + 1 == beta`), each answering "is
//! the score above `med`?", probing near 0 first (where most scores are) and bisecting; a weak solve asks only
//! about the sign. The bounds of every probe land in the table, so each probe is cheaper than the last.
//!
//! # Budgets and slices
//! The solver counts nodes and looks at its deadline and cancel flag every few thousand nodes. When one of
//! them runs out it abandons the search, keeping its place: calling the same question again on the same
//! position goes on from where the last probe was cut (the table keeps every finished subtree). The web build
//! runs it so, a few milliseconds at a time.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use web_time::Instant;

use super::book::Book;
use super::position::{Geometry, Position};
use super::table::Table;
use crate::ai::Progress;

/// How often, in nodes, the solver looks at its clock, its cancel flag and its progress counters.
const CHECK_EVERY: u64 = 4096;

/// The table is asked about each child before it is searched where more than this many cells are empty:
/// measured on the published test positions, nearer the end the extra probes cost more than they save.
const LOOK_AHEAD_FROM: i32 = 10;
/// The table is used where more than this many cells are empty: below, subtrees are so small that searching
/// them again is cheaper than a probe that misses the cache (fewer nodes per second otherwise: measured on
/// the begin-medium set, 11 M against 7 M with the table everywhere).
const TABLE_FROM: i32 = 5;

/// A search with helper threads starts alone for this many nodes (a few hundredths of a second), so small
/// questions never pay for the threads and the full-size table.
const ALONE_FIRST: u64 = 200_000;

/// Mirror images share a table entry where fewer stones than this are on the board (see
/// [`Solver::table_key`]).
const MIRROR_BELOW: i32 = 16;

/// How much a search of `nodes` nodes is worth keeping in the table: half the bits of the count (a search
/// twice as big as another's is worth a little more; one four times as big, a step more).
fn work(nodes: u64) -> u32 {
    (64 - nodes.leading_zeros()) / 2
}

/// The most columns a board that fits has (16 × 3).
const MAX_COLUMNS: usize = 16;

/// What a question may spend.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The solver's node count (over every question asked of it) at which to stop.
    pub nodes: u64,
    pub deadline: Option<Instant>,
}

impl Budget {
    pub const UNLIMITED: Self = Self { nodes: u64::MAX, deadline: None };
}

/// Where a bisection of the score stands: the score is known to lie in `min..=max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Narrowing {
    key: u64,
    min: i32,
    max: i32,
}

/// A position as the search keeps it: the bitboards of [`Position`], and the opponent's winning cells, which
/// the parent computed already when it ordered its moves.
#[derive(Clone, Copy, Debug)]
struct Node {
    current: u64,
    mask: u64,
    moves: i32,
    /// Empty cells where the opponent (the player who just moved) would complete a line.
    threats: u64,
}

/// An exact solver for one board, with its transposition table.
pub struct Solver {
    geometry: Geometry,
    /// The table, shared with the helpers while a search runs on several threads.
    table: Arc<Table>,
    /// Entries evicted since the table last grew.
    evictions: usize,
    /// Threads a search runs on (this one and helpers), native builds only.
    threads: usize,
    /// Set when the table should grow while helpers share it: the search then pauses for it to grow.
    growth_due: bool,
    book: Option<Arc<Book>>,
    /// The cells of each column, the columns from the centre out.
    columns: Vec<u64>,
    nodes: u64,
    budget: Budget,
    cancel: Option<Arc<AtomicBool>>,
    progress: Option<Arc<Progress>>,
    aborted: bool,
    /// The score bisection under way, kept when a budget ran out.
    narrowing: Option<Narrowing>,
    /// Children are looked up in the table before searching when more than this many cells are empty.
    look_ahead_from: i32,
    /// The table is used where more than this many cells are empty.
    table_from: i32,
    /// The table shares an entry between a position and its mirror image where fewer stones than this are
    /// on the board.
    mirror_below: i32,
    /// Whether the claimeven rule may settle a node (boards with an even number of rows; off to test that it
    /// never changes a score).
    claimeven: bool,
}

impl Solver {
    /// A solver for boards of `geometry` with a table of `2^table_bits` entries.
    pub fn new(geometry: Geometry, table_bits: u8) -> Self {
        Self::with_table(geometry, Table::new(table_bits))
    }

    fn with_table(geometry: Geometry, table: Table) -> Self {
        Self {
            table: Arc::new(table),
            evictions: 0,
            threads: 1,
            growth_due: false,
            columns: geometry.centre_first().into_iter().map(|c| geometry.column_mask(c)).collect(),
            geometry,
            book: None,
            nodes: 0,
            budget: Budget::UNLIMITED,
            cancel: None,
            progress: None,
            aborted: false,
            narrowing: None,
            look_ahead_from: LOOK_AHEAD_FROM,
            table_from: TABLE_FROM,
            claimeven: geometry.height.is_multiple_of(2),
            mirror_below: MIRROR_BELOW,
        }
    }

    /// Turns the claimeven rule off (or back on, where the board allows it): for the tests that check it never
    /// changes a score.
    pub fn set_claimeven(&mut self, on: bool) {
        self.claimeven = on && self.geometry.height.is_multiple_of(2);
    }

    /// Consults `book` for the positions it knows (if it is for this board).
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = book.filter(|b| b.geometry() == self.geometry);
    }

    pub fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    /// Stops as soon as `cancel` is set.
    pub fn set_cancel(&mut self, cancel: Option<Arc<AtomicBool>>) {
        self.cancel = cancel;
    }

    /// Publishes the node count to `progress` while solving.
    pub fn set_progress(&mut self, progress: Option<Arc<Progress>>) {
        self.progress = progress;
    }

    /// Whether the cancel flag is set.
    pub fn cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Nodes searched over every question so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// A solver with no table to speak of, to stand in for one moved out (see [`super::KeptTables`]); it
    /// allocates next to nothing and is never asked anything.
    pub(super) fn placeholder(geometry: Geometry) -> Self {
        Self::with_table(geometry, Table::placeholder())
    }

    /// Clears the node count, the budget and what a cut question left, keeping the table: a new search on a
    /// table that older ones filled.
    pub(super) fn start_afresh_keeping_table(&mut self) {
        self.nodes = 0;
        self.narrowing = None;
        self.budget = Budget::UNLIMITED;
        self.cancel = None;
        self.progress = None;
        self.aborted = false;
    }

    /// Forgets what the table holds and how many nodes were searched (for benchmarks that compare with the
    /// published figures, which start each position afresh).
    pub fn reset(&mut self) {
        self.table = Arc::new(Table::new(self.table.max_bits()));
        self.evictions = 0;
        self.nodes = 0;
        self.narrowing = None;
    }

    /// The table's key for the position of `key` with `moves` stones: early on, the smaller of its key and its
    /// mirror image's, so that the two share an entry (they have the same score); later, where a search
    /// rarely meets both, the key itself, which is cheaper.
    fn table_key(&self, moves: i32, key: u64) -> u64 {
        if moves < self.mirror_below { key.min(self.geometry.mirror(key)) } else { key }
    }

    /// Records bounds in the table; grows it when it has evicted as many entries as it has, if no helper
    /// shares it.
    fn put(&mut self, key: u64, lower: Option<i32>, upper: Option<i32>, work: u32) {
        if self.table.put(key, lower, upper, work) {
            self.evictions += 1;
            // Shared, the table also evicts for the helpers, which do not count: this thread's count stands for
            // theirs. (Alone, the table grows as it does with one thread, so node counts repeat.)
            let sharers = Arc::strong_count(&self.table);
            if self.table.wants_to_grow(self.evictions * sharers) {
                match Arc::get_mut(&mut self.table) {
                    Some(table) => {
                        table.grow();
                        self.evictions = 0;
                    }
                    // Shared with helpers (which each have one thread, and leave growth to this solver).
                    None => self.growth_due = self.threads > 1,
                }
            }
        }
    }

    /// The score of a position where the player to move wins at once.
    fn win_now(&self, p: &Position) -> i32 {
        (self.geometry.cells() as i32 + 1 - p.moves() as i32) / 2
    }

    /// The score of a position where every move lets the opponent win at once.
    fn lose_next(&self, p: &Position) -> i32 {
        -(self.geometry.cells() as i32 - p.moves() as i32) / 2
    }

    /// Counts a node; says whether to stop.
    fn spent(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.budget.nodes {
            self.aborted = true;
        } else if self.nodes.is_multiple_of(CHECK_EVERY) {
            if let Some(progress) = &self.progress {
                progress.set_nodes(self.nodes);
            }
            let cancelled = self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed));
            if cancelled || self.growth_due || self.budget.deadline.is_some_and(|d| Instant::now() >= d) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Negamax with alpha-beta at `p` (see the module documentation for the contract).
    fn negamax(&mut self, p: &Position, alpha: i32, beta: i32) -> i32 {
        let threats = p.opponent_winning_cells();
        self.search(Node { current: p.current(), mask: p.mask(), moves: p.moves() as i32, threats }, alpha, beta)
    }

    /// [`Solver::negamax`] on the bitboards themselves: the hot path. Returns 0 when the budget ran out, which
    /// callers must not use: they check `aborted` first.
    fn search(&mut self, node: Node, mut alpha: i32, mut beta: i32) -> i32 {
        let start = self.nodes;
        if self.spent() {
            return 0;
        }
        let g = self.geometry;
        let Node { current, mask, moves, threats } = node;
        let cells = g.cells() as i32;
        // The moves that do not hand the opponent a win: a forced block if it threatens one, none if it
        // threatens two, and never directly below one of its winning cells.
        let possible = (mask + g.bottom) & g.board;
        let forced = possible & threats;
        let mut next = possible;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return -(cells - moves) / 2;
            }
            next = forced;
        }
        next &= !(threats >> 1);
        if next == 0 {
            return -(cells - moves) / 2;
        }
        // Two cells or fewer left, nobody winning at once: a draw.
        if moves >= cells - 2 {
            return 0;
        }
        // The opponent cannot win with its next stone, so the worst is a loss one stone later.
        let lowest = -(cells - 2 - moves) / 2;
        if alpha < lowest {
            alpha = lowest;
            if alpha >= beta {
                return alpha;
            }
        }
        // We cannot win with this stone, so the best is a win with the next.
        let highest = (cells - 1 - moves) / 2;
        if beta > highest {
            beta = highest;
            if alpha >= beta {
                return beta;
            }
        }
        // Claimeven (Victor Allis' rule): when the next cell of every column is in an odd row (from 1 at the
        // bottom) of a board with an even number of rows, the opponent can answer every stone directly above
        // it and so end with every empty even-row cell. If the player to move would have no line even with all
        // the empty odd-row cells, it cannot win: the score is at most a draw.
        if beta > 0
            && self.claimeven
            && possible & !g.odd_rows == 0
            && !g.has_line(current | (g.board & !mask & g.odd_rows))
        {
            beta = 0;
            if alpha >= beta {
                return beta;
            }
        }
        // A single move that does not lose at once: its score is this position's, so it is played without a
        // table entry of its own or an ordering (a chain of forced blocks costs one probe, at its end).
        if next & (next - 1) == 0 {
            let wins = g.completions(current | next) & !(mask | next);
            let child = Node { current: current ^ mask, mask: mask | next, moves: moves + 1, threats: wins };
            return -self.search(child, -beta, -alpha);
        }
        let tabled = cells - moves > self.table_from;
        let key = if tabled { self.table_key(moves, current + mask + g.bottom) } else { 0 };
        if tabled && let Some(known) = self.table.get(key) {
            if let Some(lower) = known.lower
                && lower > alpha
            {
                alpha = lower;
                if alpha >= beta {
                    return alpha;
                }
            }
            if let Some(upper) = known.upper
                && upper < beta
            {
                beta = upper;
                if alpha >= beta {
                    return beta;
                }
            }
        }
        if let Some(book) = &self.book
            && moves as u32 <= book.depth()
            && let Some(score) = book.score(&Position::from_parts(g, current, mask, moves as u32))
        {
            return score;
        }

        // The moves, most promising first: the most new threats, then nearest the centre. Far from the end, the
        // table is asked about each child first: one whose bound already beats beta cuts at once, and one that
        // cannot raise alpha need not be searched (enhanced transposition cutoffs). The children's entries are
        // read together, so their memory latencies overlap.
        let look_ahead = cells - moves > self.look_ahead_from;
        let opponent = current ^ mask;
        let mut sorted = [(0u32, 0usize, 0u64, 0u64); MAX_COLUMNS];
        let mut count = 0;
        for (rank, &column) in self.columns.iter().enumerate() {
            let bit = next & column;
            if bit == 0 {
                continue;
            }
            if look_ahead
                && let Some(known) = self.table.get(self.table_key(moves + 1, opponent + (mask | bit) + g.bottom))
            {
                if let Some(upper) = known.upper
                    && -upper >= beta
                {
                    self.put(key, Some(-upper), None, work(self.nodes - start));
                    return -upper;
                }
                if known.lower.is_some_and(|lower| -lower <= alpha) {
                    continue;
                }
            }
            // The cells where this stone would give us a winning move: the child's threats.
            let wins = g.completions(current | bit) & !(mask | bit);
            let entry = (wins.count_ones(), rank, bit, wins);
            let mut i = count;
            while i > 0 && sorted[i - 1].0 < entry.0 {
                sorted[i] = sorted[i - 1];
                i -= 1;
            }
            sorted[i] = entry;
            count += 1;
        }
        for &(_, _, bit, wins) in &sorted[..count] {
            let child = Node { current: opponent, mask: mask | bit, moves: moves + 1, threats: wins };
            let score = -self.search(child, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            if score >= beta {
                if tabled {
                    self.put(key, Some(score), None, work(self.nodes - start));
                }
                return score;
            }
            if score > alpha {
                alpha = score;
            }
        }
        if tabled {
            self.put(key, None, Some(alpha), work(self.nodes - start));
        }
        alpha
    }

    /// The exact score of `p` (for a weak solve, only its sign: 1, 0 or -1), or `None` if the budget ran out
    /// first; asked again about the same position, the solver goes on where it stopped. `p` must not be won
    /// already.
    pub fn score(&mut self, p: &Position, weak: bool) -> Option<i32> {
        if self.threads <= 1 || self.budget.nodes != u64::MAX {
            return self.score_alone(p, weak);
        }
        // Alone first: most questions are small, and answered fastest in a table the caches hold.
        let budget = self.budget;
        self.budget.nodes = self.nodes.saturating_add(ALONE_FIRST);
        let alone = self.score_alone(p, weak);
        self.budget = budget;
        let outer_stop = self.cancelled() || budget.deadline.is_some_and(|d| Instant::now() >= d);
        if alone.is_some() || outer_stop {
            return alone;
        }
        self.score_shared(p, weak)
    }

    /// [`Solver::score`] on this thread and `threads - 1` helpers sharing the table (Lazy SMP): the helpers
    /// ask the same question with the moves of equal promise taken in other orders, so they reach other parts
    /// of the tree first and leave bounds this thread then finds in the table. The answer is this thread's
    /// alone (any bound a helper leaves is true, so it changes how fast the answer comes, never what it is), and
    /// so is the node count.
    #[cfg(not(target_arch = "wasm32"))]
    ///
    /// A shared table cannot grow: when it should, the helpers are stopped, it grows, and they start again
    /// (what they finished is in the table; this thread goes on where it paused).
    fn score_shared(&mut self, p: &Position, weak: bool) -> Option<i32> {
        loop {
            self.grow_if_due();
            let stop = Arc::new(AtomicBool::new(false));
            let helpers: Vec<Solver> = (1..self.threads).map(|h| self.helper(h, &stop)).collect();
            let answer = std::thread::scope(|scope| {
                for mut helper in helpers {
                    let p = *p;
                    scope.spawn(move || helper.score_alone(&p, weak));
                }
                let answer = self.score_alone(p, weak);
                stop.store(true, Ordering::Relaxed);
                answer
            });
            if answer.is_some() || !self.growth_due {
                return answer;
            }
        }
    }

    #[cfg(target_arch = "wasm32")]
    fn score_shared(&mut self, p: &Position, weak: bool) -> Option<i32> {
        self.score_alone(p, weak)
    }

    /// The `h`th helper of a shared search: this solver's table and book, its own counters, stopped by
    /// `stop`; ties between moves of equal promise broken right of centre first (odd helpers, the mirror image
    /// of this thread's order) or in a seeded shuffle (the others).
    #[cfg(not(target_arch = "wasm32"))]
    fn helper(&self, h: usize, stop: &Arc<AtomicBool>) -> Solver {
        let mut order = self.geometry.centre_first();
        if h % 2 == 1 {
            order = order.into_iter().map(|c| self.geometry.width - 1 - c).collect();
        } else {
            let mut state = 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(h as u64);
            for i in (2..order.len()).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                order.swap(i, 1 + (state % i as u64) as usize);
            }
        }
        Solver {
            geometry: self.geometry,
            table: Arc::clone(&self.table),
            evictions: 0,
            threads: 1,
            growth_due: false,
            book: self.book.clone(),
            columns: order.into_iter().map(|c| self.geometry.column_mask(c)).collect(),
            nodes: 0,
            budget: Budget::UNLIMITED,
            cancel: Some(Arc::clone(stop)),
            progress: None,
            aborted: false,
            narrowing: None,
            look_ahead_from: self.look_ahead_from,
            table_from: self.table_from,
            claimeven: self.claimeven,
            mirror_below: self.mirror_below,
        }
    }

    /// Searches on `threads` threads where the question has no node budget and is not small (native builds;
    /// the web has one thread).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = if cfg!(target_arch = "wasm32") { 1 } else { threads.max(1) };
    }

    /// Grows the table if a shared search asked for it, now that no helper holds it.
    fn grow_if_due(&mut self) {
        if self.growth_due
            && let Some(table) = Arc::get_mut(&mut self.table)
        {
            table.grow();
            self.evictions = 0;
            self.growth_due = false;
        }
    }

    /// [`Solver::score`] on this thread.
    fn score_alone(&mut self, p: &Position, weak: bool) -> Option<i32> {
        self.grow_if_due();
        self.aborted = false;
        if p.can_win_next() {
            let score = self.win_now(p);
            return Some(if weak { score.signum() } else { score });
        }
        if p.non_losing_moves() == 0 {
            let score = self.lose_next(p);
            return Some(if weak { score.signum() } else { score });
        }
        let key = p.key() ^ u64::from(weak);
        let (mut min, mut max) = match self.narrowing {
            Some(n) if n.key == key => (n.min, n.max),
            _ if weak => (-1, 1),
            _ => (self.lose_next(p), self.win_now(p)),
        };
        while min < max {
            // Probe near 0 first, where most scores are, then bisect.
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = self.negamax(p, med, med + 1);
            if self.aborted {
                self.narrowing = Some(Narrowing { key, min, max });
                return None;
            }
            if r <= med {
                max = r;
            } else {
                min = r;
            }
        }
        self.narrowing = None;
        if let Some(progress) = &self.progress {
            progress.set_nodes(self.nodes);
        }
        // A weak solve's fail-soft probes may overshoot its window: only the sign is meant.
        Some(if weak { min.signum() } else { min })
    }

    /// The score of dropping a stone into `col` from `p`, for the player who drops it (a weak solve gives only
    /// its sign); `None` if the budget ran out.
    pub fn move_score(&mut self, p: &Position, col: u32, weak: bool) -> Option<i32> {
        if p.is_winning_move(col) {
            let score = self.win_now(p);
            return Some(if weak { 1 } else { score });
        }
        let mut child = *p;
        child.play_column(col);
        self.score(&child, weak).map(|s| -s)
    }

    /// Whether the move into `col` scores at least `score` for the player who plays it; `None` if the budget
    /// ran out. One null-window search: cheap once the position's score is known.
    pub fn move_reaches(&mut self, p: &Position, col: u32, score: i32) -> Option<bool> {
        self.grow_if_due();
        self.aborted = false;
        if p.is_winning_move(col) {
            return Some(self.win_now(p) >= score);
        }
        let mut child = *p;
        child.play_column(col);
        if child.can_win_next() {
            return Some(-self.win_now(&child) >= score);
        }
        if child.non_losing_moves() == 0 {
            return Some(-self.lose_next(&child) >= score);
        }
        // The move reaches `score` if the child's score is at most `-score`.
        let r = self.negamax(&child, -score, -score + 1);
        (!self.aborted).then_some(r <= -score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::connect_four::table::MIN_BITS;

    fn solver() -> Solver {
        Solver::new(Geometry::connect_four(), 20)
    }

    fn c4(moves: &str) -> Position {
        Position::from_moves(Geometry::connect_four(), moves).unwrap()
    }

    #[test]
    fn known_scores_of_published_positions() {
        // The first lines of the published end-easy set (tests/data/connect4_end_easy.txt).
        let mut s = solver();
        for (moves, expected) in [
            ("2252576253462244111563365343671351441", -1),
            ("7422341735647741166133573473242566", 1),
            ("23163416124767223154467471272416755633", 0),
        ] {
            assert_eq!(s.score(&c4(moves), false), Some(expected), "{moves}");
            assert_eq!(s.score(&c4(moves), true), Some(expected.signum()), "{moves} weak");
        }
    }

    #[test]
    fn a_budget_cut_goes_on_where_it_stopped() {
        // The first position of the published middle-medium set (Test_L2_R2), which scores 0.
        let p = c4("274552224131661");
        let mut whole = solver();
        let expected = whole.score(&p, false).unwrap();
        assert_eq!(expected, 0);
        let mut sliced = solver();
        let mut slices = 0;
        let result = loop {
            slices += 1;
            sliced.set_budget(Budget { nodes: sliced.nodes() + 500, deadline: None });
            if let Some(score) = sliced.score(&p, false) {
                break score;
            }
        };
        assert_eq!(result, expected);
        assert!(slices > 3, "the budget was small enough to cut it: {slices} slices");
    }

    #[test]
    fn the_best_move_reaches_the_score_and_others_do_not() {
        let mut s = solver();
        // x to move wins at once in column 4 (index 3).
        let p = c4("152535");
        let score = s.score(&p, false).unwrap();
        assert_eq!(score, (42 + 1 - 6) / 2);
        assert_eq!(s.move_reaches(&p, 3, score), Some(true));
        assert_eq!(s.move_reaches(&p, 6, score), Some(false));
        assert_eq!(s.move_score(&p, 3, false), Some(score));
    }

    #[test]
    fn threads_sharing_a_table_give_the_one_thread_answer_and_let_it_grow() {
        // The first positions of the published begin-medium set (Pons' Test_L1_R2, see tests/data/SOURCE.md): searches
        // big enough to bring the helper in and to fill a table that starts at 2^18 entries and may grow to
        // 2^20; then one in a table that must grow while the helper shares it (the helper pauses).
        for (moves, expected) in [("32751571231557", -3), ("335662333565", -2), ("2416615552", 4)] {
            let mut shared = Solver::new(Geometry::connect_four(), 20);
            shared.set_threads(2);
            assert_eq!(shared.score(&c4(moves), false), Some(expected), "{moves}");
            assert!(Arc::strong_count(&shared.table) == 1 && !shared.growth_due, "the helpers are gone");
        }
        let mut shared = Solver::with_table(Geometry::connect_four(), Table::starting_at(MIN_BITS, 19));
        shared.set_threads(2);
        let mut alone = Solver::new(Geometry::connect_four(), 20);
        let p = c4("2416615552");
        assert_eq!(shared.score(&p, false), alone.score(&p, false));
        assert!(alone.nodes() > ALONE_FIRST, "big enough for the helper: {} nodes", alone.nodes());
        assert!(shared.table.len() > 1 << MIN_BITS, "grown while shared: {} entries", shared.table.len());
        // With a node budget, one thread: the same count as alone.
        let mut budgeted = Solver::new(Geometry::connect_four(), 20);
        budgeted.set_threads(2);
        budgeted.set_budget(Budget { nodes: u64::MAX - 1, deadline: None });
        budgeted.score(&p, false).unwrap();
        assert_eq!(budgeted.nodes(), alone.nodes());
    }

    #[test]
    fn a_mirror_image_is_answered_from_the_position_s_entry() {
        // An early position and its mirror (columns read right for left): once the first is solved, the
        // second's probes each stop at the shared root entry, one node apiece.
        let mut s = solver();
        let (p, mirrored) = (c4("3344255"), c4("5544633"));
        assert_eq!(p.mirror_key(), mirrored.key());
        let score = s.score(&p, false).unwrap();
        let before = s.nodes();
        assert!(before > 1_000, "a real search first: {before} nodes");
        assert_eq!(s.score(&mirrored, false), Some(score));
        assert!(s.nodes() - before <= 8, "{} nodes for the mirror image", s.nodes() - before);
        // Without the sharing, the mirror is a search of its own.
        let mut plain = solver();
        plain.mirror_below = 0;
        plain.score(&p, false).unwrap();
        let before = plain.nodes();
        assert_eq!(plain.score(&mirrored, false), Some(score));
        assert!(plain.nodes() - before > 8, "{} nodes", plain.nodes() - before);
    }

    #[test]
    fn claimeven_never_changes_a_score() {
        // Seeded random positions of Connect Four from 18 to 38 stones, none over, none with a win on the move:
        // scored with the rule and without, exactly, each from an empty table.
        let mut next = crate::ai::connect_four::position::tests::xorshift(0x9e37_79b9_7f4a_7c15);
        let g = Geometry::connect_four();
        let (mut positions, mut with_nodes, mut without_nodes) = (0, 0, 0);
        while positions < 2_000 {
            let stones = 18 + next() % 21;
            let mut p = Position::new(g);
            let mut ok = true;
            for _ in 0..stones {
                let playable: Vec<u32> = (0..g.width).filter(|&c| p.can_play(c)).collect();
                let col = playable[(next() % playable.len() as u64) as usize];
                if p.is_winning_move(col) {
                    ok = false;
                    break;
                }
                p.play_column(col);
            }
            if !ok || p.can_win_next() {
                continue;
            }
            positions += 1;
            let (mut with, mut without) = (Solver::new(g, 16), Solver::new(g, 16));
            without.set_claimeven(false);
            assert_eq!(with.score(&p, false), without.score(&p, false), "position {positions}");
            (with_nodes, without_nodes) = (with_nodes + with.nodes(), without_nodes + without.nodes());
        }
        assert!(with_nodes < without_nodes, "the rule settles nodes: {with_nodes} with it, {without_nodes} without");
    }
}
