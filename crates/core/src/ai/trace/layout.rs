//! A tidy layered layout of a tree, drawn top-down: each level one row, children left to right in their order,
//! every parent centred over its first and last child, and no two nodes of a row closer than the gap. Subtrees
//! are placed side by side as close as their outlines allow (the contour idea of Reingold and Tilford, "Tidier
//! Drawings of Trees", 1981), so a narrow subtree tucks in under a wide neighbour.
//!
//! Pure: the explorer lays out the nodes it shows, the tests check the rules above.

/// A tree to lay out: `children[i]` lists node `i`'s children in order; node 0 is the root.
///
/// Returns each node's x, the leftmost at 0; a node's row is its depth. Nodes not reachable from the root get
/// `f32::NAN`.
pub fn tidy(children: &[Vec<usize>], gap: f32) -> Vec<f32> {
    let mut offset = vec![0.0f32; children.len()];
    if children.is_empty() {
        return Vec::new();
    }
    place(0, children, gap, &mut offset);
    // Offsets are relative to the parent: add them up from the root.
    let mut x = vec![f32::NAN; children.len()];
    let mut todo = vec![(0usize, 0.0f32)];
    while let Some((node, at)) = todo.pop() {
        x[node] = at;
        todo.extend(children[node].iter().map(|&c| (c, at + offset[c])));
    }
    let left = x.iter().copied().filter(|v| !v.is_nan()).fold(f32::INFINITY, f32::min);
    x.iter_mut().for_each(|v| *v -= left);
    x
}

/// A subtree's outline: the leftmost and rightmost x of each of its rows, relative to its root.
struct Contour {
    left: Vec<f32>,
    right: Vec<f32>,
}

/// Lays out the subtree under `node`, writing each child's offset from its parent, and returns its outline.
fn place(node: usize, children: &[Vec<usize>], gap: f32, offset: &mut [f32]) -> Contour {
    let kids = &children[node];
    if kids.is_empty() {
        return Contour { left: vec![0.0], right: vec![0.0] };
    }
    // The children side by side, the first at 0: the outline of those placed so far, and their positions.
    let mut placed: Option<Contour> = None;
    let mut at = Vec::with_capacity(kids.len());
    for &kid in kids {
        let outline = place(kid, children, gap, offset);
        let Some(acc) = placed.as_mut() else {
            at.push(0.0);
            placed = Some(outline);
            continue;
        };
        // As far left as the rows they share allow.
        let shift = acc.right.iter().zip(&outline.left).map(|(r, l)| r - l + gap).fold(f32::NEG_INFINITY, f32::max);
        at.push(shift);
        for (row, (&l, &r)) in outline.left.iter().zip(&outline.right).enumerate() {
            if row < acc.right.len() {
                acc.right[row] = r + shift;
            } else {
                acc.left.push(l + shift);
                acc.right.push(r + shift);
            }
        }
    }
    let acc = placed.expect("at least one child");
    let middle = (at[0] + at[at.len() - 1]) / 2.0;
    for (&kid, &x) in kids.iter().zip(&at) {
        offset[kid] = x - middle;
    }
    let mut left = vec![0.0];
    let mut right = vec![0.0];
    left.extend(acc.left.iter().map(|l| l - middle));
    right.extend(acc.right.iter().map(|r| r - middle));
    Contour { left, right }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each node's depth, for the checks.
    fn depths(children: &[Vec<usize>]) -> Vec<usize> {
        let mut depth = vec![0; children.len()];
        let mut todo = vec![0];
        while let Some(n) = todo.pop() {
            for &c in &children[n] {
                depth[c] = depth[n] + 1;
                todo.push(c);
            }
        }
        depth
    }

    /// The layout's promises: no two nodes of a row closer than the gap, children in order, parents centred.
    fn check(children: &[Vec<usize>], gap: f32) {
        let x = tidy(children, gap);
        let depth = depths(children);
        for a in 0..children.len() {
            for b in a + 1..children.len() {
                if depth[a] == depth[b] {
                    assert!((x[a] - x[b]).abs() >= gap - 1e-4, "nodes {a} and {b} overlap: {x:?}");
                }
            }
            let kids = &children[a];
            if let (Some(&first), Some(&last)) = (kids.first(), kids.last()) {
                assert!((x[a] - (x[first] + x[last]) / 2.0).abs() < 1e-4, "node {a} is not centred");
                assert!(kids.windows(2).all(|w| x[w[0]] < x[w[1]]), "children of {a} out of order");
            }
        }
        assert_eq!(x.iter().copied().fold(f32::INFINITY, f32::min), 0.0);
    }

    #[test]
    fn three_leaves_sit_a_gap_apart_under_a_centred_root() {
        let x = tidy(&[vec![1, 2, 3], vec![], vec![], vec![]], 2.0);
        assert_eq!(x, vec![2.0, 0.0, 2.0, 4.0]);
    }

    #[test]
    fn a_narrow_subtree_tucks_under_its_wide_neighbour() {
        // Root with a wide left child (four leaves) and a leaf on the right: the leaf sits one gap right of the
        // left child, not beyond its leaves.
        let children = vec![vec![1, 6], vec![2, 3, 4, 5], vec![], vec![], vec![], vec![], vec![]];
        let x = tidy(&children, 1.0);
        check(&children, 1.0);
        assert_eq!(x[6] - x[1], 1.0);
    }

    #[test]
    fn complete_and_lopsided_trees_keep_every_promise() {
        // A complete ternary tree of depth 3.
        let mut children = vec![Vec::new()];
        for n in 0..13 {
            for _ in 0..3 {
                children.push(Vec::new());
                let id = children.len() - 1;
                children[n].push(id);
            }
        }
        check(&children, 1.0);
        // A lopsided one: a long chain on the left, a bush on the right, a chain in between.
        let children = vec![
            vec![1, 5, 7],
            vec![2],
            vec![3],
            vec![4],
            vec![],
            vec![6],
            vec![],
            vec![8, 9, 10, 11],
            vec![12, 13],
            vec![],
            vec![],
            vec![14],
            vec![],
            vec![],
            vec![],
        ];
        check(&children, 1.5);
    }

    #[test]
    fn a_single_node_sits_at_zero() {
        assert_eq!(tidy(&[vec![]], 1.0), vec![0.0]);
        assert!(tidy(&[], 1.0).is_empty());
    }
}
