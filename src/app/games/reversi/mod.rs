//! Reversi: black and white discs on a green felt board, every square boxed, the four small dots of an Othello
//! board, columns lettered `a` to `h` below it and rows numbered `1` to `8` from the top down the left (as
//! Othello players write moves: `f5`; the letters go below, clear of the caption above the board). Black moves
//! first. A disc put down turns the discs it closes over one after another outward from it (the rules'
//! changes); the disc about to be played shows under the pointer and the discs it would turn light up.

mod board;
mod pictures;

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, FinalCount, HowToPlay, LastTurn, Menu, MenuItem, MenuRow, PieceStyle, SideName,
};
use crate::app::words::Said;
use crate::rules::reversi::bits::Size;
use crate::rules::reversi::{Disc, Reversi};
use crate::rules::{Family, Game, GameSpec, Piece, Place, Player};
use crate::session::Side;

/// A Reversi board of this size.
pub struct ReversiBoard(Size);

impl Describe for Reversi {
    type Descriptor = ReversiBoard;

    fn descriptor(size: Size) -> ReversiBoard {
        ReversiBoard(size)
    }
}

/// The boards the menu offers, in its order.
const SIZES: [Size; 2] = [Size::EIGHT, Size::SIX];

impl ReversiBoard {
    /// The square's name (`d3`) of a place.
    fn square(&self, place: Place) -> String {
        self.0.bit_of(place).map_or_else(|| format!("{place}"), Reversi::square_name)
    }

    /// The discs of each side, Black's first.
    fn counts(position: &Reversi) -> (usize, usize) {
        let scene = position.scene();
        let of = |player| scene.occupied().filter(|(_, piece)| piece.owner == Some(player)).count();
        (of(Player::One), of(Player::Two))
    }
}

impl Descriptor for ReversiBoard {
    type Family = Reversi;

    fn title(&self) -> Said {
        match GameSpec::Reversi(self.0).preset_name() {
            Some("reversi") => Said::new("game-reversi"),
            _ => Said::new("game-reversi-board").number("side", self.0.side()),
        }
    }

    /// A line about the game, and the board's sizes to choose from.
    fn menu(&self) -> Menu {
        let options = SIZES.iter().map(|size| Said::new("menu-board-size").number("side", size.side())).collect();
        let chosen = SIZES.iter().position(|&size| size == self.0).unwrap_or(0);
        let rows = vec![
            MenuRow { label: None, items: vec![MenuItem::Note(Said::new("about-reversi"))] },
            MenuRow {
                label: Some(Said::new("menu-board")),
                items: vec![MenuItem::Options { knob: 0, options, chosen }],
            },
        ];
        Menu { rows, custom: None }
    }

    /// The board's size, a step through [`SIZES`] for each of `by`, kept within them.
    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        let at = SIZES.iter().position(|&size| size == self.0).unwrap_or(0) as isize;
        let to = (at + by as isize).clamp(0, SIZES.len() as isize - 1) as usize;
        (knob == 0).then_some(GameSpec::Reversi(SIZES[to]))
    }

    /// The rules, then pictures of a disc that closes two lines at once, and a pass: on whichever board is
    /// chosen.
    fn how_to_play(&self) -> HowToPlay<Reversi> {
        let paragraphs = vec![Said::new("how-reversi").number("side", self.0.side()), Said::new("how-reversi-end")];
        HowToPlay { paragraphs, pictures: self.pictures() }
    }

    /// Moves are squares (`f5`), lettered and numbered round the board.
    fn board(&self) -> BoardLook<Disc> {
        BoardLook {
            marks: self.marks(),
            coordinates: self.coordinates(),
            names_squares: true,
            ..BoardLook::new(self.shape(), self.dressing())
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.shape().cell_local(place as usize)
    }

    /// A square's name is the same in every language (`d3`).
    fn move_name(&self, mv: Disc) -> Said {
        match mv {
            Disc::Pass => Said::new("move-pass"),
            Disc::At(_) => Said::new("move-square").text("square", Reversi::move_text(mv)),
        }
    }

    fn place_name(&self, place: Place) -> Said {
        Said::new("move-square").text("square", self.square(place))
    }

    /// Each side's discs, then the last move (by the side named), a pass said as one.
    fn caption(&self, position: &Reversi, last: Option<&LastTurn<Reversi>>) -> Vec<Said> {
        let (black, white) = Self::counts(position);
        let mut parts =
            vec![Said::new("caption-reversi-count").number("black", black as i64).number("white", white as i64)];
        match last.and_then(|turn| Some((turn.side, turn.last_move()?))) {
            Some((side, Disc::Pass)) => parts.push(Said::new("access-passes").said("side", side.said())),
            Some((side, mv)) => {
                parts.push(Said::new("caption-played").said("side", side.said()).said("move", self.move_name(mv)))
            }
            None => {}
        }
        parts
    }

    /// The discs each colour has (what the players count on the board), and the margin with the empty squares
    /// given to the winner, where there are any, as Othello scores it.
    fn final_count(&self, position: &Reversi) -> Option<FinalCount> {
        let (black, white) = Self::counts(position);
        let empties = self.0.squares() - black - white;
        let (won, lost) = (black.max(white), black.min(white));
        let words = (empties > 0 && won > lost).then(|| {
            Said::new("banner-reversi-empties").number("all", (won + empties) as i64).number("lost", lost as i64)
        });
        Some(FinalCount { score: [black as u32, white as u32], words })
    }

    /// The square, the colour and the discs turned, as Othello players say a move: "d3, Black; 3 discs
    /// turned". A pass is said as every family's is.
    fn spoken_move(&self, before: &Reversi, mv: Disc, turned: usize) -> Option<Said> {
        let player = before.to_move();
        let Disc::At(_) = mv else { return None };
        let colour = self.side_name(Side::X, Some(player));
        Some(
            Said::new("access-reversi-move")
                .said("move", self.move_name(mv))
                .said("colour", colour.said())
                .number("turned", turned as i64),
        )
    }

    /// The seats are players 1 and 2, whichever plays Black (who moves first): the menu says which does. In a
    /// match, the colour it plays.
    fn side_name(&self, side: Side, player: Option<Player>) -> SideName {
        match player {
            Some(Player::One) => SideName::Black,
            Some(Player::Two) => SideName::White,
            None => super::player_number(side),
        }
    }

    /// Black discs for whoever moves first, drawn as stones.
    fn look(&self, piece: &Piece, _side: Option<Side>) -> PieceStyle {
        if piece.owner == Some(Player::One) { PieceStyle::BLACK_STONE } else { PieceStyle::WHITE_STONE }
    }
}

#[cfg(test)]
mod tests;
