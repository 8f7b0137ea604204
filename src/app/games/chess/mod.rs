//! Chess (see [`crate::rules::chess`]): the Chessnut piece set on a green and buff board, files
//! a to h along its bottom edge and ranks 1 to 8 up its left, as players' boards are marked. The rules' places
//! are the 64 squares, a1 = 0 to h8 = 63; the board turns so that the side nearest the screen has its pieces
//! at the bottom, its coordinates turning with it.

use bevy::prelude::*;

use super::{
    Ahead, BoardLook, Describe, Descriptor, Dressing, Hover, HowToPlay, Ink, LastTurn, MarkLook, Menu, MenuItem,
    MenuRow, Picture, PieceStyle, SideName, SpokenBoard, Surface,
};
use crate::app::geometry::{BoardLayout, BoardShape};
use crate::app::style::{Drawing, drawing};
use crate::app::words::Said;
use crate::rules::chess::{Chess, ChessMove, Kind, Standard, chess_kind, opening, scene_kind, square_name};
use crate::rules::{Family, Game, Piece, Place, Player};
use crate::session::Side;

/// The board's side, in squares.
const SIDE: usize = 8;
/// Where a file's letter is written, in the bottom row's squares, and a rank's number, in the left column's:
/// in their corners, in board units from the square's centre.
const FILE_AT: Vec2 = Vec2::new(0.36, -0.36);
const RANK_AT: Vec2 = Vec2::new(-0.38, 0.34);

/// The chessboard, seen from the side of `near` (its pieces at the bottom).
pub struct ChessBoard {
    near: Player,
}

impl Describe for Chess {
    type Descriptor = ChessBoard;

    /// Seen from White's side.
    fn descriptor(rules: Standard) -> ChessBoard {
        Self::seated(rules, Player::One)
    }

    fn seated(_rules: Standard, near: Player) -> ChessBoard {
        ChessBoard { near }
    }
}

impl ChessBoard {
    fn shape(&self) -> BoardShape {
        BoardShape { rows: SIDE, cols: SIDE, space_above: 0.4, room: Vec2::ZERO, coordinates: Vec2::ZERO }
    }

    /// The row and column on screen, from the top left, of a square: White's first rank at the bottom when
    /// White is nearest, at the top (and the files from h to a) when Black is.
    fn cell_of(&self, place: Place) -> (usize, usize) {
        let square = place.min(63) as usize;
        let (rank, file) = (square / SIDE, square % SIDE);
        if self.near == Player::One { (SIDE - 1 - rank, file) } else { (rank, SIDE - 1 - file) }
    }

    /// The square at a row and column on screen.
    fn place_of(&self, row: usize, col: usize) -> Place {
        let (rank, file) = if self.near == Player::One { (SIDE - 1 - row, col) } else { (row, SIDE - 1 - col) };
        (rank * SIDE + file) as Place
    }
}

/// Each side's pieces, pawn to king: Chessnut, by Alexis Luengas, under the Apache License 2.0, as lichess
/// ships it (`assets/pieces/chessnut`): white bodies and black pieces, both outlined in black, that read on
/// light squares and dark in every theme.
const WHITE_PIECES: [Drawing; 6] = [
    drawing!("pieces/chessnut/wP.svg"),
    drawing!("pieces/chessnut/wN.svg"),
    drawing!("pieces/chessnut/wB.svg"),
    drawing!("pieces/chessnut/wR.svg"),
    drawing!("pieces/chessnut/wQ.svg"),
    drawing!("pieces/chessnut/wK.svg"),
];
const BLACK_PIECES: [Drawing; 6] = [
    drawing!("pieces/chessnut/bP.svg"),
    drawing!("pieces/chessnut/bN.svg"),
    drawing!("pieces/chessnut/bB.svg"),
    drawing!("pieces/chessnut/bR.svg"),
    drawing!("pieces/chessnut/bQ.svg"),
    drawing!("pieces/chessnut/bK.svg"),
];

/// The message that names each kind, pawn to king.
const KIND_NAMES: [&str; 6] =
    ["piece-pawn", "piece-knight", "piece-bishop", "piece-rook", "piece-queen", "piece-chess-king"];

impl Descriptor for ChessBoard {
    type Family = Chess;

    fn title(&self) -> Said {
        Said::new("game-chess")
    }

