//! The weights of checkers' evaluation ([`super::CheckersEval`]): one table of middlegame and endgame pairs,
//! a term a row, so that the evaluation reads them by index and the fit ([`crate::ai::texel`]) treats
//! them as one vector. Two sets: [`HAND_SET`], the evaluation the engine started with (worked out below from
//! a few hand-set numbers; the fit's starting point), and [`super::fitted::FITTED`], fitted to self-play by
//! `minimax-arcade fit checkers`, which the engine plays with.
//!
//! A square is counted from its side's own view: Black's as it is, White's turned half round (bit `31 - b`),
//! which maps White's men, moving up the board, onto Black's, moving down, double corner onto double corner.
//! Middlegame weights count on a full board (24 pieces), endgame ones on an empty one, and a position
//! between is weighed between them by its number of pieces.

use super::super::texel::Pair;
use crate::rules::checkers::board::{self, Direction};

/// A man's worth and a king's.
pub const MAN: usize = 0;
pub const KING: usize = 1;
/// Where each man stands, 32 squares from its own side's view (see the module's comment).
pub const MAN_SQUARES: usize = 2;
/// Where each king stands, likewise.
pub const KING_SQUARES: usize = MAN_SQUARES + 32;
/// Each step a man, and a king, can take to an empty square: a side with more moves has more ways to wait,
/// and is less likely to be forced into a losing exchange.
pub const MAN_STEPS: usize = KING_SQUARES + 32;
pub const KING_STEPS: usize = MAN_STEPS + 1;
/// A man with a clear road to its crowning (no piece of the other side on any square it can reach on its
/// way; a guess, since a piece beside the road may still come across it), and each row it still has to go.
pub const RUNAWAY: usize = KING_STEPS + 1;
pub const RUNAWAY_ROWS: usize = RUNAWAY + 1;
/// The move (the opposition): counted for the side that has it, in an ending of equal numbers (see
/// [`super::CheckersEval`]).
pub const OPPOSITION: usize = RUNAWAY_ROWS + 1;
/// The men on a side's own back rank, as a pattern of its four squares (bit 0 the double corner's, 1 or
/// 32), while the other side has men to crown: the bridge (1 and 3, or 30 and 32) guards it with two men,
/// the others less well.
pub const BACK_RANKS: usize = OPPOSITION + 1;
/// How far a side's men lean to one wing, while both sides have as many men: each man's column weighed from
/// -3 (the left edge) to +3 (the right edge), the sum's size (see [`lean`]). A side whose men crowd one
/// wing leaves the other to the other side's men, and has fewer ways to meet an attack there.
pub const BALANCE: usize = BACK_RANKS + 16;
/// The hunt for the other side's last kings: once that side has no men left and fewer pieces, each of this
/// side's kings counts the king moves to the nearest of them (see [`hunt`]). Without it, two kings against
/// one or three against two wander: to the rest of the evaluation one square is as good as another but the
/// edge, the trap lies beyond the search's horizon, and the 40-move rule draws a won ending.
pub const HUNT: usize = BALANCE + 1;
/// The only kings: a side with a king where the other has none. Its king goes behind the other side's men,
/// which cannot turn to meet it, and holds up any of them that would crown.
pub const ONLY_KING: usize = HUNT + 1;
/// A side's steps that land where a piece of the other side could jump the piece at once (next to it, with
/// the square beyond empty, or emptied by the step itself): steps that give a piece away or offer an
/// exchange. A step counts for the mobility as any other (the steps above); this takes that back for the
/// unsafe ones, so that a side's mobility is its safe steps. Counted while the other side has men (see
/// [`super::CheckersEval`]'s `side`).
pub const UNSAFE_STEPS: usize = ONLY_KING + 1;
/// The side to move has steps, but no safe one, and no jump: it must give a piece away or offer an
/// exchange, which a search that stops there does not see. Likewise while the other side has men.
pub const NO_SAFE_STEP: usize = UNSAFE_STEPS + 1;
/// How many terms there are.
pub const TERMS: usize = NO_SAFE_STEP + 1;

/// The groups of terms, by name and first row, for the fitted table's comments.
pub const GROUPS: [(&str, usize); 15] = [
    ("material: man, king", MAN),
    ("men's squares, from their side's view, 1 to 32", MAN_SQUARES),
    ("kings' squares, likewise", KING_SQUARES),
    ("a man's step", MAN_STEPS),
    ("a king's step", KING_STEPS),
    ("a runaway man", RUNAWAY),
    ("a runaway's row to go", RUNAWAY_ROWS),
    ("the opposition", OPPOSITION),
    ("the back rank's men, by pattern (bit 0 the double corner's)", BACK_RANKS),
    ("the men's lean to one wing", BALANCE),
    ("the hunt: a king's moves to the nearest of a side's last kings", HUNT),
    ("the only kings", ONLY_KING),
    ("a step that gives a piece away or offers an exchange", UNSAFE_STEPS),
    ("the side to move without a safe step", NO_SAFE_STEP),
    ("", TERMS),
];

/// A set of weights, indexed by the terms above.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights(pub [Pair; TERMS]);

