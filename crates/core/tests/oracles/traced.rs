//! The traced searches (the explorer and `trace`) against the textbooks and the plain searches.

use std::collections::HashSet;

use minimax_arcade_core::ai::reference;
use minimax_arcade_core::ai::trace::record::Trace;
use minimax_arcade_core::ai::trace::subject::{Subject, SubjectMove, TEXTBOOK_MINIMAX};
use minimax_arcade_core::ai::trace::{Algorithm, TracedSearch};
use minimax_arcade_core::rules::bones::Bones;
use minimax_arcade_core::rules::{AnyGame, GameSpec};

/// The leaves a trace visited, as their values, left to right.
fn visited_leaves(trace: &Trace<SubjectMove>) -> Vec<u32> {
    let mut leaves: Vec<_> =
        (0..trace.nodes.len() as u32).filter(|&n| trace.nodes[n as usize].children.is_empty()).collect();
    leaves.sort_by_key(|&n| {
        trace
            .path(n)
            .iter()
            .map(|m| match m {
                SubjectMove::Child(c) => *c as u32,
                _ => 0,
            })
            .fold(0, |i, c| i * 2 + c)
    });
    leaves
}

fn leaf_values(subject: &Subject, trace: &Trace<SubjectMove>) -> Vec<i32> {
    visited_leaves(trace)
        .into_iter()
        .map(|n| match subject.after(&trace.path(n)) {
            Subject::Tree(t) => t.leaf_value().expect("a leaf"),
            other => panic!("not a tree: {other:?}"),
        })
        .collect()
}

#[test]
fn the_textbook_minimax_tree_is_worth_12() {
    let subject = Subject::textbook_minimax();
    let trace = subject.record(Algorithm::Minimax, 3, 1000);
    assert_eq!(trace.value(), Some(12));
    assert_eq!(leaf_values(&subject, &trace), TEXTBOOK_MINIMAX, "plain minimax visits every leaf");
}

#[test]
fn the_textbook_alpha_beta_tree_is_worth_5_and_skips_the_published_leaves() {
    let subject = Subject::textbook_alpha_beta();
    let trace = subject.record(Algorithm::AlphaBeta, 3, 1000);
    assert_eq!(trace.value(), Some(5));
    // The published walk-through: 9 is pruned under the first min node's second child, and the whole
    // subtree holding 0 and -1 is never entered.
    assert_eq!(leaf_values(&subject, &trace), [3, 5, 6, 1, 2]);
    assert_eq!(trace.counts.cutoffs, 2);
    let cut_moves: usize = trace.nodes.iter().filter_map(|n| n.cut.as_ref()).map(|c| c.skipped.len()).sum();
    assert_eq!(cut_moves, 2, "one leaf and one subtree skipped");
}

#[test]
fn plain_minimax_traces_all_549946_nodes_of_tic_tac_toe() {
    let subject = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
    let trace = subject.record(Algorithm::Minimax, 9, 1_000_000);
    assert!(!trace.truncated);
    assert_eq!(trace.nodes.len(), 549_946);
    assert_eq!(trace.counts.nodes, 549_946);
    assert_eq!(trace.value(), Some(0), "a draw");
    // Every node's children are the legal moves of its position: the trace is the game tree itself.
    let leaves = trace.nodes.iter().filter(|n| n.children.is_empty()).count();
    assert_eq!(leaves, 255_168, "the finished games of Tic-Tac-Toe");
}

