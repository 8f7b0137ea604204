//! The loading screen: three pulsing dots (no text: the fonts may be what is loading) until the fonts and
//! sounds have arrived, so the first screen never shows without its text and the first sound never stutters.
//! Natively they are built in and this lasts a frame; in a browser they are downloaded.

use bevy::asset::LoadState;
use bevy::math::curve::EaseFunction;
use bevy::prelude::*;

use super::animation::{Then, Tween, Tweened, Tweens};
use super::audio::Sounds;
use super::theme::{self, Fonts, Ink};
use crate::app::logic::screen::{Ready, Screen};

pub(super) fn plugin(app: &mut App) {
    // The logic alone needs nothing; the view needs its assets first.
    app.insert_resource(Ready(false));
    app.add_systems(OnEnter(Screen::Loading), spawn_loading_screen);
    app.add_systems(Update, check_assets.run_if(in_state(Screen::Loading)));
}

fn spawn_loading_screen(mut commands: Commands) {
    let dot = |i: usize| {
        let pulse = Tween::new(Tweened::Fade { from: 0.15, to: 1.0 }, EaseFunction::SineInOut, 0.45);
        (
            Node { width: px(14), height: px(14), border_radius: BorderRadius::all(px(7)), ..default() },
            theme::fill(Ink::Text.with_alpha(0.15)),
            Tweens::one(pulse.delayed(i as f32 * 0.15).then(Then::PingPong)),
        )
    };
    commands.spawn((
        Name::new("Loading"),
        DespawnOnExit(Screen::Loading),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            column_gap: px(10),
            ..default()
        },
        children![dot(0), dot(1), dot(2)],
    ));
}

/// Whether an asset is there to use: built in, loaded, or failed (a missing sound must not hold the game up;
/// the asset server has said why in the log).
fn arrived<A: Asset>(handle: &Handle<A>, assets: &Assets<A>, server: &AssetServer) -> bool {
    assets.contains(handle) || matches!(server.get_load_state(handle), Some(LoadState::Failed(_)))
}

fn check_assets(
    fonts: Res<Fonts>,
    sounds: Res<Sounds>,
    font_assets: Res<Assets<Font>>,
    sound_assets: Res<Assets<AudioSource>>,
    server: Res<AssetServer>,
    mut ready: ResMut<Ready>,
) {
    let fonts_in = [&fonts.regular, &fonts.bold].into_iter().all(|f| arrived(f, &font_assets, &server));
    let sounds_in = sounds.all().into_iter().all(|s| arrived(s, &sound_assets, &server));
    ready.set_if_neq(Ready(fonts_in && sounds_in));
}
