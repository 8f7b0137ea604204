//! The heads-up display of a match: the status bar on top (whose turn, what the computer's search has reached,
//! why a move was refused), the buttons below the board, and the banner when the game ends.

use bevy::prelude::*;

use super::animation::{Then, Tween, Tweened, Tweens};
use super::labels::Speaks;
use super::theme::{self, ButtonColours, Fonts, Ink, Reads, Region, Selected, Tint};
use crate::ai::Progress;
use crate::ai::analysis::Reading;
use crate::ai::score::Value;
use crate::app::geometry::Bars;
use crate::app::logic::analysis::{Analysis, Hint};
use crate::app::logic::computer::{AiSearch, Autoplay, Purpose};
use crate::app::logic::draws::DrawOffer;
use crate::app::logic::input::{ActionButton, Disabled, MoveButton};
use crate::app::logic::persistence::Prefs;
use crate::app::logic::play::{
    CurrentMatch, MatchAction, MatchReset, MoveApplied, MoveRejected, Review, Told, start_match,
};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::{self, Said, Words};
use crate::rules::{AnyMove, Game, Outcome, Scoring};
use crate::session::{Refusal, Seat, Side, Verdict};
use bevy::math::curve::EaseFunction;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Cue>();
    app.add_systems(PostUpdate, place_by_bars.before(bevy::ui::UiSystems::Prepare));
    app.add_systems(OnEnter(Screen::Playing), spawn_hud.after(start_match));
    app.add_systems(
        Update,
        (remember_cue, update_status, name_players, show_thinking, update_buttons, update_move_buttons)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing)),
    );
}

/// A node placed by the bars above and below the board (their heights, or a place beside them), which grow
/// with the text size: the function sets the node's edges from the bars.
#[derive(Component)]
pub struct BarPlaced(pub fn(&Bars, &mut Node));

fn place_by_bars(bars: Res<Bars>, mut nodes: Query<(Ref<BarPlaced>, &mut Node)>) {
    for (placed, mut node) in &mut nodes {
        if bars.is_changed() || placed.is_added() {
            (placed.0)(&bars, &mut node);
        }
    }
}

/// The status line.
#[derive(Component)]
struct Status;

/// The players line.
#[derive(Component)]
struct Players;

/// The bar at the top of the match: the players and the status line.
#[derive(Component)]
pub struct TopBar;

/// The last refused move's reason, shown for a moment.
#[derive(Resource, Default)]
struct Cue {
    said: Option<Said>,
    until: f32,
    ink: Option<Ink>,
}

/// How long a refused move's reason stays in the status line.
const CUE_SECONDS: f32 = 1.6;

/// Who plays a side, with the level the computer really plays at on this game.
fn seat_name(words: &Words, seat: Seat, spec: crate::rules::GameSpec) -> String {
    match seat {
        Seat::Human => words.get("hud-human"),
        Seat::Computer(level) => words.with("hud-computer", &[("level", words.level(level.effective(spec)).into())]),
    }
}

/// The strip across the top of the window, where the status line is and the end-of-game banner covers it.
pub(super) fn top_bar() -> Node {
    Node { position_type: PositionType::Absolute, top: px(0), left: px(0), right: px(0), ..default() }
}

