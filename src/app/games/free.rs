//! The m,n,k games: crosses and rings placed on the cells of a small board, and black and white stones on the
//! intersections of a Go board from [`GO_BOARD_SIDE`] cells a side (Gomoku), with its points named like `h8`.

use bevy::prelude::*;

use std::sync::Arc;

use super::{BoardKind, Describe, GO_BOARD_SIDE, GameDescriptor, PieceLook, SideName, Step, Target, grid_step};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::mnk::Mnk;
use crate::rules::{AnyGame, AnyMove, GameSpec, GridSize, Player};
use crate::session::Side;

/// A free-placement board of this size.
pub(super) struct FreeBoard(pub GridSize);

impl FreeBoard {
    /// Whether the board is drawn as a Go board.
    fn go_board(&self) -> bool {
        self.0.rows.min(self.0.cols) >= GO_BOARD_SIDE
    }
}

impl Describe for Mnk {
    fn descriptor(size: GridSize) -> Arc<dyn GameDescriptor> {
        Arc::new(FreeBoard(size))
    }
}

impl GameDescriptor for FreeBoard {
    fn kind(&self) -> BoardKind {
        if self.go_board() { BoardKind::Intersections } else { BoardKind::Cells }
    }

    fn shape(&self) -> BoardShape {
        BoardShape { rows: self.0.rows as usize, cols: self.0.cols as usize, space_above: 0.0 }
    }

    fn targets(&self) -> usize {
        self.0.cells()
    }

    fn target_at(&self, layout: &BoardLayout, world: Vec2, _position: &AnyGame) -> Option<Target> {
        layout.cell_at(world).map(Target)
    }

    fn move_at(&self, target: Target, _position: &AnyGame) -> Option<AnyMove> {
        (target.0 < self.targets()).then_some(AnyMove::Cell(target.0 as u16))
    }

    fn target_of(&self, mv: AnyMove, _position: &AnyGame) -> Option<Target> {
        match mv {
            AnyMove::Cell(cell) => Some(Target(cell as usize)),
            _ => None,
        }
    }

    fn step(&self, target: Target, step: Step, _position: &AnyGame) -> Target {
        grid_step(target, step, self.0.rows as usize, self.0.cols as usize)
    }

    fn cursor_start(&self, _position: &AnyGame) -> Target {
        Target(self.0.cell(self.0.rows as usize / 2, self.0.cols as usize / 2))
    }

    fn move_name(&self, mv: AnyMove) -> Said {
        match mv {
            // A point's name (`h8`) is the same in every language: said as it is.
            AnyMove::Cell(cell) if self.go_board() => Said::new("move-cell").text("cell", Mnk::coords(self.0, cell)),
            AnyMove::Cell(cell) => Said::new("move-cell").number("cell", cell as i64 + 1),
            _ => Said::new("move-cell").text("cell", format!("{mv:?}")),
        }
    }

    fn move_text(&self, mv: AnyMove, spec: GameSpec) -> String {
        match mv {
            AnyMove::Cell(cell) if self.go_board() => Mnk::coords(self.0, cell),
            _ => spec.move_text(mv),
        }
    }

    fn colour_name(&self, player: Player) -> Option<SideName> {
        self.go_board().then_some(match player {
            Player::One => SideName::Black,
            Player::Two => SideName::White,
        })
    }

    fn side_name(&self, side: Side) -> SideName {
        match side {
            Side::X => SideName::X,
            Side::O => SideName::O,
        }
    }

    fn piece(&self, side: Side, player: Player) -> PieceLook {
        match (self.go_board(), side, player) {
            (true, _, Player::One) => PieceLook::BlackStone,
            (true, _, Player::Two) => PieceLook::WhiteStone,
            (false, Side::X, _) => PieceLook::Cross,
            (false, Side::O, _) => PieceLook::Ring,
        }
    }
}
