//! `solve` and `analyze`: the score of each position read, or of every move from it.

use std::io::{BufRead, Write};

use super::{Budget, for_each_position};
use crate::ai::analysis::{self, MoveValue};
use crate::ai::{AnySearch, SearchResult, Settings, Value};
use crate::rules::{AnyMove, GameSpec};

/// Prints `<line> <score>` for each position, or `?` and the engine's estimate where it is not solved.
pub(super) fn solve(
    spec: GameSpec,
    budget: Budget,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    for_each_position(spec, input, err, |text, position| {
        let result = AnySearch::new(&position, budget.limits(), Settings::default()).run();
        match result.convention_score() {
            Some(score) => writeln!(out, "{text} {score}"),
            None => writeln!(out, "{text} ? ({})", estimate(spec, &result)),
        }
    })
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

/// Prints each position followed by the value of every move from it, in notation order.
pub(super) fn analyze(
    spec: GameSpec,
    budget: Budget,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<u8> {
    for_each_position(spec, input, err, |text, position| {
        let result = analysis::analyse(&position, budget.limits()).run();
        let values = analysis::values_in_order(spec, &position, &result);
        let legal = spec.all_moves().into_iter().map(|mv| crate::rules::Game::check_move(&position, mv).is_ok());
        let fields: Vec<String> = values.into_iter().zip(legal).map(|(v, legal)| field(v, legal)).collect();
        writeln!(out, "{text} {}", fields.join(" "))
    })
}
