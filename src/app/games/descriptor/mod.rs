//! A family's descriptor in its own terms: [`Descriptor`] speaks the family's positions (`&Kalah`) and moves
//! (`Sowing`) and the scene's places, and [`Typed`] (in `typed.rs`) turns one into the [`GameDescriptor`] the
//! rest of the app holds, which speaks any game's (`AnyGame`, `AnyMove`). So no descriptor unwraps an
//! `AnyMove` or names a move of another family, and a move that is not the family's never reaches one.
//!
//! Why two traits: the view holds one descriptor whatever the game (`Arc<dyn GameDescriptor>`), which a trait
//! with an associated family cannot be; the family's side is easier to write and to read typed. The adapter
//! is the one place where the two meet.

use bevy::prelude::*;

mod typed;

pub use self::typed::Typed;
#[cfg(doc)]
use super::GameDescriptor;
use super::{
    Ahead, BoardLook, ExplorerText, FinalCount, HowToPlay, LastTurn, Menu, PieceStyle, PlaceLook, SideName,
    SpokenBoard, Step, grid_step,
};
use crate::app::geometry::BoardLayout;
use crate::app::words::Said;
use crate::rules::{Family, Game, GameSpec, Member, Piece, Place, Player};
use crate::session::Side;

/// The moves of a descriptor's family.
pub type MoveOf<D> = <<D as Descriptor>::Family as Game>::Move;

