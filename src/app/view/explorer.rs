//! The explorer, drawn: the traced search as a tree, top-down, on a canvas that pans and zooms; the controls
//! below it; beside it the position under the cursor, the current node's window and the counts of every
//! algorithm side by side.
//!
//! The tree is laid out once per trace (and again when a subtree is opened or closed) with the core's tidy
//! layout; stepping only shows, hides and relabels what is already there, so a step costs a pass over the
//! visible nodes whatever the tree's size. Nodes are small boards (Tic-Tac-Toe and other grids: one texel a
//! cell, sampled without smoothing), heap sizes (Bones) or numbers (textbook trees).

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

use super::theme::{self, ButtonColours, Fonts, Ink, Selected, Theme, palette};
use crate::ai::trace::layout::tidy;
use crate::ai::trace::record::{Trace, TraceNode};
use crate::ai::trace::subject::{Subject, SubjectMove, root_view, root_window, value_label};
use crate::ai::trace::{Algorithm, Bound, Window as SearchWindow};
use crate::app::logic::explorer::{Explorer, ExplorerAction, SPEEDS};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::{AnyGame, Player};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>();
    app.add_systems(OnEnter(Screen::Explorer), spawn_explorer);
    app.add_systems(
        Update,
        (
            (press_buttons, pan_and_zoom, pick_nodes).in_set(AppSystems::RecordInput),
            (build_tree, show_step, show_panel, mark_algorithm).chain().in_set(AppSystems::Update),
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
enum Label {
    Title,
    Status,
    Node,
    Counts,
    Help,
}

/// The board (or heap, or number) of the node shown in the panel.
#[derive(Component)]
struct Preview;

fn spawn_explorer(mut commands: Commands, fonts: Res<Fonts>, mut hovered: ResMut<Hovered>) {
    hovered.0 = None;
    commands.spawn((
        Name::new("Explorer canvas"),
        Canvas,
        Placed::default(),
        Transform::default(),
        Visibility::default(),
        DespawnOnExit(Screen::Explorer),
    ));
    let button = |label: &'static str, action: ExplorerAction| {
        theme::small_button(&fonts, label, ButtonColours::PLAIN, (Name::new(label), ExplorerButton(action)))
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
                height: px(TOP),
                padding: UiRect::axes(px(14), px(8)),
                flex_direction: FlexDirection::Column,
                row_gap: px(6),
                ..default()
            },
            theme::fill(palette::PANEL),
            DespawnOnExit(Screen::Explorer),
        ))
        .with_children(|bar| {
            bar.spawn(Node { column_gap: px(10), align_items: AlignItems::Center, ..default() }).with_children(|row| {
                row.spawn((theme::title(&fonts, "Explorer", 22.0), Label::Title));
                row.spawn((theme::text(&fonts, "", 15.0, Ink::TextDim), Label::Status));
            });
            bar.spawn(Node { column_gap: px(8), align_items: AlignItems::Center, ..default() }).with_children(|row| {
                for algorithm in Algorithm::ALL {
                    row.spawn((
                        button(algorithm.title(), ExplorerAction::Algorithm(algorithm)),
                        AlgorithmButton(algorithm),
                    ));
                }
                row.spawn(Node { flex_grow: 1.0, ..default() });
                row.spawn(button("Next example", ExplorerAction::NextSubject));
                row.spawn(theme::small_button(
                    &fonts,
                    "Back",
                    ButtonColours::PRIMARY,
                    (Name::new("Back"), ExplorerButton(ExplorerAction::Leave)),
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
                height: px(BOTTOM),
                padding: UiRect::axes(px(12), px(8)),
                column_gap: px(6),
                align_items: AlignItems::Center,
                flex_wrap: FlexWrap::Wrap,
                ..default()
            },
            theme::fill(palette::PANEL),
            DespawnOnExit(Screen::Explorer),
        ))
        .with_children(|bar| {
            for (label, action) in [
                ("|◀", ExplorerAction::Start),
                ("◀", ExplorerAction::Back),
                ("Play / Pause", ExplorerAction::Play),
                ("▶", ExplorerAction::Forward),
                ("Next cut", ExplorerAction::NextCut),
                ("▶|", ExplorerAction::End),
                ("Slower", ExplorerAction::Slower),
                ("Faster", ExplorerAction::Faster),
                ("Depth −", ExplorerAction::Shallower),
                ("Depth +", ExplorerAction::Deeper),
                ("Export", ExplorerAction::Export),
            ] {
                bar.spawn(button(label, action));
            }
        });
    // The side panel: the node's position and numbers, the counts side by side, the controls' keys.
    commands
        .spawn((
            Name::new("Explorer panel"),
            Node {
                position_type: PositionType::Absolute,
                top: px(TOP),
                bottom: px(BOTTOM),
                right: px(0),
                width: px(SIDE),
                padding: UiRect::all(px(14)),
                flex_direction: FlexDirection::Column,
                row_gap: px(10),
                ..default()
            },
            theme::fill(palette::PANEL),
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
            panel.spawn((theme::text(&fonts, "", 14.0, Ink::Text), Label::Node));
            panel.spawn(theme::title_in(&fonts, "Side by side", 15.0, Ink::TextDim));
            panel.spawn((theme::text(&fonts, "", 13.0, Ink::Text), Label::Counts));
            panel.spawn((theme::text(&fonts, "", 12.0, Ink::TextDim), Label::Help));
        });
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

/// The part of the window the canvas shows, in world coordinates (origin at the window's centre, y up).
fn canvas_rect(window: Vec2) -> Rect {
    let half = window / 2.0;
    Rect::new(-half.x, -half.y + BOTTOM, half.x - SIDE, half.y - TOP)
}

fn window_size(window: &Option<Single<&Window, With<PrimaryWindow>>>) -> Vec2 {
    window.as_ref().map_or(Vec2::new(1024.0, 768.0), |w| w.size())
}

/// The pointer's place in world coordinates, if it is over the window.
fn pointer(window: &Option<Single<&Window, With<PrimaryWindow>>>) -> Option<Vec2> {
    let w = window.as_ref()?;
    let at = w.cursor_position()?;
    Some(Vec2::new(at.x - w.width() / 2.0, w.height() / 2.0 - at.y))
}

/// The visible part of the trace: which nodes are drawn (those whose every ancestor is open), and the
/// canvas position of each.
fn lay_out(trace: &Trace<SubjectMove>, explorer: &Explorer) -> (Vec<u32>, HashMap<u32, Vec2>, Vec<(u32, Vec2)>) {
    // The drawn nodes, numbered for the layout, with a stub child for each cut-off.
    let mut drawn = vec![0u32];
    let mut children: Vec<Vec<usize>> = vec![Vec::new()];
    let mut stubs = Vec::new();
    let mut i = 0;
    while i < drawn.len() {
        let node = drawn[i];
        if explorer.expanded.contains(&node) {
            for &child in &trace.nodes[node as usize].children {
                drawn.push(child);
                children.push(Vec::new());
                children[i].push(drawn.len() - 1);
            }
            if trace.nodes[node as usize].cut.is_some() {
                // A stub, numbered past the real nodes.
                stubs.push((node, children.len()));
                children.push(Vec::new());
                let at = children.len() - 1;
                children[i].push(at);
                drawn.push(u32::MAX);
            }
        }
        i += 1;
    }
    let xs = tidy(&children, NODE.x + GAP);
    let depth_of = |n: u32| if n == u32::MAX { 0 } else { trace.nodes[n as usize].ply };
    let mut placed = HashMap::new();
    let mut stub_places = Vec::new();
    for (index, &node) in drawn.iter().enumerate() {
        if node == u32::MAX {
            continue;
        }
        placed.insert(node, Vec2::new(xs[index], -(depth_of(node) as f32) * ROW));
    }
    for (parent, index) in stubs {
        let y = -((trace.nodes[parent as usize].ply + 1) as f32) * ROW;
        stub_places.push((parent, Vec2::new(xs[index], y)));
    }
    drawn.retain(|&n| n != u32::MAX);
    (drawn, placed, stub_places)
}

/// Draws the tree again when a new trace arrives, a subtree is opened or closed, or the theme changes.
#[allow(clippy::too_many_arguments)]
fn build_tree(
    mut commands: Commands,
    explorer: Res<Explorer>,
    theme: Res<Theme>,
    fonts: Res<Fonts>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut images: ResMut<Assets<Image>>,
    mut canvas: Single<(Entity, &mut Transform, &mut Placed), With<Canvas>>,
    mut built: Local<Option<(u64, u64, usize)>>,
) {
    let Some(trace) = explorer.trace.as_ref() else {
        if built.is_some() {
            commands.entity(canvas.0).despawn_children();
            *built = None;
        }
        return;
    };
    // What the drawing depends on: which recording the trace is, which nodes are open, the theme.
    let key = (explorer.recording(), explorer.shape, theme.0 as usize);
    if *built == Some(key) {
        return;
    }
    let refitted = built.is_none_or(|b| b.0 != key.0);
    *built = Some(key);
    let (entity, ref mut transform, ref mut placed) = *canvas;
    commands.entity(entity).despawn_children();
    let (drawn, places, stubs) = lay_out(trace, &explorer);
    let colour = |ink| theme.colour(ink);
    let font = |size: f32| TextFont { font: fonts.regular.clone().into(), font_size: FontSize::Px(size), ..default() };
    let bold = |size: f32| TextFont { font: fonts.bold.clone().into(), font_size: FontSize::Px(size), ..default() };
    commands.entity(entity).with_children(|canvas| {
        for &node in &drawn {
            let n = &trace.nodes[node as usize];
            let at = places[&node];
            // Rows alternate: the root's player (max) light, the opponent (min) dark.
            let fill = if n.ply.is_multiple_of(2) { Ink::GridLine } else { Ink::Board };
            let position = explorer.subject.after(&trace.path(node));
            let mut item = canvas.spawn((
                Item { node, kind: ItemKind::Node },
                Sprite::from_color(colour(fill), NODE),
                Transform::from_translation(at.extend(1.0)),
                Visibility::Hidden,
            ));
            match &position {
                Subject::Game { game, .. } if game.grid().is_some() => {
                    let image = images.add(board_image(game, &theme));
                    item.with_child((
                        Sprite { image, custom_size: Some(NODE - Vec2::splat(6.0)), ..default() },
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    ));
                }
                Subject::Game { game, .. } => {
                    let heap = game.heap().unwrap_or(0);
                    item.with_child((
                        Text2d::new(heap.to_string()),
                        bold(18.0),
                        TextColor(colour(Ink::Text)),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    ));
                }
                Subject::Tree(_) => {}
            }
            // The value, under the box (inside it for textbook trees, where the value is the node).
            let inside = matches!(position, Subject::Tree(_));
            let offset = if inside { Vec3::new(0.0, 0.0, 1.2) } else { Vec3::new(0.0, -NODE.y / 2.0 - 9.0, 1.2) };
            canvas.spawn((
                Item { node, kind: ItemKind::Value },
                Text2d::new(""),
                if inside { bold(16.0) } else { font(12.0) },
                TextColor(colour(Ink::Text)),
                Transform::from_translation(at.extend(0.0) + offset),
                Visibility::Hidden,
            ));
            if n.table_hit {
                canvas.spawn((
                    Item { node, kind: ItemKind::Table },
                    Text2d::new("TT"),
                    bold(10.0),
                    TextColor(colour(Ink::Hint)),
                    Transform::from_translation(
                        at.extend(1.3) + Vec3::new(NODE.x / 2.0 + 8.0, NODE.y / 2.0 - 4.0, 0.0),
                    ),
                    Visibility::Hidden,
                ));
            }
            if !n.children.is_empty() && !explorer.expanded.contains(&node) {
                canvas.spawn((
                    Item { node, kind: ItemKind::Closed },
                    Text2d::new(format!("+{}", subtree_size(trace, node) - 1)),
                    font(11.0),
                    TextColor(colour(Ink::TextDim)),
                    Transform::from_translation(at.extend(1.2) + Vec3::new(0.0, -NODE.y / 2.0 - 22.0, 0.0)),
                    Visibility::Hidden,
                ));
            }
            if let (Some(parent), Some(mv)) = (n.parent, n.mv) {
                let from = places[&parent] - Vec2::new(0.0, NODE.y / 2.0);
                let to = at + Vec2::new(0.0, NODE.y / 2.0);
                canvas.spawn((
                    Item { node, kind: ItemKind::Edge },
                    edge(from, to, colour(Ink::TextDim), 1.5),
                    Visibility::Hidden,
                ));
                let middle = from.lerp(to, 0.45);
                canvas.spawn((
                    Item { node, kind: ItemKind::Move },
                    Text2d::new(explorer.subject.move_label(mv)),
                    font(11.0),
                    TextColor(colour(Ink::Cursor)),
                    Transform::from_translation(middle.extend(1.4) + Vec3::new(8.0, 0.0, 0.0)),
                    Visibility::Hidden,
                ));
            }
        }
        for (parent, at) in &stubs {
            let from = places[parent] - Vec2::new(0.0, NODE.y / 2.0);
            let to = *at + Vec2::new(0.0, NODE.y / 4.0);
            let grey = colour(Ink::TextDim).with_alpha(0.45);
            let skipped = trace.nodes[*parent as usize].cut.as_ref().map_or(0, |c| c.skipped.len());
            canvas
                .spawn((Item { node: *parent, kind: ItemKind::Cut }, Transform::default(), Visibility::Hidden))
                .with_children(|cut| {
                    cut.spawn(edge(from, to, grey, 1.5));
                    cut.spawn((
                        Text2d::new(format!("× {skipped} cut")),
                        font(11.0),
                        TextColor(colour(Ink::Error).with_alpha(0.85)),
                        Transform::from_translation(at.extend(1.4)),
                    ));
                });
        }
        canvas.spawn((
            CurrentMark,
            Sprite::from_color(colour(Ink::Hint), NODE + Vec2::splat(10.0)),
            Transform::from_xyz(0.0, 0.0, 0.5),
            Visibility::Hidden,
        ));
    });
    placed.0 = places;
    // A new trace is fitted to the canvas; opening and closing keep the view where it is.
    if refitted {
        let rect = canvas_rect(window_size(&window));
        let (min, max) = placed
            .0
            .values()
            .fold((Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
        let size = (max - min) + NODE * 2.0 + Vec2::new(0.0, 40.0);
        // The whole tree if it can be read that small; otherwise the root, at the top, with what fits around it.
        let fit = (rect.width() / size.x).min(rect.height() / size.y);
        let scale = fit.clamp(MIN_FIT, 1.6);
        let centre = if scale > fit {
            let root = placed.0.get(&0).copied().unwrap_or_default();
            root - Vec2::new(0.0, (rect.height() / 2.0 - NODE.y) / scale)
        } else {
            (min + max) / 2.0 - Vec2::new(0.0, 10.0)
        };
        transform.scale = Vec3::splat(scale);
        transform.translation = (rect.center() - centre * scale).extend(0.0);
    }
}

/// A straight line from `from` to `to`, `width` thick.
fn edge(from: Vec2, to: Vec2, colour: Color, width: f32) -> impl Bundle {
    let along = to - from;
    (
        Sprite::from_color(colour, Vec2::new(along.length(), width)),
        Transform::from_translation(((from + to) / 2.0).extend(0.2))
            .with_rotation(Quat::from_rotation_z(along.to_angle())),
    )
}

fn subtree_size<N>(trace: &Trace<N>, node: u32) -> usize {
    let mut count = 0;
    let mut todo = vec![node];
    while let Some(n) = todo.pop() {
        count += 1;
        todo.extend(&trace.nodes[n as usize].children);
    }
    count
}

/// A board as a picture: one square of a few texels a cell, lines between them, the stones in the theme's
/// colours (crosses and rings become solid squares of their colours: at this size shape would not read).
fn board_image(game: &AnyGame, theme: &Theme) -> Image {
    const CELL: u32 = 5;
    let Some(grid) = game.grid() else { return Image::default() };
    let size = grid.size();
    let (w, h) = (size.cols as u32 * (CELL + 1) + 1, size.rows as u32 * (CELL + 1) + 1);
    let gravity = matches!(game, AnyGame::Gravity(_));
    let line = theme.colour(if gravity { Ink::GravityBoard } else { Ink::GridLine });
    let mut image = Image::new_fill(
        Extent3d { width: w, height: h, depth_or_array_layers: 1 },
        TextureDimension::D2,
        &line.to_srgba().to_u8_array(),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    );
    image.sampler = ImageSampler::nearest();
    for cell in 0..size.cells() {
        let (r, c) = size.row_col(cell);
        let ink = match grid.get(cell) {
            Some(Player::One) if gravity => Ink::XDisc,
            Some(Player::One) => Ink::XMark,
            Some(Player::Two) if gravity => Ink::ODisc,
            Some(Player::Two) => Ink::OMark,
            None if gravity => Ink::Hole,
            None => Ink::Board,
        };
        let colour = theme.colour(ink);
        for dy in 0..CELL {
            for dx in 0..CELL {
                let _ = image.set_color_at(c as u32 * (CELL + 1) + 1 + dx, r as u32 * (CELL + 1) + 1 + dy, colour);
            }
        }
    }
    image
}

/// Shows the search as it stands after the steps shown: the nodes entered, the values returned, the cut-offs
/// made, the node the search is at, and at the end the principal variation.
#[allow(clippy::type_complexity)]
fn show_step(
    explorer: Res<Explorer>,
    theme: Res<Theme>,
    mut items: Query<
        (&Item, &mut Visibility, Option<&mut Text2d>, Option<&mut Sprite>, Option<&mut TextColor>),
        Without<CurrentMark>,
    >,
    mut mark: Query<(&mut Transform, &mut Visibility), With<CurrentMark>>,
    canvas: Single<&Placed, With<Canvas>>,
    mut shown_at: Local<Option<(usize, usize)>>,
) {
    let Some(trace) = explorer.trace.as_ref() else { return };
    let key = (explorer.step, items.iter().len());
    if *shown_at == Some(key) && !explorer.is_changed() {
        return;
    }
    *shown_at = Some(key);
    let step = explorer.step;
    let end = explorer.at_end() && !trace.truncated;
    let pv: std::collections::HashSet<u32> =
        if end { trace.principal_variation().into_iter().collect() } else { Default::default() };
    for (item, mut visibility, text, sprite, text_colour) in &mut items {
        // Items of an earlier trace, about to be replaced, are left alone.
        let Some(node) = trace.nodes.get(item.node as usize) else { continue };
        let entered = trace.entered_by(item.node, step);
        let show = match item.kind {
            ItemKind::Cut => trace.cut_by(item.node, step).is_some(),
            ItemKind::Table => entered && node.left.is_some_and(|l| (l as usize) < step),
            _ => entered,
        };
        visibility.set_if_neq(if show { Visibility::Inherited } else { Visibility::Hidden });
        match item.kind {
            ItemKind::Value => {
                let label = trace.value_by(item.node, step).map(|(v, b)| {
                    let (v, b) = root_view(v, b, node.ply);
                    value_label(v, b)
                });
                if let Some(mut text) = text {
                    let label = label.unwrap_or_default();
                    if text.0 != label {
                        text.0 = label;
                    }
                }
                if let Some(mut c) = text_colour {
                    // On the principal variation: gold beside a board, dark on a textbook node's gold box.
                    let inside = matches!(explorer.subject, Subject::Tree(_));
                    let ink = match (pv.contains(&item.node), inside) {
                        (true, true) => Ink::Background,
                        (true, false) => Ink::Win,
                        (false, _) => Ink::Text,
                    };
                    c.set_if_neq(TextColor(theme.colour(ink)));
                }
            }
            ItemKind::Edge => {
                if let Some(mut sprite) = sprite {
                    let on_pv = pv.contains(&item.node);
                    let colour = theme.colour(if on_pv { Ink::Win } else { Ink::TextDim });
                    if sprite.color != colour {
                        sprite.color = colour;
                        let length = sprite.custom_size.map_or(0.0, |s| s.x);
                        sprite.custom_size = Some(Vec2::new(length, if on_pv { 4.0 } else { 1.5 }));
                    }
                }
            }
            ItemKind::Node => {
                if let Some(mut sprite) = sprite {
                    // A node whose search ended in a cut-off is greyed: its value is only a bound.
                    let bound_only = trace.value_by(item.node, step).is_some_and(|(_, b)| b != Bound::Exact);
                    let base = if node.ply.is_multiple_of(2) { Ink::GridLine } else { Ink::Board };
                    let colour = if pv.contains(&item.node) {
                        theme.colour(Ink::Win)
                    } else if bound_only {
                        theme.colour(base).with_alpha(0.45)
                    } else {
                        theme.colour(base)
                    };
                    if sprite.color != colour {
                        sprite.color = colour;
                    }
                }
            }
            _ => {}
        }
    }
    // The ring: on the node the search is at, or the nearest drawn node above it.
    let Ok((mut transform, mut visibility)) = mark.single_mut() else { return };
    let mut at = explorer.current_node();
    while let Some(node) = at {
        if canvas.0.contains_key(&node) {
            break;
        }
        at = trace.nodes[node as usize].parent;
    }
    match at.and_then(|n| canvas.0.get(&n)) {
        Some(place) if !end => {
            transform.translation = place.extend(0.5);
            visibility.set_if_neq(Visibility::Inherited);
        }
        _ => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

/// Drag to pan, wheel or pinch to zoom (around the pointer), and the keys: W A S D pan, + and − zoom.
fn pan_and_zoom(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    scroll: Res<AccumulatedMouseScroll>,
    touches: Res<Touches>,
    time: Res<Time>,
    explorer: Res<Explorer>,
    mut canvas: Single<&mut Transform, With<Canvas>>,
    mut drag: Local<Option<(Vec2, Vec2)>>,
) {
    if explorer.editing.is_some() {
        return;
    }
    let rect = canvas_rect(window_size(&window));
    let at = pointer(&window);
    let zoom_around = |factor: f32, centre: Vec2, transform: &mut Transform| {
        let old = transform.scale.x;
        let new = (old * factor).clamp(0.02, 4.0);
        let local = (centre - transform.translation.truncate()) / old;
        transform.scale = Vec3::splat(new);
        transform.translation = (centre - local * new).extend(0.0);
    };
    // The mouse: a drag that starts on the canvas moves it.
    if mouse.just_pressed(MouseButton::Left) {
        *drag = at.filter(|p| rect.contains(*p)).map(|p| (p, canvas.translation.truncate()));
    }
    if mouse.pressed(MouseButton::Left)
        && let (Some((start, origin)), Some(p)) = (*drag, at)
    {
        canvas.translation = (origin + p - start).extend(0.0);
    }
    if mouse.just_released(MouseButton::Left) {
        *drag = None;
    }
    if scroll.delta.y != 0.0
        && let Some(p) = at.filter(|p| rect.contains(*p))
    {
        let notches = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 60.0,
        };
        zoom_around(1.15f32.powf(notches), p, &mut canvas);
    }
    // Touch: one finger pans, two pinch.
    let fingers: Vec<_> = touches.iter().collect();
    match fingers.as_slice() {
        [one] => {
            let d = one.delta();
            canvas.translation += Vec3::new(d.x, -d.y, 0.0);
        }
        [a, b, ..] => {
            let before = a.previous_position().distance(b.previous_position());
            let now = a.position().distance(b.position());
            if before > 1.0 {
                let middle = (a.position() + b.position()) / 2.0;
                let size = window_size(&window);
                let centre = Vec2::new(middle.x - size.x / 2.0, size.y / 2.0 - middle.y);
                zoom_around(now / before, centre, &mut canvas);
            }
        }
        [] => {}
    }
    // Keys.
    let speed = 600.0 * time.delta_secs();
    let mut pan = Vec2::ZERO;
    for (key, direction) in
        [(KeyCode::KeyW, Vec2::NEG_Y), (KeyCode::KeyS, Vec2::Y), (KeyCode::KeyA, Vec2::X), (KeyCode::KeyD, Vec2::NEG_X)]
    {
        if keys.pressed(key) {
            pan += direction;
        }
    }
    canvas.translation += (pan * speed).extend(0.0);
    let factor = if keys.pressed(KeyCode::Equal) || keys.pressed(KeyCode::NumpadAdd) {
        1.0 + 1.5 * time.delta_secs()
    } else if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
        1.0 / (1.0 + 1.5 * time.delta_secs())
    } else {
        1.0
    };
    if factor != 1.0 {
        zoom_around(factor, rect.center(), &mut canvas);
    }
}

/// The node under the pointer (the panel shows it); a click on a node opens or closes it, or on a textbook
/// leaf starts giving it a new value.
#[allow(clippy::too_many_arguments)]
fn pick_nodes(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mouse: Res<ButtonInput<MouseButton>>,
    explorer: Res<Explorer>,
    canvas: Single<(&Transform, &Placed), With<Canvas>>,
    mut hovered: ResMut<Hovered>,
    mut actions: MessageWriter<ExplorerAction>,
    mut pressed_at: Local<Option<Vec2>>,
) {
    let Some(trace) = explorer.trace.as_ref() else {
        hovered.set_if_neq(Hovered(None));
        return;
    };
    let rect = canvas_rect(window_size(&window));
    let at = pointer(&window).filter(|p| rect.contains(*p));
    let (transform, placed) = *canvas;
    let under = at.and_then(|p| {
        let local = (p - transform.translation.truncate()) / transform.scale.x;
        placed
            .0
            .iter()
            .filter(|(n, _)| trace.entered_by(**n, explorer.step))
            .find(|(_, place)| (local - **place).abs().cmple(NODE / 2.0 + 2.0).all())
            .map(|(n, _)| *n)
    });
    hovered.set_if_neq(Hovered(under));
    if mouse.just_pressed(MouseButton::Left) {
        *pressed_at = at;
    }
    if mouse.just_released(MouseButton::Left) {
        let click = matches!((*pressed_at, at), (Some(a), Some(b)) if a.distance(b) <= CLICK_SLOP);
        *pressed_at = None;
        if let (true, Some(node)) = (click, under) {
            let is_leaf = trace.nodes[node as usize].children.is_empty();
            if is_leaf && matches!(explorer.subject, Subject::Tree(_)) {
                actions.write(ExplorerAction::Edit(node));
            } else if !trace.nodes[node as usize].children.is_empty() {
                actions.write(ExplorerAction::Toggle(node));
            }
        }
    }
}

/// The bars' and the panel's texts, and the position shown in the panel.
#[allow(clippy::too_many_arguments)]
fn show_panel(
    explorer: Res<Explorer>,
    hovered: Res<Hovered>,
    theme: Res<Theme>,
    mut labels: Query<(&Label, &mut Text)>,
    mut preview: Single<&mut ImageNode, With<Preview>>,
    mut preview_text: Single<&mut Text, (With<PreviewText>, Without<Label>)>,
    mut images: ResMut<Assets<Image>>,
    mut last: Local<Option<(u32, u64)>>,
) {
    if !explorer.is_changed() && !hovered.is_changed() && !theme.is_changed() {
        return;
    }
    let trace = explorer.trace.as_ref();
    let node = hovered.0.or_else(|| explorer.current_node());
    let mut set = |which: Label, value: String| {
        for (label, mut text) in &mut labels {
            if *label == which && text.0 != value {
                text.0 = value.clone();
            }
        }
    };
    set(Label::Title, format!("Explorer: {}", explorer.title));
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
    set(Label::Status, status);
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
            // The window now: the latest step at this node, or the one it was entered with.
            let window = t.steps[..explorer.step.min(t.steps.len())]
                .iter()
                .rev()
                .find(|s| s.node == n)
                .map_or(tn.window, |s| s.window);
            let w = root_window(window, tn.ply);
            let side = if tn.ply.is_multiple_of(2) { "max (the root's player)" } else { "min (the opponent)" };
            let who = if hovered.0.is_some() { "Under the pointer" } else { "Where the search is" };
            let mut lines = vec![
                format!("{who}: {path}"),
                format!("{side} to move"),
                format!("value {value}"),
                format!("window α {}  β {}", value_label(w.alpha, Bound::Exact), value_label(w.beta, Bound::Exact)),
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
    set(Label::Node, about);
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
    set(Label::Counts, if counts.is_empty() { "counting…".into() } else { counts });
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
    set(Label::Help, help);
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
        Some(Subject::Game { game, .. }) => (None, format!("{} bones", game.heap().unwrap_or(0))),
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
    if n == 1 { format!("1 {what}") } else { format!("{} {what}s", thousands(n)) }
}

/// 12,345.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_in_thousands() {
        assert_eq!(thousands(549_946), "549,946");
        assert_eq!(thousands(12), "12");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(counted(1, "cut"), "1 cut");
        assert_eq!(counted(20_866, "node"), "20,866 nodes");
    }

    #[test]
    fn the_canvas_leaves_room_for_the_bars_and_the_panel() {
        let rect = canvas_rect(Vec2::new(1024.0, 768.0));
        assert_eq!(rect.width(), 1024.0 - SIDE);
        assert_eq!(rect.height(), 768.0 - TOP - BOTTOM);
    }
}
