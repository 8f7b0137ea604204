//! Coordinates around the board (a setting): the numbers the notation and the keys use. Columns are numbered
//! below the board; on free-placement boards each row is labelled with its first cell's number at the left
//! (so a cell's number is its row's label plus its column less one), and boards of up to nine cells show each
//! cell's own number, the digit key that plays it, in its corner.

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
        let gomoku: Vec<String> = labels(BoardKind::Cells, 15, 15, centre(15, 15)).into_iter().map(|l| l.1).collect();
        assert_eq!(gomoku.len(), 30);
        assert_eq!(&gomoku[15..17], ["1", "16"], "rows by their first cell");
        assert!(labels(BoardKind::Heap, 2, 10, centre(2, 10)).is_empty());
    }
}
