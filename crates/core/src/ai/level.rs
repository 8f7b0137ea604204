//! Difficulty levels, as engine settings. Each level's budget, per move:
//!
//! | level   | depth          | time (native) | mistakes                                               |
//! |---------|----------------|---------------|--------------------------------------------------------|
//! | Easy    | 2 plies        | 0.25 s        | any move within 60 points of its best (about a window) |
//! | Medium  | 4 plies (7)    | 0.5 s         | any move within 12 points of its best                  |
//! | Hard    | unlimited      | 1 s           | none                                                   |
//! | Perfect | to the end     | none          | none; offered only where the game is solved outright   |
//!
//! Points are the "winning lines" evaluation's; an evaluation on another scale says how many of its own make
//! one ([`super::Evaluator::margin_unit`]: 80 for Gomoku's shapes). Where a level is measured against another
//! program, the game may set its own depths ([`super::Engine::level_depths`]): Reversi's Medium searches 7
//! plies (in brackets above).
//!
//! Hard on a 15×15 board thus answers within a second on a desktop. Tests and matches can swap the time for a
//! node budget ([`Level::limits_with_nodes`]) so that results repeat exactly.

use std::fmt;
use std::time::Duration;

use super::limits::{Limits, Settings};
use crate::rules::GameSpec;

/// How far below its best score Easy may play: about what one more stone in an open line is worth in the
/// "winning lines" evaluation, so it plays a lesser move, not a random one, and never throws away a win or
/// walks into a loss that it sees.
const EASY_MARGIN: i32 = 60;
/// Medium's margin: close moves only.
const MEDIUM_MARGIN: i32 = 12;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Perfect,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Perfect];

    /// The search limits of this level on `spec`, with the time budget.
    pub fn limits(self, spec: GameSpec) -> Limits {
        let limits = Limits::unlimited().with_depth(self.depth(spec));
        match self.time() {
            Some(time) => limits.with_time(time),
            None => limits,
        }
    }

    /// The search limits of this level with a node budget instead of the time budget (Perfect too: a budget
    /// that is asked for is honoured, and results then repeat exactly).
    pub fn limits_with_nodes(self, spec: GameSpec, nodes: u64) -> Limits {
        Limits::unlimited().with_depth(self.depth(spec)).with_nodes(nodes)
    }

    /// The deepest search on `spec`, in plies: the game's depths for Easy and Medium
    /// ([`super::Engine::level_depths`]), none for Hard and Perfect.
    pub fn depth(self, spec: GameSpec) -> u32 {
        let depths = super::any::level_depths(spec);
        match self {
            Level::Easy => depths.easy,
            Level::Medium => depths.medium,
            Level::Hard | Level::Perfect => u32::MAX,
        }
    }

    /// The time budget per move.
    pub fn time(self) -> Option<Duration> {
        match self {
            Level::Easy => Some(Duration::from_millis(250)),
            Level::Medium => Some(Duration::from_millis(500)),
            Level::Hard => Some(Duration::from_secs(1)),
            Level::Perfect => None,
        }
    }

    /// Settings (mistakes and table size) for this level, with `seed` for its random choices.
    pub fn settings(self, seed: u64) -> Settings {
        let margin = match self {
            Level::Easy => EASY_MARGIN,
            Level::Medium => MEDIUM_MARGIN,
            Level::Hard | Level::Perfect => 0,
        };
        Settings { seed, margin, exact_solver: self == Level::Perfect, ..Settings::default() }
    }

    /// The level actually played on `spec`: Perfect only where the engine solves the game outright
    /// ([`super::any::solves_outright`]), Hard elsewhere.
    pub fn effective(self, spec: GameSpec) -> Level {
        if self == Level::Perfect && !super::any::solves_outright(spec) { Level::Hard } else { self }
    }

    /// The levels offered on `spec`, weakest first.
    pub fn offered(spec: GameSpec) -> impl Iterator<Item = Level> {
        Level::ALL.into_iter().filter(move |&level| level.effective(spec) == level)
    }

    /// The level's name, as written on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Perfect => "perfect",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.name();
        write!(f, "{}{}", name[..1].to_uppercase(), &name[1..])
    }
}

impl std::str::FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown level {s:?}: easy, medium, hard or perfect"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        for spec in [GameSpec::GOMOKU, GameSpec::REVERSI] {
            assert!(Level::Easy.depth(spec) < Level::Medium.depth(spec));
            assert!(Level::Medium.depth(spec) < Level::Hard.depth(spec));
        }
        assert!(Level::Medium.settings(0).margin < Level::Easy.settings(0).margin);
        assert_eq!(Level::Hard.settings(0).margin, 0);
        assert!(Level::Perfect.limits(GameSpec::KALAH).deadline.is_none());
        assert_eq!(Level::Hard.limits_with_nodes(GameSpec::GOMOKU, 500).nodes, 500);
        assert_eq!(Level::Perfect.limits_with_nodes(GameSpec::KALAH, 500).nodes, 500);
    }

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
        assert_eq!(Level::Hard.to_string(), "Hard");
        assert!("brutal".parse::<Level>().is_err());
    }

    #[test]
    fn perfect_falls_back_to_hard_where_the_game_is_not_solved() {
        assert_eq!(Level::Perfect.effective(GameSpec::TIC_TAC_TOE), Level::Perfect);
        assert_eq!(Level::Perfect.effective(GameSpec::GOMOKU), Level::Hard);
        assert_eq!(Level::Easy.effective(GameSpec::GOMOKU), Level::Easy);
        assert_eq!(Level::offered(GameSpec::GOMOKU).count(), 3);
        assert_eq!(Level::offered(GameSpec::BONES).last(), Some(Level::Perfect));
    }
}
