//! The explorer's logic: which search of which position is shown, how far it has got, and the recording of the
//! trace on the async pool (in slices that give the frame back in the browser, like every search).
//!
//! The state after any step is a pure function of the step's number (see [`crate::ai::trace::record`]), so
//! stepping back is as cheap as stepping forward and the view needs nothing but [`Explorer`] to draw it.

use std::collections::HashSet;
use std::sync::Arc;

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use super::persistence::Begin;
use super::play::{CurrentMatch, MatchAction};
use super::screen::Screen;
use crate::ai::trace::export;
use crate::ai::trace::record::{StepKind, Trace};
use crate::ai::trace::subject::{Subject, SubjectMove};
use crate::ai::trace::{Algorithm, TraceCounts};
use crate::app::schedule::AppSystems;
use crate::app::words::Said;
use crate::rules::GameSpec;

mod recording;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Explorer>();
    app.add_message::<ExplorerAction>();
    app.add_systems(
        Update,
        (
            explorer_keys.in_set(AppSystems::RecordInput),
            (handle_actions, play_steps, recording::start_recording, recording::collect_recording)
                .chain()
                .in_set(AppSystems::ApplyMoves),
        )
            .run_if(in_state(Screen::Explorer)),
    );
    app.add_systems(
        Update,
        explore_match
            .in_set(AppSystems::ApplyMoves)
            .run_if(in_state(Screen::Playing).and_then(on_message::<MatchAction>)),
    );
    app.add_systems(OnEnter(Screen::Explorer), |mut explorer: ResMut<Explorer>| explorer.pending = true);
}

/// The match's Explore: the explorer opens on the position in play, and Back returns to the match.
fn explore_match(
    mut actions: MessageReader<MatchAction>,
    game: Res<CurrentMatch>,
    mut explorer: ResMut<Explorer>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if !actions.read().any(|action| *action == MatchAction::Explore) {
        return;
    }
    let spec = game.setup().spec;
    let title = Said::new("explorer-from-match").said("game", game.descriptor().title()).number("moves", game.ply());
    explorer.open(title, Subject::game(spec, game.position().clone()), true);
    next_screen.set(Screen::Explorer);
}

/// The most nodes a trace in the app keeps: the whole Tic-Tac-Toe tree under plain minimax (549,946) fits.
pub const MAX_RECORD: usize = 600_000;
/// The most nodes the side-by-side counts search before they say "more than".
pub const MAX_COUNT: u64 = 2_000_000;
/// Nodes recorded between two looks at the frame (in the browser, a turn of its event loop).
const SLICE_NODES: u64 = 20_000;
/// Above this many nodes, levels below the first that would pass it start collapsed.
pub const VISIBLE_NODES: usize = 1500;
/// Steps a second at each playing speed.
pub const SPEEDS: [f32; 7] = [1.0, 2.0, 5.0, 10.0, 30.0, 100.0, 1000.0];

/// The explorer's built-in subjects, from the menu: the textbook trees, a Bones heap, Tic-Tac-Toe positions.
pub fn built_in_subjects() -> Vec<(Said, Subject)> {
    let ttt = GameSpec::TIC_TAC_TOE;
    let position = |moves| ttt.parse_position(moves).expect("a legal position");
    let heap = 7;
    let bones = GameSpec::Bones(heap);
    vec![
        (Said::new("explorer-subject-minimax"), Subject::textbook_minimax()),
        (Said::new("explorer-subject-alpha-beta"), Subject::textbook_alpha_beta()),
        (Said::new("explorer-subject-bones").number("heap", heap), Subject::game(bones, bones.start())),
        (Said::new("explorer-subject-block"), Subject::game(ttt, position("5193"))),
        (Said::new("explorer-subject-empty"), Subject::game(ttt, position(""))),
    ]
}

