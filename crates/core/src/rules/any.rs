//! The registry of game families, and a position or a move of any game, for the code above the engine that
//! picks a game at run time (the app, the command line). The engine itself is generic over [`Game`] and searches
//! each family with its own types.
//!
//! Adding a family: its rules in a file of their own implementing [`Family`], and one line below. The
//! engine's side and the app's are files of their own too (see `docs/extending.md`, "Add a game").

use super::family::{Family, families};
use super::{Changes, Cue, DrawReason, Game, IllegalMove, Outcome, Place, Player, Scene, Scoring};

// Each family's type is written out from the crate's root: the dispatch macros name it wherever they are used.
// The list is written once, in `registry_with!`; the stage's test family joins it only where the
// `test-family` feature (or the core's own tests) asks, so that the macros the registry exports to the crates
// above, and `with_test_family!`, agree with the core they were built with.
macro_rules! registry_with {
    ($($test_family:tt)*) => {
        families! {
            /// Stones placed on any empty cell; a move is a cell, 0-based in reading order.
            Mnk(crate::rules::mnk::Mnk) moves Cell,
            /// Stones dropped into columns; a move is a column, 0-based from the left.
            Gravity(crate::rules::gravity::Gravity) moves Column,
            /// The Game of Bones on one heap; a move is the number of bones taken.
            Bones(crate::rules::bones::Bones) moves Take,
            /// Nim on a few heaps; a move takes bones from one of them.
            Nim(crate::rules::nim::Nim) moves HeapTake,
            /// Kalah: two rows of pits and a store each; a move sows one of the mover's pits.
            Kalah(crate::rules::kalah::Kalah) moves Sowing,
            /// Reversi (Othello): a move puts a disc on a square, turning the lines it closes, or passes.
            Reversi(crate::rules::reversi::Reversi) moves Disc,
            /// Checkers (English draughts): a move is a piece's path, its square and every square it lands on.
            Checkers(crate::rules::checkers::Checkers) moves CheckersMove,
            /// Chess: a move is a piece's from-square and to-square, and what is special about it.
            Chess(crate::rules::chess::Chess) moves ChessMove,
            $($test_family)*
        }
    };
}

#[cfg(not(any(test, feature = "test-family")))]
registry_with!();

#[cfg(any(test, feature = "test-family"))]
registry_with!(
    /// The stage's test family (tests only): men and crowns on a chequered board; a move is a path.
    Crowning(crate::rules::crowning::Crowning) moves Hop,
);

/// Its input, in a core built with the stage's test family (for tests); nothing otherwise. The app wraps the
/// test family's descriptor in it, so that it is compiled exactly when the registry holds the family.
#[cfg(any(test, feature = "test-family"))]
#[macro_export]
macro_rules! with_test_family {
    ($($item:item)*) => { $($item)* };
}

/// Its input, in a core built with the stage's test family (for tests); nothing otherwise.
#[cfg(not(any(test, feature = "test-family")))]
#[macro_export]
macro_rules! with_test_family {
    ($($item:item)*) => {};
}

/// Why `mv` cannot be played on `game`: the rules' answer, or, for a move of another family, that nothing on
/// this board answers to it.
fn check<F: Member>(game: &F, mv: AnyMove) -> Result<(), IllegalMove> {
    F::unwrap(mv).map_or(Err(IllegalMove::OffBoard), |m| game.check_move(m))
}

/// The move of `F` that `mv` is; a move of another family was refused by [`check`] and never gets here.
fn own<F: Member>(game: &F, mv: AnyMove) -> F::Move {
    F::unwrap(mv).unwrap_or_else(|| unreachable!("{mv:?} is not a move of {game:?}; check_move refuses it"))
}

/// Fills `moves` with the legal moves of `game`, wrapped as [`AnyMove`]s.
fn wrap_moves<F: Member>(game: &F, moves: &mut Vec<AnyMove>) {
    let mut inner = Vec::new();
    game.legal_moves(&mut inner);
    moves.extend(inner.into_iter().map(F::wrap));
}

impl AnyGame {
    /// What is on the board (see [`Family::scene`]).
    pub fn scene(&self) -> Scene {
        each_game!(self, g => g.scene())
    }

    /// The places that show how the game was won on the board, in order (see [`Family::winning_places`]).
    pub fn winning_places(&self) -> Vec<Place> {
        each_game!(self, g => g.winning_places())
    }

