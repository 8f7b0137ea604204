//! Reversi's opening book for the perfect computer: for each position where it is to move in the first plies
//! of a game against any opponent, its best move and the exact margin, so that Perfect answers there at once
//! (6×6 from the start takes the solver minutes; see [`super::making`], which makes it, and
//! `minimax-arcade book reversi:6 --depth 12 --out FILE`).
//!
//! A position is held once for its eight mirror images (the board turned and reflected: the margin is the
//! same, the best move its image), as the side to move's discs and the other's, whatever their colour.
//! What a book holds also answers the analysis of the positions between: where the side to move is the
//! opponent, every move leads to a position the book holds ([`Book::every_move`]).
//!
//! # The file
//! ```text
//!   b"REVBOOK1"                       magic
//!   side, plies                       one byte each: the board it was made for, the discs placed it covers
//!   count                             u32, little-endian
//!   count entries, by key             the mover's discs, then the other's, each as the board's squares in
//!                                     reading order (⌈side²/8⌉ bytes, little-endian); the best move's square
//!                                     (row × 8 + column); the margin (i8)
//!   checksum                          FNV-1a of everything before it, u64, little-endian
//! ```

use std::collections::HashMap;
use std::sync::Arc;

use crate::ai::{DataFile, Solvers, data_checksum};
use crate::rules::reversi::Reversi;

use crate::rules::reversi::bits::{Size, flips, moves, squares};

const MAGIC: &[u8; 8] = b"REVBOOK1";

/// The image of a bit that is no square of the board (a 6×6 board's bits beyond its sixth column or row): none.
const OFF: u8 = 64;
const HEADER: usize = 8 + 2 + 4;

/// A position as the book keys it: the mover's discs, the other's.
pub type Key = (u64, u64);

/// A position's best move (its square, in the frame of the key it is held under) and exact margin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub best: u8,
    pub value: i8,
}

/// The eight ways to turn and reflect a board of one size onto itself, as square permutations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mirrors {
    size: Size,
    /// `images[t][bit]`: where the square `bit` goes under transformation `t` (0 is the identity); [`OFF`]
    /// for a bit that is not a square of the board.
    images: [[u8; 64]; 8],
}

impl Mirrors {
    pub fn new(size: Size) -> Self {
        let side = size.side();
        let mut images = [[OFF; 64]; 8];
        for (t, image) in images.iter_mut().enumerate() {
            for row in 0..side {
                for col in 0..side {
                    let (mut c, mut r) = (col, row);
                    if t & 1 != 0 {
                        c = side - 1 - c;
                    }
                    if t & 2 != 0 {
                        r = side - 1 - r;
                    }
                    if t & 4 != 0 {
                        std::mem::swap(&mut c, &mut r);
                    }
                    image[size.bit(col, row) as usize] = size.bit(c, r);
                }
            }
        }
        Mirrors { size, images }
    }

    /// The image of square `bit` under transformation `t`.
    pub fn image_of(&self, t: usize, bit: u8) -> u8 {
        self.images[t][bit as usize]
    }

    /// The image of the discs `bits` under transformation `t`.
    fn image(&self, t: usize, bits: u64) -> u64 {
        squares(bits & self.size.mask()).fold(0, |image, bit| image | 1 << self.images[t][bit as usize])
    }

    /// The square whose image under `t` is `bit` (each transformation's inverse), for a square of the board.
    pub fn preimage(&self, t: usize, bit: u8) -> u8 {
        self.images[t].iter().position(|&image| image == bit).map_or(OFF, |at| at as u8)
    }

    /// The key of a position's eight images that the book holds it under (the least), and which
    /// transformation gives it.
    pub fn canonical(&self, own: u64, opp: u64) -> (Key, usize) {
        (0..8).map(|t| ((self.image(t, own), self.image(t, opp)), t)).min().unwrap_or(((own, opp), 0))
    }
}

/// The best moves and margins of the positions where the perfect computer is to move in a board's first plies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    mirrors: Mirrors,
    plies: u8,
    entries: HashMap<Key, Entry>,
}

impl Book {
    /// A book of `size`'s first `plies` discs placed, holding `entries` (by [`Mirrors::canonical`] key, the
    /// best move in that key's frame).
    pub fn new(size: Size, plies: u8, entries: HashMap<Key, Entry>) -> Self {
        Book { mirrors: Mirrors::new(size), plies, entries }
    }

    /// The board it was made for.
    pub fn size(&self) -> Size {
        self.mirrors.size
    }

