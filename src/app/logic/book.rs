//! The Connect Four opening book in the game: built into the executable natively, so it is there from the first
//! frame; fetched as an asset in the browser when Connect Four is first chosen (in the menu, a link or a saved
//! game), since every byte of the .wasm is a byte to download before the game starts and most visits never
//! play Connect Four. A book that cannot be fetched or read is warned about, and the solver works without it.
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
    use crate::app::logic::play::{CurrentMatch, Setup};
    use crate::rules::GameSpec;

    pub(super) fn plugin(app: &mut App) {
        // Headless apps have no asset server: they go without the book.
        if !app.is_plugin_added::<AssetPlugin>() {
            return;
        }
        app.init_asset::<BookAsset>();
        app.init_asset_loader::<BookLoader>();
        app.init_resource::<Fetch>();
        app.add_systems(Update, (fetch_book, install_fetched_book).chain());
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

    /// Where the book's download stands: asked for once, at the first sight of Connect Four.
    #[derive(Resource, Default)]
    enum Fetch {
        #[default]
        NotAsked,
        Fetching(Handle<BookAsset>),
        /// Installed, or given up with a warning.
        Over,
    }

    /// Starts the download when Connect Four is chosen in the menu or is being played (a link or a saved game
    /// may skip the menu); a search started before it arrives goes on without it.
    fn fetch_book(
        mut fetch: ResMut<Fetch>,
        setup: Option<Res<Setup>>,
        game: Option<Res<CurrentMatch>>,
        assets: Res<AssetServer>,
    ) {
        let chosen = setup.is_some_and(|s| s.0.spec == GameSpec::CONNECT_FOUR);
        let playing = game.is_some_and(|g| g.setup().spec == GameSpec::CONNECT_FOUR);
        if matches!(*fetch, Fetch::NotAsked) && (chosen || playing) {
            info!("fetching the opening book");
            *fetch = Fetch::Fetching(assets.load(ASSET_PATH));
        }
    }

    fn install_fetched_book(
        mut fetch: ResMut<Fetch>,
        mut solvers: ResMut<EngineSolvers>,
        server: Res<AssetServer>,
        books: Res<Assets<BookAsset>>,
    ) {
        let Fetch::Fetching(handle) = &*fetch else { return };
        match server.load_state(handle) {
            LoadState::Loaded => {
                if let Some(book) = books.get(handle) {
                    info!("opening book: {} positions", book.0.len());
                    solvers.0.connect_four.book = Some(book.0.clone());
                }
                *fetch = Fetch::Over;
            }
            LoadState::Failed(e) => {
                warn!("the opening book could not be loaded ({e}); Connect Four is solved without it, more slowly");
                *fetch = Fetch::Over;
            }
            _ => {}
        }
    }
}
