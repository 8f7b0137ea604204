//! Draw offers, in the games whose rules have them (`GameSpec::draw_offers`: checkers). The match's Draw
//! button ([`MatchAction::Draw`]) offers a draw on a person's turn, or accepts the offer standing.
//!
//! - Between people, an offer stands until the side it was made to accepts it or moves (a move declines it);
//!   the side that offered may still make its move, as over a board.
//! - Against the computer, a person's offer is weighed at once by a search of the computer's level
//!   ([`Purpose::DrawOffer`]): it accepts when it finds itself no better off than the game's margin, or has
//!   proved the game a draw or a loss, and declines otherwise, saying which (`ai::draw_offer`).
//! - The computer offers a draw itself, once a game, when its move's search has proved the game a draw; the
//!   person accepts with the button or plays on.
//!
//! - Where the rules make a draw a claim (`Family::claimable_draw`: chess's third occurrence of a position, its
//!   fifty moves without progress), the same button claims it on a person's turn, and says so ("Claim draw").
//!   The computer claims on its own turn when its move's search finds it no better off than a draw, by the
//!   rule it answers an offer with (`ai::draw_offer::claims_draw`); otherwise it plays its move.
//!
//! A draw agreed or claimed ends the match like any other end ([`GameEnded`]): the banner, the record and the
//! sound follow it, and undo takes it back.

use bevy::prelude::*;

use super::computer::{AiBackend, DrawClaimed, EngineSolvers, Purpose, Valued, spawn_search};
use super::play::{CurrentMatch, GameEnded, MatchAction, MoveApplied, Review, Told};
use super::screen::Screen;
use crate::ai::Settings;
use crate::ai::analysis::Reading;
use crate::ai::draw_offer::{DrawAnswer, answer_draw_offer, offers_draw};
use crate::app::schedule::AppSystems;
use crate::app::words::{Said, reading};
use crate::rules::DrawReason;
use crate::session::{Seat, Side, Stamp};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DrawOffer>();
    app.add_systems(
        Update,
        (lapse_offers, offer_or_accept, answer_offers, computer_claims, tell_claims)
            .chain()
            .after(super::play::handle_match_actions)
            .in_set(AppSystems::ApplyMoves)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The draw offer standing in the match, if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawOffer {
    /// The side that offered, while its offer stands.
    pub by: Option<Side>,
    /// The match ([`crate::session::Match::id`]) the offer was made in: undo, redo or a restart end it.
    made_in: u64,
    /// The position where the computer weighs a person's offer, while its search runs.
    pub weighing: Option<Stamp>,
    /// The computer's answer that ended the match in a draw, while it stands: the banner says it.
    pub accepted: Option<DrawAnswer>,
    /// The game ([`crate::session::Match::number`]) in which the computer last offered: once a game.
    computer_offered: Option<u64>,
    /// The claim that ended the match in a draw, while it stands: the banner says who made it and why.
    pub claimed: Option<Claim>,
}

/// A draw claimed: by which side, and the computer's reason when it claimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub by: Side,
    /// What the computer's search found, when the computer claimed; `None` for a person's claim.
    pub answer: Option<DrawAnswer>,
}

impl DrawOffer {
    /// Whether an offer stands that a person answers: the Draw button then accepts it. Between people at one
    /// screen, on the other side's turn only, so that the side that offered does not take its own offer.
    pub fn to_accept(&self, game: &CurrentMatch) -> bool {
        self.by.is_some_and(|by| game.setup().seat(by.other()).is_human() && game.side_to_move() != by)
            && self.weighing.is_none()
    }

    /// Whether the Draw button claims a draw now: one may be claimed, on a person's turn.
    pub fn to_claim(game: &CurrentMatch) -> bool {
        game.awaits_human() && game.claimable_draw().is_some()
    }

    /// Whether the Draw button does something now: claims a draw, accepts an offer, or offers on a person's
    /// turn.
    pub fn can_press(&self, game: &CurrentMatch) -> bool {
        Self::to_claim(game)
            || (game.may_agree_draw() && (self.to_accept(game) || (self.by.is_none() && game.awaits_human())))
    }

