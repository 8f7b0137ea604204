//! The checkerboard as bits: its 32 dark squares, their numbers, and which squares lie next to each.
//!
//! Squares are numbered 1 to 32 as checkers players number them, from Black's side (the top, as diagrams
//! show it) row by row, left to right; bit `s - 1` of a `u32` is square `s`. Black's men start on 1–12 and
//! move down the board, White's on 21–32 and move up. Each player has a dark square in the corner on their
//! left (4 for Black, 29 for White): the single corner; 1 and 5, 28 and 32 are the double corners.
//!
//! ```text
//!  col   0   1   2   3   4   5   6   7
//! row 0      1       2       3       4      Black's back rank (White's men are crowned here)
//! row 1  5       6       7       8
//! row 2      9      10      11      12
//! row 3 13      14      15      16
//! row 4     17      18      19      20
//! row 5 21      22      23      24
//! row 6     25      26      27      28
//! row 7 29      30      31      32          White's back rank (Black's men are crowned here)
//! ```
//!
//! The tables below are worked out once, at compile time: for each square, the square one step away in each
//! diagonal direction, if any, and the two squares of a jump that way (the one jumped over, the landing).

/// Every square.
pub const ALL: u32 = u32::MAX;
/// The row Black's men are crowned on (29–32), and White's (1–4).
pub const BLACK_CROWNS: u32 = 0xF000_0000;
pub const WHITE_CROWNS: u32 = 0x0000_000F;

/// A diagonal direction: down the board (towards White's side) or up, and to the left or the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    DownLeft,
    DownRight,
    UpLeft,
    UpRight,
}

impl Direction {
    /// Every direction, in the order moves are listed: down (Black's forward) before up.
    pub const ALL: [Direction; 4] = [Direction::DownLeft, Direction::DownRight, Direction::UpLeft, Direction::UpRight];
    /// Black's men's directions, and White's.
    pub const DOWN: [Direction; 2] = [Direction::DownLeft, Direction::DownRight];
    pub const UP: [Direction; 2] = [Direction::UpLeft, Direction::UpRight];

    const fn delta(self) -> (i8, i8) {
        match self {
            Direction::DownLeft => (1, -1),
            Direction::DownRight => (1, 1),
            Direction::UpLeft => (-1, -1),
            Direction::UpRight => (-1, 1),
        }
    }
}

/// The row and column of a square's bit (0 to 31).
pub const fn cell(bit: u8) -> (i8, i8) {
    let row = (bit / 4) as i8;
    let col = 2 * (bit % 4) as i8 + if row % 2 == 0 { 1 } else { 0 };
    (row, col)
}

/// The bit of the dark square at a row and column, if it is one of the board's.
pub const fn bit_at(row: i8, col: i8) -> Option<u8> {
    if row < 0 || row > 7 || col < 0 || col > 7 || (row + col) % 2 == 0 {
        return None;
    }
    Some((row * 4 + col / 2) as u8)
}

/// For each square and each direction of [`Direction::ALL`], the square `steps` steps away that way, or 32
/// for none.
const fn squares_away(steps: i8) -> [[u8; 4]; 32] {
    let mut table = [[32u8; 4]; 32];
    let mut bit = 0;
    while bit < 32 {
        let (row, col) = cell(bit as u8);
        let mut d = 0;
        while d < 4 {
            let (dr, dc) = Direction::ALL[d].delta();
            if let Some(away) = bit_at(row + steps * dr, col + steps * dc) {
                table[bit][d] = away;
            }
            d += 1;
        }
        bit += 1;
    }
    table
}

/// `NEXT[bit][d]`: the square one step from `bit` in direction `d`; `JUMP[bit][d]`, two steps.
const NEXT: [[u8; 4]; 32] = squares_away(1);
const JUMP: [[u8; 4]; 32] = squares_away(2);

fn index(direction: Direction) -> usize {
    match direction {
        Direction::DownLeft => 0,
        Direction::DownRight => 1,
        Direction::UpLeft => 2,
        Direction::UpRight => 3,
    }
}

/// The square one step from `bit` that way, if on the board.
pub fn step(bit: u8, direction: Direction) -> Option<u8> {
    let next = NEXT[bit as usize][index(direction)];
    (next < 32).then_some(next)
}

