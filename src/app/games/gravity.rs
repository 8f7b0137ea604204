//! The gravity games: red and yellow discs dropped into the columns of an upright board.

use bevy::prelude::*;

use std::sync::Arc;

use super::{
    CustomEntry, Describe, Dressing, GameDescriptor, HoverLook, LastMark, MarkLook, MenuRow, PieceLook, SideName,
    SpokenBoard, Step, Surface, Target, grid_step,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::gravity::Gravity;
use crate::rules::{AnyGame, AnyMove, GameSpec, GridSize, Place, Player};
use crate::session::Side;

/// A gravity board of this size.
pub(super) struct GravityBoard(pub GridSize);

impl Describe for Gravity {
    fn descriptor(size: GridSize) -> Arc<dyn GameDescriptor> {
        Arc::new(GravityBoard(size))
    }
}

impl GameDescriptor for GravityBoard {
    fn title(&self) -> Said {
        match GameSpec::Gravity(self.0).preset_name() {
            Some("connect4") => Said::new("game-connect4"),
            _ => {
                let size = self.0;
                Said::new("game-gravity-board").number("cols", size.cols).number("rows", size.rows).number("k", size.k)
            }
        }
    }

    fn menu_rows(&self) -> Vec<MenuRow> {
        match GameSpec::Gravity(self.0).preset_name() {
            Some("connect4") => super::about("about-connect4"),
            _ => super::board_rows(self.0, true),
        }
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        super::turn_board(self.0, true, knob, by)
    }

    fn how_to_play(&self) -> Vec<Said> {
        vec![Said::new("how-gravity").number("k", self.0.k)]
    }

    /// Reached from the custom board, by its gravity switch.
    fn custom_entry(&self) -> Option<CustomEntry> {
        Some(super::custom_board())
    }

    /// An upright frame with a hole at each cell.
    fn dressing(&self) -> Dressing {
        Dressing { surface: Surface::Frame, holes: true, ..Dressing::default() }
    }

    /// The last disc's dot in its middle; the disc about to drop waits above the column pointed at.
    fn marks(&self) -> MarkLook {
        MarkLook { round: false, last: LastMark::Middle, hover: HoverLook::Waiting, legal: false }
    }

    /// A column is no place of the scene.
    fn target_place(&self, _target: Target) -> Option<crate::rules::Place> {
        None
    }

    /// A target is a whole column, and a little over.
    fn target_rect(&self, target: Target) -> (Vec2, Vec2) {
        let (rows, cols) = (self.0.rows as f32, self.0.cols as f32);
        (Vec2::new(target.0 as f32 - (cols - 1.0) / 2.0, 0.0), Vec2::new(0.96, rows + 0.2))
    }

    /// The columns' numbers below the board: the moves' notation and the digit keys.
    fn coordinates(&self) -> Vec<(Vec2, String)> {
        let (rows, cols) = (self.0.rows as f32, self.0.cols as usize);
        let below = -rows / 2.0 - 0.32;
        (0..cols).map(|col| (Vec2::new(self.target_rect(Target(col)).0.x, below), (col + 1).to_string())).collect()
    }

    /// One row of space above the board for the disc waiting to drop.
    fn shape(&self) -> BoardShape {
        BoardShape {
            rows: self.0.rows as usize,
            cols: self.0.cols as usize,
            space_above: 1.0,
            room: Vec2::ZERO,
            coordinates: Vec2::new(0.0, 0.5),
        }
    }

    fn targets(&self) -> usize {
        self.0.cols as usize
    }

    fn target_at(&self, layout: &BoardLayout, world: Vec2, _position: &AnyGame) -> Option<Target> {
        layout.column_at(world).map(Target)
    }

    fn move_at(&self, target: Target, _position: &AnyGame) -> Option<AnyMove> {
        (target.0 < self.targets()).then_some(AnyMove::Column(target.0 as u8))
    }

    fn target_of(&self, mv: AnyMove, _position: &AnyGame) -> Option<Target> {
        match mv {
            AnyMove::Column(col) => Some(Target(col as usize)),
            _ => None,
        }
    }

    fn step(&self, target: Target, step: Step, _position: &AnyGame) -> Target {
        grid_step(target, step, 1, self.targets())
    }

    fn cursor_start(&self, _position: &AnyGame) -> Target {
        Target(self.targets() / 2)
    }

    fn move_name(&self, mv: AnyMove) -> Said {
        match mv {
            AnyMove::Column(col) => Said::new("move-column").number("column", col as i64 + 1),
            _ => Said::new("move-cell").text("cell", format!("{mv:?}")),
        }
    }

    /// A column a cell, each named with the discs it holds from the bottom up.
    fn spoken_board(&self, position: &AnyGame, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
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

    fn side_name(&self, side: Side) -> SideName {
        match side {
            Side::X => SideName::Red,
            Side::O => SideName::Yellow,
        }
    }

    fn piece(&self, _side: Side, _player: Player) -> PieceLook {
        PieceLook::Disc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_are_numbered_below_the_board() {
        let c4 = GravityBoard(GridSize::new(6, 7, 4)).coordinates();
        assert_eq!(c4.iter().map(|l| l.1.as_str()).collect::<Vec<_>>(), ["1", "2", "3", "4", "5", "6", "7"]);
        assert!(c4.iter().all(|(at, _)| at.y < -3.0), "below the board");
        assert_eq!(c4[3].0.x, 0.0, "the middle column in the middle");
    }
}
