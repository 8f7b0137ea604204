//! Checkers' endgame database: whether the side to move wins, loses or draws with best play, for every
//! position of a few pieces, the rules' draws by repetition and by the move count aside (what a database of
//! the game's theory holds, as Chinook's do).
//!
//! # How it is stored
//! Positions are kept with Black to move: one with White to move is the board turned round with the colours
//! swapped ([`Pieces::turned`]), which is a position with Black to move of the other material. A position's
//! material (how many men and kings each side has) picks its table; in the table, its slot is
//! `((bm · C(28, wm) + wm) · C(32, bk) + bk) · C(32, wk) + wk`, each term the rank of that kind's squares
//! among those it may stand on, in colex order: a black man on squares 1–28 (on 29–32 it would be a king), a
//! white man on 5–32, a king anywhere. Slots whose pieces share a square hold no position.
//!
//! # How it is made
//! Materials are solved fewest pieces first, and among those of as many pieces, fewest men first: a capture
//! leads to fewer pieces and a crowning to fewer men, so every move out of a material leads to one solved
//! before it. The materials of one class are solved together (a move turns a material into its colours
//! swapped): pass after pass over the positions still unknown, a position whose move leaves the opponent
//! lost is won, one whose every move leaves the opponent winning is lost; when a pass decides nothing, the
//! positions left are draws (neither side can force the other's loss from them).

use std::sync::Arc;

use crate::ai::any::{DataFile, Solvers};
use crate::rules::Player;
use crate::rules::checkers::{Checkers, CheckersMove, Pieces};
use crate::rules::{Game, checkers::board::bits};

/// What the side to move gets with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Known {
    Win,
    Loss,
    Draw,
}

/// How many squares each kind of piece may stand on: men 28 (not their crowning row), kings 32.
const MAN_SQUARES: usize = 28;
const KING_SQUARES: usize = 32;
/// The most pieces of one kind a table of this database holds.
const MOST_OF_A_KIND: usize = 4;
/// The most pieces a database is made for: five would take 146 million positions.
pub const MOST_PIECES: usize = 4;

/// What a slot holds while the database is made.
const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const DRAW: u8 = 3;
/// A slot whose pieces share a square.
const NO_POSITION: u8 = 4;

/// Binomial coefficients C(n, k) for n ≤ 32, k ≤ [`MOST_OF_A_KIND`].
const fn binomials() -> [[usize; MOST_OF_A_KIND + 1]; 33] {
    let mut c = [[0; MOST_OF_A_KIND + 1]; 33];
    let mut n = 0;
    while n <= 32 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= MOST_OF_A_KIND {
            c[n][k] = if n == 0 { 0 } else { c[n - 1][k - 1] + c[n - 1][k] };
            k += 1;
        }
        n += 1;
    }
    c
}
static C: [[usize; MOST_OF_A_KIND + 1]; 33] = binomials();

/// How many men and kings each side has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    pub black_men: u8,
    pub black_kings: u8,
    pub white_men: u8,
    pub white_kings: u8,
}

impl Material {
    fn of(pieces: Pieces) -> Self {
        let count = |bits: u32| bits.count_ones() as u8;
        Material {
            black_men: count(pieces.black & !pieces.kings),
            black_kings: count(pieces.black & pieces.kings),
            white_men: count(pieces.white & !pieces.kings),
            white_kings: count(pieces.white & pieces.kings),
        }
    }

    fn pieces(self) -> usize {
        usize::from(self.black_men + self.black_kings + self.white_men + self.white_kings)
    }

    fn men(self) -> usize {
        usize::from(self.black_men + self.white_men)
    }

    /// The slots of its table: the four kinds' ranks, each kind's count of squares to choose from.
    fn kinds(self) -> [(usize, usize); 4] {
        [
            (MAN_SQUARES, usize::from(self.black_men)),
            (MAN_SQUARES, usize::from(self.white_men)),
            (KING_SQUARES, usize::from(self.black_kings)),
            (KING_SQUARES, usize::from(self.white_kings)),
        ]
    }

    /// Where its table is found in [`Database::index`]: each count is at most [`MOST_OF_A_KIND`].
    fn key(self) -> usize {
        let base = MOST_OF_A_KIND + 1;
        [self.black_men, self.black_kings, self.white_men, self.white_kings]
            .into_iter()
            .fold(0, |key, count| key * base + usize::from(count))
    }

    fn slots(self) -> usize {
        self.kinds().iter().map(|&(n, k)| C[n][k]).product()
    }

