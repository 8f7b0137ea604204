//! The analysis overlay: over each legal move, its value for the player to move, from the logic's
//! [`Analysis`]: "win in 3", "draw", "loss in 5" (in the player's own moves), a margin "+12", on one line on a
//! chip coloured on a scale from the best move's green through grey to the worst's red, dark words on it in
//! every theme, and the best move's chip framed; whether the values are exact or estimates the status line says
//! once. Big boards (Gomoku) show a heat
//! map instead: the best few cells tinted, brightest first, with their rank written on them; where the player
//! to move wins by continuous fours, the line itself instead, as numbered stones half seen (the status line
//! says "Black wins by fours in 4"). Every value is text as well as colour, over the place the rules cue the
//! move on (a heap's take over the first bone it would take; the Game of Bones shows its values on its Take
//! buttons too, see the HUD).

use bevy::prelude::*;
use bevy::text::LineBreak;

use super::assets::z;
use super::{BoardSystems, BoardView, STONE, stone_discs};
use crate::ai::analysis::{MoveValue, Reading};
use crate::app::logic::analysis::Analysis;
use crate::app::logic::persistence::Prefs;
use crate::app::logic::picking::{self, Picked, Route};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::style::Shape;
use crate::app::view::theme::{Fonts, Ink, Tint};
use crate::app::words::{self, Said, Words};
use crate::rules::{AnyMove, Game};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_analysis.in_set(AppSystems::Update).in_set(BoardSystems::Mark).run_if(in_state(Screen::Playing)),
    );
}

/// A mark of the overlay, on the cell of the move whose value it shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverlayMark(pub AnyMove);

/// The words of a move's value, over its [`OverlayMark`].
#[derive(Component)]
struct OverlayWords;

/// A stone of the win by fours the overlay shows: the move, and its number in the line (from 1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoursStone {
    pub mv: AnyMove,
    pub number: usize,
}

/// How opaque the stones of a win by fours are: clearly not played yet.
const FOURS_STONE: f32 = 0.7;
/// How much bigger a number on such a stone is than the overlay's words: read at a glance.
const FOURS_NUMBER: f32 = 1.3;

/// Positions with more legal moves than this show a heat map of their best cells instead of a value on each.
pub const HEAT_MAP_ABOVE: usize = 49;
/// How many cells the heat map shows.
const HEAT_MAP_CELLS: usize = 5;
/// A value's chip, in cells: wide enough for its words on one line, low enough to leave its square seen.
const CHIP: Vec2 = Vec2::new(0.88, 0.4);
/// How wide the frame round the best move's chip is, in cells.
const BEST_FRAME: f32 = 0.05;

/// The ink of a value: green for a win, grey for a draw, red for a loss, amber for an estimate (the Game of
/// Bones' buttons write their values in it).
pub fn value_ink(reading: Reading) -> Ink {
    match reading {
        Reading::Win { .. } | Reading::Won => Ink::Good,
        Reading::Draw => Ink::Neutral,
        Reading::Loss { .. } | Reading::Lost => Ink::Error,
        Reading::Exact(v) if v > 0 => Ink::Good,
        Reading::Exact(v) if v < 0 => Ink::Error,
        Reading::Exact(_) => Ink::Neutral,
        Reading::Margin(v) if v > 0 => Ink::Good,
        Reading::Margin(_) => Ink::Error,
        Reading::Estimate(_) => Ink::Estimate,
    }
}

/// How good a value is for the player, to place it on the colour scale: a win above any margin (a faster one
/// higher), a loss below (a slower one higher).
fn goodness(reading: Reading) -> i64 {
    const WON: i64 = 1_000_000;
    match reading {
        Reading::Win { moves } => WON - i64::from(moves),
        Reading::Loss { moves } => -WON + i64::from(moves),
        // How soon not known: below every counted win, above every counted loss.
        Reading::Won => WON / 2,
        Reading::Lost => -WON / 2,
        Reading::Draw => 0,
        Reading::Exact(v) | Reading::Margin(v) | Reading::Estimate(v) => i64::from(v),
    }
}

