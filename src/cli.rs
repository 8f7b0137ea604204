//! The headless command line over the core: solve and analyse positions read from standard input, play
//! matches between computer players, and benchmark the search. No window and no Bevy at run time.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use web_time::Instant;

use crate::ai::{self, AnySearch, Level, Limits, SearchResult, Settings, Value, reference};
use crate::rules::mnk::Mnk;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, GridSize, Outcome, Player, score_for_win};

const ABOUT: &str = "Classic board games against a minimax computer opponent.";

const LONG_ABOUT: &str = "\
Classic board games against a minimax computer opponent.

Without a subcommand, opens the game window. The subcommands work headless: they read positions from
standard input, one per line, and write answers to standard output.

Positions are the moves played from the start of the game, player One first:
  m,n,k boards   cells numbered 1..rows*cols in reading order from the top-left; one digit each on boards
                 of up to 9 cells (tictactoe: 5173), comma-separated on larger ones (gomoku: 113,112,97)
  gravity boards columns numbered 1..cols from the left; one digit each up to 9 columns (connect4: 4453),
                 comma-separated on wider boards
  bones          the heap size, 1 to 99

Scores are for the player to move: positive means it can force a win, negative a loss, 0 a draw. A win
whose winning move is played when P moves have been made on a board of C cells scores (C + 1 - P) / 2
(integer division), so faster wins score higher (for Bones, C is the heap). This generalises the scores
of the public Connect Four solvers and their test sets.

A line that cannot be read (a cell out of range, a cell played twice, a move after the game ended) gets a
one-line error on standard error naming the line number; the other lines are still answered, and the exit
status is 1. A position too big to solve within the budget is answered with '?' and an estimate.";

const EXAMPLES: &str = "\
Examples:
  echo 123465 | minimax-arcade solve tictactoe          # prints: 123465 2
  printf '\\n5\\n' | minimax-arcade analyze tictactoe     # each cell's score, '-' where taken
  echo 4453 | minimax-arcade solve connect4
  echo 20 | minimax-arcade analyze bones               # take 1, 2 or 3
  echo 1,5,9 | minimax-arcade solve mnk --rows 4 --cols 4 --k 4
  minimax-arcade match gomoku --a hard --b baseline --games 20
  minimax-arcade bench";

/// The whole command line.
#[derive(Parser, Debug)]
#[command(name = "minimax-arcade", version, about = ABOUT, long_about = LONG_ABOUT, after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Open the game, save a PNG of the window after a few frames, and exit.
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,
}

/// The headless subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Read positions from standard input, one per line, and print `<line> <score>` for each.
    Solve {
        #[command(subcommand)]
        game: GameArg,
        #[command(flatten)]
        budget: Budget,
    },
    /// Read positions from standard input and print each followed by the score of every move from it, in
    /// notation order ('-' where the move is illegal).
    #[command(alias = "analyse")]
    Analyze {
        #[command(subcommand)]
        game: GameArg,
        #[command(flatten)]
        budget: Budget,
    },
    /// Play games between two computer players, sides alternating, and print wins, draws, losses and time
    /// per move for each.
    Match(MatchArgs),
    /// Run fixed searches and print nodes, time and nodes per second.
    Bench,
}

/// Which game to play, with its parameters.
#[derive(Subcommand, Debug, Clone, Copy)]
pub enum GameArg {
    /// Tic-Tac-Toe: cells 1-9.
    #[command(name = "tictactoe", alias = "tic-tac-toe")]
    TicTacToe,
    /// Four in a Row: 7 columns × 6 rows, 4 in a row, stones placed on any cell (cells 1-42).
    FourInARow,
    /// Gomoku: 15×15, 5 or more in a row (cells 1-225).
    Gomoku,
    /// Any m,n,k game: stones placed on any cell, k in a row wins.
    Mnk {
        /// Rows, 3 to 19.
        #[arg(long)]
        rows: u8,
        /// Columns, 3 to 19.
        #[arg(long)]
        cols: u8,
        /// Stones in a row that win, 3 to the longer side.
        #[arg(long)]
        k: u8,
    },
    /// Connect Four: 7 columns × 6 rows with gravity (columns 1-7).
    #[command(name = "connect4", alias = "connect-four")]
    Connect4,
    /// Any gravity board: stones drop to the lowest free cell of a column, k in a row wins.
    Gravity {
        /// Columns, 4 to 12.
        #[arg(long)]
        cols: u8,
        /// Rows, 4 to 12.
        #[arg(long)]
        rows: u8,
        /// Stones in a row that win, 3 to the longer side.
        #[arg(long)]
        k: u8,
    },
    /// The Game of Bones: each line is a heap size, 1 to 99; each turn takes 1, 2 or 3 bones.
    Bones,
}

