//! Moves in Standard Algebraic Notation (the PGN standard of 1994, section 8.2.3), written as chess players
//! write them (`Nbd7`, `exd6`, `O-O`, `e8=Q+`, `Qxf7#`) and read leniently: checks, mates and comments on a
//! move (`+`, `#`, `!`, `?`) are ignored, `0-0` is castling, the `=` of a promotion may be left out, and the
//! UCI protocol's long form (`e2e4`, `e7e8q`) is read too, castling also as the king onto its rook (`e1h1`).

use super::attacks;
use super::{Chess, ChessMove, Kind, square_name, square_named};
use crate::rules::Game;

impl Chess {
    /// `mv`, legal here, in SAN with its check or mate sign.
    pub fn san(&self, mv: ChessMove) -> String {
        let mut text = self.san_without_check(mv);
        let mut after = self.clone();
        after.play(mv);
        if after.in_check() {
            text.push(if after.has_move() { '+' } else { '#' });
        }
        text
    }

    /// `mv` in SAN, with no check sign: the piece, what tells it from another of its kind that could go to
    /// the same square (its file, else its rank, else both), a capture's `x`, the square, the promotion.
    fn san_without_check(&self, mv: ChessMove) -> String {
        let (from, to) = (mv.from(), mv.to());
        if mv.is_castle() {
            return if attacks::file(to) == 6 { "O-O" } else { "O-O-O" }.into();
        }
        let Some(piece) = self.board.at(from) else { return mv.uci() };
        let takes = self.board.at(to).is_some() || mv.is_en_passant();
        let mut text = String::new();
        if piece.kind == Kind::Pawn {
            if takes {
                text.push((b'a' + attacks::file(from)) as char);
            }
        } else {
            text.push(piece.kind.letter());
            let mut moves = Vec::new();
            self.moves(&mut moves);
            let rivals: Vec<u8> = (moves.iter())
                .filter(|other| other.to() == to && other.from() != from)
                .filter(|other| self.board.at(other.from()).is_some_and(|p| p.kind == piece.kind))
                .map(|other| other.from())
                .collect();
            if !rivals.is_empty() {
                let file_shared = rivals.iter().any(|&r| attacks::file(r) == attacks::file(from));
                let rank_shared = rivals.iter().any(|&r| attacks::rank(r) == attacks::rank(from));
                let name = square_name(from);
                match (file_shared, rank_shared) {
                    (false, _) => text.push_str(&name[..1]),
                    (true, false) => text.push_str(&name[1..]),
                    (true, true) => text.push_str(&name),
                }
            }
        }
        if takes {
            text.push('x');
        }
        text.push_str(&square_name(to));
        if let Some(kind) = mv.promotion() {
            text.push('=');
            text.push(kind.letter());
        }
        text
    }

    /// The legal move `text` names, in SAN or in UCI's long form, or why none or more than one.
    pub fn read_move(&self, text: &str) -> Result<ChessMove, String> {
        let mut moves = Vec::new();
        self.moves(&mut moves);
        let trimmed = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if let Some(found) = self.read_uci(trimmed, &moves) {
            return found.ok_or_else(|| format!("{trimmed}: no such move here"));
        }
        let wanted = match trimmed {
            "O-O" | "0-0" => Some(6),
            "O-O-O" | "0-0-0" => Some(2),
            _ => None,
        };
        if let Some(file) = wanted {
            return (moves.iter().copied())
                .find(|mv| mv.is_castle() && attacks::file(mv.to()) == file)
                .ok_or_else(|| format!("{trimmed}: castling that way is not possible here"));
        }
        let san = San::parse(trimmed)
            .ok_or_else(|| format!("{:?} is not a move in SAN (Nf3, exd5, O-O, e8=Q)", text.trim()))?;
        let matching: Vec<ChessMove> = (moves.iter().copied())
            .filter(|mv| mv.to() == san.to && !mv.is_castle() && mv.promotion() == san.promotion)
            .filter(|mv| self.board.at(mv.from()).is_some_and(|p| p.kind == san.kind))
            // A pawn's move names its file only when it takes: without one, it goes straight ahead.
            .filter(|mv| match san.file {
                Some(f) => attacks::file(mv.from()) == f,
                None => san.kind != Kind::Pawn || attacks::file(mv.from()) == attacks::file(mv.to()),
            })
            .filter(|mv| san.rank.is_none_or(|r| attacks::rank(mv.from()) == r))
            .collect();
        match matching.as_slice() {
            [mv] => Ok(*mv),
            [] if san.kind == Kind::Pawn && end_rank(san.to) && san.promotion.is_none() => {
                Err(format!("{trimmed}: a pawn reaching the last rank must be promoted (such as {trimmed}=Q)"))
            }
            [] => Err(format!("{trimmed}: no such move here")),
            more => {
                let names: Vec<String> = more.iter().map(|&mv| self.san_without_check(mv)).collect();
                Err(format!("{trimmed} is ambiguous: {}", names.join(" or ")))
            }
        }
    }

