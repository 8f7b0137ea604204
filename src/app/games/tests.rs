//! The tests of the descriptors: places, cursor steps, moves, spoken boards and side names of every game.

use super::*;
use crate::rules::{GridSize, Place};

#[test]
fn the_cursor_wraps_around_the_board_and_starts_where_a_move_is_made() {
    let ttt = descriptor(GameSpec::TIC_TAC_TOE);
    let start = GameSpec::TIC_TAC_TOE.start();
    let step = |t, s| ttt.step(t, s, &start);
    assert_eq!(step(0, Step::Left), 2);
    assert_eq!(step(0, Step::Up), 6);
    assert_eq!(step(4, Step::Down), 7);
    assert_eq!(step(8, Step::Right), 6);
    assert_eq!(ttt.cursor_start(&start), 4);
    // Connect Four's cursor goes from column to column, where each disc would land (the bottom row: 35 on).
    let c4 = descriptor(GameSpec::CONNECT_FOUR);
    let start = GameSpec::CONNECT_FOUR.parse_position("44").unwrap();
    assert_eq!(c4.step(35 + 6, Step::Right, &start), 35);
    assert_eq!(c4.step(35 + 2, Step::Right, &start), 21 + 3, "over the two discs of column 4");
    assert_eq!(c4.step(35, Step::Up, &start), 35);
    assert_eq!(c4.cursor_start(&start), 21 + 3);
    // A heap's cursor starts on its last bone: taking one.
    let heap = GameSpec::Bones(10);
    assert_eq!(descriptor(heap).cursor_start(&heap.start()), 9);
}

/// A press on a heap is a press on a bone left: beside the heap, or where a bone was taken, is no place (and
/// no press to refuse or to tell to wait).
#[test]
fn a_heaps_places_under_the_pointer_are_its_bones_left() {
    use crate::app::geometry::{Bars, BoardLayout};
    let at = |layout: &BoardLayout, place: Place| layout.centre + layout.cell_local(place as usize) * layout.cell;
    let spec = GameSpec::Bones(10);
    let (heap, described) = (spec.parse_position("3").unwrap(), descriptor(spec));
    let layout = BoardLayout::fit(Vec2::new(1024.0, 768.0), described.board().shape, Bars::default());
    assert_eq!(described.place_at(&layout, at(&layout, 2), &heap), Some(2));
    assert_eq!(described.place_at(&layout, at(&layout, 8), &heap), None, "a bone taken");
    let nim = GameSpec::NIM.parse_position("c2").unwrap();
    let heaps = descriptor(GameSpec::NIM);
    let layout = BoardLayout::fit(Vec2::new(1024.0, 768.0), heaps.board().shape, Bars::default());
    assert_eq!(heaps.place_at(&layout, at(&layout, 10 + 2), &nim), Some(12), "heap c's third bone");
    assert_eq!(heaps.place_at(&layout, at(&layout, 10 + 3), &nim), None, "heap c holds 3 now");
    assert_eq!(heaps.place_at(&layout, at(&layout, 3), &nim), None, "heap a holds 3: its row goes on to 5");
}

#[test]
fn a_press_on_a_place_names_its_games_move() {
    let ttt = GameSpec::TIC_TAC_TOE.start();
    assert_eq!(ttt.aimed(4), Some(AnyMove::Cell(4)));
    // Anywhere in a column, drawn over the whole column: where the disc lands is the place pressed.
    let c4 = GameSpec::CONNECT_FOUR.start();
    let column = descriptor(GameSpec::CONNECT_FOUR);
    assert_eq!(c4.aimed(4), Some(AnyMove::Column(4)));
    assert_eq!(column.place(4).rect.0.x, column.place(35 + 4).rect.0.x);
    assert_eq!(column.place(35 + 4).spoken_cell, 4, "read a column a cell");
    // Bones: the last bones of the heap are taken, from the one pointed at to the end.
    let spec = GameSpec::Bones(10);
    let heap = spec.parse_position("10").unwrap();
    let bones = descriptor(spec);
    assert_eq!(heap.aimed(9), Some(AnyMove::Take(1)));
    assert_eq!(heap.aimed(7), Some(AnyMove::Take(3)));
    assert_eq!(heap.aimed(10), None, "no bone there");
    // Nim: a heap to a row; pointing at a bone takes it and those after it in its heap.
    let nim = GameSpec::NIM.parse_position("c2").unwrap();
    let heaps = descriptor(GameSpec::NIM);
    let take = |heap, bones| AnyMove::HeapTake(crate::rules::nim::HeapTake { heap, bones });
    assert_eq!(heaps.board().shape.rows, 3);
    assert_eq!(nim.aimed(5 + 1), Some(take(1, 3)), "heap b holds 4: its second bone on");
    assert_eq!(nim.aimed(10 + 3), None, "heap c holds 3 now");
    assert_eq!(heaps.move_name(take(1, 3)), Said::new("move-from-heap").number("bones", 3).text("heap", "b"));
    assert_eq!(heaps.board().row_names, ["a", "b", "c"]);
    assert!(bones.board().row_names.is_empty(), "one heap, in as many rows as it needs");
    // The screen reader reads a heap a cell, from the scene.
    let owner = |_| Said::new("side-first");
    let spoken = heaps.spoken_board(&nim, &owner);
    assert_eq!(spoken.cols, 1);
    assert_eq!(spoken.cells[2], Said::new("access-heap").text("heap", "c").number("bones", 3));
    assert_eq!(heaps.place(5 + 1).spoken_cell, 1, "a bone of heap b");
    assert_eq!(bones.spoken_board(&heap, &owner).cells, [Said::new("caption-bones-left").number("bones", 10)]);
}

