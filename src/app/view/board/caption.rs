//! The caption above the board, for the games whose descriptor writes one (the heap games: what is left, what
//! was taken last, or how to play), in parts joined by a dot.

use bevy::prelude::*;

use crate::app::games::LastTurn;
use crate::app::geometry::SIDE_BAR;
use crate::app::logic::play::{CurrentMatch, start_match};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::hud::BarPlaced;
use crate::app::view::theme::{self, Fonts, Ink};
use crate::app::words::Words;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_caption.after(start_match));
    app.add_systems(Update, update_caption.in_set(AppSystems::Update).run_if(in_state(Screen::Playing)));
}

/// The caption's text.
#[derive(Component)]
struct Caption;

/// Built for every match (it runs after the match has started); empty where the game writes none.
fn spawn_caption(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("Caption"),
        DespawnOnExit(Screen::Playing),
        BarPlaced(|bars, node| node.top = px(bars.top + 10.0)),
        Node {
            position_type: PositionType::Absolute,
            // Centred over the board, clear of the move list at its right.
            left: px(0),
            right: px(SIDE_BAR),
            justify_content: JustifyContent::Center,
            ..default()
        },
        // Centred, line by line, when it wraps.
        children![(Caption, theme::text(&fonts, "", 18.0, Ink::Text), TextLayout::justify(Justify::Center))],
    ));
}

fn update_caption(game: Res<CurrentMatch>, words: Res<Words>, mut captions: Query<&mut Text, With<Caption>>) {
    if !game.is_changed() && !words.is_changed() {
        return;
    }
    let last = last_turn(&game);
    let parts: Vec<String> =
        game.descriptor().caption(game.position(), last.as_ref()).iter().map(|p| words.say(p)).collect();
    // Spacing between the parts, not words: the same in every language.
    let text = parts.join("  ·  ");
    for mut caption in &mut captions {
        if caption.0 != text {
            caption.0.clone_from(&text);
        }
    }
}

/// The match's last turn: the moves since the other side last moved (a side may move again), each with the
/// position it was played in, and who made them as the person at the screen calls them.
fn last_turn(game: &CurrentMatch) -> Option<LastTurn> {
    let ply = game.history().len();
    let mover = game.mover_at(ply.checked_sub(1)?);
    let mut first = ply - 1;
    while first > 0 && game.mover_at(first - 1) == mover {
        first -= 1;
    }
    let moves = (first..ply).map(|i| (game.position_at(i), game.history()[i])).collect();
    let who = game.called(mover, ("caption-you", "caption-computer"));
    Some(LastTurn { who, side: game.side_name(mover), moves })
}
