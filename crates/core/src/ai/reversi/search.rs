//! The exact endgame search's questions, which the exact solvers' backend ([`crate::ai::exact::ExactSearch`])
//! runs behind the engine's common interface: the best move and its margin (what a level plays), or every legal
//! move's margin (what the analysis shows), by the endgame [`Solver`], resumable in slices: a question cut short
//! by a slice is asked again by the next, its table keeping what was proved.

use super::KeptSolvers;
use super::endgame::{MOST, Solver};
use crate::ai::exact::{Metered, Questions};
use crate::ai::limits::{Settings, Stop};
use crate::ai::result::{ScoredMove, SearchResult};
use crate::ai::score::MARGIN_SCALE;
use crate::rules::reversi::bits::flips;
use crate::rules::reversi::{Disc, Reversi};
use crate::rules::{AnyMove, Game, Scoring};

/// Table bits of the solver's table: 2^20 entries of 24 bytes (24 MiB) natively, 2^17 (3 MiB) in a page.
#[cfg(not(target_arch = "wasm32"))]
const TABLE_BITS: u8 = 20;
#[cfg(target_arch = "wasm32")]
const TABLE_BITS: u8 = 17;

/// An exact search of one Reversi position, resumable in slices.
pub struct ReversiSearch {
    game: Reversi,
    /// The discs of the side to move and of the other.
    root: (u64, u64),
    solver: Solver,
    /// Every move's value (the analysis), or the best move's.
    every: bool,
    /// The moves, each as its square and the discs of both sides after it (the mover's, the opponent's); a
    /// pass is square 64, the board unchanged.
    moves: Vec<(u8, u64, u64)>,
    /// Each move's margin for the mover, as found.
    values: Vec<Option<i32>>,
    /// The best move so far and its margin (the best move's search).
    best: Option<(usize, i32)>,
    /// The moves searched so far (the best move's search).
    next: usize,
    /// Where the solver goes when the search is dropped, if solvers are kept.
    kept: Option<KeptSolvers>,
}

impl Drop for ReversiSearch {
    fn drop(&mut self) {
        if let Some(kept) = &self.kept
            && self.solver.has_table()
        {
            kept.put(self.game.size(), std::mem::replace(&mut self.solver, Solver::new(self.game.size(), 0)));
        }
    }
}

impl ReversiSearch {
    /// A search of `game`, which is not over, with a solver kept by an earlier search in `kept`, if there is
    /// one (and where this one goes when dropped), or a new one.
    pub fn new(game: &Reversi, settings: &Settings, kept: Option<KeptSolvers>) -> Self {
        let me = game.to_move();
        let (own, opp) = (game.bits(me), game.bits(me.other()));
        let taken = kept.as_ref().and_then(|kept| kept.take(&game.size()));
        let mut solver = taken.unwrap_or_else(|| Solver::new(game.size(), TABLE_BITS));
        let mut moves: Vec<(u8, u64, u64)> = solver
            .ordered_moves(own, opp)
            .into_iter()
            .map(|sq| {
                let turned = flips(own, opp, sq);
                (sq, own | turned | 1 << sq, opp & !turned)
            })
            .collect();
        if moves.is_empty() {
            moves.push((64, own, opp));
        }
        ReversiSearch {
            game: game.clone(),
            root: (own, opp),
            solver,
            every: settings.score_every_move,
            values: vec![None; moves.len()],
            moves,
            best: None,
            next: 0,
            kept,
        }
    }

    /// A search the opening book has answered: `answers` holds the best move and its margin, or (for the
    /// analysis) every move's, each as its square and margin for the mover.
    pub fn booked(game: &Reversi, settings: &Settings, answers: &[(u8, i32)]) -> Self {
        let me = game.to_move();
        let (own, opp) = (game.bits(me), game.bits(me.other()));
        let moves: Vec<(u8, u64, u64)> = answers
            .iter()
            .map(|&(sq, _)| {
                let turned = flips(own, opp, sq);
                (sq, own | turned | 1 << sq, opp & !turned)
            })
            .collect();
        let every = settings.score_every_move;
        ReversiSearch {
            game: game.clone(),
            root: (own, opp),
            // No table: there is nothing to search.
            solver: Solver::new(game.size(), 0),
            every,
            values: answers.iter().map(|&(_, v)| Some(v)).collect(),
            best: answers.first().filter(|_| !every).map(|&(_, v)| (0, v)),
            next: moves.len(),
            moves,
            kept: None,
        }
    }

    /// The margin after move `i`, for the mover, within `(alpha, beta)` as [`Solver::solve`] answers.
    fn after(&mut self, i: usize, alpha: i32, beta: i32) -> Option<i32> {
        let (_, mine, theirs) = self.moves[i];
        self.solver.solve(theirs, mine, -beta, -alpha).map(|v| -v)
    }

