//! The last four empty squares, worked out by code of their own (as Edax's and Zebra's solvers do theirs):
//! most of an endgame search's nodes lie here (on the FFO positions about four in five of them), so each
//! saves what the general search does at every node: counting the empty squares, the stability and budget
//! checks, the quadrants' parity worked out afresh. Here the parity comes down from the node above (a bit a
//! quadrant, flipped as a move fills one of its squares), the squares are tried straight from the empty
//! set (those of odd quadrants first), and two squares are played out without a loop.

use super::{MOST, Solver};
use crate::rules::reversi::bits::{NEIGHBOURS, flips};

impl Solver {
    /// The parity of the empty squares `empty`: bit `q` set if quadrant `q` holds an odd number of them.
    pub(super) fn parity(&self, empty: u64) -> u8 {
        self.quadrants.iter().enumerate().fold(0, |p, (q, &bits)| p | (((empty & bits).count_ones() as u8 & 1) << q))
    }

    /// The squares of `empty` in quadrants whose bit `parity` sets.
    #[inline]
    pub(super) fn odd_squares(&self, empty: u64, parity: u8) -> u64 {
        let mut odd = 0;
        for (q, &bits) in self.quadrants.iter().enumerate() {
            if parity >> q & 1 == 1 {
                odd |= bits;
            }
        }
        empty & odd
    }

    /// The margin of `own` to move with three or four empty squares `empty` (`parity` their quadrants'),
    /// within `(alpha, beta)` as [`Solver::solve`] answers.
    pub(super) fn last_few(&mut self, own: u64, opp: u64, empty: u64, parity: u8, alpha: i32, beta: i32) -> i32 {
        match empty.count_ones() {
            4 | 3 => self.few(own, opp, empty, parity, alpha, beta, false),
            2 => self.last_two(own, opp, empty, alpha, beta, false),
            1 => self.last_square(own, opp, empty.trailing_zeros() as u8),
            _ => self.final_margin(own, opp),
        }
    }

    /// Three or four empty squares: each tried in turn, those of odd quadrants first.
    #[allow(clippy::too_many_arguments)]
    fn few(&mut self, own: u64, opp: u64, empty: u64, parity: u8, mut alpha: i32, beta: i32, passed: bool) -> i32 {
        self.nodes += 1;
        let odd = self.odd_squares(empty, parity);
        // With four empty squares, the replies face three; with three, two.
        let three_after = empty.count_ones() == 4;
        let mut best = -MOST - 1;
        for part in [odd, empty & !odd] {
            let mut rest = part;
            while rest != 0 {
                let sq = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                if opp & NEIGHBOURS[sq as usize] == 0 {
                    continue;
                }
                let turned = flips(own, opp, sq);
                if turned == 0 {
                    continue;
                }
                let (mine, theirs, left) = (own | turned | 1 << sq, opp & !turned, empty & !(1 << sq));
                let value = if three_after {
                    -self.few(theirs, mine, left, parity ^ self.quadrant_bit[sq as usize], -beta, -alpha, false)
                } else {
                    -self.last_two(theirs, mine, left, -beta, -alpha, false)
                };
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best > -MOST - 1 {
            best
        } else if passed {
            self.final_margin(own, opp)
        } else {
            -self.few(opp, own, empty, parity, -beta, -alpha, true)
        }
    }

    /// Two empty squares: the mover's move on each, the last square then played out by whoever can.
    fn last_two(&mut self, own: u64, opp: u64, empty: u64, alpha: i32, beta: i32, passed: bool) -> i32 {
        self.nodes += 1;
        let first = empty.trailing_zeros() as u8;
        let second = (empty & (empty - 1)).trailing_zeros() as u8;
        let mut best = -MOST - 1;
        for (sq, other) in [(first, second), (second, first)] {
            if opp & NEIGHBOURS[sq as usize] == 0 {
                continue;
            }
            let turned = flips(own, opp, sq);
            if turned != 0 {
                let value = -self.last_square(opp & !turned, own | turned | 1 << sq, other);
                if value > best {
                    best = value;
                    if value >= beta {
                        return best;
                    }
                }
            }
        }
        if best > -MOST - 1 {
            best
        } else if passed {
            self.final_margin(own, opp)
        } else {
            -self.last_two(opp, own, empty, -beta, -alpha, true)
        }
    }
}
