//! The game as a screen reader meets it, through Bevy's AccessKit integration: every button has its role and
//! its label (the words on it, kept in step with the language; a chosen option reads as pressed, a dimmed one
//! as unavailable), the board is a grid of named cells read from the game state ("column 4, from the bottom:
//! Red, Yellow", "h8, Black", "3 bones left"), the keyboard's focus (a button, or the board's cursor) is the
//! reader's focus, and what happens is announced in a live region: each move and the computer's answer, the
//! result, a refused move and why, and what a button did. In a browser, where Bevy has no AccessKit adapter,
//! the announcements are also written into the page's `aria-live` element (`web/index.html`).

use accesskit::{Live, Node as Accessible, Role, Toggled};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use super::focus::{FocusScope, Focused, topmost};
use super::hud::{refusal, result};
use super::theme::{Reads, Region, SaidAs, Selected};
use crate::app::games::SpokenBoard;
use crate::app::logic::input::{Disabled, KeyboardCursor};
use crate::app::logic::picking::Picked;
use crate::app::logic::play::{CurrentMatch, GameEnded, MatchReset, MoveApplied, MoveRejected, Told};
use crate::app::logic::screen::Screen;
use crate::app::schedule::AppSystems;
use crate::app::words::{Said, Words};
use crate::rules::{AnyGame, Change, Changes, Game};
use crate::session::Chooser;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>();
    app.add_systems(Startup, spawn_announcer);
    app.add_systems(
        Update,
        ((announce, say_announcement).chain(), build_board_grid.run_if(in_state(Screen::Playing)))
            .in_set(AppSystems::Update),
    );
    app.add_systems(
        PostUpdate,
        // Chained, so that the tree's joints are added after the named nodes, and never in their place.
        (label_buttons, name_cells, name_regions, read_texts, join_the_tree, follow_focus)
            .chain()
            .after(bevy::ui::UiSystems::PostLayout)
            .before(AccessibilitySystems::Update),
    );
}

/// The latest thing said to the player.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct Announcement {
    pub said: Option<Said>,
}

/// The live region: a screen reader reads its label whenever it changes.
#[derive(Component)]
pub struct Announcer;

/// The board as a grid, and each of its cells (a cell, a column, a heap) by its number.
#[derive(Component)]
pub struct BoardGrid;

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCell(pub usize);

fn spawn_announcer(mut commands: Commands) {
    let mut node = Accessible::new(Role::Status);
    node.set_live(Live::Polite);
    commands.spawn((Name::new("Announcer"), Announcer, AccessibilityNode(node)));
}

/// What happened this frame, in words: the moves played (whose, and where), the result, a refusal, a notice.
fn announce(
    mut applied: MessageReader<MoveApplied>,
    mut ended: MessageReader<GameEnded>,
    mut rejected: MessageReader<MoveRejected>,
    mut told: MessageReader<Told>,
    game: Res<CurrentMatch>,
    picked: Res<Picked>,
    mut announcement: ResMut<Announcement>,
) {
    let mut said: Vec<Said> = Vec::new();
    // A piece picked for a move of several presses (or a landing on its way): where it is, and what next.
    if let Some(&place) = picked.0.last().filter(|_| picked.is_changed()) {
        said.push(Said::new("access-picked").said("place", game.descriptor().place_name(place)));
    }
    for played in applied.read() {
        let side = game.side_name(played.side).said();
        let ply = played.ply as usize;
        let (before, after) = (game.position_at(ply), game.position_at(ply + 1));
        let did = what_it_did(&played.changes, &before, &after, side.clone());
        let turned = played.changes.iter().flatten().filter(|c| matches!(c, Change::Turn { .. })).count();
        // A game with its own words for a move says them, the pieces turned among them (Reversi: "d3, Black;
        // 3 discs turned"); the others say who played where, then what it did.
        match game.descriptor().spoken_move(&before, played.mv, turned) {
            Some(words) => {
                said.push(words);
                said.extend(did.into_iter().filter(|s| !matches!(s.id(), "access-turned" | "access-captured")));
            }
            None => {
                let id = if played.by == Chooser::Computer { "access-computer-played" } else { "access-played" };
                said.push(Said::new(id).said("side", side).said("move", game.move_name(played.mv)));
                said.extend(did);
            }
        }
    }
    said.extend(ended.read().map(|end| result(&game, end.outcome, end.verdict)));
    said.extend(rejected.read().map(|r| refusal(r.why)));
    said.extend(told.read().map(|t| t.0.clone()));
    // Several at once (a move and the result) are said one after the other.
    let Some(all) =
        said.into_iter().reduce(|first, second| Said::new("notice-two").said("first", first).said("second", second))
    else {
        return;
    };
    announcement.said = Some(all);
}

