//! Crowning: the stage's test family, compiled only where the `test-family` feature asks for it (the app's and
//! the core's tests), never shipped. It has what the coming games need of the stage and no game of the arcade
//! has yet: two kinds of piece on a chequered board, a move that slides a piece, a move of several presses (a
//! path of jumps) and a move that promotes a piece to the other kind. A small draughts:
//!
//! - A board of `n` × `n` squares (4 to 6); the pieces stand on the dark squares, those whose row and column
//!   add up to an odd number (row 0 at the top). Player One's men start on the bottom row's dark squares,
//!   player Two's on the top row's; One moves first.
//! - A man steps diagonally forward (One up, Two down) onto an empty square, or jumps diagonally forward over
//!   a piece of the other side onto the empty square beyond, taking it; a crown does either in any diagonal
//!   direction. A jump goes on while the piece can jump again (a piece is jumped once); a man that reaches the
//!   far row is crowned there, which ends its move. Jumping is not compulsory.
//! - A side with no move loses (one with no piece has none). After `8 n` moves in all the game is drawn.
//!
//! Notation: squares as `a1` (columns from the left, rows from the bottom); a step `a1-b2`, a jump with every
//! landing `a1xc3xa5`; moves separated by blanks or commas. A position set up: the rows from the top, split
//! by `/`, a square a character (`-` empty, `b` a black man, `B` a black crown, `w` and `W` white's), then
//! who moves, `b` or `w`, and the moves played where more than one was (the draw counts them):
//! `-w-w/----/----/b-b- b` is the start of a 4 × 4 game. Places are the squares in reading order from the
//! top left.

use super::family::{Family, Preset};
use super::{
    Change, Changes, Cue, Game, IllegalMove, Kind, NotationError, Outcome, Piece, Place, Player, RuleRefusal, Scene,
};

/// The board's sides the family allows.
pub const SIDES: std::ops::RangeInclusive<u8> = 4..=6;
/// The most squares a move's path holds: the piece's square and a landing for each piece jumped. A side
/// starts with at most three pieces, and a position set up may give it four.
pub const MAX_PATH: usize = 5;
/// Moves in all, per square of a side, before the game is drawn.
pub const MOVES_PER_SIDE: u32 = 8;

/// A man, which moves forward only.
pub const MAN: Kind = Kind(0);
/// A crowned man, which moves either way.
pub const CROWN: Kind = Kind(1);

/// A move that the rules do not allow from where it starts.
pub const NO_SUCH_MOVE: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-no-such-move", text: "that piece cannot move that way" });

/// A move on a board of side `n`: the square of the piece moved, then each square it lands on (one for a
/// step; one a piece jumped for a jump). Squares are places. (The side is kept so that a move can be named on
/// its own, as every family's can.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hop {
    n: u8,
    path: [u8; MAX_PATH],
    len: u8,
}

impl Hop {
    /// A move along `squares` of a board of side `n`, if there are two to [`MAX_PATH`] of them.
    pub fn along(n: u8, squares: &[u8]) -> Option<Self> {
        if !(2..=MAX_PATH).contains(&squares.len()) {
            return None;
        }
        let mut path = [0; MAX_PATH];
        path[..squares.len()].copy_from_slice(squares);
        Some(Hop { n, path, len: squares.len() as u8 })
    }

    /// Its squares, the piece's first.
    pub fn squares(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }

    /// Whether it jumps (its first landing two rows away).
    pub fn jumps(&self) -> bool {
        let (from, to) = (self.path[0], self.path[1]);
        (from / self.n.max(1)).abs_diff(to / self.n.max(1)) == 2
    }
}

/// A position: the board's squares, whose turn it is and the moves played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Crowning {
    n: u8,
    squares: Vec<Option<Piece>>,
    plies: u32,
    /// For each move played, the pieces it took and whether it crowned, to take it back.
    undo: Vec<(Vec<(u8, Piece)>, bool)>,
}

impl Crowning {
    /// The side of the board.
    pub fn side(&self) -> u8 {
        self.n
    }

    /// The piece on a square.
    pub fn at(&self, square: u8) -> Option<Piece> {
        self.squares.get(square as usize).copied().flatten()
    }

    fn forward(player: Player) -> i8 {
        if player == Player::One { -1 } else { 1 }
    }

    /// The square `dr` rows and `dc` columns from `square`, if on the board.
    fn offset(&self, square: u8, dr: i8, dc: i8) -> Option<u8> {
        let (r, c) = ((square / self.n) as i8 + dr, (square % self.n) as i8 + dc);
        let on = |x: i8| (0..self.n as i8).contains(&x);
        (on(r) && on(c)).then(|| r as u8 * self.n + c as u8)
    }

