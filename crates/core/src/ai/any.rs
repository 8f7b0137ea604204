//! The engine for a game chosen at run time: what the engine needs of each game family ([`Engine`]), and the
//! search of any game's position ([`AnySearch`]).
//!
//! [`AnySearch`] runs whichever search the family's [`Engine`] picks: the general engine ([`Search`]),
//! monomorphised for each family so it stays fast, or a specialised solver. A solver implements [`Backend`]
//! (which lives below both; the exact solvers share one, [`super::exact::ExactSearch`]), [`Solvers`] carries
//! what its caller gives it, and the family's [`Engine::backend`] picks it for the positions it covers
//! (Connect Four's lives in `connect_four/`). What a family's engine is given beside the position (an opening
//! book, an endgame database, a solver's table size) is its [`Engine::Data`], which reaches it through one
//! channel for every family, [`Solvers`]. The same goes for the engine's promise about a game,
//! [`Engine::solves_outright`], which decides where "Perfect" is offered. No family is named here: each
//! implements [`Engine`] in its own file.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::backend::Backend;
use super::eval::Searchable;
use super::limits::{Limits, Progress, Settings, Slice};
use super::making::{BookJob, Maker};
use super::options::{Options, SolverOptions};
use super::result::{SearchResult, Step};
use super::search::Search;
use super::transposition::KeptTables;
use crate::rules::{AnyGame, AnyMove, GameSpec, Member, each_family, each_game, each_spec};

/// What the engine needs of a game family, beside its hashing and evaluation ([`Searchable`]): which search
/// plays it, and what the engine promises about it.
pub trait Engine: Searchable + Member {
    /// What a caller gives this family's engine beside the position, through [`Solvers`]: an opening book,
    /// an endgame database, a solver's settings. `()` for a family that needs nothing.
    type Data: Clone + Default + fmt::Debug + Send + Sync + 'static;

    /// The search of this position: by default the general engine; a family with a specialised solver
    /// returns it where it applies (and where `settings` allow one).
    fn backend(&self, limits: Limits, settings: Settings, _solvers: &Solvers) -> Box<dyn Backend> {
        general(self, limits, settings)
    }

    /// Whether the engine solves every position of this game within a move's time, which is what makes
    /// [`super::Level::Perfect`] an honest promise.
    fn solves_outright(params: Self::Params) -> bool;

    /// The data file this game's engine is given, if it has one (an opening book, an endgame database).
    fn data_file(_params: Self::Params) -> Option<DataFile> {
        None
    }

    /// Sets `data` to keep what this family's searches prove or make for the ones after them, where its
    /// solver can (a caller that searches the positions of one game in turn asks it through
    /// [`Solvers::kept_between_searches`]). Nothing by default.
    fn keep_between_searches(_data: &mut Self::Data) {}

    /// How much better off than even, in the evaluation's units, the computer may think itself and still take
    /// a draw offered (see [`super::draw_offer`]); only games with draw offers ask. Even by default.
    fn draw_margin(_params: Self::Params) -> i32 {
        0
    }

    /// How deep the levels that stop at a depth search this game. Where a level is measured against another
    /// program, the game may set its own (see [`super::Level::depth`]).
    fn level_depths(_params: Self::Params) -> LevelDepths {
        LevelDepths::USUAL
    }

    /// The solver options this family's engine reads, by name, and whose they are (see [`super::options`]).
    const OPTIONS: Options = Options::NONE;

    /// Whether the engine of this game reads its [`OPTIONS`](Self::OPTIONS) (a solver that covers only some
    /// boards reads them only there).
    fn reads_options(_params: Self::Params) -> bool {
        true
    }

    /// What a program that answers positions one after another gives this engine, from the solver options
    /// given ([`solvers_from`]): by default its data's default.
    fn from_options(_params: Self::Params, _options: &SolverOptions) -> Self::Data {
        Self::Data::default()
    }

    /// The game whose book the file `bytes` is, if they are in this family's book format (none otherwise), or
    /// why they cannot be read.
    fn book_of(_bytes: &[u8]) -> Option<Result<GameSpec, String>> {
        None
    }

    /// Gives the book in `bytes` to this family's engine in `solvers`, in place of the one of its board: how
    /// many positions it holds, or why it cannot be read.
    fn install_book(_bytes: &[u8], _solvers: &mut Solvers) -> Result<usize, String> {
        Err("this game has no opening book".to_string())
    }

    /// The maker of this game's book as `job` asks (see [`super::making`]), if the family makes books for it.
    fn book_maker(_params: Self::Params, _job: &BookJob) -> Option<Maker> {
        None
    }

