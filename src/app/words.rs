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
use crate::ai::analysis::Reading;
use crate::rules::GameSpec;
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
            Language::English => include_str!("../../assets/i18n/en.ftl"),
            Language::Russian => include_str!("../../assets/i18n/ru.ftl"),
            Language::Chinese => include_str!("../../assets/i18n/zh.ftl"),
            Language::Swedish => include_str!("../../assets/i18n/sv.ftl"),
            Language::Malay => include_str!("../../assets/i18n/ms.ftl"),
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

/// Something to say to the player, in no language yet: a message's id and its placeables. The logic speaks
/// in these (a notice, a refusal, a caption); the view says them in the player's language with [`Words::say`],
/// so that choosing another language changes what is already on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A placeable's value.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Arg {
    /// A number: grouped the language's way, and the one a plural chooses its form by.
    Number(i64),
    /// Text said as it is: a name, a file's path, a system's error.
    Text(String),
    /// Words of its own, said in the same language.
    Said(Said),
    /// A game's title.
    Game(GameSpec),
}

impl Said {
    pub fn new(id: &'static str) -> Self {
        Self { id, args: Vec::new() }
    }

    /// With the placeable `name` a number.
    pub fn number(mut self, name: &'static str, n: impl Into<i64>) -> Self {
        self.args.push((name, Arg::Number(n.into())));
        self
    }

    /// With the placeable `name` text said as it is.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(text.into())));
        self
    }

    /// With the placeable `name` other words.
    pub fn said(mut self, name: &'static str, said: Said) -> Self {
        self.args.push((name, Arg::Said(said)));
        self
    }

    /// With the placeable `name` a game's title.
    pub fn game(mut self, name: &'static str, spec: GameSpec) -> Self {
        self.args.push((name, Arg::Game(spec)));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }
}

/// In English: what the log says (the log stays English, like the command line).
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        static ENGLISH: std::sync::OnceLock<Words> = std::sync::OnceLock::new();
        f.write_str(&ENGLISH.get_or_init(|| Words::new(Language::English)).say(self))
    }
}

