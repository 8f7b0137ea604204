//! Moves made with several presses: a piece picked, then where it goes. The rules cue such a move along a path
//! ([`Cue::Path`]: the piece's place, then each place it lands on, a checkers jump's every landing); each
//! press narrows the legal moves to those whose path fits the places pressed so far, in order, and plays the
//! one left. A press on the picked piece drops the pick (Escape too); a press on another piece that has moves
//! picks it instead. A move cued on one place is a path of one press: games whose every move is (all of
//! today's) never pick, and take the same path.

use bevy::prelude::*;

use crate::rules::{AnyGame, AnyMove, Cue, Game, Place};

/// The places pressed so far towards a move of several presses, the picked piece's first; empty when nothing
/// is picked. Forgotten whenever the position changes.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Picked(pub Vec<Place>);

/// A legal move and the places a player presses to make it: its cue's path (one place for a move of one
/// press).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub mv: AnyMove,
    pub path: Vec<Place>,
}

/// The routes of the legal moves of `position`: each move's cue as the places pressed to make it (one for a
/// move cued on a place). A move cued nowhere (a pass) has none.
pub fn routes(position: &AnyGame) -> Vec<Route> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let route = |mv| match position.cue(mv) {
        Cue::Path(path) if !path.is_empty() => Some(Route { mv, path }),
        Cue::Place(place) => Some(Route { mv, path: vec![place] }),
        _ => None,
    };
    moves.into_iter().filter_map(route).collect()
}

/// Whether some legal move of `position` takes more than one press: a piece is picked, then moved.
pub fn takes_paths(position: &AnyGame) -> bool {
    routes(position).iter().any(|route| route.path.len() > 1)
}

/// What a press on the board does to a move of several presses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pressed {
    /// The presses so far make this move: play it.
    Play(AnyMove),
    /// The presses so far, which several moves still fit: wait for the next (a piece picked, or a landing on
    /// the way pressed).
    Pick(Vec<Place>),
    /// The picked piece was pressed again: nothing is picked now.
    Drop,
    /// Nothing starts here, and it is not where the picked piece can go.
    Refuse,
}

/// Whether the places `pressed` fit a move's `path`: the first is where it starts, the others come along it
/// in order (a landing on the way may be skipped).
pub fn fits(path: &[Place], pressed: &[Place]) -> bool {
    let Some((first, rest)) = pressed.split_first() else { return true };
    let Some((start, along)) = path.split_first() else { return false };
    let mut along = along.iter();
    first == start && rest.iter().all(|place| along.any(|p| p == place))
}

/// What a press on `place` does, with `picked` pressed before it, among the legal moves' `routes`.
pub fn press(picked: &[Place], place: Place, routes: &[Route]) -> Pressed {
    if picked.first() == Some(&place) {
        return Pressed::Drop;
    }
    // A landing on the way pressed again: the move ends there, if one does.
    if picked.len() > 1 && picked.last() == Some(&place) {
        let fitting: Vec<&Route> = routes.iter().filter(|r| fits(&r.path, picked)).collect();
        return ending_at(&fitting, place).map_or(Pressed::Pick(picked.to_vec()), Pressed::Play);
    }
    let mut pressed = picked.to_vec();
    pressed.push(place);
    let fitting: Vec<&Route> = routes.iter().filter(|r| fits(&r.path, &pressed)).collect();
    match fitting.as_slice() {
        // Not on the way pressed so far: another way of the picked piece (a pawn waiting for its promotion's
        // piece, sent to another square), else another piece of one's own picks that one instead.
        [] if picked.len() > 1 => press(&picked[..1], place, routes),
        [] if !picked.is_empty() => press(&[], place, routes),
        [] => Pressed::Refuse,
        // A move of one press, or the one move the presses leave.
        [one] if one.path.len() == 1 || !picked.is_empty() => Pressed::Play(one.mv),
        // Several moves along the very places pressed, which no press tells apart (chess's promotions): a choice
        // among them is shown (see `choices`), and the pick waits for it.
        _ if !picked.is_empty() && fitting.iter().all(|r| r.path == pressed) => Pressed::Pick(pressed),
        // Several moves land here by different ways: the way must be pressed first.
        many if !picked.is_empty() && many.iter().all(|r| r.path.last() == Some(&place)) => {
            Pressed::Pick(picked.to_vec())
        }
        // A piece picked, or a landing that several moves pass: wait for the next press.
        _ => Pressed::Pick(pressed),
    }
}

/// The one move among `routes` that ends on `place`, if exactly one does.
fn ending_at(routes: &[&Route], place: Place) -> Option<AnyMove> {
    let mut ending = routes.iter().filter(|r| r.path.last() == Some(&place));
    match (ending.next(), ending.next()) {
        (Some(one), None) => Some(one.mv),
        _ => None,
    }
}

/// The moves the places pressed make that no further press tells apart (a pawn's four promotions on one
/// square): the choice the app offers, in the rules' order; empty unless there are two or more.
pub fn choices(picked: &[Place], routes: &[Route]) -> Vec<AnyMove> {
    let same: Vec<AnyMove> = routes.iter().filter(|r| r.path == picked).map(|r| r.mv).collect();
    if same.len() >= 2 { same } else { Vec::new() }
}

