//! Recording a trace on the async pool: the search traced and every algorithm counted, a slice at a time (in a
//! browser, a turn of its event loop between slices, so frames keep coming), and the result installed when it
//! is still the one wanted.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::{Explorer, MAX_COUNT, MAX_RECORD, SLICE_NODES};
use crate::ai::trace::record::Trace;
use crate::ai::trace::subject::{Subject, SubjectMove};
use crate::ai::trace::{Algorithm, TraceCounts};
use crate::app::logic::screen::Screen;

/// A recording under way on the async pool. Dropping it (a newer recording, leaving the screen) stops it: the
/// recording looks at the flag between slices. Dropping the task alone would not do natively, where the
/// recording runs on a pool thread from start to end in one poll of its future.
#[derive(Component)]
pub(super) struct RecordingTask {
    generation: u64,
    task: Task<Option<Recorded>>,
    stop: Arc<AtomicBool>,
}

impl Drop for RecordingTask {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Whether a recording has been told to stop.
fn stopped(stop: &AtomicBool) -> bool {
    stop.load(Ordering::Relaxed)
}

/// What a recording brings back.
pub(super) struct Recorded {
    pub(super) depth: u32,
    pub(super) trace: Trace<SubjectMove>,
    pub(super) counts: Vec<(Algorithm, TraceCounts, Option<i32>)>,
}

pub(super) fn start_recording(
    mut commands: Commands,
    mut explorer: ResMut<Explorer>,
    running: Query<Entity, With<RecordingTask>>,
) {
    if !explorer.pending {
        return;
    }
    explorer.pending = false;
    explorer.generation += 1;
    // An older recording is of no use any more: despawning it stops it (see `RecordingTask`).
    for old in &running {
        commands.entity(old).despawn();
    }
    let (subject, algorithm, depth) = (explorer.subject.clone(), explorer.algorithm, explorer.depth);
    let stop = Arc::new(AtomicBool::new(false));
    let task = AsyncComputeTaskPool::get().spawn(record(subject, algorithm, depth, stop.clone()));
    commands.spawn((
        Name::new("Explorer recording"),
        RecordingTask { generation: explorer.generation, task, stop },
        DespawnOnExit(Screen::Explorer),
    ));
}

/// Records the trace, then counts what every algorithm does on the same subject, a slice at a time; `None` if
/// told to stop on the way.
async fn record(subject: Subject, algorithm: Algorithm, depth: Option<u32>, stop: Arc<AtomicBool>) -> Option<Recorded> {
    let depth = match depth {
        Some(depth) => depth,
        None => fitting_depth(&subject, &stop).await?,
    };
    let mut recording = subject.recording(algorithm, depth, MAX_RECORD);
    while !recording.step(SLICE_NODES) {
        if stopped(&stop) {
            return None;
        }
        crate::app::logic::platform::yield_to_host().await;
    }
    let trace = recording.finish();
    let mut counts = Vec::new();
    for other in Algorithm::ALL {
        if other == algorithm && !trace.truncated {
            counts.push((other, trace.counts, trace.value()));
            continue;
        }
        let mut counting = subject.counting(other, depth);
        while !counting.step(SLICE_NODES) && counting.result().0.nodes < MAX_COUNT {
            if stopped(&stop) {
                return None;
            }
            crate::app::logic::platform::yield_to_host().await;
        }
        let (c, value) = counting.result();
        counts.push((other, c, value));
    }
    Some(Recorded { depth, trace, counts })
}

/// The deepest search whose plain minimax tree the app can record: every line to its end where it fits
/// (Tic-Tac-Toe, small heaps), fewer plies with the engine's evaluation at the leaves elsewhere.
async fn fitting_depth(subject: &Subject, stop: &AtomicBool) -> Option<u32> {
    let full = subject.full_depth();
    if minimax_within(subject, full, MAX_RECORD as u64, stop).await? {
        return Some(full);
    }
    // A quarter of the limit leaves room for the tree to be explored a ply deeper with alpha-beta.
    let mut depth = 1;
    while depth + 1 < full && minimax_within(subject, depth + 1, MAX_RECORD as u64 / 4, stop).await? {
        depth += 1;
    }
    Some(depth)
}

/// Whether plain minimax to `depth` visits at most `most` nodes, found out a slice at a time; `None` if told
/// to stop first.
async fn minimax_within(subject: &Subject, depth: u32, most: u64, stop: &AtomicBool) -> Option<bool> {
    let mut counting = subject.counting(Algorithm::Minimax, depth);
    loop {
        let done = counting.step(SLICE_NODES);
        let nodes = counting.result().0.nodes;
        if done || nodes > most {
            return Some(done && nodes <= most);
        }
        if stopped(stop) {
            return None;
        }
        crate::app::logic::platform::yield_to_host().await;
    }
}

pub(super) fn collect_recording(
    mut commands: Commands,
    mut explorer: ResMut<Explorer>,
    mut running: Query<(Entity, &mut RecordingTask)>,
) {
    for (entity, mut recording) in &mut running {
        let Some(recorded) = check_ready(&mut recording.task) else { continue };
        commands.entity(entity).despawn();
        if let (Some(recorded), true) = (recorded, recording.generation == explorer.generation) {
            // A line in the log (the browser's console on the web): what the web test reads.
            info!(
                "explorer: recorded {} nodes of {} ({}, depth {})",
                recorded.trace.nodes.len(),
                explorer.title,
                explorer.algorithm,
                recorded.depth
            );
            explorer.install(recorded);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameSpec;

    #[test]
    fn big_positions_are_searched_as_deep_as_the_limit_allows_and_say_so() {
        let c4 = Subject::game(GameSpec::CONNECT_FOUR, GameSpec::CONNECT_FOUR.start());
        let go = AtomicBool::new(false);
        let depth = bevy::tasks::block_on(fitting_depth(&c4, &go)).expect("not stopped");
        // 7^6 = 117,649 leaves fit a quarter of the limit; 7^7 do not.
        assert_eq!(depth, 6);
        assert!(c4.evaluates_at(depth));
        let ttt = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
        assert_eq!(bevy::tasks::block_on(fitting_depth(&ttt, &go)), Some(9), "Tic-Tac-Toe is seen whole");
    }

    #[test]
    fn a_recording_told_to_stop_stops_between_slices() {
        let ttt = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
        let stop = Arc::new(AtomicBool::new(true));
        let stopped = bevy::tasks::block_on(record(ttt.clone(), Algorithm::Minimax, Some(9), stop));
        assert!(stopped.is_none(), "the whole tree is far more than one slice: it stops after the first");
        let done = bevy::tasks::block_on(record(ttt, Algorithm::Minimax, Some(9), Arc::new(AtomicBool::new(false))));
        assert_eq!(done.map(|r| r.trace.nodes.len()), Some(549_946));
    }
}
