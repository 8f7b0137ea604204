//! `match`: games between two computer players, sides alternating, with wins, draws, losses and time per move.

use std::io::Write;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use web_time::Instant;

use super::MatchArgs;
use crate::ai::{self, AnySearch, Level, Limits, Solvers};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, Outcome, Player};

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

impl PlayerArg {
    /// The player's name, and the level it really plays where that differs (Perfect on a game the engine does
    /// not solve outright plays Hard).
    fn describe(self, spec: GameSpec) -> String {
        match self {
            PlayerArg::Engine(level) if level.effective(spec) != level => {
                format!("{self} (plays as {}: {spec} is not solved outright)", level.effective(spec).name())
            }
            _ => self.to_string(),
        }
    }
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

/// `match`: the games, each line of the report, then each player's tally; status 2 for a `--from` position
/// that cannot be read or is already over.
pub(super) fn play_match(
    spec: GameSpec,
    args: &MatchArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, super::Failure> {
    let start = match args.from.as_deref().map(|text| spec.parse_position(text.trim())) {
        None => spec.start(),
        Some(Ok(position)) if position.outcome().is_none() => position,
        Some(Ok(_)) => {
            let _ = writeln!(err, "error: --from: the game is already over there");
            return Ok(2);
        }
        Some(Err(e)) => {
            let text = args.from.as_deref().unwrap_or_default().trim();
            let _ = writeln!(err, "error: --from: {}", super::refusal(spec, text, &e));
            return Ok(2);
        }
    };
    play_games(spec, &start, args, out).map_err(super::Failure::write)
}

fn play_games(spec: GameSpec, start: &AnyGame, args: &MatchArgs, out: &mut dyn Write) -> std::io::Result<u8> {
    let players = [args.a, args.b];
    let mut tallies = [Tally::default(), Tally::default()];
    let (a, b) = (args.a.describe(spec), args.b.describe(spec));
    let from = args.from.as_deref().map(|text| format!(" from {}", text.trim())).unwrap_or_default();
    writeln!(out, "{spec}{from}: A = {a} against B = {b}, {} games", args.games)?;
    // Each line goes out as it is made: a long match shows its games as they end.
    out.flush()?;
    for game in 0..args.games {
        // A plays One in even-numbered games, counting from 0 (and moves first, unless a set-up position has
        // Two to move).
        let seat_of = |player: Player| match (player, game % 2) {
            (Player::One, 0) | (Player::Two, 1) => 0,
            _ => 1,
        };
        let mut pos = start.clone();
        let mut moves = Vec::new();
        while pos.outcome().is_none() {
            let seat = seat_of(pos.to_move());
            let seed = args.seed ^ ((game as u64) << 32) ^ pos.plies() as u64;
            let started = Instant::now();
            let mv = choose(players[seat], spec, &pos, args, seed);
            let elapsed = started.elapsed();
            let tally = &mut tallies[seat];
            tally.moves += 1;
            tally.time += elapsed;
            tally.max_time = tally.max_time.max(elapsed);
            let Some(mv) = mv else { break };
            pos.play(mv);
            moves.push(mv);
        }
        let result = match pos.outcome().and_then(Outcome::winner) {
            Some(p) => {
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
            let first = ["A", "B"][seat_of(start.to_move())];
            writeln!(
                out,
                "game {}: {first} first, {result} after {} moves: {}",
                game + 1,
                moves.len(),
                spec.line_text(start, &moves)
            )?;
            out.flush()?;
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
fn choose(player: PlayerArg, spec: GameSpec, pos: &AnyGame, args: &MatchArgs, seed: u64) -> Option<AnyMove> {
    match player {
        PlayerArg::Baseline => ai::baseline::choose_move(pos, args.baseline_depth, &mut SmallRng::seed_from_u64(seed)),
        PlayerArg::Engine(level) => {
            // As in the game: Perfect only where the engine solves the game outright, Hard elsewhere.
            let level = level.effective(spec);
            let limits = match (args.nodes, args.time_ms) {
                (Some(nodes), _) => level.limits_with_nodes(spec, nodes),
                (None, Some(ms)) => {
                    Limits::unlimited().with_depth(level.depth(spec)).with_time(Duration::from_millis(ms))
                }
                (None, None) => level.limits(spec),
            };
            // Without an opening book: a match measures the search itself.
            AnySearch::new(pos, limits, level.settings(seed), &Solvers::default()).run().best
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_names_parse() {
        assert_eq!("Baseline".parse::<PlayerArg>(), Ok(PlayerArg::Baseline));
        assert_eq!("hard".parse::<PlayerArg>(), Ok(PlayerArg::Engine(Level::Hard)));
        assert!("grandmaster".parse::<PlayerArg>().is_err());
    }
}
