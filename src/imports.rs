//! The import graph of the game's crate and its core's (read as one, as the game's code sees them), read from
//! their sources: which file imports which (`use crate::…`, `use super::…`,
//! paths written out in code), so that a test can hold the layering the code promises: no file imports one that
//! imports it back, through any number of others.
//!
//! A cheap scan rather than a compiler pass: it reads each file's text, skips comments and the test module at
//! its end, expands `use` trees, and resolves each path to the file that defines the item, following the
//! re-exports of `mod.rs` files (which gather their children and are not themselves an edge).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path below the crate root: `["ai", "search"]` for `src/ai/search.rs`.
type ModPath = Vec<String>;

/// One source file as the scan sees it.
struct Source {
    file: PathBuf,
    /// The paths it names, each as written from this module.
    uses: Vec<Vec<String>>,
    /// Its re-exports: the name they give, and the path they point at.
    reexports: Vec<(String, Vec<String>)>,
    /// Its glob re-exports (`pub use x::*`).
    globs: Vec<Vec<String>>,
}

/// The files of a crate and the import edges between them.
pub struct ImportGraph {
    sources: BTreeMap<ModPath, Source>,
    /// Edges by module path: importer → imported.
    pub edges: BTreeMap<ModPath, BTreeSet<ModPath>>,
}

impl ImportGraph {
    /// Reads every `.rs` file under each of `srcs` (the library roots `lib.rs`; `main.rs` is another crate and
    /// is skipped) as one module tree: the game's crate re-exports its core's modules at its root, so the two
    /// read as the one crate its code sees (`crate::rules` is the core's `rules`); their two `lib.rs` merge.
    pub fn read(srcs: &[PathBuf]) -> std::io::Result<Self> {
        let mut sources: BTreeMap<ModPath, Source> = BTreeMap::new();
        for src in srcs {
            let mut stack = vec![src.to_path_buf()];
            while let Some(dir) = stack.pop() {
                for entry in std::fs::read_dir(&dir)? {
                    let path = entry?.path();
                    if path.is_dir() {
                        stack.push(path);
                    } else if path.extension().is_some_and(|e| e == "rs") && !is_test_file(&path) {
                        let relative = path.strip_prefix(src).expect("under src");
                        let Some(module) = module_path(relative) else { continue };
                        let text = std::fs::read_to_string(&path)?;
                        let scanned = scan(&path, &text);
                        match sources.entry(module) {
                            std::collections::btree_map::Entry::Vacant(entry) => {
                                entry.insert(scanned);
                            }
                            std::collections::btree_map::Entry::Occupied(mut entry) => {
                                let merged = entry.get_mut();
                                merged.uses.extend(scanned.uses);
                                merged.reexports.extend(scanned.reexports);
                                merged.globs.extend(scanned.globs);
                            }
                        }
                    }
                }
            }
        }
        let mut graph = Self { sources, edges: BTreeMap::new() };
        graph.link();
        Ok(graph)
    }

    fn link(&mut self) {
        let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (module, source) in &self.sources {
            let targets = edges.entry(module.clone()).or_default();
            for path in &source.uses {
                let Some(absolute) = self.absolute(module, path) else { continue };
                if let Some(target) = self.defining_file(&absolute, 0)
                    && target != *module
                {
                    targets.insert(target);
                }
            }
        }
        self.edges = edges;
    }

