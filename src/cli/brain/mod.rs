//! `minimax-arcade brain`: the engine as a Gomocup brain. It speaks the Piskvork protocol on standard input and
//! output, so it plays in Piskvork, in command-line match runners and in tournaments. The same executable
//! answers as a brain when it is started under a name beginning `pbrain-` (a link or a copy), which is how
//! Piskvork finds brains.
//!
//! The protocol, as the brain reads it (one command a line, answers a line each):
//!
//! | command | answer |
//! |---|---|
//! | `START n` | `OK`, or `ERROR` for a board it does not play (5 to 20 a side) |
//! | `RECTSTART w,h` | the same, for a board `w` wide and `h` high |
//! | `BEGIN` | its first move on the empty board |
//! | `TURN x,y` | the opponent's move; then its own |
//! | `BOARD`, lines `x,y,f` (`f` 1: its stone, 2: the opponent's), `DONE` | its move in that position |
//! | `INFO key value` | nothing (`timeout_turn`, `timeout_match`, `time_left`, `max_memory`, `rule`, `game_type`) |
//! | `RESTART` | `OK`, the board cleared |
//! | `TAKEBACK x,y` | `OK`, the last stone taken back |
//! | `ABOUT` | `name="…", version="…", author="…", country="…"` |
//! | `END` | nothing; the brain exits |
//! | anything else | `UNKNOWN` and what it was |
//!
//! A move is `x,y` from 0: `x` the column from the left, `y` the row from the top, so it is the m,n,k board's
//! cell `y * width + x`. Before its move the brain writes a `MESSAGE` line saying what its search found.
//! A command that makes no sense (a taken or off-board cell, a board that cannot be its turn, a rule it does
//! not play, garbage) is answered `ERROR` with the reason, and changes nothing: the brain keeps running.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::ops::RangeInclusive;
use std::time::Duration;

use web_time::Instant;

use super::{Failure, Line, read_line};
use crate::ai::transposition::Entry;
use crate::ai::{AnySearch, Level, Limits, Settings, Solvers, Value};
use crate::rules::mnk::{MNK_SIDES, Mnk};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, GridSize, Outcome};

/// Stones in a row that win: the protocol's game is Gomoku.
const K: u8 = 5;
/// The board sides the brain plays: from five, where a five fits, to the m,n,k game's largest (Gomocup plays
/// 15 and 20).
const SIDES: RangeInclusive<u8> = K..=*MNK_SIDES.end();
/// A turn's time when the manager gives none: the Hard level's second.
const DEFAULT_TURN: Duration = Duration::from_secs(1);
/// A turn's time when the manager asks for play "as fast as possible" (`timeout_turn 0`).
const FASTEST_TURN: Duration = Duration::from_millis(50);
/// What the search may use of a turn's time; the rest is for reading, writing and the manager's clock.
const TURN_SHARE: f64 = 0.9;
/// Kept back from every turn besides, for the same reason: it matters most on short turns.
const TURN_RESERVE: Duration = Duration::from_millis(30);
/// The least a search is given, however little time is left: a move is better than a lost game on time.
const LEAST_TURN: Duration = Duration::from_millis(5);
/// With a match clock, a move takes at most the time left divided by this: the moves a game may still need.
const MOVES_AHEAD: u32 = 20;
/// The longest command line read; a longer one is garbage, counted and skipped without being kept.
const LONGEST_LINE: usize = 256;
/// `INFO rule`'s bits, as the protocol defines them.
const RULE_EXACTLY_FIVE: u32 = 1;
const RULE_CONTINUOUS: u32 = 2;
const RULE_RENJU: u32 = 4;
const RULE_CARO: u32 = 8;
/// The bits of the rules it plays: freestyle (no bit) and standard (exactly five), in a single game or a
/// continuous series.
const RULES_PLAYED: u32 = RULE_EXACTLY_FIVE | RULE_CONTINUOUS;
/// The least a table may have: `2^MIN_TABLE_BITS` buckets.
const MIN_TABLE_BITS: u8 = 10;

/// Who put a stone on the board, from the brain's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Mine,
    Theirs,
}

