//! The exact solver of Kalah: iterative-deepening MTD(f) over alpha-beta with a table of bounds, enhanced
//! transposition cut-offs, an endgame database and an opening book, in the manner of the Kalah papers (Irving,
//! Donkers and Uiterwijk, "Solving Kalah", 2000); the code is the project's own.
//!
//! # Values
//! A position's value is what the player to move gains in the stores from here on with best play on both
//! sides, less what the opponent gains: the final margin less the stores' present difference. So it depends on
//! the pits alone ([`Pits`]), and positions that differ only in their stores share a table entry. It lies
//! within `-S ..= S` for S seeds in the pits.
//!
//! # Contract of `Solver::negamax`
//! Fail-soft alpha-beta, for a window `alpha < beta`, searching `depth` plies: if the value is at most
//! `alpha`, it returns `v <= alpha` with the value at most `v`; if at least `beta`, `v >= beta` with the value
//! at least `v`; otherwise the value. Where the depth runs out a position is guessed at 0 (the stores'
//! difference as it stands, the papers' evaluation), and the answer is then only a guess: the solver counts
//! such guesses (`guesses`), and a node whose subtree made none stores its bounds as [`EXACT`], good at any
//! depth. A child where the mover moves again is searched with the same window, shifted by what the sowing
//! gained; one where the opponent moves, with the window negated.
//!
//! # Questions
//! [`Solver::narrow`] first deepens a guess of the value, three plies at a time, with MTD(f) (null-window
//! searches that close in on it): cheap searches that fill the table with good moves to try first. Then it
//! closes in on the value itself with searches to the end, from that guess. [`Solver::move_reaches`] asks
//! whether a move reaches a value. Each returns when its budget runs out, keeping its place: the table keeps
//! every finished subtree, and a [`Narrowing`] what it has learnt, so asking again goes on from there (the web
//! build's slices).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use web_time::Instant;

use super::book::Book;
use super::endgame::Endgame;
use super::position::{MAX_PITS, Pits, Sown};
use super::table::{EXACT, Table, work};
use crate::ai::Progress;
use crate::ai::exact::Metered;
use crate::ai::keeping::Keepable;
use crate::ai::memory::TableTooBig;

/// How often, in nodes, the solver looks at its clock, its cancel flag and its progress counters; it also
/// looks at the node its budget ends on, so that a node budget is spent exactly.
const CHECK_EVERY: u64 = 4096;
/// The guess deepens this many plies at a time...
pub(super) const DEEPEN_BY: u32 = 3;
/// ... up to this depth; after it, the search goes to the end.
const DEEPEN_TO: u32 = 30;
/// The depth of a search to the end.
const TO_THE_END: u32 = EXACT as u32;
/// Children are looked up before a node searches any of them (enhanced transposition cut-off) where more
/// than this many seeds are in the pits: nearer the end, searching them is cheaper than the look-ups.
const LOOK_AHEAD_ABOVE: i32 = 16;

/// What a question may spend (the engine's, shared with the other solvers).
pub use crate::ai::limits::Budget;

/// Where a question about a value stands: the value lies in `min..=max`; the guess at it so far, and how
/// deep the search that made it looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Narrowing {
    pub min: i32,
    pub max: i32,
    guess: i32,
    depth: u32,
}

impl Narrowing {
    /// Nothing known yet about the value of `pits`: all its seeds, either way.
    pub fn of(pits: &Pits) -> Self {
        Self { min: -pits.total(), max: pits.total(), guess: 0, depth: 0 }
    }

    /// The value, once known.
    pub fn value(&self) -> Option<i32> {
        (self.min == self.max).then_some(self.min)
    }

    /// The value if known, else the deepest guess at it so far (within the bounds), once there is one.
    pub fn estimate(&self) -> Option<i32> {
        self.value().or((self.depth > 0).then(|| self.guess.clamp(self.min, self.max)))
    }
}

