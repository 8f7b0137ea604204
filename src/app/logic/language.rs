//! The language the game speaks: the player's choice in the settings, or else the system's, kept in the
//! [`Words`] resource that every screen reads its words from. A change of the setting changes the words at
//! once; the screens rebuild with them.

use bevy::prelude::*;

use super::persistence::{Prefs, SettingsRead};
use crate::app::words::{Language, Words, system_locales};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Words::new(Language::English));
    // The first screen is built before `Startup`: the words must be right by then.
    app.add_systems(PreStartup, follow_language.after(SettingsRead));
    app.add_systems(PreUpdate, follow_language.run_if(resource_changed::<Prefs>));
}

pub fn follow_language(prefs: Res<Prefs>, mut words: ResMut<Words>) {
    let wanted = Language::of(prefs.language, system_locales());
    if words.language() != wanted {
        info!("speaking {}", wanted.code());
        *words = Words::new(wanted);
    }
}
