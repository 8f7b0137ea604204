//! Fitting the evaluation's weights ([`super::features::WEIGHTS`]) and edge table ([`super::patterns`]) to
//! positions from self-play, each labelled by an exact solve: `minimax-arcade fit reversi --games N`.
//! The exact solver's own evaluation ([`super::solver_model`]) is fitted to the same kind of games by
//! [`fit_solver`]: `minimax-arcade fit reversi --solver-out FILE`.
//!
//! Each game starts with a few random moves (so that games differ), then both sides play a two-move search
//! with the weights of the moment, with an occasional random move, and from `solve_at` empty squares on the
//! solver's best moves. Every position is kept and labelled with an exact final margin (for its own side to
//! move): a position with `solve_at` empties or fewer with its own, an earlier one with that of the first
//! position the game reached with `solve_at` or fewer: what the game came to under good play from there.
//! Least squares then fit, phase by phase, the weights and edge values whose sum best predicts the label
//! (`fit_phase`). One game in five is held out: the fitted
//! and the shipped model are both measured on it, as the root-mean-square error of the prediction, in discs.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::endgame::Solver;
use super::features::{Board, FEATURES, PHASES, phase, score};
use super::patterns::{EDGE_CONFIGS, Model, edge_indices, mirror};
use super::selfplay::Searcher;
use super::solver_model::{self, BANDS, SolverModel, band};
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
    /// The features' weights and the edge table, in hundredths of a disc, by phase.
    pub model: Model,
    /// Positions fitted on, and held out, by phase.
    pub fitted: [usize; PHASES],
    pub held_out: [usize; PHASES],
    /// The root-mean-square error on the held-out positions, in discs: the shipped model's, the fitted one's.
    pub error_before: [f64; PHASES],
    pub error_after: [f64; PHASES],
}

/// One kept position: its features, its edges' configurations, its phase, and the side to move (0 or 1, to
/// sign the label).
#[derive(Clone, Copy)]
struct Kept {
    features: [i32; FEATURES],
    edges: [u16; 4],
    phase: usize,
    empties: u32,
    side: usize,
}

/// A position to fit: what the evaluation sees, and the label, for the side to move, in discs.
#[derive(Clone, Copy)]
struct Sample {
    features: [i32; FEATURES],
    edges: [u16; 4],
    y: f64,
}

/// Rounds of fitting the features' weights and the edge table in turn, and sweeps over the table a round.
const ROUNDS: usize = 4;
const SWEEPS: usize = 8;
/// The edge table's ridge, in positions: a configuration seen this often moves halfway to what its positions
/// say (rare ones stay near nothing).
const EDGE_RIDGE: f64 = 20.0;

/// Plays `options.games` games on the 8×8 board and fits the weights and the edge table to them; `progress`
/// hears of each game played.
pub fn fit(options: Options, progress: &mut dyn FnMut(u32)) -> Fitted {
    let size = Size::EIGHT;
    let total = size.squares() as u32;
    let board = Board::new(size);
    let mut solver = Solver::new(size, 20).ordered_by_midgame_evaluation();
    let mut rng = SmallRng::seed_from_u64(options.seed);
    let mut train: [Vec<Sample>; PHASES] = Default::default();
    let mut held: [Vec<Sample>; PHASES] = Default::default();
    for game in 0..options.games {
        for (k, label) in play_one(&board, &mut solver, &mut rng, options.solve_at, total) {
            let y = if k.side == 0 { label } else { -label } as f64;
            let sample = Sample { features: k.features, edges: k.edges, y };
            if game % 5 == 4 { &mut held[k.phase] } else { &mut train[k.phase] }.push(sample);
        }
        progress(game + 1);
    }
    let mut model = Model::without_edges([[0; FEATURES]; PHASES]);
    for (p, samples) in train.iter().enumerate() {
        let (weights, edges) = fit_phase(samples);
        model.weights[p] = weights.map(|x| (x * 100.0).round() as i32);
        for (cell, e) in model.edges[p].iter_mut().zip(&edges) {
            *cell = (e * 100.0).round().clamp(i16::MIN as f64, i16::MAX as f64) as i16;
        }
    }
    let shipped = Model::shipped();
    let error = |model: &Model, samples: &[Sample], p: usize| {
        let squares: f64 = samples.iter().map(|s| (predict(model, s, p) as f64 / 100.0 - s.y).powi(2)).sum();
        (squares / samples.len().max(1) as f64).sqrt()
    };
    Fitted {
        fitted: train.each_ref().map(Vec::len),
        held_out: held.each_ref().map(Vec::len),
        error_before: std::array::from_fn(|p| error(shipped, &held[p], p)),
        error_after: std::array::from_fn(|p| error(&model, &held[p], p)),
        model,
    }
}

