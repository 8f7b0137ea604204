//! What callers give Kalah's engine ([`KalahData`]): the endgame databases made so far, the solvers kept
//! between searches, and the opening books; and how big a database a game gets.

use std::sync::Arc;

use super::super::keeping::Kept;
use super::book::Book;
use super::endgame::{self, Endgame};
use super::position::Pits;
use super::solver::Solver;

/// The most positions an endgame database made for the game holds (a byte each): made in about a second
/// natively; in the browser, where it is made in the search's slices on the page's thread, a tenth of a
/// second.
#[cfg(not(target_arch = "wasm32"))]
const ENDGAME_POSITIONS: u64 = 3_000_000;
#[cfg(target_arch = "wasm32")]
const ENDGAME_POSITIONS: u64 = 250_000;

/// What callers give Kalah's engine.
#[derive(Clone, Debug, Default)]
pub struct KalahData {
    /// The endgame databases made so far, shared by the searches given this data; `None` keeps none (each
    /// search makes the one it needs).
    pub endgames: Option<EndgameCache>,
    /// How many seeds the databases cover, if not [`endgame_seeds`]'s (the command line's `--endgame-seeds`).
    pub endgame_seeds: Option<u8>,
    /// Where searches leave their solvers (and so their tables) for the next ones, if they do: what a search
    /// proved still holds in the next position, and a table is costly to clear.
    pub kept: Option<KeptSolvers>,
    /// Opening books; a search looks in the one of its board, if any.
    pub books: Vec<Arc<Book>>,
}

/// The solvers of finished searches, kept for the next ones, each with the board it solved (`board_of`: a
/// table is only good for its own board).
pub type KeptSolvers = Kept<(usize, bool), Solver>;

/// What a kept solver's board is known by: its pits a side and capture rule.
pub(super) fn board_of(like: &Pits) -> (usize, bool) {
    (like.pits(), like.empty_capture())
}

impl KalahData {
    /// How many seeds the database of `like`'s board covers.
    fn seeds_for(&self, like: &Pits) -> u8 {
        self.endgame_seeds.unwrap_or_else(|| endgame_seeds(like.pits()))
    }

    /// The database of `like`'s board, kept or made now.
    pub fn endgame(&self, like: &Pits) -> Arc<Endgame> {
        let seeds = self.seeds_for(like);
        match &self.endgames {
            Some(cache) => cache.get(like, seeds),
            None => Arc::new(Endgame::build(like, seeds)),
        }
    }

    /// The database of `like`'s board if it is made; else one to make, part made before or new.
    pub(super) fn endgame_or_start(&self, like: &Pits) -> Result<Arc<Endgame>, Endgame> {
        let seeds = self.seeds_for(like);
        match &self.endgames {
            Some(cache) => cache.get_or_start(like, seeds),
            None => Err(Endgame::start(like, seeds)),
        }
    }
}

/// Endgame databases, one a board and capture rule, made the first time a search needs one and shared
/// after (see [`crate::ai::Solvers::kept_between_searches`]); and one a search left part made, for the next
/// search to go on with.
#[derive(Clone, Debug, Default)]
pub struct EndgameCache(Arc<std::sync::Mutex<Cached>>);

#[derive(Debug, Default)]
struct Cached {
    made: Vec<Arc<Endgame>>,
    making: Option<Endgame>,
}

impl EndgameCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Cached> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The database of `like`'s board up to `seeds` seeds, made now if it was not yet.
    pub fn get(&self, like: &Pits, seeds: u8) -> Arc<Endgame> {
        match self.get_or_start(like, seeds) {
            Ok(endgame) => endgame,
            Err(mut making) => {
                making.make(u64::MAX, None);
                self.made(making)
            }
        }
    }

    /// The database of `like`'s board up to `seeds` seeds if it is made; otherwise the one a search left part
    /// made, or one just started, for the caller to make ([`Endgame::make`]) and give back.
    fn get_or_start(&self, like: &Pits, seeds: u8) -> Result<Arc<Endgame>, Endgame> {
        let mut cached = self.lock();
        if let Some(endgame) = cached.made.iter().find(|e| e.fits(like) && e.seeds() == seeds) {
            return Ok(endgame.clone());
        }
        match cached.making.take() {
            Some(making) if making.fits(like) && making.seeds() == seeds => Err(making),
            _ => Err(Endgame::start(like, seeds)),
        }
    }

    /// Keeps a database now complete, for every search after.
    pub(super) fn made(&self, endgame: Endgame) -> Arc<Endgame> {
        let endgame = Arc::new(endgame);
        self.lock().made.push(endgame.clone());
        endgame
    }

    /// Keeps a database part made, for the next search to go on with.
    pub(super) fn put_back(&self, making: Endgame) {
        self.lock().making = Some(making);
    }

    /// Whether two caches are one.
    pub fn same(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The most seeds an endgame database of a board of `pits` pits a side covers by default: as many as keep it
/// within `ENDGAME_POSITIONS` (natively 12 for six pits, 14 for five, 19 for four, 20 for fewer).
pub fn endgame_seeds(pits: usize) -> u8 {
    let n = 2 * pits as u64;
    let positions = |seeds: u64| (1..=n).fold(1u64, |c, i| c * (seeds + i) / i);
    (0..=endgame::MOST_SEEDS).take_while(|&s| positions(s as u64) <= ENDGAME_POSITIONS).last().unwrap_or(0)
}
