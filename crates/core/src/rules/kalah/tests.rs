//! The tests of Kalah's rules: sowing, captures under each rule, the end, notation and set-up positions.

use super::*;

fn moves_of(game: &Kalah) -> Vec<Sowing> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

fn game(text: &str) -> Kalah {
    Kalah::parse_position(CLASSIC, text).unwrap()
}

fn setup(board: Board, text: &str) -> Kalah {
    Kalah::read_setup(board, text).unwrap().unwrap()
}

#[test]
fn a_sowing_goes_counter_clockwise_and_skips_the_other_store() {
    // One sows c: 4 seeds into d, e, f and One's store, which gives One another move.
    let after_c = game("c");
    assert_eq!(after_c.write_setup().unwrap(), "4,4,0,5,5,5,1/4,4,4,4,4,4,0 1");
    assert_eq!(after_c.to_move(), Player::One);
    // Then f: 5 seeds, into One's store and Two's a to d; Two moves.
    let after_cf = game("cf");
    assert_eq!(after_cf.write_setup().unwrap(), "4,4,0,5,5,0,2/5,5,5,5,4,4,0 2");
    assert_eq!(after_cf.to_move(), Player::Two);
    // Two's f with 13 seeds goes all the way round, past One's store, and back into f itself.
    let board = CLASSIC;
    let round = setup(board, "1,1,1,1,1,1,0/1,1,1,1,1,13,24 2");
    let after = {
        let mut g = round.clone();
        g.play(Sowing(5));
        g
    };
    // 13 seeds: Two's store, One's a to f, (skip One's store) Two's a to f: the last lands in f, empty
    // since it was sown from, and captures itself and One's a facing it.
    assert_eq!(after.write_setup().unwrap(), "0,2,2,2,2,2,0/2,2,2,2,2,0,28 1");
    assert_eq!(
        round.changes(Sowing(5))[0],
        vec![Change::Sow { from: 12, into: vec![13, 0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12] }]
    );
}

#[test]
fn a_last_seed_in_an_own_empty_pit_captures_under_each_rule() {
    // One's a holds 1, b is empty: sowing a ends in b, facing Two's e (place 11).
    let text = "1,0,4,4,4,4,8/4,4,4,4,3,4,0 1";
    let standard = setup(CLASSIC, text);
    let mut played = standard.clone();
    played.play(Sowing(0));
    assert_eq!(played.write_setup().unwrap(), "0,0,4,4,4,4,12/4,4,4,4,0,4,0 2", "b's seed and e's three");
    assert_eq!(
        standard.changes(Sowing(0)),
        vec![
            vec![Change::Sow { from: 0, into: vec![1] }],
            vec![Change::Gather { from: 1, to: 6, taken: false }, Change::Gather { from: 11, to: 6, taken: true }]
        ]
    );
    // With the pit opposite empty, the standard rule captures nothing; the empty-capture rule the seed alone.
    let text = "1,0,4,4,4,4,8/4,4,4,4,0,4,3 1";
    let mut standard = setup(CLASSIC, text);
    standard.play(Sowing(0));
    assert_eq!(standard.write_setup().unwrap(), "0,1,4,4,4,4,8/4,4,4,4,0,4,3 2");
    let empty = Board { capture: Capture::Empty, ..CLASSIC };
    let mut irving = setup(empty, text);
    irving.play(Sowing(0));
    assert_eq!(irving.write_setup().unwrap(), "0,0,4,4,4,4,9/4,4,4,4,0,4,3 2");
    // A last seed in a pit of the opponent's captures nothing.
    let mut far = setup(CLASSIC, "1,0,0,0,0,2,0/0,4,4,4,4,4,25 1");
    far.play(Sowing(5));
    assert_eq!(far.write_setup().unwrap(), "1,0,0,0,0,0,1/1,4,4,4,4,4,25 2");
}

#[test]
fn the_game_ends_when_a_side_is_empty_and_each_side_keeps_its_own() {
    // One's last seed goes into One's store: a move again, but One's pits are empty, so the game ends and
    // Two's seeds go to Two's store.
    let mut last = setup(CLASSIC, "0,0,0,0,0,1,20/1,2,3,4,5,6,6 1");
    assert_eq!(
        last.changes(Sowing(5)),
        vec![
            vec![Change::Sow { from: 5, into: vec![6] }],
            (7..=12).map(|from| Change::Gather { from, to: 13, taken: false }).collect()
        ]
    );
    last.play(Sowing(5));
    assert_eq!(last.write_setup().unwrap(), "0,0,0,0,0,0,21/0,0,0,0,0,0,27 2");
    assert_eq!(last.outcome(), Some(Outcome::Margin(-6)));
    assert!(moves_of(&last).is_empty());
    assert_eq!(last.check_move(Sowing(0)), Err(IllegalMove::GameOver));
    // A draw by equal counts.
    let set_up_over = setup(CLASSIC, "0,0,0,0,0,3,22/0,0,0,0,0,0,23 1");
    assert_eq!(set_up_over.outcome(), Some(Outcome::Margin(2)), "a side already empty: each keeps its own");
    let mut even = setup(CLASSIC, "0,0,0,0,0,1,23/0,0,0,0,0,1,23 1");
    even.play(Sowing(5));
    assert_eq!(even.outcome(), Some(Outcome::Margin(0)));
    assert!(even.outcome().unwrap().is_draw());
}