    /// The diagonal directions a piece may move in.
    fn directions(piece: Piece) -> &'static [(i8, i8)] {
        const CROWNS: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
        match (piece.kind == CROWN, Self::forward(piece.owner.unwrap_or(Player::One))) {
            (true, _) => &CROWNS,
            (false, -1) => &CROWNS[..2],
            (false, _) => &CROWNS[2..],
        }
    }

    /// Whether a man of `player` on `square` stands on the far row, where it is crowned.
    fn far_row(&self, player: Player, square: u8) -> bool {
        let row = square / self.n;
        if player == Player::One { row == 0 } else { row == self.n - 1 }
    }

    /// Every jump of `piece` from the end of `path`, the squares in `taken` jumped already, each path followed
    /// as far as it goes.
    fn jumps_from(&self, piece: Piece, path: &mut Vec<u8>, taken: &mut Vec<u8>, out: &mut Vec<Hop>) {
        let at = *path.last().unwrap_or(&0);
        let mut went_on = false;
        let crowned_here = piece.kind == MAN && path.len() > 1 && self.far_row(piece.owner.unwrap_or(Player::One), at);
        if !crowned_here && path.len() < MAX_PATH {
            for &(dr, dc) in Self::directions(piece) {
                let (Some(over), Some(to)) = (self.offset(at, dr, dc), self.offset(at, 2 * dr, 2 * dc)) else {
                    continue;
                };
                let foe = self.at(over).is_some_and(|p| p.owner != piece.owner) && !taken.contains(&over);
                let free = self.at(to).is_none() || to == path[0];
                if foe && free {
                    went_on = true;
                    path.push(to);
                    taken.push(over);
                    self.jumps_from(piece, path, taken, out);
                    path.pop();
                    taken.pop();
                }
            }
        }
        if !went_on && path.len() > 1 {
            out.extend(Hop::along(self.n, path));
        }
    }

    /// The squares a move jumps over.
    fn jumped(&self, mv: Hop) -> Vec<u8> {
        if !mv.jumps() {
            return Vec::new();
        }
        let n = self.n;
        mv.squares().windows(2).map(|w| ((w[0] / n + w[1] / n) / 2) * n + (w[0] % n + w[1] % n) / 2).collect()
    }

    /// The number of moves after which the game is drawn.
    fn limit(&self) -> u32 {
        MOVES_PER_SIDE * self.n as u32
    }

    /// A square's name: `a1` is the bottom left. A square off the board (which no move read or generated
    /// holds) is named by its number.
    pub fn square_name(n: u8, square: u8) -> String {
        match n.checked_sub(square / n.max(1)).filter(|&row| row > 0) {
            Some(row) => format!("{}{row}", (b'a' + square % n.max(1)) as char),
            None => format!("#{square}"),
        }
    }

    /// The square named `name`, on a board of side `n`.
    fn read_square(n: u8, name: &str) -> Option<u8> {
        let (col, row) = name.split_at_checked(1)?;
        let col = col.bytes().next()?.to_ascii_lowercase();
        // A letter, then a number written as digits alone, without a leading zero.
        let plain = !row.is_empty() && row.bytes().all(|b| b.is_ascii_digit()) && !row.starts_with('0');
        let (c, row): (u8, u8) = (col.checked_sub(b'a')?, row.parse().ok().filter(|_| plain)?);
        (c < n && (1..=n).contains(&row)).then(|| (n - row) * n + c)
    }
}

impl Crowning {
    /// A position from the fields of its set-up notation (see [`Family::read_setup`]).
    fn set_up(n: u8, board: &str, mover: &str, played: Option<&str>) -> Result<Self, String> {
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != n as usize || rows.iter().any(|row| row.chars().count() != n as usize) {
            return Err(format!("a {n} × {n} board is {n} rows of {n} squares, split by /"));
        }
        let mut squares = Vec::with_capacity(n as usize * n as usize);
        for c in rows.iter().flat_map(|row| row.chars()) {
            squares.push(match c {
                '-' | '.' => None,
                'b' => Some(Piece::of(Player::One, MAN)),
                'B' => Some(Piece::of(Player::One, CROWN)),
                'w' => Some(Piece::of(Player::Two, MAN)),
                'W' => Some(Piece::of(Player::Two, CROWN)),
                other => return Err(format!("{other:?} is no square: - b B w W")),
            });
        }
        let to_move = match mover {
            "b" => Player::One,
            "w" => Player::Two,
            other => return Err(format!("{other:?} is not who moves: b or w")),
        };
        let limit = MOVES_PER_SIDE * n as u32;
        let plies = match played {
            None => to_move.index() as u32,
            Some(text) => match text.parse::<u32>() {
                Ok(p) if p <= limit && Player::at_ply(p) == to_move => p,
                _ => {
                    return Err(format!("{text:?} is not a count of moves up to {limit} that leaves {mover} to move"));
                }
            },
        };
        let game = Crowning { n, squares, plies, undo: Vec::new() };
        for (square, piece) in game.squares.iter().enumerate().filter_map(|(s, p)| Some((s as u8, (*p)?))) {
            let owner = piece.owner.unwrap_or(Player::One);
            if (square / n + square % n).is_multiple_of(2) {
                let name = Self::square_name(n, square);
                return Err(format!("{name} is a light square: pieces stand on the dark ones"));
            }
            if piece.kind == MAN && game.far_row(owner, square) {
                return Err(format!("a man on {} would have been crowned", Self::square_name(n, square)));
            }
        }
        for player in [Player::One, Player::Two] {
            if game.squares.iter().flatten().filter(|p| p.owner == Some(player)).count() >= MAX_PATH {
                return Err(format!("at most {} pieces a side", MAX_PATH - 1));
            }
        }
        Ok(game)
    }
}

