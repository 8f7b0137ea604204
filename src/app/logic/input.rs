//! A person's input during a match: mouse, touch, keys and the match's buttons become [`MoveChosen`] (a move)
//! or [`MatchAction`] (undo, hint, ...). The game's descriptor says what a pointer or a key means on its
//! board; this file says nothing about any one game. Input that cannot be a move right now (a click off the
//! board) becomes a [`MoveRejected`]; the rest is checked by [`super::play`] like any move. A press or a move's
//! key while a move is still being shown only hurries it ([`HurryVisuals`]): it is never taken as a move.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::computer::{HurryVisuals, VisualsBusy};
use super::persistence::Prefs;
use super::picking::{self, Picked, Pressed};
use super::play::{CurrentMatch, MatchAction, MoveChosen, MoveRejected, Review, live};
use super::screen::{Panel, Screen, no_panel};
use crate::app::games::Step;
use crate::app::geometry::BoardLayout;
use crate::app::schedule::AppSystems;
use crate::rules::{AnyMove, IllegalMove, Place, RuleRefusal};
use crate::session::{Chooser, Refusal};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPlace>();
    app.init_resource::<KeyboardCursor>();
    app.init_resource::<Picked>();
    app.init_resource::<Drag>();
    // Once the match has changed this frame, before anything draws the pick.
    app.add_systems(Update, forget_pick.in_set(AppSystems::ApplyMoves).after(super::play::handle_match_actions));
    app.add_systems(OnEnter(Screen::Playing), reset_cursor.after(super::play::start_match));
    app.add_systems(
        Update,
        (
            (track_pointer, record_pointer, record_keys).run_if(live),
            // Buttons work while reviewing too (the move list, Back to live), moves aside.
            record_buttons,
        )
            .chain()
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(no_panel)),
    );
    app.add_systems(Update, record_mute.in_set(AppSystems::RecordInput));
    app.add_systems(Update, end_drags.in_set(AppSystems::RecordInput).after(record_pointer));
    // After the match's keys, which do not run while a panel is open (so the Escape that closes a panel does
    // not open the pause menu again).
    app.add_systems(
        Update,
        escape_closes_panels.in_set(AppSystems::RecordInput).after(record_keys).run_if(not(no_panel)),
    );
    app.add_systems(
        Update,
        record_review_keys
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(no_panel).and_then(not(live))),
    );
}

/// While reviewing: the arrows step through the game, Escape (or End) goes back to it as it stands.
fn record_review_keys(
    keys: Res<ButtonInput<KeyCode>>,
    review: Res<Review>,
    game: Res<CurrentMatch>,
    mut actions: MessageWriter<MatchAction>,
) {
    let Some(ply) = review.0 else { return };
    if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
        actions.write(MatchAction::ReviewAt(ply.saturating_sub(1)));
    } else if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown]) {
        actions.write(MatchAction::ReviewAt(ply + 1));
    } else if keys.any_just_pressed([KeyCode::Escape, KeyCode::End]) || ply >= game.ply() {
        actions.write(MatchAction::Live);
    }
}

/// Escape on an open panel goes back: from the settings or How to play to the pause menu they were opened
/// over, or closes it (the pause menu closing resumes the match).
fn escape_closes_panels(keys: Res<ButtonInput<KeyCode>>, mut panel: ResMut<Panel>) {
    if keys.just_pressed(KeyCode::Escape) {
        *panel = panel.back();
    }
}

/// M mutes and unmutes every sound, on every screen.
fn record_mute(keys: Res<ButtonInput<KeyCode>>, mut prefs: ResMut<Prefs>) {
    if keys.just_pressed(KeyCode::KeyM) {
        prefs.muted = !prefs.muted;
    }
}

/// A piece the pointer drags: the place where its press picked it, while the button (or the finger) is held,
/// and where the pointer is. Let go over another place, it presses there: a drag is a press on the piece and
/// one where it is dropped, so it plays what those two presses play (and is refused as they would be).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Drag {
    pub from: Option<Place>,
    /// The pointer, in world coordinates, while it drags.
    pub at: Option<Vec2>,
    /// Whether the press was on the piece already picked: let go where it was, that press drops the pick (as a
    /// click there does); let go elsewhere, it presses there.
    pub again: bool,
}

