//! Kalah's opening books: the exact value of every position of a board's first plies, so that the solver
//! answers there at once, where a search from scratch takes seconds (Kalah(5,4) and (6,3): see
//! [`super::Kalah`]'s `solves_outright`).
//!
//! A book holds positions as the solver sees them ([`Pits`]: the seeds in the pits from the side to move, the
//! stores left out) with their values (what the player to move gains in the stores from there on, less what
//! the opponent gains), which hold on every board of its pits a side and capture rule, whatever its seeds; a
//! search of its own board looks a position up in it as it does in the endgame database ([`Book::value`]).
//!
//! [`super::making`] makes them: `minimax-arcade book kalah:5x4 --depth 6 --out FILE`.
//!
//! # The file
//! ```text
//!   b"KALAHBK1"                       magic
//!   pits, seeds, capture (0 standard, 1 empty), plies    one byte each: what it was made for
//!   count                             u32, little-endian
//!   count entries, by key             11 bytes of the position's key (little-endian, 84 bits), the value (i8)
//!   checksum                          FNV-1a of everything before it, u64, little-endian
//! ```

use crate::ai::data_checksum;
use std::collections::HashMap;
use std::sync::Arc;

use super::position::Pits;
use crate::ai::{DataFile, Solvers};
use crate::rules::kalah::{Board, Capture, Kalah};

const MAGIC: &[u8; 8] = b"KALAHBK1";
const HEADER: usize = 8 + 4 + 4;
const KEY_BYTES: usize = 11;
const ENTRY: usize = KEY_BYTES + 1;

/// The exact values of the positions of a board's first plies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    board: Board,
    plies: u8,
    values: HashMap<u128, i8>,
    /// The fewest seeds in the pits of any position held: positions with fewer are not looked up.
    fewest: i32,
}

impl Book {
    /// A book of `board`'s first `plies` plies holding `values` (by [`Pits::key`]).
    pub fn new(board: Board, plies: u8, values: HashMap<u128, i8>) -> Self {
        let fewest = values.keys().map(|&key| seeds_of_key(key)).min().unwrap_or(i32::MAX);
        Book { board, plies, values, fewest }
    }

    /// The board it was made for (it serves every board of the same pits and capture rule).
    pub fn board(&self) -> Board {
        self.board
    }

    /// The plies from the start it covers.
    pub fn plies(&self) -> u8 {
        self.plies
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Whether it holds positions of `pits`' board (its pits a side and capture rule).
    pub fn fits(&self, pits: &Pits) -> bool {
        pits.pits() == self.board.pits as usize && pits.empty_capture() == (self.board.capture == Capture::Empty)
    }

    /// The value of `pits` if the book holds it (a position of another board never is).
    pub fn value(&self, pits: &Pits) -> Option<i32> {
        if pits.total() < self.fewest || !self.fits(pits) {
            return None;
        }
        self.values.get(&pits.key()).map(|&v| v as i32)
    }

    /// The values, by key.
    pub fn values(&self) -> &HashMap<u128, i8> {
        &self.values
    }

    /// The book as its file holds it (see the module's documentation): the same bytes for the same book.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut entries: Vec<(&u128, &i8)> = self.values.iter().collect();
        entries.sort_unstable();
        let mut bytes = Vec::with_capacity(HEADER + entries.len() * ENTRY + 8);
        bytes.extend_from_slice(MAGIC);
        let capture = u8::from(self.board.capture == Capture::Empty);
        bytes.extend_from_slice(&[self.board.pits, self.board.seeds, capture, self.plies]);
        bytes.extend_from_slice(&(entries.len() as u32).to_le_bytes());
        for (&key, &value) in entries {
            bytes.extend_from_slice(&key.to_le_bytes()[..KEY_BYTES]);
            bytes.push(value as u8);
        }
        let sum = data_checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes
    }

    /// Reads a book file; an error says what is wrong with it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, String> {
        if bytes.len() < HEADER + 8 || &bytes[..8] != MAGIC {
            return Err("not a Kalah opening book".into());
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if data_checksum(body) != u64::from_le_bytes(sum.try_into().map_err(|_| "cut short")?) {
            return Err("the book is damaged (its checksum does not match)".into());
        }
        let [pits, seeds, capture, plies] = [body[8], body[9], body[10], body[11]];
        let capture = match capture {
            0 => Capture::Standard,
            1 => Capture::Empty,
            other => return Err(format!("unknown capture rule {other}")),
        };
        let board = Board { pits, seeds, capture };
        if !(crate::rules::kalah::PITS.contains(&pits) && crate::rules::kalah::SEEDS.contains(&seeds)) {
            return Err(format!("no such board: {pits} pits of {seeds} seeds"));
        }
        let count = u32::from_le_bytes([body[12], body[13], body[14], body[15]]) as usize;
        let entries = &body[HEADER..];
        if entries.len() != count * ENTRY {
            return Err(format!("{count} positions announced, {} bytes of them", entries.len()));
        }
        let mut values = HashMap::with_capacity(count);
        for entry in entries.chunks_exact(ENTRY) {
            let mut key = [0u8; 16];
            key[..KEY_BYTES].copy_from_slice(&entry[..KEY_BYTES]);
            values.insert(u128::from_le_bytes(key), entry[KEY_BYTES] as i8);
        }
        Ok(Book::new(board, plies, values))
    }
}

