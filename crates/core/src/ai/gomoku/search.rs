//! The Gomoku engine's search. A victory by continuous fours is looked for first, at the root, with a budget
//! far larger than the one the main search spends at its horizon, and played at once when found; then a
//! victory by continuous threats ([`super::vct`]), with a small budget, whose first move is then the only one
//! searched; otherwise the general engine searches (principal-variation search with iterative deepening and
//! the table), reading the board's shapes through [`super::eval::PatternEval`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::board::Board;
use super::eval::PatternEval;
use super::patterns::{Rule, Threat};
use super::vcf::Vcf;
use super::vct::Vct;
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
/// After each root move, how many positions the opponent's VCF may visit: a move after which the opponent
/// wins by fours is not searched.
pub const REPLY_VCF_NODES: u64 = 1_000;
/// How many moves of its own (threats, and the blocks forced on it) the root's VCT may play.
pub const ROOT_VCT_DEPTH: u32 = 6;
/// How many positions the root's VCT may visit: about 30 ms, a few per cent of a second's move.
pub const ROOT_VCT_NODES: u64 = 1_000;

/// A search of a five-in-a-row position: the root's VCF and VCT, then the general engine.
pub struct GomokuSearch {
    root: Mnk,
    settings: Settings,
    /// Whether the root's forced lines have been looked for ([`GomokuSearch::settle_root`]).
    checked: bool,
    done: Option<SearchResult<u16>>,
    /// The root's win by fours, kept for an analysis, which goes on to value every move.
    fours: Vec<u16>,
    general: Search<Mnk>,
}

impl GomokuSearch {
    pub fn new(root: &Mnk, limits: Limits, settings: Settings) -> Self {
        Self {
            root: root.clone(),
            settings: settings.clone(),
            checked: false,
            done: None,
            fours: Vec::new(),
            general: Search::new(root, limits, settings),
        }
    }

    /// What the root's forced lines settle before the general search: a VCF for the side to move, played at
    /// once; or else a VCT, whose first move becomes the only root move; or else the root moves after which
    /// the opponent wins by fours, left out (if any move is left). An
    /// analysis, which wants every move's value, keeps the VCF for its result and leaves every move to the
    /// general search.
    fn settle_root(&mut self) {
        if self.root.outcome().is_some() {
            return;
        }
        let mut eval = PatternEval::new(self.root.size(), Rule::of(self.root.size()));
        eval.reset(&self.root);
        let mut vcf = Vcf::new();
        let board = eval.board_mut();
        match vcf.find(board, ROOT_VCF_DEPTH, ROOT_VCF_NODES) {
            Some(line) => {
                let pv: Vec<u16> = line.iter().map(|&p| board.cell(p) as u16).collect();
                if self.settings.score_every_move {
                    self.fours = pv;
                } else {
                    self.done = Some(self.won(pv, vcf.nodes()));
                }
            }
            None if !self.settings.score_every_move => {
                // A win by threes and fours is played as the only root move; the search below values it.
                let vct = Vct::new().find(board, ROOT_VCT_DEPTH, ROOT_VCT_NODES).map(|p| board.cell(p) as u16);
                match vct {
                    Some(first) if self.general.root_moves().contains(&first) => {
                        self.general.keep_root_moves(|mv| mv == first);
                    }
                    _ => self.defend(board, &mut vcf),
                }
            }
            None => {}
        }
    }

    /// An analysis' result with the root's win by fours in it: its first move valued as the win it is, and,
    /// unless the search proved a faster win, made the best move with the line itself.
    fn with_fours(&self, mut result: SearchResult<u16>) -> SearchResult<u16> {
        let Some(&first) = self.fours.first() else { return result };
        let score = MATE - self.fours.len() as i32;
        match result.moves.iter_mut().find(|m| m.mv == first) {
            Some(scored) if scored.exact && scored.score >= score => {}
            Some(scored) => *scored = ScoredMove::new(first, score, true),
            None => result.moves.push(ScoredMove::new(first, score, true)),
        }
        // Best first, as ever; a stable sort keeps the search's order among equals.
        result.moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        // The line becomes the analysis' best move and is shown, unless the search proved a faster win with
        // another move, which is then not hidden behind it (a win as fast, by other fours, gives way to it).
        if result.score <= score {
            result.best = Some(first);
            result.score = score;
            result.pv = self.fours.clone();
            result.forced_line = self.fours.clone();
        }
        result
    }

    /// The result of a proven win by the line `pv`, found in `nodes` nodes.
    fn won(&self, pv: Vec<u16>, nodes: u64) -> SearchResult<u16> {
        let score = MATE - pv.len() as i32;
        let mut result = SearchResult::unsearched(pv.first().copied());
        result.score = score;
        result.depth = pv.len() as u32;
        result.nodes = nodes;
        result.exact = true;
        result.moves = vec![ScoredMove::new(pv[0], score, true)];
        result.forced_line = pv.clone();
        result.pv = pv;
        result.stop = Stop::Solved;
        result.set_plies_left_bound(self.root.plies_left_bound());
        result
    }

    /// Leaves out the root moves after which the opponent wins by continuous fours, if any move is left.
    /// A stone never adds to the opponent's fours, so without a four to make now it has no VCF after any
    /// move, and nothing is searched.
    fn defend(&mut self, board: &mut Board, vcf: &mut Vcf) {
        if board.count_at_least(self.root.to_move().other(), Threat::Four) == 0 {
            return;
        }
        let mut losing = Vec::new();
        for mv in self.general.root_moves() {
            let p = board.padded(mv as usize);
            board.play(p);
            if vcf.find(board, ROOT_VCF_DEPTH, REPLY_VCF_NODES).is_some() {
                losing.push(mv);
            }
            board.undo(p);
        }
        self.general.keep_root_moves(|mv| !losing.contains(&mv));
    }
}