/// The bits of the centre squares, from Black's view: 10, 11, 14, 15, 18, 19, 22, 23, where a piece reaches
/// both wings.
const CENTRE: u32 = 1 << 9 | 1 << 10 | 1 << 13 | 1 << 14 | 1 << 17 | 1 << 18 | 1 << 21 | 1 << 22;
/// The edge squares: the two side columns and the back ranks, where a king reaches half the squares a king
/// in the open does.
const EDGE: u32 = 0x1010_1010 | 0x0808_0808 | board::WHITE_CROWNS | board::BLACK_CROWNS;

/// The hand-set evaluation, in hundredths of a man:
/// - a man 100 and a king 130 on a full board; on an empty one half as much again (150 and 195), so that
///   the side ahead trades pieces down and the side behind keeps them;
/// - a man on its back rank 6 (it keeps the other side's men from being crowned there), and a man or king
///   on a centre square 3;
/// - for each row a man has advanced, -3 on a full board (the tempo: a man pushed early leaves holes behind
///   it, and the side further forward runs out of safe waiting moves first) and +2 in the ending (a man
///   that hangs back is a king not made), even at about ten pieces;
/// - a king on the edge -4; each step 2; a runaway 24, less 3 a row to go; the opposition 10;
/// - the men's lean to one wing -1 a column's weight;
/// - in the hunt for a side's last kings, -6 a king move between a hunter and its nearest quarry: more than
///   the edge and a step of the quarry's, so that the hunters close in and the quarry's room shrinks;
/// - the only kings 20 (Cake's evaluation weighs them so);
/// - an unsafe step -2, so that it counts for nothing, and the side to move without a safe step -10.
///
/// The tempo and the lean were added after the rest, measured against Cake together with the search's
/// late-move reductions (see the README's checkers paragraph); the hunt after them, measured on endings
/// played out against Cake; the only kings and the safe steps after that, measured on our moves of past
/// games, valued by Cake, and against Cake.
pub const HAND_SET: Weights = hand_set();

const fn hand_set() -> Weights {
    let mut w = [(0, 0); TERMS];
    w[MAN] = (100, 150);
    w[KING] = (130, 195);
    let mut bit = 0;
    while bit < 32 {
        let (row, _) = board::cell(bit as u8);
        let centre = if CENTRE & 1 << bit != 0 { 3 } else { 0 };
        let back = if row == 0 { 6 } else { 0 };
        let advanced = row as i32;
        w[MAN_SQUARES + bit] = (back + centre - 3 * advanced, back + centre + 2 * advanced);
        let edge = if EDGE & 1 << bit != 0 { -4 } else { 0 };
        w[KING_SQUARES + bit] = (centre + edge, centre + edge);
        bit += 1;
    }
    w[MAN_STEPS] = (2, 2);
    w[KING_STEPS] = (2, 2);
    w[RUNAWAY] = (24, 24);
    w[RUNAWAY_ROWS] = (-3, -3);
    w[OPPOSITION] = (10, 10);
    w[BALANCE] = (-1, -1);
    w[HUNT] = (-6, -6);
    w[ONLY_KING] = (20, 20);
    w[UNSAFE_STEPS] = (-2, -2);
    w[NO_SAFE_STEP] = (-10, -10);
    Weights(w)
}

/// How far `men` lean to one wing: each man's column (0 the left edge, 7 the right one, either side's view:
/// the sum's size is the same seen from the other side) weighed -3, -2, -1, 0, 0, 1, 2, 3, and the sum's
/// size.
pub fn lean(men: u32) -> i32 {
    const WEIGHT: [i32; 8] = [-3, -2, -1, 0, 0, 1, 2, 3];
    board::bits(men).map(|bit| WEIGHT[board::cell(bit).1 as usize]).sum::<i32>().abs()
}

/// The king moves from each of `hunters` to the nearest of `quarry`, summed (none if there is no quarry). A
/// king steps a row and a column at a time, so two dark squares are as many moves apart as the larger of
/// their rows apart and their columns apart (both differences are even or both odd).
pub fn hunt(hunters: u32, quarry: u32) -> i32 {
    let moves = |a: u8, b: u8| {
        let ((ra, ca), (rb, cb)) = (board::cell(a), board::cell(b));
        i32::from((ra - rb).abs().max((ca - cb).abs()))
    };
    board::bits(hunters).map(|hunter| board::bits(quarry).map(|prey| moves(hunter, prey)).min().unwrap_or(0)).sum()
}

/// A square's bit from `black`'s side's view or the other's.
#[inline]
pub fn own_view(bit: u8, black: bool) -> usize {
    if black { bit as usize } else { 31 - bit as usize }
}

/// The squares a man of each side (Black, White) on each square can reach on its way to its crowning row:
/// the cone ahead of it, worked out once, at compile time (the evaluation asks it of every man).
pub static AHEAD: [[u32; 32]; 2] = [cones(Direction::DOWN), cones(Direction::UP)];

const fn cones(forward: [Direction; 2]) -> [u32; 32] {
    let mut out = [0; 32];
    let mut bit = 0;
    while bit < 32 {
        let (mut reach, mut ahead) = (1u32 << bit, 0u32);
        // Seven rows at most; a step off the board reaches nothing.
        let mut row = 0;
        while row < 7 {
            reach = board::steps(reach, forward[0]) | board::steps(reach, forward[1]);
            ahead |= reach;
            row += 1;
        }
        out[bit] = ahead;
        bit += 1;
    }
    out
}
