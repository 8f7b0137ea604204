//! Turns that do not alternate: every search follows the side to move as the position says it (a forced pass
//! while the game goes on, a move again), scores a game counted by margin by its margin, and equals a plain
//! minimax written without negation ([`oracle`]) on thousands of positions of two small games written for
//! these tests ([`games`]).

mod games;
mod oracle;

use std::collections::HashSet;

use games::{GreedyNim, PITS, Sow, Sowing, Take};
use minimax_arcade_core::ai::eval::Searchable;
use minimax_arcade_core::ai::limits::{Limits, Settings, Slice};
use minimax_arcade_core::ai::score::Value;
use minimax_arcade_core::ai::trace::record::Recorder;
use minimax_arcade_core::ai::trace::{Algorithm, Run, TracedSearch};
use minimax_arcade_core::ai::{Search, SearchResult, Step, reference, search};
use minimax_arcade_core::rules::{DrawReason, Game, Outcome, Player};
use minimax_arcade_core::session::line::{Line, Stops};
use oracle::{as_ones, move_value_for_one, value_for_one};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// Distinct positions reached by random play from `start`, the start among them: at most `most`.
fn positions<G: Game + std::hash::Hash + Eq>(start: &G, most: usize, seed: u64) -> Vec<G> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..most * 4 {
        let mut pos = start.clone();
        let stop = rng.random_range(0..=pos.plies_left_bound());
        for _ in 0..stop {
            pos.legal_moves(&mut moves);
            let Some(&mv) = moves.choose(&mut rng) else { break };
            pos.play(mv);
        }
        if found.len() < most && seen.insert(pos.clone()) {
            found.push(pos);
        }
    }
    found
}

/// The starts the tests play from: every way of filling two pits a side with 0 to 2 seeds (and one richer
/// board), each with a move limit that is sometimes reached; Nim heaps of up to 4 bones.
fn sowing_starts() -> Vec<Sowing> {
    let mut starts = Vec::new();
    for code in 0..3u32.pow(2 * PITS as u32) {
        let seed = |i: u32| (code / 3u32.pow(i) % 3) as u8;
        let seeds = [[seed(0), seed(1)], [seed(2), seed(3)]];
        starts.push(Sowing::new(seeds, 8 + code % 5));
    }
    starts.push(Sowing::new([[3, 3], [3, 3]], 12));
    starts
}

fn nim_starts() -> Vec<GreedyNim> {
    let mut starts = Vec::new();
    for a in 1..=4 {
        for b in 0..=3 {
            for c in 0..=2 {
                let heaps: Vec<u8> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                starts.push(GreedyNim::new(&heaps));
            }
        }
    }
    starts
}

fn run_in_slices<G: Searchable>(pos: &G, limits: Limits, settings: Settings, slice: u64) -> SearchResult<G::Move> {
    let mut search = Search::new(pos, limits, settings);
    loop {
        if let Step::Done(result) = search.run_slice(Slice::nodes(slice)) {
            return result;
        }
    }
}

/// Every search of `pos` against the oracle; returns how many searches were checked.
fn check_position<G: Searchable>(pos: &G) -> usize {
    let full = pos.plies_left_bound();
    let expected = value_for_one(pos, full);
    let label = format!("{pos:?}");
    let mut checked = 0;
    let mut check = |what: &str, value_for_mover: i32| {
        assert_eq!(as_ones(pos, value_for_mover), expected, "{what} on {label}");
        checked += 1;
    };
    check("plain minimax", reference::minimax(pos, full).0);
    check("plain alpha-beta", reference::alpha_beta(pos, full).0);
    for algorithm in Algorithm::ALL {
        check(algorithm.name(), TracedSearch::value(pos, algorithm, full).0);
    }
    if pos.outcome().is_some() {
        return checked;
    }
    let engine = search(pos, Limits::unlimited(), Settings::default());
    assert!(engine.exact, "the engine proves its value on {label}");
    check("the engine", engine.score);
    let sliced = run_in_slices(pos, Limits::unlimited(), Settings::default(), 7);
    check("the engine in slices", sliced.score);
    // The analysis: every move's value equals the oracle's value of the position after it.
    let analysis = search(pos, Limits::unlimited(), Settings { score_every_move: true, ..Settings::default() });
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    assert_eq!(analysis.moves.len(), legal.len(), "every move is scored on {label}");
    for scored in &analysis.moves {
        assert!(scored.exact, "{:?} is proven on {label}", scored.mv);
        let expected = move_value_for_one(pos, scored.mv, full);
        assert_eq!(as_ones(pos, scored.score), expected, "{:?} on {label}", scored.mv);
        checked += 1;
    }
    // Depth-limited: the plain searches and the traced plain ones stop where the oracle does.
    for depth in 1..full.min(4) {
        let expected = value_for_one(pos, depth);
        assert_eq!(as_ones(pos, reference::minimax(pos, depth).0), expected, "minimax to {depth} on {label}");
        assert_eq!(as_ones(pos, reference::alpha_beta(pos, depth).0), expected, "alpha-beta to {depth} on {label}");
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let traced = TracedSearch::value(pos, algorithm, depth).0;
            assert_eq!(as_ones(pos, traced), expected, "{algorithm} to {depth} on {label}");
        }
        checked += 4;
    }
    checked
}