    /// What `mv` does on the board (see [`Family::changes`]); nothing for a move of another game.
    pub fn changes(&self, mv: AnyMove) -> Changes {
        fn changes<F: Member>(game: &F, mv: AnyMove) -> Changes {
            F::unwrap(mv).map(|m| game.changes(m)).unwrap_or_default()
        }
        each_game!(self, g => changes(g, mv))
    }

    /// Where a cue about `mv` is shown (see [`Family::cue`]); nowhere for a move of another game.
    pub fn cue(&self, mv: AnyMove) -> Cue {
        fn cue<F: Member>(game: &F, mv: AnyMove) -> Cue {
            F::unwrap(mv).map_or(Cue::Nowhere, |m| game.cue(m))
        }
        each_game!(self, g => cue(g, mv))
    }

    /// The move of one press that a press on `place` names, legal or not (see [`Family::aimed`]).
    pub fn aimed(&self, place: Place) -> Option<AnyMove> {
        fn aimed<F: Member>(game: &F, place: Place) -> Option<AnyMove> {
            game.aimed(place).map(F::wrap)
        }
        each_game!(self, g => aimed(g, place))
    }

    /// The places the rules call attention to here ([`Family::alerted`]).
    pub fn alerted(&self) -> Vec<Place> {
        each_game!(self, g => g.alerted())
    }

    /// The draw the side to move may claim here ([`Family::claimable_draw`]).
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        each_game!(self, g => g.claimable_draw())
    }

    /// Whether `player` could still win by some series of legal moves ([`Family::can_win`]).
    pub fn can_win(&self, player: Player) -> bool {
        each_game!(self, g => g.can_win(player))
    }

    /// How the game ends here when the time of `player`'s opponent runs out, as chess's Laws have it: `player`
    /// wins if it could still win by some series of legal moves ([`Family::can_win`]), and the game is drawn
    /// otherwise.
    pub fn time_out(&self, player: Player) -> Outcome {
        if self.can_win(player) { Outcome::Win(player) } else { Outcome::DrawBy(DrawReason::OutOfTime) }
    }

    /// The pieces the rules compel to move here ([`Family::compelled`]).
    pub fn compelled(&self) -> Vec<Place> {
        each_game!(self, g => g.compelled())
    }

    /// Why the places pressed make no move here, in the rules' words if they have some ([`Family::refusal`]).
    pub fn refusal(&self, pressed: &[Place]) -> Option<IllegalMove> {
        each_game!(self, g => g.refusal(pressed))
    }

    /// The position in its family's position notation, if the family has one ([`Family::write_setup`]).
    pub fn setup_text(&self) -> Option<String> {
        each_game!(self, g => g.write_setup())
    }
}

/// The number of lines of exactly `depth` moves from `game` (a line that ends the game sooner is not
/// counted, unless the game's published counts count it: [`Game::PERFT_COUNTS_EARLY_ENDS`]): a check of the
/// rules' move generation against published counts, and a measure of its speed.
pub(crate) fn perft<G: Game>(game: &mut G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, deeper)) = buffers.split_first_mut() else { return 0 };
    // The last ply's moves are counted, not made ("bulk counting").
    let count = if depth == 1 {
        game.count_moves(moves)
    } else {
        game.perft_moves(moves);
        moves.len()
    };
    // No move is the game's end (the contract of `Game`): no need to ask for its outcome too.
    if count == 0 {
        return u64::from(G::PERFT_COUNTS_EARLY_ENDS);
    }
    if depth == 1 {
        return count as u64;
    }
    let mut count = 0;
    for &mv in moves.iter() {
        game.play(mv);
        count += perft(game, depth - 1, deeper);
        game.undo(mv);
    }
    count
}

impl AnyGame {
    /// The number of lines of exactly `depth` moves from this position, passes and moves again each one
    /// move (a line that ends the game sooner is not counted, except in Othello, whose published counts keep
    /// a finished game as a line), as chess programmers' "perft" counts them:
    /// from Tic-Tac-Toe's start, 9, 72, 504, 3,024, 15,120, 54,720, 148,176, 200,448 and 127,872.
    pub fn perft(&self, depth: u32) -> u64 {
        fn run<G: Game>(game: &G, depth: u32) -> u64 {
            let mut buffers = vec![Vec::new(); depth as usize];
            perft(&mut game.clone(), depth, &mut buffers)
        }
        each_game!(self, g => run(g, depth))
    }
}

impl Game for AnyGame {
    type Move = AnyMove;

    fn to_move(&self) -> Player {
        each_game!(self, g => g.to_move())
    }

    fn scoring(&self) -> Scoring {
        each_game!(self, g => g.scoring())
    }

    fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    fn legal_moves(&self, moves: &mut Vec<AnyMove>) {
        moves.clear();
        each_game!(self, g => wrap_moves(g, moves))
    }

    fn check_move(&self, mv: AnyMove) -> Result<(), IllegalMove> {
        each_game!(self, g => check(g, mv))
    }

    fn play(&mut self, mv: AnyMove) {
        each_game!(self, g => g.play(own(g, mv)))
    }

    fn undo(&mut self, mv: AnyMove) {
        each_game!(self, g => g.undo(own(g, mv)))
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

    #[test]
    fn moves_of_another_game_are_refused_not_played() {
        let game = GameSpec::TIC_TAC_TOE.start();
        assert_eq!(game.check_move(AnyMove::Column(0)), Err(IllegalMove::OffBoard));
        assert_eq!(game.check_move(AnyMove::Cell(9)), Err(IllegalMove::OffBoard));
        assert_eq!(game.check_move(AnyMove::Cell(8)), Ok(()));
    }

    #[test]
    fn perft_counts_the_published_lines() {
        let ttt = GameSpec::TIC_TAC_TOE.start();
        let counts: Vec<u64> = (0..=9).map(|d| ttt.perft(d)).collect();
        assert_eq!(counts, [1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]);
        // Connect Four: a column fills at the earliest with the sixth stone, so seven moves deep 7^7 lines
        // lose the seven that filled one column at once.
        let c4 = GameSpec::CONNECT_FOUR.start();
        assert_eq!((c4.perft(6), c4.perft(7)), (117_649, 823_536));
        assert_eq!(GameSpec::Bones(2).start().perft(2), 1, "take 1 then 1; taking both ends the game");
    }

    #[test]
    fn the_scene_shows_the_board_and_where_a_move_goes() {
        use crate::rules::{Change, Cue, Piece, grid_game::STONE};
        // X on 1, 2, 3 across the top: won, along the top row.
        let ttt = GameSpec::TIC_TAC_TOE.parse_position("14253").unwrap();
        assert_eq!(ttt.winning_places(), [0, 1, 2]);
        assert_eq!(ttt.scene().at(3), Some(Piece::of(Player::Two, STONE)));
        assert!(GameSpec::TIC_TAC_TOE.parse_position("5").unwrap().winning_places().is_empty());
        // A Connect Four stone drops to the bottom of its column; a full column's cue is its top cell.
        let c4 = GameSpec::CONNECT_FOUR.parse_position("444444").unwrap();
        let piece = Piece::of(Player::One, STONE);
        let first = GameSpec::CONNECT_FOUR.start();
        assert_eq!(first.changes(AnyMove::Column(0)), vec![vec![Change::Drop { place: 35, piece }]]);
        assert_eq!(c4.cue(AnyMove::Column(3)), Cue::Place(3));
        // Nim's take lifts the top bones of its heap; its cue is the lowest of them.
        let nim = GameSpec::NIM.start();
        let take = AnyMove::HeapTake(crate::rules::nim::HeapTake { heap: 2, bones: 2 });
        // Heaps of 3, 4 and 5: rows of 5 slots, so heap c's bones are places 10 to 14.
        let lifted: Vec<Change> = [13, 14].map(|place| Change::Lift { place, count: 1 }).into();
        assert_eq!((nim.changes(take), nim.cue(take)), (vec![lifted], Cue::Place(13)));
        assert_eq!(GameSpec::NIM.places(), 15);
        assert_eq!(GameSpec::BONES.start().cue(AnyMove::Take(3)), Cue::Place(17));
        assert_eq!(GameSpec::BONES.start().cue(AnyMove::Take(30)), Cue::Nowhere);
    }

    #[test]
    fn cues_go_on_cells_even_when_taken() {
        let game = GameSpec::TIC_TAC_TOE.parse_position("5").unwrap();
        assert_eq!(game.cue(AnyMove::Cell(4)), Cue::Place(4), "the cue for a taken cell goes on it");
        let c4 = GameSpec::CONNECT_FOUR.parse_position("444444").unwrap();
        assert_eq!(c4.cue(AnyMove::Column(3)), Cue::Place(3), "a full column's on its top cell");
        assert_eq!(c4.cue(AnyMove::Column(0)), Cue::Place(35), "where the disc would land");
        assert_eq!(GameSpec::BONES.start().scene().occupied().count(), 20);
        assert_eq!(GameSpec::NIM.start().scene().occupied().count(), 3 + 4 + 5);
    }
}
