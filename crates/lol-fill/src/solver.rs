//! The solver: `LOL` standing is −1, a threat +1; a gap standing decides by the parity of the
//! empty cells E (Lemma 3); else the row's pieces' classes decide by Lemma 7's rule, learnt by
//! [`crate::classes`]. A piece failing P0 refuses the row ([`TooHard`]).

use crate::classes::Classes;
use crate::pieces::{split, Part, Piece};
use crate::row::{show, Cell, Row};
use crate::rules::{has_gap, has_lol, has_threat};

/// The memory budget of the memo of classes. Past it the memo starts afresh: answers stay
/// exact, only work may be repeated.
pub const MEMORY_LIMIT_BYTES: usize = 1 << 30;

/// A row this solver cannot answer with proof: property P0 of Lemma 7 failed on a piece. (No
/// such piece is known; this keeps every answer exact if one exists.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooHard {
    /// The piece, as the judge writes rows.
    pub piece: String,
}

impl std::fmt::Display for TooHard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "property P0 of Lemma 7 fails on the piece `{}`: this solver cannot answer the row with proof",
            self.piece
        )
    }
}

/// Answers rows; the classes learnt carry over from row to row.
pub struct Solver {
    classes: Classes,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::with_memory_limit(MEMORY_LIMIT_BYTES)
    }
}

impl Solver {
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

    /// Lemma 7's rule for a threat-free, gap-free position of these live pieces:
    /// with Maker to move a gap forms iff some piece has t ≥ 1, with Breaker to move iff the
    /// t's sum to 2 or more.
    pub fn gap_forms(&mut self, pieces: &[Piece], maker_moves: bool) -> bool {
        if maker_moves {
            pieces.iter().any(|p| self.classes.maker_first(p))
        } else {
            let parts: Vec<Part> = pieces.iter().map(|p| Part::whole(p)).collect();
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
    Solver::default().solve(row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::parse;

    #[test]
    fn a_memo_past_its_limit_starts_afresh_and_stays_exact() {
        let rows = parse(b"1\n******O********O****************\n").unwrap();
        assert_eq!(Solver::with_memory_limit(1 << 16).solve(&rows[0]), Ok(0));
        assert_eq!(solve(&rows[0]), Ok(0));
    }
}
