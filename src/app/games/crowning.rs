//! Crowning, the stage's test family (compiled for tests only, see [`crate::rules::crowning`]): black and white
//! men on the dark squares of a chequered board, a crowned man marked with a star. The model of a descriptor
//! for a game of pieces that move: everything the board, input and the screen reader need of it is data and
//! words here, in the family's own moves (`Hop`) and the scene's places; no line of the view names it.

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, Dressing, Hover, HowToPlay, Ink, LastDot, MarkLook, Picture, PieceStyle, SideName,
    Surface,
};
use crate::app::geometry::BoardShape;
use crate::app::words::Said;
use crate::rules::crowning::{CROWN, Crowning, Hop};
use crate::rules::{Family, Game, Piece, Place, Player};
use crate::session::Side;

/// How far below the board the column letters sit, and left of it the row numbers, in squares.
const LETTERS_BELOW: f32 = 0.32;
const NUMBERS_LEFT: f32 = 0.35;
/// The sign on a crowned man.
const CROWN_EMBLEM: char = '★';

/// A Crowning board of this side.
pub struct CrowningBoard(pub u8);

impl Describe for Crowning {
    type Descriptor = CrowningBoard;

    fn descriptor(side: u8) -> CrowningBoard {
        CrowningBoard(side)
    }
}

impl CrowningBoard {
    fn shape(&self) -> BoardShape {
        let n = self.0 as usize;
        BoardShape { rows: n, cols: n, space_above: 0.4, room: Vec2::ZERO, coordinates: Vec2::splat(0.5) }
    }

    /// Letters below from the left, numbers up the left from the bottom: `a1` is the bottom left square.
    fn coordinates(&self) -> Vec<(Vec2, String)> {
        let (shape, n) = (self.shape(), self.0 as usize);
        let below = -(n as f32) / 2.0 - LETTERS_BELOW;
        let left = -(n as f32) / 2.0 - NUMBERS_LEFT;
        let letters =
            (0..n).map(|col| (Vec2::new(shape.cell_local(col).x, below), char::from(b'a' + col as u8).to_string()));
        let numbers = (0..n).map(|row| (Vec2::new(left, shape.cell_local(row * n).y), (n - row).to_string()));
        letters.chain(numbers).collect()
    }
}

impl Descriptor for CrowningBoard {
    type Family = Crowning;

    fn title(&self) -> Said {
        Said::new("game-crowning").number("side", self.0)
    }

    /// The rules, and a picture of a man jumping a white one onto the far row, where it is crowned.
    fn how_to_play(&self) -> HowToPlay<Crowning> {
        // Black's man on b(n-2), White's diagonally before it, the far row's square beyond empty.
        let n = self.0 as usize;
        let mut rows = vec!["-".repeat(n); n];
        rows[1].replace_range(2..3, "w");
        rows[2].replace_range(1..2, "b");
        let before = Crowning::read_setup(self.0, &format!("{} b", rows.join("/"))).and_then(Result::ok);
        let picture = before.and_then(|before| {
            let jump = Crowning::read_move(self.0, 1, &format!("b{}xd{n}", n - 2)).ok()?;
            before.check_move(jump).is_ok().then(|| Picture {
                caption: Said::new("picture-crowning-jump"),
                before,
                mv: jump,
            })
        });
        HowToPlay { paragraphs: vec![Said::new("how-crowning")], pictures: picture.into_iter().collect() }
    }

    /// Light wood with dark squares, the squares named round it; the square under the pointer shaded (a
    /// piece there would hide a mark drawn under it), a dot where each legal move ends, the last move's dot in
    /// the corner of the square it ended on (in the middle it would hide a crown's star).
    fn board(&self) -> BoardLook<Hop> {
        let dressing = Dressing { surface: Surface::WOOD, chequer: Some(Ink::GoBoard), ..default() };
        BoardLook {
            marks: MarkLook {
                round: true,
                last: Some(LastDot::CORNER),
                trail: None,
                hover: Hover::Shade(Ink::Hover),
                legal: Some(Ink::LegalDot),
            },
            coordinates: self.coordinates(),
            names_squares: true,
            ..BoardLook::new(self.shape(), dressing)
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// Black men for whoever moves first, white for the other; a crowned man with a star.
    fn look(&self, piece: &Piece, _side: Option<Side>) -> PieceStyle {
        let man = if piece.owner == Some(Player::One) { PieceStyle::BLACK_STONE } else { PieceStyle::WHITE_STONE };
        if piece.kind == CROWN { man.with_emblem(CROWN_EMBLEM) } else { man }
    }

    /// A move as it is written, the same in every language: `b2xd4`.
    fn move_name(&self, mv: Hop) -> Said {
        Said::new("move-square").text("square", Crowning::move_text(mv))
    }

    fn place_name(&self, place: Place) -> Said {
        Said::new("move-square").text("square", Crowning::square_name(self.0, place as u8))
    }

    /// A man is its colour ("Black"), a crowned one "Black crown".
    fn piece_name(&self, piece: &Piece, owner: Said) -> Said {
        if piece.kind == CROWN { Said::new("piece-crown").said("side", owner) } else { owner }
    }

    /// Black moves first: the seats are players 1 and 2, in a match the colour each plays.
    fn side_name(&self, side: Side, player: Option<Player>) -> SideName {
        match player {
            Some(Player::One) => SideName::Black,
            Some(Player::Two) => SideName::White,
            None => super::player_number(side),
        }
    }
}
