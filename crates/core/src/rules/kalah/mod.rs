//! Kalah, the Mancala game of the game-solving papers (Irving, Donkers and Uiterwijk 2000): two rows of pits,
//! a store at each end, seeds sown one by one.
//!
//! Each player owns the row of pits nearest them and the store on their right. A move takes every seed of one
//! of the mover's own pits and sows them one by one into the pits that follow, counter-clockwise: along the
//! mover's row, into the mover's store, along the opponent's row (never into the opponent's store), and round
//! again. A sowing whose last seed lands in the mover's store gives the mover another move. One whose last seed
//! lands in an empty pit of the mover's own captures it and the seeds of the pit opposite into the mover's
//! store: under the standard rule (the default, as Wikipedia and most programs play) only when the opposite
//! pit holds seeds; under the **empty-capture** rule (Irving's) even when it is empty. As soon as either
//! side's pits are all empty after a sowing (the mover's own too, even after a move again), the game ends:
//! each side's remaining seeds go to its own store, and more seeds in one's store wins.
//!
//! Kalah(m,n) has m pits a side (3 to 6) and n seeds in each at the start (2 to 6): `kalah` is Kalah(6,4);
//! `kalah:6x5`, `kalah:4x3` name others (pits × seeds), and `kalah:6x4:empty` the empty-capture rule.
//!
//! Notation: a sowing is one letter, `a` to `f`, naming a pit of the mover from the mover's left as they sit
//! (`a` is the farthest from the mover's store); who sows is the rules' to say. A game is its sowings in order
//! (`cfad`; blanks between them are allowed and ignored, and written between turns: `c fa d`). A set-up
//! position is the first player's pits `a` to `f` and store, a slash, the second player's pits from *their*
//! left and store, then `1` or `2` for the side to move: `4,4,4,4,4,4,0/4,4,4,4,4,4,0 1`.
//!
//! The board as places, counter-clockwise as the seeds go, for m pits a side:
//! ```text
//!              Two's row, from Two's left (a) to its right
//!          2m     2m-1   ...    m+2    m+1
//!   2m+1                                       m     (One's store on One's right, Two's on Two's right)
//!           0      1     ...    m-2    m-1
//!              One's row, from One's left (a) to its right
//! ```
//! One's pit `a` (place 0) faces Two's pit `f` (place 2m); place `p` of One's row faces place `2m - p`.

use super::family::{Family, Preset};
use super::{
    Change, Changes, Cue, Game, IllegalMove, Kind, NotationError, Outcome, Piece, Place, Player, RuleRefusal, Scene,
    Scoring, short,
};

/// How many pits a side may have.
pub const PITS: std::ops::RangeInclusive<u8> = 3..=6;
/// How many seeds each pit may start with.
pub const SEEDS: std::ops::RangeInclusive<u8> = 2..=6;
/// The most places a board has: six pits a side and two stores.
pub const MAX_PLACES: usize = 2 * 6 + 2;

/// Which sowings capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Capture {
    /// A last seed in one's own empty pit captures when the pit opposite holds seeds.
    #[default]
    Standard,
    /// It captures even when the pit opposite is empty (the seed alone goes to the store).
    Empty,
}

/// A game of Kalah: its pits a side, its seeds a pit at the start, its capture rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub pits: u8,
    pub seeds: u8,
    pub capture: Capture,
}

/// Kalah(6,4), the standard rule: the classic game.
pub const CLASSIC: Board = Board { pits: 6, seeds: 4, capture: Capture::Standard };

impl Board {
    /// How many places: the pits of both sides and the two stores.
    pub fn places(self) -> usize {
        2 * self.pits as usize + 2
    }

    /// The store of `player`.
    pub fn store(self, player: Player) -> Place {
        match player {
            Player::One => self.pits as Place,
            Player::Two => 2 * self.pits as Place + 1,
        }
    }

    /// The place of `player`'s pit `pit` (0 is `a`, from their left).
    pub fn pit(self, player: Player, pit: u8) -> Place {
        match player {
            Player::One => pit as Place,
            Player::Two => self.pits as Place + 1 + pit as Place,
        }
    }

    /// Whose row a place is in, and which pit of it; `None` for a store.
    pub fn pit_of(self, place: Place) -> Option<(Player, u8)> {
        let m = self.pits as Place;
        match place {
            p if p < m => Some((Player::One, p as u8)),
            p if p > m && p <= 2 * m => Some((Player::Two, (p - m - 1) as u8)),
            _ => None,
        }
    }

