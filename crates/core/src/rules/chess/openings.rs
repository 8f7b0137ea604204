//! The opening's name as chess players know it: its ECO code and its name, from lichess's chess-openings data
//! set (`assets/openings/chess-openings.tsv`, made by `scripts/make-chess-openings.py`: 3,807 lines, 388 KB in
//! the binary; public domain as a collection of facts, and CC0 as far as it is more, its licence text beside
//! it). The names are English, as the data set has them.
//!
//! As the data set suggests, a game is named after the last of its positions that has a name: the position
//! itself, or the nearest before it, walking back through the positions it remembers. Positions are known by
//! their hash (the pieces, the side to move, the castling rights, and an en passant square only where a capture
//! is legal, as the data set's EPDs are), so that a line that transposes into a named position takes its name.
//! The table is made once, on first use, by playing the lines' moves (3,807 positions in about 20 ms on a
//! desktop).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::Chess;
use crate::rules::Game;

/// The data set: a header, then one opening a line (ECO code, name, moves in PGN from the start, tab-separated).
const DATA: &str = include_str!("../../../../../assets/openings/chess-openings.tsv");

/// A named opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its code in the Encyclopaedia of Chess Openings (`C60`).
    pub eco: &'static str,
    /// Its name: the family, then the variations (`Ruy Lopez: Morphy Defense`).
    pub name: &'static str,
}

/// The opening the game that led to `position` is in: the name of `position`, or of the nearest position
/// before it that has one. None before any named position (the start has no name), or for a position set up
/// whose own name is unknown.
pub fn opening(position: &Chess) -> Option<Opening> {
    let table = table();
    let back = position.past.iter().rev().copied();
    std::iter::once(position.hash()).chain(back).find_map(|hash| table.get(&hash).copied())
}

/// The data set's lines, each its moves in SAN from the start (the fit's self-play starts from them).
pub fn lines() -> impl Iterator<Item = Vec<&'static str>> {
    DATA.lines().skip(1).filter_map(|line| line.split('\t').nth(2)).map(moves_of)
}

/// A line's moves, without its move numbers.
fn moves_of(pgn: &str) -> Vec<&str> {
    pgn.split_whitespace().filter(|token| !token.ends_with('.')).collect()
}

/// The named positions, made on first use.
fn table() -> &'static HashMap<u64, Opening> {
    static TABLE: OnceLock<HashMap<u64, Opening>> = OnceLock::new();
    TABLE.get_or_init(|| named_positions(DATA).0)
}

/// The positions `data`'s lines lead to, by hash, with their names (the first line to reach a position names
/// it), and the lines that could not be read or played.
///
/// The lines are played in the order of their moves, so that one shares the positions of the line before it
/// as far as their moves agree: a stack holds the position after each move of the last line played. Most
/// lines extend another by a move or two, so this plays a few moves a line instead of all of them.
fn named_positions(data: &'static str) -> (HashMap<u64, Opening>, Vec<&'static str>) {
    let (mut table, mut unread) = (HashMap::new(), Vec::new());
    let mut lines: Vec<(&str, &str, Vec<&str>, &str)> = Vec::new();
    for line in data.lines().skip(1) {
        let mut fields = line.split('\t');
        match (fields.next(), fields.next(), fields.next()) {
            (Some(eco), Some(name), Some(pgn)) => lines.push((eco, name, moves_of(pgn), line)),
            _ => unread.push(line),
        }
    }
    // Sorted by their moves, the first line of the file first among equals (a stable sort).
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by(|&a, &b| lines[a].2.cmp(&lines[b].2));
    // The moves of the last line played, and the position after each (the start under them all).
    let (mut played, mut positions): (Vec<&str>, Vec<Chess>) = (Vec::new(), vec![Chess::new()]);
    let mut named: Vec<(usize, u64)> = Vec::new();
    'lines: for index in order {
        let (_, _, moves, line) = &lines[index];
        let shared = played.iter().zip(moves).take_while(|(a, b)| a == b).count();
        played.truncate(shared);
        positions.truncate(shared + 1);
        for &token in &moves[shared..] {
            let mut position = positions[positions.len() - 1].clone();
            let Ok(mv) = position.read_move(token) else {
                unread.push(line);
                continue 'lines;
            };
            position.play(mv);
            played.push(token);
            positions.push(position);
        }
        named.push((index, positions[positions.len() - 1].hash()));
    }
    // The file's order decides which name a position shared by two lines takes.
    named.sort_unstable();
    for (index, hash) in named {
        let (eco, name, ..) = lines[index];
        table.entry(hash).or_insert(Opening { eco, name });
    }
    (table, unread)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(moves: &str) -> Chess {
        let mut chess = Chess::new();
        for token in moves.split_whitespace() {
            let mv = chess.read_move(token).unwrap();
            chess.play(mv);
        }
        chess
    }

    fn name(position: &Chess) -> Option<String> {
        opening(position).map(|opening| format!("{} {}", opening.eco, opening.name))
    }

    #[test]
    fn every_line_of_the_data_set_is_played_and_names_a_position() {
        let (table, unread) = named_positions(DATA);
        assert_eq!(unread, Vec::<&str>::new());
        let lines = DATA.lines().count() - 1;
        assert!(lines > 3_000, "{lines} lines");
        // A few lines reach one position by two orders of moves: each position is named once.
        assert!(table.len() > lines * 9 / 10 && table.len() <= lines, "{} positions of {lines} lines", table.len());
    }

    #[test]
    fn a_game_is_named_after_its_last_named_position_and_a_transposition_too() {
        assert_eq!(name(&Chess::new()), None, "the start has no name");
        assert_eq!(name(&after("e4 e5 Nf3 Nc6 Bb5")).as_deref(), Some("C60 Ruy Lopez"));
        assert_eq!(name(&after("e4 e5 Nf3 Nc6 Bb5 a6")).as_deref(), Some("C70 Ruy Lopez: Morphy Defense"));
        // A move out of the book keeps the name it left.
        assert_eq!(name(&after("e4 e5 Nf3 Nc6 Bb5 a6 h4 h5")).as_deref(), Some("C70 Ruy Lopez: Morphy Defense"));
        // The knight first, then the pawns: the same position, the same name.
        assert_eq!(name(&after("Nf3 Nc6 e4 e5 Bb5")).as_deref(), Some("C60 Ruy Lopez"));
    }

    #[test]
    fn a_set_up_position_is_named_only_by_itself() {
        let ruy = Chess::read_fen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3").unwrap();
        assert_eq!(name(&ruy).as_deref(), Some("C60 Ruy Lopez"));
        // Black to move instead: another position.
        let other = Chess::read_fen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3").unwrap();
        assert_eq!(name(&other), None);
    }
}
