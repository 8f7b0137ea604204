//! Draw offers, as the computer answers and makes them: from its search of the position, it takes a draw it
//! finds itself no better off than, and offers one where it has proved the game a draw.
//!
//! A value here is the computer's own: the caller turns a search's value round when the person was to move
//! in the position searched ([`Value::for_other`]).

use super::Value;
use super::any::Engine;
use crate::rules::{GameSpec, each_spec};

/// What the computer answers to a draw offer, and why: each answer says what its search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAnswer {
    /// Accepted: the computer has proved the game a draw, or lost, with best play.
    AcceptProven,
    /// Accepted: its search finds it no better off than `value` (at most the game's margin).
    Accept { value: i32 },
    /// Declined: it has proved a win.
    DeclineWin,
    /// Declined: its search finds it better off by `value` (more than the game's margin).
    Decline { value: i32 },
}

impl DrawAnswer {
    /// Whether the offer was taken.
    pub fn accepted(self) -> bool {
        matches!(self, DrawAnswer::AcceptProven | DrawAnswer::Accept { .. })
    }
}

/// How much better off than even the computer may think itself and still take a draw in `spec`
/// ([`Engine::draw_margin`]).
pub fn draw_margin(spec: GameSpec) -> i32 {
    each_spec!(spec, F, p => F::draw_margin(p))
}

/// The computer's answer to a draw offer in `spec`, its search having valued the position `value` for itself.
pub fn answer_draw_offer(spec: GameSpec, value: Value) -> DrawAnswer {
    match value {
        Value::Win { .. } | Value::Won => DrawAnswer::DeclineWin,
        Value::Loss { .. } | Value::Lost => DrawAnswer::AcceptProven,
        Value::Exact(value) | Value::Margin(value) if value <= 0 => DrawAnswer::AcceptProven,
        Value::Exact(_) | Value::Margin(_) => DrawAnswer::DeclineWin,
        Value::Estimate(value) if value <= draw_margin(spec) => DrawAnswer::Accept { value },
        Value::Estimate(value) => DrawAnswer::Decline { value },
    }
}

/// Whether the computer offers a draw, its search having valued the position `value` for itself: where the
/// game has draw offers and the search proved it a draw.
pub fn offers_draw(spec: GameSpec, value: Value) -> bool {
    spec.draw_offers() && matches!(value, Value::Exact(0) | Value::Margin(0))
}

/// Whether the computer claims the draw it may claim (chess's third occurrence, its fifty moves), its search
/// having valued the position `value` for itself: by the rule it answers an offer with, when it finds itself no
/// better off than a draw. The answer says why, as for an offer.
pub fn claims_draw(spec: GameSpec, value: Value) -> Option<DrawAnswer> {
    Some(answer_draw_offer(spec, value)).filter(|answer| answer.accepted())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_takes_a_draw_it_is_no_better_off_than_and_says_why() {
        let checkers = GameSpec::CHECKERS;
        let margin = draw_margin(checkers);
        assert_eq!(margin, 25, "a quarter of a man");
        assert_eq!(answer_draw_offer(checkers, Value::Estimate(margin)), DrawAnswer::Accept { value: margin });
        assert_eq!(answer_draw_offer(checkers, Value::Estimate(-300)), DrawAnswer::Accept { value: -300 });
        assert_eq!(answer_draw_offer(checkers, Value::Estimate(margin + 1)), DrawAnswer::Decline { value: margin + 1 });
        assert_eq!(answer_draw_offer(checkers, Value::Exact(0)), DrawAnswer::AcceptProven);
        assert_eq!(answer_draw_offer(checkers, Value::Loss { plies: 9 }), DrawAnswer::AcceptProven);
        assert_eq!(answer_draw_offer(checkers, Value::Win { plies: 9 }), DrawAnswer::DeclineWin);
        assert_eq!(answer_draw_offer(checkers, Value::Won), DrawAnswer::DeclineWin, "a database's win");
        assert_eq!(answer_draw_offer(checkers, Value::Lost), DrawAnswer::AcceptProven);
        assert!(answer_draw_offer(checkers, Value::Estimate(0)).accepted());
        assert!(!answer_draw_offer(checkers, Value::Win { plies: 1 }).accepted());
    }

    #[test]
    fn the_computer_offers_a_draw_only_where_it_proved_one_in_a_game_with_offers() {
        assert!(offers_draw(GameSpec::CHECKERS, Value::Exact(0)));
        assert!(!offers_draw(GameSpec::CHECKERS, Value::Estimate(0)), "a guess is no proof");
        assert!(!offers_draw(GameSpec::CHECKERS, Value::Loss { plies: 3 }));
        assert!(!offers_draw(GameSpec::TIC_TAC_TOE, Value::Exact(0)), "Tic-Tac-Toe has no draw offers");
    }

    #[test]
    fn the_computer_claims_a_draw_it_would_accept_and_plays_on_otherwise() {
        let chess = GameSpec::CHESS;
        assert_eq!(draw_margin(chess), 25, "a quarter of a pawn");
        assert_eq!(claims_draw(chess, Value::Estimate(10)), Some(DrawAnswer::Accept { value: 10 }));
        assert_eq!(claims_draw(chess, Value::Loss { plies: 4 }), Some(DrawAnswer::AcceptProven));
        assert_eq!(claims_draw(chess, Value::Estimate(26)), None, "better off than the margin: it plays on");
        assert_eq!(claims_draw(chess, Value::Win { plies: 7 }), None);
    }
}
