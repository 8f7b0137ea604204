//! `solve` and `analyze`: the score of each position read, or of every move from it.

use std::io::{BufRead, Write};

use super::{Budget, Failure, Notation, PositionArgs, for_each_position};
use crate::ai::analysis::{self, MoveValue};
use crate::ai::connect_four::position::Position;
use crate::ai::connect_four::solver::Solver;
use crate::ai::connect_four::{self as c4};
use crate::ai::{AnySearch, Level, Limits, SearchResult, Settings, Solvers, Value};
use crate::rules::gravity::Gravity;
use crate::rules::mnk::Mnk;
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, Scoring};

/// `solve --level`: answer as a level plays, for measuring the levels against another program one move at
/// a time.
#[derive(clap::Args, Debug, Clone, Copy, Default)]
pub struct LevelArgs {
    /// Search as this level does (easy, medium, hard or perfect): its depth, its time unless --nodes or
    /// --seconds is given, and its mistakes. solve prints the value it sees and the move it plays
    /// (`?+2 best move d3`, in every game); analyze, every move's value as its search sees them.
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<Level>,
    /// Seeds a level's choice among the moves it may play (with --level).
    #[arg(long, default_value_t = 1, requires = "level")]
    pub seed: u64,
}

/// How one line is to be answered.
#[derive(Clone, Debug)]
pub(super) struct Ask {
    spec: GameSpec,
    budget: Budget,
    level: LevelArgs,
    /// Only win, draw or loss (`--weak`).
    weak: bool,
    solvers: Solvers,
    notation: Notation,
}

impl Ask {
    /// Whether the engine promises to finish on any position of the game (every game it solves outright:
    /// Connect Four's solver and the gravity boards no larger among them): such a game gets no default time,
    /// so its answers are exact unless a budget is asked for.
    fn exact(&self) -> bool {
        crate::ai::solves_outright(self.spec)
    }

    /// Whether the answers name moves with their values (`<value> best move <move>`, `<move>:<value>` best
    /// first): the games whose moves are not one fixed list, and those counted at their end (Kalah's seeds,
    /// Reversi's discs), whatever their moves. The others, whose moves are one fixed list (every cell, every
    /// column, every take) and which are won or lost, keep the answers they have always had.
    fn by_value(&self) -> bool {
        self.spec.all_moves().is_none() || self.spec.start().scoring() == Scoring::Margin
    }

    /// Whether answering `position` calls on the engine's exact solver, which may want something made
    /// first ([`super::solvers::prepare`]: Kalah's endgame database); a game over or a level without it does
    /// not.
    fn needs_preparing(&self, position: &AnyGame) -> bool {
        position.outcome().is_none() && self.settings(false).exact_solver
    }

    fn limits(&self) -> Limits {
        let Some(level) = self.level() else { return self.budget.limits(self.exact()) };
        match (self.budget.nodes, self.budget.seconds) {
            (Some(nodes), None) => level.limits_with_nodes(self.spec, nodes),
            (None, None) => level.limits(self.spec),
            (_, Some(_)) => self.budget.limits(false).with_depth(level.depth(self.spec)),
        }
    }

    fn settings(&self, analyse: bool) -> Settings {
        let settings = self.level().map_or_else(Settings::default, |level| level.settings(self.level.seed));
        Settings { score_every_move: analyse, ..settings }
    }

    /// The level asked for, as it plays this game (Perfect is Hard where the game is not solved outright).
    fn level(&self) -> Option<Level> {
        self.level.level.map(|level| level.effective(self.spec))
    }

    /// A weak solver (win, draw or loss) for a gravity position, and the position as it sees it.
    fn weak_solver(&self, position: &AnyGame) -> Option<(Solver, Position)> {
        let AnyGame::Gravity(game) = position else { return None };
        let p = Position::from_game(game)?;
        Some((self.solvers.of::<Gravity>().solver(p.geometry), p))
    }
}

