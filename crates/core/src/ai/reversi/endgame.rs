//! Reversi's exact endgame solver: the final disc margin of a position (the empty squares counted for the
//! winner) by alpha-beta over bitboards, with the ideas the endgame programs have published since the 1990s
//! (Zebra, Edax, Buro's papers), written here from their descriptions:
//!
//! - **fastest first** far from the end: the moves that leave the opponent the fewest replies are searched
//!   first (a corner before others), the transposition table's best move before all; with many empties left,
//!   the moves are ordered by a shallow search (one to three moves deep) instead, its leaves judged where
//!   they keep 14 empties or more by an evaluation (natively the solver's own, [`super::solver_model`]),
//!   and the replies each move leaves weighing in beside its value, which costs little beside the subtrees
//!   it orders; and a big question first runs a
//!   **midgame search** with the evaluation whose best moves, left in the table, come first near its root
//!   (`endgame/ordering.rs`);
//! - the **stability cut-off**: the opponent's stable discs (see [`super::stable`]) bound the margin from
//!   above, which may already fall below the window;
//! - **parity** near the end: the empty squares lie in regions (the board's quadrants); a move into a region
//!   with an odd number of empties is tried first, since the side that fills a region last gains there;
//! - the **last four squares** by code of their own (`endgame/last.rs`), the last one worked out directly, without
//!   generating moves;
//! - a **transposition table** of bounds on the margin, for positions with many empties left, each child's
//!   entry fetched into the processor's cache while its parent orders its moves.
//!
//! The solver answers questions with a window ([`Solver::solve`]) and may be stopped by a node budget, a
//! deadline or a cancel flag: a question cut short answers `None` and leaves in its table only what finished
//! subtrees proved, so asking it again picks up where it stopped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use web_time::Instant;

mod last;
mod ordering;

use super::super::exact::Metered;
use super::super::keeping::Keepable;
use super::super::limits::{Budget, Progress};
use super::super::memory::{self, TableTooBig};
use super::features;
use super::solver_model::SolverModel;
use super::stable::Stability;
use crate::rules::reversi::bits::{NEIGHBOURS, Size, flips, last_flip_count, moves, neighbours, squares};

/// The most a margin can be either way: every square of the 8×8 board.
pub const MOST: i32 = 64;

/// Empties from which a node looks in the table and orders its moves by the opponent's replies; below it,
/// moves go by parity alone and nothing is stored (cheaper than looking).
const DEEP: u32 = 7;

/// Empties from which a node looks its moves' positions up in the table before searching any
/// (enhanced transposition cut-offs): where a look-up costs little beside the subtree it may save.
const ETC_FROM: u32 = 12;

/// Empties from which a node asks whether the opponent's stable discs already keep its margin at or below
/// alpha (the stability cut-off): with fewer, the few moves left cost less than the question.
const STABLE_FROM: u32 = 6;

/// Empties from which moves are ordered by a shallow search ([`Solver::sort_value`], in [`ordering`]) rather
/// than fastest first: one move deep, two from `SORT_DEEPER`, three from `SORT_DEEPEST`.
const SORT_FROM: u32 = 14;
const SORT_DEEPER: u32 = 16;
const SORT_DEEPEST: u32 = 18;
/// What each reply left to the opponent adds to a move's key where a shallow search orders the moves, by
/// the empties at the search's leaves: in the evaluation's hundredths of a disc (three discs a reply) where
/// it judges them, in [`Solver::sort_eval`]'s units (a reply's worth) where the quick guess does. Edax weighs
/// the two together too; Zebra orders its likely cut-offs by the replies. Measured on FFO #40–#49: 17 %
/// fewer nodes than the value alone (28 % on #45) and 18 % less time; on #42, #43, #45 and #46, 150 or 600
/// a reply searched more nodes than 300, and 32 more than 16.
const REPLY_WEIGHT_EVAL: i32 = 300;
/// The same where the solver's own evaluation ([`SolverModel`]) judges the leaves: on #40–#49, 150 and 200
/// searched 1,214 and 1,225 M nodes, 100 and 250 1,232 and 1,247 M, 300 1,308 M.
const REPLY_WEIGHT_SOLVER_MODEL: i32 = 150;
const REPLY_WEIGHT_QUICK: i32 = 16;
/// How much a move into a region with an odd number of empty squares is preferred in fastest-first order:
/// half of what one reply fewer for the opponent counts (measured: 4 % fewer nodes than none on FFO #43 and
/// #45; a whole reply's worth searched more nodes than none).
const ODD_REGION: i32 = 8;
/// Beyond any value the ordering's searches give.
const SORT_INF: i32 = 1 << 20;