    /// Every material of `pieces` pieces with a piece on each side, in the order the database keeps them.
    fn all(pieces: usize) -> Vec<Material> {
        let mut all = Vec::new();
        for total in 2..=pieces {
            for black_men in 0..=total {
                for black_kings in 0..=total - black_men {
                    for white_men in 0..=total - black_men - black_kings {
                        let white_kings = total - black_men - black_kings - white_men;
                        let m = Material {
                            black_men: black_men as u8,
                            black_kings: black_kings as u8,
                            white_men: white_men as u8,
                            white_kings: white_kings as u8,
                        };
                        if black_men + black_kings > 0 && white_men + white_kings > 0 {
                            all.push(m);
                        }
                    }
                }
            }
        }
        // Fewest pieces, then fewest men, first: the order they are solved in.
        all.sort_by_key(|m| (m.pieces(), m.men(), *m));
        all
    }
}

/// The colex rank of the squares `set` (as positions from `offset` up) among `C(n, set.count)`.
fn rank(set: u32, offset: u32) -> usize {
    bits(set).enumerate().map(|(i, bit)| C[(u32::from(bit) - offset) as usize][i + 1]).sum()
}

/// The set of `k` squares (as positions from `offset` up, among `n`) of colex rank `r`.
fn unrank(mut r: usize, n: usize, k: usize, offset: u32) -> u32 {
    let mut set = 0;
    let mut top = n;
    for i in (1..=k).rev() {
        // The largest p below `top` with C(p, i) ≤ r.
        let mut p = top - 1;
        while C[p][i] > r {
            p -= 1;
        }
        r -= C[p][i];
        set |= 1 << (p as u32 + offset);
        top = p;
    }
    set
}

/// The square offset of black men (squares 1–28), white men (5–32) and kings (1–32).
const OFFSETS: [u32; 4] = [0, 4, 0, 0];

fn slot_of(material: Material, pieces: Pieces) -> usize {
    let sets = [
        pieces.black & !pieces.kings,
        pieces.white & !pieces.kings,
        pieces.black & pieces.kings,
        pieces.white & pieces.kings,
    ];
    material
        .kinds()
        .iter()
        .zip(sets)
        .zip(OFFSETS)
        .fold(0, |slot, ((&(n, k), set), offset)| slot * C[n][k] + rank(set, offset))
}

/// The pieces in `slot` of `material`'s table, if they stand on different squares.
fn position(material: Material, mut slot: usize) -> Option<Pieces> {
    let kinds = material.kinds();
    let mut sets = [0u32; 4];
    for i in (0..4).rev() {
        let (n, k) = kinds[i];
        sets[i] = unrank(slot % C[n][k], n, k, OFFSETS[i]);
        slot /= C[n][k];
    }
    let [black_men, white_men, black_kings, white_kings] = sets;
    let all = black_men | white_men | black_kings | white_kings;
    let separate = all.count_ones() as usize == material.pieces();
    separate.then_some(Pieces {
        black: black_men | black_kings,
        white: white_men | white_kings,
        kings: black_kings | white_kings,
    })
}

/// Every position of at most [`Database::pieces`] pieces, and what the side to move gets there.
#[derive(Clone, PartialEq, Eq)]
pub struct Database {
    pieces: usize,
    materials: Vec<Material>,
    /// Each material's table by its [`Material::key`].
    index: Vec<Option<usize>>,
    /// Each material's table, as [`Database::materials`] lists them, a slot a byte.
    tables: Vec<Vec<u8>>,
}

impl Database {
    /// Makes the database of every position of at most `pieces` pieces (2 to [`MOST_PIECES`]).
    pub fn make(pieces: usize) -> Result<Self, String> {
        if !(2..=MOST_PIECES).contains(&pieces) {
            return Err(format!("a database of {pieces} pieces: from 2 to {MOST_PIECES} are made"));
        }
        let materials = Material::all(pieces);
        let tables = materials.iter().map(|m| vec![UNKNOWN; m.slots()]).collect();
        let index = index_of(&materials);
        let mut db = Database { pieces, materials, index, tables };
        let mut first = 0;
        while first < db.materials.len() {
            let class = |m: &Material| (m.pieces(), m.men());
            let key = class(&db.materials[first]);
            let end = first + db.materials[first..].iter().take_while(|m| class(m) == key).count();
            db.solve(first..end);
            first = end;
        }
        Ok(db)
    }

    /// The most pieces of its positions.
    pub fn pieces(&self) -> usize {
        self.pieces
    }

