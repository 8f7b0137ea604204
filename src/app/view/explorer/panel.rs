//! The bars' and the side panel's words: the status, the node under the pointer (its position, value, window,
//! and why a cut-off happened there), the counts of every algorithm side by side, the keys.

use bevy::prelude::*;

use super::tree::board_image;
use super::*;

/// The bars' and the panel's texts, and the position shown in the panel.
pub(super) fn show_panel(
    explorer: Res<Explorer>,
    hovered: Res<Hovered>,
    theme: Res<Theme>,
    words: Res<Words>,
    mut labels: Query<(&PanelText, &mut Text)>,
    mut preview: Single<&mut ImageNode, With<Preview>>,
    mut preview_text: Single<&mut Text, (With<PreviewText>, Without<PanelText>)>,
    mut images: ResMut<Assets<Image>>,
    mut last: Local<Option<(u32, u64)>>,
) {
    if !explorer.is_changed() && !hovered.is_changed() && !theme.is_changed() && !words.is_changed() {
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
    set(PanelText::Title, words.say(&Said::new("explorer-title").said("subject", explorer.title.clone())));
    let status = match trace {
        None => words.get("explorer-recording"),
        Some(t) => {
            let depth = explorer.depth.unwrap_or(0);
            let id = if explorer.subject.evaluates_at(depth) { "explorer-depth-evaluated" } else { "explorer-depth" };
            let mut parts = vec![
                words.with(id, &[("depth", depth.into())]),
                words.with("explorer-step", &[("step", explorer.step.into()), ("steps", t.steps.len().into())]),
            ];
            if explorer.playing {
                parts.push(words.with("explorer-playing", &[("speed", (SPEEDS[explorer.speed] as i64).into())]));
            }
            if t.truncated {
                parts.push(words.get("explorer-truncated"));
            }
            // Spacing between the parts, not words.
            parts.join(" · ")
        }
    };
    set(PanelText::Status, status);
    // The node: its moves from the root, its value, its window.
    let about = match (trace, node) {
        (Some(t), Some(n)) => {
            let tn = &t.nodes[n as usize];
            let path: Vec<String> = t.path(n).into_iter().map(|m| explorer.subject.move_label(m)).collect();
            let path = if path.is_empty() { words.get("explorer-root") } else { path.join(" → ") };
            // Values and windows are notation (`W5`, `≥3`, `α 3  β ∞`), the same in every language.
            let value = t.value_by(n, explorer.step).map_or(words.get("explorer-value-unknown"), |(v, b)| {
                let (v, b) = root_view(v, b, tn.maximising);
                let id = match b {
                    Bound::Exact => "explorer-value",
                    Bound::Lower => "explorer-at-least",
                    Bound::Upper => "explorer-at-most",
                };
                words.with(id, &[("value", value_label(v, b, explorer.subject.scoring()).into())])
            });
            let side = if tn.maximising { "explorer-max-to-move" } else { "explorer-min-to-move" };
            let again = super::tree::moves_again(t, n);
            let who = if hovered.0.is_some() { "explorer-under-pointer" } else { "explorer-where-search" };
            let window = window_label(t.window_by(n, explorer.step), tn.maximising, explorer.subject.scoring());
            let mut lines = vec![
                words.with(who, &[("path", path.into())]),
                if again {
                    format!("{} · {}", words.get(side), words.get("explorer-moves-again"))
                } else {
                    words.get(side)
                },
                value,
                words.with("explorer-window", &[("window", window.into())]),
            ];
            if let Some(cut) = t.cut_by(n, explorer.step) {
                lines.push(why_cut(
                    &words,
                    tn,
                    t.steps[cut.step as usize].window,
                    cut.skipped.len(),
                    explorer.subject.scoring(),
                ));
            }
            if tn.table_hit {
                lines.push(words.get("explorer-table-hit"));
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
            // A search stopped at the node limit counted more nodes than it says.
            let nodes = if value.is_none() { "explorer-more-nodes" } else { "explorer-nodes" };
            let mark = if *a == explorer.algorithm { "▶ " } else { "   " };
            let counts = [
                words.with(nodes, &[("nodes", c.nodes.into())]),
                words.with("explorer-cuts", &[("cuts", c.cutoffs.into())]),
                words.with("explorer-hits", &[("hits", c.table_hits.into())]),
            ];
            format!("{mark}{}\n      {}", words.get(algorithm_title(*a)), counts.join(" · "))
        })
        .collect::<Vec<_>>()
        .join("\n");
    set(PanelText::Counts, if counts.is_empty() { words.get("explorer-counting") } else { counts });
    let help = match (&explorer.editing, &explorer.notice) {
        (Some(edit), _) => {
            let args = [("leaf", (edit.leaf + 1).into()), ("text", edit.text.as_str().into())];
            words.with("explorer-edit", &args)
        }
        (None, Some(notice)) => words.say(notice),
        (None, None) => {
            let mut lines = vec![words.get("explorer-keys")];
            if matches!(explorer.subject, Subject::Tree(_)) {
                lines.push(words.get("explorer-click-leaf"));
            }
            lines.push(words.get("explorer-values"));
            lines.join("\n")
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
        Some(Subject::Game { spec, game }) => match crate::app::games::descriptor(*spec).explorer_text(game).words {
            Some(said) => (None, words.say(&said)),
            None => (Some(images.add(board_image(*spec, game, &theme))), String::new()),
        },
        Some(Subject::Tree(tree)) => {
            (None, tree.leaf_value().map_or(String::new(), |v| words.with("explorer-leaf", &[("value", v.into())])))
        }
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
fn why_cut<N>(words: &Words, node: &TraceNode<N>, window: SearchWindow, skipped: usize, scoring: Scoring) -> String {
    let Some((value, bound)) = node.value else {
        return words.with("explorer-cut-unvalued", &[("moves", skipped.into())]);
    };
    let (v, b) = root_view(value, bound, node.maximising);
    let w = root_window(window, node.maximising);
    let (id, edge) = if node.maximising { ("explorer-cut-max", w.beta) } else { ("explorer-cut-min", w.alpha) };
    let args = [
        ("moves", skipped.into()),
        ("value", value_label(v, b, scoring).into()),
        ("edge", value_label(edge, Bound::Exact, scoring).into()),
    ];
    words.with(id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_read_plainly() {
        use crate::app::words::Language;
        let english = Words::new(Language::English);
        let cuts = |words: &Words, n: u64| words.with("explorer-cuts", &[("cuts", n.into())]);
        assert_eq!(cuts(&english, 1), "1 cut");
        assert_eq!(english.with("explorer-nodes", &[("nodes", 20_866u64.into())]), "20,866 nodes");
        // Russian: one, few and many, and digits grouped with a no-break space.
        let russian = Words::new(Language::Russian);
        let forms: Vec<String> = [1, 3, 5, 21, 20_866].iter().map(|&n| cuts(&russian, n)).collect();
        assert_ne!(forms[0].replace('1', ""), forms[1].replace('3', ""), "{forms:?}");
        assert_ne!(forms[1].replace('3', ""), forms[2].replace('5', ""), "{forms:?}");
        assert_eq!(forms[0].replace('1', ""), forms[3].replace("21", ""), "21 takes the form of 1: {forms:?}");
        assert!(forms[4].starts_with("20\u{a0}866 "), "{forms:?}");
    }
}
