//! A game family's engine data in the game (an opening book, an endgame database: the family's
//! [`DataFile`]), handed to its engine the first time a game of the family is chosen in the menu or played (a
//! link or a saved game may skip the menu). Natively the file is built into the executable; in the browser it
//! is fetched then, since every byte of the .wasm is a byte to download before the game starts and most visits
//! never play that game. A file that cannot be fetched or read is warned about, and the engine works without
//! it. No family is named here: the engine says which file a game has ([`crate::ai::data_file`]).
//!
//! The data goes into the app's [`EngineSolvers`], which every search started afterwards is given: it belongs
//! to this app, not to the process (a test's app has none unless it adds this plugin).

use std::collections::HashMap;

use bevy::prelude::*;

use super::computer::{AwaitingData, EngineSolvers};
use super::play::{CurrentMatch, Setup};
use crate::ai::{DataFile, Solvers};
use crate::app::schedule::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineSolvers>();
    app.init_resource::<DataFiles>();
    app.init_resource::<AwaitingData>();
    // Before anything that starts a search this frame, so the first search of a game has its data.
    app.add_systems(Update, (open_data_files, await_data).chain().before(AppSystems::RecordInput));
    #[cfg(target_arch = "wasm32")]
    web::plugin(app);
}

/// Where each data file stands, by its asset path: a file is asked for once.
#[derive(Resource, Default)]
struct DataFiles(HashMap<&'static str, Stage>);

enum Stage {
    /// Not built in: for the browser to fetch (a native build has every file built in).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code, reason = "only the browser fetches"))]
    Wanted(DataFile),
    #[cfg(target_arch = "wasm32")]
    Fetching(DataFile, Handle<web::DataBytes>),
    /// Installed, or given up with a warning.
    Over,
}

/// Hands the engine the data file of the game chosen in the menu or being played, the first time it is
/// seen: at once where it is built in, otherwise by asking the browser to fetch it.
fn open_data_files(
    setup: Option<Res<Setup>>,
    game: Option<Res<CurrentMatch>>,
    mut files: ResMut<DataFiles>,
    mut solvers: ResMut<EngineSolvers>,
) {
    let specs = setup.map(|s| s.0.spec).into_iter().chain(game.map(|g| g.setup().spec));
    for file in specs.filter_map(crate::ai::data_file) {
        if files.0.contains_key(file.asset) {
            continue;
        }
        let stage = match file.bundled {
            Some(bytes) => {
                install(file, bytes, &mut solvers.0);
                Stage::Over
            }
            None => Stage::Wanted(file),
        };
        files.0.insert(file.asset, stage);
    }
}

/// Tells the computer whether the data file of the game being played is still on its way ([`AwaitingData`]).
fn await_data(game: Option<Res<CurrentMatch>>, files: Res<DataFiles>, mut awaiting: ResMut<AwaitingData>) {
    let file = game.and_then(|game| crate::ai::data_file(game.setup().spec));
    let stage = file.and_then(|file| files.0.get(file.asset));
    let pending = matches!(stage, Some(stage) if !matches!(stage, Stage::Over));
    if awaiting.0 != pending {
        awaiting.0 = pending;
    }
}

/// Reads a data file into the engine's solvers, saying what came of it.
fn install(file: DataFile, bytes: &[u8], solvers: &mut Solvers) {
    match (file.install)(bytes, solvers) {
        Ok(entries) => info!("{}: {entries} entries", file.name),
        Err(e) => warn!("{} could not be read ({e}); the engine works without it, more slowly", file.name),
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use bevy::asset::io::Reader;
    use bevy::asset::{AssetLoader, LoadContext, LoadState};
    use bevy::prelude::*;

    use super::{DataFiles, EngineSolvers, Stage, install};

    pub(super) fn plugin(app: &mut App) {
        // Headless apps have no asset server: they go without the files.
        if !app.is_plugin_added::<AssetPlugin>() {
            return;
        }
        app.init_asset::<DataBytes>();
        app.init_asset_loader::<DataLoader>();
        app.add_systems(Update, (fetch_wanted, install_fetched).chain().after(super::open_data_files));
    }

    /// A data file's bytes, as fetched; its family's `install` reads them.
    #[derive(Asset, TypePath)]
    pub(super) struct DataBytes(Vec<u8>);

    /// Fetches data files whole.
    #[derive(Default, TypePath)]
    struct DataLoader;

    impl AssetLoader for DataLoader {
        type Asset = DataBytes;
        type Settings = ();
        type Error = std::io::Error;

        async fn load(
            &self,
            reader: &mut dyn Reader,
            _settings: &(),
            _context: &mut LoadContext<'_>,
        ) -> Result<DataBytes, std::io::Error> {
            let mut bytes = Vec::new();
            reader.read_to_end(&mut bytes).await?;
            Ok(DataBytes(bytes))
        }

        /// Opening books (`.book`) and endgame databases (`.db`).
        fn extensions(&self) -> &[&str] {
            &["book", "db"]
        }
    }

    fn fetch_wanted(mut files: ResMut<DataFiles>, assets: Res<AssetServer>) {
        for stage in files.0.values_mut() {
            if let Stage::Wanted(file) = *stage {
                info!("fetching {}", file.name);
                *stage = Stage::Fetching(file, assets.load(file.asset));
            }
        }
    }

    fn install_fetched(
        mut files: ResMut<DataFiles>,
        mut solvers: ResMut<EngineSolvers>,
        server: Res<AssetServer>,
        mut fetched: ResMut<Assets<DataBytes>>,
    ) {
        for stage in files.0.values_mut() {
            let Stage::Fetching(file, handle) = &*stage else { continue };
            let file = *file;
            match server.load_state(handle) {
                LoadState::Loaded => {
                    // The bytes are read once, into the engine's own form: the asset is not kept.
                    if let Some(bytes) = fetched.remove(handle) {
                        install(file, &bytes.0, &mut solvers.0);
                    }
                    *stage = Stage::Over;
                }
                LoadState::Failed(e) => {
                    warn!("{} could not be fetched ({e}); the engine works without it, more slowly", file.name);
                    *stage = Stage::Over;
                }
                _ => {}
            }
        }
    }
}
