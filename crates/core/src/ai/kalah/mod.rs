//! The engine's side of Kalah: the general search's hash, evaluation and move order, and the exact solver
//! ([`position`], [`table`], [`solver`]) that [`KalahSearch`] asks a search's questions, which the exact
//! solvers' backend ([`ExactSearch`]) runs behind the engine's common interface.
//!
//! The general search's evaluation is the difference of the stores (seeds in one's store are one's for good),
//! with a little for the seeds on one's own side, which the end of the game gives to their side. Moves that
//! end in one's own store (another move) are tried first, then captures, as the Kalah papers order them.

pub mod book;
mod data;
pub mod endgame;
pub mod making;
pub mod position;
pub mod solver;
pub mod table;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use std::sync::Arc;

use web_time::Instant;

use self::data::board_of;
pub use self::data::{EndgameCache, KalahData, KeptSolvers, endgame_seeds};
use self::endgame::Endgame;
use self::position::Pits;
use self::solver::{Narrowing, Solver};
use super::any::{Engine, Solvers, general};
use super::backend::Backend;
use super::eval::{Evaluator, Searchable};
use super::exact::{ExactSearch, Metered, Questions};
use super::limits::{Limits, Settings, Slice, Stop};
use super::making::{BookJob, Maker};
use super::options::{Options, SolverOptions};
use super::result::{ScoredMove, SearchResult};
use super::score::MARGIN_SCALE;
use super::zobrist::{Zobrist, keys, side_key};
use crate::rules::kalah::{Board, Kalah, MAX_PLACES, Sowing};
use crate::rules::{AnyMove, Game, GameSpec, Player, Scoring};

/// The most seeds a place can hold: every seed of the biggest game.
const MOST_SEEDS: usize = 2 * 6 * 6;

/// Keys for each place holding each number of seeds: `KEYS[place * (MOST_SEEDS + 1) + seeds]`.
static KEYS: [u64; MAX_PLACES * (MOST_SEEDS + 1)] = keys(5 << 40);

fn key(place: usize, seeds: u8) -> u64 {
    KEYS[place * (MOST_SEEDS + 1) + (seeds as usize).min(MOST_SEEDS)]
}

/// The hash of the seeds on every place and the side to move.
fn hash(seeds: &[u8; MAX_PLACES], to_move: Player) -> u64 {
    seeds.iter().enumerate().fold(side_key(to_move), |hash, (place, &n)| hash ^ key(place, n))
}

impl Zobrist for Kalah {
    fn zobrist(&self) -> u64 {
        hash(self.all_seeds(), self.to_move())
    }

    /// A sowing changes many places: the hashes before and after, told apart.
    fn zobrist_delta(&self, mv: Sowing) -> u64 {
        let (seeds, next) = self.seeds_after(mv);
        self.zobrist() ^ hash(&seeds, next)
    }
}

/// How much a seed in one's own pits counts, against one in one's store: a seed on one's side is one's at the
/// end unless the opponent captures it or it is sown across.
const PIT_SEED: i32 = MARGIN_SCALE / 4;

/// Kalah's evaluation, in seeds of margin ([`MARGIN_SCALE`]) for the player to move.
#[derive(Clone, Debug, Default)]
pub struct KalahEval;

impl Evaluator<Kalah> for KalahEval {
    fn reset(&mut self, _pos: &Kalah) {}

    fn evaluate(&self, pos: &Kalah) -> i32 {
        let me = pos.to_move();
        let stores = pos.store(me) as i32 - pos.store(me.other()) as i32;
        let sides = pos.in_pits(me) as i32 - pos.in_pits(me.other()) as i32;
        stores * MARGIN_SCALE + sides * PIT_SEED
    }

