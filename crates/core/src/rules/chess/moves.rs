//! Chess's legal moves, made legal as they are generated: the checks on the king and the pieces pinned to it
//! are found first, so no move is played to see whether it leaves the king in check (en passant, whose two
//! pawns leave a rank at once, is tried on the bitboards).

use super::attacks::{self, Bitboard, RANK_1, RANK_8, squares};
use super::{
    BLACK_LONG, BLACK_SHORT, CASTLE, Chess, ChessMove, DOUBLE_STEP, EN_PASSANT, IN_CHECK, INTO_CHECK, Kind,
    NO_SUCH_MOVE, PINNED, WHITE_LONG, WHITE_SHORT,
};
use crate::rules::{IllegalMove, Player};

/// Each castling: its right, the king's squares from and to, the squares that must be empty, and those the
/// king passes or lands on, which must not be attacked.
struct Castling {
    right: u8,
    from: u8,
    to: u8,
    empty: Bitboard,
    safe: Bitboard,
}

const CASTLINGS: [Castling; 4] = [
    Castling { right: WHITE_SHORT, from: 4, to: 6, empty: 0x60, safe: 0x60 },
    Castling { right: WHITE_LONG, from: 4, to: 2, empty: 0x0E, safe: 0x0C },
    Castling { right: BLACK_SHORT, from: 60, to: 62, empty: 0x60 << 56, safe: 0x60 << 56 },
    Castling { right: BLACK_LONG, from: 60, to: 58, empty: 0x0E << 56, safe: 0x0C << 56 },
];

impl Chess {
    /// The pieces of either side that attack `square` with `occupied` on the board.
    pub fn attackers(&self, square: u8, occupied: Bitboard) -> Bitboard {
        let board = &self.board;
        let diagonal = board.kind(Kind::Bishop) | board.kind(Kind::Queen);
        let straight = board.kind(Kind::Rook) | board.kind(Kind::Queen);
        (attacks::pawn(1, square) & board.pieces(Player::One, Kind::Pawn))
            | (attacks::pawn(0, square) & board.pieces(Player::Two, Kind::Pawn))
            | (attacks::knight(square) & board.kind(Kind::Knight))
            | (attacks::king(square) & board.kind(Kind::King))
            | (attacks::bishop(square, occupied) & diagonal)
            | (attacks::rook(square, occupied) & straight)
    }

    /// Whether `side`'s pieces attack `square` with `occupied` on the board.
    fn attacked_by(&self, side: Player, square: u8, occupied: Bitboard) -> bool {
        self.attackers(square, occupied) & self.board.side(side) & occupied != 0
    }

    /// The pieces giving check to the side to move.
    pub(super) fn checkers(&self) -> Bitboard {
        let king = self.board.king(self.mover);
        self.attackers(king, self.board.occupied()) & self.board.side(self.mover.other())
    }

    /// The side to move's pieces pinned to its king: the only piece between it and a slider of the other side.
    pub(super) fn pinned(&self) -> Bitboard {
        let (board, me) = (&self.board, self.mover);
        let king = board.king(me);
        let them = me.other();
        let snipers = (attacks::rook(king, 0) & (board.pieces(them, Kind::Rook) | board.pieces(them, Kind::Queen)))
            | (attacks::bishop(king, 0) & (board.pieces(them, Kind::Bishop) | board.pieces(them, Kind::Queen)));
        let mut pinned = 0;
        for sniper in squares(snipers) {
            let between = attacks::between(king, sniper) & board.occupied();
            if between.count_ones() == 1 {
                pinned |= between & board.side(me);
            }
        }
        pinned
    }

    /// Whether the side to move can take en passant on `passed` (the square a pawn of the other side just
    /// passed over) without leaving its king in check.
    pub(super) fn en_passant_legal(&self, passed: u8) -> bool {
        let me = self.mover;
        let taken = (passed as i8 - Self::forward(me)) as u8;
        let takers = attacks::pawn(me.other().index(), passed) & self.board.pieces(me, Kind::Pawn);
        squares(takers).any(|from| self.en_passant_safe(from, passed, taken))
    }

    /// Whether the pawn on `from` taking en passant on `passed` (the pawn on `taken`) leaves its king safe:
    /// played on the bitboards, both pawns off their squares and the taker on its new one.
    fn en_passant_safe(&self, from: u8, passed: u8, taken: u8) -> bool {
        let occupied = self.board.occupied() ^ (1 << from) ^ (1 << taken) | 1 << passed;
        let king = self.board.king(self.mover);
        let them = self.board.side(self.mover.other()) & !(1 << taken);
        self.attackers(king, occupied) & them == 0
    }

    /// Whether the side to move has a legal move (the board alone, as [`Chess::moves`]).
    pub(super) fn has_move(&self) -> bool {
        // Asked at every node of a search: the list it fills is kept for the next time, not made anew.
        thread_local! {
            static MOVES: std::cell::RefCell<Vec<ChessMove>> = std::cell::RefCell::new(Vec::with_capacity(64));
        }
        MOVES.with(|moves| match moves.try_borrow_mut() {
            Ok(mut moves) => {
                moves.clear();
                self.generate(&mut moves, false);
                !moves.is_empty()
            }
            Err(_) => {
                let mut moves = Vec::with_capacity(64);
                self.generate(&mut moves, false);
                !moves.is_empty()
            }
        })
    }

