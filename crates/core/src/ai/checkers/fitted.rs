//! The weights the engine plays with: still the hand-set ones. `minimax-arcade fit checkers` prints this file
//! with weights fitted to self-play, and they are put here when they play better than these; so far they
//! have not. `fit checkers --games 3000 --seed 1 --nodes 20000 --pairs 200` (about 35 minutes on two
//! threads): 233,502 positions fitted, 27,268 held out; the results' mean squared error on the held-out
//! games 0.06162 with these weights and 0.04970 fitted; against these, 136 wins, 140 draws and 124 losses in
//! 400 games at 20,000 nodes a move (+10 ± 28 Elo); but against Cake 1.20 at depth 13, a second a move, no
//! win, 22 draws and 11 losses in 33 games (0.33), where these scored 4 wins, 21 draws and 8 losses (0.44)
//! on the same openings. The hand-set weights have since gained the tempo, the men's lean to one wing, the
//! hunt for a side's last kings, the safe steps and the only kings (see [`super::weights`]). The same
//! command run again from them (about 36 minutes): 259,330 positions fitted, 27,919 held out; the held-out
//! error 0.06441 with these weights and 0.05323 fitted; against these, 110 wins, 137 draws and 153 losses in
//! 400 games (-37 ± 28 Elo). The fit predicts the results of games at 20,000 nodes better, and plays them
//! worse: these stay.

use super::weights::{HAND_SET, Weights};

pub const FITTED: Weights = HAND_SET;