    /// Another move first, then what the sowing gains for the mover's store.
    fn move_priority(&self, pos: &Kalah, mv: Sowing) -> i32 {
        let me = pos.to_move();
        let (seeds, next) = pos.seeds_after(mv);
        let gained = seeds[pos.board().store(me) as usize] as i32 - pos.store(me) as i32;
        if next == me { 1_000 + gained } else { gained }
    }

    /// A level's margin of mistakes counts seeds.
    fn margin_unit(&self) -> i32 {
        MARGIN_SCALE
    }

    fn move_index(&self, mv: Sowing) -> usize {
        mv.0 as usize
    }

    fn move_slots(&self) -> usize {
        MAX_PLACES
    }
}

impl Searchable for Kalah {
    type Eval = KalahEval;

    fn evaluator(&self) -> KalahEval {
        KalahEval
    }
}

/// The most seeds of a board whose every position the solver answers within a move's time, whatever its
/// pits; boards of up to [`FEW_PITS`] pits it answers at any number of seeds. Measured natively over 20 games
/// against a random player, each turn a move and the analysis after it, tables kept (`bench kalah:PxS
/// --games 20`): Kalah(5,3) max 0.12 s, (6,2) 0.07 s, (4,6) 0.36 s (p99 0.29 s); but (6,3) max 5.1 s and (5,4)
/// 3.4 s, too slow for Perfect's promise, unless an opening book answers their first plies ([`book::SHIPPED`]:
/// with their books, Kalah(5,4)'s max is 0.24 s, (6,3)'s 0.57 s with p99 0.34 s).
#[cfg(not(target_arch = "wasm32"))]
const MOST_SOLVED_SEEDS: u16 = 30;
#[cfg(not(target_arch = "wasm32"))]
const FEW_PITS: u8 = 4;
/// In the browser the search is slower and the database smaller: the boards of up to 24 seeds, and those of
/// three pits.
#[cfg(target_arch = "wasm32")]
const MOST_SOLVED_SEEDS: u16 = 24;
#[cfg(target_arch = "wasm32")]
const FEW_PITS: u8 = 3;

/// Table bits of the solver's table on native builds, at most: 2^22 buckets of two 16-byte entries, 128 MiB.
/// A board with fewer positions gets a smaller one ([`table_bits`]).
#[cfg(not(target_arch = "wasm32"))]
pub const TABLE_BITS: u8 = 22;
/// On the web, 2^19 buckets (16 MiB), which a page can spare.
#[cfg(target_arch = "wasm32")]
pub const TABLE_BITS: u8 = 19;

/// The table bits of a solver for `board`, at most `most`: enough for every position of the board (Kalah(3,2)'s
/// 18,564 take 2^14 buckets, 512 KiB), and no more.
pub fn table_bits(board: Board, most: u8) -> u8 {
    table::bits_for(2 * u32::from(board.pits), u32::from(board.total()), most)
}

impl Engine for Kalah {
    type Data = KalahData;

    /// The exact solver where the settings allow it (Perfect, the analysis); the general search elsewhere.
    fn backend(&self, limits: Limits, settings: Settings, solvers: &Solvers) -> Box<dyn Backend> {
        if settings.exact_solver && self.outcome().is_none() {
            Box::new(ExactSearch::new(KalahSearch::new(self, settings, &solvers.of::<Self>()), limits))
        } else {
            general(self, limits, settings)
        }
    }

    /// The boards whose every position the solver answers within a move's time: natively, with the help of
    /// an opening book on the boards that ship one.
    fn solves_outright(board: Board) -> bool {
        let booked = !cfg!(target_arch = "wasm32") && book::shipped(board).is_some();
        board.total() <= MOST_SOLVED_SEEDS || board.pits <= FEW_PITS || booked
    }

    /// The board's opening book, if it ships one.
    fn data_file(board: Board) -> Option<super::any::DataFile> {
        book::shipped(board)
    }

    /// Its solvers' tables and the endgame databases it makes.
    fn keep_between_searches(data: &mut KalahData) {
        data.endgames = Some(EndgameCache::default());
        data.kept = Some(KeptSolvers::default());
    }

