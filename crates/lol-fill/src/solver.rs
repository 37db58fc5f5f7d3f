//! A row's answer: `LOL` standing is −1, a threat +1; a gap standing decides by the parity of the
//! empty cells (Lemma 3); else the pieces' classes ([`crate::classes`]) by Lemma 7's rule.

use crate::classes::Classes;
use crate::form::{Form, Part};
use crate::pieces::{split, Piece};
use crate::plain::Plain;
use crate::row::{show, Cell, Row};
use crate::rules::{has_gap, has_lol, has_threat};

/// A row refused, and why: a piece past the limit, or P0 of Lemma 7 failing on a piece (none is
/// known).
#[derive(Debug, PartialEq)]
pub struct Refused(pub String);

/// Answers rows, keeping pieces in form `F`; the classes learnt carry over from row to row.
pub struct Solver<F: Form> {
    classes: Classes<F>,
    piece_cells: usize,
}

impl<F: Form> Solver<F> {
    /// A solver whose memo starts afresh past `memo_bytes` (answers stay exact, work may be
    /// repeated), and which refuses pieces of more than `piece_cells` cells.
    pub fn new(memo_bytes: usize, piece_cells: usize) -> Self {
        Solver {
            classes: Classes::new(memo_bytes),
            piece_cells,
        }
    }

    /// The outcome for the player to move: 1 win, 0 draw, −1 loss.
    pub fn solve(&mut self, row: &[Cell]) -> Result<i8, Refused> {
        if has_lol(row) {
            return Ok(-1);
        }
        if has_threat(row) {
            return Ok(1);
        }
        let maker_is_first = crate::pieces::empties(row) % 2 == 1;
        let pieces = split(row).0;
        if let Some(long) = pieces.iter().find(|p| p.len() > self.piece_cells) {
            return Err(Refused(format!(
                "a piece of {} cells; this program takes at most {} (its search grows \
                 exponentially with a piece's length)",
                long.len(),
                self.piece_cells
            )));
        }
        let gap_forms = has_gap(row) || self.gap_forms(&pieces, maker_is_first);
        if let Some(piece) = &self.classes.p0_fails_on {
            return Err(Refused(format!("P0 fails on the piece `{}`", show(piece))));
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
pub fn solve(row: &Row) -> Result<i8, Refused> {
    Solver::<Plain>::new(crate::MEMO_BYTES, crate::PIECE_CELLS).solve(row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::parse;

    #[test]
    fn a_memo_past_its_limit_starts_afresh_and_stays_exact() {
        let rows = parse(b"1\n******O********O****************\n").unwrap();
        let mut small = Solver::<Plain>::new(1 << 16, 64);
        assert_eq!(small.solve(&rows[0]), Ok(0));
        assert_eq!(solve(&rows[0]), Ok(0));
    }
}
