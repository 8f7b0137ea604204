//! What is written on and by the board besides its coordinates: each player's name by their side of it (by the
//! Kalah stores: "You", "Computer"), and 0 on a counted place left empty (a pit or a store without seeds),
//! where the game's descriptor asks for them.

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView, board_text};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::theme::{Fonts, Ink};
use crate::app::words::Words;
use crate::rules::Place;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (name_owners, count_empty_places)
            .in_set(AppSystems::Update)
            .in_set(BoardSystems::Mark)
            .run_if(in_state(Screen::Playing)),
    );
}

/// A player's name by the board.
#[derive(Component)]
struct OwnerName;

/// Where a counted piece writes its count, from its place's centre, in cells (see `pieces`).
pub(super) const COUNT_AT: Vec2 = Vec2::new(0.3, -0.3);

fn name_owners(
    mut commands: Commands,
    board: BoardView,
    words: Res<Words>,
    fonts: Res<Fonts>,
    shown: Query<Entity, With<OwnerName>>,
) {
    if !(board.game.is_changed() || board.layout.is_changed() || words.is_changed()) {
        return;
    }
    shown.iter().for_each(|e| commands.entity(e).despawn());
    let Some(root) = board.root() else { return };
    let cell = board.layout.cell;
    for (at, player) in board.game.board().owner_labels.clone() {
        let called = board.game.called(board.game.side_of(player), ("label-you", "label-computer"));
        let name = words.say(&called);
        let font = (&fonts.bold, (cell * 0.2).clamp(11.0, 18.0));
        commands.spawn((
            Name::new("Owner"),
            OwnerName,
            board_text(name, font, Ink::TextDim, at.extend(z::CURSOR), cell),
            ChildOf(root),
        ));
    }
}

/// A 0 on a counted place with no piece.
#[derive(Component)]
struct EmptyCount(Place);

fn count_empty_places(
    mut commands: Commands,
    board: BoardView,
    fonts: Res<Fonts>,
    mut shown: Query<(Entity, &EmptyCount, &mut Visibility)>,
) {
    if !(board.game.is_changed() || board.layout.is_changed() || board.review.is_changed()) {
        return;
    }
    let descriptor = board.game.descriptor();
    let Some(root) = board.root().filter(|_| board.game.board().counted) else {
        shown.iter().for_each(|(e, ..)| commands.entity(e).despawn());
        return;
    };
    let scene = board.position().scene();
    let empty = |place: Place| scene.at(place).is_none_or(|piece| piece.count == 0);
    if board.layout.is_changed() || shown.is_empty() {
        shown.iter().for_each(|(e, ..)| commands.entity(e).despawn());
        let cell = board.layout.cell;
        for place in 0..scene.places() as Place {
            let at = descriptor.spot(place) + COUNT_AT;
            // As a counted piece writes its count (see `pieces`).
            let font = (&fonts.bold, (cell * 0.22).clamp(11.0, 20.0));
            commands.spawn((
                Name::new("Empty count"),
                EmptyCount(place),
                board_text("0", font, Ink::Count, at.extend(z::PIECE + 0.05), cell),
                if empty(place) { Visibility::Inherited } else { Visibility::Hidden },
                ChildOf(root),
            ));
        }
        return;
    }
    for (_, count, mut visibility) in &mut shown {
        visibility.set_if_neq(if empty(count.0) { Visibility::Inherited } else { Visibility::Hidden });
    }
}
