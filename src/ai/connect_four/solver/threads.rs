//! Lazy SMP: a question solved on this thread and helpers that share the table (native builds).

#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering};

use super::super::position::Position;
#[cfg(not(target_arch = "wasm32"))]
use super::Budget;
use super::Solver;

impl Solver {
    /// [`Solver::score`] on this thread and `threads - 1` helpers sharing the table (Lazy SMP): the helpers
    /// ask the same question with the moves of equal promise taken in other orders, so they reach other parts
    /// of the tree first and leave bounds this thread then finds in the table. The answer is this thread's
    /// alone (any bound a helper leaves is true, so it changes how fast the answer comes, never what it is), and
    /// so is the node count.
    ///
    /// A shared table cannot grow: when it should, the helpers are stopped, it grows, and they start again
    /// (what they finished is in the table; this thread goes on where it paused).
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn score_shared(&mut self, p: &Position, weak: bool) -> Option<i32> {
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
    pub(super) fn score_shared(&mut self, p: &Position, weak: bool) -> Option<i32> {
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
            guess: self.guess,
        }
    }
}
