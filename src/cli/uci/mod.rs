//! `minimax-arcade uci`: the chess engine as a UCI engine (the Universal Chess Interface, as its April 2006
//! text describes it), for Cute Chess, Arena, En Croissant, fastchess and lichess-bot.
//!
//! | command | answer |
//! |---|---|
//! | `uci` | `id name`, `id author`, the options, `uciok` |
//! | `isready` | `readyok`, at once, searching or not |
//! | `setoption name N [value V]` | nothing: `Hash` (MB), `Level` (Easy, Medium, Hard), `UCI_LimitStrength`, `UCI_Elo` |
//! | `ucinewgame` | nothing: the start, the table cleared (it is kept from one `go` to the next till then) |
//! | `position startpos\|fen FEN [moves M...]` | nothing: the position, its moves played (UCI's `e2e4`, `e7e8q`) |
//! | `go [wtime btime winc binc movestogo movetime depth nodes infinite]` | `info` lines as it searches, then one `bestmove` |
//! | `stop` | the search ends: its `bestmove` follows |
//! | `quit` | the search stopped; the engine exits |
//!
//! The search runs on a thread of its own while the commands go on being read: `isready` is answered and
//! `stop` heard in the middle of a search. Every `go` gets exactly one `bestmove`, always a legal move
//! (`0000` where the game is over). A line that makes no sense (a word the protocol does not have, a bad FEN,
//! an illegal move, a number that is not one) is ignored, as the protocol asks, and said on standard error
//! and in an `info string` line; the position and the options stay as they were.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use web_time::Instant;

use crate::ai::transposition::Entry;
use crate::ai::{AnySearch, Level, Progress, SearchResult, Settings, Solvers, Value};
use crate::rules::chess::{Chess, ChessMove};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, Player};

/// How often a running search's depth and nodes are written as an `info` line.
const INFO_EVERY: Duration = Duration::from_millis(1000);
/// Kept back from every move's time, for reading, writing and the interface's own clock.
const OVERHEAD: Duration = Duration::from_millis(30);
/// The moves a game is guessed to need yet when the interface does not say (`movestogo`).
const MOVES_TO_GO: u32 = 30;
/// The least a search is given however little time is left: a move is better than a loss on time.
const LEAST_TIME: Duration = Duration::from_millis(5);
/// The table's size in megabytes unless `Hash` says otherwise, and its range.
const HASH_DEFAULT: u64 = 16;
const HASH_MOST: u64 = 1024;
/// The longest line read; a longer one is no command.
const LONGEST_LINE: usize = 1 << 16;
/// The strength `UCI_Elo` offers, and each level's place on that scale: the Elo of the Stockfish 15.1
/// setting (`UCI_LimitStrength`, `UCI_Elo`) it scores about even against, at 100 ms a move, from 20-game
/// matches over 10 openings played with both colours (the README's chess section gives them). Easy is
/// below Stockfish's lowest setting (1350): it scored 1 of 20 there, which puts it near 850. Strength
/// limited, the engine plays the strongest level at or below the Elo asked for (Easy below them all).
const ELO_RANGE: (u32, u32) = (800, 2400);
const LEVEL_ELO: [(Level, u32); 3] = [(Level::Easy, 850), (Level::Medium, 1380), (Level::Hard, 1850)];

/// What the protocol's loop hears: a line of the interface's, the end of its input, or the search done.
enum Event {
    Line(String),
    End,
    Searched(Box<SearchResult<AnyMove>>),
}

/// The options `setoption` sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Options {
    hash_mb: u64,
    level: Level,
    limit_strength: bool,
    elo: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { hash_mb: HASH_DEFAULT, level: Level::Hard, limit_strength: false, elo: 1500 }
    }
}

impl Options {
    /// The level played: `Level`, or with `UCI_LimitStrength` the one `UCI_Elo` names.
    fn level(&self) -> Level {
        if !self.limit_strength {
            return self.level;
        }
        LEVEL_ELO.iter().rev().find(|(_, elo)| *elo <= self.elo).map_or(Level::Easy, |(level, _)| *level)
    }

    /// The transposition table's size: the most buckets that fit in `Hash` megabytes.
    fn table_bits(&self) -> u8 {
        let bucket = 2 * std::mem::size_of::<Entry<ChessMove>>() as u64;
        let bytes = self.hash_mb << 20;
        (10..=30).rev().find(|&bits| bucket << bits <= bytes).unwrap_or(10)
    }
}

