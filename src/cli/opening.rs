//! The flags that open the game window on a given game and position: a web link's parameters, given as the
//! link itself (`--link`) or as flags of the same names, checked before the window opens.

use clap::Args;

/// What the game window opens on: a web link's parameters, given as the link (or its query alone) or as flags
/// of the same names, so that a desktop shortcut or a script can open a given game and position. The flags come
/// after the link's own, and win.
#[derive(Args, Debug, Default, Clone, PartialEq, Eq)]
#[command(next_help_heading = "Opening the game (as a web link's parameters)")]
pub struct Opening {
    /// A link of the web build, or its query: `game=reversi&o=hard&start`.
    #[arg(long, value_name = "LINK", allow_hyphen_values = true)]
    pub link: Option<String>,
    /// The game: its name, as `reversi`, `kalah:4x3`, `gomoku`.
    #[arg(long, value_name = "GAME")]
    pub game: Option<String>,
    /// Who plays X, the side that moves first unless --first says otherwise: human, easy, medium, hard or
    /// perfect.
    #[arg(long, value_name = "PLAYER")]
    pub x: Option<String>,
    /// Who plays O: human, easy, medium, hard or perfect.
    #[arg(long, value_name = "PLAYER")]
    pub o: Option<String>,
    /// Who moves first: x, o or random.
    #[arg(long, value_name = "SIDE")]
    pub first: Option<String>,
    /// The time control, in a game played on a clock (chess, checkers): minutes each and seconds a move, as
    /// `5+3`; or `none`.
    #[arg(long, value_name = "MINUTES+SECONDS")]
    pub clock: Option<String>,
    /// A set-up position to start from, in the game's position notation.
    #[arg(long, value_name = "POSITION", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// The moves played (from --position if given), in the game's notation.
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// Go straight to the match, past the menu.
    #[arg(long)]
    pub start: bool,
    /// Computer against computer starts paused.
    #[arg(long)]
    pub paused: bool,
}

impl Opening {
    /// The link's query these parameters make, checked: `None` when none was given; why not, when they do not
    /// make a link the game can open.
    pub fn query(&self) -> Result<Option<String>, String> {
        let mut parts: Vec<String> = Vec::new();
        if let Some(link) = &self.link {
            // A whole address, or its query alone, with or without its `?`.
            let query = link.split_once('?').map_or(link.as_str(), |(_, query)| query);
            parts.extend(
                query.split('#').next().unwrap_or_default().split('&').filter(|p| !p.is_empty()).map(str::to_string),
            );
        }
        let flags = [
            ("game", &self.game),
            ("x", &self.x),
            ("o", &self.o),
            ("first", &self.first),
            ("clock", &self.clock),
            ("position", &self.position),
            ("moves", &self.moves),
        ];
        for (key, value) in flags {
            if let Some(value) = value {
                parts.push(format!("{key}={}", crate::session::link::encode(value)));
            }
        }
        parts.extend(self.start.then(|| "start".to_string()));
        parts.extend(self.paused.then(|| "paused".to_string()));
        if parts.is_empty() {
            return Ok(None);
        }
        // Moves and a position are read in their game's notation: the link must name it (the menu's game,
        // which the window would read them against, is not known here).
        let says = |key: &str| parts.iter().any(|part| part.starts_with(&format!("{key}=")));
        if (says("moves") || says("position")) && !says("game") {
            return Err("moves and a position are read as a game's: name it (--game, or game= in the link)".into());
        }
        let query = parts.join("&");
        crate::session::link::parse(&query, crate::session::MatchSetup::default())?;
        Ok(Some(query))
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    #[test]
    fn the_game_opens_on_a_link_or_its_flags_and_a_bad_one_is_refused() {
        let opening = |words: &[&str]| {
            super::super::Cli::try_parse_from([&["minimax-arcade"], words].concat()).map(|cli| cli.opening)
        };
        assert_eq!(opening(&[]).unwrap().query(), Ok(None), "no link: the menu as ever");
        let flags = opening(&["--game", "reversi", "--o", "hard", "--moves", "f5d6", "--start"]).unwrap();
        assert_eq!(flags.query(), Ok(Some("game=reversi&o=hard&moves=f5d6&start".into())));
        // A whole address, then a flag that wins over the link's own; a position with blanks, starting with -.
        let both = opening(&["--link", "https://example.org/?game=nim&x=easy#top", "--x", "human"]).unwrap();
        assert_eq!(both.query(), Ok(Some("game=nim&x=easy&x=human".into())));
        let board = format!("{} X", "-".repeat(36));
        let set_up = opening(&["--game", "reversi:6", "--position", &board]).unwrap();
        assert_eq!(set_up.query().unwrap().unwrap(), format!("game=reversi:6&position={}+X", "-".repeat(36)));
        assert!(opening(&["--game", "shogi"]).unwrap().query().unwrap_err().contains("unknown game"));
        assert!(opening(&["--game", "nim", "--moves", "z9"]).unwrap().query().unwrap_err().starts_with("moves:"));
        assert!(opening(&["--moves", "f5d6"]).unwrap().query().unwrap_err().contains("--game"), "whose moves?");
    }
}