    /// `path` as written in `module`, from the crate root; `None` for paths into other crates.
    fn absolute(&self, module: &ModPath, path: &[String]) -> Option<ModPath> {
        let mut base: ModPath;
        let mut rest = path;
        match path.first().map(String::as_str) {
            Some("crate") => {
                base = Vec::new();
                rest = &path[1..];
            }
            Some("self") => {
                base = module.clone();
                rest = &path[1..];
            }
            Some("super") => {
                base = module.clone();
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
            }
            // A child module named without `self::`, as a 2018-edition `use` may.
            Some(first) => {
                let mut child = module.clone();
                child.push(first.to_string());
                if !self.sources.contains_key(&child) {
                    return None;
                }
                base = module.clone();
            }
            None => return None,
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file that defines what `path` (from the crate root) names, following re-exports.
    fn defining_file(&self, path: &[String], hops: usize) -> Option<ModPath> {
        // Re-exports that point in a circle (never in a crate that compiles) end the chase.
        if hops > 16 {
            return None;
        }
        // The longest prefix that is a file.
        let mut split = path.len();
        while !self.sources.contains_key(&path[..split]) {
            split = split.checked_sub(1)?;
        }
        let module: ModPath = path[..split].to_vec();
        let source = &self.sources[&module];
        let Some(item) = path.get(split) else { return Some(module) };
        if item == "*" || item == "self" {
            return Some(module);
        }
        if let Some((_, target)) = source.reexports.iter().find(|(name, _)| name == item) {
            let absolute = self.absolute(&module, target)?;
            let mut followed = absolute;
            followed.extend(path[split + 1..].iter().cloned());
            return self.defining_file(&followed, hops + 1).or(Some(module));
        }
        for glob in &source.globs {
            let Some(mut absolute) = self.absolute(&module, glob) else { continue };
            absolute.extend(path[split..].iter().cloned());
            if let Some(found) = self.defining_file(&absolute, hops + 1)
                && found != module
            {
                return Some(found);
            }
        }
        Some(module)
    }

    /// Every circle of imports: each strongly connected set of files, as their paths, sorted.
    pub fn circles(&self) -> Vec<Vec<String>> {
        let name = |m: &ModPath| self.sources[m].file.display().to_string();
        circles_of(
            &self.sources.keys().map(|m| (m.clone(), self.edges.get(m).cloned().unwrap_or_default())).collect(),
            name,
        )
    }

    /// Every circle between the folders right under `parent` (module paths, e.g. `["app"]`: `app/games`, ...):
    /// each file's imports lifted to the folders it and its targets sit in, so that a circle no two files close
    /// is seen (the descriptors used `words/said.rs`, and `words/mod.rs` asked a descriptor for a game's title).
    pub fn folder_circles(&self, parent: &[&str]) -> Vec<Vec<String>> {
        let folder = |m: &ModPath| -> Option<ModPath> {
            let under = m.len() > parent.len() && m.iter().zip(parent).all(|(a, b)| a == b);
            under.then(|| m[..=parent.len()].to_vec())
        };
        let mut folders: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (module, targets) in &self.edges {
            let Some(from) = folder(module) else { continue };
            let lifted: Vec<ModPath> = targets.iter().filter_map(&folder).filter(|to| *to != from).collect();
            folders.entry(from).or_default().extend(lifted);
        }
        circles_of(&folders, |m| m.join("/"))
    }

    /// Whether any file under `from` imports one under `to` (module paths, e.g. `["app", "logic"]`): the
    /// offending pairs.
    pub fn imports_between(&self, from: &[&str], to: &[&str]) -> Vec<(String, String)> {
        let under = |m: &ModPath, prefix: &[&str]| m.len() >= prefix.len() && m.iter().zip(prefix).all(|(a, b)| a == b);
        let mut out = Vec::new();
        for (module, targets) in &self.edges {
            if !under(module, from) {
                continue;
            }
            for target in targets.iter().filter(|t| under(t, to)) {
                out.push((
                    self.sources[module].file.display().to_string(),
                    self.sources[target].file.display().to_string(),
                ));
            }
        }
        out
    }
}

/// The strongly connected sets of more than one node of `graph` (node → the nodes it imports), each named by
/// `name` and sorted.
fn circles_of(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>, name: impl Fn(&ModPath) -> String) -> Vec<Vec<String>> {
    let nodes: Vec<&ModPath> = graph.keys().collect();
    let index: BTreeMap<&ModPath, usize> = nodes.iter().enumerate().map(|(i, m)| (*m, i)).collect();
    let successors: Vec<Vec<usize>> =
        nodes.iter().map(|m| graph[*m].iter().filter_map(|t| index.get(t).copied()).collect()).collect();
    let mut circles: Vec<Vec<String>> = strongly_connected(&successors)
        .into_iter()
        .filter(|set| set.len() > 1)
        .map(|set| set.into_iter().map(|i| name(nodes[i])).collect())
        .collect();
    circles.iter_mut().for_each(|circle| circle.sort());
    circles
}

/// Whether a file is a test module of its own (`tests.rs`, declared `#[cfg(test)] mod tests;`): skipped, as the
/// test module at a file's end is, since tests may reach across the layers they check.
fn is_test_file(path: &Path) -> bool {
    path.file_name().is_some_and(|name| name == "tests.rs")
}

/// `ai/search.rs` → `["ai", "search"]`, `ai/mod.rs` → `["ai"]`, `lib.rs` → `[]`; `None` for `main.rs`.
fn module_path(relative: &Path) -> Option<ModPath> {
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs")?;
    match (parts.is_empty(), stem) {
        (true, "main") => None,
        (true, "lib") | (false, "mod") => Some(parts),
        _ => {
            parts.push(stem.to_string());
            Some(parts)
        }
    }
}

/// Reads what one file names.
fn scan(file: &Path, text: &str) -> Source {
    // A file that gathers a folder's children (`mod.rs`, `lib.rs`): its re-exports are not edges.
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let gathers = name == "mod.rs" || name == "lib.rs";
    let code = code_of(text);
    let mut source = Source { file: file.to_path_buf(), uses: Vec::new(), reexports: Vec::new(), globs: Vec::new() };
    let mut rest = code.as_str();
    // `use` statements, public or not.
    while let Some(at) = find_use(rest) {
        let (public, start) = at;
        let tail = &rest[start..];
        let end = tail.find(';').unwrap_or(tail.len());
        let tree = &tail[..end];
        for (path, alias) in expand(tree) {
            if public {
                if path.last().map(String::as_str) == Some("*") {
                    source.globs.push(path[..path.len() - 1].to_vec());
                } else if let Some(name) = alias.or_else(|| path.last().cloned()) {
                    source.reexports.push((name, path.clone()));
                }
                if gathers {
                    continue;
                }
            }
            source.uses.push(path);
        }
        rest = &tail[end..];
    }
    // Paths written out in code: `crate::a::b` and `super::a`.
    for anchor in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(found) = code[from..].find(anchor) {
            let at = from + found;
            from = at + anchor.len();
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == ':') {
                continue;
            }
            let path: String =
                code[at..].chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
            let segments: Vec<String> = path.split("::").filter(|s| !s.is_empty()).map(str::to_string).collect();
            source.uses.push(segments);
        }
    }
    source
}

