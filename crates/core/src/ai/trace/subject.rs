//! What the explorer and the `trace` command trace: a textbook tree or a position of any game, with the depth
//! the search goes to. [`Subject`] picks the concrete game at run time, as [`AnyGame`] does for play, and says
//! how its moves and values are written.

use super::record::{Recorder, Trace};
use super::{Algorithm, Bound, Run, TraceCounts, TracedSearch, Window};
use crate::ai::score::{INFINITY, MARGIN_SCALE, MATE, is_mate, margin_of};
use crate::rules::tree::Tree;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, Member, Scoring, each_game};

/// The textbook minimax tree: eight leaves whose root is worth 12 (GeeksforGeeks, "Minimax Algorithm in Game
/// Theory, Set 1").
pub const TEXTBOOK_MINIMAX: [i32; 8] = [3, 5, 2, 9, 12, 5, 23, 23];
/// The textbook alpha-beta tree: root worth 5, leaves 9, 0 and -1 never visited (GeeksforGeeks, "Minimax
/// Algorithm in Game Theory, Set 4: Alpha-Beta Pruning").
pub const TEXTBOOK_ALPHA_BETA: [i32; 8] = [3, 5, 6, 9, 1, 2, 0, -1];

/// A tree or a game position to trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    Tree(Tree),
    Game { spec: GameSpec, game: AnyGame },
}

/// A move of a traced subject.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SubjectMove {
    /// The child of a tree node, 0-based from the left.
    Child(u8),
    Game(AnyMove),
}

impl Subject {
    pub fn textbook_minimax() -> Self {
        Subject::Tree(Tree::binary(&TEXTBOOK_MINIMAX))
    }

    pub fn textbook_alpha_beta() -> Self {
        Subject::Tree(Tree::binary(&TEXTBOOK_ALPHA_BETA))
    }

    /// A position of `spec`.
    pub fn game(spec: GameSpec, game: AnyGame) -> Self {
        Subject::Game { spec, game }
    }

    /// How the subject's results are counted: a textbook tree's leaves are plain numbers.
    pub fn scoring(&self) -> Scoring {
        match self {
            Subject::Tree(_) => Scoring::WinLoss,
            Subject::Game { game, .. } => game.scoring(),
        }
    }

    /// The depth that sees every line to its end.
    pub fn full_depth(&self) -> u32 {
        match self {
            Subject::Tree(t) => t.plies_left_bound(),
            Subject::Game { game, .. } => game.plies_left_bound(),
        }
    }

    /// Whether a search to `depth` scores its leaves with the engine's evaluation rather than the end of the
    /// game.
    pub fn evaluates_at(&self, depth: u32) -> bool {
        depth < self.full_depth()
    }

    /// How a move is written: the game's notation (1-based), or a tree's child as a letter (a, b, ...).
    pub fn move_label(&self, mv: SubjectMove) -> String {
        match (self, mv) {
            (Subject::Game { spec, .. }, SubjectMove::Game(mv)) => spec.move_text(mv),
            (_, SubjectMove::Child(c)) => char::from(b'a' + c % 26).to_string(),
            (Subject::Tree(_), SubjectMove::Game(mv)) => format!("{mv:?}"),
        }
    }

    /// The position after `moves` from this one (moves that do not apply are skipped).
    pub fn after(&self, moves: &[SubjectMove]) -> Subject {
        let mut subject = self.clone();
        for &mv in moves {
            match (&mut subject, mv) {
                (Subject::Tree(t), SubjectMove::Child(c)) if t.check_move(c).is_ok() => t.play(c),
                (Subject::Game { game, .. }, SubjectMove::Game(m)) if game.check_move(m).is_ok() => game.play(m),
                _ => {}
            }
        }
        subject
    }