    fn menu(&self) -> Menu {
        Menu {
            rows: vec![MenuRow { label: None, items: vec![MenuItem::Note(Said::new("about-chess"))] }],
            custom: None,
        }
    }

    /// The moves and the ends, and a picture of castling.
    fn how_to_play(&self) -> HowToPlay<Chess> {
        let before = Chess::read_fen("r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1").ok();
        let picture = before.and_then(|before| {
            let castle = before.read_move("O-O").ok()?;
            Some(Picture { caption: Said::new("picture-chess-castling"), before, mv: castle })
        });
        HowToPlay {
            paragraphs: vec![Said::new("how-chess"), Said::new("how-chess-ends")],
            pictures: picture.into_iter().collect(),
        }
    }

    /// Buff and green squares, the files and ranks in the corners of the edge squares (the coordinates'
    /// setting); the last move's dot in its square's corner, and room above for the line that says it.
    fn board(&self) -> BoardLook<ChessMove> {
        let dressing = Dressing { surface: Surface::SQUARES, chequer: Some(Ink::DarkSquare), ..default() };
        let (bottom, left) = (SIDE - 1, 0);
        let mut coordinates = Vec::new();
        for col in 0..SIDE {
            let square = self.place_of(bottom, col) as u8;
            let letter = square_name(square)[..1].to_string();
            coordinates.push((self.spot(square.into()) + FILE_AT, letter));
        }
        for row in 0..SIDE {
            let square = self.place_of(row, left) as u8;
            let number = square_name(square)[1..].to_string();
            coordinates.push((self.spot(square.into()) + RANK_AT, number));
        }
        BoardLook {
            marks: MarkLook {
                round: true,
                // The last move's two squares shaded, as chess boards show it.
                last: None,
                trail: Some(Ink::LastSquare),
                hover: Hover::Shade(Ink::Hover),
                // Dots where the picked piece may go (every legal move's, on a board of thirty, would crowd it).
                legal: None,
            },
            coordinates,
            coordinate_ink: Ink::SquareNumber,
            names_squares: true,
            // The analysis' value as a bar, a man or a pawn being 100.
            value_bar: true,
            ..BoardLook::new(self.shape(), dressing)
        }
    }

    fn spot(&self, place: Place) -> Vec2 {
        let (row, col) = self.cell_of(place);
        self.shape().cell_local(row * SIDE + col)
    }

    fn place_at(&self, layout: &BoardLayout, world: Vec2, _position: &Chess) -> Option<Place> {
        let cell = layout.cell_at(world)?;
        Some(self.place_of(cell / SIDE, cell % SIDE))
    }

    /// White's pieces white, Black's black, whatever the theme (the set's own colours).
    fn look(&self, piece: &Piece, _side: Option<Side>) -> PieceStyle {
        let kind = chess_kind(piece.kind).map_or(0, |kind| kind.index());
        match piece.owner {
            Some(Player::Two) => PieceStyle::drawn(BLACK_PIECES[kind], Ink::BlackStone),
            _ => PieceStyle::drawn(WHITE_PIECES[kind], Ink::WhiteStone),
        }
    }

    /// A move in long algebraic notation, which needs no position: `e2-e4`, `e7-e8=Q`, `O-O`.
    fn move_name(&self, mv: ChessMove) -> Said {
        Said::new("move-square").text("square", long_algebraic(mv))
    }

    fn move_text(&self, mv: ChessMove) -> String {
        long_algebraic(mv)
    }

    /// SAN, each move in its position: `Nf3`, `exd5`, `O-O`, `e8=Q+`.
    fn line_texts(&self, start: &Chess, moves: &[ChessMove]) -> Vec<String> {
        Chess::move_texts(Standard, start, moves)
    }