    /// The place facing pit place `place` across the board.
    pub fn opposite(self, place: Place) -> Place {
        2 * self.pits as Place - place
    }

    /// The seeds of the whole game.
    pub fn total(self) -> u16 {
        2 * self.pits as u16 * self.seeds as u16
    }
}

/// A sowing: the mover's pit, 0 for `a` (from the mover's left as they sit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sowing(pub u8);

/// A pit's letter: `a` for the first.
pub fn pit_letter(pit: u8) -> char {
    char::from(b'a' + pit % 26)
}

/// The seeds.
pub const SEED: Kind = Kind(0);

/// A sowing from an empty pit.
pub const EMPTY_PIT: IllegalMove = IllegalMove::Rule(RuleRefusal {
    id: "refusal-empty-pit",
    text: "that pit is empty: sow from a pit of your own that holds seeds",
});

/// The seeds on each place, as [`Board`] numbers them.
type Seeds = [u8; MAX_PLACES];

/// What a sowing does: the seeds after it, who moves next, and what a view shows of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sown {
    seeds: Seeds,
    next: Player,
    /// The pit and the pit opposite whose seeds went to the mover's store, if the last seed captured.
    captured: Option<(Place, Place)>,
    /// Whether the game ended: each side's seeds swept into its store.
    ended: bool,
}

/// A game of Kalah under way: the seeds on each place, whose turn it is, and the positions before each move
/// played (what [`Game::undo`] goes back to: a sowing's captures and sweeps cannot be read back from the
/// move alone).
#[derive(Clone, Debug)]
pub struct Kalah {
    board: Board,
    seeds: Seeds,
    to_move: Player,
    plies: u32,
    history: Vec<(Seeds, Player)>,
}

/// Two positions are the same when the board, the seeds, the side to move and the moves played are: how they
/// were reached is not part of them.
impl PartialEq for Kalah {
    fn eq(&self, other: &Self) -> bool {
        (self.board, self.seeds, self.to_move, self.plies) == (other.board, other.seeds, other.to_move, other.plies)
    }
}

impl Eq for Kalah {}

impl std::hash::Hash for Kalah {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.board, self.seeds, self.to_move, self.plies).hash(state);
    }
}

impl Kalah {
    /// The game's board.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The seeds on a place (see [`Board`]); 0 off the board.
    pub fn seeds_at(&self, place: Place) -> u8 {
        self.seeds.get(place as usize).copied().unwrap_or(0)
    }

    /// The seeds in `player`'s store.
    pub fn store(&self, player: Player) -> u8 {
        self.seeds_at(self.board.store(player))
    }

    /// The seeds in `player`'s pits.
    pub fn in_pits(&self, player: Player) -> u16 {
        (0..self.board.pits).map(|pit| self.seeds_at(self.board.pit(player, pit)) as u16).sum()
    }

    /// Whether the game is over: one side's pits are all empty.
    fn over(&self) -> bool {
        self.in_pits(Player::One) == 0 || self.in_pits(Player::Two) == 0
    }

    /// What sowing `pit` of the mover's does (the pit holds seeds), telling `into` each place a seed goes
    /// into, in order.
    fn sow(&self, pit: u8, mut into: impl FnMut(Place)) -> Sown {
        let board = self.board;
        let mover = self.to_move;
        let (own_store, their_store) = (board.store(mover), board.store(mover.other()));
        let places = board.places() as Place;
        let mut seeds = self.seeds;
        let from = board.pit(mover, pit);
        let mut hand = std::mem::take(&mut seeds[from as usize]);
        let mut at = from;
        while hand > 0 {
            at = (at + 1) % places;
            if at == their_store {
                continue;
            }
            seeds[at as usize] += 1;
            into(at);
            hand -= 1;
        }
        let mut captured = None;
        let landed_own_pit = board.pit_of(at).is_some_and(|(owner, _)| owner == mover);
        if landed_own_pit && seeds[at as usize] == 1 {
            let facing = board.opposite(at);
            if seeds[facing as usize] > 0 || board.capture == Capture::Empty {
                seeds[own_store as usize] += seeds[at as usize] + seeds[facing as usize];
                seeds[at as usize] = 0;
                seeds[facing as usize] = 0;
                captured = Some((at, facing));
            }
        }
        let side_empty = |seeds: &Seeds, player| (0..board.pits).all(|p| seeds[board.pit(player, p) as usize] == 0);
        let ended = side_empty(&seeds, Player::One) || side_empty(&seeds, Player::Two);
        if ended {
            for player in [Player::One, Player::Two] {
                let store = board.store(player) as usize;
                for p in 0..board.pits {
                    let place = board.pit(player, p) as usize;
                    seeds[store] += std::mem::take(&mut seeds[place]);
                }
            }
        }
        let next = if at == own_store && !ended { mover } else { mover.other() };
        Sown { seeds, next, captured, ended }
    }

