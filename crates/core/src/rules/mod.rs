//! The rules of every game Minimax Arcade plays, and the vocabulary they share. No engine, no Bevy.
//!
//! Every game is seen from the side of the player to move, as in the public Connect Four solvers: the
//! [`Game`] trait says whose turn it is, which moves are legal, and whether the last move ended the game.
//! Moves are small `Copy` values; positions are changed in place with [`Game::play`] and [`Game::undo`].

pub mod any;
pub mod bones;
pub mod checkers;
pub mod chess;
#[cfg(any(test, feature = "test-family"))]
pub mod crowning;
pub mod family;
pub mod gravity;
pub mod grid;
pub mod grid_game;
pub mod kalah;
pub mod keys;
pub mod mnk;
pub mod nim;
pub mod record;
pub mod reversi;
pub mod scene;
pub mod spec;
pub mod tree;

use std::fmt;

pub use any::{AnyGame, AnyMove, GameSpec, Member, registry};
pub(crate) use any::{each_family, each_game, each_spec};
pub use family::{Family, Preset};
pub use grid::{Grid, GridSize};
pub use scene::{Change, Changes, Cue, Kind, Piece, Place, Scene};

/// One of the two players. [`Player::One`] moves first from a game's start (a set-up position says who is to
/// move); which symbol or colour stands for which player is the app's business, not the rules'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    One,
    Two,
}

impl Player {
    /// The opponent.
    pub fn other(self) -> Self {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for [`Player::One`], 1 for [`Player::Two`]: an index into per-player arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The player who moves at the given ply (0-based count of moves played) in a game whose turns alternate:
    /// One on even plies. Only such a family's own rules may use it: who moves next is the position's to say
    /// ([`Game::to_move`]), and in a game with passes or extra moves the ply tells nothing.
    pub fn at_ply(ply: u32) -> Self {
        if ply.is_multiple_of(2) { Player::One } else { Player::Two }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Player),
    /// A draw with nothing more to say: a full board, a heap of lines all blocked.
    Draw,
    /// A draw the rules declared for a reason other than the board (see [`DrawReason`]).
    DrawBy(DrawReason),
    /// A game counted at its end (Reversi's discs, Kalah's seeds), as its margin for player One: positive when
    /// One has more, negative when Two has, 0 for a draw by equal counts. Games of [`Scoring::Margin`] end
    /// this way.
    Margin(i32),
    /// A valued end, as at the leaves of a textbook game tree ([`tree::Tree`]): the value for player One
    /// (player Two gets its negative). Board games never end this way.
    Payoff(i32),
}

/// Why a game was drawn, when the rules say more than "nobody won".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position came back as often as the rules allow.
    Repetition,
    /// Too many moves passed without progress (checkers' and chess's move-count rules).
    NoProgress,
    /// The players agreed to a draw.
    Agreement,
    /// A side's time ran out, but the other could not have won (see [`Family::can_win`]).
    OutOfTime,
}

impl Outcome {
    /// The winner, if somebody won (a positive margin for One is One's win; payoffs have no winner).
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win(p) => Some(p),
            Outcome::Margin(m) if m > 0 => Some(Player::One),
            Outcome::Margin(m) if m < 0 => Some(Player::Two),
            _ => None,
        }
    }

    /// Whether the game was drawn (equal counts included).
    pub fn is_draw(self) -> bool {
        matches!(self, Outcome::Draw | Outcome::DrawBy(_) | Outcome::Margin(0))
    }

    /// The margin for `player` of a game counted at its end.
    pub fn margin_for(self, player: Player) -> Option<i32> {
        match self {
            Outcome::Margin(m) if player == Player::One => Some(m),
            Outcome::Margin(m) => Some(-m),
            _ => None,
        }
    }

    /// Whether the game's past decided this end, not its board: a repetition, or the count of moves without
    /// progress. The same board reached by another way may not be over, so a search keeps such a value out
    /// of its table.
    pub fn decided_by_past(self) -> bool {
        matches!(self, Outcome::DrawBy(DrawReason::Repetition | DrawReason::NoProgress))
    }

    /// Why the game was drawn, where the rules gave a reason.
    pub fn draw_reason(self) -> Option<DrawReason> {
        match self {
            Outcome::DrawBy(reason) => Some(reason),
            _ => None,
        }
    }
}