    /// What the side to move gets in the position `pieces`, `mover` to move, if the database holds it.
    pub fn probe(&self, pieces: Pieces, mover: Player) -> Option<Known> {
        let pieces = if mover == Player::One { pieces } else { pieces.turned() };
        match self.value(pieces)? {
            WIN => Some(Known::Win),
            LOSS => Some(Known::Loss),
            DRAW => Some(Known::Draw),
            _ => None,
        }
    }

    /// Whether `mover`'s move `mv` from `pieces`, a position it wins, keeps the win: it takes the last piece,
    /// or leaves the other side lost.
    pub fn keeps_win(&self, pieces: Pieces, mover: Player, mv: CheckersMove) -> bool {
        let after = pieces.played(mover, mv);
        let theirs = if mover == Player::One { after.white } else { after.black };
        theirs == 0 || self.probe(after, mover.other()) == Some(Known::Loss)
    }

    /// The slot's value of a position with Black to move, if its material is here.
    fn value(&self, pieces: Pieces) -> Option<u8> {
        if pieces.count() as usize > self.pieces {
            return None;
        }
        let material = Material::of(pieces);
        let table = self.index[material.key()]?;
        Some(self.tables[table][slot_of(material, pieces)])
    }

    /// What Black to move gets from the successor `after` of its move (White to move there).
    fn after_move(&self, after: Pieces) -> u8 {
        if after.white == 0 {
            return WIN;
        }
        match self.value(after.turned()) {
            Some(LOSS) => WIN,
            Some(WIN) => LOSS,
            Some(DRAW) => DRAW,
            _ => UNKNOWN,
        }
    }

    /// Solves the materials `range` together, every material a move leads out of them to being solved.
    fn solve(&mut self, range: std::ops::Range<usize>) {
        let mut pending: Vec<(usize, usize)> = Vec::new();
        for table in range.clone() {
            let material = self.materials[table];
            for slot in 0..self.tables[table].len() {
                match position(material, slot) {
                    Some(_) => pending.push((table, slot)),
                    None => self.tables[table][slot] = NO_POSITION,
                }
            }
        }
        let mut moves: Vec<CheckersMove> = Vec::new();
        loop {
            let before = pending.len();
            pending.retain(|&(table, slot)| {
                let pieces = position(self.materials[table], slot).expect("a pending slot holds a position");
                let value = self.decide(pieces, &mut moves);
                if value != UNKNOWN {
                    self.tables[table][slot] = value;
                }
                value == UNKNOWN
            });
            if pending.len() == before {
                break;
            }
        }
        // Neither side can force the other's loss from the positions left.
        for (table, slot) in pending {
            self.tables[table][slot] = DRAW;
        }
    }

    /// A position's value with Black to move, as far as its successors' are known: won if a move leaves the
    /// opponent lost, lost if every move leaves it winning (or there is none), else not yet known.
    fn decide(&self, pieces: Pieces, moves: &mut Vec<CheckersMove>) -> u8 {
        Checkers::set_up(pieces, Player::One).legal_moves(moves);
        let mut all_lose = true;
        for &mv in moves.iter() {
            match self.after_move(pieces.played(Player::One, mv)) {
                WIN => return WIN,
                LOSS => {}
                _ => all_lose = false,
            }
        }
        if all_lose { LOSS } else { UNKNOWN }
    }

