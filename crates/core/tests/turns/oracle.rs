//! The oracle: plain minimax on values for player One (the larger the better for One), maximising where One is
//! to move and minimising where Two is. No negation anywhere, so it shares none of the sign logic of the
//! searches it checks: whoever the position says is to move picks, and a value never changes hands.

use minimax_arcade_core::ai::eval::{Evaluator, Searchable};
use minimax_arcade_core::ai::score::{MARGIN_SCALE, MATE};
use minimax_arcade_core::rules::{Game, Outcome, Player};

/// A finished game's value for One, `ply` moves from the root: a win sooner is worth more, a loss later
/// less bad; a margin outweighs any distance, which breaks ties between equal margins.
fn end_value(outcome: Outcome, ply: u32) -> i32 {
    let ply = ply as i32;
    match outcome {
        Outcome::Win(Player::One) => MATE - ply,
        Outcome::Win(Player::Two) => ply - MATE,
        Outcome::Margin(m) if m > 0 => m * MARGIN_SCALE - ply,
        Outcome::Margin(m) if m < 0 => m * MARGIN_SCALE + ply,
        Outcome::Payoff(v) => v,
        Outcome::Margin(_) | Outcome::Draw | Outcome::DrawBy(_) => 0,
    }
}

/// The value for One of `pos` searched `depth` moves deep; at the depth limit, the game's evaluation (which is
/// for the player to move there, and is the one place a side is turned into One's).
pub fn value_for_one<G: Searchable>(pos: &G, depth: u32) -> i32 {
    let mut pos = pos.clone();
    let mut eval = pos.evaluator();
    eval.reset(&pos);
    walk(&mut pos, &mut eval, depth, 0)
}

fn walk<G: Searchable>(pos: &mut G, eval: &mut G::Eval, depth: u32, ply: u32) -> i32 {
    if let Some(outcome) = pos.outcome() {
        return end_value(outcome, ply);
    }
    if depth == 0 {
        let guess = eval.evaluate(pos);
        return if pos.to_move() == Player::One { guess } else { -guess };
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let one_to_move = pos.to_move() == Player::One;
    let mut best = if one_to_move { i32::MIN } else { i32::MAX };
    for mv in moves {
        eval.play(pos, mv);
        pos.play(mv);
        let value = walk(pos, eval, depth - 1, ply + 1);
        pos.undo(mv);
        eval.undo(pos, mv);
        best = if one_to_move { best.max(value) } else { best.min(value) };
    }
    best
}

/// The value for One of playing `mv` in `pos`, the rest searched `depth - 1` moves deep, distances counted
/// from `pos`.
pub fn move_value_for_one<G: Searchable>(pos: &G, mv: G::Move, depth: u32) -> i32 {
    let mut pos = pos.clone();
    let mut eval = pos.evaluator();
    eval.reset(&pos);
    eval.play(&pos, mv);
    pos.play(mv);
    walk(&mut pos, &mut eval, depth.saturating_sub(1), 1)
}

/// A value for the player to move in `pos` (the searches' side) as One's.
pub fn as_ones<G: Game>(pos: &G, value: i32) -> i32 {
    if pos.to_move() == Player::One { value } else { -value }
}
