//! The weights the engine plays with: still the hand-set ones.

use super::weights::{HAND_SET, Weights};

pub const FITTED: Weights = HAND_SET;
