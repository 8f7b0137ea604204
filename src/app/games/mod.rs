//! Everything the app knows about each game, in one descriptor per game: what its board is made of, how a
//! pointer, a cursor or a digit key becomes a move, what its sides are called and how their pieces look.
//! The rest of the app asks the descriptor of the match in play ([`descriptor`]) and never names a game.
//!
//! Adding a game to the app: a file here with a descriptor (implementing [`Descriptor`], in the family's own
//! positions and moves) and the family's [`Describe`] impl that makes it; [`descriptor`] finds it through the
//! rules' registry, so no list here names the families. See `docs/extending.md`, "Add a game".

mod bones;
mod checkers;
mod chess;
mod descriptor;
mod free;
mod gravity;
mod kalah;
mod nim;
mod reversi;

// The stage's test family, where the core has it (in tests).
minimax_arcade_core::with_test_family! {
    mod crowning;
}

use std::sync::Arc;

use bevy::prelude::*;

pub use self::descriptor::{Descriptor, MoveOf, Typed};
use super::geometry::{BoardLayout, BoardShape};
pub use crate::app::style::{Dressing, Hover, Ink, LastDot, Lines, MarkLook, Marking, PieceStyle, Shape, Surface};
use crate::app::words::Said;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, GridSize, Member, Piece, Place, Player};
use crate::session::Side;

/// A picture in How to play: `mv` played on `before`, a position of the game the descriptor draws, shown before
/// and after the move with what it shows said under it.
pub struct Picture<G: Game = AnyGame> {
    pub caption: Said,
    pub before: G,
    pub mv: G::Move,
}

/// A direction the keyboard cursor can be moved in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Left,
    Right,
    Up,
    Down,
}

/// A row the menu shows under its list of games when a game is chosen: a label, and what is in it.
#[derive(Clone, Debug, PartialEq)]
pub struct MenuRow {
    pub label: Option<Said>,
    pub items: Vec<MenuItem>,
}

/// One thing in a menu row.
#[derive(Clone, Debug, PartialEq)]
pub enum MenuItem {
    /// A number with − and + buttons, which turn the descriptor's knob `knob` down or up by one.
    Stepper { knob: usize, value: u8 },
    /// A button that turns the knob `knob` over (by one), with its words, pressed when `on`.
    Toggle { knob: usize, label: Said, on: bool },
    /// A choice between `options` (the board's sizes, its rules), `chosen` the one in play: choosing option `i`
    /// turns the knob `knob` by `i - chosen`.
    Options { knob: usize, options: Vec<Said>, chosen: usize },
    /// Words.
    Note(Said),
}

/// A menu entry for the games of a family that have no name of their own (the custom board): its label, and
/// the game it starts from.
#[derive(Clone, Debug, PartialEq)]
pub struct CustomEntry {
    pub label: Said,
    pub start: GameSpec,
}

/// What a game's board is made of and how it is used, as data: its grid, what lies under the pieces and how
/// its marks look, the words written round it, and how presses that miss it and the buttons beside it count.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLook<M = AnyMove> {
    /// The grid the board is laid out on: its cells, or the heap's places.
    pub shape: BoardShape,
    /// What lies under the pieces.
    pub dressing: Dressing,
    /// How the marks on the board look.
    pub marks: MarkLook,
    /// The coordinates written round the board (a setting), in board units: what the notation and the keys use.
    pub coordinates: Vec<(Vec2, String)>,
    /// The ink they are written in: dim beside the board, brighter where they sit on its squares.
    pub coordinate_ink: Ink,
    /// Where each player's name is written by the board, in board units (by the Kalah stores: whose they are).
    pub owner_labels: Vec<(Vec2, Player)>,
    /// The names written beside the rows of a heap game, one per heap (Nim's letters).
    pub row_names: Vec<String>,
    /// Whether every place's count of pieces is written, 0 too where it is empty (a pit, a store); otherwise
    /// only counted pieces write theirs.
    pub counted: bool,
    /// Whether the game's moves are written by the names of its squares (`f5`, `h8`) or pits, as the hint, the
    /// caption and the move list speak them: its coordinates are then drawn by default.
    pub names_squares: bool,
    /// Whether a press that misses every place is refused with a cue (on a board), or ignored (beside a heap).
    pub refuses_misses: bool,
    /// Buttons that play a move, with their labels (the Game of Bones' Take buttons).
    pub move_buttons: Vec<(Said, M)>,
    /// Whether the analysis draws a bar beside the board with the position's value, split between the sides'
    /// colours (chess's evaluation bar), in a game whose values count a hundred to a piece.
    pub value_bar: bool,
}

