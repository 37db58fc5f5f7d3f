//! Pieces (Lemma 4 of [`crate::rules`]): cutting a row into them, the quiet moves inside one,
//! and the live pieces each move leaves, with their keys for the memo.

use crate::patterns::Letters;
use crate::row::Cell;
use crate::rules::{can_hold_gap, creates_gap, creates_threat};
use common::bits::PackedCells;
use Cell::{Empty, L, O};

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells.
pub type Piece = Vec<Cell>;

/// A piece as the memo knows it: its cells packed 2 bits each (`Cell as u8`), in the
/// orientation [`PackedCells::canonical`] picks, so that a piece and its mirror image share
/// one key. Hashing and comparing it is O(1) up to 64 cells.
pub type Key = PackedCells;

/// The key of a piece. O(n).
pub fn key(cells: &[Cell]) -> Key {
    pack(cells).canonical()
}

/// The cells packed in their own orientation. O(n).
pub fn pack(cells: &[Cell]) -> PackedCells {
    PackedCells::from_fn(cells.len(), |i| cells[i] as u8)
}

/// A threat-free, gap-free row's live pieces (canonical, sorted) and its spare cells.
pub fn split(row: &[Cell]) -> (Vec<Piece>, usize) {
    let mut pieces = Vec::new();
    let mut spare = 0;
    for_each_piece(row, |_, piece, empties| {
        if can_hold_gap(piece) {
            let mut canonical = Vec::new();
            canonical_into(piece, &mut canonical);
            pieces.push(canonical);
        } else {
            spare += empties;
        }
    });
    pieces.sort();
    (pieces, spare)
}

/// Calls `each` with every piece of a threat-free, gap-free row: start, cells, empty cells.
pub fn for_each_piece<'a>(row: &'a [Cell], mut each: impl FnMut(usize, &'a [Cell], usize)) {
    let mut i = 0;
    while i < row.len() {
        if row[i] != Empty {
            i += 1;
            continue;
        }
        // A run starts at an empty cell and goes on through empty cells and lone O's.
        let start = i;
        let mut end = i + 1;
        let mut empties = 1;
        loop {
            if end < row.len() && row[end] == Empty {
                end += 1;
                empties += 1;
            } else if end + 1 < row.len() && row[end] == O && row[end + 1] == Empty {
                end += 2;
                empties += 1;
            } else {
                break;
            }
        }
        let from = if start > 0 && row[start - 1] == L {
            start - 1
        } else {
            start
        };
        let to = if end < row.len() && row[end] == L {
            end + 1
        } else {
            end
        };
        each(from, &row[from..to], empties);
        i = end;
    }
}

/// The smaller orientation of a piece, into `out`.
fn canonical_into(piece: &[Cell], out: &mut Vec<Cell>) {
    out.clear();
    if piece.iter().rev().lt(piece.iter()) {
        out.extend(piece.iter().rev());
    } else {
        out.extend_from_slice(piece);
    }
}

/// Maker's quiet moves, likeliest winners first: `L`s preparing gaps on both sides, then on one,
/// then the rest, each nearest the middle first.
pub fn maker_moves(piece: &[Cell]) -> Vec<(usize, Cell)> {
    let mut cells = piece.to_vec();
    let mut by_gaps_prepared: [Vec<(usize, Cell)>; 3] = Default::default();
    for i in outward(cells.len(), cells.len() / 2) {
        if cells[i] != Empty {
            continue;
        }
        if is_quiet(&cells, i, L) {
            by_gaps_prepared[2 - gaps_prepared(&mut cells, i)].push((i, L));
        }
        if is_quiet(&cells, i, O) {
            by_gaps_prepared[2].push((i, O));
        }
    }
    by_gaps_prepared.concat()
}

