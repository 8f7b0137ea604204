//! Move ordering: alpha-beta prunes most when the best move comes first. The order is: the transposition
//! table's move, then the two killer moves of this ply (moves that refuted a sibling position), then the rest
//! by the evaluator's quick guess with the history heuristic (moves that caused cut-offs anywhere, weighted by
//! the depth they did it at) breaking its ties. A family may have its surest guesses (chess's winning
//! captures) go before the killers, and the quiet moves tried in vain before a cut-off lose history
//! ([`MoveOrder::with_killers_after`]).

/// Killer moves per ply and history scores per move.
pub struct MoveOrder<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
    /// The least guess of a move tried before the killers, if any is.
    killers_after: Option<i32>,
}

/// Ordering keys: the table's move and the killers go before every guessed move.
const TABLE_MOVE: i64 = i64::MAX;
const KILLER: [i64; 2] = [i64::MAX - 1, i64::MAX - 2];
/// History counts are capped (both ways) so that they only break ties between equal guesses, and leave a
/// place between two guesses for the killers.
const HISTORY_CAP: i32 = (1 << 20) - 3;
/// How far apart two guesses' keys are.
const GUESS_SHIFT: u32 = 21;

impl<M: Copy + PartialEq> MoveOrder<M> {
    /// Tables for moves named `0..slots`.
    pub fn new(slots: usize) -> Self {
        Self { killers: Vec::new(), history: vec![0; slots], killers_after: None }
    }

    /// The killers go after every move whose guess is above `guess`, and before the others; a quiet move tried
    /// before the one that cut a node off loses history ([`MoveOrder::record_failure`]).
    pub fn with_killers_after(mut self, guess: Option<i32>) -> Self {
        self.killers_after = guess;
        self
    }

    /// The ordering key of a move: higher is searched first.
    pub fn key(&self, ply: usize, mv: M, index: usize, table_move: Option<M>, priority: i32) -> i64 {
        if table_move == Some(mv) {
            return TABLE_MOVE;
        }
        if let Some(killers) = self.killers.get(ply) {
            for (slot, killer) in killers.iter().enumerate() {
                if *killer == Some(mv) {
                    match self.killers_after {
                        // Above every move of that guess, whatever its history, and below the next guess.
                        Some(guess) if priority <= guess => {
                            return (i64::from(guess) << GUESS_SHIFT) + (1 << 20) - slot as i64;
                        }
                        Some(_) => break,
                        None => return KILLER[slot],
                    }
                }
            }
        }
        (i64::from(priority) << GUESS_SHIFT) + i64::from(self.history[index])
    }

    /// `mv` caused a beta cut-off at `ply` with `depth` plies left to search.
    pub fn record_cutoff(&mut self, ply: usize, mv: M, index: usize, depth: u32) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth).min(HISTORY_CAP as u32) as i32;
        self.history[index] = self.history[index].saturating_add(bonus).min(HISTORY_CAP);
    }

    /// The quiet move named `index` was tried before another cut off a node `depth` plies from the horizon:
    /// for an order with killers after some guesses, it loses what a cut-off there would have won it.
    pub fn record_failure(&mut self, index: usize, depth: u32) {
        if self.killers_after.is_some() {
            let malus = (depth * depth).min(HISTORY_CAP as u32) as i32;
            self.history[index] = (self.history[index] - malus).max(-HISTORY_CAP);
        }
    }

    /// Whether a move of this guess is one the order learns from: any, unless the surest guesses go before
    /// the killers, and then only those that go after them (chess's quiet moves).
    pub fn learns_from(&self, priority: i32) -> bool {
        self.killers_after.is_none_or(|guess| priority <= guess)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_move_then_killers_then_guesses() {
        let mut order = MoveOrder::<u8>::new(8);
        order.record_cutoff(3, 5, 5, 2);
        order.record_cutoff(3, 6, 6, 2);
        let key = |mv: u8, prio| order.key(3, mv, mv as usize, Some(1), prio);
        assert!(key(1, 0) > key(6, 0));
        assert!(key(6, 0) > key(5, 0), "the newest killer first");
        assert!(key(5, 0) > key(2, 1_000_000));
        assert!(key(2, 10) > key(3, 9));
        // History breaks a tie between equal guesses, at another ply where 5 and 6 are not killers.
        assert!(order.key(0, 5, 5, None, 0) > order.key(0, 4, 4, None, 0));
    }

    #[test]
    fn the_surest_guesses_go_before_the_killers_and_quiet_moves_tried_in_vain_lose_history() {
        let mut order = MoveOrder::<u8>::new(8).with_killers_after(Some(0));
        order.record_cutoff(2, 5, 5, 3);
        let key = |order: &MoveOrder<u8>, mv: u8, prio| order.key(2, mv, mv as usize, None, prio);
        // A capture (a guess above 0) first, then the killer, then the quiet moves however much history.
        assert!(key(&order, 1, 1) > key(&order, 5, 0));
        order.record_cutoff(0, 3, 3, 30);
        assert!(key(&order, 5, 0) > key(&order, 3, 0));
        // A killer that is a capture now keeps its capture's place.
        assert!(key(&order, 5, 120) > key(&order, 1, 119));
        // A quiet move tried before a cut-off falls below one never tried.
        order.record_failure(4, 3);
        assert!(key(&order, 4, 0) < key(&order, 6, 0));
        assert!(key(&order, 4, 0) > key(&order, 7, -1), "history never crosses a guess");
        assert!(order.learns_from(0) && !order.learns_from(1));
        // Without the setting, no history is lost and the killers come first.
        let mut plain = MoveOrder::<u8>::new(8);
        plain.record_failure(4, 3);
        assert_eq!(key(&plain, 4, 0), key(&plain, 6, 0));
        assert!(plain.learns_from(500));
    }
}
