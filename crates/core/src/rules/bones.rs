//! The Game of Bones: a heap of bones; each turn a player takes 1, 2 or 3 of them; the player who cannot move,
//! because the heap is empty, loses. (Whoever takes the last bone wins.)
//!
//! Notation: a position is the size of the heap, a number from 1 to 99. Moves are the number of bones taken.

use super::family::{Family, Preset};
use super::{
    Change, Changes, Cue, Game, IllegalMove, Kind, NotationError, Outcome, Piece, Place, Player, RuleRefusal, Scene,
};

/// The most bones a player may take in one turn.
pub const MAX_TAKE: u8 = 3;
/// The largest heap the game offers.
pub const MAX_HEAP: u8 = 99;
/// The heap the app starts with unless the player picks another.
pub const DEFAULT_HEAP: u8 = 20;

/// The heap's bones.
pub const BONE: Kind = Kind(0);

/// A take of a number of bones that may not be taken.
pub const BAD_TAKE: IllegalMove = IllegalMove::Rule(RuleRefusal {
    id: "refusal-bad-take",
    text: "you may take 1, 2 or 3 bones, and no more than the heap holds",
});

/// A heap of bones and whose turn it is. One moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bones {
    heap: u8,
    plies: u32,
}

impl Bones {
    /// A fresh game on a heap of `heap` bones.
    pub fn new(heap: u8) -> Self {
        Self { heap, plies: 0 }
    }

    /// Reads a heap size (see the module notation).
    pub fn parse(text: &str) -> Result<Self, NotationError> {
        let token = text.trim();
        let n = super::parse_number(1, token, MAX_HEAP as usize, "heap size")?;
        Ok(Self::new(n as u8))
    }

    /// The bones left.
    pub fn heap(&self) -> u8 {
        self.heap
    }
}

impl Game for Bones {
    /// How many bones to take: 1, 2 or 3.
    type Move = u8;

    fn to_move(&self) -> Player {
        Player::at_ply(self.plies)
    }

    fn outcome(&self) -> Option<Outcome> {
        // Facing an empty heap, the player to move cannot move and has lost.
        (self.heap == 0).then(|| Outcome::Win(self.to_move().other()))
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        moves.extend(1..=MAX_TAKE.min(self.heap));
    }

    fn check_move(&self, take: u8) -> Result<(), IllegalMove> {
        if self.heap == 0 {
            Err(IllegalMove::GameOver)
        } else if take == 0 || take > MAX_TAKE || take > self.heap {
            Err(BAD_TAKE)
        } else {
            Ok(())
        }
    }

    fn play(&mut self, take: u8) {
        self.heap -= take;
        self.plies += 1;
    }

    fn undo(&mut self, take: u8) {
        self.heap += take;
        self.plies -= 1;
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    fn plies_left_bound(&self) -> u32 {
        self.heap as u32
    }
}

impl Family for Bones {
    /// The heap at the start.
    type Params = u8;

    const KIND: &'static str = "bones";
    const SYNTAX: &'static str = "bones:HEAP";
    const MOVE_WORD: &'static str = "take";

    fn presets() -> &'static [Preset<u8>] {
        &[Preset { name: "bones", aliases: &[], params: DEFAULT_HEAP, title: "Game of Bones" }]
    }

    fn read_params(text: &str) -> Option<u8> {
        text.trim().parse().ok()
    }

    fn write_params(heap: u8) -> String {
        heap.to_string()
    }

    fn validate(heap: u8) -> Result<(), String> {
        if (1..=MAX_HEAP).contains(&heap) {
            Ok(())
        } else {
            Err(format!("a heap has 1 to {MAX_HEAP} bones, not {heap}"))
        }
    }

    fn title(heap: u8) -> String {
        format!("Game of Bones ({heap})")
    }

    fn start(heap: u8) -> Self {
        Bones::new(heap)
    }

    fn commas(_heap: u8) -> bool {
        true
    }

    fn move_count(_heap: u8) -> Option<usize> {
        Some(MAX_TAKE as usize)
    }

    fn nth_move(_heap: u8, index: usize) -> Option<u8> {
        (index < MAX_TAKE as usize).then(|| index as u8 + 1)
    }

    fn move_text(take: u8) -> String {
        take.to_string()
    }

    /// A position is its heap size (whatever heap the game started with).
    fn parse_position(_heap: u8, text: &str) -> Result<Self, NotationError> {
        Bones::parse(text)
    }

    fn longest_game(_heap: u8) -> usize {
        1
    }

    /// A slot for each bone a heap can hold, from the bottom of the heap: a game's heap fills the first ones.
    fn places(_heap: u8) -> usize {
        MAX_HEAP as usize
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(MAX_HEAP as usize);
        (0..self.heap as Place).for_each(|slot| scene.set(slot, Some(Piece::neutral(BONE, 1))));
        scene
    }

    /// The bones taken off the top of the heap.
    fn changes(&self, take: u8) -> Changes {
        let taken = self.heap.saturating_sub(take)..self.heap;
        vec![taken.map(|slot| Change::Lift { place: slot as Place, count: 1 }).collect()]
    }

    /// On the lowest bone the take would lift: taking from there to the top.
    fn cue(&self, take: u8) -> Cue {
        if (1..=self.heap).contains(&take) { Cue::Place((self.heap - take) as Place) } else { Cue::Nowhere }
    }

    /// A bone of the heap: the take of it and every bone above it.
    fn aimed(&self, place: Place) -> Option<u8> {
        (place < Place::from(self.heap)).then(|| self.heap - place as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_the_last_bone_wins() {
        let mut game = Bones::new(3);
        game.play(3);
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        let mut moves = vec![9];
        game.legal_moves(&mut moves);
        assert!(moves.is_empty());
        game.undo(3);
        assert_eq!(game, Bones::new(3));
    }

    #[test]
    fn takes_are_limited_by_the_rule_and_the_heap() {
        let game = Bones::new(2);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert_eq!(moves, vec![1, 2]);
        assert_eq!(game.check_move(3), Err(BAD_TAKE));
        assert_eq!(game.check_move(0), Err(BAD_TAKE));
        assert_eq!(Bones::new(0).check_move(1), Err(IllegalMove::GameOver));
    }

    #[test]
    fn heap_sizes_parse_within_range() {
        assert_eq!(Bones::parse(" 20 ").unwrap().heap(), 20);
        assert!(Bones::parse("0").is_err());
        assert!(Bones::parse("100").is_err());
        assert!(Bones::parse("ten").is_err());
    }
}
