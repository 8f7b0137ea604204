//! What the engines keep from one search to the next, for a caller that searches the positions of one game
//! in turn (the game's move, hint and analysis; a benchmark of whole games). It names the families whose
//! solvers keep something; no other file of the engine imports it, so the solvers' own file ([`super::any`])
//! imports no family's solver.

use super::any::Solvers;
use super::connect_four::KeptTables;
use super::kalah::{EndgameCache, KeptSolvers};
use super::reversi;
use crate::rules::gravity::Gravity;
use crate::rules::kalah::Kalah;
use crate::rules::reversi::Reversi;

impl Solvers {
    /// These solvers with each engine keeping what its searches prove or make for the ones after them, where
    /// its solver can: Connect Four's keeps its tables, Kalah's its tables and endgame databases, Reversi's its solvers' tables.
    pub fn kept_between_searches(mut self) -> Self {
        self.update::<Gravity>(|c4| c4.kept = Some(KeptTables::default()));
        self.update::<Kalah>(|kalah| {
            kalah.endgames = Some(EndgameCache::default());
            kalah.kept = Some(KeptSolvers::default());
        });
        self.update::<Reversi>(|reversi| reversi.kept = Some(reversi::KeptSolvers::default()));
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_solvers_share_what_they_keep() {
        let solvers = Solvers::default().kept_between_searches();
        assert!(solvers.of::<Gravity>().kept.is_some());
        let (one, two) = (solvers.of::<Kalah>(), solvers.of::<Kalah>());
        assert!(one.kept.is_some());
        assert!(one.endgames.is_some_and(|a| two.endgames.is_some_and(|b| a.same(&b))));
        assert!(Solvers::default().of::<Kalah>().endgames.is_none());
        assert!(solvers.of::<Reversi>().kept.is_some());
    }
}
