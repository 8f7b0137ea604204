//! The explorer, drawn: the traced search as a tree, top-down, on a canvas that pans and zooms; the controls
//! below it; beside it the position under the cursor, the current node's window and the counts of every
//! algorithm side by side.
//!
//! The tree is laid out once per trace (and again when a subtree is opened or closed) with the core's tidy
//! layout; stepping only shows, hides and relabels what is already there, so a step costs a pass over the
//! visible nodes whatever the tree's size. Nodes are small boards (Tic-Tac-Toe and other grids: one texel a
//! cell, sampled without smoothing), heap sizes (Bones) or numbers (textbook trees).

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::hud::BarPlaced;
use super::labels::Speaks;
use super::scroll::Scrolls;
use super::theme::{self, ButtonColours, Fonts, Ink, Selected, Theme};
use crate::ai::trace::layout::tidy;
use crate::ai::trace::record::{Trace, TraceNode};
use crate::ai::trace::subject::{Subject, SubjectMove, root_view, root_window, value_label, window_label};
use crate::ai::trace::{Algorithm, Bound, Window as SearchWindow};
use crate::app::geometry::Bars;
use crate::app::geometry::default_window;
use crate::app::logic::explorer::{Explorer, ExplorerAction, SPEEDS};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::{Said, Words};
use crate::rules::Scoring;
use crate::rules::{AnyGame, Player};

mod canvas;
mod panel;
mod tree;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>();
    app.add_systems(OnEnter(Screen::Explorer), spawn_explorer);
    app.add_systems(
        Update,
        (
            (press_buttons, canvas::pan_and_zoom, canvas::pick_nodes).in_set(AppSystems::RecordInput),
            (tree::build_tree, tree::show_step, panel::show_panel, mark_algorithm).chain().in_set(AppSystems::Update),
        )
            .run_if(in_state(Screen::Explorer)),
    );
}

/// Logical pixels of the bars and the side panel around the canvas.
const TOP: f32 = 92.0;
const BOTTOM: f32 = 70.0;
const SIDE: f32 = 290.0;
/// A node's box, the space between boxes in a row, and between rows, in canvas units.
const NODE: Vec2 = Vec2::new(40.0, 40.0);
const GAP: f32 = 16.0;
const ROW: f32 = 92.0;
/// The smallest zoom a new tree is shown at: boards stay recognisable; a wider tree is panned.
const MIN_FIT: f32 = 0.45;
/// Pixels a press may move and still be a click.
const CLICK_SLOP: f32 = 5.0;

/// The canvas: everything of the tree hangs under it, so its transform pans and zooms the whole.
#[derive(Component)]
struct Canvas;

/// What a piece of the drawn tree is, and for which node of the trace.
#[derive(Component, Clone, Copy, Debug)]
struct Item {
    node: u32,
    kind: ItemKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ItemKind {
    /// The node's box.
    Node,
    /// Its value, under it.
    Value,
    /// The edge from its parent.
    Edge,
    /// The move on that edge.
    Move,
    /// The moves a cut-off skipped, drawn as one greyed stub.
    Cut,
    /// A closed subtree's size.
    Closed,
    /// A table hit's mark.
    Table,
}

/// The ring around the node the search is at.
#[derive(Component)]
struct CurrentMark;

/// The window (alpha, beta) of the node the search is at, beside its ring.
#[derive(Component)]
struct WindowLabel;

/// Where each drawn node sits on the canvas.
#[derive(Component, Default)]
struct Placed(HashMap<u32, Vec2>);

/// The node under the pointer.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq)]
struct Hovered(Option<u32>);

/// A button of the explorer.
#[derive(Component, Clone, Debug)]
struct ExplorerButton(ExplorerAction);

/// The texts of the bars and the panel that change.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum PanelText {
    Title,
    Status,
    Node,
    Counts,
    Help,
}

/// The board (or heap, or number) of the node shown in the panel.
#[derive(Component)]
struct Preview;

