//! Screens fade into each other: each screen starts under a veil of the background colour that fades away.

use bevy::math::curve::EaseFunction;
use bevy::prelude::*;
use bevy::ui::FocusPolicy;

use super::animation::{Then, Tween, Tweened, Tweens};
use super::theme::{self, Ink};
use crate::app::logic::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    for screen in [Screen::Menu, Screen::Playing] {
        app.add_systems(OnEnter(screen), veil);
    }
}

/// How long a screen takes to come through the veil.
const FADE_SECONDS: f32 = 0.3;

fn veil(mut commands: Commands) {
    let fade = Tween::new(Tweened::Fade { from: 1.0, to: 0.0 }, EaseFunction::QuadraticIn, FADE_SECONDS);
    commands.spawn((
        Name::new("Veil"),
        Node { position_type: PositionType::Absolute, width: percent(100), height: percent(100), ..default() },
        theme::fill(Ink::Background),
        GlobalZIndex(100),
        // It lets every click through to the screen under it.
        FocusPolicy::Pass,
        Tweens::one(fade.then(Then::Despawn)),
    ));
}