    /// The family's bench on files of positions with published values for this game, if it has one
    /// (see [`TestSet`]).
    fn test_set(_params: Self::Params) -> Option<TestSet> {
        None
    }

    /// The fitter of this game's evaluation weights, if the family has one (see [`Fitter`]).
    fn fitter(_params: Self::Params) -> Option<Fitter> {
        None
    }

    /// The family's bench of its endgame database's wins played out, if it has one (see [`Converter`]).
    fn converter(_params: Self::Params) -> Option<Converter> {
        None
    }

    /// Makes what the engine of this game wants before its first exact answer and keeps it in `data` (an
    /// endgame database), so that its time is not counted in that answer; what it made, in words.
    fn prepare(_params: Self::Params, _data: &Self::Data) -> Option<String> {
        None
    }
}

/// How deep the engine's levels Easy and Medium search a game, in plies (Hard and Perfect search to the end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelDepths {
    pub easy: u32,
    pub medium: u32,
}

impl LevelDepths {
    /// The depths of most games: 2 and 4.
    pub const USUAL: LevelDepths = LevelDepths { easy: 2, medium: 4 };
}

/// How deep the levels search `spec` (see [`Engine::level_depths`]).
pub fn level_depths(spec: GameSpec) -> LevelDepths {
    each_spec!(spec, F, p => F::level_depths(p))
}

/// A family's data file (an opening book, an endgame database) as a program loads it: built into the native
/// executable, fetched by the browser the first time a game of the family is opened, and read into the
/// family's [`Engine::Data`] in a [`Solvers`] by the family's own `install`. What loads it never names a
/// family: it asks [`data_file`] for the game at hand.
#[derive(Clone, Copy, Debug)]
pub struct DataFile {
    /// What it is, for the log: "the Connect Four opening book".
    pub name: &'static str,
    /// Its path under `assets/`, where the browser fetches it; also what tells two data files apart.
    pub asset: &'static str,
    /// Its bytes, where the executable has them built in (native builds).
    pub bundled: Option<&'static [u8]>,
    /// Reads the bytes and gives what they hold to the family's engine in `solvers`: how many entries they
    /// hold, or why they cannot be read.
    pub install: fn(&[u8], &mut Solvers) -> Result<usize, String>,
}

/// The checksum a data file's format ends with (FNV-1a, 64 bits): enough to notice a damaged or truncated file.
pub fn data_checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The data file the engine of `spec` is given, if it has one (see [`Engine::data_file`]).
pub fn data_file(spec: GameSpec) -> Option<DataFile> {
    each_spec!(spec, F, p => F::data_file(p))
}

/// The data the engines of `spec`'s family get from `options` (see [`Engine::from_options`]), with the book
/// that ships with the game unless `no_book`; an option given that the game's engine does not read is refused,
/// and the error names whose it is.
#[allow(clippy::unit_arg, reason = "a family given nothing has `()` for its data, made like any other")]
pub fn solvers_from(spec: GameSpec, options: &SolverOptions, no_book: bool) -> Result<Solvers, String> {
    let read = each_spec!(spec, F, p => F::reads_options(p).then_some(F::OPTIONS.names)).unwrap_or_default();
    if let Some(name) = options.names().find(|name| !read.contains(name)) {
        let mut whose = "another game's solver";
        each_family!(F => if F::OPTIONS.names.contains(&name) {
            whose = F::OPTIONS.whose;
        });
        return Err(format!("--{name} is for {whose}, not {spec}"));
    }
    let mut solvers = each_spec!(spec, F, p => Solvers::default().with::<F>(F::from_options(p, options)));
    if let Some(bytes) = data_file(spec).and_then(|file| file.bundled).filter(|_| !no_book) {
        // The project's own file, and tested: one that cannot be read is said and answered without.
        if let Err(why) = install_book(spec, bytes, &mut solvers) {
            eprintln!("warning: the built-in opening book of {spec}: {why}");
        }
    }
    Ok(solvers)
}

/// The maker of `spec`'s book as `job` asks, if its family makes one (see [`Engine::book_maker`]).
pub fn book_maker(spec: GameSpec, job: &BookJob) -> Option<Maker> {
    each_spec!(spec, F, p => F::book_maker(p, job))
}

/// The bench on files of positions of `spec`'s family, if it has one (see [`Engine::test_set`]).
pub fn test_set(spec: GameSpec) -> Option<TestSet> {
    each_spec!(spec, F, p => F::test_set(p))
}

/// The fitter of `spec`'s evaluation, if its family has one (see [`Engine::fitter`]).
pub fn fitter(spec: GameSpec) -> Option<Fitter> {
    each_spec!(spec, F, p => F::fitter(p))
}

