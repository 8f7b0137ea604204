//! The solver against plain minimax, and its budget.

use super::*;
use crate::ai::reference::minimax;
use crate::ai::score::margin_of;
use crate::rules::reversi::Reversi;
use crate::rules::{Family, Game};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

fn sides(game: &Reversi) -> (u64, u64) {
    let me = game.to_move();
    (game.bits(me), game.bits(me.other()))
}

/// Random positions of `size` with `empties` squares left, the game still on.
fn random_positions(size: Size, empties: u32, count: usize, seed: u64) -> Vec<Reversi> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Reversi::start(size);
        let mut moves = Vec::new();
        while game.empty().count_ones() > empties {
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.choose(&mut rng) else { break };
            game.play(mv);
        }
        if game.outcome().is_none() && game.empty().count_ones() == empties && rng.random_bool(0.5) {
            out.push(game);
        }
    }
    out
}

/// (Three to five empty squares: the last four's own code, from the search and from the node above.)
#[test]
fn the_solver_agrees_with_plain_minimax_on_random_endgames() {
    for (size, empties) in
        [(Size::SIX, 8), (Size::SIX, 3), (Size::EIGHT, 4), (Size::EIGHT, 5), (Size::EIGHT, 7), (Size::EIGHT, 9)]
    {
        for game in random_positions(size, empties, 12, empties as u64) {
            let (plain, _) = minimax(&game, game.plies_left_bound());
            let (own, opp) = sides(&game);
            let mut solver = Solver::new(size, 12);
            let value = solver.exact(own, opp).unwrap();
            assert_eq!(value, margin_of(plain), "{}", game.write_setup().unwrap());
            // Narrow windows answer bounds on the same side as the value.
            let low = solver.solve(own, opp, value, value + 1).unwrap();
            assert!(low <= value, "{low} > {value}");
            let high = solver.solve(own, opp, value - 1, value).unwrap();
            assert!(high >= value, "{high} < {value}");
        }
    }
}

#[test]
fn a_question_cut_short_answers_none_and_the_next_finishes_it() {
    let game = &random_positions(Size::EIGHT, 14, 1, 3)[0];
    let (own, opp) = sides(game);
    let whole = Solver::new(Size::EIGHT, 16).exact(own, opp).unwrap();
    let mut solver = Solver::new(Size::EIGHT, 16);
    let mut tries = 0;
    let value = loop {
        tries += 1;
        let spent = solver.nodes();
        solver.set_budget(Budget { nodes: spent + 20_000, deadline: None });
        if let Some(value) = solver.exact(own, opp) {
            break value;
        }
        assert!(tries < 10_000);
    };
    assert!(tries > 1, "the budget cut it at least once");
    assert_eq!(value, whole);
}

/// The midgame search that orders a big question's moves keeps to the question's budget: cut short, the
/// question answers `None` having spent about its budget, and asked again without one, the exact value.
#[test]
fn the_guiding_search_keeps_to_the_budget() {
    let game = &random_positions(Size::EIGHT, 18, 1, 5)[0];
    let (own, opp) = sides(game);
    let mut solver = Solver::new(Size::EIGHT, 16);
    solver.set_budget(Budget { nodes: 500, deadline: None });
    assert_eq!(solver.exact(own, opp), None);
    assert!(solver.nodes() <= 501, "{} nodes", solver.nodes());
    solver.set_budget(Budget::UNLIMITED);
    let value = solver.exact(own, opp);
    assert_eq!(value, Solver::new(Size::EIGHT, 16).exact(own, opp));
    assert!(value.is_some());
}
