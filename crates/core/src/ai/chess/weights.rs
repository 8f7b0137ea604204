//! The weights of chess's evaluation ([`super::eval`]): one table of middlegame and endgame pairs, a term a
//! row, so that the evaluation reads them by index and the fit ([`super::fitting`]) treats them as one vector.
//! Two sets: [`HAND_SET`], worked out from the square's file and rank below (the evaluation the engine
//! started with, and the fit's starting point), and [`super::fitted::FITTED`], fitted to self-play by
//! `minimax-arcade fit chess`, which the engine plays with.

/// A middlegame and an endgame weight, in centipawns.
pub use crate::ai::texel::Pair;

/// Each kind's worth, pawn to king (the king's stays 0: both sides always have one).
pub const VALUE: usize = 0;
/// Where each kind stands, for White (Black's square mirrored): 64 a kind, a1 first, rank by rank.
pub const SQUARES: usize = VALUE + 6;
/// Per square a knight, bishop, rook or queen reaches beyond [`MOBILITY_BASE`] (see the evaluation).
pub const MOBILITY: usize = SQUARES + 6 * 64;
/// A passed pawn by its rank, counted from its own side (0: its first rank).
pub const PASSED: usize = MOBILITY + 4;
/// A pawn on a file with another of its side's ahead or behind it, each beyond the first.
pub const DOUBLED: usize = PASSED + 8;
/// A pawn with no pawn of its side on the files beside it.
pub const ISOLATED: usize = DOUBLED + 1;
pub const BISHOP_PAIR: usize = ISOLATED + 1;
/// A rook on a file with no pawn, or with only the other side's.
pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
pub const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
/// A pawn of the king's own in front of it (its file and the two beside it, one or two ranks on).
pub const SHIELD: usize = ROOK_HALF_OPEN + 1;
/// A file beside the king (or its own) with no pawn of its side.
pub const OPEN_BY_KING: usize = SHIELD + 1;
/// Per square of the other king's field (its square and those round it) that a knight, bishop, rook or queen
/// reaches, counted only where two pieces or more reach it: an attack on the king.
pub const KING_ATTACK: usize = OPEN_BY_KING + 1;
/// How many terms there are.
pub const TERMS: usize = KING_ATTACK + 4;

/// The squares a knight, bishop, rook and queen usually reach: mobility counts from there.
pub const MOBILITY_BASE: [i32; 4] = [4, 6, 7, 13];

/// The groups of terms, by name and first row, for the fitted table's comments.
pub const GROUPS: [(&str, usize); 13] = [
    ("material: pawn, knight, bishop, rook, queen, king", VALUE),
    ("squares, for White, a1 to h8: pawn, knight, bishop, rook, queen, king", SQUARES),
    ("mobility: knight, bishop, rook, queen", MOBILITY),
    ("passed pawn by rank", PASSED),
    ("doubled pawn", DOUBLED),
    ("isolated pawn", ISOLATED),
    ("bishop pair", BISHOP_PAIR),
    ("rook on an open file", ROOK_OPEN),
    ("rook on a half-open file", ROOK_HALF_OPEN),
    ("pawn shielding the king", SHIELD),
    ("open file by the king", OPEN_BY_KING),
    ("attack on the king's field: knight, bishop, rook, queen", KING_ATTACK),
    ("", TERMS),
];

/// A set of weights, indexed by the terms above.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights(pub [Pair; TERMS]);

/// A square's distance from the centre, 0 (d4, e4, d5, e5) to 6 (a corner), counted in files and ranks.
pub const fn centre_distance(square: usize) -> i32 {
    let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
    let df = if file < 4 { 3 - file } else { file - 4 };
    let dr = if rank < 4 { 3 - rank } else { rank - 4 };
    df + dr
}

/// The weights set by hand.
pub const HAND_SET: Weights = hand_set();

