//! The game's logic driven headless: `MinimalPlugins`, input injected as messages, bounded `update()` loops.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::window::{PrimaryWindow, WindowPlugin};
use minimax_arcade::ai::Level;
use minimax_arcade::app::ai_turn::{AiBackend, AiPacing, AiReply, AiSearch, Hint, Purpose};
use minimax_arcade::app::board::Piece;
use minimax_arcade::app::game::{
    Chooser, FirstMove, Match, MatchAction, MatchSetup, MoveChosen, MoveRejected, Rejection, Seat, Side,
};
use minimax_arcade::app::layout::BoardLayout;
use minimax_arcade::app::logic_plugin;
use minimax_arcade::app::screen::Screen;
use minimax_arcade::rules::{AnyMove, GameSpec, GridSize, IllegalMove, Outcome};

/// How long a test may run frames before giving up. The searches here take milliseconds to a second; the
/// bound only matters when something is broken.
const PATIENCE: Duration = Duration::from_secs(120);

/// Every refused move, in order, collected from the messages (which may outlive a frame in a test loop).
#[derive(Resource, Default)]
struct Refused(Vec<Rejection>);

fn collect_refusals(mut rejected: MessageReader<MoveRejected>, mut refused: ResMut<Refused>) {
    refused.0.extend(rejected.read().map(|r| r.why));
}

fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin, StatesPlugin));
    app.add_plugins(logic_plugin);
    // Tests do not wait for the computer's pacing.
    app.insert_resource(AiPacing(Duration::ZERO));
    app.init_resource::<Refused>();
    app.add_systems(Last, collect_refusals);
    app
}

fn setup(spec: GameSpec, x: Seat, o: Seat) -> MatchSetup {
    MatchSetup { spec, x, o, first: FirstMove::Side(Side::X) }
}

/// Starts a match with `setup`.
fn start(app: &mut App, setup: MatchSetup) {
    app.insert_resource(setup);
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
}

fn game(app: &App) -> &Match {
    app.world().resource::<Match>()
}

/// Runs frames until `done` holds, or fails after [`PATIENCE`].
fn run_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let started = std::time::Instant::now();
    while started.elapsed() < PATIENCE {
        if done(app) {
            return;
        }
        app.update();
        // The searches run on other threads; give them a moment instead of spinning.
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("gave up waiting until {what}");
}

fn press_key(app: &mut App, key_code: KeyCode) {
    let window = Entity::PLACEHOLDER;
    let key = |state| KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    };
    app.world_mut().write_message(key(ButtonState::Pressed));
    app.update();
    app.world_mut().write_message(key(ButtonState::Released));
    app.update();
}

fn pieces(app: &mut App) -> Vec<Piece> {
    let mut query = app.world_mut().query::<&Piece>();
    let mut pieces: Vec<Piece> = query.iter(app.world()).copied().collect();
    pieces.sort_by_key(|p| p.cell);
    pieces
}

fn searches(app: &mut App) -> Vec<Purpose> {
    let mut query = app.world_mut().query::<&AiSearch>();
    query.iter(app.world()).map(|s| s.purpose).collect()
}

/// The moves refused since the last call.
fn rejections(app: &mut App) -> Vec<Rejection> {
    std::mem::take(&mut app.world_mut().resource_mut::<Refused>().0)
}

#[test]
fn a_human_move_becomes_a_piece_and_the_computer_answers() {
    let mut app = headless_app();
    // The perfect reply takes milliseconds; pacing holds it back, so the search is seen running first.
    app.insert_resource(AiPacing(Duration::from_secs(1)));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    assert!(game(&app).awaits_human());

    press_key(&mut app, KeyCode::Digit5);
    assert_eq!(game(&app).history.first(), Some(&AnyMove::Cell(4)));
    assert!(pieces(&mut app).contains(&Piece { cell: 4, side: Side::X }));
    assert_eq!(game(&app).side_to_move(), Side::O, "the turn passed to the computer");
    assert_eq!(searches(&mut app), vec![Purpose::Move], "and its search is running");

    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    let after = pieces(&mut app);
    assert_eq!(after.len(), 2);
    let reply = after.iter().find(|p| p.side == Side::O).expect("a piece for the computer");
    // Against the centre, the only replies that do not lose are the corners.
    assert!([0, 2, 6, 8].contains(&reply.cell), "the perfect reply to the centre is a corner, not {}", reply.cell);
    assert!(game(&app).awaits_human());
}