/// A search under way: how to stop it, what it has done so far, and since when.
struct Running {
    cancel: Arc<AtomicBool>,
    progress: Arc<Progress>,
    started: Instant,
    thread: JoinHandle<()>,
    /// The position searched, to check the move it answers.
    position: Chess,
    /// Whether only `stop` ends it (`go infinite`): its result, if the search ends first (a depth cap, a mate
    /// proved), waits for `stop`, as the protocol asks.
    endless: bool,
    held: Option<Box<SearchResult<AnyMove>>>,
}

/// The engine's state between commands.
pub struct Session {
    position: Chess,
    options: Options,
    running: Option<Running>,
    /// Where the search's table is kept from one `go` to the next, until `ucinewgame`.
    solvers: Solvers,
    /// `quit` heard, or the input ended: exit once the search is done.
    quitting: bool,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            position: Chess::new(),
            options: Options::default(),
            running: None,
            solvers: Solvers::default().kept_between_searches(),
            quitting: false,
        }
    }
}

impl Session {
    /// Answers one line; `events` is where a search it starts says it is done.
    fn handle(&mut self, line: &str, events: &Sender<Event>, out: &mut dyn Write, err: &mut dyn Write) {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let result = match word {
            "" => Ok(()),
            "uci" => self.identify(out),
            "isready" => write_line(out, "readyok"),
            "debug" | "register" | "ponderhit" => Ok(()),
            "setoption" => self.set_option(rest),
            "ucinewgame" => {
                if self.running.is_none() {
                    self.position = Chess::new();
                    self.solvers = Solvers::default().kept_between_searches();
                }
                Ok(())
            }
            "position" => self.set_position(rest),
            "go" => self.go(rest, events, out, err),
            "stop" => self.stop(out).map_err(|e| e.to_string()),
            "quit" => {
                self.quitting = true;
                self.stop(out).map_err(|e| e.to_string())
            }
            _ => Err(format!("{} is not a command of the protocol", shown(word))),
        };
        if let Err(why) = result {
            let _ = writeln!(err, "uci: ignored {}: {why}", shown(line));
            let _ = write_line(out, &format!("info string ignored: {why}"));
        }
    }

    fn identify(&self, out: &mut dyn Write) -> Result<(), String> {
        let (low, high) = ELO_RANGE;
        let lines = [
            format!("id name Minimax Arcade {}", env!("CARGO_PKG_VERSION")),
            "id author The Minimax Arcade developers".to_string(),
            format!("option name Hash type spin default {HASH_DEFAULT} min 1 max {HASH_MOST}"),
            "option name Level type combo default Hard var Easy var Medium var Hard".to_string(),
            "option name UCI_LimitStrength type check default false".to_string(),
            format!("option name UCI_Elo type spin default 1500 min {low} max {high}"),
            "uciok".to_string(),
        ];
        for line in lines {
            write_line(out, &line)?;
        }
        Ok(())
    }

