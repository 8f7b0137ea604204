//! The chessboard's geometry as bitboards: which squares each piece attacks from each square, and the lines
//! between squares, so that move generation is a few table reads and bit operations.
//!
//! A square is a number from 0 to 63, a bitboard a `u64` with bit `s` for square `s`, rank by rank from
//! White's side (little-endian rank-file):
//!
//! ```text
//!   8 | 56 57 58 59 60 61 62 63        a8 = 56, h8 = 63
//!   7 | 48 49 50 51 52 53 54 55
//!   6 | 40 41 42 43 44 45 46 47
//!   5 | 32 33 34 35 36 37 38 39
//!   4 | 24 25 26 27 28 29 30 31
//!   3 | 16 17 18 19 20 21 22 23
//!   2 |  8  9 10 11 12 13 14 15
//!   1 |  0  1  2  3  4  5  6  7        a1 = 0, e1 = 4, h1 = 7
//!     +------------------------
//!        a  b  c  d  e  f  g  h
//! ```
//!
//! A step north is `+8`, east `+1`. The leapers' tables (knight, king, pawn captures) are worked out at
//! compile time. The sliders' (bishop, rook, queen) are magic bitboards: the pieces on the squares a slider's
//! attacks can be blocked on, multiplied by a number chosen per square and shifted, index a table of the
//! attacks for every such set of blockers. The numbers are found once, by trial from a fixed seed, the first
//! time a slider is asked about (a few milliseconds), and checked as they are found, so no table of numbers is
//! copied from anywhere; the index arithmetic is bounded by construction, with no unsafe code.

use std::sync::OnceLock;

/// A set of squares, bit `s` for square `s`.
pub type Bitboard = u64;

pub const FILE_A: Bitboard = 0x0101_0101_0101_0101;
pub const FILE_H: Bitboard = FILE_A << 7;
pub const RANK_1: Bitboard = 0xFF;
pub const RANK_8: Bitboard = RANK_1 << 56;

/// The square's file (0 for a) and rank (0 for 1).
pub const fn file(square: u8) -> u8 {
    square & 7
}

pub const fn rank(square: u8) -> u8 {
    square >> 3
}

/// The squares of a bitboard, lowest first (the rules' shared walk over set bits).
pub use crate::rules::set_bits as squares;

/// The squares reached from each square by the steps `(file, rank)`, those that stay on the board.
const fn leaps(steps: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut out = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (f, r) = ((square & 7) as i8, (square >> 3) as i8);
        let mut i = 0;
        while i < steps.len() {
            let (tf, tr) = (f + steps[i].0, r + steps[i].1);
            if tf >= 0 && tf < 8 && tr >= 0 && tr < 8 {
                out[square] |= 1 << (tr * 8 + tf);
            }
            i += 1;
        }
        square += 1;
    }
    out
}