impl GameArg {
    /// The game and its parameters, checked.
    pub fn spec(self) -> Result<GameSpec, String> {
        match self {
            GameArg::TicTacToe => Ok(GameSpec::TIC_TAC_TOE),
            GameArg::FourInARow => Ok(GameSpec::FOUR_IN_A_ROW),
            GameArg::Gomoku => Ok(GameSpec::GOMOKU),
            GameArg::Mnk { rows, cols, k } => GameSpec::Mnk(GridSize::new(rows, cols, k)).validate(),
            GameArg::Connect4 => Ok(GameSpec::CONNECT_FOUR),
            GameArg::Gravity { cols, rows, k } => GameSpec::Gravity(GridSize::new(rows, cols, k)).validate(),
            GameArg::Bones => Ok(GameSpec::BONES),
        }
    }
}

/// How much a solve or analysis may search per position.
#[derive(Args, Debug, Clone, Copy)]
pub struct Budget {
    /// Most nodes to search per position (per move with analyze) before answering with an estimate.
    #[arg(long, global = true, default_value_t = 50_000_000)]
    pub nodes: u64,
    /// Most seconds to search per position (per move with analyze).
    #[arg(long, global = true)]
    pub seconds: Option<f64>,
}

impl Budget {
    fn limits(self) -> Limits {
        let limits = Limits::unlimited().with_nodes(self.nodes);
        match self.seconds {
            Some(s) if s > 0.0 && s.is_finite() => limits.with_time(Duration::from_secs_f64(s)),
            _ => limits,
        }
    }
}

/// The options of `match`.
#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(subcommand)]
    pub game: GameArg,
    /// Player A: easy, medium, hard, perfect or baseline. A moves first in odd-numbered games.
    #[arg(long, global = true, default_value = "hard")]
    pub a: PlayerArg,
    /// Player B, likewise.
    #[arg(long, global = true, default_value = "baseline")]
    pub b: PlayerArg,
    /// Games to play.
    #[arg(long, global = true, default_value_t = 20)]
    pub games: u32,
    /// Seeds every random choice, so a match can be replayed.
    #[arg(long, global = true, default_value_t = 1)]
    pub seed: u64,
    /// Engine players search this many nodes per move instead of using their level's time.
    #[arg(long, global = true)]
    pub nodes: Option<u64>,
    /// Engine players search this many milliseconds per move instead of their level's time.
    #[arg(long, global = true)]
    pub time_ms: Option<u64>,
    /// How deep the baseline searches, in plies.
    #[arg(long, global = true, default_value_t = 2)]
    pub baseline_depth: u32,
    /// Print each game's moves and result.
    #[arg(long, global = true)]
    pub verbose: bool,
}

/// A computer player of `match`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerArg {
    Engine(Level),
    Baseline,
}

impl std::str::FromStr for PlayerArg {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        if s.trim().eq_ignore_ascii_case("baseline") {
            Ok(PlayerArg::Baseline)
        } else {
            s.parse().map(PlayerArg::Engine).map_err(|e| format!("{e}, or baseline"))
        }
    }
}

impl std::fmt::Display for PlayerArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerArg::Engine(level) => f.write_str(level.name()),
            PlayerArg::Baseline => f.write_str("baseline"),
        }
    }
}