    /// An offer by `side`, standing from now in the match as it is.
    fn make(&mut self, side: Side, game: &CurrentMatch) {
        self.by = Some(side);
        self.made_in = game.id();
    }
}

/// An offer lapses when the side it was made to moves, and with any change of the match but a move (undo,
/// redo, restart, another match: a new match id; reviewing the game is none); a person's offer to the computer
/// lapses with the position it was weighed in.
fn lapse_offers(mut applied: MessageReader<MoveApplied>, game: Res<CurrentMatch>, mut offer: ResMut<DrawOffer>) {
    let answered = applied.read().any(|played| offer.by.is_some_and(|by| played.side != by));
    let stale = offer.weighing.is_some_and(|at| at != game.stamp());
    let changed = offer.by.is_some() && offer.made_in != game.id();
    if changed || answered || stale || game.is_over() {
        offer.by = None;
        offer.weighing = None;
    }
    if !game.is_over() {
        offer.accepted = None;
        offer.claimed = None;
    }
}

/// The Draw button: claims the draw the person to move may claim, accepts the offer standing, or offers a
/// draw for the person to move.
fn offer_or_accept(
    mut commands: Commands,
    mut actions: MessageReader<MatchAction>,
    mut game: ResMut<CurrentMatch>,
    mut offer: ResMut<DrawOffer>,
    (backend, solvers, time, review): (Res<AiBackend>, Res<EngineSolvers>, Res<Time>, Res<Review>),
    (mut ended, mut told): (MessageWriter<GameEnded>, MessageWriter<Told>),
) {
    for _ in actions.read().filter(|a| **a == MatchAction::Draw) {
        // Not while the game's past is shown: the claim, the offer or the answer is about the position as it
        // stands, which the board does not show then.
        if !offer.can_press(&game) || review.0.is_some() {
            continue;
        }
        // A claim needs nobody's answer, so it comes before an offer.
        if DrawOffer::to_claim(&game) {
            let by = game.side_to_move();
            if let Some(end) = game.claim_draw() {
                info!("game over: draw claimed by {by:?}");
                offer.by = None;
                offer.claimed = Some(Claim { by, answer: None });
                ended.write(end);
            }
            continue;
        }
        if offer.to_accept(&game) {
            offer.by = None;
            if let Some(end) = game.agree_draw() {
                info!("game over: draw agreed");
                ended.write(end);
            }
            continue;
        }
        let side = game.side_to_move();
        offer.make(side, &game);
        match game.setup().seat(side.other()) {
            Seat::Human => {
                let said = Said::new("notice-draw-offered").said("side", game.side_name(side).said());
                told.write(Told(said));
            }
            Seat::Computer(level) => {
                // The computer weighs it with the search it would play with, but for the level's mistakes: its
                // answer is about the position, not about a move it might choose.
                let spec = game.setup().spec;
                let level = level.effective(spec);
                let budget = (level.limits(spec), Settings { margin: 0, ..level.settings(rand::random()) });
                spawn_search(&mut commands, (&backend, &solvers), &game, budget, Purpose::DrawOffer, time.elapsed());
                offer.weighing = Some(game.stamp());
                told.write(Told(Said::new("notice-draw-weighing")));
            }
        }
    }
}

