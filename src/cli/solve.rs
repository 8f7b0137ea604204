//! `solve` and `analyze`: the score of each position read, or of every move from it.

use std::io::{BufRead, Write};

use super::{Budget, Failure, Notation, PositionArgs, for_each_position};
use crate::ai::analysis::{self, MoveValue};
use crate::ai::connect_four::position::Position;
use crate::ai::connect_four::solver::Solver;
use crate::ai::connect_four::{self as c4};
use crate::ai::{AnySearch, Limits, SearchResult, Settings, Solvers, Value};
use crate::rules::mnk::Mnk;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec};

/// How one line is to be answered.
#[derive(Clone, Debug)]
pub(super) struct Ask {
    spec: GameSpec,
    budget: Budget,
    /// Only win, draw or loss (`--weak`).
    weak: bool,
    solvers: Solvers,
    notation: Notation,
}

impl Ask {
    /// Whether the game has an exact solver that finishes on any position (Connect Four and the gravity
    /// boards no larger).
    fn exact(&self) -> bool {
        self.spec.grid_size().is_some_and(c4::solves_in_practice) && matches!(self.spec, GameSpec::Gravity(_))
    }

    fn limits(&self) -> Limits {
        self.budget.limits(self.exact())
    }

    fn settings(&self, analyse: bool) -> Settings {
        Settings { score_every_move: analyse, ..Settings::default() }
    }

    /// A weak solver (win, draw or loss) for a gravity position, and the position as it sees it.
    fn weak_solver(&self, position: &AnyGame) -> Option<(Solver, Position)> {
        let AnyGame::Gravity(game) = position else { return None };
        let p = Position::from_game(game)?;
        Some((self.solvers.connect_four.solver(p.geometry), p))
    }
}

/// What `solve` or `analyze` answers for one position (the text after the position on its line).
pub(super) type Answer = fn(&Ask, &AnyGame) -> String;

/// Answers each position read with `answer` (`solve`'s [`score`] or `analyze`'s [`move_scores`]), one line
/// each: `<position> <answer>`.
pub(super) fn answer_each(
    spec: GameSpec,
    args: PositionArgs,
    (input, out, err): (&mut dyn BufRead, &mut dyn Write, &mut dyn Write),
    answer: Answer,
) -> Result<u8, Failure> {
    let weak_covered = matches!(spec, GameSpec::Gravity(size) if c4::covers(size));
    if args.solver.weak && !weak_covered {
        let _ = writeln!(err, "error: --weak needs Connect Four or a gravity board the solver covers, not {spec}");
        return Ok(2);
    }
    let coords = match (args.notation, spec) {
        (Notation::Numbers, _) => None,
        (Notation::Coords, GameSpec::Mnk(size)) => Some(size),
        (Notation::Coords, _) => {
            let _ = writeln!(err, "error: --notation coords is for the m,n,k boards (gomoku, mnk:...), not {spec}");
            return Ok(2);
        }
    };
    let solvers = super::solvers(&args.solver, err);
    let ask = Ask { spec, budget: args.budget, weak: args.solver.weak, solvers, notation: args.notation };
    let parse = |text: &str| match coords {
        Some(size) => Mnk::from_coords(size, text).map(AnyGame::Mnk),
        None => spec.parse_position(text),
    };
    for_each_position(spec, input, err, parse, |text, position| writeln!(out, "{text} {}", answer(&ask, &position)))
}

/// A position's score, or `?` and an estimate.
pub(super) fn score(ask: &Ask, position: &AnyGame) -> String {
    if ask.weak {
        return match (position.outcome(), ask.weak_solver(position)) {
            // A finished game: the player to move has lost, or drawn.
            (Some(outcome), _) => i32::from(outcome != crate::rules::Outcome::Draw).wrapping_neg().to_string(),
            (None, Some((mut solver, p))) => solver.score(&p, true).map_or("?".into(), |s| s.to_string()),
            (None, None) => "?".into(),
        };
    }
    let result = AnySearch::new(position, ask.limits(), ask.settings(false), &ask.solvers).run();
    match result.convention_score() {
        Some(score) => score.to_string(),
        None => format!("? ({})", estimate(ask, &result)),
    }
}

/// The score of every move the game offers, in notation order. One search scores them all, sharing its
/// table, within the line's budget.
pub(super) fn move_scores(ask: &Ask, position: &AnyGame) -> String {
    let spec = ask.spec;
    let legal = spec.all_moves().into_iter().map(|mv| position.check_move(mv).is_ok());
    if ask.weak {
        let Some((mut solver, p)) = ask.weak_solver(position) else { return "?".into() };
        let fields = spec.all_moves().into_iter().zip(legal).map(|(mv, legal)| match mv {
            AnyMove::Column(col) if legal => {
                solver.move_score(&p, col as u32, true).map_or("?".into(), |s| s.to_string())
            }
            _ => "-".into(),
        });
        return fields.collect::<Vec<String>>().join(" ");
    }
    let result = AnySearch::new(position, ask.limits(), ask.settings(true), &ask.solvers).run();
    let values = analysis::values_in_order(spec, position, &result);
    let fields: Vec<String> = values.into_iter().zip(legal).map(|(v, legal)| field(v, legal)).collect();
    fields.join(" ")
}

/// How an unsolved result is described: the engine's best guess, clearly not a proof.
fn estimate(ask: &Ask, result: &SearchResult<AnyMove>) -> String {
    let text = |mv| match (mv, ask.spec, ask.notation) {
        (AnyMove::Cell(cell), GameSpec::Mnk(size), Notation::Coords) => Mnk::coords(size, cell),
        _ => ask.spec.move_text(mv),
    };
    let best = result.best.map(text).unwrap_or_else(|| "-".into());
    format!(
        "estimate: not solved within the budget; best move {best}, evaluation {:+}, depth {}, {} nodes",
        result.score, result.depth, result.nodes
    )
}

/// How one move's value is printed: its score, `?` and an estimate, `-` where it cannot be played, and `?`
/// alone where it was not searched (on big boards, far from every stone).
fn field(value: Option<MoveValue>, legal: bool) -> String {
    match value {
        None if legal => "?".into(),
        None => "-".into(),
        Some(MoveValue { score: Some(score), .. }) => score.to_string(),
        Some(MoveValue { value: Value::Estimate(v), .. }) => format!("?{v:+}"),
        Some(MoveValue { value, .. }) => format!("?{value:?}"),
    }
}