/// Runs a headless subcommand; returns the process exit status (0 when every line was answered).
pub fn run(command: Command, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let game = match &command {
        Command::Solve { game, .. } | Command::Analyze { game, .. } => Some(*game),
        Command::Match(args) => Some(args.game),
        Command::Bench => None,
    };
    let spec = match game.map(GameArg::spec).transpose() {
        Ok(spec) => spec,
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            return 2;
        }
    };
    let result = match (command, spec) {
        (Command::Solve { budget, .. }, Some(spec)) => solve(spec, budget, input, out, err),
        (Command::Analyze { budget, .. }, Some(spec)) => analyze(spec, budget, input, out, err),
        (Command::Match(args), Some(spec)) => play_match(spec, &args, out),
        _ => bench(out).map(|()| 0),
    };
    match result {
        Ok(status) => status,
        Err(e) => {
            // A closed pipe (`| head`) is not worth a complaint.
            if e.kind() != std::io::ErrorKind::BrokenPipe {
                let _ = writeln!(err, "error: {e}");
            }
            1
        }
    }
}

/// Calls `answer` on each line of `input` that parses as a position, and reports the others on `err`.
/// Returns the exit status: 1 if any line was rejected.
fn for_each_position(
    spec: GameSpec,
    input: &mut dyn BufRead,
    err: &mut dyn Write,
    mut answer: impl FnMut(&str, AnyGame) -> std::io::Result<()>,
) -> std::io::Result<u8> {
    let mut status = 0;
    for (index, line) in input.lines().enumerate() {
        let line = match line {
            Ok(line) => line,
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                writeln!(err, "line {}: not valid UTF-8 text", index + 1)?;
                status = 1;
                continue;
            }
            Err(e) => return Err(e),
        };
        let text = line.trim();
        match spec.parse_position(text) {
            Ok(position) => answer(text, position)?,
            Err(e) => {
                writeln!(err, "line {}: {e}", index + 1)?;
                status = 1;
            }
        }
    }
    Ok(status)
}

fn solve(
    spec: GameSpec,
    budget: Budget,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    for_each_position(spec, input, err, |text, position| {
        let result = AnySearch::new(&position, budget.limits(), Settings::default()).run();
        match result.convention_score() {
            Some(score) => writeln!(out, "{text} {score}"),
            None => writeln!(out, "{text} ? ({})", estimate(spec, &result)),
        }
    })
}

/// How an unsolved result is described: the engine's best guess, clearly not a proof.
fn estimate(spec: GameSpec, result: &SearchResult<AnyMove>) -> String {
    let best = result.best.map(|m| spec.move_text(m)).unwrap_or_else(|| "-".into());
    format!(
        "estimate: not solved within the budget; best move {best}, evaluation {:+}, depth {}, {} nodes",
        result.score, result.depth, result.nodes
    )
}

/// The value of a position for the player to move, from the value its child has for the opponent.
fn parent_value(child: Value) -> Value {
    match child {
        Value::Win { plies } => Value::Loss { plies: plies + 1 },
        Value::Loss { plies } => Value::Win { plies: plies + 1 },
        Value::Exact(v) => Value::Exact(-v),
        Value::Estimate(v) => Value::Estimate(-v),
    }
}

fn analyze(
    spec: GameSpec,
    budget: Budget,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    for_each_position(spec, input, err, |text, position| {
        let bound = position.plies_left_bound();
        let mut fields = Vec::new();
        for mv in spec.all_moves() {
            if position.check_move(mv).is_err() {
                fields.push("-".to_string());
                continue;
            }
            let mut child = position.clone();
            child.play(mv);
            let result = AnySearch::new(&child, budget.limits(), Settings::default()).run();
            fields.push(match parent_value(result.value()) {
                Value::Win { plies } => score_for_win(bound, plies).to_string(),
                Value::Loss { plies } => (-score_for_win(bound, plies)).to_string(),
                Value::Exact(v) => v.to_string(),
                Value::Estimate(v) => format!("?{v:+}"),
            });
        }
        writeln!(out, "{text} {}", fields.join(" "))
    })
}

