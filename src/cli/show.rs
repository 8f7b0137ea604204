//! `show`: the position each line leads to, as the rules see it, for scripts that check the rules against
//! another implementation: no search; with `--records`, the games of a file of game records.

use std::io::{BufRead, Write};

use super::{Failure, for_each_position};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, Outcome, Player};

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
            writeln!(out, "{text} {}", described(spec, &position, &mut moves))?;
            // Each answer goes out as it is made, for a script that waits for it.
            out.flush()
        },
    )
}

/// `show --records`: reads standard input as a file of game records and prints, for each game, its number, its
/// move count and the position it ends in (as [`run`] does for a line); a game that cannot be read is said on
/// standard error with its number, and the count of games read and refused ends the output there.
pub(super) fn records(
    spec: GameSpec,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let Some(format) = spec.record_format() else {
        let _ = writeln!(err, "error: {spec} games are not written as game records");
        return Ok(2);
    };
    // Published files are often in an older encoding (Latin-1 names, its `½-½`): a file that is not UTF-8 is
    // read as Latin-1, whose every byte is the character of that number.
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes).map_err(Failure::Read)?;
    let text = String::from_utf8(bytes).unwrap_or_else(|e| e.into_bytes().into_iter().map(char::from).collect());
    let (mut read, mut refused, mut played) = (0, 0, 0);
    let mut moves: Vec<AnyMove> = Vec::new();
    for (index, game) in spec.read_records(&text).into_iter().enumerate() {
        match game {
            Ok(game) => {
                read += 1;
                played += game.moves.len();
                let position = game.position();
                writeln!(
                    out,
                    "game {} {} moves {}",
                    index + 1,
                    game.moves.len(),
                    described(spec, &position, &mut moves)
                )
                .map_err(Failure::Write)?;
            }
            Err(why) => {
                refused += 1;
                let _ = writeln!(err, "game {}: {why}", index + 1);
            }
        }
    }
    let _ = writeln!(err, "{} {read} games read ({played} moves), {refused} refused", format.name);
    Ok(u8::from(refused > 0 || read == 0))
}

/// A position as `show` prints it: in the game's position notation (`-` for a game without one), then after a
/// `;` its legal moves in the rules' order, or `over` and the result.
fn described(spec: GameSpec, position: &AnyGame, moves: &mut Vec<AnyMove>) -> String {
    let setup = position.setup_text().unwrap_or_else(|| "-".into());
    let after = match position.outcome() {
        Some(outcome) => format!("over {}", result(outcome)),
        None => {
            position.legal_moves(moves);
            let texts: Vec<String> = moves.iter().map(|&mv| spec.move_text(mv)).collect();
            texts.join(" ")
        }
    };
    format!("{setup}; {after}")
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