/// How often (in nodes) the solver looks at the clock and the cancel flag.
const CHECK_EVERY: u64 = 1 << 14;

/// One bucket of the table: a position's bounds on its margin for the side to move, and its best move.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    own: u64,
    opp: u64,
    lower: i8,
    upper: i8,
    best: u8,
}

/// A node's legal moves, each with its sort key and the discs it turns, to be tried lowest key first, the
/// table's move before all. (Room for 34: a position of Othello has at most 33 moves.)
struct MoveList {
    moves: [(i32, u8, u64); 34],
    count: usize,
    first: Option<u8>,
}

impl MoveList {
    fn new(first: Option<u8>) -> Self {
        MoveList { moves: [(0, 0, 0); 34], count: 0, first }
    }

    #[inline]
    fn push(&mut self, key: i32, sq: u8, turned: u64) {
        let key = if self.first == Some(sq) { i32::MIN } else { key };
        if let Some(slot) = self.moves.get_mut(self.count) {
            *slot = (key, sq, turned);
            self.count += 1;
        }
    }

    /// The moves as pushed.
    #[inline]
    fn moves(&self) -> &[(i32, u8, u64)] {
        &self.moves[..self.count]
    }

    /// Sets move `i`'s key (the table's move keeps its place before all).
    #[inline]
    fn set_key(&mut self, i: usize, key: i32) {
        if let Some(slot) = self.moves.get_mut(i)
            && self.first != Some(slot.1)
        {
            slot.0 = key;
        }
    }

    /// The move to try `i`th (those before it tried): the lowest key left, moved to place `i`. Picked one at
    /// a time rather than sorted all at once, since most nodes that cut off do so at their first move.
    #[inline]
    fn take_best(&mut self, i: usize) -> (i32, u8, u64) {
        let moves = &mut self.moves[..self.count];
        let mut at = i;
        for j in i + 1..moves.len() {
            if moves[j].0 < moves[at].0 {
                at = j;
            }
        }
        moves.swap(i, at);
        moves[i]
    }

    /// The moves in the order to try them.
    #[inline]
    fn sorted(&mut self) -> &[(i32, u8, u64)] {
        let moves = &mut self.moves[..self.count];
        moves.sort_unstable_by_key(|&(key, _, _)| key);
        moves
    }
}

/// The regions whose parity orders the moves near the end: the board's four quadrants.
fn quadrants(size: Size) -> [u64; 4] {
    let half = size.side() / 2;
    let mut out = [0u64; 4];
    for row in 0..size.side() {
        for col in 0..size.side() {
            let q = usize::from(row >= half) * 2 + usize::from(col >= half);
            out[q] |= 1 << size.bit(col, row);
        }
    }
    out
}

/// An exact solver for one board size, with its table, its node count and its limits.
pub struct Solver {
    mask: u64,
    quadrants: [u64; 4],
    /// Each square's quadrant, as its bit in a parity (see [`Solver::parity`]).
    quadrant_bit: [u8; 64],
    corners: u64,
    /// The board's squares, the most a margin can be.
    total: i32,
    stability: Stability,
    board: features::Board,
    /// What judges the ordering's leaves with many empties, where the program has it (8×8, natively); else the
    /// midgame evaluation.
    solver_model: Option<&'static SolverModel>,
    /// The positions [`Solver::guide`] has searched, so that a question asked again is not guided again.
    guided: Vec<(u64, u64)>,
    table: Vec<Entry>,
    nodes: u64,
    budget: Budget,
    cancel: Option<Arc<AtomicBool>>,
    progress: Option<Arc<Progress>>,
    /// Set when the budget ran out mid-question: every search on the way up returns at once.
    stopped: bool,
    next_check: u64,
}

impl Keepable for Solver {
    /// The solver as new but for its table, which it keeps (what it proved holds for any later question), and
    /// its board.
    fn start_afresh_keeping_table(&mut self) {
        self.guided.clear();
        self.nodes = 0;
        self.budget = Budget::UNLIMITED;
        self.cancel = None;
        self.progress = None;
        self.stopped = false;
        self.next_check = CHECK_EVERY;
    }

    /// Empties the table in place.
    fn clear_table(&mut self) {
        self.table.fill(Entry::default());
    }
}

impl Metered for Solver {
    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
        self.next_check = self.nodes + CHECK_EVERY.min(budget.nodes.saturating_sub(self.nodes));
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
    /// A solver for `size` with a table of `2^table_bits` entries (0: none), or as big a one as the machine
    /// gives: a smaller table slows the solver, and never changes an answer.
    pub fn new(size: Size, table_bits: u8) -> Self {
        (0..=table_bits)
            .rev()
            .find_map(|bits| Self::try_new(size, bits).ok())
            .unwrap_or_else(|| Self::with_table(size, Vec::new()))
    }

