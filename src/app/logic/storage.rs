//! Where the settings text lives: a file natively (kept safe by the core's [`TextFile`]: atomic, durable
//! writes; an unreadable file set aside, never overwritten), the browser's local storage on the web. Which
//! place is a resource ([`SettingsStore`]), set by the game at start; tests give their own or none.

use bevy::prelude::*;

#[cfg(not(target_arch = "wasm32"))]
use crate::session::store::{Read, TextFile};

/// Where settings are kept.
#[derive(Resource, Clone, Debug)]
pub struct SettingsStore {
    place: Place,
    /// Set when the stored text could not be read nor set aside: nothing is written over it.
    blocked: Option<String>,
}

#[derive(Clone, Debug)]
enum Place {
    #[cfg(not(target_arch = "wasm32"))]
    File(TextFile),
    /// The browser's local storage, under this key.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Browser(&'static str),
}

/// What loading found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stored {
    /// Nothing stored yet.
    Nothing,
    /// The stored text.
    Text(String),
    /// The stored bytes could not be read as text; they were kept at the place named, and the place is free.
    SetAside { why: String, kept_at: String },
    /// The stored bytes could not be read, nor kept elsewhere: nothing will be saved over them.
    Stuck { why: String },
}

/// The local storage key of the web build.
#[cfg(target_arch = "wasm32")]
const KEY: &str = "minimax-arcade-settings";

/// A folder from an environment variable, if it is set to an absolute path (as the XDG specification asks:
/// an empty or relative `XDG_CONFIG_HOME` is ignored).
#[cfg(not(target_arch = "wasm32"))]
fn absolute_dir(var: &str) -> Option<std::path::PathBuf> {
    let path = std::path::PathBuf::from(std::env::var_os(var)?);
    path.is_absolute().then_some(path)
}

impl SettingsStore {
    /// Settings in this file.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn file(path: impl Into<std::path::PathBuf>) -> Self {
        Self { place: Place::File(TextFile::new(path)), blocked: None }
    }

    /// The usual place: `$MINIMAX_ARCADE_SETTINGS`, else `minimax-arcade/settings.toml` in the user's
    /// configuration folder (`$XDG_CONFIG_HOME`, `%APPDATA%` or `~/.config`); local storage on the web. `None`
    /// where there is no such place.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn standard() -> Option<Self> {
        if let Some(path) = std::env::var_os("MINIMAX_ARCADE_SETTINGS").filter(|p| !p.is_empty()) {
            return Some(Self::file(path));
        }
        let base = absolute_dir("XDG_CONFIG_HOME")
            .or_else(|| absolute_dir("APPDATA"))
            .or_else(|| absolute_dir("HOME").map(|home| home.join(".config")))?;
        Some(Self::file(base.join("minimax-arcade").join("settings.toml")))
    }

    #[cfg(target_arch = "wasm32")]
    pub fn standard() -> Option<Self> {
        Some(Self { place: Place::Browser(KEY), blocked: None })
    }

    /// Where the settings are, for messages.
    pub fn describe(&self) -> String {
        match &self.place {
            #[cfg(not(target_arch = "wasm32"))]
            Place::File(file) => file.path().display().to_string(),
            Place::Browser(key) => format!("local storage key {key}"),
        }
    }

    /// Reads what is stored; what cannot be read is kept aside first (or, failing that, never written over).
    pub fn load(&mut self) -> Stored {
        let stored = match &self.place {
            #[cfg(not(target_arch = "wasm32"))]
            Place::File(file) => match file.read() {
                // The first release kept its settings beside, as `settings.txt`; read it until a new file exists.
                Read::Missing => legacy_file(file).map_or(Stored::Nothing, Stored::Text),
                Read::Text(text) => Stored::Text(text),
                Read::SetAside { why, to } => Stored::SetAside { why, kept_at: to.display().to_string() },
                Read::Stuck { why } => Stored::Stuck { why },
            },
            Place::Browser(key) => match browser::load(key) {
                Ok(Some(text)) => Stored::Text(text),
                Ok(None) => Stored::Nothing,
                Err(why) => Stored::Stuck { why },
            },
        };
        if let Stored::Stuck { why } = &stored {
            self.blocked = Some(why.clone());
        }
        stored
    }

    /// Moves the stored text aside under a new name (`<name>.<label>-<n>`); returns where.
    pub fn set_aside(&mut self, label: &str) -> Result<String, String> {
        let result = match &self.place {
            #[cfg(not(target_arch = "wasm32"))]
            Place::File(file) => file.set_aside(label).map(|p| p.display().to_string()).map_err(|e| e.to_string()),
            Place::Browser(key) => browser::copy(key, label).and_then(|to| browser::remove(key).map(|()| to)),
        };
        if let Err(why) = &result {
            self.blocked = Some(why.clone());
        }
        result
    }

    /// Keeps a copy of the stored text under a new name, leaving it in place; returns where.
    pub fn keep_copy(&self, label: &str) -> Result<String, String> {
        match &self.place {
            #[cfg(not(target_arch = "wasm32"))]
            Place::File(file) => file.keep_copy(label).map(|p| p.display().to_string()).map_err(|e| e.to_string()),
            Place::Browser(key) => browser::copy(key, label),
        }
    }

    /// Replaces the stored text.
    pub fn store(&self, text: &str) -> Result<(), String> {
        if let Some(why) = &self.blocked {
            return Err(format!("the settings there could not be read ({why}), so they are left alone"));
        }
        match &self.place {
            #[cfg(not(target_arch = "wasm32"))]
            Place::File(file) => file.write(text).map_err(|e| format!("{}: {e}", file.path().display())),
            Place::Browser(key) => browser::store(key, text),
        }
    }
}

