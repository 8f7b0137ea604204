//! Everything the app knows about each game, in one descriptor per game: what its board is made of, how a
//! pointer, a cursor or a digit key becomes a move, what its sides are called and how their pieces look.
//! The rest of the app asks the descriptor of the match in play ([`descriptor`]) and never names a game.
//!
//! Adding a game to the app: a file here with a descriptor (implementing [`GameDescriptor`]) and the family's
//! [`Describe`] impl that makes it; [`descriptor`] finds it through the rules' registry, so no list here names
//! the families. See `docs/extending.md`, "Add a game".

mod bones;
mod free;
mod gravity;
mod kalah;
mod nim;
mod reversi;

use std::sync::Arc;

use bevy::prelude::*;

use super::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::{AnyGame, AnyMove, GameSpec, GridSize, Kind, Member, Place, Player};
use crate::session::Side;

/// A picture in How to play: `mv` played on `before`, a position of the game the descriptor draws, shown before
/// and after the move with what it shows said under it.
pub struct Picture {
    pub caption: Said,
    pub before: AnyGame,
    pub mv: AnyMove,
}

/// What lies under the pieces, drawn by the board view back to front: a surface, lines, holes, dots. A game
/// picks its parts; a new look of board is a new part here and its drawing in `view/board`, never a kind of
/// board the view switches on.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Dressing {
    /// The board itself, reaching a little past the places.
    pub surface: Surface,
    /// Lines drawn on it.
    pub lines: Lines,
    /// A hole at each place (an upright frame the discs drop into).
    pub holes: bool,
    /// Small dots on the board, in board units (a Go board's star points).
    pub dots: Vec<Vec2>,
    /// Hollows cut into the board, each its centre and size in board units: round ones for small sizes, long
    /// ones for tall (Kalah's pits and stores).
    pub hollows: Vec<(Vec2, Vec2)>,
}

/// What a board is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Surface {
    /// Nothing: the pieces lie on the table (a heap of bones).
    #[default]
    Table,
    /// A board of light wood (Tic-Tac-Toe and its kin).
    Wood,
    /// A Go board's darker wood.
    GoWood,
    /// The upright frame of a gravity game.
    Frame,
    /// A Reversi board's green felt.
    Felt,
}

/// The lines drawn on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lines {
    #[default]
    None,
    /// Between the cells, not round the edge (a Tic-Tac-Toe grid).
    BetweenCells,
    /// Through the places, edge to edge (a Go board's lines, which the stones stand on).
    ThroughPlaces,
    /// Between the cells and round the edge, every cell boxed (a Reversi board).
    RoundCells,
}

/// How the marks on a board look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkLook {
    /// Marks on one place (the hint, a refused move) are round (a Go board's points) or square.
    pub round: bool,
    /// Where the last move's dot goes.
    pub last: LastMark,
    /// What shows at the target under the pointer.
    pub hover: HoverLook,
    /// Whether a small dot marks each place where the person to move may play (Reversi's legal squares,
    /// which are few and hard to see).
    pub legal: bool,
}

impl Default for MarkLook {
    fn default() -> Self {
        Self { round: false, last: LastMark::Corner, hover: HoverLook::Shade, legal: false }
    }
}

/// Where the last move's dot goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastMark {
    /// In the corner of its place (a cell holding a cross).
    Corner,
    /// In the middle of the piece (a disc).
    Middle,
    /// A bigger dot of its own colour in the middle of the piece (a Go stone).
    StoneDot,
    /// None: the pieces a move touches show it (a take from a heap).
    None,
}

/// What shows at the target under the pointer, when a press there would play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HoverLook {
    /// The target shaded.
    Shade,
    /// The piece about to be played, half seen (a Go stone).
    Ghost,
    /// The target shaded, and the mover's piece waiting above the board over it (a disc about to drop).
    Waiting,
    /// Nothing on the target: the pieces the move would take light up.
    Pieces,
}

/// What a pointer or the keyboard cursor can aim at: a cell, a column or a bone, numbered from 0 in the
/// descriptor's order (cells in reading order, columns from the left, bones from the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Target(pub usize);

/// A direction the keyboard cursor can be moved in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Left,
    Right,
    Up,
    Down,
}

