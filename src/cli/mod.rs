//! The headless command line over the core: solve and analyse positions read from standard input, play
//! matches between computer players, and benchmark the search. No window and no Bevy at run time.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

mod bench;
mod book;
pub mod brain;
mod fit;
pub use fit::FitArgs;
mod lines;
pub use lines::Failure;
pub(crate) use lines::refusal;
use lines::{Line, for_each_position, read_line};
mod opening;
pub use opening::Opening;
mod play;
mod show;

pub use play::PlayerArg;
mod solve;
pub use solve::LevelArgs;
mod solvers;
mod trace;
pub mod uci;

use crate::ai::Limits;
use crate::rules::{GameSpec, GridSize, short};

const ABOUT: &str = "Classic board games against a minimax computer opponent.";

const LONG_ABOUT: &str = "\
Classic board games against a minimax computer opponent.

Without a subcommand, opens the game window. The subcommands work headless: they read positions from
standard input, one per line, and write answers to standard output.

Games are named tictactoe, four-in-a-row, gomoku, connect4, bones (a heap of 20) or bones:HEAP, nim (heaps
of 3, 4 and 5) or nim:A-B-... (1 to 4 heaps of 1 to 7), kalah (6 pits a side of 4 seeds) or
kalah:PITSxSEEDS (3 to 6 pits of 2 to 6 seeds; kalah:6x4:empty for the empty-capture rule), reversi
(Othello, 8x8; also othello) or reversi:6 (6x6), checkers (English draughts; also draughts), chess, and any
board as mnk:COLSxROWS:K (stones placed anywhere; 3 to 20 a side) or gravity:COLSxROWS:K (stones dropped into
columns; 4 to 12 a side), k in a row winning: mnk:5x4:4 is 5 columns by 4 rows, four in a row.

Positions are the moves played from the start of the game, player One first:
  m,n,k boards   cells numbered 1..cols*rows in reading order from the top-left; one digit each on boards
                 of up to 9 cells (tictactoe: 5173), comma-separated on larger ones (gomoku: 113,112,97)
  gravity boards columns numbered 1..cols from the left; one digit each up to 9 columns (connect4: 4453),
                 comma-separated on wider boards
  bones          the heap size, 1 to 99
  nim            a heap's letter (a for the first) and the bones taken from it, comma-separated (c2,a3);
                 or a set-up position: the heaps and the player to move, 1 or 2 (1-4-0 2)
  kalah          a pit's letter a-f from the mover's left, a letter a sowing, blanks between turns
                 allowed (c fa d); or a set-up position: player One's pits a-f and store, a slash, player
                 Two's pits from its own left and store, and the player to move (4,4,4,4,4,4,0/4,4,4,4,4,4,0 1)
  reversi        squares a1..h8 (columns a-h, rows 1-8 from the top) run together, a pass written pass
                 (f5d6c3); or a set-up position: 64 characters (36 on 6x6) X, O or - row by row from a1, a
                 space and the side to move, X or O (a published .obf line is read as it is)
  checkers       squares 1-32 as players number them, every landing of a move (11-15 23-19 26x17x10;
                 first and last square alone where that names one move; PDN move numbers and results are
                 left out); or a set-up position as a PDN FEN: who moves, then each side's squares, K
                 before a king (B:W21-32:B1-12, W:WK15,20:BK28,12)
  chess          moves in SAN (e4 e5 Nf3 Nc6 O-O; checks, !?, move numbers and a result left out) or in
                 UCI's long form (e2e4 e7e5 e7e8q); or a set-up position as a FEN
                 (rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1)
Each move of the other games is a plain number: digits only, no sign; comma-separated moves may have
leading zeros (05 is 5).
Blanks around moves are ignored. A line longer than any position of the game can be is refused unread.

Scores are for the player to move: positive means it can force a win, negative a loss, 0 a draw. A win
whose winning move is played when P moves have been made on a board of C cells scores (C + 1 - P) / 2
(integer division), so faster wins score higher (for Bones, C is the heap; for Nim, all the bones). This generalises the scores
of the public Connect Four solvers and their test sets.

A line that cannot be read (a cell out of range, a cell played twice, a move after the game ended) gets a
one-line error on standard error naming the line number; the other lines are still answered, and the exit
status is 1. Each line gets 10 seconds (--seconds changes that, --nodes gives a node budget instead, whose
answers repeat exactly); a position too big to solve within its budget is answered with '?' and an
estimate. Answers that cannot be written (a full disk) end the run with an error and exit status 1.";

