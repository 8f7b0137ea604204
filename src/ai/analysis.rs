//! Analysis: the value of every move from a position, for the player to move there. One search scores them
//! all, sharing its transposition table between them (see [`Settings::score_every_move`]), and runs in slices
//! like any other, so the app can run it on its async task and the command line prints it (`analyze`).

use super::any::AnySearch;
use super::search::{Limits, SearchResult, Settings, Value};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec};

/// A move and what it is worth to the player who plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: AnyMove,
    /// Win or loss with its distance in plies from the position analysed, an exact value, or an estimate.
    pub value: Value,
    /// The value under the project's score convention, where it is proven.
    pub score: Option<i32>,
}

/// Prepares the analysis of `position` within `limits`; run it like any search, then read it with [`values`].
pub fn analyse(position: &AnyGame, limits: Limits) -> AnySearch {
    AnySearch::new(position, limits, Settings { score_every_move: true, ..Settings::default() })
}

/// Every move scored by an analysis, best first. Legal moves that were not searched (on big boards, cells far
/// from every stone) are missing.
pub fn values(result: &SearchResult<AnyMove>) -> Vec<MoveValue> {
    let bound = result.plies_left_bound();
    let scored = result.moves.iter().map(|m| {
        let value = m.value();
        MoveValue { mv: m.mv, value, score: value.convention_score(bound) }
    });
    scored.collect()
}

/// The value of each move the game can offer in notation order (see [`GameSpec::all_moves`]): `None` where
/// the move is illegal or was not searched.
pub fn values_in_order(spec: GameSpec, position: &AnyGame, result: &SearchResult<AnyMove>) -> Vec<Option<MoveValue>> {
    let values = values(result);
    let in_order = spec.all_moves().into_iter().map(|mv| {
        let legal = position.check_move(mv).is_ok();
        values.iter().copied().find(|v| legal && v.mv == mv)
    });
    in_order.collect()
}

/// Runs an analysis to the end of its limits in one go.
pub fn analyse_now(position: &AnyGame, limits: Limits) -> SearchResult<AnyMove> {
    analyse(position, limits).run()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reference;
    use crate::ai::search::{MATE, MATE_BOUND};
    use crate::rules::mnk::Mnk;

    #[test]
    fn every_move_gets_its_exact_value() {
        // x o x / o o x / _ _ _, x to move: 7 lets o win, 8 draws, 9 wins at once (score 2).
        let position = GameSpec::TIC_TAC_TOE.parse_position("123465").unwrap();
        let result = analyse_now(&position, Limits::unlimited());
        let scores: Vec<Option<i32>> = values_in_order(GameSpec::TIC_TAC_TOE, &position, &result)
            .into_iter()
            .map(|v| v.and_then(|v| v.score))
            .collect();
        let none = None;
        assert_eq!(scores, vec![none, none, none, none, none, none, Some(-1), Some(0), Some(2)]);
        assert!(values(&result).iter().all(|v| !matches!(v.value, Value::Estimate(_))));
    }

    #[test]
    fn the_analysis_agrees_with_plain_minimax_on_each_move() {
        for moves in ["", "5", "51", "15", "1295", "52"] {
            let position = GameSpec::TIC_TAC_TOE.parse_position(moves).unwrap();
            let AnyGame::Mnk(pos) = &position else { unreachable!() };
            let result = analyse_now(&position, Limits::unlimited());
            let values = values(&result);
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            assert_eq!(values.len(), legal.len(), "{moves}: every move is scored");
            for value in values {
                let AnyMove::Cell(cell) = value.mv else { unreachable!() };
                let mut child: Mnk = pos.clone();
                child.play(cell);
                let (child_value, _) = reference::minimax(&child, u32::MAX);
                // The child's value is for the opponent, a ply further from the root.
                let expected = match -child_value {
                    v if v > MATE_BOUND => Value::Win { plies: (MATE - v) as u32 + 1 },
                    v if v < -MATE_BOUND => Value::Loss { plies: (MATE + v) as u32 + 1 },
                    v => Value::Exact(v),
                };
                assert_eq!(value.value, expected, "{moves} then cell {}", cell + 1);
            }
        }
    }
}