#[test]
fn a_board_is_read_a_place_a_cell_with_what_it_holds() {
    let owner = |player: Player| Said::new(if player == Player::One { "side-x" } else { "side-o" });
    let ttt =
        descriptor(GameSpec::TIC_TAC_TOE).spoken_board(&GameSpec::TIC_TAC_TOE.parse_position("5").unwrap(), &owner);
    assert_eq!((ttt.cols, ttt.cells.len()), (3, 9));
    let centre = Said::new("access-cell").said("cell", Said::new("move-cell").number("cell", 5));
    assert_eq!(ttt.cells[4], centre.said("side", Said::new("side-x")));
    let c4 = GameSpec::CONNECT_FOUR.parse_position("44").unwrap();
    let spoken = descriptor(GameSpec::CONNECT_FOUR).spoken_board(&c4, &owner);
    assert_eq!((spoken.cols, spoken.cells.len()), (7, 7), "a column a cell");
    let discs = Said::new("access-list").said("first", Said::new("side-x")).said("second", Said::new("side-o"));
    assert_eq!(spoken.cells[3], Said::new("access-column").number("column", 4).said("discs", discs));
    assert_eq!(spoken.cells[0], Said::new("access-column-empty").number("column", 1));
}

#[test]
fn digits_play_on_small_boards_only() {
    let ttt = GameSpec::TIC_TAC_TOE.start();
    assert_eq!(descriptor(GameSpec::TIC_TAC_TOE).digit_move(9, &ttt), Some(AnyMove::Cell(8)));
    let big = GameSpec::Mnk(GridSize::new(4, 4, 3));
    assert_eq!(descriptor(big).digit_move(1, &big.start()), None);
    let c4 = GameSpec::CONNECT_FOUR.start();
    assert_eq!(descriptor(GameSpec::CONNECT_FOUR).digit_move(7, &c4), Some(AnyMove::Column(6)));
    assert_eq!(descriptor(GameSpec::CONNECT_FOUR).digit_move(8, &c4), None);
    assert_eq!(descriptor(GameSpec::BONES).digit_move(2, &GameSpec::BONES.start()), Some(AnyMove::Take(2)));
}

#[test]
fn every_game_names_its_sides() {
    let names = |spec| Side::BOTH.map(|s| descriptor(spec).side_name(s, None).english());
    assert_eq!(names(GameSpec::TIC_TAC_TOE), ["X", "O"]);
    assert_eq!(names(GameSpec::CONNECT_FOUR), ["Red", "Yellow"]);
    assert_eq!(names(GameSpec::BONES), ["Player 1", "Player 2"]);
    assert_eq!(names(GameSpec::NIM), ["Player 1", "Player 2"]);
}

#[test]
fn a_kalah_board_turns_to_the_player_nearest_the_screen() {
    use crate::app::words::{Language, Words};
    use crate::rules::kalah::{Board, CLASSIC, Sowing};
    let board: Board = CLASSIC;
    let english = Words::new(Language::English);
    for near in [Player::One, Player::Two] {
        let seen = seated(GameSpec::KALAH, near);
        // The near side's pits along the bottom from its left, its store on the right.
        let (a, f) = (seen.spot(board.pit(near, 0)), seen.spot(board.pit(near, 5)));
        assert!(a.y < 0.0 && a.x < f.x, "{near:?}: {a} {f}");
        assert!(seen.spot(board.store(near)).x > f.x, "{near:?}: the near store on the right");
        // The far side's pit a faces the near side's f, its store on the left.
        assert_eq!(seen.spot(board.pit(near.other(), 0)), Vec2::new(f.x, -f.y));
        assert!(seen.spot(board.store(near.other())).x < a.x);
        let name = |place| english.say(&seen.place_name(place));
        assert_eq!(name(board.pit(near, 2)), "your pit c");
        assert_eq!(name(board.store(near.other())), "the opponent's store");
    }
    // A press on a pit of the side to move sows it; on the other side's, or a store, it is no move.
    let seen = seated(GameSpec::KALAH, Player::One);
    let start = GameSpec::KALAH.start();
    let sow = |pit| Some(AnyMove::Sowing(Sowing(pit)));
    assert_eq!(start.aimed(board.pit(Player::One, 2)), sow(2));
    assert_eq!(start.aimed(board.pit(Player::Two, 2)), None);
    assert_eq!(start.aimed(board.store(Player::One)), None);
    assert_eq!(seen.digit_move(6, &start), sow(5));
    // The keyboard walks a row and crosses to the pit opposite.
    let c = board.pit(Player::One, 2);
    assert_eq!(seen.step(c, Step::Right, &start), board.pit(Player::One, 3));
    assert_eq!(seen.step(c, Step::Up, &start), board.opposite(board.pit(Player::One, 2)));
    // The screen reader reads the near row first, pit by pit and then the store.
    let spoken = seen.spoken_board(&start, &|_| Said::new("side-first"));
    assert_eq!((spoken.cols, spoken.cells.len()), (7, 14));
    assert_eq!(english.say(&spoken.cells[2]), "your pit c: 4 seeds");
    assert_eq!(english.say(&spoken.cells[13]), "the opponent's store: 0 seeds");
    assert_eq!(seen.place(board.store(Player::Two)).spoken_cell, 13);
}

