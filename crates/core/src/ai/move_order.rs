//! Move ordering: alpha-beta prunes most when the best move comes first. The order is: the transposition
//! table's move, then the two killer moves of this ply (moves that refuted a sibling position), then the rest
//! by the evaluator's quick guess with the history heuristic (moves that caused cut-offs anywhere, weighted by
//! the depth they did it at) breaking its ties.

/// Killer moves per ply and history scores per move.
pub struct MoveOrder<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<u32>,
}

/// Ordering keys: the table's move and the killers go before every guessed move.
const TABLE_MOVE: i64 = i64::MAX;
const KILLER: [i64; 2] = [i64::MAX - 1, i64::MAX - 2];
/// History counts are capped so that they only break ties between equal guesses.
const HISTORY_CAP: u32 = (1 << 20) - 1;

impl<M: Copy + PartialEq> MoveOrder<M> {
    /// Tables for moves named `0..slots`.
    pub fn new(slots: usize) -> Self {
        Self { killers: Vec::new(), history: vec![0; slots] }
    }

    /// The ordering key of a move: higher is searched first.
    pub fn key(&self, ply: usize, mv: M, index: usize, table_move: Option<M>, priority: i32) -> i64 {
        if table_move == Some(mv) {
            return TABLE_MOVE;
        }
        if let Some(killers) = self.killers.get(ply) {
            for (slot, killer) in killers.iter().enumerate() {
                if *killer == Some(mv) {
                    return KILLER[slot];
                }
            }
        }
        ((priority as i64) << 20) + self.history[index].min(HISTORY_CAP) as i64
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
        self.history[index] = self.history[index].saturating_add(depth * depth);
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
}
