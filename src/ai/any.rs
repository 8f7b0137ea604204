//! The engine for a game chosen at run time: one [`AnySearch`] wraps the typed search of whichever game an
//! [`AnyGame`] holds, so each game's search stays monomorphised and fast.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::search::{Limits, Progress, Search, SearchResult, Settings, Slice, Step};
use crate::rules::bones::Bones;
use crate::rules::gravity::Gravity;
use crate::rules::mnk::Mnk;
use crate::rules::{AnyGame, AnyMove};

/// A search of any game's position.
pub enum AnySearch {
    Mnk(Search<Mnk>),
    Gravity(Search<Gravity>),
    Bones(Search<Bones>),
}

fn map_step<M>(step: Step<M>, f: impl Fn(M) -> AnyMove) -> Step<AnyMove> {
    match step {
        Step::Paused => Step::Paused,
        Step::Done(result) => Step::Done(result.map(f)),
    }
}

impl AnySearch {
    /// Prepares a search of `game` (see [`Search::new`]).
    pub fn new(game: &AnyGame, limits: Limits, settings: Settings) -> Self {
        match game {
            AnyGame::Mnk(g) => Self::Mnk(Search::new(g, limits, settings)),
            AnyGame::Gravity(g) => Self::Gravity(Search::new(g, limits, settings)),
            AnyGame::Bones(g) => Self::Bones(Search::new(g, limits, settings)),
        }
    }

    /// See [`Search::with_cancel`].
    pub fn with_cancel(self, flag: Arc<AtomicBool>) -> Self {
        match self {
            Self::Mnk(s) => Self::Mnk(s.with_cancel(flag)),
            Self::Gravity(s) => Self::Gravity(s.with_cancel(flag)),
            Self::Bones(s) => Self::Bones(s.with_cancel(flag)),
        }
    }

    /// See [`Search::with_progress`].
    pub fn with_progress(self, progress: Arc<Progress>) -> Self {
        match self {
            Self::Mnk(s) => Self::Mnk(s.with_progress(progress)),
            Self::Gravity(s) => Self::Gravity(s.with_progress(progress)),
            Self::Bones(s) => Self::Bones(s.with_progress(progress)),
        }
    }

    /// See [`Search::run_slice`].
    pub fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        match self {
            Self::Mnk(s) => map_step(s.run_slice(slice), AnyMove::Cell),
            Self::Gravity(s) => map_step(s.run_slice(slice), AnyMove::Column),
            Self::Bones(s) => map_step(s.run_slice(slice), AnyMove::Take),
        }
    }

    /// Searches to the end of the limits in one go.
    pub fn run(mut self) -> SearchResult<AnyMove> {
        match self.run_slice(Slice::WHOLE) {
            Step::Done(result) => result,
            Step::Paused => unreachable!("a whole slice never pauses"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameSpec;

    #[test]
    fn searches_every_kind_of_game() {
        let ttt = GameSpec::TIC_TAC_TOE.parse_position("123465").unwrap();
        let result = AnySearch::new(&ttt, Limits::unlimited(), Settings::default()).run();
        assert_eq!(result.best, Some(AnyMove::Cell(8)));
        let bones = GameSpec::BONES.parse_position("6").unwrap();
        let result = AnySearch::new(&bones, Limits::unlimited(), Settings::default()).run();
        assert_eq!(result.best, Some(AnyMove::Take(2)));
        let c4 = GameSpec::CONNECT_FOUR.parse_position("112233").unwrap();
        let result = AnySearch::new(&c4, Limits::unlimited().with_depth(3), Settings::default()).run();
        assert_eq!(result.best, Some(AnyMove::Column(3)));
    }
}
