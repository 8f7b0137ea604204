//! The protocol as an interface speaks it: lines in, answers out, a search on its own thread.

use super::*;

/// The engine's answers to `input`, run to the end of it, and what it said on standard error.
fn answers(input: &str) -> (Vec<String>, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run_on(io::Cursor::new(input.to_string()), &mut out, &mut err), 0);
    let lines = String::from_utf8(out).unwrap().lines().map(str::to_string).collect();
    (lines, String::from_utf8(err).unwrap())
}

/// The moves of every `bestmove` line.
fn best_moves(lines: &[String]) -> Vec<String> {
    lines.iter().filter_map(|line| line.strip_prefix("bestmove ")).map(str::to_string).collect()
}

#[test]
fn uci_names_the_engine_and_its_options() {
    let (lines, _) = answers("uci\nisready\nquit\n");
    assert!(lines[0].starts_with("id name Minimax Arcade"));
    for option in ["Hash", "Level", "UCI_LimitStrength", "UCI_Elo"] {
        assert!(lines.iter().any(|l| l.starts_with(&format!("option name {option} type"))), "{option}");
    }
    assert_eq!(
        lines.iter().position(|l| l == "uciok").unwrap() + 1,
        lines.iter().position(|l| l == "readyok").unwrap()
    );
}

#[test]
fn a_go_gets_one_legal_bestmove_after_its_info() {
    let (lines, _) = answers("position startpos moves e2e4 e7e5 g1f3\ngo depth 3\nisready\n");
    let best = best_moves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    let mut position = Chess::new();
    for mv in ["e2e4", "e7e5", "g1f3"] {
        position.play(position.read_move(mv).unwrap());
    }
    assert!(position.read_move(&best[0]).is_ok(), "{} is legal", best[0]);
    let info = lines.iter().rev().find(|l| l.starts_with("info depth")).unwrap();
    assert!(info.starts_with("info depth 3 score cp ") && info.contains(&format!(" pv {}", best[0])), "{info}");
    assert!(lines.contains(&"readyok".to_string()));
}

#[test]
fn a_mate_is_scored_as_one() {
    let (lines, _) = answers("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n");
    assert_eq!(best_moves(&lines), ["a1a8"]);
    assert!(lines.iter().any(|l| l.contains("score mate 1 ")), "{lines:?}");
    let (lines, _) = answers("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 moves a1a8\ngo depth 3\n");
    assert_eq!(best_moves(&lines), ["0000"], "mated: no move to make");
}

/// `stop`, `quit`, and the end of the input (no `stop` can come then) each end an endless search.
#[test]
fn stop_and_quit_end_a_search_with_its_move() {
    for ending in ["stop\n", "quit\n", ""] {
        let (lines, _) = answers(&format!("position startpos\ngo infinite\n{ending}"));
        let best = best_moves(&lines);
        assert_eq!(best.len(), 1, "{ending:?}: {lines:?}");
        assert!(Chess::new().read_move(&best[0]).is_ok());
    }
}

#[test]
fn nonsense_is_ignored_and_said_and_changes_nothing() {
    let input = "position startpos moves e2e4\n\
                 position fen not/a/fen w - - 0 1\n\
                 position startpos moves e2e5\n\
                 position\n\
                 setoption name Hash value 0\n\
                 setoption name Level value Perfect\n\
                 setoption name Colour value red\n\
                 frobnicate\n\
                 go depth x depth 1\n";
    let (lines, err) = answers(input);
    assert_eq!(lines.iter().filter(|l| l.starts_with("info string ignored")).count(), 8, "{lines:?}");
    assert_eq!(err.lines().count(), 8, "{err}");
    assert_eq!(best_moves(&lines).len(), 1, "a go with a word it cannot read is still answered");
    // The position is still the one after 1. e4: Black answers.
    let best = best_moves(&lines);
    let mut after = Chess::new();
    after.play(after.read_move("e4").unwrap());
    assert!(after.read_move(&best[0]).is_ok(), "{best:?}");
}

