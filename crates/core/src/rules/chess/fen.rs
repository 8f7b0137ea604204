//! Forsyth–Edwards Notation, chess's position notation (as the PGN standard of 1994 defines it, section 16.1):
//! the pieces rank by rank from the 8th (`rnbqkbnr/pppppppp/8/…`), the side to move (`w`, `b`), the castling
//! rights (`KQkq`, `-`), the en passant square (`e3`, `-`), the plies since a pawn moved or a piece was taken,
//! and the move number. The last two may be left out (0 and 1). A position the Laws cannot reach in the
//! ways a reader can see is refused with the reason: a side without exactly one king, a pawn on the first or
//! last rank, the side not to move in check, a castling right without its king and rook at home, an en
//! passant square with no pawn just past it.

use super::attacks::{self, RANK_1, RANK_8};
use super::{BLACK_LONG, BLACK_SHORT, Board, Chess, Kind, Piece, WHITE_LONG, WHITE_SHORT, square_name, square_named};
use crate::rules::Player;

/// The start of a game.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Each castling right's letter, and where its king and rook must stand.
const RIGHTS: [(char, u8, u8, u8); 4] =
    [('K', WHITE_SHORT, 4, 7), ('Q', WHITE_LONG, 4, 0), ('k', BLACK_SHORT, 60, 63), ('q', BLACK_LONG, 60, 56)];

impl Chess {
    /// The position a FEN describes, or why it cannot be read.
    pub fn read_fen(text: &str) -> Result<Chess, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(format!("a FEN has 4 to 6 fields separated by spaces, not {}", fields.len()));
        }
        let board = read_board(fields[0])?;
        let mover = match fields[1] {
            "w" => Player::One,
            "b" => Player::Two,
            other => return Err(format!("the side to move is w or b, not {other:?}")),
        };
        let castling = read_rights(fields[2], &board)?;
        let halfmove = match fields.get(4) {
            Some(text) => number(text).filter(|&n| n <= MOST).map(|n| n as u16),
            None => Some(0),
        }
        .ok_or_else(|| {
            format!(
                "the count of plies since a pawn moved or a piece was taken is a number from 0 to {MOST}, not {:?}",
                fields[4]
            )
        })?;
        let first_move = match fields.get(5) {
            Some(text) => number(text).filter(|&n| (1..=MOST).contains(&n)),
            None => Some(1),
        }
        .ok_or_else(|| format!("the move number is a number from 1 to {MOST}, not {:?}", fields[5]))?;
        let mut chess = Chess {
            board,
            mover,
            castling,
            en_passant: None,
            halfmove,
            first_move,
            plies: 0,
            hash: 0,
            past: Vec::new(),
            undo: Vec::new(),
        };
        let them = mover.other();
        let their_king = chess.board.king(them);
        if chess.attackers(their_king, chess.board.occupied()) & chess.board.side(mover) != 0 {
            return Err(format!("the side not to move ({}) is in check", side_name(them)));
        }
        if fields[3] != "-" {
            let passed = square_named(fields[3])
                .ok_or_else(|| format!("the en passant square is a square such as e3, or -, not {:?}", fields[3]))?;
            // The square a pawn of the other side just passed over: it stands in front of it, and the square
            // and the one it came from are empty.
            let (rank, ahead) = if mover == Player::One { (5, -8i8) } else { (2, 8) };
            let not_passed = || format!("no pawn has just passed over {} (the en passant square)", fields[3]);
            // The rank first: only on the third or sixth are the squares before and behind it on the board.
            if attacks::rank(passed) != rank {
                return Err(not_passed());
            }
            let pawn_on = (passed as i8 + ahead) as u8;
            let came_from = (passed as i8 - ahead) as u8;
            let pawn_there = chess.board.at(pawn_on) == Some(Piece { side: them, kind: Kind::Pawn });
            if !pawn_there || chess.board.occupied() & (1 << passed | 1 << came_from) != 0 {
                return Err(not_passed());
            }
            // Kept only where a capture there is legal, as after a move (see the module documentation).
            if chess.en_passant_legal(passed) {
                chess.en_passant = Some(passed);
            }
        }
        chess.hash = chess.full_hash();
        Ok(chess)
    }

    /// The position in FEN.
    pub fn fen(&self) -> String {
        let mut text = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.board.at(rank * 8 + file) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        text.push(piece_letter(piece));
                    }
                }
            }
            if empty > 0 {
                text.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text.push_str(if self.mover == Player::One { " w " } else { " b " });
        let rights: String = RIGHTS.iter().filter(|right| self.castling & right.1 != 0).map(|right| right.0).collect();
        text.push_str(if rights.is_empty() { "-" } else { &rights });
        let passant = self.en_passant.map_or_else(|| "-".to_string(), square_name);
        text.push_str(&format!(" {passant} {} {}", self.halfmove, self.move_number()));
        text
    }
}

/// The largest move count and move number read: more than any game has lasted.
const MOST: u32 = 9999;

/// A count written in digits alone (no sign).
fn number(text: &str) -> Option<u32> {
    text.bytes().all(|b| b.is_ascii_digit()).then(|| text.parse().ok()).flatten()
}

/// White or Black, as FEN errors name them.
fn side_name(side: Player) -> &'static str {
    if side == Player::One { "White" } else { "Black" }
}

/// A piece's FEN letter: White's in capitals.
pub(super) fn piece_letter(piece: Piece) -> char {
    let letter = piece.kind.letter();
    if piece.side == Player::One { letter } else { letter.to_ascii_lowercase() }
}

fn read_board(text: &str) -> Result<Board, String> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(format!("the board has 8 ranks separated by /, not {}", ranks.len()));
    }
    let mut board = Board::EMPTY;
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for c in row.chars() {
            if let Some(run) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += run as u8;
            } else {
                let kind = Kind::from_letter(c).ok_or_else(|| format!("{c:?} is not a piece (PNBRQK, pnbrqk)"))?;
                let side = if c.is_ascii_uppercase() { Player::One } else { Player::Two };
                if file < 8 {
                    board.put(rank * 8 + file, Piece { side, kind });
                }
                file += 1;
            }
            if file > 8 {
                return Err(format!("rank {} has more than 8 squares ({row:?})", rank + 1));
            }
        }
        if file != 8 {
            return Err(format!("rank {} has {file} squares, not 8 ({row:?})", rank + 1));
        }
    }
    for side in [Player::One, Player::Two] {
        let kings = board.pieces(side, Kind::King).count_ones();
        if kings != 1 {
            return Err(format!("{} has {kings} kings, not one", side_name(side)));
        }
    }
    if board.kind(Kind::Pawn) & (RANK_1 | RANK_8) != 0 {
        return Err("a pawn stands on the first or last rank".into());
    }
    Ok(board)
}

fn read_rights(text: &str, board: &Board) -> Result<u8, String> {
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for c in text.chars() {
        let &(_, right, king, rook) = RIGHTS
            .iter()
            .find(|right| right.0 == c)
            .ok_or_else(|| format!("castling rights are some of KQkq, or -, not {text:?}"))?;
        if rights & right != 0 {
            return Err(format!("the castling right {c} is given twice"));
        }
        let side = if c.is_ascii_uppercase() { Player::One } else { Player::Two };
        let home = |square: u8, kind| board.at(square) == Some(Piece { side, kind });
        if !home(king, Kind::King) || !home(rook, Kind::Rook) {
            return Err(format!(
                "the castling right {c} needs {}'s king on {} and rook on {}",
                side_name(side),
                square_name(king),
                square_name(rook)
            ));
        }
        rights |= right;
    }
    Ok(rights)
}