    /// `name N [value V]`: the name may have blanks, as the protocol allows.
    fn set_option(&mut self, text: &str) -> Result<(), String> {
        let text = text.strip_prefix("name").ok_or("setoption name NAME [value VALUE]")?.trim();
        let (name, value) = match text.split_once(" value") {
            Some((name, value)) => (name.trim(), value.trim()),
            None => (text, ""),
        };
        let number = |low: u64, high: u64| {
            value
                .parse::<u64>()
                .ok()
                .filter(|n| (low..=high).contains(n))
                .ok_or_else(|| format!("{name} takes a whole number from {low} to {high}, not {}", shown(value)))
        };
        let mut options = self.options;
        match name.to_ascii_lowercase().as_str() {
            "hash" => options.hash_mb = number(1, HASH_MOST)?,
            "level" => {
                options.level = value
                    .parse::<Level>()
                    .ok()
                    .filter(|level| *level != Level::Perfect)
                    .ok_or_else(|| format!("Level is Easy, Medium or Hard, not {}", shown(value)))?;
            }
            "uci_limitstrength" => {
                options.limit_strength = match value.to_ascii_lowercase().as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(format!("UCI_LimitStrength is true or false, not {}", shown(value))),
                }
            }
            "uci_elo" => options.elo = number(u64::from(ELO_RANGE.0), u64::from(ELO_RANGE.1))? as u32,
            _ => return Err(format!("there is no option {}", shown(name))),
        }
        self.options = options;
        Ok(())
    }

    /// `startpos` or `fen FEN`, then `moves` and the moves played from it.
    fn set_position(&mut self, text: &str) -> Result<(), String> {
        let (setup, moves) = match text.split_once("moves") {
            Some((setup, moves)) => (setup.trim(), moves.trim()),
            None => (text.trim(), ""),
        };
        let mut position = if setup == "startpos" {
            Chess::new()
        } else if let Some(fen) = setup.strip_prefix("fen") {
            Chess::read_fen(fen.trim()).map_err(|why| format!("the FEN: {why}"))?
        } else {
            return Err("position startpos or position fen FEN, then moves".into());
        };
        for (i, token) in moves.split_whitespace().enumerate() {
            if position.outcome().is_some() {
                return Err(format!("move {} ({token}): the game is already over", i + 1));
            }
            let mv = position.read_move(token).map_err(|why| format!("move {}: {why}", i + 1))?;
            position.play(mv);
        }
        self.position = position;
        Ok(())
    }

    /// Starts the search `text` asks for, on a thread of its own; a game already over is answered at once.
    fn go(
        &mut self,
        text: &str,
        events: &Sender<Event>,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> Result<(), String> {
        let (asked, problems) = Go::read(text);
        // What cannot be read is said and left out: the `go` is still answered.
        for problem in problems {
            let _ = writeln!(err, "uci: go: {problem}");
            write_line(out, &format!("info string ignored: {problem}"))?;
        }
        let position = self.position.clone();
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            write_line(out, "info string the game is over: no move to make")?;
            return write_line(out, "bestmove 0000");
        }
        let level = self.options.level();
        let mut limits = level.limits(GameSpec::CHESS);
        limits.deadline = None;
        let time = asked.time(position.to_move() == Player::One);
        if let Some(time) = time {
            limits = limits.with_time(time);
        }
        if let Some(depth) = asked.depth {
            limits.depth = limits.depth.min(depth);
        }
        if let Some(nodes) = asked.nodes {
            limits = limits.with_nodes(nodes);
        }
        let bounded = time.is_some() || asked.depth.is_some() || asked.nodes.is_some();
        if !asked.infinite && !bounded {
            // A bare `go` (or a clock for the other side only): the level's own time.
            limits = level.limits(GameSpec::CHESS);
        }
        let settings = Settings { table_bits: self.options.table_bits(), ..level.settings(position.plies() as u64) };
        let (cancel, progress) = (Arc::new(AtomicBool::new(false)), Arc::new(Progress::default()));
        let search = AnySearch::new(&AnyGame::Chess(position.clone()), limits, settings, &self.solvers)
            .with_cancel(cancel.clone())
            .with_progress(progress.clone());
        let done = events.clone();
        let endless = asked.infinite && !bounded;
        let thread = std::thread::spawn(move || {
            let _ = done.send(Event::Searched(Box::new(search.run())));
        });
        self.running =
            Some(Running { cancel, progress, started: Instant::now(), thread, position, endless, held: None });
        Ok(())
    }

    /// Stops the search under way: at once, or, for an endless search that had already ended, by answering
    /// with the result it was holding.
    fn stop(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let held = match &mut self.running {
            Some(running) => {
                running.cancel.store(true, Ordering::Relaxed);
                running.held.take()
            }
            None => return Ok(()),
        };
        match held {
            Some(result) => self.searched(&result, out),
            None => Ok(()),
        }
    }

    /// A running search's depth and nodes so far.
    fn progress(&self, out: &mut dyn Write) -> io::Result<()> {
        let Some(running) = &self.running else { return Ok(()) };
        let elapsed = running.started.elapsed();
        let nodes = running.progress.nodes();
        let nps = (nodes as f64 / elapsed.as_secs_f64().max(1e-3)) as u64;
        let depth = running.progress.depth().max(1);
        writeln!(out, "info depth {depth} nodes {nodes} nps {nps} time {}", elapsed.as_millis())?;
        out.flush()
    }

    /// The search is done: its last line of `info`, then its move (the first legal move if it found none, so
    /// that a stop before its first iteration still answers).
    fn searched(&mut self, result: &SearchResult<AnyMove>, out: &mut dyn Write) -> io::Result<()> {
        if let Some(running) = self.running.as_mut().filter(|r| r.endless && !r.cancel.load(Ordering::Relaxed)) {
            running.held = Some(Box::new(result.clone()));
            return Ok(());
        }
        let Some(running) = self.running.take() else { return Ok(()) };
        let _ = running.thread.join();
        let position = running.position;
        let elapsed = running.started.elapsed();
        let own = |mv: AnyMove| match mv {
            AnyMove::ChessMove(mv) => Some(mv),
            _ => None,
        };
        let legal = |mv: &ChessMove| position.check_move(*mv).is_ok();
        let best = result.best.and_then(own).filter(legal).or_else(|| {
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            moves.first().copied()
        });
        let nps = (result.nodes as f64 / elapsed.as_secs_f64().max(1e-3)) as u64;
        let pv: Vec<String> = result.pv.iter().filter_map(|&mv| own(mv)).map(ChessMove::uci).collect();
        let pv = if pv.first().map(String::as_str) == best.map(ChessMove::uci).as_deref() {
            pv
        } else {
            best.map(ChessMove::uci).into_iter().collect()
        };
        writeln!(
            out,
            "info depth {} score {} nodes {} nps {nps} time {} pv {}",
            result.depth.max(1),
            score_text(result.value()),
            result.nodes,
            elapsed.as_millis(),
            pv.join(" ")
        )?;
        writeln!(out, "bestmove {}", best.map_or_else(|| "0000".to_string(), ChessMove::uci))?;
        out.flush()
    }
}