const EXAMPLES: &str = "\
Examples:
  echo 123465 | minimax-arcade solve tictactoe          # prints: 123465 2
  printf '\\n5\\n' | minimax-arcade analyze tictactoe     # each cell's score, '-' where taken
  echo 4453 | minimax-arcade solve connect4
  echo 20 | minimax-arcade analyze bones               # take 1, 2 or 3
  echo 5 | minimax-arcade trace tictactoe --format dot > tree.dot   # every node alpha-beta visits
  echo | minimax-arcade trace tree --algorithm minimax  # the textbook tree 3 5 2 9 12 5 23 23
  echo 1,5,9 | minimax-arcade solve mnk:4x4:4
  minimax-arcade match gomoku --a hard --b baseline --games 20
  minimax-arcade brain                                  # a Gomocup brain: START 15, BEGIN, TURN 7,8, ...
  minimax-arcade bench
  minimax-arcade bench connect4 --perft 8              # lines of 1 to 8 moves, counted and timed";

/// The whole command line.
#[derive(Parser, Debug)]
#[command(name = "minimax-arcade", version, about = ABOUT, long_about = LONG_ABOUT, after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Open the game, save a PNG of the window after a few frames, and exit.
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,

    /// What the game opens on, as it would in a browser.
    #[command(flatten)]
    pub opening: Opening,
}

/// The headless subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Read positions from standard input, one per line, and print `<line> <score>` for each.
    Solve(PositionArgs),
    /// Read positions from standard input and print each followed by the score of every move from it, in
    /// notation order ('-' where the move is illegal).
    #[command(alias = "analyse")]
    Analyze(PositionArgs),
    /// Play games between two computer players, sides alternating, and print wins, draws, losses and time
    /// per move for each.
    Match(MatchArgs),
    /// Run fixed searches and print nodes, time and nodes per second; with `connect4 FILE...`, score the
    /// Connect Four test positions in each FILE (lines `<moves> <score>`) and print how many were scored right,
    /// the mean time and nodes per position, and nodes per second; with `reversi FILE...`, solve every move of
    /// each `.obf` position (the FFO endgame set) and check it against the published score; with
    /// `GAME --perft D`, count and time the lines of 1 to D moves from the game's start.
    Bench(BenchArgs),
    /// Make a game's opening book with its family's maker (Connect Four and the gravity boards its solver
    /// covers: the exact score of the positions of the first plies that a match against the perfect computer
    /// reaches, or every one). Progress goes to standard error; a run stopped part way goes on from its
    /// checkpoint (FILE.partial).
    Book(BookArgs),
    /// Fit a game's evaluation weights to positions from self-play and print them as the source's table with
    /// the error on held-out games: Reversi's (each position labelled by an exact solve, each phase's error) and
    /// chess's (labelled by the games' results and the searches' values, then a match against the hand-set
    /// weights).
    Fit(FitArgs),
    /// Trace one search: read a position from standard input (an empty line is the start; for `tree`, the
    /// leaf values left to right, or none for the textbook tree) and write every node the search visited, with
    /// values, alpha-beta windows, cut-offs, table hits and the principal variation, as Graphviz DOT or JSON.
    Trace(TraceArgs),
    /// Read positions from standard input, one per line, and print for each the position it leads to in the
    /// game's position notation ('-' for a game without one), then after a ';' its legal moves, or 'over' and
    /// the result ('margin +N' for player One, 'win 1', 'win 2', 'draw'): the rules alone, for checking them
    /// against another implementation.
    Show(ShowArgs),
    /// Play Gomoku as a Gomocup brain: the Piskvork protocol on standard input and output (START, BEGIN, TURN,
    /// BOARD, INFO, TAKEBACK, RESTART, ABOUT, END), for Piskvork, match runners and tournaments. Started under a
    /// name beginning `pbrain-` (a link or a copy of this executable), it is the brain without being asked.
    Brain(BrainArgs),
    /// Play chess as a UCI engine: the Universal Chess Interface on standard input and output (uci, isready,
    /// setoption, ucinewgame, position, go, stop, quit), for Cute Chess, Arena, En Croissant, fastchess and
    /// lichess-bot. Options: Hash, Level, UCI_LimitStrength, UCI_Elo.
    Uci,
}

/// The options of `show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    pub game: GameArg,
    /// Read standard input as a file of game records (checkers' PDN, chess's PGN), game after game, and print
    /// for each its number and moves, then the position it ends in as a line does; a game that cannot be read
    /// is said on standard error, and a count of the games read closes the output there.
    #[arg(long)]
    pub records: bool,
}

