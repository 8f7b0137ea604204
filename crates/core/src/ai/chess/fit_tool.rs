//! `fit chess`: plays the self-play games with the hand-set weights, fits the weights to their quiet
//! positions ([`crate::ai::eval::texel::drive`]), prints them as the source file [`super::fitted`] and
//! measures them against the hand-set ones in a match. The command line finds it through the engine
//! ([`crate::ai::Engine::fitter`]). Everything at a node budget and from the seed, so that on one build the
//! same command makes the same file.

use std::io::{self, Write};

use super::fitting;
use super::selfplay;
use super::weights::{GROUPS, HAND_SET, Weights};
use crate::ai::any::FitJob;
use crate::ai::eval::texel;

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
    let play = |progress: &(dyn Fn(usize) + Sync)| {
        fitting::play_games(job.games, job.seed, job.nodes, threads, &HAND_SET, progress)
    };
    let compare = |weights: &[texel::Pair]| {
        let mut fitted = HAND_SET.clone();
        fitted.0.copy_from_slice(weights);
        let leaked: &'static Weights = Box::leak(Box::new(fitted));
        selfplay::compare(leaked, &HAND_SET, job.pairs, job.nodes, job.seed ^ 0x5EED, threads)
    };
    let fitted = match texel::drive(job.games, threads, &HAND_SET.0, &play, &compare, err) {
        Ok(fitted) => fitted,
        Err(why) => {
            let _ = writeln!(err, "error: {why}");
            return Ok(1);
        }
    };
    let command =
        format!("fit chess --games {} --seed {} --nodes {} --pairs {}", job.games, job.seed, job.nodes, job.pairs);
    texel::write_source(out, &command, job.nodes, "hand-set", &fitted, &GROUPS)?;
    Ok(0)
}