/// The place under the mouse pointer.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoveredPlace(pub Option<Place>);

/// The keyboard's cursor, on a place, shown once the keys are used.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardCursor {
    pub place: Option<Place>,
    pub visible: bool,
}

/// A button of the match that asks for an action.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionButton(pub MatchAction);

/// A button that plays a move (the Game of Bones' Take buttons).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveButton(pub AnyMove);

/// Marks a button that cannot be used right now: it ignores presses (and the theme dims it).
#[derive(Component)]
pub struct Disabled;

fn reset_cursor(
    game: Res<CurrentMatch>,
    mut cursor: ResMut<KeyboardCursor>,
    mut hovered: ResMut<HoveredPlace>,
    mut drag: ResMut<Drag>,
) {
    *hovered = HoveredPlace::default();
    *drag = Drag::default();
    *cursor = KeyboardCursor { place: Some(game.descriptor().cursor_start(game.position())), visible: false };
}

/// A point of the window (logical pixels from the top-left) in world coordinates.
fn window_to_world(camera: &(&Camera, &GlobalTransform), point: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, point).ok()
}

/// Whether the pointer is over a button or a panel beside the board (the move list, the bars: nodes that
/// carry an `Interaction`), whose presses belong to the UI, not the board.
fn pointer_on_ui(ui: &Query<&Interaction>) -> bool {
    ui.iter().any(|i| *i != Interaction::None)
}

fn track_pointer(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    layout: Res<BoardLayout>,
    game: Res<CurrentMatch>,
    mut hovered: ResMut<HoveredPlace>,
) {
    let point = window.and_then(|w| w.cursor_position());
    let world = point.zip(camera.single().ok()).and_then(|(p, camera)| window_to_world(&camera, p));
    let place = world.and_then(|w| game.descriptor().place_at(&layout, w, game.position()));
    hovered.set_if_neq(HoveredPlace(place));
}

/// Where a press goes: the match's messages, whether a move is still being shown (then a press only hurries
/// it), and the piece picked for a move of several presses.
#[derive(bevy::ecs::system::SystemParam)]
struct Presses<'w> {
    chosen: MessageWriter<'w, MoveChosen>,
    rejected: MessageWriter<'w, MoveRejected>,
    hurry: MessageWriter<'w, HurryVisuals>,
    busy: Res<'w, VisualsBusy>,
    picked: ResMut<'w, Picked>,
}

/// A press on a place that no move of several presses starts from.
const NO_MOVE_HERE: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-no-move-here", text: "no move starts there" });
/// A press where the picked piece cannot go.
const NOT_A_LANDING: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-not-a-landing", text: "the piece picked cannot go there" });

/// Forgets the piece picked, and a drag, whenever the position changes (a move, undo, a new match).
fn forget_pick(game: Res<CurrentMatch>, mut picked: ResMut<Picked>, mut drag: ResMut<Drag>) {
    if game.is_changed() && !picked.0.is_empty() {
        picked.0.clear();
    }
    if game.is_changed() && drag.from.is_some() {
        *drag = Drag::default();
    }
}

/// Ends a drag whose button is up however it went up: outside the window, or while a panel took the input
/// (the drop then presses nothing).
fn end_drags(mouse: Res<ButtonInput<MouseButton>>, touches: Option<Res<Touches>>, mut drag: ResMut<Drag>) {
    let finger_down = touches.is_some_and(|touches| touches.iter().next().is_some());
    if drag.from.is_some() && !mouse.pressed(MouseButton::Left) && !finger_down {
        *drag = Drag::default();
    }
}

impl Presses<'_> {
    /// Plays `mv` as the person's, unless a move is still being shown: then it is hurried instead.
    fn play(&mut self, game: &CurrentMatch, mv: AnyMove) {
        if self.busy.0 {
            self.hurry.write(HurryVisuals);
        } else {
            self.chosen.write(MoveChosen { mv, by: Chooser::Human, at: game.stamp() });
        }
    }
}

