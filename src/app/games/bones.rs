//! The Game of Bones: a heap of bones laid out in rows; pointing at a bone takes it and every bone after it.

use bevy::prelude::*;

use std::sync::Arc;

use super::{
    Describe, Dressing, GameDescriptor, HoverLook, LastMark, LastTurn, MarkLook, MenuItem, MenuRow, PieceLook,
    SideName, SpokenBoard, Step, Target, grid_step,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::bones::{Bones, MAX_HEAP, MAX_TAKE};
use crate::rules::{AnyGame, AnyMove, GameSpec, Kind, Player};
use crate::session::Side;

/// Bones per row of the heap.
const PER_ROW: usize = 10;

/// A heap that starts with this many bones. Bone `i` is taken after every bone with a higher number.
pub(super) struct Heap(pub u8);

impl Describe for Bones {
    fn descriptor(heap: u8) -> Arc<dyn GameDescriptor> {
        Arc::new(Heap(heap))
    }
}

/// The bones left in `position`: the pieces of its scene.
fn left(position: &AnyGame) -> usize {
    position.scene().occupied().count()
}

impl GameDescriptor for Heap {
    fn title(&self) -> Said {
        match GameSpec::Bones(self.0).preset_name() {
            Some("bones") => Said::new("game-bones"),
            _ => Said::new("game-bones-heap").number("heap", self.0),
        }
    }

    /// The heap's size, and what the rules are.
    fn menu_rows(&self) -> Vec<MenuRow> {
        let items = vec![
            MenuItem::Stepper { knob: 0, value: self.0 },
            MenuItem::Note(Said::new("menu-heap-rules").number("heap", self.0)),
        ];
        vec![MenuRow { label: Some(Said::new("menu-heap")), items }]
    }

    fn how_to_play(&self) -> Vec<Said> {
        vec![Said::new("how-bones")]
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        (knob == 0).then(|| GameSpec::Bones(self.0.saturating_add_signed(by).clamp(1, MAX_HEAP)))
    }

    /// The bones lie on the table.
    fn dressing(&self) -> Dressing {
        Dressing::default()
    }

    /// The bones a take would take light up; the bones gone are the last move.
    fn marks(&self) -> MarkLook {
        MarkLook { round: false, last: LastMark::None, hover: HoverLook::Pieces, legal: false }
    }

    /// Rows of ten, with a little space above for the heap's label.
    fn shape(&self) -> BoardShape {
        let heap = self.0 as usize;
        BoardShape {
            rows: heap.div_ceil(PER_ROW).max(1),
            cols: heap.clamp(1, PER_ROW),
            space_above: 0.3,
            room: Vec2::ZERO,
            coordinates: Vec2::ZERO,
        }
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

    fn move_buttons(&self) -> Vec<(Said, AnyMove)> {
        (1..=MAX_TAKE).map(|n| (Said::new("move-take-button").number("bones", n), AnyMove::Take(n))).collect()
    }

    /// Clicking beside the heap is nothing to complain about.
    fn refuses_misses(&self) -> bool {
        false
    }

    fn move_name(&self, mv: AnyMove) -> Said {
        match mv {
            AnyMove::Take(n) => Said::new("move-take").number("bones", n),
            // Not a move of this game: named by the rules' notation.
            _ => Said::new("move-cell").text("cell", format!("{mv:?}")),
        }
    }

    fn unowned(&self, _kind: Kind) -> PieceLook {
        PieceLook::Bone
    }

    /// One cell: how many bones are left.
    fn spoken_board(&self, position: &AnyGame, _owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        SpokenBoard { cols: 1, cells: vec![Said::new("caption-bones-left").number("bones", left(position) as i64)] }
    }

    fn spoken_cell(&self, _target: Target) -> usize {
        0
    }

    fn node_label(&self, position: &AnyGame) -> Option<String> {
        Some(left(position).to_string())
    }

    fn position_words(&self, position: &AnyGame) -> Option<Said> {
        Some(Said::new("explorer-bones").number("bones", left(position) as i64))
    }

    fn caption(&self, position: &AnyGame, last: Option<&LastTurn>) -> Vec<Said> {
        let mut parts = vec![Said::new("caption-bones-left").number("bones", left(position) as i64)];
        if let Some((who, Some(AnyMove::Take(n)))) = last.map(|turn| (turn.who.clone(), turn.last_move())) {
            parts.push(Said::new("caption-took").said("side", who).number("move", n));
        } else if left(position) > 0 {
            parts.push(Said::new("caption-bones-how"));
        }
        parts
    }

    fn side_name(&self, side: Side) -> SideName {
        super::player_number(side)
    }

    fn piece(&self, _side: Side, _player: Player) -> PieceLook {
        PieceLook::None
    }
}
