//! Coordinates around the board (a setting): the numbers the notation and the keys use. Columns are numbered
//! below the board; on free-placement boards each row is labelled with its first cell's number at the left
//! (so a cell's number is its row's label plus its column less one), and boards of up to nine cells show each
//! cell's own number, the digit key that plays it, in its corner. A Go board is lettered as Gomoku players
//! read it: columns `a`, `b`, … from the left below the board, rows `1`, `2`, … from the bottom at its left
//! (`h8` is the centre of 15 × 15).

use bevy::prelude::*;

use super::assets::z;
use super::{BoardSystems, BoardView};
use crate::app::games::BoardKind;
use crate::app::logic::persistence::Prefs;
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::theme::{Fonts, Ink, Tint};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_coordinates.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// How far left of a Go board's edge its row numbers sit, in cells.
const GO_ROW_NUMBERS: f32 = 0.3;

/// A number drawn by the coordinates.
#[derive(Component)]
struct Coordinate;

/// The labels of a board: where each goes (in board units) and what it says. Pure, so it is tested alone.
fn labels(kind: BoardKind, rows: usize, cols: usize, cell_local: impl Fn(usize) -> Vec2) -> Vec<(Vec2, String)> {
    let mut out = Vec::new();
    if kind == BoardKind::Heap {
        return out;
    }
    let below = -(rows as f32) / 2.0 - 0.32;
    let small = kind == BoardKind::Cells && rows * cols <= 9;
    if small {
        for cell in 0..rows * cols {
            out.push((cell_local(cell) + Vec2::new(-0.36, 0.34), (cell + 1).to_string()));
        }
        return out;
    }
    if kind == BoardKind::Intersections {
        // Closer than a cell board's row numbers: a Go board's outer lines are half a cell in from its edge.
        let left = -(cols as f32) / 2.0 - GO_ROW_NUMBERS;
        for col in 0..cols {
            out.push((Vec2::new(cell_local(col).x, below), char::from(b'a' + col as u8).to_string()));
        }
        for row in 0..rows {
            out.push((Vec2::new(left, cell_local(row * cols).y), (rows - row).to_string()));
        }
        return out;
    }
    for col in 0..cols {
        out.push((Vec2::new(cell_local(col).x, below), (col + 1).to_string()));
    }
    if kind == BoardKind::Cells {
        let left = -(cols as f32) / 2.0 - 0.4;
        for row in 0..rows {
            out.push((Vec2::new(left, cell_local(row * cols).y), (row * cols + 1).to_string()));
        }
    }
    out
}

fn show_coordinates(
    mut commands: Commands,
    prefs: Res<Prefs>,
    board: BoardView,
    fonts: Res<Fonts>,
    shown: Query<Entity, With<Coordinate>>,
) {
    if !(prefs.is_changed() || board.layout.is_changed() || board.game.is_changed()) {
        return;
    }
    // Rebuilt only when something they depend on changed: the setting, the layout, or another board.
    let wanted = prefs.coordinates;
    if !wanted {
        shown.iter().for_each(|e| commands.entity(e).despawn());
        return;
    }
    if !shown.is_empty() && !prefs.is_changed() && !board.layout.is_changed() {
        return;
    }
    shown.iter().for_each(|e| commands.entity(e).despawn());
    let Some(root) = board.root() else { return };
    let layout = &board.layout;
    let size = (layout.cell * 0.2).clamp(10.0, 16.0);
    for (at, text) in labels(board.kind(), layout.shape.rows, layout.shape.cols, |c| layout.cell_local(c)) {
        commands.spawn((
            Name::new("Coordinate"),
            Coordinate,
            Text2d::new(text),
            TextFont { font: fonts.regular.clone().into(), font_size: FontSize::Px(size), ..default() },
            TextColor::default(),
            Tint::from(Ink::TextDim),
            // The board is scaled to cells; the text is sized in pixels.
            Transform::from_translation(at.extend(z::CURSOR)).with_scale(Vec3::splat(1.0 / layout.cell)),
            ChildOf(root),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn centre(rows: usize, cols: usize) -> impl Fn(usize) -> Vec2 {
        move |cell| {
            Vec2::new(
                (cell % cols) as f32 - (cols as f32 - 1.0) / 2.0,
                (rows as f32 - 1.0) / 2.0 - (cell / cols) as f32,
            )
        }
    }

    #[test]
    fn each_board_gets_the_numbers_its_notation_uses() {
        let ttt: Vec<String> = labels(BoardKind::Cells, 3, 3, centre(3, 3)).into_iter().map(|l| l.1).collect();
        assert_eq!(ttt, ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
        let c4 = labels(BoardKind::Columns, 6, 7, centre(6, 7));
        assert_eq!(c4.iter().map(|l| l.1.as_str()).collect::<Vec<_>>(), ["1", "2", "3", "4", "5", "6", "7"]);
        assert!(c4.iter().all(|(at, _)| at.y < -3.0), "below the board");
        let big: Vec<String> = labels(BoardKind::Cells, 8, 8, centre(8, 8)).into_iter().map(|l| l.1).collect();
        assert_eq!(big.len(), 16);
        assert_eq!(&big[8..10], ["1", "9"], "rows by their first cell");
        // Gomoku: letters from the left, numbers from the bottom, so that h8 is the centre point.
        let gomoku = labels(BoardKind::Intersections, 15, 15, centre(15, 15));
        let text: Vec<&str> = gomoku.iter().map(|l| l.1.as_str()).collect();
        assert_eq!(&text[..3], ["a", "b", "c"]);
        assert_eq!(text[14], "o", "no letter skipped");
        assert_eq!(&text[15..17], ["15", "14"], "the top row first");
        let h = gomoku.iter().find(|l| l.1 == "h").unwrap().0;
        let eight = gomoku.iter().find(|l| l.1 == "8").unwrap().0;
        assert_eq!((h.x, eight.y), (0.0, 0.0), "h8 is the centre");
        assert!(h.y < -7.0 && eight.x < -7.0, "below and left of the board");
        assert!(labels(BoardKind::Heap, 2, 10, centre(2, 10)).is_empty());
    }
}
