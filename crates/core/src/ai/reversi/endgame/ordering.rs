//! How the endgame solver orders its moves: fastest first near the end, a shallow search where many squares
//! are empty, and near the root of a big question the best moves of a midgame search with the evaluation
//! ([`Solver::guide`]), as Zebra and Edax order theirs.

use super::{
    Entry, MOST, MoveList, REPLY_WEIGHT_EVAL, REPLY_WEIGHT_QUICK, REPLY_WEIGHT_SOLVER_MODEL, SORT_DEEPER, SORT_DEEPEST,
    SORT_INF, Solver,
};
use crate::ai::reversi::features;
use crate::ai::reversi::patterns::Model;
use crate::rules::reversi::bits::{flips, moves, neighbours, squares};

/// Empties from which the shallow search's leaves are judged by the evaluation ([`features`]) rather than
/// by [`Solver::sort_eval`]'s quick guess: dearer, and worth it where the subtrees are big.
const EVAL_SORT_FROM: u32 = 14;

/// Empties from which a question first runs a midgame search with the evaluation ([`Solver::guide`]) to
/// leave its best moves in the table; it searches `empties - GUIDE_LEAVES` moves deep, at most `GUIDE_MOST`.
const GUIDE_FROM: u32 = 18;
const GUIDE_LEAVES: u32 = 10;
const GUIDE_MOST: u32 = 12;

impl Solver {
    /// Iterative deepening of a midgame search with the evaluation to `depth` moves, two at a time, leaving
    /// each position's best move in the table (its bounds untouched): the exact search then tries near the
    /// root first the moves a search of the evaluation prefers, as Zebra and Edax order theirs.
    ///
    /// It spends the question's budget and stops with it (setting `stopped`, so the question then answers
    /// `None`): it only orders, so a guide cut short leaves nothing wrong behind.
    fn guide(&mut self, own: u64, opp: u64, depth: u32) {
        let first = 2 - depth % 2;
        for d in (first..=depth).step_by(2) {
            self.midgame(own, opp, d, -SORT_INF, SORT_INF, false);
            if self.stopped {
                return;
            }
        }
    }

