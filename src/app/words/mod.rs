//! The words the player reads, in the player's language: one Fluent message file per language
//! (`assets/i18n/*.ftl`), built into the executable and parsed once, at start. Everything the app says to a
//! person comes from here ([`Words`]); nothing is assembled from pieces: a sentence with a number or a name in
//! it is one message with a placeable, and plurals are the message's own (Russian has three forms); even a
//! list's separator is the language's (`game-nim-heap-separator`). Numbers
//! are written as each language writes them (`1,234,567`, `1 234 567`): Fluent's `NUMBER()` does not group
//! digits in Rust, so each language's separators come from a small table of the Unicode CLDR's values,
//! [`Language::separators`]. The command line stays English and does not use this.
//!
//! The language is the player's choice in the settings, or else the system's: the operating system's locale,
//! or in a browser the page's `navigator.languages`, the first of them the game speaks; English when none is.
//!
//! Adding a language: its message file beside the others (every message of `en.ftl`, the same placeables), a
//! line in [`Language`] (its code, its own name, its separators, its file), a [`LanguageChoice`] for the
//! settings; a new script also needs a font that covers it (see `scripts/`).

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::ai::Level;
use crate::session::preferences::LanguageChoice;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    Russian,
    Chinese,
    Swedish,
    Malay,
}

impl Language {
    pub const ALL: [Language; 5] =
        [Language::English, Language::Russian, Language::Chinese, Language::Swedish, Language::Malay];

    /// Its ISO 639-1 code, which locales start with.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Russian => "ru",
            Language::Chinese => "zh",
            Language::Swedish => "sv",
            Language::Malay => "ms",
        }
    }

    /// Its name in itself, as the settings list it (so that anyone finds their own).
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Russian => "Русский",
            Language::Chinese => "简体中文",
            Language::Swedish => "Svenska",
            Language::Malay => "Bahasa Melayu",
        }
    }

    /// Its messages, in Fluent's syntax.
    pub fn messages(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../assets/i18n/en.ftl"),
            Language::Russian => include_str!("../../../assets/i18n/ru.ftl"),
            Language::Chinese => include_str!("../../../assets/i18n/zh.ftl"),
            Language::Swedish => include_str!("../../../assets/i18n/sv.ftl"),
            Language::Malay => include_str!("../../../assets/i18n/ms.ftl"),
        }
    }

    /// How it writes numbers: the decimal mark, the digit-group separator, and the minus sign (the Unicode
    /// CLDR's number symbols: Russian and Swedish group with a no-break space and write a decimal comma,
    /// Swedish a true minus sign; English, Chinese and Malay keep the root's `.` and `,`).
    pub fn separators(self) -> (char, char, char) {
        match self {
            Language::English | Language::Chinese | Language::Malay => ('.', ',', '-'),
            Language::Russian => (',', '\u{a0}', '-'),
            Language::Swedish => (',', '\u{a0}', '\u{2212}'),
        }
    }

    /// The language a locale tag names (`ru-RU`, `sv_SE.UTF-8`, `zh-Hans-CN`), if the game speaks it.
    pub fn from_locale(tag: &str) -> Option<Language> {
        let language = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == language)
    }

    /// The language to speak: the one chosen, or else the first of the system's locales the game speaks, or
    /// else English.
    pub fn of(choice: LanguageChoice, system: impl IntoIterator<Item = String>) -> Language {
        match choice {
            LanguageChoice::English => Language::English,
            LanguageChoice::Russian => Language::Russian,
            LanguageChoice::Chinese => Language::Chinese,
            LanguageChoice::Swedish => Language::Swedish,
            LanguageChoice::Malay => Language::Malay,
            LanguageChoice::System => {
                system.into_iter().find_map(|tag| Language::from_locale(&tag)).unwrap_or(Language::English)
            }
        }
    }
}

