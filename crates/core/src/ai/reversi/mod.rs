//! The engine's side of Reversi: the general search's hash, evaluation and move order.
//!
//! The evaluation, in discs of margin ([`MARGIN_SCALE`]) for the side to move, weighs what Othello programs
//! have weighed since Rosenbloom's IAGO (1982): corners held (a corner never turns back), the squares next to
//! an empty corner (X-squares diagonally, C-squares along the edge: they hand the corner over), mobility (the
//! moves each side has: the side with few must soon play bad ones), potential mobility (the empty squares
//! next to the opponent's discs: moves to come), stable discs, edge discs, the discs themselves and who gets
//! the last move ([`features`]), with weights for each stage of the game fitted to self-play positions
//! labelled by exact solves ([`fitting`]). Moves are tried corners first and X-squares last, the rest by how
//! few moves they leave the opponent.

pub mod book;
pub mod endgame;
pub mod features;
pub mod fit_tool;
pub mod fitting;
pub mod making;
pub mod patterns;
pub mod search;
pub mod selfplay;
pub mod solver_model;
pub mod stable;
pub mod test_set;

use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use super::any::{Engine, LevelDepths, Solvers, general};
use super::any::{Fitter, TestSet};
use super::backend::Backend;
use super::eval::{Evaluator, Searchable};
use super::exact::ExactSearch;
use super::keeping::Kept;
use super::limits::{Limits, Settings};
use super::making::{BookJob, Maker};
use super::options::{Options, SolverOptions};
use super::score::MARGIN_SCALE;
use super::zobrist::{SIDE_KEY, Zobrist, keys, side_key};
use crate::rules::reversi::bits::{Size, moves, squares};
use crate::rules::reversi::{Disc, Reversi};
use crate::rules::{Game, GameSpec, Player};

/// Keys for a disc of each side on each square: `KEYS[bit * 2 + player]`.
static KEYS: [u64; 64 * 2] = keys(6 << 40);

fn key(bit: u8, player: Player) -> u64 {
    KEYS[bit as usize * 2 + player.index()]
}

impl Zobrist for Reversi {
    fn zobrist(&self) -> u64 {
        let mut hash = side_key(self.to_move());
        for player in [Player::One, Player::Two] {
            hash = squares(self.bits(player)).fold(hash, |h, bit| h ^ key(bit, player));
        }
        hash
    }

    /// The disc put down, each disc turned (off one side, onto the other), and the side to move.
    fn zobrist_delta(&self, mv: Disc) -> u64 {
        let Disc::At(bit) = mv else { return SIDE_KEY };
        let me = self.to_move();
        let turned = squares(self.turned_by(bit)).fold(0, |h, b| h ^ key(b, me) ^ key(b, me.other()));
        turned ^ key(bit, me) ^ SIDE_KEY
    }
}

/// Reversi's evaluation (see the module documentation): the features of [`features::Board`] weighted by the
/// phase's row of [`features::WEIGHTS`], and the edge table's values ([`patterns`]).
#[derive(Clone, Debug)]
pub struct ReversiEval {
    board: features::Board,
    corner_mask: u64,
    x_mask: u64,
    squares: u32,
}

impl ReversiEval {
    fn new(size: Size) -> Self {
        let board = features::Board::new(size);
        let (corner_mask, x_mask) = (board.corner_mask(), board.x_mask());
        ReversiEval { board, corner_mask, x_mask, squares: size.squares() as u32 }
    }

    /// The position's worth for `own` against `opp`, in hundredths of a disc.
    fn judge(&self, own: u64, opp: u64, empty: u64) -> i32 {
        patterns::Model::shipped().value(&self.board, own, opp, features::phase(empty.count_ones(), self.squares))
    }
}

impl Evaluator<Reversi> for ReversiEval {
    fn reset(&mut self, pos: &Reversi) {
        *self = ReversiEval::new(pos.size());
    }

    fn evaluate(&self, pos: &Reversi) -> i32 {
        let me = pos.to_move();
        let hundredths = self.judge(pos.bits(me), pos.bits(me.other()), pos.empty());
        hundredths * (MARGIN_SCALE / 100)
    }

