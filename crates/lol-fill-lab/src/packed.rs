//! The lab's form of a piece ([`lol_fill::form::Form`]): packed 2 bits a cell ([`PackedCells`])
//! for the memo's keys, and a move's parts made and tested in O(1). A part's key is cut from its
//! piece's packed cells with the move written in; whether it can still hold a gap (Lemma 5) and
//! has a gap move are tested on masks of its letters, up to 64 cells. The judge program's form
//! (`lol_fill::plain`) does the same by O(n) copies and scans with the cells themselves as keys
//! (its rows are short, its file capped at 32 KiB). The tests check the masks against the scans
//! on every piece up to 18 cells and every move in it.

use common::bits::PackedCells;
use lol_fill::form::{Form, Part};
use lol_fill::pieces::has_gap_move;
use lol_fill::row::Cell;
use lol_fill::rules::can_hold_gap;

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

    /// Some four cells read `[L*] * * [L*]` (as `lol_fill::rules::can_hold_gap`).
    pub fn can_hold_gap(&self) -> bool {
        let not_o = self.empty | self.l;
        not_o & at(self.empty, 1) & at(self.empty, 2) & at(not_o, 3) != 0
    }

    /// Some empty cell takes a safe `L` that makes a gap (as `lol_fill::pieces::has_gap_move`).
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
}

impl Form for Packed {
    type Key = PackedCells;
    /// FxHash, a few operations per word of a key.
    type Hasher = rustc_hash::FxBuildHasher;

    /// O(n).
    fn of_piece(cells: &[Cell]) -> Self {
        Packed::new(pack(cells))
    }

    /// Cut from the piece's packed cells, the move written in: O(1) up to 64 cells.
    fn of_part(parent: &Self, from: usize, to: usize, (at, letter): (usize, Cell)) -> Self {
        let mut cells = parent.cells.slice(from, to);
        if (from..to).contains(&at) {
            cells.set(at - from, letter as u8);
        }
        Packed::new(cells)
    }

    fn key(&self) -> &PackedCells {
        &self.key
    }

    /// A popcount per word: O(1) up to 64 cells.
    fn empties(part: &Part<Self>) -> usize {
        part.form.cells.count(Cell::Empty as u8)
    }

    /// By masks up to 64 cells, by a scan past them.
    fn can_hold_gap(part: &Part<Self>) -> bool {
        match part.form.letters() {
            Some(letters) => letters.can_hold_gap(),
            None => can_hold_gap(part.cells),
        }
    }

    /// By masks up to 64 cells, by a scan past them.
    fn has_gap_move(part: &Part<Self>) -> bool {
        match part.form.letters() {
            Some(letters) => letters.has_gap_move(),
            None => has_gap_move(part.cells),
        }
    }
}

/// The cells packed in their own orientation. O(n).
pub fn pack(cells: &[Cell]) -> PackedCells {
    PackedCells::from_fn(cells.len(), |i| cells[i] as u8)
}
