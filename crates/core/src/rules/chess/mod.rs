//! Chess under the FIDE Laws of Chess, on the bitboards of [`attacks`]:
//!
//! - White moves first. Every move of the Laws: castling on either side (the king not in check, not passing
//!   through or landing on an attacked square, the squares between king and rook empty, neither having
//!   moved), en passant (only when it is legal: not with a pinned pawn, nor when taking both pawns off the
//!   rank bares the king), promotion to a knight, bishop, rook or queen.
//! - The game ends by itself in checkmate (a win), stalemate, a dead position (too little material for either
//!   side to mate: king against king, a king and a bishop or a knight against a king, kings and bishops all on
//!   squares of one colour), the fifth occurrence of a position, or 75 moves by each side with no pawn moved
//!   and nothing taken (unless the last move mates). The third occurrence and 50 moves each are claims, not
//!   ends: [`Chess::claim`] says when a player may claim.
//!
//! A move is from-square, to-square and what is special about it (a pawn's double step, castling, en
//! passant, a promotion's piece): castling is the king's move two squares, as the UCI protocol writes it
//! (`e1g1`). Positions are identical for a repetition when the same pieces stand on the same squares, the
//! same side is to move, and the same castling rights and en passant captures are possible: the position
//! keeps an en passant square only when a legal capture there exists, so its hash says exactly that. The
//! position owns its past (the hashes of the positions before each move, for repetitions) and the move counts.

pub mod attacks;
mod board;
mod family;
mod fen;
mod moves;
mod openings;
pub mod perft;
pub use self::board::{Board, Kind, Piece};
pub use self::family::{Standard, chess_kind, scene_kind};
pub use self::openings::{Opening, lines as opening_lines, opening};
mod san;
#[cfg(test)]
mod tests;

use self::attacks::{Bitboard, squares};
use super::{DrawReason, Game, IllegalMove, Outcome, Player, RuleRefusal};
use crate::rules::keys::keys;

/// What is special about a move, in its top four bits.
const DOUBLE_STEP: u16 = 1;
const CASTLE: u16 = 2;
const EN_PASSANT: u16 = 3;
/// A promotion: 4 + the index of the piece among knight, bishop, rook, queen.
const PROMOTE: u16 = 4;

/// One move: from-square, to-square and its kind, packed in 16 bits (from in bits 0–5, to in 6–11, the kind
/// in 12–15).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChessMove(u16);

impl ChessMove {
    const fn new(from: u8, to: u8, special: u16) -> Self {
        ChessMove(from as u16 | (to as u16) << 6 | special << 12)
    }

    fn promotion_to(from: u8, to: u8, kind: Kind) -> Self {
        Self::new(from, to, PROMOTE + kind.index() as u16 - Kind::Knight.index() as u16)
    }

    pub fn from(self) -> u8 {
        (self.0 & 63) as u8
    }

    pub fn to(self) -> u8 {
        (self.0 >> 6 & 63) as u8
    }

    fn special(self) -> u16 {
        self.0 >> 12
    }

    /// The piece a pawn becomes, for a promotion.
    pub fn promotion(self) -> Option<Kind> {
        let special = self.special();
        (special >= PROMOTE).then(|| Kind::ALL[(special - PROMOTE) as usize + Kind::Knight.index()])
    }

    pub fn is_castle(self) -> bool {
        self.special() == CASTLE
    }

    pub fn is_en_passant(self) -> bool {
        self.special() == EN_PASSANT
    }

    /// The move in the UCI protocol's long form: `e2e4`, `e7e8q`, castling as the king's move (`e1g1`).
    pub fn uci(self) -> String {
        let mut text = format!("{}{}", square_name(self.from()), square_name(self.to()));
        if let Some(kind) = self.promotion() {
            text.push(kind.letter().to_ascii_lowercase());
        }
        text
    }
}

impl std::fmt::Debug for ChessMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.uci())
    }
}

/// A square's name: `a1` … `h8`.
pub fn square_name(square: u8) -> String {
    format!("{}{}", (b'a' + attacks::file(square)) as char, attacks::rank(square) + 1)
}

