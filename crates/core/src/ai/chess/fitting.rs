//! Fitting the evaluation's weights to self-play (the "Texel" method, after the engine it was first
//! described for): the quiet positions of many games ([`super::selfplay`]), each labelled with its game's
//! result, and the weights that make a logistic curve of the evaluation predict those results best.
//!
//! The evaluation is linear in its weights once a position's terms are counted ([`ChessEval::trace`]): the
//! middlegame and endgame sums, tapered by the phase, times the cut of a drawish lead, plus what no weight
//! decides. The predicted score for White is `1 / (1 + 10^(-k·e/400))` of White's evaluation `e`; `k` is
//! first fitted to the starting weights alone, so that the weights keep their centipawn scale, then every
//! weight moves down the gradient of the mean squared error (with Adam's step sizes: terms seen rarely, such
//! as a king's square, still move). Every tenth game is held out to measure the error on games the fit has
//! not seen.

use super::eval::{ChessEval, FULL_PHASE};
use super::selfplay::{self, Played};
use super::weights::{TERMS, Weights};

/// A position as the fit sees it: its terms that count (term, White's count less Black's), its phase, the
/// cut and the addition no weight decides, its game's result for White, the value its search found for
/// White, and what the fit aims at (see [`Samples::label`]).
pub struct Sample {
    terms: Vec<(u16, i16)>,
    phase: f64,
    cut: f64,
    offset: f64,
    result: f64,
    searched: f64,
    target: f64,
}

impl Sample {
    /// `pos` for the fit, its game's result `result` and its search's value `searched`, its cut as `weights`
    /// decide it; None for a dead position.
    pub fn new(
        pos: &crate::rules::chess::Chess,
        result: f64,
        searched: i32,
        weights: &'static Weights,
    ) -> Option<Sample> {
        let (trace, phase, cut, offset) = ChessEval::with_weights(weights).trace(pos)?;
        let terms = trace
            .counts
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count != 0)
            .map(|(term, &count)| (term as u16, count as i16))
            .collect();
        let phase = f64::from(phase) / f64::from(FULL_PHASE);
        Some(Sample { terms, phase, cut, offset, result, searched: f64::from(searched), target: result })
    }

    /// White's evaluation under `weights`.
    fn eval(&self, weights: &[(f64, f64)]) -> f64 {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(term, count) in &self.terms {
            let (m, e) = weights[term as usize];
            mg += m * f64::from(count);
            eg += e * f64::from(count);
        }
        (mg * self.phase + eg * (1.0 - self.phase)) * self.cut + self.offset
    }
}

/// The positions of games played, as the fit's samples: those of every tenth game apart.
pub struct Samples {
    pub fitted: Vec<Sample>,
    pub held_out: Vec<Sample>,
}

/// A game's quiet positions as samples, their cuts as `weights` decide them (made as each game ends, so that
/// the positions, which carry their past, are not all kept at once).
pub fn game_samples(game: &Played, weights: &'static Weights) -> Vec<Sample> {
    game.positions.iter().filter_map(|(pos, value)| Sample::new(pos, game.result, *value, weights)).collect()
}

impl Samples {
    /// Each game's samples, in the order of the games.
    pub fn new(games: Vec<Vec<Sample>>) -> Samples {
        let (mut fitted, mut held_out) = (Vec::new(), Vec::new());
        for (index, game) in games.into_iter().enumerate() {
            if index % 10 == 9 { held_out.extend(game) } else { fitted.extend(game) }
        }
        Samples { fitted, held_out }
    }

    /// Sets what the fit aims at: of each position's predicted score, `share` from its game's result and the
    /// rest from its search's value seen through the curve at `k`. A result says what became of the position
    /// but is noisy (one game, many moves after); the search's value is the position's own but as weak as
    /// the search; a blend has less noise than either.
    pub fn label(&mut self, k: f64, share: f64) {
        for sample in &mut self.fitted {
            sample.target = share * sample.result + (1.0 - share) * sigmoid(k, sample.searched);
        }
    }
}

