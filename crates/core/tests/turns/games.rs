//! Two small games written for these tests (not on the menu), whose turns do not simply alternate:
//! - [`Sowing`], a two-pit Kalah counted by margin: a sowing that ends in one's own store moves again, a side
//!   whose pits are empty passes while the other still has seeds, and a move limit ends the game in a draw by
//!   the no-progress rule;
//! - [`GreedyNim`], Nim won by whoever takes the last bone, where emptying a heap (not the last) moves again.
//!
//! Both keep a stack of their earlier states for undo: these are oracles' games, written for clarity.

use minimax_arcade_core::ai::eval::{Evaluator, Searchable};
use minimax_arcade_core::ai::score::MARGIN_SCALE;
use minimax_arcade_core::ai::zobrist::{Zobrist, splitmix64};
use minimax_arcade_core::rules::{DrawReason, Game, IllegalMove, Outcome, Player, Scoring};

/// Pits a side in [`Sowing`].
pub const PITS: usize = 2;

/// A move of [`Sowing`]: a pit of the mover's, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sow {
    Pit(u8),
    Pass,
}

/// The state of a [`Sowing`] game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct SowingState {
    /// Each player's pits, from the player's left; sowing runs rightwards into the player's store, then along
    /// the other's pits from their left.
    pits: [[u8; PITS]; 2],
    stores: [u8; 2],
    to_move: Player,
    plies: u32,
}

/// A two-pit Kalah counted by margin (see the module documentation). The game ends when every pit is empty,
/// counted by the stores; or, at `limit` moves, drawn by the no-progress rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sowing {
    state: SowingState,
    limit: u32,
    history: Vec<SowingState>,
}

impl Sowing {
    /// A game with `seeds` in each pit, ended by the no-progress rule at `limit` moves.
    pub fn new(seeds: [[u8; PITS]; 2], limit: u32) -> Self {
        let state = SowingState { pits: seeds, stores: [0, 0], to_move: Player::One, plies: 0 };
        Self { state, limit, history: Vec::new() }
    }

    fn side_empty(&self, player: Player) -> bool {
        self.state.pits[player.index()].iter().all(|&s| s == 0)
    }
}

impl Game for Sowing {
    type Move = Sow;

    fn to_move(&self) -> Player {
        self.state.to_move
    }

    fn scoring(&self) -> Scoring {
        Scoring::Margin
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.side_empty(Player::One) && self.side_empty(Player::Two) {
            Some(Outcome::Margin(self.state.stores[0] as i32 - self.state.stores[1] as i32))
        } else if self.state.plies >= self.limit {
            Some(Outcome::DrawBy(DrawReason::NoProgress))
        } else {
            None
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Sow>) {
        moves.clear();
        if self.outcome().is_some() {
            return;
        }
        let mine = self.state.pits[self.state.to_move.index()];
        moves.extend((0..PITS as u8).filter(|&p| mine[p as usize] > 0).map(Sow::Pit));
        if moves.is_empty() {
            moves.push(Sow::Pass);
        }
    }

    fn check_move(&self, mv: Sow) -> Result<(), IllegalMove> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if self.outcome().is_some() {
            Err(IllegalMove::GameOver)
        } else if moves.contains(&mv) {
            Ok(())
        } else {
            Err(IllegalMove::OffBoard)
        }
    }

    fn play(&mut self, mv: Sow) {
        self.history.push(self.state.clone());
        let s = &mut self.state;
        let me = s.to_move.index();
        s.plies += 1;
        let Sow::Pit(pit) = mv else {
            s.to_move = s.to_move.other();
            return;
        };
        // The ring, from the mover's side: its pits, its store (PITS), the other's pits (PITS + 1 ..).
        let ring = 2 * PITS + 1;
        let mut seeds = std::mem::take(&mut s.pits[me][pit as usize]);
        let mut at = pit as usize;
        while seeds > 0 {
            at = (at + 1) % ring;
            match at {
                a if a < PITS => s.pits[me][a] += 1,
                a if a == PITS => s.stores[me] += 1,
                a => s.pits[1 - me][a - PITS - 1] += 1,
            }
            seeds -= 1;
        }
        // A last seed in an empty pit of one's own takes the pit opposite with it, if that holds seeds.
        if at < PITS && s.pits[me][at] == 1 {
            let opposite = PITS - 1 - at;
            let taken = std::mem::take(&mut s.pits[1 - me][opposite]);
            if taken > 0 {
                s.pits[me][at] = 0;
                s.stores[me] += taken + 1;
            }
        }
        if at != PITS {
            s.to_move = s.to_move.other();
        }
    }

    fn undo(&mut self, _mv: Sow) {
        self.state = self.history.pop().expect("a move to take back");
    }

    fn plies(&self) -> u32 {
        self.state.plies
    }

    fn plies_left_bound(&self) -> u32 {
        self.limit.saturating_sub(self.state.plies)
    }
}

/// What playing `mv` XORs into the hash, found by playing it on a copy: slow, and plainly right.
fn delta_by_replay<G: Zobrist>(pos: &G, mv: G::Move) -> u64 {
    let mut next = pos.clone();
    next.play(mv);
    pos.zobrist() ^ next.zobrist()
}

/// A hash of a whole state, from scratch: every field, the side to move and the ply among them.
fn hash_of(fields: &[u64]) -> u64 {
    fields.iter().fold(0x5eed, |h, &f| splitmix64(h ^ f))
}