#[test]
fn every_trace_has_its_searchs_value_and_counts() {
    let ttt = GameSpec::TIC_TAC_TOE;
    let subjects = [
        Subject::textbook_minimax(),
        Subject::textbook_alpha_beta(),
        Subject::game(ttt, ttt.parse_position("1").unwrap()),
        Subject::game(ttt, ttt.parse_position("5239").unwrap()),
        Subject::game(GameSpec::BONES, AnyGame::Bones(Bones::new(9))),
        Subject::game(GameSpec::CONNECT_FOUR, GameSpec::CONNECT_FOUR.parse_position("4444").unwrap()),
        Subject::game(GameSpec::NIM, GameSpec::NIM.start()),
        Subject::game(GameSpec::KALAH, GameSpec::KALAH.start()),
        Subject::game(GameSpec::REVERSI, GameSpec::REVERSI.start()),
        Subject::game(GameSpec::CHECKERS, GameSpec::CHECKERS.start()),
        Subject::game(GameSpec::CHESS, GameSpec::CHESS.parse_position("8/8/3k4/8/2P5/3K4/8/8 w - - 0 1").unwrap()),
        #[cfg(feature = "test-family")]
        Subject::game(GameSpec::Crowning(4), GameSpec::Crowning(4).start()),
    ];
    for subject in &subjects {
        let depth = subject.full_depth().min(4);
        let (plain, _) = match subject {
            Subject::Tree(t) => reference::minimax(t, depth),
            Subject::Game { game: AnyGame::Mnk(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Bones(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Gravity(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Nim(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Kalah(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Reversi(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Checkers(g), .. } => reference::minimax(g, depth),
            Subject::Game { game: AnyGame::Chess(g), .. } => reference::minimax(g, depth),
            // The stage's test family, where the core is built with it (the app's tests ask for it).
            #[cfg(feature = "test-family")]
            Subject::Game { game: AnyGame::Crowning(g), .. } => reference::minimax(g, depth),
        };
        for algorithm in Algorithm::ALL {
            let trace = subject.record(algorithm, depth, 2_000_000);
            let (counts, value) = subject.counts(algorithm, depth, u64::MAX);
            assert_eq!(trace.value(), value, "{algorithm} on {subject:?}");
            assert_eq!(trace.counts, counts);
            assert_eq!(trace.nodes.len() as u64, counts.nodes);
            assert_eq!(value, Some(plain), "{algorithm} on {subject:?} finds plain minimax's value");
        }
    }
}

#[test]
fn traced_alpha_beta_counts_what_the_reference_alpha_beta_counts() {
    let ttt = GameSpec::TIC_TAC_TOE;
    for moves in ["", "5", "19", "5137"] {
        let Ok(AnyGame::Mnk(pos)) = ttt.parse_position(moves) else { unreachable!() };
        let (value, counts) = TracedSearch::value(&pos, Algorithm::AlphaBeta, 9);
        let (ref_value, ref_counts) = reference::alpha_beta(&pos, 9);
        assert_eq!((value, counts.nodes, counts.leaves), (ref_value, ref_counts.nodes, ref_counts.leaves));
        let (_, minimax) = TracedSearch::value(&pos, Algorithm::Minimax, 9);
        assert_eq!(minimax.nodes, reference::minimax(&pos, 9).1.nodes);
    }
}

#[test]
fn alpha_beta_visits_a_subset_of_minimax_and_each_refinement_visits_fewer() {
    let ttt = GameSpec::TIC_TAC_TOE;
    let subject = Subject::game(ttt, ttt.start());
    let paths = |a| -> HashSet<Vec<SubjectMove>> {
        let trace = subject.record(a, 9, 1_000_000);
        (0..trace.nodes.len() as u32).map(|n| trace.path(n)).collect()
    };
    let all = paths(Algorithm::Minimax);
    for a in [Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Table] {
        assert!(paths(a).is_subset(&all), "{a} visits only positions of the minimax tree");
    }
    let nodes = |a| subject.counts(a, 9, u64::MAX).0;
    let (plain, ab, ordered, table) =
        (nodes(Algorithm::Minimax), nodes(Algorithm::AlphaBeta), nodes(Algorithm::Ordered), nodes(Algorithm::Table));
    assert_eq!(plain.nodes, 549_946);
    assert!(ab.nodes < plain.nodes / 10, "alpha-beta cuts the tree to tens of thousands: {ab:?}");
    assert!(ordered.nodes <= ab.nodes && table.nodes < ordered.nodes, "{ab:?} {ordered:?} {table:?}");
    assert!(table.table_hits > 0 && ab.table_hits == 0 && plain.cutoffs == 0);
}

#[test]
fn a_trace_past_its_node_limit_says_it_was_cut() {
    let subject = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
    let trace = subject.record(Algorithm::Minimax, 9, 1000);
    assert!(trace.truncated);
    assert_eq!(trace.nodes.len(), 1000);
    assert_eq!(trace.value(), None);
}
