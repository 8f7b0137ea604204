//! Checkers (English draughts) as the American Checker Federation and the World Checkers/Draughts Federation
//! play it, on the 32 dark squares of [`board`]:
//!
//! - Black moves first, from squares 1–12; White's men start on 21–32. Men step one square diagonally
//!   forward, kings one square either way (no flying kings).
//! - Jumping is compulsory, with a free choice among the jumps. A jump goes on while the piece can jump again
//!   (each piece is jumped once, and taken off at the end of the move); a man that reaches the far row is
//!   crowned there, which ends its move. A king's two ways round that take the same pieces are two moves.
//! - A side with no piece or no move loses.
//! - Draws happen by themselves, as the referee would apply the claims: the same position with the same side
//!   to move for the third time, or 80 moves (40 each) with no man moved and nothing taken.
//!
//! A move is one whole move, jumps and all, as published perft counts (OEIS A133046) and the notation count
//! them: its path holds the piece's square and every landing (`26x17x10`), the moves of several presses the
//! app picks square by square. The position owns its past: the positions since the last man moved or
//! anything was taken (what a repetition can come back to) and their count.

pub mod board;
mod notation;

pub use self::notation::{English, KING, MAN};
#[cfg(test)]
mod tests;

use self::board::{BLACK_CROWNS, Direction, WHITE_CROWNS, bits, jump, steps};
use super::{Game, IllegalMove, Outcome, Player, RuleRefusal};
use crate::rules::DrawReason;

/// The most squares a move's path holds: the piece's square and a landing for each piece jumped (a side has
/// twelve).
pub const MAX_PATH: usize = 13;
/// Moves (by both sides) with no man moved and nothing taken after which the game is drawn.
pub const NO_PROGRESS_PLIES: u16 = 80;
/// How many times the same position may come with the same side to move: the third time draws.
const REPETITIONS: usize = 3;

/// A move that is not among the legal moves: the piece cannot go there, or another must be made.
pub const NO_SUCH_MOVE: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-no-such-move", text: "that piece cannot move that way" });
/// A step while a jump is due.
pub const MUST_JUMP: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-must-jump", text: "a capture is compulsory: a piece must jump" });

/// One whole move: the square of the piece moved, then each square it lands on, as bits (see [`board`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CheckersMove {
    path: [u8; MAX_PATH],
    len: u8,
}

impl std::fmt::Debug for CheckersMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", notation::move_text(*self))
    }
}

impl CheckersMove {
    /// A move along `path` (bits), if it has two to [`MAX_PATH`] squares, all on the board.
    pub fn along(path: &[u8]) -> Option<Self> {
        if !(2..=MAX_PATH).contains(&path.len()) || path.iter().any(|&bit| bit >= 32) {
            return None;
        }
        let mut squares = [0; MAX_PATH];
        squares[..path.len()].copy_from_slice(path);
        Some(CheckersMove { path: squares, len: path.len() as u8 })
    }

    /// The move along the first `len` squares of `path` (the rest left blank, so that equal moves compare
    /// equal).
    fn first(path: &[u8; MAX_PATH], len: usize) -> Self {
        let mut squares = [0; MAX_PATH];
        squares[..len].copy_from_slice(&path[..len]);
        CheckersMove { path: squares, len: len as u8 }
    }

    /// Its squares as bits, the piece's first.
    pub fn path(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }

    /// Where the piece starts, and where it ends.
    pub fn from(&self) -> u8 {
        self.path[0]
    }

    pub fn to(&self) -> u8 {
        self.path[self.len as usize - 1]
    }

    /// Whether it jumps (its first landing is not next to its start).
    pub fn jumps(&self) -> bool {
        board::between(self.path[0], self.path[1]).is_some()
    }

    /// The squares it jumps over, as bits.
    pub fn taken(&self) -> u32 {
        self.path().windows(2).filter_map(|w| board::between(w[0], w[1])).fold(0, |taken, bit| taken | 1 << bit)
    }
}

/// The pieces on the board: each side's, and which of them are kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pieces {
    pub black: u32,
    pub white: u32,
    pub kings: u32,
}

impl Pieces {
    /// The start: Black on 1–12, White on 21–32, no kings.
    pub const START: Pieces = Pieces { black: 0x0000_0FFF, white: 0xFFF0_0000, kings: 0 };

