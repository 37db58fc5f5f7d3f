//! A row's answer: `LOL` standing is −1, a threat +1; a gap standing decides by the parity of the
//! empty cells (Lemma 3); else the pieces' classes ([`crate::classes`]) by Lemma 7's rule.

use crate::classes::Classes;
use crate::form::{Form, Part};
use crate::pieces::{split, Piece};
use crate::plain::Plain;
use crate::row::{show, Cell, Row};
use crate::rules::{has_gap, has_lol, has_threat};

/// The memory budget of the memo of classes.
pub const MEMORY_LIMIT_BYTES: usize = 1 << 30;

/// A row without a proven answer: P0 of Lemma 7 failed on a piece (none is known).
#[derive(Debug, PartialEq)]
pub struct TooHard {
    /// The piece, as the judge writes rows.
    pub piece: String,
}

impl std::fmt::Display for TooHard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "P0 of Lemma 7 fails on the piece `{}`: no proven answer",
            self.piece
        )
    }
}

/// Answers rows, keeping pieces in form `F`; the classes learnt carry over from row to row.
pub struct Solver<F: Form> {
    classes: Classes<F>,
}

impl<F: Form> Default for Solver<F> {
    fn default() -> Self {
        Solver::with_memory_limit(MEMORY_LIMIT_BYTES)
    }
}

impl<F: Form> Solver<F> {
    /// A solver whose memo starts afresh past `limit` bytes.
    pub fn with_memory_limit(limit: usize) -> Self {
        Solver {
            classes: Classes::new(limit),
        }
    }

    /// The outcome for the player to move: 1 win, 0 draw, −1 loss.
    pub fn solve(&mut self, row: &[Cell]) -> Result<i8, TooHard> {
        if has_lol(row) {
            return Ok(-1);
        }
        if has_threat(row) {
            return Ok(1);
        }
        let maker_is_first = crate::pieces::empties(row) % 2 == 1;
        let gap_forms = has_gap(row) || self.gap_forms(&split(row).0, maker_is_first);
        if let Some(piece) = &self.classes.p0_fails_on {
            return Err(TooHard { piece: show(piece) });
        }
        Ok(match (gap_forms, maker_is_first) {
            (false, _) => 0,
            (true, true) => 1,
            (true, false) => -1,
        })
    }

    /// Lemma 7's rule for a threat-free, gap-free position of these live pieces: with Maker to
    /// move a gap forms iff some piece has t ≥ 1, with Breaker to move iff the t's sum to 2.
    pub fn gap_forms(&mut self, pieces: &[Piece], maker_moves: bool) -> bool {
        if maker_moves {
            pieces.iter().any(|p| self.classes.maker_first(p))
        } else {
            let parts: Vec<Part<F>> = pieces.iter().map(|p| Part::whole(p)).collect();
            self.classes.breaker_to_move_loses(&parts)
        }
    }

    /// The class of a piece (either orientation): t ∈ {0, 1, 2}.
    pub fn t(&mut self, piece: &[Cell]) -> u8 {
        self.classes.t(piece)
    }
}

/// The outcome for the player to move: 1 win, 0 draw, −1 loss.
pub fn solve(row: &Row) -> Result<i8, TooHard> {
    Solver::<Plain>::default().solve(row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::parse;

    #[test]
    fn a_memo_past_its_limit_starts_afresh_and_stays_exact() {
        let rows = parse(b"1\n******O********O****************\n").unwrap();
        let mut small = Solver::<Plain>::with_memory_limit(1 << 16);
        assert_eq!(small.solve(&rows[0]), Ok(0));
        assert_eq!(solve(&rows[0]), Ok(0));
    }
}
