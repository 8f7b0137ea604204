//! Making the opening book, in one of two ways.
//!
//! - [`generate`], every position: each position of the book's deepest ply (one per mirror pair) is solved
//!   exactly, then each shallower position takes the best of its children. The deepest ply is shared out
//!   between threads, each with a solver and table of its own. Affordable on small boards only: Connect Four
//!   has 92,000 such positions at ply 8, each taking a second or more.
//! - [`generate_for_play`], the positions a match against the perfect computer reaches: the computer, on
//!   either side, plays only its best moves, the person any move. At each of the computer's turns the
//!   position is solved and its best moves followed; at each of the person's every move is. That is a few
//!   thousand positions for the first eight plies instead of a quarter of a million, and each ply finished
//!   makes a usable book, so the generation can stop at any ply. The book then answers the computer's moves
//!   and the analysis of every position the person meets at once.
//!
//! What is solved so far can be saved now and then, and a later run given that checkpoint goes on from it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use web_time::Instant;

use super::book::{Book, positions_by_ply, settled_at_once};
use super::position::{Geometry, Position};
use super::solver::{Budget, Solver};
use crate::ai::exact::Metered;
use crate::ai::making::{self, BookJob, BookMaker, Every, Made, Making, NotResumed};

/// How a generation runs.
#[derive(Clone, Debug)]
pub struct Options {
    /// Each thread's table grows up to `2^table_bits` entries.
    pub table_bits: u8,
    pub threads: usize,
    /// How often progress is reported, and a checkpoint saved.
    pub report_every: Duration,
    pub checkpoint_every: Duration,
    /// Set from outside to stop early; the book then holds what was solved.
    pub stop: Arc<AtomicBool>,
}

/// Where a generation stands.
#[derive(Clone, Copy, Debug)]
pub struct Report {
    /// Positions of the deepest ply solved, and to solve in all (those already known included).
    pub solved: usize,
    pub total: usize,
    /// Of those solved, how many were known when this run began (a checkpoint's), for an estimate of the
    /// time left from this run's pace.
    pub known: usize,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// The score of `p` from its children's: the best of a win at once, or the negation of a child's score.
fn from_children(p: &Position, scores: &HashMap<u64, i8>) -> Option<i32> {
    let cells = p.geometry.cells() as i32;
    let moves = p.moves() as i32;
    if p.can_win_next() {
        return Some((cells + 1 - moves) / 2);
    }
    let mut best = None;
    for col in 0..p.geometry.width {
        if !p.can_play(col) {
            continue;
        }
        let mut child = *p;
        child.play_column(col);
        let child_score = if child.can_win_next() {
            (cells + 1 - (moves + 1)) / 2
        } else if child.non_losing_moves() == 0 {
            -(cells - (moves + 1)) / 2
        } else {
            *scores.get(&child.canonical_key())? as i32
        };
        best = Some(best.map_or(-child_score, |b: i32| b.max(-child_score)));
    }
    best
}

/// Makes the book of `geometry` to `depth` plies. `known` holds scores already solved (a checkpoint's);
/// `report` is called now and then, `checkpoint` with the book so far. If `options.stop` is set before the
/// end, the book holds the deepest ply as far as it was solved, and nothing shallower.
pub fn generate(
    geometry: Geometry,
    depth: u32,
    known: HashMap<u64, i8>,
    options: &Options,
    report: &(dyn Fn(Report) + Sync),
    checkpoint: &(dyn Fn(&Book) + Sync),
) -> Book {
    let plies = positions_by_ply(geometry, depth);
    let deepest = &plies[depth as usize];
    let todo: Vec<Position> = deepest.iter().copied().filter(|p| !settled_at_once(p)).collect();
    let total = todo.len();
    let scores = Mutex::new(known);
    let next = AtomicUsize::new(0);
    let nodes = AtomicU64::new(0);
    let started = Instant::now();
    let solved_count = || solved_count_of(&todo, &scores.lock().expect("no thread panics holding it"));
    let workers_done = AtomicUsize::new(0);
    let known = solved_count();
    std::thread::scope(|scope| {
        for _ in 0..options.threads.max(1) {
            scope.spawn(|| {
                let mut solver = Solver::new(geometry, options.table_bits);
                solver.set_cancel(Some(options.stop.clone()));
                solver.set_budget(Budget::UNLIMITED);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(p) = todo.get(i) else { break };
                    let key = p.canonical_key();
                    if scores.lock().expect("no thread panics holding it").contains_key(&key) {
                        continue;
                    }
                    let before = solver.nodes();
                    let Some(score) = solver.score(p, false) else { break };
                    // The next position is usually this one's sibling, with a score near it.
                    solver.set_guess(Some(score));
                    nodes.fetch_add(solver.nodes() - before, Ordering::Relaxed);
                    scores.lock().expect("no thread panics holding it").insert(key, score as i8);
                }
                workers_done.fetch_add(1, Ordering::Relaxed);
            });
        }
        // The calling thread reports and saves checkpoints until the workers are done.
        let (mut last_report, mut last_checkpoint) = (Instant::now(), Instant::now());
        while workers_done.load(Ordering::Relaxed) < options.threads.max(1) {
            std::thread::sleep(Duration::from_millis(50));
            let now = Instant::now();
            if now - last_report >= options.report_every {
                last_report = now;
                let elapsed = started.elapsed();
                report(Report { solved: solved_count(), total, known, nodes: nodes.load(Ordering::Relaxed), elapsed });
            }
            if now - last_checkpoint >= options.checkpoint_every {
                last_checkpoint = now;
                let partial = scores.lock().expect("no thread panics holding it").clone();
                checkpoint(&Book::new(geometry, depth, partial));
            }
        }
    });
    let mut scores = scores.into_inner().expect("no thread panics holding it");
    let solved = solved_count_of(&todo, &scores);
    report(Report { solved, total, known, nodes: nodes.load(Ordering::Relaxed), elapsed: started.elapsed() });
    if solved < total {
        return Book::new(geometry, depth, scores);
    }
    // Shallower plies, deepest first: each position's score from its children's.
    for ply in (0..depth as usize).rev() {
        for p in &plies[ply] {
            if settled_at_once(p) {
                continue;
            }
            if let Some(score) = from_children(p, &scores) {
                scores.insert(p.canonical_key(), score as i8);
            }
        }
    }
    // Only what the solver would search for is kept.
    let wanted: std::collections::HashSet<u64> =
        plies.iter().flatten().filter(|p| !settled_at_once(p)).map(Position::canonical_key).collect();
    scores.retain(|key, _| wanted.contains(key));
    Book::new(geometry, depth, scores)
}

