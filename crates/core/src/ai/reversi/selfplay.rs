//! Small fixed-depth players on bitboards, for self-play: the games the weights are fitted on
//! ([`super::fitting`]), and the matches that measure what each term of the evaluation buys ([`ablate`]):
//! the evaluation with all its terms against the same evaluation without one, over many fast games from
//! random openings, each opening played twice with the colours swapped.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::features::{Board, NAMES, phase};
use super::patterns::Model;
use crate::rules::reversi::Reversi;
use crate::rules::reversi::bits::{Size, flips, moves, squares};
use crate::rules::{Family, Player};

/// The worth of a finished game, beyond any evaluation: its margin in discs, times this.
const FINISHED: i32 = 100_000;

/// A player searching `depth` moves with the evaluation `model` on the 8×8 board.
pub struct Searcher<'a> {
    pub board: &'a Board,
    pub model: &'a Model,
    pub depth: u32,
}

impl Searcher<'_> {
    /// The best move for `own` against `opp` (None: no move), the first of equals in square order.
    pub fn best_move(&self, own: u64, opp: u64) -> Option<u8> {
        let empty = !(own | opp);
        let mut best: Option<(i32, u8)> = None;
        for sq in squares(moves(own, opp, empty)) {
            let turned = flips(own, opp, sq);
            let alpha = best.map_or(-i32::MAX, |(v, _)| v);
            let value =
                -self.search(opp & !turned, own | turned | 1 << sq, self.depth.saturating_sub(1), -i32::MAX, -alpha);
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, sq));
            }
        }
        best.map(|(_, sq)| sq)
    }

    fn search(&self, own: u64, opp: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        let empty = !(own | opp);
        let legal = moves(own, opp, empty);
        if legal == 0 {
            if moves(opp, own, empty) == 0 {
                let (o, p) = (own.count_ones() as i32, opp.count_ones() as i32);
                return (o - p) * FINISHED;
            }
            return -self.search(opp, own, depth, -beta, -alpha);
        }
        if depth == 0 {
            return self.model.value(self.board, own, opp, phase(empty.count_ones(), 64));
        }
        let mut best = -i32::MAX;
        for sq in squares(legal) {
            let turned = flips(own, opp, sq);
            let value = -self.search(opp & !turned, own | turned | 1 << sq, depth - 1, -beta, -alpha);
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// A random opening of `plies` moves with no pass in it: the discs of the side to move, the other's.
fn opening(rng: &mut SmallRng, plies: u32) -> (u64, u64) {
    loop {
        let start = Reversi::start(Size::EIGHT);
        let (mut own, mut opp) = (start.bits(Player::One), start.bits(Player::Two));
        let mut ok = true;
        for _ in 0..plies {
            let list: Vec<u8> = squares(moves(own, opp, !(own | opp))).collect();
            let Some(&sq) = list.choose(rng) else {
                ok = false;
                break;
            };
            let turned = flips(own, opp, sq);
            (own, opp) = (opp & !turned, own | turned | 1 << sq);
        }
        if ok {
            return (own, opp);
        }
    }
}

/// The final disc margin for the side to move first from (`own`, `opp`), `first` playing it and `second`
/// the other side.
fn play(first: &Searcher, second: &Searcher, mut own: u64, mut opp: u64) -> i32 {
    let mut turn = 0;
    let mut passes = 0;
    while passes < 2 {
        let mover = if turn % 2 == 0 { first } else { second };
        match mover.best_move(own, opp) {
            Some(sq) => {
                let turned = flips(own, opp, sq);
                (own, opp) = (opp & !turned, own | turned | 1 << sq);
                passes = 0;
            }
            None => {
                (own, opp) = (opp, own);
                passes += 1;
            }
        }
        turn += 1;
    }
    let margin = own.count_ones() as i32 - opp.count_ones() as i32;
    if turn % 2 == 0 { margin } else { -margin }
}

/// What one term buys: the score (1 a win, ½ a draw) of the whole evaluation against it without the term.
#[derive(Clone, Debug)]
pub struct Worth {
    pub term: &'static str,
    pub games: u32,
    pub score: f64,
}

/// The score of `a` against `b` (1 a win, ½ a draw): `pairs` random openings of 6 to 10 moves, each played
/// twice with the colours swapped, both sides searching `depth` moves.
pub fn compare(a: &Model, b: &Model, pairs: u32, depth: u32, seed: u64) -> f64 {
    let board = Board::new(Size::EIGHT);
    let (a, b) = (Searcher { board: &board, model: a, depth }, Searcher { board: &board, model: b, depth });
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut points = 0.0;
    for _ in 0..pairs {
        let plies = rng.random_range(6..=10);
        let (own, opp) = opening(&mut rng, plies);
        for margin in [play(&a, &b, own, opp), -play(&b, &a, own, opp)] {
            points += match margin.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            };
        }
    }
    points / f64::from(2 * pairs)
}

/// For each term, the whole evaluation `model` against the same without the term ([`compare`]): each
/// feature's weights, then the edge table.
pub fn ablate(model: &Model, pairs: u32, depth: u32, seed: u64) -> Vec<Worth> {
    let mut worths: Vec<Worth> = NAMES
        .iter()
        .enumerate()
        .map(|(term, name)| {
            let mut without = model.clone();
            for row in &mut without.weights {
                row[term] = 0;
            }
            Worth { term: name, games: 2 * pairs, score: compare(model, &without, pairs, depth, seed) }
        })
        .collect();
    let without = Model::without_edges(model.weights);
    worths.push(Worth { term: "edge table", games: 2 * pairs, score: compare(model, &without, pairs, depth, seed) });
    worths
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reversi::features::{FEATURES, PHASES};

    #[test]
    fn a_searcher_takes_a_corner_and_a_game_is_scored_from_the_first_movers_side() {
        let board = Board::new(Size::EIGHT);
        let searcher = Searcher { board: &board, model: Model::shipped(), depth: 1 };
        // Own b1? No: own c1 and opponent b1 with a1 empty: a1 closes the line and takes the corner.
        let (own, opp) = (1u64 << 2 | 1 << 40, 1u64 << 1 | 1 << 41);
        let legal = moves(own, opp, !(own | opp));
        assert!(legal & 1 == 1 && legal.count_ones() > 1, "a1 and another move are legal");
        assert_eq!(searcher.best_move(own, opp), Some(0), "the corner");
        // A wipe-out: the first mover wins by all its discs.
        let (own, opp) = (1u64, 1u64 << 1);
        assert_eq!(play(&searcher, &searcher, own, opp), 3);
    }

    #[test]
    fn a_term_matched_against_itself_scores_a_half() {
        let zero = Model::without_edges([[0; FEATURES]; PHASES]);
        // With no weights at all, removing a term changes nothing: both sides play alike, colours swapped.
        let worth = ablate(&zero, 2, 1, 1);
        assert_eq!(worth.len(), FEATURES + 1, "each feature and the edge table");
        assert!(worth.iter().all(|w| w.score == 0.5 && w.games == 4), "{worth:?}");
    }
}
