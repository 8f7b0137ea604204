//! The settings file: the menu's choices and the unfinished match, as TOML text.
//!
//! ```toml
//! version = 2
//!
//! [menu]
//! game = "tictactoe"     # a game's textual name (see `GameSpec`)
//! x = "human"            # human, easy, medium, hard or perfect
//! o = "perfect"
//! first = "x"            # x, o or random
//! clock = "5+3"          # a time control, minutes+seconds a move; none: no clock
//!
//! [preferences]          # see `Preferences`: analysis, coordinates, volumes, speed, theme, ...
//! analysis = false
//! theme = "dark"
//!
//! [saved]                # the unfinished match, with its own setup
//! game = "connect4"
//! x = "human"
//! o = "hard"
//! first = "o"            # the side of the rules' player One (who moves first from the start): x or o
//! position = "1-4-0 2"   # only for a match set up from a position, in the game's position notation
//! moves = "4453"         # from the start (or the position), in the game's notation
//! time_left = [281.5, 297.25]  # on a clock: x's and o's time left, in seconds
//! ```
//!
//! Reading is forgiving, field by field: a field that cannot be read is left at its default and named in a
//! note, and everything else is kept; a saved match keeps its moves up to the first that cannot be played.
//! What this release does not know (a newer release's settings) is kept as it was and written back. The
//! first release's format (`minimax-arcade settings 1`, `key=value` lines) is still read.

use std::str::FromStr;

use toml::{Table, Value};

pub use super::preferences::Preferences;
use super::stats::Stats;
use super::{FirstMove, MatchSetup, SavedGame, Side};
use crate::rules::{AnyGame, GameSpec};

/// The version this release writes.
pub const VERSION: i64 = 2;

/// The first line of the first release's files.
const LEGACY_HEADER: &str = "minimax-arcade settings 1";

/// What the settings file holds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SettingsFile {
    /// The menu's choices.
    pub menu: MatchSetup,
    /// The unfinished match, if any.
    pub saved: Option<SavedGame>,
    /// How the player likes the game to look and behave.
    pub prefs: Preferences,
    /// The person's record against the computer.
    pub stats: Stats,
    /// What the file held that this release does not know, written back as it was.
    kept: Table,
}

/// The keys this release reads in each section.
const MENU_KEYS: [&str; 5] = ["game", "x", "o", "first", "clock"];
const SAVED_KEYS: [&str; 9] = ["game", "x", "o", "first", "clock", "position", "moves", "agreed", "time_left"];

/// A settings text read, and what could not be read of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    pub settings: SettingsFile,
    /// One line per field that was dropped, saying why; empty when everything was read.
    pub notes: Vec<String>,
}

impl SettingsFile {
    /// Settings with this menu and saved match, and nothing else.
    pub fn new(menu: MatchSetup, saved: Option<SavedGame>) -> Self {
        Self { menu, saved, prefs: Preferences::default(), stats: Stats::default(), kept: Table::new() }
    }

    /// The same settings with another menu, saved match, preferences and record, keeping what this release
    /// does not know.
    pub fn with(&self, menu: MatchSetup, saved: Option<SavedGame>, prefs: Preferences, stats: Stats) -> Self {
        Self { menu, saved, prefs, stats, kept: self.kept.clone() }
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        let mut table = self.kept.clone();
        table.insert("version".into(), Value::Integer(VERSION));
        merge_section(&mut table, "menu", setup_table(&self.menu, &self.menu.first.to_string()));
        merge_section(&mut table, "preferences", self.prefs.to_table());
        // The whole record is this release's: written as it is, not merged.
        table.insert("stats".into(), Value::Table(self.stats.to_table()));
        match &self.saved {
            Some(saved) => {
                let mut match_table = setup_table(&saved.setup, saved.first.key());
                if let Some(start) = saved.start.as_ref().and_then(AnyGame::setup_text) {
                    match_table.insert("position".into(), Value::String(start));
                }
                match_table.insert("moves".into(), Value::String(saved.setup.spec.moves_text(&saved.moves)));
                if saved.agreed {
                    match_table.insert("agreed".into(), Value::Boolean(true));
                }
                if let Some(left) = saved.time_left {
                    // In seconds, to the millisecond.
                    let seconds = left.map(|left| Value::Float((left.as_millis() as f64) / 1000.0));
                    match_table.insert("time_left".into(), Value::Array(seconds.into()));
                }
                merge_section(&mut table, "saved", match_table);
            }
            // The unknown keys of a saved match go with it.
            None => drop(table.remove("saved")),
        }
        table.to_string()
    }