/// One side's tally in a match.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    moves: u32,
    time: Duration,
    max_time: Duration,
}

fn play_match(spec: GameSpec, args: &MatchArgs, out: &mut dyn Write) -> std::io::Result<u8> {
    let players = [args.a, args.b];
    let mut tallies = [Tally::default(), Tally::default()];
    writeln!(out, "{spec}: A = {} against B = {}, {} games", args.a, args.b, args.games)?;
    for game in 0..args.games {
        // A plays One (and moves first) in even-numbered games, counting from 0.
        let seat_of = |player: Player| match (player, game % 2) {
            (Player::One, 0) | (Player::Two, 1) => 0,
            _ => 1,
        };
        let mut pos = spec.start();
        let mut moves = Vec::new();
        while pos.outcome().is_none() {
            let seat = seat_of(pos.to_move());
            let seed = args.seed ^ ((game as u64) << 32) ^ pos.plies() as u64;
            let started = Instant::now();
            let mv = choose(players[seat], &pos, args, seed);
            let elapsed = started.elapsed();
            let tally = &mut tallies[seat];
            tally.moves += 1;
            tally.time += elapsed;
            tally.max_time = tally.max_time.max(elapsed);
            let Some(mv) = mv else { break };
            pos.play(mv);
            moves.push(mv);
        }
        let result = match pos.outcome() {
            Some(Outcome::Win(p)) => {
                let winner = seat_of(p);
                tallies[winner].wins += 1;
                tallies[1 - winner].losses += 1;
                format!("{} wins", ["A", "B"][winner])
            }
            _ => {
                tallies[0].draws += 1;
                tallies[1].draws += 1;
                "draw".to_string()
            }
        };
        if args.verbose {
            let first = ["A", "B"][seat_of(Player::One)];
            writeln!(
                out,
                "game {}: {first} first, {result} after {} moves: {}",
                game + 1,
                moves.len(),
                spec.moves_text(&moves)
            )?;
        }
    }
    for (name, (player, t)) in ["A", "B"].iter().zip(players.iter().zip(&tallies)) {
        let mean = if t.moves == 0 { 0.0 } else { t.time.as_secs_f64() / t.moves as f64 };
        writeln!(
            out,
            "{name} {player}: {} wins, {} draws, {} losses; {} moves, mean {:.3} s per move, max {:.3} s",
            t.wins,
            t.draws,
            t.losses,
            t.moves,
            mean,
            t.max_time.as_secs_f64()
        )?;
    }
    Ok(0)
}

/// A match player's move.
fn choose(player: PlayerArg, pos: &AnyGame, args: &MatchArgs, seed: u64) -> Option<AnyMove> {
    match player {
        PlayerArg::Baseline => ai::baseline::choose_move(pos, args.baseline_depth, &mut SmallRng::seed_from_u64(seed)),
        PlayerArg::Engine(level) => {
            let limits = match (args.nodes, args.time_ms) {
                (Some(nodes), _) => level.limits_with_nodes(nodes),
                (None, Some(ms)) => Limits::unlimited().with_depth(level.depth()).with_time(Duration::from_millis(ms)),
                (None, None) => level.limits(),
            };
            AnySearch::new(pos, limits, level.settings(seed)).run().best
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_values_flip_sides_and_add_a_ply() {
        assert_eq!(parent_value(Value::Loss { plies: 0 }), Value::Win { plies: 1 });
        assert_eq!(parent_value(Value::Win { plies: 2 }), Value::Loss { plies: 3 });
        assert_eq!(parent_value(Value::Exact(0)), Value::Exact(0));
    }

    #[test]
    fn player_names_parse() {
        assert_eq!("Baseline".parse::<PlayerArg>(), Ok(PlayerArg::Baseline));
        assert_eq!("hard".parse::<PlayerArg>(), Ok(PlayerArg::Engine(Level::Hard)));
        assert!("grandmaster".parse::<PlayerArg>().is_err());
    }

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
