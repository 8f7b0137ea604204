//! A fixed-size transposition table: what the search learnt about a position, found again by its hash when the
//! same position is reached by another move order, a later iteration, or a later slice of the same search.
//!
//! Layout: `2^bits` buckets of two entries. An entry keeps the full 64-bit hash (so a hit is a real hit, not an
//! index collision), the score with its bound, the depth it was searched to, the best move, and the generation
//! (which search stored it).
//!
//! Replacement scheme ("depth-preferred plus always-replace", as in many chess programs): a position already in
//! its bucket is updated in place. Otherwise the first slot keeps the most valuable entry: it is overwritten
//! only if it is empty, left over from an earlier search, or searched no deeper than the new entry. Everything
//! else goes to the second slot, which always takes the newest entry. Deep results survive floods of shallow
//! ones, and recent shallow ones still get a place.

use super::keeping::{Keepable, Kept};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The slot holds nothing.
    Empty,
    /// The score is the value.
    Exact,
    /// The value is at least the score (the search failed high).
    Lower,
    /// The value is at most the score (the search failed low).
    Upper,
    /// Only the best move holds: the score was decided by the way the search came here (a repetition), not
    /// by the position (see "The past" in [`crate::ai::search`]).
    MoveOnly,
}

/// The depth stored for a result that rests on no guess: every line below it was searched to the end of the
/// game or to a proven fact, so it holds at any depth a later search asks for.
pub const RESOLVED: u16 = u16::MAX;

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: u16,
    pub bound: Bound,
    generation: u8,
}

impl<M> Entry<M> {
    const EMPTY: Self = Self { key: 0, best: None, score: 0, depth: 0, bound: Bound::Empty, generation: 0 };
}

/// The table; `M` is the game's move type.
pub struct TranspositionTable<M> {
    buckets: Vec<[Entry<M>; 2]>,
    mask: usize,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table of `2^bits` buckets (twice as many entries).
    pub fn new(bits: u8) -> Self {
        let len = 1usize << bits;
        Self { buckets: vec![[Entry::EMPTY; 2]; len], mask: len - 1, generation: 0 }
    }

    /// How many buckets it has, as a power of two.
    pub fn bits(&self) -> u8 {
        self.buckets.len().trailing_zeros() as u8
    }

    /// Empties every entry, in place.
    pub fn clear(&mut self) {
        self.buckets.fill([Entry::EMPTY; 2]);
        self.generation = 0;
    }

    /// How many entries the table holds at most.
    pub fn capacity(&self) -> usize {
        self.buckets.len() * 2
    }

    /// Starts a new search: entries from earlier ones become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        // The low bits pick the bucket; the full key is compared on a probe.
        key as usize & self.mask
    }

    /// Asks the processor to bring `key`'s bucket into its cache ahead of the probe (a hint, where the
    /// processor takes one; elsewhere nothing): the search asks it as it makes a move, so that the fetch from
    /// memory overlaps with the move's making and the child's first questions.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        safe_arch::prefetch_t0(&self.buckets[self.bucket(key)]);
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<&Entry<M>> {
        let bucket = &self.buckets[self.bucket(key)];
        bucket.iter().find(|e| e.key == key && e.bound != Bound::Empty)
    }

    /// Stores a result, following the replacement scheme in the module documentation.
    pub fn store(&mut self, key: u64, best: Option<M>, score: i32, depth: u16, bound: Bound) {
        let generation = self.generation;
        let index = self.bucket(key);
        let bucket = &mut self.buckets[index];
        let entry = Entry { key, best, score, depth, bound, generation };
        if let Some(same) = bucket.iter_mut().find(|e| e.key == key && e.bound != Bound::Empty) {
            // A move alone takes the value stored away too: by another way, the past may decide it as well.
            // Keep the old best move if the new result has none (a fail-low finds no best move).
            let best = best.or(same.best);
            *same = Entry { best, ..entry };
            return;
        }
        let first = &bucket[0];
        let first_is_cheap = first.bound == Bound::Empty || first.generation != generation || first.depth <= depth;
        bucket[if first_is_cheap { 0 } else { 1 }] = entry;
    }

    /// How many entries are in use: a measure for benchmarks and tests.
    pub fn occupancy(&self) -> usize {
        self.buckets.iter().flatten().filter(|e| e.bound != Bound::Empty).count()
    }
}

/// The general search's tables kept between searches, by their size in bits and the depth their searches
/// stop at (a family's engine that keeps them: [`super::any::general_keeping`]). By the depth, so that a
/// level that stops at one (Easy, Medium) never reads what a deeper search left: it plays as strong as its
/// depth, whatever searched before it.
pub type KeptTables<M> = Kept<(u8, u32), TranspositionTable<M>>;

/// A table kept from one search for the next ([`KeptTables`]): what a search learnt of the
/// positions after its root holds in the next one's, which its first iterations find there. The search that
/// takes it starts a generation of its own (see the replacement scheme).
impl<M: Copy> Keepable for TranspositionTable<M> {
    fn start_afresh_keeping_table(&mut self) {}

    fn clear_table(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut tt = TranspositionTable::<u8>::new(4);
        assert_eq!(tt.capacity(), 32);
        tt.store(0x1234, Some(7), 42, 5, Bound::Exact);
        let e = tt.probe(0x1234).unwrap();
        assert_eq!((e.best, e.score, e.depth, e.bound), (Some(7), 42, 5, Bound::Exact));
        // Same bucket (same low bits), other key: no false hit.
        assert!(tt.probe(0x1234 + (1 << 20)).is_none());
    }

    #[test]
    fn deep_entries_survive_shallow_floods() {
        let mut tt = TranspositionTable::<u8>::new(0);
        tt.store(1, Some(1), 10, 9, Bound::Exact);
        for key in 2..50 {
            tt.store(key, Some(2), 0, 1, Bound::Lower);
        }
        assert_eq!(tt.probe(1).unwrap().depth, 9, "the deep entry keeps its slot");
        assert!(tt.probe(49).is_some(), "the newest shallow entry has the other slot");
        assert!(tt.probe(48).is_none());
        assert_eq!(tt.occupancy(), 2);
    }

    #[test]
    fn a_new_search_frees_the_deep_slot() {
        let mut tt = TranspositionTable::<u8>::new(0);
        tt.store(1, None, 10, 9, Bound::Exact);
        tt.new_search();
        tt.store(2, None, 0, 1, Bound::Upper);
        assert!(tt.probe(1).is_none());
        assert!(tt.probe(2).is_some());
    }

    #[test]
    fn an_update_keeps_a_known_best_move() {
        let mut tt = TranspositionTable::<u8>::new(2);
        tt.store(5, Some(3), 1, 2, Bound::Lower);
        tt.store(5, None, -1, 3, Bound::Upper);
        let e = tt.probe(5).unwrap();
        assert_eq!((e.best, e.depth, e.bound), (Some(3), 3, Bound::Upper));
    }
}
