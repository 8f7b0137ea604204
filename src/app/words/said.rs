//! [`Said`]: what the logic says to the player before it is said in a language.

use crate::ai::analysis::Reading;
use crate::rules::{DrawReason, Outcome};
use crate::session::{Side, Verdict};

/// Something to say to the player, in no language yet: a message's id and its placeables. The logic speaks
/// in these (a notice, a refusal, a caption); the view says them in the player's language with
/// [`Words::say`](super::Words::say), so that choosing another language changes what is already on the
/// screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub(super) id: &'static str,
    pub(super) args: Vec<(&'static str, Arg)>,
}

/// A placeable's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Arg {
    /// A number: grouped the language's way, and the one a plural chooses its form by.
    Number(i64),
    /// Text said as it is: a name, a file's path, a system's error.
    Text(String),
    /// Words of its own, said in the same language.
    Said(Said),
    /// Items said as they are, joined by the words of the message `separator` (the language's own: `, `,
    /// `、`).
    Joined { items: Vec<String>, separator: &'static str },
}

impl Said {
    pub fn new(id: &'static str) -> Self {
        Self { id, args: Vec::new() }
    }

    /// With the placeable `name` a number.
    pub fn number(mut self, name: &'static str, n: impl Into<i64>) -> Self {
        self.args.push((name, Arg::Number(n.into())));
        self
    }

    /// With the placeable `name` text said as it is.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(text.into())));
        self
    }

    /// With the placeable `name` other words.
    pub fn said(mut self, name: &'static str, said: Said) -> Self {
        self.args.push((name, Arg::Said(said)));
        self
    }

    /// With the placeable `name` a list of items said as they are, joined by the message `separator`.
    pub fn joined(mut self, name: &'static str, items: Vec<String>, separator: &'static str) -> Self {
        self.args.push((name, Arg::Joined { items, separator }));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }
}

/// What a move is worth, in words: "win in 3", "draw", "about +12".
pub fn reading(reading: Reading) -> Said {
    match reading {
        Reading::Win { moves: 1 } => Said::new("reading-wins-now"),
        Reading::Win { moves } => Said::new("reading-win").number("moves", moves),
        Reading::Draw => Said::new("reading-draw"),
        Reading::Loss { moves: 0 } => Said::new("reading-loses-now"),
        Reading::Loss { moves } => Said::new("reading-loss").number("moves", moves),
        Reading::Exact(v) => Said::new("reading-worth").number("value", v),
        // A margin carries its sign, even a plus.
        Reading::Margin(v) if v > 0 => Said::new("reading-margin").text("value", format!("+{v}")),
        Reading::Margin(v) => Said::new("reading-margin").number("value", v),
        // An estimate carries its sign, even a plus.
        Reading::Estimate(v) if v > 0 => Said::new("reading-about").text("value", format!("+{v}")),
        Reading::Estimate(v) => Said::new("reading-about").number("value", v),
        Reading::Won => Said::new("reading-won"),
        Reading::Lost => Said::new("reading-lost"),
    }
}

/// How a game ended, in a few words: who won, said from the side of the person at the screen, and by how much
/// in a game counted at its end; or, when nobody did, why, where the rules gave a reason. The banner's headline,
/// the status line and the screen reader's live region all say this one message, so that they never disagree.
/// `name` names the side that won, for a [`Verdict::SideWon`]. A game that counts pieces at its end gives its
/// `score`, the winner's count first (either in a draw): said instead of the margin, since it is what the
/// players count on the board (a Reversi margin gives the winner the empty squares too, which the line under
/// the headline says).
pub fn result(outcome: Outcome, verdict: Verdict, score: Option<(u32, u32)>, name: impl FnOnce(Side) -> Said) -> Said {
    if let Some((won, lost)) = score {
        let counted = |id| Said::new(id).number("won", won).number("lost", lost);
        return match verdict {
            Verdict::YouWon => counted("hud-you-win-score"),
            Verdict::YouLost => counted("hud-computer-wins-score"),
            Verdict::SideWon(side) => counted("hud-side-wins-score").said("side", name(side)),
            Verdict::Draw => counted("hud-draw-score"),
        };
    }
    // The margin is kept for player One; the winner's is its size, whichever side won. Unit-free ("by 4"):
    // what is counted (seeds, discs) is the game's to say.
    let margin = match outcome {
        Outcome::Margin(m) if m != 0 => Some(m.unsigned_abs()),
        Outcome::Margin(_) | Outcome::Win(_) | Outcome::Draw | Outcome::DrawBy(_) | Outcome::Payoff(_) => None,
    };
    match (verdict, margin) {
        (Verdict::YouWon, None) => Said::new("hud-you-win"),
        (Verdict::YouWon, Some(m)) => Said::new("hud-you-win-by").number("margin", m),
        (Verdict::YouLost, None) => Said::new("hud-computer-wins"),
        (Verdict::YouLost, Some(m)) => Said::new("hud-computer-wins-by").number("margin", m),
        (Verdict::SideWon(side), None) => Said::new("hud-side-wins").said("side", name(side)),
        (Verdict::SideWon(side), Some(m)) => Said::new("hud-side-wins-by").said("side", name(side)).number("margin", m),
        (Verdict::Draw, _) => Said::new(match outcome.draw_reason() {
            None => "hud-draw",
            Some(DrawReason::Repetition) => "hud-draw-repetition",
            Some(DrawReason::NoProgress) => "hud-draw-no-progress",
            Some(DrawReason::Agreement) => "hud-draw-agreement",
            Some(DrawReason::OutOfTime) => "hud-draw-out-of-time",
        }),
    }
}
