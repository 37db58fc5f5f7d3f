//! A row's answer: `LOL` standing is −1, a threat +1; otherwise a gap decides by the parity of
//! the empty cells (Lemma 3): one standing, or one forming by Lemma 7's rule over the pieces'
//! t, read off the automaton ([`crate::automaton`]). O(n) for a row of n cells.

use crate::pieces::{empties, for_each_piece};
use crate::row::Cell;
use crate::rules::{has_gap, has_lol, has_threat};

/// The outcome for the player to move: 1 win, 0 draw, −1 loss.
pub fn solve(row: &[Cell]) -> i8 {
    solve_with(row, crate::automaton::t)
}

/// [`solve`] with each piece's t given by `t` (the lab passes its search here).
pub fn solve_with(row: &[Cell], mut t: impl FnMut(&[Cell]) -> u8) -> i8 {
    if has_lol(row) {
        return -1;
    }
    if has_threat(row) {
        return 1;
    }
    let maker_moves = empties(row) % 2 == 1;
    // Lemma 7's rule: with Maker to move a gap forms iff some piece has t ≥ 1, with Breaker
    // to move iff the t's sum to 2 or more; once they do, the other pieces cannot change it.
    let mut sum = 0;
    for_each_piece(row, |_, piece, _| {
        if sum < 2 {
            sum += t(piece);
        }
    });
    let gap_forms = has_gap(row) || sum >= 2 || (sum == 1 && maker_moves);
    match (gap_forms, maker_moves) {
        (false, _) => 0,
        (true, true) => 1,
        (true, false) => -1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::parse;

    #[test]
    fn the_sample() {
        let rows = parse(b"4\n***\nL**L\nL**L***L\nL*****L\n").unwrap();
        let answers: Vec<i8> = rows.iter().map(|r| solve(r)).collect();
        assert_eq!(answers, [0, -1, 1, 1]);
    }

    /// The known results for empty rows (ICPC 2017 EC-Final L, USAMO 1999/5): a draw below 7
    /// cells, a first-player win for odd N ≥ 7, a draw for even N from 8 to 14, a
    /// second-player win for even N ≥ 16.
    #[test]
    fn empty_rows_have_their_known_values() {
        for n in (1..=2001).chain([1_000_000, 1_000_001]) {
            let expected = match n {
                _ if n < 7 => 0,
                _ if n % 2 == 1 => 1,
                _ if n <= 14 => 0,
                _ => -1,
            };
            assert_eq!(solve(&vec![Cell::Empty; n]), expected, "{} empty cells", n);
        }
    }
}