#[test]
fn bad_input_is_refused_with_a_reason_and_changes_nothing() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1);

    // The same cell again: refused as taken.
    let id = game(&app).id;
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(0), by: Chooser::Human, match_id: id, ply: 1 });
    app.update();
    assert_eq!(rejections(&mut app), vec![Rejection::Illegal(IllegalMove::Occupied)]);
    assert_eq!(game(&app).ply(), 1);

    // A cell that does not exist.
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(40), by: Chooser::Human, match_id: id, ply: 1 });
    app.update();
    assert_eq!(rejections(&mut app), vec![Rejection::Illegal(IllegalMove::OffBoard)]);

    // A move of another game.
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Column(2), by: Chooser::Human, match_id: id, ply: 1 });
    app.update();
    assert_eq!(game(&app).ply(), 1);
    assert_eq!(pieces(&mut app).len(), 1);
}

#[test]
fn moves_during_the_computers_turn_or_after_the_end_are_refused() {
    let mut app = headless_app();
    // A backend that never answers keeps the computer thinking for as long as the test likes.
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    press_key(&mut app, KeyCode::Digit5);
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1, "the second key came during the computer's turn");
    assert_eq!(rejections(&mut app), vec![Rejection::NotYourTurn]);
    let id = game(&app).id;
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(0), by: Chooser::Human, match_id: id, ply: 1 });
    app.update();
    assert_eq!(rejections(&mut app), vec![Rejection::NotYourTurn]);
    gate.store(true, Ordering::Relaxed);

    // A finished game refuses everything.
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    for key in [KeyCode::Digit1, KeyCode::Digit4, KeyCode::Digit2, KeyCode::Digit5, KeyCode::Digit3] {
        press_key(&mut app, key);
    }
    assert_eq!(game(&app).outcome(), Some(Outcome::Win(minimax_arcade::rules::Player::One)));
    assert_eq!(game(&app).winner(), Some(Side::X));
    let id = game(&app).id;
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(8), by: Chooser::Human, match_id: id, ply: 5 });
    app.update();
    assert_eq!(rejections(&mut app), vec![Rejection::Illegal(IllegalMove::GameOver)]);
}

/// A backend whose searches wait until `gate` opens, then answer with the first legal move.
fn gated_backend(gate: Arc<AtomicBool>) -> AiBackend {
    AiBackend(Arc::new(move |request| {
        let gate = gate.clone();
        Box::pin(async move {
            // Yield rather than sleep, so the pool's threads stay free for other tests' searches.
            while !gate.load(Ordering::Relaxed) && !request.cancel.load(Ordering::Relaxed) {
                bevy::tasks::futures_lite::future::yield_now().await;
            }
            use minimax_arcade::rules::Game;
            let mut moves = Vec::new();
            request.position.legal_moves(&mut moves);
            AiReply { best: moves.first().copied(), depth: 1, nodes: 1 }
        })
    }))
}

#[test]
fn a_search_still_running_when_the_match_restarts_is_dropped() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    // The computer moves first, so its search starts at once.
    let mut computer_first = setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard));
    computer_first.first = FirstMove::Side(Side::O);
    start(&mut app, computer_first);
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Move]);
    let old_id = game(&app).id;

    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    assert_ne!(game(&app).id, old_id);
    // The old search was cancelled and its entity despawned; a new one starts for the new match.
    gate.store(true, Ordering::Relaxed);
    // An answer for the old match, arriving late, is dropped as well.
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(8), by: Chooser::Computer, match_id: old_id, ply: 0 });
    run_until(&mut app, "the new match's computer move", |app| game(app).ply() >= 1);
    assert_eq!(game(&app).history, vec![AnyMove::Cell(0)], "only the new search's move (the first legal one)");
}

