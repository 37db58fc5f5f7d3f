//! Pieces (Lemma 4 of [`crate::rules`]): cutting a row into them, the quiet moves inside one,
//! and the live pieces each move leaves, with their keys for the memo.

#[cfg(feature = "packed")]
pub use crate::packed::{
    before, empties_of, extents, is_live, part_forms, part_has_gap_move, Before, Key, KeyHasher,
};
#[cfg(not(feature = "packed"))]
pub use crate::plain::{
    before, empties_of, extents, is_live, part_forms, part_has_gap_move, Before, Key, KeyHasher,
};
use crate::row::Cell;
use crate::rules::{can_hold_gap, creates_gap, creates_threat};
use Cell::{Empty, L, O};

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells.
pub type Piece = Vec<Cell>;

/// A threat-free, gap-free row's live pieces (canonical, sorted) and its spare cells.
pub fn split(row: &[Cell]) -> (Vec<Piece>, usize) {
    let mut pieces = Vec::new();
    let mut spare = 0;
    for_each_piece(row, |_, piece, empties| {
        if can_hold_gap(piece) {
            pieces.push(canonical(piece));
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

/// The smaller orientation of a piece.
pub fn canonical(piece: &[Cell]) -> Piece {
    if piece.iter().rev().lt(piece.iter()) {
        piece.iter().rev().copied().collect()
    } else {
        piece.to_vec()
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

/// A live piece left by a move: its cells (either orientation), its [`Before`] and key, and its
/// cell nearest the move (Breaker's answers start there).
pub struct Part<'a> {
    pub cells: &'a [Cell],
    pub before: Before,
    pub key: Key,
    pub near: Option<usize>,
}

impl<'a> Part<'a> {
    /// A piece of a row, O(n); no move to answer.
    pub fn whole(cells: &'a [Cell]) -> Part<'a> {
        let (before, key) = part_forms(cells, &before(cells), (0, cells.len()), None);
        Part {
            cells,
            before,
            key,
            near: None,
        }
    }

    /// The number of empty cells.
    pub fn empties(&self) -> usize {
        empties_of(self.cells, &self.before)
    }
}

/// The live pieces (two at most) of `after`, a piece after `letter` was written on its empty
/// cell `i`, whose [`Before`] is `before`; the other cells are spare, counted only through the
/// parity of E.
pub fn live_parts<'a>(after: &'a [Cell], before: &Before, i: usize, letter: Cell) -> Vec<Part<'a>> {
    let mut parts = Vec::with_capacity(2);
    for (from, to) in extents(after, before, i, letter).iter().flatten().copied() {
        let cells = &after[from..to];
        let (part_before, key) = part_forms(cells, before, (from, to), Some((i, letter)));
        if is_live(&key, cells) {
            parts.push(Part {
                cells,
                before: part_before,
                key,
                near: Some(i.saturating_sub(from).min(cells.len() - 1)),
            });
        }
    }
    parts
}

/// The number of empty cells.
pub fn empties(cells: &[Cell]) -> usize {
    cells.iter().filter(|&&c| c == Empty).count()
}
