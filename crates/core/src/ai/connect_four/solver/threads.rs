//! Searching on several threads that share the table (native builds): Lazy SMP on one question, and an
//! analysis's moves shared out.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Arc, Mutex};
#[cfg(not(target_arch = "wasm32"))]
use web_time::Instant;

use super::super::position::Position;
#[cfg(not(target_arch = "wasm32"))]
use super::Budget;
use super::Solver;
#[cfg(not(target_arch = "wasm32"))]
use crate::ai::exact::Metered;

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

    /// [`Solver::move_scores`] with the moves shared out: this thread and helpers (one fewer than the threads,
    /// at most one per move) each take the next move not yet taken and solve it alone, on the shared table,
    /// so both cores work from the first node. (Lazy SMP on each move in turn gains a fifth on two cores;
    /// moves side by side, about twice.) The scores are the same whichever thread finds them. The helpers
    /// stop when this thread's budget runs out or its search is cancelled; and when the table should grow,
    /// all stop, it grows, and they go on.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn move_scores_shared(
        &mut self,
        p: &Position,
        cols: &[u32],
        found: &mut [Option<i32>],
        weak: bool,
    ) -> bool {
        loop {
            self.grow_if_due();
            let todo: Vec<usize> = (0..cols.len()).filter(|&i| found[i].is_none()).collect();
            let stop = Arc::new(AtomicBool::new(false));
            let (next, helpers_done) = (AtomicUsize::new(0), AtomicUsize::new(0));
            let shared = Mutex::new(found.to_vec());
            let helpers: Vec<Solver> = (1..self.threads.min(todo.len()))
                .map(|h| {
                    let mut helper = self.helper(h, &stop);
                    helper.columns.clone_from(&self.columns);
                    helper.budget.deadline = self.budget.deadline;
                    helper
                })
                .collect();
            let helper_count = helpers.len();
            // Each worker takes moves until none is left or its search stops.
            let work = |solver: &mut Solver| {
                while let Some(&i) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let guess =
                        super::questions::sibling_guess(&shared.lock().expect("no worker panics holding it"), i);
                    solver.set_guess(guess);
                    match solver.move_score(p, cols[i], weak) {
                        Some(score) => shared.lock().expect("no worker panics holding it")[i] = Some(score),
                        None => break,
                    }
                }
            };
            let helper_nodes: u64 = std::thread::scope(|scope| {
                let handles: Vec<_> = helpers
                    .into_iter()
                    .map(|mut helper| {
                        let (work, helpers_done) = (&work, &helpers_done);
                        scope.spawn(move || {
                            work(&mut helper);
                            helpers_done.fetch_add(1, Ordering::Relaxed);
                            helper.nodes
                        })
                    })
                    .collect();
                work(self);
                // This thread is done or stopped: the helpers stop with it, or are watched until they finish.
                while helpers_done.load(Ordering::Relaxed) < helper_count {
                    let out_of_time = self.budget.deadline.is_some_and(|d| Instant::now() >= d);
                    if self.aborted || self.cancelled() || out_of_time {
                        stop.store(true, Ordering::Relaxed);
                    }
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                handles.into_iter().map(|h| h.join().unwrap_or(0)).sum()
            });
            self.nodes += helper_nodes;
            found.copy_from_slice(&shared.into_inner().expect("no worker panics holding it"));
            let all = found.iter().all(Option::is_some);
            if all || !self.growth_due || self.cancelled() {
                return all;
            }
        }
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
            windows: false,
            aborted: false,
            narrowing: None,
            look_ahead_from: self.look_ahead_from,
            table_from: self.table_from,
            claimeven: self.claimeven,
            mirror_below: self.mirror_below,
            // Each question a helper is given brings its own guess.
            guess: None,
        }
    }
}