    /// A solver for `size` with a table of `2^table_bits` entries (0: none), or the refusal if the machine
    /// cannot give it.
    pub fn try_new(size: Size, table_bits: u8) -> Result<Self, TableTooBig> {
        let too_big = || TableTooBig::of::<Entry>(1u128 << table_bits.min(120));
        let entries =
            if table_bits == 0 { 0 } else { 1usize.checked_shl(u32::from(table_bits)).ok_or_else(too_big)? };
        Ok(Self::with_table(size, memory::try_filled(entries, Entry::default())?))
    }

    fn with_table(size: Size, table: Vec<Entry>) -> Self {
        Solver {
            mask: size.mask(),
            quadrants: quadrants(size),
            quadrant_bit: std::array::from_fn(|sq| {
                quadrants(size).iter().position(|q| q >> sq & 1 == 1).map_or(0, |q| 1 << q)
            }),
            corners: features::Board::new(size).corner_mask(),
            total: size.squares() as i32,
            stability: Stability::new(size),
            board: features::Board::new(size),
            solver_model: if size == Size::EIGHT { SolverModel::shipped() } else { None },
            guided: Vec::new(),
            table,
            nodes: 0,
            budget: Budget::UNLIMITED,
            cancel: None,
            progress: None,
            stopped: false,
            next_check: CHECK_EVERY,
        }
    }

    /// The solver ordering its moves by the midgame evaluation alone, as before it had its own: what the fits'
    /// self-play solves with, so that their games, and so the files they make, do not depend on the solver's
    /// model (which one of them makes).
    pub fn ordered_by_midgame_evaluation(mut self) -> Self {
        self.solver_model = None;
        self
    }

    /// Whether it has a table (one without keeps nothing worth keeping).
    pub fn has_table(&self) -> bool {
        !self.table.is_empty()
    }

    /// The board's squares, as bits.
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// The margin of the position with `own` and `opp`'s discs, `own` to move, if it lies within
    /// `(alpha, beta)`; otherwise a bound on the side it lies (fail-soft: at most `alpha` means at most the
    /// value returned, at least `beta` at least it). `None` if the budget ran out first.
    pub fn solve(&mut self, own: u64, opp: u64, alpha: i32, beta: i32) -> Option<i32> {
        self.stopped = false;
        self.guide_once(own, opp);
        let value = if self.stopped { alpha } else { self.search(own, opp, alpha, beta, false) };
        if let Some(progress) = &self.progress {
            progress.set_nodes(self.nodes);
        }
        (!self.stopped).then_some(value)
    }

    /// The exact margin (an unlimited window).
    pub fn exact(&mut self, own: u64, opp: u64) -> Option<i32> {
        self.solve(own, opp, -MOST - 1, MOST + 1)
    }

    /// Whether a question about this position leaves its best move in the table: a legal move, enough
    /// empty squares for the table, and a table.
    pub fn holds(&self, own: u64, opp: u64) -> bool {
        let empty = self.mask & !(own | opp);
        !self.table.is_empty() && empty.count_ones() >= DEEP && moves(own, opp, empty) != 0
    }

    /// The best move of a position whose exact margin `value` the table holds (what a question with a
    /// whole window leaves at its root), if it holds it.
    pub fn proved_move(&self, own: u64, opp: u64, value: i32) -> Option<u8> {
        let entry = self.table.get(self.slot(own, opp))?;
        let exact = entry.own == own && entry.opp == opp && entry.lower == entry.upper;
        (exact && i32::from(entry.lower) == value && entry.best < 64).then_some(entry.best)
    }

    /// The table's best move for a position, if it holds one.
    pub fn table_move(&self, own: u64, opp: u64) -> Option<u8> {
        let entry = self.table.get(self.slot(own, opp))?;
        (entry.own == own && entry.opp == opp && entry.best < 64).then_some(entry.best)
    }

    fn slot(&self, own: u64, opp: u64) -> usize {
        let h = own.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ opp.wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(29);
        (h >> 20) as usize & self.table.len().wrapping_sub(1)
    }

    /// Whether to stop now: the budget's nodes or time spent, or the search cancelled.
    fn out_of_budget(&mut self) -> bool {
        if self.nodes < self.next_check {
            return false;
        }
        self.next_check = self.nodes + CHECK_EVERY;
        let spent = self.nodes >= self.budget.nodes;
        let late = self.budget.deadline.is_some_and(|d| Instant::now() >= d);
        if let Some(progress) = &self.progress {
            progress.set_nodes(self.nodes);
        }
        self.stopped = spent || late || self.cancelled();
        self.stopped
    }

