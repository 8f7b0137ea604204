//! The game driven headless: the logic alone (`MinimalPlugins`, input injected as messages, bounded `update()`
//! loops), and the logic with the view on Bevy's renderer without a GPU, for what is drawn.

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
use minimax_arcade::ai::{Level, SearchResult};
use minimax_arcade::app::logic::analysis::{Analysis, Hint};
use minimax_arcade::app::logic::computer::{AiBackend, AiPacing, AiSearch, Autoplay, Purpose, Speed, VisualsBusy};
use minimax_arcade::app::logic::input::{DIGITS, MoveButton};
use minimax_arcade::app::logic::layout::BoardLayout;
use minimax_arcade::app::logic::persistence::{Begin, Prefs, SaveProblem, SavedMatch, SettingsNotice};
use minimax_arcade::app::logic::play::{CurrentMatch, MatchAction, MoveChosen, MoveRejected, Review, Setup};
use minimax_arcade::app::logic::screen::Screen;
use minimax_arcade::app::logic::storage::SettingsStore;
use minimax_arcade::app::view::board::{Leaving, Piece};
use minimax_arcade::app::{logic_plugin, view_plugin};
use minimax_arcade::rules::{AnyMove, Game, GameSpec, GridSize, IllegalMove, Outcome, Player};
use minimax_arcade::session::{Chooser, FirstMove, Match, MatchSetup, Refusal, Seat, Side};

/// How long a test may run frames before giving up. The searches here take milliseconds to a second; the
/// bound only matters when something is broken.
const PATIENCE: Duration = Duration::from_secs(120);

/// Every refused move, in order, collected from the messages (which may outlive a frame in a test loop).
#[derive(Resource, Default)]
struct Refused(Vec<Refusal>);

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
    app.insert_resource(Setup(setup));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
}

fn game(app: &App) -> &Match {
    app.world().resource::<CurrentMatch>()
}

/// The person's move at the current position.
fn human_move(app: &App, mv: AnyMove) -> MoveChosen {
    MoveChosen { mv, by: Chooser::Human, at: game(app).stamp() }
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

/// The logic and the view together, on Bevy's renderer with no GPU backend: every system of every screen runs
/// (and any of them that panics fails the test) while nothing is drawn. Settings go to `store`, if any.
fn view_app(store: Option<SettingsStore>) -> App {
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
    if let Some(store) = store {
        app.insert_resource(store);
    }
    app.add_plugins((logic_plugin, view_plugin));
    app.insert_resource(AiPacing(Duration::ZERO));
    app.init_resource::<Refused>();
    app.add_systems(Last, collect_refusals);
    app.init_resource::<PressButton>();
    app.add_systems(PreUpdate, press_button.after(bevy::ui::UiSystems::Focus));
    app.finish();
    app.cleanup();
    app
}

/// The pieces drawn on the board (view apps only), in cell order.
fn pieces(app: &mut App) -> Vec<Piece> {
    let mut query = app.world_mut().query_filtered::<&Piece, Without<Leaving>>();
    let mut pieces: Vec<Piece> = query.iter(app.world()).copied().collect();
    pieces.sort_by_key(|p| p.cell);
    pieces
}

/// The pieces on their way out (taken back, swept away), in cell order.
fn leaving(app: &mut App) -> Vec<Piece> {
    let mut query = app.world_mut().query_filtered::<&Piece, With<Leaving>>();
    let mut pieces: Vec<Piece> = query.iter(app.world()).copied().collect();
    pieces.sort_by_key(|p| p.cell);
    pieces
}

/// The pieces the position has, in cell order: what the board should show.
fn pieces_of_position(app: &App) -> Vec<Piece> {
    let game = game(app);
    let Some(grid) = game.position().grid() else { return Vec::new() };
    let stones = grid.cells().iter().enumerate();
    stones.filter_map(|(cell, s)| s.map(|p| Piece { cell, side: game.side_of(p) })).collect()
}

fn searches(app: &mut App) -> Vec<Purpose> {
    let mut query = app.world_mut().query::<&AiSearch>();
    query.iter(app.world()).map(|s| s.purpose).collect()
}

/// The moves refused since the last call.
fn rejections(app: &mut App) -> Vec<Refusal> {
    std::mem::take(&mut app.world_mut().resource_mut::<Refused>().0)
}

/// The stone on a cell, by side.
fn stone(app: &App, cell: usize) -> Option<Side> {
    let game = game(app);
    game.position().grid().and_then(|g| g.get(cell)).map(|p| game.side_of(p))
}

#[test]
fn a_human_move_is_played_and_the_computer_answers() {
    let mut app = headless_app();
    // The perfect reply takes milliseconds; pacing holds it back, so the search is seen running first.
    app.insert_resource(AiPacing(Duration::from_secs(1)));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    assert!(game(&app).awaits_human());

    press_key(&mut app, KeyCode::Digit5);
    assert_eq!(game(&app).history().first(), Some(&AnyMove::Cell(4)));
    assert_eq!(stone(&app, 4), Some(Side::X));
    assert_eq!(game(&app).side_to_move(), Side::O, "the turn passed to the computer");
    assert_eq!(searches(&mut app), vec![Purpose::Move], "and its search is running");

    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    let AnyMove::Cell(reply) = game(&app).history()[1] else { panic!("a cell") };
    // Against the centre, the only replies that do not lose are the corners.
    assert!([0, 2, 6, 8].contains(&reply), "the perfect reply to the centre is a corner, not {reply}");
    assert!(game(&app).awaits_human());
}

#[test]
fn bad_input_is_refused_with_a_reason_and_changes_nothing() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1);

    // The same cell again: refused as taken.
    let taken = human_move(&app, AnyMove::Cell(0));
    app.world_mut().write_message(taken);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::Occupied)]);
    assert_eq!(game(&app).ply(), 1);

    // A cell that does not exist.
    let off = human_move(&app, AnyMove::Cell(40));
    app.world_mut().write_message(off);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::OffBoard)]);

    // A move of another game.
    let other = human_move(&app, AnyMove::Column(2));
    app.world_mut().write_message(other);
    app.update();
    assert_eq!(game(&app).ply(), 1);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(0)]);
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
    assert_eq!(rejections(&mut app), vec![Refusal::NotYourTurn]);
    let early = human_move(&app, AnyMove::Cell(0));
    app.world_mut().write_message(early);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::NotYourTurn]);
    gate.store(true, Ordering::Relaxed);

    // A finished game refuses everything.
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    for key in [KeyCode::Digit1, KeyCode::Digit4, KeyCode::Digit2, KeyCode::Digit5, KeyCode::Digit3] {
        press_key(&mut app, key);
    }
    assert_eq!(game(&app).outcome(), Some(Outcome::Win(Player::One)));
    assert_eq!(game(&app).winner(), Some(Side::X));
    let late = human_move(&app, AnyMove::Cell(8));
    app.world_mut().write_message(late);
    app.update();
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::GameOver)]);
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
            let mut moves = Vec::new();
            request.position.legal_moves(&mut moves);
            SearchResult::unsearched(moves.first().copied())
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
    let old = game(&app).stamp();

    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    assert_ne!(game(&app).id(), old.match_id);
    // The old search was cancelled and its entity despawned; a new one starts for the new match.
    gate.store(true, Ordering::Relaxed);
    // An answer for the old match, arriving late, is dropped as well.
    app.world_mut().write_message(MoveChosen { mv: AnyMove::Cell(8), by: Chooser::Computer, at: old });
    run_until(&mut app, "the new match's computer move", |app| game(app).ply() >= 1);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(0)], "only the new search's move (the first legal one)");
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
}

