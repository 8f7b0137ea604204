//! The one adapter between a family's descriptor, typed in its own positions and moves, and the
//! [`GameDescriptor`] the app holds for any game.

use bevy::prelude::*;

use super::{Descriptor, MoveOf};
use crate::app::games::{
    Ahead, BoardLook, ExplorerText, FinalCount, GameDescriptor, HowToPlay, LastTurn, Menu, Picture, PieceStyle,
    PlaceLook, SideName, SpokenBoard, Step,
};
use crate::app::geometry::BoardLayout;
use crate::app::words::Said;
use crate::rules::{AnyGame, AnyMove, GameSpec, Member, Piece, Place, Player};
use crate::session::Side;

/// A family's [`Descriptor`] as the app holds it: each answer about any game asked of the family's, positions
/// and moves unwrapped on the way in and wrapped on the way out. A position or move of another family (which
/// the match never hands a descriptor) gets the answer for none: no place, no move, no caption, and a move
/// named `?`.
pub struct Typed<D>(pub D);

impl<D: Descriptor> Typed<D> {
    fn position(position: &AnyGame) -> Option<&D::Family> {
        <D::Family as Member>::from_any(position)
    }

    fn mv(mv: AnyMove) -> Option<MoveOf<D>> {
        <D::Family as Member>::unwrap(mv)
    }

    fn wrap(mv: MoveOf<D>) -> AnyMove {
        <D::Family as Member>::wrap(mv)
    }
}

impl<D: Descriptor> GameDescriptor for Typed<D> {
    fn title(&self) -> Said {
        self.0.title()
    }

    fn menu(&self) -> Menu {
        self.0.menu()
    }

    fn turn(&self, knob: usize, by: i8) -> Option<GameSpec> {
        self.0.turn(knob, by)
    }

    fn how_to_play(&self) -> HowToPlay {
        let HowToPlay { paragraphs, pictures } = self.0.how_to_play();
        let pictures = pictures
            .into_iter()
            .map(|p| Picture { caption: p.caption, before: p.before.into_any(), mv: Self::wrap(p.mv) })
            .collect();
        HowToPlay { paragraphs, pictures }
    }

    fn board(&self) -> BoardLook {
        self.0.board().map_moves(Self::wrap)
    }

    fn spot(&self, place: Place) -> Vec2 {
        self.0.spot(place)
    }

    fn place(&self, place: Place) -> PlaceLook {
        self.0.place(place)
    }

    fn place_at(&self, layout: &BoardLayout, world: Vec2, position: &AnyGame) -> Option<Place> {
        self.0.place_at(layout, world, Self::position(position)?)
    }

    fn step(&self, place: Place, step: Step, position: &AnyGame) -> Place {
        Self::position(position).map_or(place, |position| self.0.step(place, step, position))
    }

    fn cursor_start(&self, position: &AnyGame) -> Place {
        Self::position(position).map_or(0, |position| self.0.cursor_start(position))
    }

    fn digit_move(&self, digit: usize, position: &AnyGame) -> Option<AnyMove> {
        self.0.digit_move(digit, Self::position(position)?).map(Self::wrap)
    }

    fn look(&self, piece: &Piece, side: Option<Side>) -> PieceStyle {
        self.0.look(piece, side)
    }

    /// A move of another family (which the match never hands its descriptor) is named as unknown.
    fn move_name(&self, mv: AnyMove) -> Said {
        Self::mv(mv).map_or_else(|| Said::new("move-cell").text("cell", "?"), |mv| self.0.move_name(mv))
    }

    fn move_text(&self, mv: AnyMove) -> String {
        Self::mv(mv).map_or_else(|| "?".to_string(), |mv| self.0.move_text(mv))
    }

    /// A line of another family, or from another family's start, is written move by move.
    fn line_texts(&self, start: &AnyGame, moves: &[AnyMove]) -> Vec<String> {
        let own: Option<Vec<MoveOf<D>>> = moves.iter().map(|&mv| Self::mv(mv)).collect();
        match (Self::position(start), own) {
            (Some(start), Some(own)) => self.0.line_texts(start, &own),
            _ => moves.iter().map(|&mv| self.move_text(mv)).collect(),
        }
    }

    fn line_name(&self, position: &AnyGame) -> Option<String> {
        self.0.line_name(Self::position(position)?)
    }

    fn spoken_move(&self, before: &AnyGame, mv: AnyMove, turned: usize) -> Option<Said> {
        self.0.spoken_move(Self::position(before)?, Self::mv(mv)?, turned)
    }

    fn side_name(&self, side: Side, player: Option<Player>) -> SideName {
        self.0.side_name(side, player)
    }

    fn caption(&self, position: &AnyGame, last: Option<&LastTurn>) -> Vec<Said> {
        let Some(position) = Self::position(position) else { return Vec::new() };
        let last = last.map(|turn| LastTurn {
            who: turn.who.clone(),
            side: turn.side,
            moves: turn
                .moves
                .iter()
                .filter_map(|(before, mv)| Some((Self::position(before)?.clone(), Self::mv(*mv)?)))
                .collect(),
        });
        self.0.caption(position, last.as_ref())
    }

    fn ahead(&self, position: &AnyGame, player: Player) -> Option<Ahead> {
        self.0.ahead(Self::position(position)?, player)
    }

    fn final_count(&self, position: &AnyGame) -> Option<FinalCount> {
        self.0.final_count(Self::position(position)?)
    }

    fn place_name(&self, place: Place) -> Said {
        self.0.place_name(place)
    }

    fn piece_name(&self, piece: &Piece, owner: Said) -> Said {
        self.0.piece_name(piece, owner)
    }

    fn spoken_board(&self, position: &AnyGame, owner: &dyn Fn(Player) -> Said) -> SpokenBoard {
        match Self::position(position) {
            Some(position) => self.0.spoken_board(position, owner),
            None => SpokenBoard { cols: 1, cells: Vec::new() },
        }
    }

    fn explorer_text(&self, position: &AnyGame) -> ExplorerText {
        Self::position(position).map(|position| self.0.explorer_text(position)).unwrap_or_default()
    }
}
