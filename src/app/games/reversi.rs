//! Reversi: black and white discs on a green felt board, every square boxed, the four small dots of an Othello
//! board, columns lettered `a` to `h` below it and rows numbered `1` to `8` from the top down the left (as
//! Othello players write moves: `f5`; the letters go below, clear of the caption above the board). Black moves first. A disc put down turns the discs it closes over one after
//! another outward from it (the rules' changes); the disc about to be played shows under the pointer and the
//! discs it would turn light up.

use std::sync::Arc;

use bevy::prelude::*;

use super::{
    Describe, Dressing, GHOST, GameDescriptor, Hover, Ink, LastDot, LastTurn, Lines, MarkLook, MenuItem, MenuRow,
    Picture, PieceStyle, SideName, Surface,
};
use crate::app::geometry::BoardShape;
use crate::app::words::Said;
use crate::rules::reversi::bits::Size;
use crate::rules::reversi::{Disc, Reversi};
use crate::rules::{AnyGame, AnyMove, GameSpec, Piece, Place, Player};
use crate::session::Side;

/// A Reversi board of this size.
pub(super) struct ReversiBoard(Size);

impl Describe for Reversi {
    fn descriptor(size: Size) -> Arc<dyn GameDescriptor> {
        Arc::new(ReversiBoard(size))
    }
}

/// The boards the menu offers, in its order.
const SIZES: [Size; 2] = [Size::EIGHT, Size::SIX];

/// How far below the board the column letters sit, and left of it the row numbers, in squares.
const LETTERS_BELOW: f32 = 0.32;
const NUMBERS_LEFT: f32 = 0.35;

impl ReversiBoard {
    fn side(&self) -> usize {
        self.0.side() as usize
    }

    /// The square's name (`d3`) of a place.
    fn square(&self, place: Place) -> String {
        self.0.bit_of(place).map_or_else(|| format!("{place}"), Reversi::square_name)
    }

    /// The discs of each side, Black's first.
    fn counts(position: &AnyGame) -> (usize, usize) {
        let scene = position.scene();
        let of = |player| scene.occupied().filter(|(_, piece)| piece.owner == Some(player)).count();
        (of(Player::One), of(Player::Two))
    }
}

impl ReversiBoard {
    /// A position of this board with `discs` on the squares named (`X` black, `O` white) and `to_move` to move.
    fn position(&self, discs: &[(&str, char)], to_move: char) -> Option<AnyGame> {
        let side = self.0.side() as usize;
        let mut cells = vec!['-'; side * side];
        for (square, disc) in discs {
            let bytes = square.as_bytes();
            let (col, row) = ((bytes[0] - b'a') as usize, (bytes[1] - b'1') as usize);
            cells[row * side + col] = *disc;
        }
        let text: String = cells.into_iter().collect();
        GameSpec::Reversi(self.0).parse_position(&format!("{text} {to_move}")).ok()
    }
}

impl GameDescriptor for ReversiBoard {
    fn title(&self) -> Said {
        match GameSpec::Reversi(self.0).preset_name() {
            Some("reversi") => Said::new("game-reversi"),
            _ => Said::new("game-reversi-board").number("side", self.0.side()),
        }
    }

    /// A line about the game, and the board's sizes to choose from.
    fn menu_rows(&self) -> Vec<MenuRow> {
        let options = SIZES.iter().map(|size| Said::new("menu-board-size").number("side", size.side())).collect();
        let chosen = SIZES.iter().position(|&size| size == self.0).unwrap_or(0);
        vec![
            MenuRow { label: None, items: vec![MenuItem::Note(Said::new("about-reversi"))] },
            MenuRow {
                label: Some(Said::new("menu-board")),
                items: vec![MenuItem::Options { knob: 0, options, chosen }],
            },
        ]
    }

