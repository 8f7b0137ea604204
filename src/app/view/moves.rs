//! The move list beside the board: every move in the game's notation in two columns, the first player's and
//! the second's, a row a pair of turns numbered from where the match started (a turn of several moves, a
//! move again, in one cell; a pass as a move), the latest at the bottom and the list scrolling to it; the
//! computer's column is said in its header and its moves are in a quieter ink. Clicking a move shows the
//! position after it, read-only (the board, the heap and the marks follow; the arrow keys step through the
//! game, Escape or "Back to live" returns). "Copy position" puts the move string on the clipboard (for a match
//! set up from a position, the position shown, in the game's position notation), or in a browser a link to
//! the position in the address bar; "Copy game", for a game written as records (checkers' PDN), puts the
//! whole match as one on the clipboard, or downloads it in a browser; "Paste" starts a match from a
//! position, moves or a game record on the clipboard.

use bevy::prelude::*;

use super::clocks::ClockSlot;
use super::hud::BarPlaced;
use super::labels::Speaks;
use super::scroll::Scrolls;
use super::theme::{self, ButtonColours, Fonts, Ink, SaidAs, Selected};
use crate::app::geometry::SIDE_BAR;
use crate::app::logic::input::ActionButton;
use crate::app::logic::play::{CurrentMatch, MatchAction, Review, start_match};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::{Said, Words};
use crate::rules::{Game, Player};
use crate::session::{Seat, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_move_list.after(start_match));
    app.add_systems(Update, list_moves.in_set(AppSystems::Update).run_if(in_state(Screen::Playing)));
    app.add_systems(PostUpdate, keep_shown_move_in_view.after(bevy::ui::UiSystems::PostLayout));
}

/// Where the rows of moves go: a node that scrolls.
#[derive(Component)]
struct MoveRows;

/// The Back to live button, shown while reviewing.
#[derive(Component)]
struct BackToLive;

/// How wide a row's number is, and each of its two columns, in logical pixels: together the list's width.
const NUMBER_WIDTH: f32 = 30.0;
const COLUMN_WIDTH: f32 = 70.0;
/// How high the pieces a side took are drawn under its name.
const TAKEN_SIZE: f32 = 18.0;