/// The options of `brain`. A brain needs none: the manager sets its clock through the protocol.
#[derive(Args, Debug, Clone, Default)]
pub struct BrainArgs {
    /// Search this many nodes per move (at least 1) instead of using the protocol's clock: the answers then
    /// repeat exactly.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// Seeds the choice among equally good moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// What `solve` and `analyze` are asked: the game of the positions read, how long to search each, and how
/// the Connect Four solver works.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    #[command(flatten)]
    pub game: GameArg,
    /// How m,n,k moves are written, in the positions read and the moves printed: numbers (cells from 1 in
    /// reading order) or coords (Gomoku players' points: a column letter from the left and a row number from
    /// the bottom, h8 the centre of 15x15; comma-separated).
    #[arg(long, value_enum, default_value_t = Notation::Numbers)]
    pub notation: Notation,
    #[command(flatten)]
    pub budget: Budget,
    #[command(flatten)]
    pub solver: SolverArgs,
    #[command(flatten)]
    pub level: LevelArgs,
}

/// How m,n,k moves are written on the command line.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Notation {
    /// Cells numbered from 1 in reading order from the top-left (`113`).
    #[default]
    Numbers,
    /// Points like `h8`: a column letter from the left, a row number from the bottom.
    Coords,
}

/// Which game to play: its name, or for the old spelling a bare `mnk` or `gravity` with its board's sides.
#[derive(Args, Debug, Clone)]
pub struct GameArg {
    /// The game: tictactoe, four-in-a-row, gomoku, connect4, bones, bones:HEAP, nim, nim:A-B-..., kalah,
    /// kalah:PITSxSEEDS, kalah:PITSxSEEDS:empty, reversi, reversi:6, checkers, chess, mnk:COLSxROWS:K (stones
    /// placed anywhere, k in a row) or gravity:COLSxROWS:K (stones dropped into columns)
    #[arg(value_name = "GAME")]
    pub name: String,
    /// With a bare `mnk` or `gravity`: columns (m,n,k 3-20, gravity 4-12).
    #[arg(long)]
    pub cols: Option<u8>,
    /// With a bare `mnk` or `gravity`: rows.
    #[arg(long)]
    pub rows: Option<u8>,
    /// With a bare `mnk` or `gravity`: stones in a row that win, 3 to the longer side.
    #[arg(long)]
    pub k: Option<u8>,
}

impl GameArg {
    /// The game and its parameters, checked.
    pub fn spec(&self) -> Result<GameSpec, String> {
        let bare = self.name.trim().to_ascii_lowercase();
        match (bare.as_str(), self.cols, self.rows, self.k) {
            ("mnk", Some(cols), Some(rows), Some(k)) => GameSpec::Mnk(GridSize::new(rows, cols, k)).validate(),
            ("gravity", Some(cols), Some(rows), Some(k)) => GameSpec::Gravity(GridSize::new(rows, cols, k)).validate(),
            ("mnk" | "gravity", ..) => Err(format!("{bare} needs --cols, --rows and --k, or a name like {bare}:7x6:4")),
            (_, None, None, None) => self.name.parse(),
            _ => Err("--cols, --rows and --k go with a bare mnk or gravity".into()),
        }
    }
}

/// How much a solve or analysis may search per line.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct Budget {
    /// Most nodes to search per line (at least 1). Given alone, it replaces the default time, and the answers
    /// repeat exactly from run to run.
    #[arg(long, global = true, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// Most seconds to search per line: more than 0, at most 86400 (a day). Without --nodes or --seconds,
    /// each line gets 10 seconds.
    #[arg(long, global = true, value_name = "SECONDS", value_parser = parse_seconds)]
    pub seconds: Option<Duration>,
}

/// The time each line gets when neither `--nodes` nor `--seconds` is given.
pub const DEFAULT_SECONDS_PER_LINE: u64 = 10;
/// The deepest `bench --perft` goes: far past what finishes in a day on any game here.
const MOST_PERFT_DEPTH: i64 = 40;

/// The longest time `--seconds` accepts: beyond it, a budget is a mistake, not a wish.
const MOST_SECONDS: f64 = 86_400.0;

