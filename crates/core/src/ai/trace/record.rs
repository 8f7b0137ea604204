//! A traced search kept as a tree: every node visited, in the order the search met it, with its value and the
//! steps at which it was entered and left, so that the state of the search after any step is a pure function
//! of the step's number. Stepping back is as cheap as stepping forward.

use super::{Algorithm, Bound, Event, Observer, TraceCounts, Window};

/// What happened at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    Enter,
    Leave,
    Cutoff,
    TableHit,
}

/// One step of the search: what happened to which node, and that node's window at that moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub node: u32,
    pub kind: StepKind,
    pub window: Window,
}

/// A cut-off at a node: the moves never searched, and the step it happened at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut<N> {
    pub step: u32,
    pub skipped: Vec<N>,
}

/// A node of the traced tree. Values are from the side of the player to move at the node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceNode<N> {
    pub parent: Option<u32>,
    /// The move from the parent.
    pub mv: Option<N>,
    pub ply: u32,
    /// Whether the root's player is to move here: the maximiser of the textbooks' pictures, whose values are
    /// shown as they are (the minimiser's are negated to the root's side). Two nodes in a row may both be
    /// the maximiser's when a player moves again.
    pub maximising: bool,
    /// The children the search entered, in the order it entered them.
    pub children: Vec<u32>,
    /// The window as the node was entered.
    pub window: Window,
    pub entered: u32,
    /// The step the node was left at, once it was.
    pub left: Option<u32>,
    pub value: Option<(i32, Bound)>,
    /// Which of `children` gave the value.
    pub best: Option<u32>,
    pub cut: Option<Cut<N>>,
    /// Answered from the transposition table.
    pub table_hit: bool,
}

/// A whole traced search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace<N> {
    pub algorithm: Algorithm,
    /// Node 0 is the root.
    pub nodes: Vec<TraceNode<N>>,
    pub steps: Vec<Step>,
    /// The search was stopped at the node limit: part of the tree is missing.
    pub truncated: bool,
    pub counts: TraceCounts,
}

impl<N: Copy + PartialEq> Trace<N> {
    /// The root's value, if the search finished.
    pub fn value(&self) -> Option<i32> {
        self.nodes.first().and_then(|root| root.value).map(|(v, _)| v)
    }

    /// The principal variation: from the root, the best child while values are exact.
    pub fn principal_variation(&self) -> Vec<u32> {
        let mut line = Vec::new();
        let mut at = 0u32;
        while let Some(node) = self.nodes.get(at as usize) {
            line.push(at);
            match (node.value, node.best) {
                (Some((_, Bound::Exact)), Some(best)) => at = best,
                _ => break,
            }
        }
        if self.nodes.is_empty() { Vec::new() } else { line }
    }

    /// The moves from the root to `node`.
    pub fn path(&self, node: u32) -> Vec<N> {
        let mut moves = Vec::new();
        let mut at = node;
        while let Some(n) = self.nodes.get(at as usize) {
            match (n.parent, n.mv) {
                (Some(parent), Some(mv)) => {
                    moves.push(mv);
                    at = parent;
                }
                _ => break,
            }
        }
        moves.reverse();
        moves
    }

    /// Whether `node` had been entered once `steps` steps were shown.
    pub fn entered_by(&self, node: u32, steps: usize) -> bool {
        (self.nodes[node as usize].entered as usize) < steps
    }

    /// The node's value once `steps` steps were shown, if it had been left by then.
    pub fn value_by(&self, node: u32, steps: usize) -> Option<(i32, Bound)> {
        let n = &self.nodes[node as usize];
        n.left.filter(|&left| (left as usize) < steps).and(n.value)
    }

    /// The node's window once `steps` steps were shown: as it was entered, at its cut-off, or as it was left,
    /// whichever came last (the only steps at which a node's window is told).
    pub fn window_by(&self, node: u32, steps: usize) -> Window {
        let n = &self.nodes[node as usize];
        let cut = n.cut.as_ref().map(|c| c.step);
        [n.left, cut]
            .into_iter()
            .flatten()
            .filter(|&step| (step as usize) < steps)
            .max()
            .map_or(n.window, |step| self.steps[step as usize].window)
    }

    /// The node's cut-off once `steps` steps were shown.
    pub fn cut_by(&self, node: u32, steps: usize) -> Option<&Cut<N>> {
        self.nodes[node as usize].cut.as_ref().filter(|c| (c.step as usize) < steps)
    }
}

/// An [`Observer`] that keeps what it sees as a [`Trace`], up to a node limit, turning the game's moves into
/// `N` (an app's or a file's kind of move) as it goes.
pub struct Recorder<M, N> {
    trace: Trace<N>,
    /// The nodes entered and not yet left.
    open: Vec<u32>,
    max_nodes: usize,
    convert: fn(M) -> N,
    /// Who is to move at the root, once it is entered.
    root_side: Option<crate::rules::Player>,
}

impl<M: Copy, N: Copy + PartialEq> Recorder<M, N> {
    /// A recorder of a search by `algorithm` that keeps at most `max_nodes` nodes (at least one).
    pub fn new(algorithm: Algorithm, max_nodes: usize, convert: fn(M) -> N) -> Self {
        let trace =
            Trace { algorithm, nodes: Vec::new(), steps: Vec::new(), truncated: false, counts: TraceCounts::default() };
        Self { trace, open: Vec::new(), max_nodes: max_nodes.max(1), convert, root_side: None }
    }

