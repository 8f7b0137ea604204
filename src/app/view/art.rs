//! Pieces drawn from drawings ([`Drawing`]: a chess set's SVG files). Each drawing is rasterised once, the first
//! time something draws it, into a texture with its own smaller copies (mipmaps), each rendered from the SVG at
//! its size rather than shrunk from the largest: so a piece is sharp on a large board, in the move list's
//! captured pieces and in How to play alike, and a window resized never rasterises again.
//!
//! Whatever shows a drawing spawns it with [`Drawn`]: a sprite (the board's pieces) or an image node (the
//! captured pieces, the promotion picker, How to play; see [`node`]); this plugin gives it its image.

use std::collections::HashMap;
use std::sync::Mutex;

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::theme::{self, Ink};
use crate::app::style::Drawing;

pub fn plugin(app: &mut App) {
    app.init_resource::<PieceArt>();
    app.add_systems(PostUpdate, paint);
}

/// A sprite or an image node that shows a drawing.
#[derive(Component, Clone, Copy, Debug)]
pub struct Drawn(pub Drawing);

/// An image node `size` pixels square showing `drawing` (on a board's square: How to play's boards).
pub fn node(drawing: Drawing, size: f32) -> impl Bundle {
    (Drawn(drawing), ImageNode::default(), Node { width: px(size), height: px(size), ..default() })
}

/// `drawing` on a board's light square with rounded corners, `size` pixels in all, for a panel or a button
/// (the captured pieces, the promotion picker): a piece set is drawn to read on the board's squares, and a
/// black piece would not on a dark theme's panel.
pub fn chip(drawing: Drawing, size: f32) -> impl Bundle {
    let chip = Node {
        width: px(size),
        height: px(size),
        padding: UiRect::all(px(size / 12.0)),
        border_radius: BorderRadius::all(px(size / 6.0)),
        ..default()
    };
    (chip, theme::fill(Ink::LightSquare), children![node(drawing, size - size / 6.0)])
}

/// Gives what has just been drawn its drawing's image.
fn paint(art: Res<PieceArt>, mut drawn: Query<(&Drawn, Option<&mut Sprite>, Option<&mut ImageNode>), Added<Drawn>>) {
    for (drawn, sprite, node) in &mut drawn {
        let image = art.image(drawn.0);
        if let Some(mut sprite) = sprite {
            sprite.image = image.clone();
        }
        if let Some(mut node) = node {
            node.image = image;
        }
    }
}

/// The side of a drawing's largest copy, in pixels: a square of the board on a 4K screen. The copies go down
/// by halves to [`SMALLEST`].
const LARGEST: u32 = 256;
const SMALLEST: u32 = 8;

/// The drawings rasterised so far, by drawing. The images go to the asset server (which needs no exclusive
/// access to the images, and adds them by the next frame), so the table is asked from `&self`, behind a lock.
#[derive(Resource)]
pub struct PieceArt {
    server: AssetServer,
    /// By path: a drawing is one file.
    made: Mutex<HashMap<&'static str, Handle<Image>>>,
}

impl FromWorld for PieceArt {
    fn from_world(world: &mut World) -> Self {
        PieceArt { server: world.resource::<AssetServer>().clone(), made: Mutex::default() }
    }
}

impl PieceArt {
    /// The image of `drawing`, rasterised the first time it is asked for.
    pub fn image(&self, drawing: Drawing) -> Handle<Image> {
        // A lock poisoned by a panic elsewhere still holds whole handles: carry on with it.
        let mut made = self.made.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        made.entry(drawing.path)
            .or_insert_with(|| {
                let started = web_time::Instant::now();
                let image = rasterise(drawing);
                debug!("{} rasterised in {:.1} ms", drawing.path, started.elapsed().as_secs_f64() * 1000.0);
                self.server.add(image)
            })
            .clone()
    }
}

/// `drawing` as a mipmapped texture, [`LARGEST`] pixels square down to [`SMALLEST`], each copy rendered at its
/// own size, the drawing centred and fitted in it. A drawing that cannot be read is logged and drawn as
/// nothing: a piece missing from the board is better than a game that cannot open.
fn rasterise(drawing: Drawing) -> Image {
    let sizes: Vec<u32> = std::iter::successors(Some(LARGEST), |&size| (size > SMALLEST).then_some(size / 2)).collect();
    let tree = match resvg::usvg::Tree::from_str(drawing.svg, &resvg::usvg::Options::default()) {
        Ok(tree) => Some(tree),
        Err(error) => {
            error!("the drawing {} cannot be read: {error}", drawing.path);
            None
        }
    };
    let mut data = Vec::new();
    for &size in &sizes {
        data.extend(render(tree.as_ref(), size));
    }
    let mut image = Image::new_uninit(
        Extent3d { width: LARGEST, height: LARGEST, depth_or_array_layers: 1 },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = sizes.len() as u32;
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor::linear());
    image
}

/// The RGBA bytes (straight alpha, as the sprites blend) of `tree` rendered into a square of `size` pixels,
/// fitted and centred; transparent where there is no tree.
fn render(tree: Option<&resvg::usvg::Tree>, size: u32) -> Vec<u8> {
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size, size).expect("a drawing's size is never zero");
    if let Some(tree) = tree {
        let (width, height) = (tree.size().width(), tree.size().height());
        let scale = size as f32 / width.max(height);
        let (x, y) = ((size as f32 - width * scale) / 2.0, (size as f32 - height * scale) / 2.0);
        let transform = resvg::tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, x, y);
        resvg::render(tree, transform, &mut pixmap.as_mut());
    }
    pixmap
        .pixels()
        .iter()
        .flat_map(|pixel| {
            let pixel = pixel.demultiply();
            [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::style::drawing;

    const KING: Drawing = drawing!("pieces/chessnut/wK.svg");

    /// The share of a square of `size` that `bytes` cover (alpha over half).
    fn covered(bytes: &[u8]) -> f32 {
        let opaque = bytes.chunks(4).filter(|pixel| pixel[3] > 127).count();
        opaque as f32 / (bytes.len() / 4) as f32
    }

    #[test]
    fn a_drawing_becomes_every_copy_down_to_the_smallest_each_drawn_at_its_size() {
        let image = rasterise(KING);
        let levels = image.texture_descriptor.mip_level_count;
        assert_eq!(levels, (LARGEST / SMALLEST).ilog2() + 1);
        let data = image.data.as_ref().unwrap();
        let sizes = (0..levels).map(|level| LARGEST >> level);
        assert_eq!(data.len() as u32, sizes.clone().map(|size| size * size * 4).sum::<u32>());
        // Every copy shows the king: much of the square covered, not all of it, at each size alike.
        let mut at = 0;
        for size in sizes {
            let bytes = &data[at..at + (size * size * 4) as usize];
            at += bytes.len();
            let share = covered(bytes);
            assert!((0.3..0.8).contains(&share), "{size} px: {share}");
            assert!((share - covered(&data[..(LARGEST * LARGEST * 4) as usize])).abs() < 0.1, "{size} px");
        }
    }

    #[test]
    fn a_drawing_that_cannot_be_read_is_drawn_as_nothing() {
        let broken = Drawing { path: "broken.svg", svg: "<svg" };
        let image = rasterise(broken);
        assert!(image.data.unwrap().chunks(4).all(|pixel| pixel[3] == 0));
    }
}
