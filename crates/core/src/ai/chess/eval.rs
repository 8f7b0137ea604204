//! Chess's evaluation, in centipawns for the side to move, tapered between the middlegame and the endgame by
//! the pieces left (a knight or bishop 1, a rook 2, a queen 4: 24 at the start), and the captures the
//! quiescence search plays, chosen by static exchange evaluation.
//!
//! Terms, each a middlegame and an endgame weight ([`super::weights`]; the engine plays with the ones fitted
//! to self-play, [`super::fitted`]):
//! - material, and where each piece stands;
//! - mobility: the squares each knight, bishop, rook and queen reaches that no pawn of the other side guards;
//! - pawns: passed (more the further on), doubled, isolated;
//! - the king: its pawn shield, the open files beside it, the other side's pieces reaching the squares round
//!   it;
//! - the bishop pair, rooks on open and half-open files;
//!
//! and beyond the weights:
//! - the side to move's edge, [`TEMPO`];
//! - in a won ending without pawns, the losing king driven to the edge and the winning king brought near
//!   (so that K+R v K is mated, not wandered);
//! - a side ahead by no more than a minor piece, with no pawn left, can rarely win: its lead is cut to an
//!   eighth.

use super::fitted::FITTED;
use super::weights::{self, Weights, centre_distance};
use crate::ai::eval::Evaluator;
use crate::ai::texel::{Tally, Trace, Weighed};
use crate::rules::chess::attacks::{self, Bitboard, FILE_A, squares};
use crate::rules::chess::{Chess, ChessMove, Kind};
use crate::rules::{Game, Player};

/// A pawn, in the evaluation's units.
pub const PAWN: i32 = 100;
/// Each kind's worth in an ending, pawn to king: what decides a won ending and a drawn lead, whatever the
/// weights say.
const VALUE_EG: [i32; 6] = [120, 300, 320, 520, 950, 0];
/// What each kind counts towards the middlegame, out of [`FULL_PHASE`].
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub const FULL_PHASE: i32 = 24;
/// The worth of each kind in an exchange.
const SEE_VALUE: [i32; 6] = [PAWN, 320, 330, 500, 950, 20_000];
/// The side to move's own edge.
pub const TEMPO: i32 = 10;
/// The margin a ply of depth of reverse futility pruning (see [`Evaluator::futility_margin`]).
const FUTILITY_MARGIN: i32 = 80;

/// The files beside each file, and the file itself.
fn files_round(file: u8) -> Bitboard {
    let own = FILE_A << file;
    own | (own << 1 & !FILE_A) | (own >> 1 & !(FILE_A << 7))
}

/// The squares ahead of `square` for `side` on its file and the two beside it: where a pawn of the other side
/// would stop a pawn here from passing.
fn ahead(side: Player, square: u8) -> Bitboard {
    let files = files_round(attacks::file(square));
    let rank = attacks::rank(square);
    let ranks = match side {
        Player::One if rank < 7 => !0u64 << ((rank + 1) * 8),
        Player::Two if rank > 0 => !0u64 >> ((8 - rank) * 8),
        _ => 0,
    };
    files & ranks
}

/// The evaluation (see the module documentation). It keeps no state: everything is read off the board. It
/// also sets the search's aspiration window (see [`Evaluator::aspiration`]).
#[derive(Clone, Copy, Debug)]
pub struct ChessEval {
    aspiration: Option<i32>,
    futility: Option<i32>,
    weights: &'static Weights,
}

impl Default for ChessEval {
    /// The fitted weights; a third of a pawn either way of the last depth's value.
    fn default() -> Self {
        ChessEval { aspiration: Some(PAWN / 3), futility: Some(FUTILITY_MARGIN), weights: &FITTED }
    }
}

impl ChessEval {
    /// The evaluation with the search's full window at the root (a window changes what a search costs, not
    /// what it finds: the tests compare the two).
    pub fn without_aspiration() -> Self {
        ChessEval { aspiration: None, ..Self::default() }
    }

    /// The evaluation with no node cut on its value alone (reverse futility pruning) and no quiet move pruned
    /// near the horizon: the tests measure both against it.
    pub fn without_futility() -> Self {
        ChessEval { futility: None, ..Self::default() }
    }

