//! The one animation system every visual effect uses. A [`Tween`] moves one property of an entity (its scale,
//! its place, the opacity of its colour, a shake) from one value to another along one of Bevy's easing curves
//! ([`EaseFunction`]), over a time, after an optional delay; then it stays at the end, despawns the entity, or
//! starts again. An entity carries its tweens in [`Tweens`]; one system ticks them all, in
//! [`AnimationSystems::Tick`], after everything that starts them, so a tween added in a frame shows its
//! first value in that same frame.
//!
//! The player's speed setting stretches every tween's time, and "reduced motion" ends each one the moment it
//! starts (a looping one stays still). The rules never wait for any of it: the match changes at once and the
//! visuals follow. Only the computer waits, for tweens marked `blocking` (a stone still falling), through
//! [`VisualsBusy`]; and a person's press meanwhile ([`HurryVisuals`]) ends every entity's tweens that a
//! blocking one is among, at once.
//!
//! Adding an effect: spawn (or insert on) an entity with `Tweens::one(Tween::new(...))`; see
//! `docs/extending.md`.

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use crate::app::logic::computer::{HurryVisuals, VisualsBusy};
use crate::app::logic::persistence::Prefs;
use crate::app::schedule::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Motion>();
    // The logic's input writes it; registered here too, so the animation stands on its own.
    app.add_message::<HurryVisuals>();
    app.configure_sets(Update, AnimationSystems::Tick.after(AppSystems::Update));
    app.add_systems(Update, (follow_preferences, tick_tweens, publish_busy).chain().in_set(AnimationSystems::Tick));
}

/// Where the tweens are ticked: after everything that starts them.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash)]
pub enum AnimationSystems {
    Tick,
}

/// How animations play now.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Motion {
    /// Every tween's time is multiplied by this.
    pub factor: f32,
    /// Every tween ends as it starts.
    pub reduced: bool,
}

impl Default for Motion {
    fn default() -> Self {
        Self { factor: 1.0, reduced: false }
    }
}

/// What a tween changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tweened {
    /// The entity's size in the plane (its scale's x and y). Never its depth: Bevy sorts a 2D item that is not
    /// opaque by the depth it has when it is first drawn and keeps that order, so a piece popping in from a scale
    /// of zero would keep its parts flattened into one depth, its face drawn under its rim at random.
    Scale { from: Vec2, to: Vec2 },
    /// The entity's place (translation).
    Place { from: Vec3, to: Vec3 },
    /// The opacity of the entity's colour: its colour material, background or text colour.
    Fade { from: f32, to: f32 },
    /// A sideways shake about `at`, dying away.
    Shake { at: Vec3, amplitude: f32 },
}

/// What a tween does when its time is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// Stays at its end value.
    Stay,
    /// Despawns the entity (a stone taken back, a cue that has faded).
    Despawn,
    /// Goes back and forth between its two values for ever (a pulse).
    PingPong,
}

/// One property moving along a curve.
#[derive(Clone, Debug, PartialEq)]
pub struct Tween {
    pub what: Tweened,
    pub ease: EaseFunction,
    /// At normal speed.
    pub seconds: f32,
    pub delay: f32,
    pub then: Then,
    /// The computer waits until it is over.
    pub blocking: bool,
    /// Waits, without showing anything, until the tweens before it in its entity's list have ended (a piece
    /// sliding along a path, one step after another).
    pub queued: bool,
    elapsed: f32,
}

impl Tween {
    pub fn new(what: Tweened, ease: EaseFunction, seconds: f32) -> Self {
        Self { what, ease, seconds, delay: 0.0, then: Then::Stay, blocking: false, queued: false, elapsed: 0.0 }
    }

    /// Starts `delay` seconds later (at normal speed), showing its first value meanwhile.
    pub fn delayed(self, delay: f32) -> Self {
        Self { delay, ..self }
    }

    pub fn then(self, then: Then) -> Self {
        Self { then, ..self }
    }

