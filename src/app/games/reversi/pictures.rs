//! Reversi's pictures in How to play: a disc that closes two lines at once, and a pass, on the board chosen.

use super::ReversiBoard;
use crate::app::games::Picture;
use crate::app::words::Said;
use crate::rules::Family;
use crate::rules::reversi::{Disc, Reversi};

impl ReversiBoard {
    /// A position of this board with `discs` on the squares named (`X` black, `O` white) and `to_move` to move.
    fn position(&self, discs: &[(&str, char)], to_move: char) -> Option<Reversi> {
        let side = self.0.side() as usize;
        let mut cells = vec!['-'; side * side];
        for (square, disc) in discs {
            let bytes = square.as_bytes();
            let (col, row) = ((bytes[0] - b'a') as usize, (bytes[1] - b'1') as usize);
            cells[row * side + col] = *disc;
        }
        let text: String = cells.into_iter().collect();
        Reversi::read_setup(self.0, &format!("{text} {to_move}"))?.ok()
    }

    /// A disc that closes two lines at once, and a pass: on whichever board is chosen.
    pub(super) fn pictures(&self) -> Vec<Picture<Reversi>> {
        let two_lines = self.position(&[("b4", 'X'), ("d2", 'X'), ("c4", 'O'), ("d3", 'O')], 'X');
        let pass = self.position(&[("a1", 'X'), ("b1", 'X'), ("c1", 'O')], 'O');
        let d4 = Disc::At(self.0.bit(3, 3));
        [(two_lines, d4, Said::new("picture-reversi-two-lines")), (pass, Disc::Pass, Said::new("picture-reversi-pass"))]
            .into_iter()
            .filter_map(|(before, mv, caption)| Some(Picture { caption, before: before?, mv }))
            .collect()
    }
}
