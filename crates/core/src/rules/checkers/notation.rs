//! How checkers is written, as checkers players and PDN write it, and its board as a scene:
//! - a move with every landing, `11-15` (a step), `26x17x10` (a jump); `26x10`, first and last square only,
//!   is also read where it names one move of the position;
//! - a line of moves separated by blanks (or commas), PDN move numbers (`1.`, `12...`) and results (`1-0`,
//!   `*`) left out;
//! - a position as a PDN FEN: who moves, then each side's squares, `K` before a king, ranges allowed:
//!   `B:W21-32:B1-12` is the start, `W:WK15,20:BK28,12` the First Position;
//! - a game as PDN (tags, `[FEN]`, numbered moves, comments; [`crate::rules::record`]).

use super::board::{self, Direction, bits};
use super::{Checkers, CheckersMove, MAX_PATH, Pieces};
use crate::rules::family::{Family, Preset, RecordFormat};
use crate::rules::{Change, Changes, Cue, Game, IllegalMove, Kind, NotationError, Piece, Place, Player, Scene};

/// A man, and a king.
pub const MAN: Kind = Kind(0);
pub const KING: Kind = Kind(1);

/// The rules played: English draughts. Variants (flying kings, optional capture) would be its fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct English;

/// A move as written: its squares, 1 to 32, joined by `-` for a step and `x` for a jump.
pub fn move_text(mv: CheckersMove) -> String {
    let squares: Vec<String> = mv.path().iter().map(|&bit| (bit + 1).to_string()).collect();
    squares.join(if mv.jumps() { "x" } else { "-" })
}

/// The squares of a written move, as bits: numbers from 1 to 32 joined by `-` or `x`.
fn read_squares(index: usize, token: &str) -> Result<Vec<u8>, NotationError> {
    let bad =
        |reason: &str| NotationError::BadToken { index, token: crate::rules::short(token), reason: reason.into() };
    let squares: Option<Vec<u8>> = token
        .split(['-', 'x', 'X'])
        .map(|square| {
            let plain = !square.is_empty() && square.len() <= 2 && square.bytes().all(|b| b.is_ascii_digit());
            square.parse::<u8>().ok().filter(|s| plain && (1..=32).contains(s)).map(|s| s - 1)
        })
        .collect();
    let squares =
        squares.ok_or_else(|| bad("expected squares from 1 to 32 joined by - or x, such as 11-15 or 26x17x10"))?;
    if !(2..=MAX_PATH).contains(&squares.len()) {
        return Err(bad(&format!("a move names two to {MAX_PATH} squares")));
    }
    Ok(squares)
}