/// The manager's clock, as `INFO` set it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Clock {
    /// `timeout_turn`: the most a move may take; `Some(0)` means as fast as possible.
    turn: Option<Duration>,
    /// `timeout_match`: the whole game's time; `None` or 0 means no limit.
    total: Option<Duration>,
    /// `time_left`: what is left of the match's time.
    left: Option<Duration>,
}

impl Clock {
    /// The time the search gets for the next move (see the constants).
    fn move_time(&self) -> Duration {
        let mut time = match self.turn {
            Some(Duration::ZERO) => FASTEST_TURN,
            Some(turn) => turn,
            None => DEFAULT_TURN,
        };
        if let (Some(total), Some(left)) = (self.total, self.left)
            && !total.is_zero()
        {
            time = time.min(left / MOVES_AHEAD);
        }
        time.mul_f64(TURN_SHARE).saturating_sub(TURN_RESERVE).max(LEAST_TURN)
    }
}

/// A `BOARD` being read, up to its `DONE`.
#[derive(Debug, Default)]
struct BoardInput {
    stones: Vec<(u16, Side)>,
    /// The first line that could not be taken, with its reason; the whole board is then refused.
    problem: Option<String>,
}

/// What the brain is to do after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    End,
}

/// The brain's state between commands: the board, the manager's clock and rule.
#[derive(Debug)]
pub struct Brain {
    size: Option<GridSize>,
    /// The stones in the order they came.
    stones: Vec<(u16, Side)>,
    clock: Clock,
    rule: u32,
    /// `max_memory` in bytes; 0 or `None`: no limit.
    max_memory: Option<u64>,
    board: Option<BoardInput>,
    /// A node budget per move instead of the clock (`--nodes`): the answers then repeat exactly.
    nodes: Option<u64>,
    /// Seeds the choice among equally good moves; each move adds its ply, so a game still varies.
    seed: u64,
}

/// A reason to answer `ERROR`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Refusal(String);

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn refuse<T>(reason: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal(reason.into()))
}

impl Brain {
    /// A brain before `START`; `nodes` replaces the clock with a node budget per move.
    pub fn new(nodes: Option<u64>, seed: u64) -> Self {
        Self {
            size: None,
            stones: Vec::new(),
            clock: Clock::default(),
            rule: 0,
            max_memory: None,
            board: None,
            nodes,
            seed,
        }
    }

