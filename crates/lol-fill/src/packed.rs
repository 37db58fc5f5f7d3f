//! Feature `packed` (default): pieces packed 2 bits a cell ([`PackedCells`]) for the memo's
//! keys, and a move's parts found and tested in O(1). A part's key is cut from its piece's packed
//! cells with the move written in; its extents follow from the cells beside the move; whether it
//! can still hold a gap (Lemma 5) and has a gap move are tested on masks of its letters, up to
//! 64 cells. [`crate::plain`] does the same by O(n) scans with the cells themselves as keys: the
//! judge file keeps that one (its rows are short, its size capped at 32 KiB). The tests check
//! both agree on every piece up to 18 cells and every move in it.

use crate::pieces::{has_gap_move, Part};
use crate::row::Cell;
use crate::rules::can_hold_gap;
use common::bits::PackedCells;
use Cell::{Empty, L, O};

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
        // An `L` there would start or end `L*L`, start `LO*` or end `*OL`: a threat.
        let threat = (at(e, 1) & at(l, 2))
            | (at(l, -2) & at(e, -1))
            | (at(o, 1) & at(e, 2))
            | (at(e, -2) & at(o, -1));
        e & gap & !threat != 0
    }
}

/// A piece as the memo knows it: its cells packed 2 bits each (`Cell as u8`), in the
/// orientation [`PackedCells::canonical`] picks, so that a piece and its mirror image share one
/// key. Hashing and comparing it is O(1) up to 64 cells.
pub type Key = PackedCells;

/// The memo's hasher: FxHash, a few operations per word of a key.
pub type KeyHasher = crate::fast_hash::FastHash;

/// A piece's cells packed in their own orientation, from which its parts' keys are cut.
pub type Before = PackedCells;

/// The cells packed in their own orientation. O(n).
pub fn before(cells: &[Cell]) -> Before {
    PackedCells::from_fn(cells.len(), |i| cells[i] as u8)
}

/// The part `from..to` of a piece (after the move `(i, letter)`, if any): its packed cells, cut
/// from `before` with the move written in, and its key. O(1) up to 64 cells.
pub fn part_forms(
    _cells: &[Cell],
    before: &Before,
    (from, to): (usize, usize),
    played: Option<(usize, Cell)>,
) -> (Before, Key) {
    let mut packed = before.slice(from, to);
    if let Some((i, letter)) = played.filter(|&(i, _)| from <= i && i < to) {
        packed.set(i - from, letter as u8);
    }
    let key = packed.clone().canonical();
    (packed, key)
}

/// The number of empty cells of a part. O(1) up to 64 cells.
pub fn empties_of(_cells: &[Cell], before: &Before) -> usize {
    before.count(Cell::Empty as u8)
}

/// Whether a gap can still form in a part (Lemma 5): O(1) up to 64 cells.
pub fn is_live(key: &Key, cells: &[Cell]) -> bool {
    match Letters::of(key) {
        Some(letters) => letters.can_hold_gap(),
        None => can_hold_gap(cells),
    }
}

/// Whether some safe move in the part creates a gap: O(1) up to 64 cells.
pub fn part_has_gap_move(part: &Part) -> bool {
    match Letters::of(&part.key) {
        Some(letters) => letters.has_gap_move(),
        None => has_gap_move(part.cells),
    }
}

/// The extents of the pieces of a piece after a move, as [`crate::pieces::for_each_piece`]
/// finds them: [`extents_after`], O(1).
pub fn extents(
    _after: &[Cell],
    before: &Before,
    i: usize,
    letter: Cell,
) -> [Option<(usize, usize)>; 2] {
    extents_after(before, i, letter)
}

/// The extents `from..to` of the pieces [`crate::pieces::for_each_piece`] finds in a piece after `letter` was
/// written on its empty cell `i`, from `before` (the piece before the move), in O(1): only the
/// cells beside `i` can change where a run ends. (A run's `O`s lie between empty cells, so the
/// cell past an `O` of the run is empty.)
pub fn extents_after(before: &PackedCells, i: usize, letter: Cell) -> [Option<(usize, usize)>; 2] {
    let n = before.len();
    let is = |k: usize, cell: Cell| before.get(k) == cell as u8;
    // The piece's run of empty cells and lone `O`s: `first..end`, inside its `L` borders.
    let first = usize::from(is(0, L));
    let end = n - usize::from(is(n - 1, L));
    let left_is = |cell| i > first && is(i - 1, cell);
    let right_is = |cell| i + 1 < end && is(i + 1, cell);
    if letter == O && left_is(Empty) && right_is(Empty) {
        // A lone `O`: the run goes on through it.
        return [Some((0, n)), None];
    }
    let left = if i == first {
        None
    } else if left_is(O) {
        Some((0, i - 1))
    } else if letter == L {
        Some((0, i + 1))
    } else {
        Some((0, i))
    };
    // The run on the right starts at the first empty cell past `i`; the new `L` borders it.
    let right = if right_is(Empty) {
        Some((if letter == L { i } else { i + 1 }, n))
    } else if right_is(O) {
        Some((i + 2, n))
    } else {
        None
    };
    [left, right]
}