#[test]
fn undo_against_the_computer_takes_back_the_pair_and_redo_replays_it() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Digit5);
    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    app.update();
    let before = pieces(&mut app);
    assert_eq!(before.len(), 2);
    press_key(&mut app, KeyCode::KeyU);
    assert_eq!(game(&app).ply(), 0);
    assert!(pieces(&mut app).is_empty(), "the board shows the position");
    assert_eq!(leaving(&mut app), before, "exactly the taken-back stones leave, animated");
    let started = std::time::Instant::now();
    while !leaving(&mut app).is_empty() && started.elapsed() < PATIENCE {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(leaving(&mut app).is_empty(), "and once they have shrunk away, they are gone");
    press_key(&mut app, KeyCode::KeyY);
    assert_eq!(game(&app).ply(), 2);
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
    assert!(game(&app).awaits_human());
}

#[test]
fn a_hint_is_shown_but_not_played() {
    let mut app = headless_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect)));
    press_key(&mut app, KeyCode::Digit1);
    run_until(&mut app, "the computer has moved", |app| game(app).ply() == 2);
    press_key(&mut app, KeyCode::KeyH);
    let current_hint = |app: &App| {
        let (game, analysis) = (app.world().resource::<CurrentMatch>(), app.world().resource::<Analysis>());
        app.world().resource::<Hint>().current(game, analysis)
    };
    run_until(&mut app, "a hint", |app| current_hint(app).is_some());
    assert_eq!(game(&app).ply(), 2, "the hint did not play");
    assert!(game(&app).awaits_human());
    let hint = current_hint(&app).unwrap();
    assert!(game(&app).position().check_move(hint.mv).is_ok());
    // The hint is the analysis's best move: the whole search result, and how good the move is.
    let analysis = app.world().resource::<Analysis>();
    let result = analysis.current(app.world().resource::<CurrentMatch>()).unwrap();
    assert!(result.exact && result.pv.first() == Some(&hint.mv), "{result:?}");
    let best = analysis.values(app.world().resource::<CurrentMatch>()).into_iter().map(|v| v.score).max();
    assert_eq!(hint.score, best.flatten(), "the hint is a best move");
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
        assert_eq!(game(&app).history().first(), Some(&mv), "{spec}");
        run_until(&mut app, "the computer's reply", |app| game(app).ply() == 2);
        assert_eq!(stone(&app, cell), Some(Side::X), "{spec}: the person's stone is where it landed");
        assert!(game(&app).awaits_human(), "{spec}");
    }
}

#[test]
fn computer_against_computer_finishes_a_game_of_each_kind_without_the_view() {
    let games = [
        GameSpec::TIC_TAC_TOE,
        GameSpec::Mnk(GridSize::new(4, 5, 4)),
        GameSpec::CONNECT_FOUR,
        GameSpec::Gravity(GridSize::new(5, 5, 4)),
        GameSpec::Bones { heap: 9 },
    ];
    for spec in games {
        let mut app = headless_app();
        app.world_mut().resource_mut::<Autoplay>().speed = Speed::Instant;
        start(&mut app, setup(spec, Seat::Computer(Level::Easy), Seat::Computer(Level::Medium)));
        run_until(&mut app, "the game is over", |app| game(app).is_over());
        assert!(game(&app).verdict().is_some(), "{spec}");
    }
}

