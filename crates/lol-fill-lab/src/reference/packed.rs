//! The search's form of a piece: packed 2 bits a cell ([`PackedCells`]) for the memo's keys,
//! and a move's parts made and tested in O(1). A part's key is cut from its piece's packed
//! cells with the move written in; whether it can still hold a gap (Lemma 5) and has a gap
//! move are tested on masks of its letters, up to 64 cells, by scans of its cells past that.
//! The tests check the masks and keys against scans on every piece string up to 18 cells and
//! every move in it.

use crate::piece::{can_hold_gap, has_gap_move};
use common::bits::PackedCells;
use lol_fill::row::Cell;

/// A piece of up to 64 cells as masks of its letters: bit 2j set when cell j holds the letter.
pub struct Letters {
    empty: u128,
    l: u128,
    o: u128,
}

/// The cells j for which cell j + k is in `mask` (k < 0: cell j − |k|). Cells past either
/// end are in no mask, so a pattern reaching past an end never matches.
fn at(mask: u128, k: i32) -> u128 {
    if k >= 0 {
        mask >> (2 * k)
    } else {
        mask << (2 * -k)
    }
}

impl Letters {
    /// The masks of a piece, if it has at most 64 cells.
    pub fn of(piece: &PackedCells) -> Option<Letters> {
        Some(Letters {
            empty: piece.inline_mask(Cell::Empty as u8)?,
            l: piece.inline_mask(Cell::L as u8)?,
            o: piece.inline_mask(Cell::O as u8)?,
        })
    }

    /// Some four cells read `[L*] * * [L*]` (as `piece::can_hold_gap`).
    pub fn can_hold_gap(&self) -> bool {
        let not_o = self.empty | self.l;
        not_o & at(self.empty, 1) & at(self.empty, 2) & at(not_o, 3) != 0
    }

    /// Some empty cell takes a safe `L` that makes a gap (as `piece::has_gap_move`).
    pub fn has_gap_move(&self) -> bool {
        let (e, l, o) = (self.empty, self.l, self.o);
        // `L**` before the cell or `**L` after it.
        let gap = (at(l, -3) & at(e, -2) & at(e, -1)) | (at(e, 1) & at(e, 2) & at(l, 3));
        // An `L` there would start or end `L*L`, start `LO*` or end `*OL`: a threat.
        let threat = (at(e, 1) & at(l, 2))
            | (at(l, -2) & at(e, -1))
            | (at(o, 1) & at(e, 2))
            | (at(e, -2) & at(o, -1));
        e & gap & !threat != 0
    }
}

/// A piece packed 2 bits a cell (`Cell as u8`): its cells in its own orientation, from which
/// its parts are cut, and its key, the orientation [`PackedCells::canonical`] picks, so that a
/// piece and its mirror image share one key. Hashing and comparing a key is O(1) up to 64
/// cells.
pub struct Packed {
    cells: PackedCells,
    key: PackedCells,
}

impl Packed {
    fn new(cells: PackedCells) -> Packed {
        let key = cells.clone().canonical();
        Packed { cells, key }
    }

    /// The masks of the key's letters, up to 64 cells.
    fn letters(&self) -> Option<Letters> {
        Letters::of(&self.key)
    }

    /// O(n).
    pub fn of_piece(cells: &[Cell]) -> Self {
        Packed::new(pack(cells))
    }

    /// The part `from..to` after the move `played` (cell, letter; the cell may lie outside the
    /// part), cut from the piece's packed cells: O(1) up to 64 cells.
    pub fn of_part(&self, from: usize, to: usize, (at, letter): (usize, Cell)) -> Self {
        let mut cells = self.cells.slice(from, to);
        if (from..to).contains(&at) {
            cells.set(at - from, letter as u8);
        }
        Packed::new(cells)
    }

    /// The memo's key: a piece and its mirror image have the same.
    pub fn key(&self) -> &PackedCells {
        &self.key
    }

    /// The number of empty cells: a popcount per word, O(1) up to 64 cells.
    pub fn empties(&self) -> usize {
        self.cells.count(Cell::Empty as u8)
    }

    /// Whether a gap can still form in the piece whose `cells` these are: by masks up to 64
    /// cells, by a scan past them.
    pub fn can_hold_gap(&self, cells: &[Cell]) -> bool {
        match self.letters() {
            Some(letters) => letters.can_hold_gap(),
            None => can_hold_gap(cells),
        }
    }

    /// Whether some safe move makes a gap in the piece whose `cells` these are: by masks up
    /// to 64 cells, by a scan past them.
    pub fn has_gap_move(&self, cells: &[Cell]) -> bool {
        match self.letters() {
            Some(letters) => letters.has_gap_move(),
            None => has_gap_move(cells),
        }
    }
}

/// The cells packed in their own orientation. O(n).
pub fn pack(cells: &[Cell]) -> PackedCells {
    PackedCells::from_fn(cells.len(), |i| cells[i] as u8)
}
