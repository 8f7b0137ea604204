//! Chess as a game of the arcade ([`Family`]): how it is named and written, and its board as a scene.
//!
//! - A move is written in SAN for people (`Nf3`, `exd5`, `O-O`, `e8=Q+`: the move list, the record, a line
//!   said on the command line) and in UCI's long form where no position is at hand (`g1f3`, `e7e8q`: links and
//!   saves, [`Family::move_text`]); either is read, SAN leniently (see [`Chess::read_move`]).
//! - A position is a FEN, a game a PGN with the Seven Tag Roster.
//! - The scene's places are the 64 squares, a1 = 0 to h8 = 63 (rank by rank), and its kinds of piece are
//!   [`Kind`]'s, pawn to king.

use super::attacks;
use super::{Chess, ChessMove, Kind};
use crate::rules::family::{Family, Preset, RecordFormat};
use crate::rules::{
    Change, Changes, Cue, DrawReason, Game, IllegalMove, NotationError, Piece as ScenePiece, Place, Player, Scene,
    short,
};

/// The rules played: the FIDE Laws of Chess. Variants (Chess960) would be its fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Standard;

/// The scene's kind of a piece of `kind`.
pub fn scene_kind(kind: Kind) -> crate::rules::Kind {
    crate::rules::Kind(kind.index() as u8)
}

/// The piece kind a scene's kind stands for.
pub fn chess_kind(kind: crate::rules::Kind) -> Option<Kind> {
    Kind::ALL.get(kind.0 as usize).copied()
}