fn spawn_explorer(mut commands: Commands, fonts: Res<Fonts>, words: Res<Words>, mut hovered: ResMut<Hovered>) {
    hovered.0 = None;
    commands.spawn((
        Name::new("Explorer canvas"),
        Canvas,
        Placed::default(),
        Transform::default(),
        Visibility::default(),
        DespawnOnExit(Screen::Explorer),
    ));
    // A button named in English (for tests and the inspector), whose label is the message `id`; an arrow's
    // label is the same in every language.
    let button = |name: &'static str, id: &'static str, action: ExplorerAction| {
        let extra = (Name::new(name), ExplorerButton(action), Speaks(Said::new(id)));
        theme::small_button(&fonts, words.get(id), ButtonColours::PLAIN, extra)
    };
    let arrow = |name: &'static str, action: ExplorerAction| {
        theme::small_button(&fonts, name, ButtonColours::PLAIN, (Name::new(name), ExplorerButton(action)))
    };
    // The top bar: the title and status; the algorithms; the subject and Back.
    commands
        .spawn((
            Name::new("Explorer top bar"),
            Node {
                position_type: PositionType::Absolute,
                top: px(0),
                left: px(0),
                right: px(0),
                padding: UiRect::axes(px(14), px(8)),
                flex_direction: FlexDirection::Column,
                row_gap: px(6),
                ..default()
            },
            BarPlaced(|bars, node| node.height = px(TOP * bars.text)),
            theme::fill(Ink::Panel),
            DespawnOnExit(Screen::Explorer),
        ))
        .with_children(|bar| {
            bar.spawn(Node { column_gap: px(10), align_items: AlignItems::Center, ..default() }).with_children(|row| {
                row.spawn((theme::title(&fonts, words.get("explorer-heading"), 22.0), PanelText::Title));
                row.spawn((theme::text(&fonts, "", 15.0, Ink::TextDim), PanelText::Status));
            });
            bar.spawn(Node { column_gap: px(8), align_items: AlignItems::Center, ..default() }).with_children(|row| {
                for algorithm in Algorithm::ALL {
                    let id = algorithm_title(algorithm);
                    row.spawn((
                        button(algorithm.title(), id, ExplorerAction::Algorithm(algorithm)),
                        AlgorithmButton(algorithm),
                    ));
                }
                row.spawn(Node { flex_grow: 1.0, ..default() });
                row.spawn(button("Next example", "explorer-next", ExplorerAction::NextSubject));
                row.spawn(theme::small_button(
                    &fonts,
                    words.get("explorer-back"),
                    ButtonColours::PRIMARY,
                    (Name::new("Back"), ExplorerButton(ExplorerAction::Leave), Speaks(Said::new("explorer-back"))),
                ));
            });
        });
    // The bottom bar: stepping and playing, speed, depth.
    commands
        .spawn((
            Name::new("Explorer controls"),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(0),
                left: px(0),
                right: px(0),
                padding: UiRect::axes(px(12), px(8)),
                column_gap: px(6),
                align_items: AlignItems::Center,
                flex_wrap: FlexWrap::Wrap,
                ..default()
            },
            BarPlaced(|bars, node| node.height = px(BOTTOM * bars.text)),
            theme::fill(Ink::Panel),
            DespawnOnExit(Screen::Explorer),
        ))
        .with_children(|bar| {
            for (name, id, action) in [
                ("|◀", None, ExplorerAction::Start),
                ("◀", None, ExplorerAction::Back),
                ("Play / Pause", Some("explorer-play"), ExplorerAction::Play),
                ("▶", None, ExplorerAction::Forward),
                ("Next cut", Some("explorer-next-cut"), ExplorerAction::NextCut),
                ("▶|", None, ExplorerAction::End),
                ("Slower", Some("explorer-slower"), ExplorerAction::Slower),
                ("Faster", Some("explorer-faster"), ExplorerAction::Faster),
                ("Depth −", Some("explorer-shallower"), ExplorerAction::Shallower),
                ("Depth +", Some("explorer-deeper"), ExplorerAction::Deeper),
                ("Export", Some("explorer-export"), ExplorerAction::Export),
            ] {
                match id {
                    Some(id) => bar.spawn(button(name, id, action)),
                    None => bar.spawn(arrow(name, action)),
                };
            }
        });
    // The side panel: the node's position and numbers, the counts side by side, the controls' keys.
    commands
        .spawn((
            Name::new("Explorer panel"),
            Node {
                position_type: PositionType::Absolute,
                right: px(0),
                // Taller than the window at a larger text size, it scrolls.
                overflow: Overflow::scroll_y(),
                padding: UiRect::all(px(14)),
                flex_direction: FlexDirection::Column,
                row_gap: px(10),
                ..default()
            },
            BarPlaced(|bars, node| {
                (node.top, node.bottom, node.width) =
                    (px(TOP * bars.text), px(BOTTOM * bars.text), px(SIDE * bars.text))
            }),
            Scrolls,
            theme::fill(Ink::Panel),
            DespawnOnExit(Screen::Explorer),
        ))
        .with_children(|panel| {
            panel.spawn((
                Preview,
                Node {
                    width: px(140),
                    height: px(140),
                    align_self: AlignSelf::Center,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
                ImageNode::default(),
                children![(theme::title(&fonts, "", 30.0), PreviewText)],
            ));
            panel.spawn((theme::text(&fonts, "", 14.0, Ink::Text), PanelText::Node));
            let side_by_side = words.get("explorer-side-by-side");
            panel.spawn((
                theme::title_in(&fonts, side_by_side, 15.0, Ink::TextDim),
                Speaks(Said::new("explorer-side-by-side")),
            ));
            panel.spawn((theme::text(&fonts, "", 13.0, Ink::Text), PanelText::Counts));
            panel.spawn((theme::text(&fonts, "", 12.0, Ink::TextDim), PanelText::Help));
        });
}

