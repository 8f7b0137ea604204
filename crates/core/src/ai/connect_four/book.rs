//! The opening book: the exact score of every position of the first plies, computed once by the project's
//! own `book` command and shipped as a file, so the solver answers the hardest positions (the early ones) by
//! looking them up.
//!
//! A position and its mirror image share an entry, under the smaller of their two keys. Positions the solver
//! settles without searching (a win at once, or every move losing at once) are left out.
//!
//! # File format (little-endian)
//! ```text
//!   "MMA-BOOK"                       8 bytes
//!   version                          1 byte (1)
//!   columns, rows, k, depth          1 byte each
//!   entries                          4 bytes
//!   entries × (key gap, score)       the keys in increasing order, each as the gap from the one before in
//!                                    LEB128 (7 bits a byte, low bits first); the score as one signed byte
//!   checksum                         8 bytes: FNV-1a of everything before it
//! ```

use crate::ai::data_checksum;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::Arc;

use super::position::{Geometry, Position};
use crate::ai::any::{DataFile, Solvers};
use crate::rules::GridSize;
use crate::rules::gravity::Gravity;

const MAGIC: &[u8; 8] = b"MMA-BOOK";
const VERSION: u8 = 1;

/// Why a book file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError(pub String);

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BookError {}

/// Exact scores of the first plies of one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    geometry: Geometry,
    depth: u32,
    scores: HashMap<u64, i8>,
}

impl Book {
    /// A book of these scores, by canonical key ([`Position::canonical_key`]), for positions of at most
    /// `depth` stones.
    pub fn new(geometry: Geometry, depth: u32, scores: HashMap<u64, i8>) -> Self {
        Self { geometry, depth, scores }
    }

    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The most stones of the positions it holds.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    pub fn len(&self) -> usize {
        self.scores.len()
    }

    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// The scores, by canonical key.
    pub fn into_scores(self) -> HashMap<u64, i8> {
        self.scores
    }

    /// The score of `p`, if the book holds it.
    pub fn score(&self, p: &Position) -> Option<i32> {
        if p.moves() > self.depth {
            return None;
        }
        self.scores.get(&p.canonical_key()).map(|&s| s as i32)
    }

    /// The book as a file (see the module documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let g = &self.geometry;
        let mut bytes = MAGIC.to_vec();
        bytes.extend([VERSION, g.width as u8, g.height as u8, g.k as u8, self.depth as u8]);
        bytes.extend((self.scores.len() as u32).to_le_bytes());
        let mut entries: Vec<(u64, i8)> = self.scores.iter().map(|(&k, &s)| (k, s)).collect();
        entries.sort_unstable();
        let mut previous = 0;
        for (key, score) in entries {
            let mut gap = key - previous;
            previous = key;
            loop {
                let byte = (gap & 0x7f) as u8;
                gap >>= 7;
                if gap == 0 {
                    bytes.push(byte);
                    break;
                }
                bytes.push(byte | 0x80);
            }
            bytes.push(score as u8);
        }
        let sum = data_checksum(&bytes);
        bytes.extend(sum.to_le_bytes());
        bytes
    }

    /// Reads a book file; any damage (a wrong header, a cut, a changed byte) is an error, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, BookError> {
        let bad = |what: &str| BookError(format!("not a usable opening book: {what}"));
        if bytes.len() < MAGIC.len() + 9 + 8 || &bytes[..MAGIC.len()] != MAGIC {
            return Err(bad("it does not start like one"));
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if data_checksum(body).to_le_bytes() != sum {
            return Err(bad("it is damaged or cut short (its checksum does not match)"));
        }
        let header = &body[MAGIC.len()..];
        if header[0] != VERSION {
            return Err(bad(&format!("version {} (this release reads version {VERSION})", header[0])));
        }
        let (cols, rows, k, depth) = (header[1], header[2], header[3], header[4] as u32);
        let geometry = Geometry::new(GridSize::new(rows, cols, k)).ok_or_else(|| bad("its board does not fit"))?;
        let count = u32::from_le_bytes(header[5..9].try_into().expect("four bytes")) as usize;
        let mut scores = HashMap::with_capacity(count.min(body.len()));
        let mut rest = &header[9..];
        let mut key = 0u64;
        for _ in 0..count {
            let mut gap = 0u64;
            let mut shift = 0;
            loop {
                let (&byte, tail) = rest.split_first().ok_or_else(|| bad("an entry is cut short"))?;
                rest = tail;
                if shift > 63 {
                    return Err(bad("a key is too long"));
                }
                gap |= u64::from(byte & 0x7f) << shift;
                shift += 7;
                if byte & 0x80 == 0 {
                    break;
                }
            }
            let (&score, tail) = rest.split_first().ok_or_else(|| bad("an entry is cut short"))?;
            rest = tail;
            key = key.checked_add(gap).ok_or_else(|| bad("a key is out of range"))?;
            scores.insert(key, score as i8);
        }
        if !rest.is_empty() {
            return Err(bad("it has bytes after its last entry"));
        }
        Ok(Self { geometry, depth, scores })
    }
}

/// Where the book is among the game's assets (the web build fetches it from there).
pub const ASSET_PATH: &str = "books/connect4.book";

/// The book's bytes, built into the executable on native builds (the web build fetches [`ASSET_PATH`]
/// instead, to keep the download small).
#[cfg(not(target_arch = "wasm32"))]
const BUNDLED: Option<&[u8]> = Some(include_bytes!("../../../../../assets/books/connect4.book"));
#[cfg(target_arch = "wasm32")]
const BUNDLED: Option<&[u8]> = None;