#[test]
fn every_game_is_played_by_a_person_through_the_logic_alone() {
    // Moves through each input path: digits, the cursor and Enter, and the Take buttons.
    for spec in [GameSpec::TIC_TAC_TOE, GameSpec::CONNECT_FOUR, GameSpec::Bones { heap: 7 }, GameSpec::GOMOKU] {
        let mut app = headless_app();
        start(&mut app, setup(spec, Seat::Human, Seat::Human));
        let mut turns = 0;
        while !game(&app).is_over() && turns < 400 {
            turns += 1;
            let ply = game(&app).ply();
            let mut legal = Vec::new();
            game(&app).position().legal_moves(&mut legal);
            match legal[0] {
                AnyMove::Take(n) => {
                    // Press a Take button, as a click would.
                    app.world_mut().spawn((MoveButton(AnyMove::Take(n)), Interaction::Pressed));
                    app.update();
                }
                AnyMove::Cell(cell) if spec == GameSpec::TIC_TAC_TOE => press_key(&mut app, DIGITS[cell as usize]),
                mv => {
                    let chosen = human_move(&app, mv);
                    app.world_mut().write_message(chosen);
                    app.update();
                }
            }
            assert_eq!(game(&app).ply(), ply + 1, "{spec}: the move was played");
        }
        assert!(game(&app).is_over(), "{spec}");
    }
}

#[test]
fn custom_board_settings_reach_the_engine() {
    // 4×4 with k = 4 is a draw with perfect play: two Perfect computers must draw.
    let mut app = headless_app();
    app.world_mut().resource_mut::<Autoplay>().speed = Speed::Instant;
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

/// A logic app with a window and a camera, so clicks go through the cursor-to-world mapping.
fn pointer_app() -> App {
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
    app
}

/// Clicks at a world point (y up, origin at the window's centre).
fn click_at(app: &mut App, world: Vec2) {
    let window = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>().single(app.world()).unwrap();
    let size = app.world().get::<Window>(window).unwrap().size();
    let cursor = Vec2::new(size.x / 2.0 + world.x, size.y / 2.0 - world.y);
    app.world_mut().get_mut::<Window>(window).unwrap().set_cursor_position(Some(cursor));
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Pressed, window });
    app.update();
    app.world_mut().write_message(MouseButtonInput { button: MouseButton::Left, state: ButtonState::Released, window });
    app.update();
}

/// Where a cell (or a bone) of the layout is, in world coordinates.
fn cell_in_world(app: &App, cell: usize) -> Vec2 {
    let layout = *app.world().resource::<BoardLayout>();
    layout.centre + layout.cell_local(cell) * layout.cell
}

#[test]
fn a_click_through_the_camera_plays_the_cell_under_the_cursor() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    app.update();

    // Aim at the centre of the top-right cell.
    let world = cell_in_world(&app, 2);
    click_at(&mut app, world);
    assert_eq!(game(&app).history(), &[AnyMove::Cell(2)]);
    assert_eq!(stone(&app, 2), Some(Side::X));

    // A click beside the board is refused with a cue, and plays nothing.
    let size = app.world_mut().query::<&Window>().single(app.world()).unwrap().size();
    click_at(&mut app, Vec2::new(5.0 - size.x / 2.0, 0.0));
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::OffBoard)]);
    assert_eq!(game(&app).ply(), 1);
}

#[test]
fn a_click_on_a_bone_takes_it_and_every_bone_after_it() {
    let mut app = pointer_app();
    start(&mut app, setup(GameSpec::Bones { heap: 12 }, Seat::Human, Seat::Human));
    app.update();
    // Bones 0 to 11: clicking bone 9 takes 9, 10 and 11.
    let world = cell_in_world(&app, 9);
    click_at(&mut app, world);
    assert_eq!(game(&app).history(), &[AnyMove::Take(3)]);
    // Bone 2 of the nine left would take seven: refused by the rules, with a cue.
    let world = cell_in_world(&app, 2);
    click_at(&mut app, world);
    assert_eq!(rejections(&mut app), vec![Refusal::Illegal(IllegalMove::BadTake)]);
    // A click beside the heap is nothing: no move, no cue.
    click_at(&mut app, Vec2::new(0.0, -300.0));
    assert!(rejections(&mut app).is_empty());
    assert_eq!(game(&app).ply(), 1);
}

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

fn named(app: &mut App, name: &str) -> bool {
    let mut query = app.world_mut().query::<&Name>();
    query.iter(app.world()).any(|n| n.as_str() == name)
}

#[test]
fn the_board_shows_a_piece_per_stone_on_every_kind_of_board() {
    for spec in [GameSpec::TIC_TAC_TOE, GameSpec::CONNECT_FOUR, GameSpec::Gravity(GridSize::new(5, 5, 4))] {
        let mut app = view_app(None);
        app.world_mut().resource_mut::<Autoplay>().speed = Speed::Instant;
        start(&mut app, setup(spec, Seat::Computer(Level::Easy), Seat::Computer(Level::Medium)));
        run_until(&mut app, "the game is over", |app| game(app).is_over());
        app.update();
        assert_eq!(pieces(&mut app), pieces_of_position(&app), "{spec}: a piece per stone");
        assert!(named(&mut app, "Game over banner"), "{spec}");
    }
}