#[test]
fn kalahs_pictures_show_a_move_again_and_each_capture_on_every_board() {
    use crate::rules::kalah::{Board, Capture, PITS, SEEDS};
    use crate::rules::{Change, Game};
    for pits in PITS {
        for seeds in SEEDS {
            for capture in [Capture::Standard, Capture::Empty] {
                let spec = GameSpec::Kalah(Board { pits, seeds, capture });
                let pictures = descriptor(spec).how_to_play().pictures;
                assert_eq!(pictures.len(), 3, "{spec:?}");
                // Whether the picture's move gathers seeds into a store: any, or some taken from the other side.
                let gathers = |i: usize, taken_only: bool| {
                    let p = &pictures[i];
                    let changes = p.before.changes(p.mv);
                    changes.iter().flatten().any(|c| matches!(c, Change::Gather { taken, .. } if *taken || !taken_only))
                };
                let mut legal = Vec::new();
                for p in &pictures {
                    p.before.legal_moves(&mut legal);
                    assert!(legal.contains(&p.mv), "{spec:?}: {:?}", p.caption);
                }
                // Sown into the store: the same player moves again.
                let mut after = pictures[0].before.clone();
                after.play(pictures[0].mv);
                assert_eq!(after.to_move(), Player::One, "{spec:?}");
                assert!(!gathers(0, false));
                // A capture under either rule; facing an empty pit, under the empty-capture rule only.
                assert!(gathers(1, true), "{spec:?}");
                assert_eq!(gathers(2, false), capture == Capture::Empty, "{spec:?}");
            }
        }
    }
}

/// Kalah's caption says each sowing of the last turn in words, what it did (moved again, captured so many),
/// and at the end what the sweep did; its pits are lettered on the board, and its stores named by whose.
#[test]
fn kalahs_caption_says_every_sowing_of_a_turn_and_what_it_did() {
    use crate::app::words::{Language, Words};
    use crate::rules::Game;
    use crate::rules::kalah::Sowing;
    let english = Words::new(Language::English);
    let seen = seated(GameSpec::KALAH, Player::One);
    let start = GameSpec::KALAH.start();
    let sow = |pit| AnyMove::Sowing(Sowing(pit));
    // c lands its last seed in the store and moves again; then f.
    let mut after_c = start.clone();
    after_c.play(sow(2));
    let mut position = after_c.clone();
    position.play(sow(5));
    let turn = LastTurn {
        who: Said::new("caption-computer"),
        side: SideName::First,
        moves: vec![(start, sow(2)), (after_c, sow(5))],
    };
    let said: Vec<String> = seen.caption(&position, Some(&turn)).iter().map(|p| english.say(p)).collect();
    assert_eq!(said, ["The computer sowed pit c", "moves again", "then pit f"]);
    // A capture: pit a of 1 seed into an empty b, facing the opponent's 3 seeds.
    let before = GameSpec::KALAH.read_setup("1,0,4,4,4,4,4/4,4,4,4,3,4,4 1").unwrap();
    let mut after = before.clone();
    after.play(sow(0));
    let turn = LastTurn { who: Said::new("caption-you"), side: SideName::First, moves: vec![(before, sow(0))] };
    let said: Vec<String> = seen.caption(&after, Some(&turn)).iter().map(|p| english.say(p)).collect();
    assert_eq!(said, ["You sowed pit a", "captured 3 seeds"]);
    // Letters by every pit, from each side's own left, drawn by default; a name by each store; every count.
    let look = seen.board();
    assert!(look.names_squares && look.counted);
    let letters: Vec<String> = look.coordinates.into_iter().map(|(_, l)| l).collect();
    assert_eq!(letters.len(), 12);
    assert_eq!(letters.iter().filter(|l| *l == "a").count(), 2);
    let owners = look.owner_labels;
    assert_eq!(owners.iter().map(|(_, p)| *p).collect::<Vec<_>>(), [Player::One, Player::Two]);
    assert!(owners[0].0.y < 0.0 && owners[1].0.y > 0.0, "the near player's name below, the far one's above");
}
