//! How the player likes the game to look, sound and behave, and how it is kept in the settings file's
//! `[preferences]` section. Every field is read on its own: one that cannot be read keeps its default and is
//! named in a note.

use std::fmt;
use std::str::FromStr;

use toml::{Table, Value};

/// How the player likes the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preferences {
    /// The analysis overlay is shown (from the start of each match).
    pub analysis: bool,
    /// Where the board's coordinates (the names of its squares, columns or pits) are drawn around it.
    pub coordinates: Coordinates,
    /// The moves the person may make are marked on the board, where the game marks them (Reversi's dots).
    pub legal_moves: bool,
    /// What the move under the pointer or cursor would do is shown before it is made: the piece half seen,
    /// the pieces it would turn or take lit.
    pub move_preview: bool,
    /// Loudness of everything, of the effects and of the music, in percent.
    pub master_volume: u8,
    pub effects_volume: u8,
    pub music_volume: u8,
    /// All sound off (the M key), the volumes kept for when it comes back.
    pub muted: bool,
    /// How fast animations play.
    pub speed: MotionSpeed,
    /// Movement replaced by instant changes.
    pub reduced_motion: bool,
    pub theme: ThemeChoice,
    /// The language of the game's words: the system's, or one chosen.
    pub language: LanguageChoice,
    /// How big the words are, in percent of the normal size.
    pub text_size: TextSize,
}

impl Default for Preferences {
    fn default() -> Self {
        Self {
            analysis: false,
            coordinates: Coordinates::Auto,
            legal_moves: true,
            move_preview: true,
            master_volume: 80,
            effects_volume: 100,
            music_volume: 0,
            muted: false,
            speed: MotionSpeed::Normal,
            reduced_motion: false,
            theme: ThemeChoice::Dark,
            language: LanguageChoice::System,
            text_size: TextSize::Normal,
        }
    }
}

/// How fast animations play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MotionSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl MotionSpeed {
    pub const ALL: [MotionSpeed; 3] = [MotionSpeed::Slow, MotionSpeed::Normal, MotionSpeed::Fast];

    /// How many times longer than normal an animation takes.
    pub fn factor(self) -> f32 {
        match self {
            MotionSpeed::Slow => 1.6,
            MotionSpeed::Normal => 1.0,
            MotionSpeed::Fast => 0.5,
        }
    }
}

/// The look of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThemeChoice {
    #[default]
    Dark,
    Light,
    HighContrast,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::Dark, ThemeChoice::Light, ThemeChoice::HighContrast];
}

/// The language the game speaks: the system's (the operating system's, or the browser's first language the
/// game has), or one the player chose. The command line always speaks English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LanguageChoice {
    #[default]
    System,
    English,
    Russian,
    Chinese,
    Swedish,
    Malay,
}

impl LanguageChoice {
    pub const ALL: [LanguageChoice; 6] = [
        LanguageChoice::System,
        LanguageChoice::English,
        LanguageChoice::Russian,
        LanguageChoice::Chinese,
        LanguageChoice::Swedish,
        LanguageChoice::Malay,
    ];
}

/// Where the board's coordinates are drawn: by default on the boards whose moves are written by the names of
/// their squares (`f5`, `h8`), where the hint, the caption and the move list speak them; or on every board, or
/// on none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Coordinates {
    #[default]
    Auto,
    On,
    Off,
}

impl Coordinates {
    pub const ALL: [Coordinates; 3] = [Coordinates::Auto, Coordinates::On, Coordinates::Off];

    /// Whether they are drawn on a board whose moves are (`named_squares`) or are not written by the names of
    /// its squares.
    pub fn shown(self, named_squares: bool) -> bool {
        match self {
            Coordinates::Auto => named_squares,
            Coordinates::On => true,
            Coordinates::Off => false,
        }
    }
}

/// How big the game's words are: the normal size, or a quarter or a half bigger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TextSize {
    #[default]
    Normal,
    Large,
    Larger,
}

impl TextSize {
    pub const ALL: [TextSize; 3] = [TextSize::Normal, TextSize::Large, TextSize::Larger];

    /// The factor every text size is multiplied by.
    pub fn factor(self) -> f32 {
        match self {
            TextSize::Normal => 1.0,
            TextSize::Large => 1.25,
            TextSize::Larger => 1.5,
        }
    }
}