impl Zobrist for Sowing {
    fn zobrist(&self) -> u64 {
        let s = &self.state;
        let mut fields: Vec<u64> = s.pits.iter().flatten().map(|&p| p as u64).collect();
        fields.extend([s.stores[0] as u64, s.stores[1] as u64, s.to_move.index() as u64, s.plies as u64]);
        hash_of(&fields)
    }

    fn zobrist_delta(&self, mv: Sow) -> u64 {
        delta_by_replay(self, mv)
    }
}

/// The stores' difference for the player to move, in margin units: what [`Sowing`] guesses at a depth limit.
#[derive(Clone, Debug, Default)]
pub struct SowingEval;

impl Evaluator<Sowing> for SowingEval {
    fn reset(&mut self, _pos: &Sowing) {}

    fn evaluate(&self, pos: &Sowing) -> i32 {
        let me = pos.to_move().index();
        (pos.state.stores[me] as i32 - pos.state.stores[1 - me] as i32) * MARGIN_SCALE
    }

    fn move_priority(&self, _pos: &Sowing, mv: Sow) -> i32 {
        match mv {
            Sow::Pit(p) => p as i32,
            Sow::Pass => 0,
        }
    }

    fn margin_unit(&self) -> i32 {
        MARGIN_SCALE
    }

    fn move_index(&self, mv: Sow) -> usize {
        match mv {
            Sow::Pit(p) => p as usize,
            Sow::Pass => PITS,
        }
    }

    fn move_slots(&self) -> usize {
        PITS + 1
    }
}

impl Searchable for Sowing {
    type Eval = SowingEval;

    fn evaluator(&self) -> SowingEval {
        SowingEval
    }
}

/// A move of [`GreedyNim`]: bones taken from a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take {
    pub heap: u8,
    pub bones: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct NimState {
    heaps: Vec<u8>,
    to_move: Player,
    plies: u32,
    /// Who took the last bone, once the game is over.
    last: Option<Player>,
}

/// Nim won by whoever takes the last bone, where emptying a heap while others still hold bones gives the same
/// player another move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GreedyNim {
    state: NimState,
    history: Vec<NimState>,
}

impl GreedyNim {
    pub fn new(heaps: &[u8]) -> Self {
        let state = NimState { heaps: heaps.to_vec(), to_move: Player::One, plies: 0, last: None };
        Self { state, history: Vec::new() }
    }
}

impl Game for GreedyNim {
    type Move = Take;

    fn to_move(&self) -> Player {
        self.state.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        self.state.last.map(Outcome::Win)
    }

    fn legal_moves(&self, moves: &mut Vec<Take>) {
        moves.clear();
        for (heap, &bones) in self.state.heaps.iter().enumerate() {
            moves.extend((1..=bones).map(|b| Take { heap: heap as u8, bones: b }));
        }
    }

    fn check_move(&self, mv: Take) -> Result<(), IllegalMove> {
        match self.state.heaps.get(mv.heap as usize) {
            _ if self.state.last.is_some() => Err(IllegalMove::GameOver),
            Some(&bones) if mv.bones >= 1 && mv.bones <= bones => Ok(()),
            _ => Err(IllegalMove::OffBoard),
        }
    }

    fn play(&mut self, mv: Take) {
        self.history.push(self.state.clone());
        let s = &mut self.state;
        s.plies += 1;
        s.heaps[mv.heap as usize] -= mv.bones;
        if s.heaps.iter().all(|&b| b == 0) {
            s.last = Some(s.to_move);
        } else if s.heaps[mv.heap as usize] > 0 {
            s.to_move = s.to_move.other();
        }
    }

    fn undo(&mut self, _mv: Take) {
        self.state = self.history.pop().expect("a move to take back");
    }

    fn plies(&self) -> u32 {
        self.state.plies
    }

    fn plies_left_bound(&self) -> u32 {
        self.state.heaps.iter().map(|&b| b as u32).sum()
    }
}

impl Zobrist for GreedyNim {
    fn zobrist(&self) -> u64 {
        let s = &self.state;
        let mut fields: Vec<u64> = s.heaps.iter().map(|&b| b as u64).collect();
        fields.extend([s.to_move.index() as u64, s.last.map_or(2, |p| p.index() as u64)]);
        hash_of(&fields)
    }

    fn zobrist_delta(&self, mv: Take) -> u64 {
        delta_by_replay(self, mv)
    }
}

/// Bones left, as a small guess (even counts look better for the player to move); the searches of the tests
/// mostly reach the end.
#[derive(Clone, Debug, Default)]
pub struct GreedyNimEval;

impl Evaluator<GreedyNim> for GreedyNimEval {
    fn reset(&mut self, _pos: &GreedyNim) {}

    fn evaluate(&self, pos: &GreedyNim) -> i32 {
        let bones: i32 = pos.state.heaps.iter().map(|&b| b as i32).sum();
        if bones % 2 == 0 { bones } else { -bones }
    }

    fn move_index(&self, mv: Take) -> usize {
        mv.heap as usize * 16 + mv.bones as usize
    }

    fn move_slots(&self) -> usize {
        16 * 16
    }
}

impl Searchable for GreedyNim {
    type Eval = GreedyNimEval;

    fn evaluator(&self) -> GreedyNimEval {
        GreedyNimEval
    }
}
