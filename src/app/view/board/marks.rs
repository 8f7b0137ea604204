//! The marks drawn on the board over the stones: the last move, the winning line, the place under the pointer
//! and the keyboard cursor, and the pieces a move would act on (the bones a take would take, under the pointer
//! or hinted; the hint's own marks are `hint.rs`'s). Each is redrawn from the match when it changes, in the look the
//! game's descriptor gives its marks.

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView, Body, Halo, Leaving, Piece, stone_discs};
use crate::app::games::Hover;
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::input::{HoveredPlace, KeyboardCursor};
use crate::app::logic::persistence::Prefs;
use crate::app::logic::picking::{self, Picked};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::animation::{Tween, Tweened, Tweens};
use crate::app::view::theme::{Ink, Tint};
use crate::rules::{AnyMove, Change, Changes, Cue, Game, Place};
use bevy::math::curve::EaseFunction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_last_move, mark_alerts, mark_win, show_hover, light_pieces, show_landing, show_pick, show_legal)
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Mark)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The dot on the last move.
#[derive(Component)]
struct LastMoveMark;

/// The places of the last move's path (its place alone, for a move of one place), as the position it was
/// played in cues it (the match replays its moves to it, as for a review): the move's place is the last.
fn last_move_path(board: &BoardView) -> Vec<Place> {
    let Some((&mv, before)) = board.history().split_last() else { return Vec::new() };
    match board.game.position_at(before.len()).cue(mv) {
        Cue::Path(path) => path,
        cue => cue.place().into_iter().collect(),
    }
}

/// How strongly the last move's squares are shaded.
const TRAIL_ALPHA: f32 = 0.45;

fn mark_last_move(
    mut commands: Commands,
    board: BoardView,
    marks: Query<Entity, With<LastMoveMark>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !board.game.is_changed() && !board.review.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root() else { return };
    let (marks, path) = (board.game.board().marks, last_move_path(&board));
    if let Some(ink) = marks.trail {
        for &place in &path {
            let (mesh, at) = (board.assets.square.clone(), board.spot(place).extend(z::TRAIL));
            let shade = mark("Last move", (mesh, &mut *materials), ink.with_alpha(TRAIL_ALPHA), (at, 1.0), root);
            commands.spawn((LastMoveMark, shade));
        }
    }
    // In the corner of a cell, in the middle of a disc, or a red dot in the middle of a Go stone.
    let (Some(dot), Some(&place)) = (marks.last, path.last()) else { return };
    let at = (board.spot(place) + dot.at).extend(z::LAST_MOVE);
    let mesh = (board.assets.dot.clone(), &mut *materials);
    commands.spawn((LastMoveMark, mark("Last move", mesh, dot.ink.into(), (at, dot.size), root)));
}

/// A mark on the board: a mesh in a tint (given its own material, which the theme colours), at a point of the
/// board with its depth, at a scale, under the board's root.
fn mark(
    name: &'static str,
    (mesh, materials): (Handle<Mesh>, &mut Assets<ColorMaterial>),
    tint: Tint,
    (at, scale): (Vec3, f32),
    root: Entity,
) -> impl Bundle {
    (
        Name::new(name),
        Mesh2d(mesh),
        MeshMaterial2d(materials.add(Color::NONE)),
        tint,
        Transform::from_translation(at).with_scale(Vec3::splat(scale)),
        ChildOf(root),
    )
}

/// A place the rules call attention to (a king in check), lit in the error's ink under its piece.
#[derive(Component)]
struct AlertMark;

/// How strongly an alerted place is lit.
const ALERT_ALPHA: f32 = 0.6;

fn mark_alerts(
    mut commands: Commands,
    board: BoardView,
    marks: Query<Entity, With<AlertMark>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !board.game.is_changed() && !board.review.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root() else { return };
    for place in board.position().alerted() {
        let (mesh, at) = ((board.mark_mesh(), &mut *materials), board.spot(place).extend(z::HINT));
        commands.spawn((AlertMark, mark("Alert", mesh, Ink::Error.with_alpha(ALERT_ALPHA), (at, COMPELLED), root)));
    }
}

