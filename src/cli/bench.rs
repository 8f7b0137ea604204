//! `bench`: fixed searches, timed, with their node counts and speed.

use std::io::Write;
use std::time::Duration;

use web_time::Instant;

use super::{BenchArgs, Failure};
use crate::ai::bench::BENCH_CASES;
use crate::ai::connect_four::position::{Geometry, Position};
use crate::ai::{self, AnySearch, Limits, Settings, reference};
use crate::rules::GameSpec;
use crate::rules::gravity::Gravity;
use crate::rules::mnk::Mnk;

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
    match args.game.as_deref().map(str::trim) {
        None => bench(out).map(|()| 0).map_err(Failure::Write),
        Some(name) if name.parse::<GameSpec>() == Ok(GameSpec::CONNECT_FOUR) => {
            if let Some(games) = args.games.filter(|_| args.files.is_empty()) {
                return connect_four_games(games, args, out, err);
            }
            if args.files.is_empty() {
                let _ = writeln!(err, "error: bench connect4 needs test files (lines `<moves> <score>`) or --games N");
                return Ok(2);
            }
            let mut status = 0;
            for file in &args.files {
                status = status.max(connect_four(file, args, out, err)?);
            }
            Ok(status)
        }
        Some(name) => match (name.parse::<GameSpec>(), args.games) {
            (Ok(spec), Some(games)) if args.files.is_empty() => perfect_games(spec, games, args, out, err),
            (Ok(spec @ GameSpec::Reversi(_)), None) if !args.files.is_empty() => {
                let mut status = 0;
                for file in &args.files {
                    status = status.max(reversi_endgames(spec, file, args.best, out, err)?);
                }
                Ok(status)
            }
            (Err(e), _) => {
                let _ = writeln!(err, "error: {e}");
                Ok(2)
            }
            _ => {
                let _ = writeln!(
                    err,
                    "error: bench takes connect4 or reversi and test files, GAME --games N, GAME --perft D, or nothing"
                );
                Ok(2)
            }
        },
    }
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

/// The table of the benchmark's solver: 2^23 entries, the size of the published solver's (8 million), cleared
/// before each position, as the published figures were measured.
const BENCH_TABLE_BITS: u8 = 23;

/// A test file's text, or `None` having said why it cannot be read.
fn read_text(path: &std::path::Path, err: &mut dyn Write) -> Option<String> {
    std::fs::read_to_string(path).map_err(|e| writeln!(err, "error: {}: {e}", path.display())).ok()
}

/// Scores every position of one test file, each from an empty table, and prints the figures.
fn connect_four(
    path: &std::path::Path,
    args: &BenchArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let Some(text) = read_text(path, err) else { return Ok(1) };
    let geometry = Geometry::connect_four();
    let mut solvers = match super::solvers::solvers(&args.solver, GameSpec::CONNECT_FOUR, err) {
        Ok(solvers) => solvers.of::<Gravity>(),
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            return Ok(2);
        }
    };
    solvers.table_bits = args.solver.table_bits.unwrap_or(BENCH_TABLE_BITS);
    let mut solver = solvers.solver(geometry);
    let (mut positions, mut correct, mut nodes, mut time) = (0u64, 0u64, 0u64, Duration::ZERO);
    let mut status = 0;
    for (index, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let mut words = line.split_whitespace();
        let parsed = (words.next(), words.next().and_then(|s| s.parse::<i32>().ok()));
        let (Some(moves), Some(expected)) = parsed else {
            let _ = writeln!(err, "{}: line {}: expected `<moves> <score>`", path.display(), index + 1);
            status = 1;
            continue;
        };
        let Some(position) = Position::from_moves(geometry, moves) else {
            let _ = writeln!(
                err,
                "{}: line {}: not a Connect Four position that is still going",
                path.display(),
                index + 1
            );
            status = 1;
            continue;
        };
        solver.reset();
        let started = Instant::now();
        let score = solver.score(&position, args.solver.weak).expect("no budget, so an answer");
        time += started.elapsed();
        nodes += solver.nodes();
        positions += 1;
        let expected = if args.solver.weak { expected.signum() } else { expected };
        if score == expected {
            correct += 1;
        } else {
            let _ =
                writeln!(err, "{}: line {}: {moves}: scored {score}, expected {expected}", path.display(), index + 1);
            status = 1;
        }
    }
    let n = positions.max(1) as f64;
    let secs = time.as_secs_f64();
    writeln!(
        out,
        "{}: {positions} positions, {correct} scored right ({}), mean {:.3} ms, mean {:.0} nodes, {:.2} M nodes/s",
        path.display(),
        if args.solver.weak { "weak" } else { "strong" },
        secs * 1e3 / n,
        nodes as f64 / n,
        nodes as f64 / secs.max(1e-9) / 1e6,
    )
    .map_err(Failure::Write)?;
    out.flush().map_err(Failure::Write)?;
    Ok(status)
}

