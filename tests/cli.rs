//! The command line, run as a user runs it: the real executable, standard input in, standard output, standard
//! error and the exit status out.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the executable starts");
    // A command that refuses its flags exits without reading: its closed pipe is no failure of the test.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn solve_answers_good_lines_with_their_scores() {
    // The example board: x o x / o o x / _ _ _, x to move, wins at once: score 2. The empty board: a draw.
    // 5 then 1 (x centre, o corner): still a draw. 5 then 2 (o on an edge): x wins; x's winning stone is its
    // fourth, the 7th stone: (9 + 1 - 6) / 2 = 2.
    let output = run(&["solve", "tictactoe"], "123465\n\n51\n52\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "123465 2\n 0\n51 0\n52 2\n");
}

#[test]
fn bad_lines_are_rejected_by_number_and_the_rest_still_answered() {
    let output = run(&["solve", "tictactoe"], "5\n55\n0\n12a\n\n142536\n9\n");
    assert_eq!(output.status.code(), Some(1), "a rejected line makes the exit status non-zero");
    assert_eq!(stdout(&output), "5 0\n 0\n9 0\n");
    let errors = stderr(&output);
    let lines: Vec<&str> = errors.lines().collect();
    assert_eq!(lines.len(), 4, "one line per rejected position:\n{errors}");
    assert!(lines[0].starts_with("line 2: ") && lines[0].contains("already taken"), "{}", lines[0]);
    assert!(lines[1].starts_with("line 3: ") && lines[1].contains("off the board"), "{}", lines[1]);
    assert!(lines[2].starts_with("line 4: ") && lines[2].contains("expected a cell number"), "{}", lines[2]);
    assert!(lines[3].starts_with("line 6: ") && lines[3].contains("already over"), "{}", lines[3]);
}

#[test]
fn analyze_scores_every_cell_and_marks_taken_ones() {
    let output = run(&["analyze", "tictactoe"], "123465\n");
    assert!(output.status.success());
    // Cells 7, 8 and 9 are free: 7 lets o win (-1 seen from x... o's winning stone is its 4th, the 8th
    // stone: (10 - 7) / 2 = 1), 8 blocks and draws, 9 wins at once.
    assert_eq!(stdout(&output), "123465 - - - - - - -1 0 2\n");
}

/// The convention score of a position by plain minimax, the oracle for the engine's answers.
fn minimax_score<G: minimax_arcade::ai::Searchable>(pos: &G) -> i32 {
    use minimax_arcade::ai::score::{MATE, MATE_BOUND};
    use minimax_arcade::rules::score_for_win;
    let (value, _) = minimax_arcade::ai::reference::minimax(pos, u32::MAX);
    let bound = pos.plies_left_bound();
    match value {
        v if v > MATE_BOUND => score_for_win(bound, (MATE - v) as u32),
        v if v < -MATE_BOUND => -score_for_win(bound, (MATE + v) as u32),
        _ => 0,
    }
}

#[test]
fn every_game_answers_on_the_command_line() {
    use minimax_arcade::rules::GridSize;
    use minimax_arcade::rules::{gravity::Gravity, mnk::Mnk};
    // Positions a few moves in, so that plain minimax answers in a moment.
    let mnk = minimax_score(&Mnk::from_moves(GridSize::new(3, 4, 3), "1,6").unwrap());
    let mnk = format!("1,6 {mnk}\n");
    let gravity = minimax_score(&Gravity::from_moves(GridSize::new(4, 4, 3), "2314").unwrap());
    let gravity = format!("2314 {gravity}\n");
    let cases: [(&[&str], &str, &str); 6] = [
        (&["solve", "bones"], "6\n8\n", "6 2\n8 -3\n"),
        (&["analyze", "bones"], "6\n", "6 -2 2 -3\n"),
        (&["solve", "mnk", "--rows", "3", "--cols", "4", "--k", "3"], "1,6\n", &mnk),
        (&["solve", "gravity", "--cols", "4", "--rows", "4", "--k", "3"], "2314\n", &gravity),
        (
            &["solve", "connect4"],
            "2252576253462244111563365343671351441\n",
            "2252576253462244111563365343671351441 -1\n",
        ),
        (&["solve", "gomoku"], "113,1,114,2,115,3,116,4\n", "113,1,114,2,115,3,116,4 109\n"),
    ];
    for (args, input, expected) in cases {
        let output = run(args, input);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert_eq!(stdout(&output), expected, "{args:?}");
    }
}

#[test]
fn a_position_too_big_to_solve_is_labelled_an_estimate() {
    let output = run(&["solve", "gomoku", "--nodes", "2000"], "113\n");
    assert!(output.status.success());
    let out = stdout(&output);
    assert!(out.starts_with("113 ? (estimate: not solved within the budget; best move "), "{out}");
}