/// The whole game, graphics and sound included: menu, a match to its end, the banner, restart, back to the
/// menu, and the unfinished match kept for Continue (in a settings file of the test's own).
#[test]
fn the_whole_game_runs_headless_from_menu_to_banner_and_back() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-test-{}", std::process::id()));
    let file = dir.join("settings.toml");
    let mut app = view_app(Some(SettingsStore::file(&file)));

    for _ in 0..5 {
        app.update();
    }
    assert!(named(&mut app, "Menu"), "the menu is up");
    app.insert_resource(Setup(setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Perfect))));
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert!(named(&mut app, "Board") && named(&mut app, "Top bar") && named(&mut app, "Hint"));

    // Play the first free cell each turn until the game ends; the perfect computer never loses.
    run_until(&mut app, "the game is over", |app| game(app).is_over() || game(app).awaits_human());
    while !game(&app).is_over() {
        let free = (0..9u16).find(|&c| game(&app).position().check_move(AnyMove::Cell(c)).is_ok()).unwrap();
        press_key(&mut app, DIGITS[free as usize]);
        run_until(&mut app, "the computer's reply or the end", |app| game(app).is_over() || game(app).awaits_human());
    }
    app.update();
    assert_ne!(game(&app).winner(), Some(Side::X), "the perfect computer does not lose");
    assert!(named(&mut app, "Game over banner"));
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
    // A move after the end: refused, with the cue systems running.
    press_key(&mut app, KeyCode::Enter);
    assert!(rejections(&mut app).contains(&Refusal::Illegal(IllegalMove::GameOver)));

    press_key(&mut app, KeyCode::KeyR);
    app.update();
    assert!(!game(&app).is_over() && !named(&mut app, "Game over banner"));
    // Leave a match unfinished: the menu offers to continue it, with its own game even if the menu moved on.
    run_until(&mut app, "the human's turn", |app| game(app).awaits_human());
    press_key(&mut app, KeyCode::Digit5);
    run_until(&mut app, "the computer's reply", |app| game(app).awaits_human());
    let moves = game(&app).history().to_vec();
    // Escape pauses the match; the pause menu's Main menu leaves it.
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert!(named(&mut app, "Paused"), "the pause menu is open");
    app.world_mut().resource_mut::<PressButton>().0 = Some("Main menu");
    app.update();
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert!(named(&mut app, "Menu") && named(&mut app, "Continue"));
    assert!(!named(&mut app, "Paused"), "the pause menu went with the match");
    let saved = std::fs::read_to_string(&file).expect("the settings were saved to the test's own file");
    assert!(saved.contains("[saved]"), "{saved}");
    app.world_mut().resource_mut::<Setup>().spec = GameSpec::CONNECT_FOUR;
    app.update();
    app.world_mut().resource_mut::<PressButton>().0 = Some("Continue");
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert_eq!(game(&app).setup().spec, GameSpec::TIC_TAC_TOE);
    assert_eq!(game(&app).history(), &moves[..]);
    assert_eq!(app.world().resource::<Setup>().spec, GameSpec::TIC_TAC_TOE);
    app.world_mut().write_message(MatchAction::Menu);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);

    // A second run reads the same file: the menu offers the match again.
    let mut again = view_app(Some(SettingsStore::file(&file)));
    for _ in 0..3 {
        again.update();
    }
    assert!(named(&mut again, "Continue"), "the next run offers the saved match");
    let _ = std::fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------------------
// The settings file: whatever happens to it, the original bytes survive somewhere and the game starts.

/// A folder of the test's own, empty.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-settings-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file below `dir`, with its bytes.
fn files_below(dir: &std::path::Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(files_below(&path));
        } else {
            files.push((path.clone(), std::fs::read(&path).unwrap()));
        }
    }
    files
}

