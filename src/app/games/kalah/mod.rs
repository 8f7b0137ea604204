//! Kalah: a wooden board with two rows of pits and a store at each end, the person's row nearest them and
//! their store on their right; the seeds are pebbles in the pits.
//!
//! The board is laid out on a grid of two rows and a column for each pit, with a column more at each end for
//! the stores, which stand across both rows. Which player sits near is the match's to say: the board turns
//! round for a person who moves second.

mod board;
mod menu;
mod pictures;
mod words;

use bevy::prelude::*;

use super::{
    BoardLook, Describe, Descriptor, ExplorerText, FinalCount, HowToPlay, LastTurn, Menu, PieceStyle, PlaceLook,
    SideName, SpokenBoard, Step,
};
use crate::app::geometry::BoardLayout;
use crate::app::words::Said;
use crate::rules::kalah::{Board, Capture, Kalah, Sowing, pit_letter};
use crate::rules::{Family, Game, GameSpec, Piece, Place, Player};
use crate::session::Side;

/// A Kalah board as seen from the side of `near`, who sits nearest the screen.
pub struct KalahBoard {
    board: Board,
    near: Player,
}

impl Describe for Kalah {
    type Descriptor = KalahBoard;

    fn descriptor(board: Board) -> KalahBoard {
        Self::seated(board, Player::One)
    }

    fn seated(board: Board, near: Player) -> KalahBoard {
        KalahBoard { board, near }
    }
}

impl KalahBoard {
    /// The pits a side.
    fn pits(&self) -> usize {
        self.board.pits as usize
    }

    /// The seeds on each place.
    fn seeds(&self, position: &Kalah) -> Vec<u16> {
        let scene = position.scene();
        (0..self.board.places() as Place).map(|place| scene.at(place).map_or(0, |piece| piece.count)).collect()
    }

    /// Whether a place of `owner`'s is the near side's ("your pit c") or the other's ("the opponent's").
    fn yours(&self, owner: Player) -> bool {
        owner == self.near
    }
}

impl Descriptor for KalahBoard {
    type Family = Kalah;

    fn title(&self) -> Said {
        match GameSpec::Kalah(self.board).preset_name() {
            Some("kalah") => Said::new("game-kalah"),
            _ => Said::new("game-kalah-board")
                .number("pits", self.board.pits)
                .number("seeds", self.board.seeds)
                .text("rule", rule_word(self.board.capture)),
        }
    }

    /// A line about the rule, then the pits, the seeds and the rule, each turned on the menu.
    fn menu(&self) -> Menu {
        self.menu_rows()
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        self.turned(knob, by)
    }

    /// The rules, then pictures of a move again and the captures under the board's rule.
    fn how_to_play(&self) -> HowToPlay<Kalah> {
        let capture = match self.board.capture {
            Capture::Standard => "how-kalah-capture",
            Capture::Empty => "how-kalah-capture-empty",
        };
        let paragraphs = vec![
            Said::new("how-kalah").number("pits", self.board.pits).number("seeds", self.board.seeds),
            Said::new(capture),
        ];
        HowToPlay { paragraphs, pictures: self.pictures() }
    }

    /// Moves are pits, named by their letters, drawn by default; each player's name by their store; every
    /// pit's and store's count written, an empty one's 0 too.
    fn board(&self) -> BoardLook<Sowing> {
        BoardLook {
            marks: self.marks(),
            coordinates: self.coordinates(),
            owner_labels: self.owner_labels(),
            counted: true,
            names_squares: true,
            ..BoardLook::new(self.shape(), self.dressing())
        }
    }

    fn place(&self, place: Place) -> PlaceLook {
        PlaceLook {
            rect: self.place_rect(place),
            value_at: self.value_spot(place),
            spoken_cell: self.spoken_cell(place),
        }
    }

    /// The near side's pits along the bottom from its left, its store on the right; the far side's along the
    /// top from its own left (the near side's right), its store on the left.
    fn spot(&self, place: Place) -> Vec2 {
        self.spot_of(place)
    }

    fn place_at(&self, layout: &BoardLayout, world: Vec2, _position: &Kalah) -> Option<Place> {
        // A store is pressed anywhere in its column, but only its hollow shows it.
        self.place_of_cell(layout.cell_at(world)?)
    }

    /// Along a row of pits, wrapping at its ends; up and down to the pit across.
    fn step(&self, place: Place, step: Step, _position: &Kalah) -> Place {
        self.step_from(place, step)
    }

    /// The first pit of the side to move that holds seeds.
    fn cursor_start(&self, position: &Kalah) -> Place {
        let mover = position.to_move();
        let seeds = self.seeds(position);
        let first = (0..self.board.pits).map(|pit| self.board.pit(mover, pit)).find(|&p| seeds[p as usize] > 0);
        first.unwrap_or_else(|| self.board.pit(mover, 0))
    }

    /// Digits 1 to the pits a side sow the mover's pits `a` onwards.
    fn digit_move(&self, digit: usize, _position: &Kalah) -> Option<Sowing> {
        (1..=self.pits()).contains(&digit).then(|| Sowing(digit as u8 - 1))
    }

    fn side_name(&self, side: Side, _player: Option<Player>) -> SideName {
        super::player_number(side)
    }

    /// The seeds in each store: at the end every seed is in one.
    fn final_count(&self, position: &Kalah) -> Option<FinalCount> {
        let seeds = self.seeds(position);
        let score = [Player::One, Player::Two].map(|player| u32::from(seeds[self.board.store(player) as usize]));
        Some(FinalCount { score, words: None })
    }

    /// A pit by the letter drawn on its row: "pit c".
    fn move_name(&self, Sowing(pit): Sowing) -> Said {
        Said::new("move-pit").text("pit", pit_letter(pit).to_string())
    }

    fn explorer_text(&self, position: &Kalah) -> ExplorerText {
        ExplorerText { label: Some(self.node_label(position)), words: None }
    }

    /// The seeds, which are nobody's: the sides have no pieces of their own.
    fn look(&self, _piece: &Piece, _side: Option<Side>) -> PieceStyle {
        PieceStyle::SEEDS
    }

    /// How to sow before anyone has; then the last turn, each sowing of it in words with what it did (moved
    /// again, captured), pits named as the letters drawn on their row; and at the end, what the last sweep did.
    fn caption(&self, position: &Kalah, last: Option<&LastTurn<Kalah>>) -> Vec<Said> {
        self.caption_parts(position, last)
    }

    /// The pits' letters, each side's from its own left; the stores by whose they are.
    fn place_name(&self, place: Place) -> Said {
        self.name_of(place)
    }

    /// A row a side, near side first, each its pits from its own left and then its store: "your pit c: 5
    /// seeds".
    fn spoken_board(&self, position: &Kalah, _owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        self.spoken(position)
    }
}

/// The rule's word in a title: nothing for the standard rule.
fn rule_word(capture: Capture) -> String {
    match capture {
        Capture::Standard => "standard".into(),
        Capture::Empty => "empty".into(),
    }
}
