//! `trace`: one position's search as a tree, for Graphviz (DOT) or for notebooks (JSON).
//!
//! DOT: one node per visited position, one edge per parent-to-child visit labelled with the move; each node
//! shows its value from the root player's side (`W5`: a win with the move at ply 5, `≥`/`≤` a bound) and its
//! window as it was entered; a node where a cut-off happened is dashed with the number of moves it skipped; a
//! table hit is an ellipse; the principal variation is bold. A trace cut at `--max-nodes` says so in a comment
//! and in the graph's label.

use std::io::{self, BufRead, Write};

use serde::Serialize;

use super::{Failure, Line, TraceArgs, read_line};
use crate::ai::trace::Bound;
use crate::ai::trace::export;
use crate::ai::trace::record::Trace;
use crate::ai::trace::subject::{Subject, SubjectMove, TEXTBOOK_MINIMAX};
use crate::rules::tree::Tree;
use crate::rules::{GameSpec, short};

/// The output formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    #[default]
    Dot,
    Json,
}

/// The longest line of leaf values read for a tree.
const TREE_LINE: usize = 64 * 1024;

pub(super) fn run(
    args: &TraceArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let subject = match read_subject(args, input) {
        Ok(subject) => subject,
        Err(Some(message)) => {
            let _ = writeln!(err, "error: {message}");
            return Ok(1);
        }
        Err(None) => return Err(Failure::Read(io::Error::other("standard input could not be read"))),
    };
    let full = subject.full_depth();
    let depth = args.depth.map_or(full, |d| d.min(full));
    let trace = subject.record(args.algorithm, depth, args.max_nodes as usize);
    let name = match &subject {
        Subject::Tree(_) => "tree".to_string(),
        Subject::Game { spec, .. } => spec.to_string(),
    };
    let about = About { name: &name, subject: &subject, depth, evaluated: subject.evaluates_at(depth) };
    match args.format {
        Format::Dot => write_dot(&about, &trace, out).map_err(Failure::Write)?,
        Format::Json => write_json(&about, &trace, out).map_err(Failure::Write)?,
    }
    if trace.truncated {
        let _ = writeln!(
            err,
            "note: the trace stopped at {} nodes (--max-nodes): part of the tree is missing",
            args.max_nodes
        );
    }
    Ok(0)
}

/// The subject named on the command line, at the position read from the first line of standard input (none,
/// or an empty line: the start). `Err(None)` if the input could not be read.
fn read_subject(args: &TraceArgs, input: &mut dyn BufRead) -> Result<Subject, Option<String>> {
    let tree = args.game.name.trim() == "tree";
    let spec = if tree { None } else { Some(args.game.spec().map_err(Some)?) };
    let limit = spec.map_or(TREE_LINE, GameSpec::longest_position);
    let line = match read_line(input, limit, &mut Vec::new()).map_err(|_| None)? {
        None => String::new(),
        Some(Line::Text(text)) => text,
        Some(Line::TooLong(length)) => {
            return Err(Some(format!("line 1: {length} bytes, longer than any position ({limit} at most); not read")));
        }
        Some(Line::NotUtf8) => return Err(Some("line 1: not valid UTF-8 text".into())),
    };
    match spec {
        Some(spec) => {
            // An empty line is the start: the empty board, or the whole heap of `bones` (20) and `bones:N`.
            let game = match line.trim() {
                "" => spec.start(),
                text => {
                    let refused = |e| Some(format!("line 1: {}", super::refusal(spec, text, &e)));
                    spec.parse_position(text).map_err(refused)?
                }
            };
            Ok(Subject::game(spec, game))
        }
        None => parse_tree(&line, args.branching).map(Subject::Tree).map_err(Some),
    }
}