    fn disc(&self, i: usize) -> AnyMove {
        let sq = self.moves[i].0;
        AnyMove::Disc(if sq < 64 { Disc::At(sq) } else { Disc::Pass })
    }
}

impl Questions for ReversiSearch {
    type Solver = Solver;

    fn solver_mut(&mut self) -> &mut Solver {
        &mut self.solver
    }

    fn advance(&mut self) -> bool {
        if self.every {
            for i in 0..self.moves.len() {
                if self.values[i].is_none() {
                    match self.after(i, -MOST - 1, MOST + 1) {
                        Some(value) => self.values[i] = Some(value),
                        None => return false,
                    }
                }
            }
            return true;
        }
        // The best move of a position the table covers: one question about the whole position, whose
        // best move the table then holds (what the solver's own ordering and cut-offs at the root save
        // over asking about each move: about a fifth on the FFO positions).
        // (Should the table not hold the proof, a cut-off at the root having answered it, each move is asked
        // about as below, the table making that quick.)
        let (own, opp) = self.root;
        if self.next == 0 && self.best.is_none() && self.solver.holds(own, opp) {
            let Some(value) = self.solver.exact(own, opp) else { return false };
            let proved = self.solver.proved_move(own, opp, value);
            if let Some(best) = self.moves.iter().position(|m| Some(m.0) == proved) {
                self.best = Some((best, value));
                self.next = self.moves.len();
                return true;
            }
        }
        while self.next < self.moves.len() {
            let i = self.next;
            match self.best {
                None => match self.after(i, -MOST - 1, MOST + 1) {
                    Some(value) => self.best = Some((i, value)),
                    None => return false,
                },
                // A null window: is this move better than the best so far? Only then its exact value.
                Some((_, best)) => {
                    let Some(probe) = self.after(i, best, best + 1) else { return false };
                    if probe > best {
                        let Some(value) = self.after(i, best, MOST + 1) else { return false };
                        self.best = Some((i, value));
                    }
                }
            }
            self.next += 1;
        }
        true
    }

