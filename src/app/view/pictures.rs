//! How to play's pictures: a move of a game's [`Picture`](crate::app::games::Picture) drawn before and after, as small boards of interface
//! nodes laid out where the game's descriptor places each place (its targets' rectangles), with each place's
//! count of pieces written in it. The place played is ringed before the move; the places the move changed,
//! after it.

use bevy::prelude::*;

use super::theme::{self, Fonts, Ink, Reads};
use crate::app::games::{GameDescriptor, Surface, Target};
use crate::app::words::Words;
use crate::rules::{AnyGame, Cue, Game, Place, Player};
use crate::session::Side;

/// Pixels a board unit (a cell of the descriptor's layout).
const UNIT: f32 = 26.0;
/// How wide a picture's column is, words and all.
const WIDTH: f32 = 230.0;

/// The pictures side by side, each a column: the board before, an arrow, the board after, the caption.
pub(super) fn spawn(card: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, described: &dyn GameDescriptor) {
    let pictures = described.pictures();
    if pictures.is_empty() {
        return;
    }
    card.spawn(Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: px(18),
        row_gap: px(12),
        max_width: px(3.0 * WIDTH + 36.0),
        ..default()
    })
    .with_children(|row| {
        for picture in &pictures {
            let mut after = picture.before.clone();
            after.play(picture.mv);
            let played = match picture.before.cue(picture.mv) {
                Cue::Place(place) => vec![place],
                Cue::Path(path) => path,
                Cue::Nowhere => Vec::new(),
            };
            let changed = changed_places(&picture.before, &after);
            row.spawn(Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                width: px(WIDTH),
                ..default()
            })
            .with_children(|column| {
                board(column, fonts, described, &picture.before, &played);
                column.spawn(theme::text(fonts, "↓", 14.0, Ink::TextDim));
                board(column, fonts, described, &after, &changed);
                column.spawn((Reads, theme::text(fonts, words.say(&picture.caption), 14.0, Ink::Text)));
            });
        }
    });
}

/// The places whose pieces differ between two positions of a game.
fn changed_places(before: &AnyGame, after: &AnyGame) -> Vec<Place> {
    let (before, after) = (before.scene(), after.scene());
    (0..before.places() as Place).filter(|&place| before.at(place) != after.at(place)).collect()
}

/// One small board: its surface, each place's hollow (ringed if `marked`), and the count of pieces on it.
fn board(
    parent: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    described: &dyn GameDescriptor,
    position: &AnyGame,
    marked: &[Place],
) {
    let shape = described.shape();
    let size = Vec2::new(shape.cols as f32, shape.rows as f32) * UNIT;
    let surface = match described.dressing().surface {
        Surface::Frame => Ink::GravityBoard,
        Surface::GoWood => Ink::GoBoard,
        Surface::Felt => Ink::Felt,
        Surface::Wood => Ink::Board,
        Surface::Table => Ink::Panel,
    };
    let scene = position.scene();
    parent
        .spawn((
            Node { width: px(size.x), height: px(size.y), border_radius: BorderRadius::all(px(8)), ..default() },
            theme::fill(surface),
        ))
        .with_children(|board| {
            for place in 0..scene.places() as Place {
                let (centre, extent) = described.target_rect(Target(place as usize));
                let extent = extent * UNIT;
                // Board units have y up and the origin in the middle; a node's offsets run from the top left.
                let left = size.x / 2.0 + centre.x * UNIT - extent.x / 2.0;
                let top = size.y / 2.0 - centre.y * UNIT - extent.y / 2.0;
                let ring = if marked.contains(&place) { 2.0 } else { 0.0 };
                let piece = scene.at(place);
                let ink = match piece.and_then(|p| p.owner) {
                    Some(player) => {
                        let side = if player == Player::One { Side::X } else { Side::O };
                        Ink::of_side(described.piece(side, player), side)
                    }
                    None => Ink::Hollow,
                };
                if ring > 0.0 {
                    board.spawn((
                        Node {
                            position_type: PositionType::Absolute,
                            left: px(left - ring),
                            top: px(top - ring),
                            width: px(extent.x + 2.0 * ring),
                            height: px(extent.y + 2.0 * ring),
                            border_radius: BorderRadius::MAX,
                            ..default()
                        },
                        theme::fill(Ink::Hint),
                    ));
                }
                board
                    .spawn((
                        Node {
                            position_type: PositionType::Absolute,
                            left: px(left),
                            top: px(top),
                            width: px(extent.x),
                            height: px(extent.y),
                            border_radius: BorderRadius::MAX,
                            justify_content: JustifyContent::Center,
                            align_items: AlignItems::Center,
                            ..default()
                        },
                        theme::fill(ink),
                    ))
                    .with_children(|hollow| {
                        if let Some(piece) = piece.filter(|p| p.owner.is_none()) {
                            hollow.spawn(theme::title_in(fonts, piece.count.to_string(), 11.0, Ink::Text));
                        }
                    });
            }
        });
}