    /// Answers one line of the protocol on `out`, and says whether to go on.
    pub fn handle(&mut self, line: &str, out: &mut dyn Write) -> io::Result<Flow> {
        let line = line.trim();
        if self.board.is_some() {
            return self.board_line(line, out).map(|()| Flow::Continue);
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let answer = match word.to_ascii_uppercase().as_str() {
            "" => return Ok(Flow::Continue),
            "END" => return Ok(Flow::End),
            "START" => self.start(rest.parse::<u8>().ok().map(|n| (n, n)), rest).map(|()| "OK".to_string()),
            "RECTSTART" => self.start(parse_pair(rest), rest).map(|()| "OK".to_string()),
            "RESTART" => self.board_size().map(|_| {
                self.stones.clear();
                "OK".to_string()
            }),
            "BEGIN" => self.begin(out),
            "TURN" => self.turn(rest, out),
            "BOARD" => {
                if let Err(refusal) = self.board_size() {
                    // The stone lines and the DONE that follow are still read (and dropped) as the board's.
                    self.board = Some(BoardInput { problem: Some(refusal.0), ..BoardInput::default() });
                } else {
                    self.board = Some(BoardInput::default());
                }
                return Ok(Flow::Continue);
            }
            "TAKEBACK" => self.take_back(rest).map(|()| "OK".to_string()),
            "INFO" => match self.info(rest) {
                Ok(()) => return Ok(Flow::Continue),
                Err(refusal) => Err(refusal),
            },
            "ABOUT" => Ok(format!(
                "name=\"minimax-arcade\", version=\"{}\", author=\"The Minimax Arcade developers\", \
                 country=\"International\"",
                env!("CARGO_PKG_VERSION")
            )),
            _ => return writeln_flush(out, &format!("UNKNOWN {} is not a command of the protocol", shown(word))),
        };
        write_answer(out, answer)
    }

    /// The board, with the rule `INFO rule` set last: exactly five under the standard rule.
    fn board_size(&self) -> Result<GridSize, Refusal> {
        let size = self.size.ok_or_else(|| Refusal("no game yet: START comes first".into()))?;
        Ok(if self.rule & RULE_EXACTLY_FIVE != 0 { size.exactly() } else { size })
    }

    fn start(&mut self, sides: Option<(u8, u8)>, text: &str) -> Result<(), Refusal> {
        let Some((width, height)) = sides else {
            return refuse(format!("{} is not a board size", shown(text)));
        };
        if !SIDES.contains(&width) || !SIDES.contains(&height) {
            return refuse(format!(
                "a {width}x{height} board is not played: {} to {} a side",
                SIDES.start(),
                SIDES.end()
            ));
        }
        self.check_rule()?;
        self.size = Some(GridSize::new(height, width, K));
        self.stones.clear();
        Ok(())
    }

    fn check_rule(&self) -> Result<(), Refusal> {
        let unplayed = self.rule & !RULES_PLAYED;
        if unplayed == 0 {
            return Ok(());
        }
        let name = if unplayed & RULE_RENJU != 0 {
            "renju"
        } else if unplayed & RULE_CARO != 0 {
            "caro"
        } else {
            "that rule"
        };
        refuse(format!(
            "rule {} ({name}) is not played: only freestyle (rule 0, five or more in a row) and standard (rule 1, \
             exactly five)",
            self.rule
        ))
    }

    fn info(&mut self, text: &str) -> Result<(), Refusal> {
        let (key, value) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let value = value.trim();
        let number = || -> Result<u64, Refusal> {
            value.parse::<u64>().or_else(|_| refuse(format!("INFO {key}: {} is not a whole number", shown(value))))
        };
        let millis = |n: u64| Duration::from_millis(n);
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => self.clock.turn = Some(millis(number()?)),
            "timeout_match" => self.clock.total = Some(millis(number()?)),
            "time_left" => self.clock.left = Some(millis(number()?)),
            "max_memory" => self.max_memory = Some(number()?),
            "rule" => {
                let rule = number()?;
                self.rule = u32::try_from(rule).or_else(|_| refuse(format!("INFO rule: {rule} is no rule")))?;
            }
            // Who the opponent is, a move to evaluate, a folder for files: nothing the brain needs.
            _ => {}
        }
        Ok(())
    }

    /// The point `x,y` of `text` on this board, as a cell, checked to be on the board.
    fn point(&self, text: &str) -> Result<u16, Refusal> {
        let size = self.board_size()?;
        let Some((x, y)) = parse_pair(text) else {
            return refuse(format!("{} is not a point x,y", shown(text)));
        };
        if x >= size.cols || y >= size.rows {
            return refuse(format!("{x},{y} is off the {}x{} board", size.cols, size.rows));
        }
        Ok(size.cell(y as usize, x as usize) as u16)
    }

    fn free_point(&self, text: &str) -> Result<u16, Refusal> {
        let cell = self.point(text)?;
        match self.stones.iter().find(|(c, _)| *c == cell) {
            Some((_, side)) => {
                let whose = if *side == Side::Mine { "mine" } else { "yours" };
                refuse(format!("{} is already taken (the stone there is {whose})", text.trim()))
            }
            None => Ok(cell),
        }
    }

    fn begin(&mut self, out: &mut dyn Write) -> Result<String, Refusal> {
        self.board_size()?;
        if !self.stones.is_empty() {
            return refuse("BEGIN comes on an empty board; this one has stones (RESTART clears it)");
        }
        self.reply(out)
    }

    fn turn(&mut self, text: &str, out: &mut dyn Write) -> Result<String, Refusal> {
        let cell = self.free_point(text)?;
        self.stones.push((cell, Side::Theirs));
        let answer = self.reply(out);
        if answer.is_err() {
            // The move is refused as a whole: the board is as it was before the command.
            self.stones.pop();
        }
        answer
    }

