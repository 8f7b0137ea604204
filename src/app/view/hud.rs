//! The heads-up display of a match: the status bar on top (whose turn, what the computer's search has reached,
//! why a move was refused), the buttons below the board, and the banner when the game ends.

use bevy::prelude::*;

use super::animation::{Then, Tween, Tweened, Tweens};
use super::theme::{self, ButtonColours, Fonts, Ink, Theme, Tint};
use crate::ai::analysis::Reading;
use crate::ai::score::Value;
use crate::ai::{Level, Progress};
use crate::app::geometry::{BOTTOM_BAR, TOP_BAR};
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::computer::{AiSearch, Autoplay, Purpose};
use crate::app::logic::input::{ActionButton, Disabled, MoveButton};
use crate::app::logic::persistence::{Prefs, Records};
use crate::app::logic::play::{
    CurrentMatch, GameEnded, MatchAction, MatchReset, MoveRejected, Review, Told, start_match,
};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::rules::{AnyMove, Game};
use crate::session::{Seat, Side, Verdict};
use bevy::math::curve::EaseFunction;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Cue>();
    app.add_systems(OnEnter(Screen::Playing), spawn_hud.after(start_match));
    app.add_systems(
        Update,
        (remember_cue, update_status, name_players, show_thinking, update_buttons, update_move_buttons, show_banner)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The status line.
#[derive(Component)]
struct Status;

/// The players line.
#[derive(Component)]
struct Players;

/// The end-of-game banner.
#[derive(Component)]
pub struct Banner;

/// The bar at the top of the match: the players and the status line.
#[derive(Component)]
pub struct TopBar;

/// The last refused move's reason, shown for a moment.
#[derive(Resource, Default)]
struct Cue {
    text: String,
    until: f32,
    ink: Option<Ink>,
}

/// How long a refused move's reason stays in the status line.
const CUE_SECONDS: f32 = 1.6;

/// Who plays a side, with the level the computer really plays at on this game.
fn seat_name(seat: Seat, spec: crate::rules::GameSpec) -> String {
    match seat {
        Seat::Human => "Human".into(),
        Seat::Computer(level) => format!("Computer ({})", level.effective(spec)),
    }
}

/// The strip across the top of the window, where the status line is and the end-of-game banner covers it.
fn top_bar() -> Node {
    Node {
        position_type: PositionType::Absolute,
        top: px(0),
        left: px(0),
        right: px(0),
        height: px(TOP_BAR),
        ..default()
    }
}

/// Three dots beside the status that pulse one after the other while the computer thinks.
#[derive(Component)]
struct ThinkingDots;

/// How long a dot takes to brighten (and again to fade), and how far behind the one before it each is.
const DOT_PULSE: f32 = 0.4;
const DOT_STEP: f32 = 0.15;

fn thinking_dots() -> impl Bundle {
    let dot = |i: usize| {
        let pulse = Tween::new(Tweened::Fade { from: 0.2, to: 1.0 }, EaseFunction::SineInOut, DOT_PULSE);
        (
            Node { width: px(8), height: px(8), border_radius: BorderRadius::all(px(4)), ..default() },
            theme::fill(Ink::Text.with_alpha(0.2)),
            Tweens::one(pulse.delayed(i as f32 * DOT_STEP).then(Then::PingPong)),
        )
    };
    (
        Name::new("Thinking"),
        ThinkingDots,
        Node { flex_direction: FlexDirection::Row, column_gap: px(5), ..default() },
        Visibility::Hidden,
        children![dot(0), dot(1), dot(2)],
    )
}

/// Shows the thinking dots while the computer searches for its move.
fn show_thinking(searches: Query<&AiSearch>, mut dots: Query<&mut Visibility, With<ThinkingDots>>) {
    let thinking = searches.iter().any(|s| s.purpose == Purpose::Move);
    for mut visibility in &mut dots {
        visibility.set_if_neq(if thinking { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// The game and who plays each side: "Gomoku · Black: Computer (Hard)   White: Human". Where the sides are
/// named by colour (a Go board), the one who moves first comes first.
fn players_line(game: &CurrentMatch) -> String {
    let setup = game.setup();
    let by_colour = game.descriptor().colour_name(crate::rules::Player::One).is_some();
    let order = if by_colour { [game.first(), game.first().other()] } else { Side::BOTH };
    let players = order.map(|s| format!("{}: {}", game.side_name(s), seat_name(setup.seat(s), setup.spec))).join("   ");
    format!("{}   ·   {players}", setup.spec.title())
}

/// Names the players again when a new match of the same game begins: a coin toss may have given black to the
/// other side.
fn name_players(game: Res<CurrentMatch>, mut line: Query<&mut Text, With<Players>>) {
    if game.is_changed() {
        for mut text in &mut line {
            let wanted = players_line(&game);
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
}

/// Built from the match this screen was entered with (it runs after the match has started).
fn spawn_hud(mut commands: Commands, fonts: Res<Fonts>, game: Res<CurrentMatch>) {
    let setup = game.setup();
    let descriptor = game.descriptor();
    commands.spawn((
        Name::new("Top bar"),
        TopBar,
        DespawnOnExit(Screen::Playing),
        Node {
            padding: UiRect::horizontal(px(20)),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            row_gap: px(4),
            ..top_bar()
        },
        theme::fill(Ink::Panel),
        children![
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(10),
                    ..default()
                },
                children![(Status, theme::title(&fonts, "", 24.0)), thinking_dots()],
            ),
            (Players, theme::text(&fonts, players_line(&game), 15.0, Ink::TextDim)),
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
        let moves = descriptor.move_buttons();
        for (label, mv) in &moves {
            let extra = (Name::new(label.clone()), MoveButton(*mv));
            bar.spawn(theme::button(&fonts, label.clone(), ButtonColours::PRIMARY, extra));
        }
        if !moves.is_empty() {
            bar.spawn(Node { width: px(16), ..default() });
        }
        let mut action = |label: &str, action: MatchAction, colours: ButtonColours| {
            bar.spawn(theme::button(&fonts, label, colours, (Name::new(label.to_string()), ActionButton(action))));
        };
        action("Menu", MatchAction::Menu, plain);
        action("Restart", MatchAction::Restart, plain);
        action("Undo", MatchAction::Undo, plain);
        action("Redo", MatchAction::Redo, plain);
        if watching {
            action("Pause", MatchAction::Autoplay, plain);
            action("Step", MatchAction::Step, plain);
            action("Speed", MatchAction::Speed, plain);
        } else {
            action("Hint", MatchAction::Hint, ButtonColours::PRIMARY);
        }
        action("Analysis", MatchAction::Analysis, plain);
    });
}

/// Dims the move buttons that would be refused (too many bones, out of turn), and writes each one's value on
/// it while the analysis overlay is on.
fn update_move_buttons(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    prefs: Res<Prefs>,
    analysis: Res<Analysis>,
    buttons: Query<(Entity, &MoveButton, &Children, Has<Disabled>)>,
    mut texts: Query<(&mut Text, &mut Tint)>,
) {
    let values = if prefs.analysis { analysis.values(&game) } else { Vec::new() };
    let labels: std::collections::HashMap<AnyMove, String> =
        game.descriptor().move_buttons().into_iter().map(|(label, mv)| (mv, label)).collect();
    for (entity, button, children, disabled) in &buttons {
        let usable = game.awaits_human() && game.position().check_move(button.0).is_ok();
        theme::set_usable(&mut commands, entity, usable, disabled);
        let value = values.iter().find(|v| v.mv == button.0).map(|v| v.reading());
        let label = labels.get(&button.0).cloned().unwrap_or_default();
        let (label, colour) = match value {
            Some(reading) => (format!("{label} · {reading}"), super::board::overlay::value_ink(reading)),
            None => (label, Ink::Text),
        };
        if let Some((mut text, mut tint)) = children.first().and_then(|c| texts.get_mut(*c).ok()) {
            if text.0 != label {
                text.0 = label;
            }
            tint.set_if_neq(Tint::from(colour));
        }
    }
}

/// Remembers the latest refusal (in red) or message for the player, for the status line to show a moment.
fn remember_cue(
    mut rejected: MessageReader<MoveRejected>,
    mut told: MessageReader<Told>,
    mut cue: ResMut<Cue>,
    time: Res<Time>,
) {
    let refused = rejected.read().last().map(|r| (r.why.to_string(), Ink::Error));
    let said = told.read().last().map(|t| (t.0.clone(), Ink::Text));
    if let Some((text, ink)) = said.or(refused) {
        *cue = Cue { text, until: time.elapsed_secs() + CUE_SECONDS * 1.5, ink: Some(ink) };
    }
}

/// Thousands separated by commas, for node counts (the HUD's and the explorer's).
pub(super) fn grouped(n: u64) -> String {
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

/// What a search has done so far, for the status line: an exact solver's bounds ("solving exactly: between
/// draw and win in 9", for the side it moves), or a depth-limited search's depth, and the nodes.
fn progress_text(progress: &Progress) -> String {
    let nodes = progress.nodes();
    if nodes == 0 {
        return String::new();
    }
    let read = |score| Reading::from(Value::of(score, true));
    let what = match progress.window() {
        Some((lo, hi)) if lo == hi => format!("solving exactly: {}", read(lo)),
        Some((lo, hi)) => format!("solving exactly: between {} and {}", read(lo), read(hi)),
        None => format!("depth {}", progress.depth()),
    };
    format!("  ·  {what}  ·  {} nodes", grouped(nodes))
}

/// What the status line says, and in which colour.
fn status_text(
    game: &CurrentMatch,
    searches: &Query<&AiSearch>,
    (hint, analysis, shown): (&Hint, &Analysis, bool),
    autoplay: &Autoplay,
) -> (String, Ink) {
    let people = game.setup().people().count();
    if let Some(verdict) = game.verdict() {
        let said = match verdict {
            Verdict::YouWon => "You win".to_string(),
            Verdict::YouLost => "The computer wins".to_string(),
            Verdict::SideWon(side) => format!("{} wins", game.side_name(side)),
            Verdict::Draw => "Draw".to_string(),
        };
        return (said, Ink::Win);
    }
    let side = game.side_to_move();
    let name = game.side_name(side);
    if let Some(search) = searches.iter().find(|s| s.purpose == Purpose::Move) {
        return (format!("Computer ({name}) is thinking…{}", progress_text(&search.progress)), Ink::Text);
    }
    if people == 0 {
        return if autoplay.paused {
            ("Paused: press Step or Resume".into(), Ink::Text)
        } else {
            (format!("{name} to move"), Ink::Text)
        };
    }
    if !game.seat_to_move().is_human() {
        return (format!("Computer ({name}) to move"), Ink::Text);
    }
    if hint.thinking(game, analysis) {
        return ("Looking for a good move…".into(), Ink::Hint);
    }
    if let Some(best) = hint.current(game, analysis) {
        let what = game.descriptor().move_name(best.mv);
        return (format!("Hint: {what} ({})", best.reading()), Ink::Hint);
    }
    let you = if people == 1 { format!("Your turn ({name})") } else { format!("{name} to move") };
    let note = match (shown, analysis.current(game)) {
        (false, _) => "",
        (true, None) => "  ·  analysing…",
        (true, Some(result)) if !result.fours.is_empty() => {
            // The line is the attacker's fours and the blocks they force: the attacker's moves are every other.
            let moves = result.fours.len().div_ceil(2);
            return (format!("{you}  ·  {name} wins by fours in {moves}"), Ink::Good);
        }
        (true, Some(result)) if !result.exact => "  ·  analysis: estimates, not solved",
        (true, Some(_)) => "  ·  analysis: exact",
    };
    (format!("{you}{note}"), Ink::Text)
}

fn update_status(
    game: Res<CurrentMatch>,
    searches: Query<&AiSearch>,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    prefs: Res<Prefs>,
    autoplay: Res<Autoplay>,
    review: Res<Review>,
    cue: Res<Cue>,
    time: Res<Time>,
    mut status: Query<(&mut Text, &mut Tint), With<Status>>,
) {
    let (text, colour) = if time.elapsed_secs() < cue.until && !game.is_over() {
        (cue.text.clone(), cue.ink.unwrap_or(Ink::Error))
    } else if let Some(ply) = review.0 {
        let moves = game.ply();
        (format!("Move {ply} of {moves}  ·  ← → step  ·  Esc back to the game"), Ink::Hint)
    } else {
        status_text(&game, &searches, (&hint, &analysis, prefs.analysis), &autoplay)
    };
    for (mut shown, mut tint) in &mut status {
        if shown.0 != text {
            shown.0.clone_from(&text);
        }
        tint.set_if_neq(Tint::from(colour));
    }
}

/// Dims the buttons that would do nothing, and keeps the pause and speed labels right.
fn update_buttons(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    autoplay: Res<Autoplay>,
    prefs: Res<Prefs>,
    buttons: Query<(Entity, &ActionButton, &Children, Has<Disabled>)>,
    mut texts: Query<&mut Text>,
) {
    for (entity, button, children, disabled) in &buttons {
        let usable = match button.0 {
            MatchAction::Undo => !game.history().is_empty(),
            MatchAction::Redo => game.can_redo(),
            MatchAction::Hint => game.awaits_human(),
            MatchAction::Step => !game.is_over(),
            _ => true,
        };
        theme::set_usable(&mut commands, entity, usable, disabled);
        let label = match button.0 {
            MatchAction::Autoplay => Some(if autoplay.paused { "Resume".to_string() } else { "Pause".to_string() }),
            MatchAction::Speed => Some(format!("Speed: {}", autoplay.speed.name())),
            MatchAction::Analysis => Some(if prefs.analysis { "Analysis: on" } else { "Analysis: off" }.to_string()),
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

/// The result, in words for the people playing: a headline and a line under it.
fn result_text(game: &CurrentMatch, verdict: Verdict, records: &Records) -> (String, String) {
    let setup = game.setup();
    let spec = setup.spec;
    let computer = setup.opponent_level();
    let record = match computer {
        Some(level) => format!(" Your record against {level}: {}.", records.get(spec, level)),
        None => String::new(),
    };
    match verdict {
        Verdict::Draw => ("Draw".into(), format!("Nobody wins this one.{record}")),
        Verdict::YouWon => ("You win!".into(), format!("You beat the computer.{record}")),
        Verdict::YouLost => {
            let detail = if computer == Some(Level::Perfect) { "It plays perfectly." } else { "Try again?" };
            ("The computer wins".into(), format!("{detail}{record}"))
        }
        Verdict::SideWon(side) => (format!("{} wins!", game.side_name(side)), String::new()),
    }
}

fn show_banner(
    mut commands: Commands,
    mut ended: MessageReader<GameEnded>,
    mut resets: MessageReader<MatchReset>,
    game: Res<CurrentMatch>,
    fonts: Res<Fonts>,
    theme: Res<Theme>,
    records: Res<Records>,
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
    let Some(verdict) = game.verdict() else { return };
    let (headline, detail) = result_text(&game, verdict, &records);
    let accent = if game.winner().is_some() { Ink::Win } else { Ink::Text };
    commands.spawn((
        Name::new("Game over banner"),
        Banner,
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
                    theme::title_in(&fonts, headline, 28.0, accent),
                    theme::text(&fonts, detail, 15.0, Ink::TextDim),
                ],
            ),
            (
                Node { column_gap: px(10), ..default() },
                children![
                    theme::button(
                        &fonts,
                        "Play again",
                        ButtonColours::PRIMARY,
                        (Name::new("Play again"), ActionButton(MatchAction::Restart))
                    ),
                    theme::button(
                        &fonts,
                        "Menu",
                        ButtonColours::PLAIN,
                        (Name::new("Banner menu"), ActionButton(MatchAction::Menu))
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

    #[test]
    fn the_status_says_what_the_search_narrows_never_a_depth_it_does_not_use() {
        use crate::ai::score::MATE;
        let progress = Progress::default();
        assert_eq!(progress_text(&progress), "", "nothing searched yet");
        progress.set_nodes(2_100_000);
        progress.set_depth(7);
        assert_eq!(progress_text(&progress), "  ·  depth 7  ·  2,100,000 nodes");
        // A win with the 17th ply from now (the player's 9th stone), a loss with the 24th (after 12 of its own).
        progress.set_window(-(MATE - 24), MATE - 17);
        assert_eq!(
            progress_text(&progress),
            "  ·  solving exactly: between loss in 12 and win in 9  ·  2,100,000 nodes"
        );
        progress.set_window(0, 0);
        assert_eq!(progress_text(&progress), "  ·  solving exactly: draw  ·  2,100,000 nodes");
    }
}
