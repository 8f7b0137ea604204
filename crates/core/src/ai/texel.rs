//! Fitting an evaluation's weights to self-play (the "Texel" method, after the engine it was first described
//! for), for any family whose evaluation is a table of middlegame and endgame weights: the quiet positions of
//! many games, each labelled with its game's result, and the weights that make a logistic curve of the
//! evaluation predict those results best. Chess and checkers fit theirs with it (`fit chess`, `fit checkers`).
//!
//! The evaluation is linear in its weights once a position's terms are counted (a [`Trace`]): the
//! middlegame and endgame sums, tapered by the phase, times a cut, plus what no weight decides. The predicted
//! score for the first player is `1 / (1 + 10^(-k·e/400))` of its evaluation `e` (in the family's hundredths:
//! centipawns, hundredths of a man); `k` is first fitted to the starting weights alone, so that the weights
//! keep their scale, then every weight moves down the gradient of the mean squared error (with Adam's step
//! sizes: terms seen rarely still move). Every tenth game is held out to measure the error on games the fit
//! has not seen.
//!
//! Also here, what a family's fit does around it ([`drive`]): the self-play games played with progress told,
//! a few fits tried and the best on the held-out games kept, the fitted weights measured against the
//! starting ones in a match ([`crate::ai::selfplay`]), and the source file written ([`write_source`]).

use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::ai::any::FitJob;
use crate::ai::selfplay::{Score, parallel};

/// A middlegame and an endgame weight, in the family's hundredths.
pub type Pair = (i32, i32);

/// Where an evaluation's terms go, each weight's row with how many times it counts: weighed and summed (the
/// evaluation, [`Weighed`]), or counted (the fit's [`Trace`]). One walk over the board serves both, so the
/// fit sees exactly the terms the engine plays with.
pub trait Tally {
    fn add(&mut self, term: usize, times: i32);
}

/// A middlegame and an endgame score, summed as the evaluation goes.
pub struct Weighed<'w> {
    weights: &'w [Pair],
    pub mg: i32,
    pub eg: i32,
}

impl<'w> Weighed<'w> {
    pub fn new(weights: &'w [Pair]) -> Self {
        Weighed { weights, mg: 0, eg: 0 }
    }
}

impl Tally for Weighed<'_> {
    #[inline]
    fn add(&mut self, term: usize, times: i32) {
        let (mg, eg) = self.weights[term];
        self.mg += mg * times;
        self.eg += eg * times;
    }
}

/// How many times each term counts in a position, the first player's less the second's: what the fit needs
/// of a position besides its phase and what the weights do not decide.
#[derive(Clone, Debug)]
pub struct Trace {
    pub counts: Vec<i32>,
    sign: i32,
}

impl Trace {
    /// No term counted yet, of `terms`, the first player's to come.
    pub fn new(terms: usize) -> Trace {
        Trace { counts: vec![0; terms], sign: 1 }
    }

    /// The terms counted from now on are the second player's (they count against).
    pub fn second_player(&mut self) {
        self.sign = -1;
    }
}

impl Tally for Trace {
    fn add(&mut self, term: usize, times: i32) {
        self.counts[term] += self.sign * times;
    }
}

