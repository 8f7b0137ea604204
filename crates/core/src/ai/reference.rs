//! Plain searches, written for clarity rather than speed: the oracles that every optimised search is tested
//! against, and the baselines of the benchmarks. No table, no ordering, no tricks. Their depth is the
//! engine's: where it runs out on a position the evaluator calls unsettled (a capture due), they search on,
//! as the engine does ([`Evaluator::unsettled`]), and a ply on, once a line, where it calls the position
//! threatened ([`Evaluator::threatened`]).
//!
//! Negamax, with the side to move followed as the position says: a child where the other player is to move
//! has its value (and window) negated, one where the same player moves again keeps them.

use super::eval::{Evaluator, Searchable};
use super::score::terminal_score;

/// Nodes and leaves a plain search visited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every position visited, the root included.
    pub nodes: u64,
    /// Positions where the search stopped: finished games (tree leaves among them) and depth cut-offs.
    pub leaves: u64,
}

/// Plain negamax to `depth` plies: the exact minimax value (with the engine's scores) when `depth` reaches
/// the end of every line.
pub fn minimax<G: Searchable>(pos: &G, depth: u32) -> (i32, Counts) {
    minimax_with(pos, pos.evaluator(), depth)
}

/// Plain negamax to `depth` plies with `eval` for the evaluator, where the game's own will not do (one held
/// to its depth, as the search it checks).
pub fn minimax_with<G: Searchable>(pos: &G, mut eval: G::Eval, depth: u32) -> (i32, Counts) {
    let mut pos = pos.clone();
    eval.reset(&pos);
    let mut counts = Counts::default();
    let value = minimax_inner(&mut pos, &mut eval, (depth, false), 0, &mut counts);
    (value, counts)
}

/// Where the depth runs out: a ply more on a position the evaluator calls unsettled, or threatened if the
/// line has not gone on for a threat yet (`threat_seen`); the depth, and whether the line now has.
fn depth_here<G: Searchable>(eval: &G::Eval, pos: &G, depth: u32, threat_seen: bool) -> (u32, bool) {
    if depth > 0 {
        (depth, threat_seen)
    } else if eval.unsettled(pos) {
        (1, threat_seen)
    } else if !threat_seen && eval.threatened(pos) {
        (1, true)
    } else {
        (0, threat_seen)
    }
}

fn minimax_inner<G: Searchable>(
    pos: &mut G,
    eval: &mut G::Eval,
    (depth, threat_seen): (u32, bool),
    ply: u32,
    counts: &mut Counts,
) -> i32 {
    counts.nodes += 1;
    if let Some(outcome) = pos.outcome() {
        counts.leaves += 1;
        return terminal_score(outcome, pos.to_move(), ply);
    }
    let (depth, threat_seen) = depth_here(eval, pos, depth, threat_seen);
    if depth == 0 {
        counts.leaves += 1;
        return eval.evaluate(pos);
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mover = pos.to_move();
    let mut best = i32::MIN;
    for mv in moves {
        eval.play(pos, mv);
        pos.play(mv);
        let child = minimax_inner(pos, eval, (depth - 1, threat_seen), ply + 1, counts);
        best = best.max(if pos.to_move() == mover { child } else { -child });
        pos.undo(mv);
        eval.undo(pos, mv);
    }
    best
}

/// Plain alpha-beta (fail-hard) to `depth` plies, moves in the rules' order: the textbook algorithm.
pub fn alpha_beta<G: Searchable>(pos: &G, depth: u32) -> (i32, Counts) {
    let mut pos = pos.clone();
    let mut eval = pos.evaluator();
    eval.reset(&pos);
    let mut counts = Counts::default();
    let inf = super::score::INFINITY;
    let value = alpha_beta_with(
        &mut pos,
        &mut eval,
        (depth, false),
        0,
        (-inf, inf),
        &|eval, pos| eval.evaluate(pos),
        &mut counts,
    );
    (value, counts)
}

/// Plain alpha-beta within the window `(alpha, beta)`, scoring the positions at the depth cut-off with `leaf`
/// (the engine's evaluation, or the baseline player's open lines). Fail-hard: the value is clamped to the
/// window.
pub(crate) fn alpha_beta_with<G: Searchable>(
    pos: &mut G,
    eval: &mut G::Eval,
    (depth, threat_seen): (u32, bool),
    ply: u32,
    (mut alpha, beta): (i32, i32),
    leaf: &impl Fn(&G::Eval, &G) -> i32,
    counts: &mut Counts,
) -> i32 {
    counts.nodes += 1;
    if let Some(outcome) = pos.outcome() {
        counts.leaves += 1;
        return terminal_score(outcome, pos.to_move(), ply).clamp(alpha, beta);
    }
    let (depth, threat_seen) = depth_here(eval, pos, depth, threat_seen);
    if depth == 0 {
        counts.leaves += 1;
        return leaf(eval, pos).clamp(alpha, beta);
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mover = pos.to_move();
    for mv in moves {
        eval.play(pos, mv);
        pos.play(mv);
        let score = if pos.to_move() == mover {
            alpha_beta_with(pos, eval, (depth - 1, threat_seen), ply + 1, (alpha, beta), leaf, counts)
        } else {
            -alpha_beta_with(pos, eval, (depth - 1, threat_seen), ply + 1, (-beta, -alpha), leaf, counts)
        };
        pos.undo(mv);
        eval.undo(pos, mv);
        if score >= beta {
            return beta;
        }
        alpha = alpha.max(score);
    }
    alpha
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tree::Tree;

    #[test]
    fn plain_searches_agree_on_a_small_tree() {
        let tree = Tree::binary(&[1, -2, 4, 3]);
        // max(min(1, -2), min(4, 3)) = 3
        assert_eq!(minimax(&tree, 9).0, 3);
        assert_eq!(alpha_beta(&tree, 9).0, 3);
    }
}
