//! Stable discs: discs that no move can ever turn over, whatever is played. A side's final count is at least
//! its stable discs, which bounds the margin: the endgame solver cuts a position off when even that bound
//! cannot reach the window (the "stability cut-off" of the endgame programs' literature).
//!
//! A disc cannot be turned along one of the four lines through it (across, down, the two diagonals) if
//! that line is full (no move will ever be made on it), or if on one side of it the line ends at the board's
//! edge or at a stable disc of its own colour (a run to turn must be closed by the other colour on both
//! sides). A disc that cannot be turned along any of its four lines is stable; starting from none and adding
//! the discs that this makes stable until nothing changes finds them (a lower bound on all of them, as every
//! program's quick version is).

use crate::rules::reversi::bits::{NOT_A, NOT_H, Size};

/// What one board size's stable discs are worked out from: its edges and its lines.
#[derive(Clone, Debug)]
pub struct Stability {
    mask: u64,
    /// The squares where the line across, or down, or each diagonal, ends at the edge on one side.
    edge_across: u64,
    edge_down: u64,
    edge_diagonal: u64,
}

impl Stability {
    pub fn new(size: Size) -> Stability {
        let side = size.side();
        let last = side - 1;
        let mut stability = Stability { mask: size.mask(), edge_across: 0, edge_down: 0, edge_diagonal: 0 };
        for row in 0..side {
            for col in 0..side {
                let bit = 1u64 << size.bit(col, row);
                if col == 0 || col == last {
                    stability.edge_across |= bit;
                }
                if row == 0 || row == last {
                    stability.edge_down |= bit;
                }
                if col == 0 || col == last || row == 0 || row == last {
                    stability.edge_diagonal |= bit;
                }
            }
        }
        stability
    }

    /// The squares whose line across, down, down-right and down-left holds no empty square: the empty squares
    /// spread along each line both ways (by doubling: 1, 2, then 4 squares a step) reach all the others.
    fn full_lines(&self, filled: u64) -> [u64; 4] {
        let empty = !filled & self.mask;
        [
            !spread(empty, 1, [NOT_A, 0xfcfc_fcfc_fcfc_fcfc, 0xf0f0_f0f0_f0f0_f0f0]),
            !spread(empty, 8, [!0, !0, !0]),
            !spread(empty, 9, [NOT_A, 0xfcfc_fcfc_fcfc_fcfc, 0xf0f0_f0f0_f0f0_f0f0]),
            !spread(empty, 7, [NOT_H, 0x3f3f_3f3f_3f3f_3f3f, 0x0f0f_0f0f_0f0f_0f0f]),
        ]
    }

    /// The discs of `discs` that are stable on the board whose filled squares are `filled`.
    pub fn stable(&self, discs: u64, filled: u64) -> u64 {
        self.stable_on(discs, self.full_lines(filled))
    }

    /// Each side's stable discs, `own`'s and `opp`'s: the board's full lines worked out once for both.
    pub fn stable_both(&self, own: u64, opp: u64) -> (u64, u64) {
        let full = self.full_lines(own | opp);
        (self.stable_on(own, full), self.stable_on(opp, full))
    }

    /// The discs of `discs` that are stable given the board's full lines `full` ([`Stability::full_lines`]).
    #[inline]
    fn stable_on(&self, discs: u64, full: [u64; 4]) -> u64 {
        let [across, down, diagonal, anti_diagonal] = full;
        let across = across | self.edge_across;
        let down = down | self.edge_down;
        let diagonal = diagonal | self.edge_diagonal;
        let anti_diagonal = anti_diagonal | self.edge_diagonal;
        let mut stable = 0u64;
        loop {
            let next = discs
                & (across | (stable << 1 & NOT_A) | (stable >> 1 & NOT_H))
                & (down | stable << 8 | stable >> 8)
                & (diagonal | (stable << 9 & NOT_A) | (stable >> 9 & NOT_H))
                & (anti_diagonal | (stable << 7 & NOT_H) | (stable >> 7 & NOT_A));
            if next == stable {
                return stable;
            }
            stable = next;
        }
    }
}

