//! Playing on a clock: a [`TimeControl`] (each side's time for the game and what each move adds to it) and
//! the [`Clocks`] of a match, which keep each side's time left at every position of its line, so that undo
//! and redo put the clocks back as they stood there. Time itself is the caller's: the app tells the match
//! how long passed ([`crate::session::Match::tick`]); nothing here reads a clock of its own.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::Side;

/// Each side's time for the whole game and the increment each of its moves adds (a Fischer clock): `5+3` is
/// five minutes and three seconds a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub base: Duration,
    pub increment: Duration,
}

/// The most time a control may give, for the game and a move: three hours and three minutes, beyond any
/// classical game's.
const MOST_MINUTES: u64 = 180;
const MOST_INCREMENT: u64 = 180;

impl TimeControl {
    /// `minutes` for the game and `seconds` a move.
    pub const fn new(minutes: u64, seconds: u64) -> Self {
        Self { base: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) }
    }

    /// The controls the menu offers by name: bullet, blitz, rapid, as the online sites name them.
    pub const PRESETS: [TimeControl; 5] =
        [Self::new(1, 0), Self::new(3, 2), Self::new(5, 3), Self::new(10, 5), Self::new(15, 10)];

    /// The whole minutes of the game's time (a control read from a file may have a part of a minute).
    pub fn minutes(self) -> u64 {
        self.base.as_secs() / 60
    }

    /// The whole seconds each move adds.
    pub fn seconds(self) -> u64 {
        self.increment.as_secs()
    }

    /// This control with its minutes and seconds changed by `minutes` and `seconds` (the menu's steppers),
    /// kept between one minute and [`MOST_MINUTES`], and no increment and [`MOST_INCREMENT`]. A time for the
    /// game that is not whole minutes (read from a link) stays as it is while only the seconds change.
    pub fn stepped(self, minutes: i64, seconds: i64) -> Self {
        let step = |value: u64, by: i64, least: u64, most: u64| value.saturating_add_signed(by).clamp(least, most);
        let base = match minutes {
            0 => self.base,
            _ => Duration::from_secs(60 * step(self.minutes(), minutes, 1, MOST_MINUTES)),
        };
        Self { base, increment: Duration::from_secs(step(self.seconds(), seconds, 0, MOST_INCREMENT)) }
    }

    /// How long the computer may think over its move with `left` on its clock: an even share of what is left
    /// over the moves a game may still last, and most of the increment, never so much that the flag could fall
    /// before the move is back on the board (`reserve`: what the app adds around the search). At least a
    /// twentieth of a second, so that a move is found at all.
    pub fn move_budget(self, left: Duration, reserve: Duration) -> Duration {
        /// The moves a game is planned to last from any point: the usual guess of engines without
        /// `movestogo`.
        const MOVES_AHEAD: u32 = 30;
        let share = left / MOVES_AHEAD + self.increment * 3 / 4;
        // Never more than half of what is left beyond the reserve: a slow move must not cost the game.
        let most = left.saturating_sub(reserve) / 2;
        share.min(most).max(Duration::from_millis(50))
    }
}

impl fmt::Display for TimeControl {
    /// `5+3`: minutes (a decimal where the base is not whole minutes) and seconds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seconds = self.base.as_secs_f64();
        if seconds % 60.0 == 0.0 {
            write!(f, "{}+{}", self.minutes(), self.seconds())
        } else {
            write!(f, "{}+{}", seconds / 60.0, self.seconds())
        }
    }
}

impl FromStr for TimeControl {
    type Err = String;

    /// `5+3`, `0.5+0`: minutes for the game (more than none, at most 180) and whole seconds a move (at most 180).
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = || format!("not a time control: {:?} (minutes+seconds, as 5+3)", crate::rules::short(text));
        let (minutes, seconds) = text.trim().split_once('+').ok_or_else(bad)?;
        let minutes: f64 = minutes.trim().parse().map_err(|_| bad())?;
        let seconds: u64 = seconds.trim().parse().map_err(|_| bad())?;
        if !(minutes > 0.0 && minutes <= MOST_MINUTES as f64) || seconds > MOST_INCREMENT {
            return Err(format!(
                "{}: from a part of a minute to {MOST_MINUTES} minutes, at most {MOST_INCREMENT} seconds a move",
                bad()
            ));
        }
        // Whole seconds, at least one, so that the text written back reads the same.
        let base = Duration::from_secs(((minutes * 60.0).round() as u64).max(1));
        Ok(Self { base, increment: Duration::from_secs(seconds) })
    }
}

