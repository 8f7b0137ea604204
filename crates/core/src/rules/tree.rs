//! An explicit game tree, for tests and teaching: a complete tree whose leaves carry values for the player who
//! moves at the root. The textbook examples of minimax and alpha-beta are trees of this kind. A leaf ends the
//! game with a [`Outcome::Payoff`].

use super::{Game, IllegalMove, Outcome, Player};

/// A complete tree of a fixed branching factor with valued leaves, and the path taken from its root.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tree {
    leaves: Vec<i32>,
    branching: u8,
    depth: u8,
    /// The children chosen so far from the root.
    path: Vec<u8>,
}

impl Tree {
    /// A tree with `leaves.len()` leaves, which must be a power of `branching` (at least 2).
    pub fn new(leaves: Vec<i32>, branching: u8) -> Result<Self, String> {
        if branching < 2 {
            return Err("a tree branches at least two ways".into());
        }
        let mut size = 1usize;
        let mut depth = 0u8;
        while size < leaves.len() {
            size *= branching as usize;
            depth += 1;
        }
        if size != leaves.len() || depth == 0 {
            return Err(format!("{} leaves do not fill a tree of branching {branching}", leaves.len()));
        }
        Ok(Self { leaves, branching, depth, path: Vec::new() })
    }

    /// A binary tree over the given leaves.
    pub fn binary(leaves: &[i32]) -> Self {
        Self::new(leaves.to_vec(), 2).expect("a power of two leaves")
    }

    /// The value of the current node if it is a leaf, for the player who moves at the root.
    pub fn leaf_value(&self) -> Option<i32> {
        (self.path.len() == self.depth as usize).then(|| self.leaves[self.index()])
    }

    /// Every leaf's value, left to right.
    pub fn leaves(&self) -> &[i32] {
        &self.leaves
    }

    /// How many children each inner node has.
    pub fn branching(&self) -> u8 {
        self.branching
    }

    /// The moves from the root to the current node.
    pub fn path(&self) -> &[u8] {
        &self.path
    }

    /// The same tree with one leaf's value changed (the explorer's editable textbook trees). `None` if there
    /// is no such leaf.
    pub fn with_leaf(&self, leaf: usize, value: i32) -> Option<Self> {
        let mut tree = self.clone();
        *tree.leaves.get_mut(leaf)? = value;
        Some(tree)
    }

    /// The index of the current node within its level.
    pub fn index(&self) -> usize {
        self.path.iter().fold(0, |i, &c| i * self.branching as usize + c as usize)
    }

    /// How deep the current node is.
    pub fn level(&self) -> usize {
        self.path.len()
    }
}

impl Game for Tree {
    /// The child to descend to.
    type Move = u8;

    fn to_move(&self) -> Player {
        Player::at_ply(self.path.len() as u32)
    }

    /// A leaf ends the game with its value as the payoff for player One.
    fn outcome(&self) -> Option<Outcome> {
        self.leaf_value().map(Outcome::Payoff)
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.path.len() < self.depth as usize {
            moves.extend(0..self.branching);
        }
    }

    fn check_move(&self, child: u8) -> Result<(), IllegalMove> {
        if self.path.len() >= self.depth as usize {
            Err(IllegalMove::GameOver)
        } else if child >= self.branching {
            Err(IllegalMove::OffBoard)
        } else {
            Ok(())
        }
    }

    fn play(&mut self, child: u8) {
        self.path.push(child);
    }

    fn undo(&mut self, _child: u8) {
        self.path.pop();
    }

    fn plies(&self) -> u32 {
        self.path.len() as u32
    }

    fn plies_left_bound(&self) -> u32 {
        (self.depth as usize - self.path.len()) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_to_leaves_in_order() {
        let mut tree = Tree::binary(&[3, 5, 2, 9, 12, 5, 23, 23]);
        assert_eq!(tree.plies_left_bound(), 3);
        tree.play(1);
        tree.play(0);
        tree.play(1);
        assert_eq!(tree.leaf_value(), Some(5));
        assert_eq!(tree.outcome(), Some(Outcome::Payoff(5)));
        let mut moves = vec![0];
        tree.legal_moves(&mut moves);
        assert!(moves.is_empty(), "a leaf has no moves: the game is over");
        tree.undo(1);
        assert_eq!(tree.outcome(), None);
        assert_eq!(tree.leaf_value(), None);
        assert_eq!(tree.to_move(), Player::One);
    }

    #[test]
    fn leaf_counts_must_fill_the_tree() {
        assert!(Tree::new(vec![1, 2, 3], 2).is_err());
        assert!(Tree::new(vec![1; 9], 3).is_ok());
        assert!(Tree::new(vec![1], 2).is_err());
    }
}
