//! The move list beside the board: every move in the game's notation (the computer's marked), the latest at
//! the bottom. Clicking one shows the position after it, read-only (the board, the heap and the marks follow;
//! the arrow keys step through the game, Escape or "Back to live" returns). "Copy position" puts the move
//! string on the clipboard (for a match set up from a position, the position shown, in the game's position
//! notation), or in a browser a link to the position in the address bar. Moves are numbered from where the
//! match started, each with the side that made it (a pass or a move again included).

use bevy::prelude::*;

use super::hud::BarPlaced;
use super::labels::Speaks;
use super::theme::{self, ButtonColours, Fonts, Ink, Selected};
use crate::app::geometry::SIDE_BAR;
use crate::app::logic::input::ActionButton;
use crate::app::logic::play::{CurrentMatch, MatchAction, Review, start_match};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::{Said, Words};
use crate::session::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_move_list.after(start_match));
    app.add_systems(Update, list_moves.in_set(AppSystems::Update).run_if(in_state(Screen::Playing)));
}

/// Where the rows of moves go.
#[derive(Component)]
struct MoveRows;

/// The Back to live button, shown while reviewing.
#[derive(Component)]
struct BackToLive;

/// The most moves listed at once: the latest ones (a review can step back further with the arrow keys).
const MOST_ROWS: usize = 14;

fn spawn_move_list(mut commands: Commands, fonts: Res<Fonts>, words: Res<Words>) {
    commands
        .spawn((
            Name::new("Move list"),
            theme::Region(accesskit::Role::Group, Said::new("moves-title")),
            DespawnOnExit(Screen::Playing),
            BarPlaced(|bars, node| (node.top, node.bottom) = (px(bars.top + 12.0), px(bars.bottom + 8.0))),
            Node {
                position_type: PositionType::Absolute,
                right: px(12),
                width: px(SIDE_BAR - 20.0),
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                padding: UiRect::all(px(10)),
                border_radius: BorderRadius::all(px(12)),
                overflow: Overflow::clip(),
                ..default()
            },
            theme::fill(Ink::Panel),
        ))
        .with_children(|list| {
            list.spawn((theme::title(&fonts, words.get("moves-title"), 18.0), Speaks(Said::new("moves-title"))));
            list.spawn((
                MoveRows,
                Node { flex_direction: FlexDirection::Column, row_gap: px(2), flex_grow: 1.0, ..default() },
            ));
            list.spawn(theme::small_button(
                &fonts,
                words.get("moves-copy"),
                ButtonColours::PLAIN,
                (Name::new("Copy position"), ActionButton(MatchAction::CopyPosition), Speaks(Said::new("moves-copy"))),
            ));
            list.spawn((
                BackToLive,
                Node { display: Display::None, ..default() },
                children![theme::small_button(
                    &fonts,
                    words.get("moves-live"),
                    ButtonColours::PRIMARY,
                    (Name::new("Back to live"), ActionButton(MatchAction::Live), Speaks(Said::new("moves-live"))),
                )],
            ));
        });
}

/// One row: the move's number, its side, where it went, and a mark if the computer played it.
fn row_label(words: &Words, game: &CurrentMatch, index: usize) -> String {
    let mv = game.history()[index];
    let side = game.mover_at(index);
    let by_computer = matches!(game.setup().seat(side), Seat::Computer(_));
    let id = if by_computer { "moves-row-computer" } else { "moves-row" };
    // The move in the game's notation (`4`, `h8`), the same in every language.
    let said = Said::new(id)
        .number("number", index as i64 + 1)
        .said("side", game.side_name(side).said())
        .text("move", game.move_text(mv));
    words.say(&said)
}

fn list_moves(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    review: Res<Review>,
    fonts: Res<Fonts>,
    words: Res<Words>,
    rows: Query<Entity, With<MoveRows>>,
    mut back: Query<&mut Node, With<BackToLive>>,
) {
    let Ok(rows) = rows.single() else { return };
    if !game.is_changed() && !review.is_changed() && !words.is_changed() {
        return;
    }
    for mut node in &mut back {
        node.display = if review.0.is_some() { Display::Flex } else { Display::None };
    }
    commands.entity(rows).despawn_children();
    let count = game.history().len();
    let first = count.saturating_sub(MOST_ROWS);
    commands.entity(rows).with_children(|rows| {
        if first > 0 {
            rows.spawn(theme::text(
                &fonts,
                words.with("moves-earlier", &[("count", first.into())]),
                13.0,
                Ink::TextDim,
            ));
        }
        if count == 0 {
            rows.spawn(theme::text(&fonts, words.get("moves-none"), 14.0, Ink::TextDim));
        }
        for index in first..count {
            let label = row_label(&words, &game, index);
            // The position after this move: reviewing it, unless it is the latest (which is the game as it
            // stands).
            let shown = review.0 == Some(index as u32 + 1) || (review.0.is_none() && index + 1 == count);
            let action = MatchAction::ReviewAt(index as u32 + 1);
            let mut row = rows.spawn((
                Button,
                Name::new(format!("Move {}", index + 1)),
                ActionButton(action),
                ButtonColours::PLAIN,
                Node { padding: UiRect::axes(px(8), px(3)), border_radius: BorderRadius::all(px(6)), ..default() },
                BackgroundColor::default(),
                BorderColor::all(Color::NONE),
                children![theme::text(&fonts, label, 13.0, Ink::Text)],
            ));
            if shown {
                row.insert(Selected);
            }
        }
    });
}