    /// Reads a settings text. `Err` only when nothing of it can be read (not TOML, nor the first release's
    /// format); otherwise every field that can be read is kept, and the notes say what was dropped.
    pub fn parse(text: &str) -> Result<Loaded, String> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.lines().next().map(str::trim) == Some(LEGACY_HEADER) {
            return Ok(parse_legacy(text));
        }
        let table: Table =
            text.parse().map_err(|e: toml::de::Error| format!("not a settings file: {}", e.message()))?;
        let mut notes = Vec::new();
        let mut settings = SettingsFile::default();
        match table.get("version") {
            Some(Value::Integer(version)) if *version > VERSION => notes.push(format!(
                "the file was written by a newer release (version {version}); what this one does not know is kept as it is"
            )),
            Some(Value::Integer(_)) | None => {}
            Some(other) => notes.push(format!("version: expected a number, found {}; it was dropped", other.type_str())),
        }
        if let Some(menu) = section(&table, "menu", &mut notes) {
            read_setup(menu, "menu", &mut settings.menu, &mut notes);
        }
        if let Some(prefs) = section(&table, "preferences", &mut notes) {
            settings.prefs.read(prefs, &mut notes);
        }
        if let Some(stats) = section(&table, "stats", &mut notes) {
            settings.stats.read(stats, &mut notes);
        }
        if let Some(saved) = section(&table, "saved", &mut notes) {
            settings.saved = read_saved(saved, &mut notes);
        }
        settings.kept = unknown_keys(table);
        // The unknown keys of a saved match go with it: without the match, they are dropped.
        if settings.saved.is_none() {
            settings.kept.remove("saved");
        }
        Ok(Loaded { settings, notes })
    }
}

/// What a table holds beyond the keys this release reads.
fn unknown_keys(mut table: Table) -> Table {
    table.remove("version");
    table.remove("stats");
    for (name, known) in
        [("menu", &MENU_KEYS[..]), ("saved", &SAVED_KEYS[..]), ("preferences", &super::preferences::KEYS[..])]
    {
        match table.get_mut(name) {
            Some(Value::Table(section)) => {
                known.iter().for_each(|key| drop(section.remove(*key)));
                if section.is_empty() {
                    table.remove(name);
                }
            }
            Some(_) => drop(table.remove(name)),
            None => {}
        }
    }
    table
}

/// Puts `fields` into the section `name` of `table`, over what it had there.
fn merge_section(table: &mut Table, name: &str, fields: Table) {
    match table.get_mut(name) {
        Some(Value::Table(section)) => section.extend(fields),
        _ => drop(table.insert(name.into(), Value::Table(fields))),
    }
}

fn setup_table(setup: &MatchSetup, first: &str) -> Table {
    let mut table = Table::new();
    table.insert("game".into(), Value::String(setup.spec.to_string()));
    table.insert("x".into(), Value::String(setup.x.to_string()));
    table.insert("o".into(), Value::String(setup.o.to_string()));
    table.insert("first".into(), Value::String(first.to_string()));
    if let Some(clock) = setup.clock {
        table.insert("clock".into(), Value::String(clock.to_string()));
    }
    table
}