/// How a side's pieces look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceLook {
    Cross,
    Ring,
    Disc,
    /// The stones of a Go board: black for whoever moves first, white for the other.
    BlackStone,
    WhiteStone,
    /// A bone of a heap, which nobody owns.
    Bone,
    /// Pebbles, as many as the piece counts (Kalah's seeds in a pit) up to as many as fit, with the count
    /// written beside them.
    Pebbles,
    /// No pieces.
    None,
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

/// One game as the app sees it.
pub trait GameDescriptor: Send + Sync + 'static {
    /// What the game is called, to be said: its own name, or its family's with its parameters ("5×4 board, 4
    /// in a row").
    fn title(&self) -> Said;

    /// What the menu shows under its list of games when this game is chosen: a line about it, or the knobs
    /// that change its parameters (the heap's size, the board's sides and rule). Nothing by default.
    fn menu_rows(&self) -> Vec<MenuRow> {
        Vec::new()
    }

    /// The game the menu's knob `knob` (of [`menu_rows`](Self::menu_rows)) turned by `by` makes, kept in the
    /// family's range; `None` if there is no such knob.
    fn turn(&self, _knob: usize, _by: i8) -> Option<GameSpec> {
        None
    }

    /// How to play the game, in paragraphs of the family's words: its goal and its rules (the panel adds how to
    /// make a move).
    fn how_to_play(&self) -> Vec<Said>;

    /// Pictures of the rules at work, for How to play under its words: a move on a small position, drawn before
    /// and after. None by default.
    fn pictures(&self) -> Vec<Picture> {
        Vec::new()
    }

    /// The menu's entry for this family's games without a name of their own, if the menu has one.
    fn custom_entry(&self) -> Option<CustomEntry> {
        None
    }

    /// What lies under the pieces.
    fn dressing(&self) -> Dressing;

    /// How the marks on the board look.
    fn marks(&self) -> MarkLook {
        MarkLook::default()
    }

    /// The grid the board is laid out on: its cells, or the heap's places.
    fn shape(&self) -> BoardShape;

    /// Where a place of the rules' scene sits, in board units (one a cell, origin at the board's centre): by
    /// default the cells of [`shape`](Self::shape) in reading order.
    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// Where the analysis writes the value of a move cued at `place`, in board units: by default on the place
    /// itself; beside it where the place's pieces would hide the words (a pit full of seeds).
    fn value_spot(&self, place: Place) -> Vec2 {
        self.spot(place)
    }

    /// Where a target is drawn (the cursor round it, a refused move's flash) and its size, in board units: by
    /// default the place of that number.
    fn target_rect(&self, target: Target) -> (Vec2, Vec2) {
        (self.spot(target.0 as Place), Vec2::splat(0.94))
    }

    /// The place of the rules' scene a target stands for, if it is one: by default the place of that number
    /// (a cell, a bone); none for a target that is no place (a gravity board's column). A move of several
    /// presses is pressed on places.
    fn target_place(&self, target: Target) -> Option<Place> {
        Place::try_from(target.0).ok()
    }

    /// The coordinates written round the board (a setting), in board units: what the notation and the keys
    /// use. None by default.
    fn coordinates(&self) -> Vec<(Vec2, String)> {
        Vec::new()
    }

    /// Where each player's name is written by the board, in board units (by the Kalah stores: whose they are);
    /// none by default.
    fn owner_labels(&self) -> Vec<(Vec2, Player)> {
        Vec::new()
    }

    /// Whether every place's count of pieces is written, 0 too where it is empty (a pit, a store); otherwise
    /// only counted pieces write theirs.
    fn counted(&self) -> bool {
        false
    }

    /// Whether the game's moves are written by the names of its squares (`f5`, `h8`) or pits, as the hint, the
    /// caption and the move list speak them: its [`coordinates`](Self::coordinates) are then drawn by default.
    fn names_squares(&self) -> bool {
        false
    }

    /// How many targets there are.
    fn targets(&self) -> usize;

    /// The target under a world point, if any.
    fn target_at(&self, layout: &BoardLayout, world: Vec2, position: &AnyGame) -> Option<Target>;

    /// The move that playing at `target` makes in `position` (which the rules may still refuse).
    fn move_at(&self, target: Target, position: &AnyGame) -> Option<AnyMove>;

    /// The target a move is played at, to show it (a hint, a cursor), in `position` before the move.
    fn target_of(&self, mv: AnyMove, position: &AnyGame) -> Option<Target>;

    /// The target one step away from `target`, wrapping at the edges.
    fn step(&self, target: Target, step: Step, position: &AnyGame) -> Target;

    /// Where the keyboard cursor starts.
    fn cursor_start(&self, position: &AnyGame) -> Target;

    /// The move a digit key 1 to 9 plays, if digits play on this board: by default, on boards of at most nine
    /// targets, the target of that number.
    fn digit_move(&self, digit: usize, position: &AnyGame) -> Option<AnyMove> {
        let small = self.targets() <= 9;
        (small && (1..=self.targets()).contains(&digit)).then(|| self.move_at(Target(digit - 1), position)).flatten()
    }

    /// Buttons that play a move, with their labels (the Game of Bones' Take buttons); none on boards.
    fn move_buttons(&self) -> Vec<(Said, AnyMove)> {
        Vec::new()
    }

    /// Whether a press that misses every target is refused with a cue (on a board), or ignored.
    fn refuses_misses(&self) -> bool {
        true
    }

    /// How a move is named in a sentence: "cell 5", "column 4", "take 3", "h8".
    fn move_name(&self, mv: AnyMove) -> Said;

    /// The names written beside the rows of a heap game, one per heap (Nim's letters); none by default.
    fn row_names(&self) -> Vec<String> {
        Vec::new()
    }

    /// The line shown above the board, in parts: what is left or counted, then the last turn (by the side
    /// named) or how to play. Empty on boards that say enough themselves.
    fn caption(&self, _position: &AnyGame, _last: Option<&LastTurn>) -> Vec<Said> {
        Vec::new()
    }

    /// The score at the end of a game that counts pieces there (discs, seeds), player One's then player Two's:
    /// what the headline says, as the players count it on the board ("You win 33–31"). None by default: the
    /// game is won, not counted.
    fn final_score(&self, _position: &AnyGame) -> Option<[u32; 2]> {
        None
    }

    /// What the end's count means beyond the headline's score, said under it before anything else (Reversi:
    /// "44–20 with the empty squares", the margin as Othello players count it). None by default.
    fn final_count(&self, _position: &AnyGame) -> Option<Said> {
        None
    }

    /// The screen reader's words for `mv`, played by `player`, which turned `turned` pieces over, if the
    /// game has its own (said instead of "Player 1 plays d3" and the count of pieces turned). None by default.
    fn spoken_move(&self, _mv: AnyMove, _player: Player, _turned: usize) -> Option<Said> {
        None
    }

    /// How a move is written in the move list: by default the game's own notation (`113`, `4`); a Go board
    /// writes its points (`h8`).
    fn move_text(&self, mv: AnyMove, spec: GameSpec) -> String {
        spec.move_text(mv)
    }

    /// What the game calls a side: the side's own name, which the menu's seats use.
    fn side_name(&self, side: Side) -> SideName;

    /// What a side is called in a match where it moves as `player` (first or second), if that is not its own
    /// name: on a Go board whoever moves first plays black, whichever side that is.
    fn colour_name(&self, _player: Player) -> Option<SideName> {
        None
    }

    /// How a side's pieces look when it moves as `player`: their role on the board, which the view maps to a
    /// shape and an ink.
    fn piece(&self, side: Side, player: Player) -> PieceLook;

    /// How a piece nobody owns looks (a heap's bone), by its kind.
    fn unowned(&self, _kind: Kind) -> PieceLook {
        PieceLook::None
    }

    /// A place's name, to be said: by default the move that plays there ("cell 5", "h8").
    fn place_name(&self, place: Place) -> Said {
        Said::new("move-cell").number("cell", place as i64 + 1)
    }

    /// The board as a screen reader reads it: a grid of `cols` columns, each cell named with what it holds.
    /// By default a cell a place, in the order of the scene, holding its owner's piece or nothing. `owner`
    /// names a player's side.
    fn spoken_board(&self, position: &AnyGame, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        let scene = position.scene();
        let cells = (0..scene.places() as Place)
            .map(|place| {
                let name = self.place_name(place);
                match scene.at(place).and_then(|piece| piece.owner) {
                    Some(player) => Said::new("access-cell").said("cell", name).said("side", owner(player)),
                    None => Said::new("access-cell-empty").said("cell", name),
                }
            })
            .collect();
        SpokenBoard { cols: self.shape().cols, cells }
    }

    /// A position in a few characters, for the explorer's small nodes where a picture of the board would not
    /// read (a heap's bones left: `7`, `3 · 4 · 5`); None, by default, draws the board.
    fn node_label(&self, _position: &AnyGame) -> Option<String> {
        None
    }

    /// A position in words, for the explorer's preview where a picture of the board would not read; None,
    /// by default, draws the board.
    fn position_words(&self, _position: &AnyGame) -> Option<Said> {
        None
    }

    /// The cell of [`spoken_board`](Self::spoken_board) that stands for a target (the keyboard cursor's): by
    /// default the place of that number.
    fn spoken_cell(&self, target: Target) -> usize {
        target.0
    }
}

