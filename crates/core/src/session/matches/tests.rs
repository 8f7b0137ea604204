//! The match's rules of play: turns, undo and redo, the verdict, draws agreed and claimed, saves resumed.

use super::*;
use crate::ai::Level;
use crate::rules::GameSpec;
use crate::session::{FirstMove, TimeControl};

fn setup(x: Seat, o: Seat) -> MatchSetup {
    MatchSetup { x, o, ..MatchSetup::default() }
}

fn human_plays(game: &mut Match, cell: u16) -> Result<Played, Refusal> {
    let at = game.stamp();
    game.play(AnyMove::Cell(cell), Chooser::Human, at)
}

fn computer_plays(game: &mut Match, cell: u16) -> Result<Played, Refusal> {
    let at = game.stamp();
    game.play(AnyMove::Cell(cell), Chooser::Computer, at)
}

#[test]
fn sides_follow_who_moved_first() {
    let game = Match::new(MatchSetup::default(), Side::O);
    assert_eq!(game.side_to_move(), Side::O);
    assert_eq!(game.seat_to_move(), Seat::Computer(Level::Perfect));
    assert!(!game.awaits_human());
}

#[test]
fn moves_are_checked_against_the_rules_the_turn_and_the_position() {
    let mut game = Match::new(setup(Seat::Human, Seat::Computer(Level::Easy)), Side::X);
    let before = game.stamp();
    let played = human_plays(&mut game, 4).unwrap();
    assert_eq!((played.side, played.ply, played.outcome), (Side::X, 0, None));
    let stone = crate::rules::Piece::of(Player::One, crate::rules::grid_game::STONE);
    assert_eq!(played.changes, vec![vec![crate::rules::Change::Put { place: 4, piece: stone }]], "on cell 5");
    assert_eq!(human_plays(&mut game, 0), Err(Refusal::NotYourTurn));
    // Out of turn, even a move the rules would refuse is told to wait: the rules are the side to move's.
    assert_eq!(human_plays(&mut game, 4), Err(Refusal::NotYourTurn));
    assert_eq!(computer_plays(&mut game, 4), Err(Refusal::Illegal(crate::rules::grid_game::OCCUPIED)));
    assert_eq!(game.play(AnyMove::Cell(0), Chooser::Computer, before), Err(Refusal::Stale));
    assert_eq!(computer_plays(&mut game, 9), Err(Refusal::Illegal(IllegalMove::OffBoard)));
    assert_eq!(computer_plays(&mut game, 0).map(|p| p.side), Ok(Side::O));
    assert_eq!(game.history(), &[AnyMove::Cell(4), AnyMove::Cell(0)]);
}

#[test]
fn undo_against_the_computer_takes_back_the_pair() {
    let mut game = Match::new(setup(Seat::Human, Seat::Computer(Level::Easy)), Side::X);
    human_plays(&mut game, 4).unwrap();
    computer_plays(&mut game, 0).unwrap();
    human_plays(&mut game, 8).unwrap();
    let id = game.id();
    // The computer (O) is to move after the person's third stone: one undo takes back just that stone.
    assert_eq!(game.undo(), 1);
    assert_eq!(game.history().len(), 2);
    // Now the person is to move: undo takes back the computer's reply and the person's move before it.
    assert_eq!(game.undo(), 2);
    assert!(game.history().is_empty());
    assert_eq!(game.undo(), 0);
    assert!(game.can_redo());
    assert_eq!(game.redo(), 2);
    assert_eq!(game.history(), &[AnyMove::Cell(4), AnyMove::Cell(0)]);
    assert_eq!(game.id(), id + 3, "every undo and redo makes earlier searches stale");
    assert_eq!(game.number(), 0, "but it is still the same game");
    assert_eq!(game.position_at(1).plies(), 1);
    assert_eq!(game.position_at(99), *game.position());
    // A new move forgets what could be redone.
    human_plays(&mut game, 8).unwrap();
    assert!(!game.can_redo());
}

