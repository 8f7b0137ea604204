//! The exact solver of Kalah: negamax with alpha-beta pruning over the seeds still to come, with a table of
//! bounds, in the manner of the Kalah papers (Irving, Donkers and Uiterwijk, "Solving Kalah", 2000); the code is
//! the project's own.
//!
//! # Values
//! A position's value is what the player to move gains in the stores from here on with best play on both
//! sides, less what the opponent gains: the final margin less the stores' present difference. So it depends on
//! the pits alone ([`Pits`]), and positions that differ only in their stores share a table entry. It lies
//! within `-S ..= S` for S seeds in the pits.
//!
//! # Contract of [`Solver::negamax`]
//! Fail-soft alpha-beta, for a window `alpha < beta`: if the value is at most `alpha`, it returns `v <= alpha`
//! with the value at most `v`; if at least `beta`, `v >= beta` with the value at least `v`; otherwise the
//! value. A child where the mover moves again is searched with the same window, shifted by what the sowing
//! gained; one where the opponent moves, with the window negated.
//!
//! # Questions
//! [`Solver::narrow`] narrows a [`Narrowing`] of the value with null-window searches, bisecting near 0 first;
//! [`Solver::move_reaches`] asks whether a move reaches a value. Each returns `None` when its budget ran out,
//! keeping its place: the table keeps every finished subtree, and a narrowing what it has learnt, so asking
//! again goes on from there (the web build's slices).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use web_time::Instant;

use super::endgame::Endgame;
use super::position::{MAX_PITS, Pits, Sown};
use super::table::{Table, work};
use crate::ai::Progress;

/// How often, in nodes, the solver looks at its clock, its cancel flag and its progress counters.
const CHECK_EVERY: u64 = 4096;

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

/// Where a question about a value stands: the value lies in `min..=max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Narrowing {
    pub min: i32,
    pub max: i32,
}

impl Narrowing {
    /// Nothing known yet about the value of `pits`: all its seeds, either way.
    pub fn of(pits: &Pits) -> Self {
        Self { min: -pits.total(), max: pits.total() }
    }

    /// The value, once known.
    pub fn value(&self) -> Option<i32> {
        (self.min == self.max).then_some(self.min)
    }
}

/// The solver: its table, its counters and what it may spend.
pub struct Solver {
    table: Table,
    endgame: Option<Arc<Endgame>>,
    nodes: u64,
    budget: Budget,
    next_check: u64,
    aborted: bool,
    cancel: Option<Arc<AtomicBool>>,
    progress: Option<Arc<Progress>>,
}

impl Solver {
    /// A solver with a table of `2^table_bits` entries.
    pub fn new(table_bits: u8) -> Self {
        Self {
            table: Table::new(table_bits),
            endgame: None,
            nodes: 0,
            budget: Budget::UNLIMITED,
            next_check: CHECK_EVERY,
            aborted: false,
            cancel: None,
            progress: None,
        }
    }

    /// Nodes searched over every question so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The endgame database the search may end in (one of another board is ignored).
    pub fn set_endgame(&mut self, endgame: Option<Arc<Endgame>>) {
        self.endgame = endgame;
    }

    /// What the next questions may spend.
    pub fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    pub fn set_cancel(&mut self, cancel: Option<Arc<AtomicBool>>) {
        self.cancel = cancel;
    }

    pub fn set_progress(&mut self, progress: Option<Arc<Progress>>) {
        self.progress = progress;
    }

    /// Whether the cancel flag is set.
    pub fn cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Narrows `narrowing`, the bounds of the value of `pits`, until it is the value; whether it got there
    /// before the budget ran out.
    pub fn narrow(&mut self, pits: &Pits, narrowing: &mut Narrowing) -> bool {
        if pits.over() {
            *narrowing = Narrowing { min: pits.final_value(), max: pits.final_value() };
        }
        while narrowing.min < narrowing.max {
            let (min, max) = (narrowing.min, narrowing.max);
            // Bisect, but look near 0 first, where most values are.
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let med = med.clamp(min, max - 1);
            self.aborted = false;
            let v = self.negamax(pits, med, med + 1);
            if self.aborted {
                return false;
            }
            if v <= med {
                narrowing.max = v.min(med)
            } else {
                narrowing.min = v.max(med + 1)
            }
            if let Some(progress) = &self.progress {
                progress.set_nodes(self.nodes);
            }
        }
        true
    }

    /// Whether sowing the mover's pit `pit` reaches `value` (is worth at least that); `None` if the budget ran
    /// out first.
    pub fn move_reaches(&mut self, pits: &Pits, pit: usize, value: i32) -> Option<bool> {
        let sown = pits.sow(pit);
        self.aborted = false;
        let reaches = if sown.over {
            sown.gain >= value
        } else if sown.again {
            // gain + v >= value, v the child's value.
            let target = value - sown.gain;
            self.negamax(&sown.next, target - 1, target) >= target
        } else {
            // gain - v >= value.
            let target = sown.gain - value;
            self.negamax(&sown.next, target, target + 1) <= target
        };
        (!self.aborted).then_some(reaches)
    }

    /// The value of `pits` within `(alpha, beta)`, as the module's contract says. After a budget ran out it
    /// returns at once, with `aborted` set and a value that means nothing.
    fn negamax(&mut self, pits: &Pits, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let nodes_before = self.nodes;
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            self.check();
        }
        if self.aborted {
            return 0;
        }
        if let Some(value) = self.endgame.as_ref().and_then(|endgame| endgame.value(pits)) {
            return value;
        }
        let total = pits.total();
        // Everything still in the pits, either way; and what the table knows.
        let (mut lo, mut hi) = (-total, total);
        let key = pits.key();
        let entry = self.table.get(key);
        if let Some(entry) = entry {
            lo = lo.max(entry.lower as i32);
            hi = hi.min(entry.upper as i32);
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
        moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
        let mut best = i32::MIN;
        let mut best_move = None;
        for &(_, pit, sown) in moves.iter() {
            let Some(sown) = sown else { continue };
            let v = if sown.over {
                sown.gain
            } else if sown.again {
                sown.gain + self.negamax(&sown.next, alpha - sown.gain, beta - sown.gain)
            } else {
                sown.gain - self.negamax(&sown.next, sown.gain - beta, sown.gain - alpha)
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
        self.table.put(key, lower, upper, best_move, work(self.nodes - nodes_before + 1));
        best
    }

    /// Looks at the budget, the clock and the cancel flag.
    fn check(&mut self) {
        let over_budget = self.nodes >= self.budget.nodes;
        let late = self.budget.deadline.is_some_and(|d| Instant::now() >= d);
        if over_budget || late || self.cancelled() {
            self.aborted = true;
        }
        if let Some(progress) = &self.progress {
            progress.set_nodes(self.nodes);
        }
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