/// The last turn of a match, for the caption: who played it, as the person at the screen calls them ("You",
/// "The computer", or the side's name between people), the side's own name, and each of its moves with the
/// position it was played in, first first (several where the side moved again).
#[derive(Clone, Debug)]
pub struct LastTurn {
    pub who: Said,
    pub side: SideName,
    pub moves: Vec<(AnyGame, AnyMove)>,
}

impl LastTurn {
    /// Its last move.
    pub fn last_move(&self) -> Option<AnyMove> {
        self.moves.last().map(|&(_, mv)| mv)
    }
}

/// The board as a screen reader reads it: cells in rows of `cols`, each with its words.
#[derive(Clone, Debug, PartialEq)]
pub struct SpokenBoard {
    pub cols: usize,
    pub cells: Vec<Said>,
}

/// The side, in cells, from which a free-placement board is drawn as a Go board: stones on the intersections,
/// black and white, points named like `h8`.
pub const GO_BOARD_SIDE: u8 = 9;

/// The app's side of a game family: the descriptor of one of its games. Each family implements it in its
/// file here; a family without it does not compile (the match below names every family, and must name all).
pub trait Describe: Member {
    fn descriptor(params: Self::Params) -> Arc<dyn GameDescriptor>;

    /// The descriptor of a game whose board turns to the player who sits nearest the screen, `near` (a
    /// person's pits or pieces are drawn nearest them): by default the board is the same for either.
    fn seated(params: Self::Params, _near: Player) -> Arc<dyn GameDescriptor> {
        Self::descriptor(params)
    }
}

