//! The analysis overlay: over each legal move, its value for the player to move, from the logic's
//! [`Analysis`]. Exact values read "win in 3", "draw", "loss in 5" (in the player's own moves) on a green,
//! grey or red tint; estimates read "about +12" on amber, marked as estimates. Big boards (Gomoku) show a heat
//! map instead: the best few cells tinted, brightest first, with their rank written on them; where the player
//! to move wins by continuous fours, the line itself instead, as numbered stones half seen (the status line
//! says "Black wins by fours in 4"). Every value is text as well as colour, over the place the rules cue the
//! move on (a heap's take over the first bone it would take; the Game of Bones shows its values on its Take
//! buttons too, see the HUD).

use bevy::prelude::*;
use bevy::text::TextBounds;

use super::assets::z;
use super::marks::cue_place;
use super::{BoardSystems, BoardView, STONE, stone_discs};
use crate::ai::analysis::{MoveValue, Reading};
use crate::app::games::PieceLook;
use crate::app::logic::analysis::Analysis;
use crate::app::logic::persistence::Prefs;
use crate::app::logic::picking::{self, Picked, Route};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::view::theme::{Fonts, Ink, Tint};
use crate::app::words::{self, Words};
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
const HEAT_MAP_ABOVE: usize = 49;
/// How many cells the heat map shows.
const HEAT_MAP_CELLS: usize = 5;
/// How opaque a value's tint is.
const TINT: f32 = 0.16;

/// The ink of a value: green for a win, grey for a draw, red for a loss, amber for an estimate.
pub fn value_ink(reading: Reading) -> Ink {
    match reading {
        Reading::Win { .. } => Ink::Good,
        Reading::Draw => Ink::Neutral,
        Reading::Loss { .. } => Ink::Error,
        Reading::Exact(v) if v > 0 => Ink::Good,
        Reading::Exact(v) if v < 0 => Ink::Error,
        Reading::Exact(_) => Ink::Neutral,
        Reading::Margin(v) if v > 0 => Ink::Good,
        Reading::Margin(_) => Ink::Error,
        Reading::Estimate(_) => Ink::Estimate,
    }
}

/// The size of a value's text on a cell of `cell` pixels.
fn text_size(cell: f32) -> f32 {
    (cell * 0.17).clamp(10.0, 24.0)
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
    let cell_px = board.layout.cell;
    let routes = picking::routes(board.game.position());
    let mut shown_places = std::collections::HashSet::new();
    for (rank, value) in shown_values {
        let place = match routes.is_empty() {
            true => cue_place(board.game.position().cue(value.mv)),
            false => route_place(&routes, &picked.0, value.mv),
        };
        // One value a place: the best of the moves shown there (the values come best first).
        let Some(place) = place.filter(|&place| shown_places.insert(place)) else { continue };
        let reading = value.reading();
        let (label, alpha) = if heat_map {
            // Brightest for the best, fading with rank.
            (format!("{}", rank + 1), TINT * (1.0 - rank as f32 / (HEAT_MAP_CELLS as f32 + 1.0)) + 0.1)
        } else {
            (words.say(&words::reading(reading)), TINT)
        };
        let ink = value_ink(reading);
        let (at, words_at) = (board.spot(place), board.game.descriptor().value_spot(place));
        // Over the place, and over a piece on it (a heap's first bone), which shows through the tint: light
        // words read on the tint, not on a light piece.
        commands.spawn((
            Name::new(format!("Analysis of {:?}", value.mv)),
            OverlayMark(value.mv),
            Mesh2d(board.mark_mesh()),
            MeshMaterial2d(materials.add(Color::NONE)),
            ink.with_alpha(alpha),
            Transform::from_translation(at.extend(z::ANALYSIS)).with_scale(Vec3::splat(0.86)),
            ChildOf(root),
        ));
        commands.spawn((
            Name::new(format!("Value of {:?}", value.mv)),
            OverlayWords,
            Text2d::new(label),
            // Wrapped within the cell, centred: a value is a few words in some languages ("проигрыш за 17
            // ходов").
            TextBounds::new_horizontal(0.86 * cell_px * 0.92),
            TextLayout::justify(Justify::Center),
            TextFont { font: fonts.bold.clone().into(), font_size: FontSize::Px(text_size(cell_px)), ..default() },
            TextColor::default(),
            Tint::from(if reading.is_exact() { Ink::Text } else { Ink::TextDim }),
            // The board is scaled to cells; the text is sized in pixels.
            Transform::from_translation(words_at.extend(z::ANALYSIS + 0.01)).with_scale(Vec3::splat(1.0 / cell_px)),
            ChildOf(root),
        ));
    }
}

/// Where a move of several presses shows its value: before a piece is picked, on the piece (the best of its
/// moves); once one is, on where each of its moves ends.
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
        let look = board.game.piece(side);
        let number_ink = match look {
            PieceLook::BlackStone => Ink::WhiteStone,
            PieceLook::WhiteStone => Ink::BlackStone,
            _ => Ink::Text,
        };
        let Some(place) = cue_place(position.cue(mv)) else { break };
        // The line was found for this very position; a move it cannot play ends the drawing, never the game.
        if position.check_move(mv).is_err() {
            break;
        }
        position.play(mv);
        let number = (
            Text2d::new((i + 1).to_string()),
            TextFont {
                font: fonts.bold.clone().into(),
                font_size: FontSize::Px(text_size(cell_px) * FOURS_NUMBER),
                ..default()
            },
            TextColor::default(),
            Tint::from(number_ink),
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
                if matches!(look, PieceLook::BlackStone | PieceLook::WhiteStone) {
                    stone_discs(p, &board.assets, materials, look, FOURS_STONE);
                } else {
                    // A board of cells (five in a row on a narrow board): a disc of the side's ink.
                    let disc = Transform::from_scale(Vec3::splat(STONE));
                    let ink = Ink::of_side(look, side).with_alpha(FOURS_STONE);
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
        assert!(text_size(180.0) <= 24.0 && text_size(20.0) >= 10.0);
    }
}
