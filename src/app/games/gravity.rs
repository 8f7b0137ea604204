//! The gravity games: red and yellow discs dropped into the columns of an upright board.

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, Dressing, Hover, HowToPlay, Ink, LastDot, MarkLook, Menu, PieceStyle, PlaceLook,
    SideName, SpokenBoard, Step, Surface, grid_step,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::gravity::Gravity;
use crate::rules::{Family, GameSpec, GridSize, Piece, Place, Player};
use crate::session::Side;

/// A gravity board of this size.
pub struct GravityBoard(pub GridSize);

impl Describe for Gravity {
    type Descriptor = GravityBoard;

    fn descriptor(size: GridSize) -> GravityBoard {
        GravityBoard(size)
    }
}

impl Descriptor for GravityBoard {
    type Family = Gravity;

    fn title(&self) -> Said {
        match GameSpec::Gravity(self.0).preset_name() {
            Some("connect4") => Said::new("game-connect4"),
            _ => {
                let size = self.0;
                Said::new("game-gravity-board").number("cols", size.cols).number("rows", size.rows).number("k", size.k)
            }
        }
    }

    /// A line about Connect Four, or the custom board's knobs; reached from the custom board, by its gravity
    /// switch.
    fn menu(&self) -> Menu {
        let rows = match GameSpec::Gravity(self.0).preset_name() {
            Some("connect4") => super::about("about-connect4"),
            _ => super::board_rows(self.0, true),
        };
        Menu { rows, custom: Some(super::custom_board()) }
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        super::turn_board(self.0, true, knob, by)
    }

    fn how_to_play(&self) -> HowToPlay<Gravity> {
        HowToPlay::words(vec![Said::new("how-gravity").number("k", self.0.k)])
    }

    /// An upright frame with a hole at each cell and a row of space above it for the disc waiting to drop; the
    /// last disc's dot in its middle; the disc about to drop waits above the column pointed at. The columns'
    /// numbers below the board: the moves' notation and the digit keys.
    fn board(&self) -> BoardLook<u8> {
        let below = -(self.0.rows as f32) / 2.0 - 0.32;
        let dressing = Dressing { surface: Surface::FRAME, holes: Some(Ink::Hole), ..Dressing::default() };
        BoardLook {
            marks: MarkLook {
                round: false,
                last: Some(LastDot::MIDDLE),
                trail: None,
                hover: Hover::Waiting(Ink::GravityHover),
                legal: None,
            },
            coordinates: (0..self.0.cols)
                .map(|col| (Vec2::new(self.column_x(col), below), (col + 1).to_string()))
                .collect(),
            ..BoardLook::new(self.shape(), dressing)
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// A place is marked as its whole column, and a little over: a press anywhere in it drops a disc there. The
    /// board is read column by column.
    fn place(&self, place: Place) -> PlaceLook {
        let column = self.column(place);
        PlaceLook {
            rect: (Vec2::new(self.column_x(column), 0.0), Vec2::new(0.96, self.0.rows as f32 + 0.2)),
            value_at: self.spot(place),
            spoken_cell: column as usize,
        }
    }

    /// Anywhere in a column (and above it): where the disc dropped there would land, or a full column's top.
    fn place_at(&self, layout: &BoardLayout, world: Vec2, position: &Gravity) -> Option<Place> {
        self.landing(layout.column_at(world)? as u8, position)
    }

    /// From column to column, where the disc would land in each.
    fn step(&self, place: Place, step: Step, position: &Gravity) -> Place {
        let col = grid_step(self.column(place) as Place, step, 1, self.0.cols as usize) as u8;
        self.landing(col, position).unwrap_or(place)
    }

    /// Over the middle column.
    fn cursor_start(&self, position: &Gravity) -> Place {
        self.landing(self.0.cols / 2, position).unwrap_or(0)
    }

    /// The digits are the columns' numbers.
    fn digit_move(&self, digit: usize, _position: &Gravity) -> Option<u8> {
        (1..=self.0.cols as usize).contains(&digit).then(|| digit as u8 - 1)
    }

    fn move_name(&self, col: u8) -> Said {
        Said::new("move-column").number("column", col as i64 + 1)
    }

    /// A column a cell, each named with the discs it holds from the bottom up.
    fn spoken_board(&self, position: &Gravity, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        let scene = position.scene();
        let (rows, cols) = (self.0.rows as usize, self.0.cols as usize);
        let cells = (0..cols)
            .map(|col| {
                let holder = |row: usize| scene.at((row * cols + col) as Place).and_then(|p| p.owner).map(owner);
                let discs: Vec<Said> = (0..rows).rev().map_while(holder).collect();
                let column = col as i64 + 1;
                let Some(list) =
                    discs.into_iter().reduce(|a, b| Said::new("access-list").said("first", a).said("second", b))
                else {
                    return Said::new("access-column-empty").number("column", column);
                };
                Said::new("access-column").number("column", column).said("discs", list)
            })
            .collect();
        SpokenBoard { cols, cells }
    }

    fn side_name(&self, side: Side, _player: Option<Player>) -> SideName {
        match side {
            Side::X => SideName::Red,
            Side::O => SideName::Yellow,
        }
    }

    /// Each side's own discs, whoever moves first: X's red and ringed, O's yellow and dotted.
    fn look(&self, _piece: &Piece, side: Option<Side>) -> PieceStyle {
        if side == Some(Side::X) { PieceStyle::X_DISC } else { PieceStyle::O_DISC }
    }
}

impl GravityBoard {
    /// One row of space above the board for the disc waiting to drop, and one below for the columns' numbers.
    fn shape(&self) -> BoardShape {
        BoardShape {
            rows: self.0.rows as usize,
            cols: self.0.cols as usize,
            space_above: 1.0,
            room: Vec2::ZERO,
            coordinates: Vec2::new(0.0, 0.5),
        }
    }

    /// The column of a place.
    fn column(&self, place: Place) -> u8 {
        (place % Place::from(self.0.cols.max(1))) as u8
    }

    /// Where a column's middle is, across the board, in board units.
    fn column_x(&self, col: u8) -> f32 {
        col as f32 - (self.0.cols as f32 - 1.0) / 2.0
    }

    /// The place a disc dropped into `col` lands on (a full column's top place): the move's cue.
    fn landing(&self, col: u8, position: &Gravity) -> Option<Place> {
        (col < self.0.cols).then(|| position.cue(col).place()).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_are_numbered_below_the_board() {
        let c4 = GravityBoard(GridSize::new(6, 7, 4)).board().coordinates;
        assert_eq!(c4.iter().map(|l| l.1.as_str()).collect::<Vec<_>>(), ["1", "2", "3", "4", "5", "6", "7"]);
        assert!(c4.iter().all(|(at, _)| at.y < -3.0), "below the board");
        assert_eq!(c4[3].0.x, 0.0, "the middle column in the middle");
    }
}
