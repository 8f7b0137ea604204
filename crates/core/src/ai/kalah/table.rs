//! The solver's table: bounds on the values of positions met before, by their pits (see
//! [`super::position::Pits::key`]), how deep the search that found them looked ([`EXACT`]: to the end), and the
//! move that was best or cut off there. Two entries a bucket: a
//! position goes where it was, else over the entry whose search was the smaller (so the big subtrees, which
//! cost the most to search again, stay), ties going to the older. The whole key is kept (84 bits in 12
//! bytes), so an entry is never taken for another position's.
//!
//! A table is set aside zeroed (pages never touched cost nothing) and sized to the board it serves
//! ([`bits_for`]): a small board's positions all fit in a small table, which is quick to clear between
//! searches ([`Table::clear`]). A size the machine cannot give is refused ([`Table::try_new`]).

use crate::ai::memory::{self, TableTooBig};

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

/// One entry, in two words (so that the allocator's zeroed memory is an empty table): the key's low 64 bits,
/// then the rest of it and what the entry says, from bit 0 of the second word:
/// ```text
///   0..20  the key's high 20 bits        24..32  the depth      32..40  lower (an i8)   40..48  upper (an i8)
///  48..56  the best move's pit + 1 (0 for none)                 56..64  the work its search took (0: empty)
/// ```
type Slot = [u64; 2];

/// The bits of a slot's second word that hold the key's (84 - 64 = 20).
const KEY_HIGH: u64 = (1 << 20) - 1;
const DEPTH_SHIFT: u32 = 24;
const LOWER_SHIFT: u32 = 32;
const UPPER_SHIFT: u32 = 40;
const BEST_SHIFT: u32 = 48;
const WORK_SHIFT: u32 = 56;

/// The byte of a slot's second word at `shift`.
fn field(slot: &Slot, shift: u32) -> u8 {
    (slot[1] >> shift) as u8
}

/// The fewest buckets a table gets, as bits: 4 KiB, next to nothing to set aside or clear.
const FEWEST_BITS: u8 = 8;