/// What a game's result is measured in, and so what the search maximises.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Who wins: a win, the sooner the better; a loss, the later the better; or a draw.
    #[default]
    WinLoss,
    /// By how much (discs, seeds): the bigger margin is better, and among equal margins the sooner win and
    /// the later loss. The game ends with an [`Outcome::Margin`].
    Margin,
}

/// A two-player, zero-sum, perfect-information game, as the engine and the app see it.
///
/// Contract: [`Game::legal_moves`] is empty exactly when [`Game::outcome`] is `Some`: every game ends in a
/// win, a draw, a margin, or (the textbook trees of [`tree::Tree`]) a payoff. [`Game::play`] takes a legal
/// move; [`Game::undo`] takes the move played last. Both run in place and allocate nothing.
///
/// Who moves next is the position's to say ([`Game::to_move`]), never the parity of the ply: a move may leave
/// the same player to move (Kalah's sowing into one's own store), and a player with nothing else to do may
/// have to pass, which is then a move like any other (the only legal one), counted and undone as one. Every
/// search, the analysis and the explorer follow `to_move`.
pub trait Game: Clone + fmt::Debug + Send + Sync + 'static {
    /// A move, small enough to copy around freely.
    type Move: Copy + Eq + std::hash::Hash + fmt::Debug + Send + Sync + 'static;

    /// The player whose turn it is.
    fn to_move(&self) -> Player;

    /// What the result is measured in: who wins (the default), or by how much.
    fn scoring(&self) -> Scoring {
        Scoring::WinLoss
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Clears `moves` and fills it with every legal move, in a fixed order.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// How many legal moves there are, `moves` lent for the count (perft's last ply counts them without
    /// making them): by default, the length of [`Game::legal_moves`]. A game that can count faster than it
    /// lists (checkers' steps, all of one way at once) says so here.
    fn count_moves(&self, moves: &mut Vec<Self::Move>) -> usize {
        self.legal_moves(moves);
        moves.len()
    }

    /// The moves perft follows here: by default the legal moves. A game whose published counts follow the
    /// board alone, on past the ends its rules apply by themselves (chess's dead positions and fivefold
    /// repetitions), lists those.
    fn perft_moves(&self, moves: &mut Vec<Self::Move>) {
        self.legal_moves(moves);
    }

    /// Why `mv` cannot be played here, if it cannot.
    fn check_move(&self, mv: Self::Move) -> Result<(), IllegalMove>;

    /// Plays a legal move for the player to move.
    fn play(&mut self, mv: Self::Move);

    /// Takes back `mv`, which must be the move played last.
    fn undo(&mut self, mv: Self::Move);

    /// The number of moves played since the start (passes and extra moves included).
    fn plies(&self) -> u32;

    /// An upper bound on the number of moves left before the game must end: the empty cells of a board, the
    /// bones of a heap (also once the game is over: a bound need not be tight). A search this deep sees every
    /// line to its end. It also sets the score scale: see [`score_for_win`].
    fn plies_left_bound(&self) -> u32;

    /// Whether perft counts a line that ends the game before its depth as one line: no by default (lines of
    /// exactly the depth, as chess programmers count), yes where the game's published counts do so
    /// (Othello's: a finished game stays a leaf at every depth beyond its end).
    const PERFT_COUNTS_EARLY_ENDS: bool = false;
}

