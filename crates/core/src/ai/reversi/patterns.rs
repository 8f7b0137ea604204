//! The edge table: a value for every way an edge of the 8×8 board can be filled (its eight squares each
//! empty, the mover's or the opponent's: 3^8 configurations), by stage of the game, added up over the four
//! edges. Edges are where Othello's positional play lives (a balanced edge, an unbalanced one, a wedge, a
//! corner about to fall), more than counts of corners and edge squares can say; the table idea is Rosenbloom's
//! and Buro's (Logistello's patterns), the values here our own, fitted with the other weights by
//! [`super::fitting`].
//!
//! With the feature weights it makes the evaluation's [`Model`]; the shipped one reads its table from
//! `assets/weights/reversi-edges.bin`, written by `minimax-arcade fit reversi --edges-out FILE`.
//!
//! # The file
//! ```text
//!   b"REVEDGE1"                       magic
//!   phases                            one byte
//!   phases × 6561 values              i16, little-endian, hundredths of a disc, by configuration index
//!   checksum                          FNV-1a of everything before it, u64, little-endian
//! ```

use crate::ai::data_checksum;
use std::sync::LazyLock;

use super::features::{Board, FEATURES, PHASES, WEIGHTS, score};

/// Configurations of an edge of eight squares.
pub const EDGE_CONFIGS: usize = 6561;

/// The four edges of the 8×8 board (bit `row × 8 + column`), each from one corner to the other.
const EDGES: [[u8; 8]; 4] = [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [56, 57, 58, 59, 60, 61, 62, 63],
    [0, 8, 16, 24, 32, 40, 48, 56],
    [7, 15, 23, 31, 39, 47, 55, 63],
];

const MAGIC: &[u8; 8] = b"REVEDGE1";

/// An edge table: a value for each configuration, a row per phase, in hundredths of a disc.
pub type EdgeTable = [[i16; EDGE_CONFIGS]; PHASES];

/// The configuration index of each edge of the position with `own`'s discs (to move) and `opp`'s: base 3,
/// the first square the most significant digit, 0 empty, 1 the mover's, 2 the opponent's. On a board smaller
/// than 8×8 there are no such edges: all four are the empty edge's, 0.
pub fn edge_indices(own: u64, opp: u64) -> [usize; 4] {
    EDGES.map(|edge| {
        edge.iter().fold(0, |index, &sq| index * 3 + (own >> sq & 1) as usize + 2 * (opp >> sq & 1) as usize)
    })
}

/// The index of the same edge read from its other corner: a configuration and its mirror image are worth the
/// same.
pub fn mirror(mut index: usize) -> usize {
    let mut mirrored = 0;
    for _ in 0..8 {
        mirrored = mirrored * 3 + index % 3;
        index /= 3;
    }
    mirrored
}

/// The index with the mover's and the opponent's discs swapped.
pub fn swapped(mut index: usize) -> usize {
    let (mut out, mut place) = (0, 1);
    for _ in 0..8 {
        out += [0, 2, 1][index % 3] * place;
        index /= 3;
        place *= 3;
    }
    out
}

/// The evaluation's parameters: the features' weights and the edge table, each by phase.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub weights: [[i32; FEATURES]; PHASES],
    pub edges: Box<EdgeTable>,
}

impl Model {
    /// Features' weights with no edge table.
    pub fn without_edges(weights: [[i32; FEATURES]; PHASES]) -> Self {
        Model { weights, edges: Box::new([[0; EDGE_CONFIGS]; PHASES]) }
    }

    /// The shipped model: [`WEIGHTS`] and the table in `assets/weights/reversi-edges.bin`.
    pub fn shipped() -> &'static Model {
        static SHIPPED: LazyLock<Model> = LazyLock::new(|| {
            let bytes = include_bytes!("../../../../../assets/weights/reversi-edges.bin");
            // The file is the project's own and tested: a damaged one is a broken build, said, not a crash.
            let edges = read_edges(bytes).unwrap_or_else(|e| {
                eprintln!("warning: the built-in Reversi edge table: {e}");
                Box::new([[0; EDGE_CONFIGS]; PHASES])
            });
            Model { weights: WEIGHTS, edges }
        });
        &SHIPPED
    }

    /// The position's worth for `own` (to move) against `opp` in phase `phase`, in hundredths of a disc (the
    /// edge table only on the 8×8 board, whose edges it knows).
    #[inline]
    pub fn value(&self, board: &Board, own: u64, opp: u64, phase: usize) -> i32 {
        let edges = if board.is_eight() { self.edge_value(own, opp, phase) } else { 0 };
        score(&board.features(own, opp), &self.weights[phase]) + edges
    }

    /// The edge table's part of a position's worth.
    #[inline]
    pub fn edge_value(&self, own: u64, opp: u64, phase: usize) -> i32 {
        let table = &self.edges[phase];
        edge_indices(own, opp).iter().map(|&i| i32::from(table[i])).sum()
    }
}

