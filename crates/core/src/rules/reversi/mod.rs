//! Reversi, as Othello is played: discs black on one face and white on the other, put down so as to close
//! lines of the opponent's discs, which turn over.
//!
//! On 8×8 White starts on d4 and e5, Black on d5 and e4 (rows numbered from the top), and Black moves first
//! (Black is [`Player::One`]). A disc must be put on an empty square so that it closes at least one straight
//! line (across, down or diagonal) of the opponent's discs against a disc of the mover's: every line it closes
//! turns over. A player with no such square passes (the pass is a move, [`Disc::Pass`], the only legal one
//! then) and the game goes on; it ends when neither side can move, and more discs wins. The result counted
//! ([`Outcome::Margin`]) gives the empty squares left to the winner, as the published positions, the analysis
//! and the solvers count it; [`Reversi::discs`] has the plain count. `reversi:6` is the 6×6 game (White on c3
//! and d4, Black on d3 and c4), solved: White wins 20–16 with perfect play.
//!
//! Notation, as Othello players write it: columns `a` to `h`, rows `1` to `8` from the top; `f5` is a legal
//! first move. A game is its moves run together (`f5d6c3d3c4`), written lower case with a pass as `pass`, and
//! read in either case, with blanks or commas between moves or none, a pass as `pass`, `PA` or `PS`. A set-up
//! position is the board as 64 characters (36 on 6×6) row by row from a1, `X` Black, `O` White, `-` empty, a
//! blank and the side to move (`X` or `O`); what follows a `;` is ignored, so a line of a published `.obf` file
//! is read as it is.

pub mod bits;

use bits::{DIRECTIONS, Size, flips, flips_along, moves, squares};

use super::family::{Family, Preset};
use super::{
    Change, Changes, Cue, Game, IllegalMove, Kind, NotationError, Outcome, Piece, Place, Player, RuleRefusal, Scene,
    Scoring, short,
};

/// The discs.
pub const DISC: Kind = Kind(0);

/// A move: a disc put down on a square (its bit, `row × 8 + column`, whatever the board's size), or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Disc {
    At(u8),
    Pass,
}

/// A disc put on a square that holds one.
pub const SQUARE_TAKEN: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-square-taken", text: "that square already holds a disc" });

/// A disc that would turn nothing over.
pub const NO_FLIP: IllegalMove = IllegalMove::Rule(RuleRefusal {
    id: "refusal-no-flip",
    text: "a disc there turns nothing over: it must close a line of the other side's discs",
});

/// A pass by a player who can move.
pub const CANNOT_PASS: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-cannot-pass", text: "you may pass only when you have no move" });

/// A game of Reversi under way: each side's discs, whose turn it is, and the discs each move played turned
/// over (what [`Game::undo`] turns back).
#[derive(Clone, Debug)]
pub struct Reversi {
    size: Size,
    /// The discs of [`Player::One`] (Black) and [`Player::Two`] (White).
    discs: [u64; 2],
    to_move: Player,
    plies: u32,
    turned: Vec<u64>,
}

/// Two positions are the same when the board, the discs, the side to move and the moves played are.
impl PartialEq for Reversi {
    fn eq(&self, other: &Self) -> bool {
        (self.size, self.discs, self.to_move, self.plies) == (other.size, other.discs, other.to_move, other.plies)
    }
}

impl Eq for Reversi {}

impl std::hash::Hash for Reversi {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.size, self.discs, self.to_move, self.plies).hash(state);
    }
}

impl Reversi {
    /// The board's size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The bits of `player`'s discs.
    pub fn bits(&self, player: Player) -> u64 {
        self.discs[player.index()]
    }

    /// The empty squares' bits.
    pub fn empty(&self) -> u64 {
        !(self.discs[0] | self.discs[1]) & self.size.mask()
    }

    /// How many discs `player` has on the board.
    pub fn discs(&self, player: Player) -> u32 {
        self.bits(player).count_ones()
    }

    /// The squares where `player` may put a disc now.
    pub fn moves_of(&self, player: Player) -> u64 {
        moves(self.bits(player), self.bits(player.other()), self.empty())
    }

    /// Whose disc is on square `bit`, if any.
    pub fn owner(&self, bit: u8) -> Option<Player> {
        [Player::One, Player::Two].into_iter().find(|&p| bit < 64 && self.bits(p) >> bit & 1 == 1)
    }

