//! Makes Kalah's opening books ([`Book`]): [`make`] lists every position that the first `plies` sowings from
//! the start reach (a move again counts as a ply of its own), solves those of the last ply on several threads,
//! and works out each shallower one from its children. The command line's `book kalah...` runs it, saving what
//! it has solved as it goes.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};

use super::book::Book;
use super::endgame::Endgame;
use super::position::Pits;
use super::solver::{Narrowing, Solver};
use crate::ai::exact::Metered;
use crate::ai::making::{self, BookJob, BookMaker, Every, Made, Making, NotResumed};
use crate::ai::memory::TableTooBig;
use crate::rules::Family;
use crate::rules::kalah::{Board, Kalah};

/// Every position the first `plies` sowings from `board`'s start reach (the start too), but those where the
/// game is over, each once, by the ply it is first reached at: `layers[k]` the positions first reached after
/// k sowings.
pub fn layers(board: Board, plies: u8) -> Vec<Vec<Pits>> {
    let start = Pits::of(&Kalah::start(board));
    let mut seen: HashSet<u128> = HashSet::from([start.key()]);
    let mut layers = vec![vec![start]];
    for _ in 0..plies {
        let mut next = Vec::new();
        for pits in layers.last().into_iter().flatten() {
            for pit in (0..pits.pits()).filter(|&p| pits.own(p) > 0) {
                let sown = pits.sow(pit);
                if !sown.over && seen.insert(sown.next.key()) {
                    next.push(sown.next);
                }
            }
        }
        layers.push(next);
    }
    layers
}

/// Every position of [`layers`], the deepest first.
pub fn positions(board: Board, plies: u8) -> Vec<Pits> {
    layers(board, plies).into_iter().rev().flatten().collect()
}

/// How far a book's making has got: positions solved, of how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub solved: usize,
    pub of: usize,
}

/// The solvers of a book's `threads` threads (at least one), each with a table of up to `2^table_bits`
/// buckets, fewer where the board has fewer positions ([`super::table_bits`]), set aside before any work
/// starts: a size the machine cannot give is refused here, in words, rather than aborting a thread part way.
pub fn solvers(board: Board, table_bits: u8, threads: usize) -> Result<Vec<Solver>, TableTooBig> {
    let bits = super::table_bits(board, table_bits);
    (0..threads.max(1)).map(|_| Solver::try_new(bits)).collect()
}