/// Breaker's quiet moves, lazily (the first is usually the answer): `L`s, which split the piece
/// into parts cheaper to refute, then `O`s, each nearest `near` (Maker's last move) first.
pub fn breaker_moves(piece: &[Cell], near: usize) -> impl Iterator<Item = (usize, Cell)> + '_ {
    [L, O]
        .iter()
        .flat_map(move |&letter| outward(piece.len(), near).map(move |i| (i, letter)))
        .filter(move |&(i, letter)| piece[i] == Empty && is_quiet(piece, i, letter))
}

/// Whether writing `letter` on empty cell `i` is safe and makes no gap.
fn is_quiet(piece: &[Cell], i: usize, letter: Cell) -> bool {
    !creates_threat(piece, i, letter) && !creates_gap(piece, i, letter)
}

/// The cells 0..len by distance from `from`, the left one first at equal distance.
fn outward(len: usize, from: usize) -> impl Iterator<Item = usize> {
    (0..2 * len).filter_map(move |d| {
        let step = (d + 1) / 2;
        if d % 2 == 1 {
            from.checked_sub(step)
        } else {
            Some(from + step).filter(|&i| i < len)
        }
    })
}

/// How many gaps a second, safe `L` three cells away could complete after an `L` at cell i.
fn gaps_prepared(cells: &mut [Cell], i: usize) -> usize {
    cells[i] = L;
    let mut completions = 0;
    for &j in [i.checked_sub(3), Some(i + 3)].iter().flatten() {
        if j < cells.len()
            && cells[j] == Empty
            && creates_gap(cells, j, L)
            && !creates_threat(cells, j, L)
        {
            completions += 1;
        }
    }
    cells[i] = Empty;
    completions
}

/// Whether some safe move in the piece creates a gap.
pub fn has_gap_move(piece: &[Cell]) -> bool {
    (0..piece.len())
        .any(|i| piece[i] == Empty && creates_gap(piece, i, L) && !creates_threat(piece, i, L))
}

/// A live piece left by a move: its cells (either orientation), its key, and its cell nearest
/// the move (Breaker's answers are tried from there).
pub struct Part<'a> {
    pub cells: &'a [Cell],
    pub key: Key,
    pub near: Option<usize>,
}

impl<'a> Part<'a> {
    /// Whether some safe move in the part creates a gap: O(1) up to 64 cells.
    pub fn has_gap_move(&self) -> bool {
        match Letters::of(&self.key) {
            Some(letters) => letters.has_gap_move(),
            None => has_gap_move(self.cells),
        }
    }

    /// A piece of a row: its key packed from its cells, O(n); no move to answer.
    pub fn whole(cells: &'a [Cell]) -> Part<'a> {
        Part {
            cells,
            key: key(cells),
            near: None,
        }
    }
}

/// The live pieces (two at most) of `after`, a piece after `letter` was written on its empty
/// cell `i`; the other cells are spare, counted only through the parity of E. Each part's key
/// is cut from `before`, the piece packed before the move, and the move written into it. Up to
/// 64 cells all of it is O(1): the parts' extents ([`extents_after`]), their keys, and whether
/// each can hold a gap.
pub fn live_parts<'a>(
    after: &'a [Cell],
    before: &PackedCells,
    i: usize,
    letter: Cell,
) -> Vec<Part<'a>> {
    let mut parts = Vec::with_capacity(2);
    for (from, to) in extents_after(before, i, letter).iter().flatten().copied() {
        let cells = &after[from..to];
        let mut packed = before.slice(from, to);
        if (from..to).contains(&i) {
            packed.set(i - from, letter as u8);
        }
        let live = match Letters::of(&packed) {
            Some(letters) => letters.can_hold_gap(),
            None => can_hold_gap(cells),
        };
        if live {
            parts.push(Part {
                cells,
                key: packed.canonical(),
                near: Some(i.saturating_sub(from).min(cells.len() - 1)),
            });
        }
    }
    parts
}

/// The extents `from..to` of the pieces [`for_each_piece`] finds in a piece after `letter` was
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

/// The number of empty cells.
pub fn empties(cells: &[Cell]) -> usize {
    cells.iter().filter(|&&c| c == Empty).count()
}
