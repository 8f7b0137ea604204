//! What the game remembers between runs: the menu's choices, and the match in progress, so that closing the
//! window (or the browser tab) never loses a game. Saved after every change (see [`SettingsFile`] for the
//! format) to the [`SettingsStore`] the game was given; a link's query comes on top on the web.
//!
//! A file that cannot be read is never overwritten blindly: it is kept aside, the defaults are used, and the
//! menu says what happened.

use bevy::prelude::*;

use super::computer::Autoplay;
use super::platform;
use super::play::{CurrentMatch, MatchReset, MoveApplied, Setup, start_match};
use super::screen::Screen;
use super::storage::SettingsStore;
use crate::app::schedule::AppSystems;
use crate::session::SavedGame;
use crate::session::link::{self, Launch};
use crate::session::settings::SettingsFile;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedMatch>();
    app.init_resource::<SettingsNotice>();
    app.init_resource::<Launched>();
    app.add_message::<Begin>();
    app.add_systems(PreStartup, (load_settings.run_if(resource_exists::<SettingsStore>), read_link).chain());
    app.add_systems(Update, begin_match.in_set(AppSystems::ApplyMoves));
    app.add_systems(OnEnter(Screen::Playing), resume_saved_match.after(start_match));
    app.add_systems(OnExit(Screen::Playing), keep_unfinished_match);
    app.add_systems(
        Update,
        save_settings
            .run_if(resource_exists::<SettingsStore>)
            .run_if(on_message::<MatchReset>.or_else(on_message::<MoveApplied>).or_else(resource_changed::<Setup>)),
    );
}

/// An unfinished match from an earlier run, offered on the menu.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct SavedMatch(pub Option<SavedGame>);

/// A message for the menu about the settings file, when something went wrong with it.
#[derive(Resource, Default, Clone, Debug)]
pub struct SettingsNotice(pub Option<String>);

/// What a link asked of the look: smooth edges or not (the web's `msaa=off`).
#[derive(Resource, Clone, Copy, Debug)]
pub struct Launched {
    pub antialiasing: bool,
}

impl Default for Launched {
    fn default() -> Self {
        Self { antialiasing: true }
    }
}

/// The menu asks for a match: a new one from the setup, or the saved one.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Begin {
    New,
    Continue,
}

fn load_settings(
    store: Res<SettingsStore>,
    mut setup: ResMut<Setup>,
    mut saved: ResMut<SavedMatch>,
    mut notice: ResMut<SettingsNotice>,
) {
    let text = match store.load() {
        Ok(Some(text)) => text,
        Ok(None) => return,
        Err(e) => {
            warn!("could not read the settings: {e}");
            notice.0 = Some(format!("Settings could not be read ({e}); using defaults."));
            return;
        }
    };
    match SettingsFile::parse(&text) {
        Ok(loaded) => {
            setup.0 = loaded.settings.menu;
            saved.0 = loaded.settings.saved;
            if !loaded.notes.is_empty() {
                let notes = loaded.notes.join("; ");
                warn!("parts of the settings could not be read: {notes}");
                notice.0 = Some(format!("Parts of the settings could not be read: {notes}."));
            }
        }
        Err(e) => {
            let kept = store.keep_corrupt(&text);
            warn!("the settings are damaged ({e}); using defaults; the old text is kept at {kept:?}");
            let kept = kept.map(|k| format!(" The old file is kept as {k}.")).unwrap_or_default();
            notice.0 = Some(format!("The settings file was damaged ({e}), so the defaults are back.{kept}"));
        }
    }
}

/// A link's parameters (on the web) come on top of what was stored.
fn read_link(
    mut setup: ResMut<Setup>,
    mut saved: ResMut<SavedMatch>,
    mut notice: ResMut<SettingsNotice>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut autoplay: ResMut<Autoplay>,
    mut launched: ResMut<Launched>,
) {
    let query = platform::page_query();
    if query.is_empty() {
        return;
    }
    match link::parse(&query, setup.0) {
        Ok(Launch { setup: linked, game, start, paused, antialiasing }) => {
            setup.0 = linked;
            if game.is_some() {
                saved.0 = game;
            }
            if start {
                next_screen.set(Screen::Playing);
            }
            autoplay.paused = paused;
            launched.antialiasing = antialiasing;
        }
        Err(e) => {
            warn!("ignoring the link's parameters: {e}");
            notice.0 = Some(format!("The link's parameters were ignored: {e}."));
        }
    }
}

/// Start and Continue on the menu.
fn begin_match(
    mut begin: MessageReader<Begin>,
    mut setup: ResMut<Setup>,
    mut saved: ResMut<SavedMatch>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(&begin) = begin.read().last() else { return };
    match begin {
        Begin::New => saved.0 = None,
        // The saved match comes with its own setup, which the menu shows from then on.
        Begin::Continue => {
            if let Some(game) = &saved.0 {
                setup.0 = game.setup;
            }
        }
    }
    next_screen.set(Screen::Playing);
}

/// Continues the saved match when the menu's Continue (or a link) asked for it: the saved match is still there.
fn resume_saved_match(
    mut saved: ResMut<SavedMatch>,
    mut game: ResMut<CurrentMatch>,
    mut reset: MessageWriter<MatchReset>,
    mut notice: ResMut<SettingsNotice>,
) {
    let Some(saved) = saved.0.take() else { return };
    let dropped = game.resume(&saved);
    if dropped > 0 {
        warn!("{dropped} moves of the saved match could not be replayed");
        notice.0 = Some(format!("{dropped} moves of the saved match could not be replayed."));
    }
    reset.write(MatchReset);
}

/// Writes the settings: the menu's setup, and the unfinished match (the one being played, or else the one kept
/// for the menu's Continue).
fn save_settings(
    store: Res<SettingsStore>,
    setup: Res<Setup>,
    game: Res<CurrentMatch>,
    screen: Res<State<Screen>>,
    saved: Res<SavedMatch>,
) {
    let playing = (*screen.get() == Screen::Playing).then(|| game.saved());
    let settings = SettingsFile { menu: setup.0, saved: playing.unwrap_or_else(|| saved.0.clone()) };
    if let Err(e) = store.store(&settings.to_text()) {
        warn!("could not save the settings: {e}");
    }
}

/// Leaving a match unfinished keeps it for the menu's Continue.
fn keep_unfinished_match(game: Res<CurrentMatch>, mut saved: ResMut<SavedMatch>) {
    saved.0 = game.saved();
}
