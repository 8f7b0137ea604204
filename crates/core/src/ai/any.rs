//! The engine for a game chosen at run time: what the engine needs of each game family ([`Engine`]), and the
//! search of any game's position ([`AnySearch`]).
//!
//! [`AnySearch`] runs whichever search the family's [`Engine`] picks: the general engine ([`Search`]),
//! monomorphised for each family so it stays fast, or a specialised solver. A solver implements [`Backend`]
//! (which lives below both), [`Solvers`] carries what its caller gives it, and the family's
//! [`Engine::backend`] picks it for the positions it covers (Connect Four's lives in `connect_four/`). The same
//! goes for the engine's promise about a game, [`Engine::solves_outright`], which decides where "Perfect" is
//! offered. No family is named here: each implements [`Engine`] in its own file.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::backend::Backend;
use super::connect_four::SolverSettings;
use super::eval::Searchable;
use super::limits::{Limits, Progress, Settings, Slice};
use super::result::{SearchResult, Step};
use super::search::Search;
use crate::rules::{AnyGame, AnyMove, GameSpec, Member, each_game, each_spec};

/// What the engine needs of a game family, beside its hashing and evaluation ([`Searchable`]): which search
/// plays it, and what the engine promises about it.
pub trait Engine: Searchable + Member {
    /// The search of this position: by default the general engine; a family with a specialised solver
    /// returns it where it applies (and where `settings` allow one).
    fn backend(&self, limits: Limits, settings: Settings, _solvers: &Solvers) -> Box<dyn Backend> {
        general(self, limits, settings)
    }

    /// Whether the engine solves every position of this game within a move's time, which is what makes
    /// [`super::Level::Perfect`] an honest promise.
    fn solves_outright(params: Self::Params) -> bool;
}

/// What the caller gives the specialised solvers, such as an opening book: nothing by default. The game
/// keeps one as a resource, the command line makes one from its flags, and a test makes the one it tests.
#[derive(Clone, Debug, Default)]
pub struct Solvers {
    /// For Connect Four and the gravity boards that fit its solver.
    pub connect_four: SolverSettings,
}

/// The general engine on one game, its moves wrapped as [`AnyMove`]s.
struct General<G: Searchable> {
    search: Search<G>,
}

impl<G: Searchable + Member> Backend for General<G> {
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        match self.search.run_slice(slice) {
            Step::Paused => Step::Paused,
            Step::Done(result) => Step::Done(result.map(G::wrap)),
        }
    }

    fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>) {
        self.search.watch(cancel, progress);
    }
}

/// The general engine on `game`.
pub fn general<G: Searchable + Member>(game: &G, limits: Limits, settings: Settings) -> Box<dyn Backend> {
    Box::new(General { search: Search::new(game, limits, settings) })
}

/// A search of any game's position.
pub struct AnySearch(Box<dyn Backend>);

impl AnySearch {
    /// Prepares a search of `game` with the search that fits it (see [`Search::new`]); a specialised solver, if
    /// `settings` allow one, gets what `solvers` holds for it.
    pub fn new(game: &AnyGame, limits: Limits, settings: Settings, solvers: &Solvers) -> Self {
        Self(each_game!(game, g => g.backend(limits, settings, solvers)))
    }

    /// Stops the search, as soon as it next looks, once `flag` is set.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.0.watch(Some(flag), None);
        self
    }

    /// Publishes depth and node counts to `progress` while searching.
    pub fn with_progress(mut self, progress: Arc<Progress>) -> Self {
        self.0.watch(None, Some(progress));
        self
    }

    /// See [`Search::run_slice`].
    pub fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        self.0.run_slice(slice)
    }

    /// Searches to the end of the limits in one go.
    pub fn run(mut self) -> SearchResult<AnyMove> {
        match self.run_slice(Slice::WHOLE) {
            Step::Done(result) => result,
            Step::Paused => unreachable!("a whole slice never pauses"),
        }
    }
}

/// Whether the engine solves every position of this game within a move's time (see
/// [`Engine::solves_outright`]).
pub fn solves_outright(spec: GameSpec) -> bool {
    each_spec!(spec, F, p => F::solves_outright(p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GridSize;

    #[test]
    fn searches_every_kind_of_game() {
        let ttt = GameSpec::TIC_TAC_TOE.parse_position("123465").unwrap();
        let result = AnySearch::new(&ttt, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert_eq!(result.best, Some(AnyMove::Cell(8)));
        let bones = GameSpec::BONES.parse_position("6").unwrap();
        let result = AnySearch::new(&bones, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert_eq!(result.best, Some(AnyMove::Take(2)));
        let c4 = GameSpec::CONNECT_FOUR.parse_position("112233").unwrap();
        let result =
            AnySearch::new(&c4, Limits::unlimited().with_depth(3), Settings::default(), &Solvers::default()).run();
        assert_eq!(result.best, Some(AnyMove::Column(3)));
        let nim = GameSpec::NIM.parse_position("c1").unwrap();
        let result = AnySearch::new(&nim, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert!(result.best.is_some());
    }

    #[test]
    fn perfect_play_is_promised_only_where_a_move_can_be_solved() {
        assert!(solves_outright(GameSpec::TIC_TAC_TOE));
        assert!(solves_outright(GameSpec::Mnk(GridSize::new(4, 4, 4))));
        assert!(!solves_outright(GameSpec::Mnk(GridSize::new(4, 5, 4))));
        assert!(solves_outright(GameSpec::Gravity(GridSize::new(4, 5, 4))));
        assert!(solves_outright(GameSpec::CONNECT_FOUR), "the Connect Four solver");
        assert!(!solves_outright(GameSpec::Gravity(GridSize::new(7, 8, 4))), "fits, but too big to solve");
        assert!(!solves_outright(GameSpec::Gravity(GridSize::new(12, 12, 4))), "does not fit the solver");
        assert!(!solves_outright(GameSpec::GOMOKU));
        assert!(solves_outright(GameSpec::BONES));
        assert!(solves_outright(GameSpec::NIM));
    }
}
