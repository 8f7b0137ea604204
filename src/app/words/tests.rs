//! The message files against each other, the code and the fonts.

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

/// What the syntax tree says of a message: the placeables it uses, and every character it can show (its
/// text and string literals, in every variant).
#[derive(Default)]
struct Read {
    vars: std::collections::BTreeSet<String>,
    text: String,
}

/// Each message of a language, by id, read from the file's syntax tree.
fn messages(language: Language) -> std::collections::BTreeMap<String, Read> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn pattern(p: &Pattern<&str>, read: &mut Read) {
        for element in &p.elements {
            match element {
                PatternElement::TextElement { value } => read.text.push_str(value),
                PatternElement::Placeable { expression } => expression_of(expression, read),
            }
        }
    }
    fn expression_of(e: &Expression<&str>, read: &mut Read) {
        let inline = |e: &InlineExpression<&str>, read: &mut Read| match e {
            InlineExpression::VariableReference { id } => drop(read.vars.insert(id.name.to_string())),
            InlineExpression::StringLiteral { value } => read.text.push_str(value),
            InlineExpression::Placeable { expression } => expression_of(expression, read),
            _ => {}
        };
        match e {
            Expression::Inline(e) => inline(e, read),
            Expression::Select { selector, variants } => {
                inline(selector, read);
                for variant in variants {
                    pattern(&variant.value, read);
                }
            }
        }
    }
    let resource = fluent_syntax::parser::parse(language.messages())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", language.code()));
    let mut out = std::collections::BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut read = Read::default();
            if let Some(value) = &message.value {
                pattern(value, &mut read);
            }
            let id = message.id.name;
            assert!(out.insert(id.to_string(), read).is_none(), "{}: {id} twice", language.code());
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
        assert!(missing.is_empty() && extra.is_empty(), "{}: missing {missing:?}, extra {extra:?}", language.code());
        for (id, read) in &english {
            assert_eq!(theirs[id].vars, read.vars, "{}: the placeables of {id}", language.code());
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
    // A family's rules name the messages of their own refusals (`RuleRefusal`).
    read(&root.join("crates/core/src/rules"), &mut out);
    // The web page says its own few words (loading, failure) before the game runs.
    out.push_str(&std::fs::read_to_string(root.join("web/index.html")).unwrap());
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
        // Its messages (not the web page's own, `web-*`, which the browser draws before the game runs), the
        // digits and point names placeables bring (`12 345`, `h8`), and the other languages' own names that
        // its fonts write in the settings (Chinese's has a font of its own).
        let mut text: String = messages(language)
            .iter()
            .filter(|(id, _)| id.split('-').next() != Some("web"))
            .map(|(_, read)| read.text.as_str())
            .collect();
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
        "how-",
    ];
    for literal in asked.filter(|l| prefixes.iter().any(|p| l.starts_with(p)) && !l.contains(' ')) {
        assert!(english.contains_key(literal), "the code asks for {literal}, which en.ftl lacks");
    }
    // Every game with a name of its own has its title.
    let words = Words::new(Language::Russian);
    for named in crate::rules::any::named_games() {
        assert_ne!(
            words.say(&crate::app::games::descriptor(named.spec).title()),
            named.title,
            "{} has a title in Russian",
            named.name
        );
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

#[test]
fn a_draw_says_why_and_a_counted_win_by_how_much() {
    use crate::rules::{DrawReason, Outcome, Player};
    use crate::session::{Side, Verdict};
    let nobody = |_: Side| -> Said { unreachable!("nobody won a draw") };
    let draw = |outcome: Outcome| result(outcome, Verdict::Draw, None, nobody);
    // A draw with nothing more to say, and one by equal counts, say the plain word.
    assert_eq!(draw(Outcome::Draw).id(), "hud-draw");
    assert_eq!(draw(Outcome::Margin(0)).id(), "hud-draw");
    // Each reason has a message of its own, whose English names it.
    let english = Words::new(Language::English);
    let reasons = [
        (DrawReason::Repetition, "repetition"),
        (DrawReason::NoProgress, "progress"),
        (DrawReason::Agreement, "agreement"),
        (DrawReason::OutOfTime, "time"),
    ];
    let mut ids = vec!["hud-draw"];
    for (reason, word) in reasons {
        let said = draw(Outcome::DrawBy(reason));
        assert!(!ids.contains(&said.id()), "{reason:?} says {}, as another draw does", said.id());
        ids.push(said.id());
        let text = english.say(&said);
        assert!(text.contains(word), "{reason:?}: {text}");
    }
    // And every language tells the draws apart.
    for language in Language::ALL {
        let words = Words::new(language);
        let texts: Vec<String> = ids.iter().map(|id| words.get(id)).collect();
        for (i, text) in texts.iter().enumerate() {
            assert!(!texts[i + 1..].contains(text), "{}: {text} twice", language.code());
        }
    }
    // A counted game says by how much the winner won, whichever side that is; a win on the board does not.
    let red = |_: Side| Said::new("side-red");
    let say = |outcome: Outcome, verdict: Verdict| english.say(&result(outcome, verdict, None, red));
    assert_eq!(say(Outcome::Margin(-4), Verdict::YouWon), "You win by 4!");
    assert_eq!(say(Outcome::Margin(7), Verdict::YouLost), "The computer wins by 7");
    assert_eq!(say(Outcome::Margin(1), Verdict::SideWon(Side::X)), "Red wins by 1!");
    assert_eq!(say(Outcome::Win(Player::One), Verdict::YouWon), "You win!");
    assert_eq!(say(Outcome::Win(Player::Two), Verdict::SideWon(Side::O)), "Red wins!");
    // A game counted at its end says the count the players see, not the margin (which may count more).
    let counted = |outcome: Outcome, verdict: Verdict, score| english.say(&result(outcome, verdict, Some(score), red));
    assert_eq!(counted(Outcome::Margin(64), Verdict::YouWon, (3, 0)), "You win 3–0!");
    assert_eq!(counted(Outcome::Margin(-14), Verdict::YouLost, (19, 5)), "The computer wins 19–5");
    assert_eq!(counted(Outcome::Margin(2), Verdict::SideWon(Side::X), (33, 31)), "Red wins 33–31!");
    assert_eq!(counted(Outcome::Margin(0), Verdict::Draw, (32, 32)), "Drawn 32–32");
}
