//! The chess engine: mates found with their distance, exchanges weighed, material not given away.

use super::eval::ChessEval;
use crate::ai::score::Value;
use crate::ai::{Limits, Search, Settings, search};
use crate::rules::chess::{Chess, ChessMove};
use crate::rules::{Game, GameSpec};

fn position(fen: &str) -> Chess {
    Chess::read_fen(fen).unwrap()
}

fn best(fen: &str, depth: u32) -> (String, Value) {
    let pos = position(fen);
    let result = search(&pos, Limits::unlimited().with_depth(depth), Settings::default());
    (pos.san(result.best.unwrap()), result.value())
}

#[test]
fn a_mate_is_found_with_its_distance() {
    assert_eq!(best("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 2), ("Ra8#".to_string(), Value::Win { plies: 1 }));
    // The king steps up first, then the rook mates: three plies.
    let (mv, value) = best("k7/8/2K5/8/8/8/8/7R w - - 0 1", 5);
    assert_eq!(value, Value::Win { plies: 3 });
    assert_eq!(mv, "Kb6");
}

#[test]
fn exchanges_are_weighed_to_the_end() {
    let read = |fen: &str, mv: &str| {
        let pos = position(fen);
        let mv: ChessMove = pos.read_move(mv).unwrap();
        ChessEval::exchange(&pos, mv)
    };
    assert_eq!(read("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5"), 100);
    // A queen that takes a pawn a pawn guards loses the queen for it.
    assert_eq!(read("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "Qxd5"), 100 - 950);
    // Rook takes a knight twice guarded, with a rook behind it: knight for rook.
    assert_eq!(read("3rk3/3r4/8/3n4/8/8/3R4/3RK3 w - - 0 1", "Rxd5"), 320 - 500);
}

#[test]
fn a_guarded_pawn_is_not_taken_with_the_queen() {
    let (mv, value) = best("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", 2);
    assert_ne!(mv, "Qxd5");
    assert!(matches!(value, Value::Estimate(_)));
    // A hanging queen is taken.
    let (mv, _) = best("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1", 1);
    assert_eq!(mv, "Qxd5");
}

#[test]
fn a_dead_position_is_a_draw_and_the_spec_names_chess() {
    let pos = position("8/8/4k3/8/8/3K4/8/8 w - - 0 1");
    assert!(pos.outcome().is_some());
    assert_eq!(GameSpec::CHESS.to_string(), "chess");
}

#[test]
fn the_aspiration_window_changes_what_a_search_costs_never_what_it_finds() {
    // The start, Kiwipete, the chessprogramming wiki's positions 3 and 4, a rook ending.
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "8/5k2/8/3R4/8/2r5/4K3/8 b - - 0 1",
    ] {
        let pos = position(fen);
        let limits = Limits::unlimited().with_depth(5);
        let with = Search::with_evaluator(&pos, limits, Settings::default(), ChessEval::default()).run();
        let without = Search::with_evaluator(&pos, limits, Settings::default(), ChessEval::without_aspiration()).run();
        assert_eq!(with.value(), without.value(), "{fen}");
        assert_ne!(with.nodes, without.nodes, "{fen}: the window was used");
    }
}

#[test]
fn a_mate_parried_only_by_a_quiet_move_is_never_reported_as_proved() {
    // Back-rank threats whose only defences are quiet moves (a hole for the king, the king stepping up, a
    // rook home): searched to each depth with the quiet moves' pruning, never a mate, never an exact value.
    for fen in [
        "3r2k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1",
        "3r2k1/5ppp/8/8/8/8/1R3PPP/6K1 w - - 0 1",
        "6k1/5ppp/8/8/8/2q5/5PPP/3R2K1 b - - 0 1",
    ] {
        let pos = position(fen);
        for depth in 1..=7 {
            let result = Search::with_evaluator(
                &pos,
                Limits::unlimited().with_depth(depth),
                Settings::default(),
                ChessEval::default(),
            )
            .run();
            assert!(result.score > -crate::ai::score::MATE_BOUND, "{fen} at depth {depth}: {}", result.score);
            assert!(!result.exact, "{fen} at depth {depth}");
        }
    }
}

#[test]
fn cutting_nodes_on_their_value_searches_less_and_still_finds_the_tactics() {
    let run = |pos: &Chess, eval: ChessEval| {
        Search::with_evaluator(pos, Limits::unlimited().with_depth(6), Settings::default(), eval).run()
    };
    // Win At Chess 1 (a mate in two: Qg6), 4 (a mate in two: Qxh7+), and a queen for a rook and a pawn.
    for (fen, answer) in [
        ("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", "Qg6"),
        ("r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1", "Qxh7+"),
        ("6k1/5ppp/8/8/3q4/8/5PPP/3R2K1 w - - 0 1", "Rxd4"),
    ] {
        let pos = position(fen);
        assert_eq!(pos.san(run(&pos, ChessEval::default()).best.unwrap()), answer, "{fen}");
        assert_eq!(pos.san(run(&pos, ChessEval::without_futility()).best.unwrap()), answer, "{fen}");
    }
    // The start, Kiwipete, a middlegame of the Ruy Lopez: fewer nodes to the same depth, all together.
    let (mut cut, mut full) = (0, 0);
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9",
    ] {
        let pos = position(fen);
        cut += run(&pos, ChessEval::default()).nodes;
        full += run(&pos, ChessEval::without_futility()).nodes;
    }
    assert!(cut < full, "{cut} nodes with the cut, {full} without");
}

/// A table kept from one search for the next: the next position's search, a move on, finds what the last
/// learnt and searches fewer nodes to the same depth; the command line's searches, not keeping it, repeat.
#[test]
fn a_kept_table_carries_a_search_into_the_next_positions() {
    use crate::ai::{AnySearch, Solvers};
    use crate::rules::{AnyGame, Member};
    let limits = Limits::unlimited().with_depth(9);
    let first = position("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    let mut next = first.clone();
    let search_nodes = |solvers: &Solvers, pos: &Chess| {
        AnySearch::new(&AnyGame::Chess(pos.clone()), limits, Settings::default(), solvers).run().nodes
    };
    let keeping = Solvers::default().kept_between_searches();
    let played = AnySearch::new(&AnyGame::Chess(first.clone()), limits, Settings::default(), &keeping).run();
    let line: Vec<ChessMove> = played.pv.iter().take(2).filter_map(|&mv| Chess::unwrap(mv)).collect();
    assert_eq!(line.len(), 2, "a move and its answer");
    for mv in line {
        next.play(mv);
    }
    let fresh = search_nodes(&Solvers::default(), &next);
    let kept = search_nodes(&keeping, &next);
    assert!(kept < fresh, "{kept} nodes from the kept table, {fresh} from an empty one");
    assert_eq!(search_nodes(&Solvers::default(), &next), fresh);
}

/// A budget that ends an iteration after a later root move proved better than the last iteration's best
/// plays that move, as the finished iteration would have, while the depth it reports is the last finished one.
#[test]
fn a_move_found_better_in_an_unfinished_iteration_is_played() {
    use crate::ai::limits::Stop;
    // WAC 1: the queen's sacrifice that mates in two is seen at DEPTH plies, not before.
    const DEPTH: u32 = 5;
    let pos = position("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
    let at_depth = |depth| search(&pos, Limits::unlimited().with_depth(depth), Settings::default());
    let (shallow, deep) = (at_depth(DEPTH - 1), at_depth(DEPTH));
    assert_ne!(shallow.best, deep.best, "the deeper search changes its mind");
    assert_eq!(pos.san(deep.best.unwrap()), "Qg6");
    let cut = search(&pos, Limits::unlimited().with_nodes(deep.nodes - 1), Settings::default());
    assert_eq!((cut.best, cut.depth, cut.stop), (deep.best, DEPTH - 1, Stop::Nodes));
}
