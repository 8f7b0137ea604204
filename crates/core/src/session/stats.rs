//! The person's record against the computer: wins, draws and losses for each game and level, kept in the
//! settings file's `[stats]` section (`"connect4/perfect" = [2, 5, 9]`: wins, draws, losses).

use std::collections::BTreeMap;

use toml::{Table, Value};

use crate::ai::Level;
use crate::rules::GameSpec;

/// Wins, draws and losses of the person at the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Record {
    pub fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let plural = |n: u32, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
        write!(
            f,
            "{}, {}, {}",
            plural(self.wins, "win", "wins"),
            plural(self.draws, "draw", "draws"),
            plural(self.losses, "loss", "losses")
        )
    }
}

/// How a finished game against the computer went for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    Won,
    Drawn,
    Lost,
}

/// Every record, by game and the computer's level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats(BTreeMap<String, Record>);

fn key(spec: GameSpec, level: Level) -> String {
    format!("{spec}/{}", level.name())
}

impl Stats {
    /// The record against `level` at `spec`.
    pub fn get(&self, spec: GameSpec, level: Level) -> Record {
        self.0.get(&key(spec, level)).copied().unwrap_or_default()
    }

    /// Counts one finished game.
    pub fn count(&mut self, spec: GameSpec, level: Level, result: Result) {
        let record = self.0.entry(key(spec, level)).or_default();
        let tally = match result {
            Result::Won => &mut record.wins,
            Result::Drawn => &mut record.draws,
            Result::Lost => &mut record.losses,
        };
        *tally = tally.saturating_add(1);
    }

    /// The `[stats]` section.
    pub(super) fn to_table(&self) -> Table {
        let triple = |r: &Record| Value::Array([r.wins, r.draws, r.losses].map(|n| Value::Integer(n.into())).to_vec());
        self.0.iter().map(|(key, record)| (key.clone(), triple(record))).collect()
    }

    /// Reads the `[stats]` section; an entry that cannot be read is named in `notes` and dropped.
    pub(super) fn read(&mut self, table: &Table, notes: &mut Vec<String>) {
        for (name, value) in table {
            let valid_key = name
                .split_once('/')
                .is_some_and(|(game, level)| game.parse::<GameSpec>().is_ok() && level.parse::<Level>().is_ok());
            let count = |n: &Value| n.as_integer().and_then(|n| u32::try_from(n).ok());
            let counts: Option<Vec<u32>> = value.as_array().and_then(|items| items.iter().map(count).collect());
            match (valid_key, counts.as_deref()) {
                (true, Some(&[wins, draws, losses])) => {
                    self.0.insert(name.clone(), Record { wins, draws, losses });
                }
                _ => notes.push(format!(
                    "stats.{}: expected \"GAME/LEVEL\" = [wins, draws, losses]; it was dropped",
                    crate::rules::short(name)
                )),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_count_and_round_trip() {
        let mut stats = Stats::default();
        stats.count(GameSpec::CONNECT_FOUR, Level::Perfect, Result::Lost);
        stats.count(GameSpec::CONNECT_FOUR, Level::Perfect, Result::Drawn);
        stats.count(GameSpec::TIC_TAC_TOE, Level::Easy, Result::Won);
        assert_eq!(stats.get(GameSpec::CONNECT_FOUR, Level::Perfect), Record { wins: 0, draws: 1, losses: 1 });
        assert_eq!(stats.get(GameSpec::GOMOKU, Level::Hard).games(), 0);
        let mut read = Stats::default();
        let mut notes = Vec::new();
        read.read(&stats.to_table(), &mut notes);
        assert_eq!(read, stats);
        assert!(notes.is_empty());
        assert_eq!(Record { wins: 1, draws: 0, losses: 2 }.to_string(), "1 win, 0 draws, 2 losses");
    }

    #[test]
    fn bad_entries_are_dropped_with_a_note() {
        let table: Table =
            "\"shogi/hard\" = [1, 2, 3]\n\"tictactoe/easy\" = [1, -2, 3]\n\"bones/perfect\" = [4, 0, 1]\n"
                .parse()
                .unwrap();
        let mut stats = Stats::default();
        let mut notes = Vec::new();
        stats.read(&table, &mut notes);
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert_eq!(stats.get(GameSpec::BONES, Level::Perfect).wins, 4);
    }
}
