//! Kalah on the menu: a line about it, then its knobs (the pits a side, the seeds a pit, the capture rule), and
//! the game each turn of them makes.

use super::KalahBoard;
use crate::app::games::{Menu, MenuItem, MenuRow};
use crate::app::words::Said;
use crate::rules::GameSpec;
use crate::rules::kalah::{Capture, PITS, SEEDS};

impl KalahBoard {
    /// A line about the rule, then the pits, the seeds and the rule, each turned on the menu.
    pub(super) fn menu_rows(&self) -> Menu {
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
        let rows = vec![
            MenuRow { label: None, items: vec![MenuItem::Note(Said::new("about-kalah"))] },
            MenuRow { label: Some(Said::new("menu-board")), items },
            MenuRow { label: Some(Said::new("menu-capture")), items: vec![capture] },
        ];
        Menu { rows, custom: None }
    }

    /// The game the knob `knob` turned by `by` makes: pits and seeds kept in their ranges.
    pub(super) fn turned(&self, knob: usize, by: i8) -> Option<GameSpec> {
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
}
