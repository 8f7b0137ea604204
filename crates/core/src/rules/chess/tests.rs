//! Chess's rules against published perft counts (the chessprogramming wiki's "Perft Results"), against
//! another move generator (cozy-chess, a test dependency only) over random games, and against the Laws'
//! draws, FEN and SAN.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::*;

/// The published positions and their counts at depths 1, 2, …: the start; "Kiwipete" (Peter McKenzie's);
/// positions 3 to 6 of the wiki's page.
const PERFT: [(&str, &[u64]); 6] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &[20, 400, 8_902, 197_281, 4_865_609]),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", &[48, 2_039, 97_862, 4_085_603]),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", &[14, 191, 2_812, 43_238, 674_624]),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", &[6, 264, 9_467, 422_333]),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", &[44, 1_486, 62_379, 2_103_487]),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", &[46, 2_079, 89_890]),
];

#[test]
fn perft_counts_are_the_published_ones() {
    for (fen, counts) in PERFT {
        let mut chess = Chess::read_fen(fen).unwrap();
        for (depth, &count) in counts.iter().enumerate() {
            assert_eq!(chess.perft(depth as u32 + 1), count, "{fen} at depth {}", depth + 1);
        }
        assert_eq!(chess.fen(), fen, "perft leaves the position as it was");
    }
}

/// Our move in cozy-chess's terms: castling is the king onto its own rook there.
fn cozy_move(chess: &Chess, mv: ChessMove) -> cozy_chess::Move {
    let to = if mv.is_castle() { Chess::castling_rook(mv.to()).0 } else { mv.to() };
    let text = format!("{}{}{}", square_name(mv.from()), square_name(to), &mv.uci()[4..]);
    text.parse().unwrap_or_else(|_| panic!("{text} in {}", chess.fen()))
}

fn cozy_moves(board: &cozy_chess::Board) -> Vec<String> {
    let mut out = Vec::new();
    board.generate_moves(|moves| {
        out.extend(moves.into_iter().map(|mv| mv.to_string()));
        false
    });
    out.sort();
    out
}

#[test]
fn random_games_have_the_moves_another_generator_finds() {
    let mut rng = SmallRng::seed_from_u64(54);
    let mut moves = Vec::new();
    let mut positions = 0;
    for game in 0..150 {
        let mut chess = Chess::new();
        let mut cozy = cozy_chess::Board::default();
        // Some games mostly take, to reach endings (promotions, bare kings) sooner.
        let greedy = game % 3 == 0;
        for _ in 0..300 {
            chess.moves(&mut moves);
            let mut ours: Vec<String> = moves.iter().map(|&mv| cozy_move(&chess, mv).to_string()).collect();
            ours.sort();
            assert_eq!(ours, cozy_moves(&cozy), "{}", chess.fen());
            assert_eq!(chess.in_check(), !cozy.checkers().is_empty(), "{}", chess.fen());
            assert_eq!(chess.hash(), chess.full_hash(), "the hash kept move by move: {}", chess.fen());
            let again = Chess::read_fen(&chess.fen()).unwrap();
            assert_eq!((again.fen(), again.hash()), (chess.fen(), chess.hash()), "FEN read back");
            positions += 1;
            if moves.is_empty() {
                break;
            }
            let captures: Vec<ChessMove> =
                (moves.iter().copied()).filter(|mv| chess.board().at(mv.to()).is_some()).collect();
            let &mv = if greedy && !captures.is_empty() && rng.random_bool(0.8) { &captures } else { &moves }
                .choose(&mut rng)
                .unwrap();
            cozy.play(cozy_move(&chess, mv));
            chess.play(mv);
        }
    }
    assert!(positions > 15_000, "{positions} positions compared");
}

#[test]
fn play_and_undo_restore_the_position_and_its_hash() {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut moves = Vec::new();
    for (fen, _) in PERFT {
        let mut chess = Chess::read_fen(fen).unwrap();
        let mut played = Vec::new();
        for _ in 0..60 {
            chess.moves(&mut moves);
            let Some(&mv) = moves.choose(&mut rng) else { break };
            played.push((mv, chess.clone()));
            chess.play(mv);
        }
        while let Some((mv, before)) = played.pop() {
            chess.undo(mv);
            assert_eq!(chess, before, "after undoing {mv:?}");
        }
    }
}