    /// Corners first, X-squares last; among the rest, the fewer moves left to the opponent the better.
    fn move_priority(&self, pos: &Reversi, mv: Disc) -> i32 {
        let Disc::At(bit) = mv else { return 0 };
        let me = pos.to_move();
        let turned = pos.turned_by(bit);
        let own = pos.bits(me) | turned | 1 << bit;
        let opp = pos.bits(me.other()) & !turned;
        let replies = moves(opp, own, pos.empty() & !(1 << bit)).count_ones() as i32;
        let place = if self.corner_mask >> bit & 1 == 1 {
            1_000
        } else if self.x_mask >> bit & 1 == 1 {
            -1_000
        } else {
            0
        };
        place - 10 * replies
    }

    /// A level's margin of mistakes counts hundredths of a disc: Easy may play any move within 0.6 of a disc of
    /// its best, Medium within 0.12 (set by their scores against Zebra at depths 1 and 4: in whole discs, as
    /// the other games count, Easy lost every game).
    fn margin_unit(&self) -> i32 {
        MARGIN_SCALE / 100
    }

    fn move_index(&self, mv: Disc) -> usize {
        match mv {
            Disc::At(bit) => bit as usize,
            Disc::Pass => 64,
        }
    }

    fn move_slots(&self) -> usize {
        65
    }
}

impl Searchable for Reversi {
    type Eval = ReversiEval;

    fn evaluator(&self) -> ReversiEval {
        ReversiEval::new(self.size())
    }
}

/// The most empty squares at which the exact solver takes over from the general search: for an exact
/// answer (Perfect, the analysis), and for Hard, whose second a move it must not overrun.
#[cfg(not(target_arch = "wasm32"))]
const EXACT_EMPTIES: u32 = 20;
#[cfg(not(target_arch = "wasm32"))]
const HARD_EMPTIES: u32 = 18;
#[cfg(target_arch = "wasm32")]
const EXACT_EMPTIES: u32 = 16;
#[cfg(target_arch = "wasm32")]
const HARD_EMPTIES: u32 = 12;

/// A level that searches D plies (Easy, Medium) plays the last `LEVEL_EXACT_PER_PLY × D` squares exactly (at
/// most Hard's [`HARD_EMPTIES`]), as Zebra's and Edax's levels do; it errs only before.
const LEVEL_EXACT_PER_PLY: u32 = 2;

/// A clock at least this long lets the exact solver take over from [`EXACT_EMPTIES`] for a move: it
/// finishes there in a few seconds at most.
const LONG_CLOCK: Duration = Duration::from_secs(5);

/// How long the analysis of a 6×6 position takes where it cannot be exact within a move: an estimate's time.
const OUTRIGHT_ESTIMATE_TIME: Duration = Duration::from_millis(1500);

/// What callers give Reversi's engine.
#[derive(Clone, Debug, Default)]
pub struct ReversiData {
    /// The most empty squares at which the exact solver takes over for an exact answer, if not
    /// `EXACT_EMPTIES` (the command line's `--endgame-empties`).
    pub exact_empties: Option<u32>,
    /// Opening books for the perfect computer; a search looks in the one of its board, if any.
    pub books: Vec<Arc<book::Book>>,
    /// Where exact searches leave their solvers (and so their tables) for the next ones, if they do: what a
    /// search proved still holds in the positions after it, and a table is costly to clear.
    pub kept: Option<KeptSolvers>,
}

/// The solvers of finished exact searches, kept for the next ones (see
/// [`crate::ai::Solvers::kept_between_searches`]), by their board's size.
pub type KeptSolvers = Kept<Size, endgame::Solver>;

impl ReversiData {
    /// The book of `size`'s board, if one was given.
    fn book(&self, size: Size) -> Option<&book::Book> {
        self.books.iter().find(|b| b.size() == size).map(|b| &**b)
    }
}

/// The answer an opening book gives an exact question about `game` (not over), if it holds one: the best move
/// of a position where the perfect computer is to move, or every move's value between two of them.
fn booked(game: &Reversi, settings: &Settings, solvers: &Solvers) -> Option<Box<dyn Backend>> {
    let book = solvers.get::<Reversi>()?.book(game.size())?;
    let me = game.to_move();
    let (own, opp) = (game.bits(me), game.bits(me.other()));
    let answers = if settings.score_every_move { book.every_move(own, opp)? } else { vec![book.best(own, opp)?] };
    // Nothing to search, so nothing to limit.
    Some(Box::new(ExactSearch::new(search::ReversiSearch::booked(game, settings, &answers), Limits::unlimited())))
}