/// What a move did on the board, in words, from its changes: the pieces it turned over, the pieces of the
/// other side it took off or took into its store, a move again (the same side to move after it), a pass (a
/// move that changed nothing).
fn what_it_did(changes: &Changes, before: &AnyGame, after: &AnyGame, side: Said) -> Vec<Said> {
    let mover = before.to_move();
    let all = || changes.iter().flatten();
    let turned = all().filter(|c| matches!(c, Change::Turn { .. })).count();
    // What a change takes is counted on the board as it stands when its group begins: a pit gathered may
    // have been sown into earlier in the same move.
    let mut scene = before.scene();
    let mut captured = 0;
    for group in changes {
        for change in group {
            captured += match *change {
                Change::Lift { place, count } => {
                    scene.at(place).filter(|p| p.owner == Some(mover.other())).map_or(0, |_| count)
                }
                Change::Gather { from, taken: true, .. } => scene.at(from).map_or(0, |p| p.count),
                _ => 0,
            };
        }
        // A family whose changes do not fit its scene is caught by the rules' tests; here it only stops the
        // count.
        if scene.apply(&vec![group.clone()]).is_err() {
            break;
        }
    }
    let mut said = Vec::new();
    if all().next().is_none() && after.outcome().is_none() {
        said.push(Said::new("access-passes").said("side", side.clone()));
    }
    if turned > 0 {
        said.push(Said::new("access-turned").number("count", turned as i64));
    }
    if captured > 0 {
        said.push(Said::new("access-captured").number("count", captured));
    }
    if after.outcome().is_none() && after.to_move() == mover {
        said.push(Said::new("access-moves-again").said("side", side));
    }
    said
}

/// The live region says the latest announcement in the player's language (and, in a browser, the page's).
fn say_announcement(
    announcement: Res<Announcement>,
    words: Res<Words>,
    mut announcer: Query<&mut AccessibilityNode, With<Announcer>>,
) {
    if !announcement.is_changed() && !words.is_changed() {
        return;
    }
    let text = announcement.said.as_ref().map(|s| words.say(s)).unwrap_or_default();
    for mut node in &mut announcer {
        node.set_label(text.clone());
    }
    if announcement.is_changed() {
        crate::app::logic::platform::announce(&text);
    }
}

/// Each button reads as the words on it (which change with the language and the state), pressed when it is
/// the option chosen, unavailable when dimmed, and not at all when it is not shown (Back to live outside a
/// review).
fn label_buttons(
    mut buttons: Query<
        (
            &mut AccessibilityNode,
            &Children,
            &ComputedNode,
            &InheritedVisibility,
            Has<Selected>,
            Has<Disabled>,
            Option<&SaidAs>,
        ),
        With<Button>,
    >,
    texts: Query<&Text>,
) {
    for (mut node, children, computed, visibility, selected, disabled, said_as) in &mut buttons {
        let hidden = !visibility.get() || computed.size == Vec2::ZERO;
        if node.is_hidden() != hidden {
            if hidden { node.set_hidden() } else { node.clear_hidden() }
        }
        let on_it = || children.iter().find_map(|c| texts.get(c).ok()).map(|t| t.0.as_str()).unwrap_or_default();
        let label = said_as.map_or_else(on_it, |said| said.0.as_str());
        if node.label() != Some(label) {
            node.set_label(label);
        }
        let toggled = selected.then_some(Toggled::True);
        if node.toggled() != toggled {
            match toggled {
                Some(t) => node.set_toggled(t),
                None => node.clear_toggled(),
            }
        }
        if node.is_disabled() != disabled {
            if disabled { node.set_disabled() } else { node.clear_disabled() }
        }
    }
}

/// A lasting part of a screen is named in the player's words, again when the language changes.
fn name_regions(
    mut commands: Commands,
    words: Res<Words>,
    mut regions: Query<(Entity, Ref<Region>, Option<&mut AccessibilityNode>)>,
) {
    for (entity, region, node) in &mut regions {
        match node {
            None => {
                let mut node = Accessible::new(region.0);
                node.set_label(words.say(&region.1));
                commands.entity(entity).insert(AccessibilityNode(node));
            }
            Some(mut node) if words.is_changed() || region.is_changed() || node.role() != region.0 => {
                node.set_role(region.0);
                node.set_label(words.say(&region.1));
            }
            Some(_) => {}
        }
    }
}

