//! A free-placement board: wood with lines between its cells, or from nine a side a Go board (lines through
//! the points, star points, black and white stones), numbered or lettered round its edge as its moves are
//! written.

use bevy::prelude::*;

use super::{FreeBoard, GO_ROW_NUMBERS, star_points};
use crate::app::games::{Dressing, GHOST, Hover, LastDot, Lines, MarkLook, Surface};
use crate::app::geometry::BoardShape;

impl FreeBoard {
    /// Wood with lines between the cells, or a Go board: lines through the points, and its star points.
    pub(super) fn dressing(&self) -> Dressing {
        let shape = self.shape();
        if self.go_board() {
            let stars = star_points(shape.rows, shape.cols).into_iter().map(|cell| shape.cell_local(cell)).collect();
            Dressing { surface: Surface::GO_WOOD, lines: Lines::ThroughPlaces, dots: stars, ..Dressing::default() }
        } else {
            Dressing { surface: Surface::WOOD, lines: Lines::BetweenCells, ..Dressing::default() }
        }
    }

    /// On a Go board: round marks, the stone about to be played half seen, the last stone's red dot.
    pub(super) fn marks(&self) -> MarkLook {
        if self.go_board() {
            MarkLook { round: true, last: Some(LastDot::STONE), trail: None, hover: Hover::Ghost(GHOST), legal: None }
        } else {
            MarkLook::default()
        }
    }

    /// A Go board's points are named (`h8`); smaller boards' cells are numbered.
    pub(super) fn names_squares(&self) -> bool {
        self.go_board()
    }

    /// Boards of up to nine cells show each cell's own number, the digit key that plays it, in its corner;
    /// bigger ones number the columns below the board and each row by its first cell at the left (a cell's
    /// number is its row's label plus its column less one). A Go board is lettered as Gomoku players read it:
    /// columns `a`, `b`, … from the left below the board, rows `1`, `2`, … from the bottom at its left (`h8`
    /// is the centre of 15 × 15).
    pub(super) fn coordinates(&self) -> Vec<(Vec2, String)> {
        let shape = self.shape();
        let (rows, cols) = (shape.rows, shape.cols);
        let below = -(rows as f32) / 2.0 - 0.32;
        if rows * cols <= 9 {
            let corner = Vec2::new(-0.36, 0.34);
            return (0..rows * cols).map(|cell| (shape.cell_local(cell) + corner, (cell + 1).to_string())).collect();
        }
        let mut out = Vec::new();
        if self.go_board() {
            // Closer than a cell board's row numbers: a Go board's outer lines are half a cell in from its edge.
            let left = -(cols as f32) / 2.0 - GO_ROW_NUMBERS;
            for col in 0..cols {
                out.push((Vec2::new(shape.cell_local(col).x, below), char::from(b'a' + col as u8).to_string()));
            }
            for row in 0..rows {
                out.push((Vec2::new(left, shape.cell_local(row * cols).y), (rows - row).to_string()));
            }
            return out;
        }
        let left = -(cols as f32) / 2.0 - 0.4;
        for col in 0..cols {
            out.push((Vec2::new(shape.cell_local(col).x, below), (col + 1).to_string()));
        }
        for row in 0..rows {
            out.push((Vec2::new(left, shape.cell_local(row * cols).y), (row * cols + 1).to_string()));
        }
        out
    }

    pub(super) fn shape(&self) -> BoardShape {
        let (rows, cols) = (self.0.rows as usize, self.0.cols as usize);
        // Room for the coordinates round the board, but on the smallest boards, whose cells hold their numbers.
        let coordinates = if rows * cols <= 9 { Vec2::ZERO } else { Vec2::splat(0.5) };
        BoardShape { rows, cols, space_above: 0.0, room: Vec2::ZERO, coordinates }
    }
}