/// Why a move was refused. The app shows it as a cue; the command line prints it with the line number. Every
/// game can be over and be sent a move that is not on its board; every other reason is its family's own
/// ([`IllegalMove::Rule`]), with its own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game has already ended.
    GameOver,
    /// A move that names nothing on this board: a cell outside it, a column that does not exist, a move of
    /// another game.
    OffBoard,
    /// A reason the family's rules give (a cell already taken, a full column, a take the heap cannot give).
    Rule(RuleRefusal),
}

/// A reason a family's rules give for refusing a move, in the family's own words: `id` names its message in
/// the app's message files (`refusal-…`, in every language), `text` is how the command line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleRefusal {
    pub id: &'static str,
    pub text: &'static str,
}

impl IllegalMove {
    /// The message that says the reason in the app's message files.
    pub fn message_id(self) -> &'static str {
        match self {
            IllegalMove::GameOver => "refusal-game-over",
            IllegalMove::OffBoard => "refusal-off-board",
            IllegalMove::Rule(rule) => rule.id,
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::GameOver => "the game is already over",
            IllegalMove::OffBoard => "that is off the board",
            IllegalMove::Rule(rule) => rule.text,
        })
    }
}

impl std::error::Error for IllegalMove {}

/// A position string that could not be read: which move of it (1-based) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A token that is not a number in range, e.g. `x` or `0` or `10` on a 3×3 board.
    BadToken { index: usize, token: String, reason: String },
    /// A well-formed move that the rules refuse at that point.
    Illegal { index: usize, token: String, why: IllegalMove },
    /// A set-up position in the family's position notation that cannot be read, and why.
    Setup(String),
    /// A game record (PDN, PGN) that cannot be read, and why.
    Record(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::BadToken { index, token, reason } => {
                write!(f, "move {index} ({token:?}): {reason}")
            }
            NotationError::Illegal { index, token, why } => write!(f, "move {index} ({token}): {why}"),
            NotationError::Setup(why) => write!(f, "position: {why}"),
            NotationError::Record(why) => write!(f, "the game record: {why}"),
        }
    }
}

impl std::error::Error for NotationError {}

/// The score of a won position under the project's convention, which generalises the public Connect Four
/// solvers': if the winning move is played when `plies_to_win - 1` further moves have been made from a position
/// with `plies_left_bound` moves left at most, the score is `(plies_left_bound + 2 - plies_to_win) / 2`.
///
/// On a board of C cells with P stones on it before the winning stone, that is `(C + 1 - P) / 2`: 1 when the
/// winner's stone is its last possible one, more for a faster win. A forced loss scores the negative of the
/// winner's score; a draw 0. `plies_to_win` is 1 when the player to move wins at once, and 0 for a finished
/// game whose last move won: with E empty cells left, that is `(E + 2) / 2`, the score its winning stone had.
pub fn score_for_win(plies_left_bound: u32, plies_to_win: u32) -> i32 {
    debug_assert!(plies_to_win <= plies_left_bound + 1);
    ((plies_left_bound + 2 - plies_to_win) / 2) as i32
}

/// Splits a move string into its tokens, lazily: comma-separated when `commas` is set (boards with more than
/// nine cells or columns), one character each otherwise. Blanks around tokens are ignored.
pub(crate) fn tokens(text: &str, commas: bool) -> impl Iterator<Item = &str> {
    let text = text.trim();
    let (by_comma, by_char) = if text.is_empty() {
        (None, None)
    } else if commas {
        (Some(text.split(',').map(str::trim)), None)
    } else {
        let chars = text.char_indices().filter(|(_, c)| !c.is_whitespace());
        (None, Some(chars.map(move |(i, c)| &text[i..i + c.len_utf8()])))
    };
    by_comma.into_iter().flatten().chain(by_char.into_iter().flatten())
}

/// At most the first few characters of `text`, for an error message that quotes untrusted input.
pub fn short(text: &str) -> String {
    const MOST: usize = 24;
    match text.char_indices().nth(MOST) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The indices of the bits set in `bits`, lowest first: the squares of a bitboard (Reversi's, checkers', chess's).
pub fn set_bits(mut bits: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let bit = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            bit
        })
    })
}

