//! The banner at the end of a game, over the top bar: the result as a headline (the count a player sees on the
//! board, where the game counts at its end: "You win 33–31!"), a line under it (what the count means beyond
//! it, the record against the level, or why the match is not counted), and Play again and Menu. How a game
//! ended is said once, for the banner, the status line and the screen reader alike ([`result`], the HUD's).

use bevy::prelude::*;

use super::hud::{result, top_bar, top_bar_height};
use super::theme::{self, ButtonColours, Fonts, Ink, Reads, Theme};
use crate::ai::Level;
use crate::app::logic::draws::{Claim, DrawOffer, answer_words, claim_words};
use crate::app::logic::input::ActionButton;
use crate::app::logic::persistence::Records;
use crate::app::logic::play::{CurrentMatch, GameEnded, MatchAction, MatchReset};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::{Said, Words};
use crate::rules::Outcome;
use crate::session::{Ending, Seat, Verdict};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_banner.in_set(AppSystems::Update).run_if(in_state(Screen::Playing)));
}

/// The end-of-game banner.
#[derive(Component)]
pub struct Banner;

/// The result, in words for the people playing: a headline (what the status line says too) and a line under it.
fn result_text(
    words: &Words,
    game: &CurrentMatch,
    outcome: Outcome,
    verdict: Verdict,
    (records, offer): (&Records, &DrawOffer),
) -> (String, String) {
    let setup = game.setup();
    let spec = setup.spec;
    let computer = setup.opponent_level();
    // The record is a sentence of its own after the first (its counts and level said as the menu says them).
    let with_record = |detail: String| match computer {
        // Not counted (see the persistence plugin), and said so.
        Some(_) if game.set_up().is_some() => format!("{detail} {}", words.get("banner-not-counted")),
        Some(level) => {
            let record = super::menu::record_text(words, records.get(spec, level), level);
            format!("{detail} {}", words.with("banner-record", &[("record", record.into())]))
        }
        None => detail,
    };
    // A time that ran out says whose.
    if let Some(Ending::TimeOut(side)) = game.ending() {
        let said = match setup.seat(side) {
            _ if !setup.against_computer() => {
                Said::new("banner-time-out-side").said("side", game.side_name(side).said())
            }
            Seat::Human => Said::new("banner-time-out-you"),
            Seat::Computer(_) => Said::new("banner-time-out-computer"),
        };
        return (words.say(&result(game, outcome, verdict)), with_record(words.say(&said)));
    }
    let detail = match (verdict, offer.accepted, offer.claimed) {
        // The computer took a draw offered, or claimed one: why, in its words.
        (Verdict::Draw, Some(answer), _) => {
            with_record(words.with("banner-draw-agreed", &[("answer", words.say(&answer_words(answer)).into())]))
        }
        (Verdict::Draw, _, Some(Claim { answer: Some(answer), .. })) => {
            with_record(words.with("banner-draw-agreed", &[("answer", words.say(&claim_words(answer)).into())]))
        }
        // A person claimed it.
        (Verdict::Draw, _, Some(Claim { by, answer: None })) => {
            let side = words.say(&game.side_name(by).said());
            with_record(words.with("banner-draw-claimed", &[("side", side.into())]))
        }
        (Verdict::Draw, _, None) => with_record(words.get("banner-nobody-wins")),
        (Verdict::YouWon, ..) => with_record(words.get("banner-you-beat")),
        (Verdict::YouLost, ..) => {
            let detail = if computer == Some(Level::Perfect) { "banner-perfect" } else { "banner-try-again" };
            with_record(words.get(detail))
        }
        (Verdict::SideWon(_), ..) => String::new(),
    };
    // The count first, where the game counts at its end.
    let detail = match game.descriptor().final_count(game.position()).and_then(|count| count.words) {
        Some(count) if detail.is_empty() => words.say(&count),
        Some(count) => format!("{} {detail}", words.say(&count)),
        None => detail,
    };
    (words.say(&result(game, outcome, verdict)), detail)
}

fn show_banner(
    mut commands: Commands,
    mut ended: MessageReader<GameEnded>,
    mut resets: MessageReader<MatchReset>,
    game: Res<CurrentMatch>,
    fonts: Res<Fonts>,
    theme: Res<Theme>,
    records: Res<Records>,
    offer: Res<DrawOffer>,
    words: Res<Words>,
    banners: Query<Entity, With<Banner>>,
) {
    let ended = ended.read().count() > 0;
    let reset = resets.read().count() > 0;
    if !ended && !reset {
        return;
    }
    for banner in &banners {
        commands.entity(banner).despawn();
    }
    let (Some(outcome), Some(verdict)) = (game.outcome(), game.verdict()) else { return };
    let (headline, detail) = result_text(&words, &game, outcome, verdict, (&records, &offer));
    let accent = if game.winner().is_some() { Ink::Win } else { Ink::Text };
    commands.spawn((
        Name::new("Game over banner"),
        Banner,
        top_bar_height(),
        DespawnOnExit(Screen::Playing),
        Node {
            padding: UiRect::horizontal(px(24)),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            column_gap: px(16),
            ..top_bar()
        },
        theme::fill(Ink::Banner),
        BorderColor::all(theme.colour(accent)),
        children![
            (
                Node { flex_direction: FlexDirection::Column, row_gap: px(2), ..default() },
                children![
                    (Reads, theme::title_in(&fonts, headline, 28.0, accent)),
                    (Reads, theme::text(&fonts, detail, 15.0, Ink::TextDim)),
                ],
            ),
            (
                Node { column_gap: px(10), ..default() },
                children![
                    theme::button(
                        &fonts,
                        words.get("banner-play-again"),
                        ButtonColours::PRIMARY,
                        (Name::new("Play again"), ActionButton(MatchAction::Restart))
                    ),
                    theme::button(
                        &fonts,
                        words.get("banner-menu"),
                        ButtonColours::PLAIN,
                        (Name::new("Banner menu"), ActionButton(MatchAction::Menu))
                    ),
                ],
            ),
        ],
    ));
}
