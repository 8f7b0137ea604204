//! What the engines' solvers get on the command line (the opening books, the Connect Four solver's table and
//! threads, Kalah's endgame database, Reversi's endgame reach), from the flags every position command shares.
//! A flag or a book that no solver of the game asked about reads is refused, rather than ignored.

use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use super::SolverArgs;
use crate::ai::Solvers;
use crate::ai::connect_four::{self as c4, book::Book};
use crate::ai::kalah::book::Book as KalahBook;
use crate::ai::kalah::{self, EndgameCache, KalahData};
use crate::ai::reversi::book::Book as ReversiBook;
use crate::ai::reversi::{self, ReversiData};
use crate::rules::gravity::Gravity;
use crate::rules::kalah::Kalah;
use crate::rules::reversi::Reversi;
use crate::rules::{AnyGame, GameSpec, GridSize};

/// The file `--book` names, as far as it could be read: whose book it is goes by its first bytes.
enum Named {
    /// It could not be read at all.
    Unread(String),
    Kalah(Result<KalahBook, String>),
    /// Boxed: a Reversi book's header is far bigger than the other variants.
    Reversi(Result<Box<ReversiBook>, String>),
    /// Any other file is read as a Connect Four solver's book.
    ConnectFour(Result<Book, String>),
}

impl Named {
    fn read(path: &Path) -> Self {
        match std::fs::read(path) {
            Err(e) => Named::Unread(e.to_string()),
            Ok(bytes) if bytes.starts_with(b"KALAHBK") => Named::Kalah(KalahBook::from_bytes(&bytes)),
            Ok(bytes) if bytes.starts_with(b"REVBOOK") => Named::Reversi(ReversiBook::from_bytes(&bytes).map(Box::new)),
            Ok(bytes) => Named::ConnectFour(Book::from_bytes(&bytes).map_err(|e| e.to_string())),
        }
    }

    /// Why it could not be read, if it could not.
    fn unreadable(&self) -> Option<&str> {
        match self {
            Named::Unread(why) | Named::Kalah(Err(why)) | Named::Reversi(Err(why)) | Named::ConnectFour(Err(why)) => {
                Some(why.as_str())
            }
            _ => None,
        }
    }

    /// The game whose book it is, if it was read.
    fn game(&self) -> Option<GameSpec> {
        match self {
            Named::Kalah(Ok(book)) => Some(GameSpec::Kalah(book.board())),
            Named::Reversi(Ok(book)) => Some(GameSpec::Reversi(book.size())),
            Named::ConnectFour(Ok(book)) => {
                let g = book.geometry();
                Some(GameSpec::Gravity(GridSize::new(g.height as u8, g.width as u8, g.k as u8)))
            }
            _ => None,
        }
    }
}

/// What the specialised solvers get on this command line for `spec`: the opening books that ship with the game
/// (Connect Four's, Kalah's, Reversi's), or the one `--book` names in place of its game's, or none with
/// `--no-book`, and the table size `--table-bits` asks. A book that cannot be read is warned about on `err`, and
/// the solver goes on without it; a flag or a book that no solver of `spec` reads is refused (the error says
/// why).
pub(crate) fn solvers(arg: &SolverArgs, spec: GameSpec, err: &mut dyn Write) -> Result<Solvers, String> {
    check_flags(arg, spec)?;
    let named = match (&arg.book, arg.no_book) {
        (Some(path), false) => Some((path.as_path(), Named::read(path))),
        _ => None,
    };
    if let Some((path, named)) = &named {
        if let Some(why) = named.unreadable() {
            let _ = writeln!(err, "warning: opening book {}: {why}; solving without it (slower)", path.display());
        } else if let Some(whose) = named.game().filter(|&whose| whose != spec) {
            return Err(format!("--book: {} is the opening book of {whose}, not of {spec}", path.display()));
        }
    }
    // The book named in place of its game's (none if it could not be read), else the one that ships.
    let books: (Vec<Arc<KalahBook>>, Vec<Arc<ReversiBook>>, Option<Book>) = match named.map(|(_, named)| named) {
        _ if arg.no_book => (Vec::new(), Vec::new(), None),
        None => (kalah::book::bundled_books(), reversi::book::bundled().into_iter().collect(), c4::book::bundled()),
        Some(Named::Kalah(book)) => (book.ok().map(Arc::new).into_iter().collect(), Vec::new(), None),
        Some(Named::Reversi(book)) => (Vec::new(), book.ok().map(|book| Arc::new(*book)).into_iter().collect(), None),
        Some(Named::ConnectFour(book)) => (Vec::new(), Vec::new(), book.ok()),
        Some(Named::Unread(_)) => (Vec::new(), Vec::new(), None),
    };
    let (kalah_books, reversi_books, book) = books;
    let table_bits = arg.table_bits.unwrap_or(c4::TABLE_BITS);
    // A fresh table for every line, so that node counts and node budgets answer the same in any order: Connect
    // Four's starts at 2 MiB of untouched zeroed memory, which costs next to nothing.
    let threads = arg.threads.map_or_else(c4::default_threads, usize::from);
    // Kalah's endgame database is made once and kept for every line; Kalah's and Reversi's solvers pass from
    // line to line with their tables emptied, which answers as a fresh table does without setting one aside
    // for every line.
    let kalah = KalahData {
        endgames: Some(EndgameCache::default()),
        endgame_seeds: arg.endgame_seeds,
        kept: Some(kalah::KeptSolvers::clearing()),
        books: kalah_books,
    };
    let reversi = ReversiData {
        exact_empties: arg.endgame_empties.map(u32::from),
        books: reversi_books,
        kept: Some(reversi::KeptSolvers::clearing()),
    };
    Ok(Solvers::default()
        .with::<Gravity>(c4::SolverSettings { table_bits, book: book.map(Arc::new), kept: None, threads })
        .with::<Kalah>(kalah)
        .with::<Reversi>(reversi))
}