impl<M> BoardLook<M> {
    /// The same look, its buttons' moves made by `f` (a family's moves as any game's).
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> BoardLook<N> {
        let move_buttons = self.move_buttons.into_iter().map(|(label, mv)| (label, f(mv))).collect();
        BoardLook {
            shape: self.shape,
            dressing: self.dressing,
            marks: self.marks,
            coordinates: self.coordinates,
            coordinate_ink: self.coordinate_ink,
            owner_labels: self.owner_labels,
            row_names: self.row_names,
            counted: self.counted,
            names_squares: self.names_squares,
            refuses_misses: self.refuses_misses,
            move_buttons,
            value_bar: self.value_bar,
        }
    }

    /// A board of `shape` dressed as `dressing`, with the usual marks, nothing written round it, and presses off
    /// it refused.
    pub fn new(shape: BoardShape, dressing: Dressing) -> Self {
        BoardLook {
            shape,
            dressing,
            marks: MarkLook::default(),
            coordinates: Vec::new(),
            coordinate_ink: Ink::TextDim,
            owner_labels: Vec::new(),
            row_names: Vec::new(),
            counted: false,
            names_squares: false,
            refuses_misses: true,
            move_buttons: Vec::new(),
            value_bar: false,
        }
    }
}

/// How a place of the scene is shown beyond its spot: the rectangle its marks take (the cursor round it, the
/// pointer's shade, a refused move's flash), where the analysis writes the value of a move cued there, and the
/// cell of the screen reader's board that stands for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlaceLook {
    /// Its centre and size, in board units.
    pub rect: (Vec2, Vec2),
    pub value_at: Vec2,
    pub spoken_cell: usize,
}

/// What the menu shows for a game: the rows under the list of games, and the entry for the family's games
/// without a name of their own, if it has one.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Menu {
    pub rows: Vec<MenuRow>,
    pub custom: Option<CustomEntry>,
}

/// How to play a game: paragraphs of the family's words (its goal and its rules; the panel adds how to make a
/// move), and pictures of the rules at work under them.
pub struct HowToPlay<G: Game = AnyGame> {
    pub paragraphs: Vec<Said>,
    pub pictures: Vec<Picture<G>>,
}

impl<G: Game> HowToPlay<G> {
    /// Words alone, with no pictures.
    pub fn words(paragraphs: Vec<Said>) -> Self {
        HowToPlay { paragraphs, pictures: Vec::new() }
    }
}

/// The count at the end of a game that counts pieces there (discs, seeds): player One's then player Two's, what
/// the headline says as the players count it on the board ("You win 33–31"), and what it means beyond that,
/// said under the headline (Reversi: "44–20 with the empty squares", the margin as Othello players count it).
#[derive(Clone, Debug, PartialEq)]
pub struct FinalCount {
    pub score: [u32; 2],
    pub words: Option<Said>,
}

/// What one side is ahead by in material, as the game counts it (chess: the pieces of each kind it has more of
/// than the other side, which are the other side's taken where no pawn was promoted, and the lead in pawns),
/// shown under the side's name in the move list.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Ahead {
    /// The other side's pieces, by kind, most valuable first, drawn as the board draws them.
    pub taken: Vec<crate::rules::Kind>,
    /// The lead in the game's units, if this side leads.
    pub lead: Option<u32>,
}

/// A position as the explorer shows it where a picture of the board would not read: a few characters for its
/// small nodes (a heap's bones left: `7`, `3 · 4 · 5`), words for its preview. None of either draws the board.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ExplorerText {
    pub label: Option<String>,
    pub words: Option<Said>,
}

