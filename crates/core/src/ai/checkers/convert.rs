//! `bench checkers --convert N`: does the search win the positions the endgame database says are won? A seeded
//! sample of N positions of as many pieces as the database holds, every one the side to move wins played out,
//! both sides searching a fixed number of nodes a move with the database (the defender's moves all lose; it
//! plays the one its search holds out longest with), under the rules' draws: 80 plies with no man moved and
//! nothing taken (the 40-move rule), or a position seen a third time. A win is converted when the game ends
//! in it.

use std::io::{self, Write};
use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use web_time::Instant;

use super::CheckersData;
use super::database::{self, Database, Known};
use crate::ai::any::{AnySearch, ConvertJob, Solvers};
use crate::ai::limits::{Limits, Settings};
use crate::rules::checkers::board::{BLACK_CROWNS, WHITE_CROWNS};
use crate::rules::checkers::{Checkers, Pieces};
use crate::rules::{AnyGame, AnyMove, Family, Game, Outcome, Player};

/// The most plies a game is played: far more than the rules' draws allow a game with no progress, and more
/// than four pieces can make.
const MOST_PLIES: usize = 600;

/// Runs `job` (see [`crate::ai::any::Converter`]).
pub fn run(job: &ConvertJob, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    let Some(bytes) = database::DATA_FILE.bundled else {
        writeln!(err, "error: this build has no endgame database built in")?;
        return Ok(2);
    };
    let database = match Database::from_bytes(bytes) {
        Ok(database) => Arc::new(database),
        Err(why) => {
            writeln!(err, "error: the endgame database: {why}")?;
            return Ok(2);
        }
    };
    let pieces = database.pieces() as u32;
    let solvers = Solvers::default().with::<Checkers>(CheckersData { database: Some(database.clone()) });
    let mut rng = SmallRng::seed_from_u64(job.seed);
    let sample: Vec<Checkers> = (0..job.count).map(|_| random_position(&mut rng, pieces)).collect();
    let wins: Vec<&Checkers> =
        sample.iter().filter(|pos| database.probe(pos.pieces(), pos.to_move()) == Some(Known::Win)).collect();
    writeln!(
        err,
        "{} positions of {pieces} pieces, seed {}: {} won for the side to move",
        job.count,
        job.seed,
        wins.len()
    )?;
    let started = Instant::now();
    let (mut converted, mut plies, mut failed) = (0, 0, 0);
    for (i, &start) in wins.iter().enumerate() {
        let winner = start.to_move();
        let (ended, played) = play_out(start.clone(), &solvers, job.nodes);
        if ended == Some(Outcome::Win(winner)) {
            converted += 1;
            plies += played;
        } else {
            failed += 1;
            let how = ended.map_or_else(|| format!("unfinished after {played} plies"), |o| format!("{o:?}"));
            writeln!(out, "not converted: {} ({how})", start.write_setup().unwrap_or_default())?;
        }
        if (i + 1) % 100 == 0 {
            writeln!(err, "{} of {} played", i + 1, wins.len())?;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    writeln!(
        out,
        "converted {converted} of {} wins ({failed} not), {:.1} plies a win, {} nodes a move, {seconds:.1} s",
        wins.len(),
        plies as f64 / converted.max(1) as f64,
        job.nodes
    )?;
    Ok(u8::from(failed > 0))
}

/// Plays `pos` out, both sides searching `nodes` nodes a move: how it ended, if it did, and in how many plies.
pub fn play_out(mut pos: Checkers, solvers: &Solvers, nodes: u64) -> (Option<Outcome>, usize) {
    for played in 0..MOST_PLIES {
        if let Some(outcome) = pos.outcome() {
            return (Some(outcome), played);
        }
        let game = AnyGame::Checkers(pos.clone());
        let result = AnySearch::new(&game, Limits::unlimited().with_nodes(nodes), Settings::default(), solvers).run();
        let Some(AnyMove::CheckersMove(mv)) = result.best else { return (None, played) };
        pos.play(mv);
    }
    (pos.outcome(), MOST_PLIES)
}

/// A position of `count` pieces, at least one a side, each a man or a king on a square of its own (a man never
/// on the row it would be crowned on), either side to move, the game not over.
fn random_position(rng: &mut SmallRng, count: u32) -> Checkers {
    loop {
        let mut pieces = Pieces { black: 0, white: 0, kings: 0 };
        let black = rng.random_range(1..count);
        for i in 0..count {
            let player = if i < black { Player::One } else { Player::Two };
            let king = rng.random_bool(0.5);
            let crowns = if player == Player::One { BLACK_CROWNS } else { WHITE_CROWNS };
            let square = loop {
                let bit = 1u32 << rng.random_range(0..32);
                if pieces.empty() & bit != 0 && (king || crowns & bit == 0) {
                    break bit;
                }
            };
            match player {
                Player::One => pieces.black |= square,
                Player::Two => pieces.white |= square,
            }
            if king {
                pieces.kings |= square;
            }
        }
        let mover = if rng.random_bool(0.5) { Player::One } else { Player::Two };
        let pos = Checkers::set_up(pieces, mover);
        if pos.outcome().is_none() {
            return pos;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sampled_positions_hold_what_they_say() {
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..500 {
            let pos = random_position(&mut rng, 4);
            let pieces = pos.pieces();
            assert_eq!(pieces.count(), 4);
            assert!(pieces.black != 0 && pieces.white != 0 && pos.outcome().is_none());
            let men = !pieces.kings;
            assert_eq!(pieces.black & men & BLACK_CROWNS | pieces.white & men & WHITE_CROWNS, 0);
            // Read back from its FEN as itself.
            let fen = pos.write_setup().unwrap();
            assert_eq!(Checkers::read_setup(crate::rules::checkers::English, &fen).unwrap().unwrap(), pos);
        }
    }
}
