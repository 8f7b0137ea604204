//! Connect Four at Perfect.

use super::*;

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
        let saved = minimax_arcade::session::SavedGame::new(
            versus,
            Side::X,
            None,
            GameSpec::CONNECT_FOUR.parse_moves(moves).unwrap(),
        );
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