    /// The discs a disc of the mover's on square `bit` would turn over (none where it may not go).
    pub fn turned_by(&self, bit: u8) -> u64 {
        if bit >= 64 || self.empty() >> bit & 1 == 0 {
            return 0;
        }
        flips(self.bits(self.to_move), self.bits(self.to_move.other()), bit)
    }

    /// Whether neither side can move.
    fn over(&self) -> bool {
        self.moves_of(self.to_move) == 0 && self.moves_of(self.to_move.other()) == 0
    }

    /// A position of `size` with these discs and this side to move, no moves played.
    pub fn from_discs(size: Size, black: u64, white: u64, to_move: Player) -> Self {
        let mask = size.mask();
        Reversi { size, discs: [black & mask, white & mask & !black], to_move, plies: 0, turned: Vec::new() }
    }

    /// A square's name: `d3`.
    pub fn square_name(bit: u8) -> String {
        format!("{}{}", char::from(b'a' + bit % 8), bit / 8 + 1)
    }
}

impl Game for Reversi {
    type Move = Disc;

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn scoring(&self) -> Scoring {
        Scoring::Margin
    }

    /// Once neither side can move: Black's discs less White's, the empty squares counted for the winner.
    fn outcome(&self) -> Option<Outcome> {
        self.over().then(|| {
            let (black, white) = (self.discs(Player::One) as i32, self.discs(Player::Two) as i32);
            let empty = self.empty().count_ones() as i32;
            Outcome::Margin(match black.cmp(&white) {
                std::cmp::Ordering::Greater => black + empty - white,
                std::cmp::Ordering::Less => black - white - empty,
                std::cmp::Ordering::Equal => 0,
            })
        })
    }

    /// The squares where the mover may put a disc, in reading order; a pass alone if there are none and the
    /// opponent can move; nothing once the game is over.
    fn legal_moves(&self, out: &mut Vec<Disc>) {
        out.clear();
        let own = self.moves_of(self.to_move);
        if own != 0 {
            out.extend(squares(own).map(Disc::At));
        } else if self.moves_of(self.to_move.other()) != 0 {
            out.push(Disc::Pass);
        }
    }

    fn check_move(&self, mv: Disc) -> Result<(), IllegalMove> {
        if self.over() {
            return Err(IllegalMove::GameOver);
        }
        match mv {
            Disc::At(bit) if bit >= 64 || self.size.mask() >> bit & 1 == 0 => Err(IllegalMove::OffBoard),
            Disc::At(bit) if self.empty() >> bit & 1 == 0 => Err(SQUARE_TAKEN),
            Disc::At(bit) if self.turned_by(bit) == 0 => Err(NO_FLIP),
            Disc::At(_) => Ok(()),
            Disc::Pass if self.moves_of(self.to_move) != 0 => Err(CANNOT_PASS),
            Disc::Pass => Ok(()),
        }
    }

    fn play(&mut self, mv: Disc) {
        let turned = match mv {
            Disc::At(bit) => {
                let turned = self.turned_by(bit);
                self.discs[self.to_move.index()] |= turned | 1 << bit;
                self.discs[self.to_move.other().index()] &= !turned;
                turned
            }
            Disc::Pass => 0,
        };
        self.turned.push(turned);
        self.to_move = self.to_move.other();
        self.plies += 1;
    }

