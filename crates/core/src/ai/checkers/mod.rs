//! The engine's side of checkers (see [`crate::rules::checkers`]): the hash and a hand-set evaluation, with
//! which the general search plays it, the search keeping the values the position's past decided out of its
//! table (see "The past" in [`crate::ai::search`]).
//!
//! The hash covers the pieces and the side to move, not the past: a value a repetition or the move count
//! decided is never stored as the position's (see "The past" in [`crate::ai::search`] for what is).

pub mod convert;
pub mod database;
mod fit_tool;
pub mod fitted;
pub mod selfplay;
#[cfg(test)]
mod studies;
pub mod weights;

use std::sync::Arc;

use self::database::{Database, Known};
use self::fitted::FITTED;
use self::weights::{AHEAD, Weights, hunt, lean, own_view};
use super::Backend;
use super::any::{Converter, DataFile, Engine, Fitter, Solvers, general_search};
use super::eval::Tactics;
use super::eval::{Evaluator, Searchable};
use super::limits::{Limits, Progress, Settings, Slice};
use super::making::{BookJob, BookMaker, Every, Made, Maker, Making, NotResumed};
use super::result::Step;
use super::score::{is_mate, known_win};
use super::search::Search;
use super::texel::{Tally, Trace, Weighed};
use super::zobrist::{Zobrist, keys, side_key};
use crate::rules::checkers::board::{self, Direction, bits};
use crate::rules::checkers::{Checkers, CheckersMove, English, NO_PROGRESS_PLIES};
use crate::rules::{AnyMove, Game, GameSpec, Player};
use std::sync::atomic::AtomicBool;

/// Keys for each kind of piece on each square: `PIECE_KEYS[bit * 4 + code]`, code 0 and 1 a black man and
/// king, 2 and 3 a white man and king.
static PIECE_KEYS: [u64; 32 * 4] = keys(9 << 40);

/// What a man is worth: the unit of the evaluation's hundredths.
const MAN: i32 = 100;
/// The opposition is asked with at most this many pieces on the board (see [`CheckersEval::opposition`]).
const OPPOSITION_PIECES: u32 = 8;
/// Late steps are searched less deep (see [`CheckersEval::reduces`]), and a hanging piece a ply past the
/// depth (see [`CheckersEval::threatened`]), only from a position of more pieces than this. In a small ending
/// every move is a step, the tree is small, and the step that traps a king is as likely to come late in the
/// order as early: from 35 endings of two kings against one and three against two, played out against Cake
/// at depth 13 at 2.5 million nodes a move (a second's search), the side ahead (with the hunt, see
/// [`weights::HUNT`]) won all 35 without the reductions, in 46 plies on average, and 34 with them, in 54.
/// Kings stand next to each other all the time there: going on for every threat costs the hunt its depth
/// (two kings against one drawn at 50,000 nodes a move that it wins without).
const REDUCED_ABOVE: u32 = 6;
/// The squares of Black's "system" (see [`CheckersEval::opposition`]), and White's.
const BLACK_SYSTEM: u32 = 0x0F0F_0F0F;
const WHITE_SYSTEM: u32 = !BLACK_SYSTEM;
/// The pieces a side starts with, both sides together: the board's fullness is measured against it.
const FULL: i32 = 24;

fn piece_key(bit: u8, player: Player, king: bool) -> u64 {
    PIECE_KEYS[bit as usize * 4 + player.index() * 2 + usize::from(king)]
}

impl Zobrist for Checkers {
    fn zobrist(&self) -> u64 {
        let pieces = self.pieces();
        let mut hash = side_key(self.to_move());
        for (own, player) in [(pieces.black, Player::One), (pieces.white, Player::Two)] {
            for bit in bits(own) {
                hash ^= piece_key(bit, player, pieces.kings & 1 << bit != 0);
            }
        }
        hash
    }

    /// The mover's piece off its square and onto its last (crowned there if a man reaches the far row), the
    /// pieces it jumped off, and the other side to move.
    fn zobrist_delta(&self, mv: CheckersMove) -> u64 {
        let (pieces, me) = (self.pieces(), self.to_move());
        let king = pieces.kings & 1 << mv.from() != 0;
        let crowned = Checkers::crown_row(me) & 1 << mv.to() != 0;
        let moved = piece_key(mv.from(), me, king) ^ piece_key(mv.to(), me, king || crowned);
        let taken =
            bits(mv.taken()).fold(0, |hash, bit| hash ^ piece_key(bit, me.other(), pieces.kings & 1 << bit != 0));
        side_key(me) ^ side_key(me.other()) ^ moved ^ taken
    }
}

