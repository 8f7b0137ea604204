//! The bars' and the side panel's words: the status, the node under the pointer (its position, value, window,
//! and why a cut-off happened there), the counts of every algorithm side by side, the keys.

use bevy::prelude::*;

use super::tree::board_image;
use super::*;
use crate::app::view::hud::grouped;

/// The bars' and the panel's texts, and the position shown in the panel.
pub(super) fn show_panel(
    explorer: Res<Explorer>,
    hovered: Res<Hovered>,
    theme: Res<Theme>,
    mut labels: Query<(&PanelText, &mut Text)>,
    mut preview: Single<&mut ImageNode, With<Preview>>,
    mut preview_text: Single<&mut Text, (With<PreviewText>, Without<PanelText>)>,
    mut images: ResMut<Assets<Image>>,
    mut last: Local<Option<(u32, u64)>>,
) {
    if !explorer.is_changed() && !hovered.is_changed() && !theme.is_changed() {
        return;
    }
    let trace = explorer.trace.as_ref();
    // A node of this trace (a pointer's node of an earlier one is not).
    let node =
        hovered.0.or_else(|| explorer.current_node()).filter(|&n| trace.is_some_and(|t| (n as usize) < t.nodes.len()));
    let mut set = |which: PanelText, value: String| {
        for (label, mut text) in &mut labels {
            if *label == which && text.0 != value {
                text.0 = value.clone();
            }
        }
    };
    set(PanelText::Title, format!("Explorer: {}", explorer.title));
    let status = match trace {
        None => "recording the search…".to_string(),
        Some(t) => {
            let depth = explorer.depth.unwrap_or(0);
            let evaluated =
                if explorer.subject.evaluates_at(depth) { " (the engine's evaluation at the leaves)" } else { "" };
            let playing = if explorer.playing {
                format!(" · playing, {} steps/s", SPEEDS[explorer.speed])
            } else {
                String::new()
            };
            let cut = if t.truncated { " · cut at the node limit: part of the tree is missing" } else { "" };
            format!("depth {depth}{evaluated} · step {} of {}{playing}{cut}", explorer.step, t.steps.len())
        }
    };
    set(PanelText::Status, status);
    // The node: its moves from the root, its value, its window.
    let about = match (trace, node) {
        (Some(t), Some(n)) => {
            let tn = &t.nodes[n as usize];
            let path: Vec<String> = t.path(n).into_iter().map(|m| explorer.subject.move_label(m)).collect();
            let path = if path.is_empty() { "the root".to_string() } else { path.join(" → ") };
            let value = t.value_by(n, explorer.step).map_or("not yet known".to_string(), |(v, b)| {
                let (v, b) = root_view(v, b, tn.ply);
                match b {
                    Bound::Exact => value_label(v, b),
                    Bound::Lower => format!("{} (a bound: at least)", value_label(v, b)),
                    Bound::Upper => format!("{} (a bound: at most)", value_label(v, b)),
                }
            });
            let side = if tn.ply.is_multiple_of(2) { "max (the root's player)" } else { "min (the opponent)" };
            let who = if hovered.0.is_some() { "Under the pointer" } else { "Where the search is" };
            let mut lines = vec![
                format!("{who}: {path}"),
                format!("{side} to move"),
                format!("value {value}"),
                format!("window {}", window_label(t.window_by(n, explorer.step), tn.ply)),
            ];
            if let Some(cut) = t.cut_by(n, explorer.step) {
                lines.push(why_cut(tn, t.steps[cut.step as usize].window, cut.skipped.len()));
            }
            if tn.table_hit {
                lines.push("answered from the table (TT)".into());
            }
            lines.join("\n")
        }
        _ => String::new(),
    };
    set(PanelText::Node, about);
    let counts = explorer
        .counts
        .iter()
        .map(|(a, c, value)| {
            let more = if value.is_none() { "more than " } else { "" };
            let mark = if *a == explorer.algorithm { "▶ " } else { "   " };
            format!(
                "{mark}{}\n      {more}{} · {} · {}",
                a.title(),
                counted(c.nodes, "node"),
                counted(c.cutoffs, "cut"),
                counted(c.table_hits, "TT hit")
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    set(PanelText::Counts, if counts.is_empty() { "counting…".into() } else { counts });
    let help = match (&explorer.editing, &explorer.notice) {
        (Some(edit), _) => {
            format!("New value for leaf {}: {}_\nEnter sets it, Escape cancels.", edit.leaf + 1, edit.text)
        }
        (None, Some(notice)) => notice.clone(),
        (None, None) => {
            let edit =
                if matches!(explorer.subject, Subject::Tree(_)) { "\nClick a leaf to give it a value." } else { "" };
            format!(
                "← → step · Space play · C next cut · Home/End\n[ ] speed · 1–4 algorithm · E export · Esc back\nDrag or W A S D pan · wheel or + − zoom\nClick a node to open or close it.{edit}\nValues are the root player's: W5 wins at ply 5."
            )
        }
    };
    set(PanelText::Help, help);
    // The position in the panel, made again only when the node changes.
    let key = node.map(|n| (n, explorer.recording()));
    if key == *last && !theme.is_changed() {
        return;
    }
    *last = key;
    let position = match (trace, node) {
        (Some(t), Some(n)) => Some(explorer.subject.after(&t.path(n))),
        _ => None,
    };
    let (image, text) = match &position {
        Some(Subject::Game { game, .. }) if game.grid().is_some() => {
            (Some(images.add(board_image(game, &theme))), String::new())
        }
        Some(Subject::Game { game, .. }) => (None, format!("{} bones", super::heaps_label(game))),
        Some(Subject::Tree(tree)) => (None, tree.leaf_value().map_or(String::new(), |v| format!("leaf {v}"))),
        None => (None, String::new()),
    };
    preview.image = image.unwrap_or_default();
    preview.color = if preview.image == Handle::default() { Color::NONE } else { Color::WHITE };
    if preview_text.0 != text {
        preview_text.0 = text;
    }
}

/// Why a cut-off happened, in words: the player to move here has already found a move better than the
/// opponent will allow (beta), so the opponent will never let the game reach this node.
fn why_cut<N>(node: &TraceNode<N>, window: SearchWindow, skipped: usize) -> String {
    let moves = if skipped == 1 { "1 move".to_string() } else { format!("{skipped} moves") };
    let Some((value, bound)) = node.value else { return format!("cut-off: {moves} never searched") };
    let (v, b) = root_view(value, bound, node.ply);
    let w = root_window(window, node.ply);
    if node.ply.is_multiple_of(2) {
        format!(
            "cut-off: {moves} never searched. Why: max gets {} here, but min already has β {} elsewhere: min never lets the game come here.",
            value_label(v, b),
            value_label(w.beta, Bound::Exact)
        )
    } else {
        format!(
            "cut-off: {moves} never searched. Why: min holds max to {} here, but max already has α {} elsewhere: max never comes here.",
            value_label(v, b),
            value_label(w.alpha, Bound::Exact)
        )
    }
}

/// "1 node", "12,345 nodes".
fn counted(n: u64, what: &str) -> String {
    if n == 1 { format!("1 {what}") } else { format!("{} {what}s", grouped(n)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_read_plainly() {
        assert_eq!(counted(1, "cut"), "1 cut");
        assert_eq!(counted(20_866, "node"), "20,866 nodes");
    }
}