/// A textbook tree from its leaf values, left to right, separated by blanks or commas; an empty line is the
/// textbook minimax tree.
pub fn parse_tree(line: &str, branching: u8) -> Result<Tree, String> {
    let tokens: Vec<&str> = line.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()).collect();
    if tokens.is_empty() {
        return Ok(Tree::binary(&TEXTBOOK_MINIMAX));
    }
    let leaves = tokens
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.parse::<i32>().ok().filter(|v| v.abs() <= 1_000_000).ok_or_else(|| {
                format!("leaf {} ({:?}): expected a whole number from -1000000 to 1000000", i + 1, short(t))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if leaves.len() > 1 << 16 {
        return Err(format!("{} leaves; a tree may have at most 65536", leaves.len()));
    }
    Tree::new(leaves, branching)
}

/// What the output says about the search.
struct About<'a> {
    name: &'a str,
    subject: &'a Subject,
    depth: u32,
    evaluated: bool,
}

fn write_dot(about: &About, trace: &Trace<SubjectMove>, out: &mut dyn Write) -> io::Result<()> {
    let heading = export::heading(about.name, trace, about.depth, about.evaluated);
    export::write_dot(trace, about.subject, &heading, out)
}

#[derive(Serialize)]
struct JsonTrace<'a> {
    game: &'a str,
    algorithm: &'static str,
    depth: u32,
    /// The leaves above the end of the game were scored by the engine's evaluation.
    evaluated_leaves: bool,
    truncated: bool,
    /// The root's value, if the search finished.
    value: Option<i32>,
    counts: JsonCounts,
    /// Node ids along the principal variation.
    principal_variation: Vec<u32>,
    nodes: Vec<JsonNode>,
}

#[derive(Serialize)]
struct JsonCounts {
    nodes: u64,
    leaves: u64,
    cutoffs: u64,
    table_hits: u64,
}

#[derive(Serialize)]
struct JsonNode {
    id: u32,
    parent: Option<u32>,
    /// The move from the parent, in the game's notation.
    #[serde(rename = "move")]
    mv: Option<String>,
    ply: u32,
    /// From the side of the player to move at this node (negamax).
    value: Option<i32>,
    /// "exact", "lower" or "upper".
    bound: Option<&'static str>,
    /// (alpha, beta) as the node was entered, from the side of the player to move there.
    window: [i32; 2],
    children: Vec<u32>,
    /// The moves a cut-off here never searched.
    skipped: Vec<String>,
    table_hit: bool,
}

fn write_json(about: &About, trace: &Trace<SubjectMove>, out: &mut dyn Write) -> io::Result<()> {
    let bound = |b: Bound| match b {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    };
    let label = |mv: SubjectMove| about.subject.move_label(mv);
    let nodes = trace
        .nodes
        .iter()
        .enumerate()
        .map(|(id, n)| JsonNode {
            id: id as u32,
            parent: n.parent,
            mv: n.mv.map(label),
            ply: n.ply,
            value: n.value.map(|(v, _)| v),
            bound: n.value.map(|(_, b)| bound(b)),
            window: [n.window.alpha, n.window.beta],
            children: n.children.clone(),
            skipped: n.cut.iter().flat_map(|c| c.skipped.iter().map(|&m| label(m))).collect(),
            table_hit: n.table_hit,
        })
        .collect();
    let c = trace.counts;
    let json = JsonTrace {
        game: about.name,
        algorithm: trace.algorithm.name(),
        depth: about.depth,
        evaluated_leaves: about.evaluated,
        truncated: trace.truncated,
        value: trace.value(),
        counts: JsonCounts { nodes: c.nodes, leaves: c.leaves, cutoffs: c.cutoffs, table_hits: c.table_hits },
        principal_variation: if trace.truncated { Vec::new() } else { trace.principal_variation() },
        nodes,
    };
    serde_json::to_writer(&mut *out, &json).map_err(io::Error::other)?;
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trees_are_read_from_their_leaves() {
        assert_eq!(parse_tree("", 2), Ok(Tree::binary(&TEXTBOOK_MINIMAX)));
        assert_eq!(parse_tree("3, 5 6 -9", 2), Ok(Tree::binary(&[3, 5, 6, -9])));
        assert!(parse_tree("3 5 6", 2).unwrap_err().contains("3 leaves"));
        assert!(parse_tree("3 x", 2).unwrap_err().contains("leaf 2"));
        assert!(parse_tree("1 2 3 99999999999", 2).unwrap_err().contains("leaf 4"));
    }
}
