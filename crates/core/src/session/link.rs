//! The link language of the web build: what a page's query asks for, e.g.
//! `?game=gomoku&x=hard&o=human&moves=113,114&start`.
//!
//! | parameter | values                                                                   |
//! |-----------|--------------------------------------------------------------------------|
//! | `game`    | a game's textual name (see [`GameSpec`]): `connect4`, `mnk:5x4:4`, ...    |
//! | `x`, `o`  | `human`, `easy`, `medium`, `hard` or `perfect`                           |
//! | `first`   | `x`, `o` or `random`                                                     |
//! | `clock`   | a time control, minutes each and seconds a move (`5%2B3`, or `5+3`), or `none` |
//! | `position`| a set-up position to start from, in the game's position notation         |
//! | `moves`   | the moves already played (from `position` if given), in the game's notation |
//! | `agreed`  | a draw agreed or claimed after the moves: the game is over                |
//! | `flag`    | `x` or `o`: that side's time ran out after the moves: the game is over    |
//! | `start`   | go straight to the match                                                 |
//! | `paused`  | computer against computer starts paused                                  |
//! | `msaa`    | `off` draws without multisampling (for software renderers)               |
//! | `bench`   | times the engine's benchmark searches when the page opens, into its log   |
//!
//! Links of the first release still work: they wrote boards as `mnk:ROWS,COLS,K` and `gravity:COLS,ROWS,K`.

use super::{FirstMove, MatchSetup, SavedGame, Side};
use crate::rules::{AnyGame, GameSpec};

/// What a link asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    pub setup: MatchSetup,
    /// The match to play from, when the link gives moves.
    pub game: Option<SavedGame>,
    pub start: bool,
    /// Computer against computer starts paused (P resumes).
    pub paused: bool,
    /// Smooth edges (`msaa=off` turns it off).
    pub antialiasing: bool,
    /// Time the engine's benchmark ([`crate::ai::bench`]) when the page opens.
    pub bench: bool,
}

/// Decodes a query value: `+` is a space and every `%XX` escape a byte; bytes that are not UTF-8 become
/// replacement characters, and a `%` without two hex digits stays as it is.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push((high * 16 + low) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A game as a link names it: its textual name, or the first release's comma forms.
fn link_game(text: &str) -> Result<GameSpec, String> {
    let legacy = text.split_once(':').and_then(|(kind, dims)| {
        let d: Vec<&str> = dims.split(',').collect();
        match (kind, d.as_slice()) {
            ("mnk", [rows, cols, k]) => Some(format!("mnk:{cols}x{rows}:{k}")),
            ("gravity", [cols, rows, k]) => Some(format!("gravity:{cols}x{rows}:{k}")),
            _ => None,
        }
    });
    legacy.as_deref().unwrap_or(text).parse()
}

/// The query (without the `?`) of a link that opens `saved` and plays on from it.
pub fn query_for(saved: &SavedGame) -> String {
    let setup = &saved.setup;
    let moves = setup.spec.moves_text(&saved.moves);
    // A position is written with blanks, which a query writes as `+`.
    let start = saved.start.as_ref().and_then(AnyGame::setup_text);
    let position = start.map(|text| format!("&position={}", encode(&text))).unwrap_or_default();
    let (spec, x, o, first) = (setup.spec, setup.x, setup.o, saved.first.key());
    let clock = setup.time_control().map(|clock| format!("&clock={}", encode(&clock.to_string()))).unwrap_or_default();
    let agreed = if saved.agreed { "&agreed" } else { "" };
    let flag = saved.time_out.map(|side| format!("&flag={}", side.key())).unwrap_or_default();
    format!("game={spec}&x={x}&o={o}&first={first}{clock}{position}&moves={moves}{agreed}{flag}&start")
}

