//! Minimax Arcade: classic two-player board games against a minimax computer opponent.
//!
//! The library is the pure core, shared by the game, the command line, the benchmarks and the tests:
//! [`rules`] says how each game is played, [`ai`] searches it, [`session`] keeps a match as the person at the
//! screen plays it (and its file and link formats), [`cli`] answers on the command line. None of them knows
//! about Bevy. The game built on them is [`app`], behind the default `app` feature.

pub mod ai;
#[cfg(feature = "app")]
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(test)]
mod imports;
pub mod rules;
pub mod session;
#[cfg(test)]
mod testing;
