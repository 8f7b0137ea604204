//! The baseline player of `match`: the classic tutorial approach, kept plain on purpose as a yardstick.
//! Alpha-beta to a fixed depth over every legal move in the rules' order; at the cut-off, the "winning lines"
//! heuristic: the lines of k cells still open for the player to move minus those still open for the opponent.
//! No table, no ordering, no iterative deepening, no tactics. Root moves are shuffled so games vary.
//!
//! The open-line counts come from the engine's incremental line state rather than a rescan of the board at
//! every leaf: the same numbers, a hundred times faster, so matches against it finish in reasonable time.

use rand::Rng;
use rand::seq::SliceRandom;

use super::eval::{Evaluator, Searchable};
use super::reference::{Counts, alpha_beta_with};
use super::score::INFINITY;
use crate::rules::{AnyGame, AnyMove, Member, each_game};

/// The baseline's move: alpha-beta to `depth` plies with the winning-lines evaluation.
/// `None` when the game is over.
pub fn choose_move(game: &AnyGame, depth: u32, rng: &mut impl Rng) -> Option<AnyMove> {
    fn wrapped<G: Searchable + Member>(game: &G, depth: u32, rng: &mut impl Rng) -> Option<AnyMove> {
        choose(game, depth, rng).map(G::wrap)
    }
    each_game!(game, g => wrapped(g, depth, rng))
}

/// The winning-lines evaluation: lines still open for the player to move, less those open for the opponent.
fn open_lines<G: Searchable>(eval: &G::Eval, pos: &G) -> i32 {
    let me = pos.to_move();
    eval.open_lines(me) - eval.open_lines(me.other())
}

fn choose<G: Searchable>(game: &G, depth: u32, rng: &mut impl Rng) -> Option<G::Move> {
    let mut pos = game.clone();
    let mut eval = pos.evaluator();
    eval.reset(&pos);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.shuffle(rng);
    let mut best: Option<(i32, G::Move)> = None;
    let mut counts = Counts::default();
    let mover = pos.to_move();
    for mv in moves {
        let alpha = best.map_or(-INFINITY, |(b, _)| b);
        eval.play(&pos, mv);
        pos.play(mv);
        let (depth, leaf) = (depth.saturating_sub(1), &open_lines);
        // The child's value for the player to move there: negated back unless the same player moves again.
        let score = if pos.to_move() == mover {
            alpha_beta_with(&mut pos, &mut eval, (depth, false), 1, (alpha, INFINITY), leaf, &mut counts)
        } else {
            -alpha_beta_with(&mut pos, &mut eval, (depth, false), 1, (-INFINITY, -alpha), leaf, &mut counts)
        };
        pos.undo(mv);
        eval.undo(&pos, mv);
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameSpec};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn counts_open_lines_as_in_the_tutorials() {
        // After a centre stone, the 4 lines through it are closed to the opponent and all 8 stay open to the
        // centre's owner: seen from the opponent, who is to move, 4 − 8.
        let crate::rules::AnyGame::Mnk(pos) = GameSpec::TIC_TAC_TOE.parse_position("5").unwrap() else {
            unreachable!()
        };
        let mut eval = pos.evaluator();
        eval.reset(&pos);
        let me = pos.to_move();
        let open = |p| Evaluator::<crate::rules::mnk::Mnk>::open_lines(&eval, p);
        assert_eq!(open(me) - open(me.other()), -4);
    }

    #[test]
    fn takes_a_win_and_blocks_one() {
        let mut rng = SmallRng::seed_from_u64(1);
        let win = GameSpec::TIC_TAC_TOE.parse_position("1425").unwrap();
        assert_eq!(choose_move(&win, 2, &mut rng), Some(AnyMove::Cell(2)));
        let block = GameSpec::TIC_TAC_TOE.parse_position("514").unwrap();
        assert_eq!(choose_move(&block, 2, &mut rng), Some(AnyMove::Cell(5)));
    }
}
