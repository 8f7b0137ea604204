//! The search, watched: the reference searches (plain minimax, alpha-beta, alpha-beta with move ordering, and
//! with a transposition table) run step by step, telling an [`Observer`] every node they enter and leave, every
//! cut-off and every table hit, each with the alpha-beta window at that node. The app's explorer and the
//! `trace` command draw what they are told; [`record::Recorder`] keeps it as a tree.
//!
//! The search is a machine with an explicit stack rather than a recursive function, so that it can stop after
//! any number of nodes and go on later: the app records a trace in slices on its async task, and in the browser
//! (one thread) each slice gives the frame back. With the no-op observer `()` every call to the observer
//! compiles away: a [`TracedSearch`] that no one watches costs what the plain search costs.
//!
//! Negamax throughout: every value and window is from the side of the player to move at that node, which the
//! position says: a child where the other player is to move sees its parent's window negated and hands its
//! value up negated; a child where the same player moves again (Kalah's extra move) sees the same window and
//! hands up the same value. The windows of plain minimax are always the full window; it never cuts.

pub mod export;
pub mod layout;
pub mod record;
pub mod subject;

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use super::eval::{Evaluator, Searchable};
use super::score::{INFINITY, score_from_table, score_to_table, terminal_score};
use crate::rules::Player;

/// Which reference search is traced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Every node, no pruning: the tree the textbooks draw first.
    Minimax,
    /// Alpha-beta, moves in the rules' order.
    #[default]
    AlphaBeta,
    /// Alpha-beta, the moves that look best tried first (the evaluator's move priority).
    Ordered,
    /// Ordered alpha-beta with a transposition table: a position met before is answered from the table.
    Table,
}

impl Algorithm {
    /// Every algorithm, from the plainest.
    pub const ALL: [Algorithm; 4] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Table];

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Ordered => "ordered",
            Algorithm::Table => "table",
        }
    }

    /// The name a person reads.
    pub fn title(self) -> &'static str {
        match self {
            Algorithm::Minimax => "Minimax",
            Algorithm::AlphaBeta => "Alpha-beta",
            Algorithm::Ordered => "Alpha-beta, ordered",
            Algorithm::Table => "Alpha-beta + table",
        }
    }

    fn prunes(self) -> bool {
        self != Algorithm::Minimax
    }

    fn orders(self) -> bool {
        matches!(self, Algorithm::Ordered | Algorithm::Table)
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        Algorithm::ALL.into_iter().find(|a| a.name() == text.trim()).ok_or_else(|| {
            let names: Vec<_> = Algorithm::ALL.iter().map(|a| a.name()).collect();
            format!("unknown algorithm {:?}: expected one of {}", crate::rules::short(text), names.join(", "))
        })
    }
}

/// The alpha-beta window at a node, from the side of the player to move there: values at or below `alpha` are
/// no better than what this player already has elsewhere; values at or above `beta` are more than the opponent
/// will allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub alpha: i32,
    pub beta: i32,
}

impl Window {
    /// The window at the root: nothing known.
    pub const FULL: Window = Window { alpha: -INFINITY, beta: INFINITY };

    /// The window of a child: the same bounds seen from the other side.
    pub fn flip(self) -> Window {
        Window { alpha: -self.beta, beta: -self.alpha }
    }
}

/// What a value says: the exact value, or only a bound on it (the search stopped early at a cut-off, or no move
/// reached the window).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    Exact,
    /// The value is at least this: a cut-off ("fail high").
    Lower,
    /// The value is at most this: every move failed low.
    Upper,
}

impl Bound {
    /// The bound as the parent sees it (the sign of the value flips, and so does the bound).
    pub fn flip(self) -> Bound {
        match self {
            Bound::Exact => Bound::Exact,
            Bound::Lower => Bound::Upper,
            Bound::Upper => Bound::Lower,
        }
    }
}

/// One thing the search did. Values and windows are from the side of the player to move at the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event<'a, M> {
    /// The search entered a node, by `mv` from its parent (`None` at the root), `ply` plies below the root,
    /// where `side` is to move.
    Enter { mv: Option<M>, ply: u32, side: Player, window: Window },
    /// The search left the node it entered last, with its value, the best move found, and the window as it
    /// ended (alpha raised by the children).
    Leave { value: i32, bound: Bound, best: Option<M>, window: Window },
    /// At the current node, `mv` reached beta: the moves in `skipped` are never searched.
    Cutoff { mv: M, skipped: &'a [M], window: Window },
    /// The current node was answered from the transposition table; a `Leave` follows.
    TableHit { value: i32, bound: Bound, window: Window },
}

