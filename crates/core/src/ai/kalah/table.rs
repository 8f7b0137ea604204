//! The solver's table: bounds on the values of positions met before, by their pits (see
//! [`super::position::Pits::key`]), how deep the search that found them looked ([`EXACT`]: to the end), and the
//! move that was best or cut off there. Two entries a bucket: a
//! position goes where it was, else over the entry whose search was the smaller (so the big subtrees, which
//! cost the most to search again, stay), ties going to the older. The whole key is kept (84 bits in 12
//! bytes), so an entry is never taken for another position's.

/// The depth of bounds that hold whatever the depth: found without a guess anywhere below.
pub const EXACT: u8 = u8::MAX;

/// What the table knows of a position: its value lies in `lower..=upper` as a search `depth` plies deep
/// found it, and which move was best there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub lower: i8,
    pub upper: i8,
    pub depth: u8,
    pub best: Option<u8>,
}

/// One entry: the key's low 64 bits, its high 20 and the depth (in `high`'s top 8 bits), the bounds, the best
/// move's pit plus one (0 for none), and the work its search took (0 for an empty slot).
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct Slot {
    low: u64,
    high: u32,
    lower: i8,
    upper: i8,
    best: u8,
    work: u8,
}

/// The bits of a slot's `high` that hold the key's (84 - 64 = 20).
const KEY_HIGH: u32 = (1 << 20) - 1;

/// `2^bits` buckets of two slots.
pub struct Table {
    slots: Vec<Slot>,
    mask: u64,
}

/// How much a search of `nodes` nodes is worth keeping: the bit length of the count (1 for one node).
pub fn work(nodes: u64) -> u8 {
    (64 - nodes.leading_zeros()) as u8
}

impl Table {
    /// A table of `2^bits` buckets (`2^(bits + 1)` entries of 16 bytes), all empty.
    pub fn new(bits: u8) -> Self {
        Self { slots: vec![Slot::default(); 2 << bits], mask: (1u64 << bits) - 1 }
    }

    /// The first slot of the bucket of `key`.
    fn bucket(&self, key: u128) -> usize {
        // A multiplicative mix of both halves: keys of neighbouring positions differ in a few bits only.
        let high = ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mixed = (key as u64 ^ high).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        2 * ((mixed ^ mixed >> 29) & self.mask) as usize
    }

    fn holds(slot: &Slot, key: u128) -> bool {
        slot.work > 0 && slot.low == key as u64 && slot.high & KEY_HIGH == (key >> 64) as u32
    }

    /// What is known of the position with this key.
    pub fn get(&self, key: u128) -> Option<Entry> {
        let at = self.bucket(key);
        let slot = self.slots[at..at + 2].iter().find(|slot| Self::holds(slot, key))?;
        Some(Entry {
            lower: slot.lower,
            upper: slot.upper,
            depth: (slot.high >> 24) as u8,
            best: slot.best.checked_sub(1),
        })
    }

    /// Keeps what a search `depth` plies deep, of `work` (see [`work`]), found about a position.
    pub fn put(&mut self, key: u128, lower: i32, upper: i32, depth: u8, best: Option<u8>, work: u8) {
        let at = self.bucket(key);
        let pair = &mut self.slots[at..at + 2];
        let index = match pair.iter().position(|slot| Self::holds(slot, key)) {
            Some(same) => same,
            // The smaller search's slot; the first (the older, see below) on a tie.
            None => usize::from(pair[1].work < pair[0].work),
        };
        let clamp = |v: i32| v.clamp(i8::MIN as i32, i8::MAX as i32) as i8;
        let slot = Slot {
            low: key as u64,
            high: (key >> 64) as u32 & KEY_HIGH | (depth as u32) << 24,
            lower: clamp(lower),
            upper: clamp(upper),
            best: best.map_or(0, |pit| pit + 1),
            work: work.max(1),
        };
        // The newest goes second, so that of two equal the older is replaced next.
        if index == 0 && !Self::holds(&pair[0], key) {
            pair[0] = pair[1];
            pair[1] = slot;
        } else {
            pair[index] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_found_by_its_whole_key_only() {
        let mut table = Table::new(4);
        table.put(42, -3, 5, EXACT, Some(2), 3);
        assert_eq!(table.get(42), Some(Entry { lower: -3, upper: 5, depth: EXACT, best: Some(2) }));
        assert_eq!(table.get(42 + (1 << 80)), None);
        assert_eq!(table.get(42 + (1 << 83)), None, "the key's top bit is not the depth's");
        table.put(7, 0, 0, 9, None, 1);
        assert_eq!(table.get(7).map(|e| e.depth), Some(9));
        assert_eq!(table.get(7).map(|e| e.best), Some(None));
        assert_eq!(std::mem::size_of::<Slot>(), 16);
    }

    #[test]
    fn the_bigger_searches_stay() {
        // One bucket: every key lands in it.
        let mut table = Table::new(0);
        table.put(1, 0, 0, EXACT, None, 20);
        table.put(2, 0, 0, EXACT, None, 3);
        table.put(3, 0, 0, EXACT, None, 5);
        assert!(table.get(1).is_some(), "the big search stays");
        assert!(table.get(2).is_none(), "the smallest goes");
        assert!(table.get(3).is_some());
        // A position stored again keeps its place and takes the new bounds.
        table.put(3, 1, 1, 6, Some(0), 2);
        assert_eq!(table.get(3), Some(Entry { lower: 1, upper: 1, depth: 6, best: Some(0) }));
        assert!(table.get(1).is_some());
    }
}