    /// The seeds on every place after `mv` (legal here) is sown, and who moves next: what the engine hashes
    /// and orders its moves by, without playing the move.
    pub fn seeds_after(&self, mv: Sowing) -> ([u8; MAX_PLACES], Player) {
        let sown = self.sow(mv.0, |_| {});
        (sown.seeds, sown.next)
    }

    /// The seeds on every place, as [`Board`] numbers them (places past the board's hold none).
    pub fn all_seeds(&self) -> &[u8; MAX_PLACES] {
        &self.seeds
    }
}

impl Game for Kalah {
    type Move = Sowing;

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn scoring(&self) -> Scoring {
        Scoring::Margin
    }

    /// Once one side's pits are empty, every seed counts for the side it is on.
    fn outcome(&self) -> Option<Outcome> {
        self.over().then(|| {
            let side = |player| self.store(player) as i32 + self.in_pits(player) as i32;
            Outcome::Margin(side(Player::One) - side(Player::Two))
        })
    }

    /// The mover's pits that hold seeds, from `a`.
    fn legal_moves(&self, moves: &mut Vec<Sowing>) {
        moves.clear();
        if self.over() {
            return;
        }
        let mover = self.to_move;
        moves.extend((0..self.board.pits).filter(|&pit| self.seeds_at(self.board.pit(mover, pit)) > 0).map(Sowing));
    }

    fn check_move(&self, mv: Sowing) -> Result<(), IllegalMove> {
        if self.over() {
            Err(IllegalMove::GameOver)
        } else if mv.0 >= self.board.pits {
            Err(IllegalMove::OffBoard)
        } else if self.seeds_at(self.board.pit(self.to_move, mv.0)) == 0 {
            Err(EMPTY_PIT)
        } else {
            Ok(())
        }
    }

    fn play(&mut self, mv: Sowing) {
        let sown = self.sow(mv.0, |_| {});
        self.history.push((self.seeds, self.to_move));
        self.seeds = sown.seeds;
        self.to_move = sown.next;
        self.plies += 1;
    }

