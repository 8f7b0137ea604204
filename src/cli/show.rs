//! `show`: the position each line leads to, as the rules see it, for scripts that check the rules against
//! another implementation: no search.

use std::io::{BufRead, Write};

use super::{Failure, for_each_position};
use crate::rules::{AnyMove, Game, GameSpec, Outcome, Player};

/// Prints, for each line read, the line, the position it leads to in the game's position notation (`-` for a
/// game without one), and after a `;` the legal moves from it in the rules' order, or `over` and the result:
/// `margin` and player One's margin, `win 1` or `win 2`, or `draw`.
pub(super) fn run(
    spec: GameSpec,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let mut moves: Vec<AnyMove> = Vec::new();
    for_each_position(
        spec,
        input,
        err,
        |text| spec.parse_position(text),
        |text, position, _| {
            let setup = position.setup_text().unwrap_or_else(|| "-".into());
            let after = match position.outcome() {
                Some(outcome) => format!("over {}", result(outcome)),
                None => {
                    position.legal_moves(&mut moves);
                    let texts: Vec<String> = moves.iter().map(|&mv| spec.move_text(mv)).collect();
                    texts.join(" ")
                }
            };
            writeln!(out, "{text} {setup}; {after}")?;
            // Each answer goes out as it is made, for a script that waits for it.
            out.flush()
        },
    )
}

/// A finished game's result in words a script reads.
fn result(outcome: Outcome) -> String {
    match outcome {
        Outcome::Margin(margin) => format!("margin {margin:+}"),
        Outcome::Win(Player::One) => "win 1".into(),
        Outcome::Win(Player::Two) => "win 2".into(),
        Outcome::Payoff(value) => format!("payoff {value:+}"),
        _ => "draw".into(),
    }
}