/// The first release's file beside `file`, if `file` is the standard `settings.toml` and that one is there.
#[cfg(not(target_arch = "wasm32"))]
fn legacy_file(file: &TextFile) -> Option<String> {
    let path = file.path();
    (path.file_name()? == "settings.toml").then(|| std::fs::read_to_string(path.with_file_name("settings.txt")).ok())?
}

#[cfg(target_arch = "wasm32")]
mod browser {
    fn local_storage() -> Result<web_sys::Storage, String> {
        let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
        storage.ok_or_else(|| "this browser keeps no local storage for the page".to_string())
    }

    pub fn load(key: &str) -> Result<Option<String>, String> {
        match local_storage() {
            Ok(storage) => storage.get_item(key).map_err(|_| "local storage cannot be read".to_string()),
            // Nowhere to keep settings is not an error on loading: there is nothing stored.
            Err(_) => Ok(None),
        }
    }

    pub fn store(key: &str, text: &str) -> Result<(), String> {
        local_storage()?.set_item(key, text).map_err(|_| "local storage is full or disabled".to_string())
    }

    pub fn remove(key: &str) -> Result<(), String> {
        local_storage()?.remove_item(key).map_err(|_| "local storage cannot be changed".to_string())
    }

    /// Copies the text under `key` to the first free `key-label-n`; returns that key.
    pub fn copy(key: &str, label: &str) -> Result<String, String> {
        let storage = local_storage()?;
        let text = storage.get_item(key).ok().flatten().unwrap_or_default();
        let free = (1..10_000).map(|n| format!("{key}-{label}-{n}")).find(|k| matches!(storage.get_item(k), Ok(None)));
        let to = free.ok_or_else(|| "too many copies kept already".to_string())?;
        storage.set_item(&to, &text).map_err(|_| "local storage is full or disabled".to_string())?;
        Ok(format!("local storage key {to}"))
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod browser {
    const NONE: &str = "there is no browser storage outside a browser";

    pub fn load(_key: &str) -> Result<Option<String>, String> {
        Err(NONE.into())
    }

    pub fn store(_key: &str, _text: &str) -> Result<(), String> {
        Err(NONE.into())
    }

    pub fn remove(_key: &str) -> Result<(), String> {
        Err(NONE.into())
    }

    pub fn copy(_key: &str, _label: &str) -> Result<String, String> {
        Err(NONE.into())
    }
}
