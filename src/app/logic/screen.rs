//! The screens of the game, as a state: each owns the entities it spawns (`DespawnOnExit`).

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}

/// The screen being shown.
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    /// Choose the game, the players and who starts.
    #[default]
    Menu,
    /// A match is being played.
    Playing,
}
