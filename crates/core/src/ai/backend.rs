//! The seam between the engine's front ([`super::AnySearch`]) and the searches behind it: the general engine
//! and each specialised solver implement [`Backend`] (the exact solvers through the one backend they share,
//! [`super::exact::ExactSearch`]). It lives below both, so that neither the general search nor a solver knows
//! the other exists.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::limits::{Progress, Slice};
use super::result::Step;
use crate::rules::AnyMove;

/// A search that [`super::AnySearch`] can run: resumable in slices, stoppable, watchable.
pub trait Backend: Send {
    /// Searches until the slice is spent or the search is over (see [`super::Search::run_slice`]).
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove>;

    /// Stops as soon as `cancel` is set, and publishes depth and nodes to `progress`.
    fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>);
}
