//! What every game played by placing stones on a rectangular grid shares, written once: whose turn it is,
//! placing and lifting stones, judging k in a row, and reading a move string. A [`Placement`] rule says only
//! where a move puts its stone: on the cell it names (the m,n,k games), or at the bottom of the column it names
//! (the gravity games).

use std::fmt;
use std::hash::Hash;

use super::{
    Change, Changes, Cue, Game, Grid, GridSize, IllegalMove, Kind, NotationError, Outcome, Piece, Place, Player,
    RuleRefusal, Scene, parse_number, play_tokens, tokens,
};

/// The grid games' one kind of piece.
pub const STONE: Kind = Kind(0);

/// A stone played on a cell that already holds one.
pub const OCCUPIED: IllegalMove =
    IllegalMove::Rule(RuleRefusal { id: "refusal-occupied", text: "that cell is already taken" });

/// Where a move puts its stone. The rule may keep state of its own (a gravity board's column heights), which
/// [`GridGame`] keeps in step with the stones.
pub trait Placement: Clone + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static {
    /// A move: the 0-based cell or column it names.
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;

    /// What the notation calls one move's number ("cell", "column").
    const TARGET: &'static str;

    /// The rule's state on an empty board.
    fn new(size: GridSize) -> Self;

    /// How many targets a board has: cells, or columns. Moves are numbered `0..targets`.
    fn targets(size: GridSize) -> usize;

    /// The move that names target `index` (0-based).
    fn move_at(index: usize) -> Self::Move;

    /// The target a move names (0-based).
    fn index(mv: Self::Move) -> usize;

    /// The cell a move aims at: the cell named, or where a dropped stone would land. `None` if the move names
    /// no cell of this board, or its column is full.
    fn aim(&self, grid: &Grid, mv: Self::Move) -> Option<usize>;

    /// Why a move with no aim cannot be played.
    fn no_aim(&self, size: GridSize, mv: Self::Move) -> IllegalMove;

    /// The cell holding the stone `mv` put down last (the one [`Game::undo`] lifts).
    fn placed_cell(&self, grid: &Grid, mv: Self::Move) -> usize;

    /// A stone was placed by `mv` (`+1`) or lifted (`-1`).
    fn note(&mut self, _mv: Self::Move, _delta: i8) {}
}

/// A position of a grid game with placement rule `P`. One moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GridGame<P: Placement> {
    grid: Grid,
    rule: P,
    outcome: Option<Outcome>,
}

impl<P: Placement> GridGame<P> {
    /// The empty board.
    pub fn new(size: GridSize) -> Self {
        Self { grid: Grid::new(size), rule: P::new(size), outcome: None }
    }

    /// The position reached by playing `moves` from the empty board: 1-based targets, one digit each on
    /// boards with at most nine targets (`4453`), separated by commas on larger ones (`113,97,112`).
    pub fn from_moves(size: GridSize, moves: &str) -> Result<Self, NotationError> {
        let targets = P::targets(size);
        let read = |_: &Self, index, token: &str| Ok(P::move_at(parse_number(index, token, targets, P::TARGET)? - 1));
        play_tokens(Self::new(size), tokens(moves, Self::uses_commas(size)), read, |_| {})
    }

    /// Whether move strings on this board separate moves by commas.
    pub fn uses_commas(size: GridSize) -> bool {
        P::targets(size) > 9
    }

    /// The stones on the board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    pub fn size(&self) -> GridSize {
        self.grid.size()
    }

    /// The cell a move aims at (see [`Placement::aim`]), whether or not it may be played there.
    pub fn aim(&self, mv: P::Move) -> Option<usize> {
        self.rule.aim(&self.grid, mv)
    }

    /// The stones as a scene: a place for each cell, in reading order.
    pub fn stones_scene(&self) -> Scene {
        let mut scene = Scene::empty(self.size().cells());
        for (cell, owner) in self.grid.cells().iter().enumerate() {
            scene.set(cell as Place, owner.map(|p| Piece::of(p, STONE)));
        }
        scene
    }

    /// What `mv` does: the stone of the player to move put on its cell, or dropped into it when `drops`.
    pub fn stone_changes(&self, mv: P::Move, drops: bool) -> Changes {
        let Some(cell) = self.aim(mv) else { return Vec::new() };
        let (place, piece) = (cell as Place, Piece::of(self.to_move(), STONE));
        let change = if drops { Change::Drop { place, piece } } else { Change::Put { place, piece } };
        vec![vec![change]]
    }

    /// The cells of the winning line, if the game was won, from one end to the other.
    pub fn winning_cells(&self) -> Vec<Place> {
        self.grid.winning_line().map(|(_, cells)| cells.into_iter().map(|c| c as Place).collect()).unwrap_or_default()
    }

    /// A cue on `cell`, if there is one.
    pub fn cue_on(cell: Option<usize>) -> Cue {
        cell.map_or(Cue::Nowhere, |cell| Cue::Place(cell as Place))
    }

    /// The cell a move would put its stone on, if it is legal.
    pub fn landing_cell(&self, mv: P::Move) -> Option<usize> {
        self.aim(mv).filter(|&cell| self.outcome.is_none() && self.grid.get(cell).is_none())
    }
}

impl<P: Placement> Game for GridGame<P> {
    type Move = P::Move;

    fn to_move(&self) -> Player {
        Player::at_ply(self.grid.stones())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self, moves: &mut Vec<P::Move>) {
        moves.clear();
        if self.outcome.is_none() {
            let targets = (0..P::targets(self.size())).map(P::move_at);
            moves.extend(targets.filter(|&mv| self.aim(mv).is_some_and(|cell| self.grid.get(cell).is_none())));
        }
    }

    fn check_move(&self, mv: P::Move) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        match self.aim(mv) {
            None => Err(self.rule.no_aim(self.size(), mv)),
            Some(cell) if self.grid.get(cell).is_some() => Err(OCCUPIED),
            Some(_) => Ok(()),
        }
    }

    fn play(&mut self, mv: P::Move) {
        let cell = self.aim(mv).expect("play takes a legal move");
        self.outcome = self.grid.place_and_judge(cell, self.to_move());
        self.rule.note(mv, 1);
    }

    fn undo(&mut self, mv: P::Move) {
        let cell = self.rule.placed_cell(&self.grid, mv);
        self.grid.remove(cell);
        self.rule.note(mv, -1);
        self.outcome = None;
    }

    fn plies(&self) -> u32 {
        self.grid.stones()
    }

    /// The empty cells, also once the game is over (which sets the scale of a finished game's score).
    fn plies_left_bound(&self) -> u32 {
        self.grid.empty_cells()
    }
}
