//! Making the opening book: every position of the book's deepest ply (one per mirror pair) is solved exactly,
//! then each shallower position takes the best of its children. The deepest ply is shared out between
//! threads, each with a solver and table of its own; what is solved so far can be saved now and then, and a
//! later run given that checkpoint goes on from it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use web_time::Instant;

use super::book::{Book, positions_by_ply, settled_at_once};
use super::position::{Geometry, Position};
use super::solver::{Budget, Solver};

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
                report(Report { solved: solved_count(), total, nodes: nodes.load(Ordering::Relaxed), elapsed });
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
    report(Report { solved, total, nodes: nodes.load(Ordering::Relaxed), elapsed: started.elapsed() });
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

fn solved_count_of(todo: &[Position], scores: &HashMap<u64, i8>) -> usize {
    todo.iter().filter(|p| scores.contains_key(&p.canonical_key())).count()
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
