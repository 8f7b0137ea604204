//! The engine's side of checkers, its first part: the hash and a hand-set evaluation, so that the general
//! search plays it (see [`crate::rules::checkers`]). Not yet the family's `Engine`: the registry line, the
//! search's care for the position's past (a value a repetition or the move count decided is never the
//! position's own in the table) and the endgame database come with it.
//!
//! The hash covers the pieces and the side to move, not the past: until the search learns to keep the past's
//! values out of its table, it is searched here only where no draw by the rules can come within its depth
//! (a third time takes 8 moves; the tests search less deep from a position with no past).

use super::eval::{Evaluator, Searchable};
use super::zobrist::{Zobrist, keys, side_key};
use crate::rules::checkers::board::bits;
use crate::rules::checkers::{Checkers, CheckersMove};
use crate::rules::{Game, Player};

/// Keys for each kind of piece on each square: `PIECE_KEYS[bit * 4 + code]`, code 0 and 1 a black man and
/// king, 2 and 3 a white man and king.
static PIECE_KEYS: [u64; 32 * 4] = keys(9 << 40);

/// What a man is worth, and a king: a king moves both ways, but is no more than about a man and a third.
const MAN: i32 = 100;
const KING: i32 = 130;
/// A man still on its back rank, which keeps the other side's men from being crowned there.
const BACK_RANK: i32 = 6;
/// A man or king on the eight centre squares (14, 15, 18, 19 and the four round them on the long diagonal's
/// rows), where it reaches both wings.
const CENTRE: i32 = 3;
/// The centre squares, as bits: 10, 11, 14, 15, 18, 19, 22, 23.
const CENTRE_SQUARES: u32 = 1 << 9 | 1 << 10 | 1 << 13 | 1 << 14 | 1 << 17 | 1 << 18 | 1 << 21 | 1 << 22;
/// Black's back rank (1–4) and White's (29–32).
const BLACK_BACK: u32 = 0x0000_000F;
const WHITE_BACK: u32 = 0xF000_0000;

fn code(player: Player, king: bool) -> usize {
    player.index() * 2 + usize::from(king)
}

impl Zobrist for Checkers {
    fn zobrist(&self) -> u64 {
        let pieces = self.pieces();
        let mut hash = side_key(self.to_move());
        for (own, player) in [(pieces.black, Player::One), (pieces.white, Player::Two)] {
            for bit in bits(own) {
                hash ^= PIECE_KEYS[bit as usize * 4 + code(player, pieces.kings & 1 << bit != 0)];
            }
        }
        hash
    }

    /// Worked out on the position after the move: the search of checkers is not yet the project's fast one.
    fn zobrist_delta(&self, mv: CheckersMove) -> u64 {
        let mut after = self.clone();
        after.play(mv);
        self.zobrist() ^ after.zobrist()
    }
}

/// Material, men on their back rank, pieces in the centre: for the side to move, less the other's.
#[derive(Clone, Debug, Default)]
pub struct CheckersEval;

impl CheckersEval {
    /// `player`'s side of the evaluation.
    fn side(pos: &Checkers, player: Player) -> i32 {
        let pieces = pos.pieces();
        let own = if player == Player::One { pieces.black } else { pieces.white };
        let back = if player == Player::One { BLACK_BACK } else { WHITE_BACK };
        let (kings, men) = (own & pieces.kings, own & !pieces.kings);
        let count = |bits: u32| bits.count_ones() as i32;
        count(men) * MAN + count(kings) * KING + count(men & back) * BACK_RANK + count(own & CENTRE_SQUARES) * CENTRE
    }
}

impl Evaluator<Checkers> for CheckersEval {
    fn reset(&mut self, _pos: &Checkers) {}

    fn evaluate(&self, pos: &Checkers) -> i32 {
        let me = pos.to_move();
        Self::side(pos, me) - Self::side(pos, me.other())
    }

    /// By the square it starts on and the square it ends on.
    fn move_index(&self, mv: CheckersMove) -> usize {
        mv.from() as usize * 32 + mv.to() as usize
    }

    fn move_slots(&self) -> usize {
        32 * 32
    }

    /// A man is the unit of the levels' mistakes, as a winning line is of the grid games'.
    fn margin_unit(&self) -> i32 {
        MAN
    }
}

impl Searchable for Checkers {
    type Eval = CheckersEval;

    fn evaluator(&self) -> CheckersEval {
        CheckersEval
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::seq::IndexedRandom;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::ai::reference::minimax;
    use crate::ai::{Limits, Search, Settings};
    use crate::rules::Family;
    use crate::rules::checkers::English;

    /// Positions from random games, each set up afresh from its FEN (so with no past), not over.
    fn positions(count: usize, seed: u64) -> Vec<Checkers> {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut game = Checkers::new();
            let mut moves = Vec::new();
            for _ in 0..rng.random_range(4..60) {
                game.legal_moves(&mut moves);
                let Some(&mv) = moves.choose(&mut rng) else { break };
                game.play(mv);
            }
            let fen = game.write_setup().expect("a FEN");
            let fresh = Checkers::read_setup(English, &fen).expect("a FEN").expect("a position");
            if fresh.outcome().is_none() {
                out.push(fresh);
            }
        }
        out
    }

    #[test]
    fn the_hash_kept_move_by_move_is_the_hash_worked_out_afresh() {
        for start in positions(20, 1) {
            let mut game = start.clone();
            let mut moves = Vec::new();
            for _ in 0..10 {
                game.legal_moves(&mut moves);
                let Some(&mv) = moves.first() else { break };
                let (before, delta) = (game.zobrist(), game.zobrist_delta(mv));
                game.play(mv);
                assert_eq!(before ^ delta, game.zobrist(), "{mv:?}");
            }
        }
    }

    /// Alpha-beta with its table and move ordering finds plain minimax's value at the same depth, on
    /// positions where no draw by the rules can come within it.
    #[test]
    fn the_search_finds_plain_minimaxs_value_at_its_depth() {
        const DEPTH: u32 = 5;
        for pos in positions(40, 2) {
            let (plain, _) = minimax(&pos, DEPTH);
            let result = Search::new(&pos, Limits::unlimited().with_depth(DEPTH), Settings::default()).run();
            assert_eq!(result.score, plain, "{:?}", pos.write_setup());
        }
    }

    #[test]
    fn the_evaluation_counts_for_the_side_to_move() {
        let read = |fen| Checkers::read_setup(English, fen).unwrap().unwrap();
        // Black a man up, both its men on their back rank: +112 for Black to move, -112 for White.
        let black = read("B:W21:B1,2");
        let white = read("W:W21:B1,2");
        assert_eq!(CheckersEval.evaluate(&black), 2 * (MAN + BACK_RANK) - MAN);
        assert_eq!(CheckersEval.evaluate(&white), -CheckersEval.evaluate(&black));
        assert_eq!(CheckersEval.evaluate(&read("B:WK32:BK1")), 0);
    }
}
