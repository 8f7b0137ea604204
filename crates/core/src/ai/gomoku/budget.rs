//! What the searches for forced wins ([`super::vcf`], [`super::vct`]) keep besides the board: the nodes they
//! have searched, each search's node budget, and the positions shown to have no forced win within a depth,
//! remembered by their hash from one search to the next (the same board, searched again from a nearby
//! position, meets them again).

use std::collections::HashMap;

/// The most positions the table of failures keeps; past it, it starts again empty.
const MAX_FAILED: usize = 1 << 20;

/// A forced-win search's nodes, budget and failures.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    /// Nodes of all searches so far.
    nodes: u64,
    /// This search's node budget, and its nodes.
    limit: u64,
    spent: u64,
    /// Whether this search ran out of nodes.
    exhausted: bool,
    /// Positions with no forced win within the depth stored.
    failed: HashMap<u64, u32>,
}

impl Budget {
    /// Nodes searched so far, all searches together.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the last search ran out of nodes: a forced win may then exist that it did not find.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Forgets the positions remembered (for a new game: they hold for one board only).
    pub fn clear(&mut self) {
        self.failed.clear();
    }

    /// Starts a search of at most `limit` nodes.
    pub fn start(&mut self, limit: u64) {
        if self.failed.len() > MAX_FAILED {
            self.failed.clear();
        }
        self.limit = limit;
        self.spent = 0;
        self.exhausted = false;
    }

    /// Takes one node of the budget; `false` (and the search exhausted) when none is left.
    pub fn take(&mut self) -> bool {
        if self.spent >= self.limit {
            self.exhausted = true;
            return false;
        }
        self.spent += 1;
        self.nodes += 1;
        true
    }

    /// Whether the position `hash` was shown to have no forced win within `depth` or more.
    pub fn failed(&self, hash: u64, depth: u32) -> bool {
        self.failed.get(&hash).is_some_and(|&d| d >= depth)
    }

    /// Remembers that the position `hash` has no forced win within `depth`, unless the search ran out of
    /// nodes (then it may have one the search did not reach).
    pub fn fail(&mut self, hash: u64, depth: u32) {
        if !self.exhausted {
            self.failed.insert(hash, depth);
        }
    }
}
