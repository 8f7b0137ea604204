//! Where the settings text lives: a file natively, the browser's local storage on the web. Which one is a
//! resource ([`SettingsStore`]), set by the game at start; tests give their own or none.

use bevy::prelude::*;

/// Where settings are kept.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub enum SettingsStore {
    /// A file on disk.
    File(std::path::PathBuf),
    /// The browser's local storage, under this key.
    Browser(&'static str),
}

/// The local storage key of the web build.
#[cfg(target_arch = "wasm32")]
const KEY: &str = "minimax-arcade-settings";

impl SettingsStore {
    /// The usual place: `$MINIMAX_ARCADE_SETTINGS`, else `settings.toml` in the user's configuration folder;
    /// local storage on the web. `None` where there is no such place (no home folder).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn standard() -> Option<Self> {
        use std::path::PathBuf;
        if let Some(path) = std::env::var_os("MINIMAX_ARCADE_SETTINGS") {
            return Some(Self::File(PathBuf::from(path)));
        }
        let base = std::env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
        Some(Self::File(base.join("minimax-arcade").join("settings.toml")))
    }

    #[cfg(target_arch = "wasm32")]
    pub fn standard() -> Option<Self> {
        Some(Self::Browser(KEY))
    }

    /// The first release's file, read when the current one does not exist yet.
    fn legacy(&self) -> Option<Self> {
        match self {
            Self::File(path) if path.file_name().is_some_and(|n| n == "settings.toml") => {
                Some(Self::File(path.with_file_name("settings.txt")))
            }
            _ => None,
        }
    }

    /// The stored text, if any.
    pub fn load(&self) -> Result<Option<String>, String> {
        match self.load_here()? {
            None => self.legacy().map_or(Ok(None), |legacy| legacy.load_here()),
            text => Ok(text),
        }
    }

    fn load_here(&self) -> Result<Option<String>, String> {
        match self {
            Self::File(path) => match std::fs::read_to_string(path) {
                Ok(text) => Ok(Some(text)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(format!("{}: {e}", path.display())),
            },
            Self::Browser(key) => browser::load(key),
        }
    }

    /// Replaces the stored text.
    pub fn store(&self, text: &str) -> Result<(), String> {
        match self {
            Self::File(path) => {
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                }
                // Write beside, then rename: a crash mid-write never leaves half a file.
                let tmp = path.with_extension("toml.new");
                std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
                std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
            }
            Self::Browser(key) => browser::store(key, text),
        }
    }

    /// Keeps an unreadable text aside; returns where.
    pub fn keep_corrupt(&self, text: &str) -> Option<String> {
        match self {
            Self::File(path) => {
                let aside = path.with_extension("toml.corrupt");
                std::fs::write(&aside, text).ok().map(|()| aside.display().to_string())
            }
            Self::Browser(key) => {
                let aside = format!("{key}-corrupt");
                browser::store(&aside, text).ok().map(|()| format!("local storage key {aside}"))
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn load(key: &str) -> Result<Option<String>, String> {
        let Some(storage) = local_storage() else { return Ok(None) };
        storage.get_item(key).map_err(|_| "local storage cannot be read".to_string())
    }

    pub fn store(key: &str, text: &str) -> Result<(), String> {
        let Some(storage) = local_storage() else { return Ok(()) };
        storage.set_item(key, text).map_err(|_| "local storage is full or disabled".to_string())
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod browser {
    pub fn load(_key: &str) -> Result<Option<String>, String> {
        Err("there is no browser storage outside a browser".into())
    }

    pub fn store(_key: &str, _text: &str) -> Result<(), String> {
        Err("there is no browser storage outside a browser".into())
    }
}
