//! Gomoku's shapes: what a stone on an empty cell would make along one line ([`Shape`]: five, open four,
//! four, open three, three, ...), read from a table indexed by the ten cells around it, and what it would make
//! over its four lines together ([`Threat`]: five, open four, four-three, four, double three, three, ...).
//!
//! The shapes are the ones every Gomoku text names, defined one from the next by what one more stone makes
//! (the usual recursive definition):
//! - **five**: the stone completes five in a row (freestyle: five or more; standard: exactly five);
//! - **open four** (`Flex4`): two empty cells of the line would each complete a five with it: the opponent
//!   cannot stop both; **four** (`Block4`): exactly one would;
//! - **open three** (`Flex3`): some empty cell would then make an open four; **three** (`Block3`): some empty
//!   cell would make a four;
//! - **open two** / **two**, **open one** / **one** likewise from the threes and the twos;
//! - nothing: the line can no longer hold a five through this cell.
//!
//! # The line key
//! A cell's line in one direction is the 5 cells before it and the 5 after, 2 bits each (empty 0, black 1,
//! white 2, off the board 3), nearest first on each side:
//! ```text
//! offset:  -5  -4  -3  -2  -1  [cell]  +1  +2  +3  +4  +5
//! bits:    0-1 2-3 4-5 6-7 8-9         10-11 ... 18-19
//! ```
//! Five cells each way is what standard rules need to tell a five from an overline; freestyle reads only
//! four of them. White's view of a key swaps the two colours' bits ([`for_player`]), so one table per rule
//! serves both players.

use std::sync::OnceLock;

use crate::rules::Player;

/// Cells on each side of a line's centre that its key holds.
pub const REACH: usize = 5;
/// Bits of a line key.
pub const KEY_BITS: u32 = 4 * REACH as u32;
impl Rule {
    /// The rule of a board: standard where exactly k in a row win.
    pub fn of(size: crate::rules::GridSize) -> Rule {
        if size.exact { Rule::Standard } else { Rule::Freestyle }
    }
}

/// What a key's 2 bits say about a cell.
pub const EMPTY: u32 = 0;
pub const BLACK: u32 = 1;
pub const WHITE: u32 = 2;
pub const WALL: u32 = 3;

/// The bit position of the cell at `offset` (−5..=−1, 1..=5) from a line's centre.
pub const fn slot(offset: i32) -> u32 {
    if offset < 0 { 2 * (offset + REACH as i32) as u32 } else { 2 * (offset + REACH as i32 - 1) as u32 }
}

/// A key as player `player` reads it: its own stones as black's.
pub fn for_player(key: u32, player: Player) -> u32 {
    match player {
        Player::One => key,
        // Swap 01 and 10 in every pair; 00 and 11 (empty, wall) stay.
        Player::Two => ((key & 0x55555) << 1) | ((key >> 1) & 0x55555),
    }
}

/// Which lines count as a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Rule {
    /// Five or more in a row.
    #[default]
    Freestyle,
    /// Exactly five: six or more in a row (an overline) does not win.
    Standard,
}

/// What a stone would make along one line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Shape {
    None,
    Block1,
    Flex1,
    Block2,
    Flex2,
    Block3,
    Flex3,
    Block4,
    Flex4,
    Five,
}

impl Shape {
    pub const ALL: [Shape; 10] = [
        Shape::None,
        Shape::Block1,
        Shape::Flex1,
        Shape::Block2,
        Shape::Flex2,
        Shape::Block3,
        Shape::Flex3,
        Shape::Block4,
        Shape::Flex4,
        Shape::Five,
    ];

    pub(crate) fn from_u8(n: u8) -> Shape {
        Shape::ALL[n as usize]
    }

    /// The shape one level below: what a line makes when one more stone made `self`.
    fn from_next(best: Shape) -> Shape {
        match best {
            Shape::Flex4 => Shape::Flex3,
            Shape::Block4 => Shape::Block3,
            Shape::Flex3 => Shape::Flex2,
            Shape::Block3 => Shape::Block2,
            Shape::Flex2 => Shape::Flex1,
            Shape::Block2 => Shape::Block1,
            _ => Shape::None,
        }
    }
}