/// Reads `--seconds`: a finite number of seconds, more than 0 and at most [`MOST_SECONDS`].
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text.trim().parse().map_err(|_| format!("{:?} is not a number of seconds", short(text)))?;
    if !(seconds > 0.0 && seconds <= MOST_SECONDS) {
        return Err(format!("{} is out of range: more than 0 and at most {MOST_SECONDS} seconds", short(text.trim())));
    }
    Ok(Duration::from_secs_f64(seconds))
}

impl Budget {
    /// The limits of one line's search, its clock starting now. `exact` says the game has an exact solver,
    /// which gets no default time: its answers are never `?` unless a budget is asked for.
    fn limits(self, exact: bool) -> Limits {
        let limits = Limits::unlimited().with_nodes(self.nodes.unwrap_or(u64::MAX));
        match (self.nodes, self.seconds) {
            (_, Some(time)) => limits.with_time(time),
            (Some(_), None) => limits,
            (None, None) if exact => limits,
            (None, None) => limits.with_time(Duration::from_secs(DEFAULT_SECONDS_PER_LINE)),
        }
    }
}

/// The options of `bench`.
#[derive(Args, Debug, Clone, Default)]
pub struct BenchArgs {
    /// `connect4` or `reversi` to benchmark the exact solver on test files; any game with --perft; nothing
    /// for the fixed searches.
    #[arg(value_name = "GAME")]
    pub game: Option<String>,
    /// Test files: for connect4 lines `<moves> <score>` (the published Connect Four test sets); for reversi
    /// `.obf` lines with every move's score (the FFO endgame positions), every move solved exactly.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// With a game where Perfect is offered (connect4 without files, kalah:4x3, ...): play this many games,
    /// the computer at Perfect against a seeded random player, and time each of the computer's turns as the
    /// game takes it with the analysis overlay on (its move, then every move's value in the position it
    /// leaves).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub games: Option<u32>,
    /// With --games: a fresh solver table for every search, instead of the game's tables kept between searches.
    #[arg(long)]
    pub fresh_tables: bool,
    /// With --games: the computer's opponent, a level (easy, medium, hard or perfect) instead of the seeded
    /// random player.
    #[arg(long, value_name = "LEVEL", requires = "games")]
    pub against: Option<crate::ai::Level>,
    /// With any GAME: count the lines of 1 to D moves from the start (a check of the rules' move generation)
    /// and time each depth: `perft D <count> <seconds> s <nodes/s>` (the lines counted per second). With chess
    /// and FILEs: every position of each EPD perft suite (`FEN ;D1 20 ;D2 400 …`) counted to depth D at most
    /// and checked against its counts.
    #[arg(long, value_name = "D", conflicts_with_all = ["games"],
          value_parser = clap::value_parser!(u32).range(1..=MOST_PERFT_DEPTH))]
    pub perft: Option<u32>,
    /// With a game whose engine has an endgame database (checkers): sample N positions of as many pieces as
    /// the database holds (seeded by --seed), and play out every one it says the side to move wins, both sides
    /// searching --nodes nodes a move with the database, under the rules' draws; print each win not converted
    /// and `converted W of N wins ...`.
    #[arg(long, value_name = "N", conflicts_with_all = ["files", "games", "perft"],
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub convert: Option<u32>,
    /// With --convert: the sample's seed.
    #[arg(long, default_value_t = 1, requires = "convert")]
    pub seed: u64,
    /// With --convert: the nodes each side searches a move (at least 100).
    #[arg(long, default_value_t = 50_000, requires = "convert",
          value_parser = clap::value_parser!(u64).range(100..=1_000_000_000))]
    pub nodes: u64,
    /// With reversi and test files: each position's best move and its margin only (what `solve` answers),
    /// checked against the published best, instead of every move's margin.
    #[arg(long, requires = "files", conflicts_with_all = ["games", "perft"])]
    pub best: bool,
    #[command(flatten)]
    pub solver: SolverArgs,
}

/// The options of `book`.
#[derive(Args, Debug, Clone)]
pub struct BookArgs {
    /// The game whose book to make: connect4, a gravity board the solver covers, a Kalah board or reversi:6
    /// (a family without a book maker is refused).
    #[arg(value_name = "GAME", default_value = "connect4")]
    pub game: String,
    /// Positions with up to this many stones go in the book (1 to 14); for Kalah, those this many sowings
    /// from the start reach; for Reversi, those where the perfect computer moves with up to this many discs
    /// placed.
    #[arg(long, required_unless_present = "pieces", value_parser = clap::value_parser!(u32).range(1..=14))]
    pub depth: Option<u32>,
    /// For checkers, the endgame database: every position of up to this many pieces (2 to 4), made by
    /// retrograde analysis.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub pieces: Option<u8>,
    /// Where to write the book.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Threads solving at once, 1 to 256 (by default, one per core).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Each thread's table grows up to 2^N entries of 8 bytes (16 to 34); a Kalah board gets no more than its
    /// positions fill, and tables the machine cannot give are refused before any work.
    #[arg(long, value_name = "N", default_value_t = 27, value_parser = clap::value_parser!(u8).range(16..=34))]
    pub table_bits: u8,
    /// Every position of the first plies, instead of those a match against the perfect computer reaches
    /// (affordable on small boards only).
    #[arg(long)]
    pub every_position: bool,
}