/// The clocks of a match on a time control: each side's time left at the start of every position of the
/// match's line (the moves played and those taken back), and what the side to move has used of its time
/// since the position came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// `left[ply]`: X's and O's time when the position after `ply` moves came (the increment of the move that
    /// led there included).
    left: Vec<[Duration; 2]>,
    /// What the side to move has used since the position came.
    used: Duration,
}

fn index(side: Side) -> usize {
    match side {
        Side::X => 0,
        Side::O => 1,
    }
}

impl Clocks {
    /// Clocks at the start of a game: each side has the control's time.
    pub fn new(control: TimeControl) -> Self {
        Self { control, left: vec![[control.base; 2]], used: Duration::ZERO }
    }

    /// Clocks that stand at `left` (X's and O's time) at the position after `ply` moves, as a saved match
    /// kept them: the positions before it, which undo may go back to, keep the same times.
    pub fn resumed(control: TimeControl, left: [Duration; 2], ply: usize) -> Self {
        Self { control, left: vec![left; ply + 1], used: Duration::ZERO }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// X's and O's time when the position after `ply` moves came.
    pub fn at(&self, ply: usize) -> [Duration; 2] {
        self.left.get(ply).or(self.left.last()).copied().unwrap_or([self.control.base; 2])
    }

    /// `side`'s time left now, the match being at the position after `ply` moves with `to_move` to move: what
    /// it had when the position came, less what it has used since if it is the side to move.
    pub fn left(&self, side: Side, ply: usize, to_move: Side) -> Duration {
        let at = self.at(ply)[index(side)];
        if side == to_move { at.saturating_sub(self.used) } else { at }
    }

    /// Time passes for the side to move at the position after `ply` moves; returns whether its time is out.
    pub fn tick(&mut self, elapsed: Duration, ply: usize, to_move: Side) -> bool {
        self.used += elapsed;
        self.left(to_move, ply, to_move).is_zero()
    }

    /// `mover` played the move after `ply` moves: its time is what it had less what it used, plus the
    /// increment; the line's moves taken back beyond it are gone.
    pub fn played(&mut self, ply: usize, mover: Side) {
        let mut next = self.at(ply);
        next[index(mover)] = self.left(mover, ply, mover).saturating_add(self.control.increment);
        self.left.truncate(ply + 1);
        self.left.push(next);
        self.used = Duration::ZERO;
    }

    /// The match leaves the position after `ply` moves for another of its line (undo, redo), `to_move` having
    /// used some of its time there: the position keeps that time as used, so that coming back to it (redo
    /// after undo) gives none of it back; the side to move at the other position has used none of its time.
    pub fn leave(&mut self, ply: usize, to_move: Side) {
        let left = self.left(to_move, ply, to_move);
        if let Some(at) = self.left.get_mut(ply) {
            at[index(to_move)] = left;
        }
        self.used = Duration::ZERO;
    }

    /// Gives the side to move back the time it used at the current position (a time out taken back).
    pub fn give_back(&mut self) {
        self.used = Duration::ZERO;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_write_as_minutes_and_seconds() {
        assert_eq!("5+3".parse(), Ok(TimeControl::new(5, 3)));
        assert_eq!(" 15 + 10 ".parse(), Ok(TimeControl::new(15, 10)));
        let half: TimeControl = "0.5+0".parse().unwrap();
        assert_eq!(half.base, Duration::from_secs(30));
        assert_eq!(half.to_string(), "0.5+0");
        for control in TimeControl::PRESETS {
            assert_eq!(control.to_string().parse(), Ok(control));
        }
        for bad in ["", "5", "5+", "+3", "0+3", "-1+0", "181+0", "5+181", "five+3", "5+1.5", "NaN+0", "inf+0"] {
            assert!(bad.parse::<TimeControl>().unwrap_err().contains("not a time control"), "{bad:?}");
        }
        // A sliver of a minute is a second, and reads back so.
        let sliver: TimeControl = "1e-9+0".parse().unwrap();
        assert_eq!(sliver.base, Duration::from_secs(1));
        assert_eq!(sliver.to_string().parse(), Ok(sliver));
    }

    #[test]
    fn the_steppers_stay_within_the_bounds() {
        let control = TimeControl::new(1, 0);
        assert_eq!(control.stepped(-1, -1), TimeControl::new(1, 0));
        assert_eq!(control.stepped(4, 2), TimeControl::new(5, 2));
        assert_eq!(TimeControl::new(180, 180).stepped(1, 1), TimeControl::new(180, 180));
        let half: TimeControl = "0.5+0".parse().unwrap();
        assert_eq!(half.stepped(0, 2).base, Duration::from_secs(30), "the seconds alone leave the minutes be");
        assert_eq!(half.stepped(1, 0).base, Duration::from_secs(60));
    }

    #[test]
    fn a_move_takes_what_was_used_and_gives_the_increment() {
        let mut clocks = Clocks::new(TimeControl::new(1, 2));
        assert!(!clocks.tick(Duration::from_secs(10), 0, Side::X));
        assert_eq!(clocks.left(Side::X, 0, Side::X), Duration::from_secs(50));
        assert_eq!(clocks.left(Side::O, 0, Side::X), Duration::from_secs(60), "the other's clock stands");
        clocks.played(0, Side::X);
        assert_eq!(clocks.left(Side::X, 1, Side::O), Duration::from_secs(52));
        clocks.tick(Duration::from_secs(5), 1, Side::O);
        clocks.played(1, Side::O);
        assert_eq!(clocks.left(Side::O, 2, Side::X), Duration::from_secs(57));
        // Back a move: the clocks as they stood there, nothing used.
        clocks.tick(Duration::from_secs(4), 2, Side::X);
        clocks.leave(2, Side::X);
        assert_eq!(clocks.left(Side::O, 1, Side::O), Duration::from_secs(60));
        // Forward again: the time used there is not given back.
        clocks.leave(1, Side::O);
        assert_eq!(clocks.left(Side::X, 2, Side::X), Duration::from_secs(48));
        clocks.leave(2, Side::X);
        // Another move from there forgets the one taken back.
        clocks.tick(Duration::from_secs(1), 1, Side::O);
        clocks.played(1, Side::O);
        assert_eq!(clocks.left(Side::O, 2, Side::X), Duration::from_secs(61));
        assert_eq!(clocks.left.len(), 3);
    }

    #[test]
    fn the_flag_falls_when_the_time_is_used_up() {
        let mut clocks = Clocks::new(TimeControl::new(1, 0));
        assert!(!clocks.tick(Duration::from_millis(59_999), 0, Side::X));
        assert!(clocks.tick(Duration::from_millis(1), 0, Side::X));
        assert!(clocks.tick(Duration::from_secs(5), 0, Side::X), "and stays down");
        assert_eq!(clocks.left(Side::X, 0, Side::X), Duration::ZERO);
    }

    #[test]
    fn the_computer_plans_its_time_over_the_game_and_keeps_a_reserve() {
        let blitz = TimeControl::new(3, 2);
        let reserve = Duration::from_millis(300);
        let budget = blitz.move_budget(Duration::from_secs(180), reserve);
        assert_eq!(budget, Duration::from_millis(6_000 + 1_500), "a thirtieth of the time and most of the increment");
        // Short of time: never more than half of what is left beyond the reserve.
        let short = blitz.move_budget(Duration::from_secs(1), reserve);
        assert_eq!(short, Duration::from_millis(350));
        assert_eq!(TimeControl::new(1, 0).move_budget(Duration::from_millis(100), reserve), Duration::from_millis(50));
    }
}
