//! The brain's protocol, command by command: answers, refusals, and what each leaves on the board.

use super::*;

/// Sends each line to `brain` and returns what it answered, line by line.
fn talk(brain: &mut Brain, lines: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        brain.handle(line, &mut out).unwrap();
    }
    String::from_utf8(out).unwrap().lines().filter(|l| !l.starts_with("MESSAGE")).map(String::from).collect()
}

fn brain() -> Brain {
    Brain::new(Some(2_000), 1)
}

#[test]
fn the_clock_leaves_room_and_shares_a_match_clock_out() {
    let clock = |turn: Option<u64>, total: Option<u64>, left: Option<u64>| {
        let ms = |n: Option<u64>| n.map(Duration::from_millis);
        Clock { turn: ms(turn), total: ms(total), left: ms(left) }.move_time().as_millis()
    };
    assert_eq!(clock(None, None, None), 870, "Hard's second less its share and reserve");
    assert_eq!(clock(Some(5_000), None, None), 4_470);
    assert_eq!(clock(Some(5_000), Some(60_000), Some(20_000)), 870, "a twentieth of the time left");
    assert_eq!(clock(Some(5_000), Some(0), Some(20)), 4_470, "timeout_match 0 is no limit");
    assert_eq!(clock(Some(0), None, None), 15, "as fast as possible");
    assert_eq!(clock(Some(5_000), Some(60_000), Some(100)), 5, "never nothing");
}

#[test]
fn it_answers_start_about_and_unknown_commands() {
    let mut b = brain();
    assert_eq!(talk(&mut b, &["START 15", "START 20", "RECTSTART 20,15"]), ["OK", "OK", "OK"]);
    let about = talk(&mut b, &["ABOUT"]);
    assert!(about[0].starts_with("name=\"minimax-arcade\", version=\""), "{about:?}");
    assert!(about[0].contains("author=\"") && about[0].contains("country=\""), "{about:?}");
    let unknown = talk(&mut b, &["SWAP2BOARD", "hello there"]);
    assert!(unknown.iter().all(|l| l.starts_with("UNKNOWN ")), "{unknown:?}");
    for bad in ["START 4", "START 21", "START x", "RECTSTART 15", "RECTSTART 15,30"] {
        let answer = talk(&mut b, &[bad]);
        assert!(answer[0].starts_with("ERROR "), "{bad}: {answer:?}");
    }
}

#[test]
fn moves_before_start_are_refused() {
    let mut b = brain();
    for line in ["BEGIN", "TURN 7,7", "TAKEBACK 7,7", "RESTART"] {
        assert!(talk(&mut b, &[line])[0].starts_with("ERROR "), "{line}");
    }
    assert!(talk(&mut b, &["BOARD", "7,7,2", "DONE"])[0].starts_with("ERROR "));
}

#[test]
fn begin_plays_the_centre_and_turn_answers_a_free_cell() {
    let mut b = brain();
    assert_eq!(talk(&mut b, &["START 15", "BEGIN"]), ["OK", "7,7"]);
    let answer = talk(&mut b, &["TURN 8,8"]);
    let (x, y) = parse_pair(&answer[0]).unwrap();
    assert!((x, y) != (7, 7) && (x, y) != (8, 8) && x < 15 && y < 15, "{answer:?}");
    assert_eq!(b.stones.len(), 3, "its first stone, the opponent's, its answer");
}

#[test]
fn bad_moves_are_refused_and_change_nothing() {
    let mut b = brain();
    talk(&mut b, &["START 15", "BEGIN"]);
    let before = b.stones.clone();
    for line in ["TURN 7,7", "TURN 15,3", "TURN 3", "TURN a,b", "TURN -1,2", "BEGIN", "TAKEBACK 1,1"] {
        let answer = talk(&mut b, &[line]);
        assert!(answer[0].starts_with("ERROR "), "{line}: {answer:?}");
        assert_eq!(b.stones, before, "{line}");
    }
    assert!(talk(&mut b, &["TURN 7,7"])[0].contains("taken"));
    assert!(talk(&mut b, &["TURN 15,3"])[0].contains("off the 15x15 board"));
}

