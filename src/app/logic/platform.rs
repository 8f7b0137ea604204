//! What differs between the native and the web build, kept in one place (storage aside: see `storage`).
//!
//! Native: Bevy's async compute pool has threads of its own, so a search runs in one go on one of them.
//! Web: every task runs on the browser's single main thread, so a search that does not pause would freeze the
//! page until it ends. There it runs in short slices and hands the thread back to the browser between them, so
//! frames keep coming while the computer thinks.

use crate::app::words::Said;

/// Says an announcement where a screen reader hears it, besides the game's own live region (which AccessKit
/// gives the desktop's reader): in a browser, where Bevy has no AccessKit adapter, the page's `aria-live`
/// element. Nothing more to do natively.
#[cfg(not(target_arch = "wasm32"))]
pub fn announce(_text: &str) {}

/// Says an announcement into the page's `aria-live` element (`#announcer` in `web/index.html`).
#[cfg(target_arch = "wasm32")]
pub fn announce(text: &str) {
    let element = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("announcer"));
    if let Some(element) = element {
        element.set_text_content(Some(text));
    }
}

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

    /// Gives the main thread back to the browser for one turn of its event loop, so it can draw a frame and
    /// handle input when they are due, then goes on. A resolved promise would not do: its continuation runs as
    /// a microtask, before the browser gets to render. `setTimeout(0)` would, but browsers clamp nested timeouts
    /// to 4 ms, idle time the search would lose every slice; a message posted to oneself is a task of its own
    /// with no such delay (the technique of the schedulers of UI frameworks).
    pub async fn yield_to_host() {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            let Ok(channel) = web_sys::MessageChannel::new() else {
                // No channels: fall back to a timeout.
                if let Some(window) = web_sys::window() {
                    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
                }
                return;
            };
            channel.port1().set_onmessage(Some(&resolve));
            let _ = channel.port2().post_message(&wasm_bindgen::JsValue::NULL);
        });
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    }
}

pub use imp::{search_slice, yield_to_host};

/// The page's query string, without the `?` (empty natively).
#[cfg(target_arch = "wasm32")]
pub fn page_query() -> String {
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    search.trim_start_matches('?').to_string()
}

/// The page's query string, without the `?` (empty natively).
#[cfg(not(target_arch = "wasm32"))]
pub fn page_query() -> String {
    String::new()
}

/// Puts a position where the player can take it: its move string on the clipboard natively. Says what
/// happened, or why it could not.
#[cfg(not(target_arch = "wasm32"))]
pub fn share_position(moves: &str, _query: &str) -> Result<Said, String> {
    copy_text(moves)?;
    Ok(if moves.is_empty() {
        Said::new("notice-copied-empty")
    } else {
        Said::new("notice-copied-position").text("moves", moves)
    })
}

/// Puts text on the system clipboard.
#[cfg(not(target_arch = "wasm32"))]
fn copy_text(text: &str) -> Result<(), String> {
    use std::sync::{Mutex, OnceLock};
    // On X11 the text is served by its owner for as long as it lives: the clipboard is kept for the run.
    static CLIPBOARD: OnceLock<Mutex<Option<arboard::Clipboard>>> = OnceLock::new();
    let mut held =
        CLIPBOARD.get_or_init(|| Mutex::new(None)).lock().map_err(|_| "the clipboard is busy".to_string())?;
    if held.is_none() {
        *held = Some(arboard::Clipboard::new().map_err(|e| format!("no clipboard here ({e})"))?);
    }
    let clipboard = held.as_mut().expect("just made");
    clipboard.set_text(text.to_string()).map_err(|e| format!("the clipboard refused it ({e})"))
}

/// The text the player pastes into a match: natively, what the system clipboard holds.
#[cfg(not(target_arch = "wasm32"))]
pub fn paste_text(_prompt: &str) -> Result<Option<String>, String> {
    let mut clipboard = arboard::Clipboard::new().map_err(|e| format!("no clipboard here ({e})"))?;
    clipboard.get_text().map(Some).map_err(|e| format!("the clipboard holds no text ({e})"))
}

/// The text the player pastes into a match: in a browser, which lets a page read the clipboard only with the
/// player's leave, what they paste into the page's own prompt (`None` when they cancel it).
#[cfg(target_arch = "wasm32")]
pub fn paste_text(prompt: &str) -> Result<Option<String>, String> {
    let window = web_sys::window().ok_or("no page")?;
    window.prompt_with_message(prompt).map_err(|_| "the page refused the prompt".to_string())
}

/// Hands the player a text file (the explorer's tree as Graphviz DOT, a game record) of type `mime`: natively
/// on the clipboard, to paste into a file or a notebook; in a browser as a download named `file_name`. Says
/// what happened.
#[cfg(not(target_arch = "wasm32"))]
pub fn export_text(_file_name: &str, _mime: &str, text: &str) -> Result<Said, String> {
    copy_text(text)?;
    Ok(Said::new("notice-copied"))
}

/// Hands the player a text file: in a browser, a download.
#[cfg(target_arch = "wasm32")]
pub fn export_text(file_name: &str, mime: &str, text: &str) -> Result<Said, String> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window().ok_or("no page")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| "the page refused the file")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "the page refused the file")?;
    let link = document
        .create_element("a")
        .map_err(|_| "the page refused the link")?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| "the page refused the link")?;
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(Said::new("notice-downloaded").text("file", file_name))
}

/// Puts a position where the player can take it: in a browser, a link to it in the address bar (to copy or
/// bookmark), without reloading the page.
#[cfg(target_arch = "wasm32")]
pub fn share_position(_moves: &str, query: &str) -> Result<Said, String> {
    let window = web_sys::window().ok_or("no page")?;
    let history = window.history().map_err(|_| "no page history")?;
    let url = format!("?{query}");
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        .map_err(|_| "the page refused the link".to_string())?;
    Ok(Said::new("notice-in-address-bar"))
}