/// Every legal move of each position of an `.obf` file (`BOARD64 X; A2:+38; C7:+36; ...`: the FFO endgame
/// positions) given its exact margin by the analysis's search, whatever the empty squares, on a fresh table
/// each, and checked against the published scores: a line per position (moves right, best margin, seconds,
/// nodes, nodes per second) and the totals. Every position is solved to the end: with 30 empty squares, that
/// can take hours. With `best`, only the best move and its margin (what `solve` and Perfect ask), checked
/// against the published best margin: the move is right if the file gives it that margin.
fn reversi_endgames(
    spec: GameSpec,
    path: &std::path::Path,
    best_only: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    use crate::ai::reversi::ReversiData;
    use crate::ai::{Solvers, Value};
    use crate::rules::reversi::Reversi;

    let Some(text) = read_text(path, err) else { return Ok(1) };
    // Every position exactly, however many empty squares it has.
    let solvers = Solvers::default().with::<Reversi>(ReversiData { exact_empties: Some(64), ..ReversiData::default() });
    let analysis = Settings { score_every_move: !best_only, ..Settings::default() };
    let (mut positions, mut right, mut moves, mut nodes, mut time) = (0, 0, 0, 0u64, Duration::ZERO);
    let mut status = 0;
    for (index, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let where_ = format!("{}: line {}", path.display(), index + 1);
        let published: Option<Vec<(String, i32)>> = line
            .split(';')
            .skip(1)
            .filter(|field| !field.trim().is_empty())
            .map(|field| {
                let (mv, score) = field.trim().split_once(':')?;
                Some((mv.trim().to_ascii_lowercase(), score.trim().parse().ok()?))
            })
            .collect();
        let position = spec.parse_position(line);
        let (Ok(position), Some(mut published)) = (position, published.filter(|p| !p.is_empty())) else {
            let _ = writeln!(err, "{where_}: expected `BOARD X|O; MOVE:SCORE; ...` (an .obf line with its scores)");
            status = 1;
            continue;
        };
        let started = Instant::now();
        let result = AnySearch::new(&position, Limits::unlimited(), analysis.clone(), &solvers).run();
        let secs = started.elapsed();
        let mut ours: Vec<(String, i32)> = result
            .moves
            .iter()
            .filter_map(|m| match m.value(result.scoring()) {
                Value::Margin(margin) => Some((spec.move_text(m.mv), margin)),
                _ => None,
            })
            .collect();
        ours.sort();
        published.sort();
        if best_only {
            // Right if the published scores give our move our margin and no move more.
            let top = published.iter().map(|(_, v)| *v).max();
            published.retain(|p| Some(p.1) == top && ours.first().is_some_and(|o| o.0 == p.0));
            published.truncate(1);
            if published.is_empty() {
                published.push((String::from("(the published best)"), top.unwrap_or(0)));
            }
        }
        let matched = published.iter().filter(|p| ours.contains(p)).count();
        let best = ours.iter().map(|(_, v)| *v).max().unwrap_or(0);
        writeln!(
            out,
            "{where_}: {matched}/{} moves right, best {best:+}, {:.3} s, {} nodes, {:.1} M nodes/s",
            published.len(),
            secs.as_secs_f64(),
            result.nodes,
            result.nodes as f64 / secs.as_secs_f64().max(1e-9) / 1e6
        )
        .map_err(Failure::Write)?;
        // A long file's progress shows as it goes.
        out.flush().map_err(Failure::Write)?;
        if matched != published.len() || ours.len() != published.len() {
            let _ = writeln!(err, "{where_}: ours {ours:?}, published {published:?}");
            status = 1;
        }
        (positions, right, moves) = (positions + 1, right + matched, moves + published.len());
        (nodes, time) = (nodes + result.nodes, time + secs);
    }
    writeln!(
        out,
        "{}: {positions} positions, {right}/{moves} moves right, {:.3} s, {nodes} nodes, {:.1} M nodes/s",
        path.display(),
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64().max(1e-9) / 1e6
    )
    .map_err(Failure::Write)?;
    Ok(status)
}

/// Plays `games` games of Connect Four, the computer at Perfect against a seeded random player (first in even
/// games, second in odd ones), and prints how long each of the computer's turns took: its move and then the
/// analysis of the position it leaves, one after the other on one thread, with the game's solver settings
/// (the book, and tables kept between searches unless `--fresh-tables`).
fn connect_four_games(games: u32, args: &BenchArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    perfect_games(GameSpec::CONNECT_FOUR, games, args, out, err)
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
        let started = Instant::now();
        let result = case.run();
        let best = result.best.map(|m| case.spec.move_text(m)).unwrap_or_default();
        let what = format!("engine, depth {}", case.depth);
        let extra = format!("best {best}, eval {:+}, position {}", result.score, case.position);
        bench_line(out, case.name, &what, result.nodes, started.elapsed(), &extra)?;
    }
    Ok(())
}