impl Backend for GomokuSearch {
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        if !self.checked {
            self.checked = true;
            self.settle_root();
        }
        if let Some(done) = &self.done {
            return Step::Done(done.clone().map(Mnk::wrap));
        }
        match self.general.run_slice(slice) {
            Step::Paused => Step::Paused,
            Step::Done(result) => Step::Done(self.with_fours(result).map(Mnk::wrap)),
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
    fn a_move_that_lets_the_opponent_win_by_fours_is_not_played() {
        // White to move. Black wins by fours: (5,6) makes a four on row 5 (blocked by white at (5,10)), white
        // must answer at (5,5), then (3,6) makes two fours (row 3 and column 6). Black has no open four to
        // make now, so the candidates alone do not see it.
        let cell = |r: usize, c: usize| (r * 15 + c + 1).to_string();
        let black = [(2, 6), (3, 2), (3, 3), (3, 4), (4, 6), (5, 7), (5, 8), (5, 9)].map(|(r, c)| cell(r, c));
        let white = [(1, 6), (3, 1), (5, 10), (14, 0), (14, 7), (0, 14), (7, 14)].map(|(r, c)| cell(r, c));
        let mut moves = Vec::new();
        for (i, b) in black.iter().enumerate() {
            moves.push(b.clone());
            moves.extend(white.get(i).cloned());
        }
        let pos = Mnk::from_moves(Mnk::GOMOKU, &moves.join(",")).unwrap();
        let mut search = GomokuSearch::new(&pos, Limits::unlimited().with_depth(1), Settings::default());
        let before = search.general.root_moves().len();
        search.settle_root();
        assert!(search.done.is_none(), "white has no VCF of its own");
        let kept = search.general.root_moves();
        assert!(kept.len() < before, "{kept:?}");
        // What is left breaks the sequence: the double four's point, the first four's point or its answer,
        // or the five point of one of the two final fours.
        let stops = [(3, 6), (5, 6), (5, 5), (6, 6), (3, 5)].map(|(r, c)| (r * 15 + c) as u16);
        assert!(kept.iter().all(|mv| stops.contains(mv)), "{kept:?}");
        assert!(kept.contains(&((3 * 15 + 6) as u16)), "{kept:?}");
    }

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
        assert_eq!(result.forced_line, result.pv, "the line is said to be by fours");
    }

    #[test]
    fn a_win_by_threats_is_the_only_root_move_searched() {
        // Black to move: two open twos crossing at (7,7), where one stone makes two open threes.
        let cell = |r: usize, c: usize| (r * 15 + c + 1).to_string();
        let moves =
            [cell(7, 5), cell(0, 0), cell(7, 6), cell(0, 14), cell(5, 7), cell(14, 0), cell(6, 7), cell(14, 14)];
        let pos = Mnk::from_moves(Mnk::GOMOKU, &moves.join(",")).unwrap();
        let mut search = GomokuSearch::new(&pos, Limits::unlimited().with_depth(1), Settings::default());
        assert!(search.general.root_moves().len() > 1);
        search.settle_root();
        assert!(search.done.is_none(), "no win by fours");
        let kept = search.general.root_moves();
        assert_eq!(kept.len(), 1, "{kept:?}");
        // Its first move threatens (a four, or a three that leaves a point for an open four).
        let mut board = Board::new(Mnk::GOMOKU, Rule::Freestyle);
        for mv in &moves {
            board.play(board.padded(mv.parse::<usize>().unwrap() - 1));
        }
        board.play(board.padded(kept[0] as usize));
        let black = crate::rules::Player::One;
        assert!(board.count(black, Threat::Five) + board.count(black, Threat::Flex4) > 0, "{kept:?}");
    }

    #[test]
    fn an_analysis_values_every_move_and_names_the_win_by_fours() {
        // Black (to move) wins by fours in 6 (from a game between two engines, checked by the tests' own VCF).
        let pos = Mnk::from_moves(Mnk::GOMOKU, "113,128,144,111,114,159,115,116,99,131,127,141,145,161").unwrap();
        let settings = Settings { score_every_move: true, ..Settings::default() };
        let mut search = GomokuSearch::new(&pos, Limits::unlimited().with_depth(2), settings);
        let Step::Done(result) = search.run_slice(Slice::WHOLE) else { panic!("a whole slice ends") };
        assert!(result.forced_line.len() >= 3 && result.forced_line.len() % 2 == 1, "{:?}", result.forced_line);
        assert_eq!(result.best, result.forced_line.first().copied());
        assert_eq!(result.moves[0].mv, result.forced_line[0]);
        assert!(
            result.moves[0].exact
                && result.moves[0].value(result.scoring()) == Value::Win { plies: result.forced_line.len() as u32 }
        );
        assert!(result.moves.len() > 5, "the other moves are valued too");
        let mut replay = pos.clone();
        for mv in &result.forced_line {
            let AnyMove::Cell(cell) = *mv else { panic!("a cell") };
            replay.play(cell);
        }
        assert_eq!(replay.outcome(), Some(crate::rules::Outcome::Win(crate::rules::Player::One)));
    }
}