#[test]
fn undo_during_the_computers_search_cancels_it() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    press_key(&mut app, KeyCode::Digit5);
    assert_eq!(searches(&mut app), vec![Purpose::Move]);
    press_key(&mut app, KeyCode::KeyU);
    assert_eq!(game(&app).ply(), 0, "the person's move was taken back");
    assert!(searches(&mut app).is_empty(), "the search was cancelled");
    gate.store(true, Ordering::Relaxed);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 0, "nothing was played for the stale search");
    assert!(pieces(&mut app).is_empty());
}

#[test]
fn undo_against_the_computer_takes_back_the_pair_and_redo_replays_it() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Digit5);
    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    press_key(&mut app, KeyCode::KeyU);
    assert_eq!(game(&app).ply(), 0);
    assert!(pieces(&mut app).is_empty());
    press_key(&mut app, KeyCode::KeyY);
    assert_eq!(game(&app).ply(), 2);
    assert_eq!(pieces(&mut app).len(), 2);
    assert!(game(&app).awaits_human());
}

#[test]
fn a_hint_is_shown_but_not_played() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Digit1);
    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    press_key(&mut app, KeyCode::KeyH);
    run_until(&mut app, "a hint", |app| app.world().resource::<Hint>().current(game(app)).is_some());
    assert_eq!(game(&app).ply(), 2, "the hint did not play");
    assert!(game(&app).awaits_human());
    let hint = app.world().resource::<Hint>().current(game(&app)).unwrap();
    assert!(game(&app).position.target_cell(hint).is_some());
    assert_eq!(pieces(&mut app).len(), 2);
}

#[test]
fn every_board_takes_a_keyboard_move_where_the_cursor_is_and_the_computer_answers() {
    let boards = [
        GameSpec::FOUR_IN_A_ROW,
        GameSpec::GOMOKU,
        GameSpec::CONNECT_FOUR,
        GameSpec::Mnk(GridSize::new(5, 6, 4)),
        GameSpec::Gravity(GridSize::new(5, 8, 3)),
    ];
    for spec in boards {
        let mut app = headless_app();
        start(&mut app, setup(spec, Seat::Human, Seat::Computer(Level::Easy)));
        // The cursor starts in the middle: the first arrow shows it, the second moves it a column left.
        press_key(&mut app, KeyCode::ArrowLeft);
        press_key(&mut app, KeyCode::ArrowLeft);
        press_key(&mut app, KeyCode::Enter);
        let size = spec.grid_size().unwrap();
        let col = size.cols as usize / 2 - 1;
        let (mv, cell) = match spec {
            // A gravity stone falls to the bottom row of its column.
            GameSpec::Gravity(_) => (AnyMove::Column(col as u8), size.cell(size.rows as usize - 1, col)),
            _ => {
                let cell = size.cell(size.rows as usize / 2, col);
                (AnyMove::Cell(cell as u16), cell)
            }
        };
        // (The computer may have answered already: its shallow search takes a frame or two.)
        assert_eq!(game(&app).history.first(), Some(&mv), "{spec}");
        run_until(&mut app, "the computer's reply", |app| game(app).ply() == 2);
        let pieces = pieces(&mut app);
        assert_eq!(pieces.len(), 2, "{spec}");
        assert!(pieces.contains(&Piece { cell, side: Side::X }), "{spec}: the person's stone is where it landed");
        assert!(pieces.iter().any(|p| p.side == Side::O), "{spec}: the computer's stone");
        assert!(game(&app).awaits_human(), "{spec}");
    }
}

#[test]
fn computer_against_computer_finishes_a_game_of_each_kind() {
    let games = [
        GameSpec::TIC_TAC_TOE,
        GameSpec::Mnk(GridSize::new(4, 5, 4)),
        GameSpec::CONNECT_FOUR,
        GameSpec::Gravity(GridSize::new(5, 5, 4)),
        GameSpec::Bones { heap: 9 },
    ];
    for spec in games {
        let mut app = headless_app();
        app.world_mut().resource_mut::<minimax_arcade::app::ai_turn::Autoplay>().move_time = Duration::ZERO;
        start(&mut app, setup(spec, Seat::Computer(Level::Easy), Seat::Computer(Level::Medium)));
        run_until(&mut app, "the game is over", |app| game(app).is_over());
        if let GameSpec::Bones { .. } = spec {
            assert!(pieces(&mut app).is_empty());
        } else {
            assert_eq!(pieces(&mut app).len() as u32, game(&app).ply(), "{spec}: a piece per move");
        }
    }
}