/// Writes and reads the names of a small enum, as the file spells them.
macro_rules! named {
    ($ty:ty, $what:literal, $($variant:path => $name:literal),+) => {
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(match self { $($variant => $name),+ })
            }
        }

        impl FromStr for $ty {
            type Err = String;

            fn from_str(text: &str) -> Result<Self, String> {
                match text.trim().to_ascii_lowercase().as_str() {
                    $($name => Ok($variant),)+
                    _ => Err(format!(concat!("not ", $what, ": {:?} ({})"), crate::rules::short(text), [$($name),+].join(", "))),
                }
            }
        }
    };
}

named!(MotionSpeed, "a speed", MotionSpeed::Slow => "slow", MotionSpeed::Normal => "normal", MotionSpeed::Fast => "fast");
named!(ThemeChoice, "a theme", ThemeChoice::Dark => "dark", ThemeChoice::Light => "light", ThemeChoice::HighContrast => "high-contrast");
// Languages by their ISO 639-1 codes, as locales name them.
named!(LanguageChoice, "a language", LanguageChoice::System => "system", LanguageChoice::English => "en",
    LanguageChoice::Russian => "ru", LanguageChoice::Chinese => "zh", LanguageChoice::Swedish => "sv",
    LanguageChoice::Malay => "ms");
named!(Coordinates, "a choice of coordinates", Coordinates::Auto => "auto", Coordinates::On => "on", Coordinates::Off => "off");
named!(TextSize, "a text size", TextSize::Normal => "100", TextSize::Large => "125", TextSize::Larger => "150");

/// The keys of the `[preferences]` section.
pub(super) const KEYS: [&str; 13] = [
    "analysis",
    "coordinates",
    "legal_moves",
    "move_preview",
    "master_volume",
    "effects_volume",
    "music_volume",
    "muted",
    "speed",
    "reduced_motion",
    "theme",
    "language",
    "text_size",
];

impl Preferences {
    /// The `[preferences]` section.
    pub(super) fn to_table(self) -> Table {
        let mut table = Table::new();
        let mut put = |key: &str, value: Value| drop(table.insert(key.into(), value));
        put("analysis", Value::Boolean(self.analysis));
        put("coordinates", Value::String(self.coordinates.to_string()));
        put("legal_moves", Value::Boolean(self.legal_moves));
        put("move_preview", Value::Boolean(self.move_preview));
        put("master_volume", Value::Integer(self.master_volume.into()));
        put("effects_volume", Value::Integer(self.effects_volume.into()));
        put("music_volume", Value::Integer(self.music_volume.into()));
        put("muted", Value::Boolean(self.muted));
        put("speed", Value::String(self.speed.to_string()));
        put("reduced_motion", Value::Boolean(self.reduced_motion));
        put("theme", Value::String(self.theme.to_string()));
        put("language", Value::String(self.language.to_string()));
        put("text_size", Value::String(self.text_size.to_string()));
        table
    }

    /// Reads what the section has into `self`; a field that cannot be read is named in `notes`.
    pub(super) fn read(&mut self, table: &Table, notes: &mut Vec<String>) {
        let mut note = |key: &str, why: String| notes.push(format!("preferences.{key}: {why}; it was dropped"));
        let flag = |_key: &str, value: &Value| {
            value.as_bool().ok_or_else(|| format!("expected true or false, found {}", value.type_str()))
        };
        let percent = |value: &Value| match value.as_integer() {
            Some(n) if (0..=100).contains(&n) => Ok(n as u8),
            Some(n) => Err(format!("{n} is not a percentage (0 to 100)")),
            None => Err(format!("expected a number, found {}", value.type_str())),
        };
        for (key, value) in table {
            let read: Result<(), String> = match key.as_str() {
                "analysis" => flag(key, value).map(|b| self.analysis = b),
                // Earlier releases wrote true or false, and false was their default: it reads as the default now.
                "coordinates" => match value {
                    Value::Boolean(on) => {
                        self.coordinates = if *on { Coordinates::On } else { Coordinates::Auto };
                        Ok(())
                    }
                    _ => text(value).and_then(|t| t.parse()).map(|c| self.coordinates = c),
                },
                "legal_moves" => flag(key, value).map(|b| self.legal_moves = b),
                "move_preview" => flag(key, value).map(|b| self.move_preview = b),
                "muted" => flag(key, value).map(|b| self.muted = b),
                "reduced_motion" => flag(key, value).map(|b| self.reduced_motion = b),
                "master_volume" => percent(value).map(|v| self.master_volume = v),
                "effects_volume" => percent(value).map(|v| self.effects_volume = v),
                "music_volume" => percent(value).map(|v| self.music_volume = v),
                "speed" => text(value).and_then(|t| t.parse()).map(|s| self.speed = s),
                "theme" => text(value).and_then(|t| t.parse()).map(|t| self.theme = t),
                "language" => text(value).and_then(|t| t.parse()).map(|l| self.language = l),
                // Written as text ("125"); a bare number is read too.
                "text_size" => match value {
                    Value::Integer(n) => n.to_string().parse().map(|t| self.text_size = t),
                    _ => text(value).and_then(|t| t.parse()).map(|t| self.text_size = t),
                },
                // Someone else's key: kept by the settings file as it is.
                _ => Ok(()),
            };
            if let Err(why) = read {
                note(key, why);
            }
        }
    }

