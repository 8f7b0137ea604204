//! The one backend of the exact solvers (Connect Four's, Kalah's, Reversi's): each family says what its search
//! asks of its solver ([`Questions`]), and [`ExactSearch`] runs those questions in slices behind the engine's
//! common interface ([`Backend`]), under the search's limits, with the budget, the cancel flag and the progress
//! every such solver answers to ([`Metered`]).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::backend::Backend;
use super::limits::{Budget, Limits, Progress, Slice, Stop};
use super::result::{SearchResult, Step};
use crate::rules::AnyMove;

/// What the exact backend needs of a solver: the nodes it counted, what it may spend, and who may stop or
/// watch it. Each solver looks at them in its own search, every so many nodes, in its own way.
pub trait Metered {
    /// Nodes searched over every question so far.
    fn nodes(&self) -> u64;

    /// What the next questions may spend, counted on [`Metered::nodes`]: a question that runs out answers
    /// nothing, and asked again goes on where it stopped.
    fn set_budget(&mut self, budget: Budget);

    /// Whether the cancel flag is set.
    fn cancelled(&self) -> bool;

    /// Stops as soon as `cancel` is set.
    fn set_cancel(&mut self, cancel: Option<Arc<AtomicBool>>);

    /// Publishes the node count to `progress` while solving.
    fn set_progress(&mut self, progress: Option<Arc<Progress>>);
}

/// An exact search of one position, as the questions it asks of its solver (the root's value, which moves
/// reach it, every move's value): what [`ExactSearch`] runs in slices.
pub trait Questions: Send {
    /// What answers them.
    type Solver: Metered;

    /// The solver the questions are asked of.
    fn solver_mut(&mut self) -> &mut Self::Solver;

    /// The answer of a position that needs no question (a game already over), if it is one: the search is
    /// then done from the start. None by default.
    fn answered_at_once(&self) -> Option<SearchResult<AnyMove>> {
        None
    }

    /// Goes on with what the questions need made first (Kalah's endgame database), within the slice; whether
    /// it is made. It is made once for every search after, so its time is not this search's: [`ExactSearch`]
    /// moves the search's deadline on by as much. Nothing by default.
    fn prepare(&mut self, _slice: Slice) -> bool {
        true
    }

    /// Answers the questions until the solver's budget runs out; whether all are answered.
    fn advance(&mut self) -> bool;

    /// The result once every question is answered (`stop` is [`Stop::Solved`]), or, if the limits stopped
    /// the search, the best guess so far.
    fn finish(&mut self, stop: Stop) -> SearchResult<AnyMove>;
}

/// An exact solver's search of one position, resumable in slices: its questions, what the whole search may
/// spend, and its result once it has one (a finished search answers the same again).
pub struct ExactSearch<Q> {
    questions: Q,
    limits: Limits,
    /// Whether what the questions need made first is made.
    prepared: bool,
    done: Option<SearchResult<AnyMove>>,
}

impl<Q: Questions> ExactSearch<Q> {
    /// A search that asks `questions` within `limits`.
    pub fn new(questions: Q, limits: Limits) -> Self {
        let done = questions.answered_at_once();
        Self { questions, limits, prepared: false, done }
    }

    /// Makes what the questions need first, within the slice; whether it is made. The deadline moves on by
    /// the time it took (see [`Questions::prepare`]): a first analysis would otherwise spend its time on it and
    /// value no move.
    fn prepare(&mut self, slice: Slice) -> bool {
        if !self.prepared {
            let started = Instant::now();
            self.prepared = self.questions.prepare(slice);
            let spent = started.elapsed();
            self.limits.deadline = self.limits.deadline.map(|deadline| deadline + spent);
        }
        self.prepared
    }

    /// The search's result, kept to answer again.
    fn keep(&mut self, result: SearchResult<AnyMove>) -> Step<AnyMove> {
        self.done = Some(result.clone());
        Step::Done(result)
    }
}