impl Engine for Reversi {
    type Data = ReversiData;

    /// The exact endgame solver once the end is in reach: for an exact answer, or for a level that plays its
    /// best (no mistakes, no depth limit) a little later, or for a level of D plies at 2D empties; the
    /// general search before.
    ///
    /// A move chosen against a short clock (under `LONG_CLOCK`, and not every move's value asked for) gets
    /// the solver only from `HARD_EMPTIES`, where it finishes within Hard's second: before that, a solver
    /// stopped by the clock would know nothing of the moves it had not reached, where the general search's
    /// deepening always has a move worth playing. So `solve reversi --seconds 1`, which the match against
    /// Zebra plays through, searches as Hard does (on one thread, as every Reversi search does). The command
    /// line's `--endgame-empties N` is always obeyed.
    ///
    /// Where the game is solved outright (6×6), an exact answer comes from the opening book where it holds
    /// one; the perfect computer's move from the solver wherever else, however many squares are empty.
    fn backend(&self, limits: Limits, settings: Settings, solvers: &Solvers) -> Box<dyn Backend> {
        let outright = settings.exact_solver && Self::solves_outright(self.size());
        if settings.exact_solver
            && self.outcome().is_none()
            && let Some(answered) = booked(self, &settings, solvers)
        {
            return answered;
        }
        let empties = self.empty().count_ones();
        let plays_best = settings.margin == 0 && limits.depth == u32::MAX;
        let asked = solvers.get::<Self>().and_then(|data| data.exact_empties);
        let short_clock = limits.deadline.is_some_and(|d| d.saturating_duration_since(Instant::now()) < LONG_CLOCK);
        let against_clock = short_clock && !settings.score_every_move && asked.is_none();
        let reach = match asked {
            Some(asked) if settings.exact_solver => asked,
            _ if outright && !settings.score_every_move => self.size().squares() as u32,
            _ if settings.exact_solver && !against_clock => EXACT_EMPTIES,
            _ if plays_best => HARD_EMPTIES,
            _ => limits.depth.saturating_mul(LEVEL_EXACT_PER_PLY).min(HARD_EMPTIES),
        };
        if self.outcome().is_none() && empties <= reach {
            let kept = solvers.get::<Self>().and_then(|data| data.kept.clone());
            Box::new(ExactSearch::new(search::ReversiSearch::new(self, &settings, kept), limits))
        } else if outright && settings.score_every_move && limits.deadline.is_none() {
            // The analysis of a 6×6 position that neither the book nor the solver answers within a move (off
            // the perfect computer's lines, many squares empty): an estimate, in the time the analysis of a
            // game not solved outright gets.
            general(self, limits.with_time(OUTRIGHT_ESTIMATE_TIME), settings)
        } else {
            general(self, limits, settings)
        }
    }

    /// 6×6, natively: the opening book answers the first plies at once, and the solver the rest within a
    /// fraction of a second. Not in the browser, whose searches run in slices between frames, tens of
    /// thousands of nodes a second: the positions just past the book take the solver millions.
    fn solves_outright(size: Size) -> bool {
        size == Size::SIX && !cfg!(target_arch = "wasm32")
    }

    /// 6×6's opening book, wherever Perfect plays it.
    fn data_file(size: Size) -> Option<super::any::DataFile> {
        Self::solves_outright(size).then_some(book::SHIPPED)
    }

    /// Its solvers' tables.
    fn keep_between_searches(data: &mut ReversiData) {
        data.kept = Some(KeptSolvers::default());
    }

    /// How many empty squares the exact endgame solver takes over at.
    const OPTIONS: Options = Options { names: &["endgame-empties"], whose: "Reversi's endgame solver" };

    /// The solvers passed from one position to the next with their tables emptied, which answers as a fresh
    /// table does without setting one aside for each.
    fn from_options(_size: Size, options: &SolverOptions) -> ReversiData {
        ReversiData {
            exact_empties: options.get("endgame-empties"),
            books: Vec::new(),
            kept: Some(KeptSolvers::clearing()),
        }
    }

    fn book_of(bytes: &[u8]) -> Option<Result<GameSpec, String>> {
        book::whose(bytes).map(|whose| whose.map(GameSpec::Reversi))
    }

    fn install_book(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
        book::install(bytes, solvers)
    }