/// Makes the book of the positions a match against the perfect computer reaches, one ply after another up to
/// `depth` (see the module documentation), with one solver whose table grows up to `2^options.table_bits`
/// entries. `known` holds scores already solved (a checkpoint's). After each ply, `checkpoint` is called with
/// the book so far (which is a usable book); `report` now and then. If `options.stop` is set, the book holds
/// what was finished.
pub fn generate_for_play(
    geometry: Geometry,
    depth: u32,
    known: HashMap<u64, i8>,
    options: &Options,
    report: &(dyn Fn(Report) + Sync),
    checkpoint: &(dyn Fn(&Book) + Sync),
) -> Book {
    let mut scores = known;
    let mut solver = Solver::new(geometry, options.table_bits);
    solver.set_cancel(Some(options.stop.clone()));
    let started = Instant::now();
    let mut last_report = Instant::now();
    // Each position, with which sides the computer may be playing in it (one bit for each).
    let mut frontier: Vec<(Position, u8)> = vec![(Position::new(geometry), 0b11)];
    // Positions solved, those of them the checkpoint already held, and positions to solve so far.
    let (mut solved, mut reused, mut total) = (0usize, 0usize, 0usize);
    for ply in 0..=depth {
        // The computer's side at this ply: bit 0 when it moved first (it moves on even plies), bit 1 otherwise.
        let computer = if ply % 2 == 0 { 0b01 } else { 0b10 };
        let mut next: HashMap<u64, (Position, u8)> = HashMap::new();
        total += frontier.iter().filter(|(p, sides)| sides & computer != 0 && !settled_at_once(p)).count();
        for &(p, sides) in &frontier {
            let key = p.canonical_key();
            let computer_to_move = sides & computer != 0;
            // Where the computer is to move (and at the last ply, everywhere), the position is solved.
            let value = if (computer_to_move || ply == depth) && !settled_at_once(&p) {
                let value = match scores.get(&key) {
                    Some(&v) => {
                        reused += usize::from(computer_to_move);
                        v as i32
                    }
                    None => {
                        let Some(v) = solver.score(&p, false) else { return Book::new(geometry, depth, scores) };
                        scores.insert(key, v as i8);
                        v
                    }
                };
                if computer_to_move {
                    solved += 1;
                }
                Some(value)
            } else {
                None
            };
            if last_report.elapsed() >= options.report_every {
                last_report = Instant::now();
                report(Report { solved, total, known: reused, nodes: solver.nodes(), elapsed: started.elapsed() });
            }
            if ply == depth {
                continue;
            }
            for col in 0..geometry.width {
                if !p.can_play(col) || p.is_winning_move(col) {
                    continue;
                }
                // The person's moves are all followed; the computer's only where they are best (one side only).
                let mut child_sides = sides & !computer;
                if computer_to_move {
                    let best = match value {
                        Some(v) => solver.move_reaches(&p, col, v),
                        None => Some(true),
                    };
                    let Some(best) = best else { return Book::new(geometry, depth, scores) };
                    if best {
                        child_sides |= computer;
                    }
                } else {
                    child_sides |= sides & computer;
                }
                if child_sides == 0 {
                    continue;
                }
                let mut child = p;
                child.play_column(col);
                let entry = next.entry(child.canonical_key()).or_insert((child, 0));
                entry.1 |= child_sides;
            }
        }
        // The person's positions of the ply before take the best of their children, all solved by now.
        if ply > 0 {
            derive_people(&mut scores, geometry, ply - 1, &frontier);
        }
        checkpoint(&Book::new(geometry, ply, scores.clone()));
        report(Report { solved, total, known: reused, nodes: solver.nodes(), elapsed: started.elapsed() });
        frontier = next.into_values().collect();
        frontier.sort_by_key(|(p, _)| p.key());
    }
    Book::new(geometry, depth, scores)
}

