//! `bench`: fixed searches, timed, with their node counts and speed.

use std::io::Write;
use std::time::Duration;

use web_time::Instant;

use crate::ai::{self, AnySearch, Limits, Settings, reference};
use crate::rules::GameSpec;
use crate::rules::mnk::Mnk;

/// A fixed search to time.
struct BenchCase {
    name: &'static str,
    spec: GameSpec,
    position: &'static str,
    depth: u32,
}

/// The benchmark positions: an opening of free-placement 7×6 four in a row (the side to move wins in seven
/// plies, which depth 7 proves) and an opening of Gomoku.
const BENCH_CASES: [BenchCase; 2] = [
    BenchCase { name: "7x6 k=4 free placement", spec: GameSpec::FOUR_IN_A_ROW, position: "25,18", depth: 7 },
    BenchCase { name: "15x15 k=5 (Gomoku)", spec: GameSpec::GOMOKU, position: "113,114,98,128,99,97", depth: 5 },
];

fn bench_line(
    out: &mut dyn Write,
    name: &str,
    what: &str,
    nodes: u64,
    time: Duration,
    extra: &str,
) -> std::io::Result<()> {
    let secs = time.as_secs_f64().max(1e-9);
    writeln!(
        out,
        "{name:<26} {what:<22} {nodes:>12} nodes {:>9.3} s {:>12.0} nodes/s  {extra}",
        secs,
        nodes as f64 / secs
    )
}

pub(super) fn bench(out: &mut dyn Write) -> std::io::Result<()> {
    let empty = Mnk::new(Mnk::TIC_TAC_TOE);
    let started = Instant::now();
    let (value, counts) = reference::minimax(&empty, u32::MAX);
    bench_line(
        out,
        "tictactoe, empty board",
        "plain minimax",
        counts.nodes,
        started.elapsed(),
        &format!("value {value}"),
    )?;
    let started = Instant::now();
    let (value, counts) = reference::alpha_beta(&empty, u32::MAX);
    bench_line(
        out,
        "tictactoe, empty board",
        "plain alpha-beta",
        counts.nodes,
        started.elapsed(),
        &format!("value {value}"),
    )?;
    let started = Instant::now();
    let result = ai::search(&empty, Limits::unlimited(), Settings::default());
    let score = result.convention_score().map_or("?".into(), |s| s.to_string());
    bench_line(out, "tictactoe, empty board", "engine", result.nodes, started.elapsed(), &format!("score {score}"))?;
    for case in BENCH_CASES {
        let position = case.spec.parse_position(case.position).expect("a valid benchmark position");
        let started = Instant::now();
        let result = AnySearch::new(&position, Limits::unlimited().with_depth(case.depth), Settings::default()).run();
        let best = result.best.map(|m| case.spec.move_text(m)).unwrap_or_default();
        let what = format!("engine, depth {}", case.depth);
        let extra = format!("best {best}, eval {:+}, position {}", result.score, case.position);
        bench_line(out, case.name, &what, result.nodes, started.elapsed(), &extra)?;
    }
    Ok(())
}
