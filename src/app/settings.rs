//! What the game remembers between runs: the menu's choices, and the match in progress, so that closing the
//! window (or the browser tab) never loses a game. Saved after every change as a small text file in the user's
//! configuration folder (the browser's local storage on the web).
//!
//! A file that cannot be read is never overwritten blindly: it is kept beside the new one with `.corrupt`
//! appended, the defaults are used, and the menu says what happened.

use bevy::prelude::*;

use super::ai_turn::Autoplay;
use super::game::{FirstMove, Match, MatchReset, MatchSetup, MoveApplied, Seat, Side, start_match};
use super::screen::Screen;
use crate::rules::{AnyMove, Game, GameSpec, GridSize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedMatch>();
    app.init_resource::<SettingsNotice>();
    app.add_systems(PreStartup, load_settings);
    app.add_systems(OnEnter(Screen::Playing), resume_saved_match.after(start_match));
    app.add_systems(OnExit(Screen::Playing), keep_unfinished_match);
    app.add_systems(
        Update,
        save_settings.run_if(
            on_message::<MatchReset>.or_else(on_message::<MoveApplied>).or_else(resource_changed::<MatchSetup>),
        ),
    );
}

/// An unfinished match from an earlier run, offered on the menu.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct SavedMatch(pub Option<SavedGame>);

/// A match as saved: its own setup (the menu's may have changed since), who moved first, and the moves.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub setup: MatchSetup,
    pub first: Side,
    pub moves: Vec<AnyMove>,
}

impl SavedGame {
    /// The unfinished match `game`, if it has begun.
    pub fn of(game: &Match) -> Option<Self> {
        let unfinished = !game.is_over() && !game.history.is_empty();
        unfinished.then(|| Self { setup: game.setup, first: game.first, moves: game.history.clone() })
    }
}

/// A message for the menu about the settings file, when something went wrong with it.
#[derive(Resource, Default, Clone, Debug)]
pub struct SettingsNotice(pub Option<String>);

const HEADER: &str = "minimax-arcade settings 1";

fn seat_text(seat: Seat) -> String {
    match seat {
        Seat::Human => "human".into(),
        Seat::Computer(level) => format!("computer {}", level.name()),
    }
}

fn side_text(side: Side) -> &'static str {
    match side {
        Side::X => "x",
        Side::O => "o",
    }
}

fn game_text(spec: GameSpec) -> String {
    match spec {
        GameSpec::Mnk(s) => format!("mnk {} {} {}", s.rows, s.cols, s.k),
        GameSpec::Gravity(s) => format!("gravity {} {} {}", s.rows, s.cols, s.k),
        GameSpec::Bones { heap } => format!("bones {heap}"),
    }
}

fn first_text(first: FirstMove) -> String {
    match first {
        FirstMove::Side(side) => side_text(side).to_string(),
        FirstMove::Random => "random".into(),
    }
}

/// The settings file's text: the menu's setup, then the unfinished match with its own setup, if any.
pub fn format_settings(setup: &MatchSetup, saved: Option<&SavedGame>) -> String {
    let mut text = format!(
        "{HEADER}\ngame={}\nx={}\no={}\nfirst={}\n",
        game_text(setup.spec),
        seat_text(setup.x),
        seat_text(setup.o),
        first_text(setup.first)
    );
    if let Some(saved) = saved {
        let s = &saved.setup;
        text.push_str(&format!(
            "match.game={}\nmatch.x={}\nmatch.o={}\nmatch.first={}\nmatch.moves={}\n",
            game_text(s.spec),
            seat_text(s.x),
            seat_text(s.o),
            side_text(saved.first),
            s.spec.moves_text(&saved.moves)
        ));
    }
    text
}

fn parse_seat(text: &str) -> Result<Seat, String> {
    match text.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["human"] => Ok(Seat::Human),
        ["computer", level] => level.parse().map(Seat::Computer),
        _ => Err(format!("not a player: {text:?}")),
    }
}

