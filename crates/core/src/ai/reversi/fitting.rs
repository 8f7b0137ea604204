//! Fitting the evaluation's weights ([`super::features::WEIGHTS`]) to positions from self-play, each labelled
//! by an exact solve: `minimax-arcade fit reversi --games N`.
//!
//! Each game starts with a few random moves (so that games differ), then both sides play a two-move search
//! with the weights of the moment, with an occasional random move, and from `solve_at` empty squares on the
//! solver's best moves. Every position is kept and labelled with an exact final margin (for its own side to
//! move): a position with `solve_at` empties or fewer with its own, an earlier one with that of the first
//! position the game reached with `solve_at` or fewer: what the game came to under good play from there. Least squares then fit, phase by phase, the weights whose sum best predicts
//! the label (with a little ridge, so that features that rarely differ keep small weights). One game in five
//! is held out: the fitted and the current weights are both measured on it, as the root-mean-square error of
//! the prediction, in discs.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::endgame::Solver;
use super::features::{Board, FEATURES, PHASES, WEIGHTS, phase, score};
use super::selfplay::Searcher;
use crate::rules::reversi::Reversi;
use crate::rules::reversi::bits::{Size, flips, moves, squares};
use crate::rules::{Family, Player};

/// How often a side of the self-play plays a random move after the opening.
const RANDOM_MOVES: f64 = 0.05;

/// What a fit is asked to do.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub games: u32,
    pub seed: u64,
    /// Empty squares at which a game is solved exactly and its positions labelled.
    pub solve_at: u32,
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct Fitted {
    /// The weights, in hundredths of a disc, a row per phase.
    pub weights: [[i32; FEATURES]; PHASES],
    /// Positions fitted on, and held out, by phase.
    pub fitted: [usize; PHASES],
    pub held_out: [usize; PHASES],
    /// The root-mean-square error on the held-out positions, in discs: the current weights', the fitted ones'.
    pub error_before: [f64; PHASES],
    pub error_after: [f64; PHASES],
}

/// One kept position: its features, its phase, and the side to move (0 or 1, to sign the label).
struct Kept {
    features: [i32; FEATURES],
    phase: usize,
    side: usize,
}

/// Plays `options.games` games on the 8×8 board and fits the weights to them; `progress` hears of each
/// game played.
pub fn fit(options: Options, progress: &mut dyn FnMut(u32)) -> Fitted {
    let size = Size::EIGHT;
    let total = size.squares() as u32;
    let board = Board::new(size);
    let mut solver = Solver::new(size, 20);
    let mut rng = SmallRng::seed_from_u64(options.seed);
    // Normal equations by phase: XᵀX and Xᵀy, for the fit and for the held-out error.
    let mut xtx = [[[0f64; FEATURES]; FEATURES]; PHASES];
    let mut xty = [[0f64; FEATURES]; PHASES];
    let mut held: Vec<([i32; FEATURES], usize, f64)> = Vec::new();
    let mut fitted = [0usize; PHASES];
    for game in 0..options.games {
        for (k, label) in play_one(&board, &mut solver, &mut rng, options.solve_at, total) {
            let y = if k.side == 0 { label } else { -label } as f64;
            if game % 5 == 4 {
                held.push((k.features, k.phase, y));
                continue;
            }
            fitted[k.phase] += 1;
            for (i, &fi) in k.features.iter().enumerate() {
                xty[k.phase][i] += fi as f64 * y;
                for (cell, &fj) in xtx[k.phase][i].iter_mut().zip(&k.features) {
                    *cell += (fi * fj) as f64;
                }
            }
        }
        progress(game + 1);
    }
    let mut weights = [[0i32; FEATURES]; PHASES];
    for p in 0..PHASES {
        let mut a = xtx[p];
        // Ridge: a little on the diagonal, in proportion to the positions.
        for (i, row) in a.iter_mut().enumerate() {
            row[i] += 1.0 + 0.01 * fitted[p] as f64;
        }
        let w = solve(a, xty[p]).unwrap_or([0.0; FEATURES]);
        weights[p] = w.map(|x| (x * 100.0).round() as i32);
    }
    let mut result =
        Fitted { weights, fitted, held_out: [0; PHASES], error_before: [0.0; PHASES], error_after: [0.0; PHASES] };
    for (features, p, y) in &held {
        result.held_out[*p] += 1;
        let before = score(features, &WEIGHTS[*p]) as f64 / 100.0 - y;
        let after = score(features, &result.weights[*p]) as f64 / 100.0 - y;
        result.error_before[*p] += before * before;
        result.error_after[*p] += after * after;
    }
    for p in 0..PHASES {
        let n = result.held_out[p].max(1) as f64;
        result.error_before[p] = (result.error_before[p] / n).sqrt();
        result.error_after[p] = (result.error_after[p] / n).sqrt();
    }
    result
}