    fn undo(&mut self, mv: Disc) {
        let Some(turned) = self.turned.pop() else { return };
        self.to_move = self.to_move.other();
        self.plies -= 1;
        if let Disc::At(bit) = mv {
            self.discs[self.to_move.index()] &= !(turned | 1 << bit);
            self.discs[self.to_move.other().index()] |= turned;
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// Twice the empty squares: each move but a pass fills one, and a pass is followed by a disc (a player
    /// passes only when the opponent can move), so passes are at most as many as discs to come.
    fn plies_left_bound(&self) -> u32 {
        if self.over() { 0 } else { 2 * self.empty().count_ones() }
    }

    /// Othello's published counts (Aart Bik's, 2009) keep a game that ended early as one line: from depth
    /// 10, where the first games are over (24,571,284 at depth 10, 228 of them finished at move 9).
    const PERFT_COUNTS_EARLY_ENDS: bool = true;
}

impl Family for Reversi {
    type Params = Size;

    const KIND: &'static str = "reversi";
    const SYNTAX: &'static str = "reversi:SIDE (6 or 8)";
    const MOVE_WORD: &'static str = "square";

    fn presets() -> &'static [Preset<Size>] {
        &[Preset { name: "reversi", aliases: &["othello"], params: Size::EIGHT, title: "Reversi" }]
    }

    /// `8` or `6` (`8x8` and `6x6` read too).
    fn read_params(text: &str) -> Option<Size> {
        let text = text.trim();
        let side = match text.split_once(['x', 'X', '×']) {
            Some((cols, rows)) if cols.trim() == rows.trim() => cols.trim(),
            Some(_) => return None,
            None => text,
        };
        side.parse().ok().map(Size).filter(|s: &Size| s.0 > 0)
    }

    fn write_params(size: Size) -> String {
        size.side().to_string()
    }

    fn validate(size: Size) -> Result<(), String> {
        Size::new(size.side())
            .map(|_| ())
            .ok_or_else(|| format!("Reversi is played on 8×8 or 6×6, not {0}×{0}", size.0))
    }

    fn title(size: Size) -> String {
        format!("Reversi ({0}×{0})", size.side())
    }

    fn start(size: Size) -> Self {
        // The centre four: the lower-left and upper-right of them Black's.
        let c = size.side() / 2 - 1;
        let (white, black) = (
            1u64 << size.bit(c, c) | 1 << size.bit(c + 1, c + 1),
            1u64 << size.bit(c, c + 1) | 1 << size.bit(c + 1, c),
        );
        Reversi::from_discs(size, black, white, Player::One)
    }

    fn commas(_size: Size) -> bool {
        false
    }

    /// A square (`d3`, either case) or a pass (`pass`, `pa`, `ps`).
    fn read_move(size: Size, index: usize, token: &str) -> Result<Disc, NotationError> {
        let bad = |reason: String| NotationError::BadToken { index, token: short(token), reason };
        let lower = token.trim().to_ascii_lowercase();
        if matches!(lower.as_str(), "pass" | "pa" | "ps") {
            return Ok(Disc::Pass);
        }
        let last = char::from(b'a' + size.side() - 1);
        let shape = || bad(format!("expected a square from a1 to {last}{} or pass", size.side()));
        let mut chars = lower.chars();
        let (Some(col @ 'a'..='z'), Some(row @ '0'..='9'), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(shape());
        };
        let (col, row) = (col as u8 - b'a', (row as u8 - b'0').wrapping_sub(1));
        if col >= size.side() || row >= size.side() {
            return Err(bad(format!("there is no square {lower} on the {0}×{0} board", size.side())));
        }
        Ok(Disc::At(size.bit(col, row)))
    }

    fn move_text(mv: Disc) -> String {
        match mv {
            Disc::At(bit) => Reversi::square_name(bit),
            Disc::Pass => "pass".into(),
        }
    }

    /// The moves run together, each a letter and a digit or a pass; blanks and commas between them are
    /// allowed.
    fn move_tokens(_size: Size, text: &str) -> Vec<&str> {
        move_tokens(text).collect()
    }

    /// Every disc and a pass for each: the most moves a game string can hold.
    fn longest_game(size: Size) -> usize {
        2 * (size.squares() - 4)
    }

    /// Every square, in reading order from a1.
    fn places(size: Size) -> usize {
        size.squares()
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(self.size.squares());
        for player in [Player::One, Player::Two] {
            for bit in squares(self.bits(player)) {
                scene.set(self.size.place_of(bit), Some(Piece::of(player, DISC)));
            }
        }
        scene
    }

    /// The disc put down; then the discs it turns over, one square further from it at each step, all the
    /// lines at once. A pass changes nothing.
    fn changes(&self, mv: Disc) -> Changes {
        let Disc::At(bit) = mv else { return Changes::new() };
        if self.check_move(mv).is_err() {
            return Changes::new();
        }
        let mover = self.to_move;
        let put = Change::Put { place: self.size.place_of(bit), piece: Piece::of(mover, DISC) };
        let mut changes = vec![vec![put]];
        let (own, opp) = (self.bits(mover), self.bits(mover.other()));
        let mut fronts: Vec<(u64, bits::Direction)> =
            DIRECTIONS.iter().map(|&dir| (flips_along(own, opp, bit, dir), dir)).filter(|&(run, _)| run != 0).collect();
        let mut at: Vec<u64> = fronts.iter().map(|&(_, dir)| dir.shift(1 << bit)).collect();
        while !fronts.is_empty() {
            let step: Vec<Change> = at
                .iter()
                .map(|&square| Change::Turn { place: self.size.place_of(square.trailing_zeros() as u8), to: mover })
                .collect();
            changes.push(step);
            // Each line moves one square on; a line whose discs are all turned is done.
            let mut next = Vec::new();
            let mut left = Vec::new();
            for ((run, dir), square) in fronts.into_iter().zip(at) {
                let run = run & !square;
                if run != 0 {
                    left.push((run, dir));
                    next.push(dir.shift(square));
                }
            }
            fronts = left;
            at = next;
        }
        changes
    }

    /// On the square; a pass names none.
    fn cue(&self, mv: Disc) -> Cue {
        match mv {
            Disc::At(bit) if bit < 64 && self.size.mask() >> bit & 1 == 1 => Cue::Place(self.size.place_of(bit)),
            _ => Cue::Nowhere,
        }
    }

    /// A square: the disc put there.
    fn aimed(&self, place: Place) -> Option<Disc> {
        self.size.bit_of(place).map(Disc::At)
    }

    /// A board of `X`, `O` and `-` (`.` and `*` read too) and the side to move: the first word is the board.
    fn read_setup(size: Size, text: &str) -> Option<Result<Self, String>> {
        let text = text.split(';').next().unwrap_or_default().trim();
        let board = text.split_whitespace().next()?;
        let looks = board.len() > 2 && board.chars().all(|c| matches!(c, 'X' | 'x' | 'O' | 'o' | '-' | '.' | '*'));
        looks.then(|| read_board(size, text))
    }

    fn write_setup(&self) -> Option<String> {
        let side = self.size.side();
        let mut text = String::with_capacity(self.size.squares() + 2);
        for row in 0..side {
            for col in 0..side {
                text.push(match self.owner(self.size.bit(col, row)) {
                    Some(Player::One) => 'X',
                    Some(Player::Two) => 'O',
                    None => '-',
                });
            }
        }
        text.push_str(if self.to_move == Player::One { " X" } else { " O" });
        Some(text)
    }
}

/// The moves of a game string: a letter and a digit each, or a pass, with blanks or commas between them or
/// none. Anything else is given as a token of its own for [`Family::read_move`] to refuse.
fn move_tokens(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        let first = rest.chars().next()?;
        let lower = rest.get(..4).map(str::to_ascii_lowercase);
        let pair = rest.get(..2).map(str::to_ascii_lowercase);
        let square = first.is_ascii_alphabetic() && rest[1..].starts_with(|c: char| c.is_ascii_digit());
        let len = if lower.as_deref() == Some("pass") {
            4
        } else if square || matches!(pair.as_deref(), Some("pa" | "ps")) {
            2
        } else {
            // A character that starts no move: up to the next blank or comma, so the error quotes it whole.
            rest.find(|c: char| c.is_whitespace() || c == ',').unwrap_or(rest.len()).max(first.len_utf8())
        };
        let (token, after) = rest.split_at(len);
        rest = after;
        Some(token)
    })
}

