//! Fitting chess's evaluation weights to self-play ([`crate::ai::texel`], the "Texel" method): the
//! quiet positions of many games ([`super::selfplay`]), each labelled with its game's result, and the weights
//! that make a logistic curve of the evaluation predict those results best.
//!
//! A position's terms are counted by [`ChessEval::trace`]: the middlegame and endgame sums, tapered by the
//! phase, times the cut of a drawish lead, plus what no weight decides (the won ending's drive, the side to
//! move's edge), all for White.

use super::eval::{ChessEval, FULL_PHASE};
use super::selfplay::{self, Played};
use super::weights::Weights;
use crate::ai::texel::Sample;

pub use crate::ai::texel::{Options, Samples, fit_k};

/// `pos` for the fit, its game's result `result` and its search's value `searched` (both for White), its cut
/// as `weights` decide it; None for a dead position.
pub fn sample(
    pos: &crate::rules::chess::Chess,
    result: f64,
    searched: i32,
    weights: &'static Weights,
) -> Option<Sample> {
    let (trace, phase, cut, offset) = ChessEval::with_weights(weights).trace(pos)?;
    Some(Sample::new(&trace, f64::from(phase) / f64::from(FULL_PHASE), cut, offset, result, searched))
}

/// A game's quiet positions as samples, their cuts as `weights` decide them (made as each game ends, so that
/// the positions, which carry their past, are not all kept at once).
pub fn game_samples(game: &Played, weights: &'static Weights) -> Vec<Sample> {
    game.positions.iter().filter_map(|(pos, value)| sample(pos, game.result, *value, weights)).collect()
}

/// Plays `games` games of the series `seed` with `weights` on both sides, `nodes` nodes a move, on `threads`
/// threads: each game's samples ([`game_samples`]); `progress` hears of each game done.
pub fn play_games(
    games: u32,
    seed: u64,
    nodes: u64,
    threads: usize,
    weights: &'static Weights,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<Vec<Sample>> {
    let done = std::sync::atomic::AtomicUsize::new(0);
    crate::ai::selfplay::parallel(games as usize, threads, &|game| {
        let played = selfplay::play(&selfplay::start(seed, game as u64), weights, weights, nodes, true);
        progress(done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
        game_samples(&played, weights)
    })
}

/// The mean squared error of the predicted results of `samples` under `weights`.
pub fn error(samples: &[Sample], weights: &Weights, k: f64) -> f64 {
    crate::ai::texel::error(samples, &weights.0, k)
}

/// Weights from `start` fitted to `samples`' targets (see [`crate::ai::texel::fit`]).
pub fn fit(samples: &[Sample], start: &Weights, options: Options, progress: &mut dyn FnMut(u32, f64)) -> Weights {
    let mut fitted = start.clone();
    fitted.0.copy_from_slice(&crate::ai::texel::fit(samples, &start.0, options, progress));
    fitted
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::chess::weights::{HAND_SET, VALUE};
    use crate::ai::texel::as_floats;
    use crate::rules::chess::Chess;

    fn sampled(fen: &str, result: f64) -> Sample {
        sample(&Chess::read_fen(fen).unwrap(), result, 0, &HAND_SET).unwrap()
    }

    #[test]
    fn a_sample_evaluates_as_the_engine_does_for_white() {
        use crate::ai::eval::Evaluator;
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "4k3/8/8/8/8/8/3PPP2/3QK3 w - - 0 1",
            "8/8/4k3/8/8/3K4/8/6NB w - - 0 1",
        ] {
            let pos = Chess::read_fen(fen).unwrap();
            let own = ChessEval::with_weights(&HAND_SET).evaluate(&pos);
            let white = if fen.contains(" w ") { own } else { -own };
            let fitted = sampled(fen, 0.5).eval(&as_floats(&HAND_SET.0));
            // The engine divides in whole centipawns; the fit does not.
            assert!((fitted - f64::from(white)).abs() <= 2.0, "{fen}: {fitted} against {white}");
        }
    }

    #[test]
    fn fitting_moves_the_knights_worth_towards_the_results() {
        // White a knight up, and always winning: the knight's worth should grow; the same, always drawn:
        // it should shrink.
        let fen = "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1";
        let options = Options { k: 1.0, steps: 100, prior: 0.0 };
        let knight = |result: f64| fit(&[sampled(fen, result)], &HAND_SET, options, &mut |_, _| {}).0[VALUE + 1];
        let start = HAND_SET.0[VALUE + 1];
        let (won, drawn) = (knight(1.0), knight(0.5));
        assert!(won.0 + won.1 > start.0 + start.1, "{won:?}");
        assert!(drawn.0 + drawn.1 < start.0 + start.1, "{drawn:?}");
    }
}