/// The options of `trace`.
#[derive(Args, Debug, Clone)]
pub struct TraceArgs {
    #[command(flatten)]
    pub game: GameArg,
    /// The search traced: minimax (every node), alphabeta, ordered (best-looking moves first) or table (ordered,
    /// with a transposition table).
    #[arg(long, default_value = "alphabeta", value_parser = |s: &str| s.parse::<crate::ai::trace::Algorithm>())]
    pub algorithm: crate::ai::trace::Algorithm,
    /// Stop after this many nodes (1 to 5,000,000); the output then says the tree was cut.
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..=5_000_000))]
    pub max_nodes: u64,
    /// Search this many plies deep and score the positions there with the engine's evaluation (by default, to
    /// the end of the game).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: Option<u32>,
    /// For `tree`: how many children each inner node has (2 to 8).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=8))]
    pub branching: u8,
    /// dot (Graphviz) or json.
    #[arg(long, value_enum, default_value_t = trace::Format::Dot)]
    pub format: trace::Format,
}

/// How the Connect Four solver (7 × 6, and every gravity board whose columns fit in 64 bits) works.
#[derive(Args, Debug, Clone, Default)]
pub struct SolverArgs {
    /// Only win, draw or loss: 1, 0 or -1 (boards the Connect Four solver covers).
    #[arg(long, global = true)]
    pub weak: bool,
    /// Solve without the opening books (Connect Four's, Kalah's, Reversi's).
    #[arg(long, global = true)]
    pub no_book: bool,
    /// Use this opening book file (made by `book`) instead of the one that ships with the game.
    #[arg(long, global = true, value_name = "FILE")]
    pub book: Option<PathBuf>,
    /// The Connect Four solver's table grows up to 2^N entries of 8 bytes (16 to 34; by default 24, 128 MiB;
    /// bench starts each position with 23, the published solver's size).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(16..=34))]
    pub table_bits: Option<u8>,
    /// Threads the Connect Four solver uses on a big position, 1 to 64 (by default one per core, up to 4).
    /// With --nodes, one: node budgets and node counts then repeat exactly.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
    pub threads: Option<u16>,
    /// Kalah's endgame database covers every position with up to N seeds left in the pits (0 to 20; by
    /// default as many as keep it within 3 million positions, 12 on six pits). It is made once, before the
    /// first position that needs it, and its size and the time it took go to standard error; 18 on six pits
    /// is 86 million positions (a byte each), made in about half a minute.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=20))]
    pub endgame_seeds: Option<u8>,
    /// Reversi's exact endgame solver takes over from the search at N empty squares or fewer (0 to 36; by
    /// default 20): more answers harder positions exactly (the FFO endgame positions have 20 to 34), if the
    /// time allows.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=36))]
    pub endgame_empties: Option<u8>,
}

/// The options of `match`.
#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    pub game: GameArg,
    /// Player A: easy, medium, hard, perfect or baseline. A moves first in odd-numbered games.
    #[arg(long, global = true, default_value = "hard")]
    pub a: PlayerArg,
    /// Player B, likewise.
    #[arg(long, global = true, default_value = "baseline")]
    pub b: PlayerArg,
    /// Games to play, 1 to 100000.
    #[arg(long, global = true, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub games: u32,
    /// Seeds every random choice, so a match can be replayed.
    #[arg(long, global = true, default_value_t = 1)]
    pub seed: u64,
    /// Engine players search this many nodes per move (at least 1) instead of using their level's time.
    #[arg(long, global = true, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// Engine players search this many milliseconds per move (1 to 3600000) instead of their level's time.
    #[arg(long, global = true, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub time_ms: Option<u64>,
    /// How deep the baseline searches, in plies: 1 to 6 (deeper takes hours on big boards).
    #[arg(long, global = true, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=6))]
    pub baseline_depth: u32,
    /// Print each game's moves and result.
    #[arg(long, global = true)]
    pub verbose: bool,
    /// Play every game from this position instead of the start: moves from the start, or a set-up position in
    /// the game's position notation (Nim: `1-4-0 2`; Reversi's boards start with `-` where a1 is empty, and are
    /// read as a position all the same).
    #[arg(long, value_name = "POSITION", allow_hyphen_values = true)]
    pub from: Option<String>,
}