/// Reads a set-up board and side to move (see the module documentation).
fn read_board(size: Size, text: &str) -> Result<Reversi, String> {
    let mut words = text.split_whitespace();
    let board = words.next().unwrap_or_default();
    let squares = size.squares();
    if board.chars().count() != squares {
        let side = size.side();
        return Err(format!(
            "a {side}×{side} board is {squares} squares (X, O or -), row by row from a1, not {}",
            board.chars().count()
        ));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (place, c) in board.chars().enumerate() {
        let bit = 1u64 << size.bit_of(place as u16).unwrap_or(0);
        match c {
            'X' | 'x' | '*' => black |= bit,
            'O' | 'o' => white |= bit,
            _ => {}
        }
    }
    let to_move = match words.next() {
        Some("X" | "x" | "*" | "B" | "b") => Player::One,
        Some("O" | "o" | "W" | "w") => Player::Two,
        Some(other) => return Err(format!("the side to move is X (Black) or O (White), not {:?}", short(other))),
        None => return Err("the board is followed by the side to move: X (Black) or O (White)".into()),
    };
    if let Some(extra) = words.next() {
        return Err(format!("nothing follows the side to move but a ';' and a comment, not {:?}", short(extra)));
    }
    Ok(Reversi::from_discs(size, black, white, to_move))
}

#[cfg(test)]
mod tests;