#[test]
fn the_clock_is_shared_over_the_moves_to_go() {
    let go = Go::read("wtime 60000 btime 30000 winc 1000 binc 0").0;
    assert_eq!(go.time(true), Some(Duration::from_millis(2000 + 750) - OVERHEAD));
    assert_eq!(go.time(false), Some(Duration::from_millis(1000) - OVERHEAD));
    let go = Go::read("movetime 500").0;
    assert_eq!(go.time(true), Some(Duration::from_millis(470)));
    let go = Go::read("wtime 10 btime 10 movestogo 1").0;
    assert_eq!(go.time(true), Some(LEAST_TIME), "never nothing");
    assert_eq!(Go::read("infinite").0.time(true), None);
    // A clock for the other side only gives this one no time: the level's own applies.
    assert_eq!(Go::read("wtime 5000").0.time(false), None);
    let (go, problems) = Go::read("depth x searchmoves e2e4 d2d4 movetime 300 sideways");
    assert_eq!((go.depth, go.movetime), (None, Some(300)));
    assert_eq!(problems.len(), 3, "{problems:?}");
}

#[test]
fn strength_limited_plays_the_level_of_the_elo() {
    let mut options = Options { limit_strength: true, elo: ELO_RANGE.0, ..Options::default() };
    assert_eq!(options.level(), Level::Easy);
    options.elo = ELO_RANGE.1;
    assert_eq!(options.level(), Level::Hard);
    options.limit_strength = false;
    options.level = Level::Medium;
    assert_eq!(options.level(), Level::Medium);
    assert!(Options { hash_mb: 1, ..options }.table_bits() < Options { hash_mb: 64, ..options }.table_bits());
}

/// A buffer the engine's thread writes its answers to, read by the test as they come.
#[derive(Clone, Default)]
struct Shared(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

#[test]
fn an_endless_search_holds_its_move_until_stop() {
    let (reader, mut writer) = io::pipe().unwrap();
    let out = Shared::default();
    let mut engine_out = out.clone();
    let engine = std::thread::spawn(move || run_on(io::BufReader::new(reader), &mut engine_out, &mut Vec::new()));
    // Easy searches one ply: its search is over long before the `stop`, and its move (the mate) is held.
    let lines =
        "setoption name Level value Easy\nposition fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo infinite\nisready\n";
    writer.write_all(lines.as_bytes()).unwrap();
    let waited = Instant::now();
    while !out.text().contains("readyok") && waited.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(Duration::from_millis(300));
    assert!(!out.text().contains("bestmove"), "{}", out.text());
    writer.write_all(b"stop\n").unwrap();
    drop(writer);
    assert_eq!(engine.join().unwrap(), 0);
    let lines: Vec<String> = out.text().lines().map(str::to_string).collect();
    assert_eq!(best_moves(&lines), ["a1a8"]);
}

#[test]
fn a_search_asked_right_after_stop_waits_for_its_bestmove() {
    let (lines, _) = answers("position startpos\ngo infinite\nstop\nposition startpos moves e2e4\ngo depth 2\n");
    let best = best_moves(&lines);
    assert_eq!(best.len(), 2, "{lines:?}");
    let mut after = Chess::new();
    after.play(after.read_move("e4").unwrap());
    assert!(after.read_move(&best[1]).is_ok(), "{best:?}");
}

/// The nodes of the last `info depth` line before each `bestmove`.
fn nodes_at_each_bestmove(lines: &[String]) -> Vec<u64> {
    let mut nodes = Vec::new();
    let mut last = 0;
    for line in lines {
        if let Some(rest) = line.strip_prefix("info depth ") {
            let words: Vec<&str> = rest.split_whitespace().collect();
            if let Some(at) = words.iter().position(|&w| w == "nodes") {
                last = words[at + 1].parse().unwrap();
            }
        } else if line.starts_with("bestmove ") {
            nodes.push(last);
        }
    }
    nodes
}

#[test]
fn the_table_is_kept_from_one_go_to_the_next_until_ucinewgame() {
    let go = "position startpos moves e2e4 e7e5\ngo depth 6\nisready\n";
    let (lines, _) = answers(&format!("{go}{go}ucinewgame\n{go}"));
    let nodes = nodes_at_each_bestmove(&lines);
    assert_eq!(nodes.len(), 3, "{lines:?}");
    assert!(nodes[1] < nodes[0], "the second search finds the first's work: {nodes:?}");
    assert_eq!(nodes[2], nodes[0], "a new game starts from an empty table: {nodes:?}");
}
