//! What the engines' solvers get on the command line: the solver options every position command shares
//! (`--table-bits`, `--threads`, `--endgame-seeds`, `--endgame-empties`), the book that ships with the game or
//! the one `--book` names, and what is made once before the first answer. Each family's engine says which
//! options it reads, whose book a file is and what it makes ([`crate::ai::Engine`]); nothing here names a
//! family. An option or a book that the game's engine would not read is refused, rather than ignored.

use std::io::Write;

use super::SolverArgs;
use crate::ai::any::{book_of, install_book, solvers_from};
use crate::ai::options::SolverOptions;
use crate::ai::{Solvers, any};
use crate::rules::GameSpec;

/// The solver options the command line's flags give.
pub(crate) fn options(arg: &SolverArgs) -> SolverOptions {
    // In the order the refusal of an option no solver of the game reads names them.
    SolverOptions::default()
        .with("endgame-seeds", arg.endgame_seeds.map(u32::from))
        .with("endgame-empties", arg.endgame_empties.map(u32::from))
        .with("table-bits", arg.table_bits.map(u32::from))
        .with("threads", arg.threads.map(u32::from))
}

/// What the engine of `spec` gets on this command line: its data from the solver options, and the opening
/// book that ships with the game, or the one `--book` names in its place, or none with `--no-book`. A book
/// that cannot be read is warned about on `err`, and the solver goes on without it; an option or a book that
/// the game's engine would not read is refused (the error says why).
pub(crate) fn solvers(arg: &SolverArgs, spec: GameSpec, err: &mut dyn Write) -> Result<Solvers, String> {
    let named = arg.book.as_ref().filter(|_| !arg.no_book);
    let mut solvers = solvers_from(spec, &options(arg), arg.no_book || named.is_some())?;
    let Some(path) = named else { return Ok(solvers) };
    let mut warn = |why: String| {
        let _ = writeln!(err, "warning: opening book {}: {why}; solving without it (slower)", path.display());
    };
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            warn(e.to_string());
            return Ok(solvers);
        }
    };
    match book_of(&bytes) {
        Some(Ok(whose)) if whose != spec => {
            return Err(format!("--book: {} is the opening book of {whose}, not of {spec}", path.display()));
        }
        Some(Err(why)) => warn(why),
        // Its game's, or in no family's format: the game's own engine reads it (and says why it cannot).
        _ => {
            if let Err(why) = install_book(spec, &bytes, &mut solvers) {
                warn(why);
            }
        }
    }
    Ok(solvers)
}

/// Makes what the engine of `spec` wants before its first exact answer (Kalah's endgame database), so that its
/// time is not counted in the answer of the line that first needs it, and says what it made. Called at that
/// line, not before: a run with nothing to answer makes none.
pub(crate) fn prepare(spec: GameSpec, solvers: &Solvers, err: &mut dyn Write) {
    if let Some(made) = any::prepare(spec, solvers) {
        let _ = writeln!(err, "{made}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solver_option_is_refused_where_no_solver_reads_it() {
        let args = |change: fn(&mut SolverArgs)| {
            let mut args = SolverArgs::default();
            change(&mut args);
            args
        };
        let refused = |args: &SolverArgs, spec: &str| solvers_from(spec.parse().unwrap(), &options(args), true).err();
        let seeds = args(|a| a.endgame_seeds = Some(4));
        let empties = args(|a| a.endgame_empties = Some(4));
        let bits = args(|a| a.table_bits = Some(20));
        assert_eq!(refused(&seeds, "kalah"), None);
        assert!(refused(&seeds, "reversi").unwrap().starts_with("--endgame-seeds is for Kalah"));
        assert_eq!(refused(&empties, "reversi"), None);
        assert!(refused(&empties, "kalah").unwrap().starts_with("--endgame-empties"));
        assert_eq!(refused(&bits, "connect4"), None);
        assert!(refused(&bits, "tictactoe").unwrap().contains("Connect Four solver"));
        assert!(
            refused(&bits, "gravity:12x12:4").unwrap().contains("Connect Four solver"),
            "a board it does not cover"
        );
    }
}
