//! The search explorer.

use minimax_arcade::ai::trace::Algorithm;
use minimax_arcade::ai::trace::subject::{Subject, SubjectMove};
use minimax_arcade::app::logic::explorer::{Explorer, ExplorerAction};

use super::*;

fn explorer(app: &App) -> &Explorer {
    app.world().resource::<Explorer>()
}

fn act(app: &mut App, action: ExplorerAction) {
    app.world_mut().write_message(action);
    app.update();
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Everything the explorer shows after the steps shown: the step, the node the search is at, and each
/// node's state (entered, value, cut-off).
fn shown(app: &App) -> (usize, Option<u32>, Vec<(bool, Option<i32>, bool)>) {
    let e = explorer(app);
    let trace = e.trace.as_ref().expect("a trace");
    let nodes = (0..trace.nodes.len() as u32)
        .map(|n| {
            (trace.entered_by(n, e.step), trace.value_by(n, e.step).map(|v| v.0), trace.cut_by(n, e.step).is_some())
        })
        .collect();
    (e.step, e.current_node(), nodes)
}

fn open_textbook_alpha_beta(app: &mut App) {
    app.update();
    app.world_mut().resource_mut::<Explorer>().open_built_in(1);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Explorer);
    app.update();
    assert_eq!(screen(app), Screen::Explorer);
    run_until(app, "the trace is recorded", |app| explorer(app).trace.is_some());
}

#[test]
fn stepping_forward_then_back_returns_to_the_same_state() {
    let mut app = headless_app();
    open_textbook_alpha_beta(&mut app);
    let trace = explorer(&app).trace.clone().unwrap();
    assert_eq!(trace.value(), Some(5));
    assert_eq!(explorer(&app).counts.len(), 4, "every algorithm counted side by side");
    let before = shown(&app);
    assert_eq!(before.0, 1, "the root is shown entered");
    for _ in 0..9 {
        act(&mut app, ExplorerAction::Forward);
    }
    let middle = shown(&app);
    assert_eq!(middle.0, 10);
    assert_ne!(middle, before);
    for _ in 0..9 {
        act(&mut app, ExplorerAction::Back);
    }
    assert_eq!(shown(&app), before);
    // The keyboard steps too.
    press_key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(explorer(&app).step, 2);

    // The next cut-off: the step just after it, with the cut shown.
    act(&mut app, ExplorerAction::NextCut);
    let (step, node, _) = shown(&app);
    assert!(trace.cut_by(node.unwrap(), step).is_some(), "the node at the cut shows it");
    assert!(trace.cut_by(node.unwrap(), step - 1).is_none());
    act(&mut app, ExplorerAction::End);
    assert!(explorer(&app).at_end());
    assert_eq!(trace.value_by(0, explorer(&app).step).map(|v| v.0), Some(5));

    // Playing runs to the end on its own, then stops.
    act(&mut app, ExplorerAction::Start);
    for _ in 0..6 {
        act(&mut app, ExplorerAction::Faster);
    }
    act(&mut app, ExplorerAction::Play);
    run_until(&mut app, "playing reaches the end", |app| explorer(app).at_end());
    assert!(!explorer(&app).playing);
}

#[test]
fn algorithms_and_edited_leaves_record_again() {
    let mut app = headless_app();
    open_textbook_alpha_beta(&mut app);
    act(&mut app, ExplorerAction::Algorithm(Algorithm::Minimax));
    run_until(&mut app, "plain minimax is recorded", |app| explorer(app).trace.is_some());
    let trace = explorer(&app).trace.clone().unwrap();
    assert_eq!(trace.nodes.len(), 15, "plain minimax visits the whole tree");
    // The first leaf (3) becomes 99: the left subtree is worth min(99, 9) = 9 and the root max(9, 2) = 9.
    let first_leaf = (0..15u32).find(|&n| trace.path(n) == [SubjectMove::Child(0); 3]).unwrap();
    act(&mut app, ExplorerAction::Edit(first_leaf));
    for ch in ['9', 'x', '9'] {
        act(&mut app, ExplorerAction::Type(ch));
    }
    assert_eq!(explorer(&app).editing.as_ref().unwrap().text, "99", "only digits are typed");
    act(&mut app, ExplorerAction::Commit);
    run_until(&mut app, "the edited tree is recorded", |app| explorer(app).trace.is_some());
    assert_eq!(explorer(&app).trace.as_ref().unwrap().value(), Some(9));
    // A value that cannot be read is refused with a word, and the tree stays.
    let leaf =
        (0..15u32).find(|&n| explorer(&app).trace.as_ref().unwrap().nodes[n as usize].children.is_empty()).unwrap();
    act(&mut app, ExplorerAction::Edit(leaf));
    act(&mut app, ExplorerAction::Type('-'));
    act(&mut app, ExplorerAction::Commit);
    assert!(explorer(&app).notice.is_some());
    assert_eq!(explorer(&app).trace.as_ref().unwrap().value(), Some(9));
    act(&mut app, ExplorerAction::Leave);
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
}

#[test]
fn explore_from_a_match_shows_its_position_and_returns_to_it() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    play_cells(&mut app, &[4, 0]);
    let position = game(&app).position().clone();
    app.world_mut().write_message(MatchAction::Explore);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Explorer);
    assert!(explorer(&app).from_match);
    assert_eq!(explorer(&app).subject, Subject::game(GameSpec::TIC_TAC_TOE, position.clone()));
    run_until(&mut app, "the trace is recorded", |app| explorer(app).trace.is_some());
    assert_eq!(explorer(&app).depth, Some(7), "Tic-Tac-Toe is seen to the end");
    assert_eq!(explorer(&app).trace.as_ref().unwrap().value(), Some(0), "5 then 1 is a draw");
    act(&mut app, ExplorerAction::Leave);
    run_until(&mut app, "back in the match", |app| screen(app) == Screen::Playing);
    app.update();
    assert_eq!(game(&app).position(), &position, "the match is as it was");
}
