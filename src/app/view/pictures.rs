//! How to play's pictures: a move of a game's [`Picture`](crate::app::games::Picture) drawn before and after, as
//! small boards of interface nodes drawn as the board is drawn: the descriptor's surface, lines, holes and
//! hollows in their inks, each piece in its look (a stone with its rim, a disc with its edge), counts on their
//! places, and who is to move under each board (which is all a pass changes). The place played is ringed before
//! the move; the places the move changed, after it.

use bevy::prelude::*;

use super::theme::{self, Fonts, Ink, Reads};
use crate::app::games::{GameDescriptor, Lines, Marking, PieceStyle, Shape};
use crate::app::words::Words;
use crate::rules::{AnyGame, Cue, Game, Place, Player};
use crate::session::Side;

/// Pixels a board unit (a cell of the descriptor's layout).
const UNIT: f32 = 26.0;
/// How wide a picture's column is, words and all.
const WIDTH: f32 = 230.0;

/// The pictures side by side, each a column: the board before, an arrow, the board after, the caption.
pub(super) fn spawn(card: &mut ChildSpawnerCommands, fonts: &Fonts, words: &Words, described: &dyn GameDescriptor) {
    let pictures = described.how_to_play().pictures;
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
                board(column, fonts, words, described, &picture.before, &played);
                column.spawn(theme::text(fonts, "↓", 14.0, Ink::TextDim));
                board(column, fonts, words, described, &after, &changed);
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

/// A node placed by its centre and size, in pixels from the top left of a picture of `size`, where board units
/// have y up and the origin in the middle.
fn placed(size: Vec2, centre: Vec2, extent: Vec2) -> Node {
    let left = size.x / 2.0 + centre.x * UNIT - extent.x / 2.0;
    let top = size.y / 2.0 - centre.y * UNIT - extent.y / 2.0;
    Node {
        position_type: PositionType::Absolute,
        left: px(left),
        top: px(top),
        width: px(extent.x),
        height: px(extent.y),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}

/// A round node of an ink, placed as [`placed`] says.
fn round(size: Vec2, centre: Vec2, diameter: f32, ink: Ink) -> impl Bundle {
    (Node { border_radius: BorderRadius::MAX, ..placed(size, centre, Vec2::splat(diameter)) }, theme::fill(ink))
}

/// The width of a line or an edge in a picture, in pixels, and of the ring round a marked place.
const LINE_PX: f32 = 1.5;
const MARK_PX: f32 = 3.0;

/// One small board, drawn as the board is (its surface, its lines, holes and hollows, each piece in its look
/// and ink, a rim where the board gives one), the places in `marked` ringed, and under it who is to move.
fn board(
    parent: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    words: &Words,
    described: &dyn GameDescriptor,
    position: &AnyGame,
    marked: &[Place],
) {
    let look = described.board();
    let (shape, dressing) = (look.shape, look.dressing);
    let (rows, cols) = (shape.rows as f32, shape.cols as f32);
    let size = Vec2::new(cols, rows) * UNIT;
    let surface = dressing.surface.ink.unwrap_or(Ink::Panel);
    let line = dressing.surface.lines;
    let scene = position.scene();
    parent
        .spawn((
            Node { width: px(size.x), height: px(size.y), border_radius: BorderRadius::all(px(4)), ..default() },
            theme::fill(surface),
        ))
        .with_children(|board| {
            // The chequer's dark squares, then the lines, as the board draws them.
            for cell in 0..shape.rows * shape.cols {
                if let Some(dark) = dressing.dark_square(cell, shape.cols) {
                    board.spawn((placed(size, shape.cell_local(cell), Vec2::splat(UNIT)), theme::fill(dark)));
                }
            }
            let mut rule =
                |centre: Vec2, extent: Vec2| _ = board.spawn((placed(size, centre, extent), theme::fill(line)));
            match dressing.lines {
                Lines::None => {}
                Lines::BetweenCells | Lines::RoundCells => {
                    let edges = dressing.lines == Lines::RoundCells;
                    for c in (0..=shape.cols).filter(|&c| edges || (c > 0 && c < shape.cols)) {
                        rule(Vec2::new(c as f32 - cols / 2.0, 0.0), Vec2::new(LINE_PX, size.y));
                    }
                    for r in (0..=shape.rows).filter(|&r| edges || (r > 0 && r < shape.rows)) {
                        rule(Vec2::new(0.0, rows / 2.0 - r as f32), Vec2::new(size.x, LINE_PX));
                    }
                }
                Lines::ThroughPlaces => {
                    for c in 0..shape.cols {
                        let x = c as f32 - (cols - 1.0) / 2.0;
                        rule(Vec2::new(x, 0.0), Vec2::new(LINE_PX, size.y - UNIT));
                    }
                    for r in 0..shape.rows {
                        let y = (rows - 1.0) / 2.0 - r as f32;
                        rule(Vec2::new(0.0, y), Vec2::new(size.x - UNIT, LINE_PX));
                    }
                }
            }
            // A ring round each marked place, under its hole or hollow and its piece, which show within it.
            for &place in marked {
                let centre = described.spot(place);
                // Round a piece's edge, reaching a little into the neighbours: seen round a stone too.
                board.spawn(round(size, centre, UNIT + MARK_PX, Ink::Hint));
                board.spawn(round(size, centre, UNIT - MARK_PX, surface));
            }
            if let Some(hole) = dressing.holes {
                for cell in 0..shape.rows * shape.cols {
                    board.spawn(round(size, shape.cell_local(cell), 0.82 * UNIT, hole));
                }
            }
            for &(centre, extent) in &dressing.hollows {
                let edged = extent * UNIT + Vec2::splat(2.0 * LINE_PX);
                let radius = BorderRadius::all(px(edged.x.min(edged.y) / 2.0));
                board.spawn((Node { border_radius: radius, ..placed(size, centre, edged) }, theme::fill(line)));
                let radius = BorderRadius::all(px(extent.x.min(extent.y) * UNIT / 2.0));
                board.spawn((
                    Node { border_radius: radius, ..placed(size, centre, extent * UNIT) },
                    theme::fill(dressing.hollow),
                ));
            }
            for place in 0..scene.places() as Place {
                let centre = described.spot(place);
                let Some(piece) = scene.at(place) else { continue };
                let side = piece.owner.map(|player| if player == Player::One { Side::X } else { Side::O });
                let style = described.look(&piece, side);
                spawn_piece(board, (fonts, surface), (size, centre), &style);
                // A count (a pit's seeds), written on its place.
                if style.count {
                    board.spawn(placed(size, centre, Vec2::splat(UNIT))).with_children(|at| {
                        at.spawn(theme::title_in(fonts, piece.count.to_string(), 11.0, Ink::Count));
                    });
                }
            }
        });
    // Who moves next: what a pass changes, where nothing on the board does.
    let player = position.to_move();
    let side = if player == Player::One { Side::X } else { Side::O };
    let name = described.side_name(side, Some(player));
    if position.outcome().is_none() {
        let to_move = words.with("hud-to-move", &[("side", words.say(&name.said()).into())]);
        parent.spawn(theme::text(fonts, to_move, 12.0, Ink::TextDim));
    }
}

/// A piece as the board draws it, small: a stone with its rim, a disc with its edge, a cross or a ring, with
/// its marking and its emblem, or its drawing. Heaps' bones and pits' pebbles are not drawn (a pit's count is written).
fn spawn_piece(
    board: &mut ChildSpawnerCommands,
    (fonts, surface): (&Fonts, Ink),
    (size, centre): (Vec2, Vec2),
    style: &PieceStyle,
) {
    let diameter = super::board::STONE * UNIT;
    match style.shape {
        Shape::Stone | Shape::Disc => match style.edge {
            Some(rim) => {
                board.spawn(round(size, centre, diameter, rim));
                board.spawn(round(size, centre, diameter - 2.0 * 2.0, style.fill));
            }
            None => _ = board.spawn(round(size, centre, diameter, style.fill)),
        },
        Shape::Cross => {
            board.spawn(placed(size, centre, Vec2::splat(UNIT))).with_children(|at| {
                at.spawn(theme::title_in(fonts, "×", 20.0, style.fill));
            });
        }
        // A ring: its ink, the surface within.
        Shape::Ring => {
            board.spawn(round(size, centre, 0.7 * UNIT, style.fill));
            board.spawn(round(size, centre, 0.7 * UNIT - 6.0, surface));
        }
        Shape::Drawing(drawing) => {
            board.spawn(placed(size, centre, Vec2::splat(UNIT))).with_children(|at| {
                at.spawn(super::art::node(drawing, 0.9 * UNIT));
            });
            return;
        }
        Shape::Bone | Shape::Pebbles | Shape::None => return,
    }
    match style.marking {
        Some((Marking::Ring, ink)) => {
            board.spawn(round(size, centre, 0.45 * UNIT, ink));
            board.spawn(round(size, centre, 0.45 * UNIT - 4.0, style.fill));
        }
        Some((Marking::Dot, ink)) => _ = board.spawn(round(size, centre, 0.15 * UNIT, ink)),
        None => {}
    }
    if let Some(emblem) = style.emblem {
        board.spawn(placed(size, centre, Vec2::splat(UNIT))).with_children(|at| {
            at.spawn(theme::title_in(fonts, emblem.to_string(), 12.0, style.writing));
        });
    }
}