    /// A recording of a search by `algorithm` to `depth`, keeping at most `max_nodes` nodes; run it with
    /// [`Recording::step`].
    pub fn recording(&self, algorithm: Algorithm, depth: u32, max_nodes: usize) -> Recording {
        fn start<G: crate::ai::Searchable>(
            pos: &G,
            algorithm: Algorithm,
            depth: u32,
            max_nodes: usize,
            convert: fn(G::Move) -> SubjectMove,
        ) -> Box<dyn Traced> {
            Box::new((TracedSearch::new(pos, algorithm, depth), Recorder::new(algorithm, max_nodes, convert)))
        }
        fn game<G: crate::ai::Searchable + Member>(
            g: &G,
            algorithm: Algorithm,
            depth: u32,
            most: usize,
        ) -> Box<dyn Traced> {
            start(g, algorithm, depth, most, |mv| SubjectMove::Game(G::wrap(mv)))
        }
        let inner = match self {
            Subject::Tree(t) => start(t, algorithm, depth, max_nodes, SubjectMove::Child),
            Subject::Game { game: position, .. } => each_game!(position, g => game(g, algorithm, depth, max_nodes)),
        };
        Recording { inner, run: Run::Paused, record: true }
    }

    /// The whole trace at once.
    pub fn record(&self, algorithm: Algorithm, depth: u32, max_nodes: usize) -> Trace<SubjectMove> {
        let mut recording = self.recording(algorithm, depth, max_nodes);
        while !recording.step(u64::MAX) {}
        recording.finish()
    }

    /// What a search by `algorithm` to `depth` counts, with no one recording, stopping after `max_nodes` nodes:
    /// the counts, and the value if it finished.
    pub fn counts(&self, algorithm: Algorithm, depth: u32, max_nodes: u64) -> (TraceCounts, Option<i32>) {
        let mut counting = self.counting(algorithm, depth);
        counting.step(max_nodes);
        counting.result()
    }

    /// A search by `algorithm` to `depth` that only counts, run with [`Recording::step`] like a recording.
    pub fn counting(&self, algorithm: Algorithm, depth: u32) -> Recording {
        Recording { record: false, ..self.recording(algorithm, depth, 1) }
    }
}

/// A value as the root's player sees it (values are kept from the mover's side: a node where the other
/// player is to move, `maximising` false, negates), with its bound turned to match.
pub fn root_view(value: i32, bound: Bound, maximising: bool) -> (i32, Bound) {
    if maximising { (value, bound) } else { (-value, bound.flip()) }
}

/// A window as the root's player sees it: the textbook's alpha (the least the maximiser is sure of) and beta
/// (the most the minimiser allows).
pub fn root_window(window: Window, maximising: bool) -> Window {
    if maximising { window } else { window.flip() }
}

/// A window for people, from the root's side: `α 3  β ∞`.
pub fn window_label(window: Window, maximising: bool, scoring: Scoring) -> String {
    let w = root_window(window, maximising);
    format!("α {}  β {}", value_label(w.alpha, Bound::Exact, scoring), value_label(w.beta, Bound::Exact, scoring))
}

/// A value for people, from the root's side: a number, a win (`W5`: the root's player wins with the move at
/// ply 5) or a loss (`L6`), `∞` for an open window's edge; `≥`/`≤` for a bound. A game counted at its end
/// ([`Scoring::Margin`]) is valued in discs or seeds: `+8` for a margin (its score's distance in moves left
/// out), `+6.8` for an evaluation between whole ones.
pub fn value_label(value: i32, bound: Bound, scoring: Scoring) -> String {
    let number = match value {
        v if v >= INFINITY => "∞".to_string(),
        v if v <= -INFINITY => "-∞".to_string(),
        v if is_mate(v) && v > 0 => format!("W{}", MATE - v),
        v if is_mate(v) => format!("L{}", MATE + v),
        v if scoring == Scoring::Margin => {
            let whole = margin_of(v);
            // A finished game's score is its margin less or plus its distance: far less than a seed.
            if (v - whole * MARGIN_SCALE).abs() < MARGIN_SCALE / 64 {
                format!("{whole:+}")
            } else {
                format!("{:+.1}", v as f64 / MARGIN_SCALE as f64)
            }
        }
        v => v.to_string(),
    };
    match bound {
        Bound::Exact => number,
        Bound::Lower => format!("≥{number}"),
        Bound::Upper => format!("≤{number}"),
    }
}

/// A recording under way: a traced search and its recorder, for whichever game the subject is.
pub struct Recording {
    inner: Box<dyn Traced>,
    run: Run,
    /// Whether the nodes are kept, or only counted.
    record: bool,
}

