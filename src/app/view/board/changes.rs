//! A move played on the board from its changes, group after group: a piece put down pops in, one dropped
//! falls into place, one lifted flies off towards the side that took it, one turned over turns (its colour
//! swapping at half turn), one slid moves along its path, seeds sown hop place to place one by one, a gathering
//! flies into its place; each group starts when the one before has done what the next must wait for
//! ([`group_starts`]). One tween per kind of change, in [`play_change`].

use bevy::prelude::*;

use super::assets::z;
use super::pieces::{Arrive, EDGE_ON, PEBBLE, Tracked, spawn_piece};
use super::{
    BoardView, FLIGHT_SECONDS, GATHER_STEP, GROUP_SECONDS, HOP_SECONDS, LEAVE_SECONDS, Leaving, Piece,
    SLIDE_STEP_SECONDS, TURN_SECONDS,
};
use crate::app::logic::play::{MatchReset, MoveApplied};
use crate::app::view::animation::{Then, Tween, Tweened, Tweens};
use crate::app::view::theme::{Ink, Tint};
use crate::rules::{Change, Place};
use crate::session::Side;
use bevy::math::curve::EaseFunction;

impl Tracked {
    /// Adds `tween`, to start `at` seconds from now, after what the piece is already doing: queued behind
    /// its tweens (a piece that has just appeared, or is still arriving), so that none of them is cut short
    /// and none overrides it meanwhile.
    fn schedule(&mut self, tween: Tween, at: f32) {
        let busy = self.busy();
        let tween = if busy > 0.0 { tween.queued().delayed((at - busy).max(0.0)) } else { tween.delayed(at) };
        self.tweens.0.push(tween);
    }

    /// How long until what the piece is already doing ends, at normal speed.
    fn busy(&self) -> f32 {
        self.tweens.0.iter().map(Tween::remaining).fold(0.0, f32::max)
    }

    /// Sends the piece off the board `at` seconds from now, shrinking away; it is no longer part of it.
    fn leave(mut self, commands: &mut Commands, at: f32) {
        let shrink =
            Tween::new(Tweened::Scale { from: Vec2::ONE, to: Vec2::ZERO }, EaseFunction::BackIn, LEAVE_SECONDS);
        self.schedule(shrink.then(Then::Despawn).blocking(), at);
        commands.entity(self.entity).insert((Leaving, self.tweens));
    }
}

/// Plays each move just played from its changes, group after group (see the module documentation). Changes
/// to pieces nobody owns (a heap's bones) are the heap view's.
pub(super) fn play_changes(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<MatchReset>,
    board: BoardView,
    pieces: Query<(Entity, &Piece, &Transform, Option<&Tweens>), Without<Leaving>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // A reset in the same frame (an undo as the computer's reply arrives) has already brought the board to the
    // position as it stands: the move is not played over it again.
    if resets.read().count() > 0 {
        applied.clear();
        return;
    }
    // Most frames play no move: the pieces are gathered only for one that does.
    let Some(root) = board.root().filter(|_| !applied.is_empty()) else { return };
    // Every piece by its place, kept up to date change after change, so that a later change finds what an
    // earlier one put, turned or slid in the same frame.
    let mut board_pieces: std::collections::HashMap<Place, Tracked> = pieces
        .iter()
        .map(|(entity, &piece, transform, tweens)| {
            let tweens = tweens.cloned().unwrap_or_default();
            (piece.place, Tracked { entity, piece, at: transform.translation, tweens })
        })
        .collect();
    for applied in applied.read() {
        for (changes, delay) in applied.changes.iter().zip(group_starts(&applied.changes)) {
            for change in changes {
                let at = Moment { delay, by: applied.side };
                play_change(&mut commands, root, &board, &mut materials, &mut board_pieces, change, at);
            }
        }
    }
}

/// When a change is played: this many seconds from now, in a move by this side.
#[derive(Clone, Copy, Debug)]
struct Moment {
    delay: f32,
    by: Side,
}

