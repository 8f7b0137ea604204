//! Kalah: a wooden board with two rows of pits and a store at each end, the person's row nearest them and
//! their store on their right; the seeds are pebbles in the pits.
//!
//! The board is laid out on a grid of two rows and a column for each pit, with a column more at each end for
//! the stores, which stand across both rows. Which player sits near is the match's to say: the board turns
//! round for a person who moves second.

use std::sync::Arc;

use bevy::prelude::*;

use super::{
    Describe, Dressing, GameDescriptor, Hover, LastTurn, MarkLook, MenuItem, MenuRow, Picture, PieceStyle, SideName,
    SpokenBoard, Step, Surface,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::words::Said;
use crate::rules::kalah::{Board, Capture, Kalah, PITS, SEEDS, Sowing, pit_letter};
use crate::rules::{AnyGame, AnyMove, Change, Game, GameSpec, Piece, Place, Player};
use crate::session::Side;

/// A Kalah board as seen from the side of `near`, who sits nearest the screen.
pub(super) struct KalahBoard {
    board: Board,
    near: Player,
}

impl Describe for Kalah {
    fn descriptor(board: Board) -> Arc<dyn GameDescriptor> {
        Self::seated(board, Player::One)
    }

    fn seated(board: Board, near: Player) -> Arc<dyn GameDescriptor> {
        Arc::new(KalahBoard { board, near })
    }
}

/// How tall a store is, in rows: nearly both.
const STORE_HEIGHT: f32 = 1.8;
/// How far from a pit's centre its letter is written, in rows: just past the board's edge; and its value,
/// past its letter.
const LETTER_OFFSET: f32 = 0.77;
const VALUE_OFFSET: f32 = 1.12;
/// Rows of room kept above and below the board for the letters, the players' names and the values.
const ROOM_BELOW: f32 = 0.9;

impl KalahBoard {
    /// The pits a side.
    fn pits(&self) -> usize {
        self.board.pits as usize
    }

    /// The seeds on each place.
    fn seeds(&self, position: &AnyGame) -> Vec<u16> {
        let scene = position.scene();
        (0..self.board.places() as Place).map(|place| scene.at(place).map_or(0, |piece| piece.count)).collect()
    }

    /// A picture of player One sowing its pit `pit` with `mine` and `theirs` in the pits (each side's from its
    /// own left), the rest of the game's seeds shared between the stores.
    fn picture(&self, mine: &[u16], theirs: &[u16], pit: usize, caption: Said) -> Option<Picture> {
        let rest = self.board.total().checked_sub(mine.iter().chain(theirs).sum())?;
        let row =
            |pits: &[u16], store: u16| pits.iter().chain([&store]).map(u16::to_string).collect::<Vec<_>>().join(",");
        let text = format!("{}/{} 1", row(mine, rest / 2), row(theirs, rest - rest / 2));
        let before = GameSpec::Kalah(self.board).read_setup(&text).ok()?;
        Some(Picture { caption, before, mv: AnyMove::Sowing(Sowing(pit as u8)) })
    }

    /// The place whose spot is in grid cell `cell` of [`GameDescriptor::shape`] (two rows of pits between the
    /// stores' columns), if any.
    fn place_of_cell(&self, cell: usize) -> Option<Place> {
        let (cols, m) = (self.pits() + 2, self.pits() as u8);
        let (row, col) = (cell / cols, cell % cols);
        let board = self.board;
        match col {
            0 => Some(board.store(self.near.other())),
            c if c == cols - 1 => Some(board.store(self.near)),
            c if row == 1 => Some(board.pit(self.near, c as u8 - 1)),
            c => Some(board.pit(self.near.other(), m - c as u8)),
        }
    }

    /// Whether a place of `owner`'s is the near side's ("your pit c") or the other's ("the opponent's").
    fn yours(&self, owner: Player) -> bool {
        owner == self.near
    }
}

impl GameDescriptor for KalahBoard {
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
    fn menu_rows(&self) -> Vec<MenuRow> {
        let board = self.board;
        let items = vec![
            MenuItem::Note(Said::new("menu-pits")),
            MenuItem::Stepper { knob: 0, value: board.pits },
            MenuItem::Note(Said::new("menu-seeds")),
            MenuItem::Stepper { knob: 1, value: board.seeds },
        ];
        let capture = MenuItem::Options {
            knob: 2,
            options: vec![Said::new("menu-capture-standard"), Said::new("menu-capture-empty")],
            chosen: usize::from(board.capture == Capture::Empty),
        };
        vec![
            MenuRow { label: None, items: vec![MenuItem::Note(Said::new("about-kalah"))] },
            MenuRow { label: Some(Said::new("menu-board")), items },
            MenuRow { label: Some(Said::new("menu-capture")), items: vec![capture] },
        ]
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        let mut board = self.board;
        match knob {
            0 => board.pits = board.pits.saturating_add_signed(by).clamp(*PITS.start(), *PITS.end()),
            1 => board.seeds = board.seeds.saturating_add_signed(by).clamp(*SEEDS.start(), *SEEDS.end()),
            // One rule or the other: an odd turn changes it.
            2 if by % 2 != 0 => {
                board.capture = match board.capture {
                    Capture::Standard => Capture::Empty,
                    Capture::Empty => Capture::Standard,
                }
            }
            2 => {}
            _ => return None,
        }
        Some(GameSpec::Kalah(board))
    }

    fn how_to_play(&self) -> Vec<Said> {
        let capture = match self.board.capture {
            Capture::Standard => "how-kalah-capture",
            Capture::Empty => "how-kalah-capture-empty",
        };
        vec![
            Said::new("how-kalah").number("pits", self.board.pits).number("seeds", self.board.seeds),
            Said::new(capture),
        ]
    }

    /// Sowing into one's own store and moving again; a capture; and a last seed in an empty pit facing an empty
    /// pit, which captures under the empty-capture rule only: each on this board, player One to move.
    fn pictures(&self) -> Vec<Picture> {
        let m = self.pits();
        let letter = |pit: usize| pit_letter(pit as u8).to_string();
        // A few seeds a pit, so that the counts read at a glance; the rest lie in the stores.
        let mut again = vec![1; m];
        again[m - 3] = 3;
        let mut capture = vec![1; m];
        capture[..3].copy_from_slice(&[2, 1, 0]);
        let mut theirs = vec![1; m];
        // The opponent's pit facing the mover's third, counted from the opponent's left.
        theirs[m - 3] = 3;
        let mut bare = theirs.clone();
        bare[m - 3] = 0;
        let mut pictures = vec![
            self.picture(&again, &vec![1; m], m - 3, Said::new("picture-kalah-again").text("pit", letter(m - 3))),
            self.picture(
                &capture,
                &theirs,
                0,
                Said::new("picture-kalah-capture").text("pit", letter(0)).text("last", letter(2)).number("taken", 3),
            ),
        ];
        let bare_caption = match self.board.capture {
            Capture::Standard => Said::new("picture-kalah-no-capture").text("last", letter(2)),
            Capture::Empty => Said::new("picture-kalah-empty-capture").text("last", letter(2)),
        };
        pictures.push(self.picture(&capture, &bare, 0, bare_caption));
        pictures.into_iter().flatten().collect()
    }

    /// Wood, with a hollow for each pit and each store.
    fn dressing(&self) -> Dressing {
        let hollows = (0..self.board.places() as Place).map(|place| self.place_rect(place)).collect();
        Dressing { surface: Surface::GO_WOOD, hollows, ..Dressing::default() }
    }

    /// Round marks; the seeds a sowing would lift light up, and a dot shows where its last seed lands.
    fn marks(&self) -> MarkLook {
        MarkLook { round: true, last: None, hover: Hover::Pieces, legal: None }
    }

    /// Two rows of pits, a store's column at each end, and room above for the caption.
    fn shape(&self) -> BoardShape {
        BoardShape {
            rows: 2,
            cols: self.pits() + 2,
            space_above: 0.35,
            room: Vec2::new(0.35, ROOM_BELOW),
            coordinates: Vec2::ZERO,
        }
    }

    /// The near side's pits along the bottom from its left, its store on the right; the far side's along the
    /// top from its own left (the near side's right), its store on the left.
    fn spot(&self, place: Place) -> Vec2 {
        let half = (self.pits() as f32 + 1.0) / 2.0;
        match self.board.pit_of(place) {
            Some((owner, pit)) if owner == self.near => Vec2::new(pit as f32 + 1.0 - half, -0.5),
            Some((_, pit)) => Vec2::new(half - 1.0 - pit as f32, 0.5),
            None if place == self.board.store(self.near) => Vec2::new(half, 0.0),
            None => Vec2::new(-half, 0.0),
        }
    }

    /// Moves are pits, named by their letters: drawn by default.
    fn names_squares(&self) -> bool {
        true
    }

    /// Each pit's letter, from its owner's left as the notation counts: below the near row, above the far one.
    fn coordinates(&self) -> Vec<(Vec2, String)> {
        let pits = [self.near, self.near.other()]
            .into_iter()
            .flat_map(|side| (0..self.board.pits).map(move |pit| (side, pit)));
        pits.map(|(side, pit)| {
            let spot = self.spot(self.board.pit(side, pit));
            (spot + Vec2::new(0.0, LETTER_OFFSET.copysign(spot.y)), pit_letter(pit).to_string())
        })
        .collect()
    }

    /// Each player's name by their store, on their row's side of the board.
    fn owner_labels(&self) -> Vec<(Vec2, Player)> {
        [self.near, self.near.other()]
            .map(|side| {
                let row = if side == self.near { -0.5 } else { 0.5 };
                (Vec2::new(self.spot(self.board.store(side)).x, row + LETTER_OFFSET.copysign(row)), side)
            })
            .into()
    }

    /// Every pit's and store's count is written, an empty one's 0 too.
    fn counted(&self) -> bool {
        true
    }

    /// Outside the board, beside the pit: below the near row, above the far one, past its letter.
    fn value_spot(&self, place: Place) -> Vec2 {
        let spot = self.spot(place);
        spot + Vec2::new(0.0, VALUE_OFFSET.copysign(spot.y))
    }

    /// A pit is a round hollow; a store a tall one, across both rows.
    fn place_rect(&self, place: Place) -> (Vec2, Vec2) {
        let size = if self.board.pit_of(place).is_some() { Vec2::splat(0.86) } else { Vec2::new(0.86, STORE_HEIGHT) };
        (self.spot(place), size)
    }

    fn place_at(&self, layout: &BoardLayout, world: Vec2, _position: &AnyGame) -> Option<Place> {
        // A store is pressed anywhere in its column, but only its hollow shows it.
        self.place_of_cell(layout.cell_at(world)?)
    }

    /// Along a row of pits, wrapping at its ends; up and down to the pit across.
    fn step(&self, place: Place, step: Step, _position: &AnyGame) -> Place {
        let Some((owner, pit)) = self.board.pit_of(place) else { return self.board.pit(self.near, 0) };
        let m = self.board.pits;
        // Left and right as the near side sees the board: the far row runs the other way.
        let rightward = (owner == self.near) == matches!(step, Step::Right);
        match step {
            Step::Left | Step::Right if rightward => self.board.pit(owner, (pit + 1) % m),
            Step::Left | Step::Right => self.board.pit(owner, (pit + m - 1) % m),
            Step::Up | Step::Down => self.board.opposite(place),
        }
    }

    /// The first pit of the side to move that holds seeds.
    fn cursor_start(&self, position: &AnyGame) -> Place {
        let mover = position.to_move();
        let seeds = self.seeds(position);
        let first = (0..self.board.pits).map(|pit| self.board.pit(mover, pit)).find(|&p| seeds[p as usize] > 0);
        first.unwrap_or_else(|| self.board.pit(mover, 0))
    }

    /// Digits 1 to the pits a side sow the mover's pits `a` onwards.
    fn digit_move(&self, digit: usize, _position: &AnyGame) -> Option<AnyMove> {
        (1..=self.pits()).contains(&digit).then(|| AnyMove::Sowing(Sowing(digit as u8 - 1)))
    }

    fn move_name(&self, mv: AnyMove) -> Said {
        match mv {
            AnyMove::Sowing(Sowing(pit)) => Said::new("move-pit").text("pit", pit_letter(pit).to_string()),
            _ => Said::new("move-cell").text("cell", format!("{mv:?}")),
        }
    }

    /// The pits' letters, each side's from its own left; the stores by whose they are.
    fn place_name(&self, place: Place) -> Said {
        match self.board.pit_of(place) {
            Some((owner, pit)) => {
                let id = if self.yours(owner) { "place-your-pit" } else { "place-their-pit" };
                Said::new(id).text("pit", pit_letter(pit).to_string())
            }
            None => {
                let owner = if place == self.board.store(Player::One) { Player::One } else { Player::Two };
                Said::new(if self.yours(owner) { "place-your-store" } else { "place-their-store" })
            }
        }
    }

    /// How to sow before anyone has; then the last turn, each sowing of it in words with what it did (moved
    /// again, captured), pits named as the letters drawn on their row; and at the end, what the last sweep did.
    fn caption(&self, position: &AnyGame, last: Option<&LastTurn>) -> Vec<Said> {
        let Some(turn) = last else {
            let rule = match self.board.capture {
                Capture::Standard => "caption-kalah-standard",
                Capture::Empty => "caption-kalah-empty",
            };
            return vec![Said::new(rule), Said::new("caption-kalah-how")];
        };
        let mut parts = Vec::new();
        for (i, (before, mv)) in turn.moves.iter().enumerate() {
            let sowed = match i {
                0 => Said::new("caption-sowed").said("side", turn.who.clone()),
                _ => Said::new("caption-then"),
            };
            parts.push(sowed.said("move", self.move_name(*mv)));
            let mut after = before.clone();
            after.play(*mv);
            if let Some(seeds) = captured(before, &before.changes(*mv)) {
                parts.push(Said::new("caption-captured").number("seeds", seeds));
            }
            if after.outcome().is_none() && after.to_move() == before.to_move() {
                parts.push(Said::new("caption-again"));
            }
        }
        if position.outcome().is_some() {
            parts.push(Said::new("caption-kalah-swept"));
        }
        parts
    }

    fn side_name(&self, side: Side) -> SideName {
        super::player_number(side)
    }

    /// The seeds in each store: at the end every seed is in one.
    fn final_score(&self, position: &AnyGame) -> Option<[u32; 2]> {
        let seeds = self.seeds(position);
        Some([Player::One, Player::Two].map(|player| u32::from(seeds[self.board.store(player) as usize])))
    }

    /// The seeds, which are nobody's: the sides have no pieces of their own.
    fn look(&self, _piece: &Piece, _side: Option<Side>) -> PieceStyle {
        PieceStyle::SEEDS
    }

    /// A row a side, near side first, each its pits from its own left and then its store: "your pit c: 5
    /// seeds".
    fn spoken_board(&self, position: &AnyGame, _owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        let seeds = self.seeds(position);
        let cells = [self.near, self.near.other()]
            .into_iter()
            .flat_map(|side| (0..self.board.pits).map(move |pit| (side, Some(pit))).chain([(side, None)]))
            .map(|(side, pit)| {
                let place = pit.map_or_else(|| self.board.store(side), |pit| self.board.pit(side, pit));
                Said::new("access-place-seeds")
                    .said("place", self.place_name(place))
                    .number("seeds", seeds[place as usize] as i64)
            })
            .collect();
        SpokenBoard { cols: self.pits() + 1, cells }
    }

    /// The cell of the spoken board a target is: the near row first, each its pits and then its store.
    fn spoken_cell(&self, place: Place) -> usize {
        let row = |side: Player| if side == self.near { 0 } else { 1 };
        match self.board.pit_of(place) {
            Some((side, pit)) => row(side) * (self.pits() + 1) + pit as usize,
            None => {
                let side = if place == self.board.store(Player::One) { Player::One } else { Player::Two };
                row(side) * (self.pits() + 1) + self.pits()
            }
        }
    }

    /// Each side's pits from its own left and its store: `4 4 4 4 4 4 · 0` over the other's.
    fn node_label(&self, position: &AnyGame) -> Option<String> {
        let seeds = self.seeds(position);
        let row = |side: Player| {
            let pits: Vec<String> =
                (0..self.board.pits).map(|pit| seeds[self.board.pit(side, pit) as usize].to_string()).collect();
            format!("{} · {}", pits.join(" "), seeds[self.board.store(side) as usize])
        };
        Some(format!("{}\n{}", row(Player::Two), row(Player::One)))
    }
}

/// The seeds a sowing's capture takes from the pit opposite, if it captures: those there before and those it
/// sowed into it.
fn captured(before: &AnyGame, changes: &crate::rules::Changes) -> Option<u16> {
    let changes: Vec<&Change> = changes.iter().flatten().collect();
    let taken = changes.iter().find_map(|change| match change {
        Change::Gather { from, taken: true, .. } => Some(*from),
        _ => None,
    })?;
    let sown = changes.iter().map(|change| match change {
        Change::Sow { into, .. } => into.iter().filter(|&&place| place == taken).count() as u16,
        _ => 0,
    });
    Some(before.scene().at(taken).map_or(0, |piece| piece.count) + sown.sum::<u16>())
}

/// The rule's word in a title: nothing for the standard rule.
fn rule_word(capture: Capture) -> String {
    match capture {
        Capture::Standard => "standard".into(),
        Capture::Empty => "empty".into(),
    }
}
