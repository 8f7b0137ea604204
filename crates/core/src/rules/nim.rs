//! Nim: a few heaps of bones; each turn a player takes one bone or more from one heap; the player who cannot
//! move, because every heap is empty, loses. (Whoever takes the last bone wins: "normal play".) Charles
//! Bouton solved it in 1901: the player to move loses exactly when the heaps' sizes XOR to zero. The engine
//! does not know that; it searches, and this module's tests check it against Bouton's rule.
//!
//! Notation: a game is named by its heaps, `nim:3-4-5` (the classic start, also just `nim`). Heaps are
//! lettered from `a`; a move is a heap's letter and the bones taken from it, `c2`; a position is the moves
//! from the start, comma-separated (`c2,a3`). A game may also start from a set-up position, written as the
//! heaps with dashes, a blank and the player to move, `1` or `2` (`1-4-0 2`): as many heaps as the game's,
//! each holding at most the bones it starts with.

use super::family::{Family, Preset};
use super::{
    Change, Changes, Cue, Game, IllegalMove, Kind, NotationError, Outcome, Piece, Place, Player, RuleRefusal, Scene,
    short,
};

/// The most heaps a game may have.
pub const MAX_HEAPS: usize = 4;
/// The most bones a heap may start with (one digit, so a move is a letter and a digit). With
/// [`MAX_HEAPS`], at most 8^4 = 4,096 positions: the engine solves every game from its start.
pub const MAX_HEAP: u8 = 7;

/// The heaps of a game of Nim, each with 0 to [`MAX_HEAP`] bones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heaps {
    len: u8,
    sizes: [u8; MAX_HEAPS],
}

/// The classic start: heaps of 3, 4 and 5.
pub const CLASSIC: Heaps = Heaps::new(&[3, 4, 5]);

impl Heaps {
    /// Heaps of these sizes; sizes beyond [`MAX_HEAPS`] are dropped (check with [`Family::validate`]).
    pub const fn new(sizes: &[u8]) -> Self {
        let mut out = [0; MAX_HEAPS];
        let mut i = 0;
        while i < sizes.len() && i < MAX_HEAPS {
            out[i] = sizes[i];
            i += 1;
        }
        Self { len: i as u8, sizes: out }
    }

    /// The bones in each heap.
    pub fn sizes(&self) -> &[u8] {
        &self.sizes[..(self.len as usize).min(MAX_HEAPS)]
    }

    /// The bones in all heaps together.
    pub fn total(&self) -> u32 {
        self.sizes().iter().map(|&s| s as u32).sum()
    }

    /// The biggest heap.
    fn biggest(&self) -> u8 {
        self.sizes().iter().copied().max().unwrap_or(0)
    }
}

/// A move: `bones` taken from heap `heap` (0-based: heap `a` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapTake {
    pub heap: u8,
    pub bones: u8,
}

/// A heap's letter: `a` for the first.
pub fn heap_letter(heap: u8) -> char {
    char::from(b'a' + heap % 26)
}

/// A game of Nim under way: the heaps as they stand, and whose turn it is. The turns alternate; One moves
/// first from the game's start, either player from a set-up position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    heaps: Heaps,
    /// The heaps the game started with: its board's rows (see [`Family::places`]).
    start: Heaps,
    plies: u32,
    /// Who moved first from the position the game started from.
    first: Player,
}

impl Game for Nim {
    type Move = HeapTake;