    fn take_back(&mut self, text: &str) -> Result<(), Refusal> {
        let cell = self.point(text)?;
        match self.stones.last() {
            Some((last, _)) if *last == cell => {
                self.stones.pop();
                Ok(())
            }
            _ if self.stones.iter().any(|(c, _)| *c == cell) => {
                refuse(format!("{} is not the last stone played; only that one can be taken back", text.trim()))
            }
            _ => refuse(format!("there is no stone on {}", text.trim())),
        }
    }

    fn board_line(&mut self, line: &str, out: &mut dyn Write) -> io::Result<()> {
        if line.eq_ignore_ascii_case("DONE") {
            let input = self.board.take().unwrap_or_default();
            let answer = match input.problem {
                Some(problem) => Err(Refusal(format!("{problem}; the board was not taken"))),
                None => {
                    let before = std::mem::replace(&mut self.stones, input.stones);
                    let answer = self.reply(out);
                    if answer.is_err() {
                        self.stones = before;
                    }
                    answer
                }
            };
            return write_answer(out, answer).map(|_| ());
        }
        if line.is_empty() {
            return Ok(());
        }
        let stone = self.board_stone(line);
        let Some(input) = self.board.as_mut() else { return Ok(()) };
        if input.problem.is_some() {
            return Ok(());
        }
        match stone {
            Ok(stone) if input.stones.iter().any(|(c, _)| *c == stone.0) => {
                input.problem = Some(format!("BOARD: {} names a cell twice", shown(line)));
            }
            Ok(stone) => input.stones.push(stone),
            Err(refusal) => input.problem = Some(format!("BOARD: {refusal}")),
        }
        Ok(())
    }

    /// One `x,y,field` line of a `BOARD`.
    fn board_stone(&self, line: &str) -> Result<(u16, Side), Refusal> {
        let Some((point, field)) = line.rsplit_once(',') else {
            return refuse(format!("{} is not a stone x,y,field", shown(line)));
        };
        let cell = self.point(point)?;
        match field.trim() {
            "1" => Ok((cell, Side::Mine)),
            "2" => Ok((cell, Side::Theirs)),
            "3" => refuse(format!("{}: field 3 (a continuous game's winning line) is not played", shown(line))),
            other => refuse(format!("{}: the field is 1 (mine) or 2 (yours), not {}", shown(line), shown(other))),
        }
    }

    /// The position on the board, the brain to move: its stones and the opponent's, in the order they came,
    /// alternate from the side with more (or from the brain's, when both have as many).
    fn position(&self) -> Result<Mnk, Refusal> {
        let size = self.board_size()?;
        let of = |side| self.stones.iter().filter(move |s| s.1 == side).map(|s| s.0).collect::<Vec<_>>();
        let (mine, theirs) = (of(Side::Mine), of(Side::Theirs));
        let (first, second) = if mine.len() == theirs.len() {
            (mine, theirs)
        } else if theirs.len() == mine.len() + 1 {
            (theirs, mine)
        } else {
            return refuse(format!(
                "it cannot be my turn with {} of my stones and {} of yours on the board",
                mine.len(),
                theirs.len()
            ));
        };
        let mut pos = Mnk::new(size);
        for i in 0..first.len() {
            for cell in [first.get(i), second.get(i)].into_iter().flatten() {
                if pos.check_move(*cell).is_err() {
                    return refuse("the board already holds five in a row: the game is over");
                }
                pos.play(*cell);
            }
        }
        match pos.outcome() {
            Some(Outcome::Win(_)) => refuse("the board already holds five in a row: the game is over"),
            Some(_) => refuse("the board is full: the game is drawn"),
            None => Ok(pos),
        }
    }

