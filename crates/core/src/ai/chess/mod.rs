//! The engine's side of chess (see [`crate::rules::chess`]): the position's own hash, and the evaluation of
//! [`eval`], with which the general search plays it. Chess asks more of that search than the other games do,
//! each a hook that only chess answers: a quiescence search of captures where the depth runs out
//! ([`Evaluator::quiescence`](super::Evaluator::quiescence), static exchange evaluation choosing the
//! captures), a ply more after a check ([`Evaluator::extends`](super::Evaluator::extends)), late quiet moves
//! searched less deep ([`Evaluator::reduces`](super::Evaluator::reduces)), a pass for null-move pruning
//! ([`Searchable::pass`]), and the past (repetitions, the move count) kept out of the table as for checkers
//! (see "The past" in [`crate::ai::search`]).
//!
//! One search for every game, so that the analysis, the levels, the web build's slices and the proofs of a
//! mate work for chess as they do for the others; what chess alone needs is in its evaluator.

pub mod eval;
mod fit_tool;
pub mod fitted;
pub mod fitting;
pub mod selfplay;
pub mod weights;

use self::eval::ChessEval;
use super::any::{Engine, Fitter, Solvers, general, general_keeping};
use super::backend::Backend;
use super::eval::Searchable;
use super::limits::{Limits, Settings};
use super::transposition::KeptTables;
use super::zobrist::Zobrist;
use crate::ai::LevelDepths;
use crate::rules::Game;
use crate::rules::chess::{Chess, ChessMove, Kind, Standard};

impl Zobrist for Chess {
    /// The rules' own hash (pieces, side to move, castling rights, an en passant capture that is legal), so
    /// that the search's table and the rules' repetitions agree on what a position is.
    fn zobrist(&self) -> u64 {
        self.hash()
    }

    fn zobrist_delta(&self, mv: ChessMove) -> u64 {
        self.hash() ^ self.hash_after(mv)
    }
}

impl Searchable for Chess {
    type Eval = ChessEval;

    fn evaluator(&self) -> ChessEval {
        ChessEval::default()
    }

    /// Not in check, and with a piece besides the king and pawns: in a pawn ending the one good move may be to
    /// have none (zugzwang), which a pass would hide.
    fn pass(&mut self) -> Option<u64> {
        let (board, me) = (self.board(), self.to_move());
        let pieces = board.side(me) & !(board.pieces(me, Kind::Pawn) | board.pieces(me, Kind::King));
        if pieces == 0 || self.in_check() {
            return None;
        }
        let before = self.hash();
        self.play_null();
        Some(before ^ self.hash())
    }

    fn undo_pass(&mut self) {
        self.undo_null();
    }
}

/// What chess's engine is given: where to keep its search's table between searches, if it is kept
/// ([`Solvers::kept_between_searches`]: the game's window and the UCI engine keep it; the command line's
/// answers start from an empty table each, so that they repeat).
#[derive(Clone, Debug, Default)]
pub struct ChessData {
    pub kept: Option<KeptTables<ChessMove>>,
}

impl Engine for Chess {
    /// Chess is not solved: no move's search proves its value.
    fn solves_outright(_rules: Standard) -> bool {
        false
    }

    type Data = ChessData;

    /// The general search, from the table the one before it left where the tables are kept.
    fn backend(&self, limits: Limits, settings: Settings, solvers: &Solvers) -> Box<dyn Backend> {
        match solvers.get::<Self>().and_then(|data| data.kept.as_ref()) {
            Some(kept) => general_keeping(self, limits, settings, kept),
            None => general(self, limits, settings),
        }
    }

    /// The search's table: from one move to the next, much of what it learnt still holds.
    fn keep_between_searches(data: &mut ChessData) {
        data.kept = Some(KeptTables::default());
    }

    /// The evaluation's weights, fitted to self-play.
    fn fitter(_rules: Standard) -> Option<Fitter> {
        Some(fit_tool::fit as Fitter)
    }

    /// A quarter of a pawn: less than any material edge.
    fn draw_margin(_rules: Standard) -> i32 {
        eval::PAWN / 4
    }

    /// Easy looks one move ahead (and at the exchanges it starts), Medium three.
    fn level_depths(_rules: Standard) -> LevelDepths {
        LevelDepths { easy: 1, medium: 3 }
    }
}

#[cfg(test)]
mod tests;