    /// The loudness of effects and of music, from 0 to 1, all things considered.
    pub fn loudness(self) -> (f32, f32) {
        if self.muted {
            return (0.0, 0.0);
        }
        let master = f32::from(self.master_volume) / 100.0;
        (master * f32::from(self.effects_volume) / 100.0, master * f32::from(self.music_volume) / 100.0)
    }
}

fn text(value: &Value) -> Result<&str, String> {
    value.as_str().ok_or_else(|| format!("expected text, found {}", value.type_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_round_trip_through_their_section() {
        let prefs = Preferences {
            analysis: true,
            coordinates: Coordinates::Off,
            legal_moves: false,
            move_preview: false,
            master_volume: 30,
            effects_volume: 0,
            music_volume: 55,
            muted: true,
            speed: MotionSpeed::Fast,
            reduced_motion: true,
            theme: ThemeChoice::HighContrast,
            language: LanguageChoice::Russian,
            text_size: TextSize::Larger,
        };
        let mut read = Preferences::default();
        let mut notes = Vec::new();
        read.read(&prefs.to_table(), &mut notes);
        assert_eq!(read, prefs);
        assert!(notes.is_empty(), "{notes:?}");
    }

    #[test]
    fn a_bad_field_keeps_its_default_and_says_why() {
        let table: Table =
            "master_volume = 300\ntheme = \"neon\"\nmuted = \"yes\"\nspeed = \"fast\"\nlater = 1\nlanguage = \"tlh\"\ntext_size = 125\n"
                .parse()
                .unwrap();
        let mut prefs = Preferences::default();
        let mut notes = Vec::new();
        prefs.read(&table, &mut notes);
        assert_eq!(prefs.speed, MotionSpeed::Fast, "the good field is read");
        assert_eq!(prefs.text_size, TextSize::Large, "a bare number is read as a size");
        assert_eq!(prefs.language, LanguageChoice::System);
        assert_eq!(prefs.master_volume, Preferences::default().master_volume);
        let notes = notes.join("\n");
        for part in [
            "master_volume: 300 is not a percentage",
            "theme: not a theme",
            "muted: expected true or false",
            "language: not a language: \"tlh\" (system, en, ru, zh, sv, ms)",
        ] {
            assert!(notes.contains(part), "{part} in {notes}");
        }
        assert!(!notes.contains("later"), "unknown keys are not this section's business");
    }

    #[test]
    fn coordinates_follow_the_board_unless_chosen_and_the_old_flags_still_read() {
        assert!(Coordinates::Auto.shown(true) && !Coordinates::Auto.shown(false));
        assert!(Coordinates::On.shown(false) && !Coordinates::Off.shown(true));
        let read = |text: &str| {
            let mut prefs = Preferences::default();
            let mut notes = Vec::new();
            prefs.read(&text.parse().unwrap(), &mut notes);
            (prefs.coordinates, notes.len())
        };
        assert_eq!(read("coordinates = true"), (Coordinates::On, 0));
        assert_eq!(read("coordinates = false"), (Coordinates::Auto, 0), "the old default is the new one");
        assert_eq!(read("coordinates = \"off\""), (Coordinates::Off, 0));
        assert_eq!(read("coordinates = 3"), (Coordinates::Auto, 1), "kept at its default, and said");
    }

    #[test]
    fn loudness_follows_the_master_volume_and_mute() {
        let prefs = Preferences { master_volume: 50, effects_volume: 80, music_volume: 20, ..Preferences::default() };
        assert_eq!(prefs.loudness(), (0.4, 0.1));
        assert_eq!(Preferences { muted: true, ..prefs }.loudness(), (0.0, 0.0));
    }
}
