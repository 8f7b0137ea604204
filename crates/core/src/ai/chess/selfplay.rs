//! Games of the engine against itself at a fixed number of nodes a move: the positions the weights are
//! fitted on ([`super::fitting`]), and the match that measures fitted weights against others.
//!
//! A node budget, not a time, so that a game does not depend on the machine's speed or on anything else
//! running (the same build plays it the same way), and the games can be shared between threads. Each game starts from a line of the openings data set
//! ([`opening_lines`]) picked by the seed, then two random moves, so that no two games
//! are alike; a game is scored when it ends by the rules, when a draw could be claimed, after
//! [`MAX_PLIES`], or when both sides' searches have agreed for [`AGREED_PLIES`] plies that one side is ahead
//! by [`DECIDED`] or more (it then wins).

use std::sync::OnceLock;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::eval::ChessEval;
use super::weights::Weights;
use crate::ai::eval::Evaluator;
use crate::ai::selfplay::{Agreement, Score, first_player_score, parallel};
use crate::ai::{Limits, Search, Settings};
use crate::rules::chess::{Chess, opening_lines};
use crate::rules::{Game, Player};

/// The longest game, in plies from its start; a draw after it.
pub const MAX_PLIES: u32 = 300;
/// A lead, in centipawns for the side to move, that decides a game ...
pub const DECIDED: i32 = 1_000;
/// ... once the searches have seen it for this many plies in a row.
pub const AGREED_PLIES: u32 = 6;
/// Random moves played after the opening line.
const RANDOM_PLIES: u32 = 2;

/// A game played: its result for White (1, ½ or 0), and the quiet positions of it the fit may use (none
/// unless asked), each with the value its search found for White, in centipawns (a mate as [`DECIDED`]
/// twice).
pub struct Played {
    pub result: f64,
    pub positions: Vec<(Chess, i32)>,
}

/// The start of game `index` of the series `seed`: an opening line, then two random moves.
pub fn start(seed: u64, index: u64) -> Chess {
    static LINES: OnceLock<Vec<Vec<&'static str>>> = OnceLock::new();
    let lines = LINES.get_or_init(|| opening_lines().collect());
    let mut rng = SmallRng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index);
    let mut pos = Chess::new();
    if let Some(line) = lines.choose(&mut rng) {
        for token in line {
            match pos.read_move(token) {
                Ok(mv) => pos.play(mv),
                Err(_) => break,
            }
        }
    }
    let mut moves = Vec::new();
    for _ in 0..RANDOM_PLIES {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        pos.play(mv);
    }
    pos
}

/// Whether the fit may use `pos`: not in check, and with no capture that wins or holds material, so that
/// its evaluation is what a search would say of it.
fn quiet(pos: &Chess) -> bool {
    let mut noisy = Vec::new();
    !pos.in_check() && ChessEval::default().quiescence(pos, &mut noisy) == Some(true) && noisy.is_empty()
}

/// Plays from `start`, White with `white`'s weights and Black with `black`'s, each move a search of `nodes`
/// nodes; keeps the quiet positions when `keep`.
pub fn play(start: &Chess, white: &'static Weights, black: &'static Weights, nodes: u64, keep: bool) -> Played {
    let mut pos = start.clone();
    let mut positions = Vec::new();
    let mut agreement = Agreement::new(DECIDED, AGREED_PLIES);
    let settings = Settings { table_bits: 16, exact_solver: false, ..Settings::default() };
    for _ in 0..MAX_PLIES {
        if let Some(outcome) = pos.outcome() {
            return Played { result: first_player_score(outcome.winner()), positions };
        }
        if pos.claim().is_some() {
            break;
        }
        let mover = pos.to_move();
        let weights = if mover == Player::One { white } else { black };
        let eval = ChessEval::with_weights(weights);
        let limits = Limits::default().with_nodes(nodes);
        let found = Search::with_evaluator(&pos, limits, settings.clone(), eval).run();
        let Some(mv) = found.best else { break };
        if keep && quiet(&pos) {
            let value = found.score.clamp(-2 * DECIDED, 2 * DECIDED);
            positions.push((pos.clone(), if mover == Player::One { value } else { -value }));
        }
        if let Some(winner) = agreement.hear(mover, found.score) {
            return Played { result: first_player_score(Some(winner)), positions };
        }
        pos.play(mv);
    }
    Played { result: 0.5, positions }
}

/// `pairs` openings of the series `seed`, each played twice with the colours swapped: `a` against `b`, each
/// move `nodes` nodes, on `threads` threads.
pub fn compare(a: &'static Weights, b: &'static Weights, pairs: u32, nodes: u64, seed: u64, threads: usize) -> Score {
    Score::of(parallel(pairs as usize * 2, threads, &|game| {
        let start = start(seed, (game / 2) as u64);
        if game % 2 == 0 {
            play(&start, a, b, nodes, false).result
        } else {
            1.0 - play(&start, b, a, nodes, false).result
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::chess::weights::HAND_SET;

    #[test]
    fn a_series_starts_the_same_way_every_time_and_its_games_differ() {
        assert_eq!(start(3, 7).fen(), start(3, 7).fen());
        assert_ne!(start(3, 7).fen(), start(3, 8).fen());
        assert!(start(3, 7).plies() >= RANDOM_PLIES);
    }

    #[test]
    fn a_game_at_a_node_budget_is_the_same_game_every_time_and_keeps_only_quiet_positions() {
        let from = start(1, 0);
        let (a, b) = (play(&from, &HAND_SET, &HAND_SET, 300, true), play(&from, &HAND_SET, &HAND_SET, 300, true));
        assert_eq!(a.result, b.result);
        let fens =
            |played: &Played| played.positions.iter().map(|(pos, value)| (pos.fen(), *value)).collect::<Vec<_>>();
        assert_eq!(fens(&a), fens(&b));
        assert!(!a.positions.is_empty());
        assert!(a.positions.iter().all(|(pos, _)| quiet(pos)));
    }

    #[test]
    fn a_decided_game_is_scored_for_the_side_ahead() {
        // White has a queen more: the searches agree at once, and White wins.
        let won = Chess::read_fen("4k3/8/8/8/8/8/3PPP2/3QK3 w - - 0 1").unwrap();
        assert_eq!(play(&won, &HAND_SET, &HAND_SET, 300, false).result, 1.0);
        let lost = Chess::read_fen("3qk3/3ppp2/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(play(&lost, &HAND_SET, &HAND_SET, 300, false).result, 0.0);
    }
}