/// What the explorer shows.
#[derive(Resource)]
pub struct Explorer {
    pub subject: Subject,
    /// A name for the subject.
    pub title: Said,
    /// Which built-in subject this is, if one.
    pub built_in: Option<usize>,
    /// Opened from a match: Back returns to it.
    pub from_match: bool,
    pub algorithm: Algorithm,
    /// The depth searched; `None` until the first recording picks one.
    pub depth: Option<u32>,
    pub trace: Option<Arc<Trace<SubjectMove>>>,
    /// Each algorithm's counts on the same subject and depth, and the root's value where it finished.
    pub counts: Vec<(Algorithm, TraceCounts, Option<i32>)>,
    /// How many steps of the trace are shown.
    pub step: usize,
    pub playing: bool,
    /// An index into [`SPEEDS`].
    pub speed: usize,
    /// The nodes whose children are shown.
    pub expanded: HashSet<u32>,
    /// Counts the changes to `expanded`: the view lays the tree out again when it moves.
    pub shape: u64,
    /// A textbook leaf being given a new value.
    pub editing: Option<LeafEdit>,
    /// Something to tell the player: a value that could not be read, where the export went.
    pub notice: Option<Said>,
    /// A recording is wanted (the subject, the algorithm or the depth changed).
    pub pending: bool,
    /// Counts the recordings asked for; a finished one for an older request is dropped.
    generation: u64,
    /// Time carried over between frames while playing.
    carry: f32,
}

/// A textbook leaf being edited: its node in the trace, its index in the tree, the digits typed so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeafEdit {
    pub node: u32,
    pub leaf: usize,
    pub text: String,
}

impl Default for Explorer {
    fn default() -> Self {
        let (title, subject) = built_in_subjects().swap_remove(0);
        Self {
            subject,
            title,
            built_in: Some(0),
            from_match: false,
            algorithm: Algorithm::AlphaBeta,
            depth: None,
            trace: None,
            counts: Vec::new(),
            step: 0,
            playing: false,
            speed: 2,
            expanded: HashSet::new(),
            shape: 0,
            editing: None,
            notice: None,
            pending: true,
            generation: 0,
            carry: 0.0,
        }
    }
}

impl Explorer {
    /// Shows `subject` afresh: a new recording at a depth picked for it.
    pub fn open(&mut self, title: Said, subject: Subject, from_match: bool) {
        *self = Explorer {
            title,
            subject,
            built_in: None,
            from_match,
            algorithm: self.algorithm,
            speed: self.speed,
            // Counters only ever grow: a drawing or a recording of an earlier subject never passes for this one's.
            shape: self.shape + 1,
            generation: self.generation,
            ..Explorer::default()
        };
    }

    /// Shows a built-in subject.
    pub fn open_built_in(&mut self, index: usize) {
        let subjects = built_in_subjects();
        let index = index % subjects.len();
        let (title, subject) = subjects[index].clone();
        self.open(title, subject, false);
        self.built_in = Some(index);
    }

    /// Which recording the trace shown is: a number that changes with every new one.
    pub fn recording(&self) -> u64 {
        self.generation
    }

    /// Whether the whole trace is shown.
    pub fn at_end(&self) -> bool {
        self.trace.as_ref().is_some_and(|t| self.step >= t.steps.len())
    }

    /// The node the search is at after the steps shown.
    pub fn current_node(&self) -> Option<u32> {
        let trace = self.trace.as_ref()?;
        self.step.checked_sub(1).and_then(|i| trace.steps.get(i)).map(|s| s.node)
    }

    /// Whether the node is drawn: every node above it is open.
    pub fn shown(&self, node: u32) -> bool {
        let Some(trace) = &self.trace else { return false };
        let mut at = trace.nodes[node as usize].parent;
        while let Some(parent) = at {
            if !self.expanded.contains(&parent) {
                return false;
            }
            at = trace.nodes[parent as usize].parent;
        }
        true
    }

