//! The judge program's form of a piece: its cells, and as its key the smaller orientation; a
//! part is tested by scans, O(n) each.

use crate::form::{Form, Part};
use crate::pieces::{canonical, empties, has_gap_move, Piece};
use crate::row::Cell;
use crate::rules::can_hold_gap;

/// A piece's cells, and its key.
pub struct Plain {
    cells: Piece,
    key: Piece,
}

impl Form for Plain {
    type Key = Piece;
    type Hasher = std::collections::hash_map::RandomState;

    fn of_piece(cells: &[Cell]) -> Self {
        Plain {
            cells: cells.to_vec(),
            key: canonical(cells),
        }
    }

    fn of_part(parent: &Self, from: usize, to: usize, (at, letter): (usize, Cell)) -> Self {
        let mut cells = parent.cells[from..to].to_vec();
        if (from..to).contains(&at) {
            cells[at - from] = letter;
        }
        let key = canonical(&cells);
        Plain { cells, key }
    }

    fn key(&self) -> &Piece {
        &self.key
    }

    fn empties(part: &Part<Self>) -> usize {
        empties(part.cells)
    }

    fn can_hold_gap(part: &Part<Self>) -> bool {
        can_hold_gap(part.cells)
    }

    fn has_gap_move(part: &Part<Self>) -> bool {
        has_gap_move(part.cells)
    }
}
