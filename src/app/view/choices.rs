//! A choice among moves that the same presses make (chess's promotions: the pawn, then the square it reaches,
//! make four moves): once the presses leave several (see `picking::choices`), a row of buttons over the board,
//! each the piece the move makes and the move's name, plays the one chosen. Escape, or the picked piece
//! pressed again, drops the pick and the choice with it; any change of position forgets both.

use bevy::prelude::*;

use super::theme::{self, ButtonColours, Fonts, Ink};
use crate::app::logic::input::MoveButton;
use crate::app::logic::picking::{self, Picked};
use crate::app::logic::play::CurrentMatch;
use crate::app::logic::screen::Screen;
use crate::app::words::Words;
use crate::rules::{AnyMove, Change};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, show_choices.run_if(in_state(Screen::Playing)));
}

/// The row of choices, while one is asked.
#[derive(Component)]
struct ChoicePanel;

/// The size of a piece on a choice's button, in pixels.
const DRAWING_SIZE: f32 = 48.0;

/// The kind of piece `mv` leaves on its square when it changes one (a promotion's), if it does.
fn becomes(game: &CurrentMatch, mv: AnyMove) -> Option<crate::rules::Kind> {
    let changes = game.position().changes(mv);
    changes.into_iter().flatten().find_map(|change| match change {
        Change::Slide { becomes, .. } => becomes,
        _ => None,
    })
}

fn show_choices(
    mut commands: Commands,
    picked: Res<Picked>,
    game: Res<CurrentMatch>,
    fonts: Res<Fonts>,
    words: Res<Words>,
    panels: Query<Entity, With<ChoicePanel>>,
) {
    if !picked.is_changed() && !game.is_changed() && !words.is_changed() {
        return;
    }
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    let choices = picking::choices(&picked.0, &picking::routes(game.position()));
    if choices.is_empty() || !game.awaits_human() {
        return;
    }
    let side = game.side_to_move();
    let row = Node {
        position_type: PositionType::Absolute,
        left: px(0),
        right: px(0),
        top: percent(38),
        justify_content: JustifyContent::Center,
        ..default()
    };
    let panel = Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        padding: UiRect::all(px(14)),
        row_gap: px(10),
        border_radius: BorderRadius::all(px(12)),
        ..default()
    };
    commands
        .spawn((Name::new("Choice"), ChoicePanel, DespawnOnExit(Screen::Playing), row, GlobalZIndex(5)))
        .with_children(|row| {
            // The panel takes the presses on it (its interaction keeps them from the board under it).
            row.spawn((panel, theme::fill(Ink::Panel), Interaction::default())).with_children(|panel| {
                panel.spawn(theme::title(&fonts, words.get("choose-move"), 16.0));
                panel.spawn(Node { column_gap: px(10), ..default() }).with_children(|buttons| {
                    for mv in choices {
                        let name = words.say(&game.move_name_here(mv));
                        let style = becomes(&game, mv).map(|kind| game.look(Some(side), kind, 1));
                        // The piece it becomes, in the mover's colours.
                        let drawing = style.and_then(|style| style.drawing());
                        let button = Node {
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            padding: UiRect::axes(px(12), px(6)),
                            border: UiRect::all(px(2)),
                            border_radius: BorderRadius::all(px(10)),
                            ..default()
                        };
                        let extra = (Name::new(name.clone()), MoveButton(mv));
                        buttons
                            .spawn((
                                Button,
                                button,
                                BackgroundColor::default(),
                                BorderColor::all(Color::NONE),
                                ButtonColours::PLAIN,
                                extra,
                            ))
                            .with_children(|button| {
                                if let Some(drawing) = drawing {
                                    button.spawn(super::art::chip(drawing, DRAWING_SIZE));
                                }
                                button.spawn(theme::text(&fonts, name, 14.0, Ink::Text));
                            });
                    }
                });
            });
        });
}
