//! Without feature `packed` (the judge file): the memo's keys are the cells, a move's parts are
//! found and tested by scans, O(n) each ([`crate::packed`]: O(1) up to 64 cells).

use crate::pieces::{canonical, empties, for_each_piece, has_gap_move, Part, Piece};
use crate::row::Cell;
use crate::rules::can_hold_gap;

/// A piece as the memo knows it: its cells in the smaller orientation (mirror images alike).
pub type Key = Piece;

/// std's hasher.
pub type KeyHasher = std::collections::hash_map::RandomState;

/// Nothing: a part's key is made from its cells.
pub struct Before;

pub fn before(_cells: &[Cell]) -> Before {
    Before
}

/// A part's key, from its cells. O(n).
pub fn part_forms(
    cells: &[Cell],
    _before: &Before,
    _extent: (usize, usize),
    _played: Option<(usize, Cell)>,
) -> (Before, Key) {
    (Before, canonical(cells))
}

/// O(n).
pub fn empties_of(cells: &[Cell], _before: &Before) -> usize {
    empties(cells)
}

/// Whether a gap can still form in a part (Lemma 5). O(n).
pub fn is_live(_key: &Key, cells: &[Cell]) -> bool {
    can_hold_gap(cells)
}

/// Whether some safe move in the part creates a gap. O(n).
pub fn part_has_gap_move(part: &Part) -> bool {
    has_gap_move(part.cells)
}

/// The extents `from..to` of the pieces of `after` (two: a move cuts a piece once). O(n).
pub fn extents(
    after: &[Cell],
    _before: &Before,
    _i: usize,
    _letter: Cell,
) -> [Option<(usize, usize)>; 2] {
    let mut found = [None, None];
    let mut k = 0;
    for_each_piece(after, |from, cells, _| {
        found[k] = Some((from, from + cells.len()));
        k += 1;
    });
    found
}
