//! Zobrist hashing: a position's hash is the XOR of a fixed random key for each (cell, player) stone on it (or,
//! for Bones, one key per heap size) and a key for the side to move. Playing a move XORs in a small delta, so
//! the search keeps the hash up to date in O(1) instead of rehashing.
//!
//! The keys come from SplitMix64 over a fixed seed at compile time: the same on every machine and every run,
//! so node counts in tests and benchmarks repeat exactly.

use crate::rules::bones::MAX_HEAP;
use crate::rules::grid_game::{GridGame, Placement};
use crate::rules::tree::Tree;
use crate::rules::{Game, Grid, Player};

/// The most cells a board can have: 20 × 20 (the m,n,k game's largest, Gomocup's freestyle board).
pub const MAX_CELLS: usize = 20 * 20;

/// A position's hash, computed from scratch or kept up to date move by move.
pub trait Zobrist: Game {
    /// The hash of this position, computed from scratch.
    fn zobrist(&self) -> u64;

    /// What playing `mv` from this position XORs into its hash.
    fn zobrist_delta(&self, mv: Self::Move) -> u64;
}

// The keys are made where the rules can make them too (chess's position hashes itself, for repetitions),
// since the rules never import the engine.
pub use crate::rules::keys::splitmix64;
pub(crate) use crate::rules::keys::{SEED, keys};

/// Keys for a stone of each player on each cell: `STONE_KEYS[cell * 2 + player]`.
static STONE_KEYS: [u64; MAX_CELLS * 2] = keys(1 << 40);
/// Keys for each heap size of Bones.
pub(crate) static HEAP_KEYS: [u64; MAX_HEAP as usize + 1] = keys(2 << 40);
/// XORed in when player Two is to move.
pub(crate) const SIDE_KEY: u64 = splitmix64(SEED ^ 3 << 40);

fn stone_key(cell: usize, player: Player) -> u64 {
    STONE_KEYS[cell * 2 + player.index()]
}

/// The key of the side to move: nothing for One, [`SIDE_KEY`] for Two.
pub(crate) fn side_key(player: Player) -> u64 {
    if player == Player::Two { SIDE_KEY } else { 0 }
}

fn grid_hash(grid: &Grid, to_move: Player) -> u64 {
    let stones = grid.cells().iter().enumerate();
    let keys = stones.filter_map(|(cell, s)| s.map(|p| stone_key(cell, p)));
    keys.fold(side_key(to_move), |h, k| h ^ k)
}

impl<P: Placement> Zobrist for GridGame<P> {
    fn zobrist(&self) -> u64 {
        grid_hash(self.grid(), self.to_move())
    }

    fn zobrist_delta(&self, mv: P::Move) -> u64 {
        let cell = self.aim(mv).expect("a legal move");
        stone_key(cell, self.to_move()) ^ SIDE_KEY
    }
}

/// A tree node is named by its level and its index within the level; the hash mixes the two.
fn tree_node_hash(level: usize, index: usize) -> u64 {
    splitmix64(SEED ^ ((level as u64) << 48) ^ index as u64)
}

impl Zobrist for Tree {
    fn zobrist(&self) -> u64 {
        tree_node_hash(self.level(), self.index())
    }

    fn zobrist_delta(&self, child: u8) -> u64 {
        let mut next = self.clone();
        next.play(child);
        self.zobrist() ^ next.zobrist()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mnk::Mnk;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = STONE_KEYS.iter().chain(HEAP_KEYS.iter()).copied().collect();
        all.push(SIDE_KEY);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn transpositions_hash_alike_and_sides_differ() {
        let a = Mnk::from_moves(Mnk::TIC_TAC_TOE, "1529").unwrap();
        let b = Mnk::from_moves(Mnk::TIC_TAC_TOE, "2915").unwrap();
        assert_eq!(a.zobrist(), b.zobrist());
        let c = Mnk::from_moves(Mnk::TIC_TAC_TOE, "152").unwrap();
        assert_ne!(a.zobrist(), c.zobrist());
    }
}