/// The bar across a winning line.
#[derive(Component)]
struct WinLine;

/// How strongly a drawn piece's glow shows when a move would touch the piece.
const HALO_ALPHA: f32 = 0.6;

/// How dim the stones outside the winning line become.
const DIMMED: f32 = 0.35;

fn mark_win(
    mut commands: Commands,
    board: BoardView,
    lines: Query<Entity, With<WinLine>>,
    mut meshes: ResMut<Assets<Mesh>>,
    pieces: Query<(&Piece, &Children), Without<Leaving>>,
    // A drawn piece's glow is unseen until lit: no line dims or restores it.
    parts: Query<&MeshMaterial2d<ColorMaterial>, Without<Halo>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !board.game.is_changed() && !board.review.is_changed() {
        return;
    }
    for line in &lines {
        commands.entity(line).despawn();
    }
    let winning = Some(board.position().winning_places()).filter(|places| !places.is_empty());
    // Every stone at full strength, unless it is left out of the winning line (a win taken back brings them
    // back).
    for (piece, children) in &pieces {
        let dim = winning.as_ref().is_some_and(|places| !places.contains(&piece.place));
        for &child in children {
            let Ok(material) = parts.get(child) else { continue };
            if dim {
                let fade = Tween::new(Tweened::Fade { from: 1.0, to: DIMMED }, EaseFunction::QuadraticOut, 0.4);
                commands.entity(child).insert(Tweens::one(fade.delayed(0.25)));
            } else if let Some(mut m) = materials.get_mut(&material.0)
                && m.color.alpha() < 1.0
            {
                m.color.set_alpha(1.0);
            }
        }
    }
    let (Some(root), Some(places)) = (board.root(), winning) else { return };
    let at = |place: Place| board.spot(place);
    let (first, last) = (at(places[0]), at(places[places.len() - 1]));
    let along = last - first;
    let angle = along.y.atan2(along.x) - std::f32::consts::FRAC_PI_2;
    // From the outer edge of the first stone to the outer edge of the last, with round ends; drawn from the
    // first stone to the last, as a pen would.
    const WIDTH: f32 = 0.16;
    let overhang = 0.3 - WIDTH / 2.0;
    let length = along.length() + 2.0 * overhang;
    let start = first - along.normalize_or_zero() * overhang;
    let draw =
        Tween::new(Tweened::Scale { from: Vec2::new(1.0, 0.0), to: Vec2::ONE }, EaseFunction::QuadraticOut, 0.45);
    commands
        .spawn((
            Name::new("Winning line"),
            WinLine,
            Transform::from_translation(start.extend(z::WIN)).with_rotation(Quat::from_rotation_z(angle)),
            Visibility::default(),
            ChildOf(root),
            Tweens::one(draw),
        ))
        .with_children(|line| {
            // The capsule's long axis is its own y: it reaches from the line's start along it.
            line.spawn((
                Mesh2d(meshes.add(Capsule2d::new(WIDTH / 2.0, length - WIDTH))),
                MeshMaterial2d(board.assets.win.clone()),
                Tint::from(Ink::Win),
                Transform::from_xyz(0.0, length / 2.0, 0.0),
            ));
        });
}

/// The highlight under the pointer, and the keyboard cursor.
#[derive(Component)]
struct HoverMark;

