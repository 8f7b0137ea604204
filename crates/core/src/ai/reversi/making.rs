//! Makes Reversi's opening book for the perfect computer ([`Book`]): every position where it is to move in
//! the first plies (discs placed) of a game it plays against any opponent, as Black or as White, with its best
//! move and exact margin. The positions are found ply by ply: the start (the computer Black), the positions
//! after each of Black's first moves (the computer White), and from each position solved, after its best
//! move, every reply of the opponent's. Each ply's positions are solved on several threads, each thread with
//! a solver whose table it keeps from position to position (neighbours share much of their trees). The
//! command line's `book reversi:6` runs it, saving what it has solved as it goes.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use super::book::{Book, Entry, Key, Mirrors};
use super::endgame::{MOST, Solver};
use crate::ai::exact::Metered;
use crate::ai::keeping::Keepable;
use crate::ai::making::{self, BookJob, BookMaker, Every, Made, Making, NotResumed};
use crate::ai::memory::TableTooBig;
use crate::rules::reversi::Reversi;
use crate::rules::reversi::bits::{Size, flips, moves, squares};
use crate::rules::{Family, Player};

/// How far a book's making has got: positions solved, of how many found so far, and the ply at work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub solved: usize,
    pub found: usize,
    pub ply: u32,
}

/// Discs placed since the start.
fn ply(own: u64, opp: u64) -> u32 {
    (own | opp).count_ones() - 4
}

/// The positions where the perfect computer is next to move once the opponent, to move with `own` against
/// the computer's `opp`, has played each of its moves (and again while the computer must pass), each as
/// (the computer's discs, the opponent's).
fn after_replies(mask: u64, own: u64, opp: u64, out: &mut Vec<Key>) {
    let empty = mask & !(own | opp);
    for sq in squares(moves(own, opp, empty)) {
        let turned = flips(own, opp, sq);
        let (theirs, mine) = (own | turned | 1 << sq, opp & !turned);
        let left = empty & !(1 << sq);
        if moves(mine, theirs, left) != 0 {
            out.push((mine, theirs));
        } else if moves(theirs, mine, left) != 0 {
            after_replies(mask, theirs, mine, out);
        }
    }
}

/// The positions where the perfect computer is next to move after its move `best` with `own` against `opp`.
fn after_move(mask: u64, own: u64, opp: u64, best: u8, out: &mut Vec<Key>) {
    let turned = flips(own, opp, best);
    let (mine, theirs) = (own | turned | 1 << best, opp & !turned);
    let left = mask & !(mine | theirs);
    if moves(theirs, mine, left) != 0 {
        after_replies(mask, theirs, mine, out);
    } else if moves(mine, theirs, left) != 0 {
        out.push((mine, theirs));
    }
}

/// The best move and exact margin of a position with a legal move, by `solver`: one question about the whole
/// position, whose best move its table then holds; a question per move should a cut-off at the root have
/// left none. `None` if the solver was stopped.
pub fn best_move(solver: &mut Solver, own: u64, opp: u64, mask: u64) -> Option<(u8, i32)> {
    let value = solver.exact(own, opp)?;
    if let Some(best) = solver.proved_move(own, opp, value) {
        return Some((best, value));
    }
    let empty = mask & !(own | opp);
    let mut best = None;
    for sq in squares(moves(own, opp, empty)) {
        let turned = flips(own, opp, sq);
        let v = -solver.solve(opp & !turned, own | turned | 1 << sq, -MOST - 1, MOST + 1)?;
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((sq, v));
        }
    }
    best
}

/// The solvers of a book's `threads` threads (at least one), each with a table of `2^table_bits` entries, set
/// aside before any work starts: a size the machine cannot give is refused here, in words, rather than
/// aborting a thread part way.
pub fn solvers(size: Size, table_bits: u8, threads: usize) -> Result<Vec<Solver>, TableTooBig> {
    (0..threads.max(1)).map(|_| Solver::try_new(size, table_bits)).collect()
}