/// The bucket bits that give every position of a board a slot of its own, at most `most`: `places` pits in
/// all (both sides) holding up to `seeds` seeds between them, which they can in C(seeds + places, places) ways.
/// A bigger table would stay empty, and costs time to set aside and to clear.
pub fn bits_for(places: u32, seeds: u32, most: u8) -> u8 {
    // C(seeds + i, i) for i up to `places`, each step exact.
    let positions = (1..=u128::from(places)).fold(1u128, |ways, i| ways.saturating_mul(u128::from(seeds) + i) / i);
    // Two slots a bucket; the bits of the least power of two that holds them.
    let buckets = positions.div_ceil(2);
    let bits = (u128::BITS - buckets.saturating_sub(1).leading_zeros()) as u8;
    bits.clamp(FEWEST_BITS.min(most), most)
}

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
    /// A table of `2^bits` buckets (`2^(bits + 1)` entries of 16 bytes), all empty, or the refusal if the
    /// machine cannot give it.
    pub fn try_new(bits: u8) -> Result<Self, TableTooBig> {
        let slots = 2u128 << bits.min(120);
        if u32::from(bits) + 1 >= usize::BITS {
            return Err(TableTooBig::of::<Slot>(slots));
        }
        let slots = memory::try_zeroed::<Slot>(slots as usize)?;
        Ok(Self { slots, mask: (1u64 << bits) - 1 })
    }

    /// A table of `2^bits` buckets, or if the machine cannot give so much, the biggest it can: a smaller table
    /// slows a search, and never changes its answer.
    pub fn new(bits: u8) -> Self {
        let mut bits = bits;
        loop {
            match Self::try_new(bits) {
                Ok(table) => return table,
                Err(_) if bits > 0 => bits -= 1,
                // Two slots: whatever the machine, a table to keep going with.
                Err(_) => return Self { slots: vec![[0; 2]; 2], mask: 0 },
            }
        }
    }

    /// The table's buckets, as bits: it has `2^bits`.
    pub fn bits(&self) -> u8 {
        self.mask.count_ones() as u8
    }

    /// Forgets every entry, keeping the memory: as good as a new table, without setting one aside.
    pub fn clear(&mut self) {
        self.slots.fill([0; 2]);
    }

    /// The first slot of the bucket of `key`.
    fn bucket(&self, key: u128) -> usize {
        // A multiplicative mix of both halves: keys of neighbouring positions differ in a few bits only.
        let high = ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mixed = (key as u64 ^ high).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        2 * ((mixed ^ mixed >> 29) & self.mask) as usize
    }

    fn holds(slot: &Slot, key: u128) -> bool {
        field(slot, WORK_SHIFT) > 0 && slot[0] == key as u64 && slot[1] & KEY_HIGH == (key >> 64) as u64
    }

    /// What is known of the position with this key.
    pub fn get(&self, key: u128) -> Option<Entry> {
        let at = self.bucket(key);
        let slot = self.slots[at..at + 2].iter().find(|slot| Self::holds(slot, key))?;
        Some(Entry {
            lower: field(slot, LOWER_SHIFT) as i8,
            upper: field(slot, UPPER_SHIFT) as i8,
            depth: field(slot, DEPTH_SHIFT),
            best: field(slot, BEST_SHIFT).checked_sub(1),
        })
    }

    /// Keeps what a search `depth` plies deep, of `work` (see [`work`]), found about a position.
    pub fn put(&mut self, key: u128, lower: i32, upper: i32, depth: u8, best: Option<u8>, work: u8) {
        let at = self.bucket(key);
        let pair = &mut self.slots[at..at + 2];
        let index = match pair.iter().position(|slot| Self::holds(slot, key)) {
            Some(same) => same,
            // The smaller search's slot; the first (the older, see below) on a tie.
            None => usize::from(field(&pair[1], WORK_SHIFT) < field(&pair[0], WORK_SHIFT)),
        };
        let clamp = |v: i32| u64::from(v.clamp(i8::MIN as i32, i8::MAX as i32) as i8 as u8);
        let slot: Slot = [
            key as u64,
            (key >> 64) as u64 & KEY_HIGH
                | u64::from(depth) << DEPTH_SHIFT
                | clamp(lower) << LOWER_SHIFT
                | clamp(upper) << UPPER_SHIFT
                | u64::from(best.map_or(0, |pit| pit + 1)) << BEST_SHIFT
                | u64::from(work.max(1)) << WORK_SHIFT,
        ];
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
        // Negative bounds and the deepest depth read back as written.
        table.put(4, -72, -1, EXACT - 1, Some(5), 9);
        assert_eq!(table.get(4), Some(Entry { lower: -72, upper: -1, depth: EXACT - 1, best: Some(5) }));
    }

    #[test]
    fn a_table_is_sized_by_its_boards_positions_and_cleared_in_place() {
        // Kalah(3,2): 12 seeds in 6 pits, C(18, 6) = 18,564 positions, in 2^14 buckets of two.
        assert_eq!(bits_for(6, 12, 22), 14);
        // Kalah(6,4): far more positions than the most asked.
        assert_eq!(bits_for(12, 48, 22), 22);
        assert_eq!(bits_for(2, 0, 22), FEWEST_BITS, "never less than a few KiB");
        assert_eq!(bits_for(2, 0, 3), 3, "nor more than asked");
        let mut table = Table::try_new(14).expect("512 KiB");
        assert_eq!(table.bits(), 14);
        table.put(42, -3, 5, EXACT, Some(2), 3);
        table.clear();
        assert_eq!((table.get(42), table.bits()), (None, 14), "emptied, the same size");
    }

    #[test]
    fn a_size_no_machine_has_is_refused() {
        let refused = Table::try_new(60).err().expect("2^65 bytes");
        assert_eq!(refused.bytes, 1u128 << 65);
        assert!(Table::try_new(200).is_err());
    }
}