/// The square a name such as `e4` names.
pub fn square_named(name: &str) -> Option<u8> {
    match name.as_bytes() {
        &[f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((r - b'1') * 8 + (f - b'a')),
        _ => None,
    }
}

/// Castling rights, one bit each: White's on the king's side and the queen's, then Black's.
pub const WHITE_SHORT: u8 = 1;
pub const WHITE_LONG: u8 = 2;
pub const BLACK_SHORT: u8 = 4;
pub const BLACK_LONG: u8 = 8;

/// The rights that survive a move from or to each square: a king or rook that moves, or a rook taken on its
/// square, loses its side's right.
const fn rights_kept() -> [u8; 64] {
    let mut kept = [0xF; 64];
    kept[0] = !WHITE_LONG & 0xF;
    kept[4] = !(WHITE_SHORT | WHITE_LONG) & 0xF;
    kept[7] = !WHITE_SHORT & 0xF;
    kept[56] = !BLACK_LONG & 0xF;
    kept[60] = !(BLACK_SHORT | BLACK_LONG) & 0xF;
    kept[63] = !BLACK_SHORT & 0xF;
    kept
}
static RIGHTS_KEPT: [u8; 64] = rights_kept();

/// Plies with no pawn moved and nothing taken after which a player may claim a draw (50 moves each), and
/// after which the game is drawn by itself (75 each).
pub const CLAIM_PLIES: u16 = 100;
pub const DRAWN_PLIES: u16 = 150;
/// The occurrences of a position at which a draw may be claimed, and at which the game is drawn.
const CLAIM_REPETITIONS: usize = 3;
const DRAWN_REPETITIONS: usize = 5;

/// Keys for the hash: a piece of each side and kind on each square, each set of castling rights, each file of
/// an en passant square, and Black to move.
static PIECE_KEYS: [u64; 2 * 6 * 64] = keys(21 << 40);
static RIGHTS_KEYS: [u64; 16] = keys(22 << 40);
static PASSANT_KEYS: [u64; 8] = keys(23 << 40);
static BLACK_KEY: [u64; 1] = keys(24 << 40);

fn piece_key(square: u8, piece: Piece) -> u64 {
    PIECE_KEYS[(piece.side.index() * 6 + piece.kind.index()) * 64 + square as usize]
}

/// What a move changed beyond its squares, to take it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Undo {
    captured: Option<Piece>,
    castling: u8,
    en_passant: Option<u8>,
    halfmove: u16,
    hash: u64,
}

/// A position: the board, the side to move, the castling rights, the en passant square, the move counts and
/// the past (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chess {
    board: Board,
    mover: Player,
    castling: u8,
    /// The square a pawn just passed over, when a pawn can legally take it en passant.
    en_passant: Option<u8>,
    /// Plies since a pawn last moved or anything was taken.
    halfmove: u16,
    /// The move number the position was set up at (FEN's last field), for writing a FEN again.
    first_move: u32,
    plies: u32,
    hash: u64,
    /// The hash of the position before each move played, oldest first: the last `halfmove` of them are the
    /// positions this one can repeat.
    past: Vec<u64>,
    undo: Vec<Undo>,
}

/// A move not among the legal moves, and the reason the Laws give.
pub const NO_SUCH_MOVE: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-no-such-move", text: "that piece cannot move that way" });
pub const IN_CHECK: IllegalMove = IllegalMove::Rule(RuleRefusal {
    id: "refusal-in-check",
    text: "the king is in check: the move must answer the check",
});
pub const PINNED: IllegalMove = IllegalMove::Rule(RuleRefusal {
    id: "refusal-pinned",
    text: "that piece is pinned: moving it would leave the king in check",
});
pub const INTO_CHECK: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-into-check", text: "the king cannot move into check" });