static KNIGHT: [Bitboard; 64] = leaps(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
static KING: [Bitboard; 64] = leaps(&[(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]);
/// The squares a pawn attacks: `PAWN[0]` a white pawn's (northward), `PAWN[1]` a black pawn's.
static PAWN: [[Bitboard; 64]; 2] = [leaps(&[(-1, 1), (1, 1)]), leaps(&[(-1, -1), (1, -1)])];

pub fn knight(square: u8) -> Bitboard {
    KNIGHT[square as usize]
}

pub fn king(square: u8) -> Bitboard {
    KING[square as usize]
}

/// The squares a pawn of `side` (0 White, 1 Black) on `square` attacks.
pub fn pawn(side: usize, square: u8) -> Bitboard {
    PAWN[side][square as usize]
}

const ROOK_WAYS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_WAYS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// A slider's attacks from `square` along `ways`, each ray stopping at the first piece of `occupied` (which
/// it attacks). With `edges` false, the last square of each ray is left out: what is on the board's edge
/// cannot block anything beyond it, so the magic index ignores it.
fn slide(square: u8, occupied: Bitboard, ways: &[(i8, i8); 4], edges: bool) -> Bitboard {
    let mut attacks = 0;
    for &(df, dr) in ways {
        let (mut f, mut r) = (file(square) as i8 + df, rank(square) as i8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let next_on_board = (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr));
            if !edges && !next_on_board {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// One square's magic: the blockers that matter, the multiplier, the shift, and where its attacks start in
/// the shared table.
#[derive(Clone, Copy, Debug, Default)]
struct Magic {
    mask: Bitboard,
    number: u64,
    shift: u32,
    offset: usize,
}

impl Magic {
    fn index(&self, occupied: Bitboard) -> usize {
        self.offset + ((occupied & self.mask).wrapping_mul(self.number) >> self.shift) as usize
    }
}

/// The sliders' tables and the lines between squares, made on first use.
struct Tables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<Bitboard>,
    /// The squares strictly between two squares on a rank, file or diagonal (none otherwise).
    between: Vec<Bitboard>,
    /// The whole line through two squares on a rank, file or diagonal, edge to edge (none otherwise).
    line: Vec<Bitboard>,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

fn tables() -> &'static Tables {
    TABLES.get_or_init(Tables::new)
}

/// A small generator for the magic trials (xorshift64*, Vigna 2014): seeded, so the tables are the same on
/// every run.
struct Trials(u64);

impl Trials {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number with few bits set, as magics tend to be.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

impl Tables {
    fn new() -> Self {
        let mut attacks = Vec::new();
        let mut trials = Trials(0x9E37_79B9_7F4A_7C15);
        let rook = std::array::from_fn(|s| find_magic(s as u8, &ROOK_WAYS, &mut attacks, &mut trials));
        let bishop = std::array::from_fn(|s| find_magic(s as u8, &BISHOP_WAYS, &mut attacks, &mut trials));
        let (mut between, mut line) = (vec![0; 64 * 64], vec![0; 64 * 64]);
        for a in 0..64u8 {
            for b in 0..64u8 {
                let (a_bit, b_bit) = (1u64 << a, 1u64 << b);
                for ways in [&ROOK_WAYS, &BISHOP_WAYS] {
                    if a != b && slide(a, 0, ways, true) & b_bit != 0 {
                        let i = a as usize * 64 + b as usize;
                        between[i] = slide(a, b_bit, ways, true) & slide(b, a_bit, ways, true);
                        line[i] = (slide(a, 0, ways, true) & slide(b, 0, ways, true)) | a_bit | b_bit;
                    }
                }
            }
        }
        Tables { rook, bishop, attacks, between, line }
    }
}

/// Finds a magic for `square` whose index gives every set of blockers its right attacks (two sets may share
/// a slot only if their attacks are the same), and appends its slots to `table`.
fn find_magic(square: u8, ways: &[(i8, i8); 4], table: &mut Vec<Bitboard>, trials: &mut Trials) -> Magic {
    let mask = slide(square, 0, ways, false);
    let bits = mask.count_ones();
    let shift = 64 - bits;
    // Every subset of the mask (the carry-rippler walk), with its attacks.
    let mut blockers = Vec::with_capacity(1 << bits);
    let mut subset: Bitboard = 0;
    loop {
        blockers.push((subset, slide(square, subset, ways, true)));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    let offset = table.len();
    let mut slots = vec![0u64; 1 << bits];
    // The trial that last wrote each slot, so that the slots need no clearing between trials.
    let mut written = vec![0u32; 1 << bits];
    for trial in 1u32.. {
        let number = trials.sparse();
        if (mask.wrapping_mul(number) >> 56).count_ones() < 6 {
            continue;
        }
        let magic = Magic { mask, number, shift, offset: 0 };
        let fits = blockers.iter().all(|&(occupied, attacks)| {
            let i = magic.index(occupied);
            if written[i] != trial {
                written[i] = trial;
                slots[i] = attacks;
                true
            } else {
                slots[i] == attacks
            }
        });
        if fits {
            table.extend_from_slice(&slots);
            return Magic { offset, ..magic };
        }
    }
    unreachable!("the trials go on until a magic is found")
}

/// The squares a rook on `square` attacks with `occupied` on the board (the first piece on each line
/// included).
pub fn rook(square: u8, occupied: Bitboard) -> Bitboard {
    let tables = tables();
    tables.attacks[tables.rook[square as usize].index(occupied)]
}

pub fn bishop(square: u8, occupied: Bitboard) -> Bitboard {
    let tables = tables();
    tables.attacks[tables.bishop[square as usize].index(occupied)]
}

pub fn queen(square: u8, occupied: Bitboard) -> Bitboard {
    rook(square, occupied) | bishop(square, occupied)
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; none otherwise.
pub fn between(a: u8, b: u8) -> Bitboard {
    tables().between[a as usize * 64 + b as usize]
}

/// The whole line through `a` and `b` when they share a rank, file or diagonal; none otherwise.
pub fn line(a: u8, b: u8) -> Bitboard {
    tables().line[a as usize * 64 + b as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_leapers_reach_what_a_chess_player_counts() {
        // A knight in a corner has two moves, in the centre eight; a king in a corner three.
        assert_eq!(knight(0), 1 << 10 | 1 << 17);
        assert_eq!(knight(27).count_ones(), 8);
        assert_eq!(king(63).count_ones(), 3);
        // A white pawn on e2 attacks d3 and f3; a black one on a7 attacks b6 only.
        assert_eq!(pawn(0, 12), 1 << 19 | 1 << 21);
        assert_eq!(pawn(1, 48), 1 << 41);
    }

    #[test]
    fn every_magic_gives_the_attacks_a_ray_walk_gives() {
        let mut trials = Trials(7);
        for square in 0..64u8 {
            for _ in 0..200 {
                let occupied = trials.sparse() | trials.sparse();
                assert_eq!(rook(square, occupied), slide(square, occupied, &ROOK_WAYS, true), "rook on {square}");
                assert_eq!(bishop(square, occupied), slide(square, occupied, &BISHOP_WAYS, true), "bishop {square}");
            }
        }
        // A rook alone on a1 sees its rank and file: 14 squares.
        assert_eq!(rook(0, 1).count_ones(), 14);
    }

    #[test]
    fn lines_and_the_squares_between() {
        // a1 and h8 share the long diagonal: six squares between, eight on the line.
        assert_eq!(between(0, 63).count_ones(), 6);
        assert_eq!(line(0, 63).count_ones(), 8);
        // e1 and e8 share the e-file; a1 and b3 share nothing.
        assert_eq!(between(4, 60), (1..7).map(|r| 1u64 << (r * 8 + 4)).sum::<u64>());
        assert_eq!((between(0, 17), line(0, 17)), (0, 0));
        assert_eq!(between(3, 4), 0, "neighbours have nothing between them");
    }
}
