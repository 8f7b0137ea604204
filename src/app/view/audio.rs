//! Sound: one collection of effects ([`Sounds`]) that every system plays through [`sound_effect`], at the
//! player's volumes, and the optional background music.
//!
//! | what happens                              | sound        |
//! |-------------------------------------------|--------------|
//! | a person's stone placed                   | `place`      |
//! | the computer's stone placed               | `place-ai`   |
//! | a disc lands at the bottom of its fall    | `drop`       |
//! | bones taken                               | `bones`      |
//! | a move refused                            | `error`      |
//! | the person at the screen wins, loses, draw| `win`, `lose`, `draw` (between people: `win`) |
//! | a button pressed                          | `click`      |
//! | a hint shown                              | `hint`       |
//!
//! The sounds are made by `scripts/make-sounds.py` and built into the executable (see [`super::embedded`]).
//! Browsers allow sound only after the first click or key; the page unlocks it then (`web/audio-unlock.js`),
//! and no sound here plays before the player has done something anyway.

use bevy::audio::Volume;
use bevy::prelude::*;

use super::animation::Motion;
use super::embedded::sound;
use crate::app::games::BoardKind;
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::persistence::Prefs;
use crate::app::logic::play::{CurrentMatch, GameEnded, MoveApplied, MoveRejected};
use crate::app::schedule::AppSystems;
use crate::session::{Chooser, Verdict};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Sounds>();
    app.add_systems(
        Update,
        (play_move_sounds, play_delayed_sounds, play_button_clicks, play_hint_chime, follow_music)
            .in_set(AppSystems::Update),
    );
}

/// The sound effects and the music.
#[derive(Resource, Clone)]
pub struct Sounds {
    pub place: Handle<AudioSource>,
    pub place_computer: Handle<AudioSource>,
    pub land: Handle<AudioSource>,
    pub bones: Handle<AudioSource>,
    pub refused: Handle<AudioSource>,
    pub win: Handle<AudioSource>,
    pub lose: Handle<AudioSource>,
    pub draw: Handle<AudioSource>,
    pub button: Handle<AudioSource>,
    pub hint: Handle<AudioSource>,
    pub music: Handle<AudioSource>,
}

impl FromWorld for Sounds {
    fn from_world(world: &mut World) -> Self {
        Self {
            place: sound!(world, "sounds/place.wav"),
            place_computer: sound!(world, "sounds/place-ai.wav"),
            land: sound!(world, "sounds/drop.wav"),
            bones: sound!(world, "sounds/bones.wav"),
            refused: sound!(world, "sounds/error.wav"),
            win: sound!(world, "sounds/win.wav"),
            lose: sound!(world, "sounds/lose.wav"),
            draw: sound!(world, "sounds/draw.wav"),
            button: sound!(world, "sounds/click.wav"),
            hint: sound!(world, "sounds/hint.wav"),
            music: sound!(world, "sounds/music.wav"),
        }
    }
}

impl Sounds {
    /// Every handle, for the loading screen.
    pub fn all(&self) -> [&Handle<AudioSource>; 11] {
        [
            &self.place,
            &self.place_computer,
            &self.land,
            &self.bones,
            &self.refused,
            &self.win,
            &self.lose,
            &self.draw,
            &self.button,
            &self.hint,
            &self.music,
        ]
    }
}

/// A sound effect, played once at the player's effects volume, then gone.
pub fn sound_effect(sound: &Handle<AudioSource>, prefs: &Prefs) -> impl Bundle {
    let (effects, _) = prefs.loudness();
    (Name::new("Sound"), AudioPlayer(sound.clone()), PlaybackSettings::DESPAWN.with_volume(Volume::Linear(effects)))
}

/// A sound that waits for its moment (a disc's landing).
#[derive(Component)]
struct Delayed {
    sound: Handle<AudioSource>,
    /// Seconds left.
    left: f32,
}

/// How long a disc falls before it lands: the board's fall.
const FALL_SECONDS: f32 = super::board::FALL_SECONDS;

fn play_move_sounds(
    mut commands: Commands,
    sounds: Res<Sounds>,
    prefs: Res<Prefs>,
    motion: Res<Motion>,
    game: Res<CurrentMatch>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut ended: MessageReader<GameEnded>,
) {
    for applied in applied.read() {
        let kind = game.descriptor().kind();
        let placed = match (kind, applied.by) {
            (BoardKind::Heap, _) => &sounds.bones,
            (_, Chooser::Computer) => &sounds.place_computer,
            _ => &sounds.place,
        };
        commands.spawn(sound_effect(placed, &prefs));
        if kind == BoardKind::Columns {
            let left = if motion.reduced { 0.0 } else { FALL_SECONDS * motion.factor };
            commands.spawn((Name::new("Landing"), Delayed { sound: sounds.land.clone(), left }));
        }
    }
    if rejected.read().count() > 0 {
        commands.spawn(sound_effect(&sounds.refused, &prefs));
    }
    for ended in ended.read() {
        // Cheer when the person wins, or when anyone wins in a game between people or between computers.
        let sound = match ended.verdict {
            Verdict::Draw => &sounds.draw,
            Verdict::YouLost => &sounds.lose,
            Verdict::YouWon | Verdict::SideWon(_) => &sounds.win,
        };
        commands.spawn(sound_effect(sound, &prefs));
    }
}

fn play_delayed_sounds(
    mut commands: Commands,
    time: Res<Time>,
    prefs: Res<Prefs>,
    mut waiting: Query<(Entity, &mut Delayed)>,
) {
    for (entity, mut delayed) in &mut waiting {
        delayed.left -= time.delta_secs();
        if delayed.left <= 0.0 {
            commands.spawn(sound_effect(&delayed.sound, &prefs));
            commands.entity(entity).despawn();
        }
    }
}

fn play_button_clicks(
    mut commands: Commands,
    sounds: Res<Sounds>,
    prefs: Res<Prefs>,
    buttons: Query<&Interaction, (Changed<Interaction>, With<Button>)>,
) {
    if buttons.iter().any(|i| *i == Interaction::Pressed) {
        commands.spawn(sound_effect(&sounds.button, &prefs));
    }
}

/// A chime when a hint appears.
fn play_hint_chime(
    mut commands: Commands,
    sounds: Res<Sounds>,
    prefs: Res<Prefs>,
    game: Option<Res<CurrentMatch>>,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    mut shown: Local<bool>,
) {
    let now = game.is_some_and(|game| hint.current(&game, &analysis).is_some());
    if now && !*shown {
        commands.spawn(sound_effect(&sounds.hint, &prefs));
    }
    *shown = now;
}

/// The background music, looping at the music volume: started when it is turned up, followed as it changes.
#[derive(Component)]
struct Music;

fn follow_music(
    mut commands: Commands,
    sounds: Res<Sounds>,
    prefs: Res<Prefs>,
    mut music: Query<(Entity, Option<&mut AudioSink>), With<Music>>,
) {
    if !prefs.is_changed() {
        return;
    }
    let (_, loudness) = prefs.loudness();
    match music.single_mut() {
        Ok((_, Some(mut sink))) => sink.set_volume(Volume::Linear(loudness)),
        Ok((entity, None)) if loudness == 0.0 => {
            commands.entity(entity).despawn();
        }
        Ok(_) => {}
        Err(_) if loudness > 0.0 => {
            let settings = PlaybackSettings::LOOP.with_volume(Volume::Linear(loudness));
            commands.spawn((Name::new("Music"), Music, AudioPlayer(sounds.music.clone()), settings));
        }
        Err(_) => {}
    }
}
