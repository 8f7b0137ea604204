//! The engine's side of Nim: its hash, its evaluation, and its promise. The engine is not told Bouton's rule
//! (see [`crate::rules::nim`]): it searches to the end, which at most 4 heaps of at most 7 bones (8^4
//! positions) allows within a move, and the tests check its answers against the rule.

use super::any::Engine;
use super::eval::{Evaluator, Searchable, Tactics};
use super::zobrist::{SIDE_KEY, Zobrist, keys, side_key};
use crate::rules::Game;
use crate::rules::nim::{HeapTake, Heaps, MAX_HEAP, MAX_HEAPS, Nim};

/// Keys for each heap holding each number of bones: `KEYS[heap * (MAX_HEAP + 1) + bones]`.
static KEYS: [u64; MAX_HEAPS * (MAX_HEAP as usize + 1)] = keys(4 << 40);

fn key(heap: usize, bones: u8) -> u64 {
    KEYS[heap * (MAX_HEAP as usize + 1) + bones as usize]
}

impl Zobrist for Nim {
    fn zobrist(&self) -> u64 {
        let heaps = self.heaps().iter().enumerate();
        heaps.fold(side_key(self.to_move()), |hash, (heap, &bones)| hash ^ key(heap, bones))
    }

    fn zobrist_delta(&self, mv: HeapTake) -> u64 {
        let heap = mv.heap as usize;
        let bones = self.heaps()[heap];
        key(heap, bones) ^ key(heap, bones - mv.bones) ^ SIDE_KEY
    }
}

/// Nim is searched to the end, so its evaluation is never consulted; the one tactic it knows is that a
/// single heap left is taken whole.
#[derive(Clone, Debug, Default)]
pub struct NimEval;

impl Evaluator<Nim> for NimEval {
    fn reset(&mut self, _pos: &Nim) {}

    fn evaluate(&self, _pos: &Nim) -> i32 {
        0
    }

    fn tactics(&self, pos: &Nim) -> Tactics<HeapTake> {
        let mut left = pos.heaps().iter().filter(|&&bones| bones > 0);
        match (left.next(), left.next()) {
            (Some(_), None) => Tactics::WinNow,
            _ => Tactics::Open,
        }
    }

    fn move_index(&self, mv: HeapTake) -> usize {
        mv.heap as usize * (MAX_HEAP as usize + 1) + mv.bones as usize
    }

    fn move_slots(&self) -> usize {
        MAX_HEAPS * (MAX_HEAP as usize + 1)
    }
}

impl Searchable for Nim {
    type Eval = NimEval;

    fn evaluator(&self) -> NimEval {
        NimEval
    }
}

impl Engine for Nim {
    type Data = ();

    /// Every game the rules allow: at most 8^4 positions.
    fn solves_outright(_heaps: Heaps) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Limits, Search, Settings};
    use crate::rules::Family;

    /// Bouton's rule: the player to move wins exactly when the heaps' sizes do not XOR to zero.
    fn bouton_wins(game: &Nim) -> bool {
        game.heaps().iter().fold(0, |x, &s| x ^ s) != 0
    }

    #[test]
    fn the_search_agrees_with_boutons_rule() {
        for sizes in [&[1, 2, 3][..], &[3, 4, 5], &[1, 3, 5, 7], &[2, 2], &[7], &[4, 4, 4, 1]] {
            let game = Nim::start(Heaps::new(sizes));
            let result = Search::new(&game, Limits::unlimited(), Settings::default()).run();
            assert!(result.exact, "{sizes:?}");
            assert_eq!(result.score > 0, bouton_wins(&game), "{sizes:?}: score {}", result.score);
            let mut after = game.clone();
            if let (true, Some(best)) = (bouton_wins(&game), result.best) {
                after.play(best);
                assert!(!bouton_wins(&after), "{sizes:?}: {best:?} leaves a winning position");
            }
        }
    }

    #[test]
    fn the_biggest_game_is_solved_from_the_start() {
        let game = Nim::start(Heaps::new(&[7, 7, 7, 6]));
        let result = Search::new(&game, Limits::unlimited(), Settings::default()).run();
        assert!(result.exact);
        assert!(result.score > 0, "7 ^ 7 ^ 7 ^ 6 = 1: the first player wins");
        assert!(result.nodes < 5_000_000, "{} nodes", result.nodes);
    }

    #[test]
    fn keys_follow_the_moves() {
        let mut game = Nim::start(Heaps::new(&[3, 4, 5]));
        let mv = HeapTake { heap: 1, bones: 3 };
        let delta = game.zobrist_delta(mv);
        let before = game.zobrist();
        game.play(mv);
        assert_eq!(game.zobrist(), before ^ delta);
        assert_eq!(game.outcome(), None);
        let mut all = KEYS.to_vec();
        all.push(SIDE_KEY);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), KEYS.len() + 1);
    }
}
