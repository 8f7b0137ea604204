//! The gravity games: red and yellow discs dropped into the columns of an upright board.

use bevy::prelude::*;

use std::sync::Arc;

use super::{BoardKind, Describe, GameDescriptor, PieceLook, SideName, Step, Target, grid_step};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::gravity::Gravity;
use crate::rules::{AnyGame, AnyMove, GridSize, Player};
use crate::session::Side;

/// A gravity board of this size.
pub(super) struct GravityBoard(pub GridSize);

impl Describe for Gravity {
    fn descriptor(size: GridSize) -> Arc<dyn GameDescriptor> {
        Arc::new(GravityBoard(size))
    }
}

impl GameDescriptor for GravityBoard {
    fn kind(&self) -> BoardKind {
        BoardKind::Columns
    }

    /// One row of space above the board for the disc waiting to drop.
    fn shape(&self) -> BoardShape {
        BoardShape { rows: self.0.rows as usize, cols: self.0.cols as usize, space_above: 1.0 }
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
