//! Scores: what a search's numbers mean. Scores are for the player to move. A position won in `d` moves from
//! the root scores `MATE - d` and one lost in `d` moves `-(MATE - d)`, so a search prefers the fastest win and
//! the slowest loss. Every move counts, whoever makes it: a pass, or a second move of the same player. A draw
//! is 0. Positions cut off by depth get the evaluator's guess, always well inside ±[`MATE_BOUND`].
//!
//! Games counted at their end ([`Scoring::Margin`]: Reversi's discs, Kalah's seeds) score a finished game by
//! its margin for the player to move, in units of [`MARGIN_SCALE`], less the distance for a win and plus it for
//! a loss: the bigger margin is always better, and among equal margins the faster win and the slower loss. Such
//! a game's evaluator guesses in the same units. [`Value`] reads a score back as a result.
//!
//! A win or loss proven without its distance (an endgame database's, which holds wins, losses and draws)
//! scores in a band of its own, below every counted win and above every guess: [`KNOWN`] plus the
//! evaluator's guess (so that, among won positions, the search goes for the better one: a piece more, and the
//! capture that ends the game comes within its sight), minus that for a loss. It carries no distance, so the
//! table stores it as it is.

use crate::rules::{Game, Outcome, Player, Scoring, score_for_win};

/// The score of a win with the winning move at the root (`MATE - plies` for a later one).
pub const MATE: i32 = 1_000_000_000;
/// Scores beyond this, either way, are proven wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000_000;
/// Above every score.
pub const INFINITY: i32 = MATE + 1;
/// The middle of the band of wins proven without their distance (see the module documentation).
pub const KNOWN: i32 = MATE_BOUND - 1_000_000;
/// How far a guess may move a score within that band, either way.
const KNOWN_SPREAD: i32 = 400_000;
/// Scores beyond this, either way (and within [`MATE_BOUND`]), are wins or losses proven without a distance.
pub const KNOWN_BOUND: i32 = KNOWN - KNOWN_SPREAD - 1;

/// The score of a position won without a known distance, for the player to move, whose evaluator guesses
/// `guess` there.
pub fn known_win(guess: i32) -> i32 {
    KNOWN + guess.clamp(-KNOWN_SPREAD, KNOWN_SPREAD)
}

/// One disc or seed of margin, in score points: more than any distance in moves, so that a margin always
/// outweighs the distance that breaks ties between equal margins.
pub const MARGIN_SCALE: i32 = 1 << 16;

/// Whether a score is a proven win or loss.
pub fn is_mate(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// The score of a finished game for the player to move, `ply` moves from the root.
pub fn terminal_score(outcome: Outcome, to_move: Player, ply: u32) -> i32 {
    match outcome {
        Outcome::Draw | Outcome::DrawBy(_) | Outcome::Margin(0) => 0,
        Outcome::Win(p) if p == to_move => MATE - ply as i32,
        Outcome::Win(_) => -(MATE - ply as i32),
        Outcome::Margin(m) => {
            let margin = if to_move == Player::One { m } else { -m };
            margin * MARGIN_SCALE - margin.signum() * ply as i32
        }
        Outcome::Payoff(value) if to_move == Player::One => value,
        Outcome::Payoff(value) => -value,
    }
}

/// A score of a game of [`Scoring::Margin`] read as its margin: the nearest whole number of discs or seeds.
pub fn margin_of(score: i32) -> i32 {
    (score + MARGIN_SCALE / 2).div_euclid(MARGIN_SCALE)
}

/// A score read as a game result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The player to move wins; the winning move is `plies` plies away (1: right now).
    Win { plies: u32 },
    /// The player to move loses; the opponent's winning move is `plies` plies away.
    Loss { plies: u32 },
    /// The exact value without a win or loss: 0 is a draw (other values come from test trees).
    Exact(i32),
    /// The exact margin for the player to move of a game counted at its end: +4 wins by four discs, 0 draws.
    Margin(i32),
    /// An evaluation from a search that did not reach the end; for a game counted at its end, a margin.
    Estimate(i32),
    /// The player to move wins, how soon not known (an endgame database of wins, losses and draws said so).
    Won,
    /// The player to move loses, how soon not known.
    Lost,
}