/// Whoever watches a traced search. Return `false` from an `Enter` to stop the search there (the node is not
/// searched, and the search ends as stopped); other events' answers are ignored.
pub trait Observer<M> {
    fn observe(&mut self, event: Event<'_, M>) -> bool;
}

/// No one watching: every call compiles away.
impl<M> Observer<M> for () {
    #[inline(always)]
    fn observe(&mut self, _event: Event<'_, M>) -> bool {
        true
    }
}

/// What a traced search did, in numbers: the figures a teacher puts on a slide.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TraceCounts {
    /// Nodes entered, the root included.
    pub nodes: u64,
    /// Nodes scored without searching below them: finished games and the depth limit (table hits are not
    /// counted here).
    pub leaves: u64,
    /// Nodes left early because a move reached beta and some moves were never searched.
    pub cutoffs: u64,
    /// Nodes answered from the transposition table.
    pub table_hits: u64,
}

/// How far a call to [`TracedSearch::run`] got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Run {
    /// The search is over: the root's value.
    Done(i32),
    /// The node budget of this call ran out; call again to go on.
    Paused,
    /// The observer refused a node: the search ends unfinished.
    Stopped,
}

/// A node being searched.
struct Frame<M> {
    /// The move from the parent; `None` at the root.
    mv: Option<M>,
    moves: Vec<M>,
    /// The next move of `moves` to search.
    next: usize,
    window: Window,
    /// Alpha as the node was entered, to tell an exact value from an upper bound.
    alpha0: i32,
    best: i32,
    best_move: Option<M>,
    depth_left: u32,
    hash: u64,
    /// The player to move at the node.
    side: Player,
    /// The search's count of ends decided by the past when the node was entered.
    past_ends: u64,
}

/// A position's entry in the transposition table. Wins and losses are stored relative to the node, so that the
/// entry reads right at whatever ply the position comes back.
#[derive(Clone, Copy, Debug)]
struct Stored<M> {
    value: i32,
    bound: Bound,
    depth_left: u32,
    best: Option<M>,
}

/// A reference search run step by step under an [`Observer`]. See the module's comment.
pub struct TracedSearch<G: Searchable> {
    algorithm: Algorithm,
    pos: G,
    eval: G::Eval,
    depth: u32,
    stack: Vec<Frame<G::Move>>,
    table: HashMap<u64, Stored<G::Move>>,
    counts: TraceCounts,
    /// Ends the past decided (a repetition), met so far: a node whose subtree met one keeps its value out of
    /// the table (see "The past" in [`crate::ai::search`]).
    past_ends: u64,
    /// The value handed up by the node just left, for its parent to take, and who was to move there.
    returned: Option<(i32, Player)>,
    outcome: Option<Run>,
}

impl<G: Searchable> TracedSearch<G> {
    /// A search of `pos` to `depth` plies (the depth limit's leaves get the evaluator's score; a depth of
    /// `pos.plies_left_bound()` sees every line to its end).
    pub fn new(pos: &G, algorithm: Algorithm, depth: u32) -> Self {
        let pos = pos.clone();
        let mut eval = pos.evaluator();
        eval.reset(&pos);
        Self {
            algorithm,
            pos,
            eval,
            depth,
            stack: Vec::new(),
            table: HashMap::new(),
            counts: TraceCounts::default(),
            past_ends: 0,
            returned: None,
            outcome: None,
        }
    }

    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    pub fn counts(&self) -> TraceCounts {
        self.counts
    }