    /// The evaluation with other weights (the fit's, measured against the shipped ones).
    pub fn with_weights(weights: &'static Weights) -> Self {
        ChessEval { weights, ..Self::default() }
    }

    /// Counts `side`'s terms into `tally`.
    fn side(pos: &Chess, side: Player, tally: &mut impl Tally) {
        let board = pos.board();
        let them = side.other();
        let occupied = board.occupied();
        let own_pawns = board.pieces(side, Kind::Pawn);
        let their_pawns = board.pieces(them, Kind::Pawn);
        let mirror = |square: u8| if side == Player::One { square as usize } else { square as usize ^ 56 };
        // Squares the other side's pawns guard: no piece goes there for nothing.
        let guarded = squares(their_pawns).fold(0, |all, square| all | attacks::pawn(them.index(), square));
        // The other king's field, and how often each kind reaches it.
        let their_king = board.king(them);
        let field = attacks::king(their_king) | 1 << their_king;
        let (mut on_field, mut attackers) = ([0; 4], 0);
        for kind in Kind::ALL {
            for square in squares(board.pieces(side, kind)) {
                tally.add(weights::VALUE + kind.index(), 1);
                tally.add(weights::SQUARES + kind.index() * 64 + mirror(square), 1);
                let reach = match kind {
                    Kind::Knight => attacks::knight(square),
                    Kind::Bishop => attacks::bishop(square, occupied),
                    Kind::Rook => attacks::rook(square, occupied),
                    Kind::Queen => attacks::queen(square, occupied),
                    Kind::Pawn | Kind::King => continue,
                };
                let slot = kind.index() - Kind::Knight.index();
                let reached = (reach & !board.side(side) & !guarded).count_ones() as i32;
                tally.add(weights::MOBILITY + slot, reached - weights::MOBILITY_BASE[slot]);
                let hits = (reach & field).count_ones() as i32;
                on_field[slot] += hits;
                attackers += i32::from(hits > 0);
                if kind == Kind::Rook {
                    let file = FILE_A << attacks::file(square);
                    if file & (own_pawns | their_pawns) == 0 {
                        tally.add(weights::ROOK_OPEN, 1);
                    } else if file & own_pawns == 0 {
                        tally.add(weights::ROOK_HALF_OPEN, 1);
                    }
                }
            }
        }
        if attackers >= 2 {
            for (slot, &hits) in on_field.iter().enumerate() {
                tally.add(weights::KING_ATTACK + slot, hits);
            }
        }
        for square in squares(own_pawns) {
            let file = FILE_A << attacks::file(square);
            if ahead(side, square) & their_pawns == 0 && ahead(side, square) & file & own_pawns == 0 {
                let rank = attacks::rank(mirror(square) as u8) as usize;
                tally.add(weights::PASSED + rank, 1);
            }
            if files_round(attacks::file(square)) & !file & own_pawns == 0 {
                tally.add(weights::ISOLATED, 1);
            }
        }
        for file in 0..8 {
            let on_file = (own_pawns & FILE_A << file).count_ones() as i32;
            if on_file > 1 {
                tally.add(weights::DOUBLED, on_file - 1);
            }
        }
        if board.pieces(side, Kind::Bishop).count_ones() >= 2 {
            tally.add(weights::BISHOP_PAIR, 1);
        }
        // The king's shelter: its pawns in front of it, and the files round it that have none.
        let king = board.king(side);
        let one_on = attacks::king(king) & ahead(side, king);
        let two_on = if side == Player::One { one_on << 8 } else { one_on >> 8 };
        tally.add(weights::SHIELD, ((one_on | two_on) & own_pawns).count_ones() as i32);
        let open = squares(files_round(attacks::file(king)) & attacks::RANK_1)
            .filter(|&file| own_pawns & FILE_A << file == 0)
            .count();
        tally.add(weights::OPEN_BY_KING, open as i32);
    }

