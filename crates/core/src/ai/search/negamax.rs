//! One node of the search: negamax with alpha-beta, fail-soft (the contract is in [`super`]), with the
//! transposition table, the evaluator's tactics, move ordering and principal-variation windows; and the budget
//! it checks as it goes.

use std::sync::atomic::Ordering;

use web_time::Instant;

use super::{Abort, CHECK_EVERY, Search};
use crate::ai::eval::{Evaluator, Searchable, Tactics};
use crate::ai::limits::Stop;
use crate::ai::score::{INFINITY, MATE, MATE_BOUND, known_win, score_from_table, score_to_table, terminal_score};
use crate::ai::transposition::{Bound, RESOLVED};

/// Null-move pruning's least depth, and how many plies shallower than a move's the pass is searched (one more
/// every six plies of depth).
const PASS_FROM_DEPTH: u32 = 3;
const PASS_REDUCTION: u32 = 2;
/// Late-move reductions' least depth, and the first move in a node's order (from 0) that may be reduced: the
/// table's move and the killers come before it (how far, `late_move_reduction`).
const REDUCE_FROM_DEPTH: u32 = 3;
/// The most plies from the horizon at which a node may be cut on its evaluation (see `try_futility`).
const FUTILE_DEPTH: u32 = 5;
/// Quiet moves' pruning's deepest node, in plies from the horizon (see `negamax`), and how many moves a node
/// there searches before its late quiet moves are pruned: this many and the square of its depth.
const PRUNE_DEPTH: u32 = 3;
const LATE_MOVES: usize = 3;
/// Internal iterative reductions' least depth: a node this deep that the table knows no move for is searched a
/// ply less deep, its move order being a guess. A node that fails low stores no move, so it is reduced again
/// at the next iteration, as engines do. The reduction comes before the cuts on the evaluation, whose depths
/// are the reduced one (measured so).
const UNKNOWN_FROM_DEPTH: u32 = 4;
/// The deepest ply a quiescence search reaches.
const QUIESCE_PLIES: u32 = 200;
const REDUCE_FROM_MOVE: usize = 3;

/// How many plies less deep a quiet move late in a node's order is first searched: more the deeper the node
/// and the later the move (the natural logarithms of both, multiplied and halved), at least one, and never
/// so many that less than a ply is left.
fn late_move_reduction(depth: u32, index: usize) -> u32 {
    let plies = (depth as f32).ln() * (index as f32).ln() / 2.0;
    (plies as u32).clamp(1, depth.saturating_sub(2).max(1))
}

impl<G: Searchable> Search<G> {
    pub(super) fn make(&mut self, mv: G::Move) {
        self.hashes.push(self.hash);
        self.hash ^= self.pos.zobrist_delta(mv);
        self.tt.prefetch(self.hash);
        self.eval.play(&self.pos, mv);
        self.pos.play(mv);
    }

    pub(super) fn unmake(&mut self, mv: G::Move) {
        self.pos.undo(mv);
        self.eval.undo(&self.pos, mv);
        self.hash = self.hashes.pop().unwrap_or(self.hash);
    }

    /// The value for the player to move here of the child just made, searched within `(alpha, beta)` as this
    /// player sees them: negamax across a change of side, the same window and value when `same` player moves
    /// again.
    pub(super) fn child_value(&mut self, same: bool, depth: u32, ply: u32, alpha: i32, beta: i32) -> i32 {
        if same { self.negamax(depth, ply, alpha, beta) } else { -self.negamax(depth, ply, -beta, -alpha) }
    }