#[test]
fn custom_board_settings_reach_the_engine() {
    // 4×4 with k = 4 is a draw with perfect play: two Perfect computers must draw.
    let mut app = headless_app();
    app.world_mut().resource_mut::<minimax_arcade::app::ai_turn::Autoplay>().move_time = Duration::ZERO;
    let spec = GameSpec::Mnk(GridSize::new(4, 4, 4));
    start(&mut app, setup(spec, Seat::Computer(Level::Perfect), Seat::Computer(Level::Perfect)));
    run_until(&mut app, "the game is over", |app| game(app).is_over());
    assert_eq!(game(&app).outcome(), Some(Outcome::Draw));
    assert_eq!(game(&app).ply(), 16);
}

#[test]
fn bones_takes_from_the_heap_and_the_computer_answers_perfectly() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::Bones { heap: 10 }, Seat::Human, Seat::Computer(Level::Perfect)));
    // Taking 2 leaves 8, a multiple of four: the computer is lost, whatever it does, and takes the slowest way.
    press_key(&mut app, KeyCode::Digit2);
    run_until(&mut app, "the computer has taken", |app| game(app).ply() == 2);
    // A take of more than the rules allow is refused.
    press_key(&mut app, KeyCode::Digit9);
    assert_eq!(game(&app).ply(), 2);
}

#[test]
fn a_click_through_the_camera_plays_the_cell_under_the_cursor() {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        InputPlugin,
        StatesPlugin,
        WindowPlugin::default(),
        TransformPlugin,
        AssetPlugin::default(),
    ));
    app.init_asset::<Image>();
    app.init_resource::<bevy::render::texture::ManualTextureViews>();
    app.add_systems(PostUpdate, bevy::render::camera::camera_system);
    app.add_plugins(logic_plugin);
    app.insert_resource(AiPacing(Duration::ZERO));
    app.init_resource::<Refused>();
    app.add_systems(Last, collect_refusals);
    app.world_mut().spawn(Camera2d);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    app.update();

    // The window's logical size and the layout's idea of it agree; aim at the centre of the top-right cell.
    let window = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>().single(app.world()).unwrap();
    let size = app.world().get::<Window>(window).unwrap().size();
    let layout = *app.world().resource::<BoardLayout>();
    let world = layout.centre + layout.cell_local(2) * layout.cell;
    // World (y up, origin at the centre) to window (y down, origin at the top-left).
    let cursor = Vec2::new(size.x / 2.0 + world.x, size.y / 2.0 - world.y);
    app.world_mut().get_mut::<Window>(window).unwrap().set_cursor_position(Some(cursor));
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Pressed, window });
    app.update();
    assert_eq!(game(&app).history, vec![AnyMove::Cell(2)]);
    assert_eq!(pieces(&mut app), vec![Piece { cell: 2, side: Side::X }]);

    // A click beside the board is refused with a cue, and plays nothing.
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Released, window });
    app.update();
    let beside = Vec2::new(5.0, size.y / 2.0);
    app.world_mut().get_mut::<Window>(window).unwrap().set_cursor_position(Some(beside));
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Pressed, window });
    app.update();
    assert_eq!(rejections(&mut app), vec![Rejection::Illegal(IllegalMove::OffBoard)]);
    assert_eq!(game(&app).ply(), 1);
}

