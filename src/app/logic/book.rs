//! The Connect Four opening book in the game: built into the executable natively, so it is there from the first
//! frame; fetched as an asset in the browser, where every byte of the .wasm is a byte to download before the
//! game starts. A book that cannot be fetched or read is warned about, and the solver works without it.
//!
//! The book goes into the app's [`EngineSolvers`], which every search started afterwards is given: it belongs
//! to this app, not to the process (a test's app has none unless it adds this plugin).

use bevy::prelude::*;

use super::computer::EngineSolvers;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineSolvers>();
    #[cfg(not(target_arch = "wasm32"))]
    {
        let book = crate::ai::connect_four::book::bundled().map(std::sync::Arc::new);
        app.world_mut().resource_mut::<EngineSolvers>().0.connect_four.book = book;
    }
    #[cfg(target_arch = "wasm32")]
    web::plugin(app);
    // Natively there is nothing to add to the app.
    let _ = app;
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::sync::Arc;

    use bevy::asset::io::Reader;
    use bevy::asset::{AssetLoader, LoadContext, LoadState};
    use bevy::prelude::*;

    use super::EngineSolvers;
    use crate::ai::connect_four::book::{ASSET_PATH, Book};

    pub(super) fn plugin(app: &mut App) {
        // Headless apps have no asset server: they go without the book.
        if !app.is_plugin_added::<AssetPlugin>() {
            return;
        }
        app.init_asset::<BookAsset>();
        app.init_asset_loader::<BookLoader>();
        app.add_systems(Startup, fetch_book);
        app.add_systems(Update, install_fetched_book.run_if(resource_exists::<Fetching>));
    }

    /// The book as an asset.
    #[derive(Asset, TypePath)]
    struct BookAsset(Arc<Book>);

    /// Reads `.book` files.
    #[derive(Default, TypePath)]
    struct BookLoader;

    impl AssetLoader for BookLoader {
        type Asset = BookAsset;
        type Settings = ();
        type Error = std::io::Error;

        async fn load(
            &self,
            reader: &mut dyn Reader,
            _settings: &(),
            _context: &mut LoadContext<'_>,
        ) -> Result<BookAsset, std::io::Error> {
            let mut bytes = Vec::new();
            reader.read_to_end(&mut bytes).await?;
            Book::from_bytes(&bytes).map(|book| BookAsset(Arc::new(book))).map_err(std::io::Error::other)
        }

        fn extensions(&self) -> &[&str] {
            &["book"]
        }
    }

    /// The book being fetched.
    #[derive(Resource)]
    struct Fetching(Handle<BookAsset>);

    fn fetch_book(mut commands: Commands, assets: Res<AssetServer>) {
        commands.insert_resource(Fetching(assets.load(ASSET_PATH)));
    }

    fn install_fetched_book(
        mut commands: Commands,
        mut solvers: ResMut<EngineSolvers>,
        fetching: Res<Fetching>,
        server: Res<AssetServer>,
        books: Res<Assets<BookAsset>>,
    ) {
        match server.load_state(&fetching.0) {
            LoadState::Loaded => {
                if let Some(book) = books.get(&fetching.0) {
                    info!("opening book: {} positions", book.0.len());
                    solvers.0.connect_four.book = Some(book.0.clone());
                }
                commands.remove_resource::<Fetching>();
            }
            LoadState::Failed(e) => {
                warn!("the opening book could not be loaded ({e}); Connect Four is solved without it, more slowly");
                commands.remove_resource::<Fetching>();
            }
            _ => {}
        }
    }
}