impl Chess {
    /// The start of a game.
    pub fn new() -> Self {
        Self::read_fen(fen::START).expect("the start's FEN is valid")
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn castling(&self) -> u8 {
        self.castling
    }

    pub fn en_passant(&self) -> Option<u8> {
        self.en_passant
    }

    /// Plies since a pawn last moved or anything was taken.
    pub fn halfmove(&self) -> u16 {
        self.halfmove
    }

    /// The number of the move being played (1 at the start, one more after each of Black's moves).
    pub fn move_number(&self) -> u32 {
        self.first_move + (self.plies + u32::from(self.first_mover() == Player::Two)) / 2
    }

    /// Who moved first from the position the game was set up at.
    fn first_mover(&self) -> Player {
        if self.plies.is_multiple_of(2) { self.mover } else { self.mover.other() }
    }

    /// The position's hash: pieces, side to move, castling rights and en passant square.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    fn full_hash(&self) -> u64 {
        let mut hash = RIGHTS_KEYS[self.castling as usize];
        for square in squares(self.board.occupied()) {
            hash ^= piece_key(square, self.board.at(square).expect("an occupied square"));
        }
        if let Some(square) = self.en_passant {
            hash ^= PASSANT_KEYS[attacks::file(square) as usize];
        }
        if self.mover == Player::Two {
            hash ^= BLACK_KEY[0];
        }
        hash
    }

    /// How many times this position has stood on the board, this time included (within the game the
    /// position knows: a set-up position's own past is unknown).
    pub fn occurrences(&self) -> usize {
        let since = &self.past[self.past.len() - usize::from(self.halfmove).min(self.past.len())..];
        1 + since.iter().rev().skip(1).step_by(2).filter(|&&hash| hash == self.hash).count()
    }

    /// The draw a player may claim now: the third occurrence of the position, or fifty moves each with no pawn
    /// moved and nothing taken.
    pub fn claim(&self) -> Option<DrawReason> {
        if self.occurrences() >= CLAIM_REPETITIONS {
            Some(DrawReason::Repetition)
        } else if self.halfmove >= CLAIM_PLIES {
            Some(DrawReason::NoProgress)
        } else {
            None
        }
    }

    /// Whether neither side can ever mate, whatever is played (the dead positions the Laws list): no pawn,
    /// rook or queen, and either one minor piece at most or only bishops, all on squares of one colour.
    pub fn dead_position(&self) -> bool {
        let board = &self.board;
        if board.kind(Kind::Pawn) | board.kind(Kind::Rook) | board.kind(Kind::Queen) != 0 {
            return false;
        }
        const LIGHT: Bitboard = 0x55AA_55AA_55AA_55AA;
        let (knights, bishops) = (board.kind(Kind::Knight), board.kind(Kind::Bishop));
        (knights | bishops).count_ones() <= 1 || (knights == 0 && (bishops & LIGHT == 0 || bishops & !LIGHT == 0))
    }