/// What a fit of the solver's model found.
pub struct FittedSolver {
    pub model: SolverModel,
    pub fitted: [usize; BANDS],
    /// The root-mean-square error on held-out positions, in discs: the midgame model's, the fitted one's.
    pub error_before: [f64; BANDS],
    pub error_after: [f64; BANDS],
}

/// A position to fit the solver's model on: its features, its patterns' configurations, its label.
struct Patterned {
    features: [i32; FEATURES],
    edges: [u16; 4],
    phase: usize,
    indices: Vec<(u8, u32)>,
    y: f64,
}

/// Plays `options.games` games (on two threads, as [`fit`] plays them) and fits the exact solver's own
/// evaluation ([`SolverModel`]) to their positions with [`solver_model::FIRST`] to
/// [`solver_model::MOST_FITTED`] empty squares, band by band: each labelled as [`fit`] labels them (its own
/// exact margin where it has `solve_at` empties or fewer). One game in five is held out, and both the
/// midgame evaluation and the fitted model are measured on it.
pub fn fit_solver(options: Options, progress: &mut dyn FnMut(u32)) -> FittedSolver {
    let board = Board::new(Size::EIGHT);
    let samples = generate_solver_samples(options, progress).into_iter().map(|(game, empties, own, opp, y)| {
        let mut indices = Vec::new();
        solver_model::quick_indices(own, opp, &mut indices);
        let edges = edge_indices(own, opp).map(|i| i as u16);
        let phase = phase(empties, Size::EIGHT.squares() as u32);
        let sample = Patterned { features: board.features(own, opp), edges, phase, indices, y };
        (game, band(empties), sample)
    });
    let mut train: [Vec<Patterned>; BANDS] = Default::default();
    let mut held: [Vec<Patterned>; BANDS] = Default::default();
    for (game, b, sample) in samples {
        if game % 5 == 4 { &mut held[b] } else { &mut train[b] }.push(sample);
    }
    let mut model = SolverModel::zero();
    for (b, samples) in train.iter().enumerate() {
        let (weights, tables) = fit_patterns(samples);
        model.weights[b] = weights.map(|x| (x * 100.0).round() as i32);
        for (table, fitted) in model.tables[b].iter_mut().zip(&tables) {
            for (cell, e) in table.iter_mut().zip(fitted) {
                *cell = (e * 100.0).round().clamp(i16::MIN as f64, i16::MAX as f64) as i16;
            }
        }
    }
    let rms = |errors: &mut dyn Iterator<Item = f64>| {
        let (sum, n) = errors.fold((0.0, 0usize), |(s, n), e| (s + e * e, n + 1));
        (sum / n.max(1) as f64).sqrt()
    };
    let shipped = Model::shipped();
    FittedSolver {
        fitted: train.each_ref().map(Vec::len),
        error_before: std::array::from_fn(|b| {
            rms(&mut held[b].iter().map(|s| {
                let sample = Sample { features: s.features, edges: s.edges, y: s.y };
                predict(shipped, &sample, s.phase) as f64 / 100.0 - s.y
            }))
        }),
        error_after: std::array::from_fn(|b| {
            let (w, t) = (&model.weights[b], &model.tables[b]);
            rms(&mut held[b].iter().map(|s| {
                let tables: i32 = s.indices.iter().map(|&(k, i)| i32::from(t[k as usize][i as usize])).sum();
                (score(&s.features, w) + tables) as f64 / 100.0 - s.y
            }))
        }),
        model,
    }
}

/// Self-play positions for the solver's model: (game, empties, own, opp, label for the mover).
fn generate_solver_samples(options: Options, progress: &mut dyn FnMut(u32)) -> Vec<(u32, u32, u64, u64, f64)> {
    let played = std::sync::atomic::AtomicU32::new(0);
    // Two threads whatever the machine: each plays every other game with a generator seeded by its number,
    // so the games, and so the file a fit writes, are the same everywhere.
    let threads = 2u64;
    let parts: Vec<Vec<(u32, u32, u64, u64, f64)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let played = &played;
                scope.spawn(move || {
                    let size = Size::EIGHT;
                    let total = size.squares() as u32;
                    let board = Board::new(size);
                    let mut solver = Solver::new(size, 20).ordered_by_midgame_evaluation();
                    let mut rng = SmallRng::seed_from_u64(options.seed * 1000 + t);
                    let mut out = Vec::new();
                    let mut game = t as u32;
                    while game < options.games {
                        for (k, label, own, opp) in
                            play_one_boards(&board, &mut solver, &mut rng, options.solve_at, total)
                        {
                            if k.empties < solver_model::FIRST || k.empties > solver_model::MOST_FITTED {
                                continue;
                            }
                            let y = if k.side == 0 { label } else { -label } as f64;
                            out.push((game, k.empties, own, opp, y));
                        }
                        played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        game += threads as u32;
                    }
                    out
                })
            })
            .collect();
        let mut told = 0;
        while handles.iter().any(|h| !h.is_finished()) {
            std::thread::sleep(std::time::Duration::from_millis(100));
            let n = played.load(std::sync::atomic::Ordering::Relaxed);
            for k in told + 1..=n {
                progress(k);
            }
            told = told.max(n);
        }
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    parts.into_iter().flatten().collect()
}