/// Refuses a solver flag that no solver of `spec` reads: it would change nothing, and say nothing of it.
fn check_flags(arg: &SolverArgs, spec: GameSpec) -> Result<(), String> {
    const CONNECT_FOUR: &str = "the Connect Four solver (connect4 and the gravity boards it covers)";
    let c4_board = matches!(spec, GameSpec::Gravity(size) if c4::covers(size));
    let (kalah, reversi) = (matches!(spec, GameSpec::Kalah(_)), matches!(spec, GameSpec::Reversi(_)));
    let unread = [
        ("--endgame-seeds", arg.endgame_seeds.is_some() && !kalah, "Kalah's endgame database"),
        ("--endgame-empties", arg.endgame_empties.is_some() && !reversi, "Reversi's endgame solver"),
        ("--table-bits", arg.table_bits.is_some() && !c4_board, CONNECT_FOUR),
        ("--threads", arg.threads.is_some() && !c4_board, CONNECT_FOUR),
    ];
    match unread.into_iter().find(|&(_, given, _)| given) {
        Some((flag, _, whose)) => Err(format!("{flag} is for {whose}, not {spec}")),
        None => Ok(()),
    }
}

/// Makes the endgame database a game's solver will want (Kalah's), so that its time is not counted in the
/// answer of the line that first needs it, and says how big it is and how long it took. Called at that line,
/// not before: a run with nothing to answer makes none.
pub(crate) fn prepare(spec: GameSpec, solvers: &Solvers, err: &mut dyn Write) {
    use crate::ai::kalah::position::Pits;
    if let AnyGame::Kalah(start) = spec.start() {
        let started = std::time::Instant::now();
        let endgame = solvers.of::<Kalah>().endgame(&Pits::of(&start));
        let seconds = started.elapsed().as_secs_f64();
        let (positions, seeds) = (endgame.len(), endgame.seeds());
        let _ = writeln!(err, "endgame database: {positions} positions (up to {seeds} seeds), made in {seconds:.1} s");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solver_flag_is_refused_where_no_solver_reads_it() {
        let args = |change: fn(&mut SolverArgs)| {
            let mut args = SolverArgs::default();
            change(&mut args);
            args
        };
        let seeds = args(|a| a.endgame_seeds = Some(4));
        let empties = args(|a| a.endgame_empties = Some(4));
        let bits = args(|a| a.table_bits = Some(20));
        let kalah: GameSpec = "kalah".parse().unwrap();
        assert!(check_flags(&seeds, kalah).is_ok());
        assert!(check_flags(&seeds, GameSpec::REVERSI).unwrap_err().starts_with("--endgame-seeds is for Kalah"));
        assert!(check_flags(&empties, GameSpec::REVERSI).is_ok());
        assert!(check_flags(&empties, kalah).unwrap_err().starts_with("--endgame-empties"));
        assert!(check_flags(&bits, GameSpec::CONNECT_FOUR).is_ok());
        assert!(check_flags(&bits, GameSpec::TIC_TAC_TOE).unwrap_err().contains("Connect Four solver"));
    }
}