#[test]
fn every_legal_move_reads_back_from_its_san_and_its_uci() {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut moves = Vec::new();
    for (fen, _) in PERFT {
        let mut chess = Chess::read_fen(fen).unwrap();
        for _ in 0..40 {
            chess.moves(&mut moves);
            for &mv in &moves {
                assert_eq!(chess.read_move(&chess.san(mv)), Ok(mv), "{} in {}", chess.san(mv), chess.fen());
                assert_eq!(chess.read_move(&mv.uci()), Ok(mv), "{} in {}", mv.uci(), chess.fen());
            }
            let Some(&mv) = moves.choose(&mut rng) else { break };
            chess.play(mv);
        }
    }
}

fn play_line(chess: &mut Chess, line: &str) {
    for text in line.split_whitespace() {
        let mv = chess.read_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        chess.play(mv);
    }
}

#[test]
fn san_is_written_as_players_write_it() {
    let chess = Chess::read_fen(PERFT[1].0).unwrap();
    let san = |uci: &str| chess.san(chess.read_move(uci).unwrap());
    assert_eq!(san("e1g1"), "O-O");
    assert_eq!(san("e1c1"), "O-O-O");
    assert_eq!(san("e5f7"), "Nxf7");
    assert_eq!(san("d5e6"), "dxe6");
    assert_eq!(san("f3f6"), "Qxf6");
    assert_eq!(san("e2a6"), "Bxa6");
    // Two pieces of a kind reaching one square: told apart by file, else by rank, else by both.
    let rooks = Chess::read_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").unwrap();
    assert_eq!(rooks.san(rooks.read_move("a1d1").unwrap()), "Rad1");
    let knights = Chess::read_fen("4k3/8/8/8/1N6/8/1N6/4K3 w - - 0 1").unwrap();
    assert_eq!(knights.san(knights.read_move("b4d3").unwrap()), "N4d3");
    let queens = Chess::read_fen("7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1").unwrap();
    assert_eq!(queens.san(queens.read_move("a4b3").unwrap()), "Qa4b3");
    let promotion = Chess::read_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(promotion.san(promotion.read_move("b7b8q").unwrap()), "b8=Q+");
    let mut mate = Chess::new();
    play_line(&mut mate, "f3 e5 g4");
    assert_eq!(mate.san(mate.read_move("Qh4").unwrap()), "Qh4#");
}

