//! What the game remembers between runs: the menu's choices, and the match in progress, so that closing the
//! window (or the browser tab) never loses a game. Saved after every change (see [`SettingsFile`] for the
//! format) to the [`SettingsStore`] the game was given; a link's query comes on top on the web.
//!
//! A file that cannot be read is never overwritten blindly: it is kept aside, the defaults are used, and the
//! menu says what happened.

use bevy::prelude::*;

use super::computer::Autoplay;
use super::platform;
use super::play::{CurrentMatch, GameEnded, MatchReset, MoveApplied, NextMatch, Setup};
use super::screen::{FirstScreen, Screen};
use super::storage::{SettingsStore, Stored};
use crate::app::schedule::AppSystems;
use crate::app::words::Said;
use crate::session::SavedGame;
use crate::session::Verdict;
use crate::session::link::{self, Launch};
use crate::session::settings::{Preferences, SettingsFile};
use crate::session::stats::{Result as GameResult, Stats};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Prefs>();
    app.init_resource::<Records>();
    app.add_systems(Update, count_results.in_set(AppSystems::Update));
    app.init_resource::<SavedMatch>();
    app.init_resource::<SettingsNotice>();
    app.init_resource::<SaveProblem>();
    app.init_resource::<Launched>();
    app.init_resource::<KnownSettings>();
    app.add_message::<Begin>();
    app.add_systems(
        PreStartup,
        (load_settings.run_if(resource_exists::<SettingsStore>), read_link).chain().in_set(SettingsRead),
    );
    app.add_systems(Update, begin_match.in_set(AppSystems::ApplyMoves));
    app.add_systems(OnExit(Screen::Playing), keep_unfinished_match);
    app.add_systems(Update, supersede_saved_match.run_if(on_message::<MoveApplied>));
    app.add_systems(
        Update,
        save_settings.run_if(resource_exists::<SettingsStore>).run_if(
            on_message::<MatchReset>
                .or_else(on_message::<MoveApplied>)
                // A match ended without a move (a draw agreed, a time out) is no longer one to continue.
                .or_else(on_message::<GameEnded>)
                // A match left for the menu is kept with its clocks as they stand.
                .or_else(resource_changed::<SavedMatch>)
                .or_else(resource_changed::<Setup>)
                .or_else(resource_changed::<Prefs>),
        ),
    );
}

/// The start-up systems that read the settings and the page's link: what follows the preferences from the
/// first frame runs after them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SettingsRead;

/// How the player likes the game (see [`Preferences`]), read from the settings and saved when it changes.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Deref, DerefMut)]
pub struct Prefs(pub Preferences);

/// The person's record against the computer, read from the settings and saved when it changes.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Deref, DerefMut)]
pub struct Records(pub Stats);

/// An unfinished match from an earlier run (or left for the menu), offered on the menu's Continue.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct SavedMatch(pub Option<SavedGame>);

/// A message for the menu about the settings file, when something went wrong reading it.
#[derive(Resource, Default, Clone, Debug)]
pub struct SettingsNotice(pub Option<Said>);

/// Why the settings could not be saved last time, shown to the player until a save succeeds.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct SaveProblem(pub Option<Said>);

/// The settings as read, with what this release does not know, which is written back with every save.
#[derive(Resource, Default, Clone, Debug)]
struct KnownSettings(SettingsFile);

/// What a link asked of the look, smooth edges or not (the web's `msaa=off`), and whether to time the engine
/// (`bench`).
#[derive(Resource, Clone, Copy, Debug)]
pub struct Launched {
    pub antialiasing: bool,
    pub bench: bool,
}

impl Default for Launched {
    fn default() -> Self {
        Self { antialiasing: true, bench: false }
    }
}

/// A link's query (without the `?`) that opened the game natively (`minimax-arcade --link 'game=reversi&start'`,
/// or the flags of the same names): read as a page's link is read in a browser.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchLink(pub String);

/// The menu asks for a match: a new one from the setup, or the saved one.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Begin {
    New,
    Continue,
}

/// Reads the settings. Whatever cannot be read is never lost: an unreadable file is set aside before
/// anything is written in its place, and a file read only in part is copied first.
fn load_settings(
    mut store: ResMut<SettingsStore>,
    mut setup: ResMut<Setup>,
    mut saved: ResMut<SavedMatch>,
    mut known: ResMut<KnownSettings>,
    mut prefs: ResMut<Prefs>,
    mut records: ResMut<Records>,
    mut notice: ResMut<SettingsNotice>,
) {
    let text = match store.load() {
        Stored::Nothing => return,
        Stored::Text(text) => text,
        Stored::SetAside { why, kept_at } => {
            warn!("the settings could not be read ({why}); kept at {kept_at}");
            notice.0 = Some(Said::new("notice-settings-set-aside").text("why", why).text("path", kept_at));
            return;
        }
        Stored::Stuck { why } => {
            warn!("the settings could not be read: {why}");
            notice.0 = Some(Said::new("notice-settings-stuck").text("why", why));
            return;
        }
    };
    match SettingsFile::parse(&text) {
        Ok(loaded) => {
            // The level kept is the level shown: Perfect on a game that plays it as Hard is Hard (an older
            // release kept what the menu showed otherwise).
            setup.0 = loaded.settings.menu.for_game(loaded.settings.menu.spec);
            prefs.0 = loaded.settings.prefs;
            records.0 = loaded.settings.stats.clone();
            saved.0 = loaded.settings.saved.clone();
            known.0 = loaded.settings;
            if !loaded.notes.is_empty() {
                let notes = loaded.notes.join("; ");
                // The notes name the file's keys and stay as they are; what was done about them is said.
                let kept = match store.keep_copy("bak") {
                    Ok(to) => Said::new("notice-file-kept").text("path", to),
                    Err(e) => Said::new("notice-file-not-kept").text("why", e),
                };
                warn!("parts of the settings could not be read: {notes}; {kept}");
                let read = Said::new("notice-settings-partly").text("notes", notes);
                notice.0 = Some(Said::new("notice-two").said("first", read).said("second", kept));
            }
        }
        Err(e) => {
            let kept = match store.set_aside("corrupt") {
                Ok(to) => Said::new("notice-file-kept").text("path", to),
                Err(why) => Said::new("notice-file-not-moved").text("why", why),
            };
            warn!("the settings are damaged ({e}); {kept}");
            let damaged = Said::new("notice-settings-damaged").text("why", e.to_string());
            notice.0 = Some(Said::new("notice-two").said("first", damaged).said("second", kept));
        }
    }
}

