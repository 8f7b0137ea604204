//! The solver's transposition table: for each position searched, the best lower and upper bounds on its score
//! found so far, in one 64-bit word per entry, so a probe costs one memory access.
//!
//! # Entry layout
//! ```text
//!   63 ............................ 16 15 ...... 8 7 ....... 0
//!  |  the low 48 bits of the hashed key |  lower + 64 |  upper + 64 |     (0 in a bound: none)
//! ```
//! The key is hashed by multiplying it with an odd constant, which is a bijection of 64-bit words. The top
//! `bits` of the hash choose the slot and the low 48 bits are stored, so with at least 16 index bits the slot
//! and the stored bits together are the whole hash: two positions are never mistaken for each other, whatever
//! the board's size. A slot holds the last position stored there (always replace): cheap, and the recent
//! positions are the ones most likely to come again.
//!
//! # Growing with the search
//! A probe that misses the processor's caches costs far more than the node it serves: measured on the
//! published middle-game positions, the same search ran 2.5 times slower with a 64 MiB table than with a
//! 2 MiB one, for the same node count. So the table starts small and doubles when it has evicted as many
//! entries as it has slots, up to its largest size. Doubling needs no keys: an entry's new slot is its old
//! slot and the next bit of its hash, which the entry holds.

/// An odd multiplier (2^64 divided by the golden ratio), which spreads nearby keys over the whole table.
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;
/// Bits of the hash kept in an entry.
const KEPT: u32 = 48;
/// Scores are stored with this added, so a stored 0 means "no bound".
const OFFSET: i32 = 64;

/// The fewest index bits that keep keys unambiguous (see the module documentation).
pub const MIN_BITS: u8 = (64 - KEPT) as u8;
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
pub struct Table {
    entries: Vec<u64>,
    bits: u8,
    max_bits: u8,
    /// Entries replaced by another position's since the table last grew.
    evictions: usize,
}

impl Table {
    /// A table that grows up to `2^max_bits` entries (8 bytes each), `max_bits` clamped to
    /// [`MIN_BITS`]..=[`MAX_BITS`].
    pub fn new(max_bits: u8) -> Self {
        let max_bits = max_bits.clamp(MIN_BITS, MAX_BITS);
        let bits = START_BITS.min(max_bits);
        Self { entries: vec![0; 1 << bits], bits, max_bits, evictions: 0 }
    }

    /// The number of entries now.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Forgets everything, and shrinks back to the starting size.
    pub fn clear(&mut self) {
        *self = Self::new(self.max_bits);
    }

    fn slot(&self, key: u64) -> (usize, u64) {
        let hash = key.wrapping_mul(MIX);
        ((hash >> (64 - self.bits as u32)) as usize, hash & ((1 << KEPT) - 1))
    }

    /// The bounds known for `key`, if any.
    pub fn get(&self, key: u64) -> Option<Bounds> {
        let (slot, kept) = self.slot(key);
        let entry = self.entries[slot];
        (entry != 0 && entry >> (64 - KEPT) == kept).then(|| decode(entry))
    }

    /// Records that the score of `key` is at least `lower` and/or at most `upper`, keeping what was known
    /// of the same position if it was tighter.
    pub fn put(&mut self, key: u64, lower: Option<i32>, upper: Option<i32>) {
        let (slot, kept) = self.slot(key);
        let old = self.entries[slot];
        let (mut lower, mut upper) = (lower, upper);
        if old != 0 && old >> (64 - KEPT) == kept {
            let known = decode(old);
            lower = lower.max(known.lower);
            upper = match (upper, known.upper) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        } else if old != 0 {
            self.evictions += 1;
        }
        self.entries[slot] = kept << (64 - KEPT) | code(lower) << 8 | code(upper);
        if self.evictions >= self.entries.len() && self.bits < self.max_bits {
            self.grow();
        }
    }

    /// Doubles the table, every entry moving to the slot its hash's next bit chooses.
    fn grow(&mut self) {
        let next_bit = 63 - self.bits as u32;
        let mut grown = vec![0u64; self.entries.len() * 2];
        for (slot, &entry) in self.entries.iter().enumerate() {
            if entry != 0 {
                let hash_bit = (entry >> (64 - KEPT) >> next_bit & 1) as usize;
                grown[slot << 1 | hash_bit] = entry;
            }
        }
        self.entries = grown;
        self.bits += 1;
        self.evictions = 0;
    }
}

fn code(bound: Option<i32>) -> u64 {
    bound.map_or(0, |score| (score + OFFSET) as u64)
}

fn decode(entry: u64) -> Bounds {
    let bound = |byte: u64| (byte != 0).then(|| byte as i32 - OFFSET);
    Bounds { lower: bound(entry >> 8 & 0xff), upper: bound(entry & 0xff) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_kept_merged_and_replaced() {
        let mut table = Table::new(16);
        assert_eq!(table.get(42), None);
        table.put(42, Some(-3), None);
        assert_eq!(table.get(42), Some(Bounds { lower: Some(-3), upper: None }));
        table.put(42, None, Some(5));
        table.put(42, Some(-5), Some(7));
        assert_eq!(table.get(42), Some(Bounds { lower: Some(-3), upper: Some(5) }), "the tighter bounds stay");
        // Another key in the same slot replaces it, and is never mistaken for it.
        let other = (43..).find(|&k: &u64| table.slot(k).0 == table.slot(42).0).unwrap();
        table.put(other, Some(0), Some(0));
        assert_eq!(table.get(42), None);
        assert_eq!(table.get(other), Some(Bounds { lower: Some(0), upper: Some(0) }));
        table.clear();
        assert_eq!(table.get(other), None);
    }

    #[test]
    fn keys_are_never_confused() {
        // Every key below 2^20 in a table of 2^16 slots: the ones that read back are the ones stored last.
        let mut table = Table::new(16);
        let mut last = std::collections::HashMap::new();
        for key in 0..1u64 << 20 {
            table.put(key, Some((key % 40) as i32 - 20), None);
            last.insert(table.slot(key).0, key);
        }
        for key in 0..1u64 << 20 {
            let bounds = Bounds { lower: Some((key % 40) as i32 - 20), upper: None };
            let expected = (last[&table.slot(key).0] == key).then_some(bounds);
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
            table.put(key, Some(1), Some(3));
        }
        let held: Vec<u64> = keys.iter().copied().filter(|&k| table.get(k).is_some()).collect();
        assert_eq!(table.len(), 1 << 18, "not grown yet");
        table.grow();
        assert_eq!(table.len(), 1 << 19);
        for key in held {
            assert_eq!(table.get(key), Some(Bounds { lower: Some(1), upper: Some(3) }));
        }
        // Evictions make it grow by itself, up to its largest size and no further.
        for key in 0..4_000_000u64 {
            table.put(key, None, Some(0));
        }
        assert_eq!(table.len(), 1 << 20);
    }
}