#[test]
fn undo_restores_everything() {
    let mut game = Kalah::start(CLASSIC);
    let start = game.clone();
    let mut played = Vec::new();
    let mut moves = Vec::new();
    let mut seed = 7u64;
    while game.outcome().is_none() {
        game.legal_moves(&mut moves);
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let mv = moves[(seed >> 33) as usize % moves.len()];
        game.play(mv);
        played.push(mv);
        let total: u16 = game.all_seeds().iter().map(|&s| s as u16).sum();
        assert_eq!(total, 48, "seeds are never made or lost");
    }
    assert!(game.plies() as usize <= Kalah::longest_game(CLASSIC));
    for &mv in played.iter().rev() {
        game.undo(mv);
    }
    assert_eq!(game, start);
    assert_eq!(game.write_setup(), start.write_setup());
}

#[test]
fn moves_are_letters_from_the_movers_left() {
    assert_eq!(moves_of(&Kalah::start(CLASSIC)), (0..6).map(Sowing).collect::<Vec<_>>());
    let game = game("c f");
    assert_eq!(game.to_move(), Player::Two);
    assert_eq!(Kalah::parse_position(CLASSIC, "CF").unwrap(), game, "read case aside");
    for (bad, why) in [("g", "no pit g"), ("1", "a pit's letter"), ("é", "a pit's letter")] {
        let err = Kalah::parse_position(CLASSIC, bad).unwrap_err().to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
    // c leaves c empty, and One moves again.
    let err = Kalah::parse_position(CLASSIC, "cc").unwrap_err();
    assert!(matches!(err, NotationError::Illegal { index: 2, why: EMPTY_PIT, .. }), "{err}");
    let start = Kalah::start(CLASSIC);
    let line = [Sowing(2), Sowing(5), Sowing(0), Sowing(3)];
    assert_eq!(Kalah::line_text(CLASSIC, &start, &line), "cf a d");
    assert_eq!(Kalah::parse_position(CLASSIC, &Kalah::line_text(CLASSIC, &start, &line)).unwrap().plies(), 4);
}

#[test]
fn a_set_up_position_is_each_sides_pits_and_store_and_the_side_to_move() {
    let start = Kalah::start(CLASSIC);
    assert_eq!(start.write_setup().unwrap(), "4,4,4,4,4,4,0/4,4,4,4,4,4,0 1");
    assert_eq!(setup(CLASSIC, " 4,4,4,4,4,4,0 / 4,4,4,4,4,4,0  1 "), start);
    let small = Board { pits: 4, seeds: 3, capture: Capture::Standard };
    assert_eq!(Kalah::start(small).write_setup().unwrap(), "3,3,3,3,0/3,3,3,3,0 1");
    assert_eq!(Kalah::read_setup(CLASSIC, "cfa"), None, "moves are not a position");
    for (bad, why) in [
        ("4,4,4,4,4,4,0/4,4,4,4,4,4,0", "the side to move"),
        ("4,4,4,4,4,4,0/4,4,4,4,4,4,0 3", "1 or 2"),
        ("4,4,4,4,4,4/4,4,4,4,4,4,0,0 1", "7 numbers, not 6"),
        ("4,4,4,4,4,4,0/4,4,4,4,4,5,0 1", "48 seeds in all, not 49"),
        ("4,4,4,4,4,4,x/4,4,4,4,4,4,0 1", "not a number"),
        ("4,4,4,4,4,4,0/4,4,4,4,4,4,999999 1", "not a number"),
        ("4,4,4,4,4,4,0/4,4,4,4,4,4,300 1", "no place holds 300"),
    ] {
        let err = Kalah::read_setup(CLASSIC, bad).unwrap().unwrap_err();
        assert!(err.contains(why), "{bad}: {err}");
    }
}

#[test]
fn names_read_the_size_and_the_rule() {
    assert_eq!(Kalah::read_params("6x4"), Some(CLASSIC));
    assert_eq!(Kalah::read_params("6x4:standard"), Some(CLASSIC));
    let empty = Board { capture: Capture::Empty, ..CLASSIC };
    assert_eq!(Kalah::read_params("6x4:empty"), Some(empty));
    assert_eq!(Kalah::write_params(empty), "6x4:empty");
    assert_eq!(Kalah::read_params("6x4:odd"), None);
    assert!(Kalah::validate(Board { pits: 7, ..CLASSIC }).unwrap_err().contains("3 to 6 pits"));
    assert!(Kalah::validate(Board { seeds: 1, ..CLASSIC }).unwrap_err().contains("2 to 6 seeds"));
    assert_eq!(Kalah::title(empty), "Kalah (6 pits, 4 seeds, empty capture)");
}

#[test]
fn the_longest_chain_of_moves_again_plays_and_undoes() {
    // Pits a to f holding 6, 4, 2, 3, 1, 1: seventeen sowings in a row end in the mover's store, and then
    // the mover's side is empty and the game is over (its opponent's seeds go to the opponent's store).
    let start = setup(CLASSIC, "6,4,2,3,1,1,0/4,4,4,4,4,4,7 1");
    let mut game = start.clone();
    let chain: Vec<Sowing> = "fdfefafbfefcfdfef".bytes().map(|b| Sowing(b - b'a')).collect();
    for (i, &mv) in chain.iter().enumerate() {
        assert_eq!((game.to_move(), game.outcome()), (Player::One, None), "before sowing {}", i + 1);
        assert_eq!(game.check_move(mv), Ok(()), "sowing {} ({mv:?})", i + 1);
        game.play(mv);
    }
    assert_eq!(game.write_setup().unwrap(), "0,0,0,0,0,0,17/0,0,0,0,0,0,31 2");
    assert_eq!(game.outcome(), Some(Outcome::Margin(17 - 31)));
    assert_eq!(Kalah::line_text(CLASSIC, &start, &chain), "fdfefafbfefcfdfef", "one turn: no blanks");
    for &mv in chain.iter().rev() {
        game.undo(mv);
    }
    assert_eq!(game, start);
}
