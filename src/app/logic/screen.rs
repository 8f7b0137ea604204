//! The screens of the game, as a state: each owns the entities it spawns (`DespawnOnExit`). The game opens on
//! [`Screen::Loading`] and leaves it as soon as what the screens need has arrived ([`Ready`]: the view's
//! fonts and sounds; the logic alone needs nothing), for the menu or the screen a link asked for.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.init_resource::<Ready>();
    app.init_resource::<FirstScreen>();
    app.add_systems(Update, leave_loading.run_if(in_state(Screen::Loading)));
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