    /// Every position the database holds with Black to move, and what Black gets there (White to move is
    /// each turned round).
    pub fn positions(&self) -> impl Iterator<Item = (Pieces, Known)> + '_ {
        self.materials.iter().zip(&self.tables).flat_map(|(&material, table)| {
            table.iter().enumerate().filter_map(move |(slot, &value)| {
                let known = match value {
                    WIN => Known::Win,
                    LOSS => Known::Loss,
                    DRAW => Known::Draw,
                    _ => return None,
                };
                Some((position(material, slot)?, known))
            })
        })
    }

    /// How many positions of `pieces` pieces the database holds with Black to move, and how many of them the
    /// side to move wins, loses and draws. (With White to move the counts are the same: each is a position
    /// with Black to move turned round.)
    pub fn counts(&self, pieces: usize) -> Counts {
        let mut counts = Counts::default();
        for (material, table) in self.materials.iter().zip(&self.tables) {
            if material.pieces() != pieces {
                continue;
            }
            for &value in table {
                match value {
                    WIN => counts.wins += 1,
                    LOSS => counts.losses += 1,
                    DRAW => counts.draws += 1,
                    _ => {}
                }
            }
        }
        counts
    }

    /// How many positions it holds, of every size: as [`Database::counts`] adds them up, but quick enough
    /// to ask as the engine starts.
    pub fn held(&self) -> usize {
        self.tables.iter().map(|table| table.iter().filter(|&&value| matches!(value, WIN | LOSS | DRAW)).count()).sum()
    }

    /// The database as a file: a header, then each table's values, four slots a byte (2 bits each: 0 a draw,
    /// 1 a win, 2 a loss, 3 no position), in the order [`Material::all`] gives.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.push(self.pieces as u8);
        for table in &self.tables {
            for four in table.chunks(4) {
                let byte = four.iter().enumerate().fold(0u8, |byte, (i, &value)| {
                    let code = match value {
                        WIN => 1,
                        LOSS => 2,
                        NO_POSITION => 3,
                        _ => 0,
                    };
                    byte | code << (2 * i)
                });
                bytes.push(byte);
            }
        }
        bytes
    }

    /// Reads a database written by [`Database::to_bytes`], or says why it cannot. (Quickly: the slots that
    /// hold no position are marked in the file, not worked out again.)
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let rest = bytes.strip_prefix(MAGIC).ok_or("not a checkers endgame database")?;
        let (&pieces, mut rest) = rest.split_first().ok_or("the database ends before its size")?;
        let pieces = usize::from(pieces);
        if !(2..=MOST_PIECES).contains(&pieces) {
            return Err(format!("a database of {pieces} pieces is not one this program reads"));
        }
        let materials = Material::all(pieces);
        let mut tables = Vec::with_capacity(materials.len());
        for &material in &materials {
            let slots = material.slots();
            let (packed, after) = rest.split_at_checked(slots.div_ceil(4)).ok_or("the database is cut short")?;
            // A byte's four slots at once: the engine reads the database as it starts, each move of a match
            // whose referee starts a process a move.
            let mut table = Vec::with_capacity(packed.len() * 4);
            for &byte in packed {
                table.extend_from_slice(&UNPACKED[usize::from(byte)]);
            }
            table.truncate(slots);
            tables.push(table);
            rest = after;
        }
        if !rest.is_empty() {
            return Err(format!("{} bytes follow the database", rest.len()));
        }
        let index = index_of(&materials);
        Ok(Database { pieces, materials, index, tables })
    }
}

/// The four slots a byte of the file packs, two bits each from the lowest, as values.
const UNPACKED: [[u8; 4]; 256] = {
    const VALUES: [u8; 4] = [DRAW, WIN, LOSS, NO_POSITION];
    let mut out = [[0; 4]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut i = 0;
        while i < 4 {
            out[byte][i] = VALUES[byte >> (2 * i) & 3];
            i += 1;
        }
        byte += 1;
    }
    out
};

/// Where each material's table is, by [`Material::key`].
fn index_of(materials: &[Material]) -> Vec<Option<usize>> {
    let mut index = vec![None; (MOST_OF_A_KIND + 1).pow(4)];
    for (table, material) in materials.iter().enumerate() {
        index[material.key()] = Some(table);
    }
    index
}

/// Its size, not its millions of values.
impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Database {{ pieces: {}, tables: {} }}", self.pieces, self.tables.len())
    }
}

/// What the file of a database starts with.
const MAGIC: &[u8] = b"minimax-arcade checkers endgame 2\n";

/// Whether `bytes` are in the database's format (by their first bytes).
pub fn is_database(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// Where the database that ships is among the game's assets (the web build fetches it from there); made by
/// `minimax-arcade book checkers --pieces 4 --out assets/books/checkers-4.db`.
pub const ASSET_PATH: &str = "books/checkers-4.db";

/// The database's bytes, built into the executable on native builds (the web build fetches [`ASSET_PATH`]
/// when a game of checkers is opened).
#[cfg(not(target_arch = "wasm32"))]
const BUNDLED: Option<&[u8]> = Some(include_bytes!("../../../../../../assets/books/checkers-4.db"));
#[cfg(target_arch = "wasm32")]
const BUNDLED: Option<&[u8]> = None;

/// The database as the game loads it, through the channel every family's data takes (see [`DataFile`]).
pub const DATA_FILE: DataFile =
    DataFile { name: "the checkers endgame database", asset: ASSET_PATH, bundled: BUNDLED, install };

/// Reads a database and gives it to checkers' engine in `solvers`: how many positions it holds.
pub fn install(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
    let database = Database::from_bytes(bytes)?;
    let positions = database.held();
    solvers.update::<Checkers>(|data| data.database = Some(Arc::new(database)));
    Ok(positions)
}

/// How many positions of a database the side to move wins, loses and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

impl Counts {
    pub fn positions(&self) -> usize {
        self.wins + self.losses + self.draws
    }
}

#[cfg(test)]
mod tests;