/// The top bar's height follows the bars.
pub(super) fn top_bar_height() -> BarPlaced {
    BarPlaced(|bars, node| node.height = px(bars.top))
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

/// Shows the thinking dots while the computer searches for its move, and beside the players, small, how deep
/// the search has got and how many positions it has seen: there for whoever wants them, out of the headline.
fn show_thinking(
    searches: Query<&AiSearch>,
    words: Res<Words>,
    time: Res<Time>,
    mut written: Local<f32>,
    mut dots: Query<&mut Visibility, With<ThinkingDots>>,
    mut detail: Query<&mut Text, With<SearchDetail>>,
) {
    let search = searches.iter().find(|s| s.purpose == Purpose::Move);
    for mut visibility in &mut dots {
        visibility.set_if_neq(if search.is_some() { Visibility::Inherited } else { Visibility::Hidden });
    }
    // A few times a second is as often as anyone reads the counts, and every new text lays the bars out
    // again: frames the search, in a browser, shares its thread with.
    let now = time.elapsed_secs();
    if search.is_some() && now - *written < DETAIL_EVERY {
        return;
    }
    *written = now;
    let wanted = search.map(|s| progress_text(&words, &s.progress)).unwrap_or_default();
    for mut text in &mut detail {
        if text.0 != wanted {
            text.0.clone_from(&wanted);
        }
    }
}

/// How often the search's depth and nodes are written again while it runs, in seconds.
const DETAIL_EVERY: f32 = 0.25;

/// The search's depth and nodes, beside the players line.
#[derive(Component)]
struct SearchDetail;

/// The game and who plays each side: "Gomoku · Black: Computer (Hard)   White: Human". Where the sides are
/// named by colour (a Go board), the one who moves first comes first.
fn players_line(words: &Words, game: &CurrentMatch) -> String {
    let setup = game.setup();
    let by_colour = game.side_name(Side::X) != game.descriptor().side_name(Side::X, None);
    let order = if by_colour { [game.first(), game.first().other()] } else { Side::BOTH };
    let players = order.map(|s| {
        let seat = seat_name(words, setup.seat(s), setup.spec);
        words.with("hud-seat", &[("side", side(words, game, s).into()), ("seat", seat.into())])
    });
    // Spacing between the parts of a line, not words: the same in every language.
    format!("{}   ·   {}", words.say(&game.descriptor().title()), players.join("   "))
}

/// What the game calls `side` in this match, in the player's language.
fn side(words: &Words, game: &CurrentMatch, side: Side) -> String {
    words.say(&game.side_name(side).said())
}

/// Names the players again when a new match of the same game begins (a coin toss may have given black to the
/// other side), or the language changes.
fn name_players(game: Res<CurrentMatch>, words: Res<Words>, mut line: Query<&mut Text, With<Players>>) {
    if game.is_changed() || words.is_changed() {
        for mut text in &mut line {
            let wanted = players_line(&words, &game);
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
}

/// Built from the match this screen was entered with (it runs after the match has started).
fn spawn_hud(mut commands: Commands, fonts: Res<Fonts>, words: Res<Words>, game: Res<CurrentMatch>) {
    let setup = game.setup();
    commands.spawn((
        Name::new("Top bar"),
        TopBar,
        // A press on the bar is the bar's, not a press off the board.
        Interaction::default(),
        top_bar_height(),
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
                children![(Status, Reads, theme::title(&fonts, "", 24.0)), thinking_dots()],
            ),
            (
                Node { flex_direction: FlexDirection::Row, align_items: AlignItems::Center, ..default() },
                children![
                    (Players, Reads, theme::text(&fonts, players_line(&words, &game), 15.0, Ink::TextDim)),
                    (SearchDetail, theme::text(&fonts, "", 13.0, Ink::TextDim)),
                ],
            ),
        ],
    ));
    let watching = !setup.x.is_human() && !setup.o.is_human();
    let mut bar = commands.spawn((
        Name::new("Button bar"),
        Region(accesskit::Role::Toolbar, Said::new("access-controls")),
        DespawnOnExit(Screen::Playing),
        BarPlaced(|bars, node| node.height = px(bars.bottom)),
        Node {
            position_type: PositionType::Absolute,
            bottom: px(0),
            left: px(0),
            right: px(0),
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
        let moves = game.board().move_buttons.clone();
        for (label, mv) in &moves {
            let said = words.say(label);
            let extra = (Name::new(said.clone()), MoveButton(*mv));
            bar.spawn(theme::button(&fonts, said, ButtonColours::PRIMARY, extra));
        }
        if !moves.is_empty() {
            bar.spawn(Node { width: px(16), ..default() });
        }
        // Each button's entity is named in English (for tests and the inspector); its label is the player's.
        // Pause, Speed and Analysis say their state, which `update_buttons` keeps; the others speak for good.
        let mut action = |name: &str, id: &'static str, action: MatchAction, colours: ButtonColours| {
            let extra = (Name::new(name.to_string()), ActionButton(action));
            let mut button = bar.spawn(theme::button(&fonts, words.get(id), colours, extra));
            if !matches!(action, MatchAction::Autoplay | MatchAction::Speed | MatchAction::Analysis | MatchAction::Draw)
            {
                button.insert(Speaks(Said::new(id)));
            }
        };
        action("Menu", "hud-menu", MatchAction::Menu, plain);
        action("Restart", "hud-restart", MatchAction::Restart, plain);
        action("Undo", "hud-undo", MatchAction::Undo, plain);
        action("Redo", "hud-redo", MatchAction::Redo, plain);
        if watching {
            action("Pause", "hud-pause", MatchAction::Autoplay, plain);
            action("Step", "hud-step", MatchAction::Step, plain);
            action("Speed", "hud-speed", MatchAction::Speed, plain);
        } else {
            // Plain like the others: it shows the accent only while a hint is shown (see `update_buttons`).
            action("Hint", "hud-hint-button", MatchAction::Hint, plain);
            if setup.spec.draw_offers() {
                action("Draw", "hud-offer-draw", MatchAction::Draw, plain);
            }
        }
        action("Analysis", "hud-analysis-off", MatchAction::Analysis, plain);
    });
}

/// Dims the move buttons that would be refused (too many bones, out of turn), and writes each one's value on
/// it while the analysis overlay is on.
fn update_move_buttons(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    prefs: Res<Prefs>,
    analysis: Res<Analysis>,
    words: Res<Words>,
    buttons: Query<(Entity, &MoveButton, &Children, Has<Disabled>)>,
    mut texts: Query<(&mut Text, &mut Tint)>,
) {
    let values = if prefs.analysis { analysis.values(&game) } else { Vec::new() };
    let labels: std::collections::HashMap<AnyMove, String> =
        game.board().move_buttons.iter().map(|(label, mv)| (*mv, words.say(label))).collect();
    for (entity, button, children, disabled) in &buttons {
        let usable = game.awaits_human() && game.position().check_move(button.0).is_ok();
        theme::set_usable(&mut commands, entity, usable, disabled);
        let value = values.iter().find(|v| v.mv == button.0).map(|v| v.reading());
        // Only the board's own move buttons: a choice's buttons (see `choices`) keep their pieces.
        let Some(label) = labels.get(&button.0).cloned() else { continue };
        let (label, colour) = match value {
            Some(reading) => {
                let said = words.say(&words::reading(reading));
                (format!("{label} · {said}"), super::board::overlay::value_ink(reading))
            }
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

/// How the game ended, in a few words: what the banner's headline, the status line and the screen reader say.
pub fn result(game: &CurrentMatch, outcome: Outcome, verdict: Verdict) -> Said {
    words::result(outcome, verdict, final_score(game), |winner| game.side_name(winner).said())
}

/// The count at the end of a game that counts pieces (discs, seeds), the winner's first: what the players see
/// on the board.
fn final_score(game: &CurrentMatch) -> Option<(u32, u32)> {
    let [one, two] = game.descriptor().final_count(game.position())?.score;
    Some(if game.position().outcome().and_then(Outcome::winner) == Some(crate::rules::Player::Two) {
        (two, one)
    } else {
        (one, two)
    })
}

/// Why a move was refused, in words.
pub fn refusal(why: Refusal) -> Said {
    Said::new(match why {
        Refusal::Stale => "refusal-stale",
        Refusal::NotYourTurn => "refusal-not-your-turn",
        // The rules' reason, in the words of the family that gives it.
        Refusal::Illegal(illegal) => illegal.message_id(),
    })
}

/// Remembers the latest refusal (in red) or message for the player, for the status line to show a moment. A
/// refusal is about the position it was made in: a move played or taken back since makes it old news.
fn remember_cue(
    mut rejected: MessageReader<MoveRejected>,
    mut told: MessageReader<Told>,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<MatchReset>,
    mut cue: ResMut<Cue>,
    time: Res<Time>,
) {
    let moved = applied.read().count() + resets.read().count() > 0;
    if moved && cue.ink == Some(Ink::Error) {
        *cue = Cue::default();
    }
    let refused = rejected.read().last().map(|r| (refusal(r.why), Ink::Error));
    let said = told.read().last().map(|t| (t.0.clone(), Ink::Text));
    if let Some((said, ink)) = said.or(refused) {
        *cue = Cue { said: Some(said), until: time.elapsed_secs() + CUE_SECONDS * 1.5, ink: Some(ink) };
    }
}

/// What a search has done so far, for the status line: an exact solver's bounds ("solving exactly: between
/// draw and win in 9", for the side it moves), or a depth-limited search's depth, and the nodes.
fn progress_text(words: &Words, progress: &Progress) -> String {
    let nodes = progress.nodes();
    // Nothing searched yet, or nothing worth saying (a forced move, played without a search of any depth).
    if nodes == 0 || (progress.depth() == 0 && progress.window().is_none()) {
        return String::new();
    }
    // The bounds come from the exact solvers, which solve games of wins and losses (Connect Four).
    let read = |score| words.say(&words::reading(Reading::from(Value::of(score, true, Scoring::WinLoss))));
    let what = match progress.window() {
        Some((lo, hi)) if lo == hi => words.with("hud-solving", &[("reading", read(lo).into())]),
        Some((lo, hi)) => words.with("hud-solving-between", &[("low", read(lo).into()), ("high", read(hi).into())]),
        None => words.with("hud-depth", &[("depth", progress.depth().into())]),
    };
    let nodes = words.with("hud-nodes", &[("nodes", nodes.into())]);
    format!("  ·  {what}  ·  {nodes}")
}

/// What the status line says, and in which colour.
fn status_text(
    words: &Words,
    game: &CurrentMatch,
    searches: &Query<&AiSearch>,
    (hint, analysis, shown): (&Hint, &Analysis, bool),
    autoplay: &Autoplay,
) -> (String, Ink) {
    let people = game.setup().people().count();
    if let (Some(outcome), Some(verdict)) = (game.outcome(), game.verdict()) {
        return (words.say(&result(game, outcome, verdict)), Ink::Win);
    }
    let name = side(words, game, game.side_to_move());
    let named = |id: &str| words.with(id, &[("side", name.as_str().into())]);
    // The engine's depth and nodes are a detail beside the players (`show_search_detail`), not the headline.
    if searches.iter().any(|s| s.purpose == Purpose::Move) {
        return (named("hud-thinking"), Ink::Text);
    }
    if people == 0 {
        return if autoplay.paused { (words.get("hud-paused"), Ink::Text) } else { (named("hud-to-move"), Ink::Text) };
    }
    if !game.seat_to_move().is_human() {
        return (named("hud-computer-to-move"), Ink::Text);
    }
    if hint.thinking(game, analysis) {
        return (words.get("hud-looking"), Ink::HintText);
    }
    if let Some(best) = hint.current(game, analysis) {
        let what = Said::new("hud-hint")
            .said("move", game.move_name_here(best.mv))
            .said("reading", words::reading(best.reading()));
        return (words.say(&what), Ink::HintText);
    }
    if hint.asked == Some(game.stamp()) && analysis.current(game).is_some() {
        // Asked for, but the analysis found no best move: it was cut short before it valued every move.
        return (words.get("hud-no-hint"), Ink::HintText);
    }
    let you = if people == 1 { named("hud-your-turn") } else { named("hud-to-move") };
    let note = match (shown, analysis.current(game)) {
        (false, _) => return (you, Ink::Text),
        (true, None) => words.get("hud-analysing"),
        (true, Some(result)) if !result.forced_line.is_empty() => {
            // The line is the attacker's fours and the blocks they force: the attacker's moves are every other.
            let moves = result.forced_line.len().div_ceil(2);
            let fours = words.with("hud-wins-by-fours", &[("side", name.as_str().into()), ("moves", moves.into())]);
            return (format!("{you}  ·  {fours}"), Ink::Good);
        }
        (true, Some(result)) => match cut_short(game, result) {
            Some((valued, legal)) => words.with("hud-cut-short", &[("valued", valued.into()), ("legal", legal.into())]),
            None if !result.exact => words.get("hud-estimates"),
            None => words.get("hud-exact"),
        },
    };
    (format!("{you}  ·  {note}"), Ink::Text)
}

/// Whether an analysis was cut short before it valued every legal move: how many it valued, of how many. Not
/// on boards of so many moves that an analysis looks only at the likely ones (Gomoku's far cells).
fn cut_short(game: &CurrentMatch, result: &crate::app::logic::computer::AiReply) -> Option<(usize, usize)> {
    let mut legal = Vec::new();
    game.position().legal_moves(&mut legal);
    let valued = result.moves.len();
    (valued < legal.len() && legal.len() <= super::board::overlay::HEAT_MAP_ABOVE).then_some((valued, legal.len()))
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
    words: Res<Words>,
    mut status: Query<(&mut Text, &mut Tint), With<Status>>,
) {
    let (text, colour) = if time.elapsed_secs() < cue.until && !game.is_over() {
        (cue.said.as_ref().map(|s| words.say(s)).unwrap_or_default(), cue.ink.unwrap_or(Ink::Error))
    } else if let Some(ply) = review.0 {
        (words.with("hud-review", &[("ply", ply.into()), ("moves", game.ply().into())]), Ink::HintText)
    } else {
        status_text(&words, &game, &searches, (&hint, &analysis, prefs.analysis), &autoplay)
    };
    for (mut shown, mut tint) in &mut status {
        if shown.0 != text {
            shown.0.clone_from(&text);
        }
        tint.set_if_neq(Tint::from(colour));
    }
}

/// Dims the buttons that would do nothing, keeps the pause and speed labels right, and marks the buttons of
/// what is switched on (the hint shown, the analysis on) with the accent: never otherwise, so that a button
/// that reads as on is on.
fn update_buttons(
    mut commands: Commands,
    game: Res<CurrentMatch>,
    autoplay: Res<Autoplay>,
    prefs: Res<Prefs>,
    words: Res<Words>,
    (hint, analysis, offer): (Res<Hint>, Res<Analysis>, Res<DrawOffer>),
    buttons: Query<(Entity, &ActionButton, &Children, Has<Disabled>, Has<Selected>)>,
    mut texts: Query<&mut Text>,
) {
    for (entity, button, children, disabled, selected) in &buttons {
        let on = match button.0 {
            MatchAction::Hint => hint.current(&game, &analysis).is_some() || hint.thinking(&game, &analysis),
            MatchAction::Analysis => prefs.analysis,
            // A draw to claim, or an offer to answer, stands out.
            MatchAction::Draw => DrawOffer::to_claim(&game) || offer.to_accept(&game),
            _ => selected,
        };
        match (on, selected) {
            (true, false) => _ = commands.entity(entity).insert(Selected),
            (false, true) => _ = commands.entity(entity).remove::<Selected>(),
            _ => {}
        }
        let usable = match button.0 {
            MatchAction::Undo => game.can_undo(),
            MatchAction::Redo => game.can_redo(),
            MatchAction::Hint => game.awaits_human(),
            MatchAction::Step => !game.is_over(),
            MatchAction::Draw => offer.can_press(&game),
            _ => true,
        };
        theme::set_usable(&mut commands, entity, usable, disabled);
        let label = match button.0 {
            MatchAction::Autoplay => Some(words.get(if autoplay.paused { "hud-resume" } else { "hud-pause" })),
            MatchAction::Speed => Some(words.with("hud-speed", &[("speed", words.get(autoplay.speed.id()).into())])),
            MatchAction::Analysis => {
                Some(words.get(if prefs.analysis { "hud-analysis-on" } else { "hud-analysis-off" }))
            }
            MatchAction::Draw => Some(words.get(if DrawOffer::to_claim(&game) {
                "hud-claim-draw"
            } else if offer.to_accept(&game) {
                "hud-accept-draw"
            } else {
                "hud-offer-draw"
            })),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_says_what_the_search_narrows_never_a_depth_it_does_not_use() {
        use crate::ai::score::MATE;
        use crate::app::words::Language;
        let words = Words::new(Language::English);
        let progress = Progress::default();
        assert_eq!(progress_text(&words, &progress), "", "nothing searched yet");
        progress.set_nodes(561);
        assert_eq!(progress_text(&words, &progress), "", "a forced pass: no depth worth saying");
        progress.set_nodes(2_100_000);
        progress.set_depth(7);
        assert_eq!(progress_text(&words, &progress), "  ·  depth 7  ·  2,100,000 nodes");
        // A win with the 17th ply from now (the player's 9th stone), a loss with the 24th (after 12 of its own).
        progress.set_window(-(MATE - 24), MATE - 17);
        assert_eq!(
            progress_text(&words, &progress),
            "  ·  solving exactly: between loss in 12 and win in 9  ·  2,100,000 nodes"
        );
        progress.set_window(0, 0);
        assert_eq!(progress_text(&words, &progress), "  ·  solving exactly: draw  ·  2,100,000 nodes");
        // In Russian: the words, their plural, and the digits grouped with a no-break space.
        let russian = Words::new(Language::Russian);
        let said = progress_text(&russian, &progress);
        assert!(said.contains("2\u{a0}100\u{a0}000"), "{said}");
        assert!(!said.contains("nodes"), "{said}");
    }

    #[test]
    fn every_refusal_has_its_words() {
        use crate::app::words::Language;
        let words = Words::new(Language::Swedish);
        let refusals = [Refusal::Stale, Refusal::NotYourTurn, Refusal::Illegal(crate::rules::gravity::COLUMN_FULL)];
        let said: Vec<String> = refusals.iter().map(|&r| words.say(&refusal(r))).collect();
        for (i, text) in said.iter().enumerate() {
            assert!(!text.is_empty() && !text.starts_with("refusal-"), "{text}");
            assert!(!said[i + 1..].contains(text), "{text} twice");
        }
    }
}
