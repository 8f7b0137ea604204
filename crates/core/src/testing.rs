//! Generators for the core's property tests: games of every kind and size, legal move sequences, match setups
//! and text that looks like input (arbitrary bytes, or the characters the notations use).

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

use crate::ai::Level;
use crate::rules::spec::{GRAVITY_SIDES, MIN_K, MNK_SIDES};
use crate::rules::{AnyGame, AnyMove, Game, GameSpec, GridSize, bones, kalah, nim, reversi};
use crate::session::{FirstMove, MatchSetup, SavedGame, Seat, Side};

/// A board of sides in `sides`, with any k it allows.
fn board(sides: std::ops::RangeInclusive<u8>) -> impl Strategy<Value = GridSize> {
    (sides.clone(), sides)
        .prop_flat_map(|(cols, rows)| (MIN_K..=cols.max(rows)).prop_map(move |k| GridSize::new(rows, cols, k)))
}

/// Any valid game: the named ones more often than their share, any m,n,k or gravity board, any heap, any Nim,
/// any Kalah, either Reversi, checkers.
pub fn any_spec() -> impl Strategy<Value = GameSpec> {
    prop_oneof![
        prop::sample::select(vec![
            GameSpec::TIC_TAC_TOE,
            GameSpec::FOUR_IN_A_ROW,
            GameSpec::GOMOKU,
            GameSpec::CONNECT_FOUR,
            GameSpec::BONES,
            GameSpec::NIM,
            GameSpec::KALAH,
            GameSpec::REVERSI,
            GameSpec::CHECKERS,
            GameSpec::CHESS,
        ]),
        board(MNK_SIDES).prop_map(GameSpec::Mnk),
        board(GRAVITY_SIDES).prop_map(GameSpec::Gravity),
        (1..=bones::MAX_HEAP).prop_map(GameSpec::Bones),
        prop::collection::vec(1..=nim::MAX_HEAP, 1..=nim::MAX_HEAPS).prop_map(|h| GameSpec::Nim(nim::Heaps::new(&h))),
        (kalah::PITS, kalah::SEEDS, any::<bool>()).prop_map(|(pits, seeds, empty)| {
            let capture = if empty { kalah::Capture::Empty } else { kalah::Capture::Standard };
            GameSpec::Kalah(kalah::Board { pits, seeds, capture })
        }),
        prop::sample::select(vec![reversi::bits::Size::SIX, reversi::bits::Size::EIGHT]).prop_map(GameSpec::Reversi),
        crate::rules::crowning::SIDES.prop_map(GameSpec::Crowning),
    ]
}

/// Up to `most` random legal moves of `spec` from the start, stopping early if the game ends (when
/// `unfinished`, before the move that would end it).
fn playout(spec: GameSpec, seed: u64, most: usize, unfinished: bool) -> Vec<AnyMove> {
    playout_from(spec.start(), seed, most, unfinished)
}

/// Like [`playout`], from `position`.
fn playout_from(mut position: AnyGame, seed: u64, most: usize, unfinished: bool) -> Vec<AnyMove> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut moves, mut legal) = (Vec::new(), Vec::new());
    while moves.len() < most {
        position.legal_moves(&mut legal);
        let Some(&mv) = legal.choose(&mut rng) else { break };
        position.play(mv);
        if unfinished && position.outcome().is_some() {
            break;
        }
        moves.push(mv);
    }
    moves
}

/// A game and a legal sequence of its moves from the start (possibly ending the game).
pub fn game_and_moves() -> impl Strategy<Value = (GameSpec, Vec<AnyMove>)> {
    (any_spec(), any::<u64>(), 0..400usize).prop_map(|(spec, seed, most)| (spec, playout(spec, seed, most, false)))
}

/// Who sits on a side.
pub fn seat() -> impl Strategy<Value = Seat> {
    prop_oneof![Just(Seat::Human), prop::sample::select(Level::ALL.to_vec()).prop_map(Seat::Computer)]
}

pub fn side() -> impl Strategy<Value = Side> {
    prop::sample::select(Side::BOTH.to_vec())
}

/// A menu's choices.
pub fn setup() -> impl Strategy<Value = MatchSetup> {
    let first = prop_oneof![Just(FirstMove::Random), side().prop_map(FirstMove::Side)];
    (any_spec(), seat(), seat(), first).prop_map(|(spec, x, o, first)| MatchSetup { spec, x, o, first, clock: None })
}

/// An unfinished match as it is saved, with its own setup; for a game with a position notation, sometimes
/// set up from a position (one reached by play, written in the notation and read back).
pub fn saved_game() -> impl Strategy<Value = SavedGame> {
    (setup(), side(), any::<u64>(), 1..60usize, any::<bool>()).prop_map(|(setup, first, seed, most, set_up)| {
        let spec = setup.spec;
        let reached = |moves: Vec<AnyMove>| {
            let mut position = spec.start();
            moves.into_iter().for_each(|mv| position.play(mv));
            position
        };
        let start = set_up
            .then(|| reached(playout(spec, seed ^ 1, most / 2, true)).setup_text())
            .flatten()
            .map(|text| spec.read_setup(&text).expect("a position written in the notation reads back"));
        let moves = playout_from(start.clone().unwrap_or_else(|| spec.start()), seed, most, true);
        SavedGame::new(MatchSetup { first: FirstMove::Side(first), ..setup }, first, start, moves)
    })
}

/// Text as input arrives: arbitrary bytes read leniently, or the characters of the notations and formats
/// in any order (which reaches deeper into the parsers than random bytes do).
pub fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..200).prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        "[0-9, +\\-x:%=&\\[\\]\"\n.a-z]{0,80}",
        any::<String>(),
    ]
}

/// A random byte string used as a seed for small edits.
pub fn edits() -> impl Strategy<Value = Vec<(usize, String)>> {
    prop::collection::vec((any::<usize>(), "[0-9a-z =\\[\\]\"\n,:%]{0,4}"), 0..6)
}

/// `text` with each edit applied: at the position (modulo the length, on a character boundary), the
/// characters there replaced by the edit's.
pub fn apply_edits(text: &str, edits: &[(usize, String)]) -> String {
    let mut text = text.to_string();
    for (at, with) in edits {
        let mut at = at % (text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let end = (at + with.len()).min(text.len());
        let end = (end..=text.len()).find(|&e| text.is_char_boundary(e)).unwrap_or(text.len());
        text.replace_range(at..end, with);
    }
    text
}