/// The ridge of the pattern tables, in positions.
/// (Measured on 20,000 games: 5 and 30 fitted the training positions closely and the held-out ones worse.)
const PATTERN_RIDGE: f64 = 150.0;

/// Least squares on one band's samples: the features' weights by the normal equations, each shape's table
/// in turn by damped means of what the rest leaves unexplained.
fn fit_patterns(samples: &[Patterned]) -> ([f64; FEATURES], Vec<Vec<f64>>) {
    let shapes = &*solver_model::SHAPES;
    let mut weights = [0f64; FEATURES];
    let mut tables: Vec<Vec<f64>> = shapes.iter().map(|s| vec![0f64; s.configs()]).collect();
    let features =
        |s: &Patterned, w: &[f64; FEATURES]| s.features.iter().zip(w).map(|(&f, w)| f as f64 * w).sum::<f64>();
    let table = |s: &Patterned, t: &[Vec<f64>]| s.indices.iter().map(|&(k, i)| t[k as usize][i as usize]).sum::<f64>();
    // A configuration and its mirror images as one (each cell moved by its class's mean: they stay equal).
    let canonical: Vec<Vec<u32>> = shapes.iter().map(solver_model::Shape::canonical).collect();
    for _ in 0..ROUNDS {
        let rows = samples.iter().map(|s| (&s.features, s.y - table(s, &tables)));
        weights = feature_weights(rows, samples.len()).unwrap_or(weights);
        for _ in 0..SWEEPS {
            for (k, shape) in shapes.iter().enumerate() {
                let (mut sum, mut count) = (vec![0f64; shape.configs()], vec![0f64; shape.configs()]);
                for s in samples {
                    let residual = s.y - features(s, &weights) - table(s, &tables);
                    for &(kk, i) in &s.indices {
                        if kk as usize == k {
                            let class = canonical[k][i as usize] as usize;
                            sum[class] += residual;
                            count[class] += 1.0;
                        }
                    }
                }
                let step = 1.0 / shape.instances.len() as f64;
                for (cell, &class) in tables[k].iter_mut().zip(&canonical[k]) {
                    *cell += step * sum[class as usize] / (count[class as usize] + PATTERN_RIDGE);
                }
            }
        }
    }
    (weights, tables)
}

/// A model's value of a sample in phase `p`, in hundredths of a disc.
fn predict(model: &Model, sample: &Sample, p: usize) -> i32 {
    let edges: i32 = sample.edges.iter().map(|&i| i32::from(model.edges[p][i as usize])).sum();
    score(&sample.features, &model.weights[p]) + edges
}

/// Least squares on one phase's samples: the features' weights and the edge table (in discs), fitted in
/// turn: the weights by the normal equations (with a little ridge, so that features that rarely differ keep
/// small weights) on what the table leaves; the table by damped sweeps, each configuration moved towards the
/// mean of what its positions leave unexplained (a quarter of the way: four edges share each position), a
/// configuration and its mirror image as one.
fn fit_phase(samples: &[Sample]) -> ([f64; FEATURES], Vec<f64>) {
    let mut weights = [0f64; FEATURES];
    let mut edges = vec![0f64; EDGE_CONFIGS];
    let canon: Vec<usize> = (0..EDGE_CONFIGS).map(|i| i.min(mirror(i))).collect();
    let features = |s: &Sample, w: &[f64; FEATURES]| s.features.iter().zip(w).map(|(&f, w)| f as f64 * w).sum::<f64>();
    let table = |s: &Sample, e: &[f64]| s.edges.iter().map(|&i| e[i as usize]).sum::<f64>();
    for _ in 0..ROUNDS {
        let rows = samples.iter().map(|s| (&s.features, s.y - table(s, &edges)));
        weights = feature_weights(rows, samples.len()).unwrap_or(weights);
        for _ in 0..SWEEPS {
            let (mut sum, mut count) = (vec![0f64; EDGE_CONFIGS], vec![0f64; EDGE_CONFIGS]);
            for s in samples {
                let residual = s.y - features(s, &weights) - table(s, &edges);
                for &i in &s.edges {
                    sum[canon[i as usize]] += residual;
                    count[canon[i as usize]] += 1.0;
                }
            }
            for i in 0..EDGE_CONFIGS {
                let c = canon[i];
                if c == i {
                    edges[i] += 0.25 * sum[i] / (count[i] + EDGE_RIDGE);
                }
            }
            for i in 0..EDGE_CONFIGS {
                edges[i] = edges[canon[i]];
            }
        }
    }
    (weights, edges)
}

