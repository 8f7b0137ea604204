//! Kalah's pictures in How to play: a move again, a capture, and a last seed in an empty pit facing an empty
//! one, each on the board chosen.

use super::KalahBoard;
use crate::app::games::Picture;
use crate::app::words::Said;
use crate::rules::Family;
use crate::rules::kalah::{Capture, Kalah, Sowing, pit_letter};

impl KalahBoard {
    /// A picture of player One sowing its pit `pit` with `mine` and `theirs` in the pits (each side's from its
    /// own left), the rest of the game's seeds shared between the stores.
    fn picture(&self, mine: &[u16], theirs: &[u16], pit: usize, caption: Said) -> Option<Picture<Kalah>> {
        let rest = self.board.total().checked_sub(mine.iter().chain(theirs).sum())?;
        let row =
            |pits: &[u16], store: u16| pits.iter().chain([&store]).map(u16::to_string).collect::<Vec<_>>().join(",");
        let text = format!("{}/{} 1", row(mine, rest / 2), row(theirs, rest - rest / 2));
        let before = Kalah::read_setup(self.board, &text)?.ok()?;
        Some(Picture { caption, before, mv: Sowing(pit as u8) })
    }

    /// Sowing into one's own store and moving again; a capture; and a last seed in an empty pit facing an empty
    /// pit, which captures under the empty-capture rule only: each on this board, player One to move.
    pub(super) fn pictures(&self) -> Vec<Picture<Kalah>> {
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
}
