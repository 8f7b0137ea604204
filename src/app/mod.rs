//! The Bevy game on top of the pure core, in two halves that the folders show:
//!
//! - [`logic`]: the game itself (screens, the match, input, the computer player, persistence). It runs
//!   headless, which is how the tests drive it.
//! - [`view`]: everything seen and heard (board, heap, HUD, menu, sound, theme). It reacts to the logic's
//!   messages and resources and never changes the match.
//!
//! Below both halves: [`geometry`] (where the board sits, pure), [`games`] (what the app knows of each game, one
//! descriptor per game), [`style`] (the inks and the looks of pieces and boards, as values), [`words`] (what
//! the app says, in the player's language) and [`schedule`] (the order of each frame); none of them imports
//! [`logic`] or [`view`]. One
//! plugin per file; each `mod.rs` only gathers its children.

pub mod games;
pub mod geometry;
pub mod logic;
pub mod schedule;
pub mod style;
pub mod view;
pub mod words;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

pub use logic::plugin as logic_plugin;
pub use view::plugin as view_plugin;

/// Opens the game window, on what `link` asks for (a web link's query: the game, the players, a position,
/// `start`); with `screenshot`, saves a picture of a match after a few frames and exits.
pub fn run(screenshot: Option<PathBuf>, link: Option<String>) -> ExitCode {
    let mut app = App::new();
    if let Err(why) = add_window_plugins(&mut app) {
        eprintln!(
            "minimax-arcade: {why}. The game needs a window; the headless subcommands (solve, analyze, match, bench) \
             need none: see minimax-arcade --help."
        );
        return ExitCode::from(NO_WINDOW);
    }
    if let Some(store) = logic::storage::SettingsStore::standard() {
        app.insert_resource(store);
    }
    if let Some(link) = link {
        app.insert_resource(logic::persistence::LaunchLink(link));
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

/// The exit status when no window can be opened.
const NO_WINDOW: u8 = 3;

/// Bevy's plugins with the window. Where no window can be opened (no display), the window library panics
/// while the plugins are built; that is caught here and said in one line instead.
fn add_window_plugins(app: &mut App) -> Result<(), String> {
    let plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Minimax Arcade".into(),
                resolution: geometry::WINDOW_SIZE.into(),
                // Small enough for a laptop's half screen, large enough that every panel and label fits. The
                // layout works in logical pixels, so a high-DPI screen shows the same, only sharper.
                resize_constraints: WindowResizeConstraints { min_width: 900.0, min_height: 700.0, ..default() },
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
        });
    #[cfg(target_arch = "wasm32")]
    {
        app.add_plugins(plugins);
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let quiet = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let built = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            app.add_plugins(plugins);
        }));
        std::panic::set_hook(quiet);
        built.map_err(|payload| match no_window_reason(payload.as_ref()) {
            Some(reason) => reason,
            // Any other panic is a bug: it goes on as it would have.
            None => std::panic::resume_unwind(payload),
        })
    }
}

/// Why no window could be opened, in a few words a person can act on, if that is what the panic was about.
#[cfg(not(target_arch = "wasm32"))]
fn no_window_reason(payload: &(dyn std::any::Any + Send)) -> Option<String> {
    let message = payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or("");
    let display = |var| std::env::var(var).ok().filter(|v| !v.is_empty());
    if !message.contains("event loop") {
        eprintln!("{message}");
        return None;
    }
    Some(match (display("DISPLAY"), display("WAYLAND_DISPLAY")) {
        (None, None) => "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)".into(),
        (Some(x), _) => format!("no display found (DISPLAY={x} could not be opened)"),
        (None, Some(w)) => format!("no display found (WAYLAND_DISPLAY={w} could not be opened)"),
    })
}