    /// The piece and its squares, what it takes, what a pawn becomes, and a check: "White knight, g1 to f3";
    /// "White bishop on c4 takes Black pawn on f7, check"; "White castles".
    fn spoken_move(&self, before: &Chess, mv: ChessMove, _turned: usize) -> Option<Said> {
        let mover = before.to_move();
        let name = |side: Player, kind: Kind| {
            let piece = Piece { owner: Some(side), kind: scene_kind(kind), count: 1 };
            self.piece_name(&piece, self.side_name(Side::X, Some(side)).said())
        };
        let moved = before.board().at(mv.from()).map_or(Kind::Pawn, |piece| piece.kind);
        let taken =
            if mv.is_en_passant() { Some(Kind::Pawn) } else { before.board().at(mv.to()).map(|piece| piece.kind) };
        let mut said = match taken {
            _ if mv.is_castle() => {
                Said::new("access-chess-castles").said("colour", self.side_name(Side::X, Some(mover)).said())
            }
            Some(kind) => Said::new("access-chess-capture").said("taken", name(mover.other(), kind)),
            None => Said::new("access-chess-move"),
        };
        said = said
            .said("piece", name(mover, moved))
            .text("from", square_name(mv.from()))
            .text("to", square_name(mv.to()));
        if let Some(kind) = mv.promotion() {
            said = Said::new("access-chess-promotion").said("move", said).said("piece", name(mover, kind));
        }
        let mut after = before.clone();
        after.play(mv);
        if after.in_check() && after.outcome().is_none() {
            said = Said::new("access-chess-check").said("move", said);
        }
        Some(said)
    }

    fn place_name(&self, place: Place) -> Said {
        Said::new("move-square").text("square", square_name(place.min(63) as u8))
    }

    /// "White knight", "Black queen".
    fn piece_name(&self, piece: &Piece, owner: Said) -> Said {
        let name = chess_kind(piece.kind).map_or(KIND_NAMES[0], |kind| KIND_NAMES[kind.index()]);
        Said::new(name).said("side", owner)
    }

    /// Rank by rank from the eighth, a to h, as a diagram reads.
    fn spoken_board(&self, position: &Chess, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        let mut cells = super::descriptor::spoken_places(self, position, owner);
        let ranks: Vec<Vec<Said>> = cells.chunks(SIDE).map(<[Said]>::to_vec).rev().collect();
        cells = ranks.into_iter().flatten().collect();
        SpokenBoard { cols: SIDE, cells }
    }

    /// White moves first.
    fn side_name(&self, side: Side, player: Option<Player>) -> SideName {
        match player {
            Some(Player::One) => SideName::White,
            Some(Player::Two) => SideName::Black,
            None => super::player_number(side),
        }
    }

    /// The pieces of each kind `player` has more of than the other side (the other's, drawn as taken), and its
    /// lead in the points players count (a pawn 1, a knight or a bishop 3, a rook 5, a queen 9).
    fn ahead(&self, position: &Chess, player: Player) -> Option<Ahead> {
        const POINTS: [(Kind, i32); 5] =
            [(Kind::Queen, 9), (Kind::Rook, 5), (Kind::Bishop, 3), (Kind::Knight, 3), (Kind::Pawn, 1)];
        let board = position.board();
        let count = |side: Player, kind: Kind| board.pieces(side, kind).count_ones() as i32;
        let (mut taken, mut lead) = (Vec::new(), 0);
        for (kind, points) in POINTS {
            let more = count(player, kind) - count(player.other(), kind);
            taken.extend(std::iter::repeat_n(scene_kind(kind), more.max(0) as usize));
            lead += more * points;
        }
        Some(Ahead { taken, lead: u32::try_from(lead).ok().filter(|&lead| lead > 0) })
    }

    /// The opening, by its ECO code and name (English, as the data set has them).
    fn line_name(&self, position: &Chess) -> Option<String> {
        opening(position).map(|opening| format!("{} {}", opening.eco, opening.name))
    }

    /// The last move in SAN (it was played in the position kept with it), and a check, said over the board.
    fn caption(&self, position: &Chess, last: Option<&LastTurn<Chess>>) -> Vec<Said> {
        let mut parts = Vec::new();
        if let Some((side, (before, mv))) = last.and_then(|turn| Some((turn.side, turn.moves.last()?))) {
            let named = Said::new("move-square").text("square", before.san(*mv));
            parts.push(Said::new("caption-played").said("side", side.said()).said("move", named));
        }
        if position.outcome().is_none() && position.in_check() {
            parts.push(Said::new("chess-check"));
        }
        parts
    }
}

/// A move as long algebraic notation writes it: its squares, then the promotion; castling as `O-O`.
fn long_algebraic(mv: ChessMove) -> String {
    if mv.is_castle() {
        return if mv.to() % 8 == 6 { "O-O".into() } else { "O-O-O".into() };
    }
    let promotion = mv.promotion().map_or(String::new(), |kind: Kind| format!("={}", kind.letter()));
    format!("{}-{}{promotion}", square_name(mv.from()), square_name(mv.to()))
}

#[cfg(test)]
mod tests;
