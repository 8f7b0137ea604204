//! `--screenshot FILE.png`: start a match, let a few frames render, save the window through Bevy's screenshot
//! API, and exit. For the README and for checking the look on a machine without a screen.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::app::logic::screen::Screen;

/// Frames to wait before capturing, so fonts, meshes and the first animations have settled.
const SETTLE_FRAMES: u32 = 45;

pub fn plugin(path: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(ScreenshotPath(path.clone()));
        app.add_systems(Startup, |mut next: ResMut<NextState<Screen>>| next.set(Screen::Playing));
        app.add_systems(Update, take_screenshot);
    }
}

#[derive(Resource)]
struct ScreenshotPath(PathBuf);

fn take_screenshot(mut commands: Commands, path: Res<ScreenshotPath>, mut frames: Local<u32>) {
    *frames += 1;
    if *frames != SETTLE_FRAMES {
        return;
    }
    let path = path.0.clone();
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path.clone())).observe(
        move |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            info!("saved a screenshot to {}", path.display());
            exit.write(AppExit::Success);
        },
    );
}
