//! The exact solver: negamax with alpha-beta pruning over a score window, in the manner of the published
//! Connect Four solvers (the ideas of Pascal Pons' "Solving Connect 4" and John Tromp's Fhourstones; the code is
//! the project's own).
//!
//! # Scores
//! The project's convention, which for 7 × 6 is the public solvers' and their test sets': if the player to
//! move wins with a stone placed when P stones are on a board of C cells, the score is `(C + 1 - P) / 2`; a
//! loss is the negative of the winner's score; a draw is 0. So scores lie in `-(C - P) / 2 ..= (C + 1 - P) / 2`.
//!
//! # Contract of `Solver::negamax`
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
use crate::ai::exact::Metered;
use crate::ai::keeping::Keepable;

/// How often, in nodes, the solver looks at its clock, its cancel flag and its progress counters.
const CHECK_EVERY: u64 = 4096;

/// The table is asked about each child before it is searched where more than this many cells are empty:
/// measured on the published begin positions, nearer the end the extra probes cost more time than the nodes
/// they save (from 6 empty cells, 23 % fewer nodes than from 20 but 1.4 times the time; from 16, 1.15 times; 20
/// and 26 tie).
const LOOK_AHEAD_FROM: i32 = 20;
/// The table is used where more than this many cells are empty: below, subtrees are so small that searching
/// them again is cheaper than a probe that misses the cache (fewer nodes per second otherwise: measured on
/// the begin-medium set, 11 M against 7 M with the table everywhere).
const TABLE_FROM: i32 = 5;

/// A search with helper threads starts alone for this many nodes (a few hundredths of a second), so small
/// questions never pay for the threads, and keep the small table the caches hold.
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

/// What a question may spend (the engine's, shared with the other solvers).
pub use crate::ai::limits::Budget;

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
    /// Whether the question under way publishes its bounds to `progress` (a position's score does; a move's,
    /// whose bounds are its child's, does not).
    windows: bool,
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
    /// The score the next question's position likely has, if the caller knows one (used by that question).
    guess: Option<i32>,
    /// Whether the follow-up rules (claimeven, the first player's odd threat) may settle a node (boards with
    /// an even number of rows; off to test that they never change a score).
    claimeven: bool,
}

impl Keepable for Solver {
    /// Clears the node count, the budget and what a cut question left, keeping the table: a new search on a
    /// table that older ones filled.
    fn start_afresh_keeping_table(&mut self) {
        self.nodes = 0;
        self.narrowing = None;
        self.budget = Budget::UNLIMITED;
        self.cancel = None;
        self.progress = None;
        self.aborted = false;
        self.guess = None;
    }

    /// A table back at its starting size, which costs next to nothing (see [`Solver::reset`]).
    fn clear_table(&mut self) {
        self.reset();
    }
}