    /// How many seeds the endgame database covers.
    const OPTIONS: Options = Options { names: &["endgame-seeds"], whose: "Kalah's endgame database" };

    /// The endgame database made once and kept for every position; the solvers passed from one position to
    /// the next with their tables emptied, which answers as a fresh table does without setting one aside for
    /// each.
    fn from_options(_board: Board, options: &SolverOptions) -> KalahData {
        KalahData {
            endgames: Some(EndgameCache::default()),
            endgame_seeds: options.get("endgame-seeds").map(|seeds| seeds as u8),
            kept: Some(KeptSolvers::clearing()),
            books: Vec::new(),
        }
    }

    fn book_of(bytes: &[u8]) -> Option<Result<GameSpec, String>> {
        book::whose(bytes).map(|whose| whose.map(GameSpec::Kalah))
    }

    fn install_book(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
        book::install(bytes, solvers)
    }

    /// The exact value of every position of the board's first sowings.
    fn book_maker(board: Board, job: &BookJob) -> Option<Maker> {
        Some(making::Maker::boxed(board, job))
    }

    /// The endgame database of the board, said with its size and how long it took.
    fn prepare(board: Board, data: &KalahData) -> Option<String> {
        let started = Instant::now();
        let endgame = data.endgame(&Pits::of(&<Kalah as crate::rules::Family>::start(board)));
        let seconds = started.elapsed().as_secs_f64();
        let (positions, seeds) = (endgame.len(), endgame.seeds());
        Some(format!("endgame database: {positions} positions (up to {seeds} seeds), made in {seconds:.1} s"))
    }
}

/// How many rounds of guesses an analysis makes at every move before it solves any (each [`solver::DEEPEN_BY`]
/// plies deeper): twelve plies, a few thousand nodes a move, which value every move within a moment.
const ESTIMATE_ROUNDS: u32 = 4;

/// What the search is asked: the best move, or every move's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Task {
    /// The root's value first, then which moves reach it.
    Play,
    /// Every move's value.
    Analyse,
}

/// An exact search of one position by the solver, resumable in slices.
pub struct KalahSearch {
    game: Kalah,
    root: Pits,
    solver: Solver,
    settings: Settings,
    task: Task,
    /// The mover's pits that hold seeds, from `a`.
    pits: Vec<usize>,
    /// The root's value, as far as known (play).
    value: Narrowing,
    /// Whether each move reaches the root's value, as found (play).
    reaches: Vec<Option<bool>>,
    /// The value of the position each move leaves, as far as known (analysis).
    children: Vec<Narrowing>,
    /// Where the solver goes when the search is dropped, if solvers are kept.
    kept: Option<KeptSolvers>,
    /// The endgame database, while it is being made (slice by slice, before the solver starts), and where it
    /// goes when made (or when the search is dropped first).
    making: Option<Endgame>,
    endgames: Option<EndgameCache>,
}

impl Drop for KalahSearch {
    /// Leaves the solver for the next search (a search cut short too: its table holds only finished
    /// subtrees' bounds, all true).
    fn drop(&mut self) {
        if let Some(kept) = &self.kept {
            kept.put(board_of(&self.root), std::mem::replace(&mut self.solver, Solver::new(0)));
        }
        if let (Some(making), Some(cache)) = (self.making.take(), &self.endgames) {
            cache.put_back(making);
        }
    }
}

