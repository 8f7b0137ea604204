//! Where finished searches leave their solvers (and so their tables) for the next ones: what a search proved
//! still holds in the positions after it, and a big table is costly to clear. Each family's engine keeps
//! its solvers here with the key of the board they are good for (a table is only good for its own board);
//! [`super::Solvers::kept_between_searches`] says which families keep theirs.

use std::sync::{Arc, Mutex, PoisonError};

/// The solvers of finished searches, each with its board's key `K`, kept for the next search on that board.
/// At most [`Kept::MOST`] are kept (a move and an analysis may run at once); the newest replace the oldest.
/// Clones share what they keep.
pub struct Kept<K, T>(Arc<Mutex<Vec<(K, T)>>>);

/// A solver worth keeping: one that can start a new search with what its table holds.
pub trait Keepable {
    /// Clears what belonged to the last search (its node count, budget, cancel flag, progress and whatever
    /// a question cut short left), keeping the table.
    fn start_afresh_keeping_table(&mut self);
}

impl<K: PartialEq, T: Keepable> Kept<K, T> {
    /// Solvers kept at most.
    pub const MOST: usize = 2;

    /// A kept solver of the board `key`, taken out (a search uses it alone) and started afresh, if there is
    /// one.
    pub fn take(&self, key: &K) -> Option<T> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let at = kept.iter().position(|(board, _)| board == key)?;
        let (_, mut solver) = kept.swap_remove(at);
        solver.start_afresh_keeping_table();
        Some(solver)
    }

    /// Keeps a finished search's solver of the board `key`.
    pub fn put(&self, key: K, solver: T) {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        kept.push((key, solver));
        if kept.len() > Self::MOST {
            kept.remove(0);
        }
    }
}

impl<K, T> Kept<K, T> {
    /// How many solvers are kept now.
    pub fn len(&self) -> usize {
        self.0.lock().map_or(0, |kept| kept.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

// By hand: the derives would ask `K` and `T` to be `Clone`, `Default` and `Debug` too.
impl<K, T> Clone for Kept<K, T> {
    fn clone(&self) -> Self {
        Kept(Arc::clone(&self.0))
    }
}

impl<K, T> Default for Kept<K, T> {
    fn default() -> Self {
        Kept(Arc::new(Mutex::new(Vec::new())))
    }
}

impl<K, T> std::fmt::Debug for Kept<K, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Kept({})", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in solver: its name, and how many searches it was kept for.
    #[derive(Debug, PartialEq)]
    struct Named(&'static str, u32);

    impl Keepable for Named {
        fn start_afresh_keeping_table(&mut self) {
            self.1 += 1;
        }
    }

    #[test]
    fn a_solver_is_taken_for_its_own_board_only_started_afresh_and_the_newest_are_kept() {
        let kept: Kept<u8, Named> = Kept::default();
        let shared = kept.clone();
        kept.put(8, Named("eight", 0));
        kept.put(6, Named("six", 0));
        assert_eq!(shared.len(), 2, "clones share what they keep");
        assert_eq!(kept.take(&7), None);
        assert_eq!(kept.take(&8), Some(Named("eight", 1)), "started afresh");
        assert_eq!(kept.take(&8), None, "taken out");
        kept.put(8, Named("again", 0));
        kept.put(8, Named("newest", 0));
        assert_eq!(kept.len(), Kept::<u8, Named>::MOST);
        assert_eq!(kept.take(&6), None, "the oldest went");
        assert_eq!(kept.take(&8), Some(Named("again", 1)));
        assert_eq!(format!("{kept:?}"), "Kept(1)");
    }
}