#[test]
fn moves_are_read_leniently_and_refused_with_the_reason() {
    let chess = Chess::read_fen(PERFT[1].0).unwrap();
    for (text, uci) in [("0-0", "e1g1"), ("O-O-O", "e1c1"), ("e1h1", "e1g1"), ("Nxf7!?", "e5f7"), ("Qxf6+", "f3f6")] {
        assert_eq!(chess.read_move(text).map(ChessMove::uci), Ok(uci.to_string()), "{text}");
    }
    let knights = Chess::read_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap();
    assert_eq!(knights.read_move("Nd2").unwrap_err(), "Nd2 is ambiguous: Nbd2 or Nfd2");
    assert_eq!(knights.read_move("Nfd2").map(ChessMove::uci), Ok("f1d2".into()));
    assert!(chess.read_move("Ke3").unwrap_err().contains("no such move"));
    assert!(chess.read_move("f3f7").unwrap_err().contains("no such move"), "the queen's way is blocked");
    assert!(chess.read_move("Zz9").unwrap_err().contains("not a move"));
    // A pawn's move without a file goes straight ahead, never takes; with one, it takes.
    let pawns = Chess::read_fen("4k3/8/8/8/4n3/3P4/4P3/4K3 w - - 0 1").unwrap();
    assert_eq!(pawns.read_move("e4"), Err("e4: no such move here".into()), "the knight stands there: not dxe4");
    assert_eq!(pawns.read_move("e3").map(ChessMove::uci), Ok("e2e3".into()));
    assert_eq!(pawns.read_move("dxe4").map(ChessMove::uci), Ok("d3e4".into()));
    assert!(pawns.read_move("d4").is_ok());
    let mut passing = Chess::read_fen("4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1").unwrap();
    play_line(&mut passing, "e5");
    assert_eq!(passing.read_move("e6"), Err("e6: no such move here".into()), "not dxe6 en passant");
    assert_eq!(passing.read_move("dxe6").map(ChessMove::uci), Ok("d5e6".into()));
    assert!(chess.read_move("e1h1q").is_err(), "castling takes no promotion");
    let promotion = Chess::read_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(promotion.read_move("b8N").map(|mv| mv.promotion()), Ok(Some(Kind::Knight)));
    assert!(promotion.read_move("b8").unwrap_err().contains("must be promoted"));
    // The reasons the rules give for a move not among the legal ones.
    let pinned = Chess::read_fen("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1").unwrap();
    let bishop = ChessMove::new(12, 21, 0);
    assert_eq!(pinned.check_move(bishop), Err(PINNED));
    assert_eq!(pinned.check_move(ChessMove::new(4, 3, 0)), Ok(()));
    let pinned_pawn = Chess::read_fen("4k3/8/8/8/8/4b3/3P4/2K5 w - - 0 1").unwrap();
    assert_eq!(pinned_pawn.check_move(ChessMove::new(11, 27, DOUBLE_STEP)), Err(PINNED));
    let into = Chess::read_fen("4k3/3r4/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(into.check_move(ChessMove::new(4, 3, 0)), Err(INTO_CHECK));
    let checked = Chess::read_fen("4k3/4r3/8/8/8/8/1N6/4K3 w - - 0 1").unwrap();
    assert_eq!(checked.check_move(ChessMove::new(9, 19, 0)), Err(IN_CHECK));
}

#[test]
fn en_passant_only_when_legal() {
    // After d7-d5 the e5 pawn may take en passant; the FEN keeps the square.
    let mut chess = Chess::read_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1").unwrap();
    play_line(&mut chess, "d5");
    assert_eq!(chess.en_passant(), square_named("d6"));
    assert_eq!(chess.san(chess.read_move("exd6").unwrap()), "exd6");
    // With both pawns between the king and a rook on the rank, taking would bare the king: no square.
    let mut bared = Chess::read_fen("8/3p4/8/r3P2K/8/8/8/4k3 b - - 0 1").unwrap();
    play_line(&mut bared, "d5");
    assert_eq!(bared.en_passant(), None);
    assert!(bared.fen().contains(" - "), "{}", bared.fen());
    // A FEN's square with no pawn able to take is read as none; one with no pawn just past it is refused.
    let quiet = Chess::read_fen("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2").unwrap();
    assert_eq!(quiet.en_passant(), None);
    assert!(Chess::read_fen("4k3/8/8/8/8/8/8/4K3 w - d6 0 2").unwrap_err().contains("en passant"));
}

#[test]
fn the_laws_draws_and_claims() {
    // Knights out and back twice: the start for the third time may be claimed; the fifth ends the game.
    let mut chess = Chess::new();
    play_line(&mut chess, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(chess.occurrences(), 3);
    assert_eq!(chess.claim(), Some(DrawReason::Repetition));
    assert_eq!(chess.outcome(), None);
    play_line(&mut chess, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(chess.outcome(), Some(Outcome::DrawBy(DrawReason::Repetition)));
    let mut moves = Vec::new();
    chess.legal_moves(&mut moves);
    assert!(moves.is_empty(), "no move after the game has ended");
    // Fifty moves each may be claimed; seventy-five end the game, unless the move that made them mates.
    let mut fifty = Chess::read_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
    play_line(&mut fifty, "Ra2");
    assert_eq!((fifty.claim(), fifty.outcome()), (Some(DrawReason::NoProgress), None));
    let mut seventy_five = Chess::read_fen("4k3/8/8/8/8/8/8/R3K3 w - - 149 100").unwrap();
    play_line(&mut seventy_five, "Ra2");
    assert_eq!(seventy_five.outcome(), Some(Outcome::DrawBy(DrawReason::NoProgress)));
    let mut mated = Chess::read_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100").unwrap();
    play_line(&mut mated, "Ra8#");
    assert_eq!(mated.outcome(), Some(Outcome::Win(Player::One)));
    // Stalemate, and the dead positions.
    let stalemate = Chess::read_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(stalemate.outcome(), Some(Outcome::Draw));
    for dead in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1",
        "2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1",
    ] {
        assert_eq!(Chess::read_fen(dead).unwrap().outcome(), Some(Outcome::Draw), "{dead}");
    }
    for alive in
        ["4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1", "3bk3/8/8/8/8/8/8/3BK3 w - - 0 1", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1"]
    {
        assert_eq!(Chess::read_fen(alive).unwrap().outcome(), None, "{alive}");
    }
}

#[test]
fn a_fen_that_cannot_be_a_position_is_refused_with_the_reason() {
    for (fen, reason) in [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "4 to 6 fields"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -", "8 ranks"),
        ("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "not a piece"),
        ("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "7 squares"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq -", "more than 8"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq -", "White has 0 kings"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -", "w or b"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq -", "rook on h1"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq -", "twice"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "a number from 0"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "from 1"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "first or last rank"),
        ("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", ""),
        ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "not to move (Black) is in check"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "en passant"),
        ("4k3/8/8/8/8/8/8/4K3 w - e1 0 1", "en passant"),
        ("4k3/8/8/8/8/8/8/4K3 b - e8 0 1", "en passant"),
        ("4k3/8/8/8/8/8/8/4K3 w - h6 0 1", "en passant"),
        ("4k3/8/8/8/8/8/8/4K3 w - - +5 1", "from 0 to 9999"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 10000 1", "from 0 to 9999"),
        ("rnbqkb?r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "not a piece"),
    ] {
        match Chess::read_fen(fen) {
            Ok(_) => assert!(reason.is_empty(), "{fen} was read"),
            Err(why) => assert!(!reason.is_empty() && why.contains(reason), "{fen}: {why}"),
        }
    }
}

#[test]
fn a_position_knows_its_move_number_and_bound() {
    let mut chess = Chess::new();
    assert_eq!(chess.fen(), fen::START);
    play_line(&mut chess, "e4 c5");
    assert_eq!(chess.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    play_line(&mut chess, "Nf3");
    assert_eq!(chess.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    // Bare kings: the game cannot last past 149 more plies without a capture or a pawn's move, and none is left.
    let kings = Chess::read_fen("4k3/8/8/8/8/8/8/4K3 w - - 10 40").unwrap();
    assert_eq!(kings.plies_left_bound(), 140);
    assert!(Chess::new().plies_left_bound() > 10_000);
    let mut rng = SmallRng::seed_from_u64(1);
    let mut moves = Vec::new();
    let start = chess.plies_left_bound();
    for _ in 0..100 {
        chess.legal_moves(&mut moves);
        let Some(&mv) = moves.choose(&mut rng) else { break };
        let before = chess.plies_left_bound();
        chess.play(mv);
        assert!(chess.plies_left_bound() < before, "the bound falls with every move");
    }
    assert!(chess.plies_left_bound() < start);
}

#[test]
fn the_hash_after_a_move_is_the_hash_of_the_position_it_leads_to() {
    let mut rng = SmallRng::seed_from_u64(55);
    let mut moves = Vec::new();
    for _ in 0..60 {
        let mut pos = Chess::new();
        for _ in 0..120 {
            pos.legal_moves(&mut moves);
            let Some(&mv) = moves.choose(&mut rng) else { break };
            let expected = pos.hash_after(mv);
            pos.play(mv);
            assert_eq!(pos.hash(), expected, "{mv:?} in {}", pos.fen());
        }
    }
}

#[test]
fn a_pass_hands_the_move_over_and_is_taken_back() {
    let mut pos = Chess::read_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").unwrap();
    assert_eq!(pos.en_passant(), Some(45), "exf6 is legal");
    let before = pos.clone();
    pos.play_null();
    let passed = Chess::read_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3").unwrap();
    assert_eq!((pos.hash(), pos.to_move(), pos.en_passant()), (passed.hash(), Player::Two, None));
    assert_eq!(pos.occurrences(), 1, "no repetition counted across a pass");
    pos.undo_null();
    assert_eq!(pos, before);
}

#[test]
fn a_king_in_check_is_the_place_alerted() {
    use crate::rules::Family;
    assert!(Chess::new().alerted().is_empty());
    // Black's king on e8, checked by the rook on e1.
    let checked = Chess::read_fen("4k3/8/8/8/8/8/8/K3R3 b - - 0 1").unwrap();
    assert_eq!(checked.alerted(), [60]);
}