/// A section of the file, if it is there and is a table.
fn section<'a>(table: &'a Table, name: &str, notes: &mut Vec<String>) -> Option<&'a Table> {
    match table.get(name)? {
        Value::Table(section) => Some(section),
        _ => {
            notes.push(format!("[{name}] is not a section; it was dropped"));
            None
        }
    }
}

/// Reads `key` of a section with `FromStr`; a missing key is `None`, a bad one a note and `None`.
fn field<T: FromStr>(table: &Table, section: &str, key: &str, notes: &mut Vec<String>) -> Option<T>
where
    T::Err: std::fmt::Display,
{
    let value = table.get(key)?;
    let parsed = match value {
        Value::String(text) => text.parse().map_err(|e: T::Err| e.to_string()),
        other => Err(format!("expected text, found {}", other.type_str())),
    };
    parsed.map_err(|e| notes.push(format!("{section}.{key}: {e}; it was dropped"))).ok()
}

/// Reads what a section has of a setup into `setup`; says whether its game was read.
fn read_setup(table: &Table, name: &str, setup: &mut MatchSetup, notes: &mut Vec<String>) -> bool {
    let spec = field(table, name, "game", notes);
    if let Some(spec) = spec {
        setup.spec = spec;
    }
    if let Some(seat) = field(table, name, "x", notes) {
        setup.x = seat;
    }
    if let Some(seat) = field(table, name, "o", notes) {
        setup.o = seat;
    }
    if let Some(first) = field(table, name, "first", notes) {
        setup.first = first;
    }
    if let Some(clock) = field(table, name, "clock", notes) {
        setup.clock = Some(clock);
    }
    spec.is_some()
}

fn read_saved(table: &Table, notes: &mut Vec<String>) -> Option<SavedGame> {
    let mut setup = MatchSetup { first: FirstMove::Random, ..MatchSetup::default() };
    let has_game = read_setup(table, "saved", &mut setup, notes);
    let first = match setup.first {
        FirstMove::Side(side) => Some(side),
        FirstMove::Random => None,
    };
    let moves: Option<String> = field(table, "saved", "moves", notes);
    let (true, Some(first), Some(moves)) = (has_game, first, moves) else {
        notes.push("the saved match lacks its game, who moved first, or its moves; it was dropped".into());
        return None;
    };
    let start = match field::<String>(table, "saved", "position", notes) {
        // The moves were played from that position: without it they mean another game.
        None if table.contains_key("position") => {
            notes.push("saved.position could not be read; the saved match was dropped".into());
            return None;
        }
        None => None,
        Some(text) => match setup.spec.read_setup(&text) {
            Ok(start) => Some(start),
            Err(e) => {
                notes.push(format!("saved.position: {e}; the saved match was dropped"));
                return None;
            }
        },
    };
    let agreed = match table.get("agreed") {
        None => false,
        Some(Value::Boolean(agreed)) => *agreed,
        Some(other) => {
            notes.push(format!("saved.agreed: expected true or false, found {}; it was dropped", other.type_str()));
            false
        }
    };
    let noted = notes.len();
    let mut saved = saved_game(setup, first, start, (&moves, agreed), "saved.moves", notes)?;
    // The times were those after every move: with moves dropped, they are nobody's.
    let whole = notes.len() == noted;
    saved.time_left = match table.get("time_left") {
        None => None,
        Some(value) => {
            let left = time_left(value).filter(|_| whole);
            if left.is_none() {
                notes
                    .push("saved.time_left: expected two times in seconds, up to a day; the clocks start again".into());
            }
            left
        }
    };
    Some(saved)
}