impl Metered for Solver {
    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    fn cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }

    fn set_cancel(&mut self, cancel: Option<Arc<AtomicBool>>) {
        self.cancel = cancel;
    }

    fn set_progress(&mut self, progress: Option<Arc<Progress>>) {
        self.progress = progress;
    }
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
            windows: true,
            aborted: false,
            narrowing: None,
            look_ahead_from: LOOK_AHEAD_FROM,
            table_from: TABLE_FROM,
            claimeven: geometry.height.is_multiple_of(2),
            mirror_below: MIRROR_BELOW,
            guess: None,
        }
    }

    /// Turns the follow-up rules (claimeven, the first player's odd threat) off, or back on where the board
    /// allows them: for the tests that check they never change a score.
    pub fn set_claimeven(&mut self, on: bool) {
        self.claimeven = on && self.geometry.height.is_multiple_of(2);
    }

    /// Consults `book` for the positions it knows (if it is for this board).
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = book.filter(|b| b.geometry() == self.geometry);
    }

    /// Tells the solver the score the next position it is asked about likely has (such as a sibling's): its
    /// first probes then test that score. It changes how fast the answer comes, never what it is.
    pub fn set_guess(&mut self, guess: Option<i32>) {
        self.guess = guess;
    }

    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// A solver with no table to speak of, to stand in for one moved out (see [`super::KeptTables`]); it
    /// allocates next to nothing and is never asked anything.
    pub(super) fn placeholder(geometry: Geometry) -> Self {
        Self::with_table(geometry, Table::placeholder())
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

    /// The most a follow-up rule's player to move can score when the opponent completes a line whose last
    /// empty cell is in `row` (from 0 at the bottom): the cells above it are still empty then, so the game
    /// ends at least that many stones before the board is full.
    fn loss_by(&self, row: u32) -> i32 {
        -((self.geometry.height + 1 - row) as i32 / 2)
    }

    /// The lowest bound the follow-up rules can give (a line ending in the second row): they are not tried
    /// where beta is already at or below it.
    fn loss_floor(&self) -> i32 {
        self.loss_by(1)
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

    /// The bound the follow-up rules give the position (see [`Solver::search`]'s comments), if one applies:
    /// the most the player to move can score.
    fn follow_up_bound(&self, current: u64, mask: u64, moves: i32, threats: u64, possible: u64) -> Option<i32> {
        if !self.claimeven {
            return None;
        }
        let g = self.geometry;
        let empty = g.board & !mask;
        if moves % 2 == 1 {
            let reachable = current | (empty & g.odd_rows) | possible;
            let mut odd_threats = threats & empty & g.odd_rows & !possible;
            // The lowest threat that wins gives the earliest loss (row 3, the lowest not playable, the earliest).
            let mut bound: Option<i32> = None;
            while odd_threats != 0 {
                // The lowest such threat of a column: it is the one the strategy plays for.
                let threat = odd_threats & odd_threats.wrapping_neg();
                let column = self.columns.iter().copied().find(|&c| c & threat != 0).unwrap_or(0);
                odd_threats &= !column;
                let below = (threat - 1) & column;
                let in_column = (current | possible | (empty & !g.odd_rows & below)) & column;
                if !g.has_line((reachable & !column) | in_column) {
                    let loss = self.loss_by(threat.trailing_zeros() % (g.height + 1));
                    bound = Some(bound.map_or(loss, |b: i32| b.min(loss)));
                    if loss <= self.loss_by(2) {
                        break;
                    }
                }
            }
            return bound;
        }
        let theirs = empty & !g.odd_rows & !possible;
        if g.has_line(current | (empty & !theirs)) {
            return None;
        }
        let opponent = current ^ mask;
        if !g.has_line(opponent | theirs) {
            return Some(0);
        }
        // The lowest top row of a line it completes: the higher rows of its column are still empty then, so it
        // wins that much earlier.
        let mut row = 1;
        while row + 2 < g.height && !g.has_line(opponent | (theirs & g.rows_up_to(row))) {
            row += 2;
        }
        Some(self.loss_by(row))
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
        // Claimeven (Victor Allis' rule), on a board with an even number of rows when an even number of stones
        // is on it. The opponent can answer each stone in a column whose next cell is in an odd row (from 1 at the
        // bottom) directly above it; the columns whose next cell is in an even row are even in number, and it
        // pairs them, answering a stone in one with a stone in the other. So it ends with every empty even-row
        // cell that is not playable now, and the player to move with at most the rest. If that rest holds no
        // line, the player to move cannot win: at most a draw; and if the opponent's cells then hold one, it
        // loses. (This generalises the rule's usual form, every next cell in an odd row, which came first here:
        // measured on the published begin-hard positions, 8 % fewer nodes for the pairs and 7 % fewer for the
        // loss.)
        // The first player's odd threat, the same kind of strategy for the other side. With an odd number of
        // stones down (the second player to move), say the opponent has a threat in an odd row that is not
        // playable yet. It answers above each stone in the other columns, pairs their columns of odd height
        // (with the threat's column, if that column's next cell is in an odd row), and in the threat's column
        // answers each stone in an even row with the odd cell above it. So the player to move must in the end
        // play just below the threat, and the opponent then wins there. The player to move only ever gets its
        // stones, the empty odd-row cells outside that column, the cells playable now, and that column's
        // empty even-row cells below the threat. If those hold no line, it loses. Measured on the published
        // begin sets: 21 % fewer nodes and 21 % less time.
        if beta > self.loss_floor()
            && let Some(bound) = self.follow_up_bound(current, mask, moves, threats, possible)
            && beta > bound
        {
            beta = bound;
            if alpha >= beta {
                return beta;
            }
        }
        // The book before the single move below: a position with one safe move is in it too, and its child, a
        // ply deeper, may not be.
        if let Some(book) = &self.book
            && moves as u32 <= book.depth()
            && let Some(score) = book.score(&Position::from_parts(g, current, mask, moves as u32))
        {
            return score;
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

        // The moves, most promising first: the most useful new threats (Christophe Steininger's measure, below;
        // on the published begin-hard positions, a quarter fewer nodes than a count of every new threat), then
        // nearest the centre. Far from the end, the table is asked about each child first: one whose bound
        // already beats beta cuts at once, and one that cannot raise alpha need not be searched (enhanced
        // transposition cutoffs). The children's entries are read together, so their memory latencies overlap.
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
            // A child where the opponent must block two of them, or has no move that does not hand us a win,
            // is a win with our next stone: the best this position can score (so at least beta).
            let child_possible = ((mask | bit) + g.bottom) & g.board;
            let blocks = child_possible & wins;
            let child_next = if blocks != 0 { blocks } else { child_possible } & !(wins >> 1);
            if blocks & blocks.wrapping_sub(1) != 0 || child_next == 0 {
                return highest;
            }
            // Far from the end, a child the follow-up rules bound: this move scores at least the negation of its
            // bound. (At every node, it cost more time than the 10 % fewer nodes saved.)
            if look_ahead
                && -alpha > self.loss_floor()
                && let Some(bound) = self.follow_up_bound(opponent, mask | bit, moves + 1, wins, child_possible)
                && -bound > alpha
            {
                if -bound >= beta {
                    return -bound;
                }
                alpha = -bound;
            }
            // Those that can ever be played: not directly above one of the opponent's, which it would complete
            // first. Each counts, and counts again if it is directly above a cell the opponent could play next,
            // which it then cannot play.
            let useful = wins & !(threats << 1);
            let above_next = (((mask | bit) + g.bottom) << 1) & g.board;
            let order = 2 * useful.count_ones() + (useful & above_next).count_ones();
            let entry = (order, rank, bit, wins);
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
}

mod questions;
#[cfg(test)]
mod tests;
mod threads;
