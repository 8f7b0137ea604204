//! `book GAME`: makes a game's opening book with the maker of the game's family ([`crate::ai::making`]; each
//! family offers its own through its engine, and no code here names one: only the refusal's words list them). The maker reports progress on
//! standard error; what it has solved is saved beside the book every few minutes (`FILE.partial`) and gone on
//! from when the making is started again; the book itself is written whole or not at all.

use std::io::Write;

use super::{BookArgs, Failure};
use crate::ai::any::book_maker;
use crate::ai::making::{BookJob, Making, NotResumed};
use crate::rules::GameSpec;
use crate::session::store::TextFile;

pub(super) fn run(args: &BookArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    let spec: GameSpec = match args.game.parse() {
        Ok(spec) => spec,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return Ok(2);
        }
    };
    // Before any work: a book that could not be written at the end would waste it all.
    if let Err(message) = super::check_folder("--out", &args.out) {
        let _ = writeln!(err, "error: {message}");
        return Ok(2);
    }
    let threads =
        args.threads.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let job = BookJob {
        depth: args.depth.unwrap_or(0),
        pieces: args.pieces.map(usize::from),
        every_position: args.every_position,
        threads,
        table_bits: args.table_bits,
    };
    let mut maker = match book_maker(spec, &job) {
        Some(Ok(maker)) => maker,
        // The threads' tables, set aside first: a size the machine cannot give is refused before any work.
        Some(Err(no_room)) => {
            let _ = writeln!(err, "error: the solvers' tables: {no_room}; a smaller --table-bits asks for less");
            return Ok(1);
        }
        None => {
            let _ = writeln!(
                err,
                "error: {spec} has no book to make (Connect Four, the gravity boards its solver covers, Kalah and 6×6 Reversi have one, checkers an endgame database)"
            );
            return Ok(2);
        }
    };
    let partial_path = partial_path(&args.out);
    if let Ok(saved) = std::fs::read(&partial_path) {
        let _ = match maker.resume(&saved) {
            Ok(positions) => {
                writeln!(err, "book: going on from {} ({positions} positions solved)", partial_path.display())
            }
            Err(NotResumed::Another(what)) => {
                writeln!(err, "book: {} is for another {what}; starting afresh", partial_path.display())
            }
            Err(NotResumed::Unreadable(why)) => {
                writeln!(err, "book: {}: {why}; starting afresh", partial_path.display())
            }
        };
    }
    if let Some(made) = maker.prepare() {
        let _ = writeln!(err, "{made}");
    }
    // Said from the maker's threads as it goes: straight to the process's standard error.
    let partial = TextFile::new(&partial_path);
    let tell = |making: Making| match making {
        Making::Progress(words) => eprintln!("{words}"),
        Making::Checkpoint(bytes) => {
            if let Err(e) = partial.write_bytes(&bytes) {
                eprintln!("book: could not save the checkpoint {}: {e}", partial_path.display());
            }
        }
    };
    let Some(made) = maker.make(&tell) else {
        let _ = writeln!(err, "error: the book's making stopped");
        return Ok(1);
    };
    if let Err(e) = TextFile::new(&args.out).write_bytes(&made.bytes) {
        let _ = writeln!(err, "error: could not write {}: {e}", args.out.display());
        return Ok(1);
    }
    // The checkpoint has served its purpose.
    let _ = std::fs::remove_file(&partial_path);
    writeln!(out, "{}: {}", args.out.display(), made.summary).map_err(Failure::Write)?;
    Ok(0)
}

/// Where a maker keeps what it has solved so far, for a run started again to go on from: beside the book.
fn partial_path(out: &std::path::Path) -> std::path::PathBuf {
    let mut name = out.as_os_str().to_os_string();
    name.push(".partial");
    std::path::PathBuf::from(name)
}