/// Turns a press on a place into a move (which `apply_moves` checks like any other), or a cue when it missed
/// the board. Every game's presses take one path: the legal moves' cues (a place, or a path of several
/// presses: see `picking`) say which move the places pressed make; a press where no legal move is cued names
/// the move the rules aim there ([`crate::rules::AnyGame::aimed`]), which they then refuse with their reason.
fn press(game: &CurrentMatch, place: Option<Place>, presses: &mut Presses) {
    if presses.busy.0 {
        presses.hurry.write(HurryVisuals);
        return;
    }
    // Out of turn, a press on the board (or off it, where the board refuses misses) is told to wait: the rules
    // (and a pick) are the side to move's, not the person's. Computer against computer, nobody waits for a turn.
    let refuses_misses = game.board().refuses_misses;
    if !game.is_over() && !game.awaits_human() {
        if (place.is_some() || refuses_misses) && game.has_human() {
            presses.rejected.write(MoveRejected { why: Refusal::NotYourTurn, place });
        }
        return;
    }
    let position = game.position();
    let missed = |presses: &mut Presses| {
        if refuses_misses {
            presses.rejected.write(MoveRejected { why: Refusal::Illegal(IllegalMove::OffBoard), place: None });
        }
    };
    let Some(place) = place else { return missed(presses) };
    let picked = presses.picked.0.clone();
    match picking::press(&picked, place, &picking::routes(position)) {
        Pressed::Play(mv) => presses.play(game, mv),
        Pressed::Pick(pressed) => presses.picked.0 = pressed,
        Pressed::Drop => presses.picked.0.clear(),
        // Nothing legal starts here: the move a press here names, for the rules' own reason; or a miss.
        Pressed::Refuse if picked.is_empty() => match position.aimed(place) {
            Some(mv) => presses.play(game, mv),
            None if picking::takes_paths(position) => {
                let why = position.refusal(&[place]).unwrap_or(NO_MOVE_HERE);
                presses.rejected.write(MoveRejected { why: Refusal::Illegal(why), place: Some(place) });
            }
            None => missed(presses),
        },
        Pressed::Refuse => {
            let pressed: Vec<Place> = picked.iter().copied().chain([place]).collect();
            let why = position.refusal(&pressed).unwrap_or(NOT_A_LANDING);
            presses.rejected.write(MoveRejected { why: Refusal::Illegal(why), place: Some(place) });
        }
    }
}