    /// The end the Laws apply by themselves, given that the side to move has a move.
    fn automatic_draw(&self) -> Option<Outcome> {
        if self.dead_position() {
            Some(Outcome::Draw)
        } else if self.halfmove >= DRAWN_PLIES {
            Some(Outcome::DrawBy(DrawReason::NoProgress))
        } else if self.halfmove >= 8 && self.occurrences() >= DRAWN_REPETITIONS {
            Some(Outcome::DrawBy(DrawReason::Repetition))
        } else {
            None
        }
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// The moves of the position, legal by the board alone (the ends of the game not asked): what perft
    /// counts.
    pub fn moves(&self, moves: &mut Vec<ChessMove>) {
        moves.clear();
        self.generate(moves, false);
    }

    /// The captures and promotions only, legal: what a quiescence search plays.
    pub fn noisy_moves(&self, moves: &mut Vec<ChessMove>) {
        moves.clear();
        self.generate(moves, true);
    }

    /// Counts the lines of `depth` moves from here (perft), the board's rules alone: the last ply counted
    /// without being played.
    pub fn perft(&mut self, depth: u32) -> u64 {
        let mut moves = Vec::with_capacity(64);
        self.moves(&mut moves);
        if depth <= 1 {
            return if depth == 1 { moves.len() as u64 } else { 1 };
        }
        let mut count = 0;
        for mv in moves {
            self.play(mv);
            count += self.perft(depth - 1);
            self.undo(mv);
        }
        count
    }

    fn toggle(&mut self, square: u8, piece: Piece) {
        self.hash ^= piece_key(square, piece);
    }

    fn lift(&mut self, square: u8) -> Option<Piece> {
        let piece = self.board.remove(square)?;
        self.toggle(square, piece);
        Some(piece)
    }

    fn place(&mut self, square: u8, piece: Piece) {
        self.board.put(square, piece);
        self.toggle(square, piece);
    }

    /// The rook's squares for a castling king's move to `king_to`.
    fn castling_rook(king_to: u8) -> (u8, u8) {
        if attacks::file(king_to) == 6 { (king_to + 1, king_to - 1) } else { (king_to - 2, king_to + 1) }
    }

    /// Keeps the position a move (or a pass) leaves, for repetitions, and what it will change beyond its
    /// squares (`captured`, the rights, the en passant square, the count, the hash), to take it back.
    fn remember(&mut self, captured: Option<Piece>) {
        self.past.push(self.hash);
        self.undo.push(Undo {
            captured,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove: self.halfmove,
            hash: self.hash,
        });
    }

    /// Passes the move to the other side: a move the Laws do not have, which a search plays to ask whether a
    /// position is so good that even passing keeps it so (null-move pruning). Never in check. The move count
    /// starts again, so that no repetition is counted across the pass; [`Chess::undo_null`] takes it back.
    pub fn play_null(&mut self) {
        self.remember(None);
        if let Some(square) = self.en_passant.take() {
            self.hash ^= PASSANT_KEYS[attacks::file(square) as usize];
        }
        self.hash ^= BLACK_KEY[0];
        self.mover = self.mover.other();
        self.halfmove = 0;
        self.plies += 1;
    }

    /// Takes back the pass [`Chess::play_null`] played last.
    pub fn undo_null(&mut self) {
        let Some(undo) = self.undo.pop() else { return };
        self.past.pop();
        self.mover = self.mover.other();
        self.plies -= 1;
        self.en_passant = undo.en_passant;
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
    }

    /// The hash of the position `mv` (legal here) leads to, without playing it: what the search's table
    /// keys its children by. An en passant square counts only where a legal capture follows, as in
    /// [`Chess::play`]; that alone is tried on a copy of the board.
    pub fn hash_after(&self, mv: ChessMove) -> u64 {
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        let me = self.mover;
        let forward = Self::forward(me);
        let mut hash = self.hash ^ BLACK_KEY[0];
        if let Some(square) = self.en_passant {
            hash ^= PASSANT_KEYS[attacks::file(square) as usize];
        }
        let Some(piece) = self.board.at(from) else { return hash };
        let captured_on = if special == EN_PASSANT { (to as i8 - forward) as u8 } else { to };
        if let Some(captured) = self.board.at(captured_on).filter(|piece| piece.side != me) {
            hash ^= piece_key(captured_on, captured);
        }
        let arrives = mv.promotion().map_or(piece, |kind| Piece { side: me, kind });
        hash ^= piece_key(from, piece) ^ piece_key(to, arrives);
        if special == CASTLE {
            let (rook_from, rook_to) = Self::castling_rook(to);
            let rook = Piece { side: me, kind: Kind::Rook };
            hash ^= piece_key(rook_from, rook) ^ piece_key(rook_to, rook);
        }
        let castling = self.castling & RIGHTS_KEPT[from as usize] & RIGHTS_KEPT[to as usize];
        hash ^= RIGHTS_KEYS[self.castling as usize] ^ RIGHTS_KEYS[castling as usize];
        if special == DOUBLE_STEP {
            let passed = (from as i8 + forward) as u8;
            let them = me.other();
            if attacks::pawn(me.index(), passed) & self.board.pieces(them, Kind::Pawn) != 0 {
                let mut board = self.board;
                board.remove(from);
                board.put(to, piece);
                let after = Chess {
                    board,
                    mover: them,
                    castling,
                    en_passant: None,
                    halfmove: 0,
                    first_move: 1,
                    plies: 0,
                    hash: 0,
                    past: Vec::new(),
                    undo: Vec::new(),
                };
                if after.en_passant_legal(passed) {
                    hash ^= PASSANT_KEYS[attacks::file(passed) as usize];
                }
            }
        }
        hash
    }

    /// A step forward for `side`'s pawns.
    fn forward(side: Player) -> i8 {
        if side == Player::One { 8 } else { -8 }
    }
}

impl Default for Chess {
    fn default() -> Self {
        Self::new()
    }
}

impl Game for Chess {
    type Move = ChessMove;

    fn to_move(&self) -> Player {
        self.mover
    }

