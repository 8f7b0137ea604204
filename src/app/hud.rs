//! The heads-up display of a match: the status bar on top (whose turn, what the computer's search has reached,
//! why a move was refused), the buttons below the board, and the banner when the game ends.

use bevy::prelude::*;

use super::AppSystems;
use super::ai_turn::{AiSearch, Autoplay, Hint, Purpose};
use super::game::{GameEnded, Match, MatchAction, MatchReset, MatchSetup, MoveRejected, Seat, Side};
use super::layout::{BOTTOM_BAR, TOP_BAR};
use super::screen::Screen;
use super::theme::{self, ButtonColours, Disabled, Fonts, palette};
use crate::ai::Level;
use crate::rules::{AnyMove, GameSpec};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Cue>();
    app.add_systems(OnEnter(Screen::Playing), spawn_hud);
    app.add_systems(
        Update,
        (press_hud_buttons, press_take_buttons).in_set(AppSystems::RecordInput).run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        (remember_cue, update_status, update_buttons, update_take_buttons, show_banner)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing)),
    );
}

/// What a HUD button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct HudButton(MatchAction);

/// Takes that many bones (the Game of Bones).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct TakeButton(u8);

/// The status line.
#[derive(Component)]
struct Status;

/// The players line.
#[derive(Component)]
struct Players;

/// The end-of-game banner.
#[derive(Component)]
struct Banner;

/// The last refused move's reason, shown for a moment.
#[derive(Resource, Default)]
struct Cue {
    text: String,
    until: f32,
}

/// How long a refused move's reason stays in the status line.
const CUE_SECONDS: f32 = 1.6;

fn seat_name(seat: Seat) -> String {
    match seat {
        Seat::Human => "Human".into(),
        Seat::Computer(level) => format!("Computer ({level})"),
    }
}

/// Built from the setup, not the match: the match for this screen may not be set up yet when this runs.
fn spawn_hud(mut commands: Commands, fonts: Res<Fonts>, setup: Res<MatchSetup>) {
    let spec = setup.spec;
    let players = Side::BOTH.map(|s| format!("{}: {}", s.name(spec), seat_name(setup.seat(s)))).join("   ");
    commands.spawn((
        Name::new("Top bar"),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            right: px(0),
            height: px(TOP_BAR),
            padding: UiRect::horizontal(px(20)),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            row_gap: px(4),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        children![
            (Status, theme::title(&fonts, "", 24.0)),
            (Players, theme::text(&fonts, format!("{spec}   ·   {players}"), 15.0, palette::TEXT_DIM)),
        ],
    ));
    let watching = !setup.x.is_human() && !setup.o.is_human();
    let mut bar = commands.spawn((
        Name::new("Button bar"),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            bottom: px(0),
            left: px(0),
            right: px(0),
            height: px(BOTTOM_BAR),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            flex_wrap: FlexWrap::Wrap,
            column_gap: px(10),
            row_gap: px(6),
            ..default()
        },
    ));
    bar.with_children(|bar| {
        let plain = ButtonColours::PLAIN;
        if let GameSpec::Bones { .. } = spec {
            for n in 1..=crate::rules::bones::MAX_TAKE {
                let label = format!("Take {n}");
                bar.spawn(theme::button(
                    &fonts,
                    label.clone(),
                    ButtonColours::PRIMARY,
                    (Name::new(label), TakeButton(n)),
                ));
            }
            bar.spawn(Node { width: px(16), ..default() });
        }
        bar.spawn(theme::button(&fonts, "Menu", plain, (Name::new("Menu"), HudButton(MatchAction::Menu))));
        bar.spawn(theme::button(&fonts, "Restart", plain, (Name::new("Restart"), HudButton(MatchAction::Restart))));
        bar.spawn(theme::button(&fonts, "Undo", plain, (Name::new("Undo"), HudButton(MatchAction::Undo))));
        bar.spawn(theme::button(&fonts, "Redo", plain, (Name::new("Redo"), HudButton(MatchAction::Redo))));
        if watching {
            bar.spawn(theme::button(&fonts, "Pause", plain, (Name::new("Pause"), HudButton(MatchAction::Pause))));
            bar.spawn(theme::button(&fonts, "Step", plain, (Name::new("Step"), HudButton(MatchAction::Step))));
            bar.spawn(theme::button(&fonts, "Speed", plain, (Name::new("Speed"), HudButton(MatchAction::Speed))));
        } else {
            bar.spawn(theme::button(
                &fonts,
                "Hint",
                ButtonColours::PRIMARY,
                (Name::new("Hint"), HudButton(MatchAction::Hint)),
            ));
        }
    });
}