impl<Q: Questions> Backend for ExactSearch<Q> {
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        if let Some(done) = &self.done {
            return Step::Done(done.clone());
        }
        // What the questions need first: the solver's searches end in it.
        if self.prepare(slice) {
            let solver = self.questions.solver_mut();
            let spent = solver.nodes();
            solver.set_budget(Budget::for_slice(spent, slice, &self.limits));
            if self.questions.advance() {
                let result = self.questions.finish(Stop::Solved);
                return self.keep(result);
            }
        }
        let solver = self.questions.solver_mut();
        let stop = Budget::stop(solver.nodes(), &self.limits, solver.cancelled());
        match stop {
            Some(stop) => {
                let result = self.questions.finish(stop);
                self.keep(result)
            }
            None => Step::Paused,
        }
    }

    fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>) {
        let solver = self.questions.solver_mut();
        if cancel.is_some() {
            solver.set_cancel(cancel);
        }
        if progress.is_some() {
            solver.set_progress(progress);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    /// A solver that spends a node on each answer, while its budget and its cancel flag let it.
    struct Counter {
        nodes: u64,
        budget: Budget,
        cancel: Option<Arc<AtomicBool>>,
        progress: Option<Arc<Progress>>,
    }

    impl Counter {
        /// Spends a node; whether it could.
        fn spend(&mut self) -> bool {
            if self.nodes >= self.budget.nodes || self.cancelled() {
                return false;
            }
            self.nodes += 1;
            if let Some(progress) = &self.progress {
                progress.set_nodes(self.nodes);
            }
            true
        }
    }

    impl Metered for Counter {
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

    /// Questions of a node each, after some slices' worth of work to make first.
    struct Asked {
        solver: Counter,
        /// Questions in all, and answered so far.
        questions: u64,
        answered: u64,
        /// Slices the work before the first question still takes, and how long each of them takes.
        to_make: u32,
        making_time: Duration,
        /// Whether the game is over.
        over: bool,
        /// How many times the search was finished.
        finished: u32,
    }

    fn asked(questions: u64, to_make: u32) -> Asked {
        let solver = Counter { nodes: 0, budget: Budget::UNLIMITED, cancel: None, progress: None };
        Asked { solver, questions, answered: 0, to_make, making_time: Duration::ZERO, over: false, finished: 0 }
    }

    impl Questions for Asked {
        type Solver = Counter;

        fn solver_mut(&mut self) -> &mut Counter {
            &mut self.solver
        }

        fn answered_at_once(&self) -> Option<SearchResult<AnyMove>> {
            self.over.then(|| SearchResult { stop: Stop::GameOver, ..SearchResult::unsearched(None) })
        }

        fn prepare(&mut self, _slice: Slice) -> bool {
            assert!(!self.over, "nothing to make for a game over");
            std::thread::sleep(self.making_time);
            self.to_make = self.to_make.saturating_sub(1);
            self.to_make == 0
        }

        fn advance(&mut self) -> bool {
            assert_eq!(self.to_make, 0, "a question asked before what it needs is made");
            while self.answered < self.questions {
                if !self.solver.spend() {
                    return false;
                }
                self.answered += 1;
            }
            true
        }

        fn finish(&mut self, stop: Stop) -> SearchResult<AnyMove> {
            self.finished += 1;
            SearchResult {
                nodes: self.solver.nodes,
                stop,
                exact: stop == Stop::Solved,
                ..SearchResult::unsearched(None)
            }
        }
    }

    /// Runs slices of `nodes` nodes until the search is done: the result, and the slices it took.
    fn run(search: &mut ExactSearch<Asked>, nodes: u64) -> (SearchResult<AnyMove>, u32) {
        for slices in 1..1_000 {
            if let Step::Done(result) = search.run_slice(Slice::nodes(nodes)) {
                return (result, slices);
            }
        }
        unreachable!("no end")
    }

    #[test]
    fn slices_make_what_the_questions_need_then_answer_them_and_the_answer_is_kept() {
        let mut search = ExactSearch::new(asked(10, 3), Limits::unlimited());
        let progress = Arc::new(Progress::default());
        search.watch(None, Some(progress.clone()));
        for _ in 0..2 {
            assert!(matches!(search.run_slice(Slice::nodes(4)), Step::Paused));
        }
        assert_eq!(search.questions.solver.nodes, 0, "no question before the work is made");
        // The third slice makes the rest and answers 4 questions; two more answer the others.
        let (result, slices) = run(&mut search, 4);
        assert_eq!((slices, result.nodes, result.stop, result.exact), (3, 10, Stop::Solved, true));
        assert_eq!(progress.nodes(), 10, "published as it went");
        let Step::Done(again) = search.run_slice(Slice::nodes(4)) else { panic!("a finished search pauses") };
        assert_eq!((again.nodes, again.stop), (10, Stop::Solved));
        assert_eq!(search.questions.finished, 1, "answered again without asking again");
    }

    #[test]
    fn the_searchs_own_limits_and_a_cancel_end_it_where_a_slice_only_pauses_it() {
        let mut search = ExactSearch::new(asked(10, 0), Limits::unlimited().with_nodes(6));
        let (result, slices) = run(&mut search, 4);
        assert_eq!((slices, result.nodes, result.stop, result.exact), (2, 6, Stop::Nodes, false));

        let mut search = ExactSearch::new(asked(10, 0), Limits::unlimited());
        let cancel = Arc::new(AtomicBool::new(false));
        search.watch(Some(cancel.clone()), None);
        assert!(matches!(search.run_slice(Slice::nodes(4)), Step::Paused));
        cancel.store(true, Ordering::Relaxed);
        // Watched for progress alone: the cancel flag stays.
        search.watch(None, Some(Arc::new(Progress::default())));
        let (result, slices) = run(&mut search, 4);
        assert_eq!((slices, result.nodes, result.stop), (1, 4, Stop::Cancelled));
    }

    #[test]
    fn a_game_over_is_answered_at_once() {
        let mut search = ExactSearch::new(Asked { over: true, ..asked(10, 3) }, Limits::unlimited());
        let (result, _) = run(&mut search, 4);
        assert_eq!((result.nodes, result.stop), (0, Stop::GameOver));
        assert_eq!(search.questions.finished, 0);
    }

    #[test]
    fn the_time_spent_making_what_the_questions_need_is_not_the_searchs() {
        // The search's deadline moves on by at least the time the making took (a sleep lasts at least its
        // time), so a first analysis does not spend its own on it.
        let making_time = Duration::from_millis(30);
        let limits = Limits::unlimited().with_time(Duration::from_secs(60));
        let mut search = ExactSearch::new(Asked { making_time, ..asked(10, 1) }, limits);
        let before = search.limits.deadline.expect("a deadline");
        assert!(matches!(search.run_slice(Slice::nodes(4)), Step::Paused));
        let after = search.limits.deadline.expect("a deadline");
        assert!(after - before >= making_time, "moved on by {:?}", after - before);
        assert_eq!(search.questions.solver.nodes, 4, "then the questions are asked");
        // Once made, it is not made again, and the deadline stays.
        assert!(matches!(search.run_slice(Slice::nodes(4)), Step::Paused));
        assert_eq!(search.limits.deadline, Some(after));
    }
}
