//! A line at the bottom of every screen that says when the settings could not be saved, until a save works
//! again: a player whose disk is full or whose browser refuses storage is told, not only the log.

use bevy::prelude::*;

use super::hud::BarPlaced;
use super::theme::{self, Fonts, Ink};
use crate::app::logic::persistence::SaveProblem;
use crate::app::words::Words;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_problem_line);
    app.add_systems(
        Update,
        show_save_problem.run_if(resource_changed::<SaveProblem>.or_else(resource_changed::<Words>)),
    );
}

/// The text of the line.
#[derive(Component)]
struct ProblemLine;

fn spawn_problem_line(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("Save problem"),
        BarPlaced(|bars, node| node.bottom = px(bars.bottom)),
        Node {
            position_type: PositionType::Absolute,
            left: px(16),
            right: px(16),
            justify_content: JustifyContent::Center,
            ..default()
        },
        GlobalZIndex(10),
        children![(ProblemLine, theme::text(&fonts, "", 14.0, Ink::Error))],
    ));
}

fn show_save_problem(problem: Res<SaveProblem>, words: Res<Words>, mut lines: Query<&mut Text, With<ProblemLine>>) {
    for mut line in &mut lines {
        line.0 = problem.0.as_ref().map(|said| words.say(said)).unwrap_or_default();
    }
}