/// Plays `games` games of the series `seed` with `weights` on both sides, `nodes` nodes a move, on `threads`
/// threads: each game's samples ([`game_samples`]); `progress` hears of each game done.
pub fn play_games(
    games: u32,
    seed: u64,
    nodes: u64,
    threads: usize,
    weights: &'static Weights,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<Vec<Sample>> {
    let done = std::sync::atomic::AtomicUsize::new(0);
    selfplay::parallel(games as usize, threads, &|game| {
        let played = selfplay::play(&selfplay::start(seed, game as u64), weights, weights, nodes, true);
        progress(done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
        game_samples(&played, weights)
    })
}

fn as_floats(weights: &Weights) -> Vec<(f64, f64)> {
    weights.0.iter().map(|&(mg, eg)| (f64::from(mg), f64::from(eg))).collect()
}

fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

/// The mean squared error of the predicted results (of the games, not the fit's targets).
pub fn error(samples: &[Sample], weights: &Weights, k: f64) -> f64 {
    let floats = as_floats(weights);
    mean_error(samples, &floats, k)
}

fn mean_error(samples: &[Sample], weights: &[(f64, f64)], k: f64) -> f64 {
    let sum: f64 = samples.iter().map(|s| (s.result - sigmoid(k, s.eval(weights))).powi(2)).sum();
    sum / samples.len().max(1) as f64
}

/// The `k` with the least error for `weights` (a golden-section search: the error is smooth in `k`).
pub fn fit_k(samples: &[Sample], weights: &Weights) -> f64 {
    let floats = as_floats(weights);
    let (mut low, mut high) = (0.05, 4.0);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let (a, b) = (high - ratio * (high - low), low + ratio * (high - low));
        if mean_error(samples, &floats, a) < mean_error(samples, &floats, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// How the fit goes: the curve's `k`, the steps down the gradient, and the pull of each weight back towards
/// its starting value (`prior` times its distance, added to the error's gradient: a weight the positions say
/// little of, such as a king's square in the middle of the board, stays near where it was).
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub k: f64,
    pub steps: u32,
    pub prior: f64,
}

/// Weights from `start` fitted to `samples`' targets; `progress` hears the step and the error of the targets
/// every so often.
pub fn fit(samples: &[Sample], start: &Weights, options: Options, progress: &mut dyn FnMut(u32, f64)) -> Weights {
    let Options { k, steps, prior } = options;
    let origin = as_floats(start);
    let mut weights = as_floats(start);
    // Adam: each weight's step from its running mean gradient and mean squared gradient.
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut first = vec![(0.0, 0.0); TERMS];
    let mut second = vec![(0.0, 0.0); TERMS];
    let slope = k * std::f64::consts::LN_10 / 400.0;
    for step in 1..=steps {
        let mut gradient = vec![(0.0f64, 0.0f64); TERMS];
        for sample in samples {
            let predicted = sigmoid(k, sample.eval(&weights));
            let common = -2.0 * (sample.target - predicted) * predicted * (1.0 - predicted) * slope * sample.cut;
            let (to_mg, to_eg) = (common * sample.phase, common * (1.0 - sample.phase));
            for &(term, count) in &sample.terms {
                let g = &mut gradient[term as usize];
                g.0 += to_mg * f64::from(count);
                g.1 += to_eg * f64::from(count);
            }
        }
        // A step of a centipawn at first, a tenth of one at the end.
        let rate = 1.0 - 0.9 * f64::from(step) / f64::from(steps);
        let n = samples.len().max(1) as f64;
        for term in 0..TERMS {
            let pull = (prior * (weights[term].0 - origin[term].0), prior * (weights[term].1 - origin[term].1));
            let g = (gradient[term].0 / n + pull.0, gradient[term].1 / n + pull.1);
            let (m, v) = (&mut first[term], &mut second[term]);
            *m = (beta1 * m.0 + (1.0 - beta1) * g.0, beta1 * m.1 + (1.0 - beta1) * g.1);
            *v = (beta2 * v.0 + (1.0 - beta2) * g.0 * g.0, beta2 * v.1 + (1.0 - beta2) * g.1 * g.1);
            let (m_hat, v_hat) = (
                (m.0 / (1.0 - beta1.powi(step as i32)), m.1 / (1.0 - beta1.powi(step as i32))),
                (v.0 / (1.0 - beta2.powi(step as i32)), v.1 / (1.0 - beta2.powi(step as i32))),
            );
            weights[term].0 -= rate * m_hat.0 / (v_hat.0.sqrt() + epsilon);
            weights[term].1 -= rate * m_hat.1 / (v_hat.1.sqrt() + epsilon);
        }
        if step % 100 == 0 || step == steps {
            let sum: f64 = samples.iter().map(|s| (s.target - sigmoid(k, s.eval(&weights))).powi(2)).sum();
            progress(step, sum / n);
        }
    }
    let mut fitted = start.clone();
    for (pair, &(mg, eg)) in fitted.0.iter_mut().zip(&weights) {
        *pair = (mg.round() as i32, eg.round() as i32);
    }
    fitted
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::chess::weights::{HAND_SET, VALUE};
    use crate::rules::chess::Chess;

    fn sample(fen: &str, result: f64) -> Sample {
        Sample::new(&Chess::read_fen(fen).unwrap(), result, 0, &HAND_SET).unwrap()
    }

    #[test]
    fn a_sample_evaluates_as_the_engine_does_for_white() {
        use crate::ai::eval::Evaluator;
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "4k3/8/8/8/8/8/3PPP2/3QK3 w - - 0 1",
            "8/8/4k3/8/8/3K4/8/6NB w - - 0 1",
        ] {
            let pos = Chess::read_fen(fen).unwrap();
            let own = ChessEval::with_weights(&HAND_SET).evaluate(&pos);
            let white = if fen.contains(" w ") { own } else { -own };
            let fitted = sample(fen, 0.5).eval(&as_floats(&HAND_SET));
            // The engine divides in whole centipawns; the fit does not.
            assert!((fitted - f64::from(white)).abs() <= 2.0, "{fen}: {fitted} against {white}");
        }
    }

    const OPTIONS: Options = Options { k: 1.0, steps: 100, prior: 0.0 };

    #[test]
    fn fitting_moves_a_weight_towards_the_results() {
        // White a knight up, and always winning: the knight's worth should grow; the same, always drawn:
        // it should shrink.
        let fen = "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1";
        let knight = |result: f64| {
            let samples = vec![sample(fen, result)];
            fit(&samples, &HAND_SET, OPTIONS, &mut |_, _| {}).0[VALUE + 1]
        };
        let start = HAND_SET.0[VALUE + 1];
        let (won, drawn) = (knight(1.0), knight(0.5));
        assert!(won.0 + won.1 > start.0 + start.1, "{won:?}");
        assert!(drawn.0 + drawn.1 < start.0 + start.1, "{drawn:?}");
        let samples = vec![sample(fen, 1.0)];
        let fitted = fit(&samples, &HAND_SET, OPTIONS, &mut |_, _| {});
        assert!(error(&samples, &fitted, 1.0) < error(&samples, &HAND_SET, 1.0));
        // Pulled back to where it started, it moves less.
        let pulled = fit(&samples, &HAND_SET, Options { prior: 1e-3, ..OPTIONS }, &mut |_, _| {});
        let moved = |w: &Weights| (w.0[VALUE + 1].0 - start.0).abs() + (w.0[VALUE + 1].1 - start.1).abs();
        assert!(moved(&pulled) < moved(&fitted), "{:?} against {:?}", pulled.0[VALUE + 1], fitted.0[VALUE + 1]);
    }

    #[test]
    fn a_label_blends_the_result_and_the_search() {
        let pos = Chess::read_fen("4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1").unwrap();
        let mut samples = Samples::new(vec![vec![Sample::new(&pos, 0.0, 400, &HAND_SET).unwrap()]]);
        samples.label(1.0, 1.0);
        assert_eq!(samples.fitted[0].target, 0.0);
        samples.label(1.0, 0.0);
        assert!((samples.fitted[0].target - 1.0 / 1.1).abs() < 1e-9, "{}", samples.fitted[0].target);
        samples.label(1.0, 0.5);
        assert!((samples.fitted[0].target - 0.5 / 1.1).abs() < 1e-9);
    }

    #[test]
    fn k_is_fitted_where_the_error_is_least() {
        let samples = vec![
            sample("4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1", 1.0),
            sample("4k3/pppp4/8/8/8/8/PPPP4/1N2K3 b - - 0 1", 0.5),
        ];
        let k = fit_k(&samples, &HAND_SET);
        let best = error(&samples, &HAND_SET, k);
        assert!(best <= error(&samples, &HAND_SET, k * 1.2) && best <= error(&samples, &HAND_SET, k / 1.2));
    }
}
