//! The weights the engine plays with: still the hand-set ones. `minimax-arcade fit chess` prints this file
//! with weights fitted to self-play, and they are put here when they play better than these; so far they
//! have not (`--games 8000 --nodes 4000 --pairs 200`: 300,448 positions fitted, the results' mean squared
//! error on the held-out games 0.09613 with these weights and 0.09457 fitted, but 128 wins, 133 draws and
//! 139 losses in 400 games against these, -10 ± 28 Elo).

use super::weights::{HAND_SET, Weights};

pub const FITTED: Weights = HAND_SET;