/// Where the picked piece can go from the presses so far: each fitting move's next place after the last one
/// pressed, and where it ends; each place once, in the order of the moves.
pub fn landings(picked: &[Place], routes: &[Route]) -> Vec<Place> {
    let mut out = Vec::new();
    if picked.is_empty() {
        return out;
    }
    for route in routes.iter().filter(|r| fits(&r.path, picked)) {
        let last = picked.last().and_then(|l| route.path.iter().rposition(|p| p == l)).unwrap_or(0);
        for &place in
            route.path.get(last + 1).into_iter().chain(route.path.last().filter(|_| route.path.len() > last + 1))
        {
            if !out.contains(&place) {
                out.push(place);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkers-like position: a piece on 10 with two steps; one on 11 whose jump lands on 18 and may go
    /// on to 25 or 27; one on 12 with two ways to 28; and a move of one press on 30.
    fn routes() -> Vec<Route> {
        let route = |n: u16, path: &[Place]| Route { mv: AnyMove::Cell(n), path: path.to_vec() };
        vec![
            route(1, &[10, 14]),
            route(2, &[10, 15]),
            route(3, &[11, 18, 25]),
            route(4, &[11, 18, 27]),
            route(5, &[11, 18]),
            route(6, &[12, 20, 28]),
            route(7, &[12, 22, 28]),
            route(8, &[30]),
        ]
    }

    #[test]
    fn a_piece_is_picked_then_a_landing_plays_its_move() {
        let routes = routes();
        assert_eq!(press(&[], 10, &routes), Pressed::Pick(vec![10]));
        assert_eq!(landings(&[10], &routes), [14, 15]);
        assert_eq!(press(&[10], 14, &routes), Pressed::Play(AnyMove::Cell(1)));
        assert_eq!(press(&[], 30, &routes), Pressed::Play(AnyMove::Cell(8)), "one press, one move");
        assert_eq!(press(&[], 99, &routes), Pressed::Refuse, "nothing starts there");
        assert_eq!(press(&[], 14, &routes), Pressed::Refuse, "a landing is no start");
    }

    #[test]
    fn the_picked_piece_drops_another_piece_is_picked_instead_and_a_stray_press_is_refused() {
        let routes = routes();
        assert_eq!(press(&[10], 10, &routes), Pressed::Drop);
        assert_eq!(press(&[10], 11, &routes), Pressed::Pick(vec![11]), "another piece with moves");
        assert_eq!(press(&[10], 25, &routes), Pressed::Refuse, "not where this piece goes");
    }

    #[test]
    fn a_landing_on_the_way_narrows_the_choice_and_pressed_again_ends_the_move_there() {
        let routes = routes();
        // Straight to the end of a jump, skipping the landing on the way.
        assert_eq!(press(&[11], 25, &routes), Pressed::Play(AnyMove::Cell(3)));
        // The landing on the way: three moves pass it (one ends there); wait for the next press.
        assert_eq!(press(&[11], 18, &routes), Pressed::Pick(vec![11, 18]));
        assert_eq!(landings(&[11, 18], &routes), [25, 27]);
        assert_eq!(press(&[11, 18], 27, &routes), Pressed::Play(AnyMove::Cell(4)));
        assert_eq!(press(&[11, 18], 18, &routes), Pressed::Play(AnyMove::Cell(5)), "ends on 18");
        assert_eq!(landings(&[11], &routes), [18, 25, 27]);
    }

    #[test]
    fn moves_along_the_same_places_wait_for_a_choice() {
        let route = |n: u16| Route { mv: AnyMove::Cell(n), path: vec![52, 60] };
        let promotions = [route(1), route(2), route(3), route(4), Route { mv: AnyMove::Cell(5), path: vec![52, 61] }];
        assert_eq!(press(&[], 52, &promotions), Pressed::Pick(vec![52]));
        assert!(choices(&[52], &promotions).is_empty(), "the piece alone makes no move yet");
        assert_eq!(press(&[52], 60, &promotions), Pressed::Pick(vec![52, 60]));
        assert_eq!(choices(&[52, 60], &promotions), (1..=4).map(AnyMove::Cell).collect::<Vec<_>>());
        assert_eq!(press(&[52, 60], 60, &promotions), Pressed::Pick(vec![52, 60]), "the square again: still a choice");
        assert_eq!(press(&[52], 61, &promotions), Pressed::Play(AnyMove::Cell(5)), "one move there");
        assert_eq!(press(&[52, 60], 61, &promotions), Pressed::Play(AnyMove::Cell(5)), "the pawn sent elsewhere");
        assert!(choices(&[52, 61], &promotions).is_empty());
    }

    #[test]
    fn moves_sharing_a_landing_are_told_apart_by_their_way() {
        let routes = routes();
        assert_eq!(press(&[12], 28, &routes), Pressed::Pick(vec![12]), "two ways to 28: press the way first");
        assert_eq!(press(&[12], 22, &routes), Pressed::Play(AnyMove::Cell(7)), "the one way through 22");
        assert!(fits(&[11, 18, 25], &[11, 25]) && !fits(&[11, 18, 25], &[11, 27]) && !fits(&[11, 18], &[12]));
    }
}