fn parse_side(text: &str) -> Result<Side, String> {
    match text {
        "x" => Ok(Side::X),
        "o" => Ok(Side::O),
        _ => Err(format!("not a side: {text:?}")),
    }
}

fn parse_game(text: &str) -> Result<GameSpec, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let numbers = |ws: &[&str]| -> Result<Vec<u8>, String> {
        ws.iter().map(|w| w.parse::<u8>().map_err(|_| format!("not a number: {w:?}"))).collect()
    };
    let spec = match words.as_slice() {
        ["mnk", rest @ ..] if rest.len() == 3 => {
            let n = numbers(rest)?;
            GameSpec::Mnk(GridSize::new(n[0], n[1], n[2]))
        }
        ["gravity", rest @ ..] if rest.len() == 3 => {
            let n = numbers(rest)?;
            GameSpec::Gravity(GridSize::new(n[0], n[1], n[2]))
        }
        ["bones", heap] => GameSpec::Bones { heap: numbers(&[heap])?[0] },
        _ => return Err(format!("not a game: {text:?}")),
    };
    spec.validate()
}

fn parse_first(text: &str) -> Result<FirstMove, String> {
    match text.trim() {
        "random" => Ok(FirstMove::Random),
        side => parse_side(side).map(FirstMove::Side),
    }
}

/// Reads a settings file's text: the setup and any saved match, or why it cannot be read.
pub fn parse_settings(text: &str) -> Result<(MatchSetup, Option<SavedGame>), String> {
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some(HEADER) {
        return Err("it does not start with the settings header".into());
    }
    let mut setup = MatchSetup::default();
    let mut match_setup = MatchSetup::default();
    let (mut match_first, mut match_moves) = (None, None);
    for (i, line) in lines.enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| format!("line {}: no '=' in {line:?}", i + 2))?;
        let err = |e: String| format!("line {}: {e}", i + 2);
        match key.trim() {
            "game" => setup.spec = parse_game(value).map_err(err)?,
            "x" => setup.x = parse_seat(value).map_err(err)?,
            "o" => setup.o = parse_seat(value).map_err(err)?,
            "first" => setup.first = parse_first(value).map_err(err)?,
            "match.game" => match_setup.spec = parse_game(value).map_err(err)?,
            "match.x" => match_setup.x = parse_seat(value).map_err(err)?,
            "match.o" => match_setup.o = parse_seat(value).map_err(err)?,
            "match.first" => match_first = Some(parse_side(value.trim()).map_err(err)?),
            "match.moves" => match_moves = Some((i + 2, value.trim().to_string())),
            other => return Err(err(format!("unknown setting {other:?}"))),
        }
    }
    let saved = match (match_first, match_moves) {
        (None, None) => None,
        (Some(first), Some((line, moves))) => {
            match_setup.first = FirstMove::Side(first);
            let moves = match_setup.spec.parse_moves(&moves).map_err(|e| format!("line {line}: {e}"))?;
            let mut position = match_setup.spec.start();
            moves.iter().for_each(|&mv| position.play(mv));
            // A finished game is nothing to continue.
            position.outcome().is_none().then_some(SavedGame { setup: match_setup, first, moves })
        }
        _ => return Err("a saved match needs both match.first and match.moves".into()),
    };
    Ok((setup, saved))
}

/// What a link can ask for on the web, e.g. `?game=gomoku&x=hard&o=human&moves=113,114&start`: the game
/// (`tictactoe`, `four-in-a-row`, `gomoku`, `connect4`, `bones:20`, `mnk:ROWS,COLS,K`, `gravity:COLS,ROWS,K`), the
/// players (`human`, `easy`, `medium`, `hard`, `perfect`), who moves first (`x`, `o`, `random`), moves already
/// played, whether to go straight to the match, whether computer against computer starts paused, and
/// `msaa=off` to draw without multisampling.
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    pub setup: MatchSetup,
    pub game: Option<SavedGame>,
    pub start: bool,
    /// Computer against computer starts paused (P resumes).
    pub paused: bool,
    /// Smooth edges (`msaa=off` turns it off).
    pub antialiasing: bool,
}