    /// Searches on until the end, a refusal of the observer, or `budget` more nodes.
    pub fn run(&mut self, observer: &mut impl Observer<G::Move>, budget: u64) -> Run {
        if let Some(done) = self.outcome {
            return done;
        }
        let until = self.counts.nodes.saturating_add(budget);
        if self.counts.nodes == 0 && self.stack.is_empty() && self.returned.is_none() {
            let hash = self.pos.zobrist();
            if !self.enter(observer, None, Window::FULL, self.depth, hash) {
                return self.finish(Run::Stopped);
            }
        }
        loop {
            // A child has returned: its parent takes the value, negated if the turn had passed to the other side.
            if let Some((child, child_side)) = self.returned.take() {
                let Some(frame) = self.stack.last_mut() else {
                    return self.finish(Run::Done(child));
                };
                let value = if child_side == frame.side { child } else { -child };
                if value > frame.best {
                    frame.best = value;
                    frame.best_move = frame.moves.get(frame.next - 1).copied();
                }
                if self.algorithm.prunes() {
                    frame.window.alpha = frame.window.alpha.max(value);
                }
            }
            let Some(frame) = self.stack.last() else {
                unreachable!("the root is on the stack until it returns");
            };
            let window = frame.window;
            if self.algorithm.prunes() && window.alpha >= window.beta && frame.next < frame.moves.len() {
                self.counts.cutoffs += 1;
                let mv = frame.moves[frame.next - 1];
                observer.observe(Event::Cutoff { mv, skipped: &frame.moves[frame.next..], window });
                self.leave(observer);
                continue;
            }
            if frame.next == frame.moves.len() {
                self.leave(observer);
                continue;
            }
            if self.counts.nodes >= until {
                return Run::Paused;
            }
            let frame = self.stack.last_mut().expect("a frame is on the stack");
            let mv = frame.moves[frame.next];
            frame.next += 1;
            let (window, side, depth_left) = (frame.window, frame.side, frame.depth_left - 1);
            let hash = frame.hash ^ self.pos.zobrist_delta(mv);
            self.eval.play(&self.pos, mv);
            self.pos.play(mv);
            let child_window = if self.pos.to_move() == side { window } else { window.flip() };
            if !self.enter(observer, Some(mv), child_window, depth_left, hash) {
                self.pos.undo(mv);
                self.eval.undo(&self.pos, mv);
                return self.finish(Run::Stopped);
            }
        }
    }

    /// Searches to the end with no one watching: the value and the counts.
    pub fn value(pos: &G, algorithm: Algorithm, depth: u32) -> (i32, TraceCounts) {
        let mut search = Self::new(pos, algorithm, depth);
        match search.run(&mut (), u64::MAX) {
            Run::Done(value) => (value, search.counts),
            other => unreachable!("no budget and no observer to stop it: {other:?}"),
        }
    }

    fn finish(&mut self, run: Run) -> Run {
        self.outcome = Some(run);
        run
    }

