//! Analysis: the value of every move from a position, for the player to move there. One search scores them
//! all, sharing its transposition table between them (see [`Settings::score_every_move`]), and runs in slices
//! like any other, so the app can run it on its async task and the command line prints it (`analyze`).

use super::any::{AnySearch, Solvers};
use super::limits::{Limits, Settings};
use super::result::SearchResult;
use super::score::Value;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec};

/// A move and what it is worth to the player who plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: AnyMove,
    /// Win or loss with its distance in plies from the position analysed, an exact value, or an estimate.
    pub value: Value,
    /// The value under the project's score convention, where it is proven.
    pub score: Option<i32>,
    /// For a win or a loss, the player's own moves to the end along the expected line, where the search
    /// counted them ([`super::score::own_moves`]).
    pub own_moves: Option<u32>,
}

impl MoveValue {
    /// How the value reads for a person: a win or a loss in the player's own moves (counted along the line
    /// where the search did, which follows passes and moves again; otherwise as if the turns alternated).
    pub fn reading(&self) -> Reading {
        match (self.value, self.own_moves) {
            (Value::Win { .. }, Some(moves)) => Reading::Win { moves },
            (Value::Loss { .. }, Some(moves)) => Reading::Loss { moves },
            (value, _) => Reading::from(value),
        }
    }
}

/// A move's value as a person reads it, counted in the player's own moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The player wins, with its `moves`-th stone from now (1: this one).
    Win {
        moves: u32,
    },
    Draw,
    /// The player loses after `moves` more stones of its own (0: the opponent wins at once).
    Loss {
        moves: u32,
    },
    /// An exact value that is neither (the textbook trees' payoffs).
    Exact(i32),
    /// The exact margin of a game counted at its end, for the player: +4 wins by four, -2 loses by two (a
    /// margin of 0 reads as a draw).
    Margin(i32),
    /// The engine's estimate: the position was too big to solve in the time.
    Estimate(i32),
    /// The player wins, how soon not known (an endgame database's value).
    Won,
    /// The player loses, how soon not known.
    Lost,
}

impl From<Value> for Reading {
    fn from(value: Value) -> Self {
        match value {
            // Turns that alternate: the winning stone is the player's own ceil(plies / 2)-th from now.
            Value::Win { plies } => Reading::Win { moves: plies.div_ceil(2) },
            // The player places plies / 2 more stones before the opponent's winning one.
            Value::Loss { plies } => Reading::Loss { moves: plies / 2 },
            Value::Exact(0) | Value::Margin(0) => Reading::Draw,
            Value::Exact(v) => Reading::Exact(v),
            Value::Margin(v) => Reading::Margin(v),
            Value::Estimate(v) => Reading::Estimate(v),
            Value::Won => Reading::Won,
            Value::Lost => Reading::Lost,
        }
    }
}

impl Reading {
    /// Whether the value is proven, not an estimate.
    pub fn is_exact(self) -> bool {
        !matches!(self, Reading::Estimate(_))
    }
}

impl std::fmt::Display for Reading {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Reading::Win { moves: 1 } => f.write_str("wins now"),
            Reading::Win { moves } => write!(f, "win in {moves}"),
            Reading::Draw => f.write_str("draw"),
            Reading::Loss { moves: 0 } => f.write_str("loses now"),
            Reading::Loss { moves } => write!(f, "loss in {moves}"),
            Reading::Exact(v) => write!(f, "worth {v}"),
            Reading::Margin(v) => write!(f, "{v:+}"),
            Reading::Estimate(v) => write!(f, "about {v:+}"),
            Reading::Won => f.write_str("win"),
            Reading::Lost => f.write_str("loss"),
        }
    }
}

/// Prepares the analysis of `position` within `limits`, with the specialised solvers given `solvers`; run it
/// like any search, then read it with [`values`].
pub fn analyse(position: &AnyGame, limits: Limits, solvers: &Solvers) -> AnySearch {
    AnySearch::new(position, limits, Settings { score_every_move: true, ..Settings::default() }, solvers)
}

/// Every move scored by an analysis, best first. Legal moves that were not searched (on big boards, cells far
/// from every stone) are missing.
pub fn values(result: &SearchResult<AnyMove>) -> Vec<MoveValue> {
    let bound = result.plies_left_bound();
    let scored = result.moves.iter().map(|m| {
        let value = m.value(result.scoring());
        MoveValue { mv: m.mv, value, score: value.convention_score(bound), own_moves: m.own_moves }
    });
    scored.collect()
}

/// The value of each move the game can offer in notation order (see [`GameSpec::all_moves`]): `None` where
/// the move is illegal or was not searched. Empty for a game without a fixed list of moves.
pub fn values_in_order(spec: GameSpec, position: &AnyGame, result: &SearchResult<AnyMove>) -> Vec<Option<MoveValue>> {
    let values = values(result);
    let in_order = spec.all_moves().unwrap_or_default().into_iter().map(|mv| {
        let legal = position.check_move(mv).is_ok();
        values.iter().copied().find(|v| legal && v.mv == mv)
    });
    in_order.collect()
}

/// Runs an analysis to the end of its limits in one go.
pub fn analyse_now(position: &AnyGame, limits: Limits, solvers: &Solvers) -> SearchResult<AnyMove> {
    analyse(position, limits, solvers).run()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reference;
    use crate::ai::score::{MATE, MATE_BOUND};
    use crate::rules::mnk::Mnk;

    #[test]
    fn every_move_gets_its_exact_value() {
        // x o x / o o x / _ _ _, x to move: 7 lets o win, 8 draws, 9 wins at once (score 2).
        let position = GameSpec::TIC_TAC_TOE.parse_position("123465").unwrap();
        let result = analyse_now(&position, Limits::unlimited(), &Solvers::default());
        let scores: Vec<Option<i32>> = values_in_order(GameSpec::TIC_TAC_TOE, &position, &result)
            .into_iter()
            .map(|v| v.and_then(|v| v.score))
            .collect();
        let none = None;
        assert_eq!(scores, vec![none, none, none, none, none, none, Some(-1), Some(0), Some(2)]);
        assert!(values(&result).iter().all(|v| !matches!(v.value, Value::Estimate(_))));
    }

    #[test]
    fn values_read_in_the_players_own_moves() {
        let read =
            |value| MoveValue { mv: AnyMove::Cell(0), value, score: None, own_moves: None }.reading().to_string();
        assert_eq!(read(Value::Win { plies: 1 }), "wins now");
        assert_eq!(read(Value::Win { plies: 5 }), "win in 3");
        assert_eq!(read(Value::Loss { plies: 2 }), "loss in 1");
        assert_eq!(read(Value::Exact(0)), "draw");
        assert_eq!(read(Value::Estimate(-12)), "about -12");
        assert_eq!(read(Value::Margin(4)), "+4");
        assert_eq!(read(Value::Margin(-2)), "-2");
        assert_eq!(read(Value::Margin(0)), "draw");
        assert!(
            !MoveValue { mv: AnyMove::Cell(0), value: Value::Estimate(3), score: None, own_moves: None }
                .reading()
                .is_exact()
        );
    }

    #[test]
    fn the_analysis_agrees_with_plain_minimax_on_each_move() {
        for moves in ["", "5", "51", "15", "1295", "52"] {
            let position = GameSpec::TIC_TAC_TOE.parse_position(moves).unwrap();
            let AnyGame::Mnk(pos) = &position else { unreachable!() };
            let result = analyse_now(&position, Limits::unlimited(), &Solvers::default());
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
