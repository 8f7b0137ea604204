//! A text file that is never lost: it is replaced atomically and durably, and one that cannot be read is set
//! aside under a name of its own before anything else is written in its place. The settings file uses it.
//!
//! Writing: the text goes to a temporary file with a name no other writer uses (this process's id and a
//! counter), which is flushed to disk, renamed over the file, and then the folder itself is flushed, so that
//! after a crash or a power cut the file holds either the old text or the new, never a mix. A failed write
//! leaves no temporary file behind.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// What reading the file found.
#[derive(Debug, PartialEq, Eq)]
pub enum Read {
    /// There is no file yet.
    Missing,
    /// The file's text.
    Text(String),
    /// The file could not be read as text (not UTF-8, a folder, no permission, ...): it was moved to `to`,
    /// untouched, and the place is free.
    SetAside { why: String, to: PathBuf },
    /// The file could not be read, nor moved aside: nothing may be written in its place.
    Stuck { why: String },
}

/// A text file kept safe (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextFile {
    path: PathBuf,
}

/// Temporary files made by this process so far, so two writes in one process never share a name.
static TEMPORARIES: AtomicU64 = AtomicU64::new(0);

impl TextFile {
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Self { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the file; one that exists but cannot be read as text is set aside first.
    pub fn read(&self) -> Read {
        let why = match fs::read(&self.path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => return Read::Text(text),
                Err(e) => format!("it is not UTF-8 text (byte {} is not)", e.utf8_error().valid_up_to()),
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Read::Missing,
            Err(e) => e.to_string(),
        };
        match self.set_aside("corrupt") {
            Ok(to) => Read::SetAside { why, to },
            Err(e) => Read::Stuck { why: format!("{why}; it could not be moved aside either: {e}") },
        }
    }

    /// Moves the file to a new name beside it, `<name>.<label>-<n>` with the first free `n`, never replacing
    /// an earlier one. Returns the new path.
    pub fn set_aside(&self, label: &str) -> io::Result<PathBuf> {
        for n in 1..10_000 {
            let to = self.beside(&format!("{label}-{n}"));
            if fs::symlink_metadata(&to).is_ok() {
                continue;
            }
            // A hard link fails if the name was taken meanwhile, so even a racing writer is never overwritten;
            // folders cannot be linked, and are renamed.
            match fs::hard_link(&self.path, &to) {
                Ok(()) => {
                    fs::remove_file(&self.path)?;
                    return Ok(to);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(_) => {
                    fs::rename(&self.path, &to)?;
                    return Ok(to);
                }
            }
        }
        Err(io::Error::other("too many files set aside already"))
    }

    /// Copies the file beside itself, as `set_aside` names it, keeping the original in place.
    pub fn keep_copy(&self, label: &str) -> io::Result<PathBuf> {
        for n in 1..10_000 {
            let to = self.beside(&format!("{label}-{n}"));
            match OpenOptions::new().write(true).create_new(true).open(&to) {
                Ok(mut file) => {
                    file.write_all(&fs::read(&self.path)?)?;
                    file.sync_all()?;
                    return Ok(to);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::other("too many copies kept already"))
    }

    fn beside(&self, suffix: &str) -> PathBuf {
        let name = self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        self.path.with_file_name(format!("{name}.{suffix}"))
    }

    /// Replaces the file's text atomically and durably (see the module documentation).
    pub fn write(&self, text: &str) -> io::Result<()> {
        self.write_bytes(text.as_bytes())
    }

    /// Replaces the file's contents with `bytes`, as [`TextFile::write`] does (the opening book is written
    /// this way, so an interrupted run never leaves half a book).
    pub fn write_bytes(&self, bytes: &[u8]) -> io::Result<()> {
        let dir = self.path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        fs::create_dir_all(dir)?;
        let n = TEMPORARIES.fetch_add(1, Ordering::Relaxed);
        let tmp = self.beside(&format!("{}-{n}.tmp", std::process::id()));
        let result = write_new(&tmp, bytes).and_then(|()| fs::rename(&tmp, &self.path));
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result?;
        // The rename itself is durable once the folder is flushed. Some systems cannot open a folder to flush
        // it; the file is written all the same.
        if let Ok(dir) = File::open(dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    }
}

/// Writes a file that must not exist yet, and flushes it to disk.
fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of the test's own, emptied at the start and removed when the test ends (pass or fail), so
    /// that test runs leave nothing behind in the temporary folder.
    struct Scratch(PathBuf);

    impl std::ops::Deref for Scratch {
        type Target = Path;

        fn deref(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn scratch(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("minimax-arcade-store-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> =
            fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn writes_replace_the_text_and_leave_nothing_else() {
        let dir = scratch("write");
        let file = TextFile::new(dir.join("a.toml"));
        assert_eq!(file.read(), Read::Missing);
        file.write("one").unwrap();
        file.write("two").unwrap();
        assert_eq!(file.read(), Read::Text("two".into()));
        assert_eq!(names(&dir), vec!["a.toml"]);
    }

    #[test]
    fn a_file_that_is_not_text_is_set_aside_whole_and_never_overwritten() {
        let dir = scratch("aside");
        let file = TextFile::new(dir.join("a.toml"));
        let bytes = b"game = \"tic\xfftactoe\"".to_vec();
        for round in 1..=2 {
            fs::write(file.path(), &bytes).unwrap();
            let Read::SetAside { why, to } = file.read() else { panic!("set aside") };
            assert!(why.contains("not UTF-8"), "{why}");
            assert_eq!(to, dir.join(format!("a.toml.corrupt-{round}")), "a new name each time");
            assert_eq!(fs::read(&to).unwrap(), bytes, "the bytes are kept as they were");
        }
        assert_eq!(file.read(), Read::Missing, "the place is free for a new file");
    }

    #[test]
    fn a_folder_in_the_files_place_is_moved_aside() {
        let dir = scratch("folder");
        let file = TextFile::new(dir.join("a.toml"));
        fs::create_dir(file.path()).unwrap();
        fs::write(file.path().join("inside"), "kept").unwrap();
        let Read::SetAside { to, .. } = file.read() else { panic!("set aside") };
        assert_eq!(fs::read_to_string(to.join("inside")).unwrap(), "kept");
        file.write("new").unwrap();
        assert_eq!(file.read(), Read::Text("new".into()));
    }

    #[test]
    fn a_failed_write_says_so_and_leaves_no_temporary_file() {
        let dir = scratch("fail");
        // The file's folder is a file: nothing can be created in it (even by root).
        fs::write(dir.join("plain"), "x").unwrap();
        let file = TextFile::new(dir.join("plain").join("a.toml"));
        assert!(file.write("text").is_err());
        assert_eq!(names(&dir), vec!["plain"]);
        // The rename fails: a folder with something in it stands where the file goes.
        let blocked = TextFile::new(dir.join("b.toml"));
        fs::create_dir(blocked.path()).unwrap();
        fs::write(blocked.path().join("inside"), "x").unwrap();
        assert!(blocked.write("text").is_err());
        assert_eq!(names(&dir), vec!["b.toml", "plain"], "no temporary file is left behind");
    }

    #[test]
    fn two_writers_never_mix_their_texts() {
        let dir = scratch("race");
        let path = dir.join("a.toml");
        let texts: Vec<String> = (0..4).map(|i| format!("writer {i}\n").repeat(2_000)).collect();
        std::thread::scope(|scope| {
            for text in &texts {
                let file = TextFile::new(&path);
                scope.spawn(move || {
                    for _ in 0..25 {
                        file.write(text).unwrap();
                    }
                });
            }
        });
        let Read::Text(last) = TextFile::new(&path).read() else { panic!("text") };
        assert!(texts.contains(&last), "the file holds one writer's whole text");
        assert_eq!(names(&dir), vec!["a.toml"]);
    }

    #[test]
    fn a_copy_keeps_the_original_in_place() {
        let dir = scratch("copy");
        let file = TextFile::new(dir.join("a.toml"));
        file.write("old").unwrap();
        let copy = file.keep_copy("bak").unwrap();
        assert_eq!(fs::read_to_string(copy).unwrap(), "old");
        assert_eq!(file.read(), Read::Text("old".into()));
        assert_eq!(file.keep_copy("bak").unwrap(), dir.join("a.toml.bak-2"));
    }
}
