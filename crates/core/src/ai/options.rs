//! The solver options a program that answers positions gives the families' engines (the command line's
//! `--table-bits`, `--endgame-seeds`, ...), by name, so that it names no family: each family's engine says
//! which it reads ([`super::Engine::OPTIONS`]) and what it makes of them ([`super::Engine::from_options`]);
//! [`super::any::solvers_from`] gives them out.

/// The solver options given, each by its name (a flag's, without its dashes: `table-bits`, `threads`,
/// `endgame-seeds`, `endgame-empties`) with its value; a family's engine reads those it names in
/// [`super::Engine::OPTIONS`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolverOptions {
    given: Vec<(&'static str, u32)>,
}

impl SolverOptions {
    /// These options with `name` set to `value`, if it is given.
    pub fn with(mut self, name: &'static str, value: Option<u32>) -> Self {
        if let Some(value) = value {
            self.given.retain(|&(n, _)| n != name);
            self.given.push((name, value));
        }
        self
    }

    /// The names of the options given.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.given.iter().map(|&(name, _)| name)
    }

    /// The value given for `name`, if any.
    pub fn get(&self, name: &str) -> Option<u32> {
        self.given.iter().find(|&&(n, _)| n == name).map(|&(_, value)| value)
    }
}

/// The options a family's engine reads, and whose they are in words ("Kalah's endgame database"), for a
/// refusal of an option given to a game whose engine would not read it.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub names: &'static [&'static str],
    pub whose: &'static str,
}

impl Options {
    /// None read.
    pub const NONE: Options = Options { names: &[], whose: "" };
}