/// A position as the fit sees it: its terms that count (term, the first player's count less the second's),
/// its phase (1 a full board, 0 an empty one), the cut and the addition no weight decides, its game's result
/// for the first player, the value its search found for the first player, and what the fit aims at (see
/// [`Samples::label`]).
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
    /// A position whose terms counted `trace`, at `phase`, its score cut by `cut` and `offset` added after,
    /// its game's `result` and its search's value `searched` (both for the first player).
    pub fn new(trace: &Trace, phase: f64, cut: f64, offset: f64, result: f64, searched: i32) -> Sample {
        let terms = trace
            .counts
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count != 0)
            .map(|(term, &count)| (term as u16, count as i16))
            .collect();
        Sample { terms, phase, cut, offset, result, searched: f64::from(searched), target: result }
    }

    /// The first player's evaluation under `weights`.
    pub fn eval(&self, weights: &[(f64, f64)]) -> f64 {
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

pub fn as_floats(weights: &[Pair]) -> Vec<(f64, f64)> {
    weights.iter().map(|&(mg, eg)| (f64::from(mg), f64::from(eg))).collect()
}

pub fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

/// The mean squared error of the predicted results (of the games, not the fit's targets).
pub fn error(samples: &[Sample], weights: &[Pair], k: f64) -> f64 {
    mean_error(samples, &as_floats(weights), k)
}

fn mean_error(samples: &[Sample], weights: &[(f64, f64)], k: f64) -> f64 {
    let sum: f64 = samples.iter().map(|s| (s.result - sigmoid(k, s.eval(weights))).powi(2)).sum();
    sum / samples.len().max(1) as f64
}

/// The `k` with the least error for `weights` (a golden-section search: the error is smooth in `k`).
pub fn fit_k(samples: &[Sample], weights: &[Pair]) -> f64 {
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
/// little of stays near where it was).
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub k: f64,
    pub steps: u32,
    pub prior: f64,
}

/// Weights from `start` fitted to `samples`' targets; `progress` hears the step and the error of the targets
/// every so often.
pub fn fit(samples: &[Sample], start: &[Pair], options: Options, progress: &mut dyn FnMut(u32, f64)) -> Vec<Pair> {
    let Options { k, steps, prior } = options;
    let terms = start.len();
    let origin = as_floats(start);
    let mut weights = as_floats(start);
    // Adam: each weight's step from its running mean gradient and mean squared gradient.
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut first = vec![(0.0, 0.0); terms];
    let mut second = vec![(0.0, 0.0); terms];
    let slope = k * std::f64::consts::LN_10 / 400.0;
    for step in 1..=steps {
        let mut gradient = vec![(0.0f64, 0.0f64); terms];
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
        // A step of a hundredth at first, a tenth of one at the end.
        let rate = 1.0 - 0.9 * f64::from(step) / f64::from(steps);
        let n = samples.len().max(1) as f64;
        for term in 0..terms {
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
    weights.iter().map(|&(mg, eg)| (mg.round() as i32, eg.round() as i32)).collect()
}

/// Steps down the gradient.
const STEPS: u32 = 600;
/// The shares of the game's result in a position's label tried (the rest is its search's value).
const SHARES: [f64; 3] = [1.0, 0.5, 0.0];
/// The pulls back towards the starting weights tried (see [`Options::prior`]).
const PRIORS: [f64; 4] = [1e-9, 1e-8, 1e-7, 1e-6];

/// What [`drive`] found: the fitted weights, how (the curve's `k`, the results' share of the labels, the
/// pull back), the positions fitted and held out, the mean squared error of the starting and the fitted
/// weights (on the fitted positions and the held-out ones), and the fitted weights' match against the
/// starting ones.
pub struct Fitted {
    pub weights: Vec<Pair>,
    pub k: f64,
    pub share: f64,
    pub prior: f64,
    pub positions: (usize, usize),
    pub errors: [(f64, f64); 2],
    pub score: Score,
}

/// A family's fit: `play` plays `games` games of self-play with the starting weights `start` (on `threads`
/// threads, telling each game done) and gives each game's samples; a few blends of the labels and pulls back
/// are fitted, and the one whose weights predict the held-out games best is kept and measured by `compare`
/// (the fitted weights' match against the starting ones). Progress goes to `err`; an error says why the
/// fit could not be made.
pub fn drive(
    games: u32,
    threads: usize,
    start: &[Pair],
    play: &(dyn Fn(&(dyn Fn(usize) + Sync)) -> Vec<Vec<Sample>> + Sync),
    compare: &dyn Fn(&[Pair]) -> Score,
    err: &mut dyn Write,
) -> Result<Fitted, String> {
    // The games run on their threads; this one tells their progress.
    let done = AtomicUsize::new(0);
    let played = std::thread::scope(|scope| {
        let playing = scope.spawn(|| play(&|n| done.store(n, Ordering::Relaxed)));
        let mut told = 0;
        while !playing.is_finished() {
            std::thread::sleep(Duration::from_millis(200));
            let now = done.load(Ordering::Relaxed);
            if now >= told + (games as usize / 20).max(1) {
                told = now;
                let _ = writeln!(err, "fit: {now} of {games} games");
            }
        }
        playing.join()
    });
    let played = played.map_err(|_| "a self-play game failed".to_string())?;
    let mut samples = Samples::new(played);
    let _ = writeln!(err, "fit: {} positions, {} held out", samples.fitted.len(), samples.held_out.len());
    if samples.fitted.is_empty() || samples.held_out.is_empty() {
        return Err("the games left too few quiet positions to fit (play more of them)".into());
    }
    let k = fit_k(&samples.fitted, start);
    let mut best: Option<(f64, f64, f64, Vec<Pair>)> = None;
    for share in SHARES {
        samples.label(k, share);
        let fitted = &samples.fitted;
        let fits = parallel(PRIORS.len(), threads, &|i| {
            fit(fitted, start, Options { k, steps: STEPS, prior: PRIORS[i] }, &mut |_, _| {})
        });
        for (&prior, weights) in PRIORS.iter().zip(fits) {
            let held_out = error(&samples.held_out, &weights, k);
            let _ = writeln!(err, "fit: results {share}, pull {prior:e}: error {held_out:.5} on the held-out games");
            if best.as_ref().is_none_or(|(error, ..)| held_out < *error) {
                best = Some((held_out, share, prior, weights));
            }
        }
    }
    let Some((_, share, prior, weights)) = best else { return Err("nothing was fitted".into()) };
    let errors = [start, &weights[..]].map(|w| (error(&samples.fitted, w, k), error(&samples.held_out, w, k)));
    let _ = writeln!(err, "fit: playing the fitted weights against the starting ones");
    let score = compare(&weights);
    Ok(Fitted { weights, k, share, prior, positions: (samples.fitted.len(), samples.held_out.len()), errors, score })
}

/// Writes `fitted` as a source file: a comment saying how it was made (`command`, the games' `nodes` a
/// move, what the starting weights are called) and what it measured, then the table `name` of type `Weights`
/// with a comment for each of `groups` (its name and first row; the last row's name empty).
pub fn write_source(
    out: &mut dyn Write,
    command: &str,
    nodes: u64,
    start_name: &str,
    fitted: &Fitted,
    groups: &[(&str, usize)],
) -> io::Result<()> {
    let Fitted { k, share, prior, errors, score, .. } = fitted;
    writeln!(out, "//! The weights the engine plays with, fitted to self-play: made by")?;
    writeln!(out, "//! `minimax-arcade {command}`, which prints this file.")?;
    writeln!(out, "//!")?;
    writeln!(
        out,
        "//! {} positions fitted, {} held out (every tenth game); k = {k:.4}; labels {share} the game's result and",
        fitted.positions.0, fitted.positions.1
    )?;
    writeln!(out, "//! {} the search's value; pull to the {start_name} weights {prior:e}.", 1.0 - share)?;
    writeln!(
        out,
        "//! Mean squared error of the results, fitted and held out: {start_name} {:.5} and {:.5}, fitted {:.5} and {:.5}.",
        errors[0].0, errors[0].1, errors[1].0, errors[1].1
    )?;
    let elo = score.elo().map_or(String::new(), |(elo, margin)| format!(", {elo:+.0} ± {margin:.0} Elo"));
    writeln!(
        out,
        "//! Against the {start_name} weights, {} games at {nodes} nodes a move: won {}, drawn {}, lost {}; score {:.3}{elo}.",
        score.games(),
        score.won,
        score.drawn,
        score.lost,
        score.score()
    )?;
    writeln!(out)?;
    writeln!(out, "use super::weights::Weights;")?;
    writeln!(out)?;
    writeln!(out, "#[rustfmt::skip]")?;
    writeln!(out, "pub const FITTED: Weights = Weights([")?;
    for group in groups.windows(2) {
        let ((name, first), (_, end)) = (group[0], group[1]);
        writeln!(out, "    // {name}")?;
        for row in fitted.weights[first..end].chunks(8) {
            let cells: Vec<String> = row.iter().map(|(mg, eg)| format!("({mg}, {eg})")).collect();
            writeln!(out, "    {},", cells.join(", "))?;
        }
    }
    writeln!(out, "]);")
}

/// A family's `fit GAME` (its [`crate::ai::any::Fitter`]): refuses Reversi's flags, fits the starting
/// weights `start` with [`drive`] (`play` and `compare` as it takes them, given the threads to use) and
/// writes the fitted table with [`write_source`]; the exit status.
pub fn run(
    job: &FitJob,
    game: &str,
    start: &[Pair],
    groups: &[(&str, usize)],
    play: &(dyn Fn(usize, &(dyn Fn(usize) + Sync)) -> Vec<Vec<Sample>> + Sync),
    compare: &dyn Fn(usize, &[Pair]) -> Score,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<u8> {
    let reversi_only = [
        ("--ablate", job.ablate.is_some()),
        ("--edges-out", job.edges_out.is_some()),
        ("--solver-out", job.solver_out.is_some()),
    ];
    if let Some((flag, _)) = reversi_only.iter().find(|(_, given)| *given) {
        let _ = writeln!(err, "error: {flag} is Reversi's; the {game} fit prints its weights (see --help)");
        return Ok(2);
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let fitted =
        match drive(job.games, threads, start, &|progress| play(threads, progress), &|w| compare(threads, w), err) {
            Ok(fitted) => fitted,
            Err(why) => {
                let _ = writeln!(err, "error: {why}");
                return Ok(1);
            }
        };
    let command =
        format!("fit {game} --games {} --seed {} --nodes {} --pairs {}", job.games, job.seed, job.nodes, job.pairs);
    write_source(out, &command, job.nodes, "hand-set", &fitted, groups)?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position whose only term is term 0, counted `count` times, at `phase`, its game's `result`.
    fn sample(count: i32, phase: f64, result: f64) -> Sample {
        let mut trace = Trace::new(2);
        trace.add(0, count);
        trace.second_player();
        trace.add(1, 1);
        Sample::new(&trace, phase, 1.0, 0.0, result, 0)
    }

    const OPTIONS: Options = Options { k: 1.0, steps: 100, prior: 0.0 };
    const START: [Pair; 2] = [(100, 100), (0, 0)];

    #[test]
    fn a_sample_weighs_its_terms_tapered_by_the_phase() {
        let weights = [(100.0, 300.0), (10.0, 20.0)];
        // 2 × 100 - 10 in the middlegame, 2 × 300 - 20 in the endgame, half and half.
        assert!((sample(2, 0.5, 1.0).eval(&weights) - (190.0 + 580.0) / 2.0).abs() < 1e-9);
        assert!((sample(2, 1.0, 1.0).eval(&weights) - 190.0).abs() < 1e-9);
    }

    #[test]
    fn fitting_moves_a_weight_towards_the_results() {
        // One unit ahead, always winning: the unit's worth grows; always drawn: it shrinks.
        let worth = |result: f64| fit(&[sample(1, 1.0, result)], &START, OPTIONS, &mut |_, _| {})[0].0;
        assert!(worth(1.0) > START[0].0);
        assert!(worth(0.5) < START[0].0);
        let samples = [sample(1, 1.0, 1.0)];
        let fitted = fit(&samples, &START, OPTIONS, &mut |_, _| {});
        assert!(error(&samples, &fitted, 1.0) < error(&samples, &START, 1.0));
        // Pulled back to where it started, it moves less.
        let pulled = fit(&samples, &START, Options { prior: 1e-3, ..OPTIONS }, &mut |_, _| {});
        assert!((pulled[0].0 - START[0].0).abs() < (fitted[0].0 - START[0].0).abs(), "{pulled:?} {fitted:?}");
        // A full board moves only the middlegame weight.
        assert_eq!(fitted[0].1, START[0].1);
    }

    #[test]
    fn a_label_blends_the_result_and_the_search() {
        let mut trace = Trace::new(1);
        trace.add(0, 1);
        let mut samples = Samples::new(vec![vec![Sample::new(&trace, 1.0, 1.0, 0.0, 0.0, 400)]]);
        samples.label(1.0, 1.0);
        assert_eq!(samples.fitted[0].target, 0.0);
        samples.label(1.0, 0.0);
        assert!((samples.fitted[0].target - 1.0 / 1.1).abs() < 1e-9, "{}", samples.fitted[0].target);
        samples.label(1.0, 0.5);
        assert!((samples.fitted[0].target - 0.5 / 1.1).abs() < 1e-9);
    }

    #[test]
    fn k_is_fitted_where_the_error_is_least() {
        let samples = [sample(1, 1.0, 1.0), sample(1, 1.0, 0.5), sample(2, 1.0, 1.0)];
        let k = fit_k(&samples, &START);
        let best = error(&samples, &START, k);
        assert!(best <= error(&samples, &START, k * 1.2) && best <= error(&samples, &START, k / 1.2));
    }
}