/// The bench of `spec`'s endgame database's wins played out, if its family has one (see [`Engine::converter`]).
pub fn converter(spec: GameSpec) -> Option<Converter> {
    each_spec!(spec, F, p => F::converter(p))
}

/// Whose book the file `bytes` is, by the first family whose format it is in ([`Engine::book_of`]): the game
/// it is for, or why it cannot be read; `None` if it is in no family's format.
pub fn book_of(bytes: &[u8]) -> Option<Result<GameSpec, String>> {
    let mut found = None;
    each_family!(F => if found.is_none() {
        found = F::book_of(bytes);
    });
    found
}

/// Gives the book in `bytes` to the engine of `spec`'s family in `solvers` ([`Engine::install_book`]): how
/// many positions it holds, or why it cannot be read.
pub fn install_book(spec: GameSpec, bytes: &[u8], solvers: &mut Solvers) -> Result<usize, String> {
    each_spec!(spec, F, _ => F::install_book(bytes, solvers))
}

/// Makes what the engine of `spec` will want before its first exact answer ([`Engine::prepare`]: Kalah's
/// endgame database), so that its time is not counted in that answer; what was made, in words.
pub fn prepare(spec: GameSpec, solvers: &Solvers) -> Option<String> {
    each_spec!(spec, F, p => F::prepare(p, &solvers.of::<F>()))
}

// The tools a family offers of its own beside its engine's searches, which the command line finds through the
// registry ([`Engine::test_set`], [`Engine::fitter`]) so that it names no family: a bench on files of positions
// with published values (`bench GAME FILE...`), and the fitting of an evaluation's weights (`fit GAME`). Each
// runs headless and writes its answers as the command line prints them.

/// One file of a test set to score, and how.
pub struct TestFile<'a> {
    pub spec: GameSpec,
    /// The file's name, as its lines are named in the answers (`FILE: line 3`).
    pub name: &'a str,
    pub text: &'a str,
    /// What the command line gives the game's engine (its book, its options).
    pub solvers: &'a Solvers,
    pub options: &'a SolverOptions,
    /// Only win, draw or loss (`--weak`), where the family's solver tells them apart faster.
    pub weak: bool,
    /// Only the best move and its value, where the file gives every move's (`--best`).
    pub best_only: bool,
}

/// A family's bench on files of positions with published values: it scores each position, writes a line per
/// position or per file on `out` and each wrong or unreadable line on `err`, and gives the exit status (1 if
/// any was wrong or unreadable).
#[derive(Clone, Copy)]
pub struct TestSet {
    /// What its files hold, for the refusal of a bench given none ("test files (lines `<moves> <score>`)").
    pub files: &'static str,
    pub run: fn(&TestFile, &mut dyn Write, &mut dyn Write) -> io::Result<u8>,
}

/// What `fit GAME` asks a family's fitter.
#[derive(Clone, Debug)]
pub struct FitJob {
    /// Games of self-play, and the seed of their random moves.
    pub games: u32,
    pub seed: u64,
    /// Empty places at which each game is solved exactly to label its positions.
    pub solve_at: u32,
    /// Instead of fitting, what each term of the shipped weights buys over this many openings (played twice,
    /// colours swapped), its players searching `depth` moves deep.
    pub ablate: Option<u32>,
    pub depth: u32,
    /// Nodes each move of self-play searches, and the openings of the match that measures the fitted weights
    /// (each played twice), where the family's games are searched to a node budget (chess).
    pub nodes: u64,
    pub pairs: u32,
    /// Where to write the fitted tables, if anywhere: the evaluation's, or instead the exact solver's own.
    pub edges_out: Option<PathBuf>,
    pub solver_out: Option<PathBuf>,
    /// How a table is written to its file (the command line's: replaced whole or not at all).
    pub save: fn(&std::path::Path, &[u8]) -> io::Result<()>,
}

/// A family's fitter: runs `job`, the fitted weights on `out` (as the source holds them) and its progress on
/// `err`; the exit status.
pub type Fitter = fn(&FitJob, &mut dyn Write, &mut dyn Write) -> io::Result<u8>;

/// What `bench GAME --convert N` asks a family's converter: a sample of `count` positions of the sizes its
/// endgame database holds, drawn with `seed`, every one the database says the side to move wins played out,
/// both sides searching `nodes` nodes a move with the database.
#[derive(Clone, Copy, Debug)]
pub struct ConvertJob {
    pub count: u32,
    pub seed: u64,
    pub nodes: u64,
}

