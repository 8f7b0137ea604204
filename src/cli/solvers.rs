//! What the engines' solvers get on the command line (the Connect Four book and table, Kalah's endgame
//! database), from the flags every position command shares.

use std::io::Write;

use super::SolverArgs;
use crate::ai::Solvers;
use crate::rules::gravity::Gravity;
use crate::rules::{AnyGame, GameSpec};

/// What the specialised solvers get on this command line: the opening books that ship with the game
/// (Connect Four's, Kalah's, Reversi's), or the one `--book` names in place of its game's, or none with `--no-book`, and
/// the table size `--table-bits` asks. A book that cannot be read is warned about, and the solver goes on
/// without it.
pub(crate) fn solvers(arg: &SolverArgs, err: &mut dyn Write) -> Solvers {
    use crate::ai::connect_four::{self as c4, book::Book};
    use crate::ai::kalah::book::Book as KalahBook;
    use crate::ai::kalah::{EndgameCache, KalahData};
    use crate::ai::reversi::book::Book as ReversiBook;
    use crate::rules::kalah::Kalah;
    // A Kalah or Reversi book named by `--book` is its game's (by its first bytes); any other file is read as
    // Connect Four's.
    let mut read = arg.book.as_ref().map(|path| (path, std::fs::read(path).map_err(|e| e.to_string())));
    let kalah_book = match &read {
        Some((_, Ok(bytes))) if bytes.starts_with(b"KALAHBK") => Some(KalahBook::from_bytes(bytes)),
        _ => None,
    };
    let reversi_book = match &read {
        Some((_, Ok(bytes))) if bytes.starts_with(b"REVBOOK") => Some(ReversiBook::from_bytes(bytes)),
        _ => None,
    };
    if kalah_book.is_some() || reversi_book.is_some() {
        read = None;
    }
    let reversi_books = match (arg.no_book, reversi_book) {
        (true, _) => Vec::new(),
        (false, None) => crate::ai::reversi::book::bundled().into_iter().collect(),
        (false, Some(Ok(book))) => vec![std::sync::Arc::new(book)],
        (false, Some(Err(e))) => {
            let path = arg.book.as_ref().map(|p| p.display().to_string()).unwrap_or_default();
            let _ = writeln!(err, "warning: opening book {path}: {e}; solving without it (slower)");
            Vec::new()
        }
    };
    let kalah_books = match (arg.no_book, kalah_book) {
        (true, _) => Vec::new(),
        (false, None) => crate::ai::kalah::book::bundled_books(),
        (false, Some(Ok(book))) => vec![std::sync::Arc::new(book)],
        (false, Some(Err(e))) => {
            let path = arg.book.as_ref().map(|p| p.display().to_string()).unwrap_or_default();
            let _ = writeln!(err, "warning: opening book {path}: {e}; solving without it (slower)");
            Vec::new()
        }
    };
    let book = match (read, arg.no_book) {
        (_, true) => None,
        (None, false) => c4::book::bundled(),
        (Some((path, read)), false) => {
            match read.and_then(|bytes| Book::from_bytes(&bytes).map_err(|e| e.to_string())) {
                Ok(book) => Some(book),
                Err(e) => {
                    let _ = writeln!(err, "warning: opening book {}: {e}; solving without it (slower)", path.display());
                    None
                }
            }
        }
    };
    let book = book.map(std::sync::Arc::new);
    let table_bits = arg.table_bits.unwrap_or(c4::TABLE_BITS);
    // A fresh table for every line, so that node counts and node budgets answer the same in any order.
    let threads = arg.threads.map_or_else(c4::default_threads, usize::from);
    // Kalah's endgame database is made once and kept for every line.
    let kalah = KalahData {
        endgames: Some(EndgameCache::default()),
        endgame_seeds: arg.endgame_seeds,
        kept: None,
        books: kalah_books,
    };
    let reversi = crate::ai::reversi::ReversiData {
        exact_empties: arg.endgame_empties.map(u32::from),
        books: reversi_books,
        kept: None,
    };
    Solvers::default()
        .with::<Gravity>(c4::SolverSettings { table_bits, book, kept: None, threads })
        .with::<Kalah>(kalah)
        .with::<crate::rules::reversi::Reversi>(reversi)
}

/// Makes the endgame database a game's solver will want (Kalah's) before the first position, so that its
/// time is not counted in the first answer's, and says how big it is and how long it took.
pub(crate) fn prepare(spec: GameSpec, solvers: &Solvers, err: &mut dyn Write) {
    use crate::ai::kalah::position::Pits;
    use crate::rules::kalah::Kalah;
    if let AnyGame::Kalah(start) = spec.start() {
        let started = std::time::Instant::now();
        let endgame = solvers.of::<Kalah>().endgame(&Pits::of(&start));
        let seconds = started.elapsed().as_secs_f64();
        let (positions, seeds) = (endgame.len(), endgame.seeds());
        let _ = writeln!(err, "endgame database: {positions} positions (up to {seeds} seeds), made in {seconds:.1} s");
    }
}