impl Value {
    /// A search score of a game scored by `scoring` read as a result; `exact` says whether a score that is not
    /// a win or loss is proven.
    pub fn of(score: i32, exact: bool, scoring: Scoring) -> Self {
        if score > MATE_BOUND {
            Value::Win { plies: (MATE - score) as u32 }
        } else if score < -MATE_BOUND {
            Value::Loss { plies: (MATE + score) as u32 }
        } else if score > KNOWN_BOUND {
            Value::Won
        } else if score < -KNOWN_BOUND {
            Value::Lost
        } else if scoring == Scoring::Margin {
            if exact { Value::Margin(margin_of(score)) } else { Value::Estimate(margin_of(score)) }
        } else if exact {
            Value::Exact(score)
        } else {
            Value::Estimate(score)
        }
    }

    /// The same value for the other player: a win is their loss, a margin or an estimate turned round.
    pub fn for_other(self) -> Self {
        match self {
            Value::Win { plies } => Value::Loss { plies },
            Value::Loss { plies } => Value::Win { plies },
            Value::Exact(value) => Value::Exact(-value),
            Value::Margin(value) => Value::Margin(-value),
            Value::Estimate(value) => Value::Estimate(-value),
            Value::Won => Value::Lost,
            Value::Lost => Value::Won,
        }
    }

    /// The value under the project's convention ([`score_for_win`]) from a position with `plies_left_bound`
    /// moves left at most, if it is proven.
    pub fn convention_score(self, plies_left_bound: u32) -> Option<i32> {
        match self {
            Value::Win { plies } => Some(score_for_win(plies_left_bound, plies)),
            Value::Loss { plies } => Some(-score_for_win(plies_left_bound, plies)),
            Value::Exact(value) | Value::Margin(value) => Some(value),
            // Proven, but with no distance to score by: the slowest win (or loss) the game allows.
            Value::Won => Some(score_for_win(plies_left_bound, plies_left_bound)),
            Value::Lost => Some(-score_for_win(plies_left_bound, plies_left_bound)),
            Value::Estimate(_) => None,
        }
    }
}

/// How many of the moves to a won or lost end are the player's own, for a [`Value::Win`] or [`Value::Loss`] of
/// the player to move at `root`: counted along `line` (the expected play from `root`, as far as it is known and
/// legal) and past its end as if the turns alternated. A win counts the winning move; a loss counts the player's
/// moves before the end (0: the opponent wins at once). In a game whose turns alternate this is
/// `plies.div_ceil(2)` for a win and `plies / 2` for a loss; a pass or a move again changes it. `None` for the
/// other values.
pub fn own_moves<G: Game>(root: &G, line: &[G::Move], value: Value) -> Option<u32> {
    let (plies, win) = match value {
        Value::Win { plies } => (plies as usize, true),
        Value::Loss { plies } => (plies as usize, false),
        _ => return None,
    };
    let player = root.to_move();
    let mut pos = root.clone();
    let mut movers = Vec::with_capacity(plies);
    for &mv in line.iter().take(plies) {
        if pos.outcome().is_some() || pos.check_move(mv).is_err() {
            break;
        }
        movers.push(pos.to_move());
        pos.play(mv);
    }
    let mut next = pos.to_move();
    while movers.len() < plies {
        movers.push(next);
        next = next.other();
    }
    let own = movers.iter().filter(|&&p| p == player).count() as u32;
    let last_is_own = movers.last() == Some(&player);
    Some(if !win && last_is_own { own - 1 } else { own })
}

/// Won and lost scores count plies from the root, and so do the distances inside the margins of a game
/// counted at its end; the table stores them counted from the node, so an entry means the same wherever in the
/// tree it is found again (in Kalah the same position comes back after more or fewer moves: a move again).
pub(crate) fn score_to_table(score: i32, ply: u32, scoring: Scoring) -> i32 {
    score + distance_sign(score, scoring) * ply as i32
}

/// The score of a table entry seen from a node at `ply` (see [`score_to_table`]).
pub(crate) fn score_from_table(score: i32, ply: u32, scoring: Scoring) -> i32 {
    score - distance_sign(score, scoring) * ply as i32
}