/// The solver: its table, its counters and what it may spend.
pub struct Solver {
    table: Table,
    endgame: Option<Arc<Endgame>>,
    book: Option<Arc<Book>>,
    nodes: u64,
    /// Positions guessed at, or answered from a table entry that rested on guesses, so far.
    guesses: u64,
    budget: Budget,
    next_check: u64,
    aborted: bool,
    cancel: Option<Arc<AtomicBool>>,
    progress: Option<Arc<Progress>>,
}

impl Keepable for Solver {
    /// The solver of a finished search made ready for the next: its counters, budget, cancel flag and progress
    /// cleared, its table (and what it proved) kept.
    fn start_afresh_keeping_table(&mut self) {
        self.nodes = 0;
        self.guesses = 0;
        self.budget = Budget::UNLIMITED;
        self.next_check = CHECK_EVERY;
        self.aborted = false;
        self.cancel = None;
        self.progress = None;
    }

    /// Forgets what the table holds, keeping its memory.
    fn clear_table(&mut self) {
        self.table.clear();
    }
}

impl Metered for Solver {
    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// What the next questions may spend: they stop at the budget's node, never past it.
    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
        self.schedule_check();
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
    /// A solver with a table of `2^table_bits` buckets, or as big a one as the machine gives (see
    /// [`Table::new`]).
    pub fn new(table_bits: u8) -> Self {
        Self::with_table(Table::new(table_bits))
    }

    /// A solver with a table of `2^table_bits` buckets, or the refusal if the machine cannot give it.
    pub fn try_new(table_bits: u8) -> Result<Self, TableTooBig> {
        Table::try_new(table_bits).map(Self::with_table)
    }

    fn with_table(table: Table) -> Self {
        Self {
            table,
            endgame: None,
            book: None,
            nodes: 0,
            guesses: 0,
            budget: Budget::UNLIMITED,
            next_check: CHECK_EVERY,
            aborted: false,
            cancel: None,
            progress: None,
        }
    }

    /// The table's size: `2^bits` buckets.
    pub fn table_bits(&self) -> u8 {
        self.table.bits()
    }

    /// The endgame database the search may end in (one of another board is ignored).
    pub fn set_endgame(&mut self, endgame: Option<Arc<Endgame>>) {
        self.endgame = endgame;
    }

