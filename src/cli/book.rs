//! `book GAME`: makes a game's opening book or endgame database, with the maker of the game's family (today
//! the Connect Four opening book, [`crate::ai::connect_four::book`], for Connect Four and the gravity boards its
//! solver covers, Kalah's, [`crate::ai::kalah::book`], and 6×6 Reversi's, [`crate::ai::reversi::book`]). A maker reports progress on standard error, saves what it has solved beside the book every
//! few minutes (`FILE.partial`) and goes on from there when started again; the book itself is written whole or
//! not at all.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{BookArgs, Failure};
use crate::ai::connect_four::book::Book;
use crate::ai::connect_four::generate::{self, Options, Report};
use crate::ai::connect_four::position::Geometry;
use crate::rules::GameSpec;
use crate::session::store::TextFile;

/// What `book` runs for a family: it makes the book of `spec` as `args` ask.
type Maker = fn(GameSpec, &BookArgs, &mut dyn Write, &mut dyn Write) -> Result<u8, Failure>;

/// The book maker of `spec`'s family, if the family has one: the one place a family's maker is named.
fn maker(spec: GameSpec) -> Option<Maker> {
    match spec {
        GameSpec::Gravity(size) if Geometry::new(size).is_some() => Some(connect_four),
        GameSpec::Kalah(_) => Some(kalah),
        GameSpec::Reversi(size) if size == crate::rules::reversi::bits::Size::SIX => Some(reversi),
        _ => None,
    }
}

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
    match maker(spec) {
        Some(make) => make(spec, args, out, err),
        None => {
            let _ = writeln!(
                err,
                "error: {spec} has no book to make (Connect Four, the gravity boards its solver covers, Kalah and 6×6 Reversi have one)"
            );
            Ok(2)
        }
    }
}

/// The Connect Four solver's opening book, for a gravity board it covers.
fn connect_four(spec: GameSpec, args: &BookArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    let Some(geometry) = spec.grid_size().and_then(Geometry::new) else {
        let _ = writeln!(err, "error: the Connect Four solver does not cover {spec}");
        return Ok(2);
    };
    let book_file = TextFile::new(&args.out);
    let partial_path = partial_path(&args.out);
    let partial = TextFile::new(&partial_path);
    let known =
        go_on_from(&partial_path, (Book::from_bytes, Book::len), |b| b.geometry() == geometry, "board or depth", err)
            .map(Book::into_scores)
            .unwrap_or_default();
    let threads =
        args.threads.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let options = Options {
        table_bits: args.table_bits,
        threads,
        report_every: Duration::from_secs(10),
        checkpoint_every: Duration::from_secs(300),
        stop: Arc::new(AtomicBool::new(false)),
    };
    let report = |r: Report| {
        let rate = r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9);
        let per = r.elapsed.as_secs_f64() / r.solved.saturating_sub(r.known).max(1) as f64;
        let left = per * r.total.saturating_sub(r.solved) as f64;
        eprintln!(
            "book: {} of {} positions solved so far, {:.1} M nodes/s, {:.0} s so far, about {:.0} s left",
            r.solved,
            r.total,
            rate / 1e6,
            r.elapsed.as_secs_f64(),
            left
        );
    };
    let checkpoint = |book: &Book| {
        if let Err(e) = partial.write_bytes(&book.to_bytes()) {
            eprintln!("book: could not save the checkpoint {}: {e}", partial_path.display());
        }
    };
    let book = if args.every_position {
        generate::generate(geometry, args.depth, known, &options, &report, &checkpoint)
    } else {
        generate::generate_for_play(geometry, args.depth, known, &options, &report, &checkpoint)
    };
    let bytes = book.to_bytes();
    if let Err(e) = book_file.write_bytes(&bytes) {
        let _ = writeln!(err, "error: could not write {}: {e}", args.out.display());
        return Ok(1);
    }
    // The checkpoint has served its purpose.
    let _ = std::fs::remove_file(&partial_path);
    writeln!(out, "{}: {} positions to ply {}, {} bytes", args.out.display(), book.len(), args.depth, bytes.len())
        .map_err(Failure::Write)?;
    Ok(0)
}

