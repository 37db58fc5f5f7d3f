//! The two patterns the search tests on every part a move leaves — can a gap still form
//! (Lemma 5), is there a gap move — on a packed piece of up to 64 cells in O(1), by masks of its
//! letters, where the scans of [`crate::rules`] and [`crate::pieces`] take O(n). The scans serve
//! longer pieces; the tests check both agree.

use crate::row::Cell;
use common::bits::PackedCells;

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

    /// Some four cells read `[L*] * * [L*]` (as [`crate::rules::can_hold_gap`]).
    pub fn can_hold_gap(&self) -> bool {
        let not_o = self.empty | self.l;
        not_o & at(self.empty, 1) & at(self.empty, 2) & at(not_o, 3) != 0
    }

    /// Some empty cell takes a safe `L` that makes a gap (as [`crate::pieces::has_gap_move`]).
    pub fn has_gap_move(&self) -> bool {
        let (e, l, o) = (self.empty, self.l, self.o);
        // `L**` before the cell or `**L` after it.
        let gap = (at(l, -3) & at(e, -2) & at(e, -1)) | (at(e, 1) & at(e, 2) & at(l, 3));
        // An `L` there would end `L*L` or start `LO*`/end `*OL`: a threat.
        let threat = (at(e, 1) & at(l, 2))
            | (at(l, -2) & at(e, -1))
            | (at(o, 1) & at(e, 2))
            | (at(e, -2) & at(o, -1));
        e & gap & !threat != 0
    }
}
