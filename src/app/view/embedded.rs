//! The files the game needs from its first frame (fonts, sounds) are built into the native executable, so it
//! runs from any folder and after `cargo install`. A file of the same name under the game's assets folder
//! takes the built-in one's place (for modding: drop a font or a sound there). The browser build fetches them
//! all from its assets folder, as it should: the .wasm stays small, and the loading screen covers the wait.

use bevy::prelude::*;

/// A handle to the asset at `path` (under `assets/`), whose bytes are `built_in` natively.
pub fn asset<A: Asset>(world: &mut World, path: &'static str, built_in: impl FnOnce() -> A) -> Handle<A> {
    if overridden(path) || cfg!(target_arch = "wasm32") {
        return world.resource::<AssetServer>().load(path);
    }
    world.resource_mut::<Assets<A>>().add(built_in())
}

/// Whether the assets folder has a file at `path` to use instead of the built-in one.
#[cfg(not(target_arch = "wasm32"))]
fn overridden(path: &str) -> bool {
    bevy::asset::io::file::FileAssetReader::get_base_path().join("assets").join(path).is_file()
}

#[cfg(target_arch = "wasm32")]
fn overridden(_path: &str) -> bool {
    true
}

/// Builds in a font under `assets/` (natively), or fetches it (on the web).
macro_rules! font {
    ($world:expr, $path:literal) => {
        $crate::app::view::embedded::asset::<Font>($world, $path, || {
            #[cfg(not(target_arch = "wasm32"))]
            let bytes: &[u8] = include_bytes!(concat!("../../../assets/", $path));
            #[cfg(target_arch = "wasm32")]
            let bytes: &[u8] = &[];
            Font::from_bytes(bytes.to_vec())
        })
    };
}

/// Builds in a sound under `assets/` (natively), or fetches it (on the web).
macro_rules! sound {
    ($world:expr, $path:literal) => {
        $crate::app::view::embedded::asset::<AudioSource>($world, $path, || {
            #[cfg(not(target_arch = "wasm32"))]
            let bytes: &'static [u8] = include_bytes!(concat!("../../../assets/", $path));
            #[cfg(target_arch = "wasm32")]
            let bytes: &'static [u8] = &[];
            AudioSource { bytes: bytes.into() }
        })
    };
}

pub(crate) use {font, sound};
