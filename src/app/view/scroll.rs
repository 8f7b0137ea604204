//! Screens taller than the window scroll: at a larger text size the menu and the settings may not fit the
//! smallest window, and then the wheel (or a touchpad) scrolls them, and the keyboard's focus brings the button
//! it moves to into view. A screen that fits does not move.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::ui::ComputedStackIndex;
use bevy::window::PrimaryWindow;

use super::focus::Focused;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (scroll_by_wheel, scroll_to_focus));
}

/// A node whose content scrolls up and down when it is taller than the node (give it
/// `overflow: Overflow::scroll_y()`).
#[derive(Component)]
pub struct Scrolls;

/// How far one notch of a wheel scrolls, in logical pixels.
const LINE: f32 = 40.0;

/// The space kept between a focused button and the scrolling node's edge, in logical pixels.
const FOCUS_MARGIN: f32 = 16.0;

/// How far a node scrolls at most, in logical pixels.
fn max_scroll(node: &ComputedNode) -> f32 {
    ((node.content_size.y - node.size.y) * node.inverse_scale_factor).max(0.0)
}

/// The wheel scrolls the scrolling node that holds what is under the pointer, on top: the open panel's and not
/// the menu under it (the menu, the open panel, the explorer's side panel; elsewhere the wheel does what its
/// screen says, such as zooming the explorer's tree).
fn scroll_by_wheel(
    mut wheel: MessageReader<MouseWheel>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    under: Query<(Entity, &ComputedNode, &UiGlobalTransform, &ComputedStackIndex, &InheritedVisibility)>,
    parents: Query<&ChildOf>,
    mut nodes: Query<(&ComputedNode, &mut ScrollPosition), With<Scrolls>>,
) {
    let delta: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y * LINE,
            MouseScrollUnit::Pixel => w.y,
        })
        .sum();
    if delta == 0.0 {
        return;
    }
    // The pointer in physical pixels, as the nodes are placed.
    let Some(pointer) = window.and_then(|w| w.physical_cursor_position()) else { return };
    let over =
        |node: &ComputedNode, at: &UiGlobalTransform| (pointer - at.translation).abs().cmple(node.size / 2.0).all();
    let top = under
        .iter()
        .filter(|(_, node, at, _, visible)| visible.get() && over(node, at))
        .max_by_key(|(_, _, _, stack, _)| stack.0)
        .map(|(entity, ..)| entity);
    let Some(top) = top else { return };
    let Some(holder) = std::iter::once(top).chain(parents.iter_ancestors(top)).find(|e| nodes.contains(*e)) else {
        return;
    };
    if let Ok((node, mut position)) = nodes.get_mut(holder) {
        position.y = (position.y - delta).clamp(0.0, max_scroll(node));
    }
}

/// Scrolls the node that holds the focused button so that the button is seen.
fn scroll_to_focus(
    focused: Res<Focused>,
    parents: Query<&ChildOf>,
    placed: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut scrolling: Query<(&ComputedNode, &UiGlobalTransform, &mut ScrollPosition), With<Scrolls>>,
) {
    if !focused.is_changed() {
        return;
    }
    let Some(button) = focused.entity else { return };
    let Some(holder) = parents.iter_ancestors(button).find(|a| scrolling.contains(*a)) else { return };
    let (Ok((node, at)), Ok((outer, outer_at, mut position))) = (placed.get(button), scrolling.get_mut(holder)) else {
        return;
    };
    // Both in logical pixels: the button's top and bottom, the scrolling node's.
    let scale = outer.inverse_scale_factor;
    let (top, bottom) =
        ((at.translation.y - node.size.y / 2.0) * scale, (at.translation.y + node.size.y / 2.0) * scale);
    let (view_top, view_bottom) =
        ((outer_at.translation.y - outer.size.y / 2.0) * scale, (outer_at.translation.y + outer.size.y / 2.0) * scale);
    let shift = if top < view_top + FOCUS_MARGIN {
        top - view_top - FOCUS_MARGIN
    } else if bottom > view_bottom - FOCUS_MARGIN {
        bottom - view_bottom + FOCUS_MARGIN
    } else {
        return;
    };
    position.y = (position.y + shift).clamp(0.0, max_scroll(outer));
}