/// What `solve` or `analyze` answers for one position (the text after the position on its line).
pub(super) type Answer = fn(&Ask, &AnyGame) -> String;

/// Answers each position read with `answer` (`solve`'s [`score`] or `analyze`'s [`move_scores`]), one line
/// each, `<position> <answer>`, each written out as soon as it is made (a script that writes a line and waits
/// for its answer gets it).
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
    let solvers = match super::solvers::solvers(&args.solver, spec, err) {
        Ok(solvers) => solvers,
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            return Ok(2);
        }
    };
    if args.level.level.is_some() && args.solver.weak {
        let _ = writeln!(err, "error: --level plays a level's move; --weak asks for a proof: choose one");
        return Ok(2);
    }
    let ask =
        Ask { spec, budget: args.budget, level: args.level, weak: args.solver.weak, solvers, notation: args.notation };
    let parse = |text: &str| match coords {
        Some(size) => Mnk::from_coords(size, text).map(AnyGame::Mnk),
        None => spec.parse_position(text),
    };
    // Kalah's endgame database is made at the first line that needs it, outside that line's budget.
    let mut prepared = false;
    for_each_position(spec, input, err, parse, |text, position, err| {
        if !prepared && ask.needs_preparing(&position) {
            super::solvers::prepare(spec, &ask.solvers, err);
            prepared = true;
        }
        writeln!(out, "{text} {}", answer(&ask, &position))?;
        out.flush()
    })
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
    // A level's answer is the move it plays, whatever the game.
    if ask.by_value() || ask.level.level.is_some() {
        let best = result.best.map_or_else(|| "-".into(), |mv| written(ask, position, mv));
        return format!("{} best move {best}", signed(result.value(), result.plies_left_bound()));
    }
    match result.convention_score() {
        Some(score) => score.to_string(),
        None => format!("? ({})", estimate(ask, &result)),
    }
}

/// A move of `position` as its game writes it there: chess's SAN, every other game's own notation.
fn written(ask: &Ask, position: &AnyGame, mv: AnyMove) -> String {
    ask.spec.move_texts(position, &[mv]).pop().unwrap_or_else(|| ask.spec.move_text(mv))
}

/// A value as the answers of a game without a fixed list of moves write it: signed (`+0`, `-2`; for a game
/// counted at its end, the margin for the player to move), or `?` and the estimate when not proven.
fn signed(value: Value, plies_left_bound: u32) -> String {
    match (value.convention_score(plies_left_bound), value) {
        (Some(score), _) => format!("{score:+}"),
        (None, Value::Estimate(estimate)) => format!("?{estimate:+}"),
        (None, other) => format!("?{other:?}"),
    }
}

/// Every legal move of `position` with its value, best first, ties in the order the rules list the moves
/// (notation order): `c3:-2 e3:-4 f4:?` (`?` alone for a move the search left unscored). Moves are ordered by
/// the value printed (two wins by the same margin tie, whatever their distances); proven values before
/// estimates of the same number.
fn moves_by_value(ask: &Ask, position: &AnyGame, result: &SearchResult<AnyMove>) -> String {
    let mut legal = Vec::new();
    position.legal_moves(&mut legal);
    let bound = result.plies_left_bound();
    let scored = |mv: AnyMove| result.moves.iter().find(|m| m.mv == mv).map(|m| m.value(result.scoring()));
    // The sort key: the value printed, and whether it is proven; unscored moves last.
    let key = |value: Value| match (value.convention_score(bound), value) {
        (Some(score), _) => (i64::from(score), 1),
        (None, Value::Estimate(estimate)) => (i64::from(estimate), 0),
        (None, _) => (i64::MIN, 0),
    };
    let mut fields: Vec<((i64, u8), String)> = legal
        .into_iter()
        .map(|mv| {
            let text = written(ask, position, mv);
            match scored(mv) {
                Some(value) => (key(value), format!("{text}:{}", signed(value, bound))),
                None => ((i64::MIN, 0), format!("{text}:?")),
            }
        })
        .collect();
    // A stable sort keeps the rules' order among equal values.
    fields.sort_by_key(|(key, _)| std::cmp::Reverse(*key));
    let fields: Vec<String> = fields.into_iter().map(|(_, text)| text).collect();
    fields.join(" ")
}

