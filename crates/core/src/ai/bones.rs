//! The engine's side of the Game of Bones: its hash, its (empty) evaluation, and its promise: every heap is
//! solved outright.

use super::any::Engine;
use super::eval::{Evaluator, Searchable, Tactics};
use super::zobrist::{HEAP_KEYS, SIDE_KEY, Zobrist, side_key};
use crate::rules::Game;
use crate::rules::bones::Bones;

/// Bones is small enough to search to the end from any heap, so its evaluation is never consulted; centre
/// nothing, prefer nothing.
#[derive(Clone, Debug, Default)]
pub struct BonesEval;

impl Evaluator<Bones> for BonesEval {
    fn reset(&mut self, _pos: &Bones) {}

    fn evaluate(&self, _pos: &Bones) -> i32 {
        0
    }

    fn tactics(&self, pos: &Bones) -> Tactics<u8> {
        // Taking the whole heap wins whenever the rules allow it.
        if (1..=crate::rules::bones::MAX_TAKE).contains(&pos.heap()) { Tactics::WinNow } else { Tactics::Open }
    }

    fn move_index(&self, take: u8) -> usize {
        take as usize
    }

    fn move_slots(&self) -> usize {
        crate::rules::bones::MAX_TAKE as usize + 1
    }
}

impl Zobrist for Bones {
    fn zobrist(&self) -> u64 {
        HEAP_KEYS[self.heap() as usize] ^ side_key(self.to_move())
    }

    fn zobrist_delta(&self, take: u8) -> u64 {
        let heap = self.heap() as usize;
        HEAP_KEYS[heap] ^ HEAP_KEYS[heap - take as usize] ^ SIDE_KEY
    }
}

impl Searchable for Bones {
    type Eval = BonesEval;

    fn evaluator(&self) -> BonesEval {
        BonesEval
    }
}

impl Engine for Bones {
    type Data = ();

    /// A heap of at most 99 bones is a few hundred positions.
    fn solves_outright(_heap: u8) -> bool {
        true
    }
}
