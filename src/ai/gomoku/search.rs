//! The Gomoku engine's search. A victory by continuous fours is looked for first, at the root, with a budget
//! far larger than the one the main search spends at its horizon, and played at once when found; otherwise
//! the general engine searches (principal-variation search with iterative deepening and the table), reading
//! the board's shapes through [`super::eval::PatternEval`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::eval::PatternEval;
use super::patterns::Rule;
use super::vcf::Vcf;
use crate::ai::backend::Backend;
use crate::ai::limits::{Limits, Progress, Settings, Slice, Stop};
use crate::ai::result::{ScoredMove, SearchResult, Step};
use crate::ai::score::MATE;
use crate::ai::search::Search;
use crate::rules::mnk::Mnk;
use crate::rules::{AnyMove, Game, Member};

/// How many fours the root's VCF may play, and how many positions it may visit: about a tenth of a second.
pub const ROOT_VCF_DEPTH: u32 = 30;
pub const ROOT_VCF_NODES: u64 = 20_000;

/// A search of a five-in-a-row position: the root's VCF, then the general engine.
pub struct GomokuSearch {
    root: Mnk,
    settings: Settings,
    /// Whether the root's VCF has been looked for.
    checked: bool,
    done: Option<SearchResult<u16>>,
    general: Search<Mnk>,
}

impl GomokuSearch {
    pub fn new(root: &Mnk, limits: Limits, settings: Settings) -> Self {
        Self {
            root: root.clone(),
            settings: settings.clone(),
            checked: false,
            done: None,
            general: Search::new(root, limits, settings),
        }
    }

    /// The result of a VCF for the side to move at the root, if there is one. An analysis, which wants every
    /// move's value, leaves it to the general search.
    fn root_vcf(&self) -> Option<SearchResult<u16>> {
        if self.settings.score_every_move || self.root.outcome().is_some() {
            return None;
        }
        let mut eval = PatternEval::new(self.root.size(), Rule::of(self.root.size()));
        eval.reset(&self.root);
        let mut vcf = Vcf::new();
        let board = eval.board_mut();
        let line = vcf.find(board, ROOT_VCF_DEPTH, ROOT_VCF_NODES)?;
        let pv: Vec<u16> = line.iter().map(|&p| board.cell(p) as u16).collect();
        let score = MATE - pv.len() as i32;
        let mut result = SearchResult::unsearched(pv.first().copied());
        result.score = score;
        result.depth = pv.len() as u32;
        result.nodes = vcf.nodes();
        result.exact = true;
        result.moves = vec![ScoredMove { mv: pv[0], score, exact: true }];
        result.pv = pv;
        result.stop = Stop::Solved;
        result.set_plies_left_bound(self.root.plies_left_bound());
        Some(result)
    }
}

impl Backend for GomokuSearch {
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        if !self.checked {
            self.checked = true;
            self.done = self.root_vcf();
        }
        if let Some(done) = &self.done {
            return Step::Done(done.clone().map(Mnk::wrap));
        }
        match self.general.run_slice(slice) {
            Step::Paused => Step::Paused,
            Step::Done(result) => Step::Done(result.map(Mnk::wrap)),
        }
    }

    fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>) {
        self.general.watch(cancel, progress);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Value;

    #[test]
    fn a_forced_win_by_fours_is_played_at_once_and_said_to_be_one() {
        // Black (to move) has a three across row 3 blocked on the left, and column 6 with a gap at (3,6):
        // (3,6) makes two fours.
        let cell = |r: usize, c: usize| (r * 15 + c + 1).to_string();
        let black = [cell(2, 6), cell(3, 2), cell(3, 3), cell(3, 4), cell(4, 6), cell(5, 6)];
        let white = [cell(1, 6), cell(3, 1), cell(6, 7), cell(14, 0), cell(14, 2), cell(14, 14)];
        let moves: Vec<String> = black.iter().zip(&white).flat_map(|(b, w)| [b.clone(), w.clone()]).collect();
        let pos = Mnk::from_moves(Mnk::GOMOKU, &moves.join(",")).unwrap();
        let mut search = GomokuSearch::new(&pos, Limits::unlimited().with_depth(1), Settings::default());
        let Step::Done(result) = search.run_slice(Slice::WHOLE) else { panic!("a whole slice ends") };
        assert_eq!(result.best, Some(AnyMove::Cell((3 * 15 + 6) as u16)));
        assert_eq!(result.value(), Value::Win { plies: 3 });
        assert!(result.exact);
        assert_eq!(result.pv.len(), 3);
    }
}