/// The opening books that ship with the game, each with its board: Kalah(5,4) and (6,3) under each rule,
/// where a search from the first plies takes seconds and the later ones a fraction of one. Each holds the
/// first 6 sowings and is made by `minimax-arcade book kalah:PxS[:empty] --depth 6 --out
/// assets/books/kalah-PxS[-empty].book` (on two threads: Kalah(5,4) about 90 s a rule, (6,3) 8 to 17 minutes).
pub const SHIPPED: [(Board, DataFile); 4] = [
    shipping(5, 4, Capture::Standard, "the Kalah(5,4) opening book", "books/kalah-5x4.book", {
        include_bytes!("../../../../../assets/books/kalah-5x4.book")
    }),
    shipping(5, 4, Capture::Empty, "the Kalah(5,4) opening book (empty-capture rule)", "books/kalah-5x4-empty.book", {
        include_bytes!("../../../../../assets/books/kalah-5x4-empty.book")
    }),
    shipping(6, 3, Capture::Standard, "the Kalah(6,3) opening book", "books/kalah-6x3.book", {
        include_bytes!("../../../../../assets/books/kalah-6x3.book")
    }),
    shipping(6, 3, Capture::Empty, "the Kalah(6,3) opening book (empty-capture rule)", "books/kalah-6x3-empty.book", {
        include_bytes!("../../../../../assets/books/kalah-6x3-empty.book")
    }),
];

/// A shipped book: its board, and its file, built into native executables and fetched by the browser.
const fn shipping(
    pits: u8,
    seeds: u8,
    capture: Capture,
    name: &'static str,
    asset: &'static str,
    bytes: &'static [u8],
) -> (Board, DataFile) {
    let bundled = if cfg!(target_arch = "wasm32") { None } else { Some(bytes) };
    (Board { pits, seeds, capture }, DataFile { name, asset, bundled, install })
}

/// The data file of `board`'s shipped book, if it has one.
pub fn shipped(board: Board) -> Option<DataFile> {
    SHIPPED.iter().find(|(b, _)| *b == board).map(|(_, file)| *file)
}

/// Every shipped book built into this executable (none in the browser's), read.
pub fn bundled_books() -> Vec<Arc<Book>> {
    // The files are the project's own and tested: a damaged one is a broken build, said, not a crash.
    SHIPPED
        .iter()
        .filter_map(|(_, file)| match Book::from_bytes(file.bundled?) {
            Ok(book) => Some(Arc::new(book)),
            Err(e) => {
                eprintln!("warning: the built-in {}: {e}", file.name);
                None
            }
        })
        .collect()
}

/// The board whose book `bytes` is, if they are a Kalah book (by its first bytes), or why it cannot be read.
pub fn whose(bytes: &[u8]) -> Option<Result<Board, String>> {
    bytes.starts_with(MAGIC).then(|| Book::from_bytes(bytes).map(|book| book.board()))
}

/// Reads a book and gives it to Kalah's solver, in place of one of the same board: how many positions it holds.
pub fn install(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
    let book = Arc::new(Book::from_bytes(bytes)?);
    let positions = book.len();
    solvers.update::<Kalah>(|data| {
        data.books.retain(|b| b.board() != book.board());
        data.books.push(book);
    });
    Ok(positions)
}

/// The seeds in the pits of the position with this key (seven bits a pit, as [`Pits::key`] packs them).
fn seeds_of_key(mut key: u128) -> i32 {
    let mut seeds = 0;
    while key > 0 {
        seeds += (key & 0x7f) as i32;
        key >>= 7;
    }
    seeds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_book_reads_back_what_was_written_and_refuses_a_damaged_file() {
        let board = Board { pits: 4, seeds: 3, capture: Capture::Standard };
        let start = Pits::of(&<Kalah as crate::rules::Family>::start(board));
        let values = HashMap::from([(start.key(), 6), (start.sow(1).next.key(), -6), (start.sow(3).next.key(), -2)]);
        let book = Book::new(board, 1, values);
        assert_eq!(book.value(&start), Some(6));
        let bytes = book.to_bytes();
        assert_eq!(Book::from_bytes(&bytes), Ok(book.clone()));
        let mut damaged = bytes.clone();
        damaged[HEADER + 3] ^= 1;
        assert!(Book::from_bytes(&damaged).unwrap_err().contains("damaged"));
        assert!(Book::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Book::from_bytes(b"KALAHBK1").is_err());
        assert!(Book::from_bytes(b"something else entirely").is_err());
        // A position of another board is never looked up.
        let other = Pits::of(&<Kalah as crate::rules::Family>::start(Board { capture: Capture::Empty, ..board }));
        assert_eq!(book.value(&other), None);
    }
}
