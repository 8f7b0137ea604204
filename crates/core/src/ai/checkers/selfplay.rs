//! Games of the engine against itself at a fixed number of nodes a move, both sides with the endgame
//! database: the positions the weights are fitted on (`fit checkers`, [`super::fit_tool`]), and the match
//! that measures fitted weights against others.
//!
//! A node budget, not a time, so that a game does not depend on the machine's speed or on anything else
//! running, and the games can be shared between threads. Each game starts with [`RANDOM_PLIES`] random moves
//! picked by the seed (checkers' openings are narrow: the tournaments' three-move ballots are random openings
//! too), so that no two games are alike; a game is scored when it ends by the rules (a repetition and the
//! move count among them), after [`MAX_PLIES`], or when both sides' searches have agreed for
//! [`AGREED_PLIES`] plies that one side is ahead by [`DECIDED`] or more (it then wins).

use std::sync::Arc;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

use super::CheckersEval;
use super::database::{Database, MOST_PIECES};
use super::weights::Weights;
use crate::ai::selfplay::{Agreement, Score, first_player_score, parallel};
use crate::ai::texel::{Sample, Trace};
use crate::ai::{Limits, Search, Settings};
use crate::rules::checkers::Checkers;
use crate::rules::{Game, Player};

/// The longest game, in plies from its start; a draw after it.
pub const MAX_PLIES: u32 = 250;
/// A lead, in hundredths of a man for the side to move, that decides a game ...
pub const DECIDED: i32 = 300;
/// ... once the searches have seen it for this many plies in a row.
pub const AGREED_PLIES: u32 = 6;
/// Random moves played from the start.
pub const RANDOM_PLIES: u32 = 4;

/// A game played: its result for Black (1, ½ or 0), and the positions of it the fit may use (none unless
/// asked): each one's terms, phase and the value its search found for Black, in hundredths of a man (a win
/// as [`DECIDED`] twice).
pub struct Played {
    pub result: f64,
    pub positions: Vec<(Trace, f64, i32)>,
}

impl Played {
    /// The positions as the fit's samples, labelled with the game's result.
    pub fn samples(&self) -> Vec<Sample> {
        self.positions
            .iter()
            .map(|(trace, phase, value)| Sample::new(trace, *phase, 1.0, 0.0, self.result, *value))
            .collect()
    }
}

/// The start of game `index` of the series `seed`: [`RANDOM_PLIES`] random moves from the start.
pub fn start(seed: u64, index: u64) -> Checkers {
    let mut rng = SmallRng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index);
    let mut pos = Checkers::new();
    let mut moves = Vec::new();
    for _ in 0..RANDOM_PLIES {
        pos.legal_moves(&mut moves);
        let Some(&mv) = moves.choose(&mut rng) else { break };
        pos.play(mv);
    }
    pos
}

/// Whether the fit may use `pos`: no jump due (the material about to change hands is not yet counted), and
/// more pieces than the database holds (whose positions the evaluation is never asked).
fn quiet(pos: &Checkers) -> bool {
    !pos.must_jump() && pos.pieces().count() as usize > MOST_PIECES
}

/// Plays from `start`, Black with `black`'s weights and White with `white`'s, each move a search of `nodes`
/// nodes with `database`; keeps the quiet positions when `keep`.
pub fn play(
    start: &Checkers,
    black: &'static Weights,
    white: &'static Weights,
    nodes: u64,
    database: &Option<Arc<Database>>,
    keep: bool,
) -> Played {
    let mut pos = start.clone();
    let mut positions = Vec::new();
    let mut agreement = Agreement::new(DECIDED, AGREED_PLIES);
    let settings = Settings { table_bits: 16, exact_solver: false, ..Settings::default() };
    for _ in 0..MAX_PLIES {
        if let Some(outcome) = pos.outcome() {
            return Played { result: first_player_score(outcome.winner()), positions };
        }
        let mover = pos.to_move();
        let weights = if mover == Player::One { black } else { white };
        let eval = CheckersEval::with_weights(weights, database.clone());
        let limits = Limits::unlimited().with_nodes(nodes);
        let found = Search::with_evaluator(&pos, limits, settings.clone(), eval).run();
        let Some(mv) = found.best else { break };
        if keep && quiet(&pos) {
            let value = found.score.clamp(-2 * DECIDED, 2 * DECIDED);
            let (trace, phase) = CheckersEval::trace(&pos);
            positions.push((trace, phase, if mover == Player::One { value } else { -value }));
        }
        if let Some(winner) = agreement.hear(mover, found.score) {
            return Played { result: first_player_score(Some(winner)), positions };
        }
        pos.play(mv);
    }
    Played { result: 0.5, positions }
}

/// `pairs` openings of the series `seed`, each played twice with the colours swapped: `a` against `b`, each
/// move `nodes` nodes with `database`, on `threads` threads.
pub fn compare(
    a: &'static Weights,
    b: &'static Weights,
    pairs: u32,
    nodes: u64,
    seed: u64,
    threads: usize,
    database: &Option<Arc<Database>>,
) -> Score {
    Score::of(parallel(pairs as usize * 2, threads, &|game| {
        let start = start(seed, (game / 2) as u64);
        if game % 2 == 0 {
            play(&start, a, b, nodes, database, false).result
        } else {
            1.0 - play(&start, b, a, nodes, database, false).result
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::checkers::weights::HAND_SET;
    use crate::rules::Family;
    use crate::rules::checkers::English;

    #[test]
    fn a_series_starts_the_same_way_every_time_and_its_games_differ() {
        let fen = |pos: Checkers| pos.write_setup();
        assert_eq!(fen(start(3, 7)), fen(start(3, 7)));
        assert_ne!(fen(start(3, 7)), fen(start(3, 8)));
    }

    #[test]
    fn a_game_at_a_node_budget_is_the_same_game_every_time_and_keeps_only_quiet_positions() {
        let from = start(1, 0);
        let played = || play(&from, &HAND_SET, &HAND_SET, 300, &None, true);
        let (a, b) = (played(), played());
        assert_eq!(a.result, b.result);
        let counts =
            |p: &Played| p.positions.iter().map(|(t, phase, v)| (t.counts.clone(), *phase, *v)).collect::<Vec<_>>();
        assert_eq!(counts(&a), counts(&b));
        assert!(!a.positions.is_empty());
        // A quiet position has more than four pieces: its phase is above 4 of 24.
        assert!(a.positions.iter().all(|(_, phase, _)| *phase > 4.0 / 24.0));
        assert_eq!(a.samples().len(), a.positions.len());
    }

    #[test]
    fn a_decided_game_is_scored_for_the_side_ahead() {
        // Black has three men more: the searches agree at once, and Black wins; and the other way round.
        let won = Checkers::read_setup(English, "B:W29,30:B1,2,3,4,5").unwrap().unwrap();
        assert_eq!(play(&won, &HAND_SET, &HAND_SET, 300, &None, false).result, 1.0);
        let lost = Checkers::read_setup(English, "B:W28,29,30,31,32:B1,2").unwrap().unwrap();
        assert_eq!(play(&lost, &HAND_SET, &HAND_SET, 300, &None, false).result, 0.0);
    }
}
