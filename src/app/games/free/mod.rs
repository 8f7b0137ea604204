//! The m,n,k games: crosses and rings placed on the cells of a small board, and black and white stones on the
//! intersections of a Go board from [`GO_BOARD_SIDE`] cells a side (Gomoku), with its points named like `h8`.

mod board;

use bevy::prelude::*;

use super::{BoardLook, Describe, Descriptor, GO_BOARD_SIDE, HowToPlay, Menu, PieceStyle, SideName};
use crate::app::words::Said;
use crate::rules::mnk::Mnk;
use crate::rules::{Family, GameSpec, GridSize, Piece, Place, Player};
use crate::session::Side;

/// How far left of a Go board's edge its row numbers sit, in cells.
const GO_ROW_NUMBERS: f32 = 0.3;

/// The star points of a Go board of `rows` × `cols` intersections, as cells, in reading order, as Go and
/// Gomoku boards print them: the corners' points on the fourth line from each edge (the third on boards under
/// 13), the centre where both sides are odd, and the middles of the sides too on odd boards of 19 and more
/// (15 × 15: d12, l12, h8, d4, l4; 19 × 19: nine points).
pub fn star_points(rows: usize, cols: usize) -> Vec<usize> {
    /// From this many lines a side the corners' points are on the fourth line, below it on the third.
    const FOURTH_LINE_FROM: usize = 13;
    /// From this many lines a side (odd) the middles of the sides are star points too.
    const SIDE_POINTS_FROM: usize = 19;
    let edge = |n: usize| if n >= FOURTH_LINE_FROM { 3 } else { 2 };
    let (top, left) = (edge(rows).min(rows / 2), edge(cols).min(cols / 2));
    let (bottom, right) = (rows - 1 - top, cols - 1 - left);
    let mut stars = vec![(top, left), (top, right), (bottom, left), (bottom, right)];
    let centre = rows % 2 == 1 && cols % 2 == 1;
    if centre {
        stars.push((rows / 2, cols / 2));
    }
    if centre && rows >= SIDE_POINTS_FROM && cols >= SIDE_POINTS_FROM {
        stars.extend([(top, cols / 2), (bottom, cols / 2), (rows / 2, left), (rows / 2, right)]);
    }
    let mut cells: Vec<usize> = stars.into_iter().map(|(r, c)| r * cols + c).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// A free-placement board of this size.
pub struct FreeBoard(pub GridSize);

impl FreeBoard {
    /// Whether the board is drawn as a Go board.
    fn go_board(&self) -> bool {
        self.0.rows.min(self.0.cols) >= GO_BOARD_SIDE
    }
}

impl Describe for Mnk {
    type Descriptor = FreeBoard;

    fn descriptor(size: GridSize) -> FreeBoard {
        FreeBoard(size)
    }
}

impl Descriptor for FreeBoard {
    type Family = Mnk;

    fn title(&self) -> Said {
        match GameSpec::Mnk(self.0).preset_name() {
            Some("tictactoe") => Said::new("game-tictactoe"),
            Some("four-in-a-row") => Said::new("game-four-in-a-row"),
            Some("gomoku") => Said::new("game-gomoku"),
            Some("gomoku:standard") => Said::new("game-gomoku-standard"),
            _ => {
                let id = if self.0.exact { "game-board-exactly" } else { "game-board" };
                Said::new(id).number("cols", self.0.cols).number("rows", self.0.rows).number("k", self.0.k)
            }
        }
    }

    /// A line about a game with a name of its own, or the custom board's knobs, which it is the entry of.
    fn menu(&self) -> Menu {
        let rows = match GameSpec::Mnk(self.0).preset_name() {
            Some("tictactoe") => super::about("about-tictactoe"),
            Some("four-in-a-row") => super::about("about-four-in-a-row"),
            Some("gomoku") => super::about("about-gomoku"),
            Some("gomoku:standard") => super::about("about-gomoku-standard"),
            _ => super::board_rows(self.0, false),
        };
        Menu { rows, custom: Some(super::custom_board()) }
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        super::turn_board(self.0, false, knob, by)
    }

    fn how_to_play(&self) -> HowToPlay<Mnk> {
        let id = if self.0.exact { "how-mnk-exact" } else { "how-mnk" };
        HowToPlay::words(vec![Said::new(id).number("k", self.0.k)])
    }

    fn board(&self) -> BoardLook<u16> {
        BoardLook {
            marks: self.marks(),
            coordinates: self.coordinates(),
            names_squares: self.names_squares(),
            ..BoardLook::new(self.shape(), self.dressing())
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// In the middle of the board.
    fn cursor_start(&self, _position: &Mnk) -> Place {
        self.0.cell(self.0.rows as usize / 2, self.0.cols as usize / 2) as Place
    }

    /// A Go board's points by their names (`h8`, the same in every language: said as it is), smaller boards'
    /// cells by their numbers.
    fn move_name(&self, cell: u16) -> Said {
        match self.go_board() {
            true => Said::new("move-cell").text("cell", Mnk::coords(self.0, cell)),
            false => Said::new("move-cell").number("cell", cell as i64 + 1),
        }
    }

    /// A Go board's points by their names, smaller boards' cells by their numbers (`113`).
    fn move_text(&self, cell: u16) -> String {
        if self.go_board() { Mnk::coords(self.0, cell) } else { Mnk::move_text(cell) }
    }

    fn place_name(&self, place: Place) -> Said {
        self.move_name(place)
    }

    /// X and O, or on a Go board black for whoever moves first.
    fn side_name(&self, side: Side, player: Option<Player>) -> SideName {
        match (self.go_board(), player, side) {
            (true, Some(Player::One), _) => SideName::Black,
            (true, Some(Player::Two), _) => SideName::White,
            (_, _, Side::X) => SideName::X,
            (_, _, Side::O) => SideName::O,
        }
    }

    /// On a Go board, black stones for whoever moves first; on the others, X's crosses and O's rings.
    fn look(&self, piece: &Piece, side: Option<Side>) -> PieceStyle {
        match (self.go_board(), side, piece.owner) {
            (true, _, Some(Player::One)) => PieceStyle::BLACK_STONE,
            (true, _, _) => PieceStyle::WHITE_STONE,
            (false, Some(Side::X), _) => PieceStyle::CROSS,
            (false, _, _) => PieceStyle::RING,
        }
    }
}

#[cfg(test)]
mod tests;