#[test]
fn every_search_equals_the_plain_minimax_without_negation_on_sowing() {
    let mut checked = 0;
    let mut count = 0;
    for (i, start) in sowing_starts().iter().enumerate() {
        for pos in positions(start, 40, i as u64) {
            checked += check_position(&pos);
            count += 1;
        }
    }
    assert!(count >= 1_200, "{count} positions");
    assert!(checked >= 10 * count, "{checked} checks");
}

#[test]
fn every_search_equals_the_plain_minimax_without_negation_on_greedy_nim() {
    let mut count = 0;
    for (i, start) in nim_starts().iter().enumerate() {
        for pos in positions(start, 150, 1000 + i as u64) {
            check_position(&pos);
            count += 1;
        }
    }
    assert!(count >= 1_000, "{count} positions");
}

#[test]
fn the_games_have_a_pass_while_the_game_goes_on_and_a_move_again() {
    // One's pits are empty, Two's are not: One must pass, and then Two is to move.
    let mut pass = Sowing::new([[0, 0], [0, 2]], 10);
    let mut moves = Vec::new();
    pass.legal_moves(&mut moves);
    assert_eq!((moves.as_slice(), pass.outcome()), (&[Sow::Pass][..], None));
    pass.play(Sow::Pass);
    assert_eq!(pass.to_move(), Player::Two);
    // One's right pit's single seed ends in One's store: One moves again.
    let mut again = Sowing::new([[1, 1], [1, 1]], 10);
    again.play(Sow::Pit(1));
    assert_eq!(again.to_move(), Player::One);
    // Nim: emptying a heap while another holds bones moves again.
    let mut nim = GreedyNim::new(&[1, 2]);
    nim.play(Take { heap: 0, bones: 1 });
    assert_eq!(nim.to_move(), Player::One);
    nim.play(Take { heap: 1, bones: 1 });
    assert_eq!(nim.to_move(), Player::Two);
}

#[test]
fn a_move_again_wins_where_alternating_turns_would_lose() {
    // Heaps 1 and 1: One empties the first, moves again and takes the last: a win with One's second move. Were
    // the turns to alternate, Two would take the last bone.
    let nim = GreedyNim::new(&[1, 1]);
    let result = search(&nim, Limits::unlimited(), Settings::default());
    assert_eq!(result.value(), Value::Win { plies: 2 });
    assert_eq!(reference::minimax(&nim, 9).0, result.score);
    // The line: One's two moves, and One has won.
    let mut line = nim.clone();
    for &mv in &result.pv {
        assert_eq!(line.to_move(), Player::One);
        line.play(mv);
    }
    assert_eq!((result.pv.len(), line.outcome()), (2, Some(Outcome::Win(Player::One))));
    // Read in One's own moves: a win in 2 (alternating turns would make two plies a win with one's first).
    let every = Settings { score_every_move: true, ..Settings::default() };
    let result = search(&nim, Limits::unlimited(), every.clone());
    assert_eq!(result.moves.len(), 2);
    assert!(result.moves.iter().all(|m| m.own_moves == Some(2)), "{:?}", result.moves);
    // Heaps 2 and 1, One to move: taking both of the first pair's bones moves again and wins with the last
    // bone (two moves of One's); taking one bone loses: Two empties that heap, moves again and takes the last.
    let nim = GreedyNim::new(&[2, 1]);
    let result = search(&nim, Limits::unlimited(), every);
    let own = |take: Take| result.moves.iter().find(|m| m.mv == take).map(|m| (m.value(result.scoring()), m.own_moves));
    assert_eq!(own(Take { heap: 0, bones: 2 }), Some((Value::Win { plies: 2 }, Some(2))));
    assert_eq!(own(Take { heap: 0, bones: 1 }), Some((Value::Loss { plies: 3 }, Some(1))));
}

