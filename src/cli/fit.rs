//! `fit GAME`: fits a game's evaluation weights to self-play positions (Reversi's labelled by exact solves,
//! chess's and checkers' by the games' results and the searches' values), with the fitter of the game's family ([`crate::ai::any::Fitter`], which its engine offers: this file names no
//! family), and prints them as the table the source holds, with the error of the current and the fitted
//! weights on held-out games.

use std::io::Write;

use clap::Args;

use super::Failure;
use crate::ai::any::FitJob;
use crate::ai::any::fitter;
use crate::rules::GameSpec;

/// The options of `fit`.
#[derive(Args, Debug, Clone)]
pub struct FitArgs {
    /// The game whose evaluation to fit: reversi, chess or checkers (others are refused).
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
    /// Nodes each move of chess's and checkers' self-play searches (100 to 10000000).
    #[arg(long, default_value_t = 4000, value_parser = clap::value_parser!(u64).range(100..=10_000_000))]
    pub nodes: u64,
    /// Openings of the match that measures chess's or checkers' fitted weights against the hand-set ones, each played
    /// twice with colours swapped (1 to 100000).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub pairs: u32,
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
    let fit = match args.game.parse::<GameSpec>() {
        Ok(spec) => match fitter(spec) {
            Some(fit) => fit,
            None => {
                let _ = writeln!(err, "error: {spec} has no evaluation to fit (Reversi on 8×8 and chess have)");
                return Ok(2);
            }
        },
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return Ok(2);
        }
    };
    // Before the fit, which takes long: a file that could not be written at its end would waste it.
    let outputs = [("--edges-out", &args.edges_out), ("--solver-out", &args.solver_out)];
    for (flag, path) in outputs.into_iter().filter_map(|(flag, path)| Some((flag, path.as_deref()?))) {
        if let Err(message) = super::check_folder(flag, path) {
            let _ = writeln!(err, "error: {message}");
            return Ok(2);
        }
    }
    let job = FitJob {
        games: args.games,
        seed: args.seed,
        solve_at: args.solve_at,
        ablate: args.ablate,
        depth: args.depth,
        nodes: args.nodes,
        pairs: args.pairs,
        edges_out: args.edges_out.clone(),
        solver_out: args.solver_out.clone(),
        save: |path, bytes| crate::session::store::TextFile::new(path).write_bytes(bytes),
    };
    fit(&job, out, err).map_err(Failure::Write)
}
