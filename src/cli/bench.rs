//! `bench`: fixed searches, timed, with their node counts and speed.

use std::io::Write;
use std::time::Duration;

use web_time::Instant;

use super::{BenchArgs, Failure};
use crate::ai::any::test_set;
use crate::ai::any::{TestFile, TestSet};
use crate::ai::bench::{BENCH_CASES, reference_runs};
use crate::ai::{AnySearch, Limits};
use crate::rules::GameSpec;

/// One benchmark's line, written out at once (a run stopped part way shows what it finished).
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
    )?;
    out.flush()
}

/// `bench`: the fixed searches, or the Connect Four solver on test files.
pub(super) fn run(args: &BenchArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    if let (Some(depth), false) = (args.perft, args.files.is_empty()) {
        return match args.game.as_deref().map(str::parse::<GameSpec>) {
            Some(Ok(GameSpec::Chess(_))) => perft_suites(depth, &args.files, out, err),
            Some(Err(e)) => {
                let _ = writeln!(err, "error: {e}");
                Ok(2)
            }
            _ => {
                let _ = writeln!(err, "error: perft suites (FILE... --perft D) are read for chess");
                Ok(2)
            }
        };
    }
    if let Some(depth) = args.perft {
        let Some(name) = args.game.as_deref() else {
            let _ = writeln!(err, "error: bench --perft needs a game (bench GAME --perft D)");
            return Ok(2);
        };
        return match name.parse::<GameSpec>() {
            Ok(spec) => perft(spec, depth, out).map(|()| 0).map_err(Failure::Write),
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                Ok(2)
            }
        };
    }
    let Some(name) = args.game.as_deref().map(str::trim) else {
        if args.convert.is_some() {
            let _ = writeln!(err, "error: bench --convert needs a game (bench GAME --convert N)");
            return Ok(2);
        }
        return bench(out).map(|()| 0).map_err(Failure::Write);
    };
    let spec = match name.parse::<GameSpec>() {
        Ok(spec) => spec,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return Ok(2);
        }
    };
    if let Some(count) = args.convert {
        let Some(converter) = crate::ai::any::converter(spec) else {
            let _ = writeln!(err, "error: {spec} has no endgame database to convert the wins of");
            return Ok(2);
        };
        let job = crate::ai::any::ConvertJob { count, seed: args.seed, nodes: args.nodes };
        return converter(&job, out, err).map_err(Failure::Write);
    }
    match (test_set(spec), args.games) {
        (Some(set), None) if !args.files.is_empty() => test_files(spec, set, args, out, err),
        (_, Some(games)) if args.files.is_empty() => perfect_games(spec, games, args, out, err),
        (Some(set), None) => {
            let _ = writeln!(err, "error: bench {name} needs {} or --games N", set.files);
            Ok(2)
        }
        _ => {
            let _ = writeln!(
                err,
                "error: bench takes connect4 or reversi and test files, GAME --games N, GAME --perft D, or nothing"
            );
            Ok(2)
        }
    }
}

/// `bench GAME FILE...`: the family's bench on each file, with what the command line gives the game's engine.
fn test_files(
    spec: GameSpec,
    set: TestSet,
    args: &BenchArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let solvers = match super::solvers::solvers(&args.solver, spec, err) {
        Ok(solvers) => solvers,
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            return Ok(2);
        }
    };
    let options = super::solvers::options(&args.solver);
    let mut status = 0;
    for path in &args.files {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                let _ = writeln!(err, "error: {}: {e}", path.display());
                status = status.max(1);
                continue;
            }
        };
        let name = path.display().to_string();
        let (weak, best_only) = (args.solver.weak, args.best);
        let file = TestFile { spec, name: &name, text: &text, solvers: &solvers, options: &options, weak, best_only };
        status = status.max((set.run)(&file, out, err).map_err(Failure::Write)?);
    }
    Ok(status)
}

