//! Reversi's bench on endgame files (`bench reversi FILE...`): every position of an `.obf` file (the FFO
//! endgame test positions) solved exactly, each legal move's margin checked against the published ones. The
//! command line finds it through the engine ([`crate::ai::Engine::test_set`]).

use std::io::{self, Write};
use std::time::Duration;

use web_time::Instant;

use super::ReversiData;
use crate::ai::any::{TestFile, TestSet};
use crate::ai::{AnySearch, Limits, Settings, Solvers, Value};
use crate::rules::reversi::Reversi;

/// Reversi's test set: `.obf` files with every move's published margin.
pub const TEST_SET: TestSet = TestSet { files: "`.obf` files (a board and every move's margin a line)", run };

/// Every legal move of each position of an `.obf` file (`BOARD64 X; A2:+38; C7:+36; ...`: the FFO endgame
/// positions) given its exact margin by the analysis's search, whatever the empty squares, on a fresh table
/// each, and checked against the published scores: a line per position (moves right, best margin, seconds,
/// nodes, nodes per second) and the totals. Every position is solved to the end: with 30 empty squares, that
/// can take hours. With `best`, only the best move and its margin (what `solve` and Perfect ask), checked
/// against the published best margin: the move is right if the file gives it that margin.
fn run(file: &TestFile, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<u8> {
    let (spec, best_only) = (file.spec, file.best_only);
    // Every position exactly, however many empty squares it has.
    let solvers = Solvers::default().with::<Reversi>(ReversiData { exact_empties: Some(64), ..ReversiData::default() });
    let analysis = Settings { score_every_move: !best_only, ..Settings::default() };
    let (mut positions, mut right, mut moves, mut nodes, mut time) = (0, 0, 0, 0u64, Duration::ZERO);
    let mut status = 0;
    for (index, line) in file.text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let where_ = format!("{}: line {}", file.name, index + 1);
        let published: Option<Vec<(String, i32)>> = line
            .split(';')
            .skip(1)
            .filter(|field| !field.trim().is_empty())
            .map(|field| {
                let (mv, score) = field.trim().split_once(':')?;
                Some((mv.trim().to_ascii_lowercase(), score.trim().parse().ok()?))
            })
            .collect();
        let position = spec.parse_position(line);
        let (Ok(position), Some(mut published)) = (position, published.filter(|p| !p.is_empty())) else {
            let _ = writeln!(err, "{where_}: expected `BOARD X|O; MOVE:SCORE; ...` (an .obf line with its scores)");
            status = 1;
            continue;
        };
        let started = Instant::now();
        let result = AnySearch::new(&position, Limits::unlimited(), analysis.clone(), &solvers).run();
        let secs = started.elapsed();
        let mut ours: Vec<(String, i32)> = result
            .moves
            .iter()
            .filter_map(|m| match m.value(result.scoring()) {
                Value::Margin(margin) => Some((spec.move_text(m.mv), margin)),
                _ => None,
            })
            .collect();
        ours.sort();
        published.sort();
        if best_only {
            // Right if the published scores give our move our margin and no move more.
            let top = published.iter().map(|(_, v)| *v).max();
            published.retain(|p| Some(p.1) == top && ours.first().is_some_and(|o| o.0 == p.0));
            published.truncate(1);
            if published.is_empty() {
                published.push((String::from("(the published best)"), top.unwrap_or(0)));
            }
        }
        let matched = published.iter().filter(|p| ours.contains(p)).count();
        let best = ours.iter().map(|(_, v)| *v).max().unwrap_or(0);
        writeln!(
            out,
            "{where_}: {matched}/{} moves right, best {best:+}, {:.3} s, {} nodes, {:.1} M nodes/s",
            published.len(),
            secs.as_secs_f64(),
            result.nodes,
            result.nodes as f64 / secs.as_secs_f64().max(1e-9) / 1e6
        )?;
        // A long file's progress shows as it goes.
        out.flush()?;
        if matched != published.len() || ours.len() != published.len() {
            let _ = writeln!(err, "{where_}: ours {ours:?}, published {published:?}");
            status = 1;
        }
        (positions, right, moves) = (positions + 1, right + matched, moves + published.len());
        (nodes, time) = (nodes + result.nodes, time + secs);
    }
    writeln!(
        out,
        "{}: {positions} positions, {right}/{moves} moves right, {:.3} s, {nodes} nodes, {:.1} M nodes/s",
        file.name,
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64().max(1e-9) / 1e6
    )?;
    Ok(status)
}
