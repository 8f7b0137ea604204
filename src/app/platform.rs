//! What differs between the native and the web build, kept in one place.
//!
//! Native: Bevy's async compute pool has threads of its own, so a search runs in one go on one of them.
//! Web: every task runs on the browser's single main thread, so a search that does not pause would freeze the
//! page until it ends. There it runs in short slices and hands the thread back to the browser between them, so
//! frames keep coming while the computer thinks.

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use crate::ai::Slice;

    /// How much of a search runs before it hands the thread back: all of it.
    pub fn search_slice() -> Slice {
        Slice::WHOLE
    }

    /// Never called natively (whole slices never pause); a no-op for completeness.
    pub async fn yield_to_host() {}
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use std::time::Duration;

    use crate::ai::Slice;

    /// A few milliseconds of search per slice: the rest of each 16 ms frame stays with the browser.
    const SLICE: Duration = Duration::from_millis(6);

    pub fn search_slice() -> Slice {
        Slice::time(SLICE)
    }

    /// Gives the main thread back to the browser until its next turn of the event loop, so it can draw a
    /// frame and handle input. A resolved promise would not do: its continuation runs as a microtask, before
    /// the browser gets to render.
    pub async fn yield_to_host() {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            let window = web_sys::window().expect("a browser window");
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        });
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    }
}

pub use imp::{search_slice, yield_to_host};
