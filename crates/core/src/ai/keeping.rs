//! Where finished searches leave their solvers (and so their tables) for the next ones: what a search proved
//! still holds in the positions after it, and a big table is costly to clear. Each family's engine keeps
//! its solvers here with the key of the board they are good for (a table is only good for its own board);
//! [`super::Solvers::kept_between_searches`] says which families keep theirs. A caller that wants every search
//! to start from an empty table, yet not set aside a new one each time (the command line, whose node counts
//! repeat whatever the order of its lines), keeps them [`Kept::clearing`].

use std::sync::{Arc, Mutex, PoisonError};

/// The solvers of finished searches, each with its board's key `K`, kept for the next search on that board.
/// At most [`Kept::MOST`] are kept (a move and an analysis may run at once); the newest replace the oldest.
/// Clones share what they keep.
pub struct Kept<K, T> {
    kept: Arc<Mutex<Vec<(K, T)>>>,
    /// Whether a solver's table is cleared as it is taken (see [`Kept::clearing`]).
    clearing: bool,
}

/// A solver worth keeping: one that can start a new search with what its table holds.
pub trait Keepable {
    /// Clears what belonged to the last search (its node count, budget, cancel flag, progress and whatever
    /// a question cut short left), keeping the table.
    fn start_afresh_keeping_table(&mut self);

    /// Forgets what the table holds, as cheaply as the solver can (in place where it can): the solver is then
    /// as a new one, without a new table set aside.
    fn clear_table(&mut self);
}

impl<K: PartialEq, T: Keepable> Kept<K, T> {
    /// Solvers kept at most.
    pub const MOST: usize = 2;

    /// A kept solver of the board `key`, taken out (a search uses it alone) and started afresh (its table
    /// cleared too if these are [`Kept::clearing`]), if there is one: the one kept last, which knows most of
    /// the positions to come (two overlapping searches leave two; the older is taken when the newer is in use).
    pub fn take(&self, key: &K) -> Option<T> {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        let at = kept.iter().rposition(|(board, _)| board == key)?;
        let (_, mut solver) = kept.remove(at);
        solver.start_afresh_keeping_table();
        if self.clearing {
            solver.clear_table();
        }
        Some(solver)
    }

    /// Keeps a finished search's solver of the board `key`.
    pub fn put(&self, key: K, solver: T) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.push((key, solver));
        if kept.len() > Self::MOST {
            kept.remove(0);
        }
    }
}

impl<K, T> Kept<K, T> {
    /// Solvers kept for their memory alone: each is taken with its table cleared, so that every search starts
    /// from an empty table, as with a new solver (its node counts and node budgets answer the same whatever
    /// came before), without a new table set aside each time.
    pub fn clearing() -> Self {
        Kept { kept: Arc::default(), clearing: true }
    }

    /// How many solvers are kept now.
    pub fn len(&self) -> usize {
        self.kept.lock().map_or(0, |kept| kept.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

// By hand: the derives would ask `K` and `T` to be `Clone`, `Default` and `Debug` too.
impl<K, T> Clone for Kept<K, T> {
    fn clone(&self) -> Self {
        Kept { kept: Arc::clone(&self.kept), clearing: self.clearing }
    }
}

impl<K, T> Default for Kept<K, T> {
    fn default() -> Self {
        Kept { kept: Arc::new(Mutex::new(Vec::new())), clearing: false }
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

        fn clear_table(&mut self) {
            self.0 = "cleared";
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
        assert_eq!(kept.take(&8), Some(Named("newest", 1)), "the one kept last first");
        assert_eq!(format!("{kept:?}"), "Kept(1)");
        assert_eq!(kept.take(&8), Some(Named("again", 1)));
    }

    #[test]
    fn clearing_solvers_are_taken_with_their_tables_cleared() {
        let kept: Kept<u8, Named> = Kept::clearing();
        kept.put(8, Named("eight", 0));
        assert_eq!(kept.clone().take(&8), Some(Named("cleared", 1)), "clones clear too");
        assert_eq!(kept.take(&8), None);
    }
}