/// A family's converter: runs `job`, a line for each win not converted and the count on `out`, its progress
/// on `err`; the exit status (1 if a win was not converted).
pub type Converter = fn(&ConvertJob, &mut dyn Write, &mut dyn Write) -> io::Result<u8>;

/// What callers give the families' engines: each family's [`Engine::Data`] (an opening book, an endgame
/// database), keyed by family, so that a family with data of its own adds no field here. A family given
/// nothing gets its data's default. The game keeps one as a resource and fills a family's part when its game
/// is first opened, the command line makes one from its flags, and a test makes the one it tests.
#[derive(Clone, Default)]
pub struct Solvers {
    data: HashMap<TypeId, Arc<dyn Any + Send + Sync>>,
}

impl Solvers {
    /// The data given to family `F`'s engine, if any was.
    pub fn get<F: Engine>(&self) -> Option<&F::Data> {
        self.data.get(&TypeId::of::<F>()).and_then(|data| data.downcast_ref())
    }

    /// The data given to family `F`'s engine, or its default.
    pub fn of<F: Engine>(&self) -> F::Data {
        self.get::<F>().cloned().unwrap_or_default()
    }

    /// Gives `data` to family `F`'s engine, in place of what it had.
    pub fn set<F: Engine>(&mut self, data: F::Data) {
        self.data.insert(TypeId::of::<F>(), Arc::new(data));
    }

    /// These solvers with `data` given to family `F`'s engine.
    pub fn with<F: Engine>(mut self, data: F::Data) -> Self {
        self.set::<F>(data);
        self
    }

    /// These solvers with each family's engine keeping what its searches prove or make for the ones after
    /// them, where its solver can ([`Engine::keep_between_searches`]: Connect Four's keeps its tables, Kalah's
    /// its tables and endgame databases, Reversi's its solvers' tables).
    pub fn kept_between_searches(mut self) -> Self {
        each_family!(F => self.update::<F>(F::keep_between_searches));
        self
    }

    /// Changes what family `F`'s engine is given (starting from its default if it was given nothing).
    pub fn update<F: Engine>(&mut self, change: impl FnOnce(&mut F::Data)) {
        let mut data = self.of::<F>();
        change(&mut data);
        self.set::<F>(data);
    }
}

impl fmt::Debug for Solvers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Solvers({} families given data)", self.data.len())
    }
}

/// The general engine on one game, its moves wrapped as [`AnyMove`]s.
struct General<G: Searchable> {
    search: Search<G>,
    /// Where to leave the search's table when it is done, and under which key (see [`general_keeping`]);
    /// taken then, so that it is left once.
    keep: Option<(KeptTables<G::Move>, (u8, u32))>,
}

impl<G: Searchable + Member> Backend for General<G> {
    fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        match self.search.run_slice(slice) {
            Step::Paused => Step::Paused,
            Step::Done(result) => {
                if let Some((kept, key)) = self.keep.take() {
                    kept.put(key, self.search.take_table());
                }
                Step::Done(result.map(G::wrap))
            }
        }
    }

    fn watch(&mut self, cancel: Option<Arc<AtomicBool>>, progress: Option<Arc<Progress>>) {
        self.search.watch(cancel, progress);
    }
}

/// The general engine on `game`.
pub fn general<G: Searchable + Member>(game: &G, limits: Limits, settings: Settings) -> Box<dyn Backend> {
    general_search(Search::new(game, limits, settings))
}

/// The general engine running `search`, prepared by the family (its evaluator given the family's data, its
/// root moves narrowed).
pub fn general_search<G: Searchable + Member>(search: Search<G>) -> Box<dyn Backend> {
    Box::new(General { search, keep: None })
}

/// The general engine on `game`, starting from a table `kept` from the searches before it (of the size
/// `settings` ask for) and leaving its own there when it is done, for the next.
pub fn general_keeping<G: Searchable + Member>(
    game: &G,
    limits: Limits,
    settings: Settings,
    kept: &KeptTables<G::Move>,
) -> Box<dyn Backend> {
    let key = (settings.table_bits, limits.depth);
    let search = Search::with_table(game, limits, settings, kept.take(&key));
    Box::new(General { search, keep: Some((kept.clone(), key)) })
}

/// A search of any game's position.
pub struct AnySearch(Box<dyn Backend>);

impl AnySearch {
    /// Prepares a search of `game` with the search that fits it (see [`Search::new`]); a specialised solver, if
    /// `settings` allow one, gets what `solvers` holds for it.
    pub fn new(game: &AnyGame, limits: Limits, settings: Settings, solvers: &Solvers) -> Self {
        Self(each_game!(game, g => g.backend(limits, settings, solvers)))
    }

