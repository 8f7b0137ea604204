//! The engine's judgement of a five-in-a-row position from its shapes ([`super::board`]): the evaluation,
//! the candidate moves (with the defence an open three forces), the order in which they are tried, and the
//! tactics that settle a node without a search (a five to make or to block, an open four).

use super::board::Board;
use super::patterns::{Rule, Threat};
use super::vcf::Vcf;
use crate::ai::eval::{MAX_EVAL, RESTRICT_ABOVE_CELLS, Tactics};
use crate::rules::mnk::Mnk;
use crate::rules::{GridSize, Player};

/// How much more the side to move's shapes count than the opponent's: it gets to use one of them first.
const TEMPO_NUMERATOR: i64 = 5;
const TEMPO_DENOMINATOR: i64 = 4;

/// What making each threat is worth in the move order, over the plain value of the cell's shapes.
const ATTACK: [i32; Threat::COUNT] = [0, 40, 400, 6_000, 500, 40_000, 100_000, 1_000_000];
/// What stopping the opponent's threat on the cell is worth.
const DEFEND: [i32; Threat::COUNT] = [0, 20, 300, 4_000, 300, 30_000, 60_000, 500_000];

/// How many fours a VCF at the main search's horizon may play, and how many positions it may visit. Off (0
/// positions) for now: with 48 it cost more depth than it found (5 wins to 11 in 16 games at 250 ms a move
/// against the same engine without it), so the forced wins are looked for at the root only. The hook stays
/// for a cheaper horizon search, such as one asked only where a four-three can be made.
const HORIZON_VCF_DEPTH: u32 = 8;
const HORIZON_VCF_NODES: u64 = 0;

/// How many moves a position below the root offers the search, the best-looking first.
const WIDTH: usize = 10;

/// The shapes of a five-in-a-row board, read for the search.
#[derive(Clone, Debug)]
pub struct PatternEval {
    board: Board,
    vcf: Vcf,
    /// The stones of the position last reset to, the search's root: every move is offered there.
    root_stones: usize,
}

impl PatternEval {
    /// A point of a level's margin in this evaluation's points. The shapes' values run about a hundred times
    /// the "winning lines" ones (an open two 20, an open three 150, on each cell that extends them); with 80,
    /// Easy's margin (60) spans about an open three's worth, so that it plays a lesser move now and then, and
    /// Medium's (12) about an open two's.
    pub const MARGIN_UNIT: i32 = 80;

    /// The empty board of `size` (k = 5) under `rule`.
    pub fn new(size: GridSize, rule: Rule) -> Self {
        Self { board: Board::new(size, rule), vcf: Vcf::new(), root_stones: 0 }
    }

    /// Whether the pattern engine reads a board: five in a row, on the big boards where the engine searches
    /// only the cells near the stones anyway (smaller ones are searched in full, and can be solved).
    pub fn plays(size: GridSize) -> bool {
        size.k == 5 && size.cells() > RESTRICT_ABOVE_CELLS
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }

    /// Rebuilds the board from `pos`'s stones.
    pub fn reset(&mut self, pos: &Mnk) {
        let grid = pos.grid();
        let of = |player| (0..grid.cells().len()).filter(|&c| grid.get(c) == Some(player)).collect::<Vec<_>>();
        self.board = Board::with_stones(pos.size(), self.board.rule(), &of(Player::One), &of(Player::Two));
        self.root_stones = self.board.stones();
        self.vcf.clear();
    }

    pub fn play(&mut self, cell: u16) {
        let p = self.board.padded(cell as usize);
        self.board.play(p);
    }

    pub fn undo(&mut self, cell: u16) {
        let p = self.board.padded(cell as usize);
        self.board.undo(p);
    }

    /// How good the position looks for the side to move.
    pub fn evaluate(&self) -> i32 {
        let me = self.board.to_move();
        let score = self.board.value(me) * TEMPO_NUMERATOR / TEMPO_DENOMINATOR - self.board.value(me.other());
        score.clamp(-(MAX_EVAL as i64) + 1, MAX_EVAL as i64 - 1) as i32
    }

    /// What the position forces, for certain.
    pub fn tactics(&self) -> Tactics<u16> {
        let b = &self.board;
        let me = b.to_move();
        let them = me.other();
        if b.count(me, Threat::Five) > 0 {
            Tactics::WinNow
        } else if b.count(them, Threat::Five) >= 2 {
            Tactics::LoseNext
        } else if let Some(block) = b.only_five(them) {
            Tactics::Forced(b.cell(block) as u16)
        } else if b.count(me, Threat::Flex4) > 0 {
            // An open four (or two fours) now, and the opponent has no five to answer with.
            Tactics::WinIn(3)
        } else {
            Tactics::Open
        }
    }

    /// A victory by continuous fours for the side to move, found within a small budget, as the plies to its
    /// five.
    pub fn forced_win(&mut self) -> Option<u32> {
        let me = self.board.to_move();
        if HORIZON_VCF_NODES == 0 || self.board.count_at_least(me, Threat::Four) == 0 {
            return None;
        }
        let line = self.vcf.find(&mut self.board, HORIZON_VCF_DEPTH, HORIZON_VCF_NODES)?;
        Some(line.len() as u32)
    }

