//! A live piece in the search: its cells, its packed form (the memo's key, and the masks that
//! test it in O(1) up to 64 cells), and the cell nearest the move that left it.

use super::packed::Packed;
use crate::piece::extents_after;
use lol_fill::row::Cell;

pub struct Part<'a> {
    /// The cells, in either orientation.
    pub cells: &'a [Cell],
    pub form: Packed,
    /// The cell nearest the move that left the part (Breaker's answers start there).
    pub near: Option<usize>,
}

impl<'a> Part<'a> {
    /// A piece of a row; no move to answer.
    pub fn whole(cells: &'a [Cell]) -> Self {
        Part {
            cells,
            form: Packed::of_piece(cells),
            near: None,
        }
    }

    /// The number of empty cells.
    pub fn empties(&self) -> usize {
        self.form.empties()
    }

    /// Whether a gap can still form in the part (Lemma 5).
    pub fn can_hold_gap(&self) -> bool {
        self.form.can_hold_gap(self.cells)
    }

    /// Whether some safe move in the part creates a gap.
    pub fn has_gap_move(&self) -> bool {
        self.form.has_gap_move(self.cells)
    }

    /// The live parts (two at most) of `after`, this piece after `letter` went on cell `at`;
    /// the other cells are spare, counted only through the parity of E.
    pub fn live_parts<'p>(&self, after: &'p [Cell], at: usize, letter: Cell) -> Vec<Part<'p>> {
        let mut parts = Vec::with_capacity(2);
        for (from, to) in extents_after(self.cells, at, letter)
            .iter()
            .flatten()
            .copied()
        {
            let part = Part {
                cells: &after[from..to],
                form: self.form.of_part(from, to, (at, letter)),
                near: Some(at.saturating_sub(from).min(to - from - 1)),
            };
            if part.can_hold_gap() {
                parts.push(part);
            }
        }
        parts
    }
}
