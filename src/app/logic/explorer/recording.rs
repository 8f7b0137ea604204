//! Recording a trace on the async pool: the search traced and every algorithm counted, a slice at a time (in a
//! browser, a turn of its event loop between slices, so frames keep coming), and the result installed when it
//! is still the one wanted.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::{Explorer, MAX_COUNT, MAX_RECORD, SLICE_NODES};
use crate::ai::trace::record::Trace;
use crate::ai::trace::subject::{Subject, SubjectMove};
use crate::ai::trace::{Algorithm, TraceCounts};
use crate::app::logic::screen::Screen;

/// A recording under way on the async pool.
#[derive(Component)]
pub(super) struct RecordingTask {
    generation: u64,
    task: Task<Recorded>,
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
    // An older recording is of no use any more: dropping its task cancels it.
    for old in &running {
        commands.entity(old).despawn();
    }
    let (subject, algorithm, depth) = (explorer.subject.clone(), explorer.algorithm, explorer.depth);
    let task = AsyncComputeTaskPool::get().spawn(record(subject, algorithm, depth));
    commands.spawn((
        Name::new("Explorer recording"),
        RecordingTask { generation: explorer.generation, task },
        DespawnOnExit(Screen::Explorer),
    ));
}

/// Records the trace, then counts what every algorithm does on the same subject, a slice at a time.
async fn record(subject: Subject, algorithm: Algorithm, depth: Option<u32>) -> Recorded {
    let depth = match depth {
        Some(depth) => depth,
        None => fitting_depth(&subject).await,
    };
    let mut recording = subject.recording(algorithm, depth, MAX_RECORD);
    while !recording.step(SLICE_NODES) {
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
            crate::app::logic::platform::yield_to_host().await;
        }
        let (c, value) = counting.result();
        counts.push((other, c, value));
    }
    Recorded { depth, trace, counts }
}

/// The deepest search whose plain minimax tree the app can record: every line to its end where it fits
/// (Tic-Tac-Toe, small heaps), fewer plies with the engine's evaluation at the leaves elsewhere.
async fn fitting_depth(subject: &Subject) -> u32 {
    let full = subject.full_depth();
    if minimax_within(subject, full, MAX_RECORD as u64).await {
        return full;
    }
    // A quarter of the limit leaves room for the tree to be explored a ply deeper with alpha-beta.
    let mut depth = 1;
    while depth + 1 < full && minimax_within(subject, depth + 1, MAX_RECORD as u64 / 4).await {
        depth += 1;
    }
    depth
}

/// Whether plain minimax to `depth` visits at most `most` nodes, found out a slice at a time.
async fn minimax_within(subject: &Subject, depth: u32, most: u64) -> bool {
    let mut counting = subject.counting(Algorithm::Minimax, depth);
    loop {
        let done = counting.step(SLICE_NODES);
        let nodes = counting.result().0.nodes;
        if done || nodes > most {
            return done && nodes <= most;
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
        if recording.generation == explorer.generation {
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
        let depth = bevy::tasks::block_on(fitting_depth(&c4));
        // 7^6 = 117,649 leaves fit a quarter of the limit; 7^7 do not.
        assert_eq!(depth, 6);
        assert!(c4.evaluates_at(depth));
        let ttt = Subject::game(GameSpec::TIC_TAC_TOE, GameSpec::TIC_TAC_TOE.start());
        assert_eq!(bevy::tasks::block_on(fitting_depth(&ttt)), 9, "Tic-Tac-Toe is seen whole");
    }
}
