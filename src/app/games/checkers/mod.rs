//! Checkers (English draughts, see [`crate::rules::checkers`]): black and white men on the green squares of a
//! green and buff board, as tournament boards are, a king marked with a star. The rules' places are the 32
//! dark squares, numbered as players number them; the board turns so that the side nearest the screen has its
//! men at the bottom, their numbers turning with it.

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, Dressing, Hover, HowToPlay, Ink, LastDot, MarkLook, Menu, MenuItem, MenuRow,
    Picture, PieceStyle, SideName, SpokenBoard, Step, Surface,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::checkers::board::{bits, cell};
use crate::rules::checkers::{Checkers, CheckersMove, English, KING};
use crate::rules::{Family, Game, Piece, Place, Player};
use crate::session::Side;

/// The board's side, in squares.
const SIDE: usize = 8;
/// Where a square's number is written: in its top left corner, in board units from its centre.
const NUMBER_AT: Vec2 = Vec2::new(-0.33, 0.33);
/// The sign on a king.
const KING_EMBLEM: char = '★';

/// The checkerboard, seen from the side of `near` (its men at the bottom).
pub struct CheckersBoard {
    near: Player,
}

impl Describe for Checkers {
    type Descriptor = CheckersBoard;

    /// Seen from Black's side: the person who moves first has their men at the bottom.
    fn descriptor(rules: English) -> CheckersBoard {
        Self::seated(rules, Player::One)
    }

    fn seated(_rules: English, near: Player) -> CheckersBoard {
        CheckersBoard { near }
    }
}

impl CheckersBoard {
    fn shape(&self) -> BoardShape {
        BoardShape { rows: SIDE, cols: SIDE, space_above: 0.4, room: Vec2::ZERO, coordinates: Vec2::ZERO }
    }

    /// The row and column on screen, from the top left, of a square (a place, 0 to 31): as diagrams draw
    /// the board (Black's side at the top) when White is nearest, turned round when Black is.
    fn cell_of(&self, place: Place) -> (usize, usize) {
        // The scene has 32 places; another game's place never comes here, but would find the last square.
        let (row, col) = cell(place.min(31) as u8);
        let (row, col) = (row as usize, col as usize);
        if self.near == Player::One { (SIDE - 1 - row, SIDE - 1 - col) } else { (row, col) }
    }

    /// The square at a row and column on screen, if it is a dark one.
    fn place_of(&self, row: usize, col: usize) -> Option<Place> {
        let (row, col) = if self.near == Player::One { (SIDE - 1 - row, SIDE - 1 - col) } else { (row, col) };
        // Square numbers run along the dark squares, four to a row: those whose row and column add up odd.
        ((row + col) % 2 == 1).then(|| (row * 4 + col / 2) as Place)
    }
}

impl Descriptor for CheckersBoard {
    type Family = Checkers;

    fn title(&self) -> Said {
        Said::new("game-checkers")
    }

    fn menu(&self) -> Menu {
        Menu {
            rows: vec![MenuRow { label: None, items: vec![MenuItem::Note(Said::new("about-checkers"))] }],
            custom: None,
        }
    }

    /// The rules and the draws, and a picture of a double jump that crowns.
    fn how_to_play(&self) -> HowToPlay<Checkers> {
        let before = Checkers::read_setup(English, "B:W18,26:B14").and_then(Result::ok);
        let picture = before.and_then(|before| {
            let jump = before.written(1, "14x23x30").ok()?;
            Some(Picture { caption: Said::new("picture-checkers-jump"), before, mv: jump })
        });
        HowToPlay {
            paragraphs: vec![Said::new("how-checkers"), Said::new("how-checkers-draws")],
            pictures: picture.into_iter().collect(),
        }
    }

