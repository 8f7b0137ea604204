//! The order of the work done each frame, shared by every plugin so none has to import another to be placed
//! before or after it.

use bevy::prelude::*;

/// Input is turned into moves, moves are applied, then everything that reacts to them runs. Writers of
/// messages come before their readers, so nothing waits a frame.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    /// Keep the board layout in step with the window.
    Layout,
    /// Pointer, touch, keys and buttons, and finished computer searches, become chosen moves and actions.
    RecordInput,
    /// Chosen moves and actions change the match.
    ApplyMoves,
    /// Visuals, sounds, the HUD and new searches react.
    Update,
}

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (AppSystems::Layout, AppSystems::RecordInput, AppSystems::ApplyMoves, AppSystems::Update).chain(),
    );
}