    /// How many nodes are recorded so far.
    pub fn nodes(&self) -> usize {
        self.trace.nodes.len()
    }

    /// The trace, with the counts of the search that made it (`truncated` when the search did not finish).
    pub fn finish(mut self, counts: TraceCounts, finished: bool) -> Trace<N> {
        self.trace.counts = counts;
        self.trace.truncated = !finished;
        self.trace
    }

    fn step(&mut self, node: u32, kind: StepKind, window: Window) -> u32 {
        let at = self.trace.steps.len() as u32;
        self.trace.steps.push(Step { node, kind, window });
        at
    }
}

impl<M: Copy, N: Copy + PartialEq> Observer<M> for Recorder<M, N> {
    fn observe(&mut self, event: Event<'_, M>) -> bool {
        let current = self.open.last().copied();
        match event {
            Event::Enter { mv, ply, side, window } => {
                if self.trace.nodes.len() >= self.max_nodes {
                    self.trace.truncated = true;
                    return false;
                }
                let id = self.trace.nodes.len() as u32;
                let entered = self.step(id, StepKind::Enter, window);
                let root_side = *self.root_side.get_or_insert(side);
                self.trace.nodes.push(TraceNode {
                    parent: current,
                    mv: mv.map(self.convert),
                    ply,
                    maximising: side == root_side,
                    children: Vec::new(),
                    window,
                    entered,
                    left: None,
                    value: None,
                    best: None,
                    cut: None,
                    table_hit: false,
                });
                if let Some(parent) = current {
                    self.trace.nodes[parent as usize].children.push(id);
                }
                self.open.push(id);
            }
            Event::Leave { value, bound, best, window } => {
                let Some(id) = self.open.pop() else { return true };
                let left = self.step(id, StepKind::Leave, window);
                let convert = self.convert;
                let nodes = &mut self.trace.nodes;
                let best = best.map(convert).and_then(|b| {
                    nodes[id as usize].children.iter().copied().find(|&c| nodes[c as usize].mv == Some(b))
                });
                let node = &mut nodes[id as usize];
                node.left = Some(left);
                node.value = Some((value, bound));
                node.best = best;
            }
            Event::Cutoff { skipped, window, .. } => {
                if let Some(id) = current {
                    let step = self.step(id, StepKind::Cutoff, window);
                    let skipped = skipped.iter().map(|&m| (self.convert)(m)).collect();
                    self.trace.nodes[id as usize].cut = Some(Cut { step, skipped });
                }
            }
            Event::TableHit { window, .. } => {
                if let Some(id) = current {
                    self.step(id, StepKind::TableHit, window);
                    self.trace.nodes[id as usize].table_hit = true;
                }
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::trace::{Run, TracedSearch};
    use crate::rules::tree::Tree;

    fn record(tree: &Tree, algorithm: Algorithm, max_nodes: usize) -> Trace<u8> {
        let mut search = TracedSearch::new(tree, algorithm, 9);
        let mut recorder = Recorder::new(algorithm, max_nodes, |m: u8| m);
        let run = search.run(&mut recorder, u64::MAX);
        recorder.finish(search.counts(), matches!(run, Run::Done(_)))
    }

    #[test]
    fn a_recorded_tree_has_every_node_once_with_its_parent() {
        let trace = record(&Tree::binary(&[3, 5, 2, 9, 12, 5, 23, 23]), Algorithm::Minimax, 100);
        assert_eq!(trace.nodes.len(), 15);
        assert_eq!(trace.counts.nodes, 15);
        assert!(!trace.truncated);
        assert_eq!(trace.steps.len(), 30, "every node entered once and left once");
        for (i, node) in trace.nodes.iter().enumerate().skip(1) {
            let parent = &trace.nodes[node.parent.unwrap() as usize];
            assert!(parent.children.contains(&(i as u32)));
            assert_eq!(node.ply, parent.ply + 1);
            assert_eq!(node.maximising, node.ply % 2 == 0, "a tree's turns alternate");
        }
        // The principal variation: right (12 beats 3), then min picks 12 over 23, then the max leaf is 12.
        assert_eq!(trace.path(*trace.principal_variation().last().unwrap()), vec![1, 0, 0]);
    }

    #[test]
    fn the_state_after_a_step_is_known_for_any_step() {
        let trace = record(&Tree::binary(&[3, 5, 6, 9, 1, 2, 0, -1]), Algorithm::AlphaBeta, 100);
        let root_left = trace.nodes[0].left.unwrap() as usize;
        assert_eq!(trace.value_by(0, root_left), None, "not yet left");
        assert_eq!(trace.value_by(0, root_left + 1), Some((5, Bound::Exact)));
        assert!(trace.entered_by(0, 1));
        // The root's window: open as entered, alpha raised to 5 as it is left.
        assert_eq!(trace.window_by(0, 1), Window::FULL);
        assert_eq!(trace.window_by(0, root_left + 1).alpha, 5);
        assert!(!trace.entered_by(1, 1));
    }

    #[test]
    fn a_node_limit_truncates_and_says_so() {
        let trace = record(&Tree::binary(&[3, 5, 2, 9, 12, 5, 23, 23]), Algorithm::Minimax, 6);
        assert!(trace.truncated);
        assert_eq!(trace.nodes.len(), 6);
        assert_eq!(trace.value(), None, "the root never got its value");
    }
}
