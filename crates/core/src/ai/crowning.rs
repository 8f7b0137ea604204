//! The engine's side of Crowning, the stage's test family (see [`crate::rules::crowning`]): its hash, an
//! evaluation that counts material, and the general search. Its games are short and small, so every level
//! plays it; it is no game to be solved.

use super::any::Engine;
use super::eval::{Evaluator, Searchable};
use super::zobrist::{Zobrist, keys, side_key};
use crate::rules::crowning::{CROWN, Crowning, Hop, MOVES_PER_SIDE, SIDES};
use crate::rules::{Family, Game, Piece, Player};

/// Squares on the largest board.
const SQUARES: usize = *SIDES.end() as usize * *SIDES.end() as usize;
/// Moves in the longest game (its draw), and one for the start.
const PLIES: usize = MOVES_PER_SIDE as usize * *SIDES.end() as usize + 1;
/// Keys for each kind of piece of each player on each square: `PIECE_KEYS[square * 4 + code]`.
static PIECE_KEYS: [u64; SQUARES * 4] = keys(7 << 40);
/// Keys for the moves played, which the draw counts: the same board nearer the draw is another position.
static PLY_KEYS: [u64; PLIES] = keys(8 << 40);

/// A man is worth this much, a crown twice as much.
const MAN_VALUE: i32 = 100;

fn piece_key(square: u8, piece: Piece) -> u64 {
    let code = piece.owner.map_or(0, Player::index) * 2 + usize::from(piece.kind == CROWN);
    PIECE_KEYS[square as usize * 4 + code]
}

fn ply_key(plies: u32) -> u64 {
    PLY_KEYS[(plies as usize).min(PLIES - 1)]
}

impl Zobrist for Crowning {
    fn zobrist(&self) -> u64 {
        let squares = 0..self.side() * self.side();
        let pieces = squares.filter_map(|s| Some(piece_key(s, self.at(s)?)));
        pieces.fold(side_key(self.to_move()) ^ ply_key(self.plies()), |hash, key| hash ^ key)
    }

    /// Worked out on a copy: a test family's search need not be fast.
    fn zobrist_delta(&self, mv: Hop) -> u64 {
        let mut after = self.clone();
        after.play(mv);
        self.zobrist() ^ after.zobrist()
    }
}

/// Material: the mover's men and crowns less the other side's.
#[derive(Clone, Debug, Default)]
pub struct CrowningEval;

impl Evaluator<Crowning> for CrowningEval {
    fn reset(&mut self, _pos: &Crowning) {}

    fn evaluate(&self, pos: &Crowning) -> i32 {
        let scene = pos.scene();
        let worth = |piece: Piece| if piece.kind == CROWN { 2 * MAN_VALUE } else { MAN_VALUE };
        scene
            .occupied()
            .map(|(_, piece)| if piece.owner == Some(pos.to_move()) { worth(piece) } else { -worth(piece) })
            .sum()
    }

    /// By the square it starts on and the square it ends on.
    fn move_index(&self, mv: Hop) -> usize {
        let squares = mv.squares();
        squares[0] as usize * SQUARES + squares[squares.len() - 1] as usize
    }

    fn move_slots(&self) -> usize {
        SQUARES * SQUARES
    }
}

impl Searchable for Crowning {
    type Eval = CrowningEval;

    fn evaluator(&self) -> CrowningEval {
        CrowningEval
    }
}

impl Engine for Crowning {
    type Data = ();

    fn solves_outright(_side: u8) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Limits, Search, Settings};

    #[test]
    fn the_hash_kept_move_by_move_is_the_hash_worked_out_afresh() {
        let mut game = Crowning::start(4);
        let mut moves = Vec::new();
        for _ in 0..12 {
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.last() else { break };
            let before = game.zobrist();
            let delta = game.zobrist_delta(mv);
            game.play(mv);
            assert_eq!(before ^ delta, game.zobrist());
        }
    }

    #[test]
    fn the_search_takes_a_piece_offered() {
        // Two's man on c3 (place 6 of the 4 × 4 board) stands before One's on b2 (place 9), d4 behind it empty.
        let mut game = Crowning::start(4);
        let read = |text| Crowning::read_move(4, 1, text).unwrap();
        game.play(read("a1-b2"));
        game.play(read("d4-c3"));
        let search = Search::new(&game, Limits::unlimited().with_depth(2), Settings::default());
        let result = search.run();
        assert_eq!(result.best.map(Crowning::move_text), Some("b2xd4".to_string()), "{result:?}");
    }
}
