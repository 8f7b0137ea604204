//! The settings file: whatever happens to it, the original bytes survive somewhere and the game starts.

use super::*;

/// A folder of the test's own, empty.
pub(super) fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-settings-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file below `dir`, with its bytes.
fn files_below(dir: &std::path::Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(files_below(&path));
        } else {
            files.push((path.clone(), std::fs::read(&path).unwrap()));
        }
    }
    files
}

/// The game's logic, its settings kept in `file`, after its first frames.
pub(super) fn settings_app(file: &std::path::Path) -> App {
    let mut app = headless_app();
    app.insert_resource(SettingsStore::file(file));
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The notice the menu shows about the settings, if any.
fn notice(app: &App) -> String {
    app.world().resource::<SettingsNotice>().0.as_ref().map(ToString::to_string).unwrap_or_default()
}

/// Changes the menu's choice of game, which saves the settings.
fn choose_game(app: &mut App, spec: GameSpec) {
    app.world_mut().resource_mut::<Setup>().spec = spec;
    app.update();
    app.update();
}

/// The game goes from the menu to a match.
fn assert_starts(app: &mut App) {
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
}

/// Some file below `dir` holds exactly `bytes`.
fn kept(dir: &std::path::Path, bytes: &[u8]) -> bool {
    files_below(dir).iter().any(|(_, b)| b == bytes)
}

#[test]
fn settings_that_cannot_be_read_are_set_aside_never_overwritten() {
    let cases: [(&str, &[u8]); 3] = [
        ("not-utf8", b"version = 2\n[menu]\ngame = \"gomoku\xff\"\n"),
        ("not-toml", b"[menu\ngame = \"gomoku\""),
        ("empty-bom", b"\xef\xbb\xbf[menu]\ngame = 5\n"),
    ];
    for (name, bytes) in cases {
        let dir = scratch(name);
        let file = dir.join("settings.toml");
        std::fs::write(&file, bytes).unwrap();
        let mut app = settings_app(&file);
        let told = notice(&app);
        assert!(!told.is_empty(), "{name}: the player is told");
        assert_eq!(app.world().resource::<Setup>().spec, GameSpec::TIC_TAC_TOE, "{name}: the defaults");
        choose_game(&mut app, GameSpec::CONNECT_FOUR);
        assert!(kept(&dir, bytes), "{name}: the original bytes are kept somewhere ({told})");
        let now = std::fs::read_to_string(&file).unwrap();
        assert!(now.contains("connect4"), "{name}: the new choice is saved: {now}");
        assert_starts(&mut app);
        let _ = std::fs::remove_dir_all(dir);
    }

    // A folder where the file should be is moved aside whole, and the settings are saved in its place.
    let dir = scratch("folder");
    let file = dir.join("settings.toml");
    std::fs::create_dir(&file).unwrap();
    std::fs::write(file.join("inside"), "mine").unwrap();
    let mut app = settings_app(&file);
    assert!(notice(&app).contains("kept as"), "{}", notice(&app));
    choose_game(&mut app, GameSpec::GOMOKU);
    assert!(kept(&dir, b"mine") && std::fs::read_to_string(&file).unwrap().contains("gomoku"));
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_newer_or_damaged_file_keeps_every_field_that_can_be_read() {
    // A newer release's file: its game is read, its extra keys survive the next save.
    let dir = scratch("newer");
    let file = dir.join("settings.toml");
    let newer = "version = 3\ntheme = \"light\"\n[menu]\ngame = \"gomoku\"\nvolume = 0.5\n";
    std::fs::write(&file, newer).unwrap();
    let mut app = settings_app(&file);
    assert_eq!(app.world().resource::<Setup>().spec, GameSpec::GOMOKU);
    assert!(notice(&app).contains("newer release"), "{}", notice(&app));
    choose_game(&mut app, GameSpec::CONNECT_FOUR);
    let now = std::fs::read_to_string(&file).unwrap();
    assert!(now.contains("theme = \"light\"") && now.contains("volume = 0.5") && now.contains("connect4"), "{now}");
    assert!(kept(&dir, newer.as_bytes()), "a copy of the file as it was");
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);

    // A saved match whose moves turned illegal keeps its legal start, and says so.
    let dir = scratch("illegal");
    let file = dir.join("settings.toml");
    let damaged =
        "version = 2\n[saved]\ngame = \"tictactoe\"\nx = \"human\"\no = \"hard\"\nfirst = \"x\"\nmoves = \"1255\"\n";
    std::fs::write(&file, damaged).unwrap();
    let mut app = settings_app(&file);
    let saved = app.world().resource::<SavedMatch>().0.clone().expect("the legal start is kept");
    assert_eq!(saved.moves, vec![AnyMove::Cell(0), AnyMove::Cell(1), AnyMove::Cell(4)]);
    assert!(notice(&app).contains("first 3 moves"), "{}", notice(&app));
    choose_game(&mut app, GameSpec::BONES);
    assert!(kept(&dir, damaged.as_bytes()));
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_save_that_fails_is_shown_and_loses_nothing() {
    let dir = scratch("read-only");
    let file = dir.join("settings.toml");
    let original = "version = 2\n[menu]\ngame = \"gomoku\"\n";
    std::fs::write(&file, original).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    // Root may write in a read-only folder; then a folder that cannot hold files at all stands in for it: the
    // settings are looked for below a plain file (the original, which must survive).
    let honoured = std::fs::write(dir.join("probe"), "").is_err();
    let place = if honoured { file.clone() } else { file.join("settings.toml") };
    let mut app = settings_app(&place);
    choose_game(&mut app, GameSpec::CONNECT_FOUR);
    let problem = app.world().resource::<SaveProblem>().0.as_ref().map(ToString::to_string);
    assert!(problem.as_deref().is_some_and(|p| p.contains("Could not save")), "the player is told: {problem:?}");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), original, "the file is as it was");
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn two_running_copies_never_mix_their_settings() {
    let dir = scratch("two");
    let file = dir.join("settings.toml");
    let mut one = settings_app(&file);
    let mut two = settings_app(&file);
    let specs = [GameSpec::GOMOKU, GameSpec::CONNECT_FOUR, GameSpec::BONES, GameSpec::FOUR_IN_A_ROW];
    for round in 0..8 {
        choose_game(&mut one, specs[round % 4]);
        choose_game(&mut two, specs[(round + 1) % 4]);
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains(&format!("game = \"{}\"", specs[(round + 1) % 4])), "the last save wins whole: {text}");
    }
    let names: Vec<_> = files_below(&dir).into_iter().map(|(path, _)| path).collect();
    assert_eq!(names, vec![file.clone()], "no temporary file is left behind");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn start_keeps_the_saved_match_under_continue_until_the_new_one_has_a_move() {
    let dir = scratch("start");
    let file = dir.join("settings.toml");
    let saved =
        "version = 2\n[saved]\ngame = \"connect4\"\nx = \"human\"\no = \"hard\"\nfirst = \"x\"\nmoves = \"44\"\n";
    std::fs::write(&file, saved).unwrap();
    let mut app = settings_app(&file);
    let kept = || Some(vec![AnyMove::Column(3), AnyMove::Column(3)]);
    let saved_moves = |app: &App| app.world().resource::<SavedMatch>().0.as_ref().map(|s| s.moves.clone());
    assert_eq!(saved_moves(&app), kept());

    // Start a new match, and leave it before any move: the old match is still there to continue.
    app.insert_resource(Setup(setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human)));
    app.world_mut().write_message(Begin::New);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert!(game(&app).history().is_empty(), "a new match, not the saved one");
    app.world_mut().write_message(MatchAction::Menu);
    app.update();
    app.update();
    assert_eq!(saved_moves(&app), kept(), "nothing was played: the saved match stays");
    assert!(std::fs::read_to_string(&file).unwrap().contains("moves = \"44\""));

    // Once the new match has a move, it is the one to continue.
    app.world_mut().write_message(Begin::New);
    app.update();
    app.update();
    let mv = human_move(&app, AnyMove::Cell(4));
    app.world_mut().write_message(mv);
    app.update();
    app.world_mut().write_message(MatchAction::Menu);
    app.update();
    app.update();
    assert_eq!(saved_moves(&app), Some(vec![AnyMove::Cell(4)]));
    let _ = std::fs::remove_dir_all(dir);
}

/// A level kept that the game does not play (Perfect on 8×8 Reversi, which plays it as Hard) is read as the
/// level shown, so that choosing 6×6 next does not bring Perfect back unseen.
#[test]
fn a_level_kept_is_read_as_the_level_the_game_plays() {
    let dir = scratch("level");
    let file = dir.join("settings.toml");
    std::fs::write(&file, "version = 3\n[menu]\ngame = \"reversi\"\nx = \"human\"\no = \"perfect\"\n").unwrap();
    let app = settings_app(&file);
    let setup = app.world().resource::<Setup>().0;
    assert_eq!((setup.spec, setup.o), (GameSpec::REVERSI, Seat::Computer(Level::Hard)));
    let _ = std::fs::remove_dir_all(dir);
}