/// Gives the positions of ply `ply` whose every child at `ply + 1` is solved the best of their children's
/// scores. (`children` are the positions of `ply + 1`; it is their parents that are looked at.)
fn derive_people(scores: &mut HashMap<u64, i8>, geometry: Geometry, ply: u32, children: &[(Position, u8)]) {
    let mut parents: HashMap<u64, Position> = HashMap::new();
    for (child, _) in children {
        for col in 0..geometry.width {
            // A parent of `child`: take away the top stone of a column, if it is the parent's mover's.
            if let Some(parent) = child.without_top_of(col)
                && parent.moves() == ply
            {
                parents.entry(parent.canonical_key()).or_insert(parent);
            }
        }
    }
    for (key, parent) in parents {
        if scores.contains_key(&key) || settled_at_once(&parent) {
            continue;
        }
        if let Some(score) = from_children(&parent, scores) {
            scores.insert(key, score as i8);
        }
    }
}

fn solved_count_of(todo: &[Position], scores: &HashMap<u64, i8>) -> usize {
    todo.iter().filter(|p| scores.contains_key(&p.canonical_key())).count()
}

/// The maker `book connect4` runs (see [`crate::ai::making`]): the positions a match against the perfect
/// computer reaches up to `depth` stones, or every position of those plies.
pub struct Maker {
    geometry: Geometry,
    job: BookJob,
    known: HashMap<u64, i8>,
}

/// How often the maker saves what it has solved: its checkpoints hold every score so far, so less often than
/// other makers'.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(300);

impl Maker {
    /// The maker of the book of `geometry`'s board as `job` asks.
    pub fn boxed(geometry: Geometry, job: &BookJob) -> making::Maker {
        Ok(Box::new(Maker { geometry, job: *job, known: HashMap::new() }))
    }
}

impl BookMaker for Maker {
    fn resume(&mut self, saved: &[u8]) -> Result<usize, NotResumed> {
        let book = Book::from_bytes(saved).map_err(|e| NotResumed::Unreadable(e.to_string()))?;
        if book.geometry() != self.geometry {
            return Err(NotResumed::Another("board or depth"));
        }
        let positions = book.len();
        self.known = book.into_scores();
        Ok(positions)
    }

    fn make(self: Box<Self>, tell: &(dyn Fn(Making) + Sync)) -> Option<Made> {
        let Maker { geometry, job, known } = *self;
        let options = Options {
            table_bits: job.table_bits,
            threads: job.threads,
            report_every: Every::REPORT,
            checkpoint_every: CHECKPOINT_EVERY,
            stop: Arc::new(AtomicBool::new(false)),
        };
        let report = |r: Report| {
            let rate = r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9);
            let per = r.elapsed.as_secs_f64() / r.solved.saturating_sub(r.known).max(1) as f64;
            let left = per * r.total.saturating_sub(r.solved) as f64;
            tell(Making::Progress(format!(
                "book: {} of {} positions solved so far, {:.1} M nodes/s, {:.0} s so far, about {:.0} s left",
                r.solved,
                r.total,
                rate / 1e6,
                r.elapsed.as_secs_f64(),
                left
            )));
        };
        let checkpoint = |book: &Book| tell(Making::Checkpoint(book.to_bytes()));
        let book = if job.every_position {
            generate(geometry, job.depth, known, &options, &report, &checkpoint)
        } else {
            generate_for_play(geometry, job.depth, known, &options, &report, &checkpoint)
        };
        let bytes = book.to_bytes();
        let summary = format!("{} positions to ply {}, {} bytes", book.len(), job.depth, bytes.len());
        Some(Made { bytes, summary })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GridSize;

