//! The Game of Bones: a heap of bones laid out in rows; pointing at a bone takes it and every bone after it.

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, Dressing, ExplorerText, Hover, HowToPlay, LastTurn, MarkLook, Menu, MenuItem,
    MenuRow, PieceStyle, PlaceLook, SideName, SpokenBoard, Step, grid_step,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::bones::{Bones, MAX_HEAP, MAX_TAKE};
use crate::rules::{Family, GameSpec, Piece, Place, Player};
use crate::session::Side;

/// Bones per row of the heap.
const PER_ROW: usize = 10;

/// A heap that starts with this many bones. Bone `i` is taken after every bone with a higher number.
pub struct Heap(pub u8);

impl Describe for Bones {
    type Descriptor = Heap;

    fn descriptor(heap: u8) -> Heap {
        Heap(heap)
    }
}

/// The bones left in `position`: the pieces of its scene.
fn left(position: &Bones) -> usize {
    position.scene().occupied().count()
}

impl Heap {
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
}

impl Descriptor for Heap {
    type Family = Bones;

    fn title(&self) -> Said {
        match GameSpec::Bones(self.0).preset_name() {
            Some("bones") => Said::new("game-bones"),
            _ => Said::new("game-bones-heap").number("heap", self.0),
        }
    }

    /// The heap's size, and what the rules are.
    fn menu(&self) -> Menu {
        let items = vec![
            MenuItem::Stepper { knob: 0, value: self.0 },
            MenuItem::Note(Said::new("menu-heap-rules").number("heap", self.0)),
        ];
        Menu { rows: vec![MenuRow { label: Some(Said::new("menu-heap")), items }], custom: None }
    }

    fn how_to_play(&self) -> HowToPlay<Bones> {
        HowToPlay::words(vec![Said::new("how-bones")])
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        (knob == 0).then(|| GameSpec::Bones(self.0.saturating_add_signed(by).clamp(1, MAX_HEAP)))
    }

    /// The bones lie on the table, in rows of ten with a little space above for the heap's label; the bones a
    /// take would take light up, and the bones gone are the last move. Beside them, a button for each take,
    /// and a press beside the heap is nothing to complain about.
    fn board(&self) -> BoardLook<u8> {
        let take = |n| (Said::new("move-take-button").number("bones", n), n);
        BoardLook {
            marks: MarkLook { round: false, last: None, trail: None, hover: Hover::Pieces, legal: None },
            refuses_misses: false,
            move_buttons: (1..=MAX_TAKE).map(take).collect(),
            ..BoardLook::new(self.shape(), Dressing::default())
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// The screen reader reads the heap as one cell.
    fn place(&self, place: Place) -> PlaceLook {
        let spot = self.spot(place);
        PlaceLook { rect: (spot, Vec2::splat(0.94)), value_at: spot, spoken_cell: 0 }
    }

    /// A bone left: a press beside the heap is no press on it.
    fn place_at(&self, layout: &BoardLayout, world: Vec2, position: &Bones) -> Option<Place> {
        layout.cell_at(world).filter(|&bone| bone < left(position)).map(|bone| bone as Place)
    }

    /// Among the bones left.
    fn step(&self, place: Place, step: Step, position: &Bones) -> Place {
        let left = left(position).max(1) as Place;
        let shape = self.shape();
        let stepped = grid_step(place, step, shape.rows, shape.cols);
        if stepped < left { stepped } else { left - 1 }
    }

    fn digit_move(&self, digit: usize, _position: &Bones) -> Option<u8> {
        (1..=MAX_TAKE as usize).contains(&digit).then_some(digit as u8)
    }

    fn move_name(&self, take: u8) -> Said {
        Said::new("move-take").number("bones", take)
    }

    /// One cell: how many bones are left.
    fn spoken_board(&self, position: &Bones, _owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        SpokenBoard { cols: 1, cells: vec![Said::new("caption-bones-left").number("bones", left(position) as i64)] }
    }

    /// The bones left, in figures and in words.
    fn explorer_text(&self, position: &Bones) -> ExplorerText {
        let left = left(position);
        ExplorerText {
            label: Some(left.to_string()),
            words: Some(Said::new("explorer-bones").number("bones", left as i64)),
        }
    }

    fn caption(&self, position: &Bones, last: Option<&LastTurn<Bones>>) -> Vec<Said> {
        let mut parts = vec![Said::new("caption-bones-left").number("bones", left(position) as i64)];
        if let Some((who, Some(n))) = last.map(|turn| (turn.who.clone(), turn.last_move())) {
            parts.push(Said::new("caption-took").said("side", who).number("move", n));
        } else if left(position) > 0 {
            parts.push(Said::new("caption-bones-how"));
        }
        parts
    }

    fn side_name(&self, side: Side, _player: Option<Player>) -> SideName {
        super::player_number(side)
    }

    /// The bones, which are nobody's.
    fn look(&self, _piece: &Piece, _side: Option<Side>) -> PieceStyle {
        PieceStyle::BONE
    }
}
