//! Victory by continuous fours (VCF): a win for the side to move in which every one of its moves makes a four,
//! so that every reply is forced (block the four's one point), until a five, an open four or two fours at
//! once. Fours leave the defender no choice, so the search is narrow and its result is exact: a VCF found is
//! a won game. It is the search every strong Gomoku program runs before and inside its main search.
//!
//! The rules of the search, for the attacker (the side to move) at each step:
//! - a five on the board now: won;
//! - the defender threatens five at two points: lost (no VCF); at one point: the attacker must play there,
//!   and that move must itself be a four;
//! - otherwise any move that makes a four. One that makes two five points (an open four or a double four)
//!   wins, since the defender has no five of its own to answer with; one with a single five point is
//!   blocked there, and the search goes on from the position after the block (where the defender's block
//!   may have made a four of its own, which the first rule then meets).
//!
//! Positions already shown to have no VCF within a depth are remembered by their hash ([`Budget`]).

use super::board::Board;
use super::budget::Budget;
use super::patterns::Threat;

/// Searches for VCFs, each with a node budget. The positions shown to have none are remembered from one
/// search to the next (the same board, searched again from a nearby position, meets them again).
#[derive(Clone, Debug, Default)]
pub struct Vcf {
    budget: Budget,
}

impl Vcf {
    pub fn new() -> Self {
        Self::default()
    }

    /// Nodes searched so far, all searches together.
    pub fn nodes(&self) -> u64 {
        self.budget.nodes()
    }

    /// Whether the last search ran out of nodes: a VCF may then exist that it did not find.
    pub fn exhausted(&self) -> bool {
        self.budget.exhausted()
    }

    /// Forgets the positions remembered (for a new game: they hold for one board only).
    pub fn clear(&mut self) {
        self.budget.clear();
    }

    /// A VCF for the side to move with at most `depth` fours before the winning move, searching at most
    /// `budget` nodes (positions with the attacker to move). The line is the padded cells played in turn:
    /// the attacker's four, the defender's block, ..., the attacker's five. The board is left as it was.
    pub fn find(&mut self, board: &mut Board, depth: u32, budget: u64) -> Option<Vec<usize>> {
        self.budget.start(budget);
        let mut line = Vec::new();
        self.search(board, depth, &mut line).then(|| {
            line.reverse();
            line
        })
    }

