//! Nim: the heaps drawn one to a row, as the Game of Bones draws its heap; pointing at a bone takes it and every
//! bone after it in its heap.

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, Dressing, ExplorerText, Hover, HowToPlay, LastTurn, MarkLook, Menu, PieceStyle,
    PlaceLook, SideName, SpokenBoard, Step, grid_step, last_bone,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::nim::{HeapTake, Heaps, Nim, heap_letter};
use crate::rules::{Family, GameSpec, Piece, Place, Player};
use crate::session::Side;

/// Nim on these heaps: heap `h` is row `h`, its bones the places of the row from the left.
pub struct NimHeaps(pub Heaps);

impl Describe for Nim {
    type Descriptor = NimHeaps;

    fn descriptor(heaps: Heaps) -> NimHeaps {
        NimHeaps(heaps)
    }
}

impl NimHeaps {
    /// Places in a row: the biggest heap at the start.
    fn cols(&self) -> usize {
        self.0.sizes().iter().copied().max().unwrap_or(1).max(1) as usize
    }

    /// The bones left in heap `heap`: the pieces of its row of the scene.
    fn left(&self, heap: usize, position: &Nim) -> usize {
        self.heaps_left(position).get(heap).copied().unwrap_or(0)
    }

    /// The bones left in each heap.
    fn heaps_left(&self, position: &Nim) -> Vec<usize> {
        let mut left = vec![0; self.0.sizes().len()];
        for (place, _) in position.scene().occupied() {
            if let Some(heap) = left.get_mut(place as usize / self.cols()) {
                *heap += 1;
            }
        }
        left
    }

    /// A row a heap, with a little space above for the label.
    fn shape(&self) -> BoardShape {
        BoardShape {
            rows: self.0.sizes().len().max(1),
            cols: self.cols(),
            space_above: 0.3,
            room: Vec2::ZERO,
            coordinates: Vec2::ZERO,
        }
    }

    /// The heap of a place, and its slot in the heap's row.
    fn slot(&self, place: Place) -> (usize, usize) {
        (place as usize / self.cols(), place as usize % self.cols())
    }
}

impl Descriptor for NimHeaps {
    type Family = Nim;

    fn title(&self) -> Said {
        match GameSpec::Nim(self.0).preset_name() {
            Some("nim") => Said::new("game-nim"),
            _ => {
                let sizes = self.0.sizes().iter().map(u8::to_string).collect();
                // The list's separator is the language's own (Chinese writes 、).
                Said::new("game-nim-heaps").joined("heaps", sizes, "game-nim-heap-separator")
            }
        }
    }

    fn how_to_play(&self) -> HowToPlay<Nim> {
        HowToPlay::words(vec![Said::new("how-nim")])
    }

    fn menu(&self) -> Menu {
        match GameSpec::Nim(self.0).preset_name() {
            Some("nim") => Menu { rows: super::about("about-nim"), custom: None },
            _ => Menu::default(),
        }
    }

    /// The bones lie on the table, a row a heap with its letter and a little space above for the label; the
    /// bones a take would take light up, and the bones gone are the last move. A press beside the heaps is
    /// nothing to complain about.
    fn board(&self) -> BoardLook<HeapTake> {
        BoardLook {
            marks: MarkLook { round: false, last: None, trail: None, hover: Hover::Pieces, legal: None },
            row_names: (0..self.0.sizes().len()).map(|heap| heap_letter(heap as u8).to_string()).collect(),
            refuses_misses: false,
            ..BoardLook::new(self.shape(), Dressing::default())
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// The screen reader reads a heap a cell.
    fn place(&self, place: Place) -> PlaceLook {
        let spot = self.spot(place);
        PlaceLook { rect: (spot, Vec2::splat(0.94)), value_at: spot, spoken_cell: self.slot(place).0 }
    }

    /// A bone left: a press beside the heaps is no press on them.
    fn place_at(&self, layout: &BoardLayout, world: Vec2, position: &Nim) -> Option<Place> {
        let place = Place::try_from(layout.cell_at(world)?).ok()?;
        let (heap, slot) = self.slot(place);
        (slot < self.left(heap, position)).then_some(place)
    }

    /// Along a heap's bones, and up and down the heaps, skipping empty ones; off the end of a heap, its last
    /// bone.
    fn step(&self, place: Place, step: Step, position: &Nim) -> Place {
        let (rows, cols) = (self.0.sizes().len(), self.cols());
        let mut at = place;
        for _ in 0..rows.max(1) {
            at = grid_step(at, step, rows, cols);
            let (heap, slot) = self.slot(at);
            let left = self.left(heap, position);
            if slot < left {
                return at;
            }
            if left > 0 && matches!(step, Step::Up | Step::Down) {
                return last_bone(heap, cols, left).unwrap_or(at);
            }
        }
        place
    }

    /// The last bone of the first heap that has one: taking one.
    fn cursor_start(&self, position: &Nim) -> Place {
        let first = (0..self.0.sizes().len()).find(|&heap| self.left(heap, position) > 0);
        first.and_then(|heap| last_bone(heap, self.cols(), self.left(heap, position))).unwrap_or(0)
    }

    /// Digits do not name a take here: which heap would they take from?
    fn digit_move(&self, _digit: usize, _position: &Nim) -> Option<HeapTake> {
        None
    }

    /// "2 from heap b".
    fn move_name(&self, take: HeapTake) -> Said {
        Said::new("move-from-heap").number("bones", take.bones).text("heap", heap_letter(take.heap))
    }

    /// A heap a cell, in a column: its letter and how many bones it holds.
    fn spoken_board(&self, position: &Nim, _owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        let heaps = self.heaps_left(position).into_iter().enumerate();
        let cells = heaps
            .map(|(heap, bones)| {
                Said::new("access-heap").text("heap", heap_letter(heap as u8).to_string()).number("bones", bones as i64)
            })
            .collect();
        SpokenBoard { cols: 1, cells }
    }

    /// What each heap holds (`3 · 4 · 5`), and each heap by its letter and what it holds, as the caption
    /// says it.
    fn explorer_text(&self, position: &Nim) -> ExplorerText {
        let left: Vec<String> = self.heaps_left(position).iter().map(usize::to_string).collect();
        ExplorerText { label: Some(left.join(" · ")), words: Some(self.caption(position, None).swap_remove(0)) }
    }

    fn caption(&self, position: &Nim, last: Option<&LastTurn<Nim>>) -> Vec<Said> {
        // Each heap by its letter and what it holds: "a 3 · b 4 · c 5" (letters and digits, in any language).
        let left = self.heaps_left(position);
        let heaps = left.iter().enumerate();
        let heaps: Vec<String> = heaps.map(|(heap, left)| format!("{} {left}", heap_letter(heap as u8))).collect();
        let mut parts = vec![Said::new("caption-heaps").text("heaps", heaps.join(" · "))];
        if let Some((who, Some(mv))) = last.map(|turn| (turn.who.clone(), turn.last_move())) {
            parts.push(Said::new("caption-took").said("side", who).said("move", self.move_name(mv)));
        } else if left.iter().any(|&left| left > 0) {
            parts.push(Said::new("caption-nim-how"));
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