#[test]
fn undo_between_people_takes_back_one_move() {
    let mut game = Match::new(setup(Seat::Human, Seat::Human), Side::X);
    human_plays(&mut game, 4).unwrap();
    human_plays(&mut game, 0).unwrap();
    assert_eq!(game.undo(), 1);
    assert_eq!(game.redo(), 1);
    assert_eq!(game.history().len(), 2);
}

#[test]
fn the_verdict_is_told_from_the_viewers_side() {
    // X: 1 2 3 across the top; O: 4 5.
    let finish = |setup: MatchSetup| {
        let mut game = Match::new(setup, Side::X);
        for (i, cell) in [0, 3, 1, 4, 2].into_iter().enumerate() {
            let by = if setup.seat(if i % 2 == 0 { Side::X } else { Side::O }).is_human() {
                Chooser::Human
            } else {
                Chooser::Computer
            };
            let at = game.stamp();
            game.play(AnyMove::Cell(cell), by, at).unwrap();
        }
        game.verdict()
    };
    let computer = Seat::Computer(Level::Hard);
    assert_eq!(finish(setup(Seat::Human, computer)), Some(Verdict::YouWon));
    assert_eq!(finish(setup(computer, Seat::Human)), Some(Verdict::YouLost));
    assert_eq!(finish(setup(Seat::Human, Seat::Human)), Some(Verdict::SideWon(Side::X)));
    assert_eq!(finish(setup(computer, computer)), Some(Verdict::SideWon(Side::X)));
    assert_eq!(Match::default().verdict(), None);
}