/// What a stone would make over its four lines together, weakest first. Each is as strong as the best of
/// the lines, with the combinations that win outright counted as such (two fours, a four and an open three).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Threat {
    /// Nothing of an open three or more.
    None,
    /// One three (blocked): a four next move.
    Three,
    /// One open three: an open four next move unless it is answered.
    Flex3,
    /// Two open threes (a double three): wins unless a four intervenes.
    DoubleThree,
    /// A four: the opponent must block its one point.
    Four,
    /// A four and an open three: blocking the four leaves the three to become an open four.
    FourThree,
    /// An open four, or two fours at once: the opponent cannot stop five.
    Flex4,
    /// Five in a row: the game is won.
    Five,
}

impl Threat {
    pub const COUNT: usize = 8;

    /// The threat of four lines' shapes.
    pub fn of(shapes: [Shape; 4]) -> Threat {
        let count = |s: Shape| shapes.iter().filter(|&&x| x == s).count();
        let (fours, flex3s, threes) = (count(Shape::Block4), count(Shape::Flex3), count(Shape::Block3));
        if count(Shape::Five) > 0 {
            Threat::Five
        } else if count(Shape::Flex4) > 0 || fours >= 2 {
            Threat::Flex4
        } else if fours == 1 && flex3s > 0 {
            Threat::FourThree
        } else if fours == 1 {
            Threat::Four
        } else if flex3s >= 2 {
            Threat::DoubleThree
        } else if flex3s == 1 {
            Threat::Flex3
        } else if threes > 0 {
            Threat::Three
        } else {
            Threat::None
        }
    }

    /// Whether a stone here makes a four or better: the moves of a victory by continuous fours.
    pub fn is_four(self) -> bool {
        self >= Threat::Four
    }
}

/// One rule's table: the shape of every line key, from black's side; both players' shapes of every key in
/// one byte (black's in the low half), for the board's updates; and the threat of every four shapes.
///
/// The board reads two shapes for each of 40 cells a move, at random places in the table, so the table's
/// size decides the speed: under freestyle the cells five steps away never matter (a five through the
/// centre ends within four), so its pair table is indexed by the 8 nearer cells (64 KiB, which stays in the
/// processor's cache); standard rules need all ten (1 MiB).
pub struct ShapeTable {
    rule: Rule,
    shapes: Vec<u8>,
    pairs: Vec<u8>,
    threats: Vec<Threat>,
}

