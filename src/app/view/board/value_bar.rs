//! The evaluation bar beside the board, in a game whose board asks for one (`BoardLook::value_bar`: chess,
//! checkers) while the analysis is shown: a bar as tall as the board, split between the two sides' colours
//! where the analysis puts the position's chances (the player at the bottom's share from below), and its
//! value written at the end of the side ahead: "0.4" pawns (a hundred of the game's units), "#3" for a mate
//! in three, "=" for a proven draw. It keeps the last analysis of the match while the next one is worked out
//! (the computer's turn is not analysed), so that it does not flicker.

use bevy::prelude::*;
use bevy::text::LineBreak;

use super::assets::z;
use super::{BoardSystems, BoardView};
use crate::ai::Value;
use crate::app::logic::analysis::Analysis;
use crate::app::logic::persistence::Prefs;
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::theme::{Fonts, Ink, Tint};
use crate::rules::{Game, Player};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_value_bar.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// A part of the bar: its frame and its two sides' shares, and its words.
#[derive(Component)]
struct ValueBarPart;

/// How wide the bar is, and how far its middle is from the board's edge, in cells.
const WIDTH: f32 = 0.3;
const GAP: f32 = 0.42;
/// How big its words are, in cells.
const TEXT: f32 = 0.16;
/// The frame round it, which keeps a light side's share apart from a light background, in cells.
const FRAME: f32 = 0.025;

/// The share of the game's chances the value gives the player it is for, from 0 to 1: a proven win all, a
/// proven loss none, a draw half; an estimate by the logistic curve of the Elo scale, a hundred units (a pawn)
/// worth about 64 % and four hundred 91 %.
pub fn share(value: Value) -> f32 {
    match value {
        Value::Win { .. } | Value::Won => 1.0,
        Value::Loss { .. } | Value::Lost => 0.0,
        Value::Exact(v) | Value::Margin(v) => 0.5 + 0.5 * v.signum() as f32,
        Value::Estimate(v) => 1.0 / (1.0 + 10f32.powf(-(v as f32) / 400.0)),
    }
}

/// The value as the bar writes it for the side ahead: "0.4" (pawns, to a tenth), "#3" (a mate in three of
/// its moves), "=" (a proven draw); `None` for a side behind.
pub fn bar_words(value: Value) -> Option<String> {
    match value {
        Value::Win { plies } => Some(format!("#{}", plies.div_ceil(2))),
        Value::Won => Some("#".into()),
        Value::Exact(0) | Value::Margin(0) => Some("=".into()),
        Value::Estimate(v) if v >= 0 => Some(format!("{:.1}", v as f32 / 100.0)),
        Value::Exact(v) | Value::Margin(v) if v > 0 => Some(format!("{v}")),
        _ => None,
    }
}

/// The value for the other side: a win becomes a loss, an estimate changes sign.
fn for_other(value: Value) -> Value {
    match value {
        Value::Win { plies } => Value::Loss { plies },
        Value::Loss { plies } => Value::Win { plies },
        Value::Won => Value::Lost,
        Value::Lost => Value::Won,
        Value::Exact(v) => Value::Exact(-v),
        Value::Margin(v) => Value::Margin(-v),
        Value::Estimate(v) => Value::Estimate(-v),
    }
}

/// The latest analysis seen: the game it was made in ([`crate::session::Match::number`]), its position's
/// ply, its value and whom the value is for. Kept while the next is worked out.
#[derive(Default)]
struct Shown(Option<(u64, u32, Value, Player)>);

