//! The stage: what is on a game's board as data that a view can draw without knowing the game, and what a
//! move changes there, in the order the rules give, so that a view can animate any game's moves.
//!
//! A family numbers its **places** from 0 (a cell, a dark square, a pit, a store, a heap's slot for one bone:
//! [`crate::rules::Family::places`]); a [`Scene`] says which [`Piece`]s stand on each; a move's [`Changes`]
//! are groups of [`Change`]s, each group played after the one before it (a disc put down, then the discs it
//! turns over, outward). Applying a move's changes to the scene of a position gives the scene of the position
//! after the move ([`Scene::apply`]): the tests check this for every family, on random games.

use super::Player;

/// A place on a game's board, numbered by its family.
pub type Place = u16;

/// A kind of piece, as its family names it (a stone, a bone, a disc, a seed, a man, a king): the family
/// defines its kinds as constants of its own, and the app's descriptor says how each looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(pub u8);

/// The pieces on one place: whose they are (`None`: nobody's, as a heap's bones or a pit's seeds), their kind
/// and how many (a pit's seeds; 1 for a stone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub owner: Option<Player>,
    pub kind: Kind,
    pub count: u16,
}

impl Piece {
    /// One piece of `owner`'s.
    pub fn of(owner: Player, kind: Kind) -> Self {
        Piece { owner: Some(owner), kind, count: 1 }
    }

    /// `count` pieces of nobody's.
    pub fn neutral(kind: Kind, count: u16) -> Self {
        Piece { owner: None, kind, count }
    }
}

/// One thing a move does on the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// A piece is put down on an empty place (a stone placed on a cell, a disc).
    Put { place: Place, piece: Piece },
    /// A piece is dropped in from above the board, falling to its place (a gravity board's stone).
    Drop { place: Place, piece: Piece },
    /// `count` of the pieces on a place are taken off the board (a captured man, taken bones).
    Lift { place: Place, count: u16 },
    /// The piece on a place is turned over to `to`'s side (a Reversi disc).
    Turn { place: Place, to: Player },
    /// The piece on the path's first place moves along it, place by place, to its last (which was empty),
    /// and becomes a piece of kind `becomes` there if given (a checkers man crowned).
    Slide { path: Vec<Place>, becomes: Option<Kind> },
    /// The pieces on `from` are lifted and sown one by one onto `into`, in order (a place may come twice when
    /// a sowing goes round): Kalah's seeds.
    Sow { from: Place, into: Vec<Place> },
    /// Every piece on `from` goes onto `to`, joining what is there: taken from the other side (a capture swept
    /// into a store) when `taken`, else the mover's own or nobody's (the last seed of a capture, the seeds each
    /// side keeps at the end).
    Gather { from: Place, to: Place, taken: bool },
}

impl Change {
    /// The place of the pieces already on the board that this change acts on (lifts, turns, slides, sows,
    /// gathers), if any: what a preview of the move lights up. A piece put or dropped was not there before.
    pub fn acts_on(&self) -> Option<Place> {
        match *self {
            Change::Put { .. } | Change::Drop { .. } => None,
            Change::Lift { place, .. } | Change::Turn { place, .. } => Some(place),
            Change::Slide { ref path, .. } => path.first().copied(),
            Change::Sow { from, .. } | Change::Gather { from, .. } => Some(from),
        }
    }
}

/// A move's changes, in groups: the changes of a group happen together, each group after the one before.
pub type Changes = Vec<Vec<Change>>;

/// Where a cue about a move is shown (the pointer's highlight, the analysis' value, the hint): on one place,
/// along a path (a move that is one, a checkers jump), or nowhere (a move that names no place of the board).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    Place(Place),
    Path(Vec<Place>),
    Nowhere,
}

impl Cue {
    /// The place a cue about a move goes: its place, or the end of its path (where the piece lands).
    pub fn place(&self) -> Option<Place> {
        match self {
            Cue::Place(place) => Some(*place),
            Cue::Path(path) => path.last().copied(),
            Cue::Nowhere => None,
        }
    }

    /// Where a press that makes the move starts: its place, or the start of its path (the piece moved).
    pub fn start(&self) -> Option<Place> {
        match self {
            Cue::Place(place) => Some(*place),
            Cue::Path(path) => path.first().copied(),
            Cue::Nowhere => None,
        }
    }
}

/// What is on the board: the pieces on each place.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Scene {
    places: Vec<Option<Piece>>,
}

impl Scene {
    /// A board of `places` empty places.
    pub fn empty(places: usize) -> Self {
        Scene { places: vec![None; places] }
    }

    /// How many places the board has.
    pub fn places(&self) -> usize {
        self.places.len()
    }

    /// The pieces on `place`, if any (none off the board).
    pub fn at(&self, place: Place) -> Option<Piece> {
        self.places.get(place as usize).copied().flatten()
    }

    /// Puts `piece` on `place` (or empties it), in place of what was there. Places off the board are ignored.
    pub fn set(&mut self, place: Place, piece: Option<Piece>) {
        if let Some(slot) = self.places.get_mut(place as usize) {
            *slot = piece.filter(|p| p.count > 0);
        }
    }

