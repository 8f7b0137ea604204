//! What the evaluation looks at in a Reversi position, as numbers: each feature the side to move's count
//! less the opponent's (or, for parity and the tempo, a plain number), so that a position's value is their
//! weighted sum. The weights depend on the stage of the game ([`phase`]); [`super::fitting`] fits them to
//! positions from self-play labelled by exact solves, and [`WEIGHTS`] holds the fitted ones.

use super::stable::Stability;
use crate::rules::reversi::bits::{Size, moves, neighbours};

/// The features, in the order of a weight row.
pub const NAMES: [&str; FEATURES] =
    ["corners", "x_squares", "c_squares", "mobility", "potential", "stable", "discs", "edges", "parity", "tempo"];
pub const FEATURES: usize = 10;

/// Stages of the game, by how full the board is: each has its own weights.
pub const PHASES: usize = 4;

/// The weights, in hundredths of a disc of final margin per unit of each feature, a row per phase (from the
/// opening to the last phase before the exact solver), fitted by `minimax-arcade fit reversi` (see
/// [`super::fitting`]) together with the edge table ([`super::patterns`]), whose self-play plays with the
/// model of the moment. Made in rounds from weights set by hand (every phase corners 1500, X-squares −700,
/// C-squares −250, mobility 150, potential 50, discs 4, 19, 31 and 44 by phase, the rest 0): without the
/// table, `fit reversi --games 20000 --seed 1`, then `--seed 2` (0.560 against the first over 1,000 games two
/// moves deep); with it, `--games 40000 --seed 5` from those (0.694 against them), then `--games 40000
/// --seed 6 --edges-out assets/weights/reversi-edges.bin` from its result, which gives these (0.528 against
/// the round before). What each term buys: `fit reversi --ablate 500 --depth 3`, in the README.
pub const WEIGHTS: [[i32; FEATURES]; PHASES] = [
    [379, -1487, -359, 60, 55, 606, -78, 26, -391, -44],
    [816, -1128, -156, 87, 55, 252, -73, 47, -209, -167],
    [583, -542, -63, 156, 9, 158, -51, -9, -182, -150],
    [168, -193, -97, 314, -78, 117, -5, -58, 117, -89],
];

/// The phase of a position with `empties` empty squares on a board of `squares`: 0 at the start, up to
/// `PHASES - 1` near the end (by the share of the squares filled since the start's four).
pub fn phase(empties: u32, squares: u32) -> usize {
    let start = squares - 4;
    let played = start.saturating_sub(empties);
    ((played as usize * PHASES) / (start as usize + 1)).min(PHASES - 1)
}

/// The squares a board's features are counted on.
#[derive(Clone, Debug)]
pub struct Board {
    corners: [u64; 4],
    /// Each corner's X-square (diagonally in) and C-squares (beside it on the edges).
    x: [u64; 4],
    c: [u64; 4],
    /// The edge squares that are neither corners nor C-squares.
    edges: u64,
    mask: u64,
    stability: Stability,
}

impl Board {
    pub fn new(size: Size) -> Board {
        let last = size.side() - 1;
        let bit = |col: u8, row: u8| 1u64 << size.bit(col, row);
        let corners = [bit(0, 0), bit(last, 0), bit(0, last), bit(last, last)];
        let x = [bit(1, 1), bit(last - 1, 1), bit(1, last - 1), bit(last - 1, last - 1)];
        let c = [
            bit(1, 0) | bit(0, 1),
            bit(last - 1, 0) | bit(last, 1),
            bit(0, last - 1) | bit(1, last),
            bit(last, last - 1) | bit(last - 1, last),
        ];
        let mut rim = 0u64;
        for i in 0..=last {
            rim |= bit(i, 0) | bit(i, last) | bit(0, i) | bit(last, i);
        }
        let edges = rim & !corners.iter().chain(&c).fold(0, |m, b| m | b);
        Board { corners, x, c, edges, mask: size.mask(), stability: Stability::new(size) }
    }

    /// Whether it is the 8×8 board.
    pub fn is_eight(&self) -> bool {
        self.mask == u64::MAX
    }

    /// The corners' bits.
    pub fn corner_mask(&self) -> u64 {
        self.corners.iter().fold(0, |m, c| m | c)
    }

    /// The X-squares' bits.
    pub fn x_mask(&self) -> u64 {
        self.x.iter().fold(0, |m, x| m | x)
    }

    /// The features of the position with `own`'s discs (to move) and `opp`'s.
    pub fn features(&self, own: u64, opp: u64) -> [i32; FEATURES] {
        let count = |bits: u64| bits.count_ones() as i32;
        let diff = |bits: u64| count(own & bits) - count(opp & bits);
        let empty = self.mask & !(own | opp);
        let (mut x, mut c) = (0, 0);
        for i in 0..4 {
            if empty & self.corners[i] != 0 {
                x += diff(self.x[i]);
                c += diff(self.c[i]);
            }
        }
        let (own_stable, opp_stable) = self.stability.stable_both(own, opp);
        let stable = count(own_stable) - count(opp_stable);
        [
            diff(self.corner_mask()),
            x,
            c,
            count(moves(own, opp, empty)) - count(moves(opp, own, empty)),
            count(frontier(opp, empty)) - count(frontier(own, empty)),
            stable,
            count(own) - count(opp),
            diff(self.edges),
            // Whoever moves with an odd number of squares left gets the last move, passes aside.
            i32::from(count(empty) % 2 == 1),
            1,
        ]
    }
}

/// The empty squares next to a disc of `discs`: where the other side may come to move.
pub fn frontier(discs: u64, empty: u64) -> u64 {
    neighbours(discs) & empty
}

/// The weighted sum of `features` with `weights`, in hundredths of a disc.
pub fn score(features: &[i32; FEATURES], weights: &[i32; FEATURES]) -> i32 {
    features.iter().zip(weights).map(|(f, w)| f * w).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_run_from_the_start_to_the_end() {
        assert_eq!(phase(60, 64), 0);
        assert_eq!(phase(0, 64), PHASES - 1);
        assert_eq!(phase(32, 36), 0);
        assert!((1..60).all(|e| phase(e - 1, 64) >= phase(e, 64)), "never earlier as the board fills");
    }

    #[test]
    fn features_are_the_movers_less_the_opponents() {
        let board = Board::new(Size::EIGHT);
        // Own: a1 (a corner) and b1 (its C-square, the corner taken); opponent: b2 (X-square of a1, taken) and
        // g7 (X-square of the empty h8).
        let own = 1 | 1 << 1;
        let opp = 1 << 9 | 1 << 54;
        let f = board.features(own, opp);
        assert_eq!(f[0], 1, "one corner");
        assert_eq!(f[1], -1, "the opponent's X-square by an empty corner; b2's corner is taken");
        assert_eq!(f[2], 0, "b1 is by a taken corner");
        assert_eq!(f[5], 2, "a1 and b1 are stable");
        assert_eq!(f[6], 0);
        assert_eq!(f[9], 1);
        let mirrored = board.features(opp, own);
        for i in [0, 1, 2, 3, 4, 5, 6, 7] {
            assert_eq!(mirrored[i], -f[i], "{}", NAMES[i]);
        }
    }
}