/// What a `go` asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Go {
    wtime: Option<u64>,
    btime: Option<u64>,
    winc: Option<u64>,
    binc: Option<u64>,
    movestogo: Option<u64>,
    movetime: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    infinite: bool,
}

impl Go {
    /// What `text` asks for, and what in it could not be read (left out).
    fn read(text: &str) -> (Go, Vec<String>) {
        let mut go = Go::default();
        let mut problems = Vec::new();
        let words: Vec<&str> = text.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let word = words[i];
            i += 1;
            let takes_number = matches!(
                word,
                "wtime" | "btime" | "winc" | "binc" | "movestogo" | "movetime" | "depth" | "nodes" | "mate"
            );
            if takes_number {
                let value = words.get(i).copied().unwrap_or("");
                let Ok(number) = value.parse::<i64>().map(|n| n.max(0) as u64) else {
                    problems.push(format!("{word} needs a number, not {}", shown(value)));
                    // The word in its place is taken for the number, unless it is a word of `go`'s own.
                    if !value.is_empty() && !Go::KEYWORDS.contains(&value) {
                        i += 1;
                    }
                    continue;
                };
                i += 1;
                match word {
                    "wtime" => go.wtime = Some(number),
                    "btime" => go.btime = Some(number),
                    "winc" => go.winc = Some(number),
                    "binc" => go.binc = Some(number),
                    "movestogo" => go.movestogo = Some(number),
                    "movetime" => go.movetime = Some(number),
                    "depth" => go.depth = Some(number.clamp(1, 1000) as u32),
                    "nodes" => go.nodes = Some(number.max(1)),
                    _ => go.depth = Some((number.clamp(1, 500) * 2) as u32),
                }
                continue;
            }
            match word {
                "infinite" => go.infinite = true,
                // Pondering is searched as a plain search.
                "ponder" => {}
                // The moves to search among are read past, and every move is searched.
                "searchmoves" => {
                    while words.get(i).is_some_and(|w| !Go::KEYWORDS.contains(w)) {
                        i += 1;
                    }
                    problems.push("searchmoves: every move is searched".into());
                }
                _ => problems.push(format!("go has no {}", shown(word))),
            }
        }
        (go, problems)
    }

    /// The words of `go`.
    const KEYWORDS: [&str; 13] = [
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
        "movetime",
        "depth",
        "nodes",
        "mate",
        "infinite",
        "ponder",
        "searchmoves",
        "perft",
    ];

    /// The time this move may take, for White to move or Black: `movetime`, or a share of the clock.
    fn time(&self, white: bool) -> Option<Duration> {
        if let Some(movetime) = self.movetime {
            return Some(Duration::from_millis(movetime).saturating_sub(OVERHEAD).max(LEAST_TIME));
        }
        let (left, increment) = if white { (self.wtime?, self.winc) } else { (self.btime?, self.binc) };
        let to_go = self.movestogo.filter(|&n| n > 0).map_or(MOVES_TO_GO, |n| n.min(u64::from(MOVES_TO_GO)) as u32);
        let left = Duration::from_millis(left);
        let share = left / to_go + Duration::from_millis(increment.unwrap_or(0)) * 3 / 4;
        Some(share.min(left / 2).saturating_sub(OVERHEAD).max(LEAST_TIME))
    }
}