    /// Appends the legal moves (only captures and promotions when `noisy`).
    pub(super) fn generate(&self, moves: &mut Vec<ChessMove>, noisy: bool) {
        let (board, me) = (&self.board, self.mover);
        let them = me.other();
        let (own, theirs, occupied) = (board.side(me), board.side(them), board.occupied());
        let king = board.king(me);
        let checkers = self.checkers();
        let landing = if noisy { theirs } else { !own };

        // The king, onto squares the other side does not attack once the king has left its own.
        let without_king = occupied ^ (1 << king);
        for to in squares(attacks::king(king) & landing) {
            if !self.attacked_by(them, to, without_king) {
                moves.push(ChessMove::new(king, to, 0));
            }
        }
        if checkers.count_ones() > 1 {
            return;
        }
        // Out of check, a move must take the checker or come between it and the king.
        let target = match checkers {
            0 => landing,
            _ => (attacks::between(king, checkers.trailing_zeros() as u8) | checkers) & landing,
        };
        let pinned = self.pinned();
        let along_pin = |from: u8| if pinned & 1 << from != 0 { attacks::line(king, from) } else { !0 };

        for from in squares(board.pieces(me, Kind::Knight) & !pinned) {
            push_all(moves, from, attacks::knight(from) & target);
        }
        let diagonal = board.pieces(me, Kind::Bishop) | board.pieces(me, Kind::Queen);
        for from in squares(diagonal) {
            push_all(moves, from, attacks::bishop(from, occupied) & target & along_pin(from));
        }
        let straight = board.pieces(me, Kind::Rook) | board.pieces(me, Kind::Queen);
        for from in squares(straight) {
            push_all(moves, from, attacks::rook(from, occupied) & target & along_pin(from));
        }

        // Pawns: steps onto empty squares, captures, promotions on the last rank, en passant.
        let forward = Self::forward(me);
        let (start_rank, last_rank) = if me == Player::One { (1, RANK_8) } else { (6, RANK_1) };
        let block = if checkers == 0 { !0 } else { attacks::between(king, checkers.trailing_zeros() as u8) };
        for from in squares(board.pieces(me, Kind::Pawn)) {
            let pin = along_pin(from);
            let step = (from as i8 + forward) as u8;
            if occupied & 1 << step == 0 {
                let allowed = pin & block;
                if allowed & 1 << step != 0 && (!noisy || last_rank & 1 << step != 0) {
                    push_pawn(moves, from, step, last_rank);
                }
                let double = (step as i8 + forward) as u8;
                if !noisy
                    && attacks::rank(from) == start_rank
                    && occupied & 1 << double == 0
                    && allowed & 1 << double != 0
                {
                    moves.push(ChessMove::new(from, double, DOUBLE_STEP));
                }
            }
            for to in squares(attacks::pawn(me.index(), from) & theirs & target & pin) {
                push_pawn(moves, from, to, last_rank);
            }
        }
        if let Some(passed) = self.en_passant {
            let taken = (passed as i8 - forward) as u8;
            for from in squares(attacks::pawn(them.index(), passed) & board.pieces(me, Kind::Pawn)) {
                if self.en_passant_safe(from, passed, taken) {
                    moves.push(ChessMove::new(from, passed, EN_PASSANT));
                }
            }
        }

        if checkers == 0 && !noisy {
            for castling in &CASTLINGS {
                if self.castling & castling.right != 0
                    && castling.from == king
                    && occupied & castling.empty == 0
                    && squares(castling.safe).all(|square| !self.attacked_by(them, square, occupied))
                {
                    moves.push(ChessMove::new(king, castling.to, CASTLE));
                }
            }
        }
    }

    /// Why `mv`, not among the legal moves, is refused: the king left in check, a pinned piece, the king
    /// onto an attacked square, or no such move at all.
    pub(super) fn refusal(&self, mv: ChessMove) -> IllegalMove {
        let (from, to) = (mv.from(), mv.to());
        let me = self.mover;
        let Some(piece) = self.board.at(from).filter(|piece| piece.side == me) else { return NO_SUCH_MOVE };
        let occupied = self.board.occupied();
        let reach = match piece.kind {
            Kind::Pawn => {
                let step = (from as i8 + Self::forward(me)) as u8;
                let start_rank = if me == Player::One { 1 } else { 6 };
                let steps = if occupied & 1 << step != 0 {
                    0
                } else if attacks::rank(from) == start_rank {
                    1 << step | 1 << (step as i8 + Self::forward(me)) as u8 & !occupied
                } else {
                    1 << step
                };
                attacks::pawn(me.index(), from) & self.board.side(me.other()) | steps
            }
            Kind::Knight => attacks::knight(from),
            Kind::Bishop => attacks::bishop(from, occupied),
            Kind::Rook => attacks::rook(from, occupied),
            Kind::Queen => attacks::queen(from, occupied),
            Kind::King => attacks::king(from),
        } & !self.board.side(me);
        if reach & 1 << to == 0 {
            NO_SUCH_MOVE
        } else if piece.kind == Kind::King {
            INTO_CHECK
        } else if self.in_check() {
            IN_CHECK
        } else if self.pinned() & 1 << from != 0 {
            PINNED
        } else {
            NO_SUCH_MOVE
        }
    }
}

/// A move from `from` to each square of `to`.
fn push_all(moves: &mut Vec<ChessMove>, from: u8, to: Bitboard) {
    moves.extend(squares(to).map(|to| ChessMove::new(from, to, 0)));
}

/// A pawn's move, or its four promotions on the last rank.
fn push_pawn(moves: &mut Vec<ChessMove>, from: u8, to: u8, last_rank: Bitboard) {
    if last_rank & 1 << to != 0 {
        moves.extend(Kind::PROMOTIONS.map(|kind| ChessMove::promotion_to(from, to, kind)));
    } else {
        moves.push(ChessMove::new(from, to, 0));
    }
}