const fn hand_set() -> Weights {
    let mut w = [(0, 0); TERMS];
    let values = [(100, 120), (320, 300), (330, 320), (500, 520), (950, 950), (0, 0)];
    let mut kind = 0;
    while kind < 6 {
        w[VALUE + kind] = values[kind];
        kind += 1;
    }
    let mut square = 0;
    while square < 64 {
        let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
        let centre = 6 - centre_distance(square);
        // The row of `kind` on this square is `at + 64 * kind`.
        let at = SQUARES + square;
        // Pawns: forward, and in the centre files early on.
        let central_file = file == 3 || file == 4;
        let pawn_advance = [0, 0, 2, 6, 12, 20, 30, 0][rank as usize];
        let pawn_centre = if central_file && (rank == 3 || rank == 4) { 15 } else { 0 };
        w[at] = (pawn_advance + pawn_centre, [0, 0, 5, 10, 20, 35, 55, 0][rank as usize]);
        // Knights: the centre, and never the rim.
        w[at + 64] = (centre * 6 - 18, centre * 5 - 15);
        // Bishops: the centre, a little.
        w[at + 128] = (centre * 3 - 9, centre * 3 - 9);
        // Rooks: the seventh rank; the centre files.
        let seventh = rank == 6;
        w[at + 192] = (if seventh { 15 } else { 0 } + if central_file { 5 } else { 0 }, if seventh { 10 } else { 0 });
        // The queen: the centre, more as the board empties.
        w[at + 256] = (centre * 2 - 6, centre * 4 - 12);
        // The king: castled, behind its pawns, while the queens are on; to the centre after.
        let king_mg = match rank {
            0 => [20, 30, 10, 0, 0, 10, 30, 20][file as usize],
            1 => [10, 10, -5, -10, -10, -5, 10, 10][file as usize],
            _ => -20 - 10 * rank,
        };
        w[at + 320] = (king_mg, centre * 8 - 24);
        square += 1;
    }
    let mobility = [(4, 4), (4, 5), (2, 4), (1, 2)];
    let mut piece = 0;
    while piece < 4 {
        w[MOBILITY + piece] = mobility[piece];
        piece += 1;
    }
    let passed_mg = [0, 5, 10, 15, 25, 40, 60, 0];
    let passed_eg = [0, 10, 20, 35, 60, 95, 140, 0];
    let mut rank = 0;
    while rank < 8 {
        w[PASSED + rank] = (passed_mg[rank], passed_eg[rank]);
        rank += 1;
    }
    w[DOUBLED] = (-12, -20);
    w[ISOLATED] = (-10, -15);
    w[BISHOP_PAIR] = (30, 50);
    w[ROOK_OPEN] = (20, 10);
    w[ROOK_HALF_OPEN] = (10, 5);
    w[SHIELD] = (10, 0);
    w[OPEN_BY_KING] = (-15, 0);
    let attack = [(8, 0), (6, 0), (8, 0), (12, 0)];
    let mut piece = 0;
    while piece < 4 {
        w[KING_ATTACK + piece] = attack[piece];
        piece += 1;
    }
    Weights(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_groups_cover_every_term_once_in_order() {
        assert!(GROUPS.windows(2).all(|pair| pair[0].1 < pair[1].1));
        assert_eq!(GROUPS[0].1, 0);
        assert_eq!(GROUPS[GROUPS.len() - 1].1, TERMS);
    }

    #[test]
    fn the_hand_set_tables_are_symmetric_between_the_wings_where_they_should_be() {
        // Knights, bishops and queens care for the centre alone: a1 and h1, c3 and f3 alike.
        for kind in [1, 2, 4] {
            let table = &HAND_SET.0[SQUARES + kind * 64..SQUARES + kind * 64 + 64];
            assert_eq!(table[0], table[7]);
            assert_eq!(table[18], table[21]);
            assert!(table[27].0 > table[0].0, "the centre beats the corner");
        }
    }
}
