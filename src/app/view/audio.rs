//! Sound: one collection of effects ([`Sounds`]) that every system plays through [`sound_effect`], at the
//! player's volumes, and the optional background music.
//!
//! | what happens                              | sound        |
//! |-------------------------------------------|--------------|
//! | a person's stone placed (or dropped)      | `place`      |
//! | the computer's stone placed (or dropped)  | `place-ai`   |
//! | a disc lands at the bottom of its fall    | `drop`       |
//! | pieces taken off (bones, a capture)       | `bones`      |
//! | a disc turned over                        | `turn`       |
//! | a piece slid along the board              | `slide`      |
//! | seeds sown, one by one                    | `tick`       |
//! | a move refused                            | `error`      |
//! | the person at the screen wins, loses, draw| `win`, `lose`, `draw` (between people: `win`) |
//! | a button pressed                          | `click`      |
//! | a hint shown                              | `hint`       |
//!
//! A move sounds change by change, as the board plays it ([`sounds_of`]): each group of its changes at the
//! moment the board starts it, with the sound of its first change.
//!
//! The sounds are made by `scripts/make-sounds.py` and built into the executable (see [`super::embedded`]).
//! Browsers allow sound only after the first click or key; the page unlocks it then (`web/audio-unlock.js`),
//! and no sound here plays before the player has done something anyway.

use bevy::audio::Volume;
use bevy::prelude::*;

