//! The pieces and the board that holds them: a bitboard for each kind and each side (see [`super::attacks`]
//! for the squares' numbering).

use super::attacks::Bitboard;
use crate::rules::Player;

/// The six kinds of piece, in the order of their bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Kind {
    pub const ALL: [Kind; 6] = [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King];
    /// What a pawn may become, the usual choice first.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Its letter in English notation (SAN, FEN for White): `P N B R Q K`.
    pub fn letter(self) -> char {
        b"PNBRQK"[self.index()] as char
    }

    /// The kind an English letter names, either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        let i = "PNBRQK".find(letter.to_ascii_uppercase())?;
        Some(Kind::ALL[i])
    }
}

/// A piece: whose (White is [`Player::One`]) and what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Player,
    pub kind: Kind,
}

/// The pieces on the board, as a bitboard per kind and per side. No square-by-square array beside them: a
/// position stays small (it is copied into every saved game and every match's history), and a square's piece
/// is found in a few masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    kinds: [Bitboard; 6],
    sides: [Bitboard; 2],
}

impl Board {
    pub const EMPTY: Board = Board { kinds: [0; 6], sides: [0; 2] };

    pub fn at(&self, square: u8) -> Option<Piece> {
        let bit = 1 << square;
        let side = if self.sides[0] & bit != 0 {
            Player::One
        } else if self.sides[1] & bit != 0 {
            Player::Two
        } else {
            return None;
        };
        let kind = Kind::ALL.into_iter().find(|kind| self.kinds[kind.index()] & bit != 0)?;
        Some(Piece { side, kind })
    }

    /// The squares of `side`'s pieces of `kind`.
    pub fn pieces(&self, side: Player, kind: Kind) -> Bitboard {
        self.kinds[kind.index()] & self.sides[side.index()]
    }

    pub fn kind(&self, kind: Kind) -> Bitboard {
        self.kinds[kind.index()]
    }

    pub fn side(&self, side: Player) -> Bitboard {
        self.sides[side.index()]
    }

    pub fn occupied(&self) -> Bitboard {
        self.sides[0] | self.sides[1]
    }

    /// `side`'s king's square (a board without one is never made: the FEN reader refuses it).
    pub fn king(&self, side: Player) -> u8 {
        self.pieces(side, Kind::King).trailing_zeros() as u8
    }

    pub(super) fn put(&mut self, square: u8, piece: Piece) {
        let bit = 1 << square;
        self.kinds[piece.kind.index()] |= bit;
        self.sides[piece.side.index()] |= bit;
    }

    pub(super) fn remove(&mut self, square: u8) -> Option<Piece> {
        let piece = self.at(square)?;
        let bit = !(1 << square);
        self.kinds[piece.kind.index()] &= bit;
        self.sides[piece.side.index()] &= bit;
        Some(piece)
    }
}
