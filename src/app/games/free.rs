//! The m,n,k games: crosses and rings placed on the cells of a small board, and black and white stones on the
//! intersections of a Go board from [`GO_BOARD_SIDE`] cells a side (Gomoku), with its points named like `h8`.

use bevy::prelude::*;

use std::sync::Arc;

use super::{
    CustomEntry, Describe, Dressing, GHOST, GO_BOARD_SIDE, GameDescriptor, Hover, LastDot, Lines, MarkLook, MenuRow,
    PieceStyle, SideName, Surface,
};
use crate::app::geometry::BoardShape;
use crate::app::words::Said;
use crate::rules::mnk::Mnk;
use crate::rules::{AnyGame, AnyMove, GameSpec, GridSize, Piece, Place, Player};
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
pub(super) struct FreeBoard(pub GridSize);

impl FreeBoard {
    /// Whether the board is drawn as a Go board.
    fn go_board(&self) -> bool {
        self.0.rows.min(self.0.cols) >= GO_BOARD_SIDE
    }
}

impl Describe for Mnk {
    fn descriptor(size: GridSize) -> Arc<dyn GameDescriptor> {
        Arc::new(FreeBoard(size))
    }
}

impl GameDescriptor for FreeBoard {
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

    fn menu_rows(&self) -> Vec<MenuRow> {
        match GameSpec::Mnk(self.0).preset_name() {
            Some("tictactoe") => super::about("about-tictactoe"),
            Some("four-in-a-row") => super::about("about-four-in-a-row"),
            Some("gomoku") => super::about("about-gomoku"),
            Some("gomoku:standard") => super::about("about-gomoku-standard"),
            _ => super::board_rows(self.0, false),
        }
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        super::turn_board(self.0, false, knob, by)
    }

    fn how_to_play(&self) -> Vec<Said> {
        let id = if self.0.exact { "how-mnk-exact" } else { "how-mnk" };
        vec![Said::new(id).number("k", self.0.k)]
    }

    fn custom_entry(&self) -> Option<CustomEntry> {
        Some(super::custom_board())
    }

    /// Wood with lines between the cells, or a Go board: lines through the points, and its star points.
    fn dressing(&self) -> Dressing {
        let shape = self.shape();
        if self.go_board() {
            let stars = star_points(shape.rows, shape.cols).into_iter().map(|cell| shape.cell_local(cell)).collect();
            Dressing { surface: Surface::GO_WOOD, lines: Lines::ThroughPlaces, dots: stars, ..Dressing::default() }
        } else {
            Dressing { surface: Surface::WOOD, lines: Lines::BetweenCells, ..Dressing::default() }
        }
    }

    /// On a Go board: round marks, the stone about to be played half seen, the last stone's red dot.
    fn marks(&self) -> MarkLook {
        if self.go_board() {
            MarkLook { round: true, last: Some(LastDot::STONE), hover: Hover::Ghost(GHOST), legal: None }
        } else {
            MarkLook::default()
        }
    }

    /// A Go board's points are named (`h8`); smaller boards' cells are numbered.
    fn names_squares(&self) -> bool {
        self.go_board()
    }

    /// Boards of up to nine cells show each cell's own number, the digit key that plays it, in its corner;
    /// bigger ones number the columns below the board and each row by its first cell at the left (a cell's
    /// number is its row's label plus its column less one). A Go board is lettered as Gomoku players read it:
    /// columns `a`, `b`, … from the left below the board, rows `1`, `2`, … from the bottom at its left (`h8`
    /// is the centre of 15 × 15).
    fn coordinates(&self) -> Vec<(Vec2, String)> {
        let shape = self.shape();
        let (rows, cols) = (shape.rows, shape.cols);
        let below = -(rows as f32) / 2.0 - 0.32;
        if rows * cols <= 9 {
            let corner = Vec2::new(-0.36, 0.34);
            return (0..rows * cols).map(|cell| (shape.cell_local(cell) + corner, (cell + 1).to_string())).collect();
        }
        let mut out = Vec::new();
        if self.go_board() {
            // Closer than a cell board's row numbers: a Go board's outer lines are half a cell in from its edge.
            let left = -(cols as f32) / 2.0 - GO_ROW_NUMBERS;
            for col in 0..cols {
                out.push((Vec2::new(shape.cell_local(col).x, below), char::from(b'a' + col as u8).to_string()));
            }
            for row in 0..rows {
                out.push((Vec2::new(left, shape.cell_local(row * cols).y), (rows - row).to_string()));
            }
            return out;
        }
        let left = -(cols as f32) / 2.0 - 0.4;
        for col in 0..cols {
            out.push((Vec2::new(shape.cell_local(col).x, below), (col + 1).to_string()));
        }
        for row in 0..rows {
            out.push((Vec2::new(left, shape.cell_local(row * cols).y), (row * cols + 1).to_string()));
        }
        out
    }