    /// The position's terms for the fit: their counts, White's less Black's, its phase, and what the weights
    /// do not decide of White's score: the factor a drawish lead is cut by (1 or 1/8, as these weights have
    /// it), and what is added after it (the won ending's drive, the side to move's edge). None for a dead
    /// position, which is 0 whatever the weights.
    pub fn trace(&self, pos: &Chess) -> Option<(Trace, i32, f64, f64)> {
        if pos.dead_position() {
            return None;
        }
        let mut trace = Trace::new(weights::TERMS);
        Self::side(pos, Player::One, &mut trace);
        trace.second_player();
        Self::side(pos, Player::Two, &mut trace);
        let (_, cut, mop_up) = self.white(pos);
        let cut = 1.0 / f64::from(cut);
        let tempo = if pos.to_move() == Player::One { TEMPO } else { -TEMPO };
        Some((trace, Self::phase(pos), cut, f64::from(mop_up) * cut + f64::from(tempo)))
    }

    /// White's score without the side to move's edge, with what cut it (1, or 8 for a drawish lead) and the
    /// won ending's drive in it.
    fn white(&self, pos: &Chess) -> (i32, i32, i32) {
        let mut white = Weighed::new(&self.weights.0);
        Self::side(pos, Player::One, &mut white);
        let mut black = Weighed::new(&self.weights.0);
        Self::side(pos, Player::Two, &mut black);
        let phase = Self::phase(pos);
        let (mg, eg) = (white.mg - black.mg, white.eg - black.eg);
        let mut score = (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE;
        let lead = Self::material(pos, Player::One) - Self::material(pos, Player::Two);
        let mop_up = Self::mop_up(pos, lead);
        score += mop_up;
        // A lead of a minor piece or less, with no pawn to make a queen of, rarely wins.
        let ahead = if score > 0 { Player::One } else { Player::Two };
        let cut = if pos.board().pieces(ahead, Kind::Pawn) == 0 && lead.abs() <= VALUE_EG[Kind::Bishop.index()] {
            8
        } else {
            1
        };
        (score / cut, cut, mop_up)
    }

    /// How far into the middlegame the position is, from 0 (bare kings and pawns) to [`FULL_PHASE`].
    fn phase(pos: &Chess) -> i32 {
        let board = pos.board();
        let phase: i32 = Kind::ALL.iter().map(|&kind| board.kind(kind).count_ones() as i32 * PHASE[kind.index()]).sum();
        phase.min(FULL_PHASE)
    }

    /// `side`'s material alone, in the endgame's values.
    fn material(pos: &Chess, side: Player) -> i32 {
        let board = pos.board();
        Kind::ALL.iter().map(|&kind| board.pieces(side, kind).count_ones() as i32 * VALUE_EG[kind.index()]).sum()
    }

    /// White's score in a pawnless ending one side should win: the other king to the edge, the kings
    /// together.
    fn mop_up(pos: &Chess, lead: i32) -> i32 {
        let board = pos.board();
        if board.kind(Kind::Pawn) != 0 || lead.abs() < VALUE_EG[Kind::Rook.index()] - VALUE_EG[Kind::Bishop.index()] {
            return 0;
        }
        let (winner, loser) = if lead > 0 { (Player::One, Player::Two) } else { (Player::Two, Player::One) };
        let (their_king, own_king) = (board.king(loser), board.king(winner));
        let apart = (i32::from(attacks::file(their_king)) - i32::from(attacks::file(own_king))).abs()
            + (i32::from(attacks::rank(their_king)) - i32::from(attacks::rank(own_king))).abs();
        let bonus = 10 * centre_distance(their_king as usize) + 4 * (14 - apart);
        if winner == Player::One { bonus } else { -bonus }
    }

    /// The exchanges on `mv`'s square, each side taking with its least valuable piece while it gains: what
    /// the side moving wins (negative: loses), in [`SEE_VALUE`]s.
    pub fn exchange(pos: &Chess, mv: ChessMove) -> i32 {
        let board = pos.board();
        let (from, to) = (mv.from(), mv.to());
        let Some(mover) = board.at(from) else { return 0 };
        let mut gains = [0i32; 32];
        gains[0] = if mv.is_en_passant() {
            SEE_VALUE[0]
        } else {
            board.at(to).map_or(0, |piece| SEE_VALUE[piece.kind.index()])
        };
        if let Some(kind) = mv.promotion() {
            gains[0] += SEE_VALUE[kind.index()] - SEE_VALUE[0];
        }
        let mut occupied = board.occupied() & !(1 << from);
        if mv.is_en_passant() {
            let taken = if pos.to_move() == Player::One { to - 8 } else { to + 8 };
            occupied &= !(1 << taken);
        }
        let mut on_square = mv.promotion().map_or(mover.kind, |kind| kind);
        let mut side = pos.to_move().other();
        let mut depth = 0;
        loop {
            let attackers = pos.attackers(to, occupied) & occupied & board.side(side);
            let Some((kind, square)) = Kind::ALL.iter().find_map(|&kind| {
                let mine = attackers & board.kind(kind);
                (mine != 0).then(|| (kind, mine.trailing_zeros() as u8))
            }) else {
                break;
            };
            depth += 1;
            if depth >= gains.len() {
                break;
            }
            gains[depth] = SEE_VALUE[on_square.index()] - gains[depth - 1];
            if kind == Kind::King
                && pos.attackers(to, occupied & !(1 << square)) & occupied & board.side(side.other()) != 0
            {
                // The king cannot take into a guarded square.
                depth -= 1;
                break;
            }
            occupied &= !(1 << square);
            on_square = kind;
            side = side.other();
        }
        while depth > 0 {
            gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
            depth -= 1;
        }
        gains[0]
    }
}

impl Evaluator<Chess> for ChessEval {
    fn reset(&mut self, _pos: &Chess) {}

