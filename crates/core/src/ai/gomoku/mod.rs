//! The Gomoku engine: the shapes of five-in-a-row lines ([`patterns`]), a board that keeps them up to date
//! move by move ([`board`]), the evaluation and move order read from them ([`eval`]), the search for a
//! victory by continuous fours ([`vcf`]) and by fours and threes ([`vct`]), and the search that puts these
//! together ([`search`]).

pub mod board;
pub mod budget;
pub mod eval;
pub mod patterns;
pub mod search;
pub mod vcf;
pub mod vct;