    /// Checkmate or stalemate first (a mate on the 75th move stands), then the draws the Laws apply by
    /// themselves.
    fn outcome(&self) -> Option<Outcome> {
        if !self.has_move() {
            return Some(if self.in_check() { Outcome::Win(self.mover.other()) } else { Outcome::Draw });
        }
        self.automatic_draw()
    }

    fn legal_moves(&self, moves: &mut Vec<ChessMove>) {
        self.moves(moves);
        if !moves.is_empty() && self.automatic_draw().is_some() {
            moves.clear();
        }
    }

    /// Perft's published counts follow the board alone, past the draws the Laws apply by themselves.
    fn count_moves(&self, moves: &mut Vec<ChessMove>) -> usize {
        self.moves(moves);
        moves.len()
    }

    fn perft_moves(&self, moves: &mut Vec<ChessMove>) {
        self.moves(moves);
    }

    fn check_move(&self, mv: ChessMove) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mut moves = Vec::new();
        self.moves(&mut moves);
        if moves.contains(&mv) {
            return Ok(());
        }
        Err(self.refusal(mv))
    }

    fn play(&mut self, mv: ChessMove) {
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        let me = self.mover;
        let forward = Self::forward(me);
        let captured_on = if special == EN_PASSANT { (to as i8 - forward) as u8 } else { to };
        let captured = self.board.at(captured_on).filter(|piece| piece.side != me);
        self.remember(captured);
        if let Some(square) = self.en_passant.take() {
            self.hash ^= PASSANT_KEYS[attacks::file(square) as usize];
        }
        if captured.is_some() {
            self.lift(captured_on);
        }
        let piece = self.lift(from).expect("a legal move moves a piece");
        let arrives = mv.promotion().map_or(piece, |kind| Piece { side: me, kind });
        self.place(to, arrives);
        if special == CASTLE {
            let (rook_from, rook_to) = Self::castling_rook(to);
            let rook = self.lift(rook_from).expect("castling has its rook");
            self.place(rook_to, rook);
        }
        self.hash ^= RIGHTS_KEYS[self.castling as usize];
        self.castling &= RIGHTS_KEPT[from as usize] & RIGHTS_KEPT[to as usize];
        self.hash ^= RIGHTS_KEYS[self.castling as usize];
        self.halfmove = if piece.kind == Kind::Pawn || captured.is_some() { 0 } else { self.halfmove + 1 };
        self.mover = me.other();
        self.hash ^= BLACK_KEY[0];
        self.plies += 1;
        if special == DOUBLE_STEP {
            let passed = (from as i8 + forward) as u8;
            if self.en_passant_legal(passed) {
                self.en_passant = Some(passed);
                self.hash ^= PASSANT_KEYS[attacks::file(passed) as usize];
            }
        }
    }

    fn undo(&mut self, mv: ChessMove) {
        let Some(undo) = self.undo.pop() else { return };
        self.past.pop();
        self.mover = self.mover.other();
        self.plies -= 1;
        let (from, to) = (mv.from(), mv.to());
        let piece = self.board.remove(to).expect("the move's piece is on its square");
        let piece = if mv.promotion().is_some() { Piece { kind: Kind::Pawn, ..piece } } else { piece };
        self.board.put(from, piece);
        if mv.is_castle() {
            let (rook_from, rook_to) = Self::castling_rook(to);
            let rook = self.board.remove(rook_to).expect("the castled rook");
            self.board.put(rook_from, rook);
        }
        if let Some(captured) = undo.captured {
            let on = if mv.is_en_passant() { (to as i8 - Self::forward(self.mover)) as u8 } else { to };
            self.board.put(on, captured);
        }
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// The 75-move rule bounds the game: at most 149 plies pass between two moves that take a piece or move
    /// a pawn, and there are only so many of those left (each pawn's steps to its last rank, each piece but
    /// the kings taken).
    fn plies_left_bound(&self) -> u32 {
        let mut steps = 0;
        for side in [Player::One, Player::Two] {
            for square in squares(self.board.pieces(side, Kind::Pawn)) {
                let rank = u32::from(attacks::rank(square));
                steps += if side == Player::One { 7 - rank } else { rank };
            }
        }
        let captures = self.board.occupied().count_ones() - 2;
        (steps + captures + 1) * u32::from(DRAWN_PLIES) - u32::from(self.halfmove.min(DRAWN_PLIES))
    }
}