    /// The moves worth searching: near the stones; against an open three (a cell where the opponent would
    /// make an open four), only the moves that make a four or stop the three.
    pub fn candidates(&self, moves: &mut Vec<u16>) {
        let b = &self.board;
        moves.clear();
        let me = b.to_move();
        let them = me.other();
        if b.stones() == 0 {
            let size = b.size();
            moves.push(size.cell(size.rows as usize / 2, size.cols as usize / 2) as u16);
            return;
        }
        let defend = b.count(them, Threat::Flex4) > 0;
        for p in b.board_cells() {
            if !b.is_empty(p) || !b.is_near(p) {
                continue;
            }
            // An open three is stopped on the cells where it would become a four (open or not): its ends, its
            // gap, and the far ends that leave it closed; or outpaced by a four of one's own.
            if !defend || b.threat(p, me).is_four() || b.threat(p, them).is_four() {
                moves.push(b.cell(p) as u16);
            }
        }
        // Below the root, only the most promising moves: the search goes deeper where the game is decided.
        if b.stones() > self.root_stones && moves.len() > WIDTH {
            moves.sort_unstable_by_key(|&cell| std::cmp::Reverse(self.move_priority(cell)));
            moves.truncate(WIDTH);
        }
    }

    /// A guess at how good `cell` is for the side to move: what it makes and what it stops.
    pub fn move_priority(&self, cell: u16) -> i32 {
        let b = &self.board;
        let p = b.padded(cell as usize);
        let me = b.to_move();
        let them = me.other();
        ATTACK[b.threat(p, me) as usize]
            + DEFEND[b.threat(p, them) as usize]
            + b.cell_value(p, me)
            + b.cell_value(p, them) / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval_of(moves: &str) -> PatternEval {
        let pos = Mnk::from_moves(Mnk::GOMOKU, moves).unwrap();
        let mut eval = PatternEval::new(pos.size(), Rule::Freestyle);
        eval.reset(&pos);
        eval
    }

    /// The 1-based cell number of `(row, col)` on the 15×15 board, as the notation writes it.
    fn at(row: usize, col: usize) -> String {
        (row * 15 + col + 1).to_string()
    }

    #[test]
    fn tactics_see_fives_and_open_fours() {
        // Black builds on row 7 from column 5; white plays in the corners.
        let black = [at(7, 5), at(7, 6), at(7, 7), at(7, 8)];
        let white = [at(0, 0), at(0, 14), at(14, 0), at(14, 14)];
        let moves: Vec<String> = black.iter().zip(&white).flat_map(|(b, w)| [b.clone(), w.clone()]).collect();
        let tactics = |n: usize| eval_of(&moves[..n].join(",")).tactics();
        assert_eq!(tactics(6), Tactics::WinIn(3), "black to move with an open three: an open four next");
        assert_eq!(tactics(7), Tactics::LoseNext, "white to move against an open four");
        assert_eq!(tactics(8), Tactics::WinNow, "black to move with an open four");
        // A four closed at one end: white must block the other.
        let closed = [at(7, 5), at(7, 4), at(7, 6), at(0, 0), at(7, 7), at(0, 14), at(7, 8)].join(",");
        assert_eq!(eval_of(&closed).tactics(), Tactics::Forced((7 * 15 + 9) as u16));
    }

    #[test]
    fn an_open_three_narrows_the_defence() {
        // Black's open three on row 7 (columns 6-8); white to move with nothing of its own.
        let eval = eval_of(&[at(7, 6), at(0, 0), at(7, 7), at(0, 14), at(7, 8)].join(","));
        let mut moves = Vec::new();
        eval.candidates(&mut moves);
        moves.sort_unstable();
        let expected: Vec<u16> = [4, 5, 9, 10].iter().map(|&c| (7 * 15 + c) as u16).collect();
        assert_eq!(moves, expected, "the ends and the far ends of the three");
    }

    #[test]
    fn the_side_to_move_prefers_its_own_threats() {
        let eval = eval_of(&[at(7, 7), at(8, 8), at(7, 8)].join(","));
        assert!(eval.evaluate() < 0, "white to move against black's two in a row");
        // The same two for each side, one the other's mirror through the centre: the side to move is ahead.
        let eval = eval_of(&[at(6, 7), at(8, 7), at(6, 8), at(8, 6)].join(","));
        assert_eq!(eval.board().value(Player::One), eval.board().value(Player::Two));
        assert!(eval.evaluate() > 0, "black to move");
        // The move order puts the open three's making ahead of a quiet move.
        let eval = eval_of(&[at(7, 7), at(0, 0), at(7, 8), at(0, 14)].join(","));
        assert!(eval.move_priority((7 * 15 + 9) as u16) > eval.move_priority((9 * 15 + 7) as u16));
    }
}