    /// The computer's move waits for it.
    pub fn blocking(self) -> Self {
        Self { blocking: true, ..self }
    }

    /// The seconds left until it ends, at normal speed (its delay and time, less what has passed).
    pub fn remaining(&self) -> f32 {
        (self.delay + self.seconds - self.elapsed).max(0.0)
    }

    /// Starts once the tweens before it in the list have ended (see the field).
    pub fn queued(self) -> Self {
        Self { queued: true, ..self }
    }
}

/// The tweens of an entity.
#[derive(Component, Clone, Debug, Default)]
pub struct Tweens(pub Vec<Tween>);

impl Tweens {
    pub fn one(tween: Tween) -> Self {
        Self(vec![tween])
    }

    pub fn with(mut self, tween: Tween) -> Self {
        self.0.push(tween);
        self
    }
}

/// How far along its curve a tween is, from 0 to 1, `t` of the way through its time (pure).
pub fn eased(ease: EaseFunction, t: f32) -> f32 {
    EasingCurve::new(0.0, 1.0, ease).sample_clamped(t)
}

/// A shake's sideways offset `t` of the way through it: a few swings, dying away to nothing (pure).
pub fn shake_offset(t: f32, amplitude: f32) -> f32 {
    const SWINGS: f32 = 3.0;
    let t = t.clamp(0.0, 1.0);
    amplitude * (1.0 - t) * (t * SWINGS * std::f32::consts::TAU).sin()
}

/// Where a tween of `seconds` (with `delay`) stands after `elapsed` seconds, as a fraction of its time.
pub fn progress(elapsed: f32, delay: f32, seconds: f32) -> f32 {
    if elapsed >= delay + seconds {
        1.0
    } else if elapsed <= delay {
        0.0
    } else {
        ((elapsed - delay) / seconds).clamp(0.0, 1.0)
    }
}

fn follow_preferences(prefs: Res<Prefs>, mut motion: ResMut<Motion>) {
    if prefs.is_changed() {
        motion.set_if_neq(Motion { factor: prefs.speed.factor(), reduced: prefs.reduced_motion });
    }
}

/// The parts of an entity a tween may change.
type Tweenable<'a> = (
    Entity,
    &'a mut Tweens,
    Option<&'a mut Transform>,
    Option<&'a MeshMaterial2d<ColorMaterial>>,
    Option<&'a mut BackgroundColor>,
    Option<&'a mut TextColor>,
);

fn tick_tweens(
    mut commands: Commands,
    time: Res<Time>,
    motion: Res<Motion>,
    mut hurry: MessageReader<HurryVisuals>,
    mut tweened: Query<Tweenable>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let dt = time.delta_secs();
    let hurried = hurry.read().count() > 0;
    for (entity, mut tweens, mut transform, material, mut background, mut text) in &mut tweened {
        // A move's tweens (those of an entity a blocking one is among) end now when hurried.
        let end_now = motion.reduced || (hurried && tweens.0.iter().any(|tween| tween.blocking));
        let mut despawn = false;
        // Whether a tween earlier in the list is still going, which a queued one waits for.
        let mut earlier = false;
        tweens.0.retain_mut(|tween| {
            if tween.queued && earlier {
                return true;
            }
            let (seconds, delay) = (tween.seconds * motion.factor, tween.delay * motion.factor);
            tween.elapsed = if end_now { delay + seconds } else { tween.elapsed + dt };
            let t = progress(tween.elapsed, delay, seconds);
            let e = eased(tween.ease, t);
            match tween.what {
                Tweened::Scale { from, to } => {
                    if let Some(transform) = transform.as_mut() {
                        transform.scale = from.lerp(to, e).extend(transform.scale.z);
                    }
                }
                Tweened::Place { from, to } => {
                    if let Some(transform) = transform.as_mut() {
                        transform.translation = from.lerp(to, e);
                    }
                }
                Tweened::Shake { at, amplitude } => {
                    if let Some(transform) = transform.as_mut() {
                        transform.translation = at + Vec3::X * shake_offset(t, amplitude);
                    }
                }
                Tweened::Fade { from, to } => {
                    let alpha = from + (to - from) * e;
                    if let Some(mut m) = material.and_then(|m| materials.get_mut(&m.0)) {
                        m.color.set_alpha(alpha);
                    }
                    if let Some(background) = background.as_mut() {
                        background.0.set_alpha(alpha);
                    }
                    if let Some(text) = text.as_mut() {
                        text.0.set_alpha(alpha);
                    }
                }
            }
            if t < 1.0 {
                earlier = true;
                return true;
            }
            match tween.then {
                Then::Stay => false,
                Then::Despawn => {
                    despawn = true;
                    false
                }
                // A pulse with reduced motion stays still.
                Then::PingPong if end_now => false,
                Then::PingPong => {
                    tween.what = reversed(tween.what);
                    tween.elapsed = delay;
                    earlier = true;
                    true
                }
            }
        });
        if despawn {
            commands.entity(entity).despawn();
        } else if tweens.0.is_empty() {
            commands.entity(entity).remove::<Tweens>();
        }
    }
}