/// A value as UCI scores it: centipawns, or a mate in so many moves (negative: being mated).
fn score_text(value: Value) -> String {
    match value {
        Value::Win { plies } => format!("mate {}", plies.div_ceil(2).max(1)),
        Value::Loss { plies } => format!("mate -{}", (plies / 2).max(1)),
        Value::Estimate(score) | Value::Exact(score) | Value::Margin(score) => format!("cp {score}"),
        Value::Won => "cp 30000".into(),
        Value::Lost => "cp -30000".into(),
    }
}

fn write_line(out: &mut dyn Write, text: &str) -> Result<(), String> {
    writeln!(out, "{text}").and_then(|()| out.flush()).map_err(|e| e.to_string())
}

/// A piece of the input, quoted and cut short, for a message.
fn shown(text: &str) -> String {
    format!("{:?}", crate::rules::short(text))
}

/// The protocol's loop: answers each event until `quit`, or the input's end once every search asked for is
/// answered. A `position` or `go` that comes while a search runs (right after `stop`, before its `bestmove`)
/// waits for it.
fn serve_events(events: (Sender<Event>, Receiver<Event>), out: &mut dyn Write, err: &mut dyn Write) -> io::Result<()> {
    let (sender, receiver) = events;
    let mut session = Session::default();
    let mut waiting: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    let mut ended = false;
    loop {
        if session.running.is_none() {
            if session.quitting || (ended && waiting.is_empty()) {
                return Ok(());
            }
            if let Some(line) = waiting.pop_front() {
                session.handle(&line, &sender, out, err);
                continue;
            }
        }
        let event = if session.running.is_some() {
            match receiver.recv_timeout(INFO_EVERY) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) => {
                    session.progress(out)?;
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            }
        } else {
            match receiver.recv() {
                Ok(event) => event,
                Err(_) => return Ok(()),
            }
        };
        match event {
            Event::Line(line) if session.running.is_some() && waits(&line) => waiting.push_back(line),
            Event::Line(line) => {
                session.handle(&line, &sender, out, err);
            }
            Event::Searched(result) => {
                session.searched(&result, out)?;
            }
            // Out of input: a bounded search finishes, an endless one is stopped (no `stop` can come), and the
            // engine exits once every search asked for is answered.
            Event::End => {
                ended = true;
                if session.running.as_ref().is_some_and(|running| running.endless) {
                    session.stop(out)?;
                }
            }
        }
    }
}

/// Whether a line waits for the search under way to end before it is answered: a new position or search,
/// which the protocol sends after `stop`, before the `bestmove` that answers it.
fn waits(line: &str) -> bool {
    matches!(line.split_whitespace().next(), Some("position" | "go" | "ucinewgame"))
}

/// Feeds `input`'s lines to the loop, and its end.
fn read_lines(mut input: impl BufRead, events: Sender<Event>) {
    let mut kept = Vec::new();
    loop {
        let event = match super::read_line(&mut input, LONGEST_LINE, &mut kept) {
            Ok(Some(super::Line::Text(text))) => Event::Line(text),
            Ok(Some(super::Line::TooLong(length))) => Event::Line(format!("(a line of {length} bytes)")),
            Ok(Some(super::Line::NotUtf8)) => Event::Line("(a line that is not UTF-8)".into()),
            Ok(None) | Err(_) => Event::End,
        };
        let end = matches!(event, Event::End);
        if events.send(event).is_err() || end {
            return;
        }
    }
}

/// Runs the protocol on `input` and `out` (each on a thread of its own: the search answers while the next line
/// is awaited). Returns the exit status.
pub fn run_on(input: impl BufRead + Send + 'static, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let (sender, receiver) = mpsc::channel();
    let feeder = sender.clone();
    std::thread::spawn(move || read_lines(input, feeder));
    match serve_events((sender, receiver), out, err) {
        Ok(()) => 0,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let _ = writeln!(err, "error: could not write the answers: {e}");
            1
        }
    }
}

/// `minimax-arcade uci` on the process's own standard input and output.
pub fn serve() -> u8 {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut err = io::stderr();
    run_on(io::BufReader::new(io::stdin()), &mut out, &mut err)
}

#[cfg(test)]
mod tests;
