//! Minimax Arcade: classic two-player board games against a minimax computer opponent.
//!
//! The pure core, shared by the game, the command line, the benchmarks and the tests, is the crate
//! `minimax-arcade-core` (`crates/core`), re-exported here: [`rules`] says how each game is played, [`ai`]
//! searches it, [`session`] keeps a match as the person at the screen plays it (and its file and link
//! formats). None of them knows about Bevy (the core does not depend on it). [`cli`] answers on the command
//! line. The game built on them is [`app`], behind the default `app` feature.

// The app's module documentation walks a contributor through its private systems and submodules by link: it
// is read built with `--document-private-items`, where every such link resolves.
#![allow(rustdoc::private_intra_doc_links)]

pub use minimax_arcade_core::{ai, rules, session};
#[cfg(feature = "app")]
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(test)]
mod imports;
#[cfg(test)]
mod layout;
