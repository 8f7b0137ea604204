//! Moving about the canvas (drag, wheel, pinch, keys) and picking its nodes (hover, click).

use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input::touch::Touches;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::*;

/// Drag to pan, wheel or pinch to zoom (around the pointer), and the keys: W A S D pan, + and − zoom.
pub(super) fn pan_and_zoom(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    scroll: Res<AccumulatedMouseScroll>,
    touches: Res<Touches>,
    time: Res<Time>,
    explorer: Res<Explorer>,
    bars: Res<Bars>,
    mut canvas: Single<&mut Transform, With<Canvas>>,
    mut drag: Local<Option<(Vec2, Vec2)>>,
) {
    if explorer.editing.is_some() {
        return;
    }
    let rect = canvas_rect(window_size(&window), &bars);
    let at = pointer(&window);
    let zoom_around = |factor: f32, centre: Vec2, transform: &mut Transform| {
        let old = transform.scale.x;
        let new = (old * factor).clamp(0.02, 4.0);
        let local = (centre - transform.translation.truncate()) / old;
        // Depth unscaled: Bevy keeps the order of 2D items by the depth they were first drawn at.
        transform.scale = Vec2::splat(new).extend(1.0);
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
pub(super) fn pick_nodes(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mouse: Res<ButtonInput<MouseButton>>,
    explorer: Res<Explorer>,
    bars: Res<Bars>,
    canvas: Single<(&Transform, &Placed), With<Canvas>>,
    mut hovered: ResMut<Hovered>,
    mut actions: MessageWriter<ExplorerAction>,
    mut pressed_at: Local<Option<Vec2>>,
) {
    let Some(trace) = explorer.trace.as_ref() else {
        hovered.set_if_neq(Hovered(None));
        return;
    };
    let rect = canvas_rect(window_size(&window), &bars);
    let at = pointer(&window).filter(|p| rect.contains(*p));
    let (transform, placed) = *canvas;
    let under = at.and_then(|p| {
        let local = (p - transform.translation.truncate()) / transform.scale.x;
        placed
            .0
            .iter()
            .filter(|(n, _)| (**n as usize) < trace.nodes.len() && trace.entered_by(**n, explorer.step))
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
