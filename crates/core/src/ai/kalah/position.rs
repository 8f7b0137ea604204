//! A Kalah position as the solver sees it: the seeds in the pits, from the side of the player to move, and
//! nothing else. The stores are left out: the solver's values count the seeds still to come into them (see
//! [`super::solver`]), so two positions that differ only in their stores are one position here.
//!
//! Layout, for m pits a side:
//! ```text
//!   seeds[0 .. m]     the mover's pits, from its left (a) to its right, nearest its store last
//!   seeds[m .. 2m]    the opponent's pits, from its own left (a) to its right
//! ```
//! A sowing goes along the mover's pits, into the mover's store, along the opponent's pits, and round again,
//! skipping the opponent's store: a cycle of 2m + 1 slots, the store between the two rows.

use crate::rules::Player;
use crate::rules::kalah::{Capture, Kalah};

/// The most pits a side has.
pub const MAX_PITS: usize = 6;

/// The seeds in the pits, from the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pits {
    seeds: [u8; 2 * MAX_PITS],
    pits: u8,
    empty_capture: bool,
}

/// What a sowing does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sown {
    /// The position after it, from the side of whoever moves next.
    pub next: Pits,
    /// What it put into the mover's store less what it put into the opponent's (only the end's sweep does
    /// that): the seeds it gained, counted for the mover.
    pub gain: i32,
    /// Whether the mover moves again (its last seed fell into its store and the game goes on).
    pub again: bool,
    /// Whether the game is over after it.
    pub over: bool,
}

impl Sown {
    /// The value of the move for the mover, given the value of the position it leaves for whoever moves there.
    pub fn value(&self, next: i32) -> i32 {
        match (self.over, self.again) {
            (true, _) => self.gain,
            (false, true) => self.gain + next,
            (false, false) => self.gain - next,
        }
    }
}

impl Pits {
    /// The pits of a game's position, from the side of the player to move.
    pub fn of(game: &Kalah) -> Self {
        let board = game.board();
        let mover = game_to_move(game);
        let mut seeds = [0; 2 * MAX_PITS];
        let m = board.pits as usize;
        for pit in 0..board.pits {
            seeds[pit as usize] = game.seeds_at(board.pit(mover, pit));
            seeds[m + pit as usize] = game.seeds_at(board.pit(mover.other(), pit));
        }
        Pits { seeds, pits: board.pits, empty_capture: board.capture == Capture::Empty }
    }

    /// A position from its pits' seeds, the mover's `m` first and then the opponent's (`counts` holds `2m`,
    /// m from 1 to [`MAX_PITS`]).
    pub fn from_counts(counts: &[u8], empty_capture: bool) -> Self {
        let mut seeds = [0; 2 * MAX_PITS];
        let n = counts.len().min(2 * MAX_PITS);
        seeds[..n].copy_from_slice(&counts[..n]);
        Pits { seeds, pits: (n / 2) as u8, empty_capture }
    }

    /// Whether a last seed in one's own empty pit captures even when the pit opposite is empty.
    pub fn empty_capture(&self) -> bool {
        self.empty_capture
    }

    /// The seeds in pit `i` of the layout (the mover's from 0, the opponent's from m).
    pub fn seed(&self, i: usize) -> u8 {
        self.seeds[i]
    }

    /// Pits a side.
    pub fn pits(&self) -> usize {
        self.pits as usize
    }

    /// The seeds in the mover's pit `pit` (from its left).
    pub fn own(&self, pit: usize) -> u8 {
        self.seeds[pit]
    }

    /// The seeds in the mover's pits.
    pub fn own_total(&self) -> i32 {
        self.seeds[..self.pits()].iter().map(|&s| s as i32).sum()
    }

    /// The seeds in the opponent's pits.
    pub fn their_total(&self) -> i32 {
        self.seeds[self.pits()..2 * self.pits()].iter().map(|&s| s as i32).sum()
    }

    /// Every seed still in a pit: the most either side can still gain.
    pub fn total(&self) -> i32 {
        self.own_total() + self.their_total()
    }

    /// Whether the game is over: a side's pits are all empty.
    pub fn over(&self) -> bool {
        self.own_total() == 0 || self.their_total() == 0
    }

