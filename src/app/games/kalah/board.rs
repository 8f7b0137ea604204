//! Kalah's board: two rows of pits between the stores, the near side's along the bottom; where each place sits,
//! how big it is drawn, where its letter, its value and its owner's name are written, and how the keyboard's
//! cursor walks it.

use bevy::prelude::*;

use super::KalahBoard;
use crate::app::games::{Dressing, Hover, MarkLook, Step, Surface};
use crate::app::geometry::BoardShape;
use crate::rules::kalah::pit_letter;
use crate::rules::{Place, Player};

/// How tall a store is, in rows: nearly both.
const STORE_HEIGHT: f32 = 1.8;
/// How far from a pit's centre its letter is written, in rows: just past the board's edge; and its value,
/// past its letter.
const LETTER_OFFSET: f32 = 0.77;
const VALUE_OFFSET: f32 = 1.12;
/// Rows of room kept above and below the board for the letters, the players' names and the values.
const ROOM_BELOW: f32 = 0.9;

impl KalahBoard {
    /// The near side's pits along the bottom from its left, its store on the right; the far side's along the
    /// top from its own left (the near side's right), its store on the left.
    pub(super) fn spot_of(&self, place: Place) -> Vec2 {
        let half = (self.pits() as f32 + 1.0) / 2.0;
        match self.board.pit_of(place) {
            Some((owner, pit)) if owner == self.near => Vec2::new(pit as f32 + 1.0 - half, -0.5),
            Some((_, pit)) => Vec2::new(half - 1.0 - pit as f32, 0.5),
            None if place == self.board.store(self.near) => Vec2::new(half, 0.0),
            None => Vec2::new(-half, 0.0),
        }
    }

    /// Along a row of pits, wrapping at its ends; up and down to the pit across.
    pub(super) fn step_from(&self, place: Place, step: Step) -> Place {
        let Some((owner, pit)) = self.board.pit_of(place) else { return self.board.pit(self.near, 0) };
        let m = self.board.pits;
        // Left and right as the near side sees the board: the far row runs the other way.
        let rightward = (owner == self.near) == matches!(step, Step::Right);
        match step {
            Step::Left | Step::Right if rightward => self.board.pit(owner, (pit + 1) % m),
            Step::Left | Step::Right => self.board.pit(owner, (pit + m - 1) % m),
            Step::Up | Step::Down => self.board.opposite(place),
        }
    }

    /// The place whose spot is in grid cell `cell` of the board's [`shape`](Self::shape) (two rows of pits between the
    /// stores' columns), if any.
    pub(super) fn place_of_cell(&self, cell: usize) -> Option<Place> {
        let (cols, m) = (self.pits() + 2, self.pits() as u8);
        let (row, col) = (cell / cols, cell % cols);
        let board = self.board;
        match col {
            0 => Some(board.store(self.near.other())),
            c if c == cols - 1 => Some(board.store(self.near)),
            c if row == 1 => Some(board.pit(self.near, c as u8 - 1)),
            c => Some(board.pit(self.near.other(), m - c as u8)),
        }
    }

    /// Wood, with a hollow for each pit and each store.
    pub(super) fn dressing(&self) -> Dressing {
        let hollows = (0..self.board.places() as Place).map(|place| self.place_rect(place)).collect();
        Dressing { surface: Surface::GO_WOOD, hollows, ..Dressing::default() }
    }

    /// Round marks; the seeds a sowing would lift light up, and a dot shows where its last seed lands.
    pub(super) fn marks(&self) -> MarkLook {
        MarkLook { round: true, last: None, trail: None, hover: Hover::Pieces, legal: None }
    }

    /// Two rows of pits, a store's column at each end, and room above for the caption.
    pub(super) fn shape(&self) -> BoardShape {
        BoardShape {
            rows: 2,
            cols: self.pits() + 2,
            space_above: 0.35,
            room: Vec2::new(0.35, ROOM_BELOW),
            coordinates: Vec2::ZERO,
        }
    }

    /// Each pit's letter, from its owner's left as the notation counts: below the near row, above the far one.
    pub(super) fn coordinates(&self) -> Vec<(Vec2, String)> {
        let pits = [self.near, self.near.other()]
            .into_iter()
            .flat_map(|side| (0..self.board.pits).map(move |pit| (side, pit)));
        pits.map(|(side, pit)| {
            let spot = self.spot_of(self.board.pit(side, pit));
            (spot + Vec2::new(0.0, LETTER_OFFSET.copysign(spot.y)), pit_letter(pit).to_string())
        })
        .collect()
    }

    /// Each player's name by their store, on their row's side of the board.
    pub(super) fn owner_labels(&self) -> Vec<(Vec2, Player)> {
        [self.near, self.near.other()]
            .map(|side| {
                let row = if side == self.near { -0.5 } else { 0.5 };
                (Vec2::new(self.spot_of(self.board.store(side)).x, row + LETTER_OFFSET.copysign(row)), side)
            })
            .into()
    }

    /// Outside the board, beside the pit: below the near row, above the far one, past its letter.
    pub(super) fn value_spot(&self, place: Place) -> Vec2 {
        let spot = self.spot_of(place);
        spot + Vec2::new(0.0, VALUE_OFFSET.copysign(spot.y))
    }

    /// A pit is a round hollow; a store a tall one, across both rows.
    pub(super) fn place_rect(&self, place: Place) -> (Vec2, Vec2) {
        let size = if self.board.pit_of(place).is_some() { Vec2::splat(0.86) } else { Vec2::new(0.86, STORE_HEIGHT) };
        (self.spot_of(place), size)
    }

    /// The cell of the spoken board a place is: the near row first, each its pits and then its store.
    pub(super) fn spoken_cell(&self, place: Place) -> usize {
        let row = |side: Player| if side == self.near { 0 } else { 1 };
        match self.board.pit_of(place) {
            Some((side, pit)) => row(side) * (self.pits() + 1) + pit as usize,
            None => {
                let side = if place == self.board.store(Player::One) { Player::One } else { Player::Two };
                row(side) * (self.pits() + 1) + self.pits()
            }
        }
    }
}
