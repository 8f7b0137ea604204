//! The record syntax's tests: a file of games, errors and recovery, a round trip, numbers and glyphs, dates.

use super::*;

const GAME: &str = r#"[Event "Ohio \"State\" Ty"]
[Black "A"] [White "B"]
[Result "1-0"]
1. 11-15 23-18 {a comment (with a bracket)} 2. 8-11! (2. 9-14 18x9 (2... 5x14) ) 27-23 $1
3.4-8 ; the rest of this line 1-0 is a comment
23-19 1-0

[FEN "W:W18:B14"] 1... 18x9 *
"#;

#[test]
fn a_file_of_games_reads_as_each_game_played() {
    let games = read_all(GAME);
    assert_eq!(games.len(), 2);
    let first = games[0].as_ref().unwrap();
    assert_eq!(first.tag("event"), Some("Ohio \"State\" Ty"));
    assert_eq!(first.tag("White"), Some("B"));
    assert_eq!(first.moves, ["11-15", "23-18", "8-11", "27-23", "4-8", "23-19"]);
    assert_eq!(first.result(), Some("1-0"));
    let second = games[1].as_ref().unwrap();
    assert_eq!((second.tag("FEN"), second.moves.as_slice()), (Some("W:W18:B14"), ["18x9".to_string()].as_slice()));
    assert_eq!(second.result(), Some("*"));
    assert!(read_one(GAME).unwrap_err().contains("2 games"));
}

#[test]
fn what_is_not_a_record_says_where() {
    assert!(read_one("[Event \"x]\n").unwrap_err().contains("line 1: tag Event's value has no closing quote"));
    assert!(read_one("[Event x]").unwrap_err().contains("double quotes"));
    assert!(read_one("[\"x\"]").unwrap_err().contains("its name"));
    assert!(read_one("[Event \"x\"\n").unwrap_err().contains("no closing ]"));
    assert!(read_one("\n1. 11-15 {never closed").unwrap_err().starts_with("line 2: a comment"));
    assert!(read_one("1. 11-15 (2. 8-11").unwrap_err().contains("variation ( … has no closing )"));
    assert!(read_one("1. 11-15 )").unwrap_err().contains("closes no variation"));
    assert!(read_one("1. 11-15 }").unwrap_err().contains("closes no comment"));
    assert!(read_one("  \n").unwrap_err().contains("no game"));
    assert!(read_one("1. 11-15 (2. 8-11 {never closed)").unwrap_err().contains("a comment { … has no closing }"));
    // A game that cannot be read does not hide the next, nor is what is left of it read as one.
    let games = read_all("[Event x]\n[Black \"A\"]\n1. 11-15\n[Event \"y\"]\n1. 9-13 *\n[FEN \"x] *\n[FEN \"y\"] *");
    assert_eq!(games.len(), 4, "{games:?}");
    assert!(games[0].is_err() && games[2].is_err());
    assert_eq!(games[1].as_ref().unwrap().moves, ["9-13"]);
    assert_eq!(games[3].as_ref().unwrap().tag("FEN"), Some("y"));
    // The first error is the one a paste is told, and a comment after the result is no second game.
    assert!(read_one("[Event x]\n[Black \"A\"]\n1. 11-15 *").unwrap_err().contains("double quotes"));
    assert_eq!(read_one("1. 11-15 1-0 {resigns} ; so it goes").unwrap().moves, ["11-15"]);
    // A variation's own comments may hold brackets; PGN's `1. ... x` is a move after a gap.
    assert_eq!(read_one("1. 11-15 (1. 9-13 ; a ) here\n) 2. ... 8-11 *").unwrap().moves, ["11-15", "8-11"]);
}

#[test]
fn a_written_record_reads_back() {
    let tags = vec![("Event".to_string(), "A \"quoted\" \\ match".to_string()), ("FEN".into(), "W:W18:B14".into())];
    let moves: Vec<(Player, String)> = (0..30)
        .map(|i| (if i % 2 == 0 { Player::Two } else { Player::One }, format!("{}-{}", 10 + i, 11 + i)))
        .collect();
    let text = write(&tags, &moves, "1/2-1/2");
    assert!(text.contains("\n\n1... 10-11 2. 11-12 12-13 3. "), "{text}");
    assert!(text.lines().all(|line| line.len() < 80), "{text}");
    let read = read_one(&text).unwrap();
    assert_eq!(read.tags, tags);
    assert_eq!(read.moves, moves.iter().map(|(_, mv)| mv.clone()).collect::<Vec<_>>());
    assert_eq!(read.result(), Some("1/2-1/2"));
    assert_eq!(read_result(read.result().unwrap()), Some(Some(None)));
    assert!(looks_like(&text) && looks_like("1. 11-15 {good}") && !looks_like("11-15 23-19"));
}

#[test]
fn words_lose_their_numbers_and_glyphs() {
    assert_eq!(move_of("12."), None);
    assert_eq!(move_of("12..."), None);
    assert_eq!(move_of("1.e4"), Some("e4"));
    assert_eq!(move_of("3...Nf6!?"), Some("Nf6"));
    assert_eq!(move_of("$14"), None);
    assert_eq!(move_of("26x17x10"), Some("26x17x10"));
    assert_eq!(move_of("11-15?"), Some("11-15"));
}

#[test]
fn dates_follow_the_civil_calendar() {
    assert_eq!(date_tag(0), "1970.01.01");
    assert_eq!(date_tag(951_782_400), "2000.02.29");
    assert_eq!(date_tag(1_795_824_000), "2026.11.28");
    assert_eq!(date_tag(1_795_910_399), "2026.11.28");
}

#[test]
fn a_broken_game_leaves_the_next_to_be_read() {
    // One-line games with no result, the first after a byte-order mark, the second's tag never closed.
    let games = read_all("\u{feff}[FEN \"a\"] 18x9\n[FEN \"b] 18x9\n[FEN \"c\"] 18x9\n");
    assert_eq!(games.len(), 3, "{games:?}");
    assert_eq!(games[0].as_ref().unwrap().tag("FEN"), Some("a"));
    assert!(games[1].is_err());
    assert_eq!(games[2].as_ref().unwrap().moves, ["18x9"]);
    // A comment never closed ends where the next game's tags begin.
    let games = read_all("[Event \"a\"]\n1. 11-15 {never closed\n\n[Event \"b\"]\n1. 9-13 {fine} *\n");
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games[0].as_ref().unwrap_err().starts_with("line 2: a comment { … has no closing }"));
    assert_eq!(games[1].as_ref().unwrap().moves, ["9-13"]);
}
