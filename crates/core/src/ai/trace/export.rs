//! A trace written out: Graphviz DOT, for the `trace` command and the explorer's Export.
//!
//! One node per visited position, one edge per parent-to-child visit labelled with the move; each node shows
//! its value from the root player's side (`W5`: a win with the move at ply 5, `≥`/`≤` a bound) and its window
//! as it was entered; a node where a cut-off happened is dashed with the number of moves it skipped; a table
//! hit is an ellipse; the principal variation is bold. A trace cut at its node limit says so in a comment and
//! in the graph's label.

use std::collections::HashSet;
use std::io::{self, Write};

use super::record::Trace;
use super::subject::{Subject, SubjectMove, root_view, value_label, window_label};

/// One line about the search: what was searched, how, and what it counted.
pub fn heading(name: &str, trace: &Trace<SubjectMove>, depth: u32, evaluated: bool) -> String {
    let counts = trace.counts;
    format!(
        "{name} {}, depth {depth}{}: {} nodes, {} leaves, {} cut-offs, {} table hits{}",
        trace.algorithm,
        if evaluated { " (the engine's evaluation at the leaves)" } else { "" },
        counts.nodes,
        counts.leaves,
        counts.cutoffs,
        counts.table_hits,
        if trace.truncated { "; cut at the node limit: part of the tree is missing" } else { "" },
    )
}

/// The trace as DOT text.
pub fn dot(trace: &Trace<SubjectMove>, subject: &Subject, heading: &str) -> String {
    let mut out = Vec::new();
    write_dot(trace, subject, heading, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("DOT is written as UTF-8")
}

/// Quotes a DOT string.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Writes the trace as DOT.
pub fn write_dot(trace: &Trace<SubjectMove>, subject: &Subject, heading: &str, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "// minimax-arcade trace: {heading}")?;
    if trace.truncated {
        writeln!(out, "// truncated: the search stopped at the node limit")?;
    }
    writeln!(out, "digraph trace {{")?;
    writeln!(out, "  label={};", quoted(heading))?;
    writeln!(out, "  node [shape=box, fontname=\"Helvetica\", fontsize=10];")?;
    writeln!(out, "  edge [fontname=\"Helvetica\", fontsize=9];")?;
    // The principal variation of a finished search only: a cut trace's "best" moves are provisional.
    let pv: HashSet<u32> =
        if trace.truncated { HashSet::new() } else { trace.principal_variation().into_iter().collect() };
    for (id, node) in trace.nodes.iter().enumerate() {
        let id = id as u32;
        let mut label = match node.value.map(|(v, b)| root_view(v, b, node.maximising)) {
            Some((v, b)) => value_label(v, b, subject.scoring()),
            None => "?".into(),
        };
        label.push_str(&format!("\\n{}", window_label(node.window, node.maximising, subject.scoring())));
        let mut style = Vec::new();
        if let Some(cut) = &node.cut {
            style.push("dashed");
            label.push_str(&format!("\\ncut: {} skipped", cut.skipped.len()));
        }
        if node.table_hit {
            label.push_str("\\ntable");
        }
        if pv.contains(&id) {
            style.push("bold");
        }
        let shape = if node.table_hit { ", shape=ellipse" } else { "" };
        let style = if style.is_empty() { String::new() } else { format!(", style={}", quoted(&style.join(","))) };
        // The label is built from our own text: values, windows and counts, nothing that needs quoting.
        writeln!(out, "  n{id} [label=\"{label}\"{shape}{style}];")?;
    }
    for (id, node) in trace.nodes.iter().enumerate() {
        if let (Some(parent), Some(mv)) = (node.parent, node.mv) {
            let bold = if pv.contains(&(id as u32)) { ", style=bold" } else { "" };
            writeln!(out, "  n{parent} -> n{id} [label={}{bold}];", quoted(&subject.move_label(mv)))?;
        }
    }
    writeln!(out, "}}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::trace::Algorithm;

    #[test]
    fn quotes_are_escaped_and_every_node_is_written() {
        assert_eq!(quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
        let subject = Subject::textbook_minimax();
        let trace = subject.record(Algorithm::Minimax, 3, 100);
        let text = dot(&trace, &subject, "the tree");
        assert_eq!(text.lines().filter(|l| l.contains(" [label=") && !l.contains("->")).count(), 15);
        assert_eq!(text.lines().filter(|l| l.contains("->")).count(), 14);
        assert!(text.contains("label=\"the tree\""));
    }
}