/// Where a value lies on the colour scale, from the worst's red (0) through grey (a half) to the best's green
/// (1): a win, a draw and a loss where they are on the scale whatever else is shown (a slower loss is still a
/// loss, the frame marks the best of them); a margin or an estimate between the worst shown and the best.
pub fn scale(reading: Reading, worst: i64, best: i64) -> f32 {
    match reading {
        Reading::Win { .. } | Reading::Won => 1.0,
        Reading::Draw => 0.5,
        Reading::Loss { .. } | Reading::Lost => 0.0,
        _ if best <= worst => 1.0,
        _ => (goodness(reading) - worst) as f32 / (best - worst) as f32,
    }
}

/// The two inks a value's chip is drawn in, a lower one and one over it at an opacity, which blended (as the
/// renderer blends, in linear light) give the scale's colour at `t`: the worst's at 0, an even one's at a
/// half, the best's at 1.
pub fn chip_inks(t: f32) -> (Ink, Tint) {
    if t >= 0.5 {
        (Ink::ValueEven, Ink::ValueBest.with_alpha((t - 0.5) * 2.0))
    } else {
        (Ink::ValueWorst, Ink::ValueEven.with_alpha(t * 2.0))
    }
}

/// How a value is written on its chip, shortly enough for one line on a small square ("win 3", "loss 17",
/// "+12"): as the status line says whether the values are estimates, an estimate reads as a margin does, not
/// "about +12" on every square. The status line and the hint say a value in full ("win in 3").
fn label(reading: Reading) -> Said {
    match reading {
        Reading::Win { moves } => Said::new("board-win").number("moves", moves),
        Reading::Loss { moves: 0 } => Said::new("board-lost"),
        Reading::Loss { moves } => Said::new("board-loss").number("moves", moves),
        Reading::Draw => Said::new("board-draw"),
        Reading::Estimate(v) => words::reading(Reading::Margin(v)),
        exact => words::reading(exact),
    }
}

/// The size of a value's text on a cell of `cell` pixels, for `chars` characters on one line within its chip
/// (a bold figure is about 0.62 of its size wide).
fn text_size(cell: f32, chars: usize) -> f32 {
    let fits = (CHIP.x * cell * 0.9 / (0.62 * chars.max(1) as f32)).min(CHIP.y * cell * 0.8);
    (cell * 0.25).clamp(10.0, 26.0).min(fits).max(7.0)
}