/// The computer's answers: to a person's offer, from its weighing search; its own offer, from its move's.
fn answer_offers(
    mut valued: MessageReader<Valued>,
    mut game: ResMut<CurrentMatch>,
    mut offer: ResMut<DrawOffer>,
    (mut ended, mut told): (MessageWriter<GameEnded>, MessageWriter<Told>),
) {
    let spec = game.setup().spec;
    for &Valued { purpose, at, value } in valued.read() {
        match purpose {
            Purpose::DrawOffer if offer.weighing == Some(at) && at == game.stamp() => {
                offer.weighing = None;
                offer.by = None;
                // The person was to move in the position weighed: the computer's value is the other way round.
                let answer = answer_draw_offer(spec, value.for_other());
                info!("draw offer: the computer answers {answer:?}");
                told.write(Told(answer_words(answer)));
                if answer.accepted()
                    && let Some(end) = game.agree_draw()
                {
                    info!("game over: draw agreed");
                    offer.accepted = Some(answer);
                    ended.write(end);
                }
            }
            // Its move's search was of a position where the computer was to move: the value is its own. It
            // offers with the move, once that is played, to the one person playing it.
            Purpose::Move if offers_draw(spec, value) && offer.by.is_none() => {
                let played = at.match_id == game.id() && game.ply() == at.ply + 1;
                let person = game.setup().people().next().filter(|_| game.setup().against_computer());
                let (true, Some(person)) = (played, person) else { continue };
                if offer.computer_offered == Some(game.number()) || !game.may_agree_draw() {
                    continue;
                }
                offer.computer_offered = Some(game.number());
                offer.make(person.other(), &game);
                info!("draw offer: the computer offers a draw");
                told.write(Told(Said::new("notice-computer-offers-draw")));
            }
            _ => {}
        }
    }
}

/// The computer's claim, from its move's search, while the position it searched stands.
fn computer_claims(
    mut claims: MessageReader<DrawClaimed>,
    mut game: ResMut<CurrentMatch>,
    mut offer: ResMut<DrawOffer>,
    (mut ended, mut told): (MessageWriter<GameEnded>, MessageWriter<Told>),
) {
    for &DrawClaimed { at, answer } in claims.read() {
        let by = game.side_to_move();
        if at != game.stamp() || game.seat_to_move().is_human() {
            continue;
        }
        if let Some(end) = game.claim_draw() {
            info!("game over: the computer claims a draw ({answer:?})");
            offer.by = None;
            offer.claimed = Some(Claim { by, answer: Some(answer) });
            told.write(Told(claim_words(answer)));
            ended.write(end);
        }
    }
}

/// Tells the person to move that a draw may be claimed, once a move makes it so: not again on each turn that
/// the same claim stands (fifty moves go on being fifty), but again for another occurrence of a position.
fn tell_claims(mut applied: MessageReader<MoveApplied>, game: Res<CurrentMatch>, mut told: MessageWriter<Told>) {
    if applied.read().count() == 0 || !game.awaits_human() {
        return;
    }
    let claim = game.claimable_draw();
    // The same side's turn before: the claim stood there already.
    let before = (game.ply() as usize).checked_sub(2).and_then(|ply| game.position_at(ply).claimable_draw());
    if claim == Some(DrawReason::NoProgress) && before == claim {
        return;
    }
    let side = game.side_name(game.side_to_move()).said();
    let id = match claim {
        Some(DrawReason::Repetition) => "notice-may-claim-repetition",
        Some(DrawReason::NoProgress) => "notice-may-claim-no-progress",
        Some(DrawReason::Agreement | DrawReason::OutOfTime) | None => return,
    };
    told.write(Told(Said::new(id).said("side", side)));
}

/// What the computer says when it claims a draw.
pub fn claim_words(answer: DrawAnswer) -> Said {
    match answer {
        DrawAnswer::Accept { value } | DrawAnswer::Decline { value } => {
            Said::new("notice-draw-claimed").said("value", reading(Reading::Estimate(value)))
        }
        DrawAnswer::AcceptProven | DrawAnswer::DeclineWin => Said::new("notice-draw-claimed-proven"),
    }
}

/// What the computer says when it answers an offer.
pub fn answer_words(answer: DrawAnswer) -> Said {
    match answer {
        DrawAnswer::AcceptProven => Said::new("notice-draw-accepted-proven"),
        DrawAnswer::Accept { value } => {
            Said::new("notice-draw-accepted").said("value", reading(Reading::Estimate(value)))
        }
        DrawAnswer::DeclineWin => Said::new("notice-draw-declined-win"),
        DrawAnswer::Decline { value } => {
            Said::new("notice-draw-declined").said("value", reading(Reading::Estimate(value)))
        }
    }
}
