//! The screens of the game, as a state: each owns the entities it spawns (`DespawnOnExit`). The game opens on
//! [`Screen::Loading`] and leaves it as soon as what the screens need has arrived ([`Ready`]: the view's
//! fonts and sounds; the logic alone needs nothing), for the menu or the screen a link asked for.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.init_resource::<Ready>();
    app.init_resource::<FirstScreen>();
    app.init_resource::<Panel>();
    app.add_systems(Update, leave_loading.run_if(in_state(Screen::Loading)));
    // A panel belongs to the screen it was opened on.
    app.add_systems(OnExit(Screen::Playing), close_panel);
    app.add_systems(OnExit(Screen::Menu), close_panel);
}

/// A panel over the screen: the pause menu of a match, or the settings (opened from the menu or from the
/// pause menu). While one is open over a match, the match is paused: the board takes no moves and the
/// computer holds the move it found.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Panel {
    #[default]
    None,
    Pause,
    /// The settings, and where Back goes: the pause menu, or nothing (the main menu).
    Settings {
        from_pause: bool,
    },
    /// How to play a game, and where Back goes.
    HowToPlay {
        spec: crate::rules::GameSpec,
        from_pause: bool,
    },
}

impl Panel {
    pub fn is_open(self) -> bool {
        self != Panel::None
    }

    /// Where Back (or Escape) goes from this panel: the pause menu from what was opened over it, else
    /// nothing (the pause menu closes: the match resumes).
    pub fn back(self) -> Panel {
        match self {
            Panel::Settings { from_pause: true } | Panel::HowToPlay { from_pause: true, .. } => Panel::Pause,
            _ => Panel::None,
        }
    }
}

/// A run condition: no panel is open.
pub fn no_panel(panel: Res<Panel>) -> bool {
    !panel.is_open()
}

fn close_panel(mut panel: ResMut<Panel>) {
    *panel = Panel::None;
}

/// The screen being shown.
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    /// Waiting for the fonts and sounds (a moment natively, a download in a browser).
    #[default]
    Loading,
    /// Choose the game, the players and who starts.
    Menu,
    /// A match is being played.
    Playing,
    /// The search explorer: a search of one position drawn as a tree, step by step.
    Explorer,
}

/// Whether everything the screens need has arrived. The view says no until its assets are there.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ready(pub bool);

impl Default for Ready {
    fn default() -> Self {
        Self(true)
    }
}

/// The screen to open once loading is over: the menu, or a match a link asked to start.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FirstScreen(pub Option<Screen>);

fn leave_loading(ready: Res<Ready>, first: Res<FirstScreen>, mut next: ResMut<NextState<Screen>>) {
    if ready.0 {
        next.set(first.0.unwrap_or(Screen::Menu));
    }
}