/// One game as the app holds it, whatever its family: the answers of the family's [`Descriptor`] (see there
/// for what each means), asked with any game's positions and moves. Made only by [`Typed`], which asks the
/// family's descriptor in its own terms.
pub trait GameDescriptor: Send + Sync + 'static {
    fn title(&self) -> Said;
    fn menu(&self) -> Menu;
    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec>;
    fn how_to_play(&self) -> HowToPlay;
    fn board(&self) -> BoardLook;
    fn spot(&self, place: Place) -> Vec2;
    fn place(&self, place: Place) -> PlaceLook;
    fn place_at(&self, layout: &BoardLayout, world: Vec2, position: &AnyGame) -> Option<Place>;
    fn step(&self, place: Place, step: Step, position: &AnyGame) -> Place;
    fn cursor_start(&self, position: &AnyGame) -> Place;
    fn digit_move(&self, digit: usize, position: &AnyGame) -> Option<AnyMove>;
    fn look(&self, piece: &Piece, side: Option<Side>) -> PieceStyle;
    fn move_name(&self, mv: AnyMove) -> Said;
    fn move_text(&self, mv: AnyMove) -> String;
    fn line_texts(&self, start: &AnyGame, moves: &[AnyMove]) -> Vec<String>;
    fn line_name(&self, position: &AnyGame) -> Option<String>;
    fn spoken_move(&self, before: &AnyGame, mv: AnyMove, turned: usize) -> Option<Said>;
    fn side_name(&self, side: Side, player: Option<Player>) -> SideName;
    fn caption(&self, position: &AnyGame, last: Option<&LastTurn>) -> Vec<Said>;
    fn final_count(&self, position: &AnyGame) -> Option<FinalCount>;
    fn ahead(&self, position: &AnyGame, player: Player) -> Option<Ahead>;
    fn place_name(&self, place: Place) -> Said;
    fn piece_name(&self, piece: &Piece, owner: Said) -> Said;
    fn spoken_board(&self, position: &AnyGame, owner: &dyn Fn(Player) -> Said) -> SpokenBoard;
    fn explorer_text(&self, position: &AnyGame) -> ExplorerText;
}

/// The last turn of a match, for the caption: who played it, as the person at the screen calls them ("You",
/// "The computer", or the side's name between people), the side's own name, and each of its moves with the
/// position it was played in, first first (several where the side moved again).
#[derive(Clone, Debug)]
pub struct LastTurn<G: Game = AnyGame> {
    pub who: Said,
    pub side: SideName,
    pub moves: Vec<(G, G::Move)>,
}

impl<G: Game> LastTurn<G> {
    /// Its last move.
    pub fn last_move(&self) -> Option<G::Move> {
        self.moves.last().map(|&(_, mv)| mv)
    }
}

/// The board as a screen reader reads it: cells in rows of `cols`, each with its words.
#[derive(Clone, Debug, PartialEq)]
pub struct SpokenBoard {
    pub cols: usize,
    pub cells: Vec<Said>,
}

/// How much of a stone about to be played shows under the pointer (a Go board's, Reversi's).
pub const GHOST: f32 = 0.45;

/// The side, in cells, from which a free-placement board is drawn as a Go board: stones on the intersections,
/// black and white, points named like `h8`.
pub const GO_BOARD_SIDE: u8 = 9;

/// The app's side of a game family: the descriptor of one of its games. Each family implements it in its
/// file here; a family without it does not compile ([`seated`] reaches every family of the registry).
pub trait Describe: Member {
    /// The family's descriptor.
    type Descriptor: Descriptor<Family = Self>;

    fn descriptor(params: Self::Params) -> Self::Descriptor;

    /// The descriptor of a game whose board turns to the player who sits nearest the screen, `near` (a
    /// person's pits or pieces are drawn nearest them): by default the board is the same for either.
    fn seated(params: Self::Params, _near: Player) -> Self::Descriptor {
        Self::descriptor(params)
    }
}

/// The descriptor of a game, its board seen from player One's side.
pub fn descriptor(spec: GameSpec) -> Arc<dyn GameDescriptor> {
    seated(spec, Player::One)
}

/// The descriptor of a game, its board seen from the side of `near` (see [`Describe::seated`]).
pub fn seated(spec: GameSpec, near: Player) -> Arc<dyn GameDescriptor> {
    minimax_arcade_core::for_spec!(spec, F, params => Arc::new(Typed(F::seated(params, near))))
}

/// What a side is called: its own name (X, Red, Player 1) or, on a Go board, its stones' colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideName {
    X,
    O,
    Red,
    Yellow,
    Black,
    White,
    /// The heap games' sides, which have no pieces.
    First,
    Second,
}

