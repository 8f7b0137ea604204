//! What a search found ([`SearchResult`], each root move as a [`ScoredMove`]) and what one slice of it returns
//! ([`Step`]).

use super::limits::Stop;
use super::score::Value;
use crate::rules::Scoring;

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The move chosen; `None` only when the game is over.
    pub best: Option<M>,
    /// Its score, for the player to move (see the module documentation).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Nodes searched, all iterations and slices together.
    pub nodes: u64,
    /// Whether `score` is the game-theoretic value, not an estimate.
    pub exact: bool,
    /// The expected line of play from the root, starting with `best`.
    pub pv: Vec<M>,
    /// Each root move searched in the last completed iteration, best first (where the next iteration, cut
    /// short, found a move better than that one's best, that move and the one it beat carry the deeper
    /// scores, as guesses: the move played comes first). With
    /// [`crate::ai::Settings::score_every_move`] every score is the move's value (see [`ScoredMove::exact`]); otherwise
    /// only the best moves' are, and the others' are upper bounds.
    pub moves: Vec<ScoredMove<M>>,
    pub stop: Stop,
    /// A forced win for the player to move found by a family's threat search, as its line from the root
    /// (Gomoku's continuous fours: each four and the block it forces, the five last); empty otherwise. What the
    /// line is made of is the family's to say; the analysis overlay shows it on the board.
    pub forced_line: Vec<M>,
    /// `plies_left_bound` of the root, for the score convention.
    pub(crate) plies_left_bound: u32,
    /// What the game's scores measure, to read them back ([`Value::of`]).
    pub(crate) scoring: Scoring,
}

/// A root move and its score, for the player to move at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMove<M> {
    pub mv: M,
    pub score: i32,
    /// Whether `score` is the move's game-theoretic value, not an estimate.
    pub exact: bool,
    /// For a proven win or loss, how many of the moves to the end are the player's own along the expected line
    /// ([`super::score::own_moves`]); `None` where the search did not count them (the specialised engines of
    /// games whose turns alternate), and the reading then assumes alternation.
    pub own_moves: Option<u32>,
}

impl<M> ScoredMove<M> {
    /// A root move's score, its own moves to the end not counted.
    pub fn new(mv: M, score: i32, exact: bool) -> Self {
        ScoredMove { mv, score, exact, own_moves: None }
    }

    /// The score read as a result of a game scored by `scoring` (the search's [`SearchResult::scoring`]).
    pub fn value(&self, scoring: Scoring) -> Value {
        Value::of(self.score, self.exact, scoring)
    }
}

impl<M> SearchResult<M> {
    /// A result that names a move without having searched for it: a scripted player's, a test's.
    pub fn unsearched(best: Option<M>) -> Self {
        SearchResult {
            best,
            score: 0,
            depth: 0,
            nodes: 0,
            exact: false,
            pv: Vec::new(),
            moves: Vec::new(),
            stop: Stop::Depth,
            forced_line: Vec::new(),
            plies_left_bound: 0,
            scoring: Scoring::WinLoss,
        }
    }

    /// The score read as a result.
    pub fn value(&self) -> Value {
        Value::of(self.score, self.exact, self.scoring)
    }

    /// What the game's scores measure.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// `plies_left_bound` of the root: the scale of [`Value::convention_score`].
    pub fn plies_left_bound(&self) -> u32 {
        self.plies_left_bound
    }

    /// Sets the scale of [`Value::convention_score`] (for searches other than [`super::Search`]).
    pub fn set_plies_left_bound(&mut self, plies_left_bound: u32) {
        self.plies_left_bound = plies_left_bound;
    }

    /// The same result with its moves translated, e.g. into [`crate::rules::AnyMove`]s.
    pub fn map<N>(self, f: impl Fn(M) -> N) -> SearchResult<N> {
        SearchResult {
            best: self.best.map(&f),
            pv: self.pv.into_iter().map(&f).collect(),
            forced_line: self.forced_line.into_iter().map(&f).collect(),
            moves: self
                .moves
                .into_iter()
                .map(|m| ScoredMove { mv: f(m.mv), score: m.score, exact: m.exact, own_moves: m.own_moves })
                .collect(),
            score: self.score,
            depth: self.depth,
            nodes: self.nodes,
            exact: self.exact,
            stop: self.stop,
            plies_left_bound: self.plies_left_bound,
            scoring: self.scoring,
        }
    }

    /// The score under the project's convention ([`crate::rules::score_for_win`]), if the search proved one.
    pub fn convention_score(&self) -> Option<i32> {
        self.value().convention_score(self.plies_left_bound)
    }
}

/// What [`super::Search::run_slice`] returns.
#[derive(Clone, Debug)]
pub enum Step<M> {
    /// The slice is spent; call again to go on.
    Paused,
    Done(SearchResult<M>),
}