/// Material, where each man and king stands, mobility (safe steps), runaways, the back rank's pattern, the
/// men's lean to one wing, the hunt for a side's last kings, the only kings: for the side to move, less the
/// other's, each term weighed between its middlegame and endgame weight by the pieces left (see [`weights`]),
/// and the move (the opposition) in an even ending. Given the endgame database, it says the value of every
/// position the database holds.
#[derive(Clone, Debug)]
pub struct CheckersEval {
    database: Option<Arc<Database>>,
    /// The database is asked only of positions of fewer pieces than this (all, when 0).
    probe_below: u32,
    weights: &'static Weights,
    /// Whether the search goes a ply past its depth where a piece hangs (see [`Evaluator::threatened`]); off
    /// for a search held to plain minimax's values.
    threats: bool,
    /// Whether the search may search late steps less deep (see [`Evaluator::reduces`]); off for a search
    /// held to plain minimax's values.
    reduces: bool,
}

impl Default for CheckersEval {
    /// The fitted weights, no database, late steps reduced, hanging pieces searched on.
    fn default() -> Self {
        CheckersEval { database: None, probe_below: 0, weights: &FITTED, threats: true, reduces: true }
    }
}

impl CheckersEval {
    /// The evaluation with other weights (the fit's, measured against the shipped ones), given `database`.
    pub fn with_weights(weights: &'static Weights, database: Option<Arc<Database>>) -> Self {
        CheckersEval { database, weights, ..Self::default() }
    }

    /// The same evaluation, for a search that searches every move to its full depth.
    pub fn without_reductions(self) -> Self {
        CheckersEval { reduces: false, ..self }
    }

    /// The same evaluation, for a search held to plain minimax's values at its depth: every move searched to
    /// it, and none past it but for a jump due.
    pub fn plain(self) -> Self {
        CheckersEval { reduces: false, threats: false, ..self }
    }

    /// Counts `player`'s terms into `tally`, the opposition among them if `player` has it.
    fn side(pos: &Checkers, player: Player, tally: &mut impl Tally) {
        let pieces = pos.pieces();
        let black = player == Player::One;
        let (own, theirs, forward) = if black {
            (pieces.black, pieces.white, Direction::DOWN)
        } else {
            (pieces.white, pieces.black, Direction::UP)
        };
        let empty = pieces.empty();
        let (kings, men, their_men) = (own & pieces.kings, own & !pieces.kings, theirs & !pieces.kings);
        let count = |bits: u32| bits.count_ones() as i32;
        tally.add(weights::MAN, count(men));
        tally.add(weights::KING, count(kings));
        let mut steps = 0;
        for way in forward {
            steps += count(board::steps(men, way) & empty);
        }
        tally.add(weights::MAN_STEPS, steps);
        let mut steps = 0;
        for way in Direction::ALL {
            steps += count(board::steps(kings, way) & empty);
        }
        tally.add(weights::KING_STEPS, steps);
        // Not once the other side has no men: kings that hunt its last kings must come up next to them, and
        // the side ahead wants the exchanges an unsafe step offers (the hunt's test drew three kings against
        // two with the safe steps counted there).
        if their_men != 0 {
            let (safe, unsafe_steps) = Self::step_safety(pos, player);
            tally.add(weights::UNSAFE_STEPS, unsafe_steps);
            if pos.to_move() == player && safe == 0 && unsafe_steps > 0 && !pos.must_jump() {
                tally.add(weights::NO_SAFE_STEP, 1);
            }
        }
        for man in bits(men) {
            let square = own_view(man, black);
            tally.add(weights::MAN_SQUARES + square, 1);
            // The squares it can reach on its way to the far row, none of them the other side's.
            if AHEAD[player.index()][man as usize] & theirs == 0 {
                tally.add(weights::RUNAWAY, 1);
                tally.add(weights::RUNAWAY_ROWS, 7 - (square / 4) as i32);
            }
        }
        for king in bits(kings) {
            tally.add(weights::KING_SQUARES + own_view(king, black), 1);
        }
        if their_men != 0 {
            let back = if black { men & 0xF } else { (men >> 28).reverse_bits() >> 28 };
            tally.add(weights::BACK_RANKS + back as usize, 1);
        }
        if Self::opposition(pos) == Some(player) {
            tally.add(weights::OPPOSITION, 1);
        }
        if men.count_ones() == their_men.count_ones() {
            tally.add(weights::BALANCE, lean(men));
        }
        if their_men == 0 && own.count_ones() > theirs.count_ones() {
            tally.add(weights::HUNT, hunt(kings, theirs));
        }
        if kings != 0 && theirs & pieces.kings == 0 {
            tally.add(weights::ONLY_KING, 1);
        }
    }

