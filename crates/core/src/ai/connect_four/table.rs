//! The solver's transposition table: for each position searched, the best lower and upper bounds on its score
//! found so far, in one 64-bit word per entry, so a probe costs one memory access.
//!
//! # Entry layout
//! ```text
//!   63 ............................ 16 15 .. 12 11 ...... 6 5 ....... 0
//!  |  the low 48 bits of the hashed key |  work  | lower + 32 | upper + 32 |     (0 in a bound: none)
//! ```
//! The key is hashed by multiplying it with an odd constant, which is a bijection of 64-bit words. The top
//! bits of the hash choose a bucket of two entries (one cache line holds four buckets) and the low 48 bits are
//! stored, so with at least 16 bucket bits the bucket and the stored bits together are the whole hash: two
//! positions are never mistaken for each other, whatever the board's size. Scores fit in six bits: no board
//! that fits has more than 56 cells, so no score exceeds 28 either way.
//!
//! # Replacement
//! `work` is how big the search that found the bounds was: half the bits of its node count (see the solver's
//! `work`). The first entry of a bucket keeps the position with the most work, the second the latest other
//! one, so the costly results survive the flood of cheap ones near the leaves. (Measured against the older
//! measure, empty cells / 4, on the published begin sets: 0.5 % fewer nodes; the count also ranks the big
//! searches deep in the game that the empty cells rank low.)
//!
//! # Growing with the search
//! A probe that misses the processor's caches costs far more than the node it serves: measured on the
//! published middle-game positions, the same search ran 2.5 times slower with a 64 MiB table than with a
//! 2 MiB one, for the same node count. So the table starts small and doubles when it has evicted as many
//! entries as it has slots, up to its largest size. Doubling needs no keys: an entry's new slot is its old
//! slot and the next bit of its hash, which the entry holds.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::ai::memory;

/// An odd multiplier (2^64 divided by the golden ratio), which spreads nearby keys over the whole table.
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;
/// Bits of the hash kept in an entry.
const KEPT: u32 = 48;
/// Scores are stored with this added, so a stored 0 means "no bound".
const OFFSET: i32 = 32;
/// Bits of a stored bound.
const BOUND_BITS: u32 = 6;
const BOUND_MASK: u64 = (1 << BOUND_BITS) - 1;
/// Where an entry keeps its work.
const WORK_SHIFT: u32 = 2 * BOUND_BITS;
const WORK_MASK: u64 = 0xf;

/// The fewest entries (as bits) that keep keys unambiguous: 2^16 buckets of two (see the module
/// documentation).
pub const MIN_BITS: u8 = (64 - KEPT) as u8 + 1;
/// The most index bits: a table of 2^34 entries takes 128 GiB.
pub const MAX_BITS: u8 = 34;
/// The size a table starts at: 2^18 entries, 2 MiB, which the processor's caches hold.
const START_BITS: u8 = 18;

/// What the table knows of a position: its score is at least `lower` and at most `upper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub lower: Option<i32>,
    pub upper: Option<i32>,
}

/// A table of up to `2^max_bits` entries.
///
/// Several solvers of one position may share it (`&self` is enough to read and write): each entry is one
/// atomic word, read and written whole, and holds its own key bits, so a solver never reads another
/// position's bounds, and two writes that race lose one of the two entries, never mix them.
pub struct Table {
    entries: Vec<AtomicU64>,
    bits: u8,
    max_bits: u8,
}

impl Table {
    /// A table that grows up to `2^max_bits` entries (8 bytes each), `max_bits` clamped to
    /// [`MIN_BITS`]..=[`MAX_BITS`].
    pub fn new(max_bits: u8) -> Self {
        let max_bits = max_bits.clamp(MIN_BITS, MAX_BITS);
        let bits = START_BITS.min(max_bits);
        Self { entries: zeroed(1 << bits), bits, max_bits }
    }

    /// A table that starts at `2^bits` entries rather than the usual size (for tests of growth).
    #[cfg(test)]
    pub fn starting_at(bits: u8, max_bits: u8) -> Self {
        let mut table = Self::new(max_bits);
        table.bits = bits.clamp(MIN_BITS, table.max_bits);
        table.entries = zeroed(1 << table.bits);
        table
    }

    /// A table with no entries, standing in for one moved elsewhere; it must never be asked anything.
    pub fn placeholder() -> Self {
        Self { entries: Vec::new(), bits: MIN_BITS, max_bits: MIN_BITS }
    }

    /// The number of entries now.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The most index bits it grows to.
    pub fn max_bits(&self) -> u8 {
        self.max_bits
    }

    /// Whether it has grown as far as it may.
    pub fn is_full_size(&self) -> bool {
        self.bits >= self.max_bits
    }