    /// Whether the side to move has a VCF within `depth` fours; on success `line` holds it backwards.
    fn search(&mut self, board: &mut Board, depth: u32, line: &mut Vec<usize>) -> bool {
        let attacker = board.to_move();
        let defender = attacker.other();
        if board.count(attacker, Threat::Five) > 0 {
            let five = board.five_points(attacker).next();
            line.extend(five);
            return true;
        }
        if depth == 0 || board.count(defender, Threat::Five) >= 2 || board.count_at_least(attacker, Threat::Four) == 0 {
            return false;
        }
        if !self.budget.take() || self.budget.failed(board.hash(), depth) {
            return false;
        }
        let mut moves: Vec<(Threat, i32, usize)> = match board.only_five(defender) {
            Some(block) if board.threat(block, attacker).is_four() => vec![(board.threat(block, attacker), 0, block)],
            Some(_) => Vec::new(),
            None => board
                .board_cells()
                .filter(|&p| board.is_empty(p) && board.threat(p, attacker).is_four())
                .map(|p| (board.threat(p, attacker), board.cell_value(p, attacker), p))
                .collect(),
        };
        // The strongest fours first: an open four ends the search at once, a four-three often soon.
        moves.sort_unstable_by_key(|&(threat, value, _)| std::cmp::Reverse((threat, value)));
        for (_, _, four) in moves {
            board.play(four);
            let won = if board.count(attacker, Threat::Five) >= 2 {
                // Two five points, and the defender has none: block one, five on the other.
                let mut points = board.five_points(attacker);
                let (block, five) = (points.next(), points.next());
                line.extend(five.into_iter().chain(block));
                true
            } else {
                let block = board.only_five(attacker).expect("a four has one five point");
                board.play(block);
                let won = self.search(board, depth - 1, line);
                board.undo(block);
                if won {
                    line.push(block);
                }
                won
            };
            board.undo(four);
            if won {
                line.push(four);
                return true;
            }
        }
        self.budget.fail(board.hash(), depth);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::gomoku::board::tests::board;
    use crate::ai::gomoku::patterns::Rule;
    use crate::rules::grid::DIRECTIONS;
    use crate::rules::mnk::Mnk;
    use crate::rules::{Game, GridSize, Outcome, Player};
    use rand::{RngExt, SeedableRng};

    /// The empty cells where `player` would complete five or more, found by walking the board's lines: the
    /// rules' own judgement, independent of the shape tables.
    fn fives(pos: &Mnk, player: Player) -> Vec<u16> {
        let size = pos.size();
        let grid = pos.grid();
        let completes = |e: usize| {
            DIRECTIONS.iter().any(|&(dr, dc)| {
                let run = |sign: i32| {
                    (1..)
                        .take_while(|&s| {
                            size.step(e, (dr * sign, dc * sign), s).is_some_and(|c| grid.get(c) == Some(player))
                        })
                        .count()
                };
                1 + run(1) + run(-1) >= 5
            })
        };
        (0..size.cells()).filter(|&e| grid.get(e).is_none() && completes(e)).map(|e| e as u16).collect()
    }

    /// A VCF found by brute force on the m,n,k rules: the same definition, none of the engine's machinery.
    fn plain_vcf(pos: &mut Mnk, depth: u32) -> bool {
        let attacker = pos.to_move();
        if !fives(pos, attacker).is_empty() {
            return true;
        }
        let defender_fives = fives(pos, attacker.other());
        if depth == 0 || defender_fives.len() >= 2 {
            return false;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if let [only] = defender_fives[..] {
            moves = vec![only];
        }
        for m in moves {
            pos.play(m);
            let points = fives(pos, attacker);
            let won = match points[..] {
                [] => false,
                [block] => {
                    pos.play(block);
                    let won = plain_vcf(pos, depth - 1);
                    pos.undo(block);
                    won
                }
                _ => true,
            };
            pos.undo(m);
            if won {
                return true;
            }
        }
        false
    }

    /// Replays `line` on the m,n,k rules and checks it is a VCF: each attacker move before the last leaves
    /// exactly one five point, the defender plays there, and the last move wins.
    fn assert_legal_vcf(b: &Board, line: &[usize]) {
        let size = b.size();
        let mut pos = Mnk::new(size);
        for &p in b.played() {
            pos.play(b.cell(p) as u16);
        }
        let attacker = pos.to_move();
        for (i, &p) in line.iter().enumerate() {
            let cell = b.cell(p) as u16;
            assert_eq!(pos.check_move(cell), Ok(()), "move {i} of {line:?}");
            let attacking = i % 2 == 0;
            if !attacking {
                assert!(fives(&pos, attacker).contains(&cell), "the block {i} is on a five point");
            }
            pos.play(cell);
            if i + 1 == line.len() {
                assert_eq!(pos.outcome(), Some(Outcome::Win(attacker)), "the line ends in five");
            } else {
                assert_eq!(pos.outcome(), None, "move {i} ends nothing yet");
            }
        }
    }

    #[test]
    fn a_double_four_wins_at_once_and_a_lone_three_does_not() {
        // Black: three across row 3 (blocked on the left) and three of column 6 (blocked above, with a gap
        // at (3,6)); a stone on (3,6) makes two fours at once.
        let b = &mut board(
            Rule::Freestyle,
            &[
                "..........",
                "......O...",
                "......X...",
                ".OXXX.....",
                "......X...",
                "......X...",
                ".......O..",
                "..........",
                "..........",
                "O.O......O",
            ],
        );
        assert_eq!(b.to_move(), Player::One);
        let line = Vcf::new().find(b, 4, 1_000).expect("a double four");
        assert_eq!(b.cell(line[0]), b.size().cell(3, 6), "the point of both fours");
        assert_eq!(line.len(), 3, "the double four, a block, the five");
        assert_legal_vcf(b, &line);
        // White, to move with two scattered stones against black's three, has no four to play.
        let b = &mut board(Rule::Freestyle, &["..........", "..XXX.....", "..........", ".......O..", "O........."]);
        assert_eq!(b.to_move(), Player::Two);
        assert!(Vcf::new().find(b, 6, 1_000).is_none());
    }

    #[test]
    fn the_vcf_agrees_with_a_brute_force_search_on_random_positions() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
        let size = GridSize::new(9, 9, 5);
        let (mut found, mut deep, mut tried) = (0, 0, 0);
        while tried < 150 {
            let stones = rng.random_range(14..30);
            let mut pos = Mnk::new(size);
            let mut b = Board::new(size, Rule::Freestyle);
            let mut moves = Vec::new();
            for _ in 0..stones {
                pos.legal_moves(&mut moves);
                // Stones near the centre, so that lines form.
                moves.retain(|&m| {
                    let (r, c) = size.row_col(m as usize);
                    (1..8).contains(&r) && (1..8).contains(&c)
                });
                if moves.is_empty() || pos.outcome().is_some() {
                    break;
                }
                let m = moves[rng.random_range(0..moves.len())];
                pos.play(m);
                b.play(b.padded(m as usize));
            }
            if pos.outcome().is_some() || !fives(&pos, pos.to_move()).is_empty() {
                continue;
            }
            tried += 1;
            let depth = 3;
            let expected = plain_vcf(&mut pos, depth);
            let line = Vcf::new().find(&mut b, depth, u64::MAX);
            assert_eq!(line.is_some(), expected, "{b:?}");
            if let Some(line) = line {
                assert_legal_vcf(&b, &line);
                found += 1;
                deep += (line.len() > 3) as u32;
            }
        }
        assert!(found >= 10, "positions with a VCF among them: {found}");
        assert!(deep >= 3, "VCFs of more than one four before the last: {deep}");
    }
}