/// Makes the book of `board`'s first `plies` plies, going on from the values in `known` (a part made before,
/// kept by the caller). The positions of the last ply are solved, on a thread for each of `solvers` (see
/// [`solvers`]; no more threads than positions), each solver given the endgame database `endgame`; every
/// shallower position's children are then all in the book (or the game is over after them), and its value is
/// the best of theirs. `report` is told after each position solved, with the values so far: it may save them,
/// and it stops the making by returning false (the book is then `None`, as it is with no solver at all).
pub fn make(
    board: Board,
    plies: u8,
    mut solvers: Vec<Solver>,
    endgame: Arc<Endgame>,
    known: HashMap<u128, i8>,
    report: &mut dyn FnMut(Solved, &HashMap<u128, i8>) -> bool,
) -> Option<Book> {
    let mut layers = layers(board, plies);
    let of = layers.iter().map(Vec::len).sum();
    let last = layers.pop().unwrap_or_default();
    let wanted: HashSet<u128> = last.iter().map(Pits::key).collect();
    let mut values: HashMap<u128, i8> = known.into_iter().filter(|(key, _)| wanted.contains(key)).collect();
    let todo: Vec<Pits> = last.into_iter().filter(|p| !values.contains_key(&p.key())).collect();
    solvers.truncate(todo.len().max(1));
    let threads = solvers.len();
    if threads == 0 {
        return None;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let (send, answers) = mpsc::channel::<(u128, Option<i8>)>();
    let finished = std::thread::scope(|scope| {
        for (thread, mut solver) in solvers.into_iter().enumerate() {
            let (send, stop, endgame) = (send.clone(), stop.clone(), endgame.clone());
            let share: Vec<Pits> = todo.iter().skip(thread).step_by(threads).copied().collect();
            scope.spawn(move || {
                solver.set_endgame(Some(endgame));
                solver.set_cancel(Some(stop.clone()));
                for pits in share {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let mut narrowing = Narrowing::of(&pits);
                    solver.narrow(&pits, &mut narrowing);
                    let value = narrowing.value().map(|v| v as i8);
                    if send.send((pits.key(), value)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        for (key, value) in answers {
            let Some(value) = value else {
                stop.store(true, Ordering::Relaxed);
                return false;
            };
            values.insert(key, value);
            if !report(Solved { solved: values.len(), of }, &values) {
                stop.store(true, Ordering::Relaxed);
                return false;
            }
        }
        true
    });
    if !finished || values.len() < wanted.len() {
        return None;
    }
    // The shallower plies: each position's value is the best of its children's.
    let all: HashSet<u128> = layers.iter().flatten().map(Pits::key).chain(wanted).collect();
    for pits in layers.iter().rev().flatten() {
        from_children(pits, &all, &mut values, &mut HashSet::new())?;
    }
    report(Solved { solved: values.len(), of }, &values);
    Some(Book::new(board, plies, values))
}

/// The value of `pits`, a position of the book (`all`), from its children's, kept in `values`: a child
/// where the game is over is worth what the sowing gained; one not yet valued (reached by an earlier ply too)
/// is worked out first the same way. `None` if a child is not in the book, or the sowings came round to a
/// position still being worked out (`open`), neither of which the plies' order allows.
fn from_children(
    pits: &Pits,
    all: &HashSet<u128>,
    values: &mut HashMap<u128, i8>,
    open: &mut HashSet<u128>,
) -> Option<i32> {
    let key = pits.key();
    if let Some(&value) = values.get(&key) {
        return Some(value as i32);
    }
    if !all.contains(&key) || !open.insert(key) {
        return None;
    }
    let mut best = None;
    for pit in (0..pits.pits()).filter(|&p| pits.own(p) > 0) {
        let sown = pits.sow(pit);
        let next = if sown.over { 0 } else { from_children(&sown.next, all, values, open)? };
        best = best.max(Some(sown.value(next)));
    }
    open.remove(&key);
    let best = best?;
    values.insert(key, best as i8);
    Some(best)
}

/// The maker `book kalah...` runs (see [`crate::ai::making`]): the board's first `depth` sowings, with a
/// database two seeds deeper than a game's (the book's searches are long, and it is made once).
pub struct Maker {
    board: Board,
    plies: u8,
    solvers: Vec<Solver>,
    known: HashMap<u128, i8>,
    endgame: Option<Arc<Endgame>>,
}

impl Maker {
    /// The maker of `board`'s book as `job` asks, its threads' tables set aside first ([`solvers`]: the same
    /// memory as the job's table bits give 8-byte entries, in 32-byte buckets).
    pub fn boxed(board: Board, job: &BookJob) -> making::Maker {
        let solvers = solvers(board, job.table_bits.saturating_sub(2), job.threads)?;
        let plies = job.depth.min(u32::from(u8::MAX)) as u8;
        Ok(Box::new(Maker { board, plies, solvers, known: HashMap::new(), endgame: None }))
    }
}

impl BookMaker for Maker {
    fn resume(&mut self, saved: &[u8]) -> Result<usize, NotResumed> {
        let book = Book::from_bytes(saved).map_err(NotResumed::Unreadable)?;
        if book.board() != self.board {
            return Err(NotResumed::Another("board"));
        }
        self.known = book.values().clone();
        Ok(book.len())
    }

    fn prepare(&mut self) -> Option<String> {
        let start = Pits::of(&Kalah::start(self.board));
        let seeds = super::endgame_seeds(start.pits()) + 2;
        let started = web_time::Instant::now();
        let endgame = Arc::new(Endgame::build(&start, seeds));
        let (positions, seconds) = (endgame.len(), started.elapsed().as_secs_f64());
        self.endgame = Some(endgame);
        Some(format!("endgame database: {positions} positions (up to {seeds} seeds), made in {seconds:.1} s"))
    }

    fn make(self: Box<Self>, tell: &(dyn Fn(Making) + Sync)) -> Option<Made> {
        let mut this = *self;
        if this.endgame.is_none() {
            this.prepare();
        }
        let (board, plies, endgame) = (this.board, this.plies, this.endgame?);
        let mut clock = Every::new();
        let mut first = None;
        let mut report = |made: Solved, values: &HashMap<u128, i8>| {
            let first = *first.get_or_insert(made.solved.saturating_sub(1));
            if clock.report_due() || made.solved == made.of {
                let elapsed = clock.seconds();
                let per = elapsed / made.solved.saturating_sub(first).max(1) as f64;
                let left = per * made.of.saturating_sub(made.solved) as f64;
                tell(Making::Progress(format!(
                    "book: {} of {} positions solved, {elapsed:.0} s so far, about {left:.0} s left",
                    made.solved, made.of
                )));
            }
            if clock.checkpoint_due() {
                tell(Making::Checkpoint(Book::new(board, plies, values.clone()).to_bytes()));
            }
            true
        };
        let book = make(board, plies, this.solvers, endgame, this.known, &mut report)?;
        let bytes = book.to_bytes();
        let summary = format!("{} positions to ply {plies}, {} bytes", book.len(), bytes.len());
        Some(Made { bytes, summary })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kalah::Capture;

    const SMALL: Board = Board { pits: 4, seeds: 3, capture: Capture::Standard };

    fn made(board: Board, plies: u8) -> Book {
        let endgame = Arc::new(Endgame::build(&Pits::of(&Kalah::start(board)), 8));
        let two = solvers(board, 16, 2).expect("2 MiB each");
        make(board, plies, two, endgame, HashMap::new(), &mut |_, _| true).expect("not stopped")
    }

    #[test]
    fn a_book_holds_the_solvers_values_of_its_first_plies() {
        let book = made(SMALL, 3);
        assert_eq!(book.len(), positions(SMALL, 3).len());
        // Kalah(4,3) is a first-player win by 6, from stores of 0 and 0.
        let start = Pits::of(&Kalah::start(SMALL));
        assert_eq!(book.value(&start), Some(6));
        // Each value agrees with a solver of its own, without the book.
        let mut solver = Solver::new(16);
        for pits in positions(SMALL, 3).iter().step_by(7) {
            let mut narrowing = Narrowing::of(pits);
            assert!(solver.narrow(pits, &mut narrowing));
            assert_eq!(book.value(pits), narrowing.value(), "{pits:?}");
        }
        // A position of another board is never looked up, nor one past the book's plies.
        let other = Pits::of(&Kalah::start(Board { capture: Capture::Empty, ..SMALL }));
        assert_eq!(book.value(&other), None);
        assert!(positions(SMALL, 5).iter().any(|p| book.value(p).is_none()));
    }

    #[test]
    fn a_search_in_a_books_plies_answers_from_it() {
        use crate::ai::backend::Backend;
        use crate::ai::exact::ExactSearch;
        use crate::ai::kalah::{KalahData, KalahSearch};
        use crate::ai::{Limits, Settings, Slice, Step};
        let game = Kalah::start(SMALL);
        let search = |books: Vec<Arc<Book>>, score_every_move: bool| {
            let data = KalahData { endgame_seeds: Some(8), books, ..KalahData::default() };
            let settings = Settings { score_every_move, ..Settings::default() };
            let mut search = ExactSearch::new(KalahSearch::new(&game, settings, &data), Limits::unlimited());
            match search.run_slice(Slice::WHOLE) {
                Step::Done(result) => result,
                Step::Paused => unreachable!("a whole slice"),
            }
        };
        let book = Arc::new(made(SMALL, 2));
        for analyse in [false, true] {
            let (booked, bare) = (search(vec![book.clone()], analyse), search(Vec::new(), analyse));
            assert!(booked.exact && bare.exact);
            assert_eq!((booked.score, &booked.moves), (bare.score, &bare.moves), "analyse: {analyse}");
            assert!(booked.nodes * 20 < bare.nodes, "{} nodes with the book, {} without", booked.nodes, bare.nodes);
        }
    }

    #[test]
    fn the_shipped_books_are_whole_and_agree_with_themselves() {
        for (board, file) in super::super::book::SHIPPED {
            let book = Book::from_bytes(file.bundled.expect("built in natively")).expect("the book reads");
            assert_eq!(book.board(), board);
            assert_eq!(book.len(), positions(board, book.plies()).len(), "{board:?}");
            // A position short of the last ply has its children in the book: its value is the best of theirs.
            for pits in positions(board, book.plies() - 1) {
                let best = (0..pits.pits())
                    .filter(|&pit| pits.own(pit) > 0)
                    .map(|pit| {
                        let sown = pits.sow(pit);
                        sown.value(if sown.over { 0 } else { book.value(&sown.next).expect("a child in the book") })
                    })
                    .max();
                assert_eq!(book.value(&pits), best, "{board:?}: {pits:?}");
            }
        }
    }

    #[test]
    fn a_making_stopped_goes_on_from_what_it_kept() {
        let endgame = Arc::new(Endgame::build(&Pits::of(&Kalah::start(SMALL)), 8));
        let mut kept = HashMap::new();
        let two = || solvers(SMALL, 16, 2).expect("2 MiB each");
        let stopped = make(SMALL, 2, two(), endgame.clone(), HashMap::new(), &mut |made, values| {
            kept = values.clone();
            made.solved < 5
        });
        assert_eq!((stopped, kept.len()), (None, 5));
        let mut asked = 0;
        let book = make(SMALL, 2, two(), endgame, kept, &mut |_, _| {
            asked += 1;
            true
        })
        .expect("not stopped");
        // The last ply's positions but the five kept, and the end.
        assert_eq!(asked, layers(SMALL, 2)[2].len() - 5 + 1, "the five kept are not solved again");
        assert_eq!(book, made(SMALL, 2));
    }

    #[test]
    fn a_books_tables_are_sized_by_the_board_and_a_size_no_machine_has_is_refused() {
        // Kalah(3,2) has 18,564 positions: 2^14 buckets hold them, whatever the most asked.
        let small = Board { pits: 3, seeds: 2, capture: Capture::Standard };
        let tables = solvers(small, 32, 3).expect("512 KiB each");
        assert_eq!(tables.iter().map(Solver::table_bits).collect::<Vec<_>>(), [14, 14, 14]);
        // Kalah(6,6)'s positions fill 2^46 buckets; asked for fewer, it gets what it asked.
        let big = Board { pits: 6, seeds: 6, capture: Capture::Standard };
        assert_eq!(super::super::table_bits(big, 60), 46);
        assert_eq!(super::super::table_bits(big, 20), 20);
        // 2^60 buckets would be 2^65 bytes, more than any address reaches: refused, not aborted.
        assert_eq!(Solver::try_new(60).err().map(|e| e.bytes), Some(1u128 << 65));
    }
}