    /// The value of a finished game: each side keeps the seeds on its own side.
    pub fn final_value(&self) -> i32 {
        self.own_total() - self.their_total()
    }

    /// The pits packed into 84 bits (7 a pit, at most 72 seeds in all), a key that tells any two apart.
    pub fn key(&self) -> u128 {
        self.seeds.iter().fold(0u128, |key, &s| key << 7 | s as u128)
    }

    /// Sows the mover's pit `pit`, which holds seeds.
    pub fn sow(&self, pit: usize) -> Sown {
        let m = self.pits();
        let cycle = 2 * m + 1;
        // The slots of the cycle: 0..m the mover's pits, m the mover's store, m + 1 + j the opponent's pit j.
        let mut seeds = self.seeds;
        let hand = std::mem::take(&mut seeds[pit]) as usize;
        // Whole rounds first: each puts a seed in every slot (the emptied pit too).
        let (rounds, rest) = (hand / cycle, hand % cycle);
        let mut gain = rounds as i32;
        if rounds > 0 {
            seeds[..2 * m].iter_mut().for_each(|s| *s += rounds as u8);
        }
        let mut slot = pit;
        for _ in 0..rest {
            slot = (slot + 1) % cycle;
            match slot {
                s if s < m => seeds[s] += 1,
                s if s == m => gain += 1,
                s => seeds[s - 1] += 1,
            }
        }
        // Where the last seed fell: after whole rounds only, in the pit sown from.
        let last = if rest == 0 { pit } else { slot };
        let again = last == m;
        if last < m && seeds[last] == 1 {
            // The mover's pit p faces the opponent's pit m - 1 - p (each counted from its owner's left).
            let facing = 2 * m - 1 - last;
            if seeds[facing] > 0 || self.empty_capture {
                gain += 1 + seeds[facing] as i32;
                seeds[last] = 0;
                seeds[facing] = 0;
            }
        }
        let mut next = Pits { seeds, ..*self };
        let (own, theirs) = (next.own_total(), next.their_total());
        let over = own == 0 || theirs == 0;
        if over {
            gain += own - theirs;
            next.seeds = [0; 2 * MAX_PITS];
        } else if !again {
            next.seeds[..m].copy_from_slice(&seeds[m..2 * m]);
            next.seeds[m..2 * m].copy_from_slice(&seeds[..m]);
        }
        Sown { next, gain, again: again && !over, over }
    }
}

/// Who is to move in `game` (for [`Pits::of`]).
fn game_to_move(game: &Kalah) -> Player {
    use crate::rules::Game;
    game.to_move()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kalah::{Board, CLASSIC};
    use crate::rules::{Family, Game};

    /// Plays random games and checks each sowing against the rules': the pits after it, from the side of whoever
    /// moves next, and the mover's gain in the stores.
    #[test]
    fn sowing_agrees_with_the_rules() {
        for (board, seed) in [
            (CLASSIC, 1u64),
            (Board { capture: Capture::Empty, ..CLASSIC }, 2),
            (Board { pits: 3, seeds: 6, capture: Capture::Standard }, 3),
        ] {
            let mut rng = seed;
            for _ in 0..50 {
                let mut game = Kalah::start(board);
                let mut moves = Vec::new();
                while game.outcome().is_none() {
                    game.legal_moves(&mut moves);
                    rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                    let mv = moves[(rng >> 33) as usize % moves.len()];
                    let pits = Pits::of(&game);
                    let mover = game.to_move();
                    let before = game.store(mover) as i32 - game.store(mover.other()) as i32;
                    let sown = pits.sow(mv.0 as usize);
                    game.play(mv);
                    let after = game.store(mover) as i32 - game.store(mover.other()) as i32;
                    assert_eq!(sown.gain, after - before, "{board:?}");
                    assert_eq!(sown.over, game.outcome().is_some());
                    if !sown.over {
                        assert_eq!(sown.next, Pits::of(&game));
                        assert_eq!(sown.again, game.to_move() == mover);
                    }
                }
            }
        }
    }

    #[test]
    fn keys_tell_positions_apart() {
        let start = Pits::of(&Kalah::start(CLASSIC));
        let after = start.sow(0).next;
        assert_ne!(start.key(), after.key());
        assert_eq!(start.key(), Pits::of(&Kalah::start(CLASSIC)).key());
    }
}