    /// `player`'s steps that land safe, and those that land where a piece of the other side could jump the
    /// piece at once: next to it, able to jump that way, with the square beyond empty or emptied by the step.
    fn step_safety(pos: &Checkers, player: Player) -> (i32, i32) {
        let empty = pos.pieces().empty();
        // For each way a piece of theirs jumps, the squares it would jump from where it stands; a piece there
        // is taken if the square beyond is empty, or if it is the square the piece stepped from.
        let open = Direction::ALL.map(|way| board::steps(pos.movers_of(player.other(), way), way));
        let beyond_empty = Direction::ALL
            .into_iter()
            .zip(open)
            .fold(0, |attacked, (jump, from)| attacked | from & board::steps(empty, jump.opposite()));
        let (mut safe, mut unsafe_steps) = (0, 0);
        // `Direction::ALL` backwards is each of its directions' opposites: the jump back along the step.
        for (way, back_along) in Direction::ALL.into_iter().zip(open.into_iter().rev()) {
            let landings = board::steps(pos.movers_of(player, way), way) & empty;
            let attacked = beyond_empty | back_along;
            safe += (landings & !attacked).count_ones() as i32;
            unsafe_steps += (landings & attacked).count_ones() as i32;
        }
        (safe, unsafe_steps)
    }

    /// Who has the move (the opposition), in an ending of equal numbers: the side to move whose "system"
    /// (the squares of the four columns that start on its own back rank: Black's rows 1-4, 9-12, 17-20,
    /// 25-28, White's the others) holds an odd number of pieces, both sides', can force the other to give
    /// way; if even, the other side has it. In this project's database of two men a side, the side to move
    /// with the move wins 204 of 800 such positions and loses 2; without it, wins none and loses 92. None with
    /// unequal numbers or more than [`OPPOSITION_PIECES`].
    fn opposition(pos: &Checkers) -> Option<Player> {
        let pieces = pos.pieces();
        if pieces.count() > OPPOSITION_PIECES || pieces.black.count_ones() != pieces.white.count_ones() {
            return None;
        }
        let me = pos.to_move();
        let system = if me == Player::One { BLACK_SYSTEM } else { WHITE_SYSTEM };
        Some(if ((pieces.black | pieces.white) & system).count_ones().is_multiple_of(2) { me.other() } else { me })
    }

    /// The position's terms for the fit: their counts, Black's less White's, and its phase (1 a full board,
    /// 0 an empty one).
    pub fn trace(pos: &Checkers) -> (Trace, f64) {
        let mut trace = Trace::new(weights::TERMS);
        Self::side(pos, Player::One, &mut trace);
        trace.second_player();
        Self::side(pos, Player::Two, &mut trace);
        (trace, f64::from(pos.pieces().count()) / f64::from(FULL))
    }
}

impl Evaluator<Checkers> for CheckersEval {
    fn reset(&mut self, _pos: &Checkers) {}

    /// Each side's terms, less the other's, the opposition among them, weighed between the middlegame and
    /// the endgame by the pieces left.
    fn evaluate(&self, pos: &Checkers) -> i32 {
        let me = pos.to_move();
        let (mut mine, mut theirs) = (Weighed::new(&self.weights.0), Weighed::new(&self.weights.0));
        Self::side(pos, me, &mut mine);
        Self::side(pos, me.other(), &mut theirs);
        let full = pos.pieces().count() as i32;
        let (mg, eg) = (mine.mg - theirs.mg, mine.eg - theirs.eg);
        (mg * full + eg * (FULL - full)) / FULL
    }

