//! What a search may spend ([`Limits`], and per slice [`Slice`]), how it plays beyond that ([`Settings`]), what
//! it publishes while it runs ([`Progress`]) and why it ended ([`Stop`]): the vocabulary every search shares, the
//! general engine and the specialised solvers alike.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

use web_time::Instant;

/// What a search may spend in all.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The most nodes.
    pub nodes: u64,
    /// When to stop, whatever is unfinished.
    pub deadline: Option<Instant>,
}

impl Default for Limits {
    fn default() -> Self {
        Self { depth: u32::MAX, nodes: u64::MAX, deadline: None }
    }
}

impl Limits {
    /// No limit: search until the position is solved.
    pub fn unlimited() -> Self {
        Self::default()
    }

    pub fn with_depth(self, depth: u32) -> Self {
        Self { depth, ..self }
    }

    pub fn with_nodes(self, nodes: u64) -> Self {
        Self { nodes, ..self }
    }

    /// A deadline `time` from now.
    pub fn with_time(self, time: Duration) -> Self {
        Self { deadline: Some(Instant::now() + time), ..self }
    }
}

/// What one slice of a search may spend.
#[derive(Clone, Copy, Debug)]
pub struct Slice {
    pub nodes: u64,
    pub deadline: Option<Instant>,
}

impl Slice {
    /// A slice that ends only with the search.
    pub const WHOLE: Self = Self { nodes: u64::MAX, deadline: None };

    /// A slice of at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Self {
        Self { nodes, deadline: None }
    }

    /// A slice that ends `time` from now.
    pub fn time(time: Duration) -> Self {
        Self { nodes: u64::MAX, deadline: Some(Instant::now() + time) }
    }
}

/// What an exact solver's question may spend (Connect Four's, Kalah's, Reversi's), counted on the solver's own
/// node count over every question asked of it.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The solver's node count at which to stop.
    pub nodes: u64,
    pub deadline: Option<Instant>,
}

impl Budget {
    pub const UNLIMITED: Self = Self { nodes: u64::MAX, deadline: None };

    /// What the next slice of a search under `limits` may spend, its solver having counted `spent` nodes: the
    /// slice's nodes or the search's, whichever run out first, and the earlier deadline.
    pub fn for_slice(spent: u64, slice: Slice, limits: &Limits) -> Self {
        let deadline = match (slice.deadline, limits.deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Self { nodes: spent.saturating_add(slice.nodes).min(limits.nodes), deadline }
    }

    /// Why a search under `limits` is over when a slice's budget ran out before its answer, its solver having
    /// counted `nodes` nodes: its own limits, or a cancel, end it (`Some`); the slice's only pause it (`None`).
    pub fn stop(nodes: u64, limits: &Limits, cancelled: bool) -> Option<Stop> {
        if nodes >= limits.nodes {
            Some(Stop::Nodes)
        } else if limits.deadline.is_some_and(|d| Instant::now() >= d) {
            Some(Stop::Deadline)
        } else if cancelled {
            Some(Stop::Cancelled)
        } else {
            None
        }
    }
}

/// How the engine plays, beyond its limits.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The transposition table has `2^table_bits` buckets of two entries.
    pub table_bits: u8,
    /// Seeds the choice between equally good moves, and any deliberate mistakes.
    pub seed: u64,
    /// A move is chosen at random among those scoring at least the best score less `margin`: 0 plays a best
    /// move; a margin makes the human-like mistakes of the lower levels, never far worse than the best.
    pub margin: i32,
    /// Search every root move with a full window, so each gets its exact score (within the depth reached),
    /// and go on until every move's score is exact, not only the best one's: what an analysis asks.
    pub score_every_move: bool,
    /// Use a specialised exact solver where one covers the game (what it is given, such as an opening book,
    /// is the caller's choice: see [`super::any::Solvers`]); it ignores depth limits and mistakes, so the lower
    /// levels leave it off.
    pub exact_solver: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self { table_bits: 18, seed: 0, margin: 0, score_every_move: false, exact_solver: true }
    }
}