/// One game of self-play: its positions with their labels, each the exact final margin for Black: for a
/// position with `solve_at` empty squares or fewer its own, for one with more that of the game's first
/// position with `solve_at` or fewer (or of its end, if it ended sooner).
fn play_one(board: &Board, solver: &mut Solver, rng: &mut SmallRng, solve_at: u32, total: u32) -> Vec<(Kept, i32)> {
    play_one_boards(board, solver, rng, solve_at, total).into_iter().map(|(k, l, _, _)| (k, l)).collect()
}

/// [`play_one`], each position with its discs (the mover's, the other's).
fn play_one_boards(
    board: &Board,
    solver: &mut Solver,
    rng: &mut SmallRng,
    solve_at: u32,
    total: u32,
) -> Vec<(Kept, i32, u64, u64)> {
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
        let kept = (ply >= openings).then(|| {
            (
                Kept {
                    features: board.features(own, opp),
                    edges: edge_indices(own, opp).map(|i| i as u16),
                    phase: phase(empties, total),
                    empties,
                    side,
                },
                own,
                opp,
            )
        });
        let mut best = None;
        if empties <= solve_at {
            // Solved here: the label of this position, and of every earlier one if it is the first.
            let margin = solver.exact(own, opp).unwrap_or(0);
            reached.get_or_insert(for_black(margin, side));
            late.extend(kept.map(|(k, o, p)| (k, for_black(margin, side), o, p)));
            best = solver.table_move(own, opp);
        } else {
            early.extend(kept);
        }
        let list: Vec<u8> = squares(legal).collect();
        let sq = if ply < openings || rng.random_bool(RANDOM_MOVES) {
            *list.choose(rng).unwrap_or(&list[0])
        } else {
            let searcher = Searcher { board, model: Model::shipped(), depth: 2 };
            best.filter(|sq| legal >> sq & 1 == 1).or_else(|| searcher.best_move(own, opp)).unwrap_or(list[0])
        };
        let turned = flips(own, opp, sq);
        (own, opp) = (opp & !turned, own | turned | 1 << sq);
        side = 1 - side;
        ply += 1;
    }
    // Over before any solve: the final count, empties to the winner, for Black.
    let label = reached.unwrap_or_else(|| for_black(solver.exact(own, opp).unwrap_or(0), side));
    early.into_iter().map(|(k, o, p)| (k, label, o, p)).chain(late).collect()
}

/// The features' weights that best predict what is left of each label (`rows`: a position's features and
/// that remainder, `n` of them) by the normal equations, with a little ridge on the diagonal in proportion to
/// the positions (so that features that rarely differ keep small weights); `None` if they are singular.
fn feature_weights<'a>(rows: impl Iterator<Item = (&'a [i32; FEATURES], f64)>, n: usize) -> Option<[f64; FEATURES]> {
    let mut xtx = [[0f64; FEATURES]; FEATURES];
    let mut xty = [0f64; FEATURES];
    for (features, y) in rows {
        for (i, &fi) in features.iter().enumerate() {
            xty[i] += fi as f64 * y;
            for (cell, &fj) in xtx[i].iter_mut().zip(features) {
                *cell += (fi * fj) as f64;
            }
        }
    }
    for (i, row) in xtx.iter_mut().enumerate() {
        row[i] += 1.0 + 0.01 * n as f64;
    }
    solve(xtx, xty)
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
    fn a_small_fit_of_the_solvers_model_fits_every_band_and_measures_it() {
        let mut played = 0;
        let fitted = fit_solver(Options { games: 12, seed: 3, solve_at: 12 }, &mut |n| played = n);
        assert_eq!(played, 12);
        assert!(fitted.fitted.iter().all(|&n| n > 0), "{:?}", fitted.fitted);
        for b in 0..BANDS {
            assert!(fitted.error_after[b].is_finite() && fitted.error_before[b].is_finite());
        }
        // The model learnt something: not every value is nothing.
        assert_ne!(fitted.model, SolverModel::zero());
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
