//! Tic-Tac-Toe against what is known of it: the game tree's counts, plain minimax on every position, the
//! scoring convention on every finished game, a perfect player that never loses, the immediate win taken, and
//! equal moves chosen at random but repeatably.

use std::collections::{HashMap, HashSet};

use crate::solve;
use minimax_arcade_core::ai::{Level, Limits, Settings, Solvers, reference, search};
use minimax_arcade_core::rules::mnk::Mnk;
use minimax_arcade_core::rules::{AnyGame, AnyMove, Game, GameSpec, GridSize, Outcome, Player};

/// Walks the whole game tree, counting nodes, finished games and distinct positions.
fn walk(pos: &mut Mnk, nodes: &mut u64, games: &mut u64, seen: &mut HashSet<Vec<Option<Player>>>) {
    *nodes += 1;
    seen.insert(pos.grid().cells().to_vec());
    if pos.outcome().is_some() {
        *games += 1;
        return;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in moves {
        pos.play(mv);
        walk(pos, nodes, games, seen);
        pos.undo(mv);
    }
}

#[test]
fn tic_tac_toe_game_tree_has_the_known_counts() {
    // Known counts (e.g. Schaefer, "Tic-Tac-Toe (Naughts and Crosses, Cheese and Crackers, etc.)"):
    // 549,946 nodes, 255,168 games, 5,478 legal positions.
    let (mut nodes, mut games, mut seen) = (0, 0, HashSet::new());
    walk(&mut Mnk::new(Mnk::TIC_TAC_TOE), &mut nodes, &mut games, &mut seen);
    assert_eq!(nodes, 549_946);
    assert_eq!(games, 255_168);
    assert_eq!(seen.len(), 5_478);
    // Plain minimax visits the same tree.
    assert_eq!(reference::minimax(&Mnk::new(Mnk::TIC_TAC_TOE), u32::MAX).1.nodes, 549_946);
}

/// Every position reachable from the empty board, the finished ones included.
fn reachable(spec: GridSize) -> Vec<Mnk> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![Mnk::new(spec)];
    while let Some(pos) = stack.pop() {
        if !seen.insert(pos.grid().cells().to_vec()) {
            continue;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for mv in moves {
            let mut next = pos.clone();
            next.play(mv);
            stack.push(next);
        }
        out.push(pos);
    }
    out
}

#[test]
fn the_engine_agrees_with_plain_minimax_on_every_tic_tac_toe_position() {
    let positions = reachable(Mnk::TIC_TAC_TOE);
    assert_eq!(positions.len(), 5_478);
    for pos in positions {
        let (minimax, _) = reference::minimax(&pos, u32::MAX);
        let (alpha_beta, ab_counts) = reference::alpha_beta(&pos, u32::MAX);
        let (_, mm_counts) = reference::minimax(&pos, u32::MAX);
        assert_eq!(alpha_beta, minimax, "plain alpha-beta at {pos:?}");
        assert!(ab_counts.nodes <= mm_counts.nodes);
        let result = solve(&pos);
        assert_eq!(result.score, minimax, "engine at {pos:?}");
        assert!(result.exact);
        if let Some(best) = result.best {
            // The move it picks is worth what it says.
            let mut child = pos.clone();
            child.play(best);
            assert_eq!(-reference::minimax(&child, u32::MAX).0, score_one_ply_deeper(minimax));
        }
    }
}

#[test]
fn finished_positions_score_by_the_convention_everywhere() {
    use minimax_arcade_core::ai::analysis;
    const CELLS: i32 = 9;
    let mut finished = 0;
    for pos in reachable(Mnk::TIC_TAC_TOE) {
        if pos.outcome().is_some() {
            continue;
        }
        let parent = AnyGame::Mnk(pos.clone());
        for value in analysis::values(&analysis::analyse_now(&parent, Limits::unlimited(), &Solvers::default())) {
            let AnyMove::Cell(cell) = value.mv else { unreachable!() };
            let mut child = pos.clone();
            child.play(cell);
            let Some(outcome) = child.outcome() else { continue };
            finished += 1;
            // The convention, from outside the engine: a win whose winning stone was placed with P stones on a
            // board of C cells scores (C + 1 - P) / 2 for the winner; the player to move here is the loser.
            let stones_before = child.plies() as i32 - 1;
            let expected = match outcome {
                Outcome::Win(_) => -(CELLS + 1 - stones_before) / 2,
                _ => 0,
            };
            assert_eq!(solve(&child).convention_score(), Some(expected), "{child:?}");
            assert_eq!(value.score, Some(-expected), "the same move scored from its parent: {pos:?} then {cell}");
        }
    }
    // Every finished game is reached by some last move: 958 finished positions, reached in more ways.
    assert!(finished > 958, "{finished}");
}

/// A score seen from the parent of a node: won and lost scores are one ply further from the root.
fn score_one_ply_deeper(score: i32) -> i32 {
    use minimax_arcade_core::ai::score::MATE_BOUND;
    if score > MATE_BOUND {
        score + 1
    } else if score < -MATE_BOUND {
        score - 1
    } else {
        score
    }
}

/// Plays every line where `ai` moves with the engine and the opponent tries every reply; returns how many
/// games the opponent won.
fn opponent_wins(pos: &mut Mnk, ai: Player, seed: u64, memo: &mut HashMap<Vec<Option<Player>>, u16>) -> u32 {
    if let Some(outcome) = pos.outcome() {
        return (outcome == Outcome::Win(ai.other())) as u32;
    }
    if pos.to_move() == ai {
        let key = pos.grid().cells().to_vec();
        let mv = *memo.entry(key).or_insert_with(|| {
            search(pos, Level::Perfect.limits(GameSpec::TIC_TAC_TOE), Level::Perfect.settings(seed))
                .best
                .expect("a move")
        });
        pos.play(mv);
        let lost = opponent_wins(pos, ai, seed, memo);
        pos.undo(mv);
        lost
    } else {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut lost = 0;
        for mv in moves {
            pos.play(mv);
            lost += opponent_wins(pos, ai, seed, memo);
            pos.undo(mv);
        }
        lost
    }
}

#[test]
fn the_perfect_ai_never_loses_tic_tac_toe() {
    for seed in [0, 1, 2] {
        for ai in [Player::One, Player::Two] {
            let mut memo = HashMap::new();
            let lost = opponent_wins(&mut Mnk::new(Mnk::TIC_TAC_TOE), ai, seed, &mut memo);
            assert_eq!(lost, 0, "the AI playing {ai:?} lost {lost} games (seed {seed})");
            assert!(memo.len() > 10, "the AI moved in many positions");
        }
    }
}

#[test]
fn the_engine_takes_the_immediate_win_with_score_two() {
    // x o x / o o x / _ _ _, x to move: the bottom-right corner wins at once. 6 stones on 9 cells: (9+1-6)/2.
    let pos = Mnk::from_moves(Mnk::TIC_TAC_TOE, "123465").unwrap();
    let result = solve(&pos);
    assert_eq!(result.best, Some(8));
    assert_eq!(result.convention_score(), Some(2));
}

#[test]
fn equal_moves_are_chosen_at_random_but_repeatably() {
    let empty = Mnk::new(Mnk::TIC_TAC_TOE);
    let pick = |seed| search(&empty, Limits::unlimited(), Settings { seed, ..Settings::default() }).best;
    let picks: HashSet<_> = (0..40).map(pick).collect();
    assert!(picks.len() >= 5, "every first move draws, so many are chosen: {picks:?}");
    assert_eq!(pick(7), pick(7));
}