/// Kalah's opening book: the exact value of every position of the board's first `--depth` sowings.
fn kalah(spec: GameSpec, args: &BookArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    use crate::ai::kalah::book::Book as KalahBook;
    use crate::ai::kalah::making::{self, Made};
    use crate::ai::kalah::{endgame_seeds, position::Pits};
    use crate::rules::Family;
    use crate::rules::kalah::Kalah;
    let GameSpec::Kalah(board) = spec else { return Ok(2) };
    let plies = args.depth as u8;
    // The same memory as the flag gives Connect Four's: 2^N entries of 8 bytes, in buckets of 32 bytes (fewer
    // on a board with fewer positions). Set aside first, so that a size the machine cannot give is refused
    // before the database is made.
    let threads =
        args.threads.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let solvers = match making::solvers(board, args.table_bits.saturating_sub(2), threads) {
        Ok(solvers) => solvers,
        Err(no_room) => return Ok(refuse_tables(&no_room, err)),
    };
    let partial_path = partial_path(&args.out);
    let partial = TextFile::new(&partial_path);
    let known =
        go_on_from(&partial_path, (KalahBook::from_bytes, KalahBook::len), |b| b.board() == board, "board", err)
            .map(|book| book.values().clone())
            .unwrap_or_default();
    // A database two seeds deeper than a game's: the book's searches are long, and it is made once.
    let start = Pits::of(&Kalah::start(board));
    let seeds = endgame_seeds(start.pits()) + 2;
    let started = std::time::Instant::now();
    let endgame = Arc::new(crate::ai::kalah::endgame::Endgame::build(&start, seeds));
    let _ = writeln!(
        err,
        "endgame database: {} positions (up to {seeds} seeds), made in {:.1} s",
        endgame.len(),
        started.elapsed().as_secs_f64()
    );
    let (started, mut reported, mut saved) =
        (std::time::Instant::now(), std::time::Instant::now(), std::time::Instant::now());
    let mut first = None;
    let mut report = |made: Made, values: &std::collections::HashMap<u128, i8>| {
        let first = *first.get_or_insert(made.solved.saturating_sub(1));
        if reported.elapsed() >= Duration::from_secs(10) || made.solved == made.of {
            reported = std::time::Instant::now();
            let elapsed = started.elapsed().as_secs_f64();
            let per = elapsed / made.solved.saturating_sub(first).max(1) as f64;
            eprintln!(
                "book: {} of {} positions solved, {elapsed:.0} s so far, about {:.0} s left",
                made.solved,
                made.of,
                per * made.of.saturating_sub(made.solved) as f64
            );
        }
        if saved.elapsed() >= Duration::from_secs(120) {
            saved = std::time::Instant::now();
            let part = KalahBook::new(board, plies, values.clone());
            if let Err(e) = partial.write_bytes(&part.to_bytes()) {
                eprintln!("book: could not save the checkpoint {}: {e}", partial_path.display());
            }
        }
        true
    };
    let Some(book) = making::make(board, plies, solvers, endgame, known, &mut report) else {
        let _ = writeln!(err, "error: the book's making stopped");
        return Ok(1);
    };
    let bytes = book.to_bytes();
    if let Err(e) = TextFile::new(&args.out).write_bytes(&bytes) {
        let _ = writeln!(err, "error: could not write {}: {e}", args.out.display());
        return Ok(1);
    }
    let _ = std::fs::remove_file(&partial_path);
    writeln!(out, "{}: {} positions to ply {plies}, {} bytes", args.out.display(), book.len(), bytes.len())
        .map_err(Failure::Write)?;
    Ok(0)
}

