//! Victory by continuous threats (VCT): a win for the side to move in which each of its moves makes a four
//! or an open three, so that every reply is one of the few that meet the threat, until a five or an open
//! four. Wider than a VCF (a three can be met at several points, or by a four of the defender's own), so it
//! runs at the root only, with a budget; a VCT found is a won game, like a VCF.
//!
//! The rules, for the attacker (the side to move) at each step:
//! - a five to make now, or an open four (a point that makes two five points) while the defender has no
//!   five to make: won;
//! - the defender threatens five at two points: lost; at one: the attacker must take it, and still threaten
//!   afterwards (the block makes a threat, or an earlier three is still there);
//! - otherwise any move that makes a four or an open three (or better).
//!
//! And for the defender, after an attacker's move that threatens:
//! - a four (one five point): the block, its only move; two five points: lost;
//! - an open three (points where the attacker would make an open four): every move after which the
//!   attacker has no such point, and every four of the defender's own (which the attacker must block before
//!   going on). The attacker must win against each of them.
//!
//! The defences are looked for on the lines through the attacker's open-four points, within the reach of a
//! line's shape: nothing farther changes a shape. Positions shown to have no VCT within a depth are
//! remembered by their hash, as in the VCF ([`Budget`]).

use super::board::Board;
use super::budget::Budget;
use super::patterns::{REACH, Shape, Threat};
use crate::rules::Player;

/// Searches for VCTs, each with a node budget.
#[derive(Clone, Debug, Default)]
pub struct Vct {
    budget: Budget,
}

/// What a search below a node found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    Win,
    /// No win within the depth, or the budget ran out (see [`Vct::exhausted`]).
    None,
}

impl Vct {
    pub fn new() -> Self {
        Self::default()
    }

    /// Nodes searched so far, all searches together.
    pub fn nodes(&self) -> u64 {
        self.budget.nodes()
    }

    /// Whether the last search ran out of nodes: a VCT may then exist that it did not find.
    pub fn exhausted(&self) -> bool {
        self.budget.exhausted()
    }

    /// The first move of a VCT for the side to move with at most `depth` moves of its own (threats, and the
    /// blocks forced on it), searching at most `budget` nodes (positions with the attacker to move), as a
    /// padded cell. The board is left as it was.
    pub fn find(&mut self, board: &mut Board, depth: u32, budget: u64) -> Option<usize> {
        self.budget.start(budget);
        let mut first = None;
        (self.attack(board, depth, &mut first) == Found::Win).then_some(first).flatten()
    }

    /// The attacker to move: whether it wins within `depth` threats; `first` gets the winning move.
    fn attack(&mut self, board: &mut Board, depth: u32, first: &mut Option<usize>) -> Found {
        let attacker = board.to_move();
        let defender = attacker.other();
        if board.count(attacker, Threat::Five) > 0 {
            *first = board.five_points(attacker).next();
            return Found::Win;
        }
        let defender_fives = board.count(defender, Threat::Five);
        if defender_fives >= 2 {
            return Found::None;
        }
        if defender_fives == 0 && board.count(attacker, Threat::Flex4) > 0 {
            *first = board.board_cells().find(|&p| board.is_empty(p) && board.threat(p, attacker) == Threat::Flex4);
            return Found::Win;
        }
        // Nothing to threaten with: no need to look further (the forced block below is the exception, and it
        // must threaten too).
        if depth == 0 || (defender_fives == 0 && board.count_at_least(attacker, Threat::Flex3) == 0) {
            return Found::None;
        }
        if !self.budget.take() || self.budget.failed(board.hash(), depth) {
            return Found::None;
        }
        let mut moves: Vec<(Threat, i32, usize)> = match board.only_five(defender) {
            // The block is forced, whatever it threatens; the search goes on only if the attacker still has
            // a threat afterwards (checked at the defender's turn).
            Some(block) => vec![(board.threat(block, attacker), 0, block)],
            None => board
                .board_cells()
                .filter(|&p| board.is_empty(p) && board.threat(p, attacker) >= Threat::Flex3)
                .map(|p| (board.threat(p, attacker), board.cell_value(p, attacker), p))
                .collect(),
        };
        // Fours before threes, the strongest first.
        moves.sort_unstable_by_key(|&(threat, value, _)| std::cmp::Reverse((threat.is_four(), threat, value)));
        for (_, _, mv) in moves {
            board.play(mv);
            let won = self.defend(board, depth - 1);
            board.undo(mv);
            if won == Found::Win {
                *first = Some(mv);
                return Found::Win;
            }
            if self.budget.exhausted() {
                return Found::None;
            }
        }
        self.budget.fail(board.hash(), depth);
        Found::None
    }

