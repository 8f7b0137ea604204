//! `fit GAME`: fits a game's evaluation weights to self-play positions labelled by exact solves (today
//! Reversi's, [`crate::ai::reversi::fitting`]) and prints them as the table the source holds, with the error
//! of the current and the fitted weights on held-out games.

use std::io::Write;

use clap::Args;

use super::Failure;
use crate::ai::reversi::features::{NAMES, PHASES};
use crate::ai::reversi::fitting::{self, Options};
use crate::ai::reversi::patterns::{self, Model};
use crate::ai::reversi::{selfplay, solver_model};
use crate::rules::GameSpec;

/// The options of `fit`.
#[derive(Args, Debug, Clone)]
pub struct FitArgs {
    /// The game whose evaluation to fit: reversi (others are refused).
    #[arg(value_name = "GAME")]
    pub game: String,
    /// Games of self-play, 10 to 1000000.
    #[arg(long, default_value_t = 5000, value_parser = clap::value_parser!(u32).range(10..=1_000_000))]
    pub games: u32,
    /// Seeds the games' random moves, so that a fit can be made again.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Empty squares at which each game is solved exactly to label its positions (8 to 20).
    #[arg(long, default_value_t = 14, value_parser = clap::value_parser!(u32).range(8..=20))]
    pub solve_at: u32,
    /// Instead of fitting, measure what each term of the shipped weights buys: N random openings (1 to
    /// 100000), each played twice with colours swapped, the evaluation against itself without the term.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub ablate: Option<u32>,
    /// How many moves deep the ablation's players search (1 to 6).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=6))]
    pub depth: u32,
    /// Where to write the fitted edge table (the shipped one is `assets/weights/reversi-edges.bin`); without
    /// it the table is fitted and measured but not written.
    #[arg(long, value_name = "FILE", conflicts_with = "ablate")]
    pub edges_out: Option<std::path::PathBuf>,
    /// Instead of the evaluation, fit the exact solver's own (its move ordering's, on 8×8) and write it to FILE
    /// (the shipped one is `assets/weights/reversi-solver.bin`).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["ablate", "edges_out"])]
    pub solver_out: Option<std::path::PathBuf>,
}

pub(super) fn run(args: &FitArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    match args.game.parse::<GameSpec>() {
        Ok(GameSpec::REVERSI) => {}
        Ok(spec) => {
            let _ = writeln!(err, "error: {spec} has no evaluation to fit (Reversi on 8×8 has)");
            return Ok(2);
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return Ok(2);
        }
    }
    // Before the fit, which takes long: a file that could not be written at its end would waste it.
    let outputs = [("--edges-out", &args.edges_out), ("--solver-out", &args.solver_out)];
    for (flag, path) in outputs.into_iter().filter_map(|(flag, path)| Some((flag, path.as_deref()?))) {
        if let Err(message) = super::check_folder(flag, path) {
            let _ = writeln!(err, "error: {message}");
            return Ok(2);
        }
    }
    if let Some(pairs) = args.ablate {
        return ablate(pairs, args, out).map(|()| 0).map_err(Failure::Write);
    }
    let options = Options { games: args.games, seed: args.seed, solve_at: args.solve_at };
    let every = (args.games / 20).max(1);
    if let Some(path) = &args.solver_out {
        return fit_solver(options, args.games, path, out, err);
    }
    let fitted = fitting::fit(options, &mut |n| {
        if n % every == 0 || n == args.games {
            let _ = writeln!(err, "fit: {n} of {} games", args.games);
        }
    });
    let w = |e: std::io::Error| Failure::Write(e);
    writeln!(
        out,
        "// minimax-arcade fit reversi --games {} --seed {} --solve-at {}",
        args.games, args.seed, args.solve_at
    )
    .map_err(w)?;
    writeln!(out, "// {}", NAMES.join(", ")).map_err(w)?;
    writeln!(out, "pub const WEIGHTS: [[i32; FEATURES]; PHASES] = [").map_err(w)?;
    for row in fitted.model.weights {
        let cells: Vec<String> = row.iter().map(i32::to_string).collect();
        writeln!(out, "    [{}],", cells.join(", ")).map_err(w)?;
    }
    writeln!(out, "];").map_err(w)?;
    if let Some(path) = &args.edges_out {
        let bytes = patterns::edges_to_bytes(&fitted.model.edges);
        if let Err(e) = crate::session::store::TextFile::new(path).write_bytes(&bytes) {
            let _ = writeln!(err, "error: could not write {}: {e}", path.display());
            return Ok(1);
        }
        writeln!(out, "// the edge table: {} ({} bytes)", path.display(), bytes.len()).map_err(w)?;
    }
    // The fitted model in play against the shipped one: fast games, two moves deep.
    let pairs = 500;
    let score = selfplay::compare(&fitted.model, Model::shipped(), pairs, 2, args.seed);
    writeln!(out, "// against the shipped weights and table, {} games two moves deep: {score:.3}", 2 * pairs)
        .map_err(w)?;
    for p in 0..PHASES {
        writeln!(
            out,
            "// phase {p}: {} positions fitted, {} held out; error {:.2} discs with the shipped model, {:.2} fitted",
            fitted.fitted[p], fitted.held_out[p], fitted.error_before[p], fitted.error_after[p]
        )
        .map_err(w)?;
    }
    Ok(0)
}

/// `fit reversi --solver-out FILE`: fits the exact solver's own evaluation, writes it, and prints each band's
/// error on held-out games.
fn fit_solver(
    options: Options,
    games: u32,
    path: &std::path::Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let every = (games / 20).max(1);
    let fitted = fitting::fit_solver(options, &mut |n| {
        if n % every == 0 || n == games {
            let _ = writeln!(err, "fit: {n} of {games} games");
        }
    });
    let bytes = fitted.model.to_bytes();
    if let Err(e) = crate::session::store::TextFile::new(path).write_bytes(&bytes) {
        let _ = writeln!(err, "error: could not write {}: {e}", path.display());
        return Ok(1);
    }
    let w = |e: std::io::Error| Failure::Write(e);
    writeln!(out, "// the solver's model: {} ({} bytes)", path.display(), bytes.len()).map_err(w)?;
    for b in 0..fitted.fitted.len() {
        let from = solver_model::FIRST + b as u32 * solver_model::WIDTH;
        let to = if b + 1 == fitted.fitted.len() { solver_model::MOST_FITTED } else { from + solver_model::WIDTH - 1 };
        writeln!(
            out,
            "// {from}-{to} empties: {} positions fitted; error {:.2} discs with the midgame evaluation, {:.2} with it",
            fitted.fitted[b], fitted.error_before[b], fitted.error_after[b]
        )
        .map_err(w)?;
    }
    Ok(0)
}

/// What each term of the shipped weights buys: the whole evaluation's score against it without the term, with
/// a 95 % interval (normal approximation).
fn ablate(pairs: u32, args: &FitArgs, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "# each term: the evaluation with it against without it, {} games, {} moves deep",
        2 * pairs,
        args.depth
    )?;
    for worth in selfplay::ablate(Model::shipped(), pairs, args.depth, args.seed) {
        let p = worth.score;
        let half = 1.96 * (p * (1.0 - p) / f64::from(worth.games)).sqrt();
        writeln!(out, "{:<10} {:.3} ± {:.3} over {} games", worth.term, p, half, worth.games)?;
    }
    Ok(())
}