    /// Stops the search, as soon as it next looks, once `flag` is set.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.0.watch(Some(flag), None);
        self
    }

    /// Publishes depth and node counts to `progress` while searching.
    pub fn with_progress(mut self, progress: Arc<Progress>) -> Self {
        self.0.watch(None, Some(progress));
        self
    }

    /// See [`Search::run_slice`].
    pub fn run_slice(&mut self, slice: Slice) -> Step<AnyMove> {
        self.0.run_slice(slice)
    }

    /// Searches to the end of the limits in one go.
    pub fn run(mut self) -> SearchResult<AnyMove> {
        match self.run_slice(Slice::WHOLE) {
            Step::Done(result) => result,
            Step::Paused => unreachable!("a whole slice never pauses"),
        }
    }
}

/// Whether the engine solves every position of this game within a move's time (see
/// [`Engine::solves_outright`]).
pub fn solves_outright(spec: GameSpec) -> bool {
    each_spec!(spec, F, p => F::solves_outright(p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GridSize;

    #[test]
    fn searches_every_kind_of_game() {
        let ttt = GameSpec::TIC_TAC_TOE.parse_position("123465").unwrap();
        let result = AnySearch::new(&ttt, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert_eq!(result.best, Some(AnyMove::Cell(8)));
        let bones = GameSpec::BONES.parse_position("6").unwrap();
        let result = AnySearch::new(&bones, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert_eq!(result.best, Some(AnyMove::Take(2)));
        let c4 = GameSpec::CONNECT_FOUR.parse_position("112233").unwrap();
        let result =
            AnySearch::new(&c4, Limits::unlimited().with_depth(3), Settings::default(), &Solvers::default()).run();
        assert_eq!(result.best, Some(AnyMove::Column(3)));
        let nim = GameSpec::NIM.parse_position("c1").unwrap();
        let result = AnySearch::new(&nim, Limits::unlimited(), Settings::default(), &Solvers::default()).run();
        assert!(result.best.is_some());
    }

    #[test]
    fn a_data_file_reaches_its_familys_engine() {
        use crate::rules::gravity::Gravity;
        assert!(data_file(GameSpec::TIC_TAC_TOE).is_none());
        assert!(data_file(GameSpec::Gravity(GridSize::new(6, 6, 4))).is_none(), "the book is Connect Four's");
        let file = data_file(GameSpec::CONNECT_FOUR).expect("Connect Four's opening book");
        let mut solvers = Solvers::default();
        assert!((file.install)(b"not a book", &mut solvers).is_err());
        assert!(solvers.get::<Gravity>().is_none(), "a file that cannot be read changes nothing");
        if let Some(bytes) = file.bundled {
            let positions = (file.install)(bytes, &mut solvers).unwrap();
            let book = solvers.of::<Gravity>().book.expect("installed");
            assert_eq!(book.len(), positions);
        }
    }

    #[test]
    fn each_family_is_given_its_own_data() {
        use crate::ai::connect_four::SolverSettings;
        use crate::rules::gravity::Gravity;
        let mut solvers = Solvers::default();
        assert!(solvers.get::<Gravity>().is_none());
        assert_eq!(solvers.of::<Gravity>().table_bits, SolverSettings::default().table_bits);
        solvers.update::<Gravity>(|c4| c4.table_bits = 17);
        let copy = solvers.clone();
        assert_eq!(copy.get::<Gravity>().map(|c4| c4.table_bits), Some(17));
        assert_eq!(copy.of::<crate::rules::nim::Nim>(), (), "a family with no data of its own");
    }

    #[test]
    fn perfect_play_is_promised_only_where_a_move_can_be_solved() {
        assert!(solves_outright(GameSpec::TIC_TAC_TOE));
        assert!(solves_outright(GameSpec::Mnk(GridSize::new(4, 4, 4))));
        assert!(!solves_outright(GameSpec::Mnk(GridSize::new(4, 5, 4))));
        assert!(solves_outright(GameSpec::Gravity(GridSize::new(4, 5, 4))));
        assert!(solves_outright(GameSpec::CONNECT_FOUR), "the Connect Four solver");
        assert!(!solves_outright(GameSpec::Gravity(GridSize::new(7, 8, 4))), "fits, but too big to solve");
        assert!(!solves_outright(GameSpec::Gravity(GridSize::new(12, 12, 4))), "does not fit the solver");
        assert!(!solves_outright(GameSpec::GOMOKU));
        assert!(solves_outright(GameSpec::BONES));
        assert!(solves_outright(GameSpec::NIM));
    }
}