fn show_hover(
    mut commands: Commands,
    hovered: Res<HoveredPlace>,
    cursor: Res<KeyboardCursor>,
    board: BoardView,
    marks: Query<Entity, With<HoverMark>>,
    prefs: Res<Prefs>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let changed = board.game.is_changed() || board.layout.is_changed() || board.review.is_changed();
    if !(hovered.is_changed() || cursor.is_changed() || changed || prefs.is_changed()) {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root() else { return };
    if !board.game.awaits_human() || !board.live() {
        return;
    }
    let descriptor = board.game.descriptor();
    // Without the move preview, the piece about to be played is not shown: the place is shaded.
    let look = match board.game.board().marks.hover {
        Hover::Ghost(_) if !prefs.move_preview => Hover::Shade(Ink::Hover),
        look => look,
    };
    let position = board.game.position();
    // Where a legal move is made (a move of several presses: where its piece is picked).
    let routes = hovered.0.map(|_| picking::routes(position)).unwrap_or_default();
    let playable = |place: Place| routes.iter().any(|route| route.path.first() == Some(&place));
    if let Some(place) = hovered.0.filter(|&place| playable(place) && look != Hover::Pieces) {
        let (at, size) = descriptor.place(place).rect;
        if let Hover::Ghost(alpha) = look {
            // On a Go board, the stone about to be played, half seen.
            let style = board.game.side_look(board.game.side_to_move());
            commands
                .spawn((
                    Name::new("Hover"),
                    HoverMark,
                    Transform::from_translation(at.extend(z::HOVER_STONE)),
                    Visibility::default(),
                    ChildOf(root),
                ))
                .with_children(|p| stone_discs(p, &board.assets, &mut materials, &style, alpha));
        } else if let Hover::Shade(hover_ink) | Hover::Waiting(hover_ink) = look {
            commands.spawn((
                Name::new("Hover"),
                HoverMark,
                Mesh2d(board.assets.square.clone()),
                MeshMaterial2d(materials.add(Color::NONE)),
                Tint::from(hover_ink),
                Transform::from_translation(at.extend(z::HOVER)).with_scale(size.extend(1.0)),
                ChildOf(root),
            ));
        }
        if let Hover::Waiting(_) = look {
            // The disc waiting to drop, above the column.
            let y = (board.layout.shape.rows as f32 + 1.0) / 2.0 + 0.05;
            let ink = board.game.side_look(board.game.side_to_move()).fill;
            commands.spawn((
                Name::new("Waiting stone"),
                HoverMark,
                Mesh2d(board.assets.disc.clone()),
                MeshMaterial2d(materials.add(Color::NONE)),
                Tint::from(ink),
                Transform::from_xyz(at.x, y, z::PIECE).with_scale(Vec3::splat(0.7)),
                ChildOf(root),
            ));
        }
    }
    if let (Some(place), true) = (cursor.place, cursor.visible) {
        let (at, size) = descriptor.place(place).rect;
        // A frame of four thin bars around the place.
        let parent = commands
            .spawn((
                Name::new("Keyboard cursor"),
                HoverMark,
                Transform::from_translation(at.extend(z::CURSOR)),
                Visibility::default(),
                ChildOf(root),
            ))
            .id();
        let w = 0.06;
        for (offset, scale) in [
            (Vec2::new(0.0, size.y / 2.0), Vec2::new(size.x + w, w)),
            (Vec2::new(0.0, -size.y / 2.0), Vec2::new(size.x + w, w)),
            (Vec2::new(size.x / 2.0, 0.0), Vec2::new(w, size.y + w)),
            (Vec2::new(-size.x / 2.0, 0.0), Vec2::new(w, size.y + w)),
        ] {
            commands.spawn((
                Mesh2d(board.assets.square.clone()),
                MeshMaterial2d(board.assets.cursor.clone()),
                Tint::from(Ink::Cursor),
                Transform::from_translation(offset.extend(0.0)).with_scale(scale.extend(1.0)),
                ChildOf(parent),
            ));
        }
    }
}

/// The places of the pieces a move would act on in `position` (see [`crate::rules::Change::acts_on`]).
fn acted_on(position: &crate::rules::AnyGame, mv: AnyMove) -> Vec<Place> {
    position.changes(mv).iter().flatten().filter_map(|change| change.acts_on()).collect()
}

/// Lights the pieces a move would act on: the move under the pointer or the visible keyboard cursor in the
/// winning ink (in the error's where the rules refuse it: a take of too many bones), the hinted move's in
/// the hint's. Every other piece has its own ink.
fn light_pieces(
    hovered: Res<HoveredPlace>,
    cursor: Res<KeyboardCursor>,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    prefs: Res<Prefs>,
    board: BoardView,
    pieces: Query<(&Piece, &Children), Without<Leaving>>,
    mut parts: Query<(&Body, &mut Tint)>,
    mut halos: Query<&mut Tint, (With<Halo>, Without<Body>)>,
) {
    let changed = board.game.is_changed() || board.review.is_changed() || hint.is_changed() || prefs.is_changed();
    if !(hovered.is_changed() || cursor.is_changed() || analysis.is_changed() || changed) {
        return;
    }
    let position = board.game.position();
    // The pieces a move would act on light up with the move preview on; where they are all the pointer
    // shows (a take of bones), always.
    let preview = prefs.move_preview || board.game.board().marks.hover == Hover::Pieces;
    let live = board.live() && board.game.awaits_human() && preview;
    let aimed = hovered.0.or(cursor.place.filter(|_| cursor.visible)).filter(|_| live);
    let aimed = aimed.and_then(|place| position.aimed(place));
    let aimed = aimed.map(|mv| (acted_on(position, mv), position.check_move(mv).is_ok()));
    let hinted = hint.mv(&board.game, &analysis).filter(|_| board.live()).map(|mv| acted_on(position, mv));
    for (piece, children) in &pieces {
        let aimed_at = aimed.as_ref().filter(|(places, _)| places.contains(&piece.place));
        let ink = match aimed_at {
            Some((_, true)) => Some(Ink::Win),
            _ if hinted.as_ref().is_some_and(|places| places.contains(&piece.place)) => Some(Ink::Hint),
            Some((_, false)) => Some(Ink::Error),
            None => None,
        };
        for &child in children {
            // A drawing keeps its artist's colours: the glow behind it shows in the ink that lights it.
            if let Ok(mut tint) = halos.get_mut(child) {
                let wanted = ink.map_or(Tint { ink: tint.ink, alpha: 0.0 }, |ink| Tint { ink, alpha: HALO_ALPHA });
                if *tint != wanted {
                    *tint = wanted;
                }
            }
            let Ok((body, mut tint)) = parts.get_mut(child) else { continue };
            let wanted = ink.unwrap_or(body.0);
            if tint.ink != wanted {
                tint.ink = wanted;
            }
        }
    }
}

/// A ring round the place where the move under the pointer or the visible cursor ends up: a sowing's last
/// seed, where a player counting seeds would look (in one's store: another move; in an empty pit: a capture).
#[derive(Component)]
struct LandingMark;

/// How big the landing ring is, in cells: round a pit's edge.
const LANDING_RING: f32 = 1.15;

fn show_landing(
    mut commands: Commands,
    hovered: Res<HoveredPlace>,
    cursor: Res<KeyboardCursor>,
    board: BoardView,
    marks: Query<Entity, With<LandingMark>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !(hovered.is_changed() || cursor.is_changed() || board.game.is_changed() || board.review.is_changed()) {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root().filter(|_| board.live() && board.game.awaits_human()) else { return };
    let position = board.game.position();
    let aimed = hovered.0.or(cursor.place.filter(|_| cursor.visible));
    let aimed = aimed.and_then(|place| position.aimed(place));
    let Some(place) = aimed.filter(|&mv| position.check_move(mv).is_ok()).and_then(|mv| landing(&position.changes(mv)))
    else {
        return;
    };
    commands.spawn((
        Name::new("Landing"),
        LandingMark,
        Mesh2d(board.assets.ring.clone()),
        MeshMaterial2d(materials.add(Color::NONE)),
        Ink::Win.with_alpha(0.8),
        Transform::from_translation(board.spot(place).extend(z::HINT)).with_scale(Vec3::splat(LANDING_RING)),
        ChildOf(root),
    ));
}

/// Where a move's first sowing drops its last seed, if it sows.
fn landing(changes: &Changes) -> Option<Place> {
    changes.first()?.iter().rev().find_map(|change| match change {
        Change::Sow { into, .. } => into.last().copied(),
        _ => None,
    })
}

/// A small dot on each place where the person to move may play, on boards whose marks ask for them; not where
/// the analysis overlay shows the move's value, whose tint marks the place already (the dot would sit under
/// its words).
#[derive(Component)]
struct LegalMark;

/// How big a legal move's dot is, in cells.
const LEGAL_DOT: f32 = 0.2;
/// How much of its square the light on a piece the rules compel to move covers (the corners show round the
/// piece), and how strong it is.
const COMPELLED: f32 = 0.96;
const COMPELLED_ALPHA: f32 = 0.55;

fn show_legal(
    mut commands: Commands,
    board: BoardView,
    marks: Query<Entity, With<LegalMark>>,
    prefs: Res<Prefs>,
    analysis: Res<Analysis>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !board.game.is_changed() && !board.review.is_changed() && !prefs.is_changed() && !analysis.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root().filter(|_| board.live() && board.game.awaits_human()) else { return };
    let position = board.game.position();
    // The squares of the pieces the rules compel to move (those that must jump), lit round the piece: a rule
    // of the position, shown whether the legal moves' dots are or not.
    for place in position.compelled() {
        commands.spawn((
            Name::new("Compelled"),
            LegalMark,
            Mesh2d(board.assets.square.clone()),
            MeshMaterial2d(materials.add(Color::NONE)),
            Ink::Hint.with_alpha(COMPELLED_ALPHA),
            Transform::from_translation(board.spot(place).extend(z::HINT)).with_scale(Vec3::splat(COMPELLED)),
            ChildOf(root),
        ));
    }
    let Some(ink) = board.game.board().marks.legal.filter(|_| prefs.legal_moves) else { return };
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let valued: Vec<AnyMove> =
        if prefs.analysis { analysis.values(&board.game).iter().map(|v| v.mv).collect() } else { Vec::new() };
    moves.retain(|mv| !valued.contains(mv));
    for place in moves.into_iter().filter_map(|mv| position.cue(mv).place()) {
        commands.spawn((
            Name::new("Legal move"),
            LegalMark,
            Mesh2d(board.assets.disc.clone()),
            MeshMaterial2d(materials.add(Color::NONE)),
            Tint::from(ink),
            Transform::from_translation(board.spot(place).extend(z::HINT)).with_scale(Vec3::splat(LEGAL_DOT)),
            ChildOf(root),
        ));
    }
}

/// The piece picked for a move of several presses (and the landings pressed on its way), and a dot on each
/// place it can go next (a ring round a piece it would take there).
#[derive(Component)]
struct PickMark;

/// How big a dot on a place the picked piece can go to is, in cells.
const LANDING_DOT: f32 = 0.28;

fn show_pick(
    mut commands: Commands,
    picked: Res<Picked>,
    board: BoardView,
    marks: Query<Entity, With<PickMark>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !picked.is_changed() && !board.game.is_changed() && !board.review.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root().filter(|_| board.live() && !picked.0.is_empty()) else { return };
    let mut mark = |place: Place, mesh: Handle<Mesh>, ink: Ink, alpha: f32, size: f32| {
        commands.spawn((
            Name::new("Pick"),
            PickMark,
            Mesh2d(mesh),
            MeshMaterial2d(materials.add(Color::NONE)),
            ink.with_alpha(alpha),
            Transform::from_translation(board.spot(place).extend(z::HINT)).with_scale(Vec3::splat(size)),
            ChildOf(root),
        ));
    };
    for &place in &picked.0 {
        mark(place, board.mark_mesh(), Ink::Win, 0.45, 0.94);
    }
    // A dot on an empty place, a ring round a piece that would be taken there (chess's captures).
    let scene = board.game.position().scene();
    for place in picking::landings(&picked.0, &picking::routes(board.game.position())) {
        match scene.at(place) {
            Some(_) => mark(place, board.assets.target.clone(), Ink::Hint, 0.85, 1.0),
            None => mark(place, board.assets.disc.clone(), Ink::Hint, 0.85, LANDING_DOT),
        }
    }
}