fn spawn_move_list(mut commands: Commands, fonts: Res<Fonts>, words: Res<Words>, game: Res<CurrentMatch>) {
    // Copy game, where the game is written as records (checkers' PDN).
    let records = game.setup().spec.record_format().is_some();
    commands
        .spawn((
            Name::new("Move list"),
            // A press on the panel is the panel's, not a press off the board.
            Interaction::default(),
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
            // The clocks, in a match played on one (`view/clocks.rs`).
            list.spawn((ClockSlot, Node::default()));
            list.spawn((
                LineName,
                theme::text(&fonts, String::new(), 13.0, Ink::TextDim),
                Node { display: Display::None, ..default() },
            ));
            // Grows to what is left of the panel and scrolls (the wheel, and to the move shown).
            list.spawn((
                MoveRows,
                Scrolls,
                Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(1),
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    min_height: px(0),
                    overflow: Overflow::scroll_y(),
                    ..default()
                },
            ));
            list.spawn(theme::small_button(
                &fonts,
                words.get("moves-copy"),
                ButtonColours::PLAIN,
                (Name::new("Copy position"), ActionButton(MatchAction::CopyPosition), Speaks(Said::new("moves-copy"))),
            ));
            if records {
                list.spawn(theme::small_button(
                    &fonts,
                    words.get("moves-copy-game"),
                    ButtonColours::PLAIN,
                    (Name::new("Copy game"), ActionButton(MatchAction::CopyGame), Speaks(Said::new("moves-copy-game"))),
                ));
            }
            list.spawn(theme::small_button(
                &fonts,
                words.get("moves-paste"),
                ButtonColours::PLAIN,
                (Name::new("Paste"), ActionButton(MatchAction::Paste), Speaks(Said::new("moves-paste"))),
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

/// The name of the line the position shown is in (chess's opening), under the list's title: shown where the
/// game names its lines and this one has a name.
#[derive(Component)]
struct LineName;

/// The moves of the match, turn by turn: each turn one side's moves in a row (more than one where it moves
/// again, as Kalah's sowings), the first player's turn and the second's side by side a row. A match set up with
/// the second player to move starts with the first player's cell empty.
pub fn turn_rows(movers: &[Player]) -> Vec<[Vec<usize>; 2]> {
    let mut rows: Vec<[Vec<usize>; 2]> = Vec::new();
    for (index, &mover) in movers.iter().enumerate() {
        let column = usize::from(mover == Player::Two);
        let continues = index > 0 && movers[index - 1] == mover;
        match rows.last_mut() {
            // The same turn goes on, or the second player's turn joins the first's row.
            Some(row) if continues || (column == 1 && row[1].is_empty()) => row[column].push(index),
            _ => {
                let mut row: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
                row[column].push(index);
                rows.push(row);
            }
        }
    }
    rows
}

/// Who made each move of the match, in order.
fn movers(game: &CurrentMatch) -> Vec<Player> {
    let mut position = game.start_position();
    game.history()
        .iter()
        .map(|&mv| {
            let mover = position.to_move();
            position.play(mv);
            mover
        })
        .collect()
}

/// A move as a screen reader says it: its number, its side, the move, and whether the computer made it.
fn spoken_move(words: &Words, game: &CurrentMatch, texts: &[String], index: usize, side: Side) -> String {
    let by_computer = matches!(game.setup().seat(side), Seat::Computer(_));
    let id = if by_computer { "moves-row-computer" } else { "moves-row" };
    let said = Said::new(id)
        .number("number", index as i64 + 1)
        .said("side", game.side_name(side).said())
        .text("move", texts[index].clone());
    words.say(&said)
}

/// The list again whenever the match, the position reviewed or the language changes: a header with each
/// column's side and who plays it, then a row a pair of turns, each move a button that shows the position
/// after it. The computer's moves are in a quieter ink, as its column's header says.
fn list_moves(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    review: Res<Review>,
    fonts: Res<Fonts>,
    words: Res<Words>,
    rows: Query<Entity, With<MoveRows>>,
    mut back: Query<&mut Node, (With<BackToLive>, Without<LineName>)>,
    mut names: Query<(&mut Text, &mut Node), With<LineName>>,
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
    let texts = game.move_texts();
    let sides = [game.first(), game.first().other()];
    let shown_ply = review.0.map_or(count, |ply| ply as usize);
    let name = game.line_name_at(shown_ply);
    for (mut text, mut node) in &mut names {
        node.display = if name.is_some() { Display::Flex } else { Display::None };
        text.0 = name.clone().unwrap_or_default();
    }
    commands.entity(rows).with_children(|list| {
        if count == 0 {
            list.spawn(theme::text(&fonts, words.get("moves-none"), 14.0, Ink::TextDim));
            return;
        }
        list.spawn(Node { flex_direction: FlexDirection::Row, flex_shrink: 0.0, ..default() }).with_children(
            |header| {
                header.spawn(Node { width: px(NUMBER_WIDTH), ..default() });
                for side in sides {
                    let seat = match game.setup().seat(side) {
                        Seat::Human => words.get("moves-person"),
                        Seat::Computer(_) => words.get("moves-computer"),
                    };
                    header
                        .spawn(Node { width: px(COLUMN_WIDTH), flex_direction: FlexDirection::Column, ..default() })
                        .with_children(|cell| {
                            cell.spawn(theme::title_in(
                                &fonts,
                                words.say(&game.side_name(side).said()),
                                13.0,
                                Ink::Text,
                            ));
                            cell.spawn(theme::text(&fonts, seat, 11.0, Ink::TextDim));
                            // What the side is ahead by: the other side's pieces it took, and its lead.
                            let Some(ahead) = game.ahead_at(shown_ply, side) else { return };
                            let wrapping = Node {
                                flex_wrap: FlexWrap::Wrap,
                                align_items: AlignItems::Center,
                                column_gap: px(2),
                                min_height: px(TAKEN_SIZE + 3.0),
                                ..default()
                            };
                            cell.spawn(wrapping).with_children(|row| {
                                for &kind in &ahead.taken {
                                    // As the board draws it.
                                    let style = game.look(Some(side.other()), kind, 1);
                                    let Some(drawing) = style.drawing() else { continue };
                                    row.spawn(super::art::chip(drawing, TAKEN_SIZE));
                                }
                                if let Some(lead) = ahead.lead {
                                    row.spawn(theme::text(&fonts, format!("+{lead}"), 11.0, Ink::TextDim));
                                }
                            });
                        });
                }
            },
        );
        for (number, turns) in turn_rows(&movers(&game)).into_iter().enumerate() {
            let mut row = list.spawn(Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                flex_shrink: 0.0,
                ..default()
            });
            row.with_children(|row| {
                row.spawn((
                    Node { width: px(NUMBER_WIDTH), ..default() },
                    children![theme::text(&fonts, format!("{}.", number + 1), 12.0, Ink::TextDim)],
                ));
                for (column, moves) in turns.iter().enumerate() {
                    let side = sides[column];
                    let quiet = !game.setup().seat(side).is_human();
                    row.spawn(Node { width: px(COLUMN_WIDTH), flex_wrap: FlexWrap::Wrap, ..default() }).with_children(
                        |cell| {
                            for &index in moves {
                                // The move shown is on the accent, where only the full ink reads.
                                let shown = index + 1 == shown_ply;
                                let ink = if quiet && !shown { Ink::TextDim } else { Ink::Text };
                                let mut button = cell.spawn((
                                    Button,
                                    Name::new(format!("Move {}", index + 1)),
                                    ActionButton(MatchAction::ReviewAt(index as u32 + 1)),
                                    ButtonColours::PLAIN,
                                    SaidAs(spoken_move(&words, &game, &texts, index, side)),
                                    Node {
                                        padding: UiRect::axes(px(5), px(2)),
                                        border_radius: BorderRadius::all(px(5)),
                                        ..default()
                                    },
                                    BackgroundColor::default(),
                                    BorderColor::all(Color::NONE),
                                    children![theme::text(&fonts, texts[index].clone(), 13.0, ink)],
                                ));
                                // The position shown is after this move: the one reviewed, or the latest.
                                if shown {
                                    button.insert((Selected, ShownMove));
                                }
                            }
                        },
                    );
                }
            });
        }
    });
}

/// The move whose position the board shows: kept in view in the list.
#[derive(Component)]
struct ShownMove;

/// Scrolls the list so that the move shown is in view (the latest as the game goes on, the one reviewed), once
/// the list is laid out.
fn keep_shown_move_in_view(
    shown: Query<(&ComputedNode, &UiGlobalTransform), Added<ShownMove>>,
    mut list: Query<(&ComputedNode, &UiGlobalTransform, &mut ScrollPosition), With<MoveRows>>,
) {
    let (Ok((node, at)), Ok((outer, outer_at, mut position))) = (shown.single(), list.single_mut()) else { return };
    // In physical pixels: where the move is against the list's window onto its rows.
    let (top, bottom) = (at.translation.y - node.size.y / 2.0, at.translation.y + node.size.y / 2.0);
    let (view_top, view_bottom) =
        (outer_at.translation.y - outer.size.y / 2.0, outer_at.translation.y + outer.size.y / 2.0);
    let shift = if top < view_top {
        top - view_top
    } else if bottom > view_bottom {
        bottom - view_bottom
    } else {
        return;
    };
    position.y = (position.y + shift * outer.inverse_scale_factor).max(0.0);
}