/// One game as its family describes it, in the family's positions and moves and the scene's places:
/// twenty-two answers, seven of them required, most of them data, from which the view draws its board, input
/// makes its moves and the screen reader says them. How a move, a place, a piece and a side are said
/// (`move_name`, `move_text`, `place_name`, `piece_name`, `side_name`, `spoken_move`) are the family's words,
/// which the move list, the caption, the hint and the screen reader all speak.
pub trait Descriptor: Send + Sync + 'static {
    /// The family whose games it describes.
    type Family: Member;

    /// What the game is called, to be said: its own name, or its family's with its parameters ("5×4 board, 4
    /// in a row").
    fn title(&self) -> Said;

    /// What the menu shows under its list of games when this game is chosen (a line about it, or the knobs that
    /// change its parameters), and the entry for the family's games without a name. Nothing by default.
    fn menu(&self) -> Menu {
        Menu::default()
    }

    /// The game the menu's knob `knob` (of [`Menu::rows`]) turned by `by` makes, kept in the family's range;
    /// `None` if there is no such knob.
    fn turn(&self, _knob: usize, _by: i8) -> Option<GameSpec> {
        None
    }

    /// How to play the game: its words and pictures.
    fn how_to_play(&self) -> HowToPlay<Self::Family>;

    /// What the board is made of and how it is used.
    fn board(&self) -> BoardLook<MoveOf<Self>>;

    /// Where a place of the rules' scene sits, in board units (one a cell, origin at the board's centre): the
    /// cells of the board's shape in reading order, on most boards. Asked for every piece drawn and every step
    /// it takes, so worked out from the parameters, not from the whole [`board`](Self::board).
    fn spot(&self, place: Place) -> Vec2;

    /// How a place is shown beyond its spot: by default its marks a cell's size on it, a move's value written
    /// on it, and the screen reader's cell of the same number.
    fn place(&self, place: Place) -> PlaceLook {
        let spot = self.spot(place);
        PlaceLook { rect: (spot, Vec2::splat(0.94)), value_at: spot, spoken_cell: place as usize }
    }

    /// The place under a world point, if any: by default the place of the layout's cell there (places are
    /// cells in reading order on most boards). A press there plays the move cued on it, or the move the rules
    /// say a press there names ([`Family::aimed`]).
    fn place_at(&self, layout: &BoardLayout, world: Vec2, _position: &Self::Family) -> Option<Place> {
        layout.cell_at(world).and_then(|cell| Place::try_from(cell).ok())
    }

    /// The place one step away from `place`, wrapping at the edges: by default on the grid of the board's
    /// cells.
    fn step(&self, place: Place, step: Step, _position: &Self::Family) -> Place {
        let shape = self.board().shape;
        grid_step(place, step, shape.rows, shape.cols)
    }

    /// Where the keyboard cursor starts: by default where the first legal move is made.
    fn cursor_start(&self, position: &Self::Family) -> Place {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.into_iter().find_map(|mv| position.cue(mv).start()).unwrap_or(0)
    }

    /// The move a digit key 1 to 9 plays, if digits play on this board: by default, on boards of at most nine
    /// places, the move a press on the place of that number names.
    fn digit_move(&self, digit: usize, position: &Self::Family) -> Option<MoveOf<Self>> {
        let places = position.scene().places();
        (places <= 9 && (1..=places).contains(&digit)).then(|| position.aimed(digit as Place - 1)).flatten()
    }

    /// How a piece of the scene looks: by its owner (who moves first or second), its kind and its count, and
    /// by the side that owns it (`side`, none for nobody's), whose own colour some games draw (a Connect Four
    /// disc is side X's red whoever moves first).
    fn look(&self, piece: &Piece, side: Option<Side>) -> PieceStyle;

    /// How a move is named in a sentence: "cell 5", "column 4", "take 3", "h8".
    fn move_name(&self, mv: MoveOf<Self>) -> Said;

    /// How the move list writes a move: by default the family's notation (`113`, `4`, `c`).
    fn move_text(&self, mv: MoveOf<Self>) -> String {
        <Self::Family as Family>::move_text(mv)
    }

    /// How the move list writes the moves of a line played from `start`: by default each one's
    /// [`move_text`](Self::move_text); a family whose notation reads the position (chess's SAN) writes each in
    /// its own.
    fn line_texts(&self, _start: &Self::Family, moves: &[MoveOf<Self>]) -> Vec<String> {
        moves.iter().map(|&mv| self.move_text(mv)).collect()
    }

    /// The name players of the game give the line that led to `position` (chess's opening, `C60 Ruy Lopez`),
    /// written over the move list. None by default.
    fn line_name(&self, _position: &Self::Family) -> Option<String> {
        None
    }

    /// The screen reader's words for `mv`, played in `before` (by its side to move), which turned `turned`
    /// pieces over, if the game has its own (said instead of "Player 1 plays d3" and the count of pieces turned
    /// or taken, which its words then say). None by default.
    fn spoken_move(&self, _before: &Self::Family, _mv: MoveOf<Self>, _turned: usize) -> Option<Said> {
        None
    }

    /// What the game calls a side: its own name (the menu's seats), or in a match where it moves as `player`
    /// the name it has there if that is not its own (on a Go board whoever moves first plays black).
    fn side_name(&self, side: Side, player: Option<Player>) -> SideName;

    /// The line shown above the board, in parts: what is left or counted, then the last turn (by the side
    /// named) or how to play. Empty on boards that say enough themselves.
    fn caption(&self, _position: &Self::Family, _last: Option<&LastTurn<Self::Family>>) -> Vec<Said> {
        Vec::new()
    }

    /// What `player` is ahead by in material, in a game that counts it (chess), for the move list. None by
    /// default.
    fn ahead(&self, _position: &Self::Family, _player: Player) -> Option<Ahead> {
        None
    }

    /// The count at the end of a game that counts pieces there. None by default: the game is won, not counted.
    fn final_count(&self, _position: &Self::Family) -> Option<FinalCount> {
        None
    }

    /// A place's name, to be said: by default "cell 5".
    fn place_name(&self, place: Place) -> Said {
        Said::new("move-cell").number("cell", place as i64 + 1)
    }

    /// A piece, to be said, `owner` naming its owner's side: by default its owner ("X", "Black"), which says
    /// all on a board of one kind of piece; a game of several kinds says the kind too ("black king").
    fn piece_name(&self, _piece: &Piece, owner: Said) -> Said {
        owner
    }

    /// The board as a screen reader reads it: a grid of `cols` columns, each cell named with what it holds.
    /// By default a cell a place, in the order of the scene, holding its piece ([`piece_name`](Self::piece_name))
    /// or nothing. `owner` names a player's side.
    fn spoken_board(&self, position: &Self::Family, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        SpokenBoard { cols: self.board().shape.cols, cells: spoken_places(self, position, owner) }
    }

    /// A position as the explorer shows it where a picture of the board would not read: none by default, which
    /// draws the board.
    fn explorer_text(&self, _position: &Self::Family) -> ExplorerText {
        ExplorerText::default()
    }
}

/// Each place of `position`'s scene, in order, as the screen reader says it: its name and the piece on it
/// ([`Descriptor::piece_name`]) or that it is empty. `owner` names a player's side.
pub fn spoken_places<D: Descriptor + ?Sized>(
    descriptor: &D,
    position: &D::Family,
    owner: &dyn Fn(Player) -> Said,
) -> Vec<Said> {
    let scene = position.scene();
    let cells = (0..scene.places() as Place).map(|place| {
        let name = descriptor.place_name(place);
        match scene.at(place).and_then(|piece| Some((piece, piece.owner?))) {
            Some((piece, player)) => {
                Said::new("access-cell").said("cell", name).said("side", descriptor.piece_name(&piece, owner(player)))
            }
            None => Said::new("access-cell-empty").said("cell", name),
        }
    });
    cells.collect()
}
