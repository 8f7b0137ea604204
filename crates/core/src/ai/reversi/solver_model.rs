//! The exact solver's own evaluation, which judges the leaves of the shallow searches that order its moves
//! where many squares are empty (see [`super::endgame`]): the midgame evaluation's features, and a table of
//! values for every way each of four shapes can be filled (Buro's patterns: the edge, the second line, the
//! long diagonal and the corner's 3×3 square, each wherever the board's symmetries put it: 14 readings), by
//! band of empty squares, fitted to self-play positions labelled by their own exact margins.
//!
//! Why its own: the midgame evaluation is fitted to a whole game's phases and misjudges these positions by
//! 9.5 to 11 discs (root-mean-square, against exact margins); this one by 8.2 to 9.3. On FFO #40–#49 it
//! orders the solver's moves well enough to search about 15 % fewer nodes in about 10 % less time (the
//! figures are in the README). Shapes beyond these four (the third and fourth lines, the shorter diagonals)
//! fitted no better on the same positions, and each costs a reading at every leaf.
//!
//! Made by `minimax-arcade fit reversi --games 20000 --seed 31 --solve-at 18 --solver-out
//! assets/weights/reversi-solver.bin` ([`super::fitting::fit_solver`], about ten minutes on two threads).
//! Built into the native program; the browser's solver orders by the midgame evaluation (a smaller download,
//! and its searches are small).
//!
//! # The file
//! ```text
//!   b"REVSOLV2"                       magic
//!   bands                             one byte
//!   for each band: the features' weights (i32) and each shape's table in turn (i16), little-endian,
//!                                     hundredths of a disc
//!   checksum                          FNV-1a of everything before it, u64, little-endian
//! ```

use std::sync::LazyLock;

use super::features::{Board, FEATURES, score};
use crate::ai::data_checksum;

/// The fewest and the most empty squares the bands tell apart (fewer read as `FIRST`, more as `LAST`), and
/// how many empties a band spans.
pub const FIRST: u32 = 10;
pub const LAST: u32 = 21;
pub const WIDTH: u32 = 3;
pub const BANDS: usize = ((LAST - FIRST) / WIDTH + 1) as usize;
/// The most empty squares of a position the model is fitted on (the last band's: the ordering's leaves keep
/// up to about 20).
pub const MOST_FITTED: u32 = LAST + 2;

const MAGIC: &[u8; 8] = b"REVSOLV2";

/// The band of a position with `empties` empty squares.
pub fn band(empties: u32) -> usize {
    ((empties.clamp(FIRST, LAST) - FIRST) / WIDTH) as usize
}

/// A pattern: its instances on the board, each its squares in the same order (so that one table serves all).
pub struct Shape {
    pub instances: Vec<Vec<u8>>,
}

impl Shape {
    /// Squares in each instance.
    pub fn squares(&self) -> usize {
        self.instances.first().map_or(0, Vec::len)
    }

    /// Ways to fill it: each square empty, the mover's or the opponent's.
    pub fn configs(&self) -> usize {
        3usize.pow(self.squares() as u32)
    }

    /// Each configuration's representative (the least index) among those the shape's own symmetries make of
    /// it: an edge's filling read from its other end, a corner square's across its diagonal. A table that
    /// gives them all one value judges a position and its mirror image alike, and its fit has half the
    /// unknowns to learn from the same positions.
    pub fn canonical(&self) -> Vec<u32> {
        let Some(first) = self.instances.first() else { return Vec::new() };
        // For each symmetry that maps the instance's squares onto themselves: where each place goes.
        let moves: Vec<Vec<usize>> = symmetries()
            .iter()
            .filter_map(|map| {
                first
                    .iter()
                    .map(|&s| {
                        let (c, r) = map(i32::from(s % 8), i32::from(s / 8));
                        first.iter().position(|&x| x == sq(c, r))
                    })
                    .collect()
            })
            .collect();
        let n = self.squares();
        (0..self.configs())
            .map(|index| {
                let digits: Vec<usize> = (0..n).map(|place| index / 3usize.pow((n - 1 - place) as u32) % 3).collect();
                let image = |to: &Vec<usize>| {
                    let mut moved = vec![0; n];
                    for (place, &digit) in digits.iter().enumerate() {
                        moved[to[place]] = digit;
                    }
                    moved.iter().fold(0, |i, &d| i * 3 + d as u32)
                };
                moves.iter().map(image).min().unwrap_or(index as u32)
            })
            .collect()
    }
}

fn sq(col: i32, row: i32) -> u8 {
    (row * 8 + col) as u8
}