/// X's and O's time left, in seconds: two numbers, neither negative nor more than a day.
fn time_left(value: &Value) -> Option<[std::time::Duration; 2]> {
    let Value::Array(times) = value else { return None };
    let seconds = |value: &Value| match value {
        Value::Float(seconds) => Some(*seconds),
        Value::Integer(seconds) => Some(*seconds as f64),
        _ => None,
    };
    let times: Vec<f64> = times.iter().map(seconds).collect::<Option<_>>()?;
    let [x, o] = times[..] else { return None };
    const DAY: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);
    let time = |seconds: f64| std::time::Duration::try_from_secs_f64(seconds).ok().filter(|&time| time <= DAY);
    Some([time(x)?, time(o)?])
}

/// The saved match, with its moves up to the first that cannot be played, if the game is not over.
fn saved_game(
    mut setup: MatchSetup,
    first: Side,
    start: Option<AnyGame>,
    (moves, agreed): (&str, bool),
    what: &str,
    notes: &mut Vec<String>,
) -> Option<SavedGame> {
    setup.first = FirstMove::Side(first);
    let start_position = start.clone().unwrap_or_else(|| setup.spec.start());
    let (moves, read) = setup.spec.parse_moves_prefix_from(&start_position, moves);
    if let Err(e) = read {
        notes.push(match moves.len() {
            0 => format!("{what}: {e}; the saved match starts from the beginning"),
            n => format!("{what}: {e}; the saved match keeps its first {n} moves"),
        });
    }
    let saved = SavedGame { agreed, ..SavedGame::new(setup, first, start, moves) };
    // A finished game (a draw agreed included) is nothing to continue.
    (!saved.is_over()).then_some(saved)
}

/// The first release's `key=value` format: boards written `ROWS COLS K`.
fn parse_legacy(text: &str) -> Loaded {
    let mut notes = Vec::new();
    let mut settings = SettingsFile::default();
    let mut saved_setup = MatchSetup::default();
    let (mut saved_first, mut saved_moves) = (None, None);
    for (i, line) in text.lines().enumerate().skip(1) {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let mut note = |e: String| notes.push(format!("line {}: {e}; it was dropped", i + 1));
        let Some((key, value)) = line.split_once('=') else {
            note(format!("no '=' in {:?}", crate::rules::short(line)));
            continue;
        };
        let value = value.trim();
        let result = match key.trim() {
            "game" => legacy_game(value).map(|spec| settings.menu.spec = spec),
            "x" => value.parse().map(|seat| settings.menu.x = seat),
            "o" => value.parse().map(|seat| settings.menu.o = seat),
            "first" => value.parse().map(|first| settings.menu.first = first),
            "match.game" => legacy_game(value).map(|spec| saved_setup.spec = spec),
            "match.x" => value.parse().map(|seat| saved_setup.x = seat),
            "match.o" => value.parse().map(|seat| saved_setup.o = seat),
            "match.first" => value.parse().map(|side| saved_first = Some(side)),
            "match.moves" => {
                saved_moves = Some((i + 1, value.to_string()));
                Ok(())
            }
            other => Err(format!("unknown setting {:?}", crate::rules::short(other))),
        };
        if let Err(e) = result {
            note(e);
        }
    }
    settings.saved = match (saved_first, saved_moves) {
        (None, None) => None,
        (Some(first), Some((line, moves))) => {
            saved_game(saved_setup, first, None, (&moves, false), &format!("line {line}"), &mut notes)
        }
        _ => {
            notes.push("the saved match needs both match.first and match.moves; it was dropped".into());
            None
        }
    };
    Loaded { settings, notes }
}

/// A game as the first release wrote it: `mnk ROWS COLS K`, `gravity ROWS COLS K`, `bones HEAP`.
fn legacy_game(text: &str) -> Result<GameSpec, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let name = match words.as_slice() {
        [kind @ ("mnk" | "gravity"), rows, cols, k] => format!("{kind}:{cols}x{rows}:{k}"),
        ["bones", heap] => format!("bones:{heap}"),
        _ => return Err(format!("not a game: {:?}", crate::rules::short(text))),
    };
    name.parse()
}

#[cfg(test)]
mod tests;