    /// The places that hold pieces, with them, in place order.
    pub fn occupied(&self) -> impl Iterator<Item = (Place, Piece)> + '_ {
        self.places.iter().enumerate().filter_map(|(place, piece)| piece.map(|p| (place as Place, p)))
    }

    /// Plays a move's changes on the scene, group after group. An error names the first change that does not
    /// fit what is on the board (a piece put on a full place, lifted from an empty one, sown from nothing):
    /// a family whose changes and scenes disagree; the scene is then left part changed.
    pub fn apply(&mut self, changes: &Changes) -> Result<(), String> {
        for change in changes.iter().flatten() {
            self.apply_one(change).map_err(|why| format!("{change:?}: {why}"))?;
        }
        Ok(())
    }

    fn apply_one(&mut self, change: &Change) -> Result<(), &'static str> {
        let on = |scene: &Scene, place: Place| {
            if (place as usize) < scene.places() { Ok(scene.at(place)) } else { Err("a place off the board") }
        };
        match *change {
            Change::Put { place, piece } | Change::Drop { place, piece } => {
                if on(self, place)?.is_some() {
                    return Err("the place is not empty");
                }
                self.set(place, Some(piece));
            }
            Change::Lift { place, count } => {
                let mut piece = on(self, place)?.ok_or("nothing to lift")?;
                piece.count = piece.count.checked_sub(count).ok_or("fewer pieces than lifted")?;
                self.set(place, Some(piece));
            }
            Change::Turn { place, to } => {
                let mut piece = on(self, place)?.ok_or("nothing to turn over")?;
                if piece.owner == Some(to) {
                    return Err("the piece is already that side's");
                }
                piece.owner = Some(to);
                self.set(place, Some(piece));
            }
            Change::Slide { ref path, becomes } => {
                let (&first, &last) = path.first().zip(path.last()).ok_or("an empty path")?;
                let mut piece = on(self, first)?.ok_or("nothing to slide")?;
                if first != last && on(self, last)?.is_some() {
                    return Err("the path ends on a full place");
                }
                piece.kind = becomes.unwrap_or(piece.kind);
                self.set(first, None);
                self.set(last, Some(piece));
            }
            Change::Sow { from, ref into } => {
                let piece = on(self, from)?.ok_or("nothing to sow")?;
                if into.len() != piece.count as usize {
                    return Err("not one place for each seed");
                }
                self.set(from, None);
                for &place in into {
                    let seed = Piece { count: 1, ..piece };
                    let sown = on(self, place)?.map_or(seed, |p| Piece { count: p.count + 1, ..p });
                    self.set(place, Some(sown));
                }
            }
            Change::Gather { from, to, .. } => {
                if from == to {
                    return Err("gathered onto itself");
                }
                let moved = on(self, from)?.ok_or("nothing to gather")?;
                let joined = on(self, to)?.map_or(moved, |p| Piece { count: p.count + moved.count, ..p });
                self.set(from, None);
                self.set(to, Some(joined));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STONE: Kind = Kind(0);
    const SEED: Kind = Kind(1);
    const KING: Kind = Kind(2);

    #[test]
    fn each_change_does_what_it_says() {
        let mut scene = Scene::empty(6);
        let black = Piece::of(Player::One, STONE);
        scene
            .apply(&vec![vec![Change::Put { place: 0, piece: black }, Change::Drop { place: 1, piece: black }]])
            .unwrap();
        scene.apply(&vec![vec![Change::Turn { place: 1, to: Player::Two }]]).unwrap();
        assert_eq!(scene.at(1).map(|p| p.owner), Some(Some(Player::Two)));
        scene.apply(&vec![vec![Change::Slide { path: vec![0, 2, 4], becomes: Some(KING) }]]).unwrap();
        assert_eq!((scene.at(0), scene.at(4).map(|p| p.kind)), (None, Some(KING)));
        scene.set(3, Some(Piece::neutral(SEED, 3)));
        scene.apply(&vec![vec![Change::Sow { from: 3, into: vec![5, 0, 5] }]]).unwrap();
        assert_eq!((scene.at(3), scene.at(5).map(|p| p.count), scene.at(0).map(|p| p.count)), (None, Some(2), Some(1)));
        scene
            .apply(&vec![
                vec![Change::Gather { from: 0, to: 5, taken: false }],
                vec![Change::Lift { place: 5, count: 2 }],
            ])
            .unwrap();
        assert_eq!(scene.at(5).map(|p| p.count), Some(1));
        let occupied: Vec<Place> = scene.occupied().map(|(place, _)| place).collect();
        assert_eq!(occupied, [1, 4, 5]);
    }

    #[test]
    fn a_change_that_does_not_fit_the_board_is_named() {
        let mut scene = Scene::empty(3);
        let stone = Piece::of(Player::One, STONE);
        scene.set(0, Some(stone));
        for (change, why) in [
            (Change::Put { place: 0, piece: stone }, "not empty"),
            (Change::Lift { place: 1, count: 1 }, "nothing to lift"),
            (Change::Lift { place: 0, count: 2 }, "fewer pieces"),
            (Change::Turn { place: 0, to: Player::One }, "already"),
            (Change::Put { place: 9, piece: stone }, "off the board"),
            (Change::Sow { from: 0, into: vec![1, 2] }, "one place for each seed"),
            (Change::Slide { path: vec![], becomes: None }, "empty path"),
            (Change::Gather { from: 0, to: 0, taken: false }, "onto itself"),
            (Change::Gather { from: 1, to: 0, taken: true }, "nothing to gather"),
        ] {
            let err = scene.clone().apply(&vec![vec![change]]).unwrap_err();
            assert!(err.contains(why), "{err}");
        }
    }
}
