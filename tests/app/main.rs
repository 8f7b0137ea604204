//! The game driven headless: the logic alone (`MinimalPlugins`, input injected as messages, bounded `update()`
//! loops), and the logic with the view on Bevy's renderer without a GPU, for what is drawn. One test binary
//! (one link of Bevy), its sections as modules; the helpers they share are here.

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
use minimax_arcade::app::geometry::BoardLayout;
use minimax_arcade::app::logic::analysis::{Analysis, Hint};
use minimax_arcade::app::logic::computer::{AiBackend, AiPacing, AiSearch, Autoplay, Purpose, Speed, VisualsBusy};
use minimax_arcade::app::logic::input::ActionButton;
use minimax_arcade::app::logic::input::{DIGITS, MoveButton};
use minimax_arcade::app::logic::persistence::{Begin, Prefs, SaveProblem, SavedMatch, SettingsNotice};
use minimax_arcade::app::logic::play::{CurrentMatch, MatchAction, MoveChosen, MoveRejected, Review, Setup};
use minimax_arcade::app::logic::screen::{Panel, Screen};
use minimax_arcade::app::logic::storage::SettingsStore;
use minimax_arcade::app::view::banner::Banner;
use minimax_arcade::app::view::board::{BoardRoot, Leaving, Piece};
use minimax_arcade::app::view::hud::TopBar;
use minimax_arcade::app::view::menu::{MenuAction, MenuRoot};
use minimax_arcade::app::view::panels::{Change, PanelButton, PanelRoot};
use minimax_arcade::app::{logic_plugin, view_plugin};
use minimax_arcade::rules::{AnyMove, Game, GameSpec, GridSize, IllegalMove, Outcome, Player};
use minimax_arcade::session::{Chooser, FirstMove, Match, MatchSetup, Refusal, Seat, Side};

mod analysis;
mod animation;
mod checkers;
mod chess;
mod clocks;
mod connect_four;
mod explorer;
mod logic;
mod panels;
mod pointer;
mod polish;
mod reversi;
mod settings;
mod stage;
mod view;

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
    MatchSetup { spec, x, o, first: FirstMove::Side(Side::X), clock: None }
}

/// Starts a match with `setup`.
fn start(app: &mut App, setup: MatchSetup) {
    app.insert_resource(Setup(setup));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
}

/// Starts a match of `setup` from the set-up position `text` of its game (a study: not counted in the record).
fn start_from(app: &mut App, setup: MatchSetup, text: &str) {
    use minimax_arcade::app::logic::play::NextMatch;
    use minimax_arcade::session::SavedGame;
    let position = setup.spec.read_setup(text).unwrap();
    let saved = SavedGame::new(setup, Side::X, Some(position), Vec::new());
    app.insert_resource(Setup(setup));
    app.insert_resource(NextMatch::Resume(Box::new(saved)));
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
}

fn game(app: &App) -> &Match {
    app.world().resource::<CurrentMatch>()
}

/// The person's move at the current position.
fn human_move(app: &App, mv: AnyMove) -> MoveChosen {
    MoveChosen { mv, by: Chooser::Human, at: game(app).stamp() }
}

