//! Reading standard input a line at a time, as every headless command does: each line kept only up to the
//! longest position the game has (a huge line costs no memory), each position answered as soon as it is read,
//! and each line that cannot be read reported on standard error with its number and the reason.

use std::io::{self, BufRead, Write};

use crate::rules::{AnyGame, AnyMove, Game, GameSpec, NotationError, Player};

/// Why a subcommand stopped before its end.
#[derive(Debug)]
pub enum Failure {
    /// Standard input could not be read.
    Read(io::Error),
    /// The answers could not be written (a full disk, a closed pipe).
    Write(io::Error),
}

impl Failure {
    pub(super) fn write(e: io::Error) -> Self {
        Failure::Write(e)
    }
}

/// One line of input, as far as it was kept.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line {
    Text(String),
    /// Longer than the limit: only its length was counted, nothing of it kept.
    TooLong(usize),
    NotUtf8,
}

/// Reads the next line, keeping at most `limit` bytes of it (the rest is counted and skipped, so a huge line
/// costs no memory). `None` at the end of the input.
pub(super) fn read_line(input: &mut dyn BufRead, limit: usize, kept: &mut Vec<u8>) -> io::Result<Option<Line>> {
    kept.clear();
    let (mut length, mut any) = (0usize, false);
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let newline = chunk.iter().position(|&b| b == b'\n');
        let part = &chunk[..newline.unwrap_or(chunk.len())];
        let room = (limit + 1).saturating_sub(kept.len());
        kept.extend_from_slice(&part[..part.len().min(room)]);
        length += part.len();
        let used = newline.map_or(chunk.len(), |i| i + 1);
        input.consume(used);
        if newline.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if kept.last() == Some(&b'\r') && length <= limit + 1 {
        kept.pop();
        length -= 1;
    }
    Ok(Some(if length > limit {
        Line::TooLong(length)
    } else {
        match String::from_utf8(std::mem::take(kept)) {
            Ok(text) => Line::Text(text),
            Err(_) => Line::NotUtf8,
        }
    }))
}

/// Calls `answer` on each line of `input` that parses as a position (with `err`, for what it has to say
/// beside its answer), and reports the others on `err` (a report that cannot be written does not stop the
/// answers). Returns the exit status: 1 if any line was refused.
pub(super) fn for_each_position(
    spec: GameSpec,
    input: &mut dyn BufRead,
    err: &mut dyn Write,
    parse: impl Fn(&str) -> Result<AnyGame, NotationError>,
    mut answer: impl FnMut(&str, AnyGame, &mut dyn Write) -> io::Result<()>,
) -> Result<u8, Failure> {
    let limit = spec.longest_position();
    let mut status = 0;
    let mut kept = Vec::new();
    let mut number = 0;
    while let Some(line) = read_line(input, limit, &mut kept).map_err(Failure::Read)? {
        number += 1;
        let problem = match line {
            Line::Text(text) => match parse(text.trim()) {
                Ok(position) => {
                    answer(text.trim(), position, &mut *err).map_err(Failure::Write)?;
                    continue;
                }
                Err(e) => refusal(spec, text.trim(), &e),
            },
            Line::TooLong(length) => {
                format!("{length} bytes, longer than any {spec} position can be ({limit} at most); not read")
            }
            Line::NotUtf8 => "not valid UTF-8 text".to_string(),
        };
        let _ = writeln!(err, "line {number}: {problem}");
        status = 1;
    }
    Ok(status)
}

/// Why the moves `text` of `spec` cannot be read, in words: the rules' reason, and where the move refused
/// came when the side to move had no move and had to pass (a pass left out of the line), that too, since the
/// rules' reason alone (a disc there turns nothing over) does not say it.
pub(crate) fn refusal(spec: GameSpec, text: &str, e: &NotationError) -> String {
    use crate::rules::reversi::Disc;
    if !matches!((spec, e), (GameSpec::Reversi(_), NotationError::Illegal { .. })) {
        return e.to_string();
    }
    // The position before the move refused: the moves read before it, played from the start.
    let mut position = spec.start();
    for mv in spec.parse_moves_prefix(text).0 {
        position.play(mv);
    }
    let mut legal = Vec::new();
    position.legal_moves(&mut legal);
    if legal != [AnyMove::Disc(Disc::Pass)] {
        return e.to_string();
    }
    // Reversi's sides as its players name them: Black (X) moves first.
    let side = if position.to_move() == Player::One { "Black" } else { "White" };
    format!("{e}; {side} has no move here and must pass: write pass")
}