    /// A move in UCI's long form (`e2e4`, `e7e8q`; castling as `e1g1` or the king onto its rook, `e1h1`):
    /// `None` if `text` is not in that form, else the legal move it names, if any.
    fn read_uci(&self, text: &str, moves: &[ChessMove]) -> Option<Option<ChessMove>> {
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return None;
        }
        let (from, to) = (square_named(&text[..2])?, square_named(&text[2..4])?);
        let promotion = match text.get(4..) {
            Some("") | None => None,
            Some(letter) => Some(Kind::from_letter(letter.chars().next()?).filter(|k| Kind::PROMOTIONS.contains(k))?),
        };
        let king_onto_rook = |mv: &ChessMove| {
            promotion.is_none() && mv.is_castle() && mv.from() == from && ChessMove::castling_rook_from(mv.to()) == to
        };
        Some(
            (moves.iter().copied())
                .find(|mv| (mv.from() == from && mv.to() == to && mv.promotion() == promotion) || king_onto_rook(mv)),
        )
    }
}

impl ChessMove {
    /// The rook's square for a castling king's move to `king_to`.
    fn castling_rook_from(king_to: u8) -> u8 {
        Chess::castling_rook(king_to).0
    }
}

/// Whether `square` is on the first or the last rank, where pawns are promoted.
fn end_rank(square: u8) -> bool {
    matches!(attacks::rank(square), 0 | 7)
}

/// A SAN move taken apart: the kind of piece, what is said of its square, where it goes, what it becomes.
struct San {
    kind: Kind,
    file: Option<u8>,
    rank: Option<u8>,
    to: u8,
    promotion: Option<Kind>,
}

impl San {
    fn parse(text: &str) -> Option<San> {
        if !text.is_ascii() || text.len() < 2 {
            return None;
        }
        let mut rest = text;
        // A promotion's piece at the end, after `=` or straight after the square.
        let mut promotion = None;
        if let Some(last) = rest.chars().last().filter(|c| "NBRQnbrq".contains(*c)) {
            let before = &rest[..rest.len() - 1];
            let before = before.strip_suffix('=').unwrap_or(before);
            if before.ends_with(|c: char| c.is_ascii_digit()) {
                promotion = Some(Kind::from_letter(last)?);
                rest = before;
            }
        }
        if rest.len() < 2 {
            return None;
        }
        let to = square_named(&rest[rest.len() - 2..])?;
        rest = &rest[..rest.len() - 2];
        let (kind, mut rest) = match rest.chars().next() {
            Some(c @ ('N' | 'B' | 'R' | 'Q' | 'K')) => (Kind::from_letter(c)?, &rest[1..]),
            _ => (Kind::Pawn, rest),
        };
        rest = rest.strip_suffix(['x', ':']).unwrap_or(rest);
        let (mut file, mut rank) = (None, None);
        for c in rest.chars() {
            match c {
                'a'..='h' if file.is_none() && rank.is_none() => file = Some(c as u8 - b'a'),
                '1'..='8' if rank.is_none() => rank = Some(c as u8 - b'1'),
                _ => return None,
            }
        }
        if kind == Kind::Pawn && (rank.is_some() || (promotion.is_some() && !end_rank(to))) {
            return None;
        }
        Some(San { kind, file, rank, to, promotion })
    }
}