    /// The margin at the end: each side's discs, the empty squares to the winner.
    fn final_margin(&self, own: u64, opp: u64) -> i32 {
        let (o, p) = (own.count_ones() as i32, opp.count_ones() as i32);
        let empty = (self.mask & !(own | opp)).count_ones() as i32;
        match o.cmp(&p) {
            std::cmp::Ordering::Greater => o - p + empty,
            std::cmp::Ordering::Less => o - p - empty,
            std::cmp::Ordering::Equal => 0,
        }
    }

    /// The margin with one empty square left, `sq`, `own` to move: played by whoever can.
    fn last_square(&mut self, own: u64, opp: u64, sq: u8) -> i32 {
        self.nodes += 1;
        // Every square but `sq` is someone's: one count gives both sides'.
        let diff = 2 * own.count_ones() as i32 - (self.total - 1);
        let near = NEIGHBOURS[sq as usize];
        let mine = if opp & near != 0 { last_flip_count(own, sq) as i32 } else { 0 };
        if mine > 0 {
            return diff + 2 * mine + 1;
        }
        let theirs = if own & near != 0 { last_flip_count(opp, sq) as i32 } else { 0 };
        if theirs > 0 {
            return diff - 2 * theirs - 1;
        }
        self.final_margin(own, opp)
    }