    /// Searches the position for the brain's move, puts its stone down, and answers with it; a `MESSAGE`
    /// line about the search goes first.
    fn reply(&mut self, out: &mut dyn Write) -> Result<String, Refusal> {
        self.check_rule()?;
        let pos = self.position()?;
        let size = pos.size();
        let started = Instant::now();
        let limits = match self.nodes {
            Some(nodes) => Level::Hard.limits_with_nodes(GameSpec::GOMOKU, nodes),
            None => Limits::unlimited().with_time(self.clock.move_time()),
        };
        let settings = Settings {
            table_bits: self.table_bits(),
            ..Level::Hard.settings(self.seed.wrapping_add(pos.plies() as u64))
        };
        let result = AnySearch::new(&AnyGame::Mnk(pos), limits, settings, &Solvers::default()).run();
        let Some(AnyMove::Cell(cell)) = result.best else {
            return refuse("no move was found");
        };
        let _ = writeln!(
            out,
            "MESSAGE depth {}, {}, {} nodes in {} ms",
            result.depth,
            describe(result.value()),
            result.nodes,
            started.elapsed().as_millis()
        );
        self.stones.push((cell, Side::Mine));
        let (y, x) = size.row_col(cell as usize);
        Ok(format!("{x},{y}"))
    }

    /// The engine's table size: Hard's, or less to stay within half of `max_memory`.
    fn table_bits(&self) -> u8 {
        let bits = Settings::default().table_bits;
        let Some(limit) = self.max_memory.filter(|&m| m > 0) else { return bits };
        let bucket = 2 * std::mem::size_of::<Entry<u16>>() as u64;
        (MIN_TABLE_BITS..=bits).rev().find(|&b| (bucket << b) <= limit / 2).unwrap_or(MIN_TABLE_BITS)
    }
}

/// What a search's value says, in the brain's words.
fn describe(value: Value) -> String {
    let moves = |n: u32| if n == 1 { "1 move".to_string() } else { format!("{n} moves") };
    match value {
        Value::Win { plies } => format!("a forced win: my five within {}", moves(plies.div_ceil(2))),
        Value::Loss { plies } => format!("a forced loss: your five within {}", moves(plies / 2)),
        Value::Exact(0) | Value::Margin(0) => "a draw".into(),
        Value::Exact(score) => format!("value {score}"),
        Value::Margin(margin) => format!("a margin of {margin:+}"),
        Value::Estimate(score) => format!("estimate {score}"),
        Value::Won => "a forced win".into(),
        Value::Lost => "a forced loss".into(),
    }
}

/// `a,b` as two small numbers.
fn parse_pair(text: &str) -> Option<(u8, u8)> {
    let (a, b) = text.split_once(',')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

/// A piece of the input, quoted and cut short, for an error message.
fn shown(text: &str) -> String {
    format!("{:?}", crate::rules::short(text))
}

/// Writes a command's answer, or `ERROR` and the reason it was refused.
fn write_answer(out: &mut dyn Write, answer: Result<String, Refusal>) -> io::Result<Flow> {
    match answer {
        Ok(text) => writeln_flush(out, &text),
        Err(refusal) => writeln_flush(out, &format!("ERROR {refusal}")),
    }
}

fn writeln_flush(out: &mut dyn Write, text: &str) -> io::Result<Flow> {
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(Flow::Continue)
}

/// The prefix of a brain's file name that Piskvork and the match runners look for.
const BRAIN_PREFIX: &str = "pbrain-";

/// Whether the program was started under a brain's name (`pbrain-minimax-arcade`, a link or a copy of this
/// executable, `.exe` or not), so that it is to be the brain.
pub fn called_as_brain(program: &std::ffi::OsStr) -> bool {
    std::path::Path::new(program)
        .file_name()
        .is_some_and(|name| name.to_string_lossy().to_ascii_lowercase().starts_with(BRAIN_PREFIX))
}

/// Runs the brain on `input` until `END` or the end of the input. Every answer is flushed at once: the
/// manager waits for it.
pub(super) fn run(args: &super::BrainArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<u8, Failure> {
    let mut brain = Brain::new(args.nodes, args.seed);
    let mut kept = Vec::new();
    while let Some(line) = read_line(input, LONGEST_LINE, &mut kept).map_err(Failure::Read)? {
        let flow = match line {
            Line::Text(text) => brain.handle(&text, out),
            Line::TooLong(length) => writeln_flush(out, &format!("ERROR a line of {length} bytes is no command")),
            Line::NotUtf8 => writeln_flush(out, "ERROR the line is not UTF-8 text"),
        };
        if flow.map_err(Failure::Write)? == Flow::End {
            break;
        }
    }
    Ok(0)
}

#[cfg(test)]
mod tests;
