//! The headless half of the game: screens, the match, input, the computer's turn and persistence. It runs
//! without a window or a renderer, which is how the tests drive it; nothing here draws or plays a sound.

pub mod analysis;
mod bench;
pub mod clock;
pub mod computer;
pub mod draws;
mod engine_data;
pub mod explorer;
mod forced;
pub mod input;
pub mod language;
pub mod layout;
pub mod persistence;
pub mod picking;
pub(crate) mod platform;
pub mod play;
pub mod screen;
pub mod storage;

use bevy::prelude::*;

/// The game without graphics or sound.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        crate::app::schedule::plugin,
        screen::plugin,
        play::plugin,
        layout::plugin,
        input::plugin,
        computer::plugin,
        analysis::plugin,
        draws::plugin,
        engine_data::plugin,
        persistence::plugin,
        language::plugin,
        explorer::plugin,
        bench::plugin,
        forced::plugin,
        clock::plugin,
    ));
}