    fn to_move(&self) -> Player {
        match Player::at_ply(self.plies) {
            Player::One => self.first,
            Player::Two => self.first.other(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        // Facing empty heaps, the player to move cannot move and has lost.
        (self.heaps.total() == 0).then(|| Outcome::Win(self.to_move().other()))
    }

    /// Heap by heap, the smallest take first.
    fn legal_moves(&self, moves: &mut Vec<HeapTake>) {
        moves.clear();
        for (heap, &size) in self.heaps.sizes().iter().enumerate() {
            moves.extend((1..=size).map(|bones| HeapTake { heap: heap as u8, bones }));
        }
    }

    fn check_move(&self, mv: HeapTake) -> Result<(), IllegalMove> {
        match self.heaps.sizes().get(mv.heap as usize) {
            _ if self.heaps.total() == 0 => Err(IllegalMove::GameOver),
            Some(&size) if (1..=size).contains(&mv.bones) => Ok(()),
            _ => Err(BAD_HEAP_TAKE),
        }
    }

    fn play(&mut self, mv: HeapTake) {
        self.heaps.sizes[mv.heap as usize] -= mv.bones;
        self.plies += 1;
    }

    fn undo(&mut self, mv: HeapTake) {
        self.heaps.sizes[mv.heap as usize] += mv.bones;
        self.plies -= 1;
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// Every bone taken one at a time.
    fn plies_left_bound(&self) -> u32 {
        self.heaps.total()
    }
}

impl Family for Nim {
    type Params = Heaps;

    const KIND: &'static str = "nim";
    const SYNTAX: &'static str = "nim:HEAP-HEAP-…";
    const MOVE_WORD: &'static str = "take";

    fn presets() -> &'static [Preset<Heaps>] {
        &[Preset { name: "nim", aliases: &[], params: CLASSIC, title: "Nim" }]
    }

    /// Sizes separated by dashes: `3-4-5`.
    fn read_params(text: &str) -> Option<Heaps> {
        let sizes: Option<Vec<u8>> = text.trim().split('-').map(|t| t.trim().parse().ok()).collect();
        let sizes = sizes?;
        // More heaps than a game may have are kept out of range, for validate to name.
        let too_many = Heaps { len: u8::MAX, sizes: [0; MAX_HEAPS] };
        Some(if sizes.len() <= MAX_HEAPS { Heaps::new(&sizes) } else { too_many })
    }

    fn write_params(heaps: Heaps) -> String {
        let sizes: Vec<String> = heaps.sizes().iter().map(u8::to_string).collect();
        sizes.join("-")
    }

    fn validate(heaps: Heaps) -> Result<(), String> {
        if !(1..=MAX_HEAPS).contains(&(heaps.len as usize)) {
            return Err(format!("Nim is played on 1 to {MAX_HEAPS} heaps"));
        }
        match heaps.sizes().iter().find(|&&s| !(1..=MAX_HEAP).contains(&s)) {
            Some(bad) => Err(format!("a Nim heap has 1 to {MAX_HEAP} bones, not {bad}")),
            None => Ok(()),
        }
    }

    fn title(heaps: Heaps) -> String {
        let sizes: Vec<String> = heaps.sizes().iter().map(u8::to_string).collect();
        format!("Nim ({})", sizes.join(", "))
    }

    fn start(heaps: Heaps) -> Self {
        Nim { heaps, start: heaps, plies: 0, first: Player::One }
    }

    fn commas(_heaps: Heaps) -> bool {
        true
    }

    /// Every heap, every take up to the biggest heap.
    fn move_count(heaps: Heaps) -> Option<usize> {
        Some(heaps.len as usize * heaps.biggest() as usize)
    }

    fn nth_move(heaps: Heaps, index: usize) -> Option<HeapTake> {
        let biggest = heaps.biggest().max(1) as usize;
        (index < Self::move_count(heaps).unwrap_or(0))
            .then(|| HeapTake { heap: (index / biggest) as u8, bones: (index % biggest) as u8 + 1 })
    }

    /// A heap's letter and a number of bones: `c2`.
    fn read_move(heaps: Heaps, index: usize, token: &str) -> Result<HeapTake, NotationError> {
        let bad = |reason: String| NotationError::BadToken { index, token: short(token), reason };
        let last = heap_letter(heaps.len.saturating_sub(1));
        let expected = || bad(format!("expected a heap from a to {last} and the bones taken, such as a2"));
        let mut chars = token.chars();
        let letter = chars.next().filter(char::is_ascii_lowercase).ok_or_else(expected)?;
        let rest = chars.as_str();
        let bones =
            rest.parse::<u8>().ok().filter(|_| rest.bytes().all(|b| b.is_ascii_digit())).ok_or_else(expected)?;
        let heap = letter as u8 - b'a';
        if heap >= heaps.len {
            return Err(bad(format!("there is no heap {letter} (a to {last})")));
        }
        Ok(HeapTake { heap, bones })
    }

    fn move_text(mv: HeapTake) -> String {
        format!("{}{}", heap_letter(mv.heap), mv.bones)
    }

    fn longest_game(heaps: Heaps) -> usize {
        heaps.total() as usize
    }

    /// A row of slots a heap, as long as the biggest heap the game starts with, heap after heap, from the
    /// bottom of each heap (the left of its row): slot `i` of heap `h` is place `h * row + i`.
    fn places(heaps: Heaps) -> usize {
        heaps.sizes().len() * row(heaps) as usize
    }

    fn scene(&self) -> Scene {
        let mut scene = Scene::empty(Self::places(self.start));
        for (heap, &size) in self.heaps.sizes().iter().enumerate() {
            (0..size).for_each(|slot| scene.set(self.slot_place(heap as u8, slot), Some(Piece::neutral(BONE, 1))));
        }
        scene
    }

    /// The bones taken off the top of their heap.
    fn changes(&self, mv: HeapTake) -> Changes {
        let size = self.heaps.sizes().get(mv.heap as usize).copied().unwrap_or(0);
        let taken = size.saturating_sub(mv.bones)..size;
        vec![taken.map(|slot| Change::Lift { place: self.slot_place(mv.heap, slot), count: 1 }).collect()]
    }

    /// On the lowest bone the take would lift.
    fn cue(&self, mv: HeapTake) -> Cue {
        match self.heaps.sizes().get(mv.heap as usize) {
            Some(&size) if (1..=size).contains(&mv.bones) => Cue::Place(self.slot_place(mv.heap, size - mv.bones)),
            _ => Cue::Nowhere,
        }
    }

    /// A bone of a heap: the take of it and every bone above it in its heap.
    fn aimed(&self, place: Place) -> Option<HeapTake> {
        let row = Place::from(row(self.start));
        let (heap, slot) = (place / row, place % row);
        let size = *self.heaps.sizes().get(heap as usize)?;
        (Place::from(size) > slot).then(|| HeapTake { heap: heap as u8, bones: size - slot as u8 })
    }

    /// `1-4-0 2`: the heaps, then the player to move. Moves begin with a heap's letter, a position with a
    /// digit.
    fn read_setup(heaps: Heaps, text: &str) -> Option<Result<Self, String>> {
        let text = text.trim();
        text.starts_with(|c: char| c.is_ascii_digit()).then(|| read_heaps_and_side(heaps, text))
    }

    fn write_setup(&self) -> Option<String> {
        let side = match self.to_move() {
            Player::One => 1,
            Player::Two => 2,
        };
        Some(format!("{} {side}", Self::write_params(self.heaps)))
    }
}

/// A heap's bones.
pub const BONE: Kind = Kind(0);

/// A take from a heap that does not exist, or of more bones than it holds.
pub const BAD_HEAP_TAKE: IllegalMove = IllegalMove::Rule(RuleRefusal {
    id: "refusal-bad-heap-take",
    text: "take one bone or more from one heap, and no more than it holds",
});

/// How many slots a heap's row has: as many as the biggest heap the game starts with.
fn row(start: Heaps) -> u8 {
    start.biggest().max(1)
}

impl Nim {
    /// How many bones each heap holds.
    pub fn heaps(&self) -> &[u8] {
        self.heaps.sizes()
    }

    /// The place of slot `slot` (from the bottom) of heap `heap`.
    fn slot_place(&self, heap: u8, slot: u8) -> Place {
        heap as Place * row(self.start) as Place + slot as Place
    }
}

/// Reads a set-up position of a game played on `start`'s heaps (see the module documentation).
fn read_heaps_and_side(start: Heaps, text: &str) -> Result<Nim, String> {
    let shape = || format!("expected the heaps and the player to move, such as {} 1", Nim::write_params(start));
    let (heaps, side) = text.rsplit_once(char::is_whitespace).ok_or_else(shape)?;
    let first = match side {
        "1" => Player::One,
        "2" => Player::Two,
        other => return Err(format!("the player to move is 1 or 2, not {:?}", short(other))),
    };
    let sizes: Option<Vec<u8>> = heaps.trim().split('-').map(|t| t.trim().parse().ok()).collect();
    let sizes = sizes.ok_or_else(shape)?;
    if sizes.len() != start.sizes().len() {
        return Err(format!("this game has {} heaps, not {}", start.sizes().len(), sizes.len()));
    }
    for (heap, (&bones, &most)) in sizes.iter().zip(start.sizes()).enumerate() {
        if bones > most {
            let letter = heap_letter(heap as u8);
            return Err(format!("heap {letter} starts with {most} bones in this game, so it cannot hold {bones}"));
        }
    }
    Ok(Nim { heaps: Heaps::new(&sizes), start, plies: 0, first })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves_of(game: &Nim) -> Vec<HeapTake> {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves
    }

    #[test]
    fn taking_the_last_bone_wins() {
        let mut game = Nim::start(Heaps::new(&[1, 2]));
        game.play(HeapTake { heap: 1, bones: 2 });
        assert_eq!(game.outcome(), None);
        game.play(HeapTake { heap: 0, bones: 1 });
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::Two)));
        assert!(moves_of(&game).is_empty());
        assert_eq!(game.check_move(HeapTake { heap: 0, bones: 1 }), Err(IllegalMove::GameOver));
        game.undo(HeapTake { heap: 0, bones: 1 });
        game.undo(HeapTake { heap: 1, bones: 2 });
        assert_eq!(game, Nim::start(Heaps::new(&[1, 2])));
    }

    #[test]
    fn a_take_is_from_one_heap_that_holds_the_bones() {
        let game = Nim::start(Heaps::new(&[1, 2]));
        let moves = moves_of(&game);
        assert_eq!(moves.len(), 3);
        assert!(moves.iter().all(|&mv| game.check_move(mv).is_ok()));
        for bad in [HeapTake { heap: 0, bones: 2 }, HeapTake { heap: 1, bones: 0 }, HeapTake { heap: 2, bones: 1 }] {
            assert_eq!(game.check_move(bad), Err(BAD_HEAP_TAKE), "{bad:?}");
        }
    }

    #[test]
    fn moves_are_a_letter_and_a_number() {
        let heaps = Heaps::new(&[3, 4, 5]);
        let game = Nim::parse_position(heaps, "c2, a3").unwrap();
        assert_eq!(game.heaps(), [0, 4, 3]);
        assert_eq!(Nim::move_text(HeapTake { heap: 2, bones: 2 }), "c2");
        for bad in ["d1", "c", "2c", "C2", "c-1", "c+1", "é2"] {
            assert!(Nim::parse_position(heaps, bad).is_err(), "{bad}");
        }
        let err = Nim::parse_position(heaps, "a3,a1").unwrap_err();
        assert!(matches!(err, NotationError::Illegal { index: 2, why: BAD_HEAP_TAKE, .. }), "{err}");
        let every: Vec<HeapTake> =
            (0..Nim::move_count(heaps).unwrap()).filter_map(|i| Nim::nth_move(heaps, i)).collect();
        assert_eq!(every.len(), 15);
        assert_eq!(every[0], HeapTake { heap: 0, bones: 1 });
        assert_eq!(every[14], HeapTake { heap: 2, bones: 5 });
    }

    #[test]
    fn a_set_up_position_is_the_heaps_and_the_player_to_move() {
        let heaps = Heaps::new(&[3, 4, 5]);
        let game = Nim::read_setup(heaps, " 1-4-0 2 ").unwrap().unwrap();
        assert_eq!((game.heaps(), game.to_move(), game.plies()), (&[1, 4, 0][..], Player::Two, 0));
        assert_eq!(game.write_setup().as_deref(), Some("1-4-0 2"));
        assert_eq!(Nim::start(heaps).write_setup().as_deref(), Some("3-4-5 1"));
        // The turns still alternate from there, and the one who cannot move has lost.
        let mut game = game;
        game.play(HeapTake { heap: 1, bones: 4 });
        assert_eq!(game.to_move(), Player::One);
        game.play(HeapTake { heap: 0, bones: 1 });
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::One)));
        assert_eq!(Nim::read_setup(heaps, "c2,a3"), None, "moves are not a position");
        for (bad, why) in [
            ("1-4-0", "the heaps and the player to move"),
            ("1-4-0 3", "1 or 2"),
            ("1-4 1", "3 heaps, not 2"),
            ("1-5-0 1", "heap b starts with 4"),
            ("1-x-0 1", "the heaps and the player to move"),
        ] {
            let err = Nim::read_setup(heaps, bad).unwrap().unwrap_err();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn heaps_are_named_with_dashes_and_checked() {
        assert_eq!(Nim::read_params("1-3-5-7"), Some(Heaps::new(&[1, 3, 5, 7])));
        assert_eq!(Nim::write_params(Heaps::new(&[1, 3, 5, 7])), "1-3-5-7");
        assert_eq!(Nim::read_params("1-x"), None);
        assert!(Nim::validate(Nim::read_params("1-1-1-1-1").unwrap()).is_err());
        assert!(Nim::validate(Heaps::new(&[3, 8])).is_err());
        assert!(Nim::validate(Heaps::new(&[3, 0])).is_err());
        assert!(Nim::validate(Heaps::new(&[])).is_err());
        assert_eq!(Nim::validate(Heaps::new(&[7, 7, 7, 7])), Ok(()));
    }
}