    /// The result once every question is answered, or, if the limits stopped it, the best found so far (if
    /// none yet, the table's move for the position, which the solver's midgame search may have left, or the
    /// first in the order).
    fn finish(&mut self, stop: Stop) -> SearchResult<AnyMove> {
        let solved = stop == Stop::Solved;
        let mut scored: Vec<ScoredMove<AnyMove>> = Vec::new();
        let (best, value) = if self.every {
            for (i, value) in self.values.iter().enumerate() {
                if let Some(v) = value {
                    scored.push(ScoredMove::new(self.disc(i), v * MARGIN_SCALE, true));
                }
            }
            scored.sort_by_key(|m| std::cmp::Reverse(m.score));
            let top = self.values.iter().enumerate().filter_map(|(i, v)| v.map(|v| (i, v))).max_by_key(|&(_, v)| v);
            (top.map_or(0, |(i, _)| i), top.map(|(_, v)| v))
        } else {
            if let (Some((i, v)), true) = (self.best, solved) {
                scored.push(ScoredMove::new(self.disc(i), v * MARGIN_SCALE, true));
            }
            let (own, opp) = self.root;
            let guess = self.solver.table_move(own, opp);
            let fallback = self.moves.iter().position(|m| Some(m.0) == guess).unwrap_or(0);
            (self.best.map_or(fallback, |(i, _)| i), self.best.map(|(_, v)| v))
        };
        let best = self.disc(best);
        let mut result = SearchResult::unsearched(Some(best));
        result.score = value.unwrap_or(0) * MARGIN_SCALE;
        result.exact = solved;
        result.nodes = self.solver.nodes();
        result.depth = if solved { self.game.plies_left_bound() } else { 0 };
        result.pv = vec![best];
        result.moves = scored;
        result.stop = stop;
        result.scoring = Scoring::Margin;
        result.set_plies_left_bound(self.game.plies_left_bound());
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::any::{AnySearch, Solvers};
    use crate::ai::backend::Backend;
    use crate::ai::exact::ExactSearch;
    use crate::ai::limits::{Limits, Slice};
    use crate::ai::reference::minimax;
    use crate::ai::result::Step;
    use crate::ai::score::margin_of;
    use crate::rules::reversi::bits::Size;
    use crate::rules::{Family, Member};

    /// A position 10 squares from the end, White to move (reached from FFO #40 by its best line would be
    /// long to write; any position with a few choices serves).
    fn endgame() -> Reversi {
        let text = "XXXXXXOO\
                    XXXXXXOO\
                    XXXXOXOO\
                    XXXOXXO-\
                    XXOXXX--\
                    XOXXXX--\
                    OXXXX--O\
                    XXXXX--- O";
        Reversi::read_setup(Size::EIGHT, text).unwrap().unwrap()
    }

    fn run(game: &Reversi, settings: Settings, slice: Slice) -> SearchResult<AnyMove> {
        let mut search = ExactSearch::new(ReversiSearch::new(game, &settings, None), Limits::unlimited());
        loop {
            if let Step::Done(result) = search.run_slice(slice) {
                return result;
            }
        }
    }

    #[test]
    fn every_move_gets_its_exact_margin_and_the_best_is_one_of_the_best() {
        let game = endgame();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert!(moves.len() > 2, "{moves:?}");
        let analysis = Settings { score_every_move: true, ..Settings::default() };
        // In slices of a few hundred nodes, so that questions are cut short and asked again.
        let every = run(&game, analysis, Slice::nodes(300));
        assert!(every.exact && every.moves.len() == moves.len());
        for scored in &every.moves {
            let AnyMove::Disc(mv) = scored.mv else { panic!("{:?}", scored.mv) };
            let mut after = game.clone();
            after.play(mv);
            let (plain, _) = minimax(&after, after.plies_left_bound());
            assert_eq!(scored.score / MARGIN_SCALE, -margin_of(plain), "{mv:?}");
        }
        let play = run(&game, Settings::default(), Slice::WHOLE);
        assert!(play.exact);
        assert_eq!(play.score, every.moves[0].score, "the best move's margin");
        assert!(every.moves.iter().any(|m| m.score == play.score && Some(m.mv) == play.best));
    }

    #[test]
    fn the_solver_takes_over_near_the_end_for_each_level_at_its_reach() {
        let game = endgame().into_any();
        let solvers = Solvers::default();
        let exact = |settings: Settings, limits: Limits| AnySearch::new(&game, limits, settings, &solvers).run().exact;
        assert!(exact(Settings::default(), Limits::unlimited()), "Perfect and the analysis");
        let hard = Settings { exact_solver: false, ..Settings::default() };
        assert!(exact(hard.clone(), Limits::unlimited()), "Hard, once 18 squares or fewer are left");
        let easy = Settings { exact_solver: false, margin: 3 * MARGIN_SCALE, ..Settings::default() };
        let shallow = AnySearch::new(&game, Limits::unlimited().with_depth(2), easy.clone(), &solvers).run();
        assert!(!shallow.exact && shallow.depth <= 2, "a level of 2 plies searches as it always does at 10 empties");
        let deeper = AnySearch::new(&game, Limits::unlimited().with_depth(5), easy, &solvers).run();
        assert!(deeper.exact, "a level of 5 plies plays the last 10 squares exactly");
        let start = Reversi::start(Size::EIGHT).into_any();
        let opening = AnySearch::new(&start, Limits::unlimited().with_depth(3), hard, &solvers).run();
        assert!(!opening.exact, "far from the end, the general search");
    }

    /// A move chosen against a short clock 20 squares from the end goes to the general search, which always
    /// has a move it has looked at; without a clock, with a long one, or for the analysis, the solver answers. (Told apart by what
    /// a few thousand nodes give: the general search some depth, the solver, cut short, none.)
    #[test]
    fn against_the_clock_the_solver_waits_for_hards_reach() {
        use rand::SeedableRng;
        use rand::rngs::SmallRng;
        use rand::seq::IndexedRandom;
        let mut rng = SmallRng::seed_from_u64(4);
        let mut game = Reversi::start(Size::EIGHT);
        let mut moves = Vec::new();
        while game.empty().count_ones() > 20 {
            game.legal_moves(&mut moves);
            game.play(*moves.choose(&mut rng).unwrap());
        }
        assert!(game.outcome().is_none());
        let game = game.into_any();
        let solvers = Solvers::default();
        let depth = |settings: Settings, limits: Limits| AnySearch::new(&game, limits, settings, &solvers).run().depth;
        let clock = |seconds| Limits::unlimited().with_nodes(3_000).with_time(std::time::Duration::from_secs(seconds));
        assert!(depth(Settings::default(), clock(1)) > 0, "the general search, deepened as far as the nodes let it");
        assert_eq!(depth(Settings::default(), Limits::unlimited().with_nodes(3_000)), 0, "the solver, cut short");
        assert_eq!(depth(Settings::default(), clock(3600)), 0, "a long clock: the solver");
        let analysis = Settings { score_every_move: true, ..Settings::default() };
        assert_eq!(depth(analysis, clock(1)), 0, "the analysis asks the solver for every move's exact value");
    }

    /// On 6×6, Perfect's move and the analysis between two of its moves come from the opening book where it
    /// holds them, without a node searched, and agree with the solver; off the book, the solver answers.
    #[test]
    fn on_six_by_six_the_book_answers_perfect_and_the_analysis_between() {
        use crate::ai::reversi::ReversiData;
        use crate::ai::reversi::making;
        use crate::ai::{Level, analysis};
        let size = Size::SIX;
        let root = Reversi::parse_position(size, "c2d2e1b3a2b5e3e2e5c1b2d5c5f3").unwrap();
        let me = root.to_move();
        let key = (root.bits(me), root.bits(me.other()));
        let plies = (key.0 | key.1).count_ones() - 4 + 2;
        let mut one = making::solvers(size, 16, 1).expect("1.5 MiB");
        let made = making::make(size, key, plies, &mut one, Default::default(), &mut |_, _| true).unwrap();
        let data = ReversiData { books: vec![std::sync::Arc::new(made)], ..ReversiData::default() };
        let (booked, bare) = (Solvers::default().with::<Reversi>(data), Solvers::default());
        let perfect = |game: &Reversi, solvers: &Solvers| {
            let any = game.clone().into_any();
            AnySearch::new(
                &any,
                Level::Perfect.limits(crate::rules::GameSpec::Reversi(size)),
                Level::Perfect.settings(1),
                solvers,
            )
            .run()
        };
        let (from_book, solved) = (perfect(&root, &booked), perfect(&root, &bare));
        assert!(from_book.exact && solved.exact);
        assert_eq!((from_book.nodes, from_book.score), (0, solved.score), "no node searched, the same margin");
        // The position the book's move leaves: every reply's value from the book, none searched.
        let mut after = root.clone();
        let Some(AnyMove::Disc(best)) = from_book.best else { panic!("{:?}", from_book.best) };
        after.play(best);
        let any = after.clone().into_any();
        let (between, exact) = (
            analysis::analyse_now(&any, Limits::unlimited(), &booked),
            analysis::analyse_now(&any, Limits::unlimited(), &bare),
        );
        assert_eq!(between.nodes, 0);
        assert!(between.exact && exact.exact && between.moves.len() == exact.moves.len());
        let sorted = |result: &SearchResult<AnyMove>| {
            let mut moves: Vec<(String, i32)> = result.moves.iter().map(|m| (format!("{:?}", m.mv), m.score)).collect();
            moves.sort();
            moves
        };
        assert_eq!(sorted(&between), sorted(&exact));
        assert_eq!(between.moves[0].score, -from_book.score, "the best reply undoes the book's margin");
        // Two discs past the book's last: solved, not looked up.
        let mut past = after.clone();
        let mut moves = Vec::new();
        for _ in 0..3 {
            past.legal_moves(&mut moves);
            past.play(moves[0]);
        }
        assert!(past.outcome().is_none());
        let result = perfect(&past, &booked);
        assert!(result.exact && result.nodes > 0, "solved, not booked");
    }

    /// With solvers kept, a search leaves its solver for the next: the analysis of the position its move
    /// leaves (every reply's exact value) then starts from what it proved, in fewer nodes than afresh; the
    /// values are the same.
    #[test]
    fn a_kept_solver_serves_the_next_search() {
        use crate::ai::analysis::analyse_now;
        use crate::ai::reversi::ReversiData;
        let game = Reversi::parse_position(Size::SIX, "c2d2e1b3a2b5e3e2e5c1b2d5").unwrap();
        let data = ReversiData { kept: Some(KeptSolvers::default()), ..ReversiData::default() };
        let kept = Solvers::default().with::<Reversi>(data.clone());
        let first = AnySearch::new(&game.clone().into_any(), Limits::unlimited(), Settings::default(), &kept).run();
        assert!(first.exact);
        assert_eq!(data.kept.as_ref().map(KeptSolvers::len), Some(1), "the solver was kept");
        let mut next = game.clone();
        let Some(AnyMove::Disc(best)) = first.best else { panic!("{:?}", first.best) };
        next.play(best);
        let next = next.into_any();
        let (again, fresh) = (
            analyse_now(&next, Limits::unlimited(), &kept),
            analyse_now(&next, Limits::unlimited(), &Solvers::default()),
        );
        assert!(again.exact && fresh.exact);
        assert_eq!(again.moves[0].score, fresh.moves[0].score);
        assert_eq!(again.moves[0].score, -first.score, "the best reply undoes the move's margin");
        // (About a quarter fewer here: the move's proof bounds each reply, the analysis needs each one exact.)
        assert!(
            again.nodes * 10 < fresh.nodes * 9,
            "{} nodes with the kept table, {} afresh",
            again.nodes,
            fresh.nodes
        );
    }
}
