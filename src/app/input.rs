//! A person's input during a match: mouse, touch and keys become [`MoveChosen`] (a move) or [`MatchAction`]
//! (undo, hint, ...). Input that cannot be a move right now (an occupied cell, a click off the board, the
//! computer's turn, a finished game) becomes a [`MoveRejected`], which the board and the HUD show as a cue.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::AppSystems;
use super::game::{Chooser, Match, MatchAction, MatchSetup, MoveChosen, MoveRejected, Rejection};
use super::layout::BoardLayout;
use super::screen::Screen;
use crate::rules::{AnyMove, GameSpec, IllegalMove};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredTarget>();
    app.init_resource::<KeyboardCursor>();
    app.add_systems(OnEnter(Screen::Playing), reset_cursor);
    app.add_systems(
        Update,
        (track_pointer, record_pointer, record_keys)
            .chain()
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The cell (or, on gravity boards, the column) under the mouse pointer.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoveredTarget(pub Option<usize>);

/// The keyboard's cursor: a cell (a column on gravity boards), shown once the keys are used.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardCursor {
    pub target: Option<usize>,
    pub visible: bool,
}

/// What a board target means as a move in this game.
fn target_move(spec: GameSpec, target: usize) -> Option<AnyMove> {
    match spec {
        GameSpec::Mnk(_) => Some(AnyMove::Cell(target as u16)),
        GameSpec::Gravity(_) => Some(AnyMove::Column(target as u8)),
        GameSpec::Bones { .. } => None,
    }
}

/// The board target under a world point.
fn target_at(spec: GameSpec, layout: &BoardLayout, world: Vec2) -> Option<usize> {
    match spec {
        GameSpec::Mnk(_) => layout.cell_at(world),
        GameSpec::Gravity(_) => layout.column_at(world),
        GameSpec::Bones { .. } => None,
    }
}

fn reset_cursor(setup: Res<MatchSetup>, mut cursor: ResMut<KeyboardCursor>, mut hovered: ResMut<HoveredTarget>) {
    *cursor = KeyboardCursor::default();
    *hovered = HoveredTarget::default();
    if let Some(size) = setup.spec.grid_size() {
        let centre = match setup.spec {
            GameSpec::Gravity(_) => size.cols as usize / 2,
            _ => size.cell(size.rows as usize / 2, size.cols as usize / 2),
        };
        cursor.target = Some(centre);
    }
}

/// A point of the window (logical pixels from the top-left) in world coordinates.
fn window_to_world(camera: &(&Camera, &GlobalTransform), point: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, point).ok()
}

/// Where the mouse cursor is in world coordinates, when it is over the window.
pub(super) fn cursor_in_world(window: Option<&Window>, camera: &Query<(&Camera, &GlobalTransform)>) -> Option<Vec2> {
    window_to_world(&camera.single().ok()?, window?.cursor_position()?)
}

/// Whether the pointer is over a button, whose presses belong to the UI, not the board.
fn pointer_on_ui(buttons: &Query<&Interaction, With<Button>>) -> bool {
    buttons.iter().any(|i| *i != Interaction::None)
}

fn track_pointer(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    layout: Res<BoardLayout>,
    game: Res<Match>,
    mut hovered: ResMut<HoveredTarget>,
) {
    let world = cursor_in_world(window.map(Single::into_inner), &camera);
    let target = world.and_then(|w| target_at(game.setup.spec, &layout, w));
    hovered.set_if_neq(HoveredTarget(target));
}