/// The score of every move the game offers, in notation order (for a game answered by value, every legal
/// move's value, best first, or for a finished one its result, as `solve` gives it). One search scores them
/// all, sharing its table, within the line's budget.
pub(super) fn move_scores(ask: &Ask, position: &AnyGame) -> String {
    let spec = ask.spec;
    let all_moves = spec.all_moves().filter(|_| !ask.by_value());
    let Some(all_moves) = all_moves else {
        let result = AnySearch::new(position, ask.limits(), ask.settings(true), &ask.solvers).run();
        if position.outcome().is_some() {
            // No move to list: the result.
            return signed(result.value(), result.plies_left_bound());
        }
        return moves_by_value(ask, position, &result);
    };
    let legal = all_moves.iter().map(|&mv| position.check_move(mv).is_ok());
    if ask.weak {
        let Some((mut solver, p)) = ask.weak_solver(position) else { return "?".into() };
        let fields = all_moves.iter().zip(legal).map(|(&mv, legal)| match mv {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::analyse_now;
    use crate::ai::score::MARGIN_SCALE;
    use crate::rules::Scoring;

    #[test]
    fn values_are_signed_and_an_estimate_is_marked() {
        assert_eq!(signed(Value::Margin(0), 20), "+0");
        assert_eq!(signed(Value::Margin(4), 20), "+4");
        assert_eq!(signed(Value::Margin(-2), 20), "-2");
        assert_eq!(signed(Value::Estimate(3), 20), "?+3");
        assert_eq!(signed(Value::Estimate(-1), 20), "?-1");
        // A win or a loss by the project's convention: the winning stone the 1st of 9 plies left scores 5.
        assert_eq!(signed(Value::Win { plies: 1 }, 9), "+5");
        assert_eq!(signed(Value::Loss { plies: 2 }, 9), "-4");
        assert_eq!(signed(Value::of(3 * MARGIN_SCALE - 5, true, Scoring::Margin), 9), "+3");
    }

    #[test]
    fn every_legal_move_is_listed_best_first_with_ties_in_the_rules_order() {
        let ask = Ask {
            spec: GameSpec::NIM,
            budget: Budget::default(),
            level: LevelArgs::default(),
            weak: false,
            solvers: Solvers::default(),
            notation: Notation::Numbers,
        };
        // Heaps 3, 4 and 5 after c2: 3 ^ 4 ^ 3 = 4, so taking all of heap b is the one winning move.
        let position = GameSpec::NIM.parse_position("c2").unwrap();
        let result = analyse_now(&position, Limits::unlimited(), &ask.solvers);
        let text = moves_by_value(&ask, &position, &result);
        let fields: Vec<(&str, i32)> = text
            .split(' ')
            .map(|f| {
                let (mv, value) = f.split_once(':').unwrap();
                assert!(value.starts_with(['+', '-']), "signed: {f}");
                (mv, value.parse().unwrap())
            })
            .collect();
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        assert_eq!(fields.len(), legal.len(), "{text}");
        assert_eq!(fields[0].0, "b4", "{text}");
        assert!(fields[0].1 > 0 && fields[1..].iter().all(|&(_, v)| v < 0), "{text}");
        assert!(fields.windows(2).all(|w| w[0].1 >= w[1].1), "best first: {text}");
        // Among equal values, the order the rules list the moves in.
        let order = |mv: &str| legal.iter().position(|&m| GameSpec::NIM.move_text(m) == mv).unwrap();
        for w in fields.windows(2).filter(|w| w[0].1 == w[1].1) {
            assert!(order(w[0].0) < order(w[1].0), "{text}");
        }
    }
}
