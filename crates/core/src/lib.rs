//! Minimax Arcade's pure core: [`rules`] says how each game is played, [`ai`] searches it, [`session`] keeps a
//! match as the person at the screen plays it (and its file and link formats). No Bevy: the game
//! (`minimax-arcade`, the crate at the repository's root) is built on it and re-exports these modules, so the
//! game's code names them `crate::rules`, `crate::ai` and `crate::session` as before.

pub mod ai;
pub mod rules;
pub mod session;
#[cfg(test)]
mod testing;