/// Makes the book of `size`'s first `plies` discs placed from `root` (the start, or for a test a position
/// further on: the mover's discs and the other's), going on from the entries in `known` (a part made before,
/// kept by the caller). Each ply's positions are solved on a thread for each of `solvers` (see [`solvers`]),
/// each solver's table emptied at the ply's start. `report` is told after each position solved, with the
/// entries so far: it may save them, and it stops the making by returning false (the book is then `None`, as it
/// is with no solver at all).
pub fn make(
    size: Size,
    root: Key,
    plies: u32,
    solvers: &mut [Solver],
    known: HashMap<Key, Entry>,
    report: &mut dyn FnMut(Solved, &HashMap<Key, Entry>) -> bool,
) -> Option<Book> {
    if solvers.is_empty() {
        return None;
    }
    let mirrors = Mirrors::new(size);
    let mask = size.mask();
    let (black, white) = root;
    // The positions found, by ply, each once (by its key), as found (neighbours together).
    let mut layers: Vec<Vec<Key>> = vec![Vec::new(); plies as usize + 1];
    let mut seen: HashSet<Key> = HashSet::new();
    let add = |found: &[Key], layers: &mut Vec<Vec<Key>>, seen: &mut HashSet<Key>| {
        for &(own, opp) in found {
            let p = ply(own, opp) as usize;
            if p <= plies as usize && seen.insert(mirrors.canonical(own, opp).0) {
                layers[p].push((own, opp));
            }
        }
    };
    let mut first = vec![(black, white)];
    after_replies(mask, black, white, &mut first);
    add(&first, &mut layers, &mut seen);
    let mut entries: HashMap<Key, Entry> = HashMap::new();
    let stop = Arc::new(AtomicBool::new(false));
    for p in 0..=plies as usize {
        let layer = std::mem::take(&mut layers[p]);
        let keyed: Vec<(Key, Key, usize)> = layer
            .iter()
            .map(|&(own, opp)| {
                let (key, t) = mirrors.canonical(own, opp);
                ((own, opp), key, t)
            })
            .collect();
        let todo: Vec<Key> =
            keyed.iter().filter(|(_, key, _)| !known.contains_key(key)).map(|&(pos, _, _)| pos).collect();
        for (_, key, _) in &keyed {
            if let Some(&entry) = known.get(key) {
                entries.insert(*key, entry);
            }
        }
        let found = seen.len();
        let solved = solve_all(size, &todo, solvers, &stop, &mut |(own, opp), best, value| {
            let (key, t) = mirrors.canonical(own, opp);
            let best = mirrors.image_of(t, best);
            entries.insert(key, Entry { best, value: value as i8 });
            report(Solved { solved: entries.len(), found, ply: p as u32 }, &entries)
        });
        if !solved {
            return None;
        }
        // The next positions: after each one's best move, every reply.
        let mut next = Vec::new();
        for &((own, opp), key, t) in &keyed {
            let entry = entries.get(&key)?;
            let best = mirrors.preimage(t, entry.best);
            // (A move the position does not allow: an entry kept from a run that was not this one's.)
            if best >= 64 || moves(own, opp, mask & !(own | opp)) >> best & 1 == 0 {
                return None;
            }
            after_move(mask, own, opp, best, &mut next);
        }
        add(&next, &mut layers, &mut seen);
    }
    report(Solved { solved: entries.len(), found: seen.len(), ply: plies }, &entries);
    Some(Book::new(size, plies as u8, entries))
}

