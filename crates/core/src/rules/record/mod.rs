//! Game records in the tag-pair format that draughts' PDN and chess's PGN share: tags (`[Event "Open"]`), then
//! the moves, numbered (`1. 11-15 23-19 2. 8-11`), with comments (`{…}`, `;` to the end of the line),
//! variations (`(…)`), glyphs (`$1`, `!?`) and the result (`1-0`, `0-1`, `1/2-1/2`, `*`).
//!
//! This module knows the syntax only: a family names its format ([`Family::record`](super::Family::record)),
//! and reads and writes the moves and the set-up position (the `FEN` tag) in its own notation
//! ([`GameSpec::read_record`](super::GameSpec::read_record), [`GameSpec::write_record`](super::GameSpec::write_record)).
//! Variations and comments are skipped when read: a record is read as the game it played.

use super::{
    AnyGame, AnyMove, DrawReason, Family, Game, GameSpec, IllegalMove, Member, NotationError, Outcome, Player,
    each_spec,
};

pub use super::family::RecordFormat;

/// A result as written: player One won (`1-0`), player Two won (`0-1`), a draw (`1/2-1/2`), or none yet
/// (`*`). PDN writes a win of its first player, Black in English draughts, as `1-0`, as PGN does White's.
pub fn result_text(winner: Option<Option<Player>>) -> &'static str {
    match winner {
        Some(Some(Player::One)) => "1-0",
        Some(Some(Player::Two)) => "0-1",
        Some(None) => "1/2-1/2",
        None => "*",
    }
}

/// A result read: the winner (`None` for a draw), or `None` for a game not over (`*`). PDN's variants of the
/// draughts federations are read too (`2-0`, `0-2`, `1-1`).
pub fn read_result(text: &str) -> Option<Option<Option<Player>>> {
    match text {
        "1-0" | "2-0" => Some(Some(Some(Player::One))),
        "0-1" | "0-2" => Some(Some(Some(Player::Two))),
        "1/2-1/2" | "1-1" | "½-½" => Some(Some(None)),
        "*" => Some(None),
        _ => None,
    }
}

/// One game of a record: its tags in order, its moves' texts (move numbers, comments, variations and glyphs
/// taken out) and the result it ends with, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<String>,
    pub result: Option<String>,
}

impl Record {
    /// The value of tag `name` (names are matched without regard to case, as some programs write `Fen`).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(tag, _)| tag.eq_ignore_ascii_case(name)).map(|(_, value)| value.as_str())
    }

    /// The result: the movetext's last word, else the `Result` tag.
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref().or_else(|| self.tag("Result"))
    }
}

/// Whether `text` is written as a record rather than as a line of moves: it starts with a tag, or has a
/// comment or a variation in it.
pub fn looks_like(text: &str) -> bool {
    text.trim_start().starts_with('[') || text.contains(['{', '(', ';'])
}

/// Reads a text that holds one game: an error that says where, if it is not one record (the first error, if
/// there are several), or holds more.
pub fn read_one(text: &str) -> Result<Record, String> {
    let games = read_all(text);
    if let Some(Err(why)) = games.iter().find(|game| game.is_err()) {
        return Err(why.clone());
    }
    let mut games = games.into_iter();
    match (games.next(), games.next()) {
        (None, _) => Err("there is no game in the text".into()),
        (Some(game), None) => game,
        (Some(_), Some(_)) => Err(format!("the text holds {} games: one at a time", 2 + games.count())),
    }
}

/// Reads every game of a text (a file of games), each a record or the reason it is not one. A game ends at
/// its result, or where the next one's tags begin.
pub fn read_all(text: &str) -> Vec<Result<Record, String>> {
    // A byte-order mark, as some editors write at a file's start, is no part of a game.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader { text, at: 0, line: 1 };
    let mut games = Vec::new();
    while let Some(game) = reader.game() {
        let failed = game.is_err();
        // Nothing but comments (after a game's result, say) is no game.
        if game.as_ref().is_ok_and(|record| *record != Record::default()) || failed {
            games.push(game);
        }
        if failed {
            // What is left of a game that cannot be read is skipped to the next game's tags.
            reader.skip_to_next_game();
        }
    }
    games
}