/// The square jumped over and the landing of a jump from `bit` that way, if both are on the board.
pub fn jump(bit: u8, direction: Direction) -> Option<(u8, u8)> {
    let landing = JUMP[bit as usize][index(direction)];
    (landing < 32).then(|| (NEXT[bit as usize][index(direction)], landing))
}

/// The square jumped over between two squares a jump apart (the landing two steps from `from`), if they are.
pub fn between(from: u8, to: u8) -> Option<u8> {
    let ((from_row, from_col), (to_row, to_col)) = (cell(from), cell(to));
    let apart = from_row.abs_diff(to_row) == 2 && from_col.abs_diff(to_col) == 2;
    if apart { bit_at((from_row + to_row) / 2, (from_col + to_col) / 2) } else { None }
}

impl Direction {
    /// The way back.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::DownLeft => Direction::UpRight,
            Direction::DownRight => Direction::UpLeft,
            Direction::UpLeft => Direction::DownRight,
            Direction::UpRight => Direction::DownLeft,
        }
    }
}

/// The squares of the even rows (1–4, 9–12, 17–20, 25–28), each a column right of the odd rows' below it.
const EVEN_ROWS: u32 = 0x0F0F_0F0F;
const ODD_ROWS: u32 = !EVEN_ROWS;
/// The first square of each row (its left edge on the odd rows), and the last (its right edge on the even).
const FIRST: u32 = 0x1111_1111;
const LAST: u32 = 0x8888_8888;

/// The squares one step from each of `from` that way, all at once: a square's bit moves by 4 along its
/// column's diagonal, and by 3 or 5 the other way, as its row is odd or even (see the layout above).
pub const fn steps(from: u32, direction: Direction) -> u32 {
    match direction {
        Direction::DownLeft => (from & EVEN_ROWS) << 4 | (from & ODD_ROWS & !FIRST) << 3,
        Direction::DownRight => (from & EVEN_ROWS & !LAST) << 5 | (from & ODD_ROWS) << 4,
        Direction::UpLeft => (from & EVEN_ROWS) >> 4 | (from & ODD_ROWS & !FIRST) >> 5,
        Direction::UpRight => (from & EVEN_ROWS & !LAST) >> 3 | (from & ODD_ROWS) >> 4,
    }
}

/// The squares (bits) set in `bits`, lowest first.
pub fn bits(bits: u32) -> impl Iterator<Item = u8> {
    crate::rules::set_bits(u64::from(bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_sit_where_checkers_players_number_them() {
        // Square 1 is the second cell of the top row; 5 the first of the next; 32 the seventh of the bottom.
        assert_eq!(cell(0), (0, 1));
        assert_eq!(cell(4), (1, 0));
        assert_eq!(cell(31), (7, 6));
        assert_eq!(cell(28), (7, 0), "29, White's single corner");
        // 11 steps down to 15 and 16; 15 down to 18 and 19; 1 and 5 touch (the double corner).
        assert_eq!((step(10, Direction::DownLeft), step(10, Direction::DownRight)), (Some(14), Some(15)));
        assert_eq!((step(14, Direction::DownLeft), step(14, Direction::DownRight)), (Some(17), Some(18)));
        assert_eq!(step(0, Direction::DownLeft), Some(4));
        assert_eq!(step(3, Direction::DownRight), None, "4 is on the edge");
        // 22 jumps 18 to 15 (up the board, as White's men go).
        assert_eq!(jump(21, Direction::UpRight), Some((17, 14)));
        assert_eq!(between(21, 14), Some(17));
        assert_eq!(between(21, 17), None);
        for from in 0..32 {
            for to in 0..32 {
                let jumped = Direction::ALL.into_iter().find_map(|d| jump(from, d).filter(|&(_, l)| l == to));
                assert_eq!(between(from, to), jumped.map(|(over, _)| over), "{from} {to}");
            }
        }
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
    }

    #[test]
    fn a_step_of_all_the_squares_at_once_is_each_squares_step() {
        for bit in 0..32u8 {
            for direction in Direction::ALL {
                let one = step(bit, direction).map_or(0, |to| 1u32 << to);
                assert_eq!(steps(1 << bit, direction), one, "{bit} {direction:?}");
            }
        }
    }
}