/// The game's logic, its settings kept in `file`, after its first frames.
fn settings_app(file: &std::path::Path) -> App {
    let mut app = headless_app();
    app.insert_resource(SettingsStore::file(file));
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The notice the menu shows about the settings, if any.
fn notice(app: &App) -> String {
    app.world().resource::<SettingsNotice>().0.clone().unwrap_or_default()
}

/// Changes the menu's choice of game, which saves the settings.
fn choose_game(app: &mut App, spec: GameSpec) {
    app.world_mut().resource_mut::<Setup>().spec = spec;
    app.update();
    app.update();
}

/// The game goes from the menu to a match.
fn assert_starts(app: &mut App) {
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
}

/// Some file below `dir` holds exactly `bytes`.
fn kept(dir: &std::path::Path, bytes: &[u8]) -> bool {
    files_below(dir).iter().any(|(_, b)| b == bytes)
}

#[test]
fn settings_that_cannot_be_read_are_set_aside_never_overwritten() {
    let cases: [(&str, &[u8]); 3] = [
        ("not-utf8", b"version = 2\n[menu]\ngame = \"gomoku\xff\"\n"),
        ("not-toml", b"[menu\ngame = \"gomoku\""),
        ("empty-bom", b"\xef\xbb\xbf[menu]\ngame = 5\n"),
    ];
    for (name, bytes) in cases {
        let dir = scratch(name);
        let file = dir.join("settings.toml");
        std::fs::write(&file, bytes).unwrap();
        let mut app = settings_app(&file);
        let told = notice(&app);
        assert!(!told.is_empty(), "{name}: the player is told");
        assert_eq!(app.world().resource::<Setup>().spec, GameSpec::TIC_TAC_TOE, "{name}: the defaults");
        choose_game(&mut app, GameSpec::CONNECT_FOUR);
        assert!(kept(&dir, bytes), "{name}: the original bytes are kept somewhere ({told})");
        let now = std::fs::read_to_string(&file).unwrap();
        assert!(now.contains("connect4"), "{name}: the new choice is saved: {now}");
        assert_starts(&mut app);
        let _ = std::fs::remove_dir_all(dir);
    }

    // A folder where the file should be is moved aside whole, and the settings are saved in its place.
    let dir = scratch("folder");
    let file = dir.join("settings.toml");
    std::fs::create_dir(&file).unwrap();
    std::fs::write(file.join("inside"), "mine").unwrap();
    let mut app = settings_app(&file);
    assert!(notice(&app).contains("kept as"), "{}", notice(&app));
    choose_game(&mut app, GameSpec::GOMOKU);
    assert!(kept(&dir, b"mine") && std::fs::read_to_string(&file).unwrap().contains("gomoku"));
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_newer_or_damaged_file_keeps_every_field_that_can_be_read() {
    // A newer release's file: its game is read, its extra keys survive the next save.
    let dir = scratch("newer");
    let file = dir.join("settings.toml");
    let newer = "version = 3\ntheme = \"light\"\n[menu]\ngame = \"gomoku\"\nvolume = 0.5\n";
    std::fs::write(&file, newer).unwrap();
    let mut app = settings_app(&file);
    assert_eq!(app.world().resource::<Setup>().spec, GameSpec::GOMOKU);
    assert!(notice(&app).contains("newer release"), "{}", notice(&app));
    choose_game(&mut app, GameSpec::CONNECT_FOUR);
    let now = std::fs::read_to_string(&file).unwrap();
    assert!(now.contains("theme = \"light\"") && now.contains("volume = 0.5") && now.contains("connect4"), "{now}");
    assert!(kept(&dir, newer.as_bytes()), "a copy of the file as it was");
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);

    // A saved match whose moves turned illegal keeps its legal start, and says so.
    let dir = scratch("illegal");
    let file = dir.join("settings.toml");
    let damaged =
        "version = 2\n[saved]\ngame = \"tictactoe\"\nx = \"human\"\no = \"hard\"\nfirst = \"x\"\nmoves = \"1255\"\n";
    std::fs::write(&file, damaged).unwrap();
    let mut app = settings_app(&file);
    let saved = app.world().resource::<SavedMatch>().0.clone().expect("the legal start is kept");
    assert_eq!(saved.moves, vec![AnyMove::Cell(0), AnyMove::Cell(1), AnyMove::Cell(4)]);
    assert!(notice(&app).contains("first 3 moves"), "{}", notice(&app));
    choose_game(&mut app, GameSpec::BONES);
    assert!(kept(&dir, damaged.as_bytes()));
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_save_that_fails_is_shown_and_loses_nothing() {
    let dir = scratch("read-only");
    let file = dir.join("settings.toml");
    let original = "version = 2\n[menu]\ngame = \"gomoku\"\n";
    std::fs::write(&file, original).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    // Root may write in a read-only folder; then a folder that cannot hold files at all stands in for it: the
    // settings are looked for below a plain file (the original, which must survive).
    let honoured = std::fs::write(dir.join("probe"), "").is_err();
    let place = if honoured { file.clone() } else { file.join("settings.toml") };
    let mut app = settings_app(&place);
    choose_game(&mut app, GameSpec::CONNECT_FOUR);
    let problem = app.world().resource::<SaveProblem>().0.clone();
    assert!(problem.as_deref().is_some_and(|p| p.contains("Could not save")), "the player is told: {problem:?}");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), original, "the file is as it was");
    assert_starts(&mut app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn two_running_copies_never_mix_their_settings() {
    let dir = scratch("two");
    let file = dir.join("settings.toml");
    let mut one = settings_app(&file);
    let mut two = settings_app(&file);
    let specs = [GameSpec::GOMOKU, GameSpec::CONNECT_FOUR, GameSpec::BONES, GameSpec::FOUR_IN_A_ROW];
    for round in 0..8 {
        choose_game(&mut one, specs[round % 4]);
        choose_game(&mut two, specs[(round + 1) % 4]);
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains(&format!("game = \"{}\"", specs[(round + 1) % 4])), "the last save wins whole: {text}");
    }
    let names: Vec<_> = files_below(&dir).into_iter().map(|(path, _)| path).collect();
    assert_eq!(names, vec![file.clone()], "no temporary file is left behind");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn start_keeps_the_saved_match_under_continue_until_the_new_one_has_a_move() {
    let dir = scratch("start");
    let file = dir.join("settings.toml");
    let saved =
        "version = 2\n[saved]\ngame = \"connect4\"\nx = \"human\"\no = \"hard\"\nfirst = \"x\"\nmoves = \"44\"\n";
    std::fs::write(&file, saved).unwrap();
    let mut app = settings_app(&file);
    let kept = || Some(vec![AnyMove::Column(3), AnyMove::Column(3)]);
    let saved_moves = |app: &App| app.world().resource::<SavedMatch>().0.as_ref().map(|s| s.moves.clone());
    assert_eq!(saved_moves(&app), kept());

    // Start a new match, and leave it before any move: the old match is still there to continue.
    app.insert_resource(Setup(setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human)));
    app.world_mut().write_message(Begin::New);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert!(game(&app).history().is_empty(), "a new match, not the saved one");
    app.world_mut().write_message(MatchAction::Menu);
    app.update();
    app.update();
    assert_eq!(saved_moves(&app), kept(), "nothing was played: the saved match stays");
    assert!(std::fs::read_to_string(&file).unwrap().contains("moves = \"44\""));

    // Once the new match has a move, it is the one to continue.
    app.world_mut().write_message(Begin::New);
    app.update();
    app.update();
    let mv = human_move(&app, AnyMove::Cell(4));
    app.world_mut().write_message(mv);
    app.update();
    app.world_mut().write_message(MatchAction::Menu);
    app.update();
    app.update();
    assert_eq!(saved_moves(&app), Some(vec![AnyMove::Cell(4)]));
    let _ = std::fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------------------
// The analysis overlay

/// Plays `moves` (1-based columns) for the two people of a Connect Four match.
fn play_columns(app: &mut App, moves: &str) {
    for c in moves.bytes() {
        let mv = human_move(app, AnyMove::Column(c - b'1'));
        app.world_mut().write_message(mv);
        app.update();
    }
}

#[test]
fn the_overlay_shows_a_value_for_every_legal_move_and_none_for_full_columns() {
    use minimax_arcade::app::view::board::overlay::OverlayMark;
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Human));
    // Columns 1 and 7 filled to the top, and a middle game that the solver settles in a moment.
    play_columns(&mut app, "1111117777772266");
    assert_eq!(game(&app).ply(), 16);
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    run_until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    app.update();
    let mut marks: Vec<AnyMove> = app.world_mut().query::<&OverlayMark>().iter(app.world()).map(|m| m.0).collect();
    marks.sort_by_key(|mv| format!("{mv:?}"));
    let legal: Vec<AnyMove> = (1..6).map(AnyMove::Column).collect();
    assert_eq!(marks, legal, "a value on each of columns 2 to 6, none on the full first and last");
    // Every value is exact, and the best of them is the position's score.
    let values = app.world().resource::<Analysis>().values(app.world().resource::<CurrentMatch>());
    assert!(values.iter().all(|v| v.reading().is_exact()), "{values:?}");
    // Turned off, the marks go.
    press_key(&mut app, KeyCode::KeyA);
    app.update();
    assert_eq!(app.world_mut().query::<&OverlayMark>().iter(app.world()).count(), 0);
}