/// Whether a token is a PDN move number (`12.`, `12...`) or a result (`1-0`, `0-1`, `1/2-1/2`, `*`).
fn is_decoration(token: &str) -> bool {
    let number = token.trim_end_matches('.');
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*" | "2-0" | "0-2" | "1-1")
        || (token.ends_with('.') && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
}

impl Checkers {
    /// The legal move written `squares`: the one with that path, or, written with its first and last squares
    /// only, the one legal move between them.
    pub fn written(&self, index: usize, token: &str) -> Result<CheckersMove, NotationError> {
        let squares = read_squares(index, token)?;
        let exact = CheckersMove::along(&squares).filter(|&mv| self.check_move(mv).is_ok());
        if let Some(mv) = exact {
            return Ok(mv);
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let (first, last) = (squares[0], squares[squares.len() - 1]);
        let mut between = moves.iter().filter(|mv| squares.len() == 2 && mv.from() == first && mv.to() == last);
        match (between.next(), between.next()) {
            (Some(&mv), None) => Ok(mv),
            (Some(_), Some(_)) => Err(NotationError::BadToken {
                index,
                token: crate::rules::short(token),
                reason: "more than one jump goes that way: write every square it lands on".into(),
            }),
            // Not a move here: the rules say why.
            _ => {
                let mv = CheckersMove::along(&squares).ok_or_else(|| NotationError::BadToken {
                    index,
                    token: crate::rules::short(token),
                    reason: "not a move".into(),
                })?;
                let why = self.check_move(mv).err().unwrap_or(super::NO_SUCH_MOVE);
                Err(NotationError::Illegal { index, token: token.to_string(), why })
            }
        }
    }

    /// Reads a PDN FEN: `B:W21-32:B1-12` (see the module documentation).
    fn read_fen(text: &str) -> Result<Self, String> {
        let text = text.trim().trim_end_matches('.').trim_matches('"');
        let mut fields = text.split(':');
        let mover = match fields.next().map(str::trim) {
            Some("B") | Some("b") => Player::One,
            Some("W") | Some("w") => Player::Two,
            other => return Err(format!("a position starts with who moves, B or W, not {:?}", other.unwrap_or(""))),
        };
        let mut pieces = Pieces { black: 0, white: 0, kings: 0 };
        for field in fields {
            let field = field.trim();
            let (side, squares) = match field.split_at_checked(1) {
                Some(("B" | "b", rest)) => (Player::One, rest),
                Some(("W" | "w", rest)) => (Player::Two, rest),
                _ => {
                    return Err(format!(
                        "{:?} is not a side's squares: W or B, then the squares",
                        crate::rules::short(field)
                    ));
                }
            };
            for item in squares.split(',').map(str::trim).filter(|item| !item.is_empty()) {
                let (king, item) = match item.strip_prefix(['K', 'k']) {
                    Some(rest) => (true, rest),
                    None => (false, item),
                };
                let number = |text: &str| {
                    text.parse::<u8>().ok().filter(|s| (1..=32).contains(s) && text.bytes().all(|b| b.is_ascii_digit()))
                };
                let (low, high) = match item.split_once('-') {
                    Some((low, high)) => (number(low), number(high)),
                    None => (number(item), number(item)),
                };
                let (Some(low), Some(high)) = (low, high) else {
                    return Err(format!("{:?} is not a square from 1 to 32", crate::rules::short(item)));
                };
                if low > high {
                    return Err(format!("{low}-{high} is not a range of squares: the first must be the lower"));
                }
                for square in low..=high {
                    let bit = 1u32 << (square - 1);
                    if (pieces.black | pieces.white) & bit != 0 {
                        return Err(format!("square {square} is given twice"));
                    }
                    match side {
                        Player::One => pieces.black |= bit,
                        Player::Two => pieces.white |= bit,
                    }
                    if king {
                        pieces.kings |= bit;
                    }
                }
            }
        }
        let men_crowned = (pieces.black & board::BLACK_CROWNS | pieces.white & board::WHITE_CROWNS) & !pieces.kings;
        if men_crowned != 0 {
            let square = men_crowned.trailing_zeros() + 1;
            return Err(format!("a man on {square} would have been crowned"));
        }
        if pieces.black.count_ones() > 12 || pieces.white.count_ones() > 12 {
            return Err("at most 12 pieces a side".into());
        }
        Ok(Checkers::set_up(pieces, mover))
    }

    /// The position as a PDN FEN, kings marked, each side's squares in order.
    fn fen(&self) -> String {
        let side = |own: u32| {
            let squares: Vec<String> = bits(own)
                .map(|bit| format!("{}{}", if self.pieces.kings & 1 << bit != 0 { "K" } else { "" }, bit + 1))
                .collect();
            squares.join(",")
        };
        let mover = if self.mover == Player::One { 'B' } else { 'W' };
        format!("{mover}:W{}:B{}", side(self.pieces.white), side(self.pieces.black))
    }
}

impl Family for Checkers {
    type Params = English;

    const KIND: &'static str = "checkers";
    const SYNTAX: &'static str = "checkers";
    const MOVE_WORD: &'static str = "move";

    fn presets() -> &'static [Preset<English>] {
        &[Preset { name: "checkers", aliases: &["draughts", "english-draughts"], params: English, title: "Checkers" }]
    }

    fn read_params(text: &str) -> Option<English> {
        matches!(text.trim(), "" | "english").then_some(English)
    }

    fn write_params(_rules: English) -> String {
        "english".into()
    }

    fn validate(_rules: English) -> Result<(), String> {
        Ok(())
    }

    fn title(_rules: English) -> String {
        "Checkers".into()
    }

    fn start(_rules: English) -> Self {
        Checkers::new()
    }

    /// In links and saves, where a blank would be escaped; a line for people is written with blanks
    /// ([`Family::line_text`]), and either is read.
    fn commas(_rules: English) -> bool {
        true
    }

    /// Players may agree a draw, as the WCDF's rules allow at any time.
    fn draw_offers(_rules: English) -> bool {
        true
    }

    /// Tournaments play it on a clock.
    fn clocks(_rules: English) -> bool {
        true
    }

    /// A move's full path; first and last squares alone are read against the position by
    /// [`Family::parse_position`].
    fn read_move(_rules: English, index: usize, token: &str) -> Result<CheckersMove, NotationError> {
        let squares = read_squares(index, token)?;
        CheckersMove::along(&squares).ok_or_else(|| NotationError::BadToken {
            index,
            token: crate::rules::short(token),
            reason: "not a move".into(),
        })
    }

    fn move_text(mv: CheckersMove) -> String {
        move_text(mv)
    }

    fn line_text(_rules: English, _start: &Self, moves: &[CheckersMove]) -> String {
        moves.iter().map(|&mv| move_text(mv)).collect::<Vec<_>>().join(" ")
    }

    /// Blanks or commas between moves; PDN move numbers and results left out.
    fn move_tokens(_rules: English, text: &str) -> Vec<&str> {
        text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty() && !is_decoration(t)).collect()
    }

    /// Read against the position it is played in, so that `26x10` names the one jump between them.
    fn read_move_in(&self, _rules: English, index: usize, token: &str) -> Result<CheckersMove, NotationError> {
        self.written(index, token)
    }

    /// PDN, as the draughts programs write it; `GameType` 21 is English draughts.
    fn record(_rules: English) -> Option<RecordFormat> {
        Some(RecordFormat { name: "PDN", extension: "pdn", players: ["Black", "White"], fixed: &[("GameType", "21")] })
    }

    fn read_setup(_rules: English, text: &str) -> Option<Result<Self, String>> {
        text.contains(':').then(|| Self::read_fen(text))
    }

    fn write_setup(&self) -> Option<String> {
        Some(self.fen())
    }

    /// The 32 dark squares, 1 to 32 as places 0 to 31.
    fn places(_rules: English) -> usize {
        32
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(32);
        for (own, player) in [(self.pieces.black, Player::One), (self.pieces.white, Player::Two)] {
            for bit in bits(own) {
                let kind = if self.pieces.kings & 1 << bit != 0 { KING } else { MAN };
                scene.set(Place::from(bit), Some(Piece::of(player, kind)));
            }
        }
        scene
    }

    /// Hop by hop: the piece slides to each landing, and the piece it jumped is lifted; crowned where it
    /// ends on the far row.
    fn changes(&self, mv: CheckersMove) -> Changes {
        let path = mv.path();
        let king = self.pieces.kings & 1 << mv.from() != 0;
        let crowned = !king && Checkers::crown_row(self.mover) & 1 << mv.to() != 0;
        let mut changes = Vec::new();
        for (i, hop) in path.windows(2).enumerate() {
            let last = i + 2 == path.len();
            let becomes = (last && crowned).then_some(KING);
            changes.push(vec![Change::Slide { path: vec![Place::from(hop[0]), Place::from(hop[1])], becomes }]);
            if let Some(over) = board::between(hop[0], hop[1]) {
                changes.push(vec![Change::Lift { place: Place::from(over), count: 1 }]);
            }
        }
        changes
    }

    /// Along its path: the piece's square, then each landing.
    fn cue(&self, mv: CheckersMove) -> Cue {
        Cue::Path(mv.path().iter().map(|&bit| Place::from(bit)).collect())
    }

    /// The pieces that must jump, while a jump is due and the game goes on.
    fn compelled(&self) -> Vec<Place> {
        let jumpers = if self.draw().is_some() { 0 } else { self.jumpers() };
        bits(jumpers).map(Place::from).collect()
    }

    /// While a jump is due, a press that would make a move but for it is refused for that reason: one of the
    /// mover's pieces that cannot jump, pressed first, or a step from the piece picked. Any other press is
    /// the app's to refuse (no piece of theirs, not where the piece goes).
    fn refusal(&self, pressed: &[Place]) -> Option<IllegalMove> {
        let (&first, &last) = (pressed.first()?, pressed.last()?);
        let own = self.pieces.of(self.mover);
        let jumpers = self.jumpers();
        if first >= 32 || own & 1 << first == 0 || jumpers == 0 || self.draw().is_some() {
            return None;
        }
        let stepped = match pressed {
            [_] => jumpers & 1 << first == 0,
            [from, to] => {
                last < 32
                    && self.pieces.empty() & 1 << last != 0
                    && Direction::ALL.into_iter().any(|way| board::step(*from as u8, way) == Some(*to as u8))
            }
            _ => false,
        };
        stepped.then_some(super::MUST_JUMP)
    }

    /// As many moves as the longest game from the start can have (see [`Game::plies_left_bound`]).
    fn longest_game(_rules: English) -> usize {
        Checkers::new().plies_left_bound() as usize
    }
}