#[test]
fn a_game_counted_by_margin_is_searched_for_the_biggest_margin() {
    for start in sowing_starts() {
        if start.outcome().is_some() {
            continue;
        }
        let result = search(&start, Limits::unlimited(), Settings::default());
        let (Value::Margin(margin) | Value::Estimate(margin)) = result.value() else {
            panic!("a margin game reads as a margin: {:?}", result.value());
        };
        assert!(matches!(result.value(), Value::Margin(_)), "proven: {start:?}");
        let oracle = value_for_one(&start, start.plies_left_bound());
        let oracle_margin = minimax_arcade_core::ai::score::margin_of(oracle);
        assert_eq!(margin, oracle_margin, "{start:?}");
        assert_eq!(result.convention_score(), Some(margin));
    }
}

#[test]
fn the_move_limit_draws_for_a_reason() {
    let mut game = Sowing::new([[2, 2], [2, 2]], 1);
    game.play(Sow::Pit(0));
    assert_eq!(game.outcome(), Some(Outcome::DrawBy(DrawReason::NoProgress)));
    assert!(game.outcome().unwrap().is_draw());
    assert_eq!(game.outcome().unwrap().draw_reason(), Some(DrawReason::NoProgress));
    let result = search(&game, Limits::unlimited(), Settings::default());
    assert_eq!(result.value(), Value::Margin(0));
}

#[test]
fn the_explorer_shows_two_nodes_of_the_same_side_in_a_row() {
    // Heaps 1 and 1: after One empties the first heap, One is to move again.
    let nim = GreedyNim::new(&[1, 1]);
    let mut search = TracedSearch::new(&nim, Algorithm::Minimax, 9);
    let mut recorder = Recorder::new(Algorithm::Minimax, 1_000, |m: Take| m);
    let run = search.run(&mut recorder, u64::MAX);
    assert!(matches!(run, Run::Done(_)));
    let trace = recorder.finish(search.counts(), true);
    let again = trace.nodes.iter().position(|n| n.ply == 1 && n.maximising);
    let again = again.expect("a child where the root's player moves again");
    assert!(trace.nodes[0].maximising);
    let grandchildren = &trace.nodes[again].children;
    assert!(!grandchildren.is_empty() && grandchildren.iter().all(|&c| trace.nodes[c as usize].ply == 2));
    // The root's player wins: the root's value is a win, as the root's player sees it.
    assert_eq!(trace.value(), Some(reference::minimax(&nim, 9).0));
}

#[test]
fn levels_err_within_their_margin_in_margin_units() {
    // With a margin of one seed, the engine may choose any move within a seed of the best: never worse.
    let start = Sowing::new([[3, 3], [3, 3]], 12);
    let best = search(&start, Limits::unlimited(), Settings::default()).score;
    for seed in 0..20 {
        let settings = Settings { margin: 1, seed, ..Settings::default() };
        let result = search(&start, Limits::unlimited(), settings);
        let chosen = result.moves.iter().find(|m| Some(m.mv) == result.best).unwrap();
        assert!(chosen.score >= best - minimax_arcade_core::ai::score::MARGIN_SCALE, "seed {seed}: {chosen:?}");
    }
}

/// The line of `moves` played from `start`.
fn line_of<G: Game>(start: &G, moves: &[G::Move]) -> Line<G> {
    let mut line = Line::new(start.clone());
    moves.iter().for_each(|&mv| line.play(mv));
    line
}