#[test]
fn an_analysis_of_an_earlier_position_is_dropped() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Analysis], "the analysis of the empty board starts");
    // A move before it answers: the analysis is for a position that is gone.
    let mv = human_move(&app, AnyMove::Cell(4));
    app.world_mut().write_message(mv);
    app.update();
    gate.store(true, Ordering::Relaxed);
    run_until(&mut app, "the new position's analysis", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
    let analysis = app.world().resource::<Analysis>();
    assert_eq!(analysis.at, Some(game(&app).stamp()), "only the analysis of the current position is kept");
    let best = analysis.current(app.world().resource::<CurrentMatch>()).and_then(|r| r.best);
    assert_eq!(best, Some(AnyMove::Cell(0)), "the gated backend's answer for the new position");
}

#[test]
fn the_analysis_never_runs_while_the_computer_has_a_move_to_find() {
    let mut app = headless_app();
    let gate = Arc::new(AtomicBool::new(false));
    app.insert_resource(gated_backend(gate.clone()));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    app.world_mut().resource_mut::<Prefs>().analysis = true;
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Analysis]);
    press_key(&mut app, KeyCode::Digit5);
    app.update();
    assert_eq!(searches(&mut app), vec![Purpose::Move], "the stale analysis went; only the computer searches");
    gate.store(true, Ordering::Relaxed);
    run_until(&mut app, "the person's turn again", |app| game(app).awaits_human());
    run_until(&mut app, "the analysis of the person's position", |app| {
        app.world().resource::<Analysis>().current(app.world().resource::<CurrentMatch>()).is_some()
    });
}

#[test]
fn the_overlay_choice_is_kept_in_the_settings() {
    let dir = scratch("overlay");
    let file = dir.join("settings.toml");
    let mut app = settings_app(&file);
    assert!(!app.world().resource::<Prefs>().analysis);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    press_key(&mut app, KeyCode::KeyA);
    app.update();
    assert!(app.world().resource::<Prefs>().analysis);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("analysis = true"), "{text}");
    let again = settings_app(&file);
    assert!(again.world().resource::<Prefs>().analysis, "the next run shows it too");
    let _ = std::fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------------------
// Animation: the rules never wait for it; the computer waits for stones still arriving.

/// A view app whose clock moves exactly 16 ms a frame.
fn clocked_view_app() -> App {
    let mut app = view_app(None);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    app
}

fn tweening(app: &mut App) -> usize {
    use minimax_arcade::app::view::animation::Tweens;
    app.world_mut().query::<&Tweens>().iter(app.world()).count()
}

#[test]
fn a_move_played_while_a_stone_is_still_falling_is_not_lost() {
    let mut app = clocked_view_app();
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Human));
    for col in [3, 3] {
        let mv = human_move(&app, AnyMove::Column(col));
        app.world_mut().write_message(mv);
        app.update();
    }
    assert_eq!(game(&app).ply(), 2, "the second move was played while the first disc fell");
    assert!(tweening(&mut app) > 0, "the discs are still moving");
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
}

