//! The chessboard's squares where it draws them, turned or not, and its moves written and said.

use super::*;

#[test]
fn a_square_is_where_the_board_draws_it_turned_or_not() {
    for near in [Player::One, Player::Two] {
        let board = ChessBoard { near };
        for place in 0..64 {
            let (row, col) = board.cell_of(place);
            assert_eq!(board.place_of(row, col), place);
        }
    }
    // White nearest: a1 in the bottom left corner; Black nearest: h8 there, a1 top right.
    assert_eq!(ChessBoard { near: Player::One }.cell_of(0), (7, 0));
    assert_eq!(ChessBoard { near: Player::Two }.cell_of(63), (7, 0));
    assert_eq!(ChessBoard { near: Player::Two }.cell_of(0), (0, 7));
}

#[test]
fn the_coordinates_name_the_edge_squares_as_seen() {
    let white = ChessBoard { near: Player::One }.board();
    let texts: Vec<&str> = white.coordinates.iter().map(|(_, text)| text.as_str()).collect();
    assert_eq!(texts[..8], ["a", "b", "c", "d", "e", "f", "g", "h"]);
    assert_eq!(texts[8..], ["8", "7", "6", "5", "4", "3", "2", "1"]);
    let black = ChessBoard { near: Player::Two }.board();
    let texts: Vec<&str> = black.coordinates.iter().map(|(_, text)| text.as_str()).collect();
    assert_eq!(texts[..8], ["h", "g", "f", "e", "d", "c", "b", "a"]);
    assert_eq!(texts[8..], ["1", "2", "3", "4", "5", "6", "7", "8"]);
}

#[test]
fn the_move_list_writes_san_and_a_sentence_long_algebraic() {
    let board = ChessBoard { near: Player::One };
    let start = Chess::new();
    let line = Chess::parse_position(Standard, "e4 e5 Nf3 Nc6 Bb5 a6 O-O").unwrap();
    let mut moves = Vec::new();
    let mut position = start.clone();
    for text in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"] {
        let mv = position.read_move(text).unwrap();
        moves.push(mv);
        position.play(mv);
    }
    assert_eq!(position, line);
    assert_eq!(board.line_texts(&start, &moves), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]);
    assert_eq!(board.move_text(moves[2]), "g1-f3");
    assert_eq!(board.move_text(moves[6]), "O-O");
}

#[test]
fn pieces_are_drawings_of_their_kind_and_side() {
    let board = ChessBoard { near: Player::One };
    let scene = Chess::new().scene();
    let white_king = scene.at(4).unwrap();
    let black_queen = scene.at(59).unwrap();
    assert_eq!(board.look(&white_king, None).drawing().map(|p| p.path), Some("pieces/chessnut/wK.svg"));
    assert_eq!(board.look(&black_queen, None).drawing().map(|p| p.path), Some("pieces/chessnut/bQ.svg"));
    assert!(board.look(&white_king, None).drawing().is_some_and(|p| p.svg.starts_with("<svg")));
    assert_ne!(board.look(&white_king, None).fill, board.look(&black_queen, None).fill);
}

#[test]
fn a_side_ahead_shows_the_pieces_it_has_more_of_and_its_lead_in_points() {
    let board = ChessBoard { near: Player::One };
    let mut chess = Chess::new();
    for san in ["e4", "d5", "exd5"] {
        let mv = chess.read_move(san).unwrap();
        chess.play(mv);
    }
    let pawn = scene_kind(Kind::Pawn);
    assert_eq!(board.ahead(&chess, Player::One), Some(Ahead { taken: vec![pawn], lead: Some(1) }));
    assert_eq!(board.ahead(&chess, Player::Two), Some(Ahead::default()), "nothing more, and no lead");
    // Two queens (one promoted) against one, a rook and a knight against a bishop: the taken pieces are the
    // kinds counted over the other side's, the lead their points.
    let chess = Chess::read_fen("4k3/8/8/8/8/8/8/QQRNK1bq w - - 0 1").unwrap();
    let (queen, rook, knight) = (scene_kind(Kind::Queen), scene_kind(Kind::Rook), scene_kind(Kind::Knight));
    let white = board.ahead(&chess, Player::One).unwrap();
    assert_eq!(white, Ahead { taken: vec![queen, rook, knight], lead: Some(9 + 5 + 3 - 3) });
    let black = board.ahead(&chess, Player::Two).unwrap();
    assert_eq!(black, Ahead { taken: vec![scene_kind(Kind::Bishop)], lead: None });
}

#[test]
fn a_move_is_said_with_its_piece_what_it_takes_and_a_check() {
    let board = ChessBoard { near: Player::One };
    let said = |fen: &str, san: &str| {
        let before = Chess::read_fen(fen).unwrap();
        let mv = before.read_move(san).unwrap();
        board.spoken_move(&before, mv, 0).unwrap()
    };
    let white = |id: &'static str| Said::new(id).said("side", Said::new("side-white"));
    let black = |id: &'static str| Said::new(id).said("side", Said::new("side-black"));
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let quiet = Said::new("access-chess-move").said("piece", white("piece-knight")).text("from", "g1").text("to", "f3");
    assert_eq!(said(start, "Nf3"), quiet);
    // The bishop takes on f7 and gives check.
    let fork = "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1";
    let takes = Said::new("access-chess-capture").said("taken", black("piece-pawn"));
    let takes = takes.said("piece", white("piece-bishop")).text("from", "c4").text("to", "f7");
    assert_eq!(said(fork, "Bxf7"), Said::new("access-chess-check").said("move", takes));
    // En passant takes the pawn beside; a promotion says what the pawn becomes.
    let passant = said("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6");
    assert_eq!(passant.id(), "access-chess-capture");
    let promotion = said("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=N");
    assert_eq!(promotion.id(), "access-chess-promotion");
    assert_eq!(said("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O").id(), "access-chess-castles");
}
