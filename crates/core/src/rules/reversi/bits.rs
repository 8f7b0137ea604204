//! Reversi's board as bitboards: one `u64` of each side's discs, bit `row × 8 + column` (row 0 the top, column
//! 0 the `a` file), whatever the board's size (a 6×6 board is the top-left 6×6 of the 64 bits, and its
//! [`Size::mask`] says which). Legal moves and the discs a move turns over come from shifts and masks alone:
//! portable bit tricks, the same in the browser as natively.

/// A board's side: 8 (Othello) or 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Size(pub(super) u8);

impl Size {
    pub const EIGHT: Size = Size(8);
    pub const SIX: Size = Size(6);

    /// The size of a board of `side` squares a side, if Reversi is played on it.
    pub fn new(side: u8) -> Option<Size> {
        matches!(side, 6 | 8).then_some(Size(side))
    }

    /// Squares a side.
    pub fn side(self) -> u8 {
        self.0
    }

    /// Squares in all.
    pub fn squares(self) -> usize {
        self.0 as usize * self.0 as usize
    }

    /// The bits of the board's squares.
    pub const fn mask(self) -> u64 {
        let row = (1u64 << self.0) - 1;
        let mut mask = 0;
        let mut r = 0;
        while r < self.0 {
            mask |= row << (8 * r);
            r += 1;
        }
        mask
    }

    /// The bit of the square at `col`, `row` (from 0, row 0 the top).
    pub fn bit(self, col: u8, row: u8) -> u8 {
        row * 8 + col
    }

    /// The place of a square's bit on this board: `row × side + column`, the order the scene numbers its
    /// squares in (reading order from the top-left).
    pub fn place_of(self, bit: u8) -> u16 {
        (bit / 8) as u16 * self.0 as u16 + (bit % 8) as u16
    }

    /// The bit of a place, if it is on the board.
    pub fn bit_of(self, place: u16) -> Option<u8> {
        let side = self.0 as u16;
        (place < side * side).then(|| ((place / side) * 8 + place % side) as u8)
    }
}

/// Every square but those of column `a`, and of column `h`: where a shift one column right, or left, may land.
pub const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
pub const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// One of the eight directions, as a shift of the whole board one square along it.
#[derive(Clone, Copy, Debug)]
pub struct Direction {
    /// Positive: towards higher bits (right, down); negative: towards lower.
    by: i8,
    /// The bits that may hold a square after the shift (those that did not wrap round from the other edge).
    keep: u64,
}

/// The eight directions: right, left, down, up, and the four diagonals.
pub const DIRECTIONS: [Direction; 8] = [
    Direction { by: 1, keep: NOT_A },
    Direction { by: -1, keep: NOT_H },
    Direction { by: 8, keep: !0 },
    Direction { by: -8, keep: !0 },
    Direction { by: 9, keep: NOT_A },
    Direction { by: 7, keep: NOT_H },
    Direction { by: -7, keep: NOT_A },
    Direction { by: -9, keep: NOT_H },
];

impl Direction {
    /// Every bit of `bits` moved one square this way (those that would leave the board dropped).
    #[inline]
    pub fn shift(self, bits: u64) -> u64 {
        let moved = if self.by > 0 { bits << self.by } else { bits >> -self.by };
        moved & self.keep
    }
}

/// The discs of `opp` a disc of `own`'s put on square `bit` would turn over, in one direction.
pub fn flips_along(own: u64, opp: u64, bit: u8, dir: Direction) -> u64 {
    let mut run = 0;
    let mut at = dir.shift(1 << bit);
    while at & opp != 0 {
        run |= at;
        at = dir.shift(at);
    }
    if at & own != 0 { run } else { 0 }
}

/// The opponent's discs that can lie inside a line along each kind of direction: not on an edge the line
/// crosses (such a disc has nothing beyond it to close the line against). Masking them out also stops a
/// shift's wrap-round from one row's end to the next row's start.
const INNER_ACROSS: u64 = 0x7e7e_7e7e_7e7e_7e7e;
const INNER_DOWN: u64 = 0x00ff_ffff_ffff_ff00;
const INNER_DIAGONAL: u64 = 0x007e_7e7e_7e7e_7e00;