    /// Buff with green squares, each numbered in its corner (the coordinates' setting); the square under the
    /// pointer shaded (a piece there would hide a mark drawn under it), a dot where each legal move lands,
    /// the last move's path shaded, square by square from where it started to where it ended (a jump's every
    /// landing: the dot alone would not say where a piece came from, nor which way a jump went), and its dot
    /// in the corner of the square it ended on (in the middle it would hide a king's star).
    fn board(&self) -> BoardLook<CheckersMove> {
        let dressing = Dressing { surface: Surface::SQUARES, chequer: Some(Ink::DarkSquare), ..default() };
        let numbers = (0..32).map(|place| (self.spot(place) + NUMBER_AT, (place + 1).to_string())).collect();
        BoardLook {
            marks: MarkLook {
                round: true,
                last: Some(LastDot { at: Vec2::new(0.36, -0.36), ..LastDot::CORNER }),
                trail: Some(Ink::LastSquare),
                hover: Hover::Shade(Ink::Hover),
                legal: Some(Ink::LegalDot),
            },
            coordinates: numbers,
            coordinate_ink: Ink::SquareNumber,
            names_squares: true,
            // The analysis' value as a bar, a man or a pawn being 100.
            value_bar: true,
            ..BoardLook::new(self.shape(), dressing)
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        let (row, col) = self.cell_of(place);
        self.shape().cell_local(row * SIDE + col)
    }

    fn place_at(&self, layout: &BoardLayout, world: Vec2, _position: &Checkers) -> Option<Place> {
        let cell = layout.cell_at(world)?;
        self.place_of(cell / SIDE, cell % SIDE)
    }

    /// Along the dark squares as they are on screen: left and right to the next in the row, up and down to
    /// the row beyond, leaning left (right where the edge is); wrapping at the edges.
    fn step(&self, place: Place, step: Step, _position: &Checkers) -> Place {
        let (row, col) = self.cell_of(place);
        let (row, col) = match step {
            Step::Left => (row, (col + SIDE - 2) % SIDE),
            Step::Right => (row, (col + 2) % SIDE),
            Step::Up => ((row + SIDE - 1) % SIDE, if col > 0 { col - 1 } else { col + 1 }),
            Step::Down => ((row + 1) % SIDE, if col > 0 { col - 1 } else { col + 1 }),
        };
        self.place_of(row, col).unwrap_or(place)
    }

    /// Black and white men, whoever's colour the theme draws; a king with a star.
    fn look(&self, piece: &Piece, _side: Option<Side>) -> PieceStyle {
        let man = if piece.owner == Some(Player::One) { PieceStyle::BLACK_STONE } else { PieceStyle::WHITE_STONE };
        if piece.kind == KING { man.with_emblem(KING_EMBLEM) } else { man }
    }

    /// A move as checkers players write it, the same in every language: `11-15`, `26x17x10`.
    fn move_name(&self, mv: CheckersMove) -> Said {
        Said::new("move-square").text("square", Checkers::move_text(mv))
    }

    /// "Black: 22 to 18"; a jump with its landings and the squares it takes: "White: 26 jumps to 17, 10,
    /// takes 22, 14".
    fn spoken_move(&self, before: &Checkers, mv: CheckersMove, _turned: usize) -> Option<Said> {
        let colour = self.side_name(Side::X, Some(before.to_move())).said();
        let number = |bit: u8| (bit + 1).to_string();
        let list = |bits: &mut dyn Iterator<Item = u8>| bits.map(number).collect::<Vec<_>>().join(", ");
        let said = if mv.jumps() {
            Said::new("access-checkers-jump")
                .text("landings", list(&mut mv.path()[1..].iter().copied()))
                .text("taken", list(&mut bits(mv.taken())))
        } else {
            Said::new("access-checkers-step").text("to", number(mv.to()))
        };
        Some(said.said("colour", colour).text("from", number(mv.from())))
    }

    fn place_name(&self, place: Place) -> Said {
        Said::new("checkers-square").number("square", place as i64 + 1)
    }

    /// "Black man", "White king".
    fn piece_name(&self, piece: &Piece, owner: Said) -> Said {
        Said::new(if piece.kind == KING { "piece-king" } else { "piece-man" }).said("side", owner)
    }

    /// The squares in the order of their numbers, four to a row, as a diagram reads them.
    fn spoken_board(&self, position: &Checkers, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        SpokenBoard { cols: 4, cells: super::descriptor::spoken_places(self, position, owner) }
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

#[cfg(test)]
mod tests;
