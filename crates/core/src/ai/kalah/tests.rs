//! The tests of Kalah's engine side: the exact search against plain minimax, its slices, its kept solvers and
//! database, its analysis and its budgets.

use super::*;
use crate::ai::reference::minimax;
use crate::ai::{Limits, Search, Settings, Slice, Step};
use crate::rules::Family;
use crate::rules::kalah::Capture;

/// The search of `game` behind the engine's interface, within `limits`.
fn exact(game: &Kalah, limits: Limits, settings: Settings, data: &KalahData) -> ExactSearch<KalahSearch> {
    ExactSearch::new(KalahSearch::new(game, settings, data), limits)
}

#[test]
fn solvers_kept_between_searches_share_kalahs_tables_and_databases() {
    let solvers = Solvers::default().kept_between_searches();
    let (one, two) = (solvers.of::<Kalah>(), solvers.of::<Kalah>());
    assert!(one.kept.is_some());
    assert!(one.endgames.is_some_and(|a| two.endgames.is_some_and(|b| a.same(&b))));
    assert!(Solvers::default().of::<Kalah>().endgames.is_none());
}

#[test]
fn a_kept_solver_serves_the_next_search() {
    let board = Board { pits: 4, seeds: 3, capture: Capture::Standard };
    let data = KalahData {
        endgames: Some(EndgameCache::default()),
        endgame_seeds: Some(6),
        kept: Some(KeptSolvers::default()),
        books: Vec::new(),
    };
    let game = Kalah::start(board);
    let search = |data: &KalahData| {
        let mut search = exact(&game, Limits::unlimited(), Settings::default(), data);
        match search.run_slice(Slice::WHOLE) {
            Step::Done(result) => (result.score, result.nodes),
            Step::Paused => unreachable!("a whole slice"),
        }
    };
    let (first, fresh) = search(&data);
    assert_eq!(data.kept.as_ref().map(KeptSolvers::len), Some(1), "the solver was kept");
    let (again, kept) = search(&data);
    assert_eq!((first, again), (6 * MARGIN_SCALE, 6 * MARGIN_SCALE));
    assert!(kept * 10 < fresh, "{kept} nodes with the kept table, {fresh} without");
}

/// Search `game` in one slice with `data`: the result.
fn searched(game: &Kalah, limits: Limits, data: &KalahData) -> SearchResult<AnyMove> {
    match exact(game, limits, Settings::default(), data).run_slice(Slice::WHOLE) {
        Step::Done(result) => result,
        Step::Paused => unreachable!("a whole slice"),
    }
}

#[test]
fn a_solver_kept_clearing_answers_as_a_new_one_would() {
    let board = Board { pits: 4, seeds: 3, capture: Capture::Standard };
    let game = Kalah::start(board);
    let data = KalahData {
        endgames: Some(EndgameCache::default()),
        endgame_seeds: Some(6),
        kept: Some(KeptSolvers::clearing()),
        books: Vec::new(),
    };
    let first = searched(&game, Limits::unlimited(), &data);
    assert_eq!(data.kept.as_ref().map(KeptSolvers::len), Some(1), "the solver was kept");
    let again = searched(&game, Limits::unlimited(), &data);
    assert_eq!(data.kept.as_ref().map(KeptSolvers::len), Some(1), "and the same one kept again");
    assert_eq!((again.score, again.nodes), (first.score, first.nodes), "from an empty table both times");
    // Kalah(4,3) has 10,518,300 positions: its table is the most a search gets.
    assert_eq!(table_bits(board, TABLE_BITS), TABLE_BITS);
    let small = Board { pits: 3, seeds: 2, capture: Capture::Standard };
    assert_eq!(table_bits(small, TABLE_BITS), 14);
}

#[test]
fn a_node_budget_is_spent_exactly() {
    // Kalah(6,4) from the start, without a book: far more than any of these budgets.
    let game = Kalah::start(crate::rules::kalah::CLASSIC);
    let data = KalahData { endgame_seeds: Some(4), ..KalahData::default() };
    for nodes in [1, 1_000, 4_095, 4_097, 10_000] {
        let result = searched(&game, Limits::unlimited().with_nodes(nodes), &data);
        assert_eq!((result.nodes, result.stop, result.exact), (nodes, Stop::Nodes, false), "{nodes}");
        assert!(result.best.is_some(), "a move all the same");
    }
}