/// The squares just past each run of `inner` discs that starts next to a disc of `own`, along one direction
/// both ways (`by` squares a step): where a disc would close such a run.
///
/// The runs grow by doubling (a parallel prefix): after two single steps they hold every run of up to two
/// discs; each further step moves them two squares at once through pairs of `inner` discs, to four, then to
/// six, the longest a run can be, so four steps a way do what six single steps would.
#[inline]
fn run_ends(own: u64, inner: u64, by: u32) -> u64 {
    let mut up = inner & (own << by);
    let mut down = inner & (own >> by);
    up |= inner & (up << by);
    down |= inner & (down >> by);
    let (pairs_up, pairs_down) = (inner & (inner << by), inner & (inner >> by));
    up |= pairs_up & (up << (2 * by));
    down |= pairs_down & (down >> (2 * by));
    up |= pairs_up & (up << (2 * by));
    down |= pairs_down & (down >> (2 * by));
    (up << by) | (down >> by)
}

/// The empty squares where the side of `own` may put a disc: those that close at least one line of `opp`'s
/// discs against one of `own`'s. `empty` is the board's empty squares.
#[inline]
pub fn moves(own: u64, opp: u64, empty: u64) -> u64 {
    let across = run_ends(own, opp & INNER_ACROSS, 1);
    let down = run_ends(own, opp & INNER_DOWN, 8);
    let diagonal = run_ends(own, opp & INNER_DIAGONAL, 7) | run_ends(own, opp & INNER_DIAGONAL, 9);
    (across | down | diagonal) & empty
}

/// The squares beyond each square along each direction, to the board's edge: `RAYS[square]` holds the four
/// directions towards higher bits (right, down, down-right, down-left) and then the four towards lower.
const RAYS: [[u64; 8]; 64] = {
    // Column and row steps of each direction, in the order above.
    const STEPS: [(i8, i8); 8] = [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)];
    let mut rays = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (mut col, mut row) = ((sq % 8) as i8, (sq / 8) as i8);
            let mut ray = 0u64;
            loop {
                col += STEPS[d].0;
                row += STEPS[d].1;
                if col < 0 || col > 7 || row < 0 || row > 7 {
                    break;
                }
                ray |= 1 << (row * 8 + col);
            }
            rays[sq][d] = ray;
            d += 1;
        }
        sq += 1;
    }
    rays
};

/// Every disc of `opp` a disc of `own`'s put on square `bit` would turn over (none: not a legal move).
///
/// Along each direction the run to turn is every disc of `opp` before the first square on the way that is
/// not one of theirs, if that square holds one of `own`'s discs. Towards higher bits that square is the
/// lowest set bit of the ray's non-`opp` squares, which two cheap instructions isolate (`downwards`);
/// towards lower bits it is the highest, which takes a leading-zero count (`upwards`). (The squares off a
/// 6×6 board are never anyone's, so they end a run as an empty square does.)
#[inline]
pub fn flips(own: u64, opp: u64, bit: u8) -> u64 {
    let sq = bit as usize & 63;
    downwards(own, opp, &RAYS[sq][..4]) | upwards(own, opp, sq)
}

/// The discs of `opp` a disc of `own`'s turns along each of `rays` (directions towards higher bits from the
/// square it is put on). Without branches: which lines close is as good as random, and a mispredicted branch
/// costs more than the few instructions that mask a line out (`closed`: all ones if it closes, else none).
#[inline]
fn downwards(own: u64, opp: u64, rays: &[u64]) -> u64 {
    let mut run = 0;
    for ray in rays {
        let stops = ray & !opp;
        let first = stops & stops.wrapping_neg();
        let closed = u64::from(first & own != 0).wrapping_neg();
        run |= ray & first.wrapping_sub(1) & closed;
    }
    run
}

/// The discs of `opp` a disc of `own`'s put on `sq` turns towards lower bits: left, up and the diagonals up.
///
/// A leading-zero count is one instruction in WebAssembly, on ARM and on x86-64 processors from 2013 on, but
/// a slower sequence at the x86-64 level a native build targets (`.cargo/config.toml`). So natively, up and
/// the diagonals up are read as down and the diagonals down on the board turned upside down (a byte swap, one
/// instruction), and only left takes the count: the solver's time on FFO #45 falls by about 5 %. WebAssembly
/// has no byte swap, so the browser counts leading zeros along all four.
#[inline]
fn upwards(own: u64, opp: u64, sq: usize) -> u64 {
    let towards_the_top = |ray: u64| {
        let stops = ray & !opp;
        let first = (1u64 << 63).checked_shr(stops.leading_zeros()).unwrap_or(0);
        let closed = u64::from(first & own != 0).wrapping_neg();
        ray & !(first | first.wrapping_sub(1)) & closed
    };
    if cfg!(target_arch = "wasm32") {
        RAYS[sq][4..].iter().fold(0, |run, &ray| run | towards_the_top(ray))
    } else {
        // The square's image upside down is `sq ^ 56`; its down, down-right and down-left are up, up-right and
        // up-left here.
        let upside_down = downwards(own.swap_bytes(), opp.swap_bytes(), &RAYS[sq ^ 56][1..4]).swap_bytes();
        upside_down | towards_the_top(RAYS[sq][4])
    }
}