/// The book as the game loads it, through the channel every family's data takes (see [`DataFile`]).
pub const DATA_FILE: DataFile =
    DataFile { name: "the Connect Four opening book", asset: ASSET_PATH, bundled: BUNDLED, install };

/// The game whose book `bytes` is, if they are a Connect Four solver's book (by its first bytes), or why it
/// cannot be read.
pub fn whose(bytes: &[u8]) -> Option<Result<GridSize, String>> {
    bytes.starts_with(MAGIC).then(|| {
        let book = Book::from_bytes(bytes).map_err(|e| e.to_string())?;
        let g = book.geometry();
        Ok(GridSize::new(g.height as u8, g.width as u8, g.k as u8))
    })
}

/// Reads a book and gives it to the Connect Four solver: how many positions it holds.
pub fn install(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
    let book = Book::from_bytes(bytes).map_err(|e| e.to_string())?;
    let positions = book.len();
    solvers.update::<Gravity>(|c4| c4.book = Some(Arc::new(book)));
    Ok(positions)
}

/// The book that ships with the game, built into the executable on native builds; `None` on the web, or if
/// it is empty.
pub fn bundled() -> Option<Book> {
    // The file is the project's own and tested: a damaged one is a broken build, said once, not a crash.
    match Book::from_bytes(BUNDLED?) {
        Ok(book) => (!book.is_empty()).then_some(book),
        Err(e) => {
            eprintln!("warning: the built-in opening book: {e}");
            None
        }
    }
}

/// The positions of each ply up to `depth`, one per mirror pair, that are not already won (the positions
/// the solver may be asked about), as their canonical keys and one position each.
pub fn positions_by_ply(geometry: Geometry, depth: u32) -> Vec<Vec<Position>> {
    let mut plies = vec![vec![Position::new(geometry)]];
    for _ in 0..depth {
        let mut seen = HashSet::new();
        let mut next = Vec::new();
        for p in plies.last().expect("ply 0") {
            for col in 0..geometry.width {
                if !p.can_play(col) || p.is_winning_move(col) {
                    continue;
                }
                let mut child = *p;
                child.play_column(col);
                if seen.insert(child.canonical_key()) {
                    next.push(child);
                }
            }
        }
        plies.push(next);
    }
    plies
}

/// Whether the solver settles `p` without a search (so a book need not hold it).
pub fn settled_at_once(p: &Position) -> bool {
    p.can_win_next() || p.non_losing_moves() == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Book {
        let g = Geometry::connect_four();
        let mut scores = HashMap::new();
        for (moves, score) in [("", 1), ("4", -1), ("44", 2), ("1", -2)] {
            scores.insert(Position::from_moves(g, moves).unwrap().canonical_key(), score);
        }
        Book::new(g, 2, scores)
    }

    #[test]
    fn a_book_round_trips_through_its_file() {
        let book = sample();
        let bytes = book.to_bytes();
        assert_eq!(Book::from_bytes(&bytes), Ok(book.clone()));
        let g = Geometry::connect_four();
        // A position and its mirror share an entry; deeper positions are never looked up.
        assert_eq!(book.score(&Position::from_moves(g, "7").unwrap()), Some(-2));
        assert_eq!(book.score(&Position::from_moves(g, "444").unwrap()), None);
    }

    #[test]
    fn damaged_books_are_refused_with_a_reason() {
        let bytes = sample().to_bytes();
        for cut in [0, 5, 20, bytes.len() - 1] {
            let err = Book::from_bytes(&bytes[..cut]).unwrap_err();
            assert!(err.0.starts_with("not a usable opening book"), "{cut}: {err}");
        }
        for i in 0..bytes.len() {
            let mut changed = bytes.clone();
            changed[i] ^= 0x10;
            assert!(Book::from_bytes(&changed).is_err(), "byte {i} changed");
        }
        assert!(Book::from_bytes(b"hello, this is not a book at all").is_err());
    }

    #[test]
    fn the_bundled_book_is_sound() {
        // Whatever it holds agrees with the solver: checked on its deepest entries, the quickest to solve.
        let Some(book) = bundled() else { return };
        assert_eq!(book.geometry(), Geometry::connect_four());
        let mut entries: Vec<(Position, i8)> =
            book.scores.iter().map(|(&key, &score)| (Position::from_key(book.geometry(), key), score)).collect();
        entries.sort_by_key(|(p, _)| std::cmp::Reverse(p.moves()));
        let mut solver = super::super::solver::Solver::new(book.geometry(), 22);
        for (p, score) in entries.into_iter().take(5) {
            assert_eq!(book.score(&p), Some(score as i32));
            assert_eq!(solver.score(&p, false), Some(score as i32), "{p:?}");
        }
    }

    #[test]
    fn positions_are_counted_once_per_mirror_pair() {
        let plies = positions_by_ply(Geometry::connect_four(), 5);
        // The published counts of Connect Four positions after n plies (OEIS A212693): 1, 7, 49, 238, 1120,
        // 4263. One position stands for its mirror image too, unless it is its own.
        let counts: Vec<usize> =
            plies.iter().map(|ply| ply.iter().map(|p| if p.key() == p.mirror_key() { 1 } else { 2 }).sum()).collect();
        assert_eq!(counts, vec![1, 7, 49, 238, 1120, 4263]);
    }
}
