//! The two clocks at the top of the move list, in a match played on a time control: each side's name and its
//! time left, the first player's on the left as in the list's columns. The clock that runs is lit; under ten
//! seconds it shows tenths and turns red, and a side whose time ran out shows 0:00.0 in red. While the game's
//! past is reviewed, the clocks show the times of the position shown.

use std::time::Duration;

use bevy::prelude::*;

use super::theme::{self, Fonts, Ink, Reads};
use crate::app::logic::clock::SHORT;
use crate::app::logic::play::{CurrentMatch, Review};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::Words;
use crate::session::{Ending, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_clocks, show_clocks).chain().in_set(AppSystems::Update).run_if(in_state(Screen::Playing)),
    );
}

/// Where the clocks go: a row the move list keeps for them, empty in a match without a clock.
#[derive(Component)]
pub struct ClockSlot;

/// A side's clock: its face (lit while it runs).
#[derive(Component)]
struct ClockFace(Side);

/// The time on a side's clock.
#[derive(Component)]
struct ClockTime(Side);

/// The time as a clock shows it: `1:05:00`, `4:59`, under ten seconds ([`SHORT`]) `0:09.4`. Whole seconds are
/// rounded up, so that a clock reads 0:00 only when its time is out; tenths are rounded down.
pub fn clock_text(left: Duration) -> String {
    if left < SHORT {
        let tenths = left.as_millis() / 100;
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let seconds = left.as_millis().div_ceil(1000);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 { format!("{hours}:{minutes:02}:{seconds:02}") } else { format!("{minutes}:{seconds:02}") }
}

/// Puts a clock for each side in the move list's row for them, where the match is played on a clock: once the
/// list is there (it is made again with each match), and again when the sides change places (a restart that
/// tossed the coin again) or the language changes.
fn spawn_clocks(
    mut commands: Commands,
    slots: Query<(Entity, Ref<ClockSlot>)>,
    game: Res<CurrentMatch>,
    fonts: Res<Fonts>,
    words: Res<Words>,
    mut made_for: Local<Option<(Side, bool)>>,
) {
    let now = (game.first(), game.time_control().is_some());
    let again = words.is_changed() || *made_for != Some(now);
    *made_for = Some(now);
    for (slot, made) in &slots {
        if !made.is_added() && !again {
            continue;
        }
        commands.entity(slot).despawn_children();
        if game.time_control().is_none() {
            continue;
        }
        commands.entity(slot).insert(Node { column_gap: px(4), ..default() }).with_children(|row| {
            for side in [game.first(), game.first().other()] {
                row.spawn((
                    ClockFace(side),
                    Name::new(format!("Clock of {side:?}")),
                    Node {
                        flex_grow: 1.0,
                        flex_basis: px(0),
                        flex_direction: FlexDirection::Column,
                        padding: UiRect::axes(px(6), px(3)),
                        border_radius: BorderRadius::all(px(8)),
                        ..default()
                    },
                    theme::fill(Ink::Button),
                ))
                .with_children(|face| {
                    let name = words.say(&game.side_name(side).said());
                    face.spawn((Reads, theme::text(&fonts, name, 11.0, Ink::TextDim)));
                    face.spawn((ClockTime(side), Reads, theme::title_in(&fonts, String::new(), 19.0, Ink::Text)));
                });
            }
        });
    }
}

/// Each clock's time, and which one runs: those of the position reviewed, while the past is shown.
fn show_clocks(
    game: Res<CurrentMatch>,
    review: Res<Review>,
    mut faces: Query<(&ClockFace, &mut theme::Tint)>,
    mut times: Query<(&ClockTime, &mut Text, &mut theme::Tint), Without<ClockFace>>,
) {
    let reviewed = review.0.and_then(|ply| game.time_left_at(ply as usize));
    let left = |side: Side| match reviewed {
        Some([x, o]) => Some(if side == Side::X { x } else { o }),
        None => game.time_left(side),
    };
    let running = if reviewed.is_some() { None } else { game.clock_running() };
    let out = match game.ending() {
        Some(Ending::TimeOut(side)) if reviewed.is_none() => Some(side),
        _ => None,
    };
    for (face, mut tint) in &mut faces {
        let ink = if running == Some(face.0) { Ink::Accent } else { Ink::Button };
        if tint.ink != ink {
            tint.ink = ink;
        }
    }
    for (time, mut text, mut tint) in &mut times {
        let Some(left) = left(time.0) else { continue };
        let shown = clock_text(left);
        if text.0 != shown {
            text.0 = shown;
        }
        let short = left < SHORT && (running == Some(time.0) || out == Some(time.0));
        let ink = if short { Ink::Error } else { Ink::Text };
        if tint.ink != ink {
            tint.ink = ink;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_reads_as_players_know_it() {
        let at = |millis| clock_text(Duration::from_millis(millis));
        assert_eq!(at(300_000), "5:00");
        assert_eq!(at(299_001), "5:00", "whole seconds round up");
        assert_eq!(at(299_000), "4:59");
        assert_eq!(at(3_900_000), "1:05:00");
        assert_eq!(at(10_000), "0:10");
        assert_eq!(at(9_999), "0:09.9", "tenths round down");
        assert_eq!(at(400), "0:00.4");
        assert_eq!(at(0), "0:00.0");
    }
}
