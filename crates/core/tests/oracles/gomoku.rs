//! Gomoku: the immediate win, the forced blocks, Hard against the tutorial baseline, and every win by fours
//! harvested from another engine's games.

use minimax_arcade_core::ai::{AnySearch, Level, Settings, Solvers, Value, search};
use minimax_arcade_core::rules::mnk::Mnk;
use minimax_arcade_core::rules::{AnyMove, Game, GameSpec, Outcome, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A Gomoku position from its moves: cells numbered from 1, row by row, separated by commas.
pub fn gomoku(moves: &str) -> Mnk {
    Mnk::from_moves(Mnk::GOMOKU, moves).unwrap()
}

/// The 1-based cell at a row and column (both 1-based).
fn cell(row: usize, col: usize) -> u16 {
    ((row - 1) * 15 + col - 1) as u16
}

#[test]
fn gomoku_takes_an_immediate_win() {
    // One: four across row 8 (columns 5-8), open at both ends; Two scattered. One to move.
    let pos = gomoku("110,20,111,40,112,60,113,80");
    let result = search(&pos, Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 20_000), Settings::default());
    assert!([cell(8, 4), cell(8, 9)].contains(&result.best.unwrap()));
    assert_eq!(result.value(), Value::Win { plies: 1 });
}

#[test]
fn gomoku_blocks_a_four() {
    // One: four across row 8 (columns 5-8), blocked on the left by Two at column 4; Two to move must take
    // column 9. Two's own stones are scattered, no threat.
    let pos = gomoku("110,109,111,20,112,40,113");
    let result = search(&pos, Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 20_000), Settings::default());
    assert_eq!(result.best, Some(cell(8, 9)));
    // A broken four (x x _ x x) must be filled in the gap.
    let pos = gomoku("106,20,107,40,109,60,110");
    let result = search(&pos, Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 20_000), Settings::default());
    assert_eq!(result.best, Some(cell(8, 3)));
}

#[test]
fn gomoku_blocks_an_open_three_before_it_becomes_an_open_four() {
    // One: three across row 8 (columns 6-8) with both ends open; Two to move must stop it at an end.
    let pos = gomoku("111,20,112,40,113");
    let result = search(&pos, Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 50_000), Settings::default());
    let best = result.best.unwrap();
    assert!([cell(8, 5), cell(8, 9), cell(8, 4), cell(8, 10)].contains(&best), "played {best}");
}

#[test]
fn gomoku_hard_beats_the_baseline_over_twenty_games() {
    let spec = GameSpec::GOMOKU;
    let (mut engine_wins, mut baseline_wins) = (0, 0);
    for game in 0..20u64 {
        let engine_side = if game % 2 == 0 { Player::One } else { Player::Two };
        let mut pos = spec.start();
        let mut rng = SmallRng::seed_from_u64(game);
        while pos.outcome().is_none() {
            let mv = if pos.to_move() == engine_side {
                let limits = Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 10_000);
                AnySearch::new(&pos, limits, Level::Hard.settings(game), &Solvers::default()).run().best
            } else {
                minimax_arcade_core::ai::baseline::choose_move(&pos, 2, &mut rng)
            };
            pos.play(mv.unwrap());
        }
        match pos.outcome() {
            Some(Outcome::Win(p)) if p == engine_side => engine_wins += 1,
            Some(Outcome::Win(_)) => baseline_wins += 1,
            _ => {}
        }
    }
    assert!(engine_wins >= 18, "Hard won {engine_wins} of 20, the baseline {baseline_wins}");
}

/// The positions of `tests/data/gomoku_vcf.txt` (see `tests/data/SOURCE.md`): each as its moves in cells, and
/// the length of the shortest win by fours its player to move has, in the attacker's moves.
fn harvested_vcf_positions() -> Vec<(Vec<u16>, usize)> {
    let text = include_str!("../../../../tests/data/gomoku_vcf.txt");
    let point = |xy: &str| -> u16 {
        let (x, y) = xy.split_once(',').expect("x,y");
        let (x, y): (u16, u16) = (x.parse().unwrap(), y.parse().unwrap());
        y * 15 + x
    };
    let read = |line: &str| {
        let (moves, length) = line.split_once('|').expect("moves | length");
        (moves.split_whitespace().map(point).collect(), length.trim().parse().unwrap())
    };
    text.lines().filter(|l| !l.trim().is_empty()).map(read).collect()
}

/// Every harvested win by fours is found by Hard's own search, played at once as the win it is, and its line
/// is legal, made of fours (each attacker move but the last leaves a five point, so the reply is forced), ends
/// in five, and is no shorter than the shortest win known.
#[test]
fn gomoku_finds_every_harvested_win_by_fours() {
    use minimax_arcade_core::ai::gomoku::board::Board;
    use minimax_arcade_core::ai::gomoku::patterns::Rule;

    let positions = harvested_vcf_positions();
    assert!(positions.len() >= 25, "the set holds {}", positions.len());
    for (moves, shortest) in positions {
        let text: Vec<String> = moves.iter().map(|c| (c + 1).to_string()).collect();
        let pos = GameSpec::GOMOKU.parse_position(&text.join(",")).unwrap();
        let attacker = pos.to_move();
        // The app's own way to Hard's engine (the Gomoku search, with its VCF at the root).
        let limits = Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 50_000);
        let result = AnySearch::new(&pos, limits, Settings::default(), &Solvers::default()).run();
        assert!(result.exact, "{text:?}: a proven win");
        assert!(matches!(result.value(), Value::Win { .. }), "{text:?}: {:?}", result.value());
        assert_eq!(result.forced_line, result.pv, "{text:?}: played as a win by fours");
        let line = result.pv.clone();
        assert!(line.len().div_ceil(2) >= shortest, "{text:?}: {line:?} is shorter than the shortest, {shortest}");
        let mut replay = pos.clone();
        let stones = |parity: usize| moves.iter().skip(parity).step_by(2).map(|&c| c as usize).collect::<Vec<_>>();
        let mut board = Board::with_stones(Mnk::GOMOKU, Rule::Freestyle, &stones(0), &stones(1));
        for (i, &mv) in line.iter().enumerate() {
            assert!(replay.check_move(mv).is_ok(), "{text:?}: {line:?} is legal");
            replay.play(mv);
            let AnyMove::Cell(cell) = mv else { panic!("{mv:?} is not a cell") };
            board.play(board.padded(cell as usize));
            let four = board.five_points(attacker).next().is_some();
            assert!(i % 2 == 1 || i + 1 == line.len() || four, "{text:?}: move {} of {line:?} is a four", i + 1);
        }
        assert_eq!(replay.outcome(), Some(Outcome::Win(attacker)), "{text:?}: {line:?} ends in five");
    }
}
