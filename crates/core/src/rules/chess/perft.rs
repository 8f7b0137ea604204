//! Perft test positions as EPD lines carry them: a FEN's first four fields (or all six), then the counts of
//! the lines of each depth, `;D1 20 ;D2 400 …` (the form of the chess engines' perft suites).

use super::Chess;

/// A position and its published counts: `counts[d - 1]` lines of depth `d`, for the depths the line gives.
#[derive(Clone, Debug)]
pub struct PerftCase {
    pub position: Chess,
    pub counts: Vec<(u32, u64)>,
}

/// Reads one line, `FEN ;D1 n ;D2 n …`, or says why it cannot. A line's end may carry a NUL byte, as in
/// `perft-marcel.epd`, where each line ends in one.
pub fn read_perft_line(line: &str) -> Result<PerftCase, String> {
    let mut parts = line.trim_end_matches(|c: char| c == '\0' || c.is_whitespace()).split(';');
    let fen = parts.next().unwrap_or_default().trim();
    let position = Chess::read_fen(fen)?;
    let mut counts = Vec::new();
    for part in parts {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let depth_and_count = part.strip_prefix('D').and_then(|rest| rest.split_once(char::is_whitespace));
        let parsed = depth_and_count.and_then(|(depth, count)| Some((depth.parse().ok()?, count.trim().parse().ok()?)));
        match parsed {
            Some((depth, count)) if (1..=20).contains(&depth) => counts.push((depth, count)),
            _ => return Err(format!("{part:?} is not a depth and its count, such as D3 8902")),
        }
    }
    if counts.is_empty() {
        return Err("no counts: a perft line ends with ;D1 COUNT ;D2 COUNT …".into());
    }
    Ok(PerftCase { position, counts })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_lines_are_read_and_their_counts_met() {
        let case = read_perft_line("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197 ;D4 7059").unwrap();
        let mut position = case.position;
        for (depth, count) in case.counts {
            assert_eq!(position.perft(depth), count, "depth {depth}");
        }
        // The four-field FEN of the suites is read too, and a line that ends in a NUL byte.
        assert_eq!(read_perft_line("4k3/8/8/8/8/8/8/4K2R w K - 0 1; D1 15; D2 66\0 ").unwrap().counts.len(), 2);
        assert_eq!(read_perft_line("4k3/8/8/8/8/8/8/4K2R w K - ;D1 15").unwrap().counts, vec![(1, 15)]);
        for (line, why) in [
            ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "no counts"),
            ("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 x", "D3 8902"),
            ("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;E1 15", "D3 8902"),
            ("4k3/8/8/8/8/8/8/4K2R w Q - 0 1 ;D1 15", "castling right Q"),
        ] {
            let error = read_perft_line(line).unwrap_err();
            assert!(error.contains(why), "{line}: {error}");
        }
    }
}