    /// Forgets everything, and shrinks back to the starting size.
    pub fn clear(&mut self) {
        *self = Self::new(self.max_bits);
    }

    /// The first slot of the bucket of `key`, and the bits of its hash an entry keeps.
    fn slot(&self, key: u64) -> (usize, u64) {
        let hash = key.wrapping_mul(MIX);
        let bucket_bits = self.bits as u32 - 1;
        (((hash >> (64 - bucket_bits)) as usize) << 1, hash & ((1 << KEPT) - 1))
    }

    /// The bounds known for `key`, if any.
    pub fn get(&self, key: u64) -> Option<Bounds> {
        let (slot, kept) = self.slot(key);
        let held = |entry: u64| entry != 0 && entry >> (64 - KEPT) == kept;
        let (first, second) = (self.load(slot), self.load(slot + 1));
        if held(first) {
            Some(decode(first))
        } else if held(second) {
            Some(decode(second))
        } else {
            None
        }
    }

    /// Records that the score of `key` is at least `lower` and/or at most `upper`, keeping what was known
    /// of the same position if it was tighter. `work` says how costly the bounds were to find (see the module
    /// documentation); it is capped at 15. Returns whether another position's entry was evicted, which the
    /// owner counts to know when to [`Table::grow`].
    pub fn put(&self, key: u64, lower: Option<i32>, upper: Option<i32>, work: u32) -> bool {
        let (slot, kept) = self.slot(key);
        let held = |entry: u64| entry != 0 && entry >> (64 - KEPT) == kept;
        let work = u64::from(work).min(WORK_MASK);
        let (first, second) = (self.load(slot), self.load(slot + 1));
        let mut evicted = false;
        let (at, known) = if held(first) {
            (slot, first)
        } else if held(second) {
            (slot + 1, second)
        } else if first == 0 || work >= first >> WORK_SHIFT & WORK_MASK {
            // The new position is worth at least as much as the first entry's: the first moves to second.
            evicted = second != 0;
            self.store(slot + 1, first);
            (slot, 0)
        } else {
            evicted = second != 0;
            (slot + 1, 0)
        };
        let known = decode(known);
        let lower = lower.max(known.lower);
        let upper = match (upper, known.upper) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.store(at, kept << (64 - KEPT) | work << WORK_SHIFT | code(lower) << BOUND_BITS | code(upper));
        evicted
    }

    /// Whether `evictions` since the last growth call for one, and the table may still grow.
    pub fn wants_to_grow(&self, evictions: usize) -> bool {
        evictions >= self.entries.len() && self.bits < self.max_bits
    }

    fn load(&self, at: usize) -> u64 {
        self.entries[at].load(Ordering::Relaxed)
    }

    fn store(&self, at: usize, entry: u64) {
        self.entries[at].store(entry, Ordering::Relaxed);
    }

    /// Doubles the table, every entry moving to the bucket its hash's next bit chooses, in the same order. A
    /// doubling the machine cannot give leaves the table as it is, grown as far as it can be: a smaller table
    /// slows the search, and never changes an answer.
    pub fn grow(&mut self) {
        if self.bits >= self.max_bits {
            return;
        }
        let next_bit = 63 - (self.bits as u32 - 1);
        let Ok(mut grown) = memory::try_zeroed::<AtomicU64>(self.entries.len() * 2) else {
            self.max_bits = self.bits;
            return;
        };
        for (bucket, pair) in self.entries.chunks_exact_mut(2).enumerate() {
            for entry in pair {
                let entry = *entry.get_mut();
                if entry != 0 {
                    let hash_bit = (entry >> (64 - KEPT) >> next_bit & 1) as usize;
                    let to = (bucket << 1 | hash_bit) << 1;
                    let free = if *grown[to].get_mut() == 0 { to } else { to + 1 };
                    *grown[free].get_mut() = entry;
                }
            }
        }
        self.entries = grown;
        self.bits += 1;
    }
}

/// `len` atomic words, all zero, from the allocator's zeroed memory (untouched pages cost nothing).
fn zeroed(len: usize) -> Vec<AtomicU64> {
    bytemuck::zeroed_vec(len)
}

fn code(bound: Option<i32>) -> u64 {
    bound.map_or(0, |score| {
        debug_assert!(score.abs() < OFFSET, "score {score} fits six bits");
        (score + OFFSET) as u64
    })
}