    /// The defender to move, after an attacker's move: whether the attacker wins against every reply.
    fn defend(&mut self, board: &mut Board, depth: u32) -> Found {
        let defender = board.to_move();
        let attacker = defender.other();
        if board.count(attacker, Threat::Five) >= 2 {
            return Found::Win;
        }
        if let Some(block) = board.only_five(attacker) {
            return self.reply(board, block, depth);
        }
        if board.count(attacker, Threat::Flex4) == 0 {
            // No threat: the defender may play anywhere.
            return Found::None;
        }
        let replies = self.replies(board, attacker);
        for reply in replies {
            if self.reply(board, reply, depth) != Found::Win {
                return Found::None;
            }
        }
        Found::Win
    }

    /// The attacker's result after the defender's `reply`.
    fn reply(&mut self, board: &mut Board, reply: usize, depth: u32) -> Found {
        board.play(reply);
        let mut first = None;
        let found = self.attack(board, depth, &mut first);
        board.undo(reply);
        found
    }

    /// The defender's moves against an open three: those after which the attacker has no open-four point,
    /// and the defender's own fours.
    fn replies(&self, board: &mut Board, attacker: Player) -> Vec<usize> {
        let defender = attacker.other();
        let points: Vec<usize> =
            board.board_cells().filter(|&p| board.is_empty(p) && board.threat(p, attacker) == Threat::Flex4).collect();
        let mut near: Vec<usize> = Vec::new();
        for &p in &points {
            // Only the lines where the point makes a four (open or not) carry the threat.
            let lines = (0..4).filter(|&dir| board.shape(p, attacker, dir) >= Shape::Block4);
            for dir in lines {
                for offset in -(REACH as i32)..=REACH as i32 {
                    let q = board.along(p, dir, offset);
                    if board.is_empty(q) && !near.contains(&q) {
                        near.push(q);
                    }
                }
            }
        }
        let mut replies: Vec<usize> = near
            .into_iter()
            .filter(|&q| {
                board.play(q);
                let stopped = board.count(attacker, Threat::Flex4) == 0 && board.count(attacker, Threat::Five) == 0;
                board.undo(q);
                stopped
            })
            .collect();
        for q in board.board_cells() {
            if board.is_empty(q) && board.threat(q, defender).is_four() && !replies.contains(&q) {
                replies.push(q);
            }
        }
        replies
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::gomoku::patterns::Rule;
    use crate::rules::mnk::Mnk;

    fn board_of(moves: &[(usize, usize)]) -> Board {
        let size = Mnk::GOMOKU;
        let cells: Vec<usize> = moves.iter().map(|&(r, c)| r * 15 + c).collect();
        let black: Vec<usize> = cells.iter().step_by(2).copied().collect();
        let white: Vec<usize> = cells.iter().skip(1).step_by(2).copied().collect();
        Board::with_stones(size, Rule::Freestyle, &black, &white)
    }

    #[test]
    fn a_double_open_three_is_a_win_by_threats() {
        // Black: two open twos crossing at (7,7): (7,5),(7,6) across and (5,7),(6,7) down. Playing (7,7)
        // makes two open threes; white scattered far away. No VCF, but a VCT.
        let mut board = board_of(&[(7, 5), (0, 0), (7, 6), (0, 14), (5, 7), (14, 0), (6, 7), (14, 14)]);
        let mut vcf = super::super::vcf::Vcf::new();
        assert!(vcf.find(&mut board, 20, 100_000).is_none(), "no win by fours alone");
        let mut vct = Vct::new();
        // Within one move of its own, only the crossing point wins: its two open threes cannot both be met.
        let crossing = board.padded(7 * 15 + 7);
        assert_eq!(Vct::new().find(&mut board, 1, 100_000), Some(crossing));
        let first = vct.find(&mut board, 6, 100_000).expect("a win by threats");
        // Its first move threatens: a four, or an open three (a point for an open four next).
        board.play(first);
        let attacker = Player::One;
        assert!(board.count(attacker, Threat::Five) + board.count(attacker, Threat::Flex4) > 0);
        board.undo(first);
        // A single open two is no win.
        let mut lone = board_of(&[(7, 5), (0, 0), (7, 6), (0, 14)]);
        assert_eq!(Vct::new().find(&mut lone, 6, 100_000), None);
    }
}