fn decode(text: &str) -> String {
    text.replace("%2C", ",").replace("%2c", ",").replace("%3A", ":").replace("%3a", ":").replace('+', " ")
}

/// Reads a link's query (without the `?`) on top of `setup`.
pub fn parse_launch(query: &str, setup: MatchSetup) -> Result<Launch, String> {
    let mut launch = Launch { setup, game: None, start: false, paused: false, antialiasing: true };
    let mut moves = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value);
        match key {
            "game" => {
                launch.setup.spec = match value.split_once(':') {
                    None => match value.as_str() {
                        "tictactoe" => GameSpec::TIC_TAC_TOE,
                        "four-in-a-row" => GameSpec::FOUR_IN_A_ROW,
                        "gomoku" => GameSpec::GOMOKU,
                        "connect4" => GameSpec::CONNECT_FOUR,
                        "bones" => GameSpec::BONES,
                        other => return Err(format!("unknown game {other:?}")),
                    },
                    Some(("bones", heap)) => parse_game(&format!("bones {heap}"))?,
                    Some(("mnk", dims)) => parse_game(&format!("mnk {}", dims.replace(',', " ")))?,
                    Some(("gravity", dims)) => {
                        let d: Vec<&str> = dims.split(',').collect();
                        let [cols, rows, k] = d.as_slice() else { return Err(format!("bad board {dims:?}")) };
                        parse_game(&format!("gravity {rows} {cols} {k}"))?
                    }
                    _ => return Err(format!("unknown game {value:?}")),
                }
            }
            "x" | "o" => {
                let seat = if value == "human" { Seat::Human } else { Seat::Computer(value.parse()?) };
                *launch.setup.seat_mut(if key == "x" { Side::X } else { Side::O }) = seat;
            }
            "first" => launch.setup.first = parse_first(&value)?,
            "moves" => moves = Some(value),
            "start" => launch.start = true,
            "paused" => launch.paused = true,
            "msaa" => launch.antialiasing = value != "off",
            other => return Err(format!("unknown parameter {other:?}")),
        }
    }
    if let Some(moves) = moves {
        let moves = launch.setup.spec.parse_moves(&moves).map_err(|e| e.to_string())?;
        let first = match launch.setup.first {
            FirstMove::Side(side) => side,
            FirstMove::Random => Side::X,
        };
        launch.game = Some(SavedGame { setup: launch.setup, first, moves });
    }
    Ok(launch)
}

mod storage {
    //! Where the settings text lives: a file natively, local storage on the web.

    #[cfg(not(target_arch = "wasm32"))]
    fn path() -> Option<std::path::PathBuf> {
        use std::path::PathBuf;
        if let Some(path) = std::env::var_os("MINIMAX_ARCADE_SETTINGS") {
            return Some(PathBuf::from(path));
        }
        let base = std::env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
        Some(base.join("minimax-arcade").join("settings.txt"))
    }