/// The next `use` statement: whether it is public, and where its tree starts.
fn find_use(text: &str) -> Option<(bool, usize)> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let (public, after) = if let Some(rest) = trimmed.strip_prefix("pub ") {
            (true, rest)
        } else if trimmed.starts_with("pub(") {
            let close = trimmed.find(')').unwrap_or(0);
            (true, trimmed[close + 1..].trim_start())
        } else {
            (false, trimmed)
        };
        if let Some(tree) = after.strip_prefix("use ") {
            let start = offset + indent + (trimmed.len() - after.len()) + (after.len() - tree.len());
            return Some((public, start));
        }
        offset += line.len();
    }
    None
}

/// Whether `line` opens the test module, whatever its visibility (`mod tests`, `pub(super) mod tests`: a test
/// module may lend its helpers to its siblings' tests).
fn is_test_module(line: &str) -> bool {
    let mut rest = line.trim_start();
    if let Some(after) = rest.strip_prefix("pub") {
        rest = after.trim_start();
        if let Some(scoped) = rest.strip_prefix('(') {
            let Some(close) = scoped.find(')') else { return false };
            rest = scoped[close + 1..].trim_start();
        }
    }
    rest.strip_prefix("mod tests").is_some_and(|after| after.trim_start().starts_with('{'))
}

/// The code of a file without comments, strings and its test module.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]") && lines.peek().is_some_and(|next| is_test_module(next)) {
            break;
        }
        let code = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        // String contents are not code (an error message may quote a path).
        let mut in_string = false;
        let mut previous = ' ';
        for c in code.chars() {
            if c == '"' && previous != '\\' && previous != '\'' {
                in_string = !in_string;
                out.push(c);
            } else if !in_string {
                out.push(c);
            }
            previous = c;
        }
        out.push('\n');
    }
    out
}