/// The whole game, graphics and sound included, with no window and no GPU: Bevy's renderer runs without a
/// backend, so every system of every screen runs (and any of them that panics fails the test) while nothing is
/// drawn. Menu, a match to its end, the banner, restart, back to the menu.
/// A UI button to press on the next frame, by name. With no cursor, UI focus resets every button's
/// `Interaction` each frame, so the press is made just after it, as a click would be.
#[derive(Resource, Default)]
struct PressButton(Option<&'static str>);

fn press_button(mut press: ResMut<PressButton>, mut buttons: Query<(&Name, &mut Interaction)>) {
    let Some(wanted) = press.0.take() else { return };
    for (name, mut interaction) in &mut buttons {
        if name.as_str() == wanted {
            *interaction = Interaction::Pressed;
        }
    }
}

#[test]
fn the_whole_game_runs_headless_from_menu_to_banner_and_back() {
    use bevy::render::RenderPlugin;
    use bevy::render::settings::{RenderCreation, WgpuSettings};
    use bevy::window::ExitCondition;
    use bevy::winit::WinitPlugin;

    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .build()
            .disable::<WinitPlugin>()
            .set(RenderPlugin {
                render_creation: RenderCreation::Automatic(Box::new(WgpuSettings { backends: None, ..default() })),
                ..default()
            })
            .set(WindowPlugin { exit_condition: ExitCondition::DontExit, ..default() }),
    );
    app.add_plugins((logic_plugin, minimax_arcade::app::presentation_plugin));
    app.insert_resource(AiPacing(Duration::ZERO));
    app.init_resource::<Refused>();
    app.add_systems(Last, collect_refusals);
    app.init_resource::<PressButton>();
    app.add_systems(PreUpdate, press_button.after(bevy::ui::UiSystems::Focus));
    app.finish();
    app.cleanup();
    // Keep the test's settings away from the user's.
    let dir = std::env::temp_dir().join(format!("minimax-arcade-test-{}", std::process::id()));
    unsafe { std::env::set_var("MINIMAX_ARCADE_SETTINGS", dir.join("settings.txt")) };

    for _ in 0..5 {
        app.update();
    }
    let named = |app: &mut App, name: &str| {
        let mut query = app.world_mut().query::<&Name>();
        query.iter(app.world()).any(|n| n.as_str() == name)
    };
    assert!(named(&mut app, "Menu"), "the menu is up");
    app.insert_resource(setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert!(named(&mut app, "Board") && named(&mut app, "Top bar") && named(&mut app, "Hint"));

    // Play the first free cell each turn until the game ends; the perfect computer never loses.
    run_until(&mut app, "the game is over", |app| game(app).is_over() || game(app).awaits_human());
    while !game(&app).is_over() {
        let free = (0..9u16)
            .find(|&c| {
                game(&app).position.target_cell(AnyMove::Cell(c)).is_some()
                    && minimax_arcade::rules::Game::check_move(&game(&app).position, AnyMove::Cell(c)).is_ok()
            })
            .unwrap();
        press_key(&mut app, minimax_arcade::app::input::DIGITS[free as usize]);
        run_until(&mut app, "the computer's reply or the end", |app| game(app).is_over() || game(app).awaits_human());
    }
    app.update();
    assert_ne!(game(&app).winner(), Some(Side::X), "the perfect computer does not lose");
    assert!(named(&mut app, "Game over banner"));
    // A move after the end: refused, with the cue systems running.
    press_key(&mut app, KeyCode::Enter);
    assert!(rejections(&mut app).contains(&Rejection::Illegal(IllegalMove::GameOver)));

    press_key(&mut app, KeyCode::KeyR);
    app.update();
    assert!(!game(&app).is_over() && !named(&mut app, "Game over banner"));
    // Leave a match unfinished: the menu offers to continue it, with its own game even if the menu moved on.
    run_until(&mut app, "the human's turn", |app| game(app).awaits_human());
    press_key(&mut app, KeyCode::Digit5);
    run_until(&mut app, "the computer's reply", |app| game(app).awaits_human());
    let moves = game(&app).history.clone();
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert!(named(&mut app, "Menu") && named(&mut app, "Continue"));
    app.world_mut().resource_mut::<MatchSetup>().spec = GameSpec::CONNECT_FOUR;
    app.update();
    app.world_mut().resource_mut::<PressButton>().0 = Some("Continue");
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert_eq!(game(&app).setup.spec, GameSpec::TIC_TAC_TOE);
    assert_eq!(game(&app).history, moves);
    assert_eq!(app.world().resource::<MatchSetup>().spec, GameSpec::TIC_TAC_TOE);
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    let _ = std::fs::remove_dir_all(dir);
}