fn show_value_bar(
    mut commands: Commands,
    prefs: Res<Prefs>,
    analysis: Res<Analysis>,
    board: BoardView,
    fonts: Res<Fonts>,
    parts: Query<Entity, With<ValueBarPart>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut shown: Local<Shown>,
) {
    let changed = prefs.is_changed()
        || analysis.is_changed()
        || board.game.is_changed()
        || board.layout.is_changed()
        || board.review.is_changed();
    if !changed {
        return;
    }
    // The analysis of the position as it stands, or the last one of this match until the next comes.
    let game = &board.game;
    if let Some(result) = analysis.current(game) {
        shown.0 = Some((game.number(), game.ply(), result.value(), game.position().to_move()));
    }
    // Not from another game, nor from a position taken back.
    let kept = shown.0.filter(|&(number, ply, ..)| number == game.number() && ply <= game.ply());
    for part in &parts {
        commands.entity(part).despawn();
    }
    let look = board.game.board();
    let (Some(root), Some((_, _, value, mover))) = (board.root(), kept) else { return };
    if !look.value_bar || !prefs.analysis || !board.live() {
        return;
    }
    // From the side of the player at the bottom of the board.
    let near = board.game.near();
    let value = if mover == near { value } else { for_other(value) };
    let below = share(value);
    let (rows, cols) = (look.shape.rows as f32, look.shape.cols as f32);
    let x = -cols / 2.0 - GAP;
    let side_of = |player: Player| board.game.side_of(player);
    let ink = |player: Player| board.game.side_look(side_of(player)).fill;
    let far = near.other();
    // The far side's colour the whole height, the near side's share over it from the bottom.
    let rectangle = |height: f32, bottom: f32, z: f32| {
        Transform::from_translation(Vec3::new(x, bottom + height / 2.0, z)).with_scale(Vec3::new(WIDTH, height, 1.0))
    };
    let mut part = |name: &str, ink: Ink, transform: Transform| {
        commands.spawn((
            Name::new(name.to_string()),
            ValueBarPart,
            Mesh2d(board.assets.square.clone()),
            MeshMaterial2d(materials.add(Color::NONE)),
            Tint::from(ink),
            transform,
            ChildOf(root),
        ));
    };
    let frame = Transform::from_translation(Vec3::new(x, 0.0, z::BOARD)).with_scale(Vec3::new(
        WIDTH + 2.0 * FRAME,
        rows + 2.0 * FRAME,
        1.0,
    ));
    part("Value bar's frame", Ink::TextDim, frame);
    part("Value bar", ink(far), rectangle(rows, -rows / 2.0, z::SQUARES));
    part("Value bar's share", ink(near), rectangle(rows * below, -rows / 2.0, z::TRAIL));
    // The words at the end of the side ahead, in the other side's colour.
    let (words, at_bottom) = match (bar_words(value), bar_words(for_other(value))) {
        (Some(words), _) => (words, true),
        (None, Some(words)) => (words, false),
        (None, None) => return,
    };
    let (y, on) = if at_bottom { (-rows / 2.0 + TEXT, near) } else { (rows / 2.0 - TEXT, far) };
    let written_on = if on == near { far } else { near };
    commands.spawn((
        Name::new("Value bar's words"),
        ValueBarPart,
        Text2d::new(words),
        TextLayout::new(Justify::Center, LineBreak::NoWrap),
        TextFont {
            font: fonts.bold.clone().into(),
            font_size: FontSize::Px((TEXT * board.layout.cell).max(8.0)),
            ..default()
        },
        TextColor::default(),
        Tint::from(ink(written_on)),
        Transform::from_translation(Vec3::new(x, y, z::GRID)).with_scale(Vec3::splat(1.0 / board.layout.cell)),
        ChildOf(root),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_shares_the_chances_as_the_value_gives_them() {
        assert_eq!(share(Value::Win { plies: 3 }), 1.0);
        assert_eq!(share(Value::Loss { plies: 2 }), 0.0);
        assert_eq!(share(Value::Exact(0)), 0.5);
        assert_eq!(share(Value::Estimate(0)), 0.5);
        let pawn = share(Value::Estimate(100));
        assert!((0.63..0.65).contains(&pawn), "{pawn}");
        assert!((share(Value::Estimate(-100)) - (1.0 - pawn)).abs() < 1e-6, "the other side's share");
        assert!(share(Value::Estimate(2_000)) > 0.99);
    }

    #[test]
    fn the_side_ahead_writes_its_value() {
        assert_eq!(bar_words(Value::Estimate(37)).as_deref(), Some("0.4"));
        assert_eq!(bar_words(Value::Estimate(-37)), None);
        assert_eq!(bar_words(for_other(Value::Estimate(-250))).as_deref(), Some("2.5"));
        assert_eq!(bar_words(Value::Win { plies: 5 }).as_deref(), Some("#3"));
        assert_eq!(bar_words(for_other(Value::Loss { plies: 4 })).as_deref(), Some("#2"));
        assert_eq!(bar_words(Value::Exact(0)).as_deref(), Some("="));
    }
}