    pub(crate) fn of(&self, player: Player) -> u32 {
        if player == Player::One { self.black } else { self.white }
    }

    /// The squares no piece is on.
    pub fn empty(&self) -> u32 {
        !(self.black | self.white)
    }

    /// How many pieces are on the board, both sides'.
    pub fn count(&self) -> u32 {
        (self.black | self.white).count_ones()
    }

    /// The pieces after `player` plays `mv`, legal here: the piece moved (crowned on the far row), those it
    /// jumped taken off.
    pub fn played(mut self, player: Player, mv: CheckersMove) -> Pieces {
        let (from, to) = (mv.from(), mv.to());
        let (from_bit, to_bit) = (1u32 << from, 1u32 << to);
        let taken = mv.taken();
        let king = self.kings & from_bit != 0;
        // A king's jumps may bring it back to its own square: then it has not moved.
        let moved = if from == to { 0 } else { from_bit | to_bit };
        match player {
            Player::One => {
                self.black ^= moved;
                self.white &= !taken;
            }
            Player::Two => {
                self.white ^= moved;
                self.black &= !taken;
            }
        }
        self.kings &= !taken;
        if king {
            self.kings ^= moved;
        } else if Checkers::crown_row(player) & to_bit != 0 {
            self.kings |= to_bit;
        }
        self
    }

    /// The same position seen from the other side: the board turned round (square `s` to `33 - s`) and the
    /// colours swapped, so that White's pieces stand where Black's would.
    pub fn turned(self) -> Pieces {
        Pieces { black: self.white.reverse_bits(), white: self.black.reverse_bits(), kings: self.kings.reverse_bits() }
    }
}

/// What a position is, for a repetition: its pieces and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Seen {
    pieces: Pieces,
    mover: Player,
}

/// What playing a move changed beyond the path, to take it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Undo {
    taken: u32,
    taken_kings: u32,
    crowned: bool,
    quiet: u16,
}

/// A position: the pieces, the side to move, and its past (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Checkers {
    pieces: Pieces,
    mover: Player,
    plies: u32,
    /// Moves since a man last moved or anything was taken.
    quiet: u16,
    /// The positions before each quiet move played, oldest first: the last `quiet` of them are those since a
    /// man last moved or anything was taken (the ones this one can repeat); the others are kept for undo.
    past: Vec<Seen>,
    undo: Vec<Undo>,
}

impl Checkers {
    /// The start of a game.
    pub fn new() -> Self {
        Self::set_up(Pieces::START, Player::One)
    }

    /// A position set up with `pieces` and `mover` to move, with no past.
    pub fn set_up(pieces: Pieces, mover: Player) -> Self {
        Checkers { pieces, mover, plies: 0, quiet: 0, past: Vec::new(), undo: Vec::new() }
    }

    pub fn pieces(&self) -> Pieces {
        self.pieces
    }

    /// Moves since a man last moved or anything was taken.
    pub fn quiet(&self) -> u16 {
        self.quiet
    }

    fn seen(&self) -> Seen {
        Seen { pieces: self.pieces, mover: self.mover }
    }

    /// How the game is drawn by the rules here, if it is: the position's third time, or the 80th quiet move.
    pub fn draw(&self) -> Option<DrawReason> {
        if self.quiet >= NO_PROGRESS_PLIES {
            return Some(DrawReason::NoProgress);
        }
        // A position comes back four moves after it was seen at the soonest (each side's piece there and
        // back): a third time needs eight moves of past.
        let quiet = usize::from(self.quiet);
        if quiet < 4 * (REPETITIONS - 1) {
            return None;
        }
        let now = self.seen();
        // Only positions with the same side to move can be the same: every other one since.
        let since = &self.past[self.past.len().saturating_sub(quiet)..];
        let before = since.iter().rev().skip(1).step_by(2).filter(|&&seen| seen == now).count();
        (before + 1 >= REPETITIONS).then_some(DrawReason::Repetition)
    }

    /// Whether the side to move has a jump (and so must jump), all its pieces asked at once.
    pub fn must_jump(&self) -> bool {
        self.jumpers() != 0
    }

    /// Whether the side to move has a move, draws aside.
    fn has_move(&self) -> bool {
        self.jumpers() != 0 || Direction::ALL.into_iter().any(|direction| self.step_landings(direction) != 0)
    }