impl Game for Crowning {
    type Move = Hop;

    fn to_move(&self) -> Player {
        Player::at_ply(self.plies)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.plies >= self.limit() {
            return Some(Outcome::Draw);
        }
        (!self.has_move()).then(|| Outcome::Win(self.to_move().other()))
    }

    fn legal_moves(&self, moves: &mut Vec<Hop>) {
        moves.clear();
        if self.plies < self.limit() {
            self.moves(moves);
        }
    }

    fn check_move(&self, mv: Hop) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        if mv.n != self.n || mv.squares().iter().any(|&s| s >= self.n * self.n) {
            return Err(IllegalMove::OffBoard);
        }
        let mut moves = Vec::new();
        self.moves(&mut moves);
        if moves.contains(&mv) { Ok(()) } else { Err(NO_SUCH_MOVE) }
    }

    fn play(&mut self, mv: Hop) {
        let squares = mv.squares();
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let taken: Vec<(u8, Piece)> =
            self.jumped(mv).into_iter().filter_map(|s| Some((s, self.squares[s as usize].take()?))).collect();
        let mut piece = self.squares[from as usize].take();
        let crowned = piece.is_some_and(|p| p.kind == MAN && self.far_row(self.to_move(), to));
        if crowned && let Some(p) = piece.as_mut() {
            p.kind = CROWN;
        }
        self.squares[to as usize] = piece;
        self.undo.push((taken, crowned));
        self.plies += 1;
    }

    fn undo(&mut self, mv: Hop) {
        let squares = mv.squares();
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let (taken, crowned) = self.undo.pop().unwrap_or_default();
        let mut piece = self.squares[to as usize].take();
        if crowned && let Some(p) = piece.as_mut() {
            p.kind = MAN;
        }
        self.squares[from as usize] = piece;
        for (square, piece) in taken {
            self.squares[square as usize] = Some(piece);
        }
        self.plies -= 1;
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// The draw comes after [`MOVES_PER_SIDE`] moves a square of a side at the latest.
    fn plies_left_bound(&self) -> u32 {
        self.limit().saturating_sub(self.plies)
    }
}

impl Crowning {
    /// Whether the side to move has a move: a step or a first hop of a jump, looked for piece by piece.
    fn has_move(&self) -> bool {
        let mover = Some(self.to_move());
        let free = |square: Option<u8>| square.is_some_and(|s| self.at(s).is_none());
        (0..self.n * self.n).any(|from| {
            let Some(piece) = self.at(from).filter(|p| p.owner == mover) else { return false };
            Self::directions(piece).iter().any(|&(dr, dc)| {
                let over = self.offset(from, dr, dc);
                let foe = over.and_then(|s| self.at(s)).is_some_and(|p| p.owner != mover);
                free(over) || (foe && free(self.offset(from, 2 * dr, 2 * dc)))
            })
        })
    }

    /// Every move of the side to move, jumps and steps, in the order of the squares.
    fn moves(&self, moves: &mut Vec<Hop>) {
        let mover = self.to_move();
        for from in 0..self.n * self.n {
            let Some(piece) = self.at(from).filter(|p| p.owner == Some(mover)) else { continue };
            self.jumps_from(piece, &mut vec![from], &mut Vec::new(), moves);
            for &(dr, dc) in Self::directions(piece) {
                if let Some(to) = self.offset(from, dr, dc).filter(|&to| self.at(to).is_none()) {
                    moves.extend(Hop::along(self.n, &[from, to]));
                }
            }
        }
    }
}

impl Family for Crowning {
    /// The side of the board.
    type Params = u8;

    const KIND: &'static str = "crowning";
    const SYNTAX: &'static str = "crowning:SIDE";
    const MOVE_WORD: &'static str = "move";

