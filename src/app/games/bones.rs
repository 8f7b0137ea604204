//! The Game of Bones: a heap of bones laid out in rows; pointing at a bone takes it and every bone after it.

use bevy::prelude::*;

use super::{BoardKind, GameDescriptor, PieceLook, Step, Target, grid_step};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::rules::bones::MAX_TAKE;
use crate::rules::{AnyGame, AnyMove};
use crate::session::Side;

/// Bones per row of the heap.
const PER_ROW: usize = 10;

/// A heap that starts with this many bones. Bone `i` is taken after every bone with a higher number.
pub(super) struct Heap(pub u8);

/// The bones left in `position`.
fn left(position: &AnyGame) -> usize {
    position.heap().unwrap_or(0) as usize
}

impl GameDescriptor for Heap {
    fn kind(&self) -> BoardKind {
        BoardKind::Heap
    }

    /// Rows of ten, with a little space above for the heap's label.
    fn shape(&self) -> BoardShape {
        let heap = self.0 as usize;
        BoardShape { rows: heap.div_ceil(PER_ROW).max(1), cols: heap.clamp(1, PER_ROW), space_above: 0.3 }
    }

    fn targets(&self) -> usize {
        self.0 as usize
    }

    fn target_at(&self, layout: &BoardLayout, world: Vec2, position: &AnyGame) -> Option<Target> {
        layout.cell_at(world).filter(|&bone| bone < left(position)).map(Target)
    }

    /// Takes the bone pointed at and every one after it (the rules refuse more than three).
    fn move_at(&self, target: Target, position: &AnyGame) -> Option<AnyMove> {
        let left = left(position);
        (target.0 < left).then(|| AnyMove::Take((left - target.0).min(u8::MAX as usize) as u8))
    }

    /// The first bone a take would take.
    fn target_of(&self, mv: AnyMove, position: &AnyGame) -> Option<Target> {
        match mv {
            AnyMove::Take(n) => left(position).checked_sub(n as usize).map(Target),
            _ => None,
        }
    }

    /// Along the bones left, in rows.
    fn step(&self, target: Target, step: Step, position: &AnyGame) -> Target {
        let left = left(position).max(1);
        let shape = self.shape();
        let stepped = grid_step(target, step, shape.rows, shape.cols);
        if stepped.0 < left { stepped } else { Target(left - 1) }
    }

    /// The last bone: taking one.
    fn cursor_start(&self, position: &AnyGame) -> Target {
        Target(left(position).saturating_sub(1))
    }

    fn digit_move(&self, digit: usize, _position: &AnyGame) -> Option<AnyMove> {
        (1..=MAX_TAKE as usize).contains(&digit).then_some(AnyMove::Take(digit as u8))
    }

    fn move_buttons(&self) -> Vec<(String, AnyMove)> {
        (1..=MAX_TAKE).map(|n| (format!("Take {n}"), AnyMove::Take(n))).collect()
    }

    /// Clicking beside the heap is nothing to complain about.
    fn refuses_misses(&self) -> bool {
        false
    }

    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::X => "Player 1",
            Side::O => "Player 2",
        }
    }

    fn piece(&self, _side: Side) -> PieceLook {
        PieceLook::None
    }
}