    /// The stored text, if any.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn load() -> Result<Option<String>, String> {
        let Some(path) = path() else { return Ok(None) };
        match std::fs::read_to_string(&path) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn store(text: &str) -> Result<(), String> {
        let Some(path) = path() else { return Ok(()) };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        // Write beside, then rename: a crash mid-write never leaves half a file.
        let tmp = path.with_extension("txt.new");
        std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Keeps an unreadable file aside; returns where.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn keep_corrupt(text: &str) -> Option<String> {
        let path = path()?.with_extension("txt.corrupt");
        std::fs::write(&path, text).ok().map(|()| path.display().to_string())
    }

    #[cfg(target_arch = "wasm32")]
    const KEY: &str = "minimax-arcade-settings";

    #[cfg(target_arch = "wasm32")]
    fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    #[cfg(target_arch = "wasm32")]
    pub fn load() -> Result<Option<String>, String> {
        let Some(storage) = local_storage() else { return Ok(None) };
        storage.get_item(KEY).map_err(|_| "local storage cannot be read".to_string())
    }

    #[cfg(target_arch = "wasm32")]
    pub fn store(text: &str) -> Result<(), String> {
        let Some(storage) = local_storage() else { return Ok(()) };
        storage.set_item(KEY, text).map_err(|_| "local storage is full or disabled".to_string())
    }

    /// The page's query string, without the `?`.
    #[cfg(target_arch = "wasm32")]
    pub fn query() -> String {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default()
            .trim_start_matches('?')
            .to_string()
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn query() -> String {
        String::new()
    }

    #[cfg(target_arch = "wasm32")]
    pub fn keep_corrupt(text: &str) -> Option<String> {
        let key = format!("{KEY}-corrupt");
        local_storage()?.set_item(&key, text).ok().map(|()| format!("local storage key {key}"))
    }
}

fn load_settings(
    mut setup: ResMut<MatchSetup>,
    mut saved: ResMut<SavedMatch>,
    mut notice: ResMut<SettingsNotice>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut autoplay: ResMut<Autoplay>,
    mut commands: Commands,
) {
    load_stored_settings(&mut setup, &mut saved, &mut notice);
    // A link's parameters (on the web) come on top of what was stored.
    let query = storage::query();
    if query.is_empty() {
        return;
    }
    match parse_launch(&query, *setup) {
        Ok(launch) => {
            *setup = launch.setup;
            if launch.game.is_some() {
                saved.0 = launch.game;
            }
            if launch.start {
                next_screen.set(Screen::Playing);
            }
            autoplay.paused = launch.paused;
            commands.insert_resource(super::theme::Antialiasing(launch.antialiasing));
        }
        Err(e) => {
            warn!("ignoring the link's parameters: {e}");
            notice.0 = Some(format!("The link's parameters were ignored: {e}."));
        }
    }
}

fn load_stored_settings(setup: &mut MatchSetup, saved: &mut SavedMatch, notice: &mut SettingsNotice) {
    let text = match storage::load() {
        Ok(Some(text)) => text,
        Ok(None) => return,
        Err(e) => {
            warn!("could not read the settings: {e}");
            notice.0 = Some(format!("Settings could not be read ({e}); using defaults."));
            return;
        }
    };
    match parse_settings(&text) {
        Ok((loaded, game)) => {
            *setup = loaded;
            saved.0 = game;
        }
        Err(e) => {
            let kept = storage::keep_corrupt(&text);
            warn!("the settings are damaged ({e}); using defaults; the old text is kept at {kept:?}");
            let kept = kept.map(|k| format!(" The old file is kept as {k}.")).unwrap_or_default();
            notice.0 = Some(format!("The settings file was damaged ({e}), so the defaults are back.{kept}"));
        }
    }
}

/// Continues the saved match when the menu's Continue (or a link) asked for it: the saved match is still there.
fn resume_saved_match(mut saved: ResMut<SavedMatch>, mut game: ResMut<Match>, mut reset: MessageWriter<MatchReset>) {
    let Some(saved) = saved.0.take() else { return };
    let mut resumed = Match::new(saved.setup, saved.first, game.id + 1);
    for mv in saved.moves {
        if resumed.position.check_move(mv).is_err() {
            break;
        }
        resumed.position.play(mv);
        resumed.history.push(mv);
    }
    *game = resumed;
    reset.write(MatchReset);
}

fn store(text: String) {
    if let Err(e) = storage::store(&text) {
        warn!("could not save the settings: {e}");
    }
}

/// Writes the settings file: the menu's setup, and the unfinished match (the one being played, or else the one
/// kept for the menu's Continue).
fn save_settings(setup: Res<MatchSetup>, game: Res<Match>, screen: Res<State<Screen>>, saved: Res<SavedMatch>) {
    let playing = (*screen.get() == Screen::Playing).then(|| SavedGame::of(&game));
    store(format_settings(&setup, playing.unwrap_or_else(|| saved.0.clone()).as_ref()));
}

/// Leaving a match unfinished keeps it for the menu's Continue.
fn keep_unfinished_match(game: Res<Match>, mut saved: ResMut<SavedMatch>) {
    saved.0 = SavedGame::of(&game);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn settings_round_trip() {
        let setup = MatchSetup {
            spec: GameSpec::Gravity(GridSize::new(6, 10, 4)),
            x: Seat::Computer(Level::Medium),
            o: Seat::Human,
            first: FirstMove::Random,
        };
        let saved_setup = MatchSetup { first: FirstMove::Side(Side::O), ..setup };
        let saved =
            SavedGame { setup: saved_setup, first: Side::O, moves: vec![AnyMove::Column(9), AnyMove::Column(0)] };
        let text = format_settings(&setup, Some(&saved));
        assert_eq!(parse_settings(&text), Ok((setup, Some(saved))));
        // The menu moved on to Tic-Tac-Toe; the saved match keeps its own game.
        let ttt = MatchSetup::default();
        let saved = SavedGame {
            setup: MatchSetup { spec: GameSpec::CONNECT_FOUR, ..ttt },
            first: Side::X,
            moves: vec![AnyMove::Column(3)],
        };
        let text = format_settings(&ttt, Some(&saved));
        assert!(
            text.contains("game=mnk 3 3 3")
                && text.contains("match.game=gravity 6 7 4")
                && text.contains("match.moves=4")
        );
        assert_eq!(parse_settings(&text), Ok((ttt, Some(saved))));
    }

    #[test]
    fn damaged_settings_are_refused_with_a_reason() {
        assert!(parse_settings("").is_err());
        assert!(parse_settings("hello").is_err());
        let bad_game = format!("{HEADER}\ngame=mnk 2 2 9\n");
        assert!(parse_settings(&bad_game).unwrap_err().contains("line 2"));
        let bad_seat = format!("{HEADER}\nx=wizard\n");
        assert!(parse_settings(&bad_seat).is_err());
        let bad_match = format!("{HEADER}\nmatch.game=mnk 3 3 3\nmatch.first=x\nmatch.moves=55\n");
        assert!(parse_settings(&bad_match).unwrap_err().contains("already taken"));
    }

    #[test]
    fn links_choose_the_game_the_players_and_the_position() {
        let launch =
            parse_launch("game=gomoku&x=hard&o=human&first=x&moves=113%2C114&start", MatchSetup::default()).unwrap();
        assert_eq!(launch.setup.spec, GameSpec::GOMOKU);
        assert_eq!(launch.setup.x, Seat::Computer(Level::Hard));
        assert_eq!(launch.setup.o, Seat::Human);
        assert_eq!(launch.game.unwrap().moves, vec![AnyMove::Cell(112), AnyMove::Cell(113)]);
        assert!(launch.start);
        let launch = parse_launch("game=gravity:8,7,4", MatchSetup::default()).unwrap();
        assert_eq!(launch.setup.spec, GameSpec::Gravity(GridSize::new(7, 8, 4)));
        assert!(parse_launch("game=chess", MatchSetup::default()).is_err());
        assert!(parse_launch("x=grandmaster", MatchSetup::default()).is_err());
        assert!(parse_launch("moves=55", MatchSetup::default()).is_err());
    }

    #[test]
    fn a_finished_saved_game_is_not_offered() {
        let text = format!("{HEADER}\nmatch.game=mnk 3 3 3\nmatch.first=x\nmatch.moves=14253\n");
        assert_eq!(parse_settings(&text).unwrap().1, None);
    }
}