/// Plays one change on the board.
fn play_change(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    materials: &mut Assets<ColorMaterial>,
    pieces: &mut std::collections::HashMap<Place, Tracked>,
    change: &Change,
    Moment { delay, by }: Moment,
) {
    match *change {
        Change::Put { place, piece } | Change::Drop { place, piece } => {
            let side = piece.owner.map(|owner| board.game.side_of(owner));
            let new = Piece { place, side, kind: piece.kind, count: piece.count };
            let arrive = if matches!(change, Change::Drop { .. }) { Arrive::Fall(delay) } else { Arrive::Put(delay) };
            pieces.insert(place, spawn_piece(commands, root, board, new, materials, arrive));
        }
        Change::Lift { place, .. } => {
            if let Some(gone) = pieces.remove(&place) {
                fly_off(commands, gone, delay, by);
            }
        }
        Change::Turn { place, to } => {
            let Some(mut old) = pieces.remove(&place) else { return };
            // The first half turn shows the old side going edge-on; the second, the new one coming back.
            let half = Tween::new(
                Tweened::Scale { from: Vec2::ONE, to: EDGE_ON },
                EaseFunction::QuadraticIn,
                TURN_SECONDS / 2.0,
            );
            old.schedule(half.then(Then::Despawn).blocking(), delay);
            commands.entity(old.entity).insert((Leaving, old.tweens.clone()));
            let turned = Piece { side: Some(board.game.side_of(to)), ..old.piece };
            let arrive = Arrive::TurnIn(delay + TURN_SECONDS / 2.0);
            pieces.insert(place, spawn_piece(commands, root, board, turned, materials, arrive));
        }
        Change::Slide { ref path, becomes } => {
            let (Some(&from), Some(&to)) = (path.first(), path.last()) else { return };
            let Some(mut moving) = pieces.remove(&from) else { return };
            let was = moving.piece.kind;
            moving.piece = Piece { place: to, kind: becomes.unwrap_or(was), ..moving.piece };
            // One step after another along the path, after what the piece was already doing (arriving).
            let z = moving.at.z;
            let at = |place: Place| board.spot(place).extend(z);
            for (i, step) in path.windows(2).enumerate() {
                let what = Tweened::Place { from: at(step[0]), to: at(step[1]) };
                let tween = Tween::new(what, EaseFunction::QuadraticInOut, SLIDE_STEP_SECONDS).blocking();
                let tween = if i == 0 && moving.tweens.0.is_empty() { tween.delayed(delay) } else { tween.queued() };
                moving.tweens.0.push(tween);
            }
            moving.at = at(to);
            commands.entity(moving.entity).insert((moving.piece, moving.tweens.clone()));
            if becomes.is_some_and(|kind| kind != was) {
                // Crowned where it lands: a new kind is a new look (an emblem, a shape) that only a piece drawn
                // anew shows, so the piece slid shrinks away there as the new one pops in.
                let (landed, crowned) = (moving.busy(), moving.piece);
                moving.leave(commands, landed);
                pieces.insert(to, spawn_piece(commands, root, board, crowned, materials, Arrive::Put(landed)));
            } else {
                pieces.insert(to, moving);
            }
        }
        Change::Sow { from, ref into } => {
            let Some(source) = pieces.remove(&from) else { return };
            let seeds = source.piece;
            source.leave(commands, delay);
            // One seed after another, each hopping to its place.
            let hops = into.iter().enumerate().map(|(i, &to)| (to, delay + i as f32 * HOP_SECONDS));
            let landed = fly_seeds(commands, root, board, from, hops.collect(), HOP_SECONDS, materials);
            settle(commands, root, board, materials, pieces, seeds, landed);
        }
        Change::Gather { from, to, .. } => {
            let Some(source) = pieces.remove(&from) else { return };
            let seeds = source.piece;
            source.leave(commands, delay);
            // Every seed at once, a little apart: a sweep into the place.
            let flights = (0..seeds.count).map(|i| (to, delay + i as f32 * GATHER_STEP)).collect();
            let landed = fly_seeds(commands, root, board, from, flights, FLIGHT_SECONDS / 2.0, materials);
            settle(commands, root, board, materials, pieces, seeds, landed);
        }
    }
}

/// When each group of a move's changes starts, in seconds from the move (at normal speed): each group after
/// the one before has done what the next waits for: a put, a drop, a turn or a lift after a moment
/// ([`GROUP_SECONDS`]), a slide once it has arrived, a sowing once its last seed has landed, a gathering once
/// it has flown in. The sounds follow the same times.
pub fn group_starts(changes: &crate::rules::Changes) -> Vec<f32> {
    let lead = |change: &Change| match change {
        Change::Slide { path, .. } => path.len().saturating_sub(1) as f32 * SLIDE_STEP_SECONDS,
        Change::Sow { into, .. } => into.len() as f32 * HOP_SECONDS,
        Change::Gather { .. } => FLIGHT_SECONDS / 2.0,
        _ => 0.0,
    };
    let mut at = 0.0;
    changes
        .iter()
        .map(|group| {
            let start = at;
            at += group.iter().map(lead).fold(GROUP_SECONDS, f32::max);
            start
        })
        .collect()
}

