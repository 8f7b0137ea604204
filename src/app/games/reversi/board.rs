//! Reversi's board: green felt with every square boxed, lettered below and numbered down the left as Othello
//! players read it, and its marks.

use bevy::prelude::*;

use super::ReversiBoard;

/// How far below the board the column letters sit, and left of it the row numbers, in squares.
const LETTERS_BELOW: f32 = 0.32;
const NUMBERS_LEFT: f32 = 0.35;

use crate::app::games::{Dressing, GHOST, Hover, Ink, LastDot, Lines, MarkLook, Surface};
use crate::app::geometry::BoardShape;
use crate::rules::reversi::bits::Size;

impl ReversiBoard {
    /// Squares a side.
    fn side(&self) -> usize {
        self.0.side() as usize
    }

    /// Green felt, every square boxed, and on 8×8 the four dots where the lines of b, c, f and g meet.
    pub(super) fn dressing(&self) -> Dressing {
        let dots = if self.0 == Size::EIGHT {
            [(-2.0, 2.0), (2.0, 2.0), (-2.0, -2.0), (2.0, -2.0)].map(|(x, y)| Vec2::new(x, y)).into()
        } else {
            Vec::new()
        };
        Dressing { surface: Surface::FELT, lines: Lines::RoundCells, dots, ..Dressing::default() }
    }

    /// Round marks; a small dot on each square the side to move may play; the disc about to be played, half
    /// seen, under the pointer (and the discs it would turn lit); the last disc's dot.
    pub(super) fn marks(&self) -> MarkLook {
        MarkLook {
            round: true,
            last: Some(LastDot::STONE),
            trail: None,
            hover: Hover::Ghost(GHOST),
            legal: Some(Ink::LegalDot),
        }
    }

    pub(super) fn shape(&self) -> BoardShape {
        BoardShape {
            rows: self.side(),
            cols: self.side(),
            space_above: 0.4,
            room: Vec2::ZERO,
            coordinates: Vec2::splat(0.5),
        }
    }

    /// Letters below, numbers down the left from the top: a1 is the top-left square.
    pub(super) fn coordinates(&self) -> Vec<(Vec2, String)> {
        let shape = self.shape();
        let n = self.side();
        let below = -(n as f32) / 2.0 - LETTERS_BELOW;
        let left = -(n as f32) / 2.0 - NUMBERS_LEFT;
        let letters =
            (0..n).map(|col| (Vec2::new(shape.cell_local(col).x, below), char::from(b'a' + col as u8).to_string()));
        let numbers = (0..n).map(|row| (Vec2::new(left, shape.cell_local(row * n).y), (row + 1).to_string()));
        letters.chain(numbers).collect()
    }
}
