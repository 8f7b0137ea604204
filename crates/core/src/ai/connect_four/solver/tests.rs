//! The solver's tests.

use super::*;
use crate::ai::connect_four::table::MIN_BITS;

fn solver() -> Solver {
    Solver::new(Geometry::connect_four(), 20)
}

fn c4(moves: &str) -> Position {
    Position::from_moves(Geometry::connect_four(), moves).unwrap()
}

/// `count` seeded random Connect Four positions, each of a number of stones in `stones`: none over, none with
/// a win on the move.
fn random_positions(seed: u64, stones: std::ops::Range<u64>, count: usize) -> Vec<Position> {
    let mut next = crate::ai::connect_four::position::tests::xorshift(seed);
    let g = Geometry::connect_four();
    let mut positions = Vec::new();
    'drawing: while positions.len() < count {
        let mut p = Position::new(g);
        for _ in 0..stones.start + next() % (stones.end - stones.start) {
            let playable: Vec<u32> = (0..g.width).filter(|&c| p.can_play(c)).collect();
            let col = playable[(next() % playable.len() as u64) as usize];
            if p.is_winning_move(col) {
                continue 'drawing;
            }
            p.play_column(col);
        }
        if !p.can_win_next() {
            positions.push(p);
        }
    }
    positions
}

#[test]
fn known_scores_of_published_positions() {
    // The first lines of the published end-easy set (tests/data/connect4_end_easy.txt).
    let mut s = solver();
    for (moves, expected) in [
        ("2252576253462244111563365343671351441", -1),
        ("7422341735647741166133573473242566", 1),
        ("23163416124767223154467471272416755633", 0),
    ] {
        assert_eq!(s.score(&c4(moves), false), Some(expected), "{moves}");
        assert_eq!(s.score(&c4(moves), true), Some(expected.signum()), "{moves} weak");
    }
}

#[test]
fn a_budget_cut_goes_on_where_it_stopped() {
    // The first position of the published middle-medium set (Test_L2_R2), which scores 0.
    let p = c4("274552224131661");
    let mut whole = solver();
    let expected = whole.score(&p, false).unwrap();
    assert_eq!(expected, 0);
    let mut sliced = solver();
    let mut slices = 0;
    let result = loop {
        slices += 1;
        sliced.set_budget(Budget { nodes: sliced.nodes() + 500, deadline: None });
        if let Some(score) = sliced.score(&p, false) {
            break score;
        }
    };
    assert_eq!(result, expected);
    assert!(slices > 3, "the budget was small enough to cut it: {slices} slices");
}

#[test]
fn the_best_move_reaches_the_score_and_others_do_not() {
    let mut s = solver();
    // x to move wins at once in column 4 (index 3).
    let p = c4("152535");
    let score = s.score(&p, false).unwrap();
    assert_eq!(score, (42 + 1 - 6) / 2);
    assert_eq!(s.move_reaches(&p, 3, score), Some(true));
    assert_eq!(s.move_reaches(&p, 6, score), Some(false));
    assert_eq!(s.move_score(&p, 3, false), Some(score));
}

#[test]
fn threads_sharing_a_table_give_the_one_thread_answer_and_let_it_grow() {
    // The first positions of the published begin-medium set (Pons' Test_L1_R2, see tests/data/SOURCE.md): searches
    // big enough to bring the helper in and to fill a table that starts at 2^18 entries and may grow to
    // 2^20; then one in a table that must grow while the helper shares it (the helper pauses).
    for (moves, expected) in [("32751571231557", -3), ("335662333565", -2), ("2416615552", 4)] {
        let mut shared = Solver::new(Geometry::connect_four(), 20);
        shared.set_threads(2);
        assert_eq!(shared.score(&c4(moves), false), Some(expected), "{moves}");
        assert!(Arc::strong_count(&shared.table) == 1 && !shared.growth_due, "the helpers are gone");
    }
    let mut alone = Solver::new(Geometry::connect_four(), 20);
    let p = c4("2416615552");
    let expected = alone.score(&p, false);
    assert!(alone.nodes() > ALONE_FIRST, "big enough for the helper: {} nodes", alone.nodes());
    // Whether the table fills up while the helper shares it depends on the helper getting a core: with other
    // tests running on both, it may barely run. So up to three tries, each with the one-thread answer.
    let grown = (0..3).any(|_| {
        let mut shared = Solver::with_table(Geometry::connect_four(), Table::starting_at(MIN_BITS, 19));
        shared.set_threads(2);
        assert_eq!(shared.score(&p, false), expected);
        shared.table.len() > 1 << MIN_BITS
    });
    assert!(grown, "the table grew while shared in one of three tries");
    // With a node budget, one thread: the same count as alone.
    let mut budgeted = Solver::new(Geometry::connect_four(), 20);
    budgeted.set_threads(2);
    budgeted.set_budget(Budget { nodes: u64::MAX - 1, deadline: None });
    budgeted.score(&p, false).unwrap();
    assert_eq!(budgeted.nodes(), alone.nodes());
}

