//! [`Line`]: a game's moves as played and taken back, and where undo and redo stop. It is the part of a match
//! that knows nothing of seats and sides, generic over the game, so that its rules are tested on games whose
//! turns do not alternate (the core's `turns` tests: a forced pass, a move again).

use crate::rules::{Game, Player};

/// Where undo and redo stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stops {
    /// After every move: people against people, computers against computers.
    EveryMove,
    /// Only where this player (a person against the computer) has a real choice at the start of a turn (see
    /// [`Line::turn_to_think`]), or at the start, or (redoing) at the end.
    TurnsOf(Player),
}

/// A position with the moves that led to it from a start and the moves taken back from it, for redo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<G: Game> {
    position: G,
    /// The moves played from the start, in order.
    played: Vec<G::Move>,
    /// Moves taken back, the most recent last.
    taken_back: Vec<G::Move>,
}

impl<G: Game> Line<G> {
    /// A line at `start`, with no move played.
    pub fn new(start: G) -> Self {
        Self { position: start, played: Vec::new(), taken_back: Vec::new() }
    }

    pub fn position(&self) -> &G {
        &self.position
    }

    /// The moves played from the start, in order.
    pub fn played(&self) -> &[G::Move] {
        &self.played
    }

    /// Whether there is a move to redo.
    pub fn can_redo(&self) -> bool {
        !self.taken_back.is_empty()
    }

    /// Plays `mv`, which the caller has checked is legal, and forgets what could be redone.
    pub fn play(&mut self, mv: G::Move) {
        self.position.play(mv);
        self.played.push(mv);
        self.taken_back.clear();
    }

    /// The player who made the last move, if any.
    fn last_mover(&self) -> Option<Player> {
        let &mv = self.played.last()?;
        let mut before = self.position.clone();
        before.undo(mv);
        Some(before.to_move())
    }

    /// Whether `player` is to move here with a real choice (more than one legal move: a forced pass, or a
    /// single move left, is not one) at the start of a turn (not between two moves of the same turn, as after
    /// Kalah's sowing into one's own store).
    pub fn turn_to_think(&self, player: Player) -> bool {
        if self.position.to_move() != player || self.last_mover() == Some(player) {
            return false;
        }
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        moves.len() > 1
    }

    fn stops(&self, stops: Stops) -> bool {
        match stops {
            Stops::EveryMove => true,
            Stops::TurnsOf(player) => self.turn_to_think(player),
        }
    }

    /// Takes back moves up to where `stops` says, or to the start. Returns how many.
    pub fn undo(&mut self, stops: Stops) -> usize {
        let mut undone = 0;
        while let Some(mv) = self.played.pop() {
            self.position.undo(mv);
            self.taken_back.push(mv);
            undone += 1;
            if self.stops(stops) {
                break;
            }
        }
        undone
    }

    /// Plays taken-back moves again up to where `stops` says, or to the end: from where [`Line::undo`]
    /// stopped, back to where it started. Returns how many.
    pub fn redo(&mut self, stops: Stops) -> usize {
        let mut redone = 0;
        while let Some(mv) = self.taken_back.pop() {
            if self.position.check_move(mv).is_err() {
                self.taken_back.clear();
                break;
            }
            self.position.play(mv);
            self.played.push(mv);
            redone += 1;
            if self.position.outcome().is_some() || self.stops(stops) {
                break;
            }
        }
        redone
    }
}
