//! The classic studies, won by the search against the best defence it finds (both sides searching with the
//! endgame database), each within a node budget a move: the First Position (White wins; its technique is
//! taught in every book, and Chinook's databases prove it), and two of Bob Newell's published problems,
//! Sturges' and F. Allen's (Black wins).

use std::sync::Arc;

use super::CheckersData;
use super::convert::play_out;
use super::database::{self, Database};
use crate::ai::any::Solvers;
use crate::rules::checkers::{Checkers, English};
use crate::rules::{Family, Outcome, Player};

/// The nodes each side searches a move.
const NODES: u64 = 50_000;

fn won(fen: &str, winner: Player) {
    let database = Database::from_bytes(database::DATA_FILE.bundled.expect("built in natively")).unwrap();
    let solvers = Solvers::default().with::<Checkers>(CheckersData { database: Some(Arc::new(database)) });
    let pos = Checkers::read_setup(English, fen).unwrap().unwrap();
    let (ended, plies) = play_out(pos, &solvers, NODES);
    assert_eq!(ended, Some(Outcome::Win(winner)), "{fen}: after {plies} plies");
}

#[test]
fn the_first_position_is_won_by_white() {
    won("W:WK15,20:BK28,12", Player::Two);
}

#[test]
fn sturges_problem_is_won_by_black() {
    won("B:W29,17,13,K7:B21,K19,15,10,6,5", Player::One);
}

#[test]
fn f_allens_problem_is_won_by_black() {
    won("B:W17,13,K9:B18,K15,12,10", Player::One);
}
