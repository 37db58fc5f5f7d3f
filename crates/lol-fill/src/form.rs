//! How the search stores a piece and the parts a move leaves: here as cells ([`crate::plain`]);
//! the lab packs them 2 bits a cell behind the same trait.

use crate::pieces::extents_after;
use crate::row::Cell;
use std::hash::{BuildHasher, Hash};

/// A piece's stored form.
pub trait Form: Sized {
    /// The memo's key: a piece and its mirror image have the same.
    type Key: Clone + Eq + Hash;
    type Hasher: BuildHasher + Default;
    fn of_piece(cells: &[Cell]) -> Self;
    /// The part `from..to` of `parent` after the move `played` (cell, letter; the cell may
    /// lie outside the part).
    fn of_part(parent: &Self, from: usize, to: usize, played: (usize, Cell)) -> Self;
    fn key(&self) -> &Self::Key;
    /// The number of empty cells.
    fn empties(part: &Part<Self>) -> usize;
    /// Whether a gap can still form in the part (Lemma 5).
    fn can_hold_gap(part: &Part<Self>) -> bool;
    /// Whether some safe move in the part creates a gap.
    fn has_gap_move(part: &Part<Self>) -> bool;
}

/// A live piece in the search: its cells (either orientation), its stored form, and its cell
/// nearest the move that left it (Breaker's answers start there).
pub struct Part<'a, F> {
    pub cells: &'a [Cell],
    pub form: F,
    pub near: Option<usize>,
}

impl<'a, F: Form> Part<'a, F> {
    /// A piece of a row; no move to answer.
    pub fn whole(cells: &'a [Cell]) -> Self {
        Part {
            cells,
            form: F::of_piece(cells),
            near: None,
        }
    }

    /// The live parts (two at most) of `after`, this piece after `letter` went on cell `at`;
    /// the other cells are spare, counted only through the parity of E.
    pub fn live_parts<'p>(&self, after: &'p [Cell], at: usize, letter: Cell) -> Vec<Part<'p, F>> {
        let mut parts = Vec::with_capacity(2);
        for (from, to) in extents_after(self.cells, at, letter)
            .iter()
            .flatten()
            .copied()
        {
            let part = Part {
                cells: &after[from..to],
                form: F::of_part(&self.form, from, to, (at, letter)),
                near: Some(at.saturating_sub(from).min(to - from - 1)),
            };
            if F::can_hold_gap(&part) {
                parts.push(part);
            }
        }
        parts
    }
}