#[test]
fn board_sets_the_position_and_a_bad_board_keeps_the_old_one() {
    let mut b = brain();
    talk(&mut b, &["START 15"]);
    // Four of the opponent's in a row on the top row, with three of the brain's: it must block at 4,0
    // (0,0 is at the board's edge, so the four is blocked on one side and 4,0 is its only point).
    let board = ["BOARD", "0,0,2", "5,5,1", "1,0,2", "5,6,1", "2,0,2", "9,9,1", "3,0,2", "DONE"];
    assert_eq!(talk(&mut b, &board), ["4,0"]);
    let before = b.stones.clone();
    for bad in [
        &["BOARD", "0,0,2", "0,0,1", "DONE"][..],
        &["BOARD", "0,0,2", "15,0,1", "DONE"],
        &["BOARD", "0,0,7", "DONE"],
        &["BOARD", "0,0,3", "DONE"],
        &["BOARD", "0,0,1", "1,0,1", "DONE"],
        &["BOARD", "0,0", "DONE"],
    ] {
        let answer = talk(&mut b, bad);
        assert_eq!(answer.len(), 1, "{bad:?}: {answer:?}");
        assert!(answer[0].starts_with("ERROR "), "{bad:?}: {answer:?}");
        assert_eq!(b.stones, before, "{bad:?}");
    }
    // A finished game is not played on.
    let five = ["BOARD", "0,0,2", "5,5,1", "1,0,2", "5,6,1", "2,0,2", "9,9,1", "3,0,2", "9,8,1", "4,0,2", "DONE"];
    assert!(talk(&mut b, &five)[0].contains("five in a row"));
}

#[test]
fn takeback_and_restart() {
    let mut b = brain();
    talk(&mut b, &["START 15", "BEGIN"]);
    assert_eq!(talk(&mut b, &["TAKEBACK 7,7"]), ["OK"]);
    assert!(b.stones.is_empty());
    talk(&mut b, &["BEGIN"]);
    talk(&mut b, &["TURN 0,0"]);
    assert!(talk(&mut b, &["TAKEBACK 0,0"])[0].contains("not the last stone"));
    assert_eq!(talk(&mut b, &["RESTART"]), ["OK"]);
    assert!(b.stones.is_empty());
    assert_eq!(talk(&mut b, &["BEGIN"]), ["7,7"]);
}

#[test]
fn info_sets_the_clock_and_rules_it_does_not_play_are_refused() {
    let mut b = brain();
    assert!(talk(&mut b, &["INFO timeout_turn 2000", "INFO time_left 100", "INFO game_type 1"]).is_empty());
    assert_eq!(b.clock.turn, Some(Duration::from_secs(2)));
    assert!(talk(&mut b, &["INFO evaluate 3,4", "INFO folder /somewhere"]).is_empty(), "ignored");
    assert!(talk(&mut b, &["INFO timeout_turn soon"])[0].starts_with("ERROR "));
    assert_eq!(b.clock.turn, Some(Duration::from_secs(2)), "kept");
    talk(&mut b, &["INFO rule 4"]);
    assert!(talk(&mut b, &["START 15"])[0].contains("renju"));
    talk(&mut b, &["INFO rule 2"]);
    assert_eq!(talk(&mut b, &["START 15"]), ["OK"], "a continuous series of freestyle games");
    talk(&mut b, &["INFO rule 8"]);
    assert!(talk(&mut b, &["BEGIN"])[0].contains("caro"), "told after START, refused when the game starts");
    talk(&mut b, &["INFO rule 1"]);
    assert_eq!(talk(&mut b, &["BEGIN"]), ["7,7"], "standard rules");
    assert!(b.board_size().unwrap().exact);
    talk(&mut b, &["INFO rule 0", "RESTART"]);
    assert_eq!(talk(&mut b, &["BEGIN"]), ["7,7"]);
    assert!(!b.board_size().unwrap().exact);
}

#[test]
fn max_memory_shrinks_the_table_to_fit() {
    let mut b = brain();
    assert_eq!(b.table_bits(), Settings::default().table_bits);
    talk(&mut b, &["INFO max_memory 0"]);
    assert_eq!(b.table_bits(), Settings::default().table_bits, "0 is no limit");
    talk(&mut b, &["INFO max_memory 1000000"]);
    let bucket = 2 * std::mem::size_of::<Entry<u16>>() as u64;
    assert!(bucket << b.table_bits() <= 500_000);
    assert!(bucket << (b.table_bits() + 1) > 500_000);
}

#[test]
fn a_brain_is_known_by_its_file_name() {
    for name in ["pbrain-minimax-arcade", "/usr/games/pbrain-minimax-arcade", "PBRAIN-MINIMAX-ARCADE.EXE"] {
        assert!(called_as_brain(name.as_ref()), "{name}");
    }
    for name in ["minimax-arcade", "/opt/pbrain-dir/minimax-arcade", "brain"] {
        assert!(!called_as_brain(name.as_ref()), "{name}");
    }
}

#[test]
fn end_ends() {
    let mut b = brain();
    assert_eq!(b.handle("END", &mut Vec::new()).unwrap(), Flow::End);
}