/// Runs a headless subcommand; returns the process exit status: 0 when every line was answered, 1 when a line
/// was refused or the answers could not be written, 2 when the game named is not one.
pub fn run(command: Command, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let game = match &command {
        Command::Solve(args) | Command::Analyze(args) => Some(&args.game),
        Command::Match(args) => Some(&args.game),
        Command::Show(args) => Some(&args.game),
        Command::Bench(_)
        | Command::Book(_)
        | Command::Fit(_)
        | Command::Trace(_)
        | Command::Brain(_)
        | Command::Uci => None,
    };
    let spec = match game.map(GameArg::spec).transpose() {
        Ok(spec) => spec,
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            return 2;
        }
    };
    let result = match (command, spec) {
        (Command::Solve(args), Some(spec)) => solve::answer_each(spec, args, (input, out, err), solve::score),
        (Command::Analyze(args), Some(spec)) => solve::answer_each(spec, args, (input, out, err), solve::move_scores),
        (Command::Match(args), Some(spec)) => play::play_match(spec, &args, out, err),
        (Command::Show(args), Some(spec)) if args.records => show::records(spec, input, out, err),
        (Command::Show(_), Some(spec)) => show::run(spec, input, out, err),
        (Command::Bench(args), _) => bench::run(&args, out, err),
        (Command::Book(args), _) => book::run(&args, out, err),
        (Command::Fit(args), _) => fit::run(&args, out, err),
        (Command::Trace(args), _) => trace::run(&args, input, out, err),
        (Command::Brain(args), _) => brain::run(&args, input, out),
        // The program serves an interface on its own standard input (`uci::serve`); input given here is read to
        // its end first, then answered line by line, each search in turn.
        (Command::Uci, _) => {
            let mut text = String::new();
            input.read_to_string(&mut text).map_err(Failure::Read).map(|_| uci::run_on(io::Cursor::new(text), out, err))
        }
        (_, None) => unreachable!("every other command names a game"),
    };
    // What is still buffered must reach its destination too: a full disk shows up here.
    let result = result.and_then(|status| out.flush().map(|()| status).map_err(Failure::write));
    match result {
        Ok(status) => status,
        // A closed pipe (`| head`) is not worth a complaint.
        Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => 1,
        Err(Failure::Write(e)) => {
            let _ = writeln!(err, "error: could not write the answers: {e}");
            1
        }
        Err(Failure::Read(e)) => {
            let _ = writeln!(err, "error: could not read standard input: {e}");
            1
        }
    }
}

/// Refuses, before any work, a file to be written (`flag`'s) whose folder does not exist: a mistyped path is
/// said so, rather than made into folders.
fn check_folder(flag: &str, path: &Path) -> Result<(), String> {
    let folder = path.parent().filter(|folder| !folder.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if folder.is_dir() {
        Ok(())
    } else {
        Err(format!("{flag} {}: the folder {} does not exist", path.display(), folder.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_named_or_built_from_their_sides() {
        let arg = |name: &str, sides: Option<(u8, u8, u8)>| GameArg {
            name: name.into(),
            cols: sides.map(|s| s.0),
            rows: sides.map(|s| s.1),
            k: sides.map(|s| s.2),
        };
        assert_eq!(arg("connect4", None).spec(), Ok(GameSpec::CONNECT_FOUR));
        assert_eq!(arg("mnk:4x3:3", None).spec(), Ok(GameSpec::Mnk(GridSize::new(3, 4, 3))));
        assert_eq!(arg("mnk", Some((4, 3, 3))).spec(), Ok(GameSpec::Mnk(GridSize::new(3, 4, 3))));
        assert_eq!(arg("gravity", Some((7, 6, 4))).spec(), Ok(GameSpec::CONNECT_FOUR));
        assert!(arg("mnk", None).spec().unwrap_err().contains("--cols"));
        assert!(arg("gomoku", Some((4, 3, 3))).spec().is_err());
        assert!(arg("shogi", None).spec().unwrap_err().contains("unknown game"));
    }

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
