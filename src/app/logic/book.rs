//! The Connect Four opening book in the game: built into the executable natively, so it is there from the first
//! frame; fetched as an asset in the browser, where every byte of the .wasm is a byte to download before the
//! game starts. A book that cannot be fetched or read is warned about, and the solver works without it.

use bevy::prelude::*;

#[cfg(not(target_arch = "wasm32"))]
use crate::ai::connect_four;

pub(super) fn plugin(app: &mut App) {
    #[cfg(not(target_arch = "wasm32"))]
    connect_four::install_book(connect_four::book::bundled());
    #[cfg(target_arch = "wasm32")]
    web::plugin(app);
    // Natively there is nothing to add to the app.
    let _ = app;
}

#[cfg(target_arch = "wasm32")]
mod web {
    use bevy::asset::io::Reader;
    use bevy::asset::{AssetLoader, LoadContext, LoadState};
    use bevy::prelude::*;

    use crate::ai::connect_four::{self, book::ASSET_PATH, book::Book};

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
    struct BookAsset(Book);

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
            Book::from_bytes(&bytes).map(BookAsset).map_err(std::io::Error::other)
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
        fetching: Res<Fetching>,
        server: Res<AssetServer>,
        books: Res<Assets<BookAsset>>,
    ) {
        match server.load_state(&fetching.0) {
            LoadState::Loaded => {
                if let Some(book) = books.get(&fetching.0) {
                    info!("opening book: {} positions", book.0.len());
                    connect_four::install_book(Some(book.0.clone()));
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
