//! The engine's side of the m,n,k games: which evaluation reads a board, which search plays it, and where the
//! engine promises a solution.
//!
//! Big five-in-a-row boards (Gomoku and its custom sizes) are read by their shapes ([`PatternEval`]: fours,
//! open threes and the rest, with the defence an open three forces) and searched by the Gomoku search (a
//! forced win by fours looked for first); every other board by the "winning lines" evaluation
//! ([`LineEval`]) and the general engine.

use super::any::{Engine, Solvers, general};
use super::backend::Backend;
use super::eval::{Evaluator, LineEval, Searchable, Tactics};
use super::gomoku::eval::PatternEval;
use super::gomoku::patterns::Rule;
use super::gomoku::search::GomokuSearch;
use super::limits::{Limits, Settings};
use crate::rules::mnk::Mnk;
use crate::rules::{Game, GridSize, Player};

/// The largest free-placement board the engine solves outright within a move's time: 4×4 (the empty 4×4×4
/// board takes about 10 million nodes, several seconds; 5×4 with k = 4 is out of reach of 50 million).
pub const MAX_SOLVED_CELLS: usize = 16;

/// How the engine reads an m,n,k board.
#[derive(Clone, Debug)]
pub enum MnkEval {
    /// Its lines: every board but the big five-in-a-row ones.
    Lines(LineEval),
    /// Its shapes: the big five-in-a-row boards.
    Patterns(Box<PatternEval>),
}

impl Searchable for Mnk {
    type Eval = MnkEval;

    fn evaluator(&self) -> MnkEval {
        let size = self.size();
        if PatternEval::plays(size) {
            MnkEval::Patterns(Box::new(PatternEval::new(size, Rule::of(size))))
        } else {
            MnkEval::Lines(LineEval::new(size))
        }
    }
}

impl Evaluator<Mnk> for MnkEval {
    fn reset(&mut self, pos: &Mnk) {
        match self {
            MnkEval::Lines(lines) => lines.reset(pos),
            MnkEval::Patterns(patterns) => patterns.reset(pos),
        }
    }

    fn play(&mut self, pos: &Mnk, cell: u16) {
        match self {
            MnkEval::Lines(lines) => lines.play(pos, cell),
            MnkEval::Patterns(patterns) => patterns.play(cell),
        }
    }

    fn undo(&mut self, pos: &Mnk, cell: u16) {
        match self {
            MnkEval::Lines(lines) => lines.undo(pos, cell),
            MnkEval::Patterns(patterns) => patterns.undo(cell),
        }
    }

    fn evaluate(&self, pos: &Mnk) -> i32 {
        match self {
            MnkEval::Lines(lines) => lines.evaluate(pos),
            MnkEval::Patterns(patterns) => patterns.evaluate(),
        }
    }

    fn tactics(&self, pos: &Mnk) -> Tactics<u16> {
        match self {
            MnkEval::Lines(lines) => lines.tactics(pos),
            MnkEval::Patterns(patterns) => patterns.tactics(),
        }
    }

    fn forced_win(&mut self, _pos: &Mnk) -> Option<u32> {
        match self {
            MnkEval::Lines(_) => None,
            MnkEval::Patterns(patterns) => patterns.forced_win(),
        }
    }

    fn candidates(&self, pos: &Mnk, moves: &mut Vec<u16>) -> bool {
        match self {
            MnkEval::Patterns(patterns) if pos.outcome().is_none() => {
                patterns.candidates(moves);
                false
            }
            MnkEval::Patterns(_) => {
                moves.clear();
                true
            }
            MnkEval::Lines(lines) => lines.candidates(pos, moves),
        }
    }

    fn move_priority(&self, pos: &Mnk, cell: u16) -> i32 {
        match self {
            MnkEval::Lines(lines) => lines.move_priority(pos, cell),
            MnkEval::Patterns(patterns) => patterns.move_priority(cell),
        }
    }

    fn open_lines(&self, player: Player) -> i32 {
        match self {
            MnkEval::Lines(lines) => Evaluator::<Mnk>::open_lines(lines, player),
            MnkEval::Patterns(patterns) => patterns.board().open_lines(player),
        }
    }

    fn margin_unit(&self) -> i32 {
        match self {
            MnkEval::Lines(_) => 1,
            MnkEval::Patterns(_) => PatternEval::MARGIN_UNIT,
        }
    }

    fn move_index(&self, cell: u16) -> usize {
        cell as usize
    }

    fn move_slots(&self) -> usize {
        match self {
            MnkEval::Lines(lines) => Evaluator::<Mnk>::move_slots(lines),
            MnkEval::Patterns(patterns) => patterns.board().size().cells(),
        }
    }
}

impl Engine for Mnk {
    type Data = ();

    /// Big five-in-a-row boards get the Gomoku search; the others the general engine.
    fn backend(&self, limits: Limits, settings: Settings, _solvers: &Solvers) -> Box<dyn Backend> {
        if PatternEval::plays(self.size()) {
            Box::new(GomokuSearch::new(self, limits, settings))
        } else {
            general(self, limits, settings)
        }
    }

    fn solves_outright(size: GridSize) -> bool {
        size.cells() <= MAX_SOLVED_CELLS
    }
}
