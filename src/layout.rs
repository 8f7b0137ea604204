//! The README's code layout against the tree: every file and folder it names exists, and every Rust source
//! file and folder of the game's crate and of its core is named, so that the map a newcomer reads first stays
//! the map of the code.
//!
//! The layout is a fenced block under "## Code layout". An entry starts at the line's start (a path from the
//! repository's root: `src/cli/`, `crates/core/src/ai/`), a sub-entry of the latest folder with two spaces
//! (`  games/`); lines indented further go on with the entry's words. In the words, a file is named `name.rs`
//! and a folder `name/`, relative to the entry's folder, and `name/ (a.rs, b.rs)` names files in that folder.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The README's code layout: each entry's path (from the root) and its words.
fn entries(readme: &str) -> Vec<(String, String)> {
    let block = readme
        .split("## Code layout")
        .nth(1)
        .and_then(|after| after.split("```").nth(1))
        .expect("the README has a code layout in a fenced block");
    let mut entries: Vec<(String, String)> = Vec::new();
    let mut folder = String::new();
    for line in block.lines().filter(|l| !l.trim().is_empty()) {
        let indent = line.len() - line.trim_start().len();
        let (path, words) = line.trim_start().split_once(' ').unwrap_or((line.trim_start(), ""));
        match indent {
            0 => {
                if path.ends_with('/') {
                    folder = path.to_string();
                }
                entries.push((path.to_string(), words.to_string()));
            }
            2 => entries.push((format!("{folder}{path}"), words.to_string())),
            _ => {
                if let Some(last) = entries.last_mut() {
                    last.1.push(' ');
                    last.1.push_str(line.trim());
                }
            }
        }
    }
    entries
}

/// Whether `token` names a file or folder: a path ending in a known extension or in `/`.
fn is_path(token: &str) -> bool {
    const ENDINGS: [&str; 9] = [".rs", "/", ".sh", ".py", ".md", ".mjs", ".html", ".js", ".svg"];
    !token.starts_with('/')
        && token.chars().all(|c| c.is_ascii_alphanumeric() || "_.-/".contains(c))
        && ENDINGS.iter().any(|end| token.ends_with(end) && token.len() > end.len())
}

/// The paths each entry names, from the repository's root: the entry itself, the files and folders its words
/// name, and those named in a group after a folder (`board/ (pieces.rs, marks.rs)`).
fn named(entries: &[(String, String)]) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for (path, words) in entries {
        out.push((path.clone(), PathBuf::from(path)));
        let base = if path.ends_with('/') {
            PathBuf::from(path)
        } else {
            Path::new(path).parent().map(Path::to_path_buf).unwrap_or_default()
        };
        // A group's folder holds the names within its parentheses, until they close.
        let mut group: Option<PathBuf> = None;
        let mut last_folder: Option<PathBuf> = None;
        for raw in words.split_whitespace() {
            let opens = raw.starts_with('(');
            let token = raw.trim_matches(|c: char| "(),;:`".contains(c));
            if opens {
                group = last_folder.take().map(|folder| base.join(folder));
            }
            if is_path(token) {
                let at = group.as_ref().unwrap_or(&base).join(token);
                out.push((path.clone(), at));
                last_folder = token.ends_with('/').then(|| PathBuf::from(token)).filter(|_| group.is_none());
            } else if !opens {
                last_folder = None;
            }
            if raw.contains(')') {
                group = None;
            }
        }
    }
    out
}

/// Every Rust source file and folder under `root`, as paths from the repository's root.
fn tree(repo: &Path, root: &str, out: &mut BTreeSet<PathBuf>) {
    let mut stack = vec![PathBuf::from(root)];
    while let Some(dir) = stack.pop() {
        out.insert(dir.clone());
        for entry in std::fs::read_dir(repo.join(&dir)).expect("a folder of the tree").flatten() {
            let name = dir.join(entry.file_name());
            if entry.path().is_dir() {
                stack.push(name);
            } else if name.extension().is_some_and(|e| e == "rs") {
                out.insert(name);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo() -> PathBuf {
        std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(|| env!("CARGO_MANIFEST_DIR").into(), PathBuf::from)
    }

    #[test]
    fn the_code_layout_names_every_file_that_exists_and_no_other() {
        let repo = repo();
        let readme = std::fs::read_to_string(repo.join("README.md")).expect("the README");
        let named = named(&entries(&readme));
        let missing: Vec<String> = named
            .iter()
            .filter(|(_, path)| !repo.join(path).exists())
            .map(|(entry, path)| format!("{entry}: {}", path.display()))
            .collect();
        assert!(missing.is_empty(), "the code layout names what does not exist: {missing:#?}");
        let named: BTreeSet<PathBuf> =
            named.into_iter().map(|(_, path)| PathBuf::from(path.to_string_lossy().trim_end_matches('/'))).collect();
        let mut sources = BTreeSet::new();
        tree(&repo, "src", &mut sources);
        tree(&repo, "crates/core/src", &mut sources);
        let left_out: Vec<String> =
            sources.iter().filter(|path| !named.contains(*path)).map(|path| path.display().to_string()).collect();
        assert!(left_out.is_empty(), "the code layout leaves out: {left_out:#?}");
    }

    #[test]
    fn the_layouts_reader_follows_entries_groups_and_words() {
        let readme = "## Code layout\n\n```\nsrc/app/            the game: mod.rs, view/ (board.rs, hud.rs),\n                    \
                      style.rs\n  games/            kalah.rs\nweb/                index.html\n```\n";
        let entries = entries(readme);
        assert_eq!(entries.len(), 3);
        let named: Vec<String> = named(&entries).into_iter().map(|(_, p)| p.display().to_string()).collect();
        assert_eq!(
            named,
            [
                "src/app/",
                "src/app/mod.rs",
                "src/app/view/",
                "src/app/view/board.rs",
                "src/app/view/hud.rs",
                "src/app/style.rs",
                "src/app/games/",
                "src/app/games/kalah.rs",
                "web/",
                "web/index.html"
            ]
        );
    }
}