    /// The database's value, where it holds the position and the move count leaves room for it (see
    /// [`trusts_database`]): proven, with no distance.
    fn tactics(&self, pos: &Checkers) -> Tactics<CheckersMove> {
        let Some(database) = &self.database else { return Tactics::Open };
        let pieces = pos.pieces();
        // The database itself answers nothing for positions bigger than it holds.
        if (self.probe_below != 0 && pieces.count() >= self.probe_below) || !trusts_database(pos) {
            return Tactics::Open;
        }
        match database.probe(pieces, pos.to_move()) {
            None => Tactics::Open,
            Some(Known::Win) => Tactics::Won,
            Some(Known::Loss) => Tactics::Lost,
            Some(Known::Draw) => Tactics::DeadDraw,
        }
    }

    /// A jump is due: the material about to change hands is not yet counted.
    fn unsettled(&self, pos: &Checkers) -> bool {
        pos.must_jump()
    }

    /// A piece of the side to move hangs: the shot a quiet move sets up, which the evaluation cannot see. The
    /// engine asks it only from a position of more than [`REDUCED_ABOVE`] pieces. Against Cake at depth 13
    /// (see the README) it changed nothing at a second a move (0.49 over 139 games, as before on the same
    /// openings), where a search is deep enough to meet most shots a ply later anyway; against Cake at depth
    /// 1, Medium scored 0.62 with it and 0.42 without, Easy 0.42 and 0.25 (20 games each).
    fn threatened(&self, pos: &Checkers) -> bool {
        self.threats && pos.threatened()
    }

    /// By the square it starts on and the square it ends on.
    fn move_index(&self, mv: CheckersMove) -> usize {
        mv.from() as usize * 32 + mv.to() as usize
    }

    fn move_slots(&self) -> usize {
        32 * 32
    }

    /// A level's margin of mistakes counts hundredths of a man, as Reversi's counts hundredths of a disc: Easy
    /// may play any move within 0.6 of a man of its best, Medium within 0.12. In whole men, as the grid games
    /// count their lines, both played nearly at random (Medium lost all 20 games to Ponder at depth 1 but for
    /// four draws).
    fn margin_unit(&self) -> i32 {
        MAN / 100
    }

    /// Late steps searched less deep first (the general search's late-move reductions): a checkers tree is
    /// narrow (about eight steps a position) and deep, and a step late in the order rarely holds the best
    /// move. A jump is never reduced (it has a priority, below), and a node is either all jumps or all steps.
    /// Against Cake at depth 13 (see the README), with the tempo and the lean, 0.53 over 80 games where the
    /// build before scored 0.39 on the same openings; alone, 0.45 over 40 of them. Not in a small ending (see
    /// [`REDUCED_ABOVE`]).
    fn reduces(&self) -> bool {
        self.reduces
    }

    /// A jump before a step (a node has only one kind), more pieces taken first.
    fn move_priority(&self, _pos: &Checkers, mv: CheckersMove) -> i32 {
        mv.taken().count_ones() as i32
    }
}

impl Searchable for Checkers {
    type Eval = CheckersEval;

    fn evaluator(&self) -> CheckersEval {
        CheckersEval::default()
    }
}

/// Whether a database value may be taken for `pos`: the database ignores the move count, so a win it names may
/// not come before 80 quiet moves draw the game. With more than half the count still to go it is taken; past
/// that the search judges for itself (a capture or a man's move starts the count again).
fn trusts_database(pos: &Checkers) -> bool {
    pos.quiet() < NO_PROGRESS_PLIES / 2
}

/// What checkers' engine is given: the endgame database, once it is loaded.
#[derive(Clone, Debug, Default)]
pub struct CheckersData {
    pub database: Option<Arc<Database>>,
}

impl Engine for Checkers {
    type Data = CheckersData;

    /// The general search, its evaluator given the endgame database.
    ///
    /// Where the database says the side to move wins, its value alone would not win the game: every move that
    /// keeps the win looks alike to it, and a search that took its word everywhere could go round in circles
    /// until the move count drew the game. There the search keeps to the moves that keep the win, and asks
    /// the database only of positions with fewer pieces: it plays on for the capture that brings the end
    /// nearer, as it would without one, and its answer is the database's win. Elsewhere (and for an analysis,
    /// which values every move) the database answers every position it holds.
    fn backend(&self, limits: Limits, settings: Settings, solvers: &Solvers) -> Box<dyn Backend> {
        let database = solvers.get::<Self>().and_then(|data| data.database.clone());
        let (pieces, me) = (self.pieces(), self.to_move());
        let won = !settings.score_every_move
            && self.outcome().is_none()
            && trusts_database(self)
            && database.as_ref().is_some_and(|db| db.probe(pieces, me) == Some(Known::Win));
        let probe_below = if won { pieces.count() } else { 0 };
        let big = pieces.count() > REDUCED_ABOVE;
        let eval = CheckersEval {
            database: database.clone(),
            probe_below,
            reduces: big,
            threats: big,
            ..CheckersEval::default()
        };
        let mut search = Search::with_evaluator(self, limits, settings, eval);
        match database.filter(|_| won) {
            Some(db) => {
                search.keep_root_moves(|mv| db.keeps_win(pieces, me, mv));
                Box::new(Won(general_search(search)))
            }
            None => general_search(search),
        }
    }

