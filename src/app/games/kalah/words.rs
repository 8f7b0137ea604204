//! Kalah's words: a sowing and a place named as the letters drawn on the board ("your pit c"), the caption of a
//! turn (each sowing and what it did), the board as a screen reader reads it, and a position in figures for the
//! explorer.

use super::KalahBoard;
use crate::app::games::{Descriptor, LastTurn, SpokenBoard};
use crate::app::words::Said;
use crate::rules::kalah::{Capture, Kalah, pit_letter};
use crate::rules::{Change, Family, Game, Place, Player};

impl KalahBoard {
    /// The pits' letters, each side's from its own left; the stores by whose they are.
    pub(super) fn name_of(&self, place: Place) -> Said {
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
    pub(super) fn caption_parts(&self, position: &Kalah, last: Option<&LastTurn<Kalah>>) -> Vec<Said> {
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

    /// A row a side, near side first, each its pits from its own left and then its store: "your pit c: 5
    /// seeds".
    pub(super) fn spoken(&self, position: &Kalah) -> SpokenBoard {
        let seeds = self.seeds(position);
        let cells = [self.near, self.near.other()]
            .into_iter()
            .flat_map(|side| (0..self.board.pits).map(move |pit| (side, Some(pit))).chain([(side, None)]))
            .map(|(side, pit)| {
                let place = pit.map_or_else(|| self.board.store(side), |pit| self.board.pit(side, pit));
                Said::new("access-place-seeds")
                    .said("place", self.name_of(place))
                    .number("seeds", seeds[place as usize] as i64)
            })
            .collect();
        SpokenBoard { cols: self.pits() + 1, cells }
    }

    /// Each side's pits from its own left and its store: `4 4 4 4 4 4 · 0` over the other's.
    pub(super) fn node_label(&self, position: &Kalah) -> String {
        let seeds = self.seeds(position);
        let row = |side: Player| {
            let pits: Vec<String> =
                (0..self.board.pits).map(|pit| seeds[self.board.pit(side, pit) as usize].to_string()).collect();
            format!("{} · {}", pits.join(" "), seeds[self.board.store(side) as usize])
        };
        format!("{}\n{}", row(Player::Two), row(Player::One))
    }
}

/// The seeds a sowing's capture takes from the pit opposite, if it captures: those there before and those it
/// sowed into it.
fn captured(before: &Kalah, changes: &crate::rules::Changes) -> Option<u16> {
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