    fn shape(&self) -> BoardShape {
        let (rows, cols) = (self.0.rows as usize, self.0.cols as usize);
        // Room for the coordinates round the board, but on the smallest boards, whose cells hold their numbers.
        let coordinates = if rows * cols <= 9 { Vec2::ZERO } else { Vec2::splat(0.5) };
        BoardShape { rows, cols, space_above: 0.0, room: Vec2::ZERO, coordinates }
    }

    /// In the middle of the board.
    fn cursor_start(&self, _position: &AnyGame) -> Place {
        self.0.cell(self.0.rows as usize / 2, self.0.cols as usize / 2) as Place
    }

    fn move_name(&self, mv: AnyMove) -> Said {
        match mv {
            // A point's name (`h8`) is the same in every language: said as it is.
            AnyMove::Cell(cell) if self.go_board() => Said::new("move-cell").text("cell", Mnk::coords(self.0, cell)),
            AnyMove::Cell(cell) => Said::new("move-cell").number("cell", cell as i64 + 1),
            _ => Said::new("move-cell").text("cell", format!("{mv:?}")),
        }
    }

    fn place_name(&self, place: Place) -> Said {
        self.move_name(AnyMove::Cell(place))
    }

    fn move_text(&self, mv: AnyMove, spec: GameSpec) -> String {
        match mv {
            AnyMove::Cell(cell) if self.go_board() => Mnk::coords(self.0, cell),
            _ => spec.move_text(mv),
        }
    }

    fn colour_name(&self, player: Player) -> Option<SideName> {
        self.go_board().then_some(match player {
            Player::One => SideName::Black,
            Player::Two => SideName::White,
        })
    }

    fn side_name(&self, side: Side) -> SideName {
        match side {
            Side::X => SideName::X,
            Side::O => SideName::O,
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
mod tests {
    use super::*;

    /// The star points, named as a Gomoku or Go player reads them.
    fn stars(side: u8) -> Vec<String> {
        let size = GridSize::new(side, side, 5);
        star_points(side as usize, side as usize).into_iter().map(|c| Mnk::coords(size, c as u16)).collect()
    }

    #[test]
    fn star_points_are_where_the_boards_print_them() {
        assert_eq!(stars(15), ["d12", "l12", "h8", "d4", "l4"]);
        assert_eq!(stars(19), ["d16", "j16", "p16", "d10", "j10", "p10", "d4", "j4", "p4"]);
        assert_eq!(stars(9), ["c7", "g7", "e5", "c3", "g3"]);
        assert_eq!(stars(13), ["d10", "j10", "g7", "d4", "j4"]);
        assert_eq!(stars(20), ["d17", "q17", "d4", "q4"], "no centre on an even board");
        assert_eq!(star_points(9, 12).len(), 4);
    }

    fn texts(size: GridSize) -> Vec<String> {
        FreeBoard(size).coordinates().into_iter().map(|l| l.1).collect()
    }

    #[test]
    fn each_board_gets_the_numbers_its_notation_uses() {
        assert_eq!(texts(GridSize::new(3, 3, 3)), ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
        let big = texts(GridSize::new(8, 8, 5));
        assert_eq!(big.len(), 16);
        assert_eq!(&big[8..10], ["1", "9"], "rows by their first cell");
        // Gomoku: letters from the left, numbers from the bottom, so that h8 is the centre point.
        let gomoku = FreeBoard(GridSize::new(15, 15, 5)).coordinates();
        let text: Vec<&str> = gomoku.iter().map(|l| l.1.as_str()).collect();
        assert_eq!(&text[..3], ["a", "b", "c"]);
        assert_eq!(text[14], "o", "no letter skipped");
        assert_eq!(&text[15..17], ["15", "14"], "the top row first");
        let h = gomoku.iter().find(|l| l.1 == "h").unwrap().0;
        let eight = gomoku.iter().find(|l| l.1 == "8").unwrap().0;
        assert_eq!((h.x, eight.y), (0.0, 0.0), "h8 is the centre");
        assert!(h.y < -7.0 && eight.x < -7.0, "below and left of the board");
        // The star points are drawn where the cells of their names are.
        let dots = FreeBoard(GridSize::new(15, 15, 5)).dressing().dots;
        assert!(dots.contains(&Vec2::ZERO) && dots.len() == 5, "h8 and the four corners' points");
    }
}
