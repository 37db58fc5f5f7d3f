//! What the lab takes beyond the judge program's limits, and which search answers each board.
//!
//! The lab's search reaches 24 empty squares on 8×8, 7×7 and 6×6 boards (the slowest of the
//! boards measured: 30.6 s, 15.0 s and 14.5 s), where most squares soon lie in regions too
//! small to matter. On a 5×5 board every square stays live: 20 empty squares took up to 5.7 s (three
//! boards), 21 up to 35.4 s (four) and 24 more than two minutes, so boards of side 5 or less are refused past
//! [`SMALL_BOARD_MAX_EMPTIES`].

use common::scanner::{ParseError, Scanner};
use stake_claim::Board;

/// Boards of at most this side take at most [`SMALL_BOARD_MAX_EMPTIES`] empty squares.
pub const SMALL_BOARD_SIDE: usize = 5;
pub const SMALL_BOARD_MAX_EMPTIES: u32 = 20;

/// Boards of at most this many empty squares take the judge program's search: on them the
/// lab's set-up (threads, exact keys) costs more than it saves (39,366 boards of 5 empty
/// squares: 0.45 s against the judge program's 0.28; 486 of 9, 0.03 s either way).
pub const JUDGE_SEARCH_UP_TO: u32 = 9;

/// Refuses the first board past the lab's reach on small boards, at the line of its case.
pub fn check(input: &[u8], boards: &[Board]) -> Result<(), ParseError> {
    let too_many =
        |b: &Board| b.side <= SMALL_BOARD_SIDE && b.empty().count_ones() > SMALL_BOARD_MAX_EMPTIES;
    let Some(k) = boards.iter().position(too_many) else {
        return Ok(());
    };
    let board = &boards[k];
    let message = format!(
        "case {} is a {}×{} board of {} empty squares; on boards of side {} or less the lab \
         takes at most {} (every square stays live there: 21 took up to 35 s, 24 more than two \
         minutes)",
        k + 1,
        board.side,
        board.side,
        board.empty().count_ones(),
        SMALL_BOARD_SIDE,
        SMALL_BOARD_MAX_EMPTIES
    );
    let mut at = case_start(input, k);
    Err(at.error_here(message))
}

/// A scanner at the first token of case `k` (0-based) of an input that parsed: each case is its
/// size n and n rows, each alone on its line.
fn case_start(input: &[u8], k: usize) -> Scanner<'_> {
    let mut s = Scanner::new(input);
    for _ in 0..k {
        let side = s.row("").ok().and_then(|t| {
            std::str::from_utf8(t.text)
                .ok()
                .and_then(|text| text.parse::<usize>().ok())
        });
        for _ in 0..side.unwrap_or(0) {
            let _ = s.row("");
        }
    }
    s
}

#[cfg(test)]
mod tests {
    /// A 5×5 board of 21 empty squares after a small case is refused at its own line; one of
    /// 20, and a 6×6 board of 24, are taken.
    #[test]
    fn small_boards_past_the_reach_are_refused_at_their_case() {
        let five = |empties: usize| {
            let stones = 25 - empties;
            let cells: String = (0..25)
                .map(|k| match k {
                    k if k < stones && k % 2 == 0 => '0',
                    k if k < stones => '1',
                    _ => '.',
                })
                .collect();
            let rows: Vec<&str> = (0..5).map(|r| &cells[5 * r..5 * r + 5]).collect();
            format!("5\n{}\n", rows.join("\n"))
        };
        let input = format!("2\n01\n..\n{}0\n", five(21));
        let Err(e) = crate::parse(input.as_bytes()) else {
            panic!("a 5×5 board of 21 empty squares was taken");
        };
        assert_eq!((e.line, e.column), (4, 1), "{}", e);
        assert!(
            e.message
                .contains("case 2 is a 5×5 board of 21 empty squares"),
            "{}",
            e
        );
        assert!(crate::parse(format!("2\n01\n..\n{}0\n", five(20)).as_bytes()).is_ok());
        let six = format!("6\n{}0\n", format!("{}\n", ".".repeat(6)).repeat(6));
        let six = six.replacen('.', "0", 6).replacen('.', "1", 6);
        assert!(crate::parse(six.as_bytes()).is_ok());
    }
}