/// Encodes a query value: a blank as `+`, and `%`, `&`, `+`, `=`, `#` and anything not printable ASCII as
/// `%XX` escapes, so that [`decode`] gives it back.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b' ' => out.push('+'),
            b'%' | b'&' | b'+' | b'=' | b'#' => out.push_str(&format!("%{byte:02X}")),
            b if b.is_ascii_graphic() => out.push(b as char),
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Reads a link's query (without the `?`) on top of `setup`.
pub fn parse(query: &str, setup: MatchSetup) -> Result<Launch, String> {
    let mut launch = Launch { setup, game: None, start: false, paused: false, antialiasing: true, bench: false };
    let (mut moves, mut position, mut agreed, mut flag) = (None, None, false, None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value);
        match decode(key).as_str() {
            "game" => launch.setup.spec = link_game(&value)?,
            "x" => launch.setup.x = value.parse()?,
            "o" => launch.setup.o = value.parse()?,
            "first" => launch.setup.first = value.parse()?,
            "clock" if value == "none" => launch.setup.clock = None,
            // A `+` left bare in a query reads as a blank.
            "clock" => launch.setup.clock = Some(value.trim().replace(' ', "+").parse()?),
            "moves" => moves = Some(value),
            "position" => position = Some(value),
            "start" => launch.start = true,
            "agreed" => agreed = true,
            "flag" => flag = Some(value.parse()?),
            "paused" => launch.paused = true,
            "msaa" => launch.antialiasing = value != "off",
            "bench" => launch.bench = true,
            other => return Err(format!("unknown parameter {:?}", crate::rules::short(other))),
        }
    }
    if moves.is_some() || position.is_some() {
        let spec = launch.setup.spec;
        let start = position.map(|text| spec.read_setup(&text).map_err(|e| format!("position: {e}"))).transpose()?;
        let start_position = start.clone().unwrap_or_else(|| spec.start());
        let (moves, read) = spec.parse_moves_prefix_from(&start_position, moves.as_deref().unwrap_or(""));
        read.map_err(|e| format!("moves: {e}"))?;
        let first = match launch.setup.first {
            FirstMove::Side(side) => side,
            FirstMove::Random => Side::X,
        };
        let setup = MatchSetup { first: FirstMove::Side(first), ..launch.setup };
        let saved = SavedGame { agreed, time_out: flag, ..SavedGame::new(setup, first, start, moves) };
        // As with a saved match: a finished game (a draw agreed, a time out included) is nothing to continue, so
        // the link starts a fresh one.
        if !saved.is_over() {
            launch.game = Some(saved);
        }
    }
    Ok(launch)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{AnyMove, Game, GridSize};
    use crate::session::Seat;

    #[test]
    fn links_choose_the_game_the_players_and_the_position() {
        let launch = parse("game=gomoku&x=hard&o=human&first=x&moves=113%2C114&start", MatchSetup::default()).unwrap();
        assert_eq!(launch.setup.spec, GameSpec::GOMOKU);
        assert_eq!(launch.setup.x, Seat::Computer(Level::Hard));
        assert_eq!(launch.setup.o, Seat::Human);
        assert_eq!(launch.game.unwrap().moves, vec![AnyMove::Cell(112), AnyMove::Cell(113)]);
        assert!(launch.start && !launch.paused && launch.antialiasing);
        let launch = parse("game=gravity:8x7:4&paused&msaa=off", MatchSetup::default()).unwrap();
        assert_eq!(launch.setup.spec, GameSpec::Gravity(GridSize::new(7, 8, 4)));
        assert!(launch.paused && !launch.antialiasing && !launch.bench);
        assert!(parse("bench", MatchSetup::default()).unwrap().bench);
        // A clock, its `+` escaped or left bare (a blank, read so), or none.
        let five_three = Some(crate::session::TimeControl::new(5, 3));
        assert_eq!(parse("game=chess&clock=5%2B3", MatchSetup::default()).unwrap().setup.clock, five_three);
        assert_eq!(parse("game=chess&clock=5+3", MatchSetup::default()).unwrap().setup.clock, five_three);
        let timed = MatchSetup { clock: five_three, ..MatchSetup::default() };
        assert_eq!(parse("clock=none", timed).unwrap().setup.clock, None);
        assert!(parse("clock=fast", timed).unwrap_err().contains("not a time control"));
    }

    #[test]
    fn every_game_round_trips_through_a_link() {
        for spec in
            [GameSpec::TIC_TAC_TOE, GameSpec::CONNECT_FOUR, GameSpec::Bones(7), GameSpec::Mnk(GridSize::new(4, 5, 4))]
        {
            let query = format!("game={spec}");
            assert_eq!(parse(&query, MatchSetup::default()).unwrap().setup.spec, spec, "{query}");
        }
    }

    #[test]
    fn the_first_releases_links_still_work() {
        let launch = parse("game=gravity:8,7,4", MatchSetup::default()).unwrap();
        assert_eq!(launch.setup.spec, GameSpec::Gravity(GridSize::new(7, 8, 4)));
        let launch = parse("game=mnk%3A4,5,4", MatchSetup::default()).unwrap();
        assert_eq!(launch.setup.spec, GameSpec::Mnk(GridSize::new(4, 5, 4)), "mnk took rows first");
        assert_eq!(parse("game=bones:9", MatchSetup::default()).unwrap().setup.spec, GameSpec::Bones(9));
    }

    #[test]
    fn bad_links_say_what_is_wrong() {
        let err = |q| parse(q, MatchSetup::default()).unwrap_err();
        assert!(err("game=shogi").contains("unknown game"));
        assert!(err("x=grandmaster").contains("not a player"));
        assert!(err("moves=55").starts_with("moves: move 2"));
        assert!(err("colour=blue").contains("unknown parameter"));
        assert!(err("first=z").contains("not a first move"));
    }

    #[test]
    fn a_link_keeps_a_set_up_start() {
        let nim = MatchSetup { spec: GameSpec::NIM, first: FirstMove::Side(Side::X), ..MatchSetup::default() };
        let start = GameSpec::NIM.read_setup("1-4-0 2").unwrap();
        let moves = GameSpec::NIM.parse_moves_prefix_from(&start, "b2").0;
        let saved = SavedGame::new(nim, Side::X, Some(start), moves);
        let query = query_for(&saved);
        assert_eq!(query, "game=nim&x=human&o=perfect&first=x&position=1-4-0+2&moves=b2&start");
        assert_eq!(parse(&query, MatchSetup::default()).unwrap().game, Some(saved));
        // A position alone opens it with no move played; a bad one says what is wrong.
        let launch = parse("game=nim&position=0-0-1+1", MatchSetup::default()).unwrap();
        assert_eq!(launch.game.map(|g| g.position().setup_text()), Some(Some("0-0-1 1".to_string())));
        let err = parse("game=nim&position=9-9-9+1", MatchSetup::default()).unwrap_err();
        assert!(err.starts_with("position: heap a starts with 3"), "{err}");
        let err = parse("game=connect4&position=4453", MatchSetup::default()).unwrap_err();
        assert!(err.contains("no position notation"), "{err}");
        assert!(parse("game=nim&position=1-4-0+2&moves=c1", MatchSetup::default()).unwrap_err().starts_with("moves:"));
    }

    #[test]
    fn a_link_to_a_position_opens_it() {
        let setup = MatchSetup { spec: GameSpec::CONNECT_FOUR, ..MatchSetup::default() };
        let saved = SavedGame::new(
            MatchSetup { first: FirstMove::Side(Side::O), ..setup },
            Side::O,
            None,
            GameSpec::CONNECT_FOUR.parse_moves("4453").unwrap(),
        );
        let query = query_for(&saved);
        assert_eq!(query, "game=connect4&x=human&o=perfect&first=o&moves=4453&start");
        let launch = parse(&query, MatchSetup::default()).unwrap();
        assert_eq!(launch.game, Some(saved));
        assert!(launch.start);
    }

    #[test]
    fn a_link_to_a_draw_agreed_says_so_and_opens_no_game_to_play_on() {
        let setup = MatchSetup { spec: GameSpec::CHECKERS, first: FirstMove::Side(Side::X), ..MatchSetup::default() };
        let moves = GameSpec::CHECKERS.parse_moves("11-15 23-19").unwrap();
        let agreed = SavedGame { agreed: true, ..SavedGame::new(setup, Side::X, None, moves) };
        let query = query_for(&agreed);
        assert!(query.ends_with("&moves=11-15,23-19&agreed&start"), "{query}");
        assert_eq!(parse(&query, MatchSetup::default()).unwrap().game, None);
        let unagreed = SavedGame { agreed: false, ..agreed };
        assert_eq!(parse(&query_for(&unagreed), MatchSetup::default()).unwrap().game, Some(unagreed));
    }

    #[test]
    fn a_link_keeps_the_clock_and_a_time_out_ends_its_game() {
        let clock = Some(crate::session::TimeControl::new(3, 2));
        let setup =
            MatchSetup { spec: GameSpec::CHESS, first: FirstMove::Side(Side::X), clock, ..MatchSetup::default() };
        let moves = GameSpec::CHESS.parse_moves("e4 e5").unwrap();
        let saved = SavedGame::new(setup, Side::X, None, moves);
        let query = query_for(&saved);
        assert!(query.contains("&clock=3%2B2&"), "{query}");
        assert_eq!(parse(&query, MatchSetup::default()).unwrap().game, Some(saved.clone()));
        let flagged = SavedGame { time_out: Some(Side::X), ..saved };
        let query = query_for(&flagged);
        assert!(query.ends_with("&flag=x&start"), "{query}");
        assert_eq!(parse(&query, MatchSetup::default()).unwrap().game, None);
        assert!(parse("game=chess&moves=e2e4&flag=z", MatchSetup::default()).is_err());
    }

    #[test]
    fn any_escape_decodes() {
        assert_eq!(decode("a%2Cb%2cc+d%3A"), "a,b,c d:");
        assert_eq!(decode("%41%7e"), "A~");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz%4"), "%zz%4");
        assert_eq!(decode("%C3%A9"), "é");
        assert_eq!(decode("%FF"), "\u{fffd}");
    }

    #[test]
    fn a_link_whose_moves_end_the_game_starts_a_fresh_one() {
        let launch = parse("game=tictactoe&moves=14253&start", MatchSetup::default()).unwrap();
        assert_eq!(launch.game, None);
        assert!(launch.start);
    }

    /// Property tests (`scripts/fuzz.sh` runs them with a million cases each).
    mod props {
        use proptest::prelude::*;

        use super::*;
        use crate::testing;

        /// Every byte of `text` as a `%XX` escape, in upper or lower case.
        fn escape(text: &str, lower: bool) -> String {
            let escaped = text.bytes().map(|b| format!("%{b:02X}"));
            let escaped: String = escaped.collect();
            if lower { escaped.to_lowercase() } else { escaped }
        }

        proptest! {
            #[test]
            fn every_saved_match_round_trips_through_its_link(saved in testing::saved_game()) {
                let launch = parse(&query_for(&saved), MatchSetup::default()).unwrap();
                prop_assert_eq!(launch.game, Some(saved));
            }

            #[test]
            fn any_query_is_read_or_refused_without_a_panic(query in testing::text()) {
                if let Ok(launch) = parse(&query, MatchSetup::default())
                    && let Some(game) = launch.game
                {
                    let mut position = game.setup.spec.start();
                    for &mv in &game.moves {
                        prop_assert_eq!(position.check_move(mv), Ok(()));
                        position.play(mv);
                    }
                    prop_assert!(position.outcome().is_none());
                }
            }

            #[test]
            fn any_escaped_text_decodes_to_itself(text in any::<String>(), lower in any::<bool>()) {
                prop_assert_eq!(decode(&escape(&text, lower)), text);
            }

            #[test]
            fn links_round_trip(
                setup in testing::setup(),
                (spec, moves) in testing::game_and_moves(),
                flags in any::<(bool, bool, bool, bool)>(),
            ) {
                let (start, paused, msaa, escaped) = flags;
                let setup = MatchSetup { spec, ..setup };
                let value = |text: String| if escaped { escape(&text, false) } else { text };
                let mut query = format!(
                    "game={}&x={}&o={}&first={}&moves={}",
                    value(spec.to_string()),
                    setup.x,
                    setup.o,
                    setup.first,
                    value(spec.moves_text(&moves)),
                );
                for (on, flag) in [(start, "&start"), (paused, "&paused"), (!msaa, "&msaa=off")] {
                    if on {
                        query.push_str(flag);
                    }
                }
                let launch = parse(&query, MatchSetup::default()).unwrap();
                prop_assert_eq!(launch.setup, setup);
                prop_assert_eq!((launch.start, launch.paused, launch.antialiasing), (start, paused, msaa));
                let mut position = spec.start();
                moves.iter().for_each(|&mv| position.play(mv));
                let first = match setup.first {
                    FirstMove::Side(side) => side,
                    FirstMove::Random => Side::X,
                };
                let expected = position.outcome().is_none().then(|| SavedGame::new(MatchSetup { first: FirstMove::Side(first), ..setup }, first, None, moves.clone()));
                prop_assert_eq!(launch.game, expected);
            }
        }
    }
}