/// The paths of a `use` tree (`a::{b, c::{d, e as f}}`), each with the name it is imported as, if renamed.
fn expand(tree: &str) -> Vec<(Vec<String>, Option<String>)> {
    let tokens = tokenize(tree);
    let mut out = Vec::new();
    let mut at = 0;
    walk(&tokens, &mut at, &[], &mut out);
    out
}

fn tokenize(tree: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    for c in tree.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            tokens.push(std::mem::take(&mut word));
        }
        match c {
            '{' | '}' | ',' | '*' => tokens.push(c.to_string()),
            _ => {}
        }
    }
    if !word.is_empty() {
        tokens.push(word);
    }
    tokens
}

/// Reads one tree (a path, then a group or an end) from `tokens[*at..]` under `prefix`.
fn walk(tokens: &[String], at: &mut usize, prefix: &[String], out: &mut Vec<(Vec<String>, Option<String>)>) {
    let mut path = prefix.to_vec();
    while let Some(token) = tokens.get(*at) {
        match token.as_str() {
            "{" => {
                *at += 1;
                while tokens.get(*at).is_some_and(|t| t != "}") {
                    walk(tokens, at, &path, out);
                    if tokens.get(*at).is_some_and(|t| t == ",") {
                        *at += 1;
                    }
                }
                *at += 1;
                return;
            }
            "}" | "," => break,
            "as" => {
                *at += 1;
                let alias = tokens.get(*at).cloned();
                *at += 1;
                out.push((path, alias));
                return;
            }
            _ => {
                path.push(token.clone());
                *at += 1;
            }
        }
    }
    if path.len() > prefix.len() {
        out.push((path, None));
    }
}

