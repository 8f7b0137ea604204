//! The tree on the canvas: laid out with the core's tidy layout, drawn once per trace (and again when a subtree
//! is opened or closed), then shown as it stands after each step.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::*;
use crate::rules::GameSpec;
use crate::session::Side;

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
pub(super) fn build_tree(
    mut commands: Commands,
    explorer: Res<Explorer>,
    theme: Res<Theme>,
    fonts: Res<Fonts>,
    words: Res<Words>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    bars: Res<Bars>,
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
    if *built == Some(key) && !words.is_changed() {
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
            let fill = if n.maximising { Ink::GridLine } else { Ink::Board };
            let position = explorer.subject.after(&trace.path(node));
            let mut item = canvas.spawn((
                Item { node, kind: ItemKind::Node },
                Sprite::from_color(colour(fill), NODE),
                Transform::from_translation(at.extend(1.0)),
                Visibility::Hidden,
            ));
            // A position in a few characters where its game has them (a heap's bones), else its board.
            let label = match &position {
                Subject::Game { spec, game } => crate::app::games::descriptor(*spec).explorer_text(game).label,
                _ => None,
            };
            match (&position, label) {
                (Subject::Game { spec, game }, None) => {
                    let image = images.add(board_image(*spec, game, &theme));
                    item.with_child((
                        Sprite { image, custom_size: Some(NODE - Vec2::splat(6.0)), ..default() },
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    ));
                }
                (Subject::Game { .. }, Some(label)) => {
                    item.with_child((
                        Text2d::new(label),
                        bold(18.0),
                        TextColor(colour(Ink::Text)),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    ));
                }
                (Subject::Tree(_), _) => {}
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
                let again = moves_again(trace, node);
                let (ink, width) = if again { AGAIN_EDGE } else { PLAIN_EDGE };
                canvas.spawn((
                    Item { node, kind: ItemKind::Edge },
                    edge(from, to, colour(ink), width),
                    Visibility::Hidden,
                ));
                let middle = from.lerp(to, 0.45);
                let label = explorer.subject.move_label(mv);
                let label = if again { format!("{label} {}", words.get("explorer-again-mark")) } else { label };
                canvas.spawn((
                    Item { node, kind: ItemKind::Move },
                    Text2d::new(label),
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
            // The node's window, to its left.
            children![(
                WindowLabel,
                Text2d::new(""),
                bold(11.0),
                TextColor(colour(Ink::Hint)),
                Transform::from_xyz(-(NODE.x / 2.0 + 44.0), 0.0, 1.0),
            )],
        ));
    });
    placed.0 = places;
    // A new trace is fitted to the canvas; opening and closing keep the view where it is.
    if refitted {
        let rect = canvas_rect(window_size(&window), &bars);
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
        transform.scale = Vec2::splat(scale).extend(1.0);
        transform.translation = (rect.center() - centre * scale).extend(0.0);
    }
}

/// An edge's ink and width; a move after which the same side moves again (Kalah's move again) is drawn bold,
/// and its move marked, as the rows' shades do not alternate there.
const PLAIN_EDGE: (Ink, f32) = (Ink::TextDim, 1.5);
const AGAIN_EDGE: (Ink, f32) = (Ink::Hint, 3.0);