/// Plays `cells` as the person, one move a frame (the person plays both sides).
fn play_cells(app: &mut App, cells: &[u16]) {
    for &cell in cells {
        let mv = human_move(app, AnyMove::Cell(cell));
        app.world_mut().write_message(mv);
        app.update();
    }
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

/// The board's marks and parts (meshes) of that name.
fn named(app: &mut App, name: &str) -> usize {
    marked(app, name).len()
}

/// Where the board's marks and parts of that name stand, in the board's frame (a descriptor's spots).
fn marked(app: &mut App, name: &str) -> Vec<Vec2> {
    let mut drawn = app.world_mut().query_filtered::<(&Name, &Transform), With<Mesh2d>>();
    drawn.iter(app.world()).filter(|(n, _)| n.as_str() == name).map(|(_, at)| at.translation.truncate()).collect()
}

/// The pieces drawn on the board (view apps only), in cell order.
fn pieces(app: &mut App) -> Vec<Piece> {
    let mut query = app.world_mut().query_filtered::<&Piece, Without<Leaving>>();
    let mut pieces: Vec<Piece> = query.iter(app.world()).copied().collect();
    pieces.sort_by_key(|p| p.place);
    pieces
}

/// The pieces on their way out (taken back, swept away), in cell order.
fn leaving(app: &mut App) -> Vec<Piece> {
    let mut query = app.world_mut().query_filtered::<&Piece, With<Leaving>>();
    let mut pieces: Vec<Piece> = query.iter(app.world()).copied().collect();
    pieces.sort_by_key(|p| p.place);
    pieces
}

/// The stones of a position played on a board, read from the rules' own grid (not from the scene the view
/// draws, which the tests check against it).
fn grid_of(position: &minimax_arcade::rules::AnyGame) -> Option<&minimax_arcade::rules::Grid> {
    use minimax_arcade::rules::AnyGame;
    match position {
        AnyGame::Mnk(game) => Some(game.grid()),
        AnyGame::Gravity(game) => Some(game.grid()),
        _ => None,
    }
}

/// The pieces the position has, in cell order: what the board should show (read from the rules' grid, not
/// from the scene the view draws).
fn pieces_of_position(app: &App) -> Vec<Piece> {
    let game = game(app);
    let Some(grid) = grid_of(game.position()) else { return Vec::new() };
    let stones = grid.cells().iter().enumerate();
    let piece =
        |cell: usize, side| Piece { place: cell as u16, side, kind: minimax_arcade::rules::grid_game::STONE, count: 1 };
    stones.filter_map(|(cell, s)| s.map(|p| piece(cell, Some(game.side_of(p))))).collect()
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
    grid_of(game.position()).and_then(|g| g.get(cell)).map(|p| game.side_of(p))
}

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

/// A logic app with a window and a camera, so clicks go through the cursor-to-world mapping.
/// The notices the match told (the status line's, the screen reader's), by message id.
#[derive(Resource, Default)]
struct Heard(Vec<&'static str>);

fn hear(mut told: MessageReader<minimax_arcade::app::logic::play::Told>, mut heard: ResMut<Heard>) {
    heard.0.extend(told.read().map(|told| told.0.id()));
}

/// A headless app that keeps what the match told ([`heard`]).
fn hearing_app() -> App {
    let mut app = headless_app();
    app.init_resource::<Heard>();
    app.add_systems(Last, hear);
    app
}

fn heard(app: &App) -> &[&'static str] {
    &app.world().resource::<Heard>().0
}

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

/// A UI button to press on the next frame. With no cursor, UI focus resets every button's `Interaction` each
/// frame, so the press is made just after it, as a click would be.
#[derive(Resource, Default)]
struct PressButton(Option<Entity>);

fn press_button(mut press: ResMut<PressButton>, mut buttons: Query<&mut Interaction>) {
    let Some(wanted) = press.0.take() else { return };
    if let Ok(mut interaction) = buttons.get_mut(wanted) {
        *interaction = Interaction::Pressed;
    }
}

/// The entity that carries `wanted` (a button's action, a screen's marker), if one is there.
fn find<C: Component + PartialEq>(app: &mut App, wanted: &C) -> Option<Entity> {
    let mut query = app.world_mut().query::<(Entity, &C)>();
    query.iter(app.world()).find(|(_, c)| *c == wanted).map(|(entity, _)| entity)
}

/// Whether something with the component `wanted` is on screen.
fn shows<C: Component + PartialEq>(app: &mut App, wanted: &C) -> bool {
    find(app, wanted).is_some()
}

/// Whether anything with the component `C` is on screen.
fn shows_any<C: Component>(app: &mut App) -> bool {
    let mut query = app.world_mut().query_filtered::<(), With<C>>();
    query.iter(app.world()).next().is_some()
}

/// Runs frames until something carries `wanted` (the menu's buttons once loading is over), or fails after
/// [`PATIENCE`]: a busy machine may take more frames to load the fonts than an idle one.
fn run_until_shown<C: Component + PartialEq + std::fmt::Debug>(app: &mut App, wanted: &C) {
    let started = std::time::Instant::now();
    while !shows(app, wanted) {
        assert!(started.elapsed() < PATIENCE, "gave up waiting for {wanted:?}");
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Every text on screen, the UI's and the board's.
fn texts(app: &mut App) -> Vec<String> {
    let mut ui = app.world_mut().query::<&Text>();
    let mut words: Vec<String> = ui.iter(app.world()).map(|t| t.0.clone()).collect();
    let mut board = app.world_mut().query::<&Text2d>();
    words.extend(board.iter(app.world()).map(|t| t.0.clone()));
    words
}

/// Presses, on the next frame, the button that does `action`.
fn press<C: Component + PartialEq + std::fmt::Debug>(app: &mut App, action: C) {
    let button = find(app, &action).unwrap_or_else(|| panic!("no button for {action:?}"));
    app.world_mut().resource_mut::<PressButton>().0 = Some(button);
}