#[test]
fn moves_shared_out_between_threads_score_as_on_one_thread() {
    // Every move of published begin-medium positions (Test_L1_R2) and of the first eight stones of one, on two
    // threads sharing a table that starts at its smallest and must grow while shared, against one thread; then
    // a search cancelled part way keeps what it found, and goes on to the same scores.
    let mut grown = false;
    for moves in ["24166155", "335662333565", "32751571231557"] {
        let p = c4(moves);
        let cols: Vec<u32> = (0..7).filter(|&c| p.can_play(c)).collect();
        let mut alone = solver();
        let mut expected = vec![None; cols.len()];
        assert!(alone.move_scores(&p, &cols, &mut expected, false));
        let mut shared = Solver::with_table(Geometry::connect_four(), Table::starting_at(MIN_BITS, 20));
        shared.set_threads(2);
        let mut found = vec![None; cols.len()];
        assert!(shared.move_scores(&p, &cols, &mut found, false), "{moves}");
        assert_eq!(found, expected, "{moves}");
        assert!(Arc::strong_count(&shared.table) == 1 && !shared.growth_due, "the helpers are gone");
        grown |= shared.table.len() > 1 << MIN_BITS;
    }
    assert!(grown, "a table grew while shared");
    let p = c4("2416615552");
    let cols: Vec<u32> = (0..7).collect();
    let mut expected = vec![None; cols.len()];
    assert!(solver().move_scores(&p, &cols, &mut expected, false));
    let cancel = Arc::new(AtomicBool::new(true));
    let mut shared = solver();
    shared.set_threads(2);
    shared.set_cancel(Some(cancel.clone()));
    let mut found = vec![None; cols.len()];
    found[0] = expected[0];
    assert!(!shared.move_scores(&p, &cols, &mut found, false), "cancelled");
    assert_eq!(found[0], expected[0], "what was found stays");
    cancel.store(false, Ordering::Relaxed);
    assert!(shared.move_scores(&p, &cols, &mut found, false));
    assert_eq!(found, expected);
}

#[test]
fn a_mirror_image_is_answered_from_the_position_s_entry() {
    // An early position and its mirror (columns read right for left): once the first is solved, the
    // second's probes each stop at the shared root entry, one node apiece.
    let mut s = solver();
    let (p, mirrored) = (c4("3344255"), c4("5544633"));
    assert_eq!(p.mirror_key(), mirrored.key());
    let score = s.score(&p, false).unwrap();
    let before = s.nodes();
    assert!(before > 1_000, "a real search first: {before} nodes");
    assert_eq!(s.score(&mirrored, false), Some(score));
    assert!(s.nodes() - before <= 8, "{} nodes for the mirror image", s.nodes() - before);
    // Without the sharing, the mirror is a search of its own.
    let mut plain = solver();
    plain.mirror_below = 0;
    plain.score(&p, false).unwrap();
    let before = plain.nodes();
    assert_eq!(plain.score(&mirrored, false), Some(score));
    assert!(plain.nodes() - before > 8, "{} nodes", plain.nodes() - before);
}

#[test]
fn the_follow_up_rules_never_change_a_score() {
    // Seeded random positions of Connect Four from 18 to 38 stones (odd and even, so claimeven and the first
    // player's odd threat both come into play), none over, none with a win on the move: scored with the rules
    // and without, exactly, each from an empty table.
    let g = Geometry::connect_four();
    let (mut with_nodes, mut without_nodes) = (0, 0);
    for (i, p) in random_positions(0x9e37_79b9_7f4a_7c15, 18..39, 2_000).into_iter().enumerate() {
        let positions = i + 1;
        let (mut with, mut without) = (Solver::new(g, 16), Solver::new(g, 16));
        without.set_claimeven(false);
        assert_eq!(with.score(&p, false), without.score(&p, false), "position {positions}");
        (with_nodes, without_nodes) = (with_nodes + with.nodes(), without_nodes + without.nodes());
    }
    assert!(with_nodes < without_nodes, "the rule settles nodes: {with_nodes} with it, {without_nodes} without");
}

#[test]
fn a_guess_changes_how_fast_the_score_comes_never_what_it_is() {
    // Seeded random positions from 12 to 30 stones, each scored without a guess and then with guesses right,
    // near, far and beyond any score (which the search must clamp), each on a fresh table.
    let mut right_guess_nodes = (0, 0);
    for (i, p) in random_positions(0x2545_f491_4f6c_dd1d, 12..31, 60).into_iter().enumerate() {
        let positions = i + 1;
        let mut plain = solver();
        let expected = plain.score(&p, false).unwrap();
        for guess in [expected, expected + 1, expected - 3, 40, -40] {
            let mut guessing = solver();
            guessing.set_guess(Some(guess));
            assert_eq!(guessing.score(&p, false), Some(expected), "position {positions}, guess {guess}");
            if guess == expected {
                right_guess_nodes = (right_guess_nodes.0 + plain.nodes(), right_guess_nodes.1 + guessing.nodes());
            }
            assert_eq!(guessing.score(&p, true), Some(expected.signum()), "position {positions}, weak");
        }
    }
    let (plain, guessed) = right_guess_nodes;
    assert!(guessed < plain, "a right guess saves probes: {guessed} nodes against {plain}");
}

#[test]
fn a_score_publishes_its_narrowing_window_and_a_move_analysis_does_not() {
    let g = Geometry::connect_four();
    for p in random_positions(31, 14..20, 6) {
        let progress = Arc::new(Progress::default());
        let mut s = solver();
        s.set_progress(Some(progress.clone()));
        let score = s.score(&p, false).unwrap();
        let engine = crate::ai::connect_four::engine_score(score, g.cells(), p.moves());
        assert_eq!(progress.window(), Some((engine, engine)), "the window closes on the score");
        assert!(progress.nodes() > 0 || s.nodes() == 0, "the nodes are published");

        let progress = Arc::new(Progress::default());
        let mut s = solver();
        s.set_progress(Some(progress.clone()));
        let cols: Vec<u32> = (0..g.width).filter(|&c| p.can_play(c)).collect();
        let mut found = vec![None; cols.len()];
        assert!(s.move_scores(&p, &cols, &mut found, false));
        assert_eq!(progress.window(), None, "a move's bounds are its child's, not the position's");
    }
}