/// A cursor in the text, with the line it is on for errors.
struct Reader<'t> {
    text: &'t str,
    at: usize,
    line: usize,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// Skips the rest of a game to the next one's tags, or to the end: to a line that begins with a tag after
    /// a blank line, a line of moves, or a line that ends in a result.
    fn skip_to_next_game(&mut self) {
        let text = self.text;
        // The line the error is on: the one just ended, where the error took its line's end.
        let at_line_start = self.at == 0 || text[..self.at].ends_with('\n');
        let before = &text[..if at_line_start { self.at.saturating_sub(1) } else { self.at }];
        let line_start = before.rfind('\n').map_or(0, |at| at + 1);
        let mut previous = text[line_start..].lines().next().unwrap_or_default().trim();
        if !at_line_start {
            while self.bump().is_some_and(|c| c != '\n') {}
        }
        while let Some(line) = text[self.at..].lines().next().map(str::trim) {
            // A line of tags ends its game where moves or a result follow its last tag on the line.
            let ended = previous.is_empty()
                || !previous.starts_with('[')
                || previous.rfind(']').is_some_and(|at| !previous[at + 1..].trim().is_empty());
            if line.starts_with('[') && ended {
                return;
            }
            previous = line;
            while self.bump().is_some_and(|c| c != '\n') {}
        }
    }

    fn error(&self, what: &str) -> String {
        format!("line {}: {what}", self.line)
    }

    /// The next game, or `None` at the end of the text.
    fn game(&mut self) -> Option<Result<Record, String>> {
        self.skip_blanks();
        self.peek()?;
        let mut record = Record::default();
        Some(self.tags(&mut record).and_then(|()| self.movetext(&mut record)).map(|()| record))
    }

    /// The tag pairs: `[Name "value"]`, a backslash escaping `"` and `\` in the value.
    fn tags(&mut self, record: &mut Record) -> Result<(), String> {
        loop {
            self.skip_blanks();
            if self.peek() != Some('[') {
                return Ok(());
            }
            let line = self.line;
            let error = |what: String| format!("line {line}: {what}");
            self.bump();
            self.skip_blanks();
            let name: String = std::iter::from_fn(|| {
                self.peek().filter(|c| c.is_alphanumeric() || *c == '_').inspect(|_| _ = self.bump())
            })
            .collect();
            if name.is_empty() {
                return Err(error("a tag must start with its name, as in [Event \"…\"]".into()));
            }
            self.skip_blanks();
            if self.bump() != Some('"') {
                return Err(error(format!("tag {name}'s value must be in double quotes")));
            }
            let mut value = String::new();
            loop {
                match self.bump() {
                    Some('"') => break,
                    Some('\\') => value.extend(self.bump()),
                    Some('\n') | None => return Err(error(format!("tag {name}'s value has no closing quote"))),
                    Some(c) => value.push(c),
                }
            }
            self.skip_blanks();
            if self.bump() != Some(']') {
                return Err(error(format!("tag {name} has no closing ]")));
            }
            record.tags.push((name, value));
        }
    }

    /// The moves, to the result or the next game's tags.
    fn movetext(&mut self, record: &mut Record) -> Result<(), String> {
        loop {
            self.skip_blanks();
            match self.peek() {
                None | Some('[') => return Ok(()),
                Some('{') => self.comment()?,
                Some(';') => while self.bump().is_some_and(|c| c != '\n') {},
                // An escaped line (PGN's `%` in the first column) is a program's own.
                Some('%') if self.text[..self.at].ends_with('\n') || self.at == 0 => {
                    while self.bump().is_some_and(|c| c != '\n') {}
                }
                Some('(') => self.variation()?,
                Some(')') => return Err(self.error("a ) closes no variation")),
                Some('}') => return Err(self.error("a } closes no comment")),
                Some(_) => {
                    let word = self.word();
                    if read_result(word).is_some() {
                        record.result = Some(word.to_string());
                        return Ok(());
                    }
                    if let Some(mv) = move_of(word) {
                        record.moves.push(mv.to_string());
                    }
                }
            }
        }
    }

    /// Skips a comment, `{` to `}`. One that runs into a line that begins with a tag (the next game's) has
    /// no end: refused there, so that the next game is still read.
    fn comment(&mut self) -> Result<(), String> {
        let opened = self.line;
        self.bump();
        loop {
            match self.bump() {
                Some('}') => return Ok(()),
                Some('\n') if self.rest().trim_start_matches([' ', '\t', '\r']).starts_with('[') => break,
                Some(_) => {}
                None => break,
            }
        }
        Err(format!("line {opened}: a comment {{ … has no closing }}"))
    }

    /// Skips a variation, and the variations within it, and the comments in them (which may hold brackets).
    fn variation(&mut self) -> Result<(), String> {
        let line = self.line;
        let mut depth = 0;
        while let Some(c) = self.bump() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                '{' => {
                    // The comment's own `{` was taken: the reader is inside it.
                    self.at -= 1;
                    self.comment()?;
                }
                ';' => while self.bump().is_some_and(|c| c != '\n') {},
                _ => {}
            }
            if depth == 0 {
                return Ok(());
            }
        }
        Err(format!("line {line}: a variation ( … has no closing )"))
    }

    /// The next word: up to a blank or a bracket that starts something else.
    fn word(&mut self) -> &str {
        let start = self.at;
        while self.peek().is_some_and(|c| !c.is_whitespace() && !"{}();[".contains(c)) {
            self.bump();
        }
        if self.at == start {
            // A character no word is made of: taken alone, so the reader moves on.
            self.bump();
        }
        &self.text[start..self.at]
    }
}