    /// The endgame database of every position of up to four pieces.
    fn data_file(_rules: English) -> Option<DataFile> {
        Some(database::DATA_FILE)
    }

    fn book_of(bytes: &[u8]) -> Option<Result<GameSpec, String>> {
        database::is_database(bytes).then(|| Database::from_bytes(bytes).map(|_| GameSpec::CHECKERS))
    }

    fn install_book(bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
        database::install(bytes, solvers)
    }

    /// The fit of the evaluation's weights to self-play (`fit checkers`).
    fn fitter(_rules: English) -> Option<Fitter> {
        Some(fit_tool::fit as Fitter)
    }

    /// Checkers is a draw (Schaeffer et al., 2007), but proving it took years: no move's search solves it.
    fn converter(_rules: English) -> Option<Converter> {
        Some(convert::run as Converter)
    }

    fn solves_outright(_rules: English) -> bool {
        false
    }

    /// A quarter of a man: less than any material edge, as much as the position's small terms add up to.
    fn draw_margin(_rules: English) -> i32 {
        MAN / 4
    }

    /// The endgame database of every position of up to `job.pieces` pieces (4 if not given).
    fn book_maker(_rules: English, job: &BookJob) -> Option<Maker> {
        Some(Ok(Box::new(DatabaseMaker { pieces: job.pieces.unwrap_or(database::MOST_PIECES) })))
    }
}

/// A search of a position the database says is won, kept to the moves that keep the win: its answer is a
/// win, counted in moves where the search found the end, else as the database's, without a distance. A draw
/// the search proved (a repetition it cannot avoid) stays a draw: the database does not see the past.
struct Won(Box<dyn Backend>);

impl Backend for Won {
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        match self.0.run_slice(slice) {
            Step::Done(mut result) => {
                let proven = |score: i32, exact: bool| {
                    if is_mate(score) || (exact && score == 0) { (score, exact) } else { (known_win(score), true) }
                };
                (result.score, result.exact) = proven(result.score, result.exact);
                for scored in &mut result.moves {
                    (scored.score, scored.exact) = proven(scored.score, scored.exact);
                }
                Step::Done(result)
            }
            paused => paused,
        }
    }

    fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>) {
        self.0.watch(cancel, progress);
    }
}

/// Makes the endgame database ([`database`]) for the command line's `book checkers --pieces N`.
struct DatabaseMaker {
    pieces: usize,
}

impl BookMaker for DatabaseMaker {
    /// A database is made in one go (seconds): there is nothing to go on from.
    fn resume(&mut self, _saved: &[u8]) -> Result<usize, NotResumed> {
        Err(NotResumed::Unreadable("an endgame database is made in one go".into()))
    }

    fn make(self: Box<Self>, tell: &(dyn Fn(Making) + Sync)) -> Option<Made> {
        let clock = Every::new();
        tell(Making::Progress(format!("database: every position of up to {} pieces", self.pieces)));
        let db = match database::Database::make(self.pieces) {
            Ok(db) => db,
            Err(why) => {
                tell(Making::Progress(format!("database: {why}")));
                return None;
            }
        };
        let bytes = db.to_bytes();
        let counts: Vec<String> = (2..=self.pieces)
            .map(|pieces| {
                let c = db.counts(pieces);
                // Either side to move: each position with Black to move stands for one with White to move.
                let (all, wins, losses, draws) = (2 * c.positions(), 2 * c.wins, 2 * c.losses, 2 * c.draws);
                format!("{pieces} pieces: {all} positions, the side to move winning {wins}, losing {losses}, drawing {draws}")
            })
            .collect();
        let summary = format!("{}; {} bytes, made in {:.1} s", counts.join("; "), bytes.len(), clock.seconds());
        Some(Made { bytes, summary })
    }
}

#[cfg(test)]
mod tests;
