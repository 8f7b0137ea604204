//! `fit chess`: plays the self-play games with the hand-set weights, fits the weights to their quiet
//! positions ([`super::fitting`]), prints them as the source file [`super::fitted`] and measures them against
//! the hand-set ones in a match. The command line finds it through the engine
//! ([`crate::ai::Engine::fitter`]). Everything at a node budget and from the seed, so that on one build the
//! same command makes the same file.

use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::fitting::{self, Options, Samples};
use super::selfplay;
use super::weights::{GROUPS, HAND_SET, Weights};
use crate::ai::any::FitJob;

/// Steps down the gradient.
const STEPS: u32 = 600;
/// The shares of the game's result in a position's label tried (the rest is its search's value).
const SHARES: [f64; 3] = [1.0, 0.5, 0.0];
/// The pulls back towards the hand-set weights tried (see [`Options::prior`]).
const PRIORS: [f64; 4] = [1e-9, 1e-8, 1e-7, 1e-6];

/// Runs `job` (see [`crate::ai::any::Fitter`]).
pub fn fit(job: &FitJob, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    let reversi_only = [
        ("--ablate", job.ablate.is_some()),
        ("--edges-out", job.edges_out.is_some()),
        ("--solver-out", job.solver_out.is_some()),
    ];
    if let Some((flag, _)) = reversi_only.iter().find(|(_, given)| *given) {
        let _ = writeln!(err, "error: {flag} is Reversi's; chess's fit prints its weights (see --help)");
        return Ok(2);
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    // The games run on their threads; this one tells their progress.
    let done = AtomicUsize::new(0);
    let games = std::thread::scope(|scope| {
        let playing = scope.spawn(|| {
            fitting::play_games(job.games, job.seed, job.nodes, threads, &HAND_SET, &|n| {
                done.store(n, Ordering::Relaxed);
            })
        });
        let mut told = 0;
        while !playing.is_finished() {
            std::thread::sleep(Duration::from_millis(200));
            let now = done.load(Ordering::Relaxed);
            if now >= told + (job.games as usize / 20).max(1) {
                told = now;
                let _ = writeln!(err, "fit: {now} of {} games", job.games);
            }
        }
        playing.join()
    });
    let Ok(games) = games else {
        let _ = writeln!(err, "error: a self-play game failed");
        return Ok(1);
    };
    let mut samples = Samples::new(games);
    let _ = writeln!(err, "fit: {} positions, {} held out", samples.fitted.len(), samples.held_out.len());
    if samples.fitted.is_empty() || samples.held_out.is_empty() {
        let _ = writeln!(err, "error: the games left too few quiet positions to fit (play more of them)");
        return Ok(1);
    }
    let k = fitting::fit_k(&samples.fitted, &HAND_SET);
    // A few blends of the labels and pulls back to the start: the fit whose weights predict the held-out games
    // best is kept.
    let mut best: Option<(f64, f64, f64, Weights)> = None;
    for share in SHARES {
        samples.label(k, share);
        let fitted = &samples.fitted;
        let fits = selfplay::parallel(PRIORS.len(), threads, &|i| {
            let options = Options { k, steps: STEPS, prior: PRIORS[i] };
            fitting::fit(fitted, &HAND_SET, options, &mut |_, _| {})
        });
        for (&prior, weights) in PRIORS.iter().zip(fits) {
            let held_out = fitting::error(&samples.held_out, &weights, k);
            let _ = writeln!(err, "fit: results {share}, pull {prior:e}: error {held_out:.5} on the held-out games");
            if best.as_ref().is_none_or(|(error, ..)| held_out < *error) {
                best = Some((held_out, share, prior, weights));
            }
        }
    }
    let Some((_, share, prior, fitted)) = best else { return Ok(1) };
    let errors =
        [&HAND_SET, &fitted].map(|w| (fitting::error(&samples.fitted, w, k), fitting::error(&samples.held_out, w, k)));
    let _ = writeln!(err, "fit: playing the fitted weights against the hand-set ones, {} games", job.pairs * 2);
    let leaked: &'static Weights = Box::leak(Box::new(fitted.clone()));
    let tally = selfplay::compare(leaked, &HAND_SET, job.pairs, job.nodes, job.seed ^ 0x5EED, threads);
    writeln!(out, "//! The weights the engine plays with, fitted to self-play: made by")?;
    writeln!(
        out,
        "//! `minimax-arcade fit chess --games {} --seed {} --nodes {} --pairs {}`, which prints this file.",
        job.games, job.seed, job.nodes, job.pairs
    )?;
    writeln!(out, "//!")?;
    writeln!(
        out,
        "//! {} positions fitted, {} held out (every tenth game); k = {k:.4}; labels {share} the game's result and",
        samples.fitted.len(),
        samples.held_out.len()
    )?;
    writeln!(out, "//! {} the search's value; pull to the hand-set weights {prior:e}.", 1.0 - share)?;
    writeln!(
        out,
        "//! Mean squared error of the results, fitted and held out: hand-set {:.5} and {:.5}, fitted {:.5} and {:.5}.",
        errors[0].0, errors[0].1, errors[1].0, errors[1].1
    )?;
    let elo = tally.elo().map_or(String::new(), |(elo, margin)| format!(", {elo:+.0} ± {margin:.0} Elo"));
    writeln!(
        out,
        "//! Against the hand-set weights, {} games at {} nodes a move: won {}, drawn {}, lost {}; score {:.3}{elo}.",
        tally.games(),
        job.nodes,
        tally.won,
        tally.drawn,
        tally.lost,
        tally.score()
    )?;
    writeln!(out)?;
    writeln!(out, "use super::weights::Weights;")?;
    writeln!(out)?;
    writeln!(out, "#[rustfmt::skip]")?;
    writeln!(out, "pub const FITTED: Weights = Weights([")?;
    for group in GROUPS.windows(2) {
        let ((name, first), (_, end)) = (group[0], group[1]);
        writeln!(out, "    // {name}")?;
        for row in fitted.0[first..end].chunks(8) {
            let cells: Vec<String> = row.iter().map(|(mg, eg)| format!("({mg}, {eg})")).collect();
            writeln!(out, "    {},", cells.join(", "))?;
        }
    }
    writeln!(out, "]);")?;
    Ok(0)
}