impl ShapeTable {
    /// The table for `rule`, built on first use (a million keys, a few tens of milliseconds).
    pub fn get(rule: Rule) -> &'static ShapeTable {
        static FREESTYLE: OnceLock<ShapeTable> = OnceLock::new();
        static STANDARD: OnceLock<ShapeTable> = OnceLock::new();
        match rule {
            Rule::Freestyle => FREESTYLE.get_or_init(|| ShapeTable::build(rule)),
            Rule::Standard => STANDARD.get_or_init(|| ShapeTable::build(rule)),
        }
    }

    /// The shape a black stone on the centre of `key` makes.
    pub fn shape(&self, key: u32) -> Shape {
        Shape::from_u8(self.shapes[key as usize])
    }

    /// The shapes a stone of each player on the centre of `key` would make: black's, then white's.
    #[inline]
    pub fn shapes(&self, key: u32) -> [Shape; 2] {
        let pair = self.pairs[self.pair_index(key)];
        [Shape::from_u8(pair & 0xf), Shape::from_u8(pair >> 4)]
    }

    /// Where `key`'s pair of shapes is kept: the whole key under standard rules; under freestyle, its 8
    /// nearer cells (bits 2-9 and 10-17).
    #[inline]
    fn pair_index(&self, key: u32) -> usize {
        match self.rule {
            Rule::Freestyle => ((key >> 2) & 0xffff) as usize,
            Rule::Standard => key as usize,
        }
    }

    /// [`Threat::of`] these four shapes, read from a table.
    pub fn threat(&self, [a, b, c, d]: [Shape; 4]) -> Threat {
        self.threats[((a as usize * 10 + b as usize) * 10 + c as usize) * 10 + d as usize]
    }

    /// [`Threat::of`] four shapes packed 4 bits each (direction `d` in bits `4d..4d+4`; see [`pack`]).
    #[inline]
    pub fn threat_packed(&self, packed: u16) -> Threat {
        let nibble = |d: u32| ((packed >> (4 * d)) & 0xf) as usize;
        self.threats[((nibble(0) * 10 + nibble(1)) * 10 + nibble(2)) * 10 + nibble(3)]
    }

    fn build(rule: Rule) -> Self {
        const UNKNOWN: u8 = u8::MAX;
        let mut shapes = vec![UNKNOWN; 1 << KEY_BITS];
        for key in 0..1u32 << KEY_BITS {
            classify(key, rule, &mut shapes);
        }
        let mut table = Self { rule, shapes, pairs: Vec::new(), threats: Vec::new() };
        let pairs = match rule {
            Rule::Freestyle => 1 << 16,
            Rule::Standard => 1 << KEY_BITS,
        };
        table.pairs = vec![0; pairs];
        for key in 0..1u32 << KEY_BITS {
            // Under freestyle the keys that differ only five steps away share an index, and a shape.
            let (black, white) = (table.shape(key), table.shape(for_player(key, Player::Two)));
            let index = table.pair_index(key);
            table.pairs[index] = black as u8 | (white as u8) << 4;
        }
        let mut threats = Vec::with_capacity(10_000);
        for a in Shape::ALL {
            for b in Shape::ALL {
                for c in Shape::ALL {
                    threats.extend(Shape::ALL.map(|d| Threat::of([a, b, c, d])));
                }
            }
        }
        table.threats = threats;
        table
    }
}

/// Four shapes packed 4 bits each, direction `d` in bits `4d..4d+4`: a cell's shapes are changed and read
/// back in a register, never a byte at a time in memory.
pub fn pack(shapes: [Shape; 4]) -> u16 {
    shapes.iter().enumerate().map(|(d, &s)| (s as u16) << (4 * d)).sum()
}

/// The shape of direction `dir` in `packed` (see [`pack`]).
#[inline]
pub fn unpack(packed: u16, dir: usize) -> Shape {
    Shape::from_u8(((packed >> (4 * dir)) & 0xf) as u8)
}

/// The cell at `offset` of `key`.
fn at(key: u32, offset: i32) -> u32 {
    (key >> slot(offset)) & 3
}

/// Whether black's stone on the centre of `key` completes a winning line through the centre.
fn is_five(key: u32, rule: Rule) -> bool {
    let run = |step: i32| (1..=REACH as i32).take_while(|&i| at(key, i * step) == BLACK).count();
    let length = 1 + run(-1) + run(1);
    match rule {
        Rule::Freestyle => length >= 5,
        Rule::Standard => length == 5,
    }
}