#[test]
fn a_search_in_slices_makes_its_endgame_database_first_and_keeps_it() {
    let board = Board { pits: 4, seeds: 3, capture: Capture::Empty };
    let data = KalahData { endgames: Some(EndgameCache::default()), endgame_seeds: Some(9), ..KalahData::default() };
    let game = Kalah::start(board);
    let whole = searched(&game, Limits::unlimited(), &KalahData::default());
    // Slices of a few hundred positions or nodes: the database (C(17, 8) = 24,310 positions) takes many.
    let mut search = exact(&game, Limits::unlimited(), Settings::default(), &data);
    let mut slices = 0;
    let sliced = loop {
        slices += 1;
        if let Step::Done(result) = search.run_slice(Slice::nodes(500)) {
            break result;
        }
        assert!(slices < 100_000);
    };
    assert!(slices > 24_310 / 500, "{slices} slices");
    assert_eq!((sliced.score, sliced.exact), (whole.score, true));
    // Made once: the next search finds it made.
    let next = KalahSearch::new(&game, Settings::default(), &data);
    assert!(next.making.is_none());
    // A search dropped while making leaves its part for the next to go on with.
    let other = KalahData { endgames: Some(EndgameCache::default()), endgame_seeds: Some(9), ..KalahData::default() };
    let mut first = exact(&game, Limits::unlimited(), Settings::default(), &other);
    assert!(matches!(first.run_slice(Slice::nodes(500)), Step::Paused));
    drop(first);
    let second = KalahSearch::new(&game, Settings::default(), &other);
    let part = second.making.as_ref().expect("still being made");
    assert!(part.worked_out() >= 500, "{} positions worked out", part.worked_out());
}

#[test]
fn an_analysis_cut_short_values_every_move_and_its_best_is_the_best_valued() {
    use crate::rules::{AnyGame, GameSpec};
    // Kalah(6,4) after `cf e bfa d`: far too big to solve in 200,000 nodes.
    let AnyGame::Kalah(game) = GameSpec::KALAH.parse_position("cf e bfa d").unwrap() else { unreachable!() };
    let data = KalahData { endgame_seeds: Some(6), ..KalahData::default() };
    let settings = Settings { score_every_move: true, ..Settings::default() };
    let mut search = exact(&game, Limits::unlimited().with_nodes(200_000), settings, &data);
    let Step::Done(result) = search.run_slice(Slice::WHOLE) else { unreachable!("a whole slice") };
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert_eq!(result.moves.len(), legal.len(), "every move valued: {:?}", result.moves);
    assert!(result.moves.iter().any(|m| !m.exact), "some only estimated");
    assert!(!result.exact, "and the analysis says it is not exact");
    let top = result.moves.iter().map(|m| m.score).max();
    let best = result.moves.iter().find(|m| Some(m.mv) == result.best).map(|m| m.score);
    assert_eq!(best, top, "the best move is among the best valued");
}

#[test]
fn keys_follow_the_moves() {
    let mut game = Kalah::start(crate::rules::kalah::CLASSIC);
    let mut moves = Vec::new();
    for _ in 0..12 {
        game.legal_moves(&mut moves);
        let Some(&mv) = moves.last() else { break };
        let (before, delta) = (game.zobrist(), game.zobrist_delta(mv));
        game.play(mv);
        assert_eq!(game.zobrist(), before ^ delta);
    }
    let mut all = KEYS.to_vec();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), KEYS.len());
}

#[test]
fn the_search_agrees_with_plain_minimax_on_small_boards() {
    for (pits, seeds, capture) in [(3, 2, Capture::Standard), (3, 2, Capture::Empty), (3, 3, Capture::Standard)] {
        let board = Board { pits, seeds, capture };
        let game = Kalah::start(board);
        let result = Search::new(&game, Limits::unlimited(), Settings::default()).run();
        assert!(result.exact, "{board:?}");
        let (plain, _) = minimax(&game, game.plies_left_bound());
        assert_eq!(result.score, plain, "{board:?}");
    }
}
