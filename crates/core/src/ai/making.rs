//! Making a game's book (an opening book of exact values) with its family's maker, for the command line's
//! `book GAME`: what a maker is asked ([`BookJob`]), how it says what it is doing ([`Making`]) and what it
//! gives back ([`Made`]). A family offers its maker through [`super::Engine::book_maker`]; the command line
//! keeps the files (the checkpoint beside the book, the book written whole or not at all) and names no family.

use std::time::Duration;

use web_time::Instant;

use super::memory::TableTooBig;

/// What a book is to hold, and with what.
#[derive(Clone, Copy, Debug)]
pub struct BookJob {
    /// How far from the start its positions reach: stones placed, sowings, discs placed (the family's plies).
    pub depth: u32,
    /// How many pieces an endgame database's positions hold at most (checkers'), where it was given.
    pub pieces: Option<usize>,
    /// Every position of those plies, rather than those a match against the perfect computer reaches (where
    /// the maker tells them apart).
    pub every_position: bool,
    /// Threads solving at once.
    pub threads: usize,
    /// Each thread's table grows up to 2^N entries of 8 bytes (a maker whose entries are bigger takes as
    /// much memory in fewer).
    pub table_bits: u8,
}

/// What a maker says while it works, from any of its threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Making {
    /// Words on how far it is.
    Progress(String),
    /// What it has made so far, to be saved and gone on from if it is stopped ([`BookMaker::resume`]).
    Checkpoint(Vec<u8>),
}

/// Why a maker does not go on from what a stopped making saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotResumed {
    /// It was for another game of the family: another `board`, another "board or depth".
    Another(&'static str),
    /// It could not be read.
    Unreadable(String),
}

/// A book made: its bytes, and what they hold in words ("1,234 positions to ply 8, 56,789 bytes").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    pub bytes: Vec<u8>,
    pub summary: String,
}

/// A family's book maker for one game.
pub trait BookMaker {
    /// Goes on from what a stopped making saved: how many positions it holds, or why not.
    fn resume(&mut self, saved: &[u8]) -> Result<usize, NotResumed>;

    /// What must be made before the book (an endgame database its searches use), made now and said in words.
    fn prepare(&mut self) -> Option<String> {
        None
    }

    /// Makes the book, telling `tell` how it goes; `None` if the making stopped before the end.
    fn make(self: Box<Self>, tell: &(dyn Fn(Making) + Sync)) -> Option<Made>;
}

/// What [`super::Engine::book_maker`] gives: a maker, or the tables the job asks for that the machine cannot
/// give, refused before any work.
pub type Maker = Result<Box<dyn BookMaker>, TableTooBig>;

/// A maker's clock: progress every [`Every::REPORT`], a checkpoint every [`Every::CHECKPOINT`] (a maker whose
/// checkpoints cost more may save less often).
#[derive(Clone, Copy, Debug)]
pub struct Every {
    started: Instant,
    reported: Instant,
    saved: Instant,
}

impl Every {
    pub const REPORT: Duration = Duration::from_secs(10);
    pub const CHECKPOINT: Duration = Duration::from_secs(120);

    /// A clock started now.
    pub fn new() -> Self {
        let now = Instant::now();
        Every { started: now, reported: now, saved: now }
    }

    /// Seconds since it started.
    pub fn seconds(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }

    /// Whether progress is due now (then it is said to have been reported).
    pub fn report_due(&mut self) -> bool {
        Self::due(&mut self.reported, Self::REPORT)
    }

    /// Whether a checkpoint is due now (then it is said to have been saved).
    pub fn checkpoint_due(&mut self) -> bool {
        Self::due(&mut self.saved, Self::CHECKPOINT)
    }

    fn due(last: &mut Instant, every: Duration) -> bool {
        let due = last.elapsed() >= every;
        if due {
            *last = Instant::now();
        }
        due
    }
}

impl Default for Every {
    fn default() -> Self {
        Every::new()
    }
}