/// Reads one 1-based number in `1..=max` from a token of a move string.
pub(crate) fn parse_number(index: usize, token: &str, max: usize, what: &str) -> Result<usize, NotationError> {
    let bad = |reason: String| NotationError::BadToken { index, token: short(token), reason };
    // Plain digits only (leading zeros are fine): no sign, no spaces inside a number.
    let digits = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit());
    let parsed = if digits { token.parse::<usize>().ok() } else { None };
    let n = parsed.ok_or_else(|| bad(format!("expected a {what} number from 1 to {max}")))?;
    if n == 0 || n > max {
        return Err(bad(format!("{what} {n} is off the board (1 to {max})")));
    }
    Ok(n)
}

/// Plays the tokens of a move string (see [`tokens`]) from `game`, reading each with `read` (given the position it is
/// played in, its 1-based place and the token) and telling `played` each move once it is played. Stops at the first bad token.
pub(crate) fn play_tokens<'t, G: Game>(
    mut game: G,
    tokens: impl IntoIterator<Item = &'t str>,
    read: impl Fn(&G, usize, &str) -> Result<G::Move, NotationError>,
    mut played: impl FnMut(G::Move),
) -> Result<G, NotationError> {
    for (i, token) in tokens.into_iter().enumerate() {
        let index = i + 1;
        let mv = read(&game, index, token)?;
        game.check_move(mv).map_err(|why| NotationError::Illegal { index, token: token.to_string(), why })?;
        game.play(mv);
        played(mv);
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_convention_matches_the_connect_four_solvers() {
        // Connect Four: 42 cells; a win with the very last stone (41 on the board) scores 1.
        assert_eq!(score_for_win(1, 1), 1);
        // Winning at once from the empty board of 42 cells would score 21.
        assert_eq!(score_for_win(42, 1), 21);
        // x o x / o o x / _ _ _ with x to move: 3 cells left, win at once, score 2.
        assert_eq!(score_for_win(3, 1), 2);
        // One's own stones alternate, so a win one own-move later costs one point.
        assert_eq!(score_for_win(9, 3), 4);
        // A finished Tic-Tac-Toe game won by X's fifth stone (after 1 2 4 3 7): 4 cells left, (9 + 1 - 4) / 2.
        assert_eq!(score_for_win(4, 0), 3);
        assert_eq!(score_for_win(9, 5), 3);
    }

    #[test]
    fn tokens_split_by_character_or_comma() {
        let all = |text, commas| tokens(text, commas).collect::<Vec<_>>();
        assert_eq!(all(" 5 1 9 ", false), vec!["5", "1", "9"]);
        assert_eq!(all("10, 2,113", true), vec!["10", "2", "113"]);
        assert!(all("   ", true).is_empty());
        assert_eq!(all("5é", false), vec!["5", "é"]);
    }

    #[test]
    fn numbers_out_of_range_are_refused_with_a_reason() {
        assert_eq!(parse_number(1, "9", 9, "cell"), Ok(9));
        let err = parse_number(3, "0", 9, "cell").unwrap_err();
        assert_eq!(err.to_string(), "move 3 (\"0\"): cell 0 is off the board (1 to 9)");
        assert!(parse_number(1, "x", 9, "cell").is_err());
        assert!(parse_number(1, "-1", 9, "cell").is_err());
        assert!(parse_number(1, "+5", 9, "cell").is_err(), "no sign");
        assert_eq!(parse_number(1, "007", 9, "cell"), Ok(7), "leading zeros are fine");
        let huge = "9".repeat(10_000);
        let err = parse_number(1, &huge, 9, "cell").unwrap_err().to_string();
        assert!(err.len() < 200, "an error quotes only the start of a huge token: {err}");
    }
}