    fn undo(&mut self, _mv: Sowing) {
        if let Some((seeds, to_move)) = self.history.pop() {
            self.seeds = seeds;
            self.to_move = to_move;
            self.plies -= 1;
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// A bound from the seeds left in the pits, S, and the pits a side, m. Every sowing either puts a seed
    /// into a store (S falls) or moves the mover's seeds along the mover's own row only, nearer its store:
    /// the seeds' summed distance to their stores, at most S·m, falls and nothing else changes it. So at most
    /// S·m + 1 moves pass before S falls, and at most Σ (s·m + 1) for s from 1 to S in all.
    fn plies_left_bound(&self) -> u32 {
        if self.over() {
            return 0;
        }
        let left = (self.in_pits(Player::One) + self.in_pits(Player::Two)) as u32;
        self.board.pits as u32 * left * (left + 1) / 2 + left
    }
}

impl Family for Kalah {
    type Params = Board;

    const KIND: &'static str = "kalah";
    const SYNTAX: &'static str = "kalah:PITSxSEEDS[:empty]";
    const MOVE_WORD: &'static str = "pit";

    fn presets() -> &'static [Preset<Board>] {
        &[Preset { name: "kalah", aliases: &["mancala"], params: CLASSIC, title: "Kalah" }]
    }

    /// `6x4`, or `6x4:empty` for the empty-capture rule (`:standard` is the default, read too).
    fn read_params(text: &str) -> Option<Board> {
        let (size, rule) = match text.split_once(':') {
            Some((size, rule)) => (size, rule.trim()),
            None => (text, "standard"),
        };
        let capture = match rule {
            "standard" => Capture::Standard,
            "empty" => Capture::Empty,
            _ => return None,
        };
        let (pits, seeds) = size.split_once(['x', 'X', '×'])?;
        Some(Board { pits: pits.trim().parse().ok()?, seeds: seeds.trim().parse().ok()?, capture })
    }

    fn write_params(board: Board) -> String {
        match board.capture {
            Capture::Standard => format!("{}x{}", board.pits, board.seeds),
            Capture::Empty => format!("{}x{}:empty", board.pits, board.seeds),
        }
    }

    fn validate(board: Board) -> Result<(), String> {
        if !PITS.contains(&board.pits) {
            return Err(format!("Kalah has {} to {} pits a side, not {}", PITS.start(), PITS.end(), board.pits));
        }
        if !SEEDS.contains(&board.seeds) {
            let (low, high) = (SEEDS.start(), SEEDS.end());
            return Err(format!("a Kalah pit starts with {low} to {high} seeds, not {}", board.seeds));
        }
        Ok(())
    }

    fn title(board: Board) -> String {
        let rule = match board.capture {
            Capture::Standard => "",
            Capture::Empty => ", empty capture",
        };
        format!("Kalah ({} pits, {} seeds{rule})", board.pits, board.seeds)
    }

    fn start(board: Board) -> Self {
        let mut seeds = [0; MAX_PLACES];
        for player in [Player::One, Player::Two] {
            (0..board.pits).for_each(|pit| seeds[board.pit(player, pit) as usize] = board.seeds);
        }
        Kalah { board, seeds, to_move: Player::One, plies: 0, history: Vec::new() }
    }

    fn commas(_board: Board) -> bool {
        false
    }

    /// A pit of the mover's.
    fn move_count(board: Board) -> Option<usize> {
        Some(board.pits as usize)
    }

    fn nth_move(board: Board, index: usize) -> Option<Sowing> {
        (index < board.pits as usize).then_some(Sowing(index as u8))
    }

    /// A pit's letter, from the mover's left.
    fn read_move(board: Board, index: usize, token: &str) -> Result<Sowing, NotationError> {
        let last = pit_letter(board.pits - 1);
        let bad = |reason: String| NotationError::BadToken { index, token: short(token), reason };
        let letter = token.chars().next().filter(|_| token.chars().count() == 1);
        match letter.map(|c| c.to_ascii_lowercase()) {
            Some(c @ 'a'..='z') if (c as u8 - b'a') < board.pits => Ok(Sowing(c as u8 - b'a')),
            Some(c @ 'a'..='z') => Err(bad(format!("there is no pit {c} (a to {last})"))),
            _ => Err(bad(format!("expected a pit's letter from a to {last}"))),
        }
    }

    fn move_text(mv: Sowing) -> String {
        pit_letter(mv.0).to_string()
    }

    /// A blank between turns: `c fa d`, the sowings of one player's turn run together.
    fn line_text(_board: Board, start: &Self, moves: &[Sowing]) -> String {
        let mut game = Some(start.clone());
        let mut text = String::new();
        let mut last_mover = None;
        for &mv in moves {
            // Past a move the rules refuse, the turns are unknown: the rest is written run together.
            let mover = game.as_ref().map(Game::to_move);
            if last_mover.is_some() && mover.is_some() && mover != last_mover {
                text.push(' ');
            }
            text.push(pit_letter(mv.0));
            last_mover = mover;
            game = game.filter(|g| g.check_move(mv).is_ok()).map(|mut g| {
                g.play(mv);
                g
            });
        }
        text
    }

    fn longest_game(board: Board) -> usize {
        Self::start(board).plies_left_bound() as usize
    }

    /// Every pit and both stores (see the module's drawing).
    fn places(board: Board) -> usize {
        board.places()
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(self.board.places());
        for place in 0..self.board.places() as Place {
            scene.set(place, Some(Piece::neutral(SEED, self.seeds_at(place) as u16)));
        }
        scene
    }

    /// The pit's seeds sown; then a capture swept into the mover's store; then, if the game ended, each side's
    /// seeds swept into its own.
    fn changes(&self, mv: Sowing) -> Changes {
        if self.check_move(mv).is_err() {
            return Changes::new();
        }
        let mut into = Vec::new();
        let sown = self.sow(mv.0, |place| into.push(place));
        let board = self.board;
        let from = board.pit(self.to_move, mv.0);
        let own_store = board.store(self.to_move);
        // The seeds on each place after the sowing alone, to tell which places the sweeps empty.
        let mut after = self.seeds;
        after[from as usize] = 0;
        into.iter().for_each(|&place| after[place as usize] += 1);
        let mut changes = vec![vec![Change::Sow { from, into }]];
        if let Some((landed, facing)) = sown.captured {
            // The last seed is the mover's own; the seeds opposite are taken.
            let swept: Vec<(Place, bool)> =
                [(landed, false), (facing, true)].into_iter().filter(|&(p, _)| after[p as usize] > 0).collect();
            changes.push(swept.iter().map(|&(from, taken)| Change::Gather { from, to: own_store, taken }).collect());
            swept.into_iter().for_each(|(p, _)| after[p as usize] = 0);
        }
        if sown.ended {
            let sweep = |player: Player| {
                (0..board.pits)
                    .map(move |pit| board.pit(player, pit))
                    .filter(|&p| after[p as usize] > 0)
                    .map(move |from| Change::Gather { from, to: board.store(player), taken: false })
            };
            let swept: Vec<Change> = sweep(Player::One).chain(sweep(Player::Two)).collect();
            if !swept.is_empty() {
                changes.push(swept);
            }
        }
        changes
    }

    /// On the pit sown.
    fn cue(&self, mv: Sowing) -> Cue {
        if mv.0 < self.board.pits { Cue::Place(self.board.pit(self.to_move, mv.0)) } else { Cue::Nowhere }
    }

    /// A pit of the mover's: its sowing. (The other side's pits and the stores name no move.)
    fn aimed(&self, place: Place) -> Option<Sowing> {
        self.board.pit_of(place).filter(|&(owner, _)| owner == self.to_move).map(|(_, pit)| Sowing(pit))
    }

    /// `4,4,4,4,4,4,0/4,4,4,4,4,4,0 1`: a digit first, where moves begin with a letter.
    fn read_setup(board: Board, text: &str) -> Option<Result<Self, String>> {
        let text = text.trim();
        text.starts_with(|c: char| c.is_ascii_digit()).then(|| read_seeds_and_side(board, text))
    }

    fn write_setup(&self) -> Option<String> {
        let row = |player| {
            let board = self.board;
            let mut counts: Vec<String> =
                (0..board.pits).map(|pit| self.seeds_at(board.pit(player, pit)).to_string()).collect();
            counts.push(self.store(player).to_string());
            counts.join(",")
        };
        let side = match self.to_move {
            Player::One => 1,
            Player::Two => 2,
        };
        Some(format!("{}/{} {side}", row(Player::One), row(Player::Two)))
    }
}

/// Reads a set-up position of the game `board` (see the module documentation).
fn read_seeds_and_side(board: Board, text: &str) -> Result<Kalah, String> {
    let m = board.pits as usize;
    let shape = || {
        let row = format!("{},0", vec![board.seeds.to_string(); m].join(","));
        format!("expected each side's {m} pits and store, a slash between them, and the side to move: {row}/{row} 1")
    };
    let (rows, side) = text.rsplit_once(char::is_whitespace).ok_or_else(shape)?;
    let to_move = match side {
        "1" => Player::One,
        "2" => Player::Two,
        other => return Err(format!("the side to move is 1 or 2, not {:?}", short(other))),
    };
    let (one, two) = rows.trim().split_once('/').ok_or_else(shape)?;
    let mut seeds = [0; MAX_PLACES];
    for (player, row) in [(Player::One, one), (Player::Two, two)] {
        let counts: Vec<&str> = row.split(',').map(str::trim).collect();
        if counts.len() != m + 1 {
            return Err(format!("each side has {m} pits and a store: {} numbers, not {}", m + 1, counts.len()));
        }
        for (i, count) in counts.iter().enumerate() {
            let place = if i < m { board.pit(player, i as u8) } else { board.store(player) };
            let n: u16 = count.parse().map_err(|_| format!("{:?} is not a number of seeds", short(count)))?;
            // At most 72 seeds in all: a count that fits is a byte.
            seeds[place as usize] = u8::try_from(n)
                .ok()
                .filter(|_| n <= board.total())
                .ok_or_else(|| format!("this game has {} seeds in all, so no place holds {n}", board.total()))?;
        }
    }
    let total: u16 = seeds.iter().map(|&s| s as u16).sum();
    if total != board.total() {
        return Err(format!("this game has {} seeds in all, not {total}", board.total()));
    }
    Ok(Kalah { board, seeds, to_move, plies: 0, history: Vec::new() })
}

#[cfg(test)]
mod tests;