/// `bench GAME --perft D`: the lines of 1 to `depth` moves from the game's start, counted and timed, one line
/// per depth, `perft D <count> <seconds> s <nodes/s>`, each written out as soon as its depth is done (the
/// deeper ones can take hours, and a run stopped part way keeps what it finished).
fn perft(spec: GameSpec, depth: u32, out: &mut dyn Write) -> std::io::Result<()> {
    let start = spec.start();
    for d in 1..=depth {
        let clock = Instant::now();
        let count = start.perft(d);
        let secs = clock.elapsed().as_secs_f64().max(1e-9);
        writeln!(out, "perft {d} {count} {secs:.3} s {:.0}", count as f64 / secs)?;
        out.flush()?;
    }
    Ok(())
}

/// Plays `games` games of `spec`, the computer at Perfect against a seeded random player or the level
/// `--against` names (first in even games, second in odd ones), and prints how long each of the computer's
/// turns took: its move and then the analysis of the position it leaves, one after the other on one thread,
/// with the game's solver settings (and tables kept between searches unless `--fresh-tables`); then its moves
/// alone. A game where Perfect is not offered is refused.
fn perfect_games(
    spec: GameSpec,
    games: u32,
    args: &BenchArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use rand::seq::IndexedRandom;

    use crate::ai::{Level, analysis};
    use crate::rules::{AnyMove, Game};

    if !crate::ai::solves_outright(spec) {
        let _ = writeln!(err, "error: the computer plays {spec} at Hard: Perfect is offered only where it is solved");
        return Ok(2);
    }
    let mut solvers = match super::solvers::solvers(&args.solver, spec, err) {
        Ok(solvers) => solvers,
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            return Ok(2);
        }
    };
    if !args.fresh_tables {
        solvers = solvers.kept_between_searches();
    }
    super::solvers::prepare(spec, &solvers, err);
    let mut rng = SmallRng::seed_from_u64(2026);
    let (mut turns, mut alone): (Vec<Duration>, Vec<Duration>) = (Vec::new(), Vec::new());
    let mut nodes = 0u64;
    for game in 0..games {
        let mut position = spec.start();
        // The person moves first in even games; who moves next is the position's to say (a move again).
        let person = if game % 2 == 0 { crate::rules::Player::One } else { crate::rules::Player::Two };
        let mut moves: Vec<AnyMove> = Vec::new();
        while position.outcome().is_none() {
            let seed = u64::from(game) << 8 | u64::from(position.plies());
            if position.to_move() == person {
                let mv = match args.against {
                    None => {
                        position.legal_moves(&mut moves);
                        moves.choose(&mut rng).copied()
                    }
                    Some(level) => {
                        AnySearch::new(&position, level.limits(spec), level.settings(seed), &solvers).run().best
                    }
                };
                position.play(mv.expect("the game is not over"));
            } else {
                let started = Instant::now();
                let search =
                    AnySearch::new(&position, Level::Perfect.limits(spec), Level::Perfect.settings(seed), &solvers);
                let result = search.run();
                nodes += result.nodes;
                position.play(result.best.expect("the game is not over"));
                alone.push(started.elapsed());
                if position.outcome().is_none() {
                    nodes += analysis::analyse(&position, Limits::unlimited(), &solvers).run().nodes;
                }
                turns.push(started.elapsed());
            }
        }
    }
    let against = args.against.map_or_else(|| "a random player".to_string(), |level| format!("{level:?}"));
    let (turns, alone) = (Quantiles::of(turns), Quantiles::of(alone));
    writeln!(
        out,
        "{spec} at Perfect against {against}, {games} games, {} turns ({} tables): {turns}; {:.0} nodes a turn",
        turns.count,
        if args.fresh_tables { "fresh" } else { "kept" },
        nodes as f64 / turns.count.max(1) as f64,
    )
    .map_err(Failure::Write)?;
    writeln!(out, "its moves alone, without the analysis after: {alone}").map_err(Failure::Write)?;
    Ok(0)
}

