//! The weights the engine plays with: for now the hand-set ones, until `minimax-arcade fit chess` prints
//! this file.

use super::weights::{HAND_SET, Weights};

pub const FITTED: Weights = HAND_SET;