/// Turns a press on the board into a move (which `apply_moves` checks like any other), or a cue when it
/// missed the board.
fn press_board(
    game: &Match,
    target: Option<usize>,
    chosen: &mut MessageWriter<MoveChosen>,
    rejected: &mut MessageWriter<MoveRejected>,
) {
    match target.and_then(|t| target_move(game.setup.spec, t)) {
        Some(mv) => {
            chosen.write(MoveChosen { mv, by: Chooser::Human, match_id: game.id, ply: game.ply() });
        }
        None => {
            rejected.write(MoveRejected { why: Rejection::Illegal(IllegalMove::OffBoard), cell: None });
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn record_pointer(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Option<Res<Touches>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    buttons: Query<&Interaction, With<Button>>,
    layout: Res<BoardLayout>,
    game: Res<Match>,
    mut cursor: ResMut<KeyboardCursor>,
    mut chosen: MessageWriter<MoveChosen>,
    mut rejected: MessageWriter<MoveRejected>,
) {
    if game.setup.spec.grid_size().is_none() || pointer_on_ui(&buttons) {
        return;
    }
    let Ok(camera) = camera.single() else { return };
    let mut presses: Vec<Vec2> = Vec::new();
    if mouse.just_pressed(MouseButton::Left)
        && let Some(point) = window.as_ref().and_then(|w| w.cursor_position())
    {
        presses.push(point);
    }
    if let Some(touches) = touches {
        presses.extend(touches.iter_just_pressed().map(|t| t.position()));
    }
    for point in presses {
        let target = window_to_world(&camera, point).and_then(|w| target_at(game.setup.spec, &layout, w));
        // The pointer takes over from the keyboard.
        cursor.visible = false;
        if let Some(target) = target {
            cursor.target = Some(target);
        }
        press_board(&game, target, &mut chosen, &mut rejected);
    }
}

/// Moves the keyboard cursor one step, wrapping at the edges.
fn step_cursor(spec: GameSpec, target: usize, key: KeyCode) -> usize {
    let Some(size) = spec.grid_size() else { return target };
    let (rows, cols) = (size.rows as usize, size.cols as usize);
    if let GameSpec::Gravity(_) = spec {
        return match key {
            KeyCode::ArrowLeft => (target + cols - 1) % cols,
            KeyCode::ArrowRight => (target + 1) % cols,
            _ => target,
        };
    }
    let (r, c) = (target / cols, target % cols);
    let (r, c) = match key {
        KeyCode::ArrowLeft => (r, (c + cols - 1) % cols),
        KeyCode::ArrowRight => (r, (c + 1) % cols),
        KeyCode::ArrowUp => ((r + rows - 1) % rows, c),
        KeyCode::ArrowDown => ((r + 1) % rows, c),
        _ => (r, c),
    };
    r * cols + c
}

/// The digit keys 1 to 9 on the main keyboard, which play the cell or column of that number.
pub const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];
const NUMPAD: [KeyCode; 9] = [
    KeyCode::Numpad1,
    KeyCode::Numpad2,
    KeyCode::Numpad3,
    KeyCode::Numpad4,
    KeyCode::Numpad5,
    KeyCode::Numpad6,
    KeyCode::Numpad7,
    KeyCode::Numpad8,
    KeyCode::Numpad9,
];

/// The digit key pressed this frame, 1 to 9.
fn digit_pressed(keys: &ButtonInput<KeyCode>) -> Option<usize> {
    (0..9).find(|&i| keys.just_pressed(DIGITS[i]) || keys.just_pressed(NUMPAD[i])).map(|i| i + 1)
}

fn record_keys(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<Match>,
    mut cursor: ResMut<KeyboardCursor>,
    mut chosen: MessageWriter<MoveChosen>,
    mut rejected: MessageWriter<MoveRejected>,
    mut actions: MessageWriter<MatchAction>,
) {
    let spec = game.setup.spec;
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight, KeyCode::SuperLeft, KeyCode::SuperRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    // Actions.
    if keys.just_pressed(KeyCode::Escape) {
        actions.write(MatchAction::Menu);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        actions.write(MatchAction::Hint);
    }
    if keys.just_pressed(KeyCode::KeyU)
        || keys.just_pressed(KeyCode::Backspace)
        || (ctrl && !shift && keys.just_pressed(KeyCode::KeyZ))
    {
        actions.write(MatchAction::Undo);
    }
    if keys.just_pressed(KeyCode::KeyY) || (ctrl && shift && keys.just_pressed(KeyCode::KeyZ)) {
        actions.write(MatchAction::Redo);
    }
    if keys.just_pressed(KeyCode::KeyR) || keys.just_pressed(KeyCode::KeyN) {
        actions.write(MatchAction::Restart);
    }
    if keys.just_pressed(KeyCode::KeyP) {
        actions.write(MatchAction::Pause);
    }
    if keys.just_pressed(KeyCode::Period) {
        actions.write(MatchAction::Step);
    }

    // Moves.
    if let GameSpec::Bones { .. } = spec {
        if let Some(n @ 1..=3) = digit_pressed(&keys) {
            press_take(&game, n as u8, &mut chosen);
        }
        return;
    }
    let Some(size) = spec.grid_size() else { return };
    for key in [KeyCode::ArrowLeft, KeyCode::ArrowRight, KeyCode::ArrowUp, KeyCode::ArrowDown] {
        if keys.just_pressed(key) {
            let target = cursor.target.unwrap_or(0);
            cursor.target = Some(if cursor.visible { step_cursor(spec, target, key) } else { target });
            cursor.visible = true;
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        cursor.visible = true;
        press_board(&game, cursor.target, &mut chosen, &mut rejected);
    }
    // Digits play directly on boards small enough to number with one digit.
    let targets = match spec {
        GameSpec::Gravity(_) => size.cols as usize,
        _ => size.cells(),
    };
    if let Some(n) = digit_pressed(&keys).filter(|&n| targets <= 9 && n <= targets) {
        cursor.target = Some(n - 1);
        press_board(&game, Some(n - 1), &mut chosen, &mut rejected);
    }
}

/// Taking bones, from a key or a button of the Bones screen.
pub fn press_take(game: &Match, n: u8, chosen: &mut MessageWriter<MoveChosen>) {
    chosen.write(MoveChosen { mv: AnyMove::Take(n), by: Chooser::Human, match_id: game.id, ply: game.ply() });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_wraps_around_the_board() {
        let ttt = GameSpec::TIC_TAC_TOE;
        assert_eq!(step_cursor(ttt, 0, KeyCode::ArrowLeft), 2);
        assert_eq!(step_cursor(ttt, 0, KeyCode::ArrowUp), 6);
        assert_eq!(step_cursor(ttt, 4, KeyCode::ArrowDown), 7);
        assert_eq!(step_cursor(ttt, 8, KeyCode::ArrowRight), 6);
        let c4 = GameSpec::CONNECT_FOUR;
        assert_eq!(step_cursor(c4, 6, KeyCode::ArrowRight), 0);
        assert_eq!(step_cursor(c4, 3, KeyCode::ArrowUp), 3);
    }

    #[test]
    fn targets_become_the_moves_of_each_game() {
        assert_eq!(target_move(GameSpec::TIC_TAC_TOE, 4), Some(AnyMove::Cell(4)));
        assert_eq!(target_move(GameSpec::CONNECT_FOUR, 4), Some(AnyMove::Column(4)));
        assert_eq!(target_move(GameSpec::BONES, 1), None);
    }
}