/// Random lines from `starts`: after an undo for a person, the position is the start or one where the person
/// has a real choice at the start of a turn, and no position it passed on the way was one; a redo from there
/// comes back to where the undo began, if that was such a position or the end.
fn check_undo_and_redo<G: Game + std::fmt::Debug>(starts: &[G], seed: u64) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut checked = 0;
    let mut legal = Vec::new();
    for start in starts {
        for _ in 0..4 {
            let mut moves = Vec::new();
            let mut pos = start.clone();
            let length = rng.random_range(0..=pos.plies_left_bound());
            for _ in 0..length {
                pos.legal_moves(&mut legal);
                let Some(&mv) = legal.choose(&mut rng) else { break };
                pos.play(mv);
                moves.push(mv);
            }
            for person in [Player::One, Player::Two] {
                let mut line = line_of(start, &moves);
                let from_a_stop = line.turn_to_think(person) || line.position().outcome().is_some();
                let undone = line.undo(Stops::TurnsOf(person));
                let kept = moves.len() - undone;
                assert_eq!(line.played(), &moves[..kept]);
                assert!(kept == 0 || line.turn_to_think(person), "{start:?} {moves:?}: undo stopped at {kept}");
                for passed in kept + 1..moves.len() {
                    assert!(
                        !line_of(start, &moves[..passed]).turn_to_think(person),
                        "{start:?} {moves:?}: passed {passed}"
                    );
                }
                let redone = line.redo(Stops::TurnsOf(person));
                if from_a_stop && undone > 0 {
                    assert_eq!((redone, line.played()), (undone, &moves[..]), "{start:?} {moves:?}: redo mirrors undo");
                }
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn undo_and_redo_stop_only_where_the_person_has_a_real_choice() {
    assert!(check_undo_and_redo(&sowing_starts(), 31) > 500);
    assert!(check_undo_and_redo(&nim_starts(), 32) > 100);
}

#[test]
fn undo_goes_back_to_the_start_of_the_persons_turn_past_a_move_again_and_a_forced_pass() {
    // One (the person) sows seven seeds from pit a: round the ring and into the store, so One moves again, with
    // two pits to choose from (a real choice, but in the middle of a turn); then one seed from a. Two (the
    // computer) sows two into its store and moves again, then sows its last three round to One's side.
    let start = Sowing::new([[7, 1], [1, 1]], 30);
    let moves = [Sow::Pit(0), Sow::Pit(0), Sow::Pit(0), Sow::Pit(1)];
    let mut line = line_of(&start, &moves);
    let movers: Vec<Player> = (0..moves.len()).map(|i| line_of(&start, &moves[..i]).position().to_move()).collect();
    assert_eq!(movers, [Player::One, Player::One, Player::Two, Player::Two]);
    assert!(line.turn_to_think(Player::One), "One to move with a choice: {:?}", line.position());
    let mid_turn = line_of(&start, &moves[..1]);
    let mut mid_moves = Vec::new();
    mid_turn.position().legal_moves(&mut mid_moves);
    assert!(mid_moves.len() > 1 && !mid_turn.turn_to_think(Player::One), "a choice, but not a turn's start");
    // Undo takes back both turns whole, the person's two sowings with the computer's two; redo plays them again.
    assert_eq!(line.undo(Stops::TurnsOf(Player::One)), 4);
    assert_eq!(line.position(), &start);
    assert_eq!(line.redo(Stops::TurnsOf(Player::One)), 4);
    assert_eq!(line.played(), &moves);
    // Between people every move is a stop.
    assert_eq!(line.undo(Stops::EveryMove), 1);
    // Two (now the person) whose pits are empty must pass: a forced pass is no choice, so undo from Two's
    // next real choice goes back past it.
    let start = Sowing::new([[1, 2], [0, 0]], 30);
    let mut line = line_of(&start, &[Sow::Pit(0)]);
    assert_eq!(line.position().to_move(), Player::Two);
    line.position().legal_moves(&mut mid_moves);
    assert_eq!(mid_moves, [Sow::Pass], "Two's pits are empty");
    assert!(!line.turn_to_think(Player::Two));
    line.play(Sow::Pass);
    assert_eq!(line.undo(Stops::TurnsOf(Player::Two)), 2, "past Two's forced pass to the start");
}