#[test]
fn a_draw_agreed_ends_the_match_without_a_move_and_undo_takes_it_back() {
    let people = MatchSetup { spec: GameSpec::CHECKERS, ..setup(Seat::Human, Seat::Human) };
    let mut game = Match::new(people, Side::X);
    let moves = GameSpec::CHECKERS.parse_moves("11-15,23-19").unwrap();
    for &mv in &moves {
        let at = game.stamp();
        game.play(mv, Chooser::Human, at).unwrap();
    }
    assert!(game.may_agree_draw());
    let id = game.id();
    assert!(game.agree_draw());
    assert_eq!(game.outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
    assert_eq!(game.verdict(), Some(Verdict::Draw));
    assert!(game.id() > id, "a search for the position is stale once the draw is agreed");
    assert!(!game.may_agree_draw() && !game.agree_draw(), "a match ends once");
    // No move is played after it, though the position has moves.
    let mut moves_there = Vec::new();
    game.position().legal_moves(&mut moves_there);
    let next = moves_there[0];
    let at = game.stamp();
    assert_eq!(game.play(next, Chooser::Human, at), Err(Refusal::Illegal(IllegalMove::GameOver)));
    // Kept in the whole match's save, not in one of a position before it; a finished match is not saved to
    // be continued, and one resumed from such a save is over.
    assert!(game.saved_at(2).agreed && !game.saved_at(1).agreed);
    assert_eq!(game.saved(), None);
    let mut again = Match::default();
    assert_eq!(again.resume(&game.saved_at(2)), 0);
    assert_eq!(again.outcome(), Some(Outcome::DrawBy(DrawReason::Agreement)));
    // Undo takes back the agreement alone; the match goes on from the same position.
    assert!(game.can_undo());
    assert_eq!(game.undo(), 1);
    assert_eq!((game.outcome(), game.history()), (None, &moves[..]));
    assert!(game.may_agree_draw());
    // A game without draw offers never ends this way.
    let mut tic_tac_toe = Match::new(setup(Seat::Human, Seat::Human), Side::X);
    assert!(!tic_tac_toe.may_agree_draw() && !tic_tac_toe.agree_draw());
    assert_eq!(tic_tac_toe.outcome(), None);
}

#[test]
fn a_draw_is_claimed_on_the_third_occurrence_and_only_then_and_undo_takes_it_back() {
    let people = MatchSetup { spec: GameSpec::CHESS, ..setup(Seat::Human, Seat::Human) };
    let mut game = Match::new(people, Side::X);
    // The knights out and back twice: the start stands for the third time after the eighth move.
    let moves = GameSpec::CHESS.parse_moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8").unwrap();
    for (i, &mv) in moves.iter().enumerate() {
        assert_eq!(game.claimable_draw(), None, "no claim before move {}", i + 1);
        assert!(!game.claim_draw());
        let at = game.stamp();
        game.play(mv, Chooser::Human, at).unwrap();
    }
    assert_eq!(game.claimable_draw(), Some(DrawReason::Repetition));
    assert_eq!(game.outcome(), None, "a claim, not an end by itself");
    let id = game.id();
    assert!(game.claim_draw());
    let drawn = Outcome::DrawBy(DrawReason::Repetition);
    assert_eq!((game.outcome(), game.verdict()), (Some(drawn), Some(Verdict::Draw)));
    assert!(game.id() > id && game.claimable_draw().is_none() && !game.claim_draw(), "a match ends once");
    let at = game.stamp();
    assert_eq!(game.play(moves[0], Chooser::Human, at), Err(Refusal::Illegal(IllegalMove::GameOver)));
    // Saved as a draw without a move, and read back as the claim it was; the record says the result.
    let saved = game.saved_at(moves.len());
    assert!(saved.agreed && saved.is_over() && game.saved().is_none());
    assert!(saved.record("2026.11.29").unwrap().contains("[Result \"1/2-1/2\"]"));
    let mut again = Match::default();
    assert_eq!(again.resume(&saved), 0);
    assert_eq!(again.outcome(), Some(Outcome::DrawBy(DrawReason::Repetition)));
    // Undo takes back the claim alone; the claim stands ready again.
    assert_eq!(game.undo(), 1);
    assert_eq!((game.outcome(), game.history().len()), (None, moves.len()));
    assert_eq!(game.claimable_draw(), Some(DrawReason::Repetition));
}

#[test]
fn a_saved_match_resumes_with_its_own_setup_and_moves() {
    let c4 = MatchSetup { spec: GameSpec::CONNECT_FOUR, first: FirstMove::Side(Side::O), ..MatchSetup::default() };
    let moves = GameSpec::CONNECT_FOUR.parse_moves("4453").unwrap();
    let saved = SavedGame::new(c4, Side::O, None, moves.clone());
    let mut game = Match::default();
    let id = game.id();
    assert_eq!(game.resume(&saved), 0);
    assert_eq!((game.setup().spec, game.first(), game.history()), (GameSpec::CONNECT_FOUR, Side::O, &moves[..]));
    assert!(game.id() > id);
    assert_eq!(game.saved(), Some(saved.clone()));
    // A damaged save: the moves after the first illegal one are dropped, and counted.
    let damaged = SavedGame { moves: vec![AnyMove::Column(0), AnyMove::Column(9), AnyMove::Column(1)], ..saved };
    assert_eq!(game.resume(&damaged), 2);
    assert_eq!(game.history(), &[AnyMove::Column(0)]);
}

#[test]
fn a_match_set_up_from_a_position_starts_there_and_undo_stops_there() {
    // Nim on 3-4-5 set up as heaps 1, 4 and 0 with Two to move: O moves first, since X stands for One.
    let nim = MatchSetup { spec: GameSpec::NIM, ..setup(Seat::Computer(Level::Easy), Seat::Human) };
    let start = GameSpec::NIM.read_setup("1-4-0 2").unwrap();
    let saved = SavedGame::new(nim, Side::X, Some(start.clone()), Vec::new());
    let mut game = Match::default();
    assert_eq!(game.resume(&saved), 0);
    assert_eq!((game.position(), game.set_up(), game.side_to_move()), (&start, Some(&start), Side::O));
    assert!(game.awaits_human());
    assert_eq!(game.saved(), Some(saved.clone()), "a set-up match is worth saving before its first move");
    let take = |heap, bones| AnyMove::HeapTake(crate::rules::nim::HeapTake { heap, bones });
    let at = game.stamp();
    game.play(take(1, 2), Chooser::Human, at).unwrap();
    let at = game.stamp();
    game.play(take(1, 1), Chooser::Computer, at).unwrap();
    assert_eq!(game.position_at(0), start, "the review starts from the set-up position");
    assert_eq!((game.mover_at(0), game.mover_at(1)), (Side::O, Side::X), "the list says who moved");
    assert_eq!(game.saved().unwrap().moves, [take(1, 2), take(1, 1)]);
    assert_eq!(game.saved().unwrap().start, Some(start.clone()));
    // Undo goes back to the set-up position and no further.
    assert_eq!(game.undo(), 2);
    assert_eq!(game.position(), &start);
    assert_eq!(game.undo(), 0);
    // Starting over plays it again from there; another game starts from its own start.
    let at = game.stamp();
    game.play(take(1, 2), Chooser::Human, at).unwrap();
    game.start_over(nim, Side::X);
    assert_eq!((game.position(), game.history().len(), game.set_up()), (&start, 0, Some(&start)));
    game.start_over(MatchSetup { spec: GameSpec::TIC_TAC_TOE, ..nim }, Side::X);
    assert_eq!((game.set_up(), game.position()), (None, &GameSpec::TIC_TAC_TOE.start()));
    // A start of another game is not used, nor the moves played from it.
    let moves = vec![take(1, 1)];
    let wrong = SavedGame { start: Some(GameSpec::TIC_TAC_TOE.start()), moves, ..saved };
    assert_eq!(game.resume(&wrong), 1);
    assert_eq!((game.set_up(), game.position()), (None, &GameSpec::NIM.start()));
}

#[test]
fn undo_takes_back_a_draw_the_computer_claimed_with_the_moves_to_the_persons_turn() {
    let versus = MatchSetup { spec: GameSpec::CHESS, ..setup(Seat::Human, Seat::Computer(Level::Easy)) };
    let mut game = Match::new(versus, Side::X);
    // The knights out and back: after White's eleventh move, the position with Black to move stands for the
    // third time, and the computer (Black) may claim.
    let moves = GameSpec::CHESS.parse_moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1").unwrap();
    for &mv in &moves {
        let by = if game.seat_to_move().is_human() { Chooser::Human } else { Chooser::Computer };
        let at = game.stamp();
        game.play(mv, by, at).unwrap();
    }
    assert_eq!(game.claimable_draw(), Some(DrawReason::Repetition));
    assert!(game.claim_draw());
    // Back to the person's turn, before the move that let the computer claim.
    assert_eq!(game.undo(), 2);
    assert_eq!((game.outcome(), game.history().len(), game.seat_to_move()), (None, moves.len() - 1, Seat::Human));
}

/// A chess match between people on `clock`, from `fen` if given, White (X) first.
fn on_clock(clock: &str, fen: Option<&str>) -> Match {
    let setup =
        MatchSetup { spec: GameSpec::CHESS, clock: Some(clock.parse().unwrap()), ..setup(Seat::Human, Seat::Human) };
    let mut game = Match::new(setup, Side::X);
    if let Some(fen) = fen {
        let start = GameSpec::CHESS.read_setup(fen).unwrap();
        let saved = SavedGame::new(setup, Side::X, Some(start), Vec::new());
        assert_eq!(game.resume(&saved), 0);
    }
    game
}

fn play_text(game: &mut Match, text: &str) {
    let (moves, read) = GameSpec::CHESS.parse_moves_prefix_from(game.position(), text);
    read.unwrap();
    for mv in moves {
        let at = game.stamp();
        game.play(mv, Chooser::Human, at).unwrap();
    }
}

#[test]
fn the_clock_runs_for_the_side_to_move_and_a_move_adds_the_increment() {
    let mut game = on_clock("1+2", None);
    assert_eq!(game.clock_running(), Some(Side::X));
    assert!(!game.tick(Duration::from_secs(10)));
    assert_eq!(game.time_left(Side::X), Some(Duration::from_secs(50)));
    play_text(&mut game, "e4");
    assert_eq!(game.time_left(Side::X), Some(Duration::from_secs(52)));
    assert_eq!((game.clock_running(), game.time_left(Side::O)), (Some(Side::O), Some(Duration::from_secs(60))));
    game.tick(Duration::from_secs(3));
    play_text(&mut game, "e5");
    assert_eq!(game.time_left(Side::O), Some(Duration::from_secs(59)));
    // Undo puts the clocks back as they stood at the position gone back to; redo as they stood after.
    assert_eq!(game.undo(), 1);
    assert_eq!(
        [Side::X, Side::O].map(|side| game.time_left(side)),
        [Some(Duration::from_secs(52)), Some(Duration::from_secs(60))]
    );
    assert_eq!(game.redo(), 1);
    assert_eq!(game.time_left(Side::O), Some(Duration::from_secs(59)));
    // A game without a clock, or whose game has none, keeps no time.
    assert_eq!(Match::default().time_left(Side::X), None);
    let nim = MatchSetup { spec: GameSpec::NIM, clock: Some(TimeControl::new(1, 0)), ..MatchSetup::default() };
    assert_eq!(Match::new(nim, Side::X).clock_running(), None);
}

#[test]
fn a_side_whose_time_runs_out_loses_unless_the_other_cannot_mate() {
    let mut game = on_clock("1+0", None);
    play_text(&mut game, "e4");
    let id = game.id();
    assert!(!game.tick(Duration::from_millis(59_999)));
    assert!(game.tick(Duration::from_millis(1)), "Black's flag falls");
    assert_eq!(game.ending(), Some(Ending::TimeOut(Side::O)));
    assert_eq!((game.outcome(), game.winner()), (Some(Outcome::Win(Player::One)), Some(Side::X)));
    assert!(game.id() > id && game.clock_running().is_none() && !game.tick(Duration::from_secs(1)));
    let (e5, _) = GameSpec::CHESS.parse_moves_prefix_from(game.position(), "e5");
    let at = game.stamp();
    assert_eq!(game.play(e5[0], Chooser::Human, at), Err(Refusal::Illegal(IllegalMove::GameOver)));
    // The record says who won, and a save of it is over.
    let saved = game.saved_at(1);
    assert_eq!(saved.time_out, Some(Side::O));
    let record = saved.record("2026.11.29").unwrap();
    assert!(saved.is_over() && record.contains("[Result \"1-0\"]"), "{record}");
    assert!(record.contains("[TimeControl \"60+0\"]") && record.contains("[Termination \"time forfeit\"]"), "{record}");
    // Undo takes the end back, with the time used in the turn.
    assert_eq!(game.undo(), 1);
    assert_eq!((game.outcome(), game.time_left(Side::O)), (None, Some(Duration::from_secs(60))));
    // A lone king cannot mate: White's flag falling against it is a draw.
    let mut bare = on_clock("1+0", Some("4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1"));
    assert!(bare.tick(Duration::from_secs(60)));
    assert_eq!(bare.outcome(), Some(Outcome::DrawBy(DrawReason::OutOfTime)));
    let saved = bare.saved_at(0);
    assert!(saved.record("2026.11.29").unwrap().contains("[Result \"1/2-1/2\"]"));
    // Black's flag falling against the queens is a loss.
    let mut queens = on_clock("1+0", Some("4k3/8/8/8/8/8/8/QQ2K3 b - - 0 1"));
    assert!(queens.tick(Duration::from_secs(61)));
    assert_eq!(queens.winner(), Some(Side::X));
}

#[test]
fn a_saved_match_keeps_its_clocks() {
    let mut game = on_clock("3+2", None);
    game.tick(Duration::from_millis(4_500));
    play_text(&mut game, "d4");
    game.tick(Duration::from_secs(1));
    let saved = game.saved().unwrap();
    assert_eq!(saved.time_left, Some([Duration::from_millis(177_500), Duration::from_secs(179)]));
    let mut again = Match::default();
    assert_eq!(again.resume(&saved), 0);
    assert_eq!(again.time_control(), Some(TimeControl::new(3, 2)));
    assert_eq!(again.time_left(Side::O), Some(Duration::from_secs(179)));
    // A save from before the clocks (or of a game without one) starts them afresh.
    let fresh = SavedGame { time_left: None, ..saved };
    again.resume(&fresh);
    assert_eq!(again.time_left(Side::X), Some(Duration::from_secs(180)));
}
