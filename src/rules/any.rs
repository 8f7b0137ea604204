//! A position or a move of any game, for the code above the engine that picks a game at run time (the app,
//! the command line). The engine itself is generic over [`Game`] and searches each game with its own types.

use super::bones::Bones;
use super::gravity::Gravity;
use super::mnk::Mnk;
use super::{Game, Grid, IllegalMove, Outcome, Player};

/// A position of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    Mnk(Mnk),
    Gravity(Gravity),
    Bones(Bones),
}

/// A move of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// An m,n,k cell, 0-based in reading order.
    Cell(u16),
    /// A gravity column, 0-based from the left.
    Column(u8),
    /// Bones taken from the heap.
    Take(u8),
}

/// Runs `$body` with `$g` bound to whichever game an [`AnyGame`] holds.
macro_rules! each_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            AnyGame::Mnk($g) => $body,
            AnyGame::Gravity($g) => $body,
            AnyGame::Bones($g) => $body,
        }
    };
}

/// Fills `moves` with the legal moves of `game`, wrapped as [`AnyMove`]s.
fn wrap_moves<G: Game>(game: &G, moves: &mut Vec<AnyMove>, wrap: fn(G::Move) -> AnyMove) {
    let mut inner = Vec::new();
    game.legal_moves(&mut inner);
    moves.extend(inner.into_iter().map(wrap));
}

impl AnyGame {
    /// The stones, if the game is played on a board.
    pub fn grid(&self) -> Option<&Grid> {
        match self {
            Self::Mnk(g) => Some(g.grid()),
            Self::Gravity(g) => Some(g.grid()),
            Self::Bones(_) => None,
        }
    }

    /// The cell a move aims at on board games (the cell named, or where a dropped stone lands), whether or
    /// not it may be played there.
    pub fn target_cell(&self, mv: AnyMove) -> Option<usize> {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.aim(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.aim(c),
            _ => None,
        }
    }

    /// The cell a cue about `mv` is shown on: the cell it aims at, or for a full column its top cell.
    pub fn cue_cell(&self, mv: AnyMove) -> Option<usize> {
        match (self, mv) {
            (Self::Gravity(g), AnyMove::Column(c)) if c < g.size().cols => {
                self.target_cell(mv).or(Some(g.size().cell(0, c as usize)))
            }
            _ => self.target_cell(mv),
        }
    }

    /// The bones left, in the Game of Bones.
    pub fn heap(&self) -> Option<u8> {
        match self {
            Self::Bones(b) => Some(b.heap()),
            _ => None,
        }
    }
}

impl Game for AnyGame {
    type Move = AnyMove;

    fn to_move(&self) -> Player {
        each_game!(self, g => g.to_move())
    }

    fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    fn legal_moves(&self, moves: &mut Vec<AnyMove>) {
        moves.clear();
        match self {
            Self::Mnk(g) => wrap_moves(g, moves, AnyMove::Cell),
            Self::Gravity(g) => wrap_moves(g, moves, AnyMove::Column),
            Self::Bones(g) => wrap_moves(g, moves, AnyMove::Take),
        }
    }

    fn check_move(&self, mv: AnyMove) -> Result<(), IllegalMove> {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.check_move(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.check_move(c),
            (Self::Bones(g), AnyMove::Take(n)) => g.check_move(n),
            // A move of another game: nothing on this board answers to it.
            _ => Err(IllegalMove::OffBoard),
        }
    }

    fn play(&mut self, mv: AnyMove) {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.play(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.play(c),
            (Self::Bones(g), AnyMove::Take(n)) => g.play(n),
            (game, mv) => unreachable!("{mv:?} is not a move of {game:?}; check_move refuses it"),
        }
    }

    fn undo(&mut self, mv: AnyMove) {
        match (self, mv) {
            (Self::Mnk(g), AnyMove::Cell(c)) => g.undo(c),
            (Self::Gravity(g), AnyMove::Column(c)) => g.undo(c),
            (Self::Bones(g), AnyMove::Take(n)) => g.undo(n),
            (game, mv) => unreachable!("{mv:?} was never played on {game:?}"),
        }
    }

    fn plies(&self) -> u32 {
        each_game!(self, g => g.plies())
    }

    fn plies_left_bound(&self) -> u32 {
        each_game!(self, g => g.plies_left_bound())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameSpec;

    #[test]
    fn moves_of_another_game_are_refused_not_played() {
        let game = GameSpec::TIC_TAC_TOE.start();
        assert_eq!(game.check_move(AnyMove::Column(0)), Err(IllegalMove::OffBoard));
        assert_eq!(game.check_move(AnyMove::Cell(9)), Err(IllegalMove::OffBoard));
        assert_eq!(game.check_move(AnyMove::Cell(8)), Ok(()));
    }

    #[test]
    fn targets_are_cells_even_when_taken() {
        let game = GameSpec::TIC_TAC_TOE.parse_position("5").unwrap();
        assert_eq!(game.target_cell(AnyMove::Cell(4)), Some(4), "the cue for a taken cell goes on it");
        let c4 = GameSpec::CONNECT_FOUR.parse_position("444444").unwrap();
        assert_eq!(c4.target_cell(AnyMove::Column(3)), None, "a full column has no landing cell");
        assert_eq!(c4.target_cell(AnyMove::Column(0)), Some(35));
        assert_eq!(GameSpec::BONES.start().heap(), Some(20));
    }
}