    /// The discs placed from the start it covers.
    pub fn plies(&self) -> u8 {
        self.plies
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries, by key.
    pub fn entries(&self) -> &HashMap<Key, Entry> {
        &self.entries
    }

    /// The best move (its square on this board) and exact margin of the position with `own`'s and `opp`'s
    /// discs, `own` to move, if the book holds it.
    pub fn best(&self, own: u64, opp: u64) -> Option<(u8, i32)> {
        let placed = (own | opp).count_ones() as usize;
        if placed > 4 + self.plies as usize || (own | opp) & !self.size().mask() != 0 {
            return None;
        }
        let (key, t) = self.mirrors.canonical(own, opp);
        let entry = self.entries.get(&key)?;
        let best = self.mirrors.preimage(t, entry.best);
        // A move the position does not allow is a book not made for it: the solver answers instead.
        let legal = moves(own, opp, self.size().mask() & !(own | opp));
        (best < 64 && legal >> best & 1 == 1).then_some((best, entry.value as i32))
    }

    /// Every legal move's margin for `own`, to move, if the book holds the position after each (a position
    /// between two of the perfect computer's): square and margin, in square order. `None` if one is missing
    /// or `own` has no move.
    pub fn every_move(&self, own: u64, opp: u64) -> Option<Vec<(u8, i32)>> {
        let empty = self.size().mask() & !(own | opp);
        let legal = moves(own, opp, empty);
        if legal == 0 {
            return None;
        }
        let values = squares(legal).map(|sq| {
            let turned = flips(own, opp, sq);
            let (mine, theirs) = (own | turned | 1 << sq, opp & !turned);
            // The opponent moves next, or passes and the mover goes again.
            let after = if moves(theirs, mine, empty & !(1 << sq)) != 0 {
                -self.best(theirs, mine)?.1
            } else {
                self.best(mine, theirs)?.1
            };
            Some((sq, after))
        });
        values.collect()
    }

    /// The book as its file holds it (see the module's documentation): the same bytes for the same book.
    pub fn to_bytes(&self) -> Vec<u8> {
        let size = self.size();
        let width = packed_bytes(size);
        let mut entries: Vec<(&Key, &Entry)> = self.entries.iter().collect();
        entries.sort_unstable_by_key(|(key, _)| **key);
        let mut bytes = Vec::with_capacity(HEADER + entries.len() * (2 * width + 2) + 8);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&[size.side(), self.plies]);
        bytes.extend_from_slice(&(entries.len() as u32).to_le_bytes());
        for (&(own, opp), entry) in entries {
            bytes.extend_from_slice(&pack(size, own).to_le_bytes()[..width]);
            bytes.extend_from_slice(&pack(size, opp).to_le_bytes()[..width]);
            bytes.extend_from_slice(&[entry.best, entry.value as u8]);
        }
        let sum = data_checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes
    }

    /// Reads a book file; an error says what is wrong with it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, String> {
        if bytes.len() < HEADER + 8 || &bytes[..8] != MAGIC {
            return Err("not a Reversi opening book".into());
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if data_checksum(body) != u64::from_le_bytes(sum.try_into().map_err(|_| "cut short")?) {
            return Err("the book is damaged (its checksum does not match)".into());
        }
        let size = Size::new(body[8]).ok_or_else(|| format!("no Reversi board has {} squares a side", body[8]))?;
        let plies = body[9];
        let count = u32::from_le_bytes([body[10], body[11], body[12], body[13]]) as usize;
        let width = packed_bytes(size);
        let entries = &body[HEADER..];
        if entries.len() != count * (2 * width + 2) {
            return Err(format!("{count} positions announced, {} bytes of them", entries.len()));
        }
        let read = |part: &[u8]| {
            let mut word = [0u8; 8];
            word[..width].copy_from_slice(part);
            unpack(size, u64::from_le_bytes(word))
        };
        let mut held = HashMap::with_capacity(count);
        for entry in entries.chunks_exact(2 * width + 2) {
            let (own, opp) = (read(&entry[..width]), read(&entry[width..2 * width]));
            let (best, value) = (entry[2 * width], entry[2 * width + 1] as i8);
            let on_board = best < 64 && size.mask() >> best & 1 == 1;
            if own & opp != 0 || !on_board || (own | opp) >> best & 1 == 1 {
                return Err(format!("a damaged entry: {own:#x} {opp:#x} best {best}"));
            }
            held.insert((own, opp), Entry { best, value });
        }
        Ok(Book::new(size, plies, held))
    }
}

/// Bytes of a board's squares packed in reading order.
fn packed_bytes(size: Size) -> usize {
    size.squares().div_ceil(8)
}

/// The discs `bits` as the board's squares in reading order (bit `row × side + column`).
fn pack(size: Size, bits: u64) -> u64 {
    squares(bits & size.mask()).fold(0, |packed, bit| packed | 1 << size.place_of(bit))
}

/// The inverse of [`pack`].
fn unpack(size: Size, packed: u64) -> u64 {
    squares(packed).filter_map(|place| size.bit_of(place as u16)).fold(0, |bits, bit| bits | 1 << bit)
}

