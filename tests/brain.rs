//! The Gomocup brain, run as a manager runs it: the real executable, protocol lines in and answers out, under
//! its own name and under a `pbrain-` name, and a whole game between two brain processes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use minimax_arcade::rules::mnk::Mnk;
use minimax_arcade::rules::{Game, Outcome};

/// A running brain and the two ends of its pipes.
struct Brain {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Brain {
    fn start(program: &std::path::Path, args: &[&str]) -> Self {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the executable starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Self { child, input, output }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The next line that is not a `MESSAGE` or `DEBUG`.
    fn answer(&mut self) -> String {
        loop {
            let mut line = String::new();
            assert!(self.output.read_line(&mut line).unwrap() > 0, "the brain closed its output");
            let line = line.trim_end().to_string();
            if !line.starts_with("MESSAGE") && !line.starts_with("DEBUG") {
                return line;
            }
        }
    }

    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.answer()
    }

    /// Sends `END` and waits for the process to exit by itself.
    fn end(mut self) {
        self.send("END");
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
    }
}

fn executable() -> std::path::PathBuf {
    env!("CARGO_BIN_EXE_minimax-arcade").into()
}

fn point(answer: &str) -> (usize, usize) {
    let (x, y) = answer.split_once(',').unwrap_or_else(|| panic!("not a move: {answer:?}"));
    (x.parse().unwrap(), y.parse().unwrap())
}

#[test]
fn a_scripted_conversation_through_the_protocol() {
    let mut brain = Brain::start(&executable(), &["brain", "--nodes", "3000"]);
    // INFO has no answer: the first answer is START's.
    for info in ["INFO timeout_turn 1000", "INFO timeout_match 0", "INFO max_memory 83886080", "INFO game_type 1"] {
        brain.send(info);
    }
    brain.send("INFO rule 0");
    assert_eq!(brain.ask("START 15"), "OK");
    assert!(brain.ask("ABOUT").starts_with("name=\"minimax-arcade\""));
    assert_eq!(brain.ask("BEGIN"), "7,7");
    let reply = point(&brain.ask("TURN 8,8"));
    assert!(reply != (7, 7) && reply != (8, 8));
    // Mistakes are answered and forgotten; the game goes on.
    assert!(brain.ask("TURN 7,7").starts_with("ERROR "), "a taken cell");
    assert!(brain.ask("TURN 15,0").starts_with("ERROR "), "off the board");
    assert!(brain.ask("TURN what").starts_with("ERROR "));
    assert!(brain.ask("INFO timeout_turn never").starts_with("ERROR "));
    assert!(brain.ask("FLY 1,2").starts_with("UNKNOWN "));
    assert!(brain.ask(&"x".repeat(10_000)).starts_with("ERROR "), "a huge line");
    assert_eq!(brain.ask(&format!("TAKEBACK {},{}", reply.0, reply.1)), "OK");
    assert_eq!(brain.ask("TAKEBACK 8,8"), "OK");
    let reply = point(&brain.ask("TURN 6,6"));
    assert!(reply != (7, 7) && reply != (6, 6));
    // A whole board: the opponent has four on row 3, blocked at its left end; the brain blocks the right.
    brain.send("BOARD");
    for stone in ["3,3,2", "2,3,1", "4,3,2", "7,8,1", "5,3,2", "12,12,1", "6,3,2"] {
        brain.send(stone);
    }
    assert_eq!(brain.ask("DONE"), "7,3");
    assert_eq!(brain.ask("RESTART"), "OK");
    brain.send("INFO rule 4");
    assert!(brain.ask("START 15").contains("renju"));
    brain.send("INFO rule 0");
    assert!(brain.ask("START 30").starts_with("ERROR "));
    assert_eq!(brain.ask("START 20"), "OK", "Gomocup's freestyle board");
    assert_eq!(brain.ask("BEGIN"), "10,10");
    brain.end();
}

#[test]
fn the_executable_is_a_brain_under_a_pbrain_name() {
    let folder = std::env::temp_dir().join(format!("minimax-arcade-brain-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let named = folder.join("pbrain-minimax-arcade");
    let _ = std::fs::remove_file(&named);
    // A link, not a copy: a copy is a file being written, and a process forked meanwhile by another test
    // (which holds the copy's handle until its exec) makes running it fail as "text file busy".
    #[cfg(unix)]
    std::os::unix::fs::symlink(executable(), &named).unwrap();
    #[cfg(not(unix))]
    std::fs::copy(executable(), &named).unwrap();
    let mut brain = Brain::start(&named, &[]);
    assert!(brain.ask("ABOUT").starts_with("name=\"minimax-arcade\""));
    assert_eq!(brain.ask("START 15"), "OK");
    brain.end();
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn two_brains_play_a_whole_game_through_the_protocol() {
    let size = Mnk::GOMOKU;
    let mut players: Vec<Brain> = (0..2).map(|_| Brain::start(&executable(), &["brain"])).collect();
    for brain in &mut players {
        // A short turn keeps the test cheap; the clock, not a node budget, is what a manager sets.
        brain.send("INFO timeout_turn 100");
        assert_eq!(brain.ask("START 15"), "OK");
    }
    let mut referee = Mnk::new(size);
    let mut answer = players[0].ask("BEGIN");
    let mut mover = 0;
    while referee.outcome().is_none() {
        let (x, y) = point(&answer);
        assert!(x < 15 && y < 15, "{answer}");
        let cell = size.cell(y, x) as u16;
        assert_eq!(referee.check_move(cell), Ok(()), "brain {mover} played {answer} at ply {}", referee.plies());
        referee.play(cell);
        if referee.outcome().is_some() {
            break;
        }
        mover = 1 - mover;
        answer = players[mover].ask(&format!("TURN {x},{y}"));
    }
    // Both sides search alike, so either may win; what matters is that the game ran to a legal end.
    assert!(matches!(referee.outcome(), Some(Outcome::Win(_) | Outcome::Draw)));
    assert!(referee.plies() >= 9, "five stones of one side at least");
    for brain in players {
        brain.end();
    }
}
