//! `fit checkers`: plays the self-play games with the hand-set weights, fits the weights to their quiet
//! positions ([`crate::ai::texel::run`]), prints them as the source file [`super::fitted`] and
//! measures them against the hand-set ones in a match ([`super::selfplay`]). The command line finds it
//! through the engine ([`crate::ai::Engine::fitter`]). Everything at a node budget and from the seed, so that
//! on one build the same command makes the same file.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::database::{self, Database};
use super::selfplay;
use super::weights::{GROUPS, HAND_SET, Weights};
use crate::ai::any::FitJob;
use crate::ai::selfplay::parallel;
use crate::ai::texel::{self, Pair};

/// Runs `job` (see [`crate::ai::any::Fitter`]).
pub fn fit(job: &FitJob, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    // Both sides play with the endgame database, as the engine does: the games' ends are played right, and
    // their positions of four pieces or fewer, which the evaluation is never asked, are not fitted.
    let database = match database::DATA_FILE.bundled.map(Database::from_bytes) {
        Some(Ok(db)) => Some(Arc::new(db)),
        Some(Err(why)) => {
            let _ = writeln!(err, "error: the endgame database: {why}");
            return Ok(1);
        }
        None => None,
    };
    let play = |threads, progress: &(dyn Fn(usize) + Sync)| {
        let done = AtomicUsize::new(0);
        parallel(job.games as usize, threads, &|game| {
            let start = selfplay::start(job.seed, game as u64);
            let played = selfplay::play(&start, &HAND_SET, &HAND_SET, job.nodes, &database, true);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            played.samples()
        })
    };
    let compare = |threads, weights: &[Pair]| {
        let mut fitted = HAND_SET.clone();
        fitted.0.copy_from_slice(weights);
        let leaked: &'static Weights = Box::leak(Box::new(fitted));
        selfplay::compare(leaked, &HAND_SET, job.pairs, job.nodes, job.seed ^ 0x5EED, threads, &database)
    };
    texel::run(job, "checkers", &HAND_SET.0, &GROUPS, &play, &compare, out, err)
}
