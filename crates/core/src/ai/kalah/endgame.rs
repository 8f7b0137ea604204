//! The endgame database: the exact value of every position with at most a few seeds left in the pits, for
//! one size of board and one capture rule, made at once or a part at a time by retrograde-free recursion (a sowing never adds seeds to the
//! pits, so a position's children have as many seeds as it or fewer, and those with as many are reached by
//! sowings that stay on the mover's own row, which cannot go on for ever) and kept in memory, a byte a
//! position. The solver asks it first where it covers a position: a search ends there at once.
//!
//! Positions are numbered by their seeds' distribution over the 2m pits ("stars and bars"): a distribution of
//! k seeds is the set of places of the 2m - 1 bars among k + 2m - 1 slots, numbered in the combinatorial number
//! system; the distributions of fewer seeds come first.

use super::position::{MAX_PITS, Pits};

/// A value not yet known (values lie within ±72).
const UNKNOWN: i8 = i8::MIN;

/// The most seeds a database may cover (its size grows as C(seeds + 2m, 2m)).
pub const MOST_SEEDS: u8 = 20;

/// The values of every position of one board with at most `seeds` seeds in its pits.
pub struct Endgame {
    pits: u8,
    empty_capture: bool,
    seeds: u8,
    /// `binomial[a][b]` = C(a, b), for a up to seeds + 2m and b up to 2m.
    binomial: Vec<[u64; 2 * MAX_PITS + 1]>,
    values: Vec<i8>,
    /// Where its making stands: the seeds in the pits and their distribution of the next position to work out,
    /// in the order of [`Endgame::make`]; `None` once every position is worked out.
    next: Option<(u8, [u8; 2 * MAX_PITS])>,
}

impl std::fmt::Debug for Endgame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Endgame({} pits, up to {} seeds, {} positions)", self.pits, self.seeds, self.values.len())
    }
}

impl Endgame {
    /// The database of the board of `like` (its pits a side and its capture rule) up to `seeds` seeds (at most
    /// [`MOST_SEEDS`]), all its values worked out.
    pub fn build(like: &Pits, seeds: u8) -> Self {
        let mut endgame = Self::start(like, seeds);
        endgame.make(u64::MAX, None);
        endgame
    }

    /// The same database with nothing worked out yet: [`make`](Self::make) works it out a part at a time (the
    /// browser's slices). What is worked out is good to look up from the start.
    pub fn start(like: &Pits, seeds: u8) -> Self {
        let seeds = seeds.min(MOST_SEEDS);
        let n = 2 * like.pits();
        let mut binomial = vec![[0u64; 2 * MAX_PITS + 1]; seeds as usize + n + 1];
        for a in 0..binomial.len() {
            binomial[a][0] = 1;
            for b in 1..=n.min(a) {
                binomial[a][b] = binomial[a - 1][b - 1] + if b < a { binomial[a - 1][b] } else { 0 };
            }
        }
        let size = binomial[seeds as usize + n][n] as usize;
        Endgame {
            pits: like.pits() as u8,
            empty_capture: like.empty_capture(),
            seeds,
            binomial,
            values: vec![UNKNOWN; size],
            next: Some((0, [0; 2 * MAX_PITS])),
        }
    }

    /// Works out up to `most` more positions, or until `deadline`: whether the database is now complete. The
    /// positions go by the seeds in their pits, fewest first, so that every child with fewer seeds than its
    /// parent is known; one with as many is worked out on the way, in the parent's turn.
    pub fn make(&mut self, most: u64, deadline: Option<web_time::Instant>) -> bool {
        /// Positions worked out between looks at the clock.
        const CHUNK: u64 = 1024;
        let n = 2 * self.pits as usize;
        let mut done = 0u64;
        while let Some((total, counts)) = self.next {
            if done >= most || (done.is_multiple_of(CHUNK) && deadline.is_some_and(|d| web_time::Instant::now() >= d)) {
                return false;
            }
            self.work_out(&Pits::from_counts(&counts[..n], self.empty_capture));
            self.next = Self::after(total, counts, n, self.seeds);
            done += 1;
        }
        true
    }

    /// How many positions are worked out.
    pub fn worked_out(&self) -> usize {
        self.values.iter().filter(|&&v| v != UNKNOWN).count()
    }

    /// Whether every position is worked out.
    pub fn complete(&self) -> bool {
        self.next.is_none()
    }

    /// The distribution after `counts` of `total` seeds over `n` pits, the first pits' counts changing slowest
    /// (as nested loops over them would go); after the last of `total` seeds, the first of one seed more, up to
    /// `most`.
    fn after(total: u8, mut counts: [u8; 2 * MAX_PITS], n: usize, most: u8) -> Option<(u8, [u8; 2 * MAX_PITS])> {
        // The last pit that can take a seed from those after it.
        for k in (0..n - 1).rev() {
            let after: u8 = counts[k + 1..n].iter().sum();
            if after > 0 {
                counts[k] += 1;
                counts[k + 1..n].fill(0);
                counts[n - 1] = after - 1;
                return Some((total, counts));
            }
        }
        (total < most).then(|| {
            let mut first = [0; 2 * MAX_PITS];
            first[n - 1] = total + 1;
            (total + 1, first)
        })
    }

