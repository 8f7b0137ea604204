//! What playing an engine against itself at a node budget needs, whatever the game: jobs shared between
//! threads ([`parallel`]), a game decided once both sides' searches agree ([`Agreement`]), and a match's tally
//! ([`Score`]). Chess's and checkers' self-play (their fits, `fit GAME`, and the matches that measure them) use
//! them.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::rules::Player;

/// How a self-play game is decided before its end: when the searches of both sides have agreed for `plies`
/// plies in a row that one side is ahead by `decided` or more (it then wins).
pub struct Agreement {
    decided: i32,
    plies: u32,
    leader: Option<(Player, u32)>,
}

impl Agreement {
    pub fn new(decided: i32, plies: u32) -> Self {
        Agreement { decided, plies, leader: None }
    }

    /// Hears the value `score` a search found for `mover`, the side to move: the winner, once the searches
    /// have agreed long enough.
    pub fn hear(&mut self, mover: Player, score: i32) -> Option<Player> {
        let ahead = (score.abs() >= self.decided).then(|| if score > 0 { mover } else { mover.other() });
        self.leader = match (self.leader, ahead) {
            (Some((side, plies)), Some(now)) if side == now => Some((side, plies + 1)),
            (_, Some(now)) => Some((now, 1)),
            (_, None) => None,
        };
        self.leader.filter(|&(_, plies)| plies >= self.plies).map(|(side, _)| side)
    }
}

/// A game's result for the first player (1, ½ or 0), from its winner.
pub fn first_player_score(winner: Option<Player>) -> f64 {
    match winner {
        Some(Player::One) => 1.0,
        Some(Player::Two) => 0.0,
        None => 0.5,
    }
}

/// A match's games for the first player named: won, drawn, lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Score {
    /// The games' results for the first player named (1, ½ or 0), tallied.
    pub fn of(results: impl IntoIterator<Item = f64>) -> Score {
        let mut score = Score::default();
        for result in results {
            match result {
                r if r > 0.75 => score.won += 1,
                r if r < 0.25 => score.lost += 1,
                _ => score.drawn += 1,
            }
        }
        score
    }

    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }

    /// The share of the points, 0 to 1.
    pub fn score(&self) -> f64 {
        (f64::from(self.won) + f64::from(self.drawn) / 2.0) / f64::from(self.games().max(1))
    }

    /// The Elo difference the score means, and the half-width of its 95 % interval (from the games' spread
    /// about the score), both in Elo; None where the score is 0 or 1.
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.games());
        let p = self.score();
        if n < 2.0 || p <= 0.0 || p >= 1.0 {
            return None;
        }
        let (w, d, l) = (f64::from(self.won) / n, f64::from(self.drawn) / n, f64::from(self.lost) / n);
        let variance = w * (1.0 - p).powi(2) + d * (0.5 - p).powi(2) + l * p.powi(2);
        let margin = 1.96 * (variance / n).sqrt();
        let elo = |p: f64| -400.0 * (1.0 / p.clamp(1e-6, 1.0 - 1e-6) - 1.0).log10();
        Some((elo(p), (elo(p + margin) - elo(p - margin)) / 2.0))
    }

    /// The half-width of the score's 95 % interval, from the games' spread about it.
    pub fn margin(&self) -> f64 {
        let n = f64::from(self.games().max(1));
        let p = self.score();
        let (w, d, l) = (f64::from(self.won) / n, f64::from(self.drawn) / n, f64::from(self.lost) / n);
        1.96 * ((w * (1.0 - p).powi(2) + d * (0.5 - p).powi(2) + l * p.powi(2)) / n).sqrt()
    }
}

/// `job(0)` to `job(count - 1)` on `threads` threads, in order of their index.
pub fn parallel<T: Send>(count: usize, threads: usize, job: &(dyn Fn(usize) -> T + Sync)) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= count {
                            return mine;
                        }
                        mine.push((index, job(index)));
                    }
                })
            })
            .collect();
        // A job that panicked takes the whole call down with it, rather than leave its place empty.
        workers.into_iter().flat_map(|worker| worker.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    done.sort_by_key(|(index, _)| *index);
    done.into_iter().map(|(_, result)| result).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_reads_as_a_share_and_an_elo_difference() {
        let even = Score { won: 10, drawn: 20, lost: 10 };
        assert_eq!(even.score(), 0.5);
        let (elo, margin) = even.elo().unwrap();
        assert!(elo.abs() < 1e-9 && margin > 0.0 && even.margin() > 0.0);
        let ahead = Score { won: 30, drawn: 10, lost: 10 };
        assert!(ahead.elo().unwrap().0 > 100.0);
        assert_eq!(Score { won: 3, drawn: 0, lost: 0 }.elo(), None);
        assert_eq!(Score::of([1.0, 0.5, 0.5, 0.0]), Score { won: 1, drawn: 2, lost: 1 });
    }

    #[test]
    fn a_game_is_decided_once_the_searches_agree_long_enough() {
        let mut agreement = Agreement::new(300, 3);
        // Black sees itself ahead, White sees itself behind: two plies, then a third.
        assert_eq!(agreement.hear(Player::One, 400), None);
        assert_eq!(agreement.hear(Player::Two, -350), None);
        // A search that sees less breaks the run.
        assert_eq!(agreement.hear(Player::One, 100), None);
        assert_eq!(agreement.hear(Player::Two, -300), None);
        assert_eq!(agreement.hear(Player::One, 300), None);
        assert_eq!(agreement.hear(Player::Two, -900), Some(Player::One));
        assert_eq!(first_player_score(Some(Player::Two)), 0.0);
    }

    #[test]
    fn parallel_work_comes_back_in_order() {
        assert_eq!(parallel(10, 3, &|i| i * i), (0..10).map(|i| i * i).collect::<Vec<_>>());
    }
}
