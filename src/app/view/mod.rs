//! Everything seen and heard: the board and the heap, the HUD, the menu, sound and the theme. The view reads
//! the logic's resources and messages; it never changes the match.

pub mod access;
pub mod animation;
pub mod art;
pub mod audio;
pub mod banner;
pub mod board;
mod choices;
mod clocks;
mod embedded;
mod explorer;
pub mod focus;
pub mod hud;
mod inks;
pub mod labels;
mod loading;
pub mod menu;
pub mod moves;
mod notices;
pub mod panels;
mod pictures;
pub mod screenshot;
pub mod scroll;
pub mod theme;
mod transition;

use bevy::prelude::*;

/// Everything seen and heard.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        animation::plugin,
        theme::plugin,
        board::plugin,
        hud::plugin,
        banner::plugin,
        menu::plugin,
        audio::plugin,
        notices::plugin,
        transition::plugin,
        loading::plugin,
        focus::plugin,
        panels::plugin,
        moves::plugin,
        explorer::plugin,
    ));
    app.add_plugins((labels::plugin, scroll::plugin, access::plugin, choices::plugin, clocks::plugin, art::plugin));
}