impl SideName {
    /// The name, to be said in the player's language.
    pub fn said(self) -> Said {
        Said::new(match self {
            SideName::X => "side-x",
            SideName::O => "side-o",
            SideName::Red => "side-red",
            SideName::Yellow => "side-yellow",
            SideName::Black => "side-black",
            SideName::White => "side-white",
            SideName::First => "side-first",
            SideName::Second => "side-second",
        })
    }

    /// The name in English, for the log (which stays English, like the command line).
    pub fn english(self) -> &'static str {
        match self {
            SideName::X => "X",
            SideName::O => "O",
            SideName::Red => "Red",
            SideName::Yellow => "Yellow",
            SideName::Black => "Black",
            SideName::White => "White",
            SideName::First => "Player 1",
            SideName::Second => "Player 2",
        }
    }
}

/// A line about a game with a name of its own, as the menu shows it under the list of games.
fn about(id: &'static str) -> Vec<MenuRow> {
    vec![MenuRow { label: None, items: vec![MenuItem::Note(Said::new(id))] }]
}

/// The custom board's menu row: its columns, rows, k and whether stones drop (knobs 0 to 3, in that order).
fn board_rows(size: GridSize, gravity: bool) -> Vec<MenuRow> {
    let note = |id| MenuItem::Note(Said::new(id));
    let items = vec![
        note("menu-columns"),
        MenuItem::Stepper { knob: 0, value: size.cols },
        note("menu-rows"),
        MenuItem::Stepper { knob: 1, value: size.rows },
        note("menu-in-a-row"),
        MenuItem::Stepper { knob: 2, value: size.k },
        MenuItem::Toggle {
            knob: 3,
            label: Said::new(if gravity { "menu-gravity-on" } else { "menu-gravity-off" }),
            on: gravity,
        },
    ];
    vec![MenuRow { label: Some(Said::new("menu-board")), items }]
}

/// The custom board after its knob `knob` (see [`board_rows`]) is turned by `by`: sides and k kept in the
/// range of the family it ends up in.
fn turn_board(mut size: GridSize, mut gravity: bool, knob: usize, by: i8) -> Option<GameSpec> {
    use crate::rules::spec::{GRAVITY_SIDES, MIN_K, MNK_SIDES};
    match knob {
        0 => size.cols = size.cols.saturating_add_signed(by),
        1 => size.rows = size.rows.saturating_add_signed(by),
        2 => size.k = size.k.saturating_add_signed(by),
        3 => gravity = !gravity,
        _ => return None,
    }
    let sides = if gravity { GRAVITY_SIDES } else { MNK_SIDES };
    size.rows = size.rows.clamp(*sides.start(), *sides.end());
    size.cols = size.cols.clamp(*sides.start(), *sides.end());
    size.k = size.k.clamp(MIN_K, size.rows.max(size.cols));
    Some(if gravity { GameSpec::Gravity(size) } else { GameSpec::Mnk(size) })
}

/// The custom board's entry on the menu, shared by both board families.
fn custom_board() -> CustomEntry {
    CustomEntry { label: Said::new("game-custom"), start: GameSpec::Mnk(GridSize::new(4, 4, 4)) }
}

/// What the heap games, whose sides have no pieces, call them.
fn player_number(side: Side) -> SideName {
    match side {
        Side::X => SideName::First,
        Side::O => SideName::Second,
    }
}

/// The last bone of the heap in row `row` of `cols` places, holding `left` bones: where a cursor lands on it.
fn last_bone(row: usize, cols: usize, left: usize) -> Option<Place> {
    left.checked_sub(1).map(|last| (row * cols + last) as Place)
}

/// A step on a grid of `rows` × `cols` places in reading order, wrapping at the edges.
fn grid_step(place: Place, step: Step, rows: usize, cols: usize) -> Place {
    let (rows, cols) = (rows.max(1), cols.max(1));
    let (r, c) = (place as usize / cols, place as usize % cols);
    let (r, c) = match step {
        Step::Left => (r, (c + cols - 1) % cols),
        Step::Right => (r, (c + 1) % cols),
        Step::Up => ((r + rows - 1) % rows, c),
        Step::Down => ((r + 1) % rows, c),
    };
    (r * cols + c) as Place
}

#[cfg(test)]
mod tests;