/// Each square's two diagonals (down-right, then down-left), as bits.
static DIAGONALS: [[u64; 2]; 64] = {
    let mut table = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (col, row) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut other: usize = 0;
        while other < 64 {
            let (c, r) = ((other % 8) as i32, (other / 8) as i32);
            if r - c == row - col {
                table[sq][0] |= 1 << other;
            }
            if r + c == row + col {
                table[sq][1] |= 1 << other;
            }
            other += 1;
        }
        sq += 1;
    }
    table
};

/// `LINE_FLIPS[p][line]`: the discs a disc put at place `p` of a full line of eight turns, where `line`'s
/// bits are the mover's discs along it (every other place the opponent's): those between `p` and the
/// nearest of the mover's discs each way, if there is one.
static LINE_FLIPS: [[u8; 256]; 8] = {
    let mut table = [[0u8; 256]; 8];
    let mut p = 0;
    while p < 8 {
        let mut line = 0;
        while line < 256 {
            let mut count = 0;
            let mut i = p + 1;
            while i < 8 && line >> i & 1 == 0 {
                i += 1;
            }
            if i < 8 {
                count += i - p - 1;
            }
            let mut i = p as i32 - 1;
            while i >= 0 && line >> i & 1 == 0 {
                i -= 1;
            }
            if i >= 0 {
                count += p - i as usize - 1;
            }
            table[p][line] = count as u8;
            line += 1;
        }
        p += 1;
    }
    table
};