fn show_analysis(
    mut commands: Commands,
    prefs: Res<Prefs>,
    analysis: Res<Analysis>,
    board: BoardView,
    fonts: Res<Fonts>,
    words: Res<Words>,
    marks: Query<Entity, Or<(With<OverlayMark>, With<OverlayWords>, With<FoursStone>)>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    picked: Res<Picked>,
) {
    let changed = picked.is_changed()
        || prefs.is_changed()
        || words.is_changed()
        || analysis.is_changed()
        || board.game.is_changed()
        || board.layout.is_changed()
        || board.review.is_changed();
    if !changed {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some(root) = board.root() else { return };
    if !prefs.analysis || !board.live() {
        return;
    }
    if let Some(result) = analysis.current(&board.game).filter(|r| !r.forced_line.is_empty()) {
        show_fours(&mut commands, &board, &fonts, root, &result.forced_line, &mut materials);
        return;
    }
    let values = analysis.values(&board.game);
    // By the legal moves, not the board: a big heap has many places but at most a few takes.
    let mut legal = Vec::new();
    board.game.position().legal_moves(&mut legal);
    let heat_map = legal.len() > HEAT_MAP_ABOVE;
    let shown_values: Vec<(usize, &MoveValue)> = if heat_map {
        values.iter().take(HEAT_MAP_CELLS).enumerate().collect()
    } else {
        values.iter().enumerate().collect()
    };
    let (best, worst) = shown_values
        .iter()
        .map(|(_, v)| goodness(v.reading()))
        .fold((i64::MIN, i64::MAX), |(hi, lo), g| (hi.max(g), lo.min(g)));
    let cell_px = board.layout.cell;
    let routes = picking::routes(board.game.position());
    let mut shown_places = std::collections::HashSet::new();
    for (rank, value) in shown_values {
        let place = route_place(&routes, &picked.0, value.mv);
        // One value a place: the best of the moves shown there (the values come best first).
        let Some(place) = place.filter(|&place| shown_places.insert(place)) else { continue };
        let reading = value.reading();
        // The heat map numbers the best cells; elsewhere each value is written out.
        let text = if heat_map { format!("{}", rank + 1) } else { words.say(&label(reading)) };
        let goodness = goodness(reading);
        let words_at = board.game.descriptor().place(place).value_at;
        // A chip on the scale's colour, from two inks blended (see `chip_inks`), the words over it.
        let (under, over) = chip_inks(scale(reading, worst, best));
        let chip = |z: f32| Transform::from_translation(words_at.extend(z)).with_scale(CHIP.extend(1.0));
        commands.spawn((
            Name::new(format!("Analysis of {:?}", value.mv)),
            OverlayMark(value.mv),
            Mesh2d(board.assets.square.clone()),
            MeshMaterial2d(materials.add(Color::NONE)),
            Tint::from(under),
            chip(z::ANALYSIS),
            ChildOf(root),
        ));
        commands.spawn((
            Name::new("Analysis chip"),
            OverlayWords,
            Mesh2d(board.assets.square.clone()),
            MeshMaterial2d(materials.add(Color::NONE)),
            over,
            chip(z::ANALYSIS + 0.005),
            ChildOf(root),
        ));
        let chars = text.chars().count();
        commands.spawn((
            Name::new(format!("Value of {:?}", value.mv)),
            OverlayWords,
            Text2d::new(text),
            TextLayout::new(Justify::Center, LineBreak::NoWrap),
            TextFont {
                font: fonts.bold.clone().into(),
                font_size: FontSize::Px(text_size(cell_px, chars)),
                ..default()
            },
            TextColor::default(),
            Tint::from(Ink::ValueText),
            // The board is scaled to cells; the text is sized in pixels.
            Transform::from_translation(words_at.extend(z::ANALYSIS + 0.01)).with_scale(Vec3::splat(1.0 / cell_px)),
            ChildOf(root),
        ));
        // The best move (each of the best, where several tie): its chip framed, which hides nothing of the
        // place (a pit's seeds, a square's neighbours).
        if goodness == best {
            commands.spawn((
                Name::new("Best move"),
                OverlayWords,
                BestMark(value.mv),
                Mesh2d(board.assets.square.clone()),
                MeshMaterial2d(materials.add(Color::NONE)),
                Tint::from(Ink::Best),
                Transform::from_translation(words_at.extend(z::ANALYSIS - 0.005))
                    .with_scale((CHIP + Vec2::splat(2.0 * BEST_FRAME)).extend(1.0)),
                ChildOf(root),
            ));
        }
    }
}

/// The frame round a best move's value on the overlay.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMark(pub AnyMove);

/// Where a move shows its value: on its place; a move of several presses, before a piece is picked, on the piece
/// (the best of its moves), and once one is, on where each of its moves ends.
fn route_place(routes: &[Route], picked: &[crate::rules::Place], mv: AnyMove) -> Option<crate::rules::Place> {
    let route = routes.iter().find(|route| route.mv == mv)?;
    match picked {
        [] => route.path.first().copied(),
        _ if picking::fits(&route.path, picked) => route.path.last().copied(),
        _ => None,
    }
}

/// The win by fours: each stone of the line where it would go, in its player's colour, half seen, with its
/// number.
fn show_fours(
    commands: &mut Commands,
    board: &BoardView,
    fonts: &Fonts,
    root: Entity,
    line: &[AnyMove],
    materials: &mut Assets<ColorMaterial>,
) {
    let mut position = board.game.position().clone();
    let cell_px = board.layout.cell;
    let attacker = board.game.side_to_move();
    for (i, &mv) in line.iter().enumerate() {
        let side = if i % 2 == 0 { attacker } else { attacker.other() };
        let style = board.game.side_look(side);
        let Some(place) = position.cue(mv).place() else { break };
        // The line was found for this very position; a move it cannot play ends the drawing, never the game.
        if position.check_move(mv).is_err() {
            break;
        }
        position.play(mv);
        let number = (
            Text2d::new((i + 1).to_string()),
            TextFont {
                font: fonts.bold.clone().into(),
                font_size: FontSize::Px(text_size(cell_px, 1) * FOURS_NUMBER),
                ..default()
            },
            TextColor::default(),
            Tint::from(style.writing),
            // Over both discs; the stone is in cells, the text in pixels.
            Transform::from_xyz(0.0, 0.0, 0.02).with_scale(Vec3::splat(1.0 / cell_px)),
        );
        commands
            .spawn((
                Name::new(format!("Fours {}", i + 1)),
                FoursStone { mv, number: i + 1 },
                Transform::from_translation(board.spot(place).extend(z::ANALYSIS)),
                Visibility::default(),
                ChildOf(root),
            ))
            .with_children(|p| {
                if style.shape == Shape::Stone {
                    stone_discs(p, &board.assets, materials, &style, FOURS_STONE);
                } else {
                    // A board of cells (five in a row on a narrow board): a disc of the side's ink.
                    let disc = Transform::from_scale(Vec3::splat(STONE));
                    let ink = style.fill.with_alpha(FOURS_STONE);
                    p.spawn((Mesh2d(board.assets.disc.clone()), MeshMaterial2d(materials.add(Color::NONE)), ink, disc));
                }
                p.spawn(number);
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_value_has_its_own_colour_and_words() {
        let kinds = [Reading::Win { moves: 2 }, Reading::Draw, Reading::Loss { moves: 1 }, Reading::Estimate(4)];
        let colours: Vec<Ink> = kinds.iter().map(|&r| value_ink(r)).collect();
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                assert_ne!(a, b);
            }
        }
        let english = Words::new(crate::app::words::Language::English);
        let said: Vec<String> = kinds.iter().map(|&r| english.say(&words::reading(r))).collect();
        assert_eq!(said, ["win in 2", "draw", "loss in 1", "about +4"]);
        assert!(text_size(180.0, 4) <= 26.0 && text_size(60.0, 3) >= 12.0);
    }

    #[test]
    fn values_fit_their_chip_on_one_line_and_read_on_a_scale_from_best_to_worst() {
        // Each language's longest values fit the chip of a small square on one line, at a size that reads:
        // a margin on a Reversi square, a loss in 17 on a Connect Four cell (about 0.62 of the size a letter).
        for language in crate::app::words::Language::ALL {
            let words = Words::new(language);
            for (cell, reading) in
                [(40.0, Reading::Margin(-12)), (72.0, Reading::Loss { moves: 17 }), (72.0, Reading::Win { moves: 21 })]
            {
                let text = words.say(&label(reading));
                let (chars, size) = (text.chars().count(), text_size(cell, text.chars().count()));
                let width = 0.62 * size * chars as f32;
                assert!(
                    width <= CHIP.x * cell && size >= 9.0,
                    "{text} on a cell of {cell} px: {size} px, {width} px wide"
                );
            }
        }
        assert_eq!(label(Reading::Estimate(12)), words::reading(Reading::Margin(12)), "no 'about' on the board");
        let english = Words::new(crate::app::words::Language::English);
        assert_eq!(english.say(&label(Reading::Win { moves: 3 })), "win 3");
        // The best at one end, the worst at the other, an even one between; a win above any margin.
        let (best, worst) = (goodness(Reading::Win { moves: 2 }), goodness(Reading::Loss { moves: 1 }));
        assert!(best > goodness(Reading::Margin(60)) && worst < goodness(Reading::Margin(-60)));
        // Margins between the worst and the best shown; a win, a draw, a loss where they are, whatever else.
        let (low, high) = (goodness(Reading::Margin(-4)), goodness(Reading::Margin(6)));
        assert_eq!(scale(Reading::Margin(6), low, high), 1.0);
        assert_eq!(scale(Reading::Margin(-4), low, high), 0.0);
        assert_eq!(scale(Reading::Estimate(1), low, high), 0.5);
        assert_eq!(scale(Reading::Margin(3), 3, 3), 1.0, "every move as good: all best");
        assert_eq!(scale(Reading::Loss { moves: 18 }, worst, worst + 1), 0.0, "the best of losses is still a loss");
        assert_eq!(scale(Reading::Draw, worst, best), 0.5);
        assert_eq!(scale(Reading::Win { moves: 9 }, worst, best), 1.0);
        assert_eq!(chip_inks(1.0), (Ink::ValueEven, Ink::ValueBest.with_alpha(1.0)));
        assert_eq!(chip_inks(0.0), (Ink::ValueWorst, Ink::ValueEven.with_alpha(0.0)));
        assert_eq!(chip_inks(0.5).1, Ink::ValueBest.with_alpha(0.0), "even, in the middle");
    }
}