/// Counters a running search publishes for others to read (the app's HUD) while it runs.
#[derive(Debug, Default)]
pub struct Progress {
    depth: AtomicU32,
    nodes: AtomicU64,
    /// An exact solver's bounds so far, packed by [`pack_window`]; 0 until it publishes any (see
    /// [`Progress::window`]).
    window: AtomicU64,
}

/// Packs `lo..=hi` into one word that is never 0 (bit 63 marks it set; 31 bits each, signed, since engine
/// scores stay within ±(MATE + 1), below 2^30).
fn pack_window(lo: i32, hi: i32) -> u64 {
    let half = |v: i32| u64::from((v as u32) & 0x7fff_ffff);
    (1 << 63) | (half(lo) << 31) | half(hi)
}

fn unpack_window(word: u64) -> Option<(i32, i32)> {
    // Back from 31 bits, sign included.
    let half = |bits: u64| (((bits as u32) << 1) as i32) >> 1;
    (word != 0).then(|| (half(word >> 31), half(word & 0x7fff_ffff)))
}

impl Progress {
    /// The deepest iteration completed so far.
    pub fn depth(&self) -> u32 {
        self.depth.load(Ordering::Relaxed)
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Publishes the node count.
    pub fn set_nodes(&self, nodes: u64) {
        self.nodes.store(nodes, Ordering::Relaxed);
    }

    /// Publishes the deepest iteration completed.
    pub fn set_depth(&self, depth: u32) {
        self.depth.store(depth, Ordering::Relaxed);
    }

    /// What an exact solver knows so far of the score of the position it solves: between `lo` and `hi`, both
    /// included, in the engine's scale ([`crate::ai::score`]); `None` from a search that does not narrow a
    /// window (a depth-limited search publishes its depth instead).
    pub fn window(&self) -> Option<(i32, i32)> {
        unpack_window(self.window.load(Ordering::Relaxed))
    }

    /// Publishes an exact solver's bounds: the score is in `lo..=hi` (engine scale, `lo <= hi`).
    pub fn set_window(&self, lo: i32, hi: i32) {
        debug_assert!(lo <= hi && lo.abs() < 1 << 30 && hi.abs() < 1 << 30, "a window of scores: {lo}..={hi}");
        self.window.store(pack_window(lo, hi), Ordering::Relaxed);
    }
}

/// Why a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Every line was searched to its end (or a forced win or loss was proven).
    Solved,
    /// The depth limit was reached.
    Depth,
    /// The node budget ran out.
    Nodes,
    /// The deadline passed.
    Deadline,
    /// Someone set the cancel flag.
    Cancelled,
    /// The game was already over: there was nothing to search.
    GameOver,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solvers_slice_spends_the_least_of_its_own_budget_and_the_searchs() {
        let limits = Limits { nodes: 1_000, ..Limits::default() };
        assert_eq!(Budget::for_slice(900, Slice::nodes(500), &limits).nodes, 1_000, "the search's limit first");
        assert_eq!(Budget::for_slice(100, Slice::nodes(500), &limits).nodes, 600, "then the slice's");
        assert_eq!(Budget::for_slice(100, Slice::WHOLE, &Limits::default()).nodes, u64::MAX, "no overflow");
        let soon = Slice::time(Duration::from_millis(5));
        let later = Limits::default().with_time(Duration::from_secs(60));
        assert_eq!(Budget::for_slice(0, soon, &later).deadline, soon.deadline, "the earlier deadline");
        // The search's own node limit ends it; a slice's alone only pauses it; a cancel ends it.
        assert_eq!(Budget::stop(1_000, &limits, false), Some(Stop::Nodes));
        assert_eq!(Budget::stop(600, &limits, false), None);
        assert_eq!(Budget::stop(600, &limits, true), Some(Stop::Cancelled));
    }
    use crate::ai::score::MATE;

    #[test]
    fn a_published_window_reads_back_whatever_its_scores() {
        let progress = Progress::default();
        assert_eq!(progress.window(), None, "nothing published yet");
        for (lo, hi) in [(0, 0), (-1, -1), (-MATE + 3, MATE - 40), (-MATE, MATE), (-7, 12), (MATE - 1, MATE - 1)] {
            progress.set_window(lo, hi);
            assert_eq!(progress.window(), Some((lo, hi)));
        }
    }
}
