//! How the engine judges positions it cannot search to the end, and which moves it tries first. These are
//! engine decisions, not rules: the shared [`Evaluator`]s live here (the board games' line evaluation), apart
//! from the rules they read; each family says which it uses in its own file (`ai/mnk.rs`, `ai/bones.rs`, ...).

mod lines;

use crate::rules::tree::Tree;
use crate::rules::{Game, Player};

pub use lines::{LineEval, Lines, RESTRICT_ABOVE_CELLS};

/// The largest magnitude an evaluation may have; won and lost scores lie beyond it.
pub const MAX_EVAL: i32 = 100_000_000;

/// Facts about a position that settle its value or its move without a search. Each is exact: the search may
/// rely on it even when it must prove the game-theoretic value. Their distances count the moves of a game
/// whose turns alternate (the line games' evaluators give them); a game with passes or extra moves gives none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tactics<M> {
    /// Nothing is forced.
    Open,
    /// The player to move wins with its next move.
    WinNow,
    /// The player to move wins, its winning move this many plies from now at the latest (3: an open four
    /// now, whatever the opponent answers), and not with its next move.
    WinIn(u32),
    /// The player to move cannot win at once, and the opponent has two winning moves it cannot both stop: it
    /// loses on the opponent's next move.
    LoseNext,
    /// No line can be completed by either player any more: the game will be drawn. (Or an endgame database
    /// says the game is drawn with best play.)
    DeadDraw,
    /// The player to move wins with best play, how soon not known: an endgame database of wins, losses and
    /// draws says so.
    Won,
    /// The player to move loses with best play, how soon not known.
    Lost,
    /// The opponent threatens to win at one place and the player to move cannot win at once: every move but
    /// this block loses on the opponent's next move, so it is the only one worth searching.
    Forced(M),
}

/// A game's evaluation, move ordering and candidate moves, kept up to date move by move.
///
/// The search calls [`Evaluator::play`] just before it plays a move on the position and [`Evaluator::undo`]
/// just after it takes one back, so an evaluator may keep incremental state.
pub trait Evaluator<G: Game>: Send {
    /// Rebuilds the state for `pos` from scratch.
    fn reset(&mut self, pos: &G);

    /// `mv` is about to be played on `pos`.
    fn play(&mut self, _pos: &G, _mv: G::Move) {}

    /// `mv` has just been taken back; `pos` is as it was before `mv`.
    fn undo(&mut self, _pos: &G, _mv: G::Move) {}

    /// How good `pos` looks for the player to move, strictly within ±[`MAX_EVAL`].
    fn evaluate(&self, pos: &G) -> i32;

    /// What the position forces, when that can be told cheaply and for certain (see [`Tactics`]).
    fn tactics(&self, _pos: &G) -> Tactics<G::Move> {
        Tactics::Open
    }

    /// A forced win for the player to move that a narrow search of the evaluator's own finds (Gomoku's
    /// victory by continuous fours), as the plies to its winning move at the latest (a faster win may exist);
    /// asked where the main search stops and would otherwise take [`Evaluator::evaluate`]'s guess. A win it
    /// names is won.
    fn forced_win(&mut self, _pos: &G) -> Option<u32> {
        None
    }

    /// Whether `pos` is too unsettled for [`Evaluator::evaluate`] to judge (a capture is due): the search then
    /// goes on a ply where it would stop, until a position is settled. Every line must settle within a few
    /// moves (each capture takes a piece). No by default.
    fn unsettled(&self, _pos: &G) -> bool {
        false
    }

    /// For a family whose evaluation cannot see a piece that hangs (checkers, where a man left to be taken is
    /// the commonest shot): whether the side to move has a piece the other side could take were it its move.
    /// Where the depth runs out on such a position, the search goes a ply on, once a line (see the search's
    /// `negamax`). None (the default): never.
    fn threatened(&self, _pos: &G) -> bool {
        false
    }

    /// For a family whose evaluation cannot judge a position while an exchange is under way (chess), the
    /// moves a quiescence search tries where the depth runs out: `moves` filled with them (captures and
    /// promotions worth playing), and whether the side to move may stand on [`Evaluator::evaluate`] instead
    /// (not while in check: `moves` then holds every legal move, and none means the game is over). The
    /// search takes the best of standing and those moves, each searched the same way, until a quiet position.
    /// Only for games whose turns alternate. `None` (the default): the line ends on the evaluation.
    fn quiescence(&self, _pos: &G, _moves: &mut Vec<G::Move>) -> Option<bool> {
        None
    }