    /// Enters the position now on the board: scores it at once (a finished game, the depth limit, a table hit)
    /// and hands its value up, or pushes it to be searched. `false` if the observer refused it.
    fn enter(
        &mut self,
        observer: &mut impl Observer<G::Move>,
        mv: Option<G::Move>,
        window: Window,
        depth_left: u32,
        hash: u64,
    ) -> bool {
        let ply = self.stack.len() as u32;
        let side = self.pos.to_move();
        if !observer.observe(Event::Enter { mv, ply, side, window }) {
            return false;
        }
        self.counts.nodes += 1;
        // As the engine does: a position the evaluator cannot judge (a capture due) is searched on.
        let depth_left = if depth_left == 0 && self.eval.unsettled(&self.pos) { 1 } else { depth_left };
        let leaf = match self.pos.outcome() {
            Some(outcome) => {
                self.past_ends += u64::from(outcome.decided_by_past());
                Some(terminal_score(outcome, self.pos.to_move(), ply))
            }
            None if depth_left == 0 => Some(self.eval.evaluate(&self.pos)),
            None => None,
        };
        if let Some(value) = leaf {
            self.counts.leaves += 1;
            observer.observe(Event::Leave { value, bound: Bound::Exact, best: None, window });
            self.returned = Some((value, side));
            self.undo_into_parent(mv);
            return true;
        }
        let mut table_move = None;
        if self.algorithm == Algorithm::Table
            && let Some(stored) = self.table.get(&hash).copied()
        {
            table_move = stored.best;
            let value = score_from_table(stored.value, ply, self.pos.scoring());
            let usable = stored.depth_left >= depth_left
                && match stored.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= window.beta,
                    Bound::Upper => value <= window.alpha,
                };
            if usable {
                self.counts.table_hits += 1;
                observer.observe(Event::TableHit { value, bound: stored.bound, window });
                observer.observe(Event::Leave { value, bound: stored.bound, best: stored.best, window });
                self.returned = Some((value, side));
                self.undo_into_parent(mv);
                return true;
            }
        }
        let mut moves = Vec::new();
        self.pos.legal_moves(&mut moves);
        if self.algorithm.orders() {
            // Stable: moves the evaluator cannot tell apart keep the rules' order.
            let (eval, pos) = (&self.eval, &self.pos);
            moves.sort_by_cached_key(|&m| std::cmp::Reverse(eval.move_priority(pos, m)));
            if let Some(first) = table_move.and_then(|t| moves.iter().position(|&m| m == t)) {
                moves[..=first].rotate_right(1);
            }
        }
        self.stack.push(Frame {
            mv,
            moves,
            next: 0,
            window,
            alpha0: window.alpha,
            best: -INFINITY,
            best_move: None,
            depth_left,
            hash,
            side,
            past_ends: self.past_ends,
        });
        true
    }

    /// Leaves the node on top of the stack with the value it found.
    fn leave(&mut self, observer: &mut impl Observer<G::Move>) {
        let frame = self.stack.pop().expect("a frame is on the stack");
        let bound = if !self.algorithm.prunes() {
            Bound::Exact
        } else if frame.best >= frame.window.beta {
            Bound::Lower
        } else if frame.best <= frame.alpha0 {
            Bound::Upper
        } else {
            Bound::Exact
        };
        // A value the way here decided (a repetition below) is not the position's own: it is not kept.
        if self.algorithm == Algorithm::Table && self.past_ends == frame.past_ends {
            let ply = self.stack.len() as u32;
            let stored = Stored {
                value: score_to_table(frame.best, ply, self.pos.scoring()),
                bound,
                depth_left: frame.depth_left,
                best: frame.best_move,
            };
            self.table.insert(frame.hash, stored);
        }
        observer.observe(Event::Leave { value: frame.best, bound, best: frame.best_move, window: frame.window });
        self.returned = Some((frame.best, frame.side));
        self.undo_into_parent(frame.mv);
    }

    fn undo_into_parent(&mut self, mv: Option<G::Move>) {
        if let Some(mv) = mv {
            self.pos.undo(mv);
            self.eval.undo(&self.pos, mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::reference;
    use crate::rules::tree::Tree;

    #[test]
    fn algorithm_names_round_trip_and_bad_names_list_the_good_ones() {
        for a in Algorithm::ALL {
            assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
        }
        let err = "negascout".parse::<Algorithm>().unwrap_err();
        assert!(err.contains("minimax, alphabeta, ordered, table"), "{err}");
    }

    #[test]
    fn every_algorithm_finds_the_minimax_value_of_a_small_tree() {
        let tree = Tree::binary(&[3, 5, 2, 9, 12, 5, 23, 23]);
        for a in Algorithm::ALL {
            assert_eq!(TracedSearch::value(&tree, a, 9).0, 12, "{a}");
        }
    }

    #[test]
    fn a_paused_search_goes_on_where_it_stopped() {
        let tree = Tree::new((0..81).map(|i| (i * 37 % 19) - 9).collect(), 3).unwrap();
        let whole = TracedSearch::value(&tree, Algorithm::AlphaBeta, 9);
        let mut search = TracedSearch::new(&tree, Algorithm::AlphaBeta, 9);
        let mut calls = 0;
        let value = loop {
            calls += 1;
            match search.run(&mut (), 3) {
                Run::Done(v) => break v,
                Run::Paused => {}
                Run::Stopped => panic!("nothing stops it"),
            }
        };
        assert!(calls > 5, "three nodes a call takes several calls ({calls})");
        assert_eq!((value, search.counts()), whole);
        assert_eq!(value, reference::minimax(&tree, 9).0);
    }

    #[test]
    fn mate_scores_survive_the_table_at_any_ply() {
        let (to_table, from_table) = (
            |v, ply| score_to_table(v, ply, crate::rules::Scoring::WinLoss),
            |v, ply| score_from_table(v, ply, crate::rules::Scoring::WinLoss),
        );
        for (v, ply) in [(crate::ai::score::MATE - 7, 3), (-(crate::ai::score::MATE - 7), 5), (42, 4)] {
            assert_eq!(from_table(to_table(v, ply), ply), v);
        }
        // A win 7 plies below the root met at ply 3 is a win in 4 from the node: read at ply 1, in 5.
        let stored = to_table(crate::ai::score::MATE - 7, 3);
        assert_eq!(from_table(stored, 1), crate::ai::score::MATE - 5);
    }
}
