//! `bench` in a link (`index.html?bench`): the engine's benchmark searches ([`crate::ai::bench`]), timed as the
//! game starts and written to its log, one line each. In a browser the computer's searches run in slices
//! between frames, so how many nodes a move gets depends on how long the frames take; these searches run in
//! one piece, so their speed is the search's own in the page's WebAssembly engine. The browser test reads
//! them; natively the command line's `bench` does the same.

use std::time::Duration;

use bevy::prelude::*;
use web_time::Instant;

use super::persistence::Launched;
use crate::ai::bench::BENCH_CASES;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, time_the_engine.run_if(|launched: Res<Launched>| launched.bench));
}

/// How long each search is repeated for: a single one takes a few tens of milliseconds in a browser, too few
/// for a steady figure.
const AT_LEAST: Duration = Duration::from_secs(1);

/// Runs every benchmark search, again and again for [`AT_LEAST`], and logs its nodes, time and speed (the first
/// frame waits for them, as the link asked).
fn time_the_engine() {
    for case in BENCH_CASES {
        let started = Instant::now();
        let (mut runs, mut nodes) = (0u32, 0u64);
        while runs == 0 || started.elapsed() < AT_LEAST {
            nodes += case.run().nodes;
            runs += 1;
        }
        let seconds = started.elapsed().as_secs_f64();
        info!(
            "search bench: {} to depth {}: {runs} runs, {nodes} nodes in {:.0} ms, {:.0} nodes/s",
            case.name,
            case.depth,
            seconds * 1000.0,
            nodes as f64 / seconds
        );
    }
}