/// What a move is worth, in words: "win in 3", "draw", "about +12".
pub fn reading(reading: Reading) -> Said {
    match reading {
        Reading::Win { moves: 1 } => Said::new("reading-wins-now"),
        Reading::Win { moves } => Said::new("reading-win").number("moves", moves),
        Reading::Draw => Said::new("reading-draw"),
        Reading::Loss { moves: 0 } => Said::new("reading-loses-now"),
        Reading::Loss { moves } => Said::new("reading-loss").number("moves", moves),
        Reading::Exact(v) => Said::new("reading-worth").number("value", v),
        // An estimate carries its sign, even a plus.
        Reading::Estimate(v) if v > 0 => Said::new("reading-about").text("value", format!("+{v}")),
        Reading::Estimate(v) => Said::new("reading-about").number("value", v),
    }
}

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
                    Arg::Game(spec) => FluentValue::from(self.game_title(*spec)),
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

    /// What the game is called: its own name, or its board and rule ("5×4 board, 4 in a row").
    pub fn game_title(&self, spec: GameSpec) -> String {
        let named = match spec.preset_name() {
            Some("tictactoe") => Some("game-tictactoe"),
            Some("four-in-a-row") => Some("game-four-in-a-row"),
            Some("gomoku") => Some("game-gomoku"),
            Some("gomoku:standard") => Some("game-gomoku-standard"),
            Some("connect4") => Some("game-connect4"),
            Some("bones") => Some("game-bones"),
            Some("nim") => Some("game-nim"),
            _ => None,
        };
        if let Some(id) = named {
            return self.get(id);
        }
        match spec {
            GameSpec::Mnk(size) | GameSpec::Gravity(size) => {
                let id = match spec {
                    GameSpec::Gravity(_) => "game-gravity-board",
                    _ if size.exact => "game-board-exactly",
                    _ => "game-board",
                };
                let (cols, rows, k) = (size.cols, size.rows, size.k);
                self.with(id, &[("cols", cols.into()), ("rows", rows.into()), ("k", k.into())])
            }
            GameSpec::Bones(heap) => self.with("game-bones-heap", &[("heap", heap.into())]),
            GameSpec::Nim(heaps) => {
                // The list's separator is the language's own (Chinese writes 、).
                let sizes: Vec<String> = heaps.sizes().iter().map(u8::to_string).collect();
                let list = sizes.join(&self.get("game-nim-heap-separator"));
                self.with("game-nim-heaps", &[("heaps", list.into())])
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_the_languages_the_game_speaks() {
        assert_eq!(Language::from_locale("ru-RU"), Some(Language::Russian));
        assert_eq!(Language::from_locale("sv_SE.UTF-8"), Some(Language::Swedish));
        assert_eq!(Language::from_locale("zh-Hans-CN"), Some(Language::Chinese));
        assert_eq!(Language::from_locale("ms"), Some(Language::Malay));
        assert_eq!(Language::from_locale("C"), None);
        assert_eq!(Language::from_locale("de-DE"), None);
        let system = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        assert_eq!(Language::of(LanguageChoice::System, system(&["de-DE", "sv-SE", "en"])), Language::Swedish);
        assert_eq!(Language::of(LanguageChoice::System, system(&["C"])), Language::English);
        assert_eq!(Language::of(LanguageChoice::Malay, system(&["ru"])), Language::Malay);
        assert_eq!(Language::of(LanguageChoice::Chinese, system(&[])), Language::Chinese);
        assert_eq!(Language::of(LanguageChoice::System, system(&["zh-CN"])), Language::Chinese);
    }

    /// Each message's id and the placeables it uses, from the file's syntax tree.
    fn messages(language: Language) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
        fn walk(pattern: &Pattern<&str>, vars: &mut std::collections::BTreeSet<String>) {
            for element in &pattern.elements {
                if let PatternElement::Placeable { expression } = element {
                    expression_vars(expression, vars);
                }
            }
        }
        fn expression_vars(expression: &Expression<&str>, vars: &mut std::collections::BTreeSet<String>) {
            let inline = |e: &InlineExpression<&str>, vars: &mut std::collections::BTreeSet<String>| match e {
                InlineExpression::VariableReference { id } => drop(vars.insert(id.name.to_string())),
                InlineExpression::Placeable { expression } => expression_vars(expression, vars),
                _ => {}
            };
            match expression {
                Expression::Inline(e) => inline(e, vars),
                Expression::Select { selector, variants } => {
                    inline(selector, vars);
                    for variant in variants {
                        walk(&variant.value, vars);
                    }
                }
            }
        }
        let resource = fluent_syntax::parser::parse(language.messages())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", language.code()));
        let mut out = std::collections::BTreeMap::new();
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut vars = std::collections::BTreeSet::new();
                if let Some(value) = &message.value {
                    walk(value, &mut vars);
                }
                assert!(
                    out.insert(message.id.name.to_string(), vars).is_none(),
                    "{}: {} twice",
                    language.code(),
                    message.id.name
                );
            }
        }
        out
    }

    #[test]
    fn every_language_has_every_message_with_the_same_placeables() {
        let english = messages(Language::English);
        assert!(english.len() > 40);
        for language in Language::ALL {
            let theirs = messages(language);
            let missing: Vec<_> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
            let extra: Vec<_> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{}: missing {missing:?}, extra {extra:?}",
                language.code()
            );
            for (id, vars) in &english {
                assert_eq!(&theirs[id], vars, "{}: the placeables of {id}", language.code());
            }
        }
    }

    /// The app's source, every file of it.
    fn app_source() -> String {
        fn read(dir: &std::path::Path, out: &mut String) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    read(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push_str(&std::fs::read_to_string(&path).unwrap());
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut out = String::new();
        read(&root.join("src/app"), &mut out);
        // The web page says its own few words (loading, failure) before the game runs.
        out.push_str(&std::fs::read_to_string(root.join("web/index.html")).unwrap());
        out
    }

    /// Every character a language's messages can show: their text and their string literals, in every
    /// variant.
    fn message_text(language: Language) -> String {
        use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
        fn pattern(p: &Pattern<&str>, out: &mut String) {
            for element in &p.elements {
                match element {
                    PatternElement::TextElement { value } => out.push_str(value),
                    PatternElement::Placeable { expression } => expression_text(expression, out),
                }
            }
        }
        fn expression_text(e: &Expression<&str>, out: &mut String) {
            let inline = |e: &InlineExpression<&str>, out: &mut String| match e {
                InlineExpression::StringLiteral { value } => out.push_str(value),
                InlineExpression::Placeable { expression } => expression_text(expression, out),
                _ => {}
            };
            match e {
                Expression::Inline(e) => inline(e, out),
                Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for variant in variants {
                        pattern(&variant.value, out);
                    }
                }
            }
        }
        let resource = fluent_syntax::parser::parse(language.messages()).expect("parses");
        let mut out = String::new();
        for entry in resource.body {
            if let Entry::Message(message) = entry
                && let Some(value) = &message.value
            {
                pattern(value, &mut out);
            }
        }
        out
    }

    /// The fonts that draw a language's words, regular and bold (see the view's `Fonts`), under `assets/fonts`.
    fn fonts_of(language: Language) -> [&'static str; 2] {
        match language {
            Language::Chinese => ["NotoSansSC-Medium-subset.otf", "NotoSansSC-Bold-subset.otf"],
            _ => ["Inter-SemiBold.otf", "Inter-ExtraBold.otf"],
        }
    }

    #[test]
    fn every_character_of_every_message_is_in_the_font_that_draws_it() {
        use skrifa::MetadataProvider;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts");
        for language in Language::ALL {
            // Its messages, the digits and point names placeables bring (`12 345`, `h8`), and the other
            // languages' own names that its fonts write in the settings (Chinese's has a font of its own).
            let mut text = message_text(language);
            text.push_str("0123456789abcdefghijklmnopqrstuvwxyz+−-%");
            text.extend(Language::ALL.into_iter().filter(|&l| l != Language::Chinese).map(Language::own_name));
            for file in fonts_of(language) {
                let bytes = std::fs::read(dir.join(file)).unwrap();
                let font = skrifa::FontRef::new(&bytes).unwrap();
                let charmap = font.charmap();
                let missing: std::collections::BTreeSet<char> =
                    text.chars().filter(|c| !c.is_whitespace() && charmap.map(*c).is_none()).collect();
                assert!(missing.is_empty(), "{file} cannot draw {missing:?} of the {} messages", language.code());
            }
        }
        let bytes = std::fs::read(dir.join("NotoSansSC-Medium-names.otf")).unwrap();
        let names = skrifa::FontRef::new(&bytes).unwrap().charmap();
        assert!(Language::Chinese.own_name().chars().all(|c| names.map(c).is_some()), "Chinese's own name");
    }

    #[test]
    fn every_message_is_used_and_every_message_asked_for_exists() {
        let english = messages(Language::English);
        let source = app_source();
        for id in english.keys() {
            assert!(source.contains(&format!("\"{id}\"")), "{id} is never asked for");
        }
        // Every literal id the code asks for (`get("…")`, `with("…"`, or a message id in a table).
        let asked = source.split('"').skip(1).step_by(2);
        let prefixes = [
            "game-",
            "about-",
            "side-",
            "level-",
            "menu-",
            "pause-",
            "settings-",
            "move-",
            "reading-",
            "hud-",
            "speed-",
            "refusal-",
            "banner-",
            "moves-",
            "caption-",
            "notice-",
            "explorer-",
            "web-",
            "access-",
        ];
        for literal in asked.filter(|l| prefixes.iter().any(|p| l.starts_with(p)) && !l.contains(' ')) {
            assert!(english.contains_key(literal), "the code asks for {literal}, which en.ftl lacks");
        }
        // Every game with a name of its own has its title.
        let words = Words::new(Language::Russian);
        for named in crate::rules::any::named_games() {
            assert_ne!(words.game_title(named.spec), named.title, "{} has a title in Russian", named.name);
        }
    }

    #[test]
    fn plurals_take_each_languages_forms() {
        let record = |language: Language, n: u32| {
            let words = Words::new(language);
            let level = words.level(Level::Hard);
            let counts = [("wins", n.into()), ("draws", 0u32.into()), ("losses", 0u32.into()), ("level", level.into())];
            words.with("menu-record-some", &counts)
        };
        let first = |language, n| record(language, n).split(',').next().unwrap().to_string();
        let forms = |language| [0, 1, 2, 5, 21].map(|n| first(language, n));
        assert_eq!(forms(Language::English), ["0 wins", "1 win", "2 wins", "5 wins", "21 wins"]);
        assert_eq!(forms(Language::Russian), ["0 побед", "1 победа", "2 победы", "5 побед", "21 победа"]);
        assert_eq!(forms(Language::Swedish), ["0 vinster", "1 vinst", "2 vinster", "5 vinster", "21 vinster"]);
        assert!(record(Language::Chinese, 21).contains("21 胜"));
        assert!(record(Language::Malay, 21).starts_with("21 menang"));
        // Numbers in a message are grouped the language's way.
        assert!(record(Language::Russian, 1234).starts_with("1\u{a0}234 "), "{}", record(Language::Russian, 1234));
        assert!(record(Language::English, 1234).starts_with("1,234 wins"));
    }

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        assert_eq!(group_digits(Language::English, 1_234_567), "1,234,567");
        assert_eq!(group_digits(Language::Russian, 1_234_567), "1\u{a0}234\u{a0}567");
        assert_eq!(group_digits(Language::Swedish, -2_500), "\u{2212}2\u{a0}500");
        assert_eq!(group_digits(Language::Chinese, 999), "999");
        assert_eq!(group_digits(Language::Malay, 1000), "1,000");
        assert_eq!(group_digits(Language::English, 0), "0");
    }
}