fn record_pointer(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Option<Res<Touches>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    ui: Query<&Interaction>,
    layout: Res<BoardLayout>,
    game: Res<CurrentMatch>,
    (mut cursor, mut drag): (ResMut<KeyboardCursor>, ResMut<Drag>),
    mut presses: Presses,
) {
    let Ok(camera) = camera.single() else { return };
    let touches = touches.as_deref();
    let mouse_at = window.as_ref().and_then(|w| w.cursor_position());
    let locate = |point: Vec2| {
        let world = window_to_world(&camera, point);
        (world, world.and_then(|w| game.descriptor().place_at(&layout, w, game.position())))
    };
    // A drag ends where the pointer lets go: over another place (not over the panels), a press there.
    let finger_up = touches.and_then(|t| t.iter_just_released().next().map(|t| t.position()));
    let let_go = if mouse.just_released(MouseButton::Left) { mouse_at.or(finger_up) } else { finger_up };
    if let Some(point) = let_go {
        let Drag { from, again, .. } = std::mem::take(&mut *drag);
        if let Some(from) = from
            && presses.picked.0 == [from]
            && !pointer_on_ui(&ui)
        {
            match locate(point).1 {
                Some(place) if place != from => press(&game, Some(place), &mut presses),
                // Let go on the piece already picked: the press on it, which drops the pick.
                Some(_) if again => press(&game, Some(from), &mut presses),
                _ => {}
            }
        }
    } else if drag.from.is_some() {
        let held = mouse_at.or_else(|| touches.and_then(Touches::first_pressed_position));
        drag.at = held.and_then(|point| locate(point).0);
    }
    if pointer_on_ui(&ui) {
        return;
    }
    let mut points: Vec<Vec2> = Vec::new();
    if mouse.just_pressed(MouseButton::Left)
        && let Some(point) = mouse_at
    {
        points.push(point);
    }
    if let Some(touches) = touches {
        points.extend(touches.iter_just_pressed().map(|t| t.position()));
    }
    for point in points {
        let (world, place) = locate(point);
        // The pointer takes over from the keyboard.
        cursor.visible = false;
        if place.is_some() {
            cursor.place = place;
        }
        // A press on the piece already picked may drag it on (the press is made when it is let go).
        if place.is_some() && presses.picked.0.len() == 1 && presses.picked.0.first().copied() == place {
            *drag = Drag { from: place, at: world, again: true };
            continue;
        }
        press(&game, place, &mut presses);
        // A press that picked a piece may drag it.
        *drag = Drag { from: place.filter(|&place| presses.picked.0 == [place]), at: world, again: false };
    }
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

/// The keys of the match and what they ask for.
fn key_actions(keys: &ButtonInput<KeyCode>) -> Vec<MatchAction> {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight, KeyCode::SuperLeft, KeyCode::SuperRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let z = keys.just_pressed(KeyCode::KeyZ);
    let asked = [
        (keys.just_pressed(KeyCode::Escape), MatchAction::Pause),
        (keys.just_pressed(KeyCode::KeyH), MatchAction::Hint),
        (keys.just_pressed(KeyCode::KeyA), MatchAction::Analysis),
        (keys.any_just_pressed([KeyCode::KeyU, KeyCode::Backspace]) || (ctrl && !shift && z), MatchAction::Undo),
        (keys.just_pressed(KeyCode::KeyY) || (ctrl && shift && z), MatchAction::Redo),
        (keys.any_just_pressed([KeyCode::KeyR, KeyCode::KeyN]), MatchAction::Restart),
        (keys.just_pressed(KeyCode::KeyP), MatchAction::Autoplay),
        (keys.just_pressed(KeyCode::Period), MatchAction::Step),
        (ctrl && keys.just_pressed(KeyCode::KeyV), MatchAction::Paste),
    ];
    asked.into_iter().filter(|(pressed, _)| *pressed).map(|(_, action)| action).collect()
}

const ARROWS: [(KeyCode, Step); 4] = [
    (KeyCode::ArrowLeft, Step::Left),
    (KeyCode::ArrowRight, Step::Right),
    (KeyCode::ArrowUp, Step::Up),
    (KeyCode::ArrowDown, Step::Down),
];

fn record_keys(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentMatch>,
    mut cursor: ResMut<KeyboardCursor>,
    mut presses: Presses,
    mut actions: MessageWriter<MatchAction>,
) {
    let mut asked = key_actions(&keys);
    // Escape drops a pick, if there is one, before it pauses anything.
    if keys.just_pressed(KeyCode::Escape) && !presses.picked.0.is_empty() {
        presses.picked.0.clear();
        asked.retain(|action| *action != MatchAction::Pause);
    }
    actions.write_batch(asked);
    let descriptor = game.descriptor();
    let position = game.position();
    for (key, step) in ARROWS {
        if keys.just_pressed(key) {
            let place = cursor.place.unwrap_or_else(|| descriptor.cursor_start(position));
            // The first arrow only shows the cursor where it is.
            cursor.place = Some(if cursor.visible { descriptor.step(place, step, position) } else { place });
            cursor.visible = true;
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        cursor.visible = true;
        press(&game, cursor.place, &mut presses);
    }
    if let Some(mv) = digit_pressed(&keys).and_then(|n| descriptor.digit_move(n, position)) {
        cursor.place = position.cue(mv).start();
        presses.play(&game, mv);
    }
}

/// The match's buttons: actions, and moves (the Take buttons).
fn record_buttons(
    action_buttons: Query<(&Interaction, &ActionButton, Has<Disabled>), Changed<Interaction>>,
    move_buttons: Query<(&Interaction, &MoveButton, Has<Disabled>), Changed<Interaction>>,
    game: Res<CurrentMatch>,
    review: Res<Review>,
    mut actions: MessageWriter<MatchAction>,
    mut presses: Presses,
) {
    let pressed = |interaction: &Interaction, disabled: bool| *interaction == Interaction::Pressed && !disabled;
    for (interaction, button, disabled) in &action_buttons {
        if pressed(interaction, disabled) {
            actions.write(button.0);
        }
    }
    for (interaction, button, disabled) in &move_buttons {
        if pressed(interaction, disabled) && review.0.is_none() {
            presses.play(&game, button.0);
        }
    }
}
