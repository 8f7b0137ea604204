//! Text pasted into a match ("Paste", Ctrl+V): a position in the game's position notation (a Reversi board
//! with its side to move, an `.obf` line, Nim's heaps), a line of moves from the game's start in its notation
//! (Reversi's `f5d6c3`, Kalah's `cf e`, Connect Four's `4453`, Gomoku's `h8`), a game record where the game
//! has them (checkers' PDN), or a link of the web build, read into the match to start from. What cannot be read is refused with the reader's reason.

use super::{FirstMove, MatchSetup, SavedGame, Side, link};
use crate::rules::{Game, record};

/// The longest text read: far longer than any position or game, short enough that a paste of something else
/// (a whole document) is refused unread.
const MOST: usize = 10_000;

/// The match that `text` asks for, for the game and players of `setup` (whose first mover is `first`, as in
/// the match being played): a link's own game and players, else a position, else moves from the start.
pub fn pasted(text: &str, setup: MatchSetup, first: Side) -> Result<SavedGame, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("there is no text to paste".into());
    }
    if text.len() > MOST {
        return Err(format!("{} characters are more than any game", text.len()));
    }
    // A link (or its query alone): its parameters on top of this match's setup.
    if let Some(query) = link_query(text) {
        let setup = MatchSetup { first: FirstMove::Side(first), ..setup };
        let launch = link::parse(query, setup).map_err(|why| format!("the link: {why}"))?;
        let first = match launch.setup.first {
            FirstMove::Side(side) => side,
            FirstMove::Random => first,
        };
        let setup = MatchSetup { first: FirstMove::Side(first), ..launch.setup };
        return Ok(launch.game.unwrap_or(SavedGame::new(setup, first, None, Vec::new())));
    }
    let spec = setup.spec;
    let setup = MatchSetup { first: FirstMove::Side(first), ..setup };
    // A game record (PDN, PGN) in a game that has them: its start, its moves, and a draw it ended in by
    // agreement or claim.
    if spec.record_format().is_some() && record::looks_like(text) {
        let game = spec.read_record(text)?;
        let position = game.position();
        let over = position.outcome().is_some();
        let drawn = spec.draw_offers() || position.claimable_draw().is_some();
        let agreed = game.result == Some(None) && drawn && !over;
        let start = game.set_up.then_some(game.start);
        return Ok(SavedGame { agreed, ..SavedGame::new(setup, first, start, game.moves) });
    }
    let position = spec.read_setup(text);
    if let Ok(position) = position {
        return Ok(SavedGame::new(setup, first, Some(position), Vec::new()));
    }
    match spec.parse_moves(text) {
        Ok(moves) => Ok(SavedGame::new(setup, first, None, moves)),
        // A game with no position notation has only its moves to say why; another says both.
        Err(moves) if spec.start().setup_text().is_none() => Err(moves.to_string()),
        Err(moves) => Err(format!("not a position ({}) nor moves ({moves})", position.err().unwrap_or_default())),
    }
}