/// The eight symmetries of the board, as maps of a square (column, row).
fn symmetries() -> [fn(i32, i32) -> (i32, i32); 8] {
    [
        |c, r| (c, r),
        |c, r| (7 - c, r),
        |c, r| (c, 7 - r),
        |c, r| (7 - c, 7 - r),
        |c, r| (r, c),
        |c, r| (7 - r, c),
        |c, r| (r, 7 - c),
        |c, r| (7 - r, 7 - c),
    ]
}

/// A shape from one instance's squares (column, row), its instances every distinct image under the
/// symmetries.
fn shape(squares: &[(i32, i32)]) -> Shape {
    let mut instances: Vec<Vec<u8>> = Vec::new();
    let mut seen: Vec<Vec<u8>> = Vec::new();
    for map in symmetries() {
        let instance: Vec<u8> = squares.iter().map(|&(c, r)| map(c, r)).map(|(c, r)| sq(c, r)).collect();
        let mut set = instance.clone();
        set.sort_unstable();
        if !seen.contains(&set) {
            seen.push(set);
            instances.push(instance);
        }
    }
    Shape { instances }
}

/// The shapes: the edge, the second line, the long diagonal, the corner's 3×3 square.
pub static SHAPES: LazyLock<Vec<Shape>> = LazyLock::new(|| {
    let line = |row: i32| (0..8).map(|c| (c, row)).collect::<Vec<_>>();
    let diagonal = |n: i32| (0..n).map(|i| (i, 8 - n + i)).collect::<Vec<_>>();
    let corner: Vec<(i32, i32)> = (0..9).map(|i| (i % 3, i / 3)).collect();
    vec![shape(&line(0)), shape(&line(1)), shape(&diagonal(8)), shape(&corner)]
});

/// How an instance's squares are read off a bitboard at once: into the low bits of a small number, one bit a
/// square, whose configuration index [`Reader::ternary`] then gives.
#[derive(Clone, Copy, Debug)]
enum Gather {
    Row(u32),
    Column(u32),
    /// The squares of `mask` (one a row and a column: a diagonal), in column order.
    Diagonal(u64),
    /// The 3×3 square from (column, row) = `shift % 8`, `shift / 8`, read row by row.
    Square(u32),
}