#[test]
fn the_computer_waits_until_the_stone_it_answers_has_landed() {
    let mut app = clocked_view_app();
    // The computer answers at once (its first legal move), with no least think time: only the fall holds it.
    let gate = Arc::new(AtomicBool::new(true));
    app.insert_resource(gated_backend(gate));
    start(&mut app, setup(GameSpec::CONNECT_FOUR, Seat::Human, Seat::Computer(Level::Hard)));
    let mv = human_move(&app, AnyMove::Column(3));
    app.world_mut().write_message(mv);
    app.update();
    let (mut frames, mut busy_frames) = (0, 0);
    while game(&app).ply() == 1 {
        busy_frames += usize::from(app.world().resource::<VisualsBusy>().0);
        app.update();
        frames += 1;
        assert!(frames < 200, "the computer never moved");
    }
    // A fall takes 0.42 s: about 26 frames of 16 ms, all of them busy; the reply comes right after.
    assert!(busy_frames >= 20, "the disc was falling for {busy_frames} frames");
    assert!(frames <= busy_frames + 2, "the computer moved as soon as it landed: {frames} frames");
}

#[test]
fn reduced_motion_finishes_every_effect_in_one_frame() {
    let mut app = clocked_view_app();
    app.world_mut().resource_mut::<Prefs>().reduced_motion = true;
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    for cell in [0, 3, 1, 4, 2] {
        let mv = human_move(&app, AnyMove::Cell(cell));
        app.world_mut().write_message(mv);
        app.update();
        assert_eq!(tweening(&mut app), 0, "after cell {cell}: nothing is left moving");
    }
    assert!(game(&app).is_over());
    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    app.update();
    assert_eq!(tweening(&mut app), 0);
    assert!(pieces(&mut app).is_empty() && leaving(&mut app).is_empty(), "the board is cleared at once");
}

// ---------------------------------------------------------------------------------------------------------
// Panels, settings, keyboard navigation

#[test]
fn the_pause_menu_holds_the_computers_move() {
    use minimax_arcade::app::logic::screen::Panel;
    let mut app = headless_app();
    app.insert_resource(gated_backend(Arc::new(AtomicBool::new(true))));
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Hard)));
    let mv = human_move(&app, AnyMove::Cell(4));
    app.world_mut().write_message(mv);
    app.world_mut().write_message(MatchAction::Pause);
    app.update();
    assert_eq!(*app.world().resource::<Panel>(), Panel::Pause);
    for _ in 0..30 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(game(&app).ply(), 1, "paused: the computer's move is held");
    // Nor does the board take a move meanwhile.
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(game(&app).ply(), 1);
    app.world_mut().write_message(MatchAction::Pause);
    run_until(&mut app, "the computer's move after resuming", |app| game(app).ply() == 2);
    assert_eq!(*app.world().resource::<Panel>(), Panel::None);
}

#[test]
fn the_settings_change_the_theme_and_are_kept() {
    use minimax_arcade::app::view::theme::{Ink, Theme};
    use minimax_arcade::session::preferences::ThemeChoice;
    let dir = scratch("theme");
    let file = dir.join("settings.toml");
    let mut app = view_app(Some(SettingsStore::file(&file)));
    for _ in 0..3 {
        app.update();
    }
    app.world_mut().resource_mut::<PressButton>().0 = Some("Settings");
    app.update();
    app.update();
    assert!(named(&mut app, "Light"), "the settings are open");
    app.world_mut().resource_mut::<PressButton>().0 = Some("Light");
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Prefs>().theme, ThemeChoice::Light);
    let light = Theme(ThemeChoice::Light);
    assert_eq!(app.world().resource::<ClearColor>().0, light.colour(Ink::Background));
    // Every text follows: the menu's title is drawn in the light theme's text colour.
    let mut texts = app.world_mut().query::<(&Text, &TextColor)>();
    let title = texts.iter(app.world()).find(|(t, _)| t.0 == "Minimax Arcade").map(|(_, c)| c.0);
    assert_eq!(title, Some(light.colour(Ink::Text)));
    app.world_mut().resource_mut::<PressButton>().0 = Some("Back");
    app.update();
    app.update();
    assert!(!named(&mut app, "Light"), "closed");
    assert!(std::fs::read_to_string(&file).unwrap().contains("theme = \"light\""));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_menu_is_driven_by_the_keyboard_alone() {
    use minimax_arcade::app::view::focus::Focused;
    let mut app = view_app(None);
    for _ in 0..4 {
        app.update();
    }
    // Tab to the second choice of game, and Enter chooses it.
    press_key(&mut app, KeyCode::Tab);
    press_key(&mut app, KeyCode::Tab);
    let focused = app.world().resource::<Focused>().entity.expect("a focused button");
    let name = app.world().get::<Name>(focused).map(|n| n.to_string());
    assert_eq!(name.as_deref(), Some("Four in a Row"));
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(app.world().resource::<Setup>().spec, GameSpec::FOUR_IN_A_ROW);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu, "Enter pressed the button, not Start");
}