#[test]
fn gomoku_positions_and_moves_can_be_written_as_coordinates() {
    // Black's four on row 8 (d8 to g8) with white's stones away from it: black to move plays h8 or c8, the
    // two ends; both are written as points.
    let line = "d8,a1,e8,a3,f8,a5,g8,a7";
    let output = run(&["solve", "gomoku", "--notation", "coords", "--nodes", "2000"], &format!("{line}\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    assert!(out.starts_with(&format!("{line} ")), "{out}");
    // A won position is solved: the score says win with the next stone.
    assert!(out.trim_end().ends_with(" 109"), "{out}");
    let output = run(&["solve", "gomoku", "--notation", "coords", "--nodes", "2000"], "h8,h9\n");
    let out = stdout(&output);
    assert!(out.contains("best move ") && !out.contains("best move 1"), "a point, not a number: {out}");
    let best = out.split("best move ").nth(1).unwrap().split(',').next().unwrap();
    assert!(best.starts_with(|c: char| c.is_ascii_lowercase()), "{best}");
    // Bad points are refused by line, like any bad move.
    let output = run(&["solve", "gomoku", "--notation", "coords"], "h8,p8\nh8,h8\n");
    assert_eq!(output.status.code(), Some(1));
    let errors = stderr(&output);
    assert!(errors.contains("line 1: ") && errors.contains("column a to o"), "{errors}");
    assert!(errors.contains("line 2: ") && errors.contains("already taken"), "{errors}");
    let output = run(&["solve", "connect4", "--notation", "coords"], "4\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("m,n,k"), "{}", stderr(&output));
}

#[test]
fn bad_game_parameters_are_refused_before_reading() {
    let output = run(&["solve", "mnk", "--rows", "2", "--cols", "3", "--k", "3"], "\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("3 to 20 rows"), "{}", stderr(&output));
    let output = run(&["solve", "shogi"], "");
    assert!(!output.status.success());
}

#[test]
fn match_and_bench_report_their_figures() {
    let output = run(&["match", "tictactoe", "--a", "perfect", "--b", "easy", "--games", "4", "--nodes", "100000"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let b_line = out.lines().find(|l| l.starts_with("B easy")).expect("a line for B");
    assert!(b_line.contains(" 0 wins"), "the perfect player never loses: {out}");
    assert!(out.contains("mean") && out.contains("s per move"), "{out}");

    let output = run(&["bench"], "");
    assert!(output.status.success());
    let out = stdout(&output);
    assert!(out.contains("plain minimax") && out.contains("549946 nodes"), "{out}");
    assert!(out.contains("nodes/s"));
}

#[test]
fn help_documents_the_commands_and_the_notation() {
    let output = run(&["--help"], "");
    assert!(output.status.success());
    let help = stdout(&output);
    for needle in ["solve", "analyze", "match", "bench", "--screenshot", "(C + 1 - P) / 2", "comma-separated"] {
        assert!(help.contains(needle), "--help mentions {needle}");
    }
}

/// Runs the executable with its standard output and error sent where `stdout` and `stderr` say.
fn run_to(args: &[&str], input: &str, stdout: Stdio, stderr: Stdio) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("the executable starts");
    // A command that refuses its flags exits without reading: its closed pipe is no failure of the test.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn out_of_range_budgets_are_refused_like_any_bad_flag() {
    for seconds in ["1e19", "1e300", "0", "-1", "NaN", "inf", "-inf", "86401", "soon"] {
        let output = run(&["solve", "tictactoe", &format!("--seconds={seconds}")], "5\n");
        assert_eq!(output.status.code(), Some(2), "--seconds {seconds}");
        let err = stderr(&output);
        assert!(err.contains("--seconds") && (err.contains("out of range") || err.contains("not a number")), "{err}");
        assert_eq!(stdout(&output), "", "nothing is answered with a bad budget");
    }
    for (args, flag) in [
        (&["solve", "tictactoe", "--nodes", "0"][..], "--nodes"),
        (&["match", "tictactoe", "--baseline-depth", "50"], "--baseline-depth"),
        (&["match", "tictactoe", "--games", "0"], "--games"),
        (&["match", "tictactoe", "--time-ms", "0"], "--time-ms"),
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(flag), "{}", stderr(&output));
    }
    let output = run(&["solve", "tictactoe", "--seconds", "0.5"], "5\n");
    assert_eq!(stdout(&output), "5 0\n");
}

#[test]
fn a_finished_position_scores_as_its_winning_move_did() {
    // X wins with 7 after 1 2 4 3: its winning stone was placed with 4 stones on the board, (9 + 1 - 4) / 2.
    let output = run(&["solve", "tictactoe"], "12437\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "12437 -3\n");
    let output = run(&["analyze", "tictactoe"], "1243\n");
    let fields: Vec<String> = stdout(&output).split_whitespace().map(String::from).collect();
    assert_eq!(fields[7], "3", "cell 7 wins at once: {fields:?}");
    // Bones on a heap of 3: taking all three wins at once, (3 + 1 - 0) / 2; one or two lose to the reply.
    let output = run(&["analyze", "bones"], "3\n");
    assert_eq!(stdout(&output), "3 -1 -1 2\n");
}

#[cfg(target_os = "linux")]
#[test]
fn answers_that_cannot_be_written_are_an_error() {
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full on Linux");
    let output = run_to(&["solve", "tictactoe"], "5\n", Stdio::from(full()), Stdio::piped());
    assert_eq!(output.status.code(), Some(1));
    let err = stderr(&output);
    assert!(err.contains("could not write the answers") && err.contains("No space left"), "{err}");

    // A report of a bad line that cannot be written stops nothing: the good lines after it are answered.
    let output = run_to(&["solve", "tictactoe"], "55\n5\n", Stdio::piped(), Stdio::from(full()));
    assert_eq!(output.status.code(), Some(1), "a refused line still counts");
    assert_eq!(stdout(&output), "5 0\n");
}

#[test]
fn a_huge_line_is_refused_unread_and_the_next_answered() {
    let huge = "5".repeat(8_000_000);
    let output = run(&["solve", "tictactoe"], &format!("{huge}\n1\n"));
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "1 0\n");
    let err = stderr(&output);
    assert!(err.starts_with("line 1: 8000000 bytes, longer than any tictactoe position"), "{err}");
    assert!(err.len() < 200, "the error quotes none of the line: {err}");

    // A long bad token inside a line that fits is quoted only in part.
    let output = run(&["solve", "gomoku"], &format!("{}\n", "7".repeat(900)));
    let err = stderr(&output);
    assert!(err.starts_with("line 1: move 1 (\"777") && err.len() < 200, "{err}");
}

#[test]
fn the_notation_accepts_plain_numbers_only() {
    let output = run(&["solve", "tictactoe"], "+5\n 5 1 \n");
    assert_eq!(stdout(&output), "5 1 0\n");
    assert!(stderr(&output).starts_with("line 1: move 1 (\"+\")"), "{}", stderr(&output));
    // With commas, a move may have leading zeros; a sign is still refused.
    let output = run(&["analyze", "mnk:4x3:3"], "001, 06\n1,+6\n");
    assert_eq!(stdout(&output).split_whitespace().take(3).collect::<Vec<_>>(), ["001,", "06", "-"]);
    assert!(stderr(&output).starts_with("line 2: move 2 (\"+6\"): expected a cell number"), "{}", stderr(&output));
}

#[test]
fn perfect_in_a_match_plays_as_hard_where_the_game_is_not_solved() {
    let args = ["match", "gravity:8x7:4", "--a", "perfect", "--b", "easy", "--games", "1", "--nodes", "2000"];
    let output = run(&args, "");
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    assert!(out.starts_with("gravity:8x7:4: A = perfect (plays as hard"), "{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn without_a_display_the_window_says_so_in_a_line() {
    let output = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = stderr(&output);
    if cfg!(feature = "app") {
        assert_eq!(output.status.code(), Some(3), "{err}");
        assert!(err.contains("no display found") && err.contains("--help"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    } else {
        assert_eq!(output.status.code(), Some(2), "{err}");
    }
}

#[test]
fn connect_four_is_solved_exactly_strong_and_weak() {
    // Published positions (tests/data): exact scores, never '?', with no budget asked for.
    let data = include_str!("data/connect4_middle_easy.txt");
    let lines: Vec<(&str, &str)> = data.lines().take(5).map(|l| l.split_once(' ').unwrap()).collect();
    let input: String = lines.iter().map(|(moves, _)| format!("{moves}\n")).collect();
    let output = run(&["solve", "connect4"], &input);
    assert!(output.status.success(), "{}", stderr(&output));
    let expected: String = lines.iter().map(|(moves, score)| format!("{moves} {score}\n")).collect();
    assert_eq!(stdout(&output), expected);
    let output = run(&["solve", "connect4", "--weak"], &input);
    let signs: String =
        lines.iter().map(|(moves, score)| format!("{moves} {}\n", score.parse::<i32>().unwrap().signum())).collect();
    assert_eq!(stdout(&output), signs);
    // The best column's score is the position's.
    let (moves, score) = lines[0];
    let output = run(&["analyze", "connect4"], &format!("{moves}\n"));
    let best = stdout(&output).split_whitespace().skip(1).filter_map(|f| f.parse::<i32>().ok()).max();
    assert_eq!(best, score.parse().ok());
    // --weak is for the solver's boards only.
    let output = run(&["solve", "tictactoe", "--weak"], "5\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--weak"), "{}", stderr(&output));
}

#[test]
fn bench_connect4_scores_a_test_file() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("set");
    let data: String = include_str!("data/connect4_end_easy.txt").lines().take(20).map(|l| format!("{l}\n")).collect();
    std::fs::write(&file, format!("{data}4444444 0\n")).unwrap();
    let output = run(&["bench", "connect4", file.to_str().unwrap(), "--no-book"], "");
    let out = stdout(&output);
    assert!(out.contains(": 20 positions, 20 scored right (strong), mean "), "{out}");
    assert!(out.contains("nodes/s"), "{out}");
    // The line with an illegal position is named, and makes the status 1.
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("line 21"), "{}", stderr(&output));
    // A game whose family has no book to make is refused, and nothing is written.
    let none = dir.join("nim.book");
    let output = run(&["book", "nim", "--depth", "4", "--out", none.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("nim has no book to make"), "{}", stderr(&output));
    assert!(!none.exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_book_is_made_used_and_refused_when_damaged() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("small.book");
    let book_arg = book.to_str().unwrap();
    // A 5 x 4 gravity board's book, every position of four plies.
    let output = run(&["book", "gravity:5x4:4", "--depth", "4", "--every-position", "--out", book_arg], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("positions to ply 4"), "{}", stdout(&output));
    assert!(stderr(&output).contains("positions solved"), "progress on standard error");
    assert!(!dir.join("small.book.partial").exists(), "the checkpoint is gone once the book is whole");
    let positions = "\n1\n33\n3132\n";
    let without = run(&["solve", "gravity:5x4:4", "--no-book"], positions);
    let with = run(&["solve", "gravity:5x4:4", "--book", book_arg], positions);
    assert!(with.status.success() && stderr(&with).is_empty(), "{}", stderr(&with));
    assert_eq!(stdout(&with), stdout(&without), "the book changes nothing but the time");

    // A damaged, a cut and a missing book: a warning, and the answers all the same.
    let bytes = std::fs::read(&book).unwrap();
    let damaged = dir.join("damaged.book");
    let mut changed = bytes.clone();
    changed[bytes.len() / 2] ^= 0x55;
    std::fs::write(&damaged, changed).unwrap();
    let cut = dir.join("cut.book");
    std::fs::write(&cut, &bytes[..bytes.len() / 3]).unwrap();
    for (file, why) in [(&damaged, "checksum"), (&cut, "checksum"), (&dir.join("missing.book"), "No such file")] {
        let output = run(&["solve", "gravity:5x4:4", "--book", file.to_str().unwrap()], positions);
        assert!(output.status.success());
        assert_eq!(stdout(&output), stdout(&without));
        let err = stderr(&output);
        assert!(err.starts_with("warning: opening book") && err.contains(why) && err.contains("without it"), "{err}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The DOT a trace writes, read back: node ids with their attributes, and edges with their labels. Checks the
/// structure a DOT reader needs (one statement per line, every edge between declared nodes).
fn parse_dot(text: &str) -> (Vec<(usize, String)>, Vec<(usize, usize, String)>) {
    let mut lines = text.lines().filter(|l| !l.trim_start().starts_with("//"));
    assert_eq!(lines.next(), Some("digraph trace {"));
    let (mut nodes, mut edges) = (Vec::new(), Vec::new());
    let mut closed = false;
    for line in lines {
        let line = line.trim();
        assert!(!closed, "nothing after the closing brace: {line}");
        if line == "}" {
            closed = true;
            continue;
        }
        assert!(line.ends_with(';'), "a statement per line: {line}");
        if line.starts_with("label=") || line.starts_with("node ") || line.starts_with("edge ") {
            continue;
        }
        let id = |t: &str| t.trim().strip_prefix('n').and_then(|n| n.parse::<usize>().ok()).expect("a node id");
        let (head, attrs) = line.split_once(" [").expect("attributes");
        assert_eq!(attrs.matches('"').count() % 2, 0, "quotes balance: {line}");
        match head.split_once(" -> ") {
            Some((from, to)) => edges.push((id(from), id(to), attrs.to_string())),
            None => nodes.push((id(head), attrs.to_string())),
        }
    }
    assert!(closed, "the graph is closed");
    let ids: std::collections::HashSet<_> = nodes.iter().map(|n| n.0).collect();
    assert!(edges.iter().all(|(a, b, _)| ids.contains(a) && ids.contains(b)), "edges join declared nodes");
    (nodes, edges)
}

#[test]
fn trace_writes_the_searched_tree_as_dot_and_json() {
    // The textbook alpha-beta tree: 5 at the root, two cut-offs, 11 nodes visited of 15.
    let out = run(&["trace", "tree", "--algorithm", "alphabeta"], "3 5 6 9 1 2 0 -1\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let (nodes, edges) = parse_dot(&stdout(&out));
    assert_eq!(nodes.len(), 11);
    assert_eq!(edges.len(), 10, "a tree: one edge per node but the root");
    assert!(nodes[0].1.starts_with("label=\"5\\n"), "the root is worth 5: {}", nodes[0].1);
    let cut: Vec<_> = nodes.iter().filter(|n| n.1.contains("dashed")).collect();
    assert_eq!(cut.len(), 2);
    assert!(cut.iter().all(|n| n.1.contains("cut: 1 skipped")));
    assert!(edges.iter().filter(|e| e.2.contains("bold")).count() == 3, "the principal variation, root to leaf");

    // The whole Tic-Tac-Toe tree under plain minimax: 549,946 nodes in JSON, as the search counts them.
    let out =
        run(&["trace", "tictactoe", "--algorithm", "minimax", "--max-nodes", "1000000", "--format", "json"], "\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["nodes"].as_array().unwrap().len(), 549_946);
    assert_eq!(json["counts"]["nodes"], 549_946);
    assert_eq!(json["value"], 0);
    assert_eq!(json["truncated"], false);

    // With the table, from a position: JSON counts match the nodes listed, and table hits are marked.
    let out = run(&["trace", "tictactoe", "--algorithm", "table", "--format", "json"], "5\n");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let listed = json["nodes"].as_array().unwrap();
    assert_eq!(json["counts"]["nodes"].as_u64(), Some(listed.len() as u64));
    let hits = listed.iter().filter(|n| n["table_hit"] == true).count() as u64;
    assert!(hits > 0);
    assert_eq!(json["counts"]["table_hits"].as_u64(), Some(hits));

    // An empty line is the start of any game: for Bones, the whole heap.
    let out = run(&["trace", "bones:5", "--algorithm", "minimax", "--format", "json"], "\n");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["nodes"][1]["move"], "1", "the first move takes one bone");
    assert_eq!(json["value"].as_i64().map(i64::signum), Some(1), "a heap of 5 is won by taking 1");

    // Past the limit the output says so.
    let out = run(&["trace", "tictactoe", "--max-nodes", "50"], "\n");
    assert!(out.status.success());
    assert!(stdout(&out).contains("truncated"));
    assert_eq!(parse_dot(&stdout(&out)).0.len(), 50);
    assert!(stderr(&out).contains("part of the tree is missing"));
}

#[test]
fn trace_refuses_bad_input_like_every_command() {
    let refused = |args: &[&str], input: &str, says: &str| {
        let out = run(args, input);
        assert!(!out.status.success(), "{args:?} {input:?} was accepted");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
    };
    refused(&["trace", "tictactoe"], "55\n", "already taken");
    refused(&["trace", "tictactoe", "--algorithm", "negascout"], "\n", "minimax, alphabeta, ordered, table");
    refused(&["trace", "tictactoe", "--max-nodes", "0"], "\n", "--max-nodes");
    refused(&["trace", "tictactoe", "--max-nodes", "99999999999"], "\n", "--max-nodes");
    refused(&["trace", "tree"], "1 2 3\n", "3 leaves");
    refused(&["trace", "shogi"], "\n", "unknown game");
}

#[test]
fn bench_perft_counts_and_times_the_lines_of_each_depth() {
    let output = run(&["bench", "tictactoe", "--perft", "4"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<Vec<&str>> = text.lines().map(|l| l.split_whitespace().collect()).collect();
    assert_eq!(lines.len(), 4, "{text}");
    for (line, (depth, count)) in lines.iter().zip([("1", "9"), ("2", "72"), ("3", "504"), ("4", "3024")]) {
        // perft D <count> <seconds> s <nodes/s>
        assert_eq!((line.len(), line[0], line[1], line[2], line[4]), (6, "perft", depth, count, "s"), "{text}");
        assert!(line[3].parse::<f64>().is_ok() && line[5].parse::<f64>().is_ok(), "{text}");
    }
    // Any game: Nim on two heaps of one bone has two first moves, and after either one more.
    let nim = run(&["bench", "nim:1-1", "--perft", "2"], "");
    assert!(stdout(&nim).starts_with("perft 1 2 ") && stdout(&nim).contains("\nperft 2 2 "), "{}", stdout(&nim));
    let no_game = run(&["bench", "--perft", "3"], "");
    assert_eq!(no_game.status.code(), Some(2));
    assert!(stderr(&no_game).contains("needs a game"), "{}", stderr(&no_game));
    let bad = run(&["bench", "shogi", "--perft", "3"], "");
    assert_eq!(bad.status.code(), Some(2));
    // Chess: the published counts from the start.
    let chess = stdout(&run(&["bench", "chess", "--perft", "3"], ""));
    assert!(chess.starts_with("perft 1 20 ") && chess.contains("\nperft 3 8902 "), "{chess}");
    assert!(run(&["bench", "tictactoe", "--perft", "0"], "").status.code() == Some(2), "depth 0 is refused");
}

#[test]
fn positions_may_be_set_up_in_a_games_position_notation() {
    // Nim 3-4-5 set up as heaps 1, 4 and 0 with the second player to move: 1 XOR 4 is not 0, so the player to
    // move wins; from heaps 1 and 1 (XOR 0) the player to move loses.
    let output = run(&["solve", "nim"], "1-4-0 2\n1-1-0 1\n1-9-0 1\n");
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let answers: Vec<i32> = stdout(&output).lines().map(|l| l.rsplit(' ').next().unwrap().parse().unwrap()).collect();
    assert_eq!(answers.len(), 2, "{}", stdout(&output));
    assert!(answers[0] > 0 && answers[1] < 0, "{answers:?}");
    assert!(stderr(&output).contains("line 3: position: heap b starts with 4"), "{}", stderr(&output));
}

#[test]
fn a_match_may_start_from_a_set_up_position() {
    // Heaps 1 and 1 with the first player to move: lost for the player to move (1 XOR 1 = 0), so whoever plays
    // One loses each game under perfect play.
    let args = ["match", "nim", "--a", "perfect", "--b", "perfect", "--games", "2", "--verbose", "--from", "1-1-0 1"];
    let output = run(&args, "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("nim from 1-1-0 1: "), "{text}");
    assert!(text.contains("game 1: A first, B wins after 2 moves"), "{text}");
    assert!(text.contains("game 2: B first, A wins after 2 moves"), "{text}");
    // Moves from the start are a position too; a bad or finished one is refused.
    assert!(run(&["match", "nim", "--games", "1", "--from", "c5,b4"], "").status.success());
    let bad = run(&["match", "nim", "--games", "1", "--from", "1-9-0 1"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("--from: position: heap b"), "{}", stderr(&bad));
    let over = run(&["match", "nim", "--games", "1", "--from", "0-0-0 1"], "");
    assert_eq!(over.status.code(), Some(2));
    assert!(stderr(&over).contains("already over"), "{}", stderr(&over));
}

#[test]
fn show_prints_where_a_line_leads_and_what_may_follow() {
    // Kalah: c ends in the store (player 1 again), f crosses to player 2; a set-up position over at once.
    let input = "\nc\nc f\n0,0,0,0,0,0,20/1,2,3,4,5,6,7 2\ncc\n";
    let output = run(&["show", "kalah"], input);
    assert_eq!(output.status.code(), Some(1), "the illegal line is refused");
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert_eq!(lines[0], " 4,4,4,4,4,4,0/4,4,4,4,4,4,0 1; a b c d e f");
    assert_eq!(lines[1], "c 4,4,0,5,5,5,1/4,4,4,4,4,4,0 1; a b d e f");
    assert_eq!(lines[2], "c f 4,4,0,5,5,0,2/5,5,5,5,4,4,0 2; a b c d e f");
    assert_eq!(lines[3], "0,0,0,0,0,0,20/1,2,3,4,5,6,7 2 0,0,0,0,0,0,20/1,2,3,4,5,6,7 2; over margin -8");
    assert_eq!(lines.len(), 4);
    assert!(stderr(&output).contains("line 5"), "{}", stderr(&output));
    // A game without a position notation shows '-'.
    let output = run(&["show", "tictactoe"], "14253\n");
    assert_eq!(stdout(&output), "14253 -; over win 1\n");
}

#[test]
fn kalahs_opening_book_answers_its_first_plies_at_once() {
    // Kalah(5,4) from the start: a first-player win by 10 (Irving, Donkers and Uiterwijk 2000). The book that
    // ships with the game holds it and every position of the first plies, so a few nodes answer; without the
    // book, that budget is far too small.
    let booked = run(&["solve", "kalah:5x4", "--nodes", "200"], "\nc\n");
    let text = stdout(&booked);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with(" +10 best move "), "{lines:?} {}", stderr(&booked));
    assert!(lines[1].starts_with("c ") && !lines[1].contains('?'), "{lines:?}");
    let bare = run(&["solve", "kalah:5x4", "--nodes", "200", "--no-book"], "\n");
    assert!(stdout(&bare).contains('?'), "{}", stdout(&bare));
    // Made by `book`: a small board's book, written whole, read back by `--book`.
    let dir = std::env::temp_dir().join(format!("minimax-arcade-kalah-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kalah-4x3.book");
    let made = run(&["book", "kalah:4x3", "--depth", "2", "--table-bits", "18", "--out", file.to_str().unwrap()], "");
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    assert!(stdout(&made).contains("positions to ply 2"), "{}", stdout(&made));
    let read = run(&["solve", "kalah:4x3", "--nodes", "50", "--book", file.to_str().unwrap()], "\n");
    assert!(stdout(&read).starts_with(" +6 best move "), "{} {}", stdout(&read), stderr(&read));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `fit reversi --ablate`: each term's worth, the edge table's too; a game without an evaluation to fit is
/// refused.
#[test]
fn fit_measures_reversis_terms_and_refuses_other_games() {
    let ablation = run(&["fit", "reversi", "--ablate", "1", "--depth", "1"], "");
    assert!(ablation.status.success(), "{}", stderr(&ablation));
    let text = stdout(&ablation);
    let terms: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(terms.len(), 11, "each of the ten features and the edge table: {text}");
    assert!(terms.iter().all(|l| l.ends_with("over 2 games")), "{text}");
    assert!(terms.last().is_some_and(|l| l.starts_with("edge table")), "{text}");
    let refused = run(&["fit", "connect4"], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("no evaluation to fit"), "{}", stderr(&refused));
}

/// `fit chess` plays its self-play games, fits and prints the weights as the source file holds them (every
/// term's pair), with the match against the hand-set ones.
#[test]
fn fit_chess_prints_every_weight_and_the_match() {
    let fitted = run(&["fit", "chess", "--games", "10", "--nodes", "200", "--pairs", "1"], "");
    assert!(fitted.status.success(), "{}", stderr(&fitted));
    let text = stdout(&fitted);
    assert!(text.contains("pub const FITTED: Weights = Weights(["), "{text}");
    assert!(text.contains("Against the hand-set weights, 2 games at 200 nodes a move"), "{text}");
    let pairs = text.lines().filter(|l| l.starts_with("    (")).flat_map(|l| l.split("), (")).count();
    assert_eq!(pairs, minimax_arcade::ai::chess::weights::TERMS, "{text}");
    assert!(stderr(&fitted).contains("fit: results 1, pull"), "{}", stderr(&fitted));
    // Reversi's own flags are refused, not ignored.
    let refused = run(&["fit", "chess", "--ablate", "1"], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("--ablate is Reversi's"), "{}", stderr(&refused));
}

/// `fit checkers` prints the whole table of checkers' weights, made from its self-play games, with the
/// match against the hand-set ones; Reversi's flags are refused.
#[test]
fn fit_checkers_prints_every_weight_and_the_match() {
    let fitted = run(&["fit", "checkers", "--games", "10", "--nodes", "200", "--pairs", "1"], "");
    assert!(fitted.status.success(), "{}", stderr(&fitted));
    let text = stdout(&fitted);
    assert!(text.contains("`minimax-arcade fit checkers --games 10 --seed 1 --nodes 200 --pairs 1`"), "{text}");
    assert!(text.contains("Against the hand-set weights, 2 games at 200 nodes a move"), "{text}");
    let pairs = text.lines().filter(|l| l.starts_with("    (")).flat_map(|l| l.split("), (")).count();
    assert_eq!(pairs, minimax_arcade::ai::checkers::weights::TERMS, "{text}");
    let refused = run(&["fit", "checkers", "--edges-out", "edges.bin"], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("--edges-out is Reversi's"), "{}", stderr(&refused));
}

/// `solve --level` answers with the move that level plays: Easy, seeded, errs among several legal moves;
/// a level is no proof, so --weak refuses it; a level that does not exist is named as such.
#[test]
fn solve_answers_with_a_levels_move() {
    let line = "f5d6c3";
    let analysis = stdout(&run(&["analyze", "reversi", "--endgame-empties", "0", "--nodes", "2000"], line));
    let legal: Vec<&str> =
        analysis.trim().split(' ').skip(1).map(|field| field.split_once(':').expect("move:value").0).collect();
    assert!(legal.len() > 2, "{analysis}");
    let mut played = std::collections::BTreeSet::new();
    for seed in 1..=8 {
        let seed = seed.to_string();
        let output = run(&["solve", "reversi", "--level", "easy", "--nodes", "3000", "--seed", &seed], line);
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        let text = stdout(&output);
        let mv = text.trim().rsplit(' ').next().unwrap().to_string();
        assert!(text.contains("best move") && legal.contains(&mv.as_str()), "{text} not among {legal:?}");
        played.insert(mv);
    }
    assert!(played.len() > 1, "Easy makes its mistakes by its seed: {played:?}");
    let weak = run(&["solve", "connect4", "--level", "hard", "--weak"], "");
    assert_eq!(weak.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&weak.stderr).contains("--level"));
    let unknown = run(&["solve", "reversi", "--level", "expert"], "");
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("easy, medium, hard or perfect"));
}

/// `bench reversi FILE`: every move of each `.obf` position solved and checked against its published score
/// (FFO #40, a couple of seconds); a line that is no position with scores is named and makes the status 1;
/// with `--best`, the best move alone.
#[test]
fn bench_reversi_solves_every_move_of_an_obf_file() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-obf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ffo.obf");
    let ffo_40 = include_str!("data/reversi_ffo_40_59.obf").lines().next().unwrap();
    std::fs::write(&file, format!("{ffo_40}\n{}\n", &ffo_40[..66])).unwrap();
    let output = run(&["bench", "reversi", file.to_str().unwrap()], "");
    let out = stdout(&output);
    assert!(out.contains("line 1: 10/10 moves right, best +38, "), "{out}");
    assert!(out.contains(": 1 positions, 10/10 moves right, "), "{out}");
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("line 2: expected"), "{}", stderr(&output));
    // With --best, the best move and its margin alone, as `solve` answers.
    let best = run(&["bench", "reversi", file.to_str().unwrap(), "--best"], "");
    assert!(stdout(&best).contains("line 1: 1/1 moves right, best +38, "), "{}", stdout(&best));
    let _ = std::fs::remove_dir_all(dir);
}

/// A Reversi opening book named by `--book` is read as Reversi's (by its first bytes); a damaged one is warned
/// about and the solver goes on without it. 8×8 has no book to make.
#[test]
fn a_reversi_book_is_read_or_warned_about_and_eight_by_eight_has_none_to_make() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-revbook-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let damaged = dir.join("damaged.book");
    std::fs::write(&damaged, b"REVBOOK1 but nothing a book holds").unwrap();
    // Late enough that the solver finishes at once without the book.
    let line = "c2d2e1b3a2b5e3e2e5c1b2d5c5f3";
    let output = run(&["solve", "reversi:6", "--book", damaged.to_str().unwrap()], line);
    assert!(stdout(&output).contains("+8 best move"), "{}", stdout(&output));
    assert!(stderr(&output).contains("solving without it"), "{}", stderr(&output));
    let refused = run(&["book", "reversi", "--depth", "2", "--out", dir.join("no.book").to_str().unwrap()], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("no book to make"), "{}", stderr(&refused));
    let _ = std::fs::remove_dir_all(dir);
}

/// 6×6 Reversi is solved outright: `solve` answers the start from the shipped book at once (−4: White wins
/// 20–16), and `bench reversi:6 --games` plays Perfect from its book.
#[test]
fn six_by_six_reversi_is_answered_from_its_book() {
    let start = stdout(&run(&["solve", "reversi:6"], "\n"));
    assert!(start.trim().starts_with("-4 best move "), "{start}");
    let games = stdout(&run(&["bench", "reversi:6", "--games", "1"], ""));
    assert!(games.contains("reversi:6 at Perfect against a random player, 1 games, "), "{games}");
    assert!(games.contains("its moves alone"), "{games}");
}

/// A value that starts with `-` is a value where an option takes a position: a Reversi board whose a1 is
/// empty, given to `match --from` with a blank, is read as it is with `=`.
#[test]
fn a_position_that_starts_with_a_dash_is_read_as_a_value() {
    // 6×6 Reversi's start as a board, row by row from a1.
    let start = "--------------OX----XO-------------- X";
    let play = |from: &[&str]| {
        let mut args = vec!["match", "reversi:6", "--a", "easy", "--b", "easy", "--games", "1", "--nodes", "500"];
        args.extend_from_slice(from);
        args.push("--verbose");
        run(&args, "")
    };
    let spaced = play(&["--from", start]);
    assert!(spaced.status.success(), "{}", stderr(&spaced));
    assert!(stdout(&spaced).starts_with(&format!("reversi:6 from {start}: ")), "{}", stdout(&spaced));
    let joined = format!("--from={start}");
    let joined = play(&[joined.as_str()]);
    // The games, without the tallies' times.
    let games = |output: &Output| -> Vec<String> {
        stdout(output).lines().filter(|l| !l.contains(" s per move")).map(String::from).collect()
    };
    assert_eq!(games(&spaced), games(&joined));
    assert!(games(&spaced).iter().any(|l| l.starts_with("game 1: ")), "{}", stdout(&spaced));
}

/// Kalah, counted at its end, answers as Reversi does: `solve` the margin and a best move, `analyze` every
/// legal move and its margin, best first; and a finished game is answered with its result by both.
#[test]
fn games_counted_at_their_end_answer_by_value() {
    // Kalah(4,3) is a first-player win by 6 (Irving, Donkers and Uiterwijk 2000).
    let solved = run(&["solve", "kalah:4x3"], "\n");
    assert!(solved.status.success(), "{}", stderr(&solved));
    let text = stdout(&solved);
    let (value, best) = text.trim().split_once(" best move ").expect("<value> best move <move>");
    assert_eq!(value, "+6", "{text}");
    let analysed = stdout(&run(&["analyze", "kalah:4x3"], "\n"));
    let fields: Vec<(&str, &str)> =
        analysed.split_whitespace().map(|f| f.split_once(':').expect("<move>:<value>")).collect();
    let mut moves: Vec<&str> = fields.iter().map(|f| f.0).collect();
    moves.sort_unstable();
    assert_eq!(moves, ["a", "b", "c", "d"], "every legal move once: {analysed}");
    assert!(fields.iter().all(|f| f.1.starts_with(['+', '-'])), "signed: {analysed}");
    assert_eq!(fields[0].1, "+6", "the best first: {analysed}");
    assert!(fields.contains(&(best, "+6")), "solve's move among the best: {analysed}");
    // Finished games: Kalah's player Two keeps its 28 seeds against 20; Reversi's Black has 40 discs to 24.
    let kalah = "0,0,0,0,0,0,20/1,2,3,4,5,6,7 2";
    let reversi = format!("{}{} X", "X".repeat(40), "O".repeat(24));
    for (game, over, result) in [("kalah", kalah, "+8"), ("reversi", reversi.as_str(), "+16")] {
        let solved = run(&["solve", game], &format!("{over}\n"));
        assert_eq!(stdout(&solved), format!("{over} {result} best move -\n"), "{}", stderr(&solved));
        let analysed = run(&["analyze", game], &format!("{over}\n"));
        assert_eq!(stdout(&analysed), format!("{over} {result}\n"), "{}", stderr(&analysed));
    }
}

/// Whether this machine refuses a single request for `bytes` of memory outright, as Linux does by default
/// (its overcommit heuristic) for more than its memory and swap together. Elsewhere, and where the system
/// promises any amount, a test of the refusal cannot run.
fn machine_refuses(bytes: u64) -> bool {
    let read = |path: &str| std::fs::read_to_string(path).unwrap_or_default();
    let kib = |meminfo: &str, field: &str| -> Option<u64> {
        let line = meminfo.lines().find(|l| l.starts_with(field))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    let meminfo = read("/proc/meminfo");
    let limit = match read("/proc/sys/vm/overcommit_memory").trim() {
        "0" => kib(&meminfo, "MemTotal:").zip(kib(&meminfo, "SwapTotal:")).map(|(mem, swap)| mem + swap),
        "2" => kib(&meminfo, "CommitLimit:"),
        _ => None,
    };
    limit.is_some_and(|kib| kib.saturating_mul(1024) < bytes)
}

/// `book`'s tables: a small board's are as big as its positions need, whatever `--table-bits` allows, and
/// tables the machine cannot give are refused in words, with an exit status, before any work.
#[test]
fn a_books_tables_fit_its_board_and_tables_too_big_are_refused_in_words() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-book-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // Kalah(3,2)'s 18,564 positions fit in 512 KiB a thread: 34 bits (128 GiB) are a ceiling, not a size.
    let small = out("kalah-3x2.book");
    let made = run(&["book", "kalah:3x2", "--depth", "1", "--table-bits", "34", "--threads", "2", "--out", &small], "");
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    // Kalah(6,3) has positions enough for 128 GiB a thread; 6×6 Reversi's tables are 96 GiB.
    for (game, bytes) in [("kalah:6x3", 128u64 << 30), ("reversi:6", 96 << 30)] {
        if !machine_refuses(bytes) {
            eprintln!("this machine would promise {bytes} bytes: the refusal is not tested here");
            continue;
        }
        let book = out(&format!("{game}.book").replace(':', "-"));
        let refused = run(&["book", game, "--depth", "1", "--table-bits", "34", "--threads", "1", "--out", &book], "");
        let err = stderr(&refused);
        assert_eq!(refused.status.code(), Some(1), "{game}: {err}");
        assert!(err.contains("GiB is more memory than this machine can give") && err.contains("--table-bits"), "{err}");
        assert!(!err.contains("endgame database"), "refused before any work: {err}");
        assert!(!std::path::Path::new(&book).exists());
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// Starts the executable, writes `input` without closing its standard input, and reads the first line it
/// answers while it still runs; then ends it. The minute allowed only keeps a broken build from hanging the
/// test: no time is measured.
fn first_line_while_running(args: &[&str], input: &str) -> Option<String> {
    use std::io::BufRead;
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the executable starts");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes()).and_then(|()| stdin.flush());
    let stdout = child.stdout.take().unwrap();
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let read = std::io::BufReader::new(stdout).read_line(&mut line);
        let _ = send.send(read.map(|_| line));
    });
    let answer = receive.recv_timeout(std::time::Duration::from_secs(60));
    let _ = child.kill();
    let _ = child.wait();
    drop(stdin);
    answer.ok().and_then(Result::ok)
}

/// Each answer goes out as it is made: a script that writes a line and waits for its answer gets it, and a
/// long run shows what it has finished (`bench --perft`'s first depths, a match's first games).
#[test]
fn each_answer_is_written_as_soon_as_it_is_made() {
    let answer = first_line_while_running(&["solve", "nim"], "c2\n");
    assert!(answer.as_deref().is_some_and(|a| a.starts_with("c2 ")), "{answer:?}");
    let answer = first_line_while_running(&["analyze", "kalah:3x2"], "c\n");
    assert!(answer.as_deref().is_some_and(|a| a.starts_with("c ") && a.contains(':')), "{answer:?}");
    let answer = first_line_while_running(&["show", "nim"], "c2\n");
    assert!(answer.as_deref().is_some_and(|a| a.starts_with("c2 ")), "{answer:?}");
    // Gomoku's lines of 4 moves are billions: the first depth is out long before.
    let answer = first_line_while_running(&["bench", "gomoku", "--perft", "40"], "");
    assert!(answer.as_deref().is_some_and(|a| a.starts_with("perft 1 225 ")), "{answer:?}");
    let answer = first_line_while_running(&["match", "gomoku", "--games", "1000", "--nodes", "2000", "--verbose"], "");
    assert!(answer.as_deref().is_some_and(|a| a.starts_with("gomoku: A = hard")), "{answer:?}");
}

/// A move list that leaves out a forced pass is refused with the reason and the pass named.
#[test]
fn a_pass_left_out_of_a_line_is_named() {
    // 6×6: after these eight discs Black has no move, and White may play b3, b5 or c5.
    let line = "d5e3f2f3e2e1b2f1";
    let output = run(&["solve", "reversi:6", "--nodes", "1000"], &format!("{line}b3\n{line}passb3\n"));
    assert_eq!(output.status.code(), Some(1));
    let err = stderr(&output);
    assert!(err.starts_with("line 1: move 9 (b3): a disc there turns nothing over"), "{err}");
    assert!(err.contains("; Black has no move here and must pass: write pass"), "{err}");
    assert_eq!(err.lines().count(), 1, "the line with the pass is read: {err}");
    assert!(stdout(&output).starts_with(&format!("{line}passb3 ")), "{}", stdout(&output));
    // The same words where a match starts from the line.
    let from = run(&["match", "reversi:6", "--games", "1", "--from", &format!("{line}b3")], "");
    assert_eq!(from.status.code(), Some(2));
    assert!(stderr(&from).contains("Black has no move here and must pass"), "{}", stderr(&from));
}

/// A solver flag that no solver of the game reads, and a book of another game or board, are refused before
/// anything is answered, rather than ignored without a word.
#[test]
fn a_flag_or_a_book_for_another_game_is_refused() {
    for (args, flag) in [
        (&["solve", "reversi", "--endgame-seeds", "4"][..], "--endgame-seeds is for Kalah"),
        (&["analyze", "kalah", "--endgame-empties", "4"], "--endgame-empties is for Reversi"),
        (&["solve", "tictactoe", "--table-bits", "20"], "--table-bits is for the Connect Four solver"),
        (&["solve", "kalah", "--threads", "2"], "--threads is for the Connect Four solver"),
    ] {
        let output = run(args, "\n");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(flag), "{args:?}: {}", stderr(&output));
        assert_eq!(stdout(&output), "", "{args:?}");
    }
    let dir = std::env::temp_dir().join(format!("minimax-arcade-book-for-another-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("kalah-3x2.book");
    let book = book.to_str().unwrap();
    let made = run(&["book", "kalah:3x2", "--depth", "1", "--out", book], "");
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    for game in ["reversi:6", "kalah:4x3", "connect4"] {
        let output = run(&["solve", game, "--book", book], "\n");
        assert_eq!(output.status.code(), Some(2), "{game}");
        let err = stderr(&output);
        assert!(err.contains("is the opening book of kalah:3x2, not of"), "{game}: {err}");
    }
    let used = run(&["solve", "kalah:3x2", "--book", book], "\n");
    assert!(used.status.success() && stdout(&used).contains(" best move "), "{}", stderr(&used));
    let _ = std::fs::remove_dir_all(dir);
}

/// Kalah's endgame database is made at the first line that needs it: not for a run with nothing to answer,
/// nor for a finished game, and once.
#[test]
fn kalahs_endgame_database_is_made_at_the_first_line_that_needs_it() {
    let args = ["solve", "kalah:3x2", "--endgame-seeds", "4"];
    let idle = run(&args, "");
    assert!(idle.status.success(), "{}", stderr(&idle));
    assert_eq!(stderr(&idle), "", "nothing to answer, nothing made");
    // Player One's pits are empty: the game is over, and answered by its count.
    let over = "0,0,0,6/1,2,3,0 1";
    let finished = run(&args, &format!("{over}\n"));
    assert_eq!(stderr(&finished), "", "{}", stdout(&finished));
    let answered = run(&args, &format!("{over}\n\nc\n"));
    assert!(answered.status.success(), "{}", stderr(&answered));
    assert_eq!(stdout(&answered).lines().count(), 3, "{}", stdout(&answered));
    assert_eq!(stderr(&answered).matches("endgame database: ").count(), 1, "{}", stderr(&answered));
}

/// A file to be written in a folder that does not exist is refused before any work, and no folder is made.
#[test]
fn a_file_in_a_missing_folder_is_refused_before_any_work() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-no-such-folder-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = |name: &str| dir.join("no").join("such").join(name).to_str().unwrap().to_string();
    for args in [
        vec!["fit", "reversi", "--games", "10", "--edges-out", &file("edges.bin")],
        vec!["fit", "reversi", "--games", "10", "--solver-out", &file("solver.bin")],
        vec!["book", "kalah:3x2", "--depth", "1", "--out", &file("kalah.book")],
    ] {
        let output = run(&args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains("does not exist"), "{args:?}: {}", stderr(&output));
        assert_eq!(stdout(&output), "", "nothing done: {args:?}");
    }
    assert!(!dir.exists(), "no folder was made");
}

/// PDN games read from a file of them, and on a line; the database's wins played out; games and engines
/// without them refuse the flags in words.
#[test]
fn game_records_are_read_and_database_wins_converted() {
    let file = "[Event \"a\"]\n1. 11-15 23-19 {even} 2. 8-11 (2. 9-14) 22-17 *\n\n\
                [FEN \"W:W18:B14\"]\n1... 18x9 0-1\n\n[Event \"bad\"]\n1. 21-17 *\n";
    let output = run(&["show", "checkers", "--records"], file);
    assert_eq!(output.status.code(), Some(1), "a game was refused");
    let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("game 1 4 moves B:W17,19,21,"), "{lines:?}");
    assert_eq!(lines[1], "game 2 1 moves B:W9:B; over win 2");
    let err = stderr(&output);
    assert!(err.contains("game 3: move 1. 21-17") && err.contains("PDN 2 games read (5 moves), 1 refused"), "{err}");
    // A file in Latin-1, as older PDN files are: its names and its `½-½` read.
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(["show", "checkers", "--records"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"[Black \"Andr\xe9\"]\n1. 11-15 23-19 \xbd-\xbd\n").unwrap();
    let latin = child.wait_with_output().unwrap();
    assert!(latin.status.success(), "{}", stderr(&latin));
    assert!(stdout(&latin).starts_with("game 1 2 moves "), "{}", stdout(&latin));
    let line = run(&["show", "checkers"], "[FEN \"W:W18:B14\"] 18x9\n");
    assert_eq!(stdout(&line), "[FEN \"W:W18:B14\"] 18x9 B:W9:B; over win 2\n");
    let none = run(&["show", "connect4", "--records"], "");
    assert_eq!(none.status.code(), Some(2));
    assert!(stderr(&none).contains("not written as game records"), "{}", stderr(&none));
    let no_database = run(&["bench", "connect4", "--convert", "5"], "");
    assert_eq!(no_database.status.code(), Some(2));
    assert!(stderr(&no_database).contains("no endgame database"), "{}", stderr(&no_database));
    let converted = run(&["bench", "checkers", "--convert", "20", "--nodes", "20000"], "");
    assert!(converted.status.success(), "{}{}", stdout(&converted), stderr(&converted));
    let out = stdout(&converted);
    let summary = out.lines().last().unwrap_or_default();
    let wins = summary.split_whitespace().nth(3).and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
    assert!(wins > 0 && summary.starts_with(&format!("converted {wins} of {wins} wins (0 not)")), "{out}");
}

#[test]
fn chess_perft_suites_are_counted_and_checked() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-perft-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let suite = dir.join("suite.epd");
    // Kiwipete and position 3 of the chessprogramming wiki's "Perft Results", then a count made wrong.
    std::fs::write(
        &suite,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48 ;D2 2039 ;D3 97862\n\
         8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - ;D1 14 ;D2 191 ;D3 2812\n\n\
         4k3/8/8/8/8/8/8/4K2R w K - ;D1 15 ;D2 67\n",
    )
    .unwrap();
    let output = run(&["bench", "chess", suite.to_str().unwrap(), "--perft", "3"], "");
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains(":4: 4k3/8/8/8/8/8/8/4K2R w K -: depth 2 counts 66, not 67"), "{text}");
    assert!(text.contains("3 positions, 103047 lines, 1 wrong"), "{text}");
    // To depth 1 only, every count is right.
    let output = run(&["bench", "chess", suite.to_str().unwrap(), "--perft", "1"], "");
    assert!(
        output.status.success() && stdout(&output).contains("3 positions, 77 lines, all right"),
        "{}",
        stdout(&output)
    );
    let other = run(&["bench", "reversi", suite.to_str().unwrap(), "--perft", "1"], "");
    assert_eq!(other.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn chess_is_solved_and_analysed_in_san_from_a_fen_or_moves() {
    let output =
        run(&["solve", "chess", "--nodes", "20000"], "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ne4 e5 Qh5 Nc6 Bc4 Nf6\n");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].ends_with("best move Ra8#"), "{text}");
    assert!(lines[1].ends_with("best move Qxf7#"), "{text}");
    let output = run(&["analyze", "chess", "--nodes", "20000"], "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\n");
    assert!(stdout(&output).starts_with("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 Ra8#:+"), "{}", stdout(&output));
    let refused = run(&["solve", "chess"], "e4 e5 Ke3 Ke6 Kd9\n");
    assert!(!refused.status.success());
}

#[test]
fn uci_answers_on_standard_input() {
    let output = run(&["uci"], "uci\nisready\nposition startpos moves e2e4\ngo depth 2\nquit\n");
    let text = stdout(&output);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        text.contains("uciok\nreadyok\n") && text.lines().filter(|l| l.starts_with("bestmove ")).count() == 1,
        "{text}"
    );
}
