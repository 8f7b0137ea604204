//! The floor: Bevy with the game's features and the game's choice of plugins, a camera and a line of text, and
//! nothing of the game. Built by `scripts/build-web.sh --floor` exactly as the game is, its module is what
//! this engine costs any browser build before the game adds a byte: the measure the download's size is read
//! against. It depends on the game's crate only so that cargo gives Bevy the game's features; none of the
//! game's code is used, so none is linked.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

fn main() {
    // The game sets these two plugins' fields (src/app/mod.rs); the rest are Bevy's defaults, as there.
    App::new()
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window { fit_canvas_to_parent: true, ..default() }),
                    ..default()
                })
                .set(AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() }),
        )
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
            commands.spawn(Text::new("floor"));
        })
        .run();
}