/// The message that names an algorithm.
fn algorithm_title(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax => "explorer-minimax",
        Algorithm::AlphaBeta => "explorer-alpha-beta",
        Algorithm::Ordered => "explorer-ordered",
        Algorithm::Table => "explorer-table",
    }
}

/// Marks an algorithm's button, chosen or not.
#[derive(Component)]
struct AlgorithmButton(Algorithm);

/// The text shown in the preview when the node has no board (a heap, a textbook node).
#[derive(Component)]
struct PreviewText;

fn press_buttons(
    buttons: Query<(&Interaction, &ExplorerButton), Changed<Interaction>>,
    mut actions: MessageWriter<ExplorerAction>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            actions.write(button.0.clone());
        }
    }
}

fn mark_algorithm(
    mut commands: Commands,
    explorer: Res<Explorer>,
    buttons: Query<(Entity, &AlgorithmButton, Has<Selected>)>,
) {
    for (entity, button, selected) in &buttons {
        let chosen = button.0 == explorer.algorithm;
        if chosen && !selected {
            commands.entity(entity).insert(Selected);
        } else if !chosen && selected {
            commands.entity(entity).remove::<Selected>();
        }
    }
}

/// The part of the window the canvas shows, in world coordinates (origin at the window's centre, y up): the
/// bars and the panel grow with the text.
fn canvas_rect(window: Vec2, bars: &Bars) -> Rect {
    let half = window / 2.0;
    Rect::new(-half.x, -half.y + BOTTOM * bars.text, half.x - SIDE * bars.text, half.y - TOP * bars.text)
}

fn window_size(window: &Option<Single<&Window, With<PrimaryWindow>>>) -> Vec2 {
    window.as_ref().map_or_else(default_window, |w| w.size())
}

/// The pointer's place in world coordinates, if it is over the window.
fn pointer(window: &Option<Single<&Window, With<PrimaryWindow>>>) -> Option<Vec2> {
    let w = window.as_ref()?;
    let at = w.cursor_position()?;
    Some(Vec2::new(at.x - w.width() / 2.0, w.height() / 2.0 - at.y))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_canvas_leaves_room_for_the_bars_and_the_panel() {
        let rect = canvas_rect(default_window(), &Bars::default());
        assert_eq!(rect.width(), crate::app::geometry::WINDOW_SIZE.x as f32 - SIDE);
        assert_eq!(rect.height(), 768.0 - TOP - BOTTOM);
        let big = canvas_rect(default_window(), &Bars::for_text(1.5));
        assert!(big.width() < rect.width() && big.height() < rect.height() && big.width() > 0.0);
    }
}