    /// The empty squares the side to move's pieces can step to `direction`, all at once.
    fn step_landings(&self, direction: Direction) -> u32 {
        steps(self.movers(direction), direction) & self.pieces.empty()
    }

    /// The pieces of the side to move each of whose directions it may move in is `direction`.
    fn movers(&self, direction: Direction) -> u32 {
        self.movers_of(self.mover, direction)
    }

    /// The pieces of `player` that may move or jump in `direction`: all of them forward, its kings backward
    /// too.
    pub(crate) fn movers_of(&self, player: Player, direction: Direction) -> u32 {
        let own = self.pieces.of(player);
        let forward = if player == Player::One { Direction::DOWN } else { Direction::UP };
        if forward.contains(&direction) { own } else { own & self.pieces.kings }
    }

    /// The pieces of the side to move that can jump, all the squares asked at once: those next to an
    /// opposing piece with an empty square beyond it.
    pub(crate) fn jumpers(&self) -> u32 {
        self.jumpers_of(self.mover)
    }

    /// The pieces of `player` that could jump were it `player`'s move.
    fn jumpers_of(&self, player: Player) -> u32 {
        let (theirs, empty) = (self.pieces.of(player.other()), self.pieces.empty());
        Direction::ALL.into_iter().fold(0, |jumpers, direction| {
            let back = direction.opposite();
            let landings = steps(steps(self.movers_of(player, direction), direction) & theirs, direction) & empty;
            jumpers | steps(steps(landings, back), back)
        })
    }

    /// Whether the side that has just moved could jump were it its move again: a piece of the side to move
    /// hangs (a threat the side to move may still parry).
    pub fn threatened(&self) -> bool {
        self.jumpers_of(self.mover.other()) != 0
    }

    /// The directions a piece on `bit` of `player`'s may move in.
    fn directions(&self, player: Player, bit: u8) -> &'static [Direction] {
        if self.pieces.kings & 1 << bit != 0 {
            &Direction::ALL
        } else if player == Player::One {
            &Direction::DOWN
        } else {
            &Direction::UP
        }
    }

    /// The row that crowns `player`'s men.
    pub(crate) fn crown_row(player: Player) -> u32 {
        if player == Player::One { BLACK_CROWNS } else { WHITE_CROWNS }
    }

    /// Every jump of the piece that started on `path[0]`, from the end of `path` (its first `len` squares),
    /// having taken `taken`, each followed as far as it goes.
    fn jumps_on(
        &self,
        path: &mut [u8; MAX_PATH],
        len: usize,
        taken: u32,
        directions: &[Direction],
        moves: &mut Vec<CheckersMove>,
    ) {
        let at = path[len - 1];
        let theirs = self.pieces.of(self.mover.other()) & !taken;
        // The piece has left its square: a king going round may land there again.
        let empty = self.pieces.empty() | 1 << path[0];
        let mut went_on = false;
        for &direction in directions {
            let Some((over, landing)) = jump(at, direction) else { continue };
            if theirs & 1 << over != 0 && empty & 1 << landing != 0 {
                went_on = true;
                path[len] = landing;
                let man = self.pieces.kings & 1 << path[0] == 0;
                if man && Self::crown_row(self.mover) & 1 << landing != 0 {
                    // Crowned: the move ends here.
                    moves.push(CheckersMove::first(path, len + 1));
                } else {
                    self.jumps_on(path, len + 1, taken | 1 << over, directions, moves);
                }
            }
        }
        if !went_on && len > 1 {
            moves.push(CheckersMove::first(path, len));
        }
    }

    /// Every move of the side to move, draws aside: the jumps if there are any, in the order of the squares
    /// they start on; else the steps, each way of [`Direction::ALL`] in turn, in the order of the squares they
    /// start on.
    fn moves(&self, moves: &mut Vec<CheckersMove>) {
        moves.clear();
        let jumpers = self.jumpers();
        if jumpers != 0 {
            let mut path = [0; MAX_PATH];
            for from in bits(jumpers) {
                path[0] = from;
                self.jumps_on(&mut path, 1, 0, self.directions(self.mover, from), moves);
            }
            return;
        }
        // Every step one way at once.
        for direction in Direction::ALL {
            let back = direction.opposite();
            for to in bits(self.step_landings(direction)) {
                let mut path = [0; MAX_PATH];
                (path[0], path[1]) = (steps(1 << to, back).trailing_zeros() as u8, to);
                moves.push(CheckersMove { path, len: 2 });
            }
        }
    }
}