    /// A midgame alpha-beta search of `depth` moves with the evaluation at its leaves, in hundredths of a
    /// disc; the table's move first, then fastest first.
    fn midgame(&mut self, own: u64, opp: u64, depth: u32, mut alpha: i32, beta: i32, passed: bool) -> i32 {
        if self.stopped || self.out_of_budget() {
            return 0;
        }
        self.nodes += 1;
        let empty = self.mask & !(own | opp);
        if depth == 0 || empty == 0 {
            let phase = features::phase(empty.count_ones(), self.total as u32);
            return Model::shipped().value(&self.board, own, opp, phase);
        }
        let legal = moves(own, opp, empty);
        if legal == 0 {
            return if passed {
                self.final_margin(own, opp) * 100
            } else {
                -self.midgame(opp, own, depth, -beta, -alpha, true)
            };
        }
        let slot = self.slot(own, opp);
        let held = self.table.get(slot).copied().filter(|e| e.own == own && e.opp == opp);
        let first = held.and_then(|e| (e.best < 64).then_some(e.best));
        let mut list = MoveList::new(first);
        for sq in squares(legal) {
            let turned = flips(own, opp, sq);
            let after = empty & !(1 << sq);
            let replies = moves(opp & !turned, own | turned | 1 << sq, after).count_ones() as i32;
            list.push(replies - 2 * (self.corners >> sq & 1) as i32, sq, turned);
        }
        let mut best = -SORT_INF;
        let mut best_move = 64u8;
        for &(_, sq, turned) in list.sorted() {
            let value = -self.midgame(opp & !turned, own | turned | 1 << sq, depth - 1, -beta, -alpha, false);
            if value > best {
                best = value;
                best_move = sq;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if depth >= 2
            && !self.stopped
            && let Some(entry) = self.table.get_mut(slot)
        {
            *entry = match held {
                Some(held) => Entry { best: best_move, ..held },
                None => Entry { own, opp, lower: -MOST as i8, upper: MOST as i8, best: best_move },
            };
        }
        best
    }

    /// The legal moves of `own` against `opp` (not over, not a pass) in the order the search would try them
    /// (the table's move first; no midgame search: that runs within a question's budget).
    pub fn ordered_moves(&mut self, own: u64, opp: u64) -> Vec<u8> {
        let empty = self.mask & !(own | opp);
        let mut list = MoveList::new(self.table_move(own, opp));
        let odd = self.odd_squares(empty, self.parity(empty));
        for sq in squares(moves(own, opp, empty)) {
            let turned = flips(own, opp, sq);
            list.push(self.order_key(own, opp, empty, odd, sq, turned), sq, turned);
        }
        list.sorted().iter().map(|&(_, sq, _)| sq).collect()
    }

    /// [`Solver::guide`] for a position with many empties, once: not again when it is asked about again
    /// (a guide cut short by the budget is not taken up again either: the exact search goes on without).
    pub(super) fn guide_once(&mut self, own: u64, opp: u64) {
        let empties = (self.mask & !(own | opp)).count_ones();
        if empties >= GUIDE_FROM && !self.guided.contains(&(own, opp)) {
            self.guided.push((own, opp));
            self.guide(own, opp, (empties - GUIDE_LEAVES).min(GUIDE_MOST));
        }
    }

    /// The sort key of the move to the position `theirs` to move against `mine`, `after` empty, where many
    /// squares are empty: the shallow search's value for the opponent (deeper the more empties) and the
    /// replies left to them (a corner counting twice), best first and fastest first weighed together. Kept
    /// out of line: the fastest-first key the many smaller nodes use stays small enough to inline.
    #[inline(never)]
    pub(super) fn sort_key(&mut self, theirs: u64, mine: u64, after: u64) -> i32 {
        let empties = after.count_ones() + 1;
        let depth = match empties {
            SORT_DEEPEST.. => 3,
            SORT_DEEPER.. => 2,
            _ => 1,
        };
        let replies = moves(theirs, mine, after);
        let weighted = (replies.count_ones() + (replies & self.corners).count_ones()) as i32;
        let value = self.sort_value(theirs, mine, after, depth, -SORT_INF, SORT_INF);
        value + self.reply_weight(empties - 1 - depth) * weighted
    }

    /// What each reply left to the opponent weighs in a move's key when the shallow search that orders it
    /// stops at `leaves` empty squares: on the scale of what judges the leaves there.
    pub(super) fn reply_weight(&self, leaves: u32) -> i32 {
        match leaves {
            EVAL_SORT_FROM.. if self.solver_model.is_some() => REPLY_WEIGHT_SOLVER_MODEL,
            EVAL_SORT_FROM.. => REPLY_WEIGHT_EVAL,
            _ => REPLY_WEIGHT_QUICK,
        }
    }

    /// A quick guess at a position's worth for `own`, to order moves by: mobility, the moves to come (the
    /// empty squares next to the opponent's discs) and corners.
    #[inline]
    fn sort_eval(&self, own: u64, opp: u64, empty: u64) -> i32 {
        let mobility = moves(own, opp, empty).count_ones() as i32 - moves(opp, own, empty).count_ones() as i32;
        let potential = (neighbours(opp) & empty).count_ones() as i32 - (neighbours(own) & empty).count_ones() as i32;
        let corners = (own & self.corners).count_ones() as i32 - (opp & self.corners).count_ones() as i32;
        16 * mobility + 4 * potential + 24 * corners
    }

    /// A shallow alpha-beta search of `depth` moves with [`Solver::sort_eval`] at its leaves, for ordering.
    pub(super) fn sort_value(&mut self, own: u64, opp: u64, empty: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        if depth == 0 {
            if empty.count_ones() >= EVAL_SORT_FROM {
                if let Some(model) = self.solver_model {
                    return model.value(&self.board, own, opp, empty.count_ones());
                }
                let phase = features::phase(empty.count_ones(), self.total as u32);
                return Model::shipped().value(&self.board, own, opp, phase);
            }
            return self.sort_eval(own, opp, empty);
        }
        let legal = moves(own, opp, empty);
        if legal == 0 {
            return if moves(opp, own, empty) == 0 {
                self.final_margin(own, opp) * 1000
            } else {
                -self.sort_value(opp, own, empty, depth - 1, -beta, -alpha)
            };
        }
        let mut best = -SORT_INF;
        for sq in squares(legal) {
            let turned = flips(own, opp, sq);
            let value =
                -self.sort_value(opp & !turned, own | turned | 1 << sq, empty & !(1 << sq), depth - 1, -beta, -alpha);
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