/// How a score's distance part moves with the ply: a win's falls (+1 gives back a ply), a loss's rises (-1),
/// a margin's as its sign says; a draw and a game's guesses carry no distance.
fn distance_sign(score: i32, scoring: Scoring) -> i32 {
    if score > MATE_BOUND {
        1
    } else if score < -MATE_BOUND {
        -1
    } else if scoring == Scoring::Margin {
        margin_of(score).signum()
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn margins_outweigh_distances_and_distances_break_ties() {
        let score = |m, ply| terminal_score(Outcome::Margin(m), Player::One, ply);
        assert!(score(2, 60) > score(1, 1), "a bigger win, however late");
        assert!(score(2, 3) > score(2, 9), "the sooner of two equal wins");
        assert!(score(-2, 9) > score(-2, 3), "the later of two equal losses");
        assert!(score(-1, 1) > score(-2, 60));
        assert_eq!(score(0, 7), 0);
        assert_eq!(terminal_score(Outcome::Margin(3), Player::Two, 4), score(-3, 4), "the margin is One's");
        for (m, ply) in [(5, 12), (-5, 12), (1, 200), (-64, 3), (0, 9)] {
            assert_eq!(margin_of(score(m, ply)), m);
            assert_eq!(Value::of(score(m, ply), true, Scoring::Margin), Value::Margin(m));
        }
        assert_eq!(Value::of(3 * MARGIN_SCALE + 100, false, Scoring::Margin), Value::Estimate(3));
        assert_eq!(Value::Margin(-4).convention_score(60), Some(-4));
        assert_eq!(terminal_score(Outcome::DrawBy(crate::rules::DrawReason::Repetition), Player::Two, 5), 0);
    }

    #[test]
    fn own_moves_are_counted_along_the_line_and_past_it_as_if_turns_alternated() {
        use crate::rules::Family;
        use crate::rules::nim::{CLASSIC, HeapTake, Nim};
        let nim = Nim::start(CLASSIC);
        let take = |heap, bones| HeapTake { heap, bones };
        // No line known: as if alternating. A win in 5 plies is the player's 1st, 3rd and 5th: 3 moves.
        assert_eq!(own_moves(&nim, &[], Value::Win { plies: 5 }), Some(3));
        assert_eq!(own_moves(&nim, &[], Value::Loss { plies: 4 }), Some(2));
        assert_eq!(own_moves(&nim, &[], Value::Loss { plies: 1 }), Some(0), "the player's own last move loses");
        // Part of the line known (two moves), the rest alternating from the side to move after it.
        assert_eq!(own_moves(&nim, &[take(0, 1), take(1, 1)], Value::Win { plies: 5 }), Some(3));
        // A line that stops being legal is read only as far as it is.
        assert_eq!(own_moves(&nim, &[take(0, 9)], Value::Win { plies: 3 }), Some(2));
        assert_eq!(own_moves(&nim, &[], Value::Margin(3)), None);
    }

    #[test]
    fn table_scores_round_trip_at_any_ply() {
        for scoring in [Scoring::WinLoss, Scoring::Margin] {
            for score in [MATE - 7, -(MATE - 9), 0, 1234, -55, 3 * MARGIN_SCALE - 9, -2 * MARGIN_SCALE + 4] {
                for ply in [0, 1, 5] {
                    assert_eq!(score_from_table(score_to_table(score, ply, scoring), ply, scoring), score);
                }
            }
        }
        // A win in 3 from a node at ply 4 is a win in 7 from the root, and in 5 seen from ply 2.
        let stored = score_to_table(MATE - 7, 4, Scoring::WinLoss);
        assert_eq!(score_from_table(stored, 2, Scoring::WinLoss), MATE - 5);
        // So is a margin: +3 with the game's end 9 plies from the root is +3 six plies on from a node at 4
        // (the same node found again at ply 2 ends 8 plies from the root).
        let margin = |m: i32, ply: i32| m * MARGIN_SCALE - m.signum() * ply;
        let stored = score_to_table(margin(3, 9), 4, Scoring::Margin);
        assert_eq!(score_from_table(stored, 2, Scoring::Margin), margin(3, 7));
        assert_eq!(
            score_from_table(score_to_table(margin(-2, 9), 4, Scoring::Margin), 2, Scoring::Margin),
            margin(-2, 7)
        );
        assert_eq!(score_to_table(1234, 4, Scoring::WinLoss), 1234, "an evaluation carries no distance");
    }
}