    /// Asks for a new recording of the same subject (another algorithm, depth or leaf).
    fn rerecord(&mut self) {
        self.trace = None;
        self.counts.clear();
        self.step = 0;
        self.playing = false;
        self.editing = None;
        self.pending = true;
    }

    fn install(&mut self, recorded: recording::Recorded) {
        let trace = Arc::new(recorded.trace);
        self.depth = Some(recorded.depth);
        self.expanded = initially_expanded(&trace);
        self.shape += 1;
        self.step = 1.min(trace.steps.len());
        self.counts = recorded.counts;
        self.trace = Some(trace);
        self.carry = 0.0;
    }

    /// The step after the next cut-off, or the end.
    fn next_cut(&self) -> usize {
        let Some(trace) = &self.trace else { return 0 };
        trace.steps[self.step.min(trace.steps.len())..]
            .iter()
            .position(|s| s.kind == StepKind::Cutoff)
            .map_or(trace.steps.len(), |i| self.step + i + 1)
    }
}

/// The nodes expanded when a trace is first shown: every level while fewer than [`VISIBLE_NODES`] are shown.
pub fn initially_expanded<N>(trace: &Trace<N>) -> HashSet<u32> {
    let mut per_ply = Vec::<usize>::new();
    for node in &trace.nodes {
        let ply = node.ply as usize;
        if per_ply.len() <= ply {
            per_ply.resize(ply + 1, 0);
        }
        per_ply[ply] += 1;
    }
    let mut shown = 0;
    let mut deepest = 0;
    for (ply, count) in per_ply.iter().enumerate() {
        shown += count;
        if shown > VISIBLE_NODES {
            break;
        }
        deepest = ply;
    }
    (0..trace.nodes.len() as u32)
        .filter(|&n| (trace.nodes[n as usize].ply as usize) < deepest && !trace.nodes[n as usize].children.is_empty())
        .collect()
}

/// What the player can do in the explorer.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum ExplorerAction {
    Forward,
    Back,
    /// Play or pause.
    Play,
    NextCut,
    Start,
    End,
    Faster,
    Slower,
    Algorithm(Algorithm),
    /// The next built-in subject.
    NextSubject,
    Deeper,
    Shallower,
    /// Show or hide a node's children.
    Toggle(u32),
    /// Give a textbook leaf (a node of the trace) a new value.
    Edit(u32),
    /// A key typed while editing a leaf: a digit or a minus sign.
    Type(char),
    Erase,
    /// Take the typed value.
    Commit,
    /// Hand the player the traced tree as Graphviz DOT (the clipboard natively, a download in a browser).
    Export,
    /// Leave the explorer: back to the match it came from, or to the menu.
    Leave,
}

/// The keyboard's shortcuts: arrows step, Space plays, C jumps to the next cut-off, Home and End, `[` and `]`
/// change the speed, 1 to 4 choose the algorithm, E exports the tree, Escape leaves (or stops editing).
fn explorer_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut typed: MessageReader<KeyboardInput>,
    explorer: Res<Explorer>,
    mut actions: MessageWriter<ExplorerAction>,
) {
    if explorer.editing.is_some() {
        for key in typed.read().filter(|k| k.state.is_pressed()) {
            match &key.logical_key {
                Key::Character(c) => {
                    for ch in c.chars().filter(|ch| ch.is_ascii_digit() || *ch == '-') {
                        actions.write(ExplorerAction::Type(ch));
                    }
                }
                Key::Backspace => {
                    actions.write(ExplorerAction::Erase);
                }
                Key::Enter => {
                    actions.write(ExplorerAction::Commit);
                }
                Key::Escape => {
                    actions.write(ExplorerAction::Edit(u32::MAX));
                }
                _ => {}
            }
        }
        return;
    }
    typed.clear();
    let shortcuts = [
        (KeyCode::ArrowRight, ExplorerAction::Forward),
        (KeyCode::ArrowLeft, ExplorerAction::Back),
        (KeyCode::Space, ExplorerAction::Play),
        (KeyCode::KeyC, ExplorerAction::NextCut),
        (KeyCode::Home, ExplorerAction::Start),
        (KeyCode::End, ExplorerAction::End),
        (KeyCode::BracketRight, ExplorerAction::Faster),
        (KeyCode::BracketLeft, ExplorerAction::Slower),
        (KeyCode::PageDown, ExplorerAction::Deeper),
        (KeyCode::PageUp, ExplorerAction::Shallower),
        (KeyCode::Escape, ExplorerAction::Leave),
        (KeyCode::KeyE, ExplorerAction::Export),
        (KeyCode::Digit1, ExplorerAction::Algorithm(Algorithm::Minimax)),
        (KeyCode::Digit2, ExplorerAction::Algorithm(Algorithm::AlphaBeta)),
        (KeyCode::Digit3, ExplorerAction::Algorithm(Algorithm::Ordered)),
        (KeyCode::Digit4, ExplorerAction::Algorithm(Algorithm::Table)),
    ];
    for (key, action) in shortcuts {
        if keys.just_pressed(key) {
            actions.write(action);
        }
    }
}

