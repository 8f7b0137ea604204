//! Connect Four's bench on test files (`bench connect4 FILE...`): each position of a file of lines
//! `<moves> <score>` solved from an empty table and checked against its published score, with the time and
//! nodes it took. The command line finds it through the engine ([`crate::ai::Engine::test_set`]).

use std::io::{self, Write};
use std::time::Duration;

use web_time::Instant;

use super::position::{Geometry, Position};
use crate::ai::any::{TestFile, TestSet};
use crate::ai::exact::Metered;
use crate::rules::gravity::Gravity;

/// The table of the benchmark's solver: 2^23 entries, the size of the published solver's (8 million), cleared
/// before each position, as the published figures were measured.
const BENCH_TABLE_BITS: u8 = 23;

/// Connect Four's test set: files of lines `<moves> <score>`, such as the published ones of Pascal Pons'
/// "Solving Connect 4".
pub const TEST_SET: TestSet = TestSet { files: "test files (lines `<moves> <score>`)", run };

/// Scores every position of one test file, each from an empty table, and prints the figures.
fn run(file: &TestFile, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    let geometry = Geometry::connect_four();
    let mut settings = file.solvers.of::<Gravity>();
    settings.table_bits = file.options.get("table-bits").map_or(BENCH_TABLE_BITS, |bits| bits as u8);
    let mut solver = settings.solver(geometry);
    let (mut positions, mut correct, mut nodes, mut time) = (0u64, 0u64, 0u64, Duration::ZERO);
    let mut status = 0;
    for (index, line) in file.text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let mut words = line.split_whitespace();
        let parsed = (words.next(), words.next().and_then(|s| s.parse::<i32>().ok()));
        let (Some(moves), Some(expected)) = parsed else {
            let _ = writeln!(err, "{}: line {}: expected `<moves> <score>`", file.name, index + 1);
            status = 1;
            continue;
        };
        let Some(position) = Position::from_moves(geometry, moves) else {
            let _ = writeln!(err, "{}: line {}: not a Connect Four position that is still going", file.name, index + 1);
            status = 1;
            continue;
        };
        solver.reset();
        let started = Instant::now();
        let score = solver.score(&position, file.weak).expect("no budget, so an answer");
        time += started.elapsed();
        nodes += solver.nodes();
        positions += 1;
        let expected = if file.weak { expected.signum() } else { expected };
        if score == expected {
            correct += 1;
        } else {
            let _ = writeln!(err, "{}: line {}: {moves}: scored {score}, expected {expected}", file.name, index + 1);
            status = 1;
        }
    }
    let n = positions.max(1) as f64;
    let secs = time.as_secs_f64();
    writeln!(
        out,
        "{}: {positions} positions, {correct} scored right ({}), mean {:.3} ms, mean {:.0} nodes, {:.2} M nodes/s",
        file.name,
        if file.weak { "weak" } else { "strong" },
        secs * 1e3 / n,
        nodes as f64 / n,
        nodes as f64 / secs.max(1e-9) / 1e6,
    )?;
    out.flush()?;
    Ok(status)
}