fn decode(entry: u64) -> Bounds {
    let bound = |bits: u64| (bits != 0).then(|| bits as i32 - OFFSET);
    Bounds { lower: bound(entry >> BOUND_BITS & BOUND_MASK), upper: bound(entry & BOUND_MASK) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_kept_merged_and_replaced() {
        let mut table = Table::new(17);
        assert_eq!(table.get(42), None);
        table.put(42, Some(-3), None, 20);
        assert_eq!(table.get(42), Some(Bounds { lower: Some(-3), upper: None }));
        table.put(42, None, Some(5), 20);
        table.put(42, Some(-5), Some(7), 20);
        assert_eq!(table.get(42), Some(Bounds { lower: Some(-3), upper: Some(5) }), "the tighter bounds stay");
        // Two more keys of the same bucket: the costly entry stays, the latest cheap one takes the other slot.
        let mut same = (43..).filter(|&k: &u64| table.slot(k).0 == table.slot(42).0);
        let (cheap, cheaper) = (same.next().unwrap(), same.next().unwrap());
        table.put(cheap, Some(0), Some(0), 4);
        table.put(cheaper, Some(1), None, 2);
        assert_eq!(table.get(42), Some(Bounds { lower: Some(-3), upper: Some(5) }), "the costly one stays");
        assert_eq!(table.get(cheap), None, "replaced by the latest");
        assert_eq!(table.get(cheaper), Some(Bounds { lower: Some(1), upper: None }));
        // A costlier one takes the first place, and the old first moves to second.
        table.put(cheap, None, Some(2), 40);
        assert_eq!(table.get(cheap), Some(Bounds { lower: None, upper: Some(2) }));
        assert!(table.get(42).is_some() && table.get(cheaper).is_none());
        table.clear();
        assert_eq!(table.get(cheap), None);
    }

    #[test]
    fn keys_are_never_confused() {
        // Every key below 2^20 in a table of 2^17 entries, all of the same work: a bucket holds its first key
        // and its latest, and never answers for another.
        let table = Table::new(17);
        let mut held: std::collections::HashMap<usize, Vec<u64>> = std::collections::HashMap::new();
        for key in 0..1u64 << 20 {
            table.put(key, Some((key % 40) as i32 - 20), None, 8);
            let bucket = held.entry(table.slot(key).0).or_default();
            // Equal work: the new key takes the first place and the old first moves to second.
            bucket.insert(0, key);
            bucket.truncate(2);
        }
        for key in 0..1u64 << 20 {
            let bounds = Bounds { lower: Some((key % 40) as i32 - 20), upper: None };
            let expected = held[&table.slot(key).0].contains(&key).then_some(bounds);
            assert_eq!(table.get(key), expected);
        }
    }

    #[test]
    fn a_growing_table_keeps_every_entry_it_held() {
        let mut table = Table::new(20);
        assert_eq!(table.len(), 1 << 18);
        // Fill it to just before it grows, remembering what is there.
        let keys: Vec<u64> = (0..200_000u64).map(|k| k.wrapping_mul(0x2545_F491_4F6C_DD1D)).collect();
        for &key in &keys {
            table.put(key, Some(1), Some(3), 12);
        }
        let held: Vec<u64> = keys.iter().copied().filter(|&k| table.get(k).is_some()).collect();
        assert_eq!(table.len(), 1 << 18, "not grown yet");
        table.grow();
        assert_eq!(table.len(), 1 << 19);
        for key in held {
            assert_eq!(table.get(key), Some(Bounds { lower: Some(1), upper: Some(3) }));
        }
        // Evictions call for growth, up to its largest size and no further.
        let mut evictions = 0;
        for key in 0..4_000_000u64 {
            evictions += usize::from(table.put(key, None, Some(0), 12));
            if table.wants_to_grow(evictions) {
                table.grow();
                evictions = 0;
            }
        }
        assert_eq!(table.len(), 1 << 20);
        assert!(table.is_full_size() && !table.wants_to_grow(usize::MAX));
    }

    #[test]
    fn solvers_sharing_a_table_never_read_each_other_s_positions() {
        // Two threads write and read keys of their own (odd and even) in a small shared table, each key's
        // bounds a function of the key: every entry read back is the one written for that key.
        let table = Table::new(17);
        std::thread::scope(|scope| {
            for parity in 0..2u64 {
                let table = &table;
                scope.spawn(move || {
                    for round in 0..20u64 {
                        for i in 0..50_000u64 {
                            let key = (i * 2 + parity).wrapping_mul(0x2545_F491_4F6C_DD1D) ^ round;
                            let score = (key % 41) as i32 - 20;
                            table.put(key, Some(score), Some(score), (key % 16) as u32);
                            if let Some(read) = table.get(key) {
                                assert_eq!(read, Bounds { lower: Some(score), upper: Some(score) });
                            }
                        }
                    }
                });
            }
        });
    }
}