fn handle_actions(
    mut actions: MessageReader<ExplorerAction>,
    mut explorer: ResMut<Explorer>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut begin: MessageWriter<Begin>,
) {
    for action in actions.read() {
        let last = explorer.trace.as_ref().map_or(0, |t| t.steps.len());
        let full = explorer.subject.full_depth();
        match action.clone() {
            ExplorerAction::Forward => explorer.step = (explorer.step + 1).min(last),
            ExplorerAction::Back => explorer.step = explorer.step.saturating_sub(1).max(1.min(last)),
            ExplorerAction::Play => {
                // Play from the start once at the end.
                if !explorer.playing && explorer.at_end() {
                    explorer.step = 1.min(last);
                }
                explorer.playing = !explorer.playing;
            }
            ExplorerAction::NextCut => explorer.step = explorer.next_cut(),
            ExplorerAction::Start => explorer.step = 1.min(last),
            ExplorerAction::End => explorer.step = last,
            ExplorerAction::Faster => explorer.speed = (explorer.speed + 1).min(SPEEDS.len() - 1),
            ExplorerAction::Slower => explorer.speed = explorer.speed.saturating_sub(1),
            ExplorerAction::Algorithm(a) => {
                if explorer.algorithm != a {
                    explorer.algorithm = a;
                    explorer.rerecord();
                }
            }
            ExplorerAction::NextSubject => {
                let next = explorer.built_in.map_or(0, |i| i + 1);
                explorer.open_built_in(next);
            }
            ExplorerAction::Deeper | ExplorerAction::Shallower => {
                let Some(depth) = explorer.depth else { continue };
                let wanted = if *action == ExplorerAction::Deeper {
                    (depth + 1).min(full)
                } else {
                    depth.saturating_sub(1).max(1)
                };
                if wanted != depth {
                    explorer.depth = Some(wanted);
                    explorer.rerecord();
                }
            }
            ExplorerAction::Toggle(node) => {
                if !explorer.expanded.remove(&node) {
                    explorer.expanded.insert(node);
                }
                explorer.shape += 1;
            }
            ExplorerAction::Edit(node) => {
                explorer.notice = None;
                explorer.editing = leaf_of(&explorer, node).map(|leaf| LeafEdit { node, leaf, text: String::new() });
            }
            ExplorerAction::Type(ch) => {
                if let Some(edit) = explorer.editing.as_mut()
                    && edit.text.len() < 8
                    && (ch.is_ascii_digit() || (ch == '-' && edit.text.is_empty()))
                {
                    edit.text.push(ch);
                }
            }
            ExplorerAction::Erase => {
                if let Some(edit) = explorer.editing.as_mut() {
                    edit.text.pop();
                }
            }
            ExplorerAction::Commit => commit_edit(&mut explorer),
            ExplorerAction::Export => {
                let Some(trace) = explorer.trace.clone() else { continue };
                let depth = explorer.depth.unwrap_or(0);
                let evaluated = explorer.subject.evaluates_at(depth);
                // The file is for tools and their users: its heading is in English.
                let heading = export::heading(&explorer.title.to_string(), &trace, depth, evaluated);
                let text = export::dot(&trace, &explorer.subject, &heading);
                explorer.notice =
                    Some(match super::platform::export_text("minimax-trace.dot", "text/vnd.graphviz", &text) {
                        Ok(done) => {
                            Said::new("explorer-exported").said("done", done).number("nodes", trace.nodes.len() as i64)
                        }
                        Err(why) => Said::new("explorer-export-failed").text("why", why),
                    });
            }
            ExplorerAction::Leave => {
                explorer.playing = false;
                if explorer.from_match {
                    // The match was kept when the screen changed; Continue brings it back as it was.
                    begin.write(Begin::Continue);
                } else {
                    next_screen.set(Screen::Menu);
                }
            }
        }
    }
}

