//! Makes Kalah's opening books ([`Book`]): [`make`] lists every position that the first `plies` sowings from
//! the start reach (a move again counts as a ply of its own) and solves them, the deepest first, so that each
//! shallower one finds its children's values in the solver's table. The command line's `book kalah...` runs it,
//! saving what it has solved as it goes.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use super::book::Book;
use super::endgame::Endgame;
use super::position::Pits;
use super::solver::{Narrowing, Solver};
use crate::rules::Family;
use crate::rules::kalah::{Board, Kalah};

/// Every position the first `plies` sowings from `board`'s start reach (the start too), but those where the
/// game is over, each once, the deepest first: the order [`make`] solves them in.
pub fn positions(board: Board, plies: u8) -> Vec<Pits> {
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
    layers.into_iter().rev().flatten().collect()
}

/// How far a book's making has got: positions solved, of how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Made {
    pub solved: usize,
    pub of: usize,
}

/// Makes the book of `board`'s first `plies` plies with a solver of `table_bits` and the endgame database
/// `endgame`, going on from the values in `known` (a part made before, kept by the caller). `report` is told
/// after each position solved, with the values so far: it may save them, and it stops the making by returning
/// false (the book is then `None`).
pub fn make(
    board: Board,
    plies: u8,
    table_bits: u8,
    endgame: Arc<Endgame>,
    known: HashMap<u128, i8>,
    report: &mut dyn FnMut(Made, &HashMap<u128, i8>) -> bool,
) -> Option<Book> {
    let positions = positions(board, plies);
    let wanted: HashSet<u128> = positions.iter().map(Pits::key).collect();
    let mut values: HashMap<u128, i8> = known.into_iter().filter(|(key, _)| wanted.contains(key)).collect();
    let mut solver = Solver::new(table_bits);
    solver.set_endgame(Some(endgame));
    let of = positions.len();
    for pits in &positions {
        if values.contains_key(&pits.key()) {
            continue;
        }
        let mut narrowing = Narrowing::of(pits);
        solver.narrow(pits, &mut narrowing);
        let value = narrowing.value()?;
        values.insert(pits.key(), value as i8);
        if !report(Made { solved: values.len(), of }, &values) {
            return None;
        }
    }
    Some(Book::new(board, plies, values))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kalah::Capture;

    const SMALL: Board = Board { pits: 4, seeds: 3, capture: Capture::Standard };

    fn made(board: Board, plies: u8) -> Book {
        let endgame = Arc::new(Endgame::build(&Pits::of(&Kalah::start(board)), 8));
        make(board, plies, 16, endgame, HashMap::new(), &mut |_, _| true).expect("not stopped")
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
        use crate::ai::kalah::{KalahData, KalahSearch};
        use crate::ai::{Limits, Settings, Slice, Step};
        let game = Kalah::start(SMALL);
        let search = |books: Vec<Arc<Book>>, score_every_move: bool| {
            let data = KalahData { endgame_seeds: Some(8), books, ..KalahData::default() };
            let settings = Settings { score_every_move, ..Settings::default() };
            match KalahSearch::new(&game, Limits::unlimited(), settings, &data).run_slice(Slice::WHOLE) {
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
        let stopped = make(SMALL, 2, 16, endgame.clone(), HashMap::new(), &mut |made, values| {
            kept = values.clone();
            made.solved < 5
        });
        assert_eq!((stopped, kept.len()), (None, 5));
        let mut asked = 0;
        let book = make(SMALL, 2, 16, endgame, kept, &mut |_, _| {
            asked += 1;
            true
        })
        .expect("not stopped");
        assert_eq!(asked, positions(SMALL, 2).len() - 5, "the five kept are not solved again");
        assert_eq!(book, made(SMALL, 2));
    }
}
