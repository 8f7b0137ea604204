//! `fit reversi`: fits Reversi's evaluation weights to self-play positions labelled by exact solves
//! ([`super::fitting`]) and prints them as the table the source holds, with the error of the current and the
//! fitted weights on held-out games; or fits the exact solver's own, or measures what each term buys. The
//! command line finds it through the engine ([`crate::ai::Engine::fitter`]).

use std::io::{self, Write};

use super::features::{NAMES, PHASES};
use super::fitting::{self, Options};
use super::patterns::{self, Model};
use super::{selfplay, solver_model};
use crate::ai::any::FitJob;

/// Runs `job` (see [`crate::ai::any::Fitter`]).
pub fn fit(args: &FitJob, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    if let Some(pairs) = args.ablate {
        return ablate(pairs, args, out).map(|()| 0);
    }
    let options = Options { games: args.games, seed: args.seed, solve_at: args.solve_at };
    let every = (args.games / 20).max(1);
    if let Some(path) = &args.solver_out {
        return fit_solver(options, args, path, out, err);
    }
    let fitted = fitting::fit(options, &mut |n| {
        if n % every == 0 || n == args.games {
            let _ = writeln!(err, "fit: {n} of {} games", args.games);
        }
    });
    writeln!(
        out,
        "// minimax-arcade fit reversi --games {} --seed {} --solve-at {}",
        args.games, args.seed, args.solve_at
    )?;
    writeln!(out, "// {}", NAMES.join(", "))?;
    writeln!(out, "pub const WEIGHTS: [[i32; FEATURES]; PHASES] = [")?;
    for row in fitted.model.weights {
        let cells: Vec<String> = row.iter().map(i32::to_string).collect();
        writeln!(out, "    [{}],", cells.join(", "))?;
    }
    writeln!(out, "];")?;
    if let Some(path) = &args.edges_out {
        let bytes = patterns::edges_to_bytes(&fitted.model.edges);
        if let Err(e) = (args.save)(path, &bytes) {
            let _ = writeln!(err, "error: could not write {}: {e}", path.display());
            return Ok(1);
        }
        writeln!(out, "// the edge table: {} ({} bytes)", path.display(), bytes.len())?;
    }
    // The fitted model in play against the shipped one: fast games, two moves deep.
    let pairs = 500;
    let score = selfplay::compare(&fitted.model, Model::shipped(), pairs, 2, args.seed);
    writeln!(out, "// against the shipped weights and table, {} games two moves deep: {score:.3}", 2 * pairs)?;
    for p in 0..PHASES {
        writeln!(
            out,
            "// phase {p}: {} positions fitted, {} held out; error {:.2} discs with the shipped model, {:.2} fitted",
            fitted.fitted[p], fitted.held_out[p], fitted.error_before[p], fitted.error_after[p]
        )?;
    }
    Ok(0)
}

/// `fit reversi --solver-out FILE`: fits the exact solver's own evaluation, writes it, and prints each band's
/// error on held-out games.
fn fit_solver(
    options: Options,
    args: &FitJob,
    path: &std::path::Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<u8> {
    let games = args.games;
    let every = (games / 20).max(1);
    let fitted = fitting::fit_solver(options, &mut |n| {
        if n % every == 0 || n == games {
            let _ = writeln!(err, "fit: {n} of {games} games");
        }
    });
    let bytes = fitted.model.to_bytes();
    if let Err(e) = (args.save)(path, &bytes) {
        let _ = writeln!(err, "error: could not write {}: {e}", path.display());
        return Ok(1);
    }
    writeln!(out, "// the solver's model: {} ({} bytes)", path.display(), bytes.len())?;
    for b in 0..fitted.fitted.len() {
        let from = solver_model::FIRST + b as u32 * solver_model::WIDTH;
        let to = if b + 1 == fitted.fitted.len() { solver_model::MOST_FITTED } else { from + solver_model::WIDTH - 1 };
        writeln!(
            out,
            "// {from}-{to} empties: {} positions fitted; error {:.2} discs with the midgame evaluation, {:.2} with it",
            fitted.fitted[b], fitted.error_before[b], fitted.error_after[b]
        )?;
    }
    Ok(0)
}

/// What each term of the shipped weights buys: the whole evaluation's score against it without the term, with
/// a 95 % interval (normal approximation).
fn ablate(pairs: u32, args: &FitJob, out: &mut dyn Write) -> io::Result<()> {
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