/// The shape of `key`, memoised in `shapes`. A stone of a five through the centre lies within four cells of
/// it, so only those cells are tried.
fn classify(key: u32, rule: Rule, shapes: &mut [u8]) -> Shape {
    if shapes[key as usize] != u8::MAX {
        return Shape::from_u8(shapes[key as usize]);
    }
    let shape = if is_five(key, rule) {
        Shape::Five
    } else {
        let mut fives = 0;
        let mut best = Shape::None;
        for offset in (-4..=4).filter(|&o| o != 0) {
            if at(key, offset) == EMPTY {
                let next = classify(key | BLACK << slot(offset), rule, shapes);
                if next == Shape::Five {
                    fives += 1;
                }
                best = best.max(next);
            }
        }
        match fives {
            0 => Shape::from_next(best),
            1 => Shape::Block4,
            _ => Shape::Flex4,
        }
    };
    shapes[key as usize] = shape as u8;
    shape
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The key of a line drawn as text: `X` black, `O` white, `#` the edge, `.` empty, `*` the centre (an
    /// empty cell a black stone is imagined on). Cells beyond the drawing are empty.
    pub(crate) fn key(line: &str) -> u32 {
        let centre = line.find('*').expect("a centre") as i32;
        let mut key = 0;
        for (i, c) in line.chars().enumerate() {
            let offset = i as i32 - centre;
            if offset == 0 || offset.abs() > REACH as i32 {
                continue;
            }
            let code = match c {
                'X' => BLACK,
                'O' => WHITE,
                '#' => WALL,
                _ => EMPTY,
            };
            key |= code << slot(offset);
        }
        key
    }

    fn shape(line: &str, rule: Rule) -> Shape {
        ShapeTable::get(rule).shape(key(line))
    }

    #[test]
    fn the_textbook_shapes() {
        use Shape::*;
        let free = Rule::Freestyle;
        for (line, expected) in [
            ("..XX*XX..", Five),
            ("XXXX*X", Five),
            ("..XX*X..", Flex4),
            ("O.XX*X..", Flex4),
            ("OXXX*..", Block4),
            ("#XXX*..", Block4),
            (".XX.*X.", Block4),
            ("X.X*X.X", Flex4), // two different fives, one at each gap: the opponent cannot block both
            ("...X*X...", Flex3),
            ("..X.*X...", Flex3),
            ("OX*X...", Block3),
            ("O.X*X.O", Block3),
            ("...*X...", Flex2),
            ("..X.*...", Flex2),
            ("O*X....", Block2),
            ("...*....", Flex1),
            ("O*....O", Block1),
            ("O*...O", None),
            ("#*...#", None),
        ] {
            assert_eq!(shape(line, free), expected, "{line}");
        }
    }

    #[test]
    fn standard_rules_do_not_count_an_overline() {
        assert_eq!(shape("XXXX*X", Rule::Freestyle), Shape::Five);
        assert_eq!(shape("XXXX*X", Rule::Standard), Shape::None, "six in a row: no five, and none can come");
        assert_eq!(shape(".XXX*.", Rule::Standard), Shape::Flex4);
        assert_eq!(shape(".XXX*.X", Rule::Standard), Shape::Block4, "the right end would make six");
        assert_eq!(shape(".XXX*.X", Rule::Freestyle), Shape::Flex4);
    }

    #[test]
    fn the_pair_table_holds_both_players_shapes_of_every_key() {
        for rule in [Rule::Freestyle, Rule::Standard] {
            let table = ShapeTable::get(rule);
            for key in (0..1u32 << KEY_BITS).step_by(7) {
                let expected = [table.shape(key), table.shape(for_player(key, Player::Two))];
                assert_eq!(table.shapes(key), expected, "{rule:?} {key:#x}");
            }
        }
    }

    #[test]
    fn white_reads_a_key_with_the_colours_swapped() {
        let k = key("#OO*..X");
        let table = ShapeTable::get(Rule::Freestyle);
        assert_eq!(table.shape(for_player(k, Player::Two)), Shape::Block3);
        // Black reads the two white stones as a wall beside the centre, and its own stone three cells away.
        assert_eq!(table.shape(for_player(k, Player::One)), Shape::Block2);
        assert_eq!(for_player(for_player(k, Player::Two), Player::Two), k);
    }

    #[test]
    fn threats_combine_the_four_lines() {
        use Shape::*;
        assert_eq!(Threat::of([Block4, Block4, None, None]), Threat::Flex4, "a double four");
        assert_eq!(Threat::of([Block4, Flex3, None, None]), Threat::FourThree);
        assert_eq!(Threat::of([Flex3, Flex3, Flex2, None]), Threat::DoubleThree);
        assert_eq!(Threat::of([Block3, Flex2, Flex2, Flex1]), Threat::Three);
        assert_eq!(Threat::of([Five, Flex4, None, None]), Threat::Five);
        assert!(Threat::FourThree.is_four() && !Threat::DoubleThree.is_four() && !Threat::Flex3.is_four());
        let table = ShapeTable::get(Rule::Freestyle);
        for shapes in [[Block4, Flex3, None, Block1], [None, None, Flex3, Flex3], [Five, None, None, None]] {
            assert_eq!(table.threat(shapes), Threat::of(shapes), "{shapes:?}");
        }
    }
}