#[test]
fn the_record_counts_a_finished_game_once() {
    use minimax_arcade::app::logic::persistence::Records;
    let mut app = headless_app();
    // The computer answers with the first free cell.
    app.insert_resource(gated_backend(Arc::new(AtomicBool::new(true))));
    let versus = setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Computer(Level::Medium));
    start(&mut app, versus);
    let play_to_win = |app: &mut App| {
        // X: 5, 2, 8 (the middle column); O answers 1 and 3.
        for cell in [4, 1, 7] {
            run_until(app, "the person's turn", |app| game(app).awaits_human() || game(app).is_over());
            let mv = human_move(app, AnyMove::Cell(cell));
            app.world_mut().write_message(mv);
            app.update();
        }
        assert_eq!(game(app).winner(), Some(Side::X));
        app.update();
    };
    let wins = |app: &App| app.world().resource::<Records>().get(GameSpec::TIC_TAC_TOE, Level::Medium).wins;
    play_to_win(&mut app);
    assert_eq!(wins(&app), 1);
    // Taken back and won again: the same game.
    app.world_mut().write_message(MatchAction::Undo);
    app.update();
    let mv = human_move(&app, AnyMove::Cell(7));
    app.world_mut().write_message(mv);
    app.update();
    app.update();
    assert!(game(&app).is_over());
    assert_eq!(wins(&app), 1, "counted once");
    app.world_mut().write_message(MatchAction::Restart);
    app.update();
    play_to_win(&mut app);
    assert_eq!(wins(&app), 2, "a new game counts");
}

#[test]
fn the_move_list_reviews_a_position_read_only_and_goes_back() {
    let mut app = view_app(None);
    start(&mut app, setup(GameSpec::TIC_TAC_TOE, Seat::Human, Seat::Human));
    for cell in [4, 0, 8] {
        let mv = human_move(&app, AnyMove::Cell(cell));
        app.world_mut().write_message(mv);
        app.update();
    }
    app.update();
    assert!(named(&mut app, "Move 3"), "a row per move");
    // Click the first move: the board shows the position after it.
    app.world_mut().resource_mut::<PressButton>().0 = Some("Move 1");
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Review>().0, Some(1));
    assert_eq!(pieces(&mut app), vec![Piece { cell: 4, side: Side::X }]);
    // Read-only: a move is not played, and the match is unchanged.
    press_key(&mut app, KeyCode::Digit2);
    assert_eq!(game(&app).ply(), 3);
    // The arrow keys step; Escape goes back to the game as it stands.
    press_key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(app.world().resource::<Review>().0, Some(2));
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(app.world().resource::<Review>().0, None);
    assert!(!named(&mut app, "Paused"), "Escape left the review; it did not pause");
    app.update();
    assert_eq!(pieces(&mut app), pieces_of_position(&app));
}

// ---------------------------------------------------------------------------------------------------------
// Connect Four at Perfect

/// A scripted opponent: takes a win, else blocks one, else plays nearest the centre.
fn scripted_column(position: &minimax_arcade::rules::AnyGame) -> AnyMove {
    let legal: Vec<AnyMove> = [3u8, 2, 4, 1, 5, 0, 6]
        .into_iter()
        .map(AnyMove::Column)
        .filter(|&mv| position.check_move(mv).is_ok())
        .collect();
    let wins = |pos: &minimax_arcade::rules::AnyGame, mv: AnyMove| {
        let mut next = pos.clone();
        next.play(mv);
        matches!(next.outcome(), Some(Outcome::Win(_)))
    };
    if let Some(&mv) = legal.iter().find(|&&mv| wins(position, mv)) {
        return mv;
    }
    // Else the first move after which the opponent cannot win at once.
    let block = legal.iter().copied().find(|&mv| {
        let mut other = position.clone();
        other.play(mv);
        let mut replies = Vec::new();
        other.legal_moves(&mut replies);
        !replies.iter().any(|&reply| wins(&other, reply))
    });
    block.unwrap_or(legal[0])
}

#[test]
fn perfect_plays_connect_four_from_both_sides_and_never_loses() {
    // Published positions (tests/data, begin-easy and middle-medium) that are not lost for the side to move,
    // which the computer takes: a quick win and a won middle game for Red, a drawn one for Yellow.
    for (moves, computer_side) in [("2733", Side::X), ("3676226774234133", Side::X), ("274552224131661", Side::O)] {
        let mut app = headless_app();
        let perfect = Seat::Computer(Level::Perfect);
        let (x, o) = if computer_side == Side::X { (perfect, Seat::Human) } else { (Seat::Human, perfect) };
        let versus = setup(GameSpec::CONNECT_FOUR, x, o);
        let saved = minimax_arcade::session::SavedGame {
            setup: versus,
            first: Side::X,
            moves: GameSpec::CONNECT_FOUR.parse_moves(moves).unwrap(),
        };
        app.insert_resource(Setup(versus));
        app.insert_resource(SavedMatch(Some(saved)));
        app.update();
        app.world_mut().write_message(Begin::Continue);
        app.update();
        app.update();
        assert_eq!(game(&app).ply() as usize, moves.len(), "{moves}: resumed");
        let started = std::time::Instant::now();
        while !game(&app).is_over() {
            assert!(started.elapsed() < PATIENCE, "{moves}: the game never ended");
            if game(&app).awaits_human() {
                let mv = human_move(&app, scripted_column(game(&app).position()));
                app.world_mut().write_message(mv);
            }
            app.update();
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_ne!(game(&app).winner(), Some(computer_side.other()), "{moves}: the perfect computer lost");
    }
}

// ---------------------------------------------------------------------------------------------------------
// The search explorer

mod explorer {
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
        for cell in [4, 0] {
            let mv = human_move(&app, AnyMove::Cell(cell));
            app.world_mut().write_message(mv);
            app.update();
        }
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
}