/// Tarjan's strongly connected components of a graph given by successor lists.
fn strongly_connected(successors: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        successors: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for i in 0..s.successors[v].len() {
            let w = s.successors[v][i];
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut set = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                set.push(w);
                if w == v {
                    break;
                }
            }
            s.out.push(set);
        }
    }
    let n = successors.len();
    let mut state = State {
        successors,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if state.index[v].is_none() {
            visit(&mut state, v);
        }
    }
    state.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph() -> ImportGraph {
        // The directory as cargo gives it when the test runs, not as it was when the test was built: a binary
        // built in another clone of the repository is still fresh to cargo and would read the wrong sources.
        let root =
            std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(|| env!("CARGO_MANIFEST_DIR").into(), PathBuf::from);
        ImportGraph::read(&[root.join("crates/core/src"), root.join("src")]).expect("the sources can be read")
    }

    #[test]
    fn no_file_imports_one_that_imports_it_back() {
        let circles = graph().circles();
        assert!(circles.is_empty(), "import circles (each a set of files that import each other): {circles:#?}");
    }

    #[test]
    fn no_folder_of_the_app_or_the_core_imports_one_that_imports_it_back() {
        let graph = graph();
        for parent in [&["app"][..], &[], &["ai"], &["session"]] {
            let circles = graph.folder_circles(parent);
            assert!(circles.is_empty(), "import circles between the folders under {parent:?}: {circles:#?}");
        }
    }

    #[test]
    fn the_logic_and_the_games_never_import_the_view() {
        let graph = graph();
        for half in [["app", "logic"], ["app", "games"]] {
            let wrong = graph.imports_between(&half, &["app", "view"]);
            assert!(wrong.is_empty(), "{half:?} imports the view: {wrong:#?}");
        }
    }

    #[test]
    fn the_core_never_imports_the_app_or_the_command_line() {
        let graph = graph();
        for core in ["rules", "ai", "session"] {
            for above in ["app", "cli"] {
                let wrong = graph.imports_between(&[core], &[above]);
                assert!(wrong.is_empty(), "{core} imports {above}: {wrong:#?}");
            }
        }
        let wrong = graph.imports_between(&["rules"], &["ai"]);
        assert!(wrong.is_empty(), "the rules import the engine: {wrong:#?}");
    }

    /// Writes `text` to `path` under `dir`, making its folders: a small crate written for a test of the scan.
    fn write_file(dir: &Path, path: &str, text: &str) {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// The scan itself, on a small crate written for it: it must see a circle through a re-export and a
    /// written-out path, and must not see one where a `mod.rs` only re-exports its children.
    #[test]
    fn the_scan_finds_a_circle_of_three_and_no_false_one() {
        let dir = std::env::temp_dir().join(format!("imports-scan-{}", std::process::id()));
        let write = |path: &str, text: &str| write_file(&dir, path, text);
        write("lib.rs", "pub mod a;\npub mod b;\npub mod c;\npub use a::Alpha;\n");
        write("a/mod.rs", "mod inner;\npub use inner::Alpha;\n");
        write("a/inner.rs", "use crate::b::{Beta, other::{self}};\npub struct Alpha;\n");
        write(
            "b.rs",
            "// use crate::c::Gamma; (a comment is not an import)\npub struct Beta;\nfn f() { let _ = \"crate::c\"; }\n",
        );
        write("c.rs", "use crate::Alpha;\npub struct Gamma;\n");
        let no_circle = ImportGraph::read(std::slice::from_ref(&dir)).unwrap();
        assert_eq!(no_circle.circles(), Vec::<Vec<String>>::new());
        assert!(no_circle.edges[&vec!["c".to_string()]].contains(&vec!["a".to_string(), "inner".to_string()]));
        write("b.rs", "pub struct Beta;\nfn f() -> crate::c::Gamma { todo!() }\n");
        let circle = ImportGraph::read(std::slice::from_ref(&dir)).unwrap();
        let found = circle.circles();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(found.len(), 1, "{found:?}");
        let names: Vec<&str> = found[0].iter().map(|f| f.rsplit_once("imports-scan").unwrap().1).collect();
        assert_eq!(names.len(), 3, "a/inner.rs → b.rs → c.rs → a/inner.rs: {names:?}");
    }

    /// A circle between two folders that no two files close: `words/mod.rs` asks `games` for a title, and
    /// `games` uses `words/said.rs`'s type, the circle this scan once missed.
    #[test]
    fn the_scan_finds_a_circle_between_folders_through_different_files() {
        let dir = std::env::temp_dir().join(format!("imports-folders-{}", std::process::id()));
        let write = |path: &str, text: &str| write_file(&dir, path, text);
        write("lib.rs", "pub mod games;\npub mod words;\n");
        write("games/mod.rs", "use crate::words::Said;\npub fn title() -> Said { Said }\n");
        write("words/mod.rs", "mod said;\npub use said::Said;\npub fn say() { let _ = crate::games::title(); }\n");
        write("words/said.rs", "pub struct Said;\n");
        let graph = ImportGraph::read(std::slice::from_ref(&dir)).unwrap();
        let (files, folders) = (graph.circles(), graph.folder_circles(&[]));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(files, Vec::<Vec<String>>::new(), "no two files import each other");
        assert_eq!(folders, vec![vec!["games".to_string(), "words".to_string()]]);
    }

    #[test]
    fn a_test_module_is_skipped_whatever_its_visibility() {
        for opening in ["mod tests {", "pub mod tests {", "pub(super) mod tests {", "pub(in crate::ai) mod tests {"] {
            assert!(is_test_module(opening), "{opening}");
            let text = format!("use crate::a::A;\n#[cfg(test)]\n{opening}\n    use crate::b::B;\n}}\n");
            let code = code_of(&text);
            assert!(code.contains("crate::a::A") && !code.contains("crate::b"), "{opening}: {code}");
        }
        for other in ["mod testsuite_helpers;", "pub fn tests() {}", "mod other {"] {
            assert!(!is_test_module(other), "{other}");
        }
        assert!(is_test_file(Path::new("app/words/tests.rs")));
        assert!(!is_test_file(Path::new("app/words/testsuite.rs")) && !is_test_file(Path::new("app/tests/mod.rs")));
    }
}
