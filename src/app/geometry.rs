//! The ground floor of the app: where the board sits in the window and which cell a point of the window falls
//! on. Pure functions of the window size and the board's shape, tested without a window. The logic (which
//! keeps the layout fitted), the game descriptors (which map points to moves) and the view (which draws) all
//! import it; it imports none of them.
//!
//! World coordinates are the camera's: logical pixels, origin at the window's centre, y up. The board is drawn
//! in its own units, one unit per cell, origin at the board's centre; [`BoardLayout`] maps between the two.

use bevy::prelude::*;

/// The window's size when the game opens, in logical pixels, and the size assumed where there is no window
/// (headless tests).
pub const WINDOW_SIZE: UVec2 = UVec2::new(1024, 768);

/// [`WINDOW_SIZE`] as a world-space size.
pub fn default_window() -> Vec2 {
    WINDOW_SIZE.as_vec2()
}

/// Logical pixels kept free above the board for the status bar.
pub const TOP_BAR: f32 = 76.0;
/// Logical pixels kept free below the board for the buttons.
pub const BOTTOM_BAR: f32 = 84.0;
/// Logical pixels kept free at the right of the board for the move list.
pub const SIDE_BAR: f32 = 210.0;
/// Space around the board, in logical pixels.
pub const MARGIN: f32 = 16.0;
/// The largest a cell is drawn, in logical pixels, so small boards do not become huge.
pub const MAX_CELL: f32 = 180.0;

/// The bars above and below the board, in logical pixels: taller at a larger text size, so that the status,
/// the players and the buttons (two rows of them, where a language's labels are long) still fit.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Bars {
    pub top: f32,
    pub bottom: f32,
    /// How many times its normal size the text is (other screens' bars and panels grow by it too).
    pub text: f32,
}

impl Bars {
    /// The bars for text `factor` times its normal size.
    pub fn for_text(factor: f32) -> Self {
        Self { top: TOP_BAR * factor, bottom: BOTTOM_BAR * factor, text: factor }
    }
}

impl Default for Bars {
    fn default() -> Self {
        Self::for_text(1.0)
    }
}

/// The board's shape as the layout sees it: a grid of cells, for stones or for bones.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardShape {
    pub rows: usize,
    pub cols: usize,
    /// Rows of space kept free above the board: gravity boards keep one for the stone waiting to drop.
    pub space_above: f32,
    /// Cells of room kept free on each side of the board, left and right (`x`), above and below (`y`), for
    /// what is always written round it (the players' names, values), so that it stays clear of the window's
    /// edge and of the bars.
    pub room: Vec2,
    /// Cells of room more for the coordinates, kept only while they are shown (see
    /// [`showing_coordinates`](Self::showing_coordinates)): a board without them is as big as it can be.
    pub coordinates: Vec2,
}

impl BoardShape {
    /// This shape with room for its coordinates if they are shown, none if not.
    pub fn showing_coordinates(self, shown: bool) -> Self {
        if shown { self } else { Self { coordinates: Vec2::ZERO, ..self } }
    }

    /// The centre of a cell in board units (cells in reading order, origin at the board's centre, y up).
    pub fn cell_local(&self, cell: usize) -> Vec2 {
        let (r, c) = (cell / self.cols, cell % self.cols);
        Vec2::new(c as f32 - (self.cols as f32 - 1.0) / 2.0, (self.rows as f32 - 1.0) / 2.0 - r as f32)
    }
}

/// Where the board is: its centre in world coordinates and the size of a cell.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardLayout {
    pub shape: BoardShape,
    pub centre: Vec2,
    pub cell: f32,
}

impl Default for BoardLayout {
    fn default() -> Self {
        Self::fit(
            default_window(),
            BoardShape { rows: 3, cols: 3, space_above: 0.0, room: Vec2::ZERO, coordinates: Vec2::ZERO },
            Bars::default(),
        )
    }
}

impl BoardLayout {
    /// The largest board that fits a window of `window` logical pixels between the bars.
    pub fn fit(window: Vec2, shape: BoardShape, bars: Bars) -> Self {
        let room = shape.room + shape.coordinates;
        let rows = shape.rows as f32 + shape.space_above + 2.0 * room.y;
        let cols = shape.cols as f32 + 2.0 * room.x;
        let width = (window.x - 2.0 * MARGIN - SIDE_BAR).max(1.0);
        let height = (window.y - bars.top - bars.bottom - 2.0 * MARGIN).max(1.0);
        let cell = (width / cols).min(height / rows).clamp(1.0, MAX_CELL);
        // Centre the board between the bars, with the space above it.
        let centre = Vec2::new(-SIDE_BAR / 2.0, (bars.bottom - bars.top - shape.space_above * cell) / 2.0);
        Self { shape, centre, cell }
    }

    /// The centre of a cell in board units.
    pub fn cell_local(&self, cell: usize) -> Vec2 {
        self.shape.cell_local(cell)
    }

    /// A world point in board units.
    pub fn to_local(&self, world: Vec2) -> Vec2 {
        (world - self.centre) / self.cell
    }