/// A text worth reading is a label whose value is its words (as Bevy's own `Label` makes it, but kept in step
/// with the words as they change: the status line changes all the time).
fn read_texts(
    mut commands: Commands,
    mut texts: Query<(Entity, Ref<Text>, Option<&mut AccessibilityNode>), With<Reads>>,
) {
    for (entity, text, node) in &mut texts {
        match node {
            None => {
                let mut node = Accessible::new(Role::Label);
                node.set_value(text.0.as_str());
                commands.entity(entity).insert(AccessibilityNode(node));
            }
            Some(mut node) if text.is_changed() || node.role() != Role::Label => {
                node.set_role(Role::Label);
                node.set_value(text.0.as_str());
            }
            Some(_) => {}
        }
    }
}

/// Bevy hangs a node of the accessibility tree from its nearest ancestor that is one too, or else from the
/// window, in no particular order. So every UI node between a button (or a label) and its screen's root joins
/// the tree as a plain container, which screen readers look through: the nodes then come in the screen's own
/// order, inside the screen, the panel or the row they are on.
fn join_the_tree(
    mut commands: Commands,
    joined: Query<&ChildOf, (Added<AccessibilityNode>, With<Node>)>,
    parents: Query<(Option<&ChildOf>, Has<AccessibilityNode>), With<Node>>,
) {
    let mut joining = bevy::platform::collections::HashSet::new();
    for child_of in &joined {
        let mut next = Some(child_of.parent());
        while let Some(entity) = next {
            let Ok((parent, accessible)) = parents.get(entity) else { break };
            if accessible || !joining.insert(entity) {
                break;
            }
            commands.entity(entity).insert(AccessibilityNode(Accessible::new(Role::GenericContainer)));
            next = parent.map(ChildOf::parent);
        }
    }
}

/// The board's grid: a node for the board, one for each cell, column or heap; made again for each new match.
fn build_board_grid(
    mut commands: Commands,
    mut resets: MessageReader<MatchReset>,
    game: Res<CurrentMatch>,
    grids: Query<Entity, With<BoardGrid>>,
) {
    let reset = resets.read().count() > 0;
    if !reset && !grids.is_empty() {
        return;
    }
    for grid in &grids {
        commands.entity(grid).despawn();
    }
    // As many cells as there are things to name, in the rows the game's descriptor reads them in.
    let spoken = spoken_board(&game);
    let (cells, cols) = (spoken.cells.len(), spoken.cols.max(1));
    let rows = cells.div_ceil(cols);
    let mut grid = Accessible::new(Role::Grid);
    grid.set_row_count(rows);
    grid.set_column_count(cols);
    commands
        .spawn((Name::new("Board grid"), BoardGrid, DespawnOnExit(Screen::Playing), AccessibilityNode(grid)))
        .with_children(|grid| {
            for i in 0..rows * cols {
                let mut cell = Accessible::new(Role::GridCell);
                cell.set_row_index(i / cols);
                cell.set_column_index(i % cols);
                grid.spawn((BoardCell(i), AccessibilityNode(cell)));
            }
        });
}

/// What each cell holds, named from the game state, again whenever it or the language changes.
fn name_cells(
    game: Res<CurrentMatch>,
    words: Res<Words>,
    added: Query<(), Added<BoardCell>>,
    mut grids: Query<&mut AccessibilityNode, (With<BoardGrid>, Without<BoardCell>)>,
    mut cells: Query<(&BoardCell, &mut AccessibilityNode), Without<BoardGrid>>,
) {
    if !game.is_changed() && !words.is_changed() && added.is_empty() {
        return;
    }
    for mut grid in &mut grids {
        grid.set_label(words.say(&Said::new("access-board").said("game", game.descriptor().title())));
    }
    let names = spoken_board(&game).cells;
    for (cell, mut node) in &mut cells {
        if let Some(said) = names.get(cell.0) {
            node.set_label(words.say(said));
        }
    }
}

/// The board as the screen reader reads it: the game's descriptor says, naming each side as this match does.
pub fn spoken_board(game: &CurrentMatch) -> SpokenBoard {
    let owner = |player| game.side_name(game.side_of(player)).said();
    game.descriptor().spoken_board(game.position(), &owner)
}