/// Whether a token of movetext is no move: a move number (`12.`, `12...`) or a result (`1-0`, `1/2-1/2`, `*`).
fn is_decoration(token: &str) -> bool {
    let number = token.trim_end_matches('.');
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
        || (token.ends_with('.') && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
}

/// A token without the move number glued before it (`1.e4`, `3...Nf6`).
fn without_number(token: &str) -> &str {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    match token[digits..].strip_prefix('.') {
        Some(rest) if digits > 0 => rest.trim_start_matches('.'),
        _ => token,
    }
}

impl Chess {
    /// The legal move a token names, read against this position, or why it names none: the rules' reason
    /// for a move of UCI's form that is not legal here, the notation's for anything else.
    pub fn written(&self, index: usize, token: &str) -> Result<ChessMove, NotationError> {
        let text = without_number(token);
        if self.outcome().is_some() {
            return Err(NotationError::Illegal { index, token: text.to_string(), why: IllegalMove::GameOver });
        }
        self.read_move(text).map_err(|reason| {
            match read_uci(text) {
                // Two squares: the rules say why that piece cannot go there.
                Some(mv) => NotationError::Illegal { index, token: text.to_string(), why: self.refusal(mv) },
                None => NotationError::BadToken { index, token: short(text), reason },
            }
        })
    }
}

/// A move in UCI's long form, read without a position: its squares and promotion only (castling and en
/// passant are known from the position: [`Chess::written`] reads those).
fn read_uci(text: &str) -> Option<ChessMove> {
    let text = text.trim();
    if !text.is_ascii() || !(4..=5).contains(&text.len()) {
        return None;
    }
    let (from, to) = (super::square_named(&text[..2])?, super::square_named(&text[2..4])?);
    match text[4..].chars().next() {
        None => Some(ChessMove::new(from, to, 0)),
        Some(letter) => {
            let kind = Kind::from_letter(letter).filter(|kind| Kind::PROMOTIONS.contains(kind))?;
            Some(ChessMove::promotion_to(from, to, kind))
        }
    }
}

impl Family for Chess {
    type Params = Standard;

    const KIND: &'static str = "chess";
    const SYNTAX: &'static str = "chess";
    const MOVE_WORD: &'static str = "move";

    fn presets() -> &'static [Preset<Standard>] {
        &[Preset { name: "chess", aliases: &["fide-chess", "western-chess"], params: Standard, title: "Chess" }]
    }

    fn read_params(text: &str) -> Option<Standard> {
        matches!(text.trim(), "" | "standard" | "fide").then_some(Standard)
    }

    fn write_params(_rules: Standard) -> String {
        "standard".into()
    }

    fn validate(_rules: Standard) -> Result<(), String> {
        Ok(())
    }

    fn title(_rules: Standard) -> String {
        "Chess".into()
    }

    fn start(_rules: Standard) -> Self {
        Chess::new()
    }

    /// In links and saves (UCI's moves, [`Family::move_text`]); a line for people is SAN with blanks
    /// ([`Family::line_text`]), and either is read.
    fn commas(_rules: Standard) -> bool {
        true
    }

    /// Players may agree a draw, as the Laws allow.
    fn draw_offers(_rules: Standard) -> bool {
        true
    }

    /// Chess is played on a clock, as every tournament and site plays it.
    fn clocks(_rules: Standard) -> bool {
        true
    }

    /// UCI's long form, the one notation that needs no position: squares and promotion. Read against the
    /// position, by [`Family::read_move_in`], a move may be SAN too.
    fn read_move(_rules: Standard, index: usize, token: &str) -> Result<ChessMove, NotationError> {
        read_uci(token).ok_or_else(|| NotationError::BadToken {
            index,
            token: short(token),
            reason: "expected a move in UCI's long form, such as e2e4 or e7e8q".into(),
        })
    }

    fn read_move_in(&self, _rules: Standard, index: usize, token: &str) -> Result<ChessMove, NotationError> {
        self.written(index, token)
    }

    fn move_text(mv: ChessMove) -> String {
        mv.uci()
    }

    /// SAN, each move written in the position it is played in.
    fn move_texts(_rules: Standard, start: &Self, moves: &[ChessMove]) -> Vec<String> {
        let mut position = start.clone();
        let mut texts = Vec::with_capacity(moves.len());
        for &mv in moves {
            texts.push(position.san(mv));
            position.play(mv);
        }
        texts
    }

    fn line_text(rules: Standard, start: &Self, moves: &[ChessMove]) -> String {
        Self::move_texts(rules, start, moves).join(" ")
    }

    /// Blanks or commas between moves; move numbers (glued to their move or not) and results left out.
    fn move_tokens(_rules: Standard, text: &str) -> Vec<&str> {
        let tokens = text.split(|c: char| c.is_whitespace() || c == ',').map(without_number);
        tokens.filter(|t| !t.is_empty() && !is_decoration(t)).collect()
    }

    /// PGN, with the Seven Tag Roster (White first).
    fn record(_rules: Standard) -> Option<RecordFormat> {
        Some(RecordFormat { name: "PGN", extension: "pgn", players: ["White", "Black"], fixed: &[] })
    }

    /// A FEN: its board has a slash between ranks, which no line of moves has.
    fn read_setup(_rules: Standard, text: &str) -> Option<Result<Self, String>> {
        text.contains('/').then(|| Chess::read_fen(text.trim().trim_matches('"')))
    }

    fn write_setup(&self) -> Option<String> {
        Some(self.fen())
    }

    fn places(_rules: Standard) -> usize {
        64
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(64);
        for square in attacks::squares(self.board.occupied()) {
            if let Some(piece) = self.board.at(square) {
                scene.set(Place::from(square), Some(ScenePiece::of(piece.side, scene_kind(piece.kind))));
            }
        }
        scene
    }

    /// The piece slides to its square, taking what stands there; en passant lifts the pawn passed; castling
    /// moves the king, then the rook; a promotion changes the pawn as it arrives.
    fn changes(&self, mv: ChessMove) -> Changes {
        let (from, to) = (Place::from(mv.from()), Place::from(mv.to()));
        let slide = Change::Slide { path: vec![from, to], becomes: mv.promotion().map(scene_kind) };
        if mv.is_en_passant() {
            let taken = (mv.to() as i8 - Self::forward(self.mover)) as u8;
            return vec![vec![slide], vec![Change::Lift { place: Place::from(taken), count: 1 }]];
        }
        if mv.is_castle() {
            let (rook_from, rook_to) = Self::castling_rook(mv.to());
            let rook = Change::Slide { path: vec![Place::from(rook_from), Place::from(rook_to)], becomes: None };
            return vec![vec![slide], vec![rook]];
        }
        if self.board.at(mv.to()).is_some() {
            return vec![vec![Change::Lift { place: to, count: 1 }, slide]];
        }
        vec![vec![slide]]
    }

    /// From the piece's square to where it goes (castling: the king's two squares).
    fn cue(&self, mv: ChessMove) -> Cue {
        Cue::Path(vec![Place::from(mv.from()), Place::from(mv.to())])
    }

    /// The king of the side to move, while it is in check (mated too).
    fn alerted(&self) -> Vec<Place> {
        if self.in_check() { vec![Place::from(self.board.king(self.mover))] } else { Vec::new() }
    }

    /// The third occurrence of the position, or fifty moves each without progress ([`Chess::claim`]).
    fn claimable_draw(&self) -> Option<DrawReason> {
        self.claim()
    }

    /// Whether `player` has mating material, as the Laws ask when the other's flag falls: more than a lone king,
    /// in a position that is not dead. (A lone knight or bishop may still mate, helped: the Laws count it.)
    fn can_win(&self, player: Player) -> bool {
        self.board.side(player) != 1 << self.board.king(player) && !self.dead_position()
    }

    /// The Laws' reason where a piece of the side to move is pressed and cannot move (the king in check, the
    /// piece pinned), or is sent where it may not go; other presses are the app's to refuse.
    fn refusal(&self, pressed: &[Place]) -> Option<IllegalMove> {
        let &first = pressed.first()?;
        let from = u8::try_from(first).ok().filter(|&square| square < 64)?;
        self.board.at(from).filter(|piece| piece.side == self.mover)?;
        if self.outcome().is_some() {
            return None;
        }
        let mut moves = Vec::new();
        self.moves(&mut moves);
        match pressed {
            [_] if !moves.iter().any(|mv| mv.from() == from) => {
                let why = self.refusal_of_piece(from);
                (why != super::NO_SUCH_MOVE).then_some(why)
            }
            [_, last] => {
                let to = u8::try_from(*last).ok().filter(|&square| square < 64)?;
                let legal = moves.iter().any(|mv| mv.from() == from && mv.to() == to);
                let why = self.refusal(ChessMove::new(from, to, 0));
                (!legal && why != super::NO_SUCH_MOVE).then_some(why)
            }
            _ => None,
        }
    }

    /// The longest game the 75-move rule allows from the start (see [`Game::plies_left_bound`]).
    fn longest_game(_rules: Standard) -> usize {
        Chess::new().plies_left_bound() as usize
    }
}

impl Chess {
    /// Why the piece on `from`, of the side to move, has no move: its king in check, the piece pinned, or
    /// (a piece hemmed in) no reason of the Laws'.
    fn refusal_of_piece(&self, from: u8) -> IllegalMove {
        if self.in_check() {
            super::IN_CHECK
        } else if self.pinned() & 1 << from != 0 {
            super::PINNED
        } else {
            super::NO_SUCH_MOVE
        }
    }
}
