//! The engine's side of Kalah: its hash, its evaluation and its move order for the general search.
//!
//! The evaluation is the difference of the stores (seeds in one's store are one's for good), with a little
//! for the seeds on one's own side, which the end of the game gives to their side. Moves that end in one's own
//! store (another move) are tried first, then captures, as the Kalah papers order them.

use super::any::Engine;
use super::eval::{Evaluator, Searchable};
use super::score::MARGIN_SCALE;
use super::zobrist::{Zobrist, keys, side_key};
use crate::rules::kalah::{Board, Kalah, MAX_PLACES, Sowing};
use crate::rules::{Game, Player};

/// The most seeds a place can hold: every seed of the biggest game.
const MOST_SEEDS: usize = 2 * 6 * 6;

/// Keys for each place holding each number of seeds: `KEYS[place * (MOST_SEEDS + 1) + seeds]`.
static KEYS: [u64; MAX_PLACES * (MOST_SEEDS + 1)] = keys(5 << 40);

fn key(place: usize, seeds: u8) -> u64 {
    KEYS[place * (MOST_SEEDS + 1) + (seeds as usize).min(MOST_SEEDS)]
}

/// The hash of the seeds on every place and the side to move.
fn hash(seeds: &[u8; MAX_PLACES], to_move: Player) -> u64 {
    seeds.iter().enumerate().fold(side_key(to_move), |hash, (place, &n)| hash ^ key(place, n))
}

impl Zobrist for Kalah {
    fn zobrist(&self) -> u64 {
        hash(self.all_seeds(), self.to_move())
    }

    /// A sowing changes many places: the hashes before and after, told apart.
    fn zobrist_delta(&self, mv: Sowing) -> u64 {
        let (seeds, next) = self.seeds_after(mv);
        self.zobrist() ^ hash(&seeds, next)
    }
}

/// How much a seed in one's own pits counts, against one in one's store: a seed on one's side is one's at the
/// end unless the opponent captures it or it is sown across.
const PIT_SEED: i32 = MARGIN_SCALE / 4;

/// Kalah's evaluation, in seeds of margin ([`MARGIN_SCALE`]) for the player to move.
#[derive(Clone, Debug, Default)]
pub struct KalahEval;

impl Evaluator<Kalah> for KalahEval {
    fn reset(&mut self, _pos: &Kalah) {}

    fn evaluate(&self, pos: &Kalah) -> i32 {
        let me = pos.to_move();
        let stores = pos.store(me) as i32 - pos.store(me.other()) as i32;
        let sides = pos.in_pits(me) as i32 - pos.in_pits(me.other()) as i32;
        stores * MARGIN_SCALE + sides * PIT_SEED
    }

    /// Another move first, then what the sowing gains for the mover's store.
    fn move_priority(&self, pos: &Kalah, mv: Sowing) -> i32 {
        let me = pos.to_move();
        let (seeds, next) = pos.seeds_after(mv);
        let gained = seeds[pos.board().store(me) as usize] as i32 - pos.store(me) as i32;
        if next == me { 1_000 + gained } else { gained }
    }

    /// A level's margin of mistakes counts seeds.
    fn margin_unit(&self) -> i32 {
        MARGIN_SCALE
    }

    fn move_index(&self, mv: Sowing) -> usize {
        mv.0 as usize
    }

    fn move_slots(&self) -> usize {
        MAX_PLACES
    }
}

impl Searchable for Kalah {
    type Eval = KalahEval;

    fn evaluator(&self) -> KalahEval {
        KalahEval
    }
}

/// The most seeds of a game the general search solves from its start within a move's time.
const MOST_SOLVED_SEEDS: u16 = 24;

impl Engine for Kalah {
    type Data = ();

    /// The small boards, whose trees the general search finishes from the start.
    fn solves_outright(board: Board) -> bool {
        board.total() <= MOST_SOLVED_SEEDS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reference::minimax;
    use crate::ai::{Limits, Search, Settings};
    use crate::rules::Family;
    use crate::rules::kalah::Capture;

    #[test]
    fn keys_follow_the_moves() {
        let mut game = Kalah::start(crate::rules::kalah::CLASSIC);
        let mut moves = Vec::new();
        for _ in 0..12 {
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.last() else { break };
            let (before, delta) = (game.zobrist(), game.zobrist_delta(mv));
            game.play(mv);
            assert_eq!(game.zobrist(), before ^ delta);
        }
        let mut all = KEYS.to_vec();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), KEYS.len());
    }

    #[test]
    fn the_search_agrees_with_plain_minimax_on_small_boards() {
        for (pits, seeds, capture) in [(3, 2, Capture::Standard), (3, 2, Capture::Empty), (3, 3, Capture::Standard)] {
            let board = Board { pits, seeds, capture };
            let game = Kalah::start(board);
            let result = Search::new(&game, Limits::unlimited(), Settings::default()).run();
            assert!(result.exact, "{board:?}");
            let (plain, _) = minimax(&game, game.plies_left_bound());
            assert_eq!(result.score, plain, "{board:?}");
        }
    }
}