impl Gather {
    #[inline]
    fn read(self, bits: u64) -> usize {
        match self {
            Gather::Row(r) => (bits >> (8 * r)) as usize & 0xff,
            Gather::Column(c) => {
                (((bits >> c) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
            }
            Gather::Diagonal(mask) => ((bits & mask).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize,
            Gather::Square(shift) => {
                let t = (bits >> shift) & 0x07_0707;
                (t & 7 | (t >> 5) & 0x38 | (t >> 10) & 0x1c0) as usize
            }
        }
    }

    /// The square each bit of what [`Gather::read`] gives stands for.
    fn square_of_bit(self, k: u32) -> Option<u8> {
        match self {
            Gather::Row(r) => Some((8 * r + k) as u8),
            Gather::Column(c) => Some((8 * k + c) as u8),
            Gather::Diagonal(mask) => (0..8).map(|r| 8 * r + k).find(|&sq| mask >> sq & 1 == 1).map(|sq| sq as u8),
            Gather::Square(shift) => Some((shift + 8 * (k / 3) + k % 3) as u8),
        }
    }
}

/// One instance's reader: how to gather its squares, and each gathered number's part of its index.
struct Reader {
    shape: usize,
    gather: Gather,
    ternary: Vec<u16>,
}

static READERS: LazyLock<Vec<Reader>> = LazyLock::new(|| {
    let mut readers = Vec::new();
    for (s, shape) in SHAPES.iter().enumerate() {
        for instance in &shape.instances {
            let (cols, rows): (Vec<u8>, Vec<u8>) = instance.iter().map(|&sq| (sq % 8, sq / 8)).unzip();
            let gather = if rows.iter().all(|&r| r == rows[0]) {
                Gather::Row(u32::from(rows[0]))
            } else if cols.iter().all(|&c| c == cols[0]) {
                Gather::Column(u32::from(cols[0]))
            } else if instance.len() == 9 {
                Gather::Square(u32::from(*rows.iter().min().unwrap_or(&0) * 8 + *cols.iter().min().unwrap_or(&0)))
            } else {
                Gather::Diagonal(instance.iter().fold(0u64, |m, &sq| m | 1 << sq))
            };
            let bits = if instance.len() == 9 { 9 } else { 8 };
            let n = instance.len() as u32;
            let ternary = (0..1usize << bits)
                .map(|g| {
                    (0..bits)
                        .filter(|&k| g >> k & 1 == 1)
                        .filter_map(|k| gather.square_of_bit(k))
                        .filter_map(|sq| instance.iter().position(|&x| x == sq))
                        .map(|pos| 3u16.pow(n - 1 - pos as u32))
                        .sum()
                })
                .collect();
            readers.push(Reader { shape: s, gather, ternary });
        }
    }
    readers
});

/// Each shape's instances' configuration indices in the position with `own`'s discs (to move) and `opp`'s,
/// as (shape, index): base 3, an instance's first square the most significant digit, 0 empty, 1 the mover's,
/// 2 the opponent's. Read by gathering each instance's squares at once (the tests hold the square-by-square
/// reading it equals).
pub fn quick_indices(own: u64, opp: u64, out: &mut Vec<(u8, u32)>) {
    out.clear();
    for r in READERS.iter() {
        let index = r.ternary[r.gather.read(own)] as u32 + 2 * r.ternary[r.gather.read(opp)] as u32;
        out.push((r.shape as u8, index));
    }
}

/// Weights and pattern tables for each band, in hundredths of a disc.
#[derive(Clone, Debug, PartialEq)]
pub struct SolverModel {
    pub weights: Vec<[i32; FEATURES]>,
    /// `tables[band][shape][config]`.
    pub tables: Vec<Vec<Vec<i16>>>,
}

impl SolverModel {
    /// A model whose every weight and table value is nothing.
    pub fn zero() -> Self {
        let tables = SHAPES.iter().map(|s| vec![0i16; s.configs()]).collect::<Vec<_>>();
        SolverModel { weights: vec![[0; FEATURES]; BANDS], tables: vec![tables; BANDS] }
    }

    /// The model built into the program (`assets/weights/reversi-solver.bin`), natively; none in the browser.
    pub fn shipped() -> Option<&'static SolverModel> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            static SHIPPED: LazyLock<Option<SolverModel>> = LazyLock::new(|| {
                let bytes = include_bytes!("../../../../../assets/weights/reversi-solver.bin");
                // The file is the project's own and tested: a damaged one is a broken build, said, not a crash
                // (the solver then orders by the midgame evaluation).
                SolverModel::from_bytes(bytes)
                    .inspect_err(|e| eprintln!("warning: the built-in Reversi solver model: {e}"))
                    .ok()
            });
            SHIPPED.as_ref()
        }
        #[cfg(target_arch = "wasm32")]
        None
    }

    /// The worth of the 8×8 position with `own`'s discs (to move) against `opp`'s, `empties` squares empty.
    #[inline]
    pub fn value(&self, board: &Board, own: u64, opp: u64, empties: u32) -> i32 {
        let b = band(empties);
        let tables = &self.tables[b];
        let mut total = score(&board.features(own, opp), &self.weights[b]);
        for r in READERS.iter() {
            let index = r.ternary[r.gather.read(own)] as usize + 2 * r.ternary[r.gather.read(opp)] as usize;
            total += i32::from(tables[r.shape][index]);
        }
        total
    }

    /// The model as its file holds it (see the module's documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(MAGIC);
        bytes.push(BANDS as u8);
        for (w, tables) in self.weights.iter().zip(&self.tables) {
            for x in w {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
            for x in tables.iter().flatten() {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
        }
        let sum = data_checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes
    }

    /// Reads a model's file; an error says what is wrong with it.
    pub fn from_bytes(bytes: &[u8]) -> Result<SolverModel, String> {
        let configs: usize = SHAPES.iter().map(Shape::configs).sum();
        let per = FEATURES * 4 + configs * 2;
        let body_len = 9 + BANDS * per;
        if bytes.len() < 9 || &bytes[..8] != MAGIC {
            return Err("not a Reversi solver model".into());
        }
        if bytes[8] as usize != BANDS || bytes.len() != body_len + 8 {
            return Err("not this release's solver model".into());
        }
        let (body, sum) = bytes.split_at(body_len);
        if data_checksum(body) != u64::from_le_bytes(sum.try_into().map_err(|_| "cut short")?) {
            return Err("the solver model is damaged (its checksum does not match)".into());
        }
        let mut model = SolverModel::zero();
        for (b, chunk) in body[9..].chunks_exact(per).enumerate() {
            let (w, rest) = chunk.split_at(FEATURES * 4);
            for (x, c) in model.weights[b].iter_mut().zip(w.chunks_exact(4)) {
                *x = i32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            }
            for (x, c) in model.tables[b].iter_mut().flatten().zip(rest.chunks_exact(2)) {
                *x = i16::from_le_bytes([c[0], c[1]]);
            }
        }
        Ok(model)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: each instance's index read square by square.
    fn indices(own: u64, opp: u64, out: &mut Vec<(u8, u32)>) {
        out.clear();
        for (s, shape) in SHAPES.iter().enumerate() {
            for instance in &shape.instances {
                let index = instance
                    .iter()
                    .fold(0u32, |index, &sq| index * 3 + (own >> sq & 1) as u32 + 2 * (opp >> sq & 1) as u32);
                out.push((s as u8, index));
            }
        }
    }

    #[test]
    fn the_shipped_model_reads_and_likes_corners() {
        use crate::rules::reversi::bits::Size;
        let model = SolverModel::shipped().expect("built in natively");
        assert_ne!(model, &SolverModel::zero());
        let board = Board::new(Size::EIGHT);
        // The same discs, the four corners the mover's or the opponent's, 16 squares empty.
        let corners = 0x8100_0000_0000_0081u64;
        let (middle_own, middle_opp) = (0x0000_0018_1800_0000u64 | 0x00ff_0000_0000_ff00, 0x0000_e7e7_e7e7_0000u64);
        let empties = (!(corners | middle_own | middle_opp)).count_ones();
        assert_eq!(empties, 16);
        let with = model.value(&board, middle_own | corners, middle_opp, empties);
        let without = model.value(&board, middle_own, middle_opp | corners, empties);
        assert!(with > without + 1000, "{with} against {without}");
    }

    #[test]
    fn a_shapes_mirror_images_share_a_representative() {
        let [edge, second, diagonal, corner] = [0, 1, 2, 3].map(|k| SHAPES[k].canonical());
        // A line of eight: one disc alone on its first square, and alone on its last.
        let (first, last) = (3u32.pow(7), 1);
        assert_eq!(edge[first as usize], edge[last as usize]);
        assert_eq!(second[(2 * first) as usize], second[(2 * last) as usize]);
        assert_eq!(diagonal[first as usize], diagonal[last as usize]);
        assert_ne!(edge[first as usize], edge[(3 * last) as usize]);
        // The corner square read row by row: b1 and a2 are each other's mirror image, b1 and c1 are not.
        let (b1, c1, a2) = (3u32.pow(7), 3u32.pow(6), 3u32.pow(5));
        assert_eq!(corner[b1 as usize], corner[a2 as usize]);
        assert_ne!(corner[b1 as usize], corner[c1 as usize]);
        for table in [&edge, &corner] {
            // A representative is its own, and the least of its class.
            assert!(table.iter().enumerate().all(|(i, &c)| c as usize <= i && table[c as usize] == c));
        }
        // About half as many classes as configurations.
        let classes = edge.iter().enumerate().filter(|&(i, &c)| c as usize == i).count();
        assert_eq!(classes, (6561 + 81) / 2);
    }

    #[test]
    fn the_shipped_model_judges_a_position_and_its_mirror_images_alike() {
        use crate::rules::reversi::bits::Size;
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let model = SolverModel::shipped().expect("built in natively");
        let board = Board::new(Size::EIGHT);
        let image = |bits: u64, map: fn(i32, i32) -> (i32, i32)| {
            (0..64).filter(|&s| bits >> s & 1 == 1).fold(0u64, |out, s| {
                let (c, r) = map(s % 8, s / 8);
                out | 1 << sq(c, r)
            })
        };
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..200 {
            let (a, b, e): (u64, u64, u64) = (rng.random(), rng.random(), rng.random());
            let empty = e & rng.random::<u64>();
            let (own, opp) = (a & !b & !empty, b & !a & !empty | a & b & !empty);
            let empties = (!(own | opp)).count_ones();
            let value = model.value(&board, own, opp, empties);
            for map in symmetries() {
                assert_eq!(model.value(&board, image(own, map), image(opp, map), empties), value, "{own:x} {opp:x}");
            }
        }
    }

    #[test]
    fn a_model_reads_back_what_was_written_and_refuses_a_damaged_file() {
        let mut model = SolverModel::zero();
        model.weights[1][3] = -1234;
        model.tables[2][3][19_682] = 77;
        let bytes = model.to_bytes();
        assert_eq!(SolverModel::from_bytes(&bytes), Ok(model));
        let mut damaged = bytes.clone();
        damaged[100] ^= 1;
        assert!(SolverModel::from_bytes(&damaged).unwrap_err().contains("damaged"));
        assert!(SolverModel::from_bytes(&bytes[..bytes.len() - 2]).is_err());
        assert!(SolverModel::from_bytes(b"REVEDGE1....").unwrap_err().contains("not a Reversi solver model"));
    }

    #[test]
    fn the_quick_reading_agrees_with_square_by_square() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(3);
        let (mut slow, mut quick) = (Vec::new(), Vec::new());
        for _ in 0..5_000 {
            let (a, b): (u64, u64) = (rng.random(), rng.random());
            let (own, opp) = (a & !b, b & !a);
            indices(own, opp, &mut slow);
            quick_indices(own, opp, &mut quick);
            assert_eq!(slow, quick, "{own:x} {opp:x}");
        }
    }
}