/// The move a word of movetext writes, without its number (`12.`, `12...`, `1.e4`) or glyphs (`!?`, `$2`):
/// `None` for a word that is only a number or a glyph.
fn move_of(word: &str) -> Option<&str> {
    if word.starts_with('$') || word.bytes().all(|b| b == b'.') {
        return None;
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let word = match word[digits..].strip_prefix('.') {
        Some(rest) if digits > 0 => rest.trim_start_matches('.'),
        _ => word,
    };
    let word = word.trim_end_matches(['!', '?']);
    (!word.is_empty()).then_some(word)
}

/// A game read from a record: the position it starts from, whether it was set up there (the record has a
/// `FEN` tag), its moves, each checked against the rules, and the result the record states: a winner,
/// `Some(None)` for a draw.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedGame {
    pub start: AnyGame,
    pub set_up: bool,
    pub moves: Vec<AnyMove>,
    pub result: Option<Option<Player>>,
}

impl RecordedGame {
    /// The position after the moves.
    pub fn position(&self) -> AnyGame {
        let mut position = self.start.clone();
        self.moves.iter().for_each(|&mv| position.play(mv));
        position
    }
}

/// Who played, where and when: the tags of a record's roster, the players the rules' player One's first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster {
    pub event: String,
    pub site: String,
    pub date: String,
    pub round: String,
    pub players: [String; 2],
    /// Tags of the match beyond the roster's, written after the format's own: a time control, how the game
    /// ended where the moves do not say.
    pub more: Vec<(String, String)>,
}

impl GameSpec {
    /// How the game's records are written, if it has them ([`Family::record`]).
    pub fn record_format(self) -> Option<RecordFormat> {
        each_spec!(self, F, p => F::record(p))
    }

    /// Reads a text that holds one game record of this game.
    pub fn read_record(self, text: &str) -> Result<RecordedGame, String> {
        let Some(format) = self.record_format() else {
            return Err(format!("{self} games are not written as game records"));
        };
        let record = read_one(text)?;
        self.recorded_game(format, &record)
    }

    /// The game `record` writes, refused where it is of another game (a `GameType` tag other than the
    /// format's), its `FEN` tag is no position of this game, or a move cannot be played.
    fn recorded_game(self, format: RecordFormat, record: &Record) -> Result<RecordedGame, String> {
        for &(name, value) in format.fixed {
            if let Some(other) = record.tag(name).filter(|other| other.split(',').next() != Some(value)) {
                return Err(format!("the record is of another game ({name} {other}; this game's is {value})"));
            }
        }
        let start = match record.tag("FEN") {
            Some(fen) => self.read_setup(fen).map_err(|why| format!("its FEN: {why}"))?,
            None => self.start(),
        };
        let (moves, read) = self.parse_moves_prefix_from(&start, &record.moves.join(" "));
        read.map_err(|e| {
            let mut position = start.clone();
            let mut number = 0;
            for (i, &mv) in moves.iter().enumerate() {
                number += u32::from(position.to_move() == Player::One || i == 0);
                position.play(mv);
            }
            // The move refused, numbered as a record numbers its moves, from its first: `5.` the first
            // player's fifth, `5...` the second's.
            let numbered = match position.to_move() {
                Player::One => format!("{}.", number + 1),
                Player::Two => format!("{}...", number.max(1)),
            };
            match e {
                NotationError::Illegal { token, why, .. } => {
                    // A record that plays on past a draw the rules apply by themselves (a repetition, the
                    // move count, which some federations leave to a claim): say which.
                    let ended = match (why, position.outcome()) {
                        (IllegalMove::GameOver, Some(Outcome::DrawBy(DrawReason::Repetition))) => {
                            " (drawn by repetition, the third time)"
                        }
                        (IllegalMove::GameOver, Some(Outcome::DrawBy(DrawReason::NoProgress))) => {
                            " (drawn by the count of moves without progress)"
                        }
                        _ => "",
                    };
                    format!("move {numbered} {token}: {why}{ended}")
                }
                NotationError::BadToken { token, reason, .. } => format!("move {numbered} {token:?}: {reason}"),
                e => e.to_string(),
            }
        })?;
        let result = record.result().and_then(read_result).flatten();
        Ok(RecordedGame { start, set_up: record.tag("FEN").is_some(), moves, result })
    }

