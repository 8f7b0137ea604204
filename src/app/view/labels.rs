//! Text in the player's language that stays so: an entity with [`Speaks`] has its words said again whenever
//! the language changes (a choice in the settings, over a match that is already on the screen). Texts that are
//! made afresh anyway (the status line each frame, the menu on every change) need not carry it.

use bevy::prelude::*;

use crate::app::schedule::AppSystems;
use crate::app::words::{Said, Words};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, speak.in_set(AppSystems::Update));
}

/// What a text says, in no language yet. On a button, whose text is its first child, it speaks through the
/// child.
#[derive(Component, Clone, Debug)]
pub struct Speaks(pub Said);

fn speak(words: Res<Words>, speakers: Query<(Entity, Ref<Speaks>, Option<&Children>)>, mut texts: Query<&mut Text>) {
    for (entity, speaks, children) in &speakers {
        if !words.is_changed() && !speaks.is_changed() {
            continue;
        }
        let target = if texts.contains(entity) { Some(entity) } else { children.and_then(|c| c.first().copied()) };
        let Some(mut text) = target.and_then(|t| texts.get_mut(t).ok()) else { continue };
        let said = words.say(&speaks.0);
        if text.0 != said {
            text.0 = said;
        }
    }
}