/// One game of self-play: its positions with their labels, each the exact final margin for Black: for a
/// position with `solve_at` empty squares or fewer its own, for one with more that of the game's first
/// position with `solve_at` or fewer (or of its end, if it ended sooner).
fn play_one(board: &Board, solver: &mut Solver, rng: &mut SmallRng, solve_at: u32, total: u32) -> Vec<(Kept, i32)> {
    let mask = Size::EIGHT.mask();
    let start = Reversi::start(Size::EIGHT);
    let (mut own, mut opp) = (start.bits(Player::One), start.bits(Player::Two));
    let mut side = 0;
    let mut early = Vec::new();
    let mut late = Vec::new();
    let mut reached: Option<i32> = None;
    let openings = rng.random_range(4..=12);
    let mut ply = 0;
    let for_black = |margin: i32, side: usize| if side == 0 { margin } else { -margin };
    loop {
        let empty = mask & !(own | opp);
        let legal = moves(own, opp, empty);
        if legal == 0 {
            if moves(opp, own, empty) == 0 {
                break;
            }
            (own, opp, side) = (opp, own, 1 - side);
            continue;
        }
        let empties = empty.count_ones();
        let kept =
            (ply >= openings).then(|| Kept { features: board.features(own, opp), phase: phase(empties, total), side });
        let mut best = None;
        if empties <= solve_at {
            // Solved here: the label of this position, and of every earlier one if it is the first.
            let margin = solver.exact(own, opp).unwrap_or(0);
            reached.get_or_insert(for_black(margin, side));
            late.extend(kept.map(|k| (k, for_black(margin, side))));
            best = solver.table_move(own, opp);
        } else {
            early.extend(kept);
        }
        let list: Vec<u8> = squares(legal).collect();
        let sq = if ply < openings || rng.random_bool(RANDOM_MOVES) {
            *list.choose(rng).unwrap_or(&list[0])
        } else {
            let searcher = Searcher { board, weights: &WEIGHTS, depth: 2 };
            best.filter(|sq| legal >> sq & 1 == 1).or_else(|| searcher.best_move(own, opp)).unwrap_or(list[0])
        };
        let turned = flips(own, opp, sq);
        (own, opp) = (opp & !turned, own | turned | 1 << sq);
        side = 1 - side;
        ply += 1;
    }
    // Over before any solve: the final count, empties to the winner, for Black.
    let label = reached.unwrap_or_else(|| for_black(solver.exact(own, opp).unwrap_or(0), side));
    early.into_iter().map(|k| (k, label)).chain(late).collect()
}

/// `a` x = `b` by Gaussian elimination with partial pivoting; None if `a` is singular.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (pivot_row, pivot_b) = (a[col], b[col]);
        for (row, rb) in a.iter_mut().zip(b.iter_mut()).skip(col + 1) {
            let f = row[col] / pivot_row[col];
            for (cell, p) in row.iter_mut().zip(&pivot_row).skip(col) {
                *cell -= f * p;
            }
            *rb -= f * pivot_b;
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elimination_solves_a_system() {
        let mut a = [[0.0; FEATURES]; FEATURES];
        let mut b = [0.0; FEATURES];
        for i in 0..FEATURES {
            a[i][i] = 2.0;
            if i + 1 < FEATURES {
                a[i][i + 1] = 1.0;
            }
        }
        let x: Vec<f64> = (0..FEATURES).map(|i| i as f64 - 3.0).collect();
        for i in 0..FEATURES {
            b[i] = (0..FEATURES).map(|j| a[i][j] * x[j]).sum();
        }
        let found = solve(a, b).unwrap();
        for i in 0..FEATURES {
            assert!((found[i] - x[i]).abs() < 1e-9, "{found:?}");
        }
        assert!(solve([[0.0; FEATURES]; FEATURES], b).is_none());
    }

    #[test]
    fn a_small_fit_labels_its_positions_and_holds_some_out() {
        let mut played = 0;
        let fitted = fit(Options { games: 10, seed: 3, solve_at: 8 }, &mut |n| played = n);
        assert_eq!(played, 10);
        let positions: usize = fitted.fitted.iter().sum();
        assert!(positions > 200, "{positions}");
        assert!(fitted.held_out.iter().sum::<usize>() > 50, "two games of ten held out");
        for p in 0..PHASES {
            assert!(fitted.error_after[p].is_finite() && fitted.error_before[p].is_finite());
        }
    }
}