/// The query of a link, or a query alone: what follows `?` in an address, or a text of `key=value` pairs that
/// names one of a link's parameters.
fn link_query(text: &str) -> Option<&str> {
    let query = text.split_once('?').map_or(text, |(_, query)| query.split('#').next().unwrap_or(query));
    // Only a query that names a game or a position is a link to start from ("why?" is not).
    let named = ["game=", "moves=", "position="];
    let names = |key: &&str| query.starts_with(key) || query.contains(&format!("&{key}"));
    (!query.contains(char::is_whitespace) && named.iter().any(names)).then_some(query)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyMove, GameSpec};
    use crate::session::Seat;

    fn setup(spec: GameSpec) -> MatchSetup {
        MatchSetup { spec, x: Seat::Human, o: Seat::Human, first: FirstMove::Side(Side::X), clock: None }
    }

    #[test]
    fn moves_a_position_or_a_link_start_the_match() {
        let reversi = setup(GameSpec::REVERSI);
        let line = pasted(" f5d6c3\n", reversi, Side::X).unwrap();
        assert_eq!((line.start.is_none(), line.moves.len()), (true, 3));
        let board = format!("XO{} O", "-".repeat(62));
        let position = pasted(&board, reversi, Side::X).unwrap();
        assert_eq!(position.start.as_ref().and_then(|p| p.setup_text()), Some(board));
        assert!(position.moves.is_empty());
        let four = pasted("4453", setup(GameSpec::CONNECT_FOUR), Side::O).unwrap();
        assert_eq!((four.first, four.moves[0]), (Side::O, AnyMove::Column(3)), "the match's first mover kept");
        let link = pasted("https://example.org/play/?game=connect4&moves=44&start", reversi, Side::X).unwrap();
        assert_eq!((link.setup.spec, link.moves.len()), (GameSpec::CONNECT_FOUR, 2), "a link's own game");
        let query = pasted("game=nim&position=1-4-0+2", reversi, Side::X).unwrap();
        assert_eq!(query.position().setup_text(), Some("1-4-0 2".to_string()));
    }

    #[test]
    fn a_game_record_starts_the_match_it_writes() {
        let checkers = setup(GameSpec::CHECKERS);
        let record = "[Event \"Club\"]\n[Black \"A\"]\n[White \"B\"]\n1. 11-15 23-19 2. 8-11 {even} 22-17 1/2-1/2\n";
        let game = pasted(record, checkers, Side::X).unwrap();
        assert_eq!((game.start.is_none(), game.moves.len(), game.agreed), (true, 4, true), "an agreed draw");
        assert!(game.is_over());
        // The match written as a record reads back as itself, the agreement kept.
        let written = game.record("2026.11.28").unwrap();
        assert!(written.contains("[Date \"2026.11.28\"]") && written.contains("[Result \"1/2-1/2\"]"), "{written}");
        assert!(written.contains("[Black \"Human\"]"), "{written}");
        assert_eq!(pasted(&written, checkers, Side::X).unwrap(), game);
        let set_up = pasted("[FEN \"W:W18,K30:B14\"]\n1... 18x9 *", checkers, Side::X).unwrap();
        assert_eq!(set_up.start.as_ref().and_then(|p| p.setup_text()).as_deref(), Some("W:W18,K30:B14"));
        assert_eq!((set_up.moves.len(), set_up.agreed), (1, false));
        let why = pasted("[Event \"x\"]\n1. 21-17 *", checkers, Side::X).unwrap_err();
        assert!(why.contains("move 1. 21-17"), "{why}");
        // Games without a record format read a bracket as they always did.
        assert!(pasted("[4453]", setup(GameSpec::CONNECT_FOUR), Side::X).is_err());
    }

    #[test]
    fn what_cannot_be_read_says_why() {
        let why = |text: &str, spec| pasted(text, setup(spec), Side::X).unwrap_err();
        assert!(why("   ", GameSpec::REVERSI).contains("no text"));
        assert!(why("8", GameSpec::CONNECT_FOUR).contains("column 8"), "{}", why("8", GameSpec::CONNECT_FOUR));
        let both = why("z9", GameSpec::REVERSI);
        assert!(both.starts_with("not a position (") && both.contains("nor moves ("), "{both}");
        assert!(why("game=shogi", GameSpec::REVERSI).starts_with("the link: "));
        assert!(why(&"4".repeat(MOST + 1), GameSpec::CONNECT_FOUR).contains("more than any game"));
        // A question mark alone makes no link: the text is read as the game's, and refused.
        assert!(why("why?", GameSpec::CONNECT_FOUR).contains("column"), "{}", why("why?", GameSpec::CONNECT_FOUR));
        assert!(pasted("https://example.org/?", setup(GameSpec::NIM), Side::X).is_err());
    }
}
