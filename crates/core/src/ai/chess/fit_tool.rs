//! `fit chess`: plays the self-play games with the hand-set weights, fits the weights to their quiet
//! positions ([`crate::ai::texel::run`]), prints them as the source file [`super::fitted`] and
//! measures them against the hand-set ones in a match. The command line finds it through the engine
//! ([`crate::ai::Engine::fitter`]). Everything at a node budget and from the seed, so that on one build the
//! same command makes the same file.

use std::io::{self, Write};

use super::fitting;
use super::selfplay;
use super::weights::{GROUPS, HAND_SET, Weights};
use crate::ai::any::FitJob;
use crate::ai::texel::{self, Pair};

/// Runs `job` (see [`crate::ai::any::Fitter`]).
pub fn fit(job: &FitJob, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    let play = |threads, progress: &(dyn Fn(usize) + Sync)| {
        fitting::play_games(job.games, job.seed, job.nodes, threads, &HAND_SET, progress)
    };
    let compare = |threads, weights: &[Pair]| {
        let mut fitted = HAND_SET.clone();
        fitted.0.copy_from_slice(weights);
        let leaked: &'static Weights = Box::leak(Box::new(fitted));
        selfplay::compare(leaked, &HAND_SET, job.pairs, job.nodes, job.seed ^ 0x5EED, threads)
    };
    texel::run(job, "chess", &HAND_SET.0, &GROUPS, &play, &compare, out, err)
}
