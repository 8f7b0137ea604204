//! The settings file read and written: every game round trips, damaged fields are dropped with a note, the
//! first release's format is still read.

use super::*;
use crate::ai::Level;
use crate::rules::{AnyMove, Game, GridSize};
use crate::session::{Seat, TimeControl};

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
        let clock = Some(TimeControl::new(5, 3));
        let menu =
            MatchSetup { spec, x: Seat::Computer(Level::Medium), o: Seat::Human, first: FirstMove::Random, clock };
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
        let saved = SavedGame::new(saved_setup, Side::O, None, moves);
        let settings = SettingsFile::new(menu, Some(saved));
        let text = settings.to_text();
        let loaded = SettingsFile::parse(&text).unwrap();
        assert_eq!(loaded.settings, settings, "{spec}:\n{text}");
        assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
    }
}

#[test]
fn a_saved_match_keeps_its_clock() {
    let chess = MatchSetup {
        spec: GameSpec::CHESS,
        first: FirstMove::Side(Side::X),
        clock: Some("0.5+1".parse().unwrap()),
        ..MatchSetup::default()
    };
    let moves = GameSpec::CHESS.parse_moves("e4").unwrap();
    let left = [std::time::Duration::from_millis(29_250), std::time::Duration::from_secs(30)];
    let saved = SavedGame { time_left: Some(left), ..SavedGame::new(chess, Side::X, None, moves) };
    let settings = SettingsFile::new(chess, Some(saved));
    let text = settings.to_text();
    assert!(text.contains("clock = \"0.5+1\"") && text.contains("time_left = [29.25, 30.0]"), "{text}");
    let loaded = SettingsFile::parse(&text).unwrap();
    assert_eq!((loaded.settings, loaded.notes), (settings, Vec::<String>::new()));
    // Times that cannot be read start the clocks again; a control that cannot be read is no clock.
    let damaged = text.replace("[29.25, 30.0]", "[-1, 1e300]").replace("\"0.5+1\"", "\"fast\"");
    let loaded = SettingsFile::parse(&damaged).unwrap();
    let saved = loaded.settings.saved.unwrap();
    assert_eq!((saved.time_left, saved.setup.clock, loaded.settings.menu.clock), (None, None, None));
    assert_eq!(loaded.notes.len(), 3, "{:?}", loaded.notes);
    // Times after moves that were not all read are nobody's.
    let cut = text.replace("moves = \"e2e4\"", "moves = \"e2e4,e2e4\"");
    let loaded = SettingsFile::parse(&cut).unwrap();
    assert_eq!(loaded.settings.saved.map(|saved| (saved.moves.len(), saved.time_left)), Some((1, None)), "{cut}");
}

#[test]
fn a_saved_match_keeps_its_set_up_start() {
    let nim = MatchSetup { spec: GameSpec::NIM, first: FirstMove::Side(Side::O), ..MatchSetup::default() };
    let start = GameSpec::NIM.read_setup("1-4-0 2").unwrap();
    let moves = GameSpec::NIM.parse_moves_prefix_from(&start, "b2").0;
    let saved = SavedGame::new(nim, Side::O, Some(start), moves);
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
        Some(SavedGame::new(
            MatchSetup { spec: GameSpec::CONNECT_FOUR, ..MatchSetup::default() },
            Side::X,
            None,
            vec![AnyMove::Column(3)],
        )),
    );
    let text = settings.to_text();
    for line in ["version = 2", "[menu]", "game = \"tictactoe\"", "[saved]", "game = \"connect4\"", "moves = \"4\""] {
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
    assert!(note.contains("saved.moves: move 4 (5): that cell is already taken") && note.contains("first 3"), "{note}");

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
    let text =
        "\u{feff}version = 3\ntheme = \"light\"\n[menu]\ngame = \"gomoku\"\nvolume = 0.5\n[achievements]\nwins = 4\n";
    let loaded = SettingsFile::parse(text).unwrap();
    assert_eq!(loaded.settings.menu.spec, GameSpec::GOMOKU);
    assert!(loaded.notes[0].contains("newer release (version 3)"), "{:?}", loaded.notes);
    let again = loaded.settings.with(MatchSetup::default(), None, Preferences::default(), Stats::default()).to_text();
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
