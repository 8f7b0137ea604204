//! The endgame database against the published counts, alpha-beta, its own moves and its file.

use super::*;
use crate::ai::reference::alpha_beta;
use crate::ai::score::MATE_BOUND;
use crate::rules::Family;

#[test]
fn a_slot_names_one_position_and_a_position_one_slot() {
    for material in Material::all(3) {
        let mut positions = 0;
        for slot in 0..material.slots() {
            let Some(pieces) = position(material, slot) else { continue };
            positions += 1;
            assert_eq!(Material::of(pieces), material);
            assert_eq!(slot_of(material, pieces), slot, "{material:?} {pieces:?}");
            // No man stands where it would have been crowned.
            assert_eq!(pieces.black & !pieces.kings & 0xF000_0000, 0);
            assert_eq!(pieces.white & !pieces.kings & 0x0000_000F, 0);
        }
        assert!(positions > 0);
    }
}

#[test]
fn the_two_and_three_piece_databases_hold_the_published_counts() {
    // Either side to move: 6,976 positions of two pieces, 392,064 of three; the side to move wins 1,432,
    // loses 804 and draws 4,740 of two, and 200,500, 174,610 and 16,954 of three.
    let db = Database::make(3).unwrap();
    let doubled = |c: Counts| (2 * c.positions(), 2 * c.wins, 2 * c.losses, 2 * c.draws);
    assert_eq!(doubled(db.counts(2)), (6_976, 1_432, 804, 4_740));
    assert_eq!(doubled(db.counts(3)), (392_064, 200_500, 174_610, 16_954));
}

#[test]
fn the_database_agrees_with_alpha_beta_where_the_search_reaches_the_end() {
    // Positions of three pieces: where alpha-beta to 7 plies proves a win or a loss, the database says the
    // same (a draw the search never proves: repetitions aside, the game goes on).
    let db = Database::make(3).unwrap();
    let mut proved = 0;
    for material in Material::all(3).into_iter().filter(|m| m.pieces() == 3) {
        for slot in (0..material.slots()).step_by(499) {
            let Some(pieces) = position(material, slot) else { continue };
            let game = Checkers::set_up(pieces, Player::One);
            let (value, _) = alpha_beta(&game, 7);
            let known = db.probe(pieces, Player::One);
            let proven = if value > MATE_BOUND {
                Known::Win
            } else if value < -MATE_BOUND {
                Known::Loss
            } else {
                continue;
            };
            assert_eq!(known, Some(proven), "{}", game.write_setup().unwrap());
            proved += 1;
        }
    }
    assert!(proved > 50, "only {proved} positions proved");
}

#[test]
fn every_value_is_what_the_moves_from_there_give() {
    // A won position has a move that keeps the win; from a lost one every move leaves the other side
    // winning; from a drawn one no move leaves it lost and some move leaves it drawn.
    let db = Database::make(3).unwrap();
    let mut moves = Vec::new();
    for (pieces, known) in db.positions() {
        Checkers::set_up(pieces, Player::One).legal_moves(&mut moves);
        let after = |mv: CheckersMove| {
            let after = pieces.played(Player::One, mv);
            if after.white == 0 { Some(Known::Loss) } else { db.probe(after, Player::Two) }
        };
        let fen = || Checkers::set_up(pieces, Player::One).write_setup().unwrap();
        match known {
            Known::Win => {
                assert!(moves.iter().any(|&mv| db.keeps_win(pieces, Player::One, mv)), "{}", fen());
                assert!(
                    moves.iter().all(|&mv| db.keeps_win(pieces, Player::One, mv) == (after(mv) == Some(Known::Loss)))
                );
            }
            Known::Loss => assert!(moves.iter().all(|&mv| after(mv) == Some(Known::Win)), "{}", fen()),
            Known::Draw => {
                assert!(moves.iter().all(|&mv| after(mv) != Some(Known::Loss)), "{}", fen());
                assert!(moves.iter().any(|&mv| after(mv) == Some(Known::Draw)), "{}", fen());
            }
        }
    }
}

#[test]
fn white_to_move_is_read_as_the_board_turned_round_and_a_jump_that_takes_the_last_piece_wins() {
    let db = Database::make(2).unwrap();
    let mut jumps = 0;
    for material in Material::all(2) {
        for slot in 0..material.slots() {
            let Some(pieces) = position(material, slot) else { continue };
            assert_eq!(db.probe(pieces.turned(), Player::Two), db.probe(pieces, Player::One));
            if Checkers::set_up(pieces, Player::One).must_jump() {
                assert_eq!(db.probe(pieces, Player::One), Some(Known::Win));
                jumps += 1;
            }
        }
    }
    assert!(jumps > 0);
}

#[test]
fn the_database_that_ships_reads_and_holds_what_the_maker_makes() {
    let shipped = Database::from_bytes(BUNDLED.expect("built in natively")).unwrap();
    assert_eq!(shipped.pieces(), 4);
    let three = Database::make(3).unwrap();
    for pieces in 2..=3 {
        assert_eq!(shipped.counts(pieces), three.counts(pieces));
    }
    let four = shipped.counts(4);
    assert_eq!(2 * four.positions(), 12_418_632, "every position of four pieces, either side to move");
    let all: usize = (2..=4).map(|pieces| shipped.counts(pieces).positions()).sum();
    assert_eq!(shipped.held(), all, "the quick count is the counts' sum");
    // Its three-piece tables are the maker's, value for value.
    let (small, _) = shipped.materials.split_at(three.materials.len());
    assert_eq!(small, &three.materials[..]);
    assert!(shipped.tables.iter().zip(&three.tables).all(|(a, b)| a == b));
}

#[test]
fn a_database_round_trips_through_its_file_and_a_damaged_file_is_refused() {
    let db = Database::make(3).unwrap();
    let bytes = db.to_bytes();
    assert_eq!(Database::from_bytes(&bytes).unwrap(), db);
    assert!(Database::from_bytes(&bytes[..bytes.len() - 1]).unwrap_err().contains("cut short"));
    assert!(Database::from_bytes(b"hello").unwrap_err().contains("not a checkers"));
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(Database::from_bytes(&longer).is_err());
    assert!(Database::make(5).is_err() && Database::make(1).is_err());
}