    /// Reads every game of a text (a file of games) as [`GameSpec::read_record`] reads one.
    pub fn read_records(self, text: &str) -> Vec<Result<RecordedGame, String>> {
        let Some(format) = self.record_format() else {
            return vec![Err(format!("{self} games are not written as game records"))];
        };
        read_all(text).into_iter().map(|record| record.and_then(|record| self.recorded_game(format, &record))).collect()
    }

    /// The record of a game played from `start` (the game's start where `None`), `None` for a game without a
    /// record format: the roster, the family's own tags, the set-up position, then the moves and the result.
    pub fn write_record(
        self,
        roster: &Roster,
        start: Option<&AnyGame>,
        moves: &[AnyMove],
        result: Option<Option<Player>>,
    ) -> Option<String> {
        fn texts<F: Member>(params: F::Params, start: &AnyGame, moves: &[AnyMove]) -> Option<Vec<String>> {
            let own: Option<Vec<F::Move>> = moves.iter().map(|&m| F::unwrap(m)).collect();
            Some(F::move_texts(params, F::from_any(start)?, &own?))
        }
        let format = self.record_format()?;
        let from = start.cloned().unwrap_or_else(|| self.start());
        let texts = each_spec!(self, F, p => texts::<F>(p, &from, moves))?;
        let mut position = from.clone();
        let mut movers = Vec::new();
        for &mv in moves {
            movers.push(position.to_move());
            position.play(mv);
        }
        let result = result_text(result);
        let mut tags: Vec<(String, String)> = [
            ("Event", &roster.event),
            ("Site", &roster.site),
            ("Date", &roster.date),
            ("Round", &roster.round),
            (format.players[0], &roster.players[0]),
            (format.players[1], &roster.players[1]),
        ]
        .into_iter()
        .map(|(name, value)| (name.to_string(), if value.is_empty() { "?".to_string() } else { value.clone() }))
        .collect();
        tags.push(("Result".into(), result.into()));
        tags.extend(format.fixed.iter().map(|&(name, value)| (name.to_string(), value.to_string())));
        tags.extend(roster.more.iter().cloned());
        if let Some(fen) = start.and_then(|start| start.setup_text()) {
            tags.push(("SetUp".into(), "1".into()));
            tags.push(("FEN".into(), fen));
        }
        Some(write(&tags, &movers.into_iter().zip(texts).collect::<Vec<_>>(), result))
    }
}

/// Writes a record: the tags in order (each value escaped), a blank line, the moves numbered, wrapped before
/// 80 columns, and the result. `moves` are the texts of the moves in order, each with the player who made it:
/// a number starts each turn of player One, and a first move of player Two is numbered `1...`.
pub fn write(tags: &[(String, String)], moves: &[(Player, String)], result: &str) -> String {
    let mut text = String::new();
    for (name, value) in tags {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    text.push('\n');
    let mut words = Vec::new();
    let mut number = 0;
    for (i, (mover, mv)) in moves.iter().enumerate() {
        match mover {
            Player::One => {
                number += 1;
                words.push(format!("{number}."));
            }
            Player::Two if i == 0 => {
                number += 1;
                words.push(format!("{number}..."));
            }
            Player::Two => {}
        }
        words.push(mv.clone());
    }
    words.push(result.to_string());
    let mut column = 0;
    for word in words {
        if column > 0 && column + 1 + word.len() > 79 {
            text.push('\n');
            column = 0;
        } else if column > 0 {
            text.push(' ');
            column += 1;
        }
        text.push_str(&word);
        column += word.len();
    }
    text.push('\n');
    text
}

/// A date tag's value (`2026.11.28`) for a time in seconds since 1970 (UTC), from the civil calendar.
pub fn date_tag(seconds: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm: eras of 400 years of 146,097 days from 0000-03-01.
    let days = (seconds / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests;