    /// The opening book the search may end in (one of another board is never looked in).
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = book;
    }

    /// When to look at the budget next: [`CHECK_EVERY`] nodes on, or at the node the budget ends on if that
    /// comes first.
    fn schedule_check(&mut self) {
        self.next_check = self.nodes + CHECK_EVERY.min(self.budget.nodes.saturating_sub(self.nodes));
    }

    /// Whether the budget's nodes are all spent: a question asked now stops before its first node.
    fn spent(&self) -> bool {
        self.nodes >= self.budget.nodes
    }

    /// Narrows `narrowing`, the bounds of the value of `pits`, until it is the value; whether it got there
    /// before the budget ran out.
    pub fn narrow(&mut self, pits: &Pits, narrowing: &mut Narrowing) -> bool {
        if pits.over() {
            let value = pits.final_value();
            *narrowing = Narrowing { min: value, max: value, guess: value, depth: TO_THE_END };
        }
        // A better guess, deeper and deeper, while the searches are cheap.
        if !self.deepen(pits, narrowing, DEEPEN_TO) {
            return false;
        }
        narrowing.depth = TO_THE_END;
        self.mtdf(pits, narrowing.guess, TO_THE_END, narrowing).is_some()
    }

    /// Deepens the guess at the value of `pits` in `narrowing` up to `depth` plies (no deeper than the guesses
    /// of [`narrow`](Self::narrow) go), as `narrow` does before it searches to the end; whether it got there
    /// before the budget ran out. An analysis guesses at every move this way first, so that each has a value
    /// early, before any is solved.
    pub fn deepen(&mut self, pits: &Pits, narrowing: &mut Narrowing, depth: u32) -> bool {
        while narrowing.depth < depth.min(DEEPEN_TO) && narrowing.min < narrowing.max {
            let deeper = narrowing.depth + DEEPEN_BY;
            let Some(guess) = self.mtdf(pits, narrowing.guess, deeper, narrowing) else { return false };
            narrowing.guess = guess;
            narrowing.depth = deeper;
        }
        true
    }

    /// MTD(f): null-window searches `depth` deep that close in on the value from `guess`; the value they
    /// close on, or `None` if the budget ran out. Searches to the end narrow `narrowing` as they go, and so
    /// do those whose answers rested on no guess.
    fn mtdf(&mut self, pits: &Pits, guess: i32, depth: u32, narrowing: &mut Narrowing) -> Option<i32> {
        let (mut lower, mut upper) = (narrowing.min, narrowing.max);
        let mut guess = guess.clamp(lower, upper);
        while lower < upper {
            if self.spent() {
                return None;
            }
            let beta = if guess == lower { guess + 1 } else { guess };
            self.aborted = false;
            let guesses = self.guesses;
            let v = self.negamax(pits, beta - 1, beta, depth);
            if self.aborted {
                return None;
            }
            if v < beta {
                upper = v
            } else {
                lower = v
            }
            guess = v;
            if depth == TO_THE_END || self.guesses == guesses {
                if v < beta {
                    narrowing.max = narrowing.max.min(v);
                } else {
                    narrowing.min = narrowing.min.max(v);
                }
            }
            if let Some(progress) = &self.progress {
                progress.set_nodes(self.nodes);
            }
        }
        Some(guess)
    }

    /// The move the table holds as best (or cutting off) in `pits`, if any: the first to ask about.
    pub fn table_move(&self, pits: &Pits) -> Option<usize> {
        self.table.get(pits.key()).and_then(|entry| entry.best).map(usize::from)
    }

    /// Whether sowing the mover's pit `pit` reaches `value` (is worth at least that); `None` if the budget ran
    /// out first.
    pub fn move_reaches(&mut self, pits: &Pits, pit: usize, value: i32) -> Option<bool> {
        let sown = pits.sow(pit);
        if self.spent() && !sown.over {
            return None;
        }
        self.aborted = false;
        let reaches = if sown.over {
            sown.gain >= value
        } else if sown.again {
            // gain + v >= value, v the child's value.
            let target = value - sown.gain;
            self.negamax(&sown.next, target - 1, target, TO_THE_END) >= target
        } else {
            // gain - v >= value.
            let target = sown.gain - value;
            self.negamax(&sown.next, target, target + 1, TO_THE_END) <= target
        };
        (!self.aborted).then_some(reaches)
    }

    /// The bounds a table entry gives a search `depth` deep, if it may use them: an exact entry always, a
    /// guess from a search as deep or deeper in searches that guess themselves.
    fn usable(entry: &super::table::Entry, depth: u32) -> Option<(i32, i32)> {
        let deep_enough = entry.depth == EXACT || (depth != TO_THE_END && entry.depth as u32 >= depth);
        deep_enough.then_some((entry.lower as i32, entry.upper as i32))
    }

    /// The value of `pits` within `(alpha, beta)`, searched `depth` plies deep, as the module's contract says.
    /// After a budget ran out it returns at once, with `aborted` set and a value that means nothing.
    fn negamax(&mut self, pits: &Pits, mut alpha: i32, mut beta: i32, depth: u32) -> i32 {
        self.nodes += 1;
        let (nodes_before, guesses_before) = (self.nodes, self.guesses);
        if self.nodes >= self.next_check {
            self.check();
        }
        if self.aborted {
            return 0;
        }
        if let Some(value) = self.endgame.as_ref().and_then(|endgame| endgame.value(pits)) {
            return value;
        }
        if let Some(value) = self.book.as_ref().and_then(|book| book.value(pits)) {
            return value;
        }
        if depth == 0 {
            self.guesses += 1;
            return 0;
        }
        let total = pits.total();
        // Everything still in the pits, either way; and what the table knows.
        let (mut lo, mut hi) = (-total, total);
        let key = pits.key();
        let entry = self.table.get(key);
        if let Some((lower, upper)) = entry.as_ref().and_then(|e| Self::usable(e, depth)) {
            if entry.is_some_and(|e| e.depth != EXACT) {
                self.guesses += 1;
            }
            lo = lo.max(lower);
            hi = hi.min(upper);
        }
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        alpha = alpha.max(lo);
        beta = beta.min(hi);
        let (alpha0, beta0) = (alpha, beta);
        let mut moves = [(0i32, 0u8, None::<Sown>); MAX_PITS];
        let mut count = 0;
        let table_move = entry.and_then(|e| e.best);
        for pit in 0..pits.pits() {
            if pits.own(pit) == 0 {
                continue;
            }
            let sown = pits.sow(pit);
            // The table's move first; then moves again, the pit nearest the store first (it leaves the others
            // able to do the same); then what the sowing gains (captures), nearest the store first.
            let priority = if table_move == Some(pit as u8) {
                i32::MAX
            } else if sown.again {
                1_000 + pit as i32
            } else {
                sown.gain * 8 + pit as i32
            };
            moves[count] = (priority, pit as u8, Some(sown));
            count += 1;
        }
        let moves = &mut moves[..count];
        if total > LOOK_AHEAD_ABOVE
            && let Some(cut) = self.look_ahead(moves, beta, depth)
        {
            return cut;
        }
        moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
        let mut best = i32::MIN;
        let mut best_move = None;
        for &(_, pit, sown) in moves.iter() {
            let Some(sown) = sown else { continue };
            let v = if sown.over {
                sown.gain
            } else if sown.again {
                sown.gain + self.negamax(&sown.next, alpha - sown.gain, beta - sown.gain, depth - 1)
            } else {
                sown.gain - self.negamax(&sown.next, sown.gain - beta, sown.gain - alpha, depth - 1)
            };
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = Some(pit);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // Fail-soft: a bound from this node's window; narrowed with what was known before searching.
        let (lower, upper) = if best <= alpha0 {
            (lo, best)
        } else if best >= beta0 {
            (best, hi)
        } else {
            (best, best)
        };
        // Bounds that rest on no guess hold at any depth.
        let stored_depth = if self.guesses == guesses_before { EXACT } else { depth.min(EXACT as u32 - 1) as u8 };
        self.table.put(key, lower, upper, stored_depth, best_move, work(self.nodes - nodes_before + 1));
        best
    }

    /// Enhanced transposition cut-off: a child whose value is already known well enough (the game over, the
    /// endgame database, the table) to reach `beta` cuts the node off before any child is searched.
    fn look_ahead(&mut self, moves: &[(i32, u8, Option<Sown>)], beta: i32, depth: u32) -> Option<i32> {
        for &(_, _, sown) in moves {
            let sown = sown?;
            // The worst the child can be for the mover, and whether that rests on no guess.
            let at_least = if sown.over {
                Some((sown.gain, true))
            } else if let Some(value) = self.endgame.as_ref().and_then(|endgame| endgame.value(&sown.next)) {
                Some((sown.value(value), true))
            } else if let Some(value) = self.book.as_ref().and_then(|book| book.value(&sown.next)) {
                Some((sown.value(value), true))
            } else {
                let entry = self.table.get(sown.next.key());
                entry.and_then(|e| {
                    let (lower, upper) = Self::usable(&e, depth - 1)?;
                    let worst = if sown.again { sown.gain + lower } else { sown.gain - upper };
                    Some((worst, e.depth == EXACT))
                })
            };
            if let Some((value, exact)) = at_least.filter(|&(v, _)| v >= beta) {
                if !exact {
                    self.guesses += 1;
                }
                return Some(value);
            }
        }
        None
    }

    /// Looks at the budget, the clock and the cancel flag, and says when to look next.
    fn check(&mut self) {
        let late = self.budget.deadline.is_some_and(|d| Instant::now() >= d);
        if self.spent() || late || self.cancelled() {
            self.aborted = true;
        }
        if let Some(progress) = &self.progress {
            progress.set_nodes(self.nodes);
        }
        self.schedule_check();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reference::minimax;
    use crate::rules::kalah::{Board, CLASSIC, Capture, Kalah};
    use crate::rules::{Family, Game, Player};

    /// The value of a game's position by the solver, as a final margin for the player to move.
    fn margin(game: &Kalah) -> i32 {
        let pits = Pits::of(game);
        let mut narrowing = Narrowing::of(&pits);
        assert!(Solver::new(16).narrow(&pits, &mut narrowing));
        let mover = game.to_move();
        narrowing.value().unwrap() + game.store(mover) as i32 - game.store(mover.other()) as i32
    }

    /// The plain minimax's margin of a position (its scores carry the distance, which rounding drops).
    fn plain_margin(game: &Kalah) -> i32 {
        let (score, _) = minimax(game, game.plies_left_bound());
        crate::ai::score::margin_of(score)
    }

    #[test]
    fn the_solver_agrees_with_plain_minimax() {
        for (pits, seeds, capture) in
            [(3, 2, Capture::Standard), (3, 2, Capture::Empty), (3, 3, Capture::Standard), (4, 2, Capture::Empty)]
        {
            let board = Board { pits, seeds, capture };
            let mut game = Kalah::start(board);
            // Along one line of the game, each position's value.
            let mut moves = Vec::new();
            while game.outcome().is_none() {
                assert_eq!(margin(&game), plain_margin(&game), "{board:?} at {:?}", game.write_setup());
                game.legal_moves(&mut moves);
                game.play(moves[moves.len() / 2]);
            }
        }
    }

    #[test]
    fn the_published_value_of_kalah_4_3() {
        // Kalah(4,3) is a first-player win by 6 (Irving, Donkers and Uiterwijk 2000), with b among the best
        // first moves: its three seeds end in the store.
        let board = Board { pits: 4, seeds: 3, capture: Capture::Standard };
        let game = Kalah::start(board);
        assert_eq!(margin(&game), 6);
        let pits = Pits::of(&game);
        let mut solver = Solver::new(18);
        assert_eq!(solver.move_reaches(&pits, 1, 6), Some(true));
        assert!(pits.sow(1).again);
    }

    #[test]
    fn the_published_values_of_small_boards() {
        use super::super::endgame::Endgame;
        // Irving, Donkers and Uiterwijk (2000), table 9: the first player's margin under the empty-capture
        // rule, with which they solved Kalah; (4,3) under the standard rule is +6 (above).
        for (pits, seeds, margin) in [(3, 2, 4), (3, 3, 2), (3, 4, 2), (4, 2, 6), (4, 3, 8), (5, 2, 0), (6, 2, 10)] {
            let game = Kalah::start(Board { pits, seeds, capture: Capture::Empty });
            let start = Pits::of(&game);
            let mut solver = Solver::new(18);
            solver.set_endgame(Some(Arc::new(Endgame::build(&start, 8))));
            let mut narrowing = Narrowing::of(&start);
            assert!(solver.narrow(&start, &mut narrowing));
            assert_eq!(narrowing.value(), Some(margin), "Kalah({pits},{seeds})");
        }
    }

    #[test]
    fn a_question_cut_short_goes_on_where_it_stopped() {
        let game = Kalah::start(Board { pits: 4, seeds: 3, capture: Capture::Standard });
        let pits = Pits::of(&game);
        let mut solver = Solver::new(18);
        let mut narrowing = Narrowing::of(&pits);
        let mut slices = 0;
        loop {
            solver.set_budget(Budget { nodes: solver.nodes() + 5_000, deadline: None });
            slices += 1;
            if solver.narrow(&pits, &mut narrowing) {
                break;
            }
            assert!(slices < 10_000, "no progress");
        }
        assert!(slices > 1, "the budget cut it");
        assert_eq!(narrowing.value(), Some(6));
        // A finished game's value is what each side keeps.
        let over = Kalah::read_setup(CLASSIC, "0,0,0,0,0,0,20/1,2,3,4,5,6,7 2").unwrap().unwrap();
        assert_eq!(margin(&over), 8, "player 2 keeps its 21 seeds: 28 in its store against 20");
        assert_eq!(over.to_move(), Player::Two);
    }
}