    fn search(&mut self, own: u64, opp: u64, alpha: i32, beta: i32, passed: bool) -> i32 {
        let empty = self.mask & !(own | opp);
        let empties = empty.count_ones();
        if empties == 0 {
            self.nodes += 1;
            return self.final_margin(own, opp);
        }
        if empties <= 4 {
            return self.last_few(own, opp, empty, self.parity(empty), alpha, beta);
        }
        self.nodes += 1;
        // The opponent keeps at least their stable discs: the margin is at most the board less twice them.
        if empties >= STABLE_FROM && self.total - 2 * opp.count_ones() as i32 <= alpha {
            let bound = self.total - 2 * self.stability.stable(opp, own | opp).count_ones() as i32;
            if bound <= alpha {
                return bound;
            }
        }
        if empties < DEEP {
            return self.shallow(own, opp, empty, alpha, beta, passed);
        }
        // Stopped only above the table's smallest positions: every slice then proves at least one of them
        // (its whole subtree searched and stored), so a search in slices always gets to its end.
        if self.stopped || (empties > DEEP && self.out_of_budget()) {
            return alpha;
        }
        let legal = moves(own, opp, empty);
        if legal == 0 {
            if passed {
                return self.final_margin(own, opp);
            }
            // A pass: the opponent moves on the same board.
            return -self.search(opp, own, -beta, -alpha, true);
        }
        // The table: bounds that settle the question, and the best move found before.
        let slot = self.slot(own, opp);
        let (mut alpha, mut beta) = (alpha, beta);
        let mut first = None;
        if let Some(entry) = self.table.get(slot).copied().filter(|e| e.own == own && e.opp == opp) {
            let (lower, upper) = (entry.lower as i32, entry.upper as i32);
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
            first = (entry.best < 64).then_some(entry.best);
        }
        let (alpha0, beta0) = (alpha, beta);
        // Each move with its key (`order_key`), the table's move first.
        let mut list = MoveList::new(first);
        // The moves first, each child's table entry asked for at once (its children read it first thing
        // when searched, and the cut-offs below read it now): the fetches overlap one another and the
        // ordering's work rather than each waited for in turn.
        for sq in squares(legal) {
            let turned = flips(own, opp, sq);
            if empties > DEEP {
                self.prefetch(self.slot(opp & !turned, own | turned | 1 << sq));
            }
            list.push(0, sq, turned);
        }
        // Enhanced transposition cut-off: a move whose position the table already knows to be good enough
        // settles this one without a search.
        if empties >= ETC_FROM {
            for &(_, sq, turned) in list.moves() {
                let (mine, theirs) = (own | turned | 1 << sq, opp & !turned);
                if let Some(child) =
                    self.table.get(self.slot(theirs, mine)).filter(|e| e.own == theirs && e.opp == mine)
                    && -(child.upper as i32) >= beta
                {
                    return -(child.upper as i32);
                }
            }
        }
        let odd = if empties < SORT_FROM { self.odd_squares(empty, self.parity(empty)) } else { 0 };
        for i in 0..list.count {
            let (_, sq, turned) = list.moves[i];
            let key = self.order_key(own, opp, empty, odd, sq, turned);
            list.set_key(i, key);
        }
        let mut best = -MOST - 1;
        let mut best_move = 64u8;
        for i in 0..list.count {
            let (_, sq, turned) = list.take_best(i);
            let (mine, theirs) = (own | turned | 1 << sq, opp & !turned);
            // Principal variation search: the first move with the whole window, the rest with a null one.
            let value = if i == 0 {
                -self.search(theirs, mine, -beta, -alpha, false)
            } else {
                let probe = -self.search(theirs, mine, -alpha - 1, -alpha, false);
                if probe > alpha && probe < beta && !self.stopped {
                    -self.search(theirs, mine, -beta, -probe, false)
                } else {
                    probe
                }
            };
            if self.stopped {
                return best.max(alpha0);
            }
            if value > best {
                best = value;
                best_move = sq;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // What the search proved about the position, kept for the next time it comes.
        if let Some(entry) = self.table.get_mut(slot) {
            let (mut lower, mut upper) = (-MOST, MOST);
            if best >= beta0 {
                lower = best;
            } else if best <= alpha0 {
                upper = best;
            } else {
                (lower, upper) = (best, best);
            }
            // Bounds on the same position from before still hold: both together may pin its value.
            if entry.own == own && entry.opp == opp {
                lower = lower.max(entry.lower as i32);
                upper = upper.min(entry.upper as i32);
            }
            *entry = Entry { own, opp, lower: lower as i8, upper: upper as i8, best: best_move };
        }
        best
    }

    /// Asks the processor to bring the table's entry at `slot` into its cache (a hint, where the processor
    /// takes one; elsewhere nothing).
    #[inline]
    fn prefetch(&self, slot: usize) {
        #[cfg(target_arch = "x86_64")]
        if let Some(entry) = self.table.get(slot) {
            safe_arch::prefetch_t0(entry);
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = slot;
    }

    /// How early to try the move to `sq` (turning `turned`) of `own` against `opp`, the empty squares
    /// `empty` (`odd` those in regions with an odd number of them): the lower, the earlier. With many
    /// empties, by a shallow search (deeper the more there are) and the replies left ([`Solver::sort_key`]);
    /// with fewer, fastest first: the opponent's replies, then the empty squares next to the mover's discs
    /// (their moves to come), a corner a little ahead, and a move into an odd region a little ahead.
    #[inline]
    fn order_key(&mut self, own: u64, opp: u64, empty: u64, odd: u64, sq: u8, turned: u64) -> i32 {
        let empties = empty.count_ones();
        let (mine, theirs) = (own | turned | 1 << sq, opp & !turned);
        let after = empty & !(1 << sq);
        if empties >= SORT_FROM {
            return self.sort_key(theirs, mine, after);
        }
        let replies = moves(theirs, mine, after).count_ones() as i32;
        let exposed = (neighbours(mine) & after).count_ones() as i32;
        let corner = if self.corners >> sq & 1 == 1 { 24 } else { 0 };
        let parity = if odd >> sq & 1 == 1 { ODD_REGION } else { 0 };
        replies * 16 + exposed * 4 - corner - parity
    }

    /// Near the end: each empty square tried in turn (those of regions of odd parity first), a move where it
    /// turns something; no move list, no table, no sorting by replies.
    fn shallow(&mut self, own: u64, opp: u64, empty: u64, mut alpha: i32, beta: i32, passed: bool) -> i32 {
        let parity = self.parity(empty);
        let odd = self.odd_squares(empty, parity);
        // From five empty squares, the replies go to the last four's own code, the parity passed down.
        let five = empty.count_ones() == 5;
        let mut best = -MOST - 1;
        let mut moved = false;
        for part in [empty & odd, empty & !odd] {
            for sq in squares(part) {
                if opp & NEIGHBOURS[sq as usize] == 0 {
                    continue;
                }
                let turned = flips(own, opp, sq);
                if turned == 0 {
                    continue;
                }
                moved = true;
                let (mine, theirs) = (own | turned | 1 << sq, opp & !turned);
                let value = if five {
                    let left = empty & !(1 << sq);
                    -self.last_few(theirs, mine, left, parity ^ self.quadrant_bit[sq as usize], -beta, -alpha)
                } else {
                    -self.search(theirs, mine, -beta, -alpha, false)
                };
                if self.stopped {
                    return best.max(alpha);
                }
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if moved {
            best
        } else if passed {
            self.final_margin(own, opp)
        } else {
            -self.search(opp, own, -beta, -alpha, true)
        }
    }
}

#[cfg(test)]
mod tests;
