//! `solve` and `analyze`: the score of each position read, or of every move from it.

use std::io::{BufRead, Write};

use super::{Budget, Failure, for_each_position};
use crate::ai::analysis::{self, MoveValue};
use crate::ai::{AnySearch, SearchResult, Settings, Value};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec};

/// What `solve` or `analyze` answers for one position (the text after the position on its line).
pub(super) type Answer = fn(GameSpec, Budget, &AnyGame) -> String;

/// Answers each position read with `answer` (`solve`'s [`score`] or `analyze`'s [`move_scores`]), one line
/// each: `<position> <answer>`.
pub(super) fn answer_each(
    spec: GameSpec,
    budget: Budget,
    (input, out, err): (&mut dyn BufRead, &mut dyn Write, &mut dyn Write),
    answer: Answer,
) -> Result<u8, Failure> {
    for_each_position(spec, input, err, |text, position| writeln!(out, "{text} {}", answer(spec, budget, &position)))
}

/// A position's score, or `?` and an estimate.
pub(super) fn score(spec: GameSpec, budget: Budget, position: &AnyGame) -> String {
    let result = AnySearch::new(position, budget.limits(), Settings::default()).run();
    match result.convention_score() {
        Some(score) => score.to_string(),
        None => format!("? ({})", estimate(spec, &result)),
    }
}

/// The score of every move the game offers, in notation order. One search scores them all, sharing its
/// table, within the line's budget.
pub(super) fn move_scores(spec: GameSpec, budget: Budget, position: &AnyGame) -> String {
    let result = analysis::analyse(position, budget.limits()).run();
    let values = analysis::values_in_order(spec, position, &result);
    let legal = spec.all_moves().into_iter().map(|mv| position.check_move(mv).is_ok());
    let fields: Vec<String> = values.into_iter().zip(legal).map(|(v, legal)| field(v, legal)).collect();
    fields.join(" ")
}

/// How an unsolved result is described: the engine's best guess, clearly not a proof.
fn estimate(spec: GameSpec, result: &SearchResult<AnyMove>) -> String {
    let best = result.best.map(|m| spec.move_text(m)).unwrap_or_else(|| "-".into());
    format!(
        "estimate: not solved within the budget; best move {best}, evaluation {:+}, depth {}, {} nodes",
        result.score, result.depth, result.nodes
    )
}

/// How one move's value is printed: its score, `?` and an estimate, `-` where it cannot be played, and `?`
/// alone where it was not searched (on big boards, far from every stone).
fn field(value: Option<MoveValue>, legal: bool) -> String {
    match value {
        None if legal => "?".into(),
        None => "-".into(),
        Some(MoveValue { score: Some(score), .. }) => score.to_string(),
        Some(MoveValue { value: Value::Estimate(v), .. }) => format!("?{v:+}"),
        Some(MoveValue { value, .. }) => format!("?{value:?}"),
    }
}