fn press_hud_buttons(
    buttons: Query<(&Interaction, &HudButton, Has<Disabled>), Changed<Interaction>>,
    mut actions: MessageWriter<MatchAction>,
) {
    for (interaction, button, disabled) in &buttons {
        if *interaction == Interaction::Pressed && !disabled {
            actions.write(button.0);
        }
    }
}

fn press_take_buttons(
    buttons: Query<(&Interaction, &TakeButton, Has<Disabled>), Changed<Interaction>>,
    game: Res<Match>,
    mut chosen: MessageWriter<super::game::MoveChosen>,
) {
    for (interaction, take, disabled) in &buttons {
        if *interaction == Interaction::Pressed && !disabled {
            super::input::press_take(&game, take.0, &mut chosen);
        }
    }
}

/// Dims the take buttons that would take more than the heap holds or come out of turn.
fn update_take_buttons(mut commands: Commands, game: Res<Match>, buttons: Query<(Entity, &TakeButton, Has<Disabled>)>) {
    let heap = super::bones_view::heap(&game);
    for (entity, take, disabled) in &buttons {
        let usable = game.awaits_human() && usize::from(take.0) <= heap;
        theme::set_usable(&mut commands, entity, usable, disabled);
    }
}

fn remember_cue(mut rejected: MessageReader<MoveRejected>, mut cue: ResMut<Cue>, time: Res<Time>) {
    if let Some(last) = rejected.read().last() {
        cue.text = last.why.to_string();
        cue.until = time.elapsed_secs() + CUE_SECONDS;
    }
}

/// Thousands separated by commas, for node counts.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// What the status line says, and in which colour.
fn status_text(game: &Match, searches: &Query<&AiSearch>, hint: &Hint, autoplay: &Autoplay) -> (String, Color) {
    let spec = game.setup.spec;
    let people = Side::BOTH.iter().filter(|s| game.setup.seat(**s).is_human()).count();
    if game.is_over() {
        return match game.winner() {
            Some(side) => (format!("{} wins", side.name(spec)), palette::WIN),
            None => ("Draw".into(), palette::WIN),
        };
    }
    let side = game.side_to_move();
    let name = side.name(spec);
    if let Some(search) = searches.iter().find(|s| s.purpose == Purpose::Move) {
        let (depth, nodes) = (search.progress.depth(), search.progress.nodes());
        let progress =
            if nodes == 0 { String::new() } else { format!("  ·  depth {depth}  ·  {} nodes", grouped(nodes)) };
        return (format!("Computer ({name}) is thinking…{progress}"), palette::TEXT);
    }
    if people == 0 {
        return if autoplay.paused {
            ("Paused: press Step or Resume".into(), palette::TEXT)
        } else {
            (format!("{name} to move"), palette::TEXT)
        };
    }
    if !game.seat_to_move().is_human() {
        return (format!("Computer ({name}) to move"), palette::TEXT);
    }
    if hint.thinking {
        return ("Looking for a good move…".into(), palette::HINT);
    }
    if let Some(mv) = hint.current(game) {
        let text = match mv {
            AnyMove::Take(n) => format!("Hint: take {n}"),
            _ => "Hint: the highlighted move".into(),
        };
        return (text, palette::HINT);
    }
    let you = if people == 1 { format!("Your turn ({name})") } else { format!("{name} to move") };
    (you, palette::TEXT)
}

