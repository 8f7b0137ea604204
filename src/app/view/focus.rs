//! Keyboard navigation of every menu and panel: Tab and Shift+Tab move a visible focus from button to button
//! in reading order (so do the arrow keys on the menu and in panels; in a match they belong to the board);
//! Enter or Space presses the focused button. While a panel is open, only its buttons take the focus. A
//! press from the keyboard is the same `Interaction::Pressed` a click makes, so every button works both ways,
//! and the key is then used up, so the board or the menu does not act on it as well.

use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy::ui::{UiGlobalTransform, UiSystems};

use crate::app::logic::input::Disabled;
use crate::app::logic::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focused>();
    app.add_systems(PreUpdate, navigate.after(UiSystems::Focus).after(InputSystems));
}

/// A layer (a panel) whose buttons alone take the focus while it is there.
#[derive(Component)]
pub struct FocusScope;

/// The open layer on top, of several (the latest spawned).
pub fn topmost(scopes: impl Iterator<Item = Entity>) -> Option<Entity> {
    scopes.max_by_key(|e| e.index())
}

/// The focused button, with its name: menus are rebuilt when a choice changes, and the focus then moves to
/// the new button of the same name.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Focused {
    pub entity: Option<Entity>,
    name: Option<String>,
}

/// Marks the focused button (the theme draws its outline).
#[derive(Component)]
pub struct HasFocus;

/// The buttons that may take the focus now, in reading order.
fn candidates(
    buttons: &Query<
        (Entity, &UiGlobalTransform, &InheritedVisibility, Option<&Name>),
        (With<Button>, Without<Disabled>),
    >,
    scopes: &Query<Entity, With<FocusScope>>,
    parents: &Query<&ChildOf>,
) -> Vec<(Entity, Vec2, Option<String>)> {
    let scope = topmost(scopes.iter());
    let inside = |mut entity: Entity| {
        let Some(scope) = scope else { return true };
        loop {
            if entity == scope {
                return true;
            }
            match parents.get(entity) {
                Ok(parent) => entity = parent.parent(),
                Err(_) => return false,
            }
        }
    };
    let mut found: Vec<(Entity, Vec2, Option<String>)> = buttons
        .iter()
        .filter(|(entity, _, visible, _)| visible.get() && inside(*entity))
        .map(|(entity, transform, _, name)| (entity, transform.translation, name.map(|n| n.to_string())))
        .collect();
    // Rows first (a few pixels apart count as one row), then left to right.
    // `total_cmp`: a position that is not a number sorts to one end instead of panicking.
    found.sort_by(|a, b| (a.1.y / 12.0).round().total_cmp(&(b.1.y / 12.0).round()).then(a.1.x.total_cmp(&b.1.x)));
    found
}

fn navigate(
    mut commands: Commands,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    buttons: Query<
        (Entity, &UiGlobalTransform, &InheritedVisibility, Option<&Name>),
        (With<Button>, Without<Disabled>),
    >,
    scopes: Query<Entity, With<FocusScope>>,
    parents: Query<&ChildOf>,
    mut interactions: Query<&mut Interaction>,
    marked: Query<Entity, With<HasFocus>>,
    mut focused: ResMut<Focused>,
) {
    let list = candidates(&buttons, &scopes, &parents);
    // The focused button, or the one that took its place under the same name.
    let mut current = focused.entity.and_then(|e| list.iter().position(|(c, _, _)| *c == e));
    if current.is_none() && focused.entity.is_some() {
        current = focused.name.as_ref().and_then(|name| list.iter().position(|(_, _, n)| n.as_ref() == Some(name)));
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    // In a match (or the explorer) with nothing over it, the arrows move the board's cursor (step the search); Tab
    // alone moves the focus.
    let arrows = !matches!(screen.get(), Screen::Playing | Screen::Explorer) || !scopes.is_empty();
    let forward = (keys.just_pressed(KeyCode::Tab) && !shift)
        || (arrows && keys.any_just_pressed([KeyCode::ArrowDown, KeyCode::ArrowRight]));
    let back = (keys.just_pressed(KeyCode::Tab) && shift)
        || (arrows && keys.any_just_pressed([KeyCode::ArrowUp, KeyCode::ArrowLeft]));
    // In a match, an arrow key goes back to the board.
    if !arrows && keys.any_just_pressed([KeyCode::ArrowDown, KeyCode::ArrowRight, KeyCode::ArrowUp, KeyCode::ArrowLeft])
    {
        current = None;
    }
    if (forward || back) && !list.is_empty() {
        let n = list.len();
        current = Some(match (current, forward) {
            (Some(i), true) => (i + 1) % n,
            (Some(i), false) => (i + n - 1) % n,
            (None, true) => 0,
            (None, false) => n - 1,
        });
        for key in [KeyCode::Tab, KeyCode::ArrowDown, KeyCode::ArrowRight, KeyCode::ArrowUp, KeyCode::ArrowLeft] {
            keys.clear_just_pressed(key);
        }
    }
    let chosen = current.map(|i| list[i].clone());
    if let Some((entity, _, _)) = &chosen
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
    {
        if let Ok(mut interaction) = interactions.get_mut(*entity) {
            *interaction = Interaction::Pressed;
        }
        for key in [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space] {
            keys.clear_just_pressed(key);
        }
    }
    let next = Focused { entity: chosen.as_ref().map(|c| c.0), name: chosen.and_then(|c| c.2) };
    if next.entity != focused.entity {
        for entity in &marked {
            commands.entity(entity).remove::<HasFocus>();
        }
        if let Some(entity) = next.entity {
            commands.entity(entity).insert(HasFocus);
        }
    }
    focused.set_if_neq(next);
}