/// `bits` spread along one line both ways to the board's edge: `by` squares a step towards higher bits (and
/// back), `keep[k]` the squares a shift of `2^k` steps towards higher bits may land on without wrapping round
/// (those towards lower bits are `keep[k]`'s mirror: the same columns from the other side).
fn spread(bits: u64, by: u32, keep: [u64; 3]) -> u64 {
    let mut up = bits;
    let mut down = bits;
    for (k, keep) in keep.into_iter().enumerate() {
        let step = by << k;
        let mirror = keep.reverse_bits();
        up |= up << step & keep;
        down |= down >> step & mirror;
    }
    up | down
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::Reversi;
    use crate::rules::reversi::bits::{flips, moves, squares};
    use crate::rules::{Family, Game};
    use rand::rngs::SmallRng;
    use rand::seq::IndexedRandom;
    use rand::{RngExt, SeedableRng};

    /// The board's rows, columns, diagonals down-right and down-left (of two squares or more), listed square
    /// by square: the reference for the full lines.
    fn lines(size: Size) -> [Vec<u64>; 4] {
        let side = size.side();
        let last = side - 1;
        let (mut rows, mut columns, mut diagonals, mut anti_diagonals) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let line = |squares: &mut dyn Iterator<Item = (u8, u8)>| {
            squares.fold(0u64, |line, (col, row)| line | 1 << size.bit(col, row))
        };
        for i in 0..side {
            rows.push(line(&mut (0..side).map(|c| (c, i))));
            columns.push(line(&mut (0..side).map(|r| (i, r))));
        }
        // Diagonals down-right start on the top row or the left column; down-left on the top row or the right.
        for start in 0..2 * side - 1 {
            let (col, row) = if start < side { (start, 0) } else { (0, start - side + 1) };
            let down_right =
                line(&mut (0..side).map(|k| (col + k, row + k)).take_while(|&(c, r)| c < side && r < side));
            let (col, row) = if start < side { (start, 0) } else { (last, start - side + 1) };
            let down_left =
                line(&mut (0..side).map_while(|k| Some((col.checked_sub(k)?, row + k))).take_while(|&(_, r)| r < side));
            diagonals.extend((down_right.count_ones() > 1).then_some(down_right));
            anti_diagonals.extend((down_left.count_ones() > 1).then_some(down_left));
        }
        [rows, columns, diagonals, anti_diagonals]
    }

    #[test]
    fn full_lines_are_those_the_line_lists_find_full() {
        let mut rng = SmallRng::seed_from_u64(9);
        for size in [Size::SIX, Size::EIGHT] {
            let stability = Stability::new(size);
            let lines = lines(size);
            let n = size.side() as usize;
            assert_eq!(lines[0].len(), n);
            assert_eq!(lines[2].len(), 2 * n - 3, "corners' one-square diagonals left out");
            assert_eq!(lines[3].iter().fold(0, |u, d| u | d).count_ones() as usize, n * n - 2);
            for _ in 0..5_000 {
                // Mostly filled boards, so that some lines are full.
                let filled = (0..4).fold(!0u64, |f, _| f & (rng.random::<u64>() | rng.random::<u64>())) & size.mask();
                let full = stability.full_lines(filled);
                for (kind, list) in lines.iter().enumerate() {
                    let expected = list.iter().fold(0, |f, &l| if filled & l == l { f | l } else { f });
                    // Corners' one-square diagonals are full once filled; the lists leave them out.
                    assert_eq!(full[kind] & filled & !corners(size), expected & !corners(size), "{kind} {filled:x}");
                }
            }
        }
    }

    fn corners(size: Size) -> u64 {
        let last = size.side() - 1;
        [(0, 0), (last, 0), (0, last), (last, last)].iter().fold(0, |m, &(c, r)| m | 1 << size.bit(c, r))
    }

    #[test]
    fn a_corner_and_the_edge_run_from_it_are_stable_and_the_rest_is_not() {
        let stability = Stability::new(Size::EIGHT);
        // a1, b1, c1 and a2 of one side; d1 of the other; e4 of the first.
        let own = 0b111 | 1 << 8 | 1 << 28;
        let opp = 1 << 3;
        assert_eq!(stability.stable(own, own | opp), 0b111 | 1 << 8);
        assert_eq!(stability.stable(opp, own | opp), 0, "d1 could be taken from e1");
    }

    /// No move of any random game ever turns a disc found stable before it.
    #[test]
    fn discs_found_stable_are_never_turned() {
        let mut rng = SmallRng::seed_from_u64(5);
        for size in [Size::SIX, Size::EIGHT] {
            let stability = Stability::new(size);
            let mut found = 0;
            for _ in 0..300 {
                let mut game = Reversi::start(size);
                let mut list = Vec::new();
                while game.outcome().is_none() {
                    let (own, opp) = (game.bits(game.to_move()), game.bits(game.to_move().other()));
                    let theirs = stability.stable(opp, own | opp);
                    for sq in squares(moves(own, opp, game.empty())) {
                        assert_eq!(flips(own, opp, sq) & theirs, 0, "a stable disc would turn");
                    }
                    found += theirs.count_ones();
                    game.legal_moves(&mut list);
                    let mv = *list.choose(&mut rng).unwrap();
                    game.play(mv);
                }
            }
            assert!(found > 1000, "the test saw stable discs: {found}");
        }
    }
}