impl KalahSearch {
    /// A search of `game`, which is not over, with the endgame database `data` keeps (or one it makes first, in
    /// its slices).
    pub fn new(game: &Kalah, settings: Settings, data: &KalahData) -> Self {
        let root = Pits::of(game);
        let bits = table_bits(game.board(), TABLE_BITS);
        // A kept solver of the same pits but fewer seeds has too small a table for this board: a new one then.
        let kept = data.kept.as_ref().and_then(|kept| kept.take(&board_of(&root)));
        let mut solver = kept.filter(|solver| solver.table_bits() >= bits).unwrap_or_else(|| Solver::new(bits));
        let making = match data.endgame_or_start(&root) {
            Ok(endgame) => {
                solver.set_endgame(Some(endgame));
                None
            }
            Err(making) => Some(making),
        };
        // Only its own board's book: another's values hold too, but a look-up at every node would cost more
        // than the few positions two boards share save.
        solver.set_book(data.books.iter().find(|book| book.board() == game.board()).cloned());
        let pits: Vec<usize> = (0..root.pits()).filter(|&pit| root.own(pit) > 0).collect();
        let task = if settings.score_every_move { Task::Analyse } else { Task::Play };
        let children = pits.iter().map(|&pit| Narrowing::of(&root.sow(pit).next)).collect();
        Self {
            game: game.clone(),
            value: Narrowing::of(&root),
            reaches: vec![None; pits.len()],
            children,
            root,
            solver,
            settings,
            task,
            pits,
            kept: data.kept.clone(),
            making,
            endgames: data.endgames.clone(),
        }
    }

    /// The stores' difference now, for the player to move: what a value adds to to make the final margin.
    fn stores(&self) -> i32 {
        let mover = self.game.to_move();
        self.game.store(mover) as i32 - self.game.store(mover.other()) as i32
    }

    /// The engine's score of a final margin (the solver knows no distances: a margin is worth itself).
    fn score(margin: i32) -> i32 {
        margin * MARGIN_SCALE
    }

    /// A move when the solver found none in time: a move again if there is one, else the pit that gains most.
    fn fallback(&self) -> Option<usize> {
        let gain = |pit: &usize| {
            let sown = self.root.sow(*pit);
            (sown.again, sown.gain)
        };
        self.pits.iter().copied().max_by_key(gain)
    }
}

impl Questions for KalahSearch {
    type Solver = Solver;

    fn solver_mut(&mut self) -> &mut Solver {
        &mut self.solver
    }

    /// Goes on making the endgame database, within the slice: whether it is made (and the solver has it). The
    /// database is made once for every search after, so its time is not this search's. A slice's end pauses it
    /// and a cancel stops it, between chunks.
    fn prepare(&mut self, slice: Slice) -> bool {
        /// Positions made between looks at the cancel flag: a few milliseconds' work.
        const CHUNK: u64 = 1 << 15;
        let Some(making) = self.making.as_mut() else { return true };
        let mut left = slice.nodes;
        let made = loop {
            let chunk = left.min(CHUNK);
            if making.make(chunk, slice.deadline) {
                break true;
            }
            left -= chunk;
            let cancelled = self.solver.cancelled();
            if left == 0 || cancelled || slice.deadline.is_some_and(|d| Instant::now() >= d) {
                break false;
            }
        };
        if !made {
            return false;
        }
        let Some(made) = self.making.take() else { return true };
        let endgame = match &self.endgames {
            Some(cache) => cache.made(made),
            None => Arc::new(made),
        };
        self.solver.set_endgame(Some(endgame));
        true
    }