    fn options(threads: usize) -> Options {
        Options {
            table_bits: 18,
            threads,
            report_every: Duration::from_secs(3600),
            checkpoint_every: Duration::from_secs(3600),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    #[test]
    fn a_small_book_agrees_with_the_solver_everywhere() {
        // A 5 x 4 gravity board, four in a row: small enough to solve every position of the first plies.
        let geometry = Geometry::new(GridSize::new(4, 5, 4)).unwrap();
        let book = generate(geometry, 4, HashMap::new(), &options(2), &|_| {}, &|_| {});
        let mut solver = Solver::new(geometry, 18);
        let mut checked = 0;
        for ply in positions_by_ply(geometry, 4) {
            for p in ply {
                if settled_at_once(&p) {
                    assert_eq!(book.score(&p), None, "settled positions are left out");
                    continue;
                }
                assert_eq!(book.score(&p), solver.score(&p, false), "{p:?}");
                checked += 1;
            }
        }
        assert_eq!(book.len(), checked);
        // A solver with the book gives the same answers, in fewer nodes.
        let mut with_book = Solver::new(geometry, 18);
        with_book.set_book(Some(Arc::new(book)));
        let empty = Position::new(geometry);
        let mut without = Solver::new(geometry, 18);
        assert_eq!(with_book.score(&empty, false), without.score(&empty, false));
        assert!(with_book.nodes() < without.nodes());
    }

    #[test]
    fn a_book_for_play_answers_the_computer_and_the_person() {
        let geometry = Geometry::new(GridSize::new(4, 5, 4)).unwrap();
        let book = generate_for_play(geometry, 5, HashMap::new(), &options(1), &|_| {}, &|_| {});
        let full = generate(geometry, 5, HashMap::new(), &options(1), &|_| {}, &|_| {});
        // Every score it holds is the exact one, and it holds far fewer than every position.
        for ply in positions_by_ply(geometry, 5) {
            for p in ply {
                if let Some(score) = book.score(&p) {
                    assert_eq!(Some(score), full.score(&p), "{p:?}");
                }
            }
        }
        assert!(book.len() < full.len(), "{} of {}", book.len(), full.len());
        // Playing the computer's best moves from the book and any moves for the person, every position the
        // person meets has each of its moves' values in the book (or settled at once), for either side.
        let mut met = 0;
        for computer_side in [0, 1] {
            let mut stack = vec![Position::new(geometry)];
            while let Some(p) = stack.pop() {
                if p.moves() >= 5 || settled_at_once(&p) {
                    continue;
                }
                let computer_to_move = p.moves() % 2 == computer_side;
                let value = book.score(&p).expect("the book knows every position of the line");
                for col in (0..geometry.width).filter(|&c| p.can_play(c) && !p.is_winning_move(c)) {
                    let mut child = p;
                    child.play_column(col);
                    let child_value = if settled_at_once(&child) { None } else { book.score(&child) };
                    if computer_to_move {
                        if child_value.map(|v| -v) == Some(value) {
                            stack.push(child);
                        }
                    } else {
                        met += 1;
                        assert!(settled_at_once(&child) || child_value.is_some(), "{child:?}");
                        stack.push(child);
                    }
                }
            }
        }
        assert!(met > 20, "{met}");
    }

    #[test]
    fn a_checkpoint_goes_on_where_it_stopped() {
        let geometry = Geometry::new(GridSize::new(4, 5, 4)).unwrap();
        let whole = generate(geometry, 3, HashMap::new(), &options(1), &|_| {}, &|_| {});
        // Pretend a first run solved half the deepest ply and was stopped.
        let deepest = &positions_by_ply(geometry, 3)[3];
        let half: HashMap<u64, i8> = deepest
            .iter()
            .filter(|p| !settled_at_once(p))
            .take(deepest.len() / 2)
            .map(|p| (p.canonical_key(), whole.score(p).unwrap() as i8))
            .collect();
        let resumed = generate(geometry, 3, half, &options(1), &|_| {}, &|_| {});
        assert_eq!(resumed, whole);
    }
}