/// Whether the player to move at `node` also moved into it.
pub(super) fn moves_again<N>(trace: &Trace<N>, node: u32) -> bool {
    let n = &trace.nodes[node as usize];
    n.parent.is_some_and(|p| trace.nodes[p as usize].maximising == n.maximising)
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

/// A board as a picture, drawn from the rules' scene where the game's descriptor places it: one square of a
/// few texels a cell of its layout, lines between them, each piece a square of its ink in the theme (crosses
/// and rings become solid squares of their colours: at this size shape would not read). Player One's pieces
/// are drawn as X's, as the explorer names the players.
pub(super) fn board_image(spec: GameSpec, game: &AnyGame, theme: &Theme) -> Image {
    const CELL: u32 = 5;
    let described = crate::app::games::descriptor(spec);
    let look = described.board();
    let shape = look.shape;
    let (rows, cols) = (shape.rows as u32, shape.cols as u32);
    let (w, h) = (cols * (CELL + 1) + 1, rows * (CELL + 1) + 1);
    // A frame's holes are its empty places, its own ink the lines between them.
    let dressing = look.dressing;
    let (line, empty) = match (dressing.surface.ink, dressing.holes) {
        (Some(frame), Some(hole)) => (frame, hole),
        (Some(board), None) => (dressing.surface.lines, board),
        (None, _) => (Ink::Background, Ink::Background),
    };
    let mut image = Image::new_fill(
        Extent3d { width: w, height: h, depth_or_array_layers: 1 },
        TextureDimension::D2,
        &theme.colour(line).to_srgba().to_u8_array(),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    );
    image.sampler = ImageSampler::nearest();
    let mut paint = |c: u32, r: u32, ink: Ink| {
        let colour = theme.colour(ink);
        for dy in 0..CELL {
            for dx in 0..CELL {
                let _ = image.set_color_at(c * (CELL + 1) + 1 + dx, r * (CELL + 1) + 1 + dy, colour);
            }
        }
    };
    for cell in 0..rows * cols {
        paint(cell % cols, cell / cols, dressing.dark_square(cell as usize, cols as usize).unwrap_or(empty));
    }
    for (place, piece) in game.scene().occupied() {
        // The cell of the layout the place's spot is in.
        let at = described.spot(place);
        let c = (at.x + (cols as f32 - 1.0) / 2.0).round();
        let r = ((rows as f32 - 1.0) / 2.0 - at.y).round();
        if c < 0.0 || r < 0.0 || c >= cols as f32 || r >= rows as f32 {
            continue;
        }
        let side = piece.owner.map(|player| if player == Player::One { Side::X } else { Side::O });
        paint(c as u32, r as u32, described.look(&piece, side).fill);
    }
    image
}

/// Shows the search as it stands after the steps shown: the nodes entered, the values returned, the cut-offs
/// made, the node the search is at, and at the end the principal variation.
pub(super) fn show_step(
    explorer: Res<Explorer>,
    theme: Res<Theme>,
    mut items: Query<
        (&Item, &mut Visibility, Option<&mut Text2d>, Option<&mut Sprite>, Option<&mut TextColor>),
        (Without<CurrentMark>, Without<WindowLabel>),
    >,
    mut mark: Query<(&mut Transform, &mut Visibility), With<CurrentMark>>,
    mut window_text: Query<&mut Text2d, With<WindowLabel>>,
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
                    let (v, b) = root_view(v, b, node.maximising);
                    value_label(v, b, explorer.subject.scoring())
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
                    let (ink, width) = match (on_pv, moves_again(trace, item.node)) {
                        (true, _) => (Ink::Win, 4.0),
                        (false, true) => AGAIN_EDGE,
                        (false, false) => PLAIN_EDGE,
                    };
                    let colour = theme.colour(ink);
                    if sprite.color != colour {
                        sprite.color = colour;
                        let length = sprite.custom_size.map_or(0.0, |s| s.x);
                        sprite.custom_size = Some(Vec2::new(length, width));
                    }
                }
            }
            ItemKind::Node => {
                if let Some(mut sprite) = sprite {
                    // A node whose search ended in a cut-off is greyed: its value is only a bound.
                    let bound_only = trace.value_by(item.node, step).is_some_and(|(_, b)| b != Bound::Exact);
                    let base = if node.maximising { Ink::GridLine } else { Ink::Board };
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
    // Its window, when the ring is on the node itself.
    let window = explorer.current_node().filter(|&n| Some(n) == at).map(|n| {
        window_label(trace.window_by(n, step), trace.nodes[n as usize].maximising, explorer.subject.scoring())
    });
    if let Ok(mut label) = window_text.single_mut() {
        let text = window.unwrap_or_default();
        if label.0 != text {
            label.0 = text;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::preferences::ThemeChoice;

    #[test]
    fn a_small_board_is_drawn_from_the_scene_where_the_descriptor_places_it() {
        let theme = Theme(ThemeChoice::Dark);
        // Whether a texel shows an ink, to within the image's rounding.
        let shows = |image: &Image, (x, y): (u32, u32), ink: Ink| {
            let (got, want) = (image.get_color_at(x, y).unwrap(), theme.colour(ink));
            let (got, want) = (got.to_srgba().to_u8_array(), want.to_srgba().to_u8_array());
            got.iter().zip(want).all(|(&g, w)| g.abs_diff(w) <= 2)
        };
        let middle = |c: u32, r: u32| (c * 6 + 3, r * 6 + 3);
        let spec = GameSpec::CONNECT_FOUR;
        let image = board_image(spec, &spec.parse_position("44").unwrap(), &theme);
        // Seven columns and six rows of five texels and a line.
        assert_eq!((image.width(), image.height()), (7 * 6 + 1, 6 * 6 + 1));
        assert!(shows(&image, middle(3, 5), Ink::XDisc), "the first disc at the bottom of column 4");
        assert!(shows(&image, middle(3, 4), Ink::ODisc), "the second on it");
        assert!(shows(&image, middle(3, 3), Ink::Hole));
        assert!(shows(&image, (0, 0), Ink::GravityBoard));
        let ttt = GameSpec::TIC_TAC_TOE;
        let image = board_image(ttt, &ttt.parse_position("9").unwrap(), &theme);
        assert!(shows(&image, middle(2, 2), Ink::XMark) && shows(&image, middle(1, 1), Ink::Board));
    }
}