#[allow(clippy::too_many_arguments)]
fn update_status(
    game: Res<Match>,
    searches: Query<&AiSearch>,
    hint: Res<Hint>,
    autoplay: Res<Autoplay>,
    cue: Res<Cue>,
    time: Res<Time>,
    mut status: Query<(&mut Text, &mut TextColor), With<Status>>,
) {
    let (text, colour) = if time.elapsed_secs() < cue.until && !game.is_over() {
        (cue.text.clone(), palette::ERROR)
    } else {
        status_text(&game, &searches, &hint, &autoplay)
    };
    for (mut shown, mut shown_colour) in &mut status {
        if shown.0 != text {
            shown.0.clone_from(&text);
        }
        shown_colour.set_if_neq(TextColor(colour));
    }
}

/// Dims the buttons that would do nothing, and keeps the pause and speed labels right.
fn update_buttons(
    mut commands: Commands,
    game: Res<Match>,
    autoplay: Res<Autoplay>,
    buttons: Query<(Entity, &HudButton, &Children, Has<Disabled>)>,
    mut texts: Query<&mut Text>,
) {
    for (entity, button, children, disabled) in &buttons {
        let usable = match button.0 {
            MatchAction::Undo => !game.history.is_empty(),
            MatchAction::Redo => !game.redo.is_empty(),
            MatchAction::Hint => game.awaits_human(),
            MatchAction::Step => !game.is_over(),
            _ => true,
        };
        theme::set_usable(&mut commands, entity, usable, disabled);
        let label = match button.0 {
            MatchAction::Pause => Some(if autoplay.paused { "Resume".to_string() } else { "Pause".to_string() }),
            MatchAction::Speed => {
                let name = Autoplay::SPEEDS.iter().find(|(_, t)| *t == autoplay.move_time).map_or("Normal", |(n, _)| n);
                Some(format!("Speed: {name}"))
            }
            _ => None,
        };
        if let Some(label) = label
            && let Some(mut text) = children.first().and_then(|c| texts.get_mut(*c).ok())
            && text.0 != label
        {
            text.0 = label;
        }
    }
}

/// The result, in words for the people playing.
fn result_text(game: &Match) -> (String, String) {
    let spec = game.setup.spec;
    let people: Vec<Side> = Side::BOTH.into_iter().filter(|s| game.setup.seat(*s).is_human()).collect();
    match game.winner() {
        None => ("Draw".into(), "Nobody wins this one.".into()),
        Some(side) => {
            let headline = format!("{} wins!", side.name(spec));
            let detail = match (people.len(), people.contains(&side)) {
                (1, true) => "You beat the computer!".into(),
                (1, false) => match game.setup.seat(side) {
                    Seat::Computer(Level::Perfect) => {
                        "The computer plays perfectly: a draw is the best anyone can do.".into()
                    }
                    _ => "The computer wins. Try again?".into(),
                },
                _ => format!("{} takes the game.", side.name(spec)),
            };
            (headline, detail)
        }
    }
}

fn show_banner(
    mut commands: Commands,
    mut ended: MessageReader<GameEnded>,
    mut resets: MessageReader<MatchReset>,
    game: Res<Match>,
    fonts: Res<Fonts>,
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
    if !game.is_over() {
        return;
    }
    let (headline, detail) = result_text(&game);
    let accent = if game.winner().is_some() { palette::WIN } else { palette::TEXT };
    commands.spawn((
        Name::new("Game over banner"),
        Banner,
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            right: px(0),
            height: px(TOP_BAR),
            padding: UiRect::horizontal(px(24)),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            column_gap: px(16),
            ..default()
        },
        BackgroundColor(palette::BANNER),
        BorderColor::all(accent),
        children![
            (
                Node { flex_direction: FlexDirection::Column, row_gap: px(2), ..default() },
                children![
                    theme::title_in(&fonts, headline, 28.0, accent),
                    theme::text(&fonts, detail, 15.0, palette::TEXT_DIM),
                ],
            ),
            (
                Node { column_gap: px(10), ..default() },
                children![
                    theme::button(
                        &fonts,
                        "Play again",
                        ButtonColours::PRIMARY,
                        (Name::new("Play again"), HudButton(MatchAction::Restart))
                    ),
                    theme::button(
                        &fonts,
                        "Menu",
                        ButtonColours::PLAIN,
                        (Name::new("Banner menu"), HudButton(MatchAction::Menu))
                    ),
                ],
            ),
        ],
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(12_345_678), "12,345,678");
    }
}