use super::animation::Motion;
use super::embedded::sound;
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::computer::HurryVisuals;
use crate::app::logic::persistence::Prefs;
use crate::app::logic::play::{CurrentMatch, GameEnded, MatchReset, MoveApplied, MoveRejected};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::{Change, Changes};
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
    pub turn: Handle<AudioSource>,
    pub slide: Handle<AudioSource>,
    pub capture: Handle<AudioSource>,
    pub crown: Handle<AudioSource>,
    pub tick: Handle<AudioSource>,
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
            turn: sound!(world, "sounds/turn.wav"),
            slide: sound!(world, "sounds/slide.wav"),
            capture: sound!(world, "sounds/capture.wav"),
            crown: sound!(world, "sounds/crown.wav"),
            tick: sound!(world, "sounds/tick.wav"),
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
    pub fn all(&self) -> [&Handle<AudioSource>; 16] {
        [
            &self.place,
            &self.place_computer,
            &self.land,
            &self.bones,
            &self.turn,
            &self.slide,
            &self.capture,
            &self.crown,
            &self.tick,
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

/// How long a disc falls before it lands, and how long after one another a move's groups of changes start:
/// the board's.
const FALL_SECONDS: f32 = super::board::FALL_SECONDS;
const HOP_SECONDS: f32 = super::board::HOP_SECONDS;

/// A sound a move makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveSound {
    Place,
    PlaceComputer,
    Land,
    Lift,
    Turn,
    Slide,
    /// A piece taken by the piece that moved (a checkers man jumped).
    Capture,
    /// A piece that changed kind where its move ended (a man crowned).
    Crown,
    Sow,
}

impl Sounds {
    fn of_move(&self, sound: MoveSound) -> &Handle<AudioSource> {
        match sound {
            MoveSound::Place => &self.place,
            MoveSound::PlaceComputer => &self.place_computer,
            MoveSound::Land => &self.land,
            MoveSound::Lift => &self.bones,
            MoveSound::Turn => &self.turn,
            MoveSound::Slide => &self.slide,
            MoveSound::Capture => &self.capture,
            MoveSound::Crown => &self.crown,
            MoveSound::Sow => &self.tick,
        }
    }
}

/// What a move sounds like, played as the board plays it: each sound and its delay at normal speed.
fn sounds_of(changes: &Changes, by: Chooser) -> Vec<(MoveSound, f32)> {
    let mut out = Vec::new();
    // Whether the group before slid a piece: a piece lifted right after it was taken by it (jumped).
    let mut slid = false;
    for (changes, at) in changes.iter().zip(super::board::group_starts(changes)) {
        let placed = if by == Chooser::Computer { MoveSound::PlaceComputer } else { MoveSound::Place };
        match changes.first() {
            Some(Change::Put { .. }) => out.push((placed, at)),
            Some(Change::Drop { .. }) => out.extend([(placed, at), (MoveSound::Land, at + FALL_SECONDS)]),
            Some(Change::Lift { .. }) if slid => out.push((MoveSound::Capture, at)),
            Some(Change::Lift { .. } | Change::Gather { .. }) => out.push((MoveSound::Lift, at)),
            Some(Change::Turn { .. }) => out.push((MoveSound::Turn, at)),
            // The crown sounds as the piece arrives where it is crowned.
            Some(Change::Slide { path, becomes: Some(_) }) => {
                let arrives = at + path.len().saturating_sub(1) as f32 * super::board::SLIDE_STEP_SECONDS;
                out.extend([(MoveSound::Slide, at), (MoveSound::Crown, arrives)]);
            }
            Some(Change::Slide { .. }) => out.push((MoveSound::Slide, at)),
            // A tick as each seed lands.
            Some(Change::Sow { into, .. }) => {
                out.extend((1..=into.len()).map(|seed| (MoveSound::Sow, at + seed as f32 * HOP_SECONDS)));
            }
            None => {}
        }
        slid = matches!(changes.first(), Some(Change::Slide { .. }));
    }
    out
}

fn play_move_sounds(
    mut commands: Commands,
    sounds: Res<Sounds>,
    prefs: Res<Prefs>,
    motion: Res<Motion>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut ended: MessageReader<GameEnded>,
) {
    for applied in applied.read() {
        for (sound, at) in sounds_of(&applied.changes, applied.by) {
            let (sound, left) = (sounds.of_move(sound), if motion.reduced { 0.0 } else { at * motion.factor });
            if left <= 0.0 {
                commands.spawn(sound_effect(sound, &prefs));
            } else {
                commands.spawn((
                    Name::new("Move sound"),
                    Delayed { sound: sound.clone(), left },
                    DespawnOnExit(Screen::Playing),
                ));
            }
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
    mut hurried: MessageReader<HurryVisuals>,
    mut resets: MessageReader<MatchReset>,
    mut waiting: Query<(Entity, &mut Delayed)>,
) {
    // A move shown at once, or taken back, or a new match: what it had still to sound is dropped.
    if hurried.read().count() + resets.read().count() > 0 {
        waiting.iter().for_each(|(entity, _)| commands.entity(entity).despawn());
        return;
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Piece, Player};

    #[test]
    fn a_move_sounds_group_by_group_as_the_board_plays_it() {
        let disc = Piece::of(Player::One, crate::rules::grid_game::STONE);
        let put = Change::Put { place: 0, piece: disc };
        let turns = vec![Change::Turn { place: 1, to: Player::One }, Change::Turn { place: 2, to: Player::One }];
        let sounds = sounds_of(&vec![vec![put], turns], Chooser::Computer);
        // One click for a group of turns, not one per disc in it.
        let group = super::super::board::GROUP_SECONDS;
        assert_eq!(sounds, [(MoveSound::PlaceComputer, 0.0), (MoveSound::Turn, group)]);
        let drop = vec![vec![Change::Drop { place: 3, piece: disc }]];
        assert_eq!(sounds_of(&drop, Chooser::Human), [(MoveSound::Place, 0.0), (MoveSound::Land, FALL_SECONDS)]);
        let take = vec![vec![Change::Lift { place: 4, count: 1 }, Change::Lift { place: 5, count: 1 }]];
        assert_eq!(sounds_of(&take, Chooser::Human), [(MoveSound::Lift, 0.0)]);
        assert!(sounds_of(&Vec::new(), Chooser::Human).is_empty(), "a pass is silent");
        // Three seeds sown, then the capture: a tick as each lands, the capture once the last has.
        let sow = vec![
            vec![Change::Sow { from: 0, into: vec![1, 2, 3] }],
            vec![Change::Gather { from: 3, to: 6, taken: true }],
        ];
        let ticks: Vec<(MoveSound, f32)> = (1..=3).map(|s| (MoveSound::Sow, s as f32 * HOP_SECONDS)).collect();
        let mut expected = ticks;
        expected.push((MoveSound::Lift, 3.0 * HOP_SECONDS));
        assert_eq!(sounds_of(&sow, Chooser::Human), expected);
        // A double jump that crowns (a piece of another kind where it ends): a slide and a capture each hop, the crown as the man arrives.
        let hop = |from, to, becomes| vec![Change::Slide { path: vec![from, to], becomes }];
        let jump = vec![
            hop(13, 22, None),
            vec![Change::Lift { place: 17, count: 1 }],
            hop(22, 29, Some(crate::rules::Kind(1))),
        ];
        let step = super::super::board::SLIDE_STEP_SECONDS;
        let starts = super::super::board::group_starts(&jump);
        let sounds: Vec<MoveSound> = sounds_of(&jump, Chooser::Human).into_iter().map(|(sound, _)| sound).collect();
        assert_eq!(sounds, [MoveSound::Slide, MoveSound::Capture, MoveSound::Slide, MoveSound::Crown]);
        assert_eq!(sounds_of(&jump, Chooser::Human)[3].1, starts[2] + step);
    }
}