    /// Whether the search may search a quiet move late in a node's order less deep than its siblings, and again
    /// in full only if it then looks better than the best so far (late-move reductions). A quiet move is one
    /// of no [`Evaluator::move_priority`]; none is reduced in a position [`Evaluator::extends`] would extend.
    /// A family that reduces also has a deep node the table knows no move for searched a ply less deep
    /// (internal iterative reduction). No by default.
    fn reduces(&self) -> bool {
        false
    }

    /// The margin a ply of depth for cutting a node near the horizon on its evaluation alone (reverse futility
    /// pruning): where a null-window node a few plies from the end, not in a position [`Evaluator::extends`]
    /// would extend, evaluates at beta plus this margin for each ply left, the side to move is taken to keep
    /// its lead and the node fails high without a search (a guess, counted as one). A family with a margin
    /// also has quiet moves pruned near the horizon: those late in the order, and all but the first where the
    /// evaluation is the margin for each ply left and one more below alpha (see the search's `negamax`). None
    /// (the default): no such cut.
    fn futility_margin(&self) -> Option<i32> {
        None
    }

    /// The half-width of the window the root's first move is searched in, round the value the search found
    /// before (aspiration), for a game whose values move little from one depth to the next (chess). A value
    /// outside it is searched again with the window opened on that side, so the window changes what the search
    /// costs, not what it finds (but for the small instabilities a table and pruning that depend on the window
    /// bring). None (the default): the full window.
    fn aspiration(&self) -> Option<i32> {
        None
    }

    /// Whether the move just played into `pos` is searched a ply deeper than its siblings (chess's check,
    /// which a search cut off just after it would misjudge). No by default.
    fn extends(&self, _pos: &G) -> bool {
        false
    }

    /// Fills `moves` with the moves worth searching and says whether they are all the legal moves. Big boards
    /// answer with the cells near stones only.
    fn candidates(&self, pos: &G, moves: &mut Vec<G::Move>) -> bool {
        pos.legal_moves(moves);
        true
    }

    /// The guess ([`Evaluator::move_priority`]) above which a move is tried before the killers, and with it a
    /// history that learns from quiet moves alone, both ways: those tried in vain before a cut-off lose what a
    /// cut-off wins (chess: the winning captures and queen promotions first; see the search's move order).
    /// None (the default): the killers right after the table's move, and every cut-off counted.
    fn killers_after(&self) -> Option<i32> {
        None
    }

    /// A quick guess at how good `mv` is for the player to move, for move ordering: higher is tried first.
    fn move_priority(&self, _pos: &G, _mv: G::Move) -> i32 {
        0
    }

    /// How many lines of the board `player` could still complete (no opponent stone in them): the "winning
    /// lines" of the classic tutorials, used by the baseline player. 0 for games without lines.
    fn open_lines(&self, _player: Player) -> i32 {
        0
    }

    /// What a level's margin of mistakes ([`crate::ai::Settings::margin`]) is counted in: how many points of
    /// this evaluation make one of the "winning lines" evaluation's, so that a level errs alike whichever
    /// evaluation reads the board.
    fn margin_unit(&self) -> i32 {
        1
    }

    /// A number from 0 to [`Evaluator::move_slots`] naming `mv`, for per-move tables (the history heuristic).
    fn move_index(&self, mv: G::Move) -> usize;

    /// How many distinct move indices there are.
    fn move_slots(&self) -> usize;
}

/// A tree's leaves end the game with their payoff; a search cut off above them has nothing to go on.
#[derive(Clone, Debug, Default)]
pub struct TreeEval;

impl Evaluator<Tree> for TreeEval {
    fn reset(&mut self, _pos: &Tree) {}

    fn evaluate(&self, _pos: &Tree) -> i32 {
        0
    }

    fn move_index(&self, child: u8) -> usize {
        child as usize
    }

    fn move_slots(&self) -> usize {
        256
    }
}

/// A game the engine can search: its hashing and its evaluator.
pub trait Searchable: super::zobrist::Zobrist {
    /// The evaluator the engine uses for this game.
    type Eval: Evaluator<Self>;

    /// A fresh evaluator, ready for [`Evaluator::reset`].
    fn evaluator(&self) -> Self::Eval;

    /// Plays a pass, a move the rules do not have, where the family lets the search try one here (null-move
    /// pruning: a position so good that passing keeps it above the window needs no search of its moves); the
    /// hash it XORs in. `None`, the position unchanged, where it may not (the default: every family but
    /// chess). The evaluator is not told: a family that allows a pass keeps nothing in it move by move.
    fn pass(&mut self) -> Option<u64> {
        None
    }

    /// Takes back the pass [`Searchable::pass`] played.
    fn undo_pass(&mut self) {}
}

impl Searchable for Tree {
    type Eval = TreeEval;

    fn evaluator(&self) -> TreeEval {
        TreeEval
    }
}