/// A tween's property run backwards.
fn reversed(what: Tweened) -> Tweened {
    match what {
        Tweened::Scale { from, to } => Tweened::Scale { from: to, to: from },
        Tweened::Place { from, to } => Tweened::Place { from: to, to: from },
        Tweened::Fade { from, to } => Tweened::Fade { from: to, to: from },
        shake => shake,
    }
}

/// Tells the logic whether the computer should wait: a blocking tween is still running.
fn publish_busy(tweens: Query<&Tweens>, mut busy: ResMut<VisualsBusy>) {
    let running = tweens.iter().any(|t| t.0.iter().any(|tween| tween.blocking));
    busy.set_if_neq(VisualsBusy(running));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn curves_start_at_zero_end_at_one_and_keep_their_shape() {
        for ease in [EaseFunction::Linear, EaseFunction::BackOut, EaseFunction::BounceOut, EaseFunction::QuadraticOut] {
            assert!(eased(ease, 0.0).abs() < 1e-5, "{ease:?}");
            assert!((eased(ease, 1.0) - 1.0).abs() < 1e-5, "{ease:?}");
            assert_eq!(eased(ease, 2.0), eased(ease, 1.0), "clamped after the end");
        }
        // A pop overshoots before it settles; a bounce touches down before its end.
        assert!((0..100).any(|i| eased(EaseFunction::BackOut, i as f32 / 100.0) > 1.05));
        assert!((1..99).any(|i| (eased(EaseFunction::BounceOut, i as f32 / 100.0) - 1.0).abs() < 0.02));
        // A quadratic ease-out only rises.
        let samples: Vec<f32> = (0..=20).map(|i| eased(EaseFunction::QuadraticOut, i as f32 / 20.0)).collect();
        assert!(samples.windows(2).all(|w| w[1] >= w[0]));
    }

    #[test]
    fn a_shake_dies_away_and_progress_counts_the_delay() {
        assert_eq!(shake_offset(0.0, 0.2), 0.0);
        assert!(shake_offset(1.0, 0.2).abs() < 1e-6);
        assert!((0..50).any(|i| shake_offset(i as f32 / 50.0, 0.2).abs() > 0.1));
        assert_eq!(progress(0.05, 0.1, 0.2), 0.0, "still waiting");
        assert!((progress(0.2, 0.1, 0.2) - 0.5).abs() < 1e-6);
        assert_eq!(progress(0.0, 0.0, 0.0), 1.0, "no time: done at once");
        assert_eq!(progress(0.25 + 0.4, 0.25, 0.4), 1.0, "exactly at the end, whatever the rounding");
    }

    /// An app that ticks tweens on a clock that moves exactly 10 ms a frame.
    fn clocked_app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::asset::AssetPlugin::default()));
        app.init_asset::<ColorMaterial>();
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(10)));
        app.init_resource::<VisualsBusy>();
        app.init_resource::<Motion>();
        app.add_message::<HurryVisuals>();
        app.add_systems(Update, (tick_tweens, publish_busy).chain());
        app.update();
        app
    }

    fn scale_of(app: &App, entity: Entity) -> f32 {
        app.world().get::<Transform>(entity).unwrap().scale.x
    }

    #[test]
    fn tweens_keep_time_and_end_as_asked() {
        let mut app = clocked_app();
        let grow = Tween::new(Tweened::Scale { from: Vec2::ZERO, to: Vec2::ONE }, EaseFunction::Linear, 0.1).blocking();
        let entity = app.world_mut().spawn((Transform::default(), Tweens::one(grow))).id();
        let gone = Tween::new(Tweened::Fade { from: 1.0, to: 0.0 }, EaseFunction::Linear, 0.05).then(Then::Despawn);
        let fading = app.world_mut().spawn((Transform::default(), Tweens::one(gone.delayed(0.02)))).id();
        app.update();
        assert!((scale_of(&app, entity) - 0.1).abs() < 1e-4, "10 ms of 100 ms: {}", scale_of(&app, entity));
        assert!(app.world().resource::<VisualsBusy>().0, "a blocking tween runs");
        for _ in 0..5 {
            app.update();
        }
        assert!((scale_of(&app, entity) - 0.6).abs() < 1e-4);
        assert!(app.world().get_entity(fading).is_ok(), "20 ms of delay and 50 ms of fading take 70 ms");
        for _ in 0..5 {
            app.update();
        }
        assert!(app.world().get_entity(fading).is_err(), "faded and despawned after its delay and time");
        assert_eq!(scale_of(&app, entity), 1.0);
        assert!(app.world().get::<Tweens>(entity).is_none(), "a finished tween is removed");
        assert!(!app.world().resource::<VisualsBusy>().0);
    }

    #[test]
    fn slow_motion_stretches_time_and_reduced_motion_ends_at_once() {
        let mut app = clocked_app();
        app.insert_resource(Motion { factor: 2.0, reduced: false });
        let grow = Tween::new(Tweened::Scale { from: Vec2::ZERO, to: Vec2::ONE }, EaseFunction::Linear, 0.1);
        let entity = app.world_mut().spawn((Transform::default(), Tweens::one(grow.clone()))).id();
        app.update();
        assert!((scale_of(&app, entity) - 0.05).abs() < 1e-4, "half as fast");
        app.insert_resource(Motion { factor: 1.0, reduced: true });
        let pulse = grow.then(Then::PingPong).delayed(1.0);
        let other = app.world_mut().spawn((Transform::default(), Tweens::one(pulse))).id();
        app.update();
        assert_eq!(scale_of(&app, other), 1.0, "reduced motion: the end, in one frame, even after a delay");
        assert!(app.world().get::<Tweens>(other).is_none(), "and a pulse stays still");
    }

    #[test]
    fn a_queued_tween_waits_for_the_ones_before_it() {
        let mut app = clocked_app();
        let (a, b, c) = (Vec3::ZERO, Vec3::X, Vec3::new(1.0, 1.0, 0.0));
        let first = Tween::new(Tweened::Place { from: a, to: b }, EaseFunction::Linear, 0.05);
        let second = Tween::new(Tweened::Place { from: b, to: c }, EaseFunction::Linear, 0.05).queued();
        let entity = app.world_mut().spawn((Transform::default(), Tweens::one(first).with(second))).id();
        let at = |app: &App| app.world().get::<Transform>(entity).unwrap().translation;
        for _ in 0..3 {
            app.update();
        }
        assert!((at(&app) - Vec3::new(0.6, 0.0, 0.0)).length() < 1e-4, "along the first step: {}", at(&app));
        for _ in 0..5 {
            app.update();
        }
        // The first step ends after five or six frames of 10 ms (as the clock's sums round); the second starts
        // in the frame the first ends, not before.
        let second = at(&app);
        assert!(second.x == 1.0 && (0.55..0.85).contains(&second.y), "then along the second: {second}");
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(at(&app), c);
    }
}