    /// The FFO endgame positions and any `.obf` file.
    fn test_set(_size: Size) -> Option<TestSet> {
        Some(test_set::TEST_SET)
    }

    /// The evaluation of 8×8 (and the exact solver's own), fitted to self-play.
    fn fitter(size: Size) -> Option<Fitter> {
        (size == Size::EIGHT).then_some(fit_tool::fit as Fitter)
    }

    /// 6×6's, for the perfect computer: its best move wherever it is to move in the first discs placed.
    fn book_maker(size: Size, job: &BookJob) -> Option<Maker> {
        (size == Size::SIX).then(|| making::Maker::boxed(size, job))
    }

    /// Medium goes 7 plies deep: Reversi's plies are cheap, and at 4 it scored 0.15 against Zebra at depth 4,
    /// where the issue that measured it asked 0.35 to 0.65 (figures in the README); Easy's 2 plies there score
    /// within that range against Zebra at depth 1.
    fn level_depths(_size: Size) -> LevelDepths {
        LevelDepths { medium: 7, ..LevelDepths::USUAL }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Limits, Search, Settings, Value};
    use crate::rules::Family;

    #[test]
    fn solvers_kept_between_searches_keep_reversis_and_its_medium_goes_deeper() {
        assert!(Solvers::default().kept_between_searches().of::<Reversi>().kept.is_some());
        assert!(Solvers::default().of::<Reversi>().kept.is_none());
        let medium = crate::ai::Level::Medium;
        assert_eq!(
            (medium.depth(crate::rules::GameSpec::REVERSI), medium.depth(crate::rules::GameSpec::GOMOKU)),
            (7, 4)
        );
    }

    #[test]
    fn keys_follow_the_moves_and_passes() {
        let mut game = Reversi::parse_position(Size::EIGHT, "f5d6c3d3c4").unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        for mv in moves {
            let (before, delta) = (game.zobrist(), game.zobrist_delta(mv));
            game.play(mv);
            assert_eq!(game.zobrist(), before ^ delta, "{mv:?}");
            game.undo(mv);
        }
        let mut boxed = Reversi::read_setup(Size::EIGHT, &format!("XO{} O", "-".repeat(62))).unwrap().unwrap();
        let (before, delta) = (boxed.zobrist(), boxed.zobrist_delta(Disc::Pass));
        boxed.play(Disc::Pass);
        assert_eq!(boxed.zobrist(), before ^ delta);
    }

    #[test]
    fn the_evaluation_is_symmetric_and_likes_corners() {
        let start = Reversi::start(Size::EIGHT);
        let eval = start.evaluator();
        // The start is even but for who moves: within half a disc.
        assert!(eval.evaluate(&start).abs() < MARGIN_SCALE / 2, "{}", eval.evaluate(&start));
        // Colours swapped, the side to move the same: every term but the mover's own turns round.
        let (own, opp) = (start.bits(Player::One), start.bits(Player::Two));
        let turn = |o, p| eval.judge(o, p, start.empty());
        assert_eq!(turn(own, opp), turn(opp, own), "the start is its own mirror");
        // Black holds a1, White two discs in the open: Black, to move, is better off.
        let corner =
            Reversi::read_setup(Size::EIGHT, &format!("X{}OO{} X", "-".repeat(10), "-".repeat(51))).unwrap().unwrap();
        assert!(eval.evaluate(&corner) > 0, "{}", eval.evaluate(&corner));
    }

    #[test]
    fn the_search_finds_the_published_best_score_near_the_end() {
        // FFO #40 (tests/data/SOURCE.md) played on with its best moves to 10 empty squares is too long a
        // line to write by hand; instead: a small endgame solved by the general search, checked against
        // plain minimax over every line.
        let text = "XXXXXXOO\
                    XXXXXXOO\
                    XXXXOXOO\
                    XXXOXXOO\
                    XXOXXXOO\
                    XOXXXX-O\
                    OXXXX--O\
                    XXXXX--- O";
        let pos = Reversi::read_setup(Size::EIGHT, text).unwrap().unwrap();
        let result = Search::new(&pos, Limits::unlimited(), Settings::default()).run();
        assert!(result.exact);
        let (minimax, _) = crate::ai::reference::minimax(&pos, pos.plies_left_bound());
        assert_eq!(result.score, minimax);
        assert!(matches!(Value::of(minimax, true, pos.scoring()), Value::Margin(_)));
    }
}