/// Solves `todo` on a thread for each of `solvers` (no more than there are positions), telling `done` each
/// position's best move and margin as it comes; whether all were solved (`done` returning false, or `stop`
/// set, stops them). Each solver starts with an empty table, as a new one would.
fn solve_all(
    size: Size,
    todo: &[Key],
    solvers: &mut [Solver],
    stop: &Arc<AtomicBool>,
    done: &mut dyn FnMut(Key, u8, i32) -> bool,
) -> bool {
    let threads = todo.len().max(1);
    let next = AtomicUsize::new(0);
    let (send, answers) = mpsc::channel::<(Key, Option<(u8, i32)>)>();
    std::thread::scope(|scope| {
        for solver in solvers.iter_mut().take(threads) {
            let (send, stop, next) = (send.clone(), stop.clone(), &next);
            scope.spawn(move || {
                solver.start_afresh_keeping_table();
                solver.clear_table();
                solver.set_cancel(Some(stop.clone()));
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(own, opp)) = todo.get(i) else { break };
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let answer = best_move(solver, own, opp, size.mask());
                    if send.send(((own, opp), answer)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut all = true;
        for (position, answer) in answers {
            let Some((best, value)) = answer else {
                stop.store(true, Ordering::Relaxed);
                all = false;
                continue;
            };
            if all && !done(position, best, value) {
                stop.store(true, Ordering::Relaxed);
                all = false;
            }
        }
        all
    })
}

/// The start of `size`: Black's discs, White's (Black to move).
pub fn start(size: Size) -> Key {
    let start = Reversi::start(size);
    (start.bits(Player::One), start.bits(Player::Two))
}

/// The maker `book reversi...` runs (see [`crate::ai::making`]): the perfect computer's positions with up to
/// `depth` discs placed.
pub struct Maker {
    size: Size,
    plies: u32,
    solvers: Vec<Solver>,
    known: HashMap<Key, Entry>,
}

impl Maker {
    /// The maker of `size`'s book as `job` asks, its threads' tables set aside first ([`solvers`]: the same
    /// memory as the job's table bits give 8-byte entries, here in entries of 24).
    pub fn boxed(size: Size, job: &BookJob) -> making::Maker {
        let solvers = solvers(size, job.table_bits.saturating_sub(2), job.threads)?;
        Ok(Box::new(Maker { size, plies: job.depth, solvers, known: HashMap::new() }))
    }
}

impl BookMaker for Maker {
    fn resume(&mut self, saved: &[u8]) -> Result<usize, NotResumed> {
        let book = Book::from_bytes(saved).map_err(NotResumed::Unreadable)?;
        if book.size() != self.size {
            return Err(NotResumed::Another("board"));
        }
        self.known = book.entries().clone();
        Ok(book.len())
    }

    fn make(self: Box<Self>, tell: &(dyn Fn(Making) + Sync)) -> Option<Made> {
        let Maker { size, plies, mut solvers, known } = *self;
        let mut clock = Every::new();
        let mut report = |made: Solved, entries: &HashMap<Key, Entry>| {
            if clock.report_due() {
                tell(Making::Progress(format!(
                    "book: {} positions solved of {} found so far, at {} discs placed, {:.0} s so far",
                    made.solved,
                    made.found,
                    made.ply,
                    clock.seconds()
                )));
            }
            if clock.checkpoint_due() {
                tell(Making::Checkpoint(Book::new(size, plies as u8, entries.clone()).to_bytes()));
            }
            true
        };
        let book = make(size, start(size), plies, &mut solvers, known, &mut report)?;
        let bytes = book.to_bytes();
        let seconds = clock.seconds();
        let summary =
            format!("{} positions to {plies} discs placed, {} bytes, {seconds:.0} s", book.len(), bytes.len());
        Some(Made { bytes, summary })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    /// A book of four plies from a 6×6 position 18 squares from the end (the start's take minutes), made,
    /// stopped and gone on with, and checked against a solver of its own.
    #[test]
    fn a_book_holds_the_solvers_best_moves_and_goes_on_from_what_it_kept() {
        let size = Size::SIX;
        let game = Reversi::parse_position(size, "c2d2e1b3a2b5e3e2e5c1b2d5c5f3").expect("a legal line");
        let me = game.to_move();
        let root = (game.bits(me), game.bits(me.other()));
        let plies = ply(root.0, root.1) + 4;
        let mut two = solvers(size, 16, 2).expect("1.5 MiB each");
        let whole = make(size, root, plies, &mut two, HashMap::new(), &mut |_, _| true).expect("not stopped");
        assert!(whole.len() > 10, "{}", whole.len());
        // The root, and the positions after the root's best move and each reply: the book's move reaches the
        // book's margin, which is the best of every move's.
        let mut solver = Solver::new(size, 18);
        let (best, value) = whole.best(root.0, root.1).expect("the root is in the book");
        let mut next = vec![root];
        after_move(size.mask(), root.0, root.1, best, &mut next);
        assert!(next.len() > 2, "{next:?}");
        for &(own, opp) in &next {
            let (best, value) = whole.best(own, opp).expect("in the book");
            let turned = flips(own, opp, best);
            let after = -solver.exact(opp & !turned, own | turned | 1 << best).expect("solved");
            assert_eq!(after, value, "the book's move reaches the book's margin");
            assert_eq!(solver.exact(own, opp), Some(value), "and that is the position's margin");
        }
        // Between them, the opponent's every move's margin comes from the book.
        let turned = flips(root.0, root.1, best);
        let (mine, theirs) = (root.0 | turned | 1 << best, root.1 & !turned);
        let between = whole.every_move(theirs, mine).expect("the opponent's every move");
        assert_eq!(between.iter().map(|&(_, v)| v).max(), Some(-value));
        // Stopped after five, then gone on with: the five are not solved again, and the book is the same.
        let mut kept = HashMap::new();
        let mut one = solvers(size, 16, 1).expect("1.5 MiB");
        let stopped = make(size, root, plies, &mut one, HashMap::new(), &mut |made, entries| {
            kept = entries.clone();
            made.solved < 5
        });
        assert_eq!((stopped, kept.len()), (None, 5));
        let mut asked = 0;
        let again = make(size, root, plies, &mut two, kept, &mut |_, _| {
            asked += 1;
            true
        })
        .expect("not stopped");
        assert_eq!(asked, whole.len() - 5 + 1, "the five kept are not solved again");
        assert_eq!(again, whole);
    }

    /// The shipped 6×6 book: the start at −4 (White wins 20–16 with perfect play: Feinstein), whole (after
    /// each position's move, every reply leads to a position it holds, up to its last ply), every move legal,
    /// and its deepest positions' moves and margins the solver's.
    #[test]
    fn the_shipped_book_is_whole_and_agrees_with_the_solver() {
        let book = super::super::book::bundled().expect("built in natively");
        let size = book.size();
        assert_eq!(size, Size::SIX);
        let (black, white) = start(size);
        assert_eq!(book.best(black, white).map(|(_, v)| v), Some(-4), "the 6×6 start (Feinstein)");
        let mirrors = Mirrors::new(size);
        let mut deepest = Vec::new();
        for (&(own, opp), entry) in book.entries() {
            let empty = size.mask() & !(own | opp);
            assert_eq!(moves(own, opp, empty) >> entry.best & 1, 1, "{own:#x} {opp:#x}: a legal move");
            let p = ply(own, opp);
            if p + 2 <= u32::from(book.plies()) {
                let mut next = Vec::new();
                after_move(size.mask(), own, opp, entry.best, &mut next);
                for (o, q) in next.into_iter().filter(|&(o, q)| ply(o, q) <= u32::from(book.plies())) {
                    assert!(book.best(o, q).is_some(), "{own:#x} {opp:#x}: a reply's position is missing");
                }
            } else {
                deepest.push((own, opp));
            }
        }
        // A sample of the deepest, the same from run to run.
        deepest.sort_unstable();
        let mut solver = Solver::new(size, 18);
        for &(own, opp) in deepest.iter().step_by(deepest.len().div_ceil(6).max(1)) {
            let (best, value) = book.best(own, opp).expect("held");
            assert_eq!(solver.exact(own, opp), Some(value), "{own:#x} {opp:#x}");
            let turned = flips(own, opp, best);
            assert_eq!(solver.exact(opp & !turned, own | turned | 1 << best).map(|v| -v), Some(value));
            assert_eq!(mirrors.canonical(own, opp).0, (own, opp), "held under its key");
        }
    }
}