    /// The cell under a world point, if the point is on the board.
    pub fn cell_at(&self, world: Vec2) -> Option<usize> {
        let local = self.to_local(world);
        let c = (local.x + self.shape.cols as f32 / 2.0).floor();
        let r = (self.shape.rows as f32 / 2.0 - local.y).floor();
        let inside = c >= 0.0 && r >= 0.0 && c < self.shape.cols as f32 && r < self.shape.rows as f32;
        inside.then(|| r as usize * self.shape.cols + c as usize)
    }

    /// The column under a world point, on the board or in the drop row above it.
    pub fn column_at(&self, world: Vec2) -> Option<usize> {
        let local = self.to_local(world);
        let c = (local.x + self.shape.cols as f32 / 2.0).floor();
        let top = self.shape.rows as f32 / 2.0 + self.shape.space_above;
        let bottom = -(self.shape.rows as f32) / 2.0;
        let inside = c >= 0.0 && c < self.shape.cols as f32 && local.y <= top && local.y >= bottom;
        inside.then_some(c as usize)
    }

    /// The board's transform: board units to world.
    pub fn transform(&self) -> Transform {
        Transform::from_translation(self.centre.extend(0.0)).with_scale(Vec3::new(self.cell, self.cell, 1.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TTT: BoardShape =
        BoardShape { rows: 3, cols: 3, space_above: 0.0, room: Vec2::ZERO, coordinates: Vec2::ZERO };

    #[test]
    fn the_board_fits_between_the_bars() {
        let layout = BoardLayout::fit(Vec2::new(1000.0, 800.0), TTT, Bars::default());
        let height = 3.0 * layout.cell;
        assert!(height <= 800.0 - TOP_BAR - BOTTOM_BAR);
        assert_eq!(layout.cell, MAX_CELL.min((800.0 - TOP_BAR - BOTTOM_BAR - 2.0 * MARGIN) / 3.0));
        // Larger text, taller bars: a smaller board, still between them.
        let big = BoardLayout::fit(Vec2::new(1000.0, 800.0), TTT, Bars::for_text(1.5));
        assert!(3.0 * big.cell <= 800.0 - 1.5 * (TOP_BAR + BOTTOM_BAR) && big.cell < layout.cell);
        // A narrow window limits by width instead.
        let narrow = BoardLayout::fit(Vec2::new(500.0, 900.0), TTT, Bars::default());
        assert!((narrow.cell - (500.0 - 2.0 * MARGIN - SIDE_BAR) / 3.0).abs() < 1e-3);
        assert!(layout.centre.x < 0.0, "left of the move list");
        // Room round the board for its labels: a smaller board, the room within the window.
        let lettered = BoardShape { coordinates: Vec2::splat(0.5), ..TTT };
        let roomy = BoardLayout::fit(Vec2::new(1000.0, 800.0), lettered, Bars::default());
        assert!(roomy.cell < layout.cell && 4.0 * roomy.cell <= 800.0 - TOP_BAR - BOTTOM_BAR - 2.0 * MARGIN + 1e-3);
        // Coordinates not shown: no room for them.
        let bare = BoardLayout::fit(Vec2::new(1000.0, 800.0), lettered.showing_coordinates(false), Bars::default());
        assert_eq!(bare.cell, layout.cell);
    }

    #[test]
    fn points_map_to_cells_and_back() {
        let layout = BoardLayout::fit(Vec2::new(1000.0, 800.0), TTT, Bars::default());
        for cell in 0..9 {
            let world = layout.centre + layout.cell_local(cell) * layout.cell;
            assert_eq!(layout.cell_at(world), Some(cell));
            // Near a corner of the cell, still the same cell.
            let near = world + Vec2::new(0.45, -0.45) * layout.cell;
            assert_eq!(layout.cell_at(near), Some(cell));
        }
        // The top-left cell is up and to the left.
        let top_left = layout.centre + layout.cell_local(0) * layout.cell;
        assert!(top_left.x < layout.centre.x && top_left.y > layout.centre.y);
        // Off the board.
        assert_eq!(layout.cell_at(layout.centre + Vec2::new(2.0, 0.0) * layout.cell), None);
        assert_eq!(layout.cell_at(layout.centre + Vec2::new(0.0, -1.6) * layout.cell), None);
    }

    #[test]
    fn gravity_columns_include_the_drop_row() {
        let shape = BoardShape { rows: 6, cols: 7, space_above: 1.0, room: Vec2::ZERO, coordinates: Vec2::ZERO };
        let layout = BoardLayout::fit(Vec2::new(1280.0, 800.0), shape, Bars::default());
        let above = layout.centre + Vec2::new(0.0, 3.5) * layout.cell;
        assert_eq!(layout.column_at(above), Some(3));
        assert_eq!(layout.cell_at(above), None);
        let below = layout.centre + Vec2::new(0.0, -3.5) * layout.cell;
        assert_eq!(layout.column_at(below), None);
    }
}