    fn evaluate(&self, pos: &Chess) -> i32 {
        if pos.dead_position() {
            return 0;
        }
        let (score, ..) = self.white(pos);
        let own = if pos.to_move() == Player::One { score } else { -score };
        own + TEMPO
    }

    /// While in check every legal move; else the captures and promotions to a queen that do not lose
    /// material in the exchange that follows.
    fn quiescence(&self, pos: &Chess, moves: &mut Vec<ChessMove>) -> Option<bool> {
        if pos.in_check() {
            pos.moves(moves);
            return Some(false);
        }
        pos.noisy_moves(moves);
        moves.retain(|&mv| mv.promotion().is_none_or(|kind| kind == Kind::Queen) && Self::exchange(pos, mv) >= 0);
        Some(true)
    }

    /// A move that gives check.
    fn extends(&self, pos: &Chess) -> bool {
        pos.in_check()
    }

    fn reduces(&self) -> bool {
        true
    }

    fn aspiration(&self) -> Option<i32> {
        self.aspiration
    }

    /// Most of a pawn a ply: a side that far ahead of beta near the horizon rarely loses it all.
    fn futility_margin(&self) -> Option<i32> {
        self.futility
    }

    /// Winning and even captures and queen promotions before the killers; quiet moves after them.
    fn killers_after(&self) -> Option<i32> {
        Some(0)
    }

    /// Promotions to a queen first, then captures, the most valuable piece taken by the least valuable
    /// taker first; captures that lose material in the exchange after the quiet moves.
    fn move_priority(&self, pos: &Chess, mv: ChessMove) -> i32 {
        let board = pos.board();
        let taken = if mv.is_en_passant() { Some(Kind::Pawn) } else { board.at(mv.to()).map(|piece| piece.kind) };
        let promotion = match mv.promotion() {
            Some(Kind::Queen) => 200,
            Some(_) => -100,
            None => 0,
        };
        let Some(taken) = taken else { return promotion };
        let taker = board.at(mv.from()).map_or(0, |piece| piece.kind.index() as i32);
        let order = 100 + 8 * taken.index() as i32 - taker;
        if taken.index() as i32 >= taker || Self::exchange(pos, mv) >= 0 {
            promotion + order
        } else {
            promotion - 50 + order / 8
        }
    }

    /// Its squares from and to.
    fn move_index(&self, mv: ChessMove) -> usize {
        mv.from() as usize * 64 + mv.to() as usize
    }

    fn move_slots(&self) -> usize {
        64 * 64
    }

    /// A level's margin of mistakes counts two centipawns a unit: Easy may play a move up to 1.2 pawns
    /// worse than its best, Medium a quarter of a pawn.
    fn margin_unit(&self) -> i32 {
        2
    }
}