    /// Counts a node and says whether to abandon the search.
    fn out_of_budget(&mut self) -> bool {
        if self.abort.is_some() {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.abort = Some(Abort::Stop(Stop::Nodes));
        } else if self.nodes >= self.slice_end {
            self.abort = Some(Abort::Slice);
        } else if self.nodes.is_multiple_of(CHECK_EVERY) || self.nodes == 1 {
            if let Some(progress) = &self.progress {
                progress.set_nodes(self.nodes);
            }
            if self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
                self.abort = Some(Abort::Stop(Stop::Cancelled));
            } else if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
                self.abort = Some(Abort::Stop(Stop::Deadline));
            } else if self.slice_deadline.is_some_and(|d| Instant::now() >= d) {
                self.abort = Some(Abort::Slice);
            }
        }
        self.abort.is_some()
    }

    /// Negamax with alpha-beta, fail-soft (see the module documentation for the contract).
    pub(super) fn negamax(&mut self, depth: u32, ply: u32, mut alpha: i32, mut beta: i32) -> i32 {
        if self.out_of_budget() {
            return 0;
        }
        let to_move = self.pos.to_move();
        if let Some(outcome) = self.pos.outcome() {
            if outcome.decided_by_past() {
                self.past_ends += 1;
            }
            return terminal_score(outcome, to_move, ply);
        }
        let forced = match self.eval.tactics(&self.pos) {
            Tactics::Open => None,
            Tactics::WinNow => return MATE - (ply as i32 + 1),
            Tactics::WinIn(plies) => return MATE - (ply + plies) as i32,
            Tactics::LoseNext => return -(MATE - (ply as i32 + 2)),
            Tactics::DeadDraw => return 0,
            // Proven without a distance: the guess ranks won positions among themselves (see `score`).
            Tactics::Won => return known_win(self.eval.evaluate(&self.pos)),
            Tactics::Lost => return -known_win(-self.eval.evaluate(&self.pos)),
            Tactics::Forced(mv) => Some(mv),
        };
        // Mate distance pruning: nothing here can beat a win next move or do worse than a loss right now.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - (ply as i32 + 1));
        if alpha >= beta {
            return alpha;
        }

        // Where the depth runs out on a position the evaluator cannot judge (a capture due), a ply more.
        let depth = if depth == 0 && self.eval.unsettled(&self.pos) { 1 } else { depth };
        // Where it runs out with a piece of the side to move hanging, a ply more too, once a line: the side to
        // move parries or the capture extension above counts the loss. Once, so that threats answered by
        // threats do not go on for ever. A line that has gone on once may meet in the table a position another
        // line went on from: it takes that value, a ply deeper than its own would have been.
        if depth == 0 && !self.threat_seen && self.eval.threatened(&self.pos) {
            self.threat_seen = true;
            let score = self.negamax(1, ply, alpha, beta);
            self.threat_seen = false;
            return score;
        }
        let mut table_move = None;
        if let Some(entry) = self.tt.probe(self.hash) {
            table_move = entry.best;
            if entry.depth as u32 >= depth {
                let score = score_from_table(entry.score, ply, self.scoring);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                    Bound::Empty | Bound::MoveOnly => false,
                };
                if usable {
                    if entry.depth != RESOLVED {
                        self.horizon += 1;
                    }
                    return score;
                }
            }
        }
        if depth == 0 {
            if let Some(plies) = self.eval.forced_win(&self.pos) {
                return MATE - (ply + plies) as i32;
            }
            self.horizon += 1;
            return self.quiesce(ply, alpha, beta);
        }
        let (horizon, past_ends) = (self.horizon, self.past_ends);
        // Whether the side to move is in check, or as bad (a position the evaluator would extend): no pass, and
        // no move searched less deep.
        let pressed = self.eval.extends(&self.pos);
        // Internal iterative reduction, for a family that reduces: a deep node the table has no move for.
        let depth = if self.eval.reduces() && !pressed && table_move.is_none() && depth >= UNKNOWN_FROM_DEPTH {
            depth - 1
        } else {
            depth
        };
        // The evaluation here, made once for whichever cut asks for it first.
        let mut stand = None;
        if let Some(score) = self.try_futility(depth, alpha, beta, pressed, &mut stand) {
            return score;
        }
        if let Some(score) = self.try_pass(depth, ply, beta, pressed, &mut stand) {
            return score;
        }

        let mut moves = self.take_buffer(ply as usize);
        let mut candidates = std::mem::take(&mut self.scratch);
        if let Some(mv) = forced {
            candidates.clear();
            candidates.push(mv);
        } else if !self.eval.candidates(&self.pos, &mut candidates) {
            self.restricted = true;
            self.horizon += 1;
        }
        // Each move's priority is kept beside its key: the loop below asks which moves are quiet.
        moves.extend(candidates.iter().map(|&mv| {
            let priority = self.eval.move_priority(&self.pos, mv);
            let index = self.eval.move_index(mv);
            (self.order.key(ply as usize, mv, index, table_move, priority), priority, mv)
        }));
        self.scratch = candidates;
        moves.sort_unstable_by_key(|&(key, _, _)| std::cmp::Reverse(key));

        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let reduces = self.eval.reduces() && !pressed && depth >= REDUCE_FROM_DEPTH;
        // Quiet moves pruned, for a family with a futility margin: in a null-window node near the horizon, not
        // pressed, no mate in view, a quiet move that gives no check is not searched when it comes late in the
        // order (how late: `LATE_MOVES`), or at all after the first when the evaluation is so far below alpha
        // that a quiet move is not expected to lift it there (the margin for each ply left and one more). A
        // guess, counted so.
        let prune = match self.eval.futility_margin() {
            Some(margin) if depth <= PRUNE_DEPTH && !pressed && beta - alpha == 1 && alpha.abs() < MATE_BOUND => Some(
                (LATE_MOVES + (depth * depth) as usize, self.stand(&mut stand) + margin * (depth as i32 + 1) <= alpha),
            ),
            _ => None,
        };
        for (i, &(_, priority, mv)) in moves.iter().enumerate() {
            let silent = (reduces || prune.is_some()) && i > 0 && priority == 0;
            let quiet = reduces && silent && i >= REDUCE_FROM_MOVE;
            self.make(mv);
            let same = self.pos.to_move() == to_move;
            let extended = self.eval.extends(&self.pos);
            // Only once a move has scored above being mated: a node whose searched moves all lose to a mate
            // must not report the mate while a pruned quiet move might have parried it (a mate is a proof).
            if let Some((late, futile)) = prune
                && best > -MATE_BOUND
                && silent
                && !extended
                && (futile || i >= late)
            {
                self.unmake(mv);
                self.horizon += 1;
                continue;
            }
            let depth = if extended { depth + 1 } else { depth };
            // Late-move reductions: a quiet move late in the order, that gives no check, is first searched a
            // ply or more less deep with a null window; only if it then beats alpha is it searched in full.
            let reduction = if quiet && !extended { late_move_reduction(depth, i) } else { 0 };
            let mut score = if i == 0 {
                INFINITY
            } else if reduction > 0 {
                let reduced = self.child_value(same, depth - 1 - reduction, ply + 1, alpha, alpha + 1);
                if reduced > alpha && self.abort.is_none() {
                    self.child_value(same, depth - 1, ply + 1, alpha, alpha + 1)
                } else {
                    // The shallower search's word is taken: a guess.
                    self.horizon += 1;
                    reduced
                }
            } else {
                self.child_value(same, depth - 1, ply + 1, alpha, alpha + 1)
            };
            // Principal variation search: the first move gets the full window; the others only have to show
            // they are no better (a null window, cheap), and are searched again in full if they are.
            if self.abort.is_none() && (i == 0 || (score > alpha && score < beta)) {
                score = self.child_value(same, depth - 1, ply + 1, alpha, beta);
            }
            self.unmake(mv);
            if self.abort.is_some() {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        if self.order.learns_from(priority) {
                            let index = self.eval.move_index(mv);
                            self.order.record_cutoff(ply as usize, mv, index, depth);
                            for &(_, tried, earlier) in &moves[..i] {
                                if self.order.learns_from(tried) {
                                    self.order.record_failure(self.eval.move_index(earlier), depth);
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        self.buffers[ply as usize] = moves;
        if self.abort.is_some() {
            return 0;
        }
        let bound = if best <= alpha_in {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let stored_move = if bound == Bound::Upper { None } else { best_move };
        // A subtree that leaned on no guess holds at any depth (see "Proof" in the module documentation).
        let stored_depth = if self.horizon == horizon { RESOLVED } else { (depth as u16).min(RESOLVED - 1) };
        // A value the way here decided is not the position's own: its move alone is kept, at no depth, so that
        // it takes no deep entry's place (see "The past").
        let (bound, stored_depth) =
            if self.past_ends == past_ends { (bound, stored_depth) } else { (Bound::MoveOnly, 0) };
        self.tt.store(self.hash, stored_move, score_to_table(best, ply, self.scoring), stored_depth, bound);
        self.stores += 1;
        best
    }

    /// The evaluation of the position, kept in `cached` for the node's next question.
    fn stand(&self, cached: &mut Option<i32>) -> i32 {
        *cached.get_or_insert_with(|| self.eval.evaluate(&self.pos))
    }

    /// Reverse futility pruning, for a family with a margin ([`Evaluator::futility_margin`]): a null-window
    /// node within [`FUTILE_DEPTH`] plies of the horizon, whose evaluation is beta and the margin for each ply
    /// left or more, fails high on its evaluation (a guess, counted on the horizon).
    fn try_futility(
        &mut self,
        depth: u32,
        alpha: i32,
        beta: i32,
        pressed: bool,
        stand: &mut Option<i32>,
    ) -> Option<i32> {
        let margin = self.eval.futility_margin()?;
        if depth > FUTILE_DEPTH || pressed || beta - alpha > 1 || beta.abs() >= MATE_BOUND {
            return None;
        }
        let stand = self.stand(stand);
        (stand - margin * depth as i32 >= beta).then(|| {
            self.horizon += 1;
            stand
        })
    }

    /// Null-move pruning, for a family that allows the search a pass ([`Searchable::pass`]): where the side to
    /// move, not in check and with the evaluation at beta or above, could pass and still reach beta on a
    /// search [`PASS_REDUCTION`] plies shallower, the node is cut without searching its moves: its value is
    /// that search's (a guess, counted on the horizon). Never twice in a row, nor near a mate's scores.
    fn try_pass(&mut self, depth: u32, ply: u32, beta: i32, pressed: bool, stand: &mut Option<i32>) -> Option<i32> {
        if depth < PASS_FROM_DEPTH || pressed || self.passed_at == Some(ply.wrapping_sub(1)) || beta.abs() >= MATE_BOUND
        {
            return None;
        }
        if self.stand(stand) < beta {
            return None;
        }
        let delta = self.pos.pass()?;
        let before = self.passed_at.replace(ply);
        self.hash ^= delta;
        let reduced = depth.saturating_sub(1 + PASS_REDUCTION + depth / 6);
        let score = -self.negamax(reduced, ply + 1, -beta, -beta + 1);
        self.hash ^= delta;
        self.pos.undo_pass();
        self.passed_at = before;
        if self.abort.is_some() {
            return Some(0);
        }
        (score >= beta).then(|| {
            self.horizon += 1;
            if score >= MATE_BOUND { beta } else { score }
        })
    }

    /// The value of a position where the depth has run out: the evaluation, or, for a family with a
    /// quiescence search ([`Evaluator::quiescence`]), the best of standing on it and the moves that family
    /// names, each searched the same way (fail-soft, as [`Search::negamax`]). Its nodes are counted as the
    /// search's; its values are guesses, as the evaluation's are.
    fn quiesce(&mut self, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        // Each line settles as captures take pieces; a long chain of checks and escapes ends here all the same.
        if ply >= QUIESCE_PLIES {
            return self.eval.evaluate(&self.pos);
        }
        let mut candidates = std::mem::take(&mut self.scratch);
        let Some(stand) = self.eval.quiescence(&self.pos, &mut candidates) else {
            self.scratch = candidates;
            return self.eval.evaluate(&self.pos);
        };
        let mut best = -INFINITY;
        if stand {
            best = self.eval.evaluate(&self.pos);
            if best >= beta || candidates.is_empty() {
                self.scratch = candidates;
                return best;
            }
            alpha = alpha.max(best);
        } else if candidates.is_empty() {
            // No move at all: the game is over here (mate, or stalemate).
            self.scratch = candidates;
            let to_move = self.pos.to_move();
            return self.pos.outcome().map_or(0, |outcome| terminal_score(outcome, to_move, ply));
        }
        let mut moves = self.take_buffer(ply as usize);
        moves.extend(candidates.iter().map(|&mv| {
            let priority = self.eval.move_priority(&self.pos, mv);
            (i64::from(priority), priority, mv)
        }));
        self.scratch = candidates;
        moves.sort_unstable_by_key(|&(key, _, _)| std::cmp::Reverse(key));
        for &(_, _, mv) in &moves {
            if self.out_of_budget() {
                break;
            }
            self.make(mv);
            let score = -self.quiesce(ply + 1, -beta, -alpha);
            self.unmake(mv);
            if self.abort.is_some() {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply as usize] = moves;
        if self.abort.is_some() { 0 } else { best }
    }

    fn take_buffer(&mut self, ply: usize) -> Vec<(i64, i32, G::Move)> {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut buffer = std::mem::take(&mut self.buffers[ply]);
        buffer.clear();
        buffer
    }
}