/// Reversi's opening book for the perfect computer: its best move wherever it is to move with up to
/// `--depth` discs placed, against any opponent.
fn reversi(spec: GameSpec, args: &BookArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, Failure> {
    use crate::ai::reversi::book::Book;
    use crate::ai::reversi::making::{self, Made};
    let GameSpec::Reversi(size) = spec else { return Ok(2) };
    // The same memory as the flag gives Connect Four's: 2^N entries of 8 bytes, here in entries of 24. Set
    // aside first, so that a size the machine cannot give is refused before any work.
    let threads =
        args.threads.map(usize::from).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let mut solvers = match making::solvers(size, args.table_bits.saturating_sub(2), threads) {
        Ok(solvers) => solvers,
        Err(no_room) => return Ok(refuse_tables(&no_room, err)),
    };
    let partial_path = partial_path(&args.out);
    let partial = TextFile::new(&partial_path);
    let known = go_on_from(&partial_path, (Book::from_bytes, Book::len), |b| b.size() == size, "board", err)
        .map(|book| book.entries().clone())
        .unwrap_or_default();
    let plies = args.depth;
    let (started, mut reported, mut saved) =
        (std::time::Instant::now(), std::time::Instant::now(), std::time::Instant::now());
    let mut report = |made: Made, entries: &std::collections::HashMap<_, _>| {
        if reported.elapsed() >= Duration::from_secs(10) {
            reported = std::time::Instant::now();
            eprintln!(
                "book: {} positions solved of {} found so far, at {} discs placed, {:.0} s so far",
                made.solved,
                made.found,
                made.ply,
                started.elapsed().as_secs_f64()
            );
        }
        if saved.elapsed() >= Duration::from_secs(120) {
            saved = std::time::Instant::now();
            let part = Book::new(size, plies as u8, entries.clone());
            if let Err(e) = partial.write_bytes(&part.to_bytes()) {
                eprintln!("book: could not save the checkpoint {}: {e}", partial_path.display());
            }
        }
        true
    };
    let root = making::start(size);
    let Some(book) = making::make(size, root, plies, &mut solvers, known, &mut report) else {
        let _ = writeln!(err, "error: the book's making stopped");
        return Ok(1);
    };
    let bytes = book.to_bytes();
    if let Err(e) = TextFile::new(&args.out).write_bytes(&bytes) {
        let _ = writeln!(err, "error: could not write {}: {e}", args.out.display());
        return Ok(1);
    }
    let _ = std::fs::remove_file(&partial_path);
    writeln!(
        out,
        "{}: {} positions to {plies} discs placed, {} bytes, {:.0} s",
        args.out.display(),
        book.len(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    )
    .map_err(Failure::Write)?;
    Ok(0)
}

/// Says that the solvers' tables `--table-bits` asks for cannot be set aside; the exit status.
fn refuse_tables(no_room: &crate::ai::memory::TableTooBig, err: &mut dyn Write) -> u8 {
    let _ = writeln!(err, "error: the solvers' tables: {no_room}; a smaller --table-bits asks for less");
    1
}

/// What a stopped making left at `path` (its `.partial`), read by `read`, if there is one and `fits` takes it
/// (else it is for another `what`): said on `err` either way, going on from it (`len` positions) or starting
/// afresh and why.
fn go_on_from<B, E: std::fmt::Display>(
    path: &std::path::Path,
    (read, len): (impl Fn(&[u8]) -> Result<B, E>, impl Fn(&B) -> usize),
    fits: impl Fn(&B) -> bool,
    what: &str,
    err: &mut dyn Write,
) -> Option<B> {
    let bytes = std::fs::read(path).ok()?;
    match read(&bytes) {
        Ok(book) if fits(&book) => {
            let _ = writeln!(err, "book: going on from {} ({} positions solved)", path.display(), len(&book));
            Some(book)
        }
        Ok(_) => {
            let _ = writeln!(err, "book: {} is for another {what}; starting afresh", path.display());
            None
        }
        Err(e) => {
            let _ = writeln!(err, "book: {}: {e}; starting afresh", path.display());
            None
        }
    }
}

/// Where a maker keeps what it has solved so far, for a run started again to go on from: beside the book.
fn partial_path(out: &std::path::Path) -> std::path::PathBuf {
    let mut name = out.as_os_str().to_os_string();
    name.push(".partial");
    std::path::PathBuf::from(name)
}