    /// None: a test family is no game to offer.
    fn presets() -> &'static [Preset<u8>] {
        &[]
    }

    fn read_params(text: &str) -> Option<u8> {
        text.trim().parse().ok()
    }

    fn write_params(n: u8) -> String {
        n.to_string()
    }

    fn validate(n: u8) -> Result<(), String> {
        if SIDES.contains(&n) {
            Ok(())
        } else {
            Err(format!("a crowning board has {} to {} squares a side, not {n}", SIDES.start(), SIDES.end()))
        }
    }

    fn title(n: u8) -> String {
        format!("Crowning ({n}×{n})")
    }

    fn start(n: u8) -> Self {
        let mut squares = vec![None; n as usize * n as usize];
        for c in 0..n {
            let (top, bottom) = (c, (n - 1) * n + c);
            if c % 2 == 1 {
                squares[top as usize] = Some(Piece::of(Player::Two, MAN));
            }
            if (n - 1 + c) % 2 == 1 {
                squares[bottom as usize] = Some(Piece::of(Player::One, MAN));
            }
        }
        Crowning { n, squares, plies: 0, undo: Vec::new() }
    }

    fn commas(_n: u8) -> bool {
        true
    }

    fn read_move(n: u8, index: usize, token: &str) -> Result<Hop, NotationError> {
        let bad = |reason: &str| NotationError::BadToken { index, token: super::short(token), reason: reason.into() };
        let squares: Option<Vec<u8>> =
            token.split(['-', 'x', 'X']).map(|name| Self::read_square(n, name.trim())).collect();
        let squares = squares.ok_or_else(|| bad("not squares of this board, such as a1-b2 or a1xc3"))?;
        Hop::along(n, &squares).ok_or_else(|| bad(&format!("a move names two to {MAX_PATH} squares")))
    }

    fn move_text(mv: Hop) -> String {
        let names: Vec<String> = mv.squares().iter().map(|&s| Self::square_name(mv.n, s)).collect();
        names.join(if mv.jumps() { "x" } else { "-" })
    }

    fn move_tokens(_n: u8, text: &str) -> Vec<&str> {
        text.split([',', ' ']).map(str::trim).filter(|t| !t.is_empty()).collect()
    }

    /// The board, who moves and, if not the first move or the second, how many moves were played (what the
    /// draw counts): `-w-w/----/----/b-b- b`, `---B/--w-/-b--/---- w 9`. A position the rules could not have
    /// made is refused: a piece on a light square, a man on the row it is crowned on, more pieces a side
    /// than a path can jump.
    fn read_setup(n: u8, text: &str) -> Option<Result<Self, String>> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let (board, mover, played) = match fields.as_slice() {
            [board, mover] => (*board, *mover, None),
            [board, mover, played] => (*board, *mover, Some(*played)),
            _ => return None,
        };
        if !board.contains('/') {
            return None;
        }
        Some(Self::set_up(n, board, mover, played))
    }

    fn write_setup(&self) -> Option<String> {
        let letter = |square: &Option<Piece>| match square {
            None => '-',
            Some(p) => match (p.owner == Some(Player::One), p.kind == CROWN) {
                (true, false) => 'b',
                (true, true) => 'B',
                (false, false) => 'w',
                (false, true) => 'W',
            },
        };
        let rows: Vec<String> =
            self.squares.chunks(self.n as usize).map(|row| row.iter().map(letter).collect()).collect();
        let mover = if self.to_move() == Player::One { 'b' } else { 'w' };
        let played = if self.plies > 1 { format!(" {}", self.plies) } else { String::new() };
        Some(format!("{} {mover}{played}", rows.join("/")))
    }

    fn longest_game(n: u8) -> usize {
        (MOVES_PER_SIDE * n as u32) as usize
    }

    fn places(n: u8) -> usize {
        n as usize * n as usize
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(self.squares.len());
        for (square, piece) in self.squares.iter().enumerate() {
            scene.set(square as Place, *piece);
        }
        scene
    }

    /// The piece slides along its path, crowned where it lands on the far row; then the pieces it jumped are
    /// lifted.
    fn changes(&self, mv: Hop) -> Changes {
        let squares = mv.squares();
        let to = squares[squares.len() - 1];
        let mover = self.to_move();
        let crowned = self.at(squares[0]).is_some_and(|p| p.kind == MAN) && self.far_row(mover, to);
        let path = squares.iter().map(|&s| s as Place).collect();
        let mut changes = vec![vec![Change::Slide { path, becomes: crowned.then_some(CROWN) }]];
        let lifts: Vec<Change> =
            self.jumped(mv).into_iter().map(|s| Change::Lift { place: s as Place, count: 1 }).collect();
        if !lifts.is_empty() {
            changes.push(lifts);
        }
        changes
    }

    /// Along its path: pressed square by square.
    fn cue(&self, mv: Hop) -> Cue {
        Cue::Path(mv.squares().iter().map(|&s| s as Place).collect())
    }
}

#[cfg(test)]
mod tests;
