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
const MENU_KEYS: [&str; 4] = ["game", "x", "o", "first"];
const SAVED_KEYS: [&str; 7] = ["game", "x", "o", "first", "position", "moves", "agreed"];

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
    saved_game(setup, first, start, (&moves, agreed), "saved.moves", notes)
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
    let saved = SavedGame { setup, first, start, moves, agreed };
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
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{AnyMove, Game, GridSize};
    use crate::session::Seat;

    fn every_game() -> Vec<GameSpec> {
        vec![
            GameSpec::TIC_TAC_TOE,
            GameSpec::FOUR_IN_A_ROW,
            GameSpec::GOMOKU,
            GameSpec::CONNECT_FOUR,
            GameSpec::BONES,
            GameSpec::Bones(7),
            GameSpec::Mnk(GridSize::new(4, 5, 4)),
            GameSpec::Gravity(GridSize::new(6, 10, 4)),
        ]
    }

    #[test]
    fn settings_round_trip_for_every_game() {
        for spec in every_game() {
            let menu = MatchSetup { spec, x: Seat::Computer(Level::Medium), o: Seat::Human, first: FirstMove::Random };
            // The saved match has its own game and setup, and two moves played.
            let saved_setup = MatchSetup { spec, first: FirstMove::Side(Side::O), ..MatchSetup::default() };
            let mut position = spec.start();
            let mut moves = Vec::new();
            for _ in 0..2 {
                let mut legal = Vec::new();
                position.legal_moves(&mut legal);
                moves.push(legal[legal.len() / 2]);
                position.play(*moves.last().unwrap());
            }
            let saved = SavedGame { setup: saved_setup, first: Side::O, start: None, moves, agreed: false };
            let settings = SettingsFile::new(menu, Some(saved));
            let text = settings.to_text();
            let loaded = SettingsFile::parse(&text).unwrap();
            assert_eq!(loaded.settings, settings, "{spec}:\n{text}");
            assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
        }
    }

    #[test]
    fn a_saved_match_keeps_its_set_up_start() {
        let nim = MatchSetup { spec: GameSpec::NIM, first: FirstMove::Side(Side::O), ..MatchSetup::default() };
        let start = GameSpec::NIM.read_setup("1-4-0 2").unwrap();
        let moves = GameSpec::NIM.parse_moves_prefix_from(&start, "b2").0;
        let saved = SavedGame { setup: nim, first: Side::O, start: Some(start), moves, agreed: false };
        let settings = SettingsFile::new(MatchSetup::default(), Some(saved));
        let text = settings.to_text();
        assert!(text.contains("position = \"1-4-0 2\"") && text.contains("moves = \"b2\""), "{text}");
        let loaded = SettingsFile::parse(&text).unwrap();
        assert_eq!((loaded.settings, loaded.notes), (settings, Vec::<String>::new()));
        // A position that cannot be read drops the saved match (its moves were played from it), with a note.
        let damaged = text.replace("1-4-0 2", "1-4-9 2");
        let loaded = SettingsFile::parse(&damaged).unwrap();
        assert_eq!(loaded.settings.saved, None);
        assert!(loaded.notes.iter().any(|n| n.starts_with("saved.position: heap c")), "{:?}", loaded.notes);
        // So does one that is not text: its moves would otherwise be read from the game's start.
        let loaded = SettingsFile::parse(&text.replace("\"1-4-0 2\"", "5")).unwrap();
        assert_eq!(loaded.settings.saved, None);
        assert!(loaded.notes.iter().any(|n| n.contains("saved match was dropped")), "{:?}", loaded.notes);
    }

    #[test]
    fn the_text_names_games_by_their_names() {
        let settings = SettingsFile::new(
            MatchSetup::default(),
            Some(SavedGame {
                setup: MatchSetup { spec: GameSpec::CONNECT_FOUR, ..MatchSetup::default() },
                first: Side::X,
                start: None,
                moves: vec![AnyMove::Column(3)],
                agreed: false,
            }),
        );
        let text = settings.to_text();
        for line in ["version = 2", "[menu]", "game = \"tictactoe\"", "[saved]", "game = \"connect4\"", "moves = \"4\""]
        {
            assert!(text.contains(line), "{line} in:\n{text}");
        }
    }

    #[test]
    fn each_malformed_field_is_dropped_with_a_note_and_the_rest_kept() {
        let text = "version = 2\n[menu]\ngame = \"shogi\"\nx = \"easy\"\no = 3\nfirst = \"sideways\"\n";
        let loaded = SettingsFile::parse(text).unwrap();
        assert_eq!(loaded.settings.menu.spec, GameSpec::TIC_TAC_TOE, "the default game");
        assert_eq!(loaded.settings.menu.x, Seat::Computer(Level::Easy), "the readable field is kept");
        let notes = loaded.notes.join("\n");
        assert_eq!(loaded.notes.len(), 3, "{notes}");
        assert!(notes.contains("menu.game: unknown game \"shogi\""), "{notes}");
        assert!(notes.contains("menu.o: expected text, found integer"), "{notes}");
        assert!(notes.contains("menu.first: not a first move"), "{notes}");

        let bad_moves = "[saved]\ngame = \"tictactoe\"\nfirst = \"x\"\nmoves = \"1255\"\n";
        let loaded = SettingsFile::parse(bad_moves).unwrap();
        let saved = loaded.settings.saved.expect("the legal start of the match is kept");
        assert_eq!(saved.moves, vec![AnyMove::Cell(0), AnyMove::Cell(1), AnyMove::Cell(4)]);
        let note = &loaded.notes[0];
        assert!(
            note.contains("saved.moves: move 4 (5): that cell is already taken") && note.contains("first 3"),
            "{note}"
        );

        let no_moves = "[saved]\ngame = \"tictactoe\"\nfirst = \"x\"\n";
        assert!(SettingsFile::parse(no_moves).unwrap().notes[0].contains("lacks"));
        assert!(SettingsFile::parse("menu = 5").unwrap().notes[0].contains("[menu] is not a section"));
    }

    #[test]
    fn text_that_is_not_a_settings_file_is_refused() {
        assert!(SettingsFile::parse("hello").unwrap_err().starts_with("not a settings file"));
        assert!(SettingsFile::parse("[menu\n").is_err());
        assert_eq!(SettingsFile::parse("").unwrap().settings, SettingsFile::default());
    }

    #[test]
    fn a_finished_saved_game_is_not_offered() {
        let text = "[saved]\ngame = \"tictactoe\"\nfirst = \"x\"\nmoves = \"14253\"\n";
        assert_eq!(SettingsFile::parse(text).unwrap().settings.saved, None);
    }

    #[test]
    fn the_first_releases_files_still_load() {
        let text = "minimax-arcade settings 1\ngame=gravity 6 10 4\nx=computer medium\no=human\nfirst=random\n\
                    match.game=gravity 6 7 4\nmatch.x=human\nmatch.o=computer hard\nmatch.first=o\nmatch.moves=4\n";
        let loaded = SettingsFile::parse(text).unwrap();
        assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
        let settings = loaded.settings;
        assert_eq!(settings.menu.spec, GameSpec::Gravity(GridSize::new(6, 10, 4)));
        assert_eq!(settings.menu.x, Seat::Computer(Level::Medium));
        assert_eq!(settings.menu.first, FirstMove::Random);
        let saved = settings.saved.unwrap();
        assert_eq!(
            (saved.setup.spec, saved.first, saved.moves),
            (GameSpec::CONNECT_FOUR, Side::O, vec![AnyMove::Column(3)])
        );
        assert_eq!(saved.setup.o, Seat::Computer(Level::Hard));

        let damaged = format!(
            "{LEGACY_HEADER}\ngame=mnk 2 2 9\nx=wizard\nhello\nmatch.game=mnk 3 3 3\nmatch.first=x\nmatch.moves=55\n"
        );
        let loaded = SettingsFile::parse(&damaged).unwrap();
        assert_eq!(loaded.settings.menu, MatchSetup::default());
        let notes = loaded.notes.join("\n");
        assert!(notes.contains("line 2:") && notes.contains("line 3:") && notes.contains("line 4:"), "{notes}");
        assert!(notes.contains("line 7: move 2 (5): that cell is already taken"), "{notes}");
        assert_eq!(loaded.settings.saved.map(|s| s.moves), Some(vec![AnyMove::Cell(4)]));
    }

    #[test]
    fn what_a_newer_release_wrote_is_kept_and_written_back() {
        let text = "\u{feff}version = 3\ntheme = \"light\"\n[menu]\ngame = \"gomoku\"\nvolume = 0.5\n[achievements]\nwins = 4\n";
        let loaded = SettingsFile::parse(text).unwrap();
        assert_eq!(loaded.settings.menu.spec, GameSpec::GOMOKU);
        assert!(loaded.notes[0].contains("newer release (version 3)"), "{:?}", loaded.notes);
        let again =
            loaded.settings.with(MatchSetup::default(), None, Preferences::default(), Stats::default()).to_text();
        for kept in ["theme = \"light\"", "volume = 0.5", "[achievements]", "wins = 4", "game = \"tictactoe\""] {
            assert!(again.contains(kept), "{kept} in:\n{again}");
        }
        let reread = SettingsFile::parse(&again).unwrap();
        assert_eq!(reread.settings.menu, MatchSetup::default());
        assert!(reread.notes.is_empty(), "{:?}", reread.notes);
    }

    /// Property tests (`scripts/fuzz.sh` runs them with a million cases each).
    mod props {
        use proptest::prelude::*;

        use super::*;
        use crate::testing;

        proptest! {
            #[test]
            fn any_text_is_read_or_refused_without_a_panic(text in testing::text()) {
                if let Ok(loaded) = SettingsFile::parse(&text)
                    && let Some(saved) = &loaded.settings.saved
                {
                    // Whatever is read of a saved match is a legal, unfinished start of its game.
                    let mut position = saved.setup.spec.start();
                    for &mv in &saved.moves {
                        prop_assert_eq!(position.check_move(mv), Ok(()));
                        position.play(mv);
                    }
                    prop_assert!(position.outcome().is_none());
                }
            }

            #[test]
            fn settings_round_trip(
                menu in testing::setup(),
                saved in prop::option::of(testing::saved_game()),
                analysis in any::<bool>(),
            ) {
                let prefs = Preferences { analysis, ..Preferences::default() };
                let settings = SettingsFile::new(menu, None).with(menu, saved, prefs, Stats::default());
                let text = settings.to_text();
                let loaded = SettingsFile::parse(&text).unwrap();
                prop_assert_eq!(&loaded.settings, &settings, "{}", text);
                prop_assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
            }

            #[test]
            fn damaged_settings_keep_what_can_be_read(
                menu in testing::setup(),
                saved in prop::option::of(testing::saved_game()),
                edits in testing::edits(),
            ) {
                let text = testing::apply_edits(&SettingsFile::new(menu, saved).to_text(), &edits);
                if let Ok(loaded) = SettingsFile::parse(&text) {
                    // Read again after writing, the same settings come back: nothing is lost twice.
                    let again = SettingsFile::parse(&loaded.settings.to_text()).unwrap();
                    prop_assert_eq!(again.settings, loaded.settings);
                }
            }
        }
    }
}