/// A traced search and its recorder, of whichever game: the recording's view of them.
trait Traced: Send {
    /// Runs up to `budget` more nodes, recording them if `record`.
    fn run(&mut self, record: bool, budget: u64) -> Run;
    fn nodes(&self) -> usize;
    fn counts(&self) -> TraceCounts;
    fn finish(self: Box<Self>, done: bool) -> Trace<SubjectMove>;
}

impl<G: crate::ai::Searchable> Traced for (TracedSearch<G>, Recorder<G::Move, SubjectMove>) {
    fn run(&mut self, record: bool, budget: u64) -> Run {
        let (search, recorder) = self;
        if record { search.run(recorder, budget) } else { search.run(&mut (), budget) }
    }

    fn nodes(&self) -> usize {
        self.1.nodes()
    }

    fn counts(&self) -> TraceCounts {
        self.0.counts()
    }

    fn finish(self: Box<Self>, done: bool) -> Trace<SubjectMove> {
        let (search, recorder) = *self;
        recorder.finish(search.counts(), done)
    }
}

impl Recording {
    /// Records up to `budget` more nodes; `true` once the recording is over (finished, or at its node limit).
    pub fn step(&mut self, budget: u64) -> bool {
        if self.run == Run::Paused {
            self.run = self.inner.run(self.record, budget);
        }
        self.run != Run::Paused
    }

    /// Nodes recorded so far.
    pub fn nodes(&self) -> usize {
        self.inner.nodes()
    }

    /// What the search counted so far, and the root's value once it is over.
    pub fn result(&self) -> (TraceCounts, Option<i32>) {
        let value = if let Run::Done(v) = self.run { Some(v) } else { None };
        (self.inner.counts(), value)
    }

    /// The trace so far (truncated if the search did not finish).
    pub fn finish(self) -> Trace<SubjectMove> {
        let done = matches!(self.run, Run::Done(_));
        self.inner.finish(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_windows_read_from_the_root() {
        assert_eq!(root_view(5, Bound::Lower, false), (-5, Bound::Upper));
        assert_eq!(root_view(5, Bound::Lower, true), (5, Bound::Lower));
        assert_eq!(root_window(Window { alpha: -3, beta: 7 }, false), Window { alpha: -7, beta: 3 });
        assert_eq!(value_label(MATE - 5, Bound::Exact, Scoring::WinLoss), "W5");
        assert_eq!(value_label(-(MATE - 6), Bound::Upper, Scoring::WinLoss), "≤L6");
        assert_eq!(value_label(INFINITY, Bound::Exact, Scoring::WinLoss), "∞");
        assert_eq!(value_label(-12, Bound::Lower, Scoring::WinLoss), "≥-12");
        // Seeds or discs where the game is counted at its end: a margin, an evaluation.
        assert_eq!(value_label(8 * MARGIN_SCALE - 31, Bound::Exact, Scoring::Margin), "+8");
        assert_eq!(value_label(-3 * MARGIN_SCALE + 12, Bound::Upper, Scoring::Margin), "≤-3");
        assert_eq!(value_label(442_368, Bound::Exact, Scoring::Margin), "+6.8");
    }

    #[test]
    fn a_recording_in_slices_equals_one_in_a_go() {
        let subject = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.parse_position("51").unwrap());
        let whole = subject.record(Algorithm::Table, 9, 100_000);
        let mut sliced = subject.recording(Algorithm::Table, 9, 100_000);
        while !sliced.step(7) {}
        assert_eq!(sliced.finish(), whole);
        assert!(!whole.truncated);
        assert_eq!(whole.value(), subject.counts(Algorithm::Table, 9, u64::MAX).1);
    }

    #[test]
    fn after_replays_a_path_of_the_trace() {
        let subject = Subject::game(GameSpec::BONES, crate::rules::AnyGame::Bones(crate::rules::bones::Bones::new(5)));
        let trace = subject.record(Algorithm::Minimax, subject.full_depth(), 10_000);
        let deepest = (0..trace.nodes.len() as u32).max_by_key(|&n| trace.nodes[n as usize].ply).unwrap();
        let Subject::Game { game, .. } = subject.after(&trace.path(deepest)) else { unreachable!() };
        assert_eq!(game.scene().occupied().count(), 0, "the deepest line takes one bone at a time to the end");
    }
}