    /// The board's size, a step through [`SIZES`] for each of `by`, kept within them.
    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        let at = SIZES.iter().position(|&size| size == self.0).unwrap_or(0) as isize;
        let to = (at + by as isize).clamp(0, SIZES.len() as isize - 1) as usize;
        (knob == 0).then_some(GameSpec::Reversi(SIZES[to]))
    }

    fn how_to_play(&self) -> Vec<Said> {
        vec![Said::new("how-reversi").number("side", self.0.side()), Said::new("how-reversi-end")]
    }

    /// A disc that closes two lines at once, and a pass: on whichever board is chosen.
    fn pictures(&self) -> Vec<Picture> {
        let two_lines = self.position(&[("b4", 'X'), ("d2", 'X'), ("c4", 'O'), ("d3", 'O')], 'X');
        let pass = self.position(&[("a1", 'X'), ("b1", 'X'), ("c1", 'O')], 'O');
        let d4 = AnyMove::Disc(Disc::At(self.0.bit(3, 3)));
        [
            (two_lines, d4, Said::new("picture-reversi-two-lines")),
            (pass, AnyMove::Disc(Disc::Pass), Said::new("picture-reversi-pass")),
        ]
        .into_iter()
        .filter_map(|(before, mv, caption)| Some(Picture { caption, before: before?, mv }))
        .collect()
    }

    /// Green felt, every square boxed, and on 8×8 the four dots where the lines of b, c, f and g meet.
    fn dressing(&self) -> Dressing {
        let dots = if self.0 == Size::EIGHT {
            [(-2.0, 2.0), (2.0, 2.0), (-2.0, -2.0), (2.0, -2.0)].map(|(x, y)| Vec2::new(x, y)).into()
        } else {
            Vec::new()
        };
        Dressing { surface: Surface::FELT, lines: Lines::RoundCells, dots, ..Dressing::default() }
    }

    /// Round marks; a small dot on each square the side to move may play; the disc about to be played, half
    /// seen, under the pointer (and the discs it would turn lit); the last disc's dot.
    fn marks(&self) -> MarkLook {
        MarkLook { round: true, last: Some(LastDot::STONE), hover: Hover::Ghost(GHOST), legal: Some(Ink::LegalDot) }
    }

    fn shape(&self) -> BoardShape {
        BoardShape {
            rows: self.side(),
            cols: self.side(),
            space_above: 0.4,
            room: Vec2::ZERO,
            coordinates: Vec2::splat(0.5),
        }
    }

    /// Moves are squares: `f5`.
    fn names_squares(&self) -> bool {
        true
    }

    /// Letters below, numbers down the left from the top: a1 is the top-left square.
    fn coordinates(&self) -> Vec<(Vec2, String)> {
        let shape = self.shape();
        let n = self.side();
        let below = -(n as f32) / 2.0 - LETTERS_BELOW;
        let left = -(n as f32) / 2.0 - NUMBERS_LEFT;
        let letters =
            (0..n).map(|col| (Vec2::new(shape.cell_local(col).x, below), char::from(b'a' + col as u8).to_string()));
        let numbers = (0..n).map(|row| (Vec2::new(left, shape.cell_local(row * n).y), (row + 1).to_string()));
        letters.chain(numbers).collect()
    }

    /// A square's name is the same in every language (`d3`).
    fn move_name(&self, mv: AnyMove) -> Said {
        match mv {
            AnyMove::Disc(Disc::At(bit)) => Said::new("move-square").text("square", Reversi::square_name(bit)),
            AnyMove::Disc(Disc::Pass) => Said::new("move-pass"),
            _ => Said::new("move-cell").text("cell", format!("{mv:?}")),
        }
    }

    fn place_name(&self, place: Place) -> Said {
        Said::new("move-square").text("square", self.square(place))
    }

    /// Each side's discs, then the last move (by the side named), a pass said as one.
    fn caption(&self, position: &AnyGame, last: Option<&LastTurn>) -> Vec<Said> {
        let (black, white) = Self::counts(position);
        let mut parts =
            vec![Said::new("caption-reversi-count").number("black", black as i64).number("white", white as i64)];
        match last.and_then(|turn| Some((turn.side, turn.last_move()?))) {
            Some((side, AnyMove::Disc(Disc::Pass))) => parts.push(Said::new("access-passes").said("side", side.said())),
            Some((side, mv)) => {
                parts.push(Said::new("caption-played").said("side", side.said()).said("move", self.move_name(mv)))
            }
            None => {}
        }
        parts
    }

    /// The discs each colour has: what the players count on the board.
    fn final_score(&self, position: &AnyGame) -> Option<[u32; 2]> {
        let (black, white) = Self::counts(position);
        Some([black as u32, white as u32])
    }

    /// The margin with the empty squares given to the winner, where there are any, as Othello scores it.
    fn final_count(&self, position: &AnyGame) -> Option<Said> {
        let (black, white) = Self::counts(position);
        let empties = self.0.squares() - black - white;
        let (won, lost) = (black.max(white), black.min(white));
        (empties > 0 && won > lost).then(|| {
            Said::new("banner-reversi-empties").number("all", (won + empties) as i64).number("lost", lost as i64)
        })
    }

    /// The square, the colour and the discs turned, as Othello players say a move: "d3, Black; 3 discs
    /// turned". A pass is said as every family's is.
    fn spoken_move(&self, mv: AnyMove, player: Player, turned: usize) -> Option<Said> {
        let AnyMove::Disc(Disc::At(_)) = mv else { return None };
        let colour = self.colour_name(player)?;
        Some(
            Said::new("access-reversi-move")
                .said("move", self.move_name(mv))
                .said("colour", colour.said())
                .number("turned", turned as i64),
        )
    }

    /// The seats are players 1 and 2, whichever plays Black (who moves first): the menu says which does.
    fn side_name(&self, side: Side) -> SideName {
        super::player_number(side)
    }

    fn colour_name(&self, player: Player) -> Option<SideName> {
        Some(match player {
            Player::One => SideName::Black,
            Player::Two => SideName::White,
        })
    }

    /// Black discs for whoever moves first, drawn as stones.
    fn look(&self, piece: &Piece, _side: Option<Side>) -> PieceStyle {
        if piece.owner == Some(Player::One) { PieceStyle::BLACK_STONE } else { PieceStyle::WHITE_STONE }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn squares_are_played_where_they_are_drawn_and_named_as_othello_players_write_them() {
        let board = ReversiBoard(Size::EIGHT);
        let start = GameSpec::REVERSI.start();
        // d3 is the fourth column of the third row from the top: place 19.
        let d3 = start.aimed(19).unwrap();
        assert_eq!(GameSpec::REVERSI.move_text(d3), "d3");
        assert_eq!(start.cue(d3).place(), Some(19));
        assert_eq!(start.cue(AnyMove::Disc(Disc::Pass)).place(), None);
        assert_eq!(board.cursor_start(&start), 19, "d3, the first legal move in reading order");
        let six = ReversiBoard(Size::SIX);
        assert_eq!(six.spot(35), Vec2::new(2.5, -2.5), "f6 in the bottom right corner");
        let f6 = GameSpec::Reversi(Size::SIX).start().aimed(35).unwrap();
        assert_eq!(GameSpec::Reversi(Size::SIX).move_text(f6), "f6");
        let labels: Vec<String> = board.coordinates().into_iter().map(|(_, text)| text).collect();
        assert_eq!(&labels[..3], ["a", "b", "c"]);
        assert_eq!(&labels[8..10], ["1", "2"], "rows from the top");
        let (a, one) = (board.coordinates()[0].0, board.coordinates()[8].0);
        assert!(a.y < -4.0 && one.x < -4.0, "letters below, numbers to the left");
        assert!(board.coordinates()[8].0.y > board.coordinates()[9].0.y, "row 1 at the top");
    }

    #[test]
    fn the_caption_counts_the_discs_and_says_a_pass() {
        let board = ReversiBoard(Size::EIGHT);
        let position = GameSpec::REVERSI.parse_position("f5").unwrap();
        let turn =
            |side: SideName, mv| LastTurn { who: side.said(), side, moves: vec![(GameSpec::REVERSI.start(), mv)] };
        let caption = board.caption(&position, Some(&turn(SideName::Black, AnyMove::Disc(Disc::At(37)))));
        assert_eq!(caption[0], Said::new("caption-reversi-count").number("black", 4).number("white", 1));
        let passed = board.caption(&position, Some(&turn(SideName::White, AnyMove::Disc(Disc::Pass))));
        assert_eq!(passed[1], Said::new("access-passes").said("side", SideName::White.said()));
        assert_eq!(board.turn(0, 1), Some(GameSpec::Reversi(Size::SIX)));
        assert_eq!(board.turn(0, -1), Some(GameSpec::REVERSI), "no size before the first");
        assert_eq!(ReversiBoard(Size::SIX).turn(0, -1), Some(GameSpec::REVERSI));
        let MenuItem::Options { options, chosen, .. } = &board.menu_rows()[1].items[0] else { panic!("a choice") };
        assert_eq!((options.len(), *chosen), (2, 0), "8×8 | 6×6, 8×8 chosen");
    }

    #[test]
    fn the_final_score_is_the_discs_and_the_count_gives_the_empty_squares_to_the_winner_only_where_some_are_left() {
        let board = ReversiBoard(Size::EIGHT);
        // Black's c1 turns White's only disc: 3–0, 61 squares empty.
        let wipe_out = GameSpec::REVERSI.parse_position(&format!("XO{} X", "-".repeat(62))).unwrap();
        let mut over = wipe_out.clone();
        over.play(wipe_out.aimed(2).unwrap());
        assert!(over.outcome().is_some());
        assert_eq!(board.final_score(&over), Some([3, 0]), "what the board shows");
        let empties = Said::new("banner-reversi-empties").number("all", 64).number("lost", 0);
        assert_eq!(board.final_count(&over), Some(empties), "the margin as Othello counts it");
        // A full board, or a tie: the score says it all.
        let full = GameSpec::REVERSI.parse_position(&format!("{}{} X", "O".repeat(40), "X".repeat(24))).unwrap();
        assert_eq!((board.final_score(&full), board.final_count(&full)), (Some([24, 40]), None));
        let tie = GameSpec::REVERSI
            .parse_position(&format!("{}{}{} X", "O".repeat(30), "-".repeat(4), "X".repeat(30)))
            .unwrap();
        assert_eq!((board.final_score(&tie), board.final_count(&tie)), (Some([30, 30]), None));
    }

    #[test]
    fn the_pictures_show_two_lines_closed_and_a_pass_on_each_board() {
        for size in [Size::EIGHT, Size::SIX] {
            let board = ReversiBoard(size);
            let pictures = board.pictures();
            assert_eq!(pictures.len(), 2, "{size:?}");
            for picture in &pictures {
                assert!(picture.before.check_move(picture.mv).is_ok(), "{:?}", picture.mv);
            }
            let mut after = pictures[0].before.clone();
            after.play(pictures[0].mv);
            let (black, white) = ReversiBoard::counts(&after);
            assert_eq!((black, white), (5, 0), "d4 and the two discs it turned, both lines");
            assert!(matches!(pictures[1].mv, AnyMove::Disc(Disc::Pass)));
        }
    }

    #[test]
    fn a_move_is_said_with_its_colour_and_the_discs_it_turned() {
        let board = ReversiBoard(Size::EIGHT);
        let d3 = AnyMove::Disc(Disc::At(19));
        let said = board.spoken_move(d3, Player::One, 1).unwrap();
        let expected = Said::new("access-reversi-move").said("move", board.move_name(d3));
        assert_eq!(said, expected.said("colour", SideName::Black.said()).number("turned", 1));
        assert_eq!(board.spoken_move(AnyMove::Disc(Disc::Pass), Player::Two, 0), None, "a pass: the common words");
    }
}
