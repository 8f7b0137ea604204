//! Known results of other games: the m,n,k-games solved in the literature, Bones' multiples of four, and the
//! textbooks' example trees.

use crate::solve;
use minimax_arcade_core::ai::{Value, reference};
use minimax_arcade_core::rules::GridSize;
use minimax_arcade_core::rules::bones::Bones;
use minimax_arcade_core::rules::mnk::Mnk;
use minimax_arcade_core::rules::tree::Tree;

#[test]
fn known_mnk_results_from_the_empty_board() {
    // Wikipedia, "m,n,k-game"; Uiterwijk, "Solving the m,n,k-games" (2019): (3,3,3) and (4,4,4) are draws,
    // (4,3,3) and (4,4,3) first-player wins.
    let value = |rows, cols, k| solve(&Mnk::new(GridSize::new(rows, cols, k))).value();
    assert_eq!(value(3, 3, 3), Value::Exact(0));
    assert!(matches!(value(4, 3, 3), Value::Win { .. }));
    assert!(matches!(value(3, 4, 3), Value::Win { .. }));
    assert!(matches!(value(4, 4, 3), Value::Win { .. }));
    assert_eq!(value(4, 4, 4), Value::Exact(0));
}

#[test]
fn bones_is_lost_exactly_on_multiples_of_four() {
    for heap in 1..=99u8 {
        let result = solve(&Bones::new(heap));
        if heap % 4 == 0 {
            assert!(matches!(result.value(), Value::Loss { .. }), "heap {heap}");
        } else {
            assert!(matches!(result.value(), Value::Win { .. }), "heap {heap}");
            assert_eq!(result.best, Some(heap % 4), "from {heap} take {}", heap % 4);
        }
    }
    // The textbook example: 6 wins (take 2), 8 loses.
    assert_eq!(solve(&Bones::new(6)).best, Some(2));
    assert!(matches!(solve(&Bones::new(8)).value(), Value::Loss { .. }));
}

#[test]
fn textbook_trees_have_their_textbook_values() {
    let tree = Tree::binary(&[3, 5, 2, 9, 12, 5, 23, 23]);
    assert_eq!(reference::minimax(&tree, u32::MAX).0, 12);
    assert_eq!(solve(&tree).score, 12);

    let tree = Tree::binary(&[3, 5, 6, 9, 1, 2, 0, -1]);
    let (minimax, mm) = reference::minimax(&tree, u32::MAX);
    let (alpha_beta, ab) = reference::alpha_beta(&tree, u32::MAX);
    assert_eq!((minimax, alpha_beta), (5, 5));
    assert_eq!(mm.leaves, 8);
    assert_eq!(ab.leaves, 5, "alpha-beta skips leaves 9, 0 and -1");
    assert_eq!(solve(&tree).score, 5);
}