/// A link's parameters (the page's on the web, the command line's natively) come on top of what was stored.
fn read_link(
    given: Option<Res<LaunchLink>>,
    mut setup: ResMut<Setup>,
    mut saved: ResMut<SavedMatch>,
    mut notice: ResMut<SettingsNotice>,
    mut first_screen: ResMut<FirstScreen>,
    mut autoplay: ResMut<Autoplay>,
    mut launched: ResMut<Launched>,
    mut next_match: ResMut<NextMatch>,
) {
    let query = given.map(|link| link.0.clone()).filter(|q| !q.is_empty()).unwrap_or_else(platform::page_query);
    if query.is_empty() {
        return;
    }
    match link::parse(&query, setup.0) {
        Ok(Launch { setup: linked, game, start, paused, antialiasing, bench }) => {
            setup.0 = linked.for_game(linked.spec);
            // A link with moves and `start` opens on that match; with moves alone, the menu offers it.
            match (game, start) {
                (Some(game), true) => *next_match = NextMatch::Resume(Box::new(game)),
                (Some(game), false) => saved.0 = Some(game),
                (None, _) => {}
            }
            if start {
                first_screen.0 = Some(Screen::Playing);
            }
            autoplay.paused = paused;
            launched.antialiasing = antialiasing;
            launched.bench = bench;
        }
        Err(e) => {
            warn!("ignoring the link's parameters: {e}");
            notice.0 = Some(Said::new("notice-link-ignored").text("why", e.to_string()));
        }
    }
}

/// Start and Continue on the menu (and the explorer's way back to its match): the match screen opens with
/// the match asked for. Start leaves a saved match under Continue until the new match has a move.
fn begin_match(
    mut begin: MessageReader<Begin>,
    mut setup: ResMut<Setup>,
    mut saved: ResMut<SavedMatch>,
    mut next_match: ResMut<NextMatch>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(&begin) = begin.read().last() else { return };
    *next_match = match (begin, saved.0.take()) {
        (Begin::Continue, Some(game)) => {
            // The saved match comes with its own setup, which the menu shows from then on.
            setup.0 = game.setup;
            NextMatch::Resume(Box::new(game))
        }
        (_, kept) => {
            saved.0 = kept;
            NextMatch::New
        }
    };
    next_screen.set(Screen::Playing);
}

/// Counts each finished game against the computer in the person's record, once: undoing the end and
/// finishing again is the same game. A match begun from a set-up position is not counted: it is a study, not a
/// game against the level from its start.
fn count_results(
    mut ended: MessageReader<GameEnded>,
    game: Res<CurrentMatch>,
    mut records: ResMut<Records>,
    mut counted: Local<Option<u64>>,
) {
    for ended in ended.read() {
        let setup = game.setup();
        let Some(level) = setup.opponent_level().filter(|_| game.set_up().is_none()) else { continue };
        let result = match ended.verdict {
            Verdict::YouWon => GameResult::Won,
            Verdict::YouLost => GameResult::Lost,
            Verdict::Draw => GameResult::Drawn,
            Verdict::SideWon(_) => continue,
        };
        if *counted != Some(game.number()) {
            *counted = Some(game.number());
            records.count(setup.spec, level, result);
        }
    }
}

/// Once the match in play has a move, it is the one to continue: an older saved match gives way.
fn supersede_saved_match(mut saved: ResMut<SavedMatch>) {
    if saved.0.is_some() {
        saved.0 = None;
    }
}

/// Writes the settings: the menu's setup, and the unfinished match (the one being played, or else the one kept
/// for the menu's Continue). A failure is told to the player, not only logged.
fn save_settings(
    store: Res<SettingsStore>,
    setup: Res<Setup>,
    game: Res<CurrentMatch>,
    screen: Res<State<Screen>>,
    saved: Res<SavedMatch>,
    known: Res<KnownSettings>,
    prefs: Res<Prefs>,
    records: Res<Records>,
    mut problem: ResMut<SaveProblem>,
) {
    let playing = *screen.get() == Screen::Playing && !game.history().is_empty();
    let unfinished = if playing { game.saved() } else { saved.0.clone() };
    let result = store.store(&known.0.with(setup.0, unfinished, prefs.0, records.0.clone()).to_text());
    let now = result.err().map(|e| Said::new("notice-save-failed").text("place", store.describe()).text("why", e));
    if now != problem.0 {
        if let Some(why) = &now {
            warn!("{why}");
        }
        problem.0 = now;
    }
}

/// Leaving a match unfinished keeps it for the menu's Continue (a match left before its first move keeps the
/// older saved one there).
fn keep_unfinished_match(game: Res<CurrentMatch>, mut saved: ResMut<SavedMatch>) {
    if !game.history().is_empty() {
        saved.0 = game.saved();
    }
}
