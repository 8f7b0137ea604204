//! The Bevy game on top of the pure core, in two halves that the folders show:
//!
//! - [`logic`]: the game itself (screens, the match, input, the computer player, persistence). It runs
//!   headless, which is how the tests drive it.
//! - [`view`]: everything seen and heard (board, heap, HUD, menu, sound, theme). It reacts to the logic's
//!   messages and resources and never changes the match.
//!
//! [`games`] holds what the app knows of each game, one descriptor per game; [`schedule`] the order of each
//! frame. One plugin per file; each `mod.rs` only gathers its children.

pub mod games;
pub mod logic;
pub mod schedule;
pub mod view;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

pub use logic::plugin as logic_plugin;
pub use view::plugin as view_plugin;

/// Opens the game window; with `screenshot`, saves a picture of a match after a few frames and exits.
pub fn run(screenshot: Option<PathBuf>) -> ExitCode {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Minimax Arcade".into(),
                    resolution: (1024, 768).into(),
                    // On the web: fill the page, follow its size, and keep the browser's keys and gestures for
                    // the game.
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                // No `.meta` files ship with the assets; asking for them only costs failed requests on the web.
                meta_check: AssetMetaCheck::Never,
                ..default()
            }),
    );
    if let Some(store) = logic::storage::SettingsStore::standard() {
        app.insert_resource(store);
    }
    app.add_plugins((logic_plugin, view_plugin));
    if let Some(path) = screenshot {
        app.add_plugins(view::screenshot::plugin(path));
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