/// How many discs a disc of `own`'s put on `bit` turns over when `bit` is the board's only empty square
/// (every other square is someone's): as `flips(own, opp, bit).count_ones()`, cheaper. Each line through
/// the square is read as eight bits of `own` (a row as it is, a column or diagonal gathered into one byte by
/// a multiplication) and its count looked up. A square off a short diagonal (or off a 6×6 board) reads as
/// the opponent's, which changes nothing: such squares lie beyond the line's end, where no disc of `own`
/// can close a run.
#[inline]
pub fn last_flip_count(own: u64, bit: u8) -> u32 {
    let sq = bit as usize & 63;
    let (col, row) = (sq % 8, sq / 8);
    let row_line = (own >> (8 * row)) as u8;
    let col_line = (((own >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8;
    let [down, up] = DIAGONALS[sq];
    let down_line = ((own & down).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8;
    let up_line = ((own & up).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8;
    u32::from(LINE_FLIPS[col][row_line as usize])
        + u32::from(LINE_FLIPS[row][col_line as usize])
        + u32::from(LINE_FLIPS[col][down_line as usize])
        + u32::from(LINE_FLIPS[col][up_line as usize])
}

/// The squares next to any of `discs`, in the eight directions (and some of `discs` themselves): a row's
/// neighbours across, then that row moved up and down a row, which brings the diagonals along.
#[inline]
pub const fn neighbours(discs: u64) -> u64 {
    let across = (discs << 1 & NOT_A) | (discs >> 1 & NOT_H);
    let row = discs | across;
    across | row << 8 | row >> 8
}

/// Each square's neighbours, `NEIGHBOURS[bit]`: a move there turns nothing unless one of them is the
/// opponent's, a test much cheaper than [`flips`].
pub static NEIGHBOURS: [u64; 64] = {
    let mut table = [0; 64];
    let mut bit = 0;
    while bit < 64 {
        table[bit] = neighbours(1 << bit) & !(1 << bit);
        bit += 1;
    }
    table
};

/// The squares of `bits`, lowest first.
pub use crate::rules::set_bits as squares;

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: the empty squares where the side of `own` may put a disc: those that close at least
    /// one line of `opp`'s discs against one of `own`'s. `empty` is the board's empty squares.
    fn moves_by_steps(own: u64, opp: u64, empty: u64) -> u64 {
        let mut moves = 0;
        for dir in DIRECTIONS {
            // The runs of opponent discs next to one of ours, grown one square at a time: six at most fit.
            let mut run = dir.shift(own) & opp;
            for _ in 0..5 {
                run |= dir.shift(run) & opp;
            }
            moves |= dir.shift(run) & empty;
        }
        moves
    }

    /// The reference: every disc of `opp` a disc of `own`'s put on square `bit` would turn over (none: not a
    /// legal move).
    fn flips_by_steps(own: u64, opp: u64, bit: u8) -> u64 {
        DIRECTIONS.iter().fold(0, |all, &dir| all | flips_along(own, opp, bit, dir))
    }

    #[test]
    fn the_shifts_and_masks_agree_with_walking_each_line() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let (a, b): (u64, u64) = (rng.random(), rng.random());
            let size = if rng.random_bool(0.5) { Size::EIGHT } else { Size::SIX };
            let (own, opp) = (a & !b & size.mask(), b & !a & size.mask());
            let empty = !(own | opp) & size.mask();
            assert_eq!(moves(own, opp, empty), moves_by_steps(own, opp, empty), "{own:x} {opp:x}");
            for bit in squares(empty) {
                assert_eq!(flips(own, opp, bit), flips_by_steps(own, opp, bit), "{own:x} {opp:x} {bit}");
            }
        }
    }

    #[test]
    fn the_last_squares_count_is_the_count_of_its_flips() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..20_000 {
            let size = if rng.random_bool(0.5) { Size::EIGHT } else { Size::SIX };
            let squares_on: Vec<u8> = squares(size.mask()).collect();
            let last = squares_on[rng.random_range(0..squares_on.len())];
            let full = size.mask() & !(1 << last);
            let own = rng.random::<u64>() & full;
            let opp = full & !own;
            for (a, b) in [(own, opp), (opp, own)] {
                assert_eq!(last_flip_count(a, last), flips(a, b, last).count_ones(), "{a:#x} {b:#x} {last}");
            }
        }
    }

    #[test]
    fn neighbours_are_the_squares_one_step_away_in_any_direction() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        for _ in 0..2_000 {
            let discs: u64 = rng.random::<u64>() & rng.random::<u64>();
            let stepped = DIRECTIONS.iter().fold(0, |all, dir| all | dir.shift(discs));
            assert_eq!(neighbours(discs) & !discs, stepped & !discs, "{discs:x}");
        }
        for bit in 0..64u8 {
            let one = 1u64 << bit;
            let stepped = DIRECTIONS.iter().fold(0, |all, dir| all | dir.shift(one));
            assert_eq!(NEIGHBOURS[bit as usize], stepped, "square {bit}");
        }
    }

    #[test]
    fn masks_and_places_follow_the_board() {
        assert_eq!(Size::EIGHT.mask(), !0);
        assert_eq!(Size::SIX.mask().count_ones(), 36);
        assert_eq!(Size::SIX.mask() & (1 << 6), 0, "column g is off a 6×6 board");
        assert_eq!(Size::SIX.place_of(Size::SIX.bit(5, 5)), 35);
        for size in [Size::SIX, Size::EIGHT] {
            for place in 0..size.squares() as u16 {
                assert_eq!(size.bit_of(place).map(|b| size.place_of(b)), Some(place));
            }
            assert_eq!(size.bit_of(size.squares() as u16), None);
        }
    }

    #[test]
    fn shifts_do_not_wrap_round_the_edges() {
        let h1 = 1u64 << 7;
        assert_eq!(DIRECTIONS[0].shift(h1), 0, "right of h1 is off the board, not a2");
        assert_eq!(DIRECTIONS[1].shift(1 << 8), 0, "left of a2 is off the board, not h1");
        assert_eq!(DIRECTIONS[3].shift(1), 0);
        assert_eq!(DIRECTIONS[4].shift(1), 1 << 9, "down-right of a1 is b2");
    }

    #[test]
    fn a_line_turns_only_when_closed() {
        // Row 1: own a1, opp b1 c1, empty d1: d1 closes the line.
        let (own, opp) = (1u64, 0b110u64);
        assert_eq!(flips(own, opp, 3), 0b110);
        assert_eq!(moves(own, opp, !(own | opp)), 1 << 3);
        // Without a1 nothing is closed.
        assert_eq!(flips(0, opp, 3), 0);
        assert_eq!(squares(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
    }
}