/// Sends one seed from `from` to each place of `flights`, each leaving at its time and taking `seconds` (a
/// little hop up and down on the way); returns, for each place, how many seeds land there and when the last
/// one does.
fn fly_seeds(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    from: Place,
    flights: Vec<(Place, f32)>,
    seconds: f32,
    materials: &mut Assets<ColorMaterial>,
) -> std::collections::BTreeMap<Place, (u16, f32)> {
    let mut landed = std::collections::BTreeMap::new();
    let start = board.spot(from).extend(z::PIECE + 0.05);
    for (i, (to, leaves)) in flights.into_iter().enumerate() {
        let end = board.spot(to).extend(z::PIECE + 0.05);
        let top = (start + end) / 2.0 + Vec3::Y * 0.35;
        let up = Tween::new(Tweened::Place { from: start, to: top }, EaseFunction::QuadraticOut, seconds / 2.0);
        let down = Tween::new(Tweened::Place { from: top, to: end }, EaseFunction::QuadraticIn, seconds / 2.0);
        let tweens = Tweens::one(up.delayed(leaves).blocking()).with(down.queued().blocking().then(Then::Despawn));
        let material = materials.add(Color::NONE);
        let ink = if i % 3 == 1 { Ink::SeedDark } else { Ink::Seed };
        commands.spawn((
            Name::new("Seed on its way"),
            Leaving,
            Mesh2d(board.assets.disc.clone()),
            MeshMaterial2d(material),
            Tint::from(ink),
            Transform::from_translation(start).with_scale(Vec3::splat(PEBBLE)),
            Visibility::default(),
            ChildOf(root),
            tweens,
        ));
        let entry = landed.entry(to).or_insert((0, 0.0));
        *entry = (entry.0 + 1, f32::max(entry.1, leaves + seconds));
    }
    landed
}

/// Puts the seeds that `landed` (see [`fly_seeds`]) on their places, each place's piece showing its new count
/// from the moment its last seed lands: the piece that was there goes then, and the new one appears.
fn settle(
    commands: &mut Commands,
    root: Entity,
    board: &BoardView,
    materials: &mut Assets<ColorMaterial>,
    pieces: &mut std::collections::HashMap<Place, Tracked>,
    seeds: Piece,
    landed: std::collections::BTreeMap<Place, (u16, f32)>,
) {
    for (place, (added, at)) in landed {
        let before = pieces.remove(&place);
        let count = before.as_ref().map_or(0, |b| b.piece.count) + added;
        let piece = Piece { place, count, ..before.as_ref().map_or(seeds, |b| b.piece) };
        if let Some(mut before) = before {
            // Gone the moment the new count appears, after what it was doing.
            let stay = Tween::new(Tweened::Scale { from: Vec2::ONE, to: Vec2::ONE }, EaseFunction::Linear, 0.0);
            before.schedule(stay.then(Then::Despawn).blocking(), at);
            commands.entity(before.entity).insert((Leaving, before.tweens));
        }
        pieces.insert(place, spawn_piece(commands, root, board, piece, materials, Arrive::Appear(at)));
    }
}

/// Sends a piece taken by a move flying off the board towards the side that took it (left for X, right for
/// O), shrinking as it goes, once it has done what it was doing; it is no longer part of the board.
fn fly_off(commands: &mut Commands, mut piece: Tracked, delay: f32, by: Side) {
    let direction = if by == Side::X { -1.0 } else { 1.0 };
    let away = piece.at + Vec3::new(direction * 4.0, 2.0, 0.0);
    let fly = Tween::new(Tweened::Place { from: piece.at, to: away }, EaseFunction::QuadraticIn, FLIGHT_SECONDS);
    let shrink =
        Tween::new(Tweened::Scale { from: Vec2::ONE, to: Vec2::ZERO }, EaseFunction::QuadraticIn, FLIGHT_SECONDS);
    // The flight waits behind what the piece is doing; the shrink starts with it (queued, it would wait for
    // the flight's end instead).
    let busy = piece.busy();
    piece.schedule(fly.blocking(), delay);
    piece.tweens.0.push(shrink.delayed(delay.max(busy)).then(Then::Despawn));
    commands.entity(piece.entity).insert((Leaving, piece.tweens));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Piece as ScenePiece, Player};

    #[test]
    fn each_group_waits_for_what_the_one_before_does() {
        let put = Change::Put { place: 0, piece: ScenePiece::of(Player::One, crate::rules::grid_game::STONE) };
        let turn = |place| Change::Turn { place, to: Player::One };
        // A disc put down, then its turns, a moment apart.
        let reversi = vec![vec![put], vec![turn(1)], vec![turn(2)]];
        assert_eq!(group_starts(&reversi), [0.0, GROUP_SECONDS, 2.0 * GROUP_SECONDS]);
        // Five seeds sown, then the capture once the last has landed, then the slide of a man after it.
        let sow = Change::Sow { from: 0, into: vec![1, 2, 3, 4, 5] };
        let kalah = vec![vec![sow], vec![Change::Gather { from: 5, to: 9, taken: true }], vec![turn(3)]];
        let after_sowing = 5.0 * HOP_SECONDS;
        assert_eq!(group_starts(&kalah), [0.0, after_sowing, after_sowing + FLIGHT_SECONDS / 2.0]);
        let slide = vec![vec![Change::Slide { path: vec![0, 1, 2, 3], becomes: None }], vec![turn(4)]];
        assert_eq!(group_starts(&slide), [0.0, 3.0 * SLIDE_STEP_SECONDS]);
        assert!(group_starts(&Vec::new()).is_empty(), "a pass");
    }
}
