//! The browser build's program: the game, as the native program runs it without a command line.

#[cfg(target_arch = "wasm32")]
fn main() {
    minimax_arcade::app::run(None, None);
}

/// Natively the game is the root package's program (`minimax-arcade`), which has the command line too.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("minimax-arcade-web is the browser build's program: run minimax-arcade instead");
    std::process::exit(2);
}
