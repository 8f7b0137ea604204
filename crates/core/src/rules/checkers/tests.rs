//! Checkers' rules against published counts and the rules' corners, each set up as a PDN FEN.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

use super::notation::{English, KING, MAN};
use super::*;
use crate::rules::family::Family;
use crate::rules::{Change, Piece};

fn fen(text: &str) -> Checkers {
    Checkers::read_setup(English, text).expect("a FEN").expect("a position")
}

fn legal(game: &Checkers) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().map(notation::move_text).collect()
}

fn written(game: &Checkers, text: &str) -> CheckersMove {
    game.written(1, text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// OEIS A133046: the number of move sequences of each length from the start, whole moves (a multi-jump one).
#[test]
fn perft_from_the_start_counts_as_published() {
    let published = [7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680];
    let mut game = Checkers::new();
    for (depth, &count) in (1..).zip(&published) {
        let mut buffers = vec![Vec::new(); depth as usize];
        assert_eq!(crate::rules::any::perft(&mut game, depth, &mut buffers), count, "depth {depth}");
    }
    assert_eq!(game, Checkers::new(), "every move taken back");
}

#[test]
fn a_man_crowned_by_a_jump_stops_there() {
    // Black's man on 22 jumps 26 to 31 and is crowned: as a king it could go on over 27 to 24, as a man not.
    let game = fen("B:W26,27:B22");
    assert_eq!(legal(&game), ["22x31"]);
    let mut after = game.clone();
    after.play(written(&game, "22x31"));
    assert_eq!(after.pieces().kings, 1 << 30, "a king on 31");
    assert_eq!(after.pieces().white, 1 << 26, "26 taken");
}

#[test]
fn a_piece_is_threatened_where_the_other_side_could_take_it_were_it_to_move() {
    // White's 17-14 leaves Black's man on 9 to be taken over it to 5; nothing hangs before it, nor after
    // 18-15. After 18-14 both sides could take: Black must, and White threatens to.
    let game = fen("W:W13,17,18:B6,9,12");
    assert!(!game.threatened() && !game.must_jump());
    let after = |text| {
        let mut next = game.clone();
        next.play(written(&game, text));
        next
    };
    assert!(after("17-14").threatened() && !after("17-14").must_jump());
    assert!(!after("18-15").threatened());
    assert!(after("18-14").must_jump() && after("18-14").threatened());
    // A king threatens backwards, a man only forwards: White's on 5 takes Black's on 9 to 14 if crowned.
    assert!(fen("B:WK5:B9").threatened());
    assert!(!fen("B:W5:B9").threatened());
}

#[test]
fn any_jump_may_be_chosen_but_a_started_one_goes_on() {
    // 14 may take one (x21) or two (x23x30); it may not stop on 23 while it can go on.
    let game = fen("B:W17,18,26:B14");
    assert_eq!(legal(&game), ["14x21", "14x23x30"]);
    assert_eq!(game.check_move(CheckersMove::along(&[13, 22]).unwrap()), Err(NO_SUCH_MOVE));
    assert_eq!(written(&game, "14x30"), written(&game, "14x23x30"), "first and last squares name the move");
    // A step while a jump is due is refused for that reason.
    let step = CheckersMove::along(&[13, 16]).unwrap();
    assert_eq!(game.check_move(step), Err(MUST_JUMP));
}

#[test]
fn a_kings_two_ways_round_the_same_pieces_are_two_moves() {
    let game = fen("B:W14,15,22,23:BK10");
    assert_eq!(legal(&game), ["10x17x26x19x10", "10x19x26x17x10"]);
    assert!(game.written(1, "10x10").is_err(), "first and last squares do not say which");
    let mut after = game.clone();
    let round = written(&game, "10x19x26x17x10");
    after.play(round);
    assert_eq!((after.pieces().white, after.pieces().black), (0, 1 << 9));
    assert_eq!(after.outcome(), Some(Outcome::Win(Player::One)), "White has nothing left");
    after.undo(round);
    assert_eq!(after, game);
    // Hop by hop: each slide, then the piece it jumped lifted.
    let changes = game.changes(round);
    assert_eq!(changes.len(), 8);
    assert_eq!(changes[0], vec![Change::Slide { path: vec![9, 18], becomes: None }]);
    assert_eq!(changes[1], vec![Change::Lift { place: 14, count: 1 }]);
}

#[test]
fn the_third_time_a_position_comes_it_is_a_draw_and_undo_takes_it_back() {
    let mut game = fen("B:WK32:BK1");
    let shuffle = ["1-6", "32-27", "6-1", "27-32"];
    for (i, text) in shuffle.iter().chain(&shuffle).enumerate() {
        assert_eq!(game.draw(), None, "before move {}", i + 1);
        let mv = written(&game, text);
        game.play(mv);
    }
    assert_eq!(game.draw(), Some(DrawReason::Repetition), "the start's third time");
    assert_eq!(game.outcome(), Some(Outcome::DrawBy(DrawReason::Repetition)));
    assert!(legal(&game).is_empty());
    let last = CheckersMove::along(&[26, 31]).unwrap();
    game.undo(last);
    assert_eq!(game.draw(), None);
    assert_eq!(legal(&game), ["27-31", "27-32", "27-23", "27-24"], "White's king may go back, or elsewhere");
}

#[test]
fn eighty_moves_without_a_man_moved_or_a_piece_taken_draw() {
    let mut game = fen("B:WK32,21:BK1,12");
    game.quiet = NO_PROGRESS_PLIES - 1;
    let king = written(&game, "1-6");
    game.play(king);
    assert_eq!(game.draw(), Some(DrawReason::NoProgress));
    game.undo(king);
    assert_eq!((game.draw(), game.quiet()), (None, NO_PROGRESS_PLIES - 1));
    let man = written(&game, "12-16");
    game.play(man);
    assert_eq!(game.quiet(), 0, "a man moved");
}

#[test]
fn positions_and_lines_read_back_as_written() {
    let start = Checkers::new();
    assert_eq!(
        start.write_setup().as_deref(),
        Some("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
    );
    assert_eq!(fen("B:W21-32:B1-12"), start);
    let first = fen("W:WK15,20:BK28,12");
    assert_eq!(first.write_setup().as_deref(), Some("W:WK15,20:B12,K28"), "each side's squares in order");
    assert_eq!(first.scene().at(14), Some(Piece::of(Player::Two, KING)));
    assert_eq!(first.scene().at(11), Some(Piece::of(Player::One, MAN)));
    for bad in ["X:W21:B1", "B:W33:B1", "B:W1:B1", "B:Q1", "B:W0", "B:W1-x", "B:B30", "B:W١", "B:W32-21"] {
        assert!(Checkers::read_setup(English, bad).is_some_and(|r| r.is_err()), "{bad}");
    }
    assert!(Checkers::read_setup(English, "11-15").is_none(), "moves, not a position");
    let line = "1. 11-15 22-18 2. 15x22 25x18 *";
    let game = Checkers::parse_position(English, line).unwrap();
    assert_eq!(game.plies(), 4);
    let mut moves = Vec::new();
    let mut replay = Checkers::new();
    for text in ["11-15", "22-18", "15x22", "25x18"] {
        let mv = written(&replay, text);
        replay.play(mv);
        moves.push(mv);
    }
    assert_eq!(Checkers::line_text(English, &Checkers::new(), &moves), "11-15 22-18 15x22 25x18");
    assert_eq!(replay, game);
    for bad in ["11-15 11-15", "11", "11-15-", "9x18", "33-1", "11—15"] {
        assert!(Checkers::parse_position(English, bad).is_err(), "{bad}");
    }
}

/// Random games to their end (or 300 moves), each move's changes taking the scene to the next, then every
/// move taken back: the start again, past and all. On the way, whether the side to move has a move is the
/// same asked quickly as listed.
#[test]
fn random_games_play_and_undo_to_the_start() {
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..200 {
        let mut game = Checkers::new();
        let (mut played, mut moves, mut every) = (Vec::new(), Vec::new(), Vec::new());
        while played.len() < 300 {
            // The quick question the end of the game asks agrees with the moves listed.
            game.moves(&mut every);
            assert_eq!(game.has_move(), !every.is_empty());
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.choose(&mut rng) else { break };
            let mut scene = game.scene();
            scene.apply(&game.changes(mv)).unwrap();
            game.play(mv);
            assert_eq!(scene, game.scene(), "{mv:?}");
            played.push(mv);
        }
        if played.len() < 300 {
            assert!(game.outcome().is_some(), "no move left: the game is over");
        }
        for &mv in played.iter().rev() {
            game.undo(mv);
        }
        assert_eq!(game, Checkers::new());
    }
}

/// A press that makes no move while a jump is due is refused for that reason; with none due, the rules leave
/// the refusal to the app.
#[test]
fn a_press_that_makes_no_move_while_a_jump_is_due_says_so() {
    // Black's man on 14 must jump 18; its man on 5 could step to 9 were it not for that.
    let game = fen("B:W18,26:B14,5");
    assert_eq!(game.refusal(&[4]), Some(MUST_JUMP), "a man with no jump");
    assert_eq!(game.refusal(&[4, 8]), Some(MUST_JUMP), "a step");
    assert_eq!(game.refusal(&[13, 16]), Some(MUST_JUMP), "the jumping man's step");
    assert_eq!(game.refusal(&[13]), None, "the man that can jump: picked, not refused");
    assert_eq!(game.refusal(&[13, 30]), None, "a stray press after the pick: not where it goes");
    assert_eq!(game.refusal(&[13, 22, 8]), None, "on the way: not where it goes");
    assert_eq!(game.refusal(&[17]), None, "not Black's piece");
    assert_eq!(fen("B:W26:B14,5").refusal(&[4, 12]), None, "no jump due");
    assert_eq!(game.compelled(), [13], "the man that must jump is marked");
    assert!(fen("B:W26:B14,5").compelled().is_empty());
}

/// Games written as PDN and read back, from the start and from a set-up position, to their end: the same
/// start, moves and result. The record is the project's own (`write_record`), the fixture random games.
#[test]
fn games_round_trip_through_pdn() {
    use crate::rules::record::Roster;
    use crate::rules::{AnyGame, AnyMove, GameSpec};
    let spec = GameSpec::Checkers(English);
    let roster =
        Roster { event: "Test \"match\"".into(), players: ["Black's".into(), "White's".into()], ..Default::default() };
    let mut rng = SmallRng::seed_from_u64(11);
    for (round, start) in [None, Some(fen("W:WK15,20,29:B12,K28,5"))].into_iter().cycle().take(40).enumerate() {
        let mut game = start.clone().unwrap_or_default();
        let (mut played, mut moves) = (Vec::new(), Vec::new());
        while played.len() < 200 {
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.choose(&mut rng) else { break };
            game.play(mv);
            played.push(AnyMove::CheckersMove(mv));
        }
        let result = game.outcome().map(|outcome| outcome.winner());
        let start_any = start.clone().map(AnyGame::Checkers);
        let text = spec.write_record(&roster, start_any.as_ref(), &played, result).unwrap();
        assert!(text.contains("[GameType \"21\"]") && text.contains("[Event \"Test \\\"match\\\"\"]"), "{text}");
        assert_eq!(text.contains("[FEN \"W:W"), start.is_some(), "{text}");
        let read = spec.read_record(&text).unwrap_or_else(|why| panic!("round {round}: {why}\n{text}"));
        assert_eq!((read.set_up, read.moves.as_slice(), read.result), (start.is_some(), played.as_slice(), result));
        assert_eq!(read.position(), AnyGame::Checkers(game));
    }
}

/// A record's moves are read as a line is (first and last squares where they name one move), and a record of
/// another game, a bad FEN or an illegal move is refused, saying which.
#[test]
fn pdn_is_read_as_checkers_players_write_it() {
    use crate::rules::GameSpec;
    let spec = GameSpec::Checkers(English);
    let game = spec.read_record("[Event \"x\"]\n[FEN \"B:W18,27:B14,K1\"]\n1. 14x32 {the long way} 1-0").unwrap();
    assert_eq!(game.moves.len(), 1);
    assert_eq!(game.position().setup_text().as_deref(), Some("W:W:BK1,K32"));
    assert_eq!(game.result, Some(Some(Player::One)));
    let why = |text: &str| spec.read_record(text).unwrap_err();
    assert!(
        why("[GameType \"20\"] 1. 32-28 *").contains("another game (GameType 20"),
        "{}",
        why("[GameType \"20\"] *")
    );
    assert!(why("[FEN \"B:W33\"] *").starts_with("its FEN: "));
    assert!(why("[Event \"x\"] 1. 21-17 *").contains("move 1. 21-17"), "{}", why("[Event \"x\"] 1. 21-17 *"));
    assert!(spec.read_record("[GameType \"21,Cake\"] 1. 11-15 *").is_ok(), "a GameType with its details");
    // Played on past a draw the rules apply by themselves (the federation's players may claim it or not).
    let past = why("[FEN \"B:WK32:BK1\"] 1-6 32-27 6-1 27-32 1-6 32-27 6-1 27-32 1-6 *");
    assert!(past.contains("move 5. 1-6") && past.contains("drawn by repetition"), "{past}");
    // The command line and a paste read a record on one line too.
    let position = spec.parse_position("[FEN \"W:W18:B14\"] 18x9").unwrap();
    assert_eq!(position.setup_text().as_deref(), Some("B:W9:B"));
}