/// The screen reader's focus is the keyboard's: the focused button, else an open panel, else in a match the
/// board's cell under the keyboard cursor, else the announcements (AccessKit needs the focus on a node of its tree).
fn follow_focus(
    focused: Res<Focused>,
    cursor: Res<KeyboardCursor>,
    screen: Res<State<Screen>>,
    game: Res<CurrentMatch>,
    accessible: Query<(), With<AccessibilityNode>>,
    cells: Query<(Entity, &BoardCell)>,
    announcer: Query<Entity, With<Announcer>>,
    panels: Query<Entity, (With<FocusScope>, With<AccessibilityNode>)>,
    mut focus: ResMut<InputFocus>,
) {
    let button = focused.entity.filter(|e| accessible.contains(*e));
    // An open panel (a dialog) has the focus until a button in it does: the reader says its title.
    let panel = topmost(panels.iter());
    let cell = (*screen.get() == Screen::Playing)
        .then(|| cursor.place)
        .flatten()
        .map(|place| game.descriptor().place(place).spoken_cell)
        .and_then(|wanted| cells.iter().find(|(_, c)| c.0 == wanted).map(|(e, _)| e));
    let wanted = button.or(panel).or(cell).or_else(|| announcer.iter().next());
    if focus.get() != wanted {
        match wanted {
            Some(entity) => focus.set(entity, bevy::input_focus::FocusCause::Navigated),
            None => focus.clear(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::grid_game::STONE;
    use crate::rules::{GameSpec, Piece, Player};

    fn ids(said: Vec<Said>) -> Vec<&'static str> {
        said.iter().map(Said::id).collect()
    }

    #[test]
    fn a_move_says_what_it_did_beyond_where_it_went() {
        // X on the centre, O to move; then O in a corner.
        let before = GameSpec::TIC_TAC_TOE.parse_position("5").unwrap();
        let after = GameSpec::TIC_TAC_TOE.parse_position("51").unwrap();
        let o = || Said::new("side-o");
        let put = Change::Put { place: 0, piece: Piece::of(Player::Two, STONE) };
        assert!(ids(what_it_did(&vec![vec![put.clone()]], &before, &after, o())).is_empty(), "a plain move");
        // Nothing changed on the board while the game goes on: a pass.
        assert_eq!(ids(what_it_did(&Vec::new(), &before, &after, o())), ["access-passes"]);
        // The same side to move after it: a move again.
        assert_eq!(ids(what_it_did(&vec![vec![put.clone()]], &before, &before, o())), ["access-moves-again"]);
        // O turns a piece over and takes X's centre stone off: both said; O's own pieces lifted are no capture.
        let turned = Change::Turn { place: 0, to: Player::One };
        let captured = Change::Lift { place: 4, count: 1 };
        let changes = vec![vec![put], vec![turned, captured]];
        assert_eq!(ids(what_it_did(&changes, &before, &after, o())), ["access-turned", "access-captured"]);
        // O to move with a stone of its own on the corner: lifting it is no capture.
        let with_o = GameSpec::TIC_TAC_TOE.parse_position("512").unwrap();
        let own = vec![vec![Change::Lift { place: 0, count: 1 }]];
        assert!(ids(what_it_did(&own, &with_o, &after, o())).is_empty());
    }

    #[test]
    fn a_kalah_capture_counts_the_seeds_taken_from_the_other_side() {
        use crate::rules::AnyMove;
        use crate::rules::kalah::Sowing;
        // Player 1's a holds one seed and b none: sowing a ends in b and takes the three seeds facing it.
        let before = GameSpec::KALAH.read_setup("1,0,4,4,4,4,8/4,4,4,4,3,4,0 1").unwrap();
        let mut after = before.clone();
        after.play(AnyMove::Sowing(Sowing(0)));
        let said = what_it_did(&before.changes(AnyMove::Sowing(Sowing(0))), &before, &after, Said::new("side-first"));
        assert_eq!(said, [Said::new("access-captured").number("count", 3)]);
        // Pit c's four seeds end in the store: a move again, nothing taken.
        let start = GameSpec::KALAH.start();
        let mut again = start.clone();
        again.play(AnyMove::Sowing(Sowing(2)));
        let said = what_it_did(&start.changes(AnyMove::Sowing(Sowing(2))), &start, &again, Said::new("side-first"));
        assert_eq!(ids(said), ["access-moves-again"]);
    }
}