/// The descriptor of a game, its board seen from player One's side.
pub fn descriptor(spec: GameSpec) -> Arc<dyn GameDescriptor> {
    seated(spec, Player::One)
}

/// The descriptor of a game, its board seen from the side of `near` (see [`Describe::seated`]).
pub fn seated(spec: GameSpec, near: Player) -> Arc<dyn GameDescriptor> {
    use crate::rules::{bones::Bones, gravity::Gravity, kalah::Kalah, mnk::Mnk, nim::Nim, reversi::Reversi};
    match spec {
        GameSpec::Mnk(params) => Mnk::seated(params, near),
        GameSpec::Gravity(params) => Gravity::seated(params, near),
        GameSpec::Bones(params) => Bones::seated(params, near),
        GameSpec::Nim(params) => Nim::seated(params, near),
        GameSpec::Kalah(params) => Kalah::seated(params, near),
        GameSpec::Reversi(params) => Reversi::seated(params, near),
    }
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
fn last_bone(row: usize, cols: usize, left: usize) -> Option<Target> {
    left.checked_sub(1).map(|last| Target(row * cols + last))
}

/// A step on a grid of `rows` × `cols` targets in reading order, wrapping at the edges.
fn grid_step(target: Target, step: Step, rows: usize, cols: usize) -> Target {
    let (r, c) = (target.0 / cols, target.0 % cols);
    let (r, c) = match step {
        Step::Left => (r, (c + cols - 1) % cols),
        Step::Right => (r, (c + 1) % cols),
        Step::Up => ((r + rows - 1) % rows, c),
        Step::Down => ((r + 1) % rows, c),
    };
    Target(r * cols + c)
}

#[cfg(test)]
mod tests;