impl Default for Checkers {
    fn default() -> Self {
        Self::new()
    }
}

impl Game for Checkers {
    type Move = CheckersMove;

    fn to_move(&self) -> Player {
        self.mover
    }

    /// A side with no move has lost; otherwise the rules' draws. Asked at every node of a search, so the
    /// moves are not listed: a jump or a step to an empty square, all the pieces asked at once.
    fn outcome(&self) -> Option<Outcome> {
        if !self.has_move() {
            return Some(Outcome::Win(self.mover.other()));
        }
        self.draw().map(Outcome::DrawBy)
    }

    fn legal_moves(&self, moves: &mut Vec<CheckersMove>) {
        self.moves(moves);
        if self.draw().is_some() {
            moves.clear();
        }
    }

    /// Steps are counted all of one way at once; jumps are followed to their ends.
    fn count_moves(&self, moves: &mut Vec<CheckersMove>) -> usize {
        if self.draw().is_some() {
            return 0;
        }
        if self.jumpers() != 0 {
            self.moves(moves);
            return moves.len();
        }
        let ways = Direction::ALL.into_iter().map(|direction| self.step_landings(direction).count_ones());
        ways.sum::<u32>() as usize
    }

    fn check_move(&self, mv: CheckersMove) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mut moves = Vec::new();
        self.moves(&mut moves);
        if moves.contains(&mv) {
            Ok(())
        } else if !mv.jumps() && moves.first().is_some_and(CheckersMove::jumps) {
            Err(MUST_JUMP)
        } else {
            Err(NO_SUCH_MOVE)
        }
    }

    fn play(&mut self, mv: CheckersMove) {
        let (from, to) = (mv.from(), mv.to());
        let (from_bit, to_bit) = (1u32 << from, 1u32 << to);
        let taken = mv.taken();
        let king = self.pieces.kings & from_bit != 0;
        let crowned = !king && Self::crown_row(self.mover) & to_bit != 0;
        let taken_kings = self.pieces.kings & taken;
        let progress = !king || taken != 0;
        if !progress {
            self.past.push(self.seen());
        }
        self.undo.push(Undo { taken, taken_kings, crowned, quiet: self.quiet });
        self.quiet = if progress { 0 } else { self.quiet + 1 };
        self.pieces = self.pieces.played(self.mover, mv);
        self.mover = self.mover.other();
        self.plies += 1;
    }

    fn undo(&mut self, mv: CheckersMove) {
        let Some(undo) = self.undo.pop() else { return };
        self.mover = self.mover.other();
        self.plies -= 1;
        let (from_bit, to_bit) = (1u32 << mv.from(), 1u32 << mv.to());
        let moved = if mv.from() == mv.to() { 0 } else { from_bit | to_bit };
        let king = self.pieces.kings & to_bit != 0 && !undo.crowned;
        match self.mover {
            Player::One => {
                self.pieces.black ^= moved;
                self.pieces.white |= undo.taken;
            }
            Player::Two => {
                self.pieces.white ^= moved;
                self.pieces.black |= undo.taken;
            }
        }
        self.pieces.kings &= !to_bit;
        if king {
            self.pieces.kings |= from_bit;
        }
        self.pieces.kings |= undo.taken_kings;
        self.quiet = undo.quiet;
        // A quiet move left the position before it in the past; a move of progress, nothing.
        let progress = !king || undo.taken != 0;
        if !progress {
            self.past.pop();
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// Each man can move at most seven times before it is crowned (a row each time), and each piece can be
    /// taken once: at most 24 × 7 + 24 moves of progress. Between two of them, and after the last, at most
    /// [`NO_PROGRESS_PLIES`] quiet moves, less those already played.
    fn plies_left_bound(&self) -> u32 {
        let men = (self.pieces.black | self.pieces.white) & !self.pieces.kings;
        let progress = men.count_ones() * 7 + (self.pieces.black | self.pieces.white).count_ones();
        let quiet = u32::from(NO_PROGRESS_PLIES);
        progress * (quiet + 1) + quiet - u32::from(self.quiet)
    }
}
