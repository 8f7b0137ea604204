//! The `minimax-arcade` executable: the game window by default, the headless command line with a subcommand.
//! In a browser it is the game alone.

#[cfg(target_arch = "wasm32")]
fn main() {
    minimax_arcade::app::run(None, None);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io;
    use std::path::PathBuf;
    use std::process::ExitCode;

    use clap::Parser;
    use minimax_arcade::cli::{self, Cli};

    pub fn main() -> ExitCode {
        if let Some(lacking) = processor_lacks() {
            eprintln!("this build needs an x86-64-v2 processor (2009 on), and this one has no {lacking}");
            return ExitCode::from(2);
        }
        // Piskvork and the match runners start a brain by its file name, with no arguments: a link or copy
        // named `pbrain-...` is the brain.
        let mut words: Vec<_> = std::env::args_os().collect();
        if words.first().is_some_and(|program| cli::brain::called_as_brain(program)) {
            words.insert(1, "brain".into());
        }
        let args = Cli::parse_from(words);
        match args.command {
            // A UCI engine answers while it searches: it reads and writes standard input and output itself.
            Some(cli::Command::Uci) => ExitCode::from(cli::uci::serve()),
            Some(command) => {
                let mut input = io::stdin().lock();
                let mut out = io::BufWriter::new(io::stdout().lock());
                let mut err = io::stderr().lock();
                ExitCode::from(cli::run(command, &mut input, &mut out, &mut err))
            }
            None => match args.opening.query() {
                Ok(link) => open_window(args.screenshot, link),
                Err(why) => {
                    eprintln!("minimax-arcade: the game cannot open on that link: {why}");
                    ExitCode::from(2)
                }
            },
        }
    }

    /// The first instruction set this build was compiled to use (`.cargo/config.toml`: x86-64-v2) that the
    /// processor does not have, if any: said at once, rather than a crash at the first such instruction.
    #[cfg(all(target_arch = "x86_64", target_feature = "popcnt"))]
    fn processor_lacks() -> Option<&'static str> {
        use std::arch::is_x86_feature_detected as has;
        let sets = [
            ("POPCNT", has!("popcnt")),
            ("SSE4.2", has!("sse4.2")),
            ("SSE4.1", has!("sse4.1")),
            ("SSSE3", has!("ssse3")),
            ("CMPXCHG16B", has!("cmpxchg16b")),
        ];
        sets.into_iter().find(|(_, present)| !present).map(|(name, _)| name)
    }

    #[cfg(not(all(target_arch = "x86_64", target_feature = "popcnt")))]
    fn processor_lacks() -> Option<&'static str> {
        None
    }

    #[cfg(feature = "app")]
    fn open_window(screenshot: Option<PathBuf>, link: Option<String>) -> ExitCode {
        minimax_arcade::app::run(screenshot, link)
    }

    #[cfg(not(feature = "app"))]
    fn open_window(_screenshot: Option<PathBuf>, _link: Option<String>) -> ExitCode {
        eprintln!("this build has no game window (it was built without the `app` feature); see --help");
        ExitCode::from(2)
    }
}
