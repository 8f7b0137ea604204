//! Sound: a knock for each stone (a different one for the computer's), a clack for a dropping disc, a click
//! for bones, a buzz for a refused move, and a tune when the game ends. Browsers only allow sound after the
//! first click or key, which every sound here follows anyway.

use bevy::prelude::*;

use crate::app::logic::play::{GameEnded, MoveApplied, MoveRejected};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::AnyMove;
use crate::session::{Chooser, Verdict};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Sounds>();
    app.add_systems(Update, play_sounds.in_set(AppSystems::Update).run_if(in_state(Screen::Playing)));
}

/// The sound effects.
#[derive(Resource)]
struct Sounds {
    place: Handle<AudioSource>,
    place_computer: Handle<AudioSource>,
    drop: Handle<AudioSource>,
    bones: Handle<AudioSource>,
    error: Handle<AudioSource>,
    win: Handle<AudioSource>,
    lose: Handle<AudioSource>,
    draw: Handle<AudioSource>,
}

impl FromWorld for Sounds {
    fn from_world(world: &mut World) -> Self {
        let assets = world.resource::<AssetServer>();
        Self {
            place: assets.load("sounds/place.wav"),
            place_computer: assets.load("sounds/place-ai.wav"),
            drop: assets.load("sounds/drop.wav"),
            bones: assets.load("sounds/bones.wav"),
            error: assets.load("sounds/error.wav"),
            win: assets.load("sounds/win.wav"),
            lose: assets.load("sounds/lose.wav"),
            draw: assets.load("sounds/draw.wav"),
        }
    }
}

fn play(commands: &mut Commands, sound: &Handle<AudioSource>) {
    commands.spawn((Name::new("Sound"), AudioPlayer(sound.clone()), PlaybackSettings::DESPAWN));
}

fn play_sounds(
    mut commands: Commands,
    sounds: Res<Sounds>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut ended: MessageReader<GameEnded>,
) {
    for applied in applied.read() {
        let sound = match (applied.mv, applied.by) {
            (AnyMove::Take(_), _) => &sounds.bones,
            (AnyMove::Column(_), _) => &sounds.drop,
            (_, Chooser::Computer) => &sounds.place_computer,
            _ => &sounds.place,
        };
        play(&mut commands, sound);
    }
    if rejected.read().count() > 0 {
        play(&mut commands, &sounds.error);
    }
    for ended in ended.read() {
        // Cheer when the person wins, or when anyone wins in a game between people or between computers.
        let sound = match ended.verdict {
            Verdict::Draw => &sounds.draw,
            Verdict::YouLost => &sounds.lose,
            Verdict::YouWon | Verdict::SideWon(_) => &sounds.win,
        };
        play(&mut commands, sound);
    }
}