/// The 6×6 book that ships with the game: the perfect computer's moves while 20 or more squares are empty,
/// made by `minimax-arcade book reversi:6 --depth 12 --out assets/books/reversi-6.book` (see the README for
/// its time). Built into native executables, fetched by the browser.
pub const SHIPPED: DataFile = DataFile {
    name: "the 6×6 Reversi opening book",
    asset: "books/reversi-6.book",
    bundled: if cfg!(target_arch = "wasm32") {
        None
    } else {
        Some(include_bytes!("../../../../../assets/books/reversi-6.book"))
    },
    install,
};

/// The shipped book built into this executable (none in the browser's), read.
pub fn bundled() -> Option<Arc<Book>> {
    // The file is the project's own and tested: a damaged one is a broken build, said, not a crash.
    match Book::from_bytes(SHIPPED.bundled?) {
        Ok(book) => Some(Arc::new(book)),
        Err(e) => {
            eprintln!("warning: the built-in {}: {e}", SHIPPED.name);
            None
        }
    }
}

/// The board whose book `bytes` is, if they are a Reversi book (by its first bytes), or why it cannot be read.
pub fn whose(bytes: &[u8]) -> Option<Result<Size, String>> {
    bytes.starts_with(MAGIC).then(|| Book::from_bytes(bytes).map(|book| book.size()))
}

/// Reads a book and gives it to Reversi's engine, in place of one of the same board: how many positions it
/// holds.
pub fn install(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
    let book = Arc::new(Book::from_bytes(bytes)?);
    let positions = book.len();
    solvers.update::<Reversi>(|data| {
        data.books.retain(|b| b.size() != book.size());
        data.books.push(book);
    });
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Family;

    #[test]
    fn each_transformation_is_undone_on_every_square_of_the_board() {
        for size in [Size::SIX, Size::EIGHT] {
            let mirrors = Mirrors::new(size);
            for t in 0..8 {
                for bit in squares(size.mask()) {
                    let image = mirrors.image_of(t, bit);
                    assert_eq!(size.mask() >> image & 1, 1, "{size:?} {t}: {bit} goes off the board");
                    assert_eq!(mirrors.preimage(t, image), bit, "{size:?} {t}: {bit}");
                }
            }
        }
    }

    #[test]
    fn the_eight_images_of_a_position_share_one_key_and_move() {
        for size in [Size::SIX, Size::EIGHT] {
            let mirrors = Mirrors::new(size);
            // An asymmetric position: discs on a1 and b1 against one on c2 (own, opp).
            let (own, opp) = (1 << size.bit(0, 0) | 1 << size.bit(1, 0), 1 << size.bit(2, 1));
            let (key, _) = mirrors.canonical(own, opp);
            let mut entries = HashMap::new();
            let (_, t) = mirrors.canonical(own, opp);
            // The best move d3 of the original, stored in the key's frame.
            let best = size.bit(3, 2);
            entries.insert(key, Entry { best: mirrors.images[t][best as usize], value: 5 });
            let book = Book::new(size, 60, entries);
            for u in 0..8 {
                let (o, p) = (mirrors.image(u, own), mirrors.image(u, opp));
                assert_eq!(mirrors.canonical(o, p).0, key, "{size:?} image {u}");
                assert_eq!(book.best(o, p), Some((mirrors.images[u][best as usize], 5)), "{size:?} image {u}");
            }
            // Colours swapped is another position.
            assert_eq!(book.best(opp, own), None);
        }
    }

    #[test]
    fn a_book_reads_back_what_was_written_and_refuses_a_damaged_file() {
        let size = Size::SIX;
        let mirrors = Mirrors::new(size);
        let start = crate::rules::reversi::Reversi::start(size);
        let (own, opp) = (start.bits(crate::rules::Player::One), start.bits(crate::rules::Player::Two));
        let (key, _) = mirrors.canonical(own, opp);
        let book = Book::new(size, 2, HashMap::from([(key, Entry { best: size.bit(2, 1), value: -4 })]));
        let bytes = book.to_bytes();
        assert_eq!(Book::from_bytes(&bytes), Ok(book.clone()));
        assert_eq!(bytes.len(), HEADER + 5 + 5 + 2 + 8, "36 squares packed in 5 bytes");
        let mut damaged = bytes.clone();
        damaged[HEADER] ^= 1;
        assert!(Book::from_bytes(&damaged).unwrap_err().contains("damaged"));
        assert!(Book::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Book::from_bytes(b"KALAHBK1 and more bytes than a header").unwrap_err().contains("not a Reversi"));
        assert!(book.best(own, opp).is_some_and(|(_, v)| v == -4));
    }
}