/// The edge table as its file holds it (see the module's documentation).
pub fn edges_to_bytes(edges: &EdgeTable) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(8 + 1 + PHASES * EDGE_CONFIGS * 2 + 8);
    bytes.extend_from_slice(MAGIC);
    bytes.push(PHASES as u8);
    for value in edges.iter().flatten() {
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    let sum = data_checksum(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    bytes
}

/// Reads an edge table file; an error says what is wrong with it.
pub fn read_edges(bytes: &[u8]) -> Result<Box<EdgeTable>, String> {
    let body_len = 8 + 1 + PHASES * EDGE_CONFIGS * 2;
    if bytes.len() < 9 || &bytes[..8] != MAGIC {
        return Err("not a Reversi edge table".into());
    }
    if bytes[8] as usize != PHASES || bytes.len() != body_len + 8 {
        return Err(format!("{} bytes for {} phases: not this release's table", bytes.len(), bytes[8]));
    }
    let (body, sum) = bytes.split_at(body_len);
    if data_checksum(body) != u64::from_le_bytes(sum.try_into().map_err(|_| "cut short")?) {
        return Err("the table is damaged (its checksum does not match)".into());
    }
    let mut edges = Box::new([[0i16; EDGE_CONFIGS]; PHASES]);
    for (value, pair) in edges.iter_mut().flatten().zip(body[9..].chunks_exact(2)) {
        *value = i16::from_le_bytes([pair[0], pair[1]]);
    }
    Ok(edges)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reversi::bits::Size;

    #[test]
    fn an_edge_reads_the_same_from_either_corner_and_either_side() {
        // Own a1 and b1, the opponent's c1 and h1: 1 1 2 0 0 0 0 2 from a1.
        let (own, opp) = (1u64 | 1 << 1, 1u64 << 2 | 1 << 7);
        let [top, bottom, left, right] = edge_indices(own, opp);
        let digits = [1, 1, 2, 0, 0, 0, 0, 2];
        assert_eq!(top, digits.iter().fold(0, |index, d| index * 3 + d));
        assert_eq!((bottom, left, right), (0, 3usize.pow(7), 2 * 3usize.pow(7)));
        // Mirrored: the board turned about its middle column reads the top edge backwards.
        let flip =
            |bits: u64| (0..64).filter(|b| bits >> b & 1 == 1).fold(0u64, |m, b| m | 1 << (b / 8 * 8 + 7 - b % 8));
        assert_eq!(edge_indices(flip(own), flip(opp))[0], mirror(top));
        assert_eq!(edge_indices(opp, own)[0], swapped(top));
        assert!((0..EDGE_CONFIGS).all(|i| mirror(mirror(i)) == i && swapped(swapped(i)) == i));
        // The table is 8×8's: a 6×6 position gets nothing from it.
        let mut model = Model::without_edges([[0; FEATURES]; PHASES]);
        model.edges[0] = [100; EDGE_CONFIGS];
        let (eight, six) = (Board::new(Size::EIGHT), Board::new(Size::SIX));
        assert_eq!(model.value(&eight, own, opp, 0), 400);
        assert_eq!(model.value(&six, own, opp, 0), 0);
    }

    #[test]
    fn a_table_reads_back_what_was_written_and_refuses_a_damaged_file() {
        let mut edges = Box::new([[0i16; EDGE_CONFIGS]; PHASES]);
        edges[1][42] = -1234;
        edges[3][6560] = 77;
        let bytes = edges_to_bytes(&edges);
        assert_eq!(read_edges(&bytes), Ok(edges));
        let mut damaged = bytes.clone();
        damaged[100] ^= 1;
        assert!(read_edges(&damaged).unwrap_err().contains("damaged"));
        assert!(read_edges(&bytes[..bytes.len() - 2]).is_err());
        assert!(read_edges(b"REVBOOK1....").unwrap_err().contains("not a Reversi edge table"));
        // The shipped table reads, and is symmetric: an edge's mirror image is worth the same.
        let shipped = Model::shipped();
        assert!(
            (0..PHASES).all(|p| (0..EDGE_CONFIGS).all(|i| shipped.edges[p][i] == shipped.edges[p][mirror(i)])),
            "mirror images differ"
        );
    }
}