    /// How many positions it holds (a byte each).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The most seeds in the pits of a position it covers.
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// Whether it is the database of `pits`' board.
    pub fn fits(&self, pits: &Pits) -> bool {
        pits.pits() as u8 == self.pits && pits.empty_capture() == self.empty_capture
    }

    /// The value of `pits` for the player to move, if it covers it.
    pub fn value(&self, pits: &Pits) -> Option<i32> {
        if pits.total() > self.seeds as i32 || !self.fits(pits) {
            return None;
        }
        let value = self.values[self.index(pits)];
        (value != UNKNOWN).then_some(value as i32)
    }

    /// The number of a position: the distributions of fewer seeds first, then its own in colex order of its
    /// bars' places.
    fn index(&self, pits: &Pits) -> usize {
        let n = 2 * self.pits as usize;
        let total = pits.total() as usize;
        // Distributions of fewer seeds: C(total + n - 1, n) of them.
        let mut index = if total == 0 { 0 } else { self.binomial[total + n - 1][n] };
        let mut before = 0;
        for j in 1..n {
            before += pits.seed(j - 1) as usize;
            // The j-th bar's place among the total + n - 1 slots.
            index += self.binomial[before + j - 1][j];
        }
        index as usize
    }

    /// The value of `pits`, worked out from its children's (which it works out first where they are not yet
    /// known: those with as many seeds).
    fn work_out(&mut self, pits: &Pits) -> i32 {
        let index = self.index(pits);
        if self.values[index] != UNKNOWN {
            return self.values[index] as i32;
        }
        let value = if pits.over() {
            pits.final_value()
        } else {
            let mut best = i32::MIN;
            for pit in 0..pits.pits() {
                if pits.own(pit) == 0 {
                    continue;
                }
                let sown = pits.sow(pit);
                let next = if sown.over { 0 } else { self.work_out(&sown.next) };
                best = best.max(sown.value(next));
            }
            best
        };
        self.values[index] = value as i8;
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Family;
    use crate::rules::kalah::{Board, Capture, Kalah};

    #[test]
    fn every_position_is_numbered_once() {
        let like = Pits::of(&Kalah::start(Board { pits: 3, seeds: 2, capture: Capture::Standard }));
        let endgame = Endgame::build(&like, 5);
        // C(5 + 6, 6) distributions of at most 5 seeds over 6 pits, every one worked out.
        assert_eq!(endgame.len(), 462);
        assert!(endgame.values.iter().all(|&v| v != UNKNOWN));
    }

    #[test]
    fn a_database_made_a_part_at_a_time_is_the_one_made_at_once() {
        let like = Pits::of(&Kalah::start(Board { pits: 3, seeds: 3, capture: Capture::Empty }));
        let whole = Endgame::build(&like, 7);
        let mut parts = Endgame::start(&like, 7);
        let mut calls = 0;
        while !parts.make(50, None) {
            calls += 1;
            assert!(!parts.complete());
        }
        assert!(parts.complete() && calls > 10, "{calls} calls");
        assert_eq!(parts.values, whole.values);
        // A deadline already past works out nothing more.
        let mut late = Endgame::start(&like, 7);
        assert!(!late.make(u64::MAX, Some(web_time::Instant::now())));
        assert!(late.values.iter().all(|&v| v == UNKNOWN));
    }

    #[test]
    fn its_values_are_the_solvers() {
        use super::super::solver::{Narrowing, Solver};
        for capture in [Capture::Standard, Capture::Empty] {
            let board = Board { pits: 4, seeds: 2, capture };
            let like = Pits::of(&Kalah::start(board));
            let endgame = Endgame::build(&like, 8);
            let mut solver = Solver::new(16);
            let mut counts = [0u8; 2 * MAX_PITS];
            // Every distribution of 7 seeds over the pits whose first pit holds 2.
            let mut checked = 0;
            let mut check = |pits: Pits| {
                let mut narrowing = Narrowing::of(&pits);
                assert!(solver.narrow(&pits, &mut narrowing));
                assert_eq!(endgame.value(&pits), narrowing.value(), "{pits:?}");
                checked += 1;
            };
            counts[0] = 2;
            for b in 0..=5u8 {
                for c in 0..=5 - b {
                    counts[1] = b;
                    counts[2] = c;
                    counts[5] = 5 - b - c;
                    check(Pits::from_counts(&counts[..8], capture == Capture::Empty));
                }
            }
            assert_eq!(checked, 21);
        }
    }
}