    fn advance(&mut self) -> bool {
        match self.task {
            Task::Play => {
                if !self.solver.narrow(&self.root, &mut self.value) {
                    return false;
                }
                let value = self.value.min;
                // The table's best move first: it reaches the value, and then no other needs asking.
                if let Some(first) =
                    self.solver.table_move(&self.root).and_then(|p| self.pits.iter().position(|&q| q == p))
                {
                    self.pits.swap(0, first);
                    self.reaches.swap(0, first);
                    self.children.swap(0, first);
                }
                for i in 0..self.pits.len() {
                    if self.reaches[i].is_none() {
                        match self.solver.move_reaches(&self.root, self.pits[i], value) {
                            Some(yes) => self.reaches[i] = Some(yes),
                            None => return false,
                        }
                        // One best move is enough to play.
                        if self.reaches[i] == Some(true) {
                            self.reaches.iter_mut().for_each(|r| _ = r.get_or_insert(false));
                            self.reaches[i] = Some(true);
                        }
                    }
                }
                true
            }
            Task::Analyse => {
                // A guess at every move first, a few plies deeper each round, so that each has a value (an
                // estimate) early, however soon the analysis is cut short; then each solved in turn.
                for depth in (1..=ESTIMATE_ROUNDS).map(|round| round * solver::DEEPEN_BY) {
                    for i in 0..self.pits.len() {
                        let sown = self.root.sow(self.pits[i]);
                        if !sown.over && !self.solver.deepen(&sown.next, &mut self.children[i], depth) {
                            return false;
                        }
                    }
                }
                for i in 0..self.pits.len() {
                    let sown = self.root.sow(self.pits[i]);
                    if !sown.over && !self.solver.narrow(&sown.next, &mut self.children[i]) {
                        return false;
                    }
                }
                true
            }
        }
    }

    fn finish(&mut self, stop: Stop) -> SearchResult<AnyMove> {
        let mut rng = SmallRng::seed_from_u64(self.settings.seed);
        let exact = stop == Stop::Solved;
        let stores = self.stores();
        let sowing = |pit: usize| AnyMove::Sowing(Sowing(pit as u8));
        let mut scored: Vec<ScoredMove<AnyMove>> = Vec::new();
        let (best, score) = match self.task {
            Task::Play => {
                let optimal: Vec<usize> =
                    self.pits.iter().zip(&self.reaches).filter(|(_, r)| **r == Some(true)).map(|(&p, _)| p).collect();
                let best = optimal.choose(&mut rng).copied().or_else(|| self.fallback());
                let score = self.value.value().map_or(0, |v| Self::score(v + stores));
                if let (Some(value), true) = (self.value.value(), exact) {
                    scored
                        .extend(optimal.iter().map(|&p| ScoredMove::new(sowing(p), Self::score(value + stores), true)));
                }
                (best, score)
            }
            Task::Analyse => {
                // Each move's value where it is solved, its deepest guess (an estimate) where not.
                for (&pit, child) in self.pits.iter().zip(&self.children) {
                    let sown = self.root.sow(pit);
                    let (next, proven) =
                        if sown.over { (Some(0), true) } else { (child.estimate(), child.value().is_some()) };
                    if let Some(next) = next {
                        let value = sown.value(next);
                        scored.push(ScoredMove::new(sowing(pit), Self::score(value + stores), proven));
                    }
                }
                scored.sort_by_key(|m| std::cmp::Reverse((m.score, m.exact)));
                let top = scored.first().map(|m| m.score);
                // A best move only among every move's values: never one for being the only one valued.
                let every = scored.len() == self.pits.len();
                let ties: Vec<&ScoredMove<AnyMove>> = scored.iter().filter(|m| every && Some(m.score) == top).collect();
                let best = ties.choose(&mut rng).and_then(|m| match m.mv {
                    AnyMove::Sowing(Sowing(pit)) => Some(pit as usize),
                    _ => None,
                });
                (best, top.unwrap_or(0))
            }
        };
        let complete = match self.task {
            Task::Play => self.value.value().is_some(),
            Task::Analyse => scored.len() == self.pits.len() && scored.iter().all(|m| m.exact),
        };
        let best = best.map(sowing);
        let mut result = SearchResult::unsearched(best);
        result.score = score;
        result.exact = exact && complete;
        result.nodes = self.solver.nodes();
        result.depth = if result.exact { self.game.plies_left_bound() } else { 0 };
        result.pv = best.into_iter().collect();
        result.moves = scored;
        result.stop = stop;
        result.scoring = Scoring::Margin;
        result.set_plies_left_bound(self.game.plies_left_bound());
        result
    }
}

#[cfg(test)]
mod tests;
