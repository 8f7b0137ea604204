//! The Bevy game on top of the pure core: one plugin per file, gathered here.
//!
//! The plugins split in two. [`logic_plugin`] is the game itself (screens, the match, input, the computer
//! player) and runs headless, which is how the tests drive it. [`presentation_plugin`] is everything seen and
//! heard (board graphics, HUD, menu, sound) and needs the renderer and the asset server.

pub mod ai_turn;
mod audio;
pub mod board;
mod bones_view;
pub mod game;
mod hud;
pub mod input;
pub mod layout;
mod menu;
mod platform;
pub mod screen;
mod screenshot;
pub mod settings;
mod theme;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

/// The order of the work done each frame: input is turned into moves, moves are applied, then everything that
/// reacts to them runs. Writers of messages come before their readers, so nothing waits a frame.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    /// Keep the board layout in step with the window.
    Layout,
    /// Pointer, touch and keys, and finished computer searches, become chosen moves and actions.
    RecordInput,
    /// Chosen moves and actions change the match.
    ApplyMoves,
    /// Visuals, sounds, the HUD and new searches react.
    Update,
}

/// The game without graphics: screens, the match, input and the computer player.
pub fn logic_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (AppSystems::Layout, AppSystems::RecordInput, AppSystems::ApplyMoves, AppSystems::Update).chain(),
    );
    app.add_plugins((screen::plugin, game::plugin, input::plugin, ai_turn::plugin, board::plugin));
}

/// Everything seen and heard.
pub fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        theme::plugin,
        board::visuals_plugin,
        bones_view::plugin,
        hud::plugin,
        menu::plugin,
        audio::plugin,
        settings::plugin,
    ));
}

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
    app.add_plugins((logic_plugin, presentation_plugin));
    if let Some(path) = screenshot {
        app.add_plugins(screenshot::plugin(path));
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