/// The index of the textbook leaf at `node` of the trace, if it is one.
fn leaf_of(explorer: &Explorer, node: u32) -> Option<usize> {
    let trace = explorer.trace.as_ref()?;
    let Subject::Tree(_) = &explorer.subject else { return None };
    if node as usize >= trace.nodes.len() {
        return None;
    }
    match explorer.subject.after(&trace.path(node)) {
        Subject::Tree(at) if at.leaf_value().is_some() => Some(at.index()),
        _ => None,
    }
}

/// The largest value a textbook leaf may be given.
pub const MAX_LEAF: i32 = 999_999;

fn commit_edit(explorer: &mut Explorer) {
    let Some(edit) = explorer.editing.take() else { return };
    let Subject::Tree(tree) = &explorer.subject else { return };
    match edit.text.parse::<i32>() {
        Ok(value) if value.abs() <= MAX_LEAF => {
            if let Some(changed) = tree.with_leaf(edit.leaf, value) {
                explorer.subject = Subject::Tree(changed);
                explorer.title = Said::new("explorer-subject-edited");
                explorer.rerecord();
            }
        }
        _ => {
            let range = Said::new("explorer-leaf-range").number("low", -MAX_LEAF).number("high", MAX_LEAF);
            explorer.notice = Some(range);
        }
    }
}

/// Steps on at the chosen speed while playing; stops at the end.
fn play_steps(time: Res<Time>, mut explorer: ResMut<Explorer>) {
    if !explorer.playing {
        return;
    }
    let Some(last) = explorer.trace.as_ref().map(|t| t.steps.len()) else { return };
    explorer.carry += time.delta_secs() * SPEEDS[explorer.speed];
    let whole = explorer.carry.floor();
    explorer.carry -= whole;
    explorer.step = (explorer.step + whole as usize).min(last);
    if explorer.step >= last {
        explorer.playing = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_levels_are_expanded_up_to_the_limit() {
        let subject = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
        let trace = subject.record(Algorithm::AlphaBeta, 9, MAX_RECORD);
        let expanded = initially_expanded(&trace);
        let explorer = Explorer { trace: Some(Arc::new(trace)), expanded, ..Explorer::default() };
        let trace = explorer.trace.as_ref().unwrap();
        let shown = (0..trace.nodes.len() as u32).filter(|&n| explorer.shown(n)).count();
        assert!(shown <= VISIBLE_NODES && shown > 9, "{shown} nodes shown");
    }

    #[test]
    fn every_built_in_subject_fits_whole() {
        for (title, subject) in built_in_subjects() {
            let full = subject.full_depth();
            let (counts, value) = subject.counts(Algorithm::Minimax, full, MAX_RECORD as u64);
            assert!(value.is_some(), "{title}: {counts:?}");
        }
    }
}