/// The system's locales, most preferred first: the operating system's, or the browser's `navigator.languages`.
pub fn system_locales() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// A number written with `language`'s separators: `1234567` as `1,234,567` or `1 234 567`.
pub fn group_digits(language: Language, n: i64) -> String {
    let (_, group, minus) = language.separators();
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    if n < 0 {
        out.push(minus);
    }
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(group);
        }
        out.push(digit);
    }
    out
}

mod said;
use said::Arg;
pub use said::{Said, reading, result};

/// The words of one language, ready to be said, with English behind them for any message a translation
/// lacks (the tests make sure none does).
#[derive(Resource)]
pub struct Words {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl Words {
    /// The words of `language`.
    pub fn new(language: Language) -> Self {
        let english = (language != Language::English).then(|| bundle(Language::English));
        Self { language, bundle: bundle(language), english }
    }

    /// The language spoken.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id`, which has no placeables.
    pub fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// The message `id` with its placeables filled: numbers as numbers (so that plurals choose their form,
    /// and digits are grouped), names as text.
    pub fn with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let args = (!args.is_empty()).then_some(&fluent_args);
        for bundle in std::iter::once(&self.bundle).chain(self.english.as_ref()) {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else { continue };
            let mut errors = Vec::new();
            let said = bundle.format_pattern(pattern, args, &mut errors).into_owned();
            if !errors.is_empty() {
                warn!("message {id}: {errors:?}");
            }
            return said;
        }
        // A message nobody wrote is a bug the tests catch; the player sees its id rather than nothing.
        warn!("no message {id}");
        id.to_string()
    }

    /// Words of the logic's, in this language.
    pub fn say(&self, said: &Said) -> String {
        let args: Vec<(&str, FluentValue)> = said
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(text) => FluentValue::from(text.as_str()),
                    Arg::Said(said) => FluentValue::from(self.say(said)),
                    Arg::Joined { items, separator } => FluentValue::from(items.join(&self.get(separator))),
                };
                (*name, value)
            })
            .collect();
        self.with(said.id, &args)
    }

    /// A whole number as this language writes it.
    pub fn number(&self, n: i64) -> String {
        group_digits(self.language, n)
    }

    /// What a level of the computer is called.
    pub fn level(&self, level: Level) -> String {
        self.get(match level {
            Level::Easy => "level-easy",
            Level::Medium => "level-medium",
            Level::Hard => "level-hard",
            Level::Perfect => "level-perfect",
        })
    }
}

/// The messages of `language`, parsed. They are built in and tested, so an error here is a bug: what could be
/// read is kept and the rest is logged, never a panic.
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(language.messages().to_string()).unwrap_or_else(|(resource, errors)| {
        error!("the {} messages have errors: {errors:?}", language.code());
        resource
    });
    let tag = language.code().parse().expect("a language code is a language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Unicode isolation marks around each placeable would show as boxes in the game's fonts.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match language {
        Language::English => |v, _| format_number(Language::English, v),
        Language::Russian => |v, _| format_number(Language::Russian, v),
        Language::Chinese => |v, _| format_number(Language::Chinese, v),
        Language::Swedish => |v, _| format_number(Language::Swedish, v),
        Language::Malay => |v, _| format_number(Language::Malay, v),
    }));
    if let Err(errors) = bundle.add_resource(resource) {
        error!("the {} messages repeat ids: {errors:?}", language.code());
    }
    bundle
}

/// A whole number placeable written with `language`'s separators (anything else as Fluent writes it).
fn format_number(language: Language, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() < 1e15 => {
            Some(group_digits(language, n.value as i64))
        }
        _ => None,
    }
}

/// In English: what the log says (the log stays English, like the command line).
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        static ENGLISH: std::sync::OnceLock<Words> = std::sync::OnceLock::new();
        f.write_str(&ENGLISH.get_or_init(|| Words::new(Language::English)).say(self))
    }
}

#[cfg(test)]
mod tests;