/// How long a bench's turns took: their number, mean and quantiles.
struct Quantiles {
    count: usize,
    sorted: Vec<Duration>,
}

impl Quantiles {
    fn of(mut times: Vec<Duration>) -> Self {
        times.sort();
        Quantiles { count: times.len(), sorted: times }
    }

    /// The time `q` of the turns took at most, in milliseconds.
    fn at(&self, q: f64) -> f64 {
        let at = ((self.count as f64 * q).ceil() as usize).saturating_sub(1);
        self.sorted.get(at).map_or(0.0, |d| d.as_secs_f64() * 1e3)
    }
}

impl std::fmt::Display for Quantiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let total: Duration = self.sorted.iter().sum();
        let mean = total.as_secs_f64() * 1e3 / self.count.max(1) as f64;
        let (p50, p90, p99, max) = (self.at(0.5), self.at(0.9), self.at(0.99), self.at(1.0));
        write!(f, "mean {mean:.1} ms, p50 {p50:.1}, p90 {p90:.1}, p99 {p99:.1}, max {max:.1} ms")
    }
}

fn bench(out: &mut dyn Write) -> std::io::Result<()> {
    for run in reference_runs() {
        bench_line(out, run.name, run.what, run.nodes, run.time, &run.extra)?;
    }
    for case in BENCH_CASES {
        let started = Instant::now();
        let result = case.run();
        let best = result.best.map(|m| case.spec.move_text(m)).unwrap_or_default();
        let what = format!("engine, depth {}", case.depth);
        let extra = format!("best {best}, eval {:+}, position {}", result.score, case.position);
        bench_line(out, case.name, &what, result.nodes, started.elapsed(), &extra)?;
    }
    Ok(())
}

/// `bench chess FILE... --perft D`: each position of each EPD perft suite, counted to each depth its line gives
/// up to `depth`, checked against the count it gives. A line for each count that differs (or line that cannot
/// be read), then for each file `perft FILE: P positions, L lines, all right|W wrong, S s, N nodes/s` (the
/// lines counted per second). Exit status 1 if anything was wrong.
fn perft_suites(
    depth: u32,
    files: &[std::path::PathBuf],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    use crate::rules::chess::perft::read_perft_line;
    let mut status = 0;
    for path in files {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                let _ = writeln!(err, "error: {}: {e}", path.display());
                status = 1;
                continue;
            }
        };
        let (mut positions, mut lines, mut wrong) = (0u64, 0u64, 0u64);
        let clock = Instant::now();
        for (number, line) in text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty()) {
            let case = match read_perft_line(line) {
                Ok(case) => case,
                Err(why) => {
                    writeln!(out, "{}:{}: {why}", path.display(), number + 1).map_err(Failure::Write)?;
                    wrong += 1;
                    continue;
                }
            };
            positions += 1;
            let mut position = case.position;
            for (d, expected) in case.counts.into_iter().filter(|&(d, _)| d <= depth) {
                let count = position.perft(d);
                lines += count;
                if count != expected {
                    wrong += 1;
                    let fen = line.split(';').next().unwrap_or_default().trim();
                    writeln!(out, "{}:{}: {fen}: depth {d} counts {count}, not {expected}", path.display(), number + 1)
                        .map_err(Failure::Write)?;
                }
            }
        }
        let secs = clock.elapsed().as_secs_f64().max(1e-9);
        let verdict = if wrong == 0 { "all right".to_string() } else { format!("{wrong} wrong") };
        writeln!(
            out,
            "perft {}: {positions} positions, {lines} lines, {verdict}, {secs:.3} s, {:.0} nodes/s",
            path.display(),
            lines as f64 / secs
        )
        .map_err(Failure::Write)?;
        out.flush().map_err(Failure::Write)?;
        status = status.max(u8::from(wrong > 0));
    }
    Ok(status)
}
