//! The piece model past what the judge program needs (Lemmas 1–5 of `lol_fill::rules`): the
//! moves inside one piece, which strings are pieces, and the parts a quiet move leaves. The
//! judge program reads a piece's class off its automaton; the reference search, the verifier
//! and the tools need the moves.

use lol_fill::pieces::for_each_piece;
use lol_fill::row::Cell::{self, Empty, L, O};
use lol_fill::rules::{has_gap, has_threat, is_threat};

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells.
pub type Piece = Vec<Cell>;

/// Whether a gap can still form in the row (Lemma 5): four cells `[L*] * * [L*]`.
pub fn can_hold_gap(row: &[Cell]) -> bool {
    row.windows(4)
        .any(|w| w[0] != O && w[1] == Empty && w[2] == Empty && w[3] != O)
}

/// Whether writing `letter` at empty cell `i` creates a threat (is unsafe). Only the three
/// windows through `i` change.
#[inline]
pub fn creates_threat(row: &[Cell], i: usize, letter: Cell) -> bool {
    let at = |j: usize| if j == i { letter } else { row[j] };
    // Windows start at s ≤ i and end at s + 2 < len.
    let starts = i.saturating_sub(2)..(i + 1).min(row.len().saturating_sub(2));
    starts
        .into_iter()
        .any(|s| is_threat(&[at(s), at(s + 1), at(s + 2)]))
}

/// Whether writing `letter` at empty cell `i` creates a gap. Only an `L` can, at a gap's end.
pub fn creates_gap(row: &[Cell], i: usize, letter: Cell) -> bool {
    letter == L
        && ((i >= 3 && row[i - 3] == L && row[i - 2] == Empty && row[i - 1] == Empty)
            || (i + 3 < row.len() && row[i + 3] == L && row[i + 2] == Empty && row[i + 1] == Empty))
}

/// Whether writing `letter` on empty cell `i` is safe and makes no gap.
pub fn is_quiet(piece: &[Cell], i: usize, letter: Cell) -> bool {
    !creates_threat(piece, i, letter) && !creates_gap(piece, i, letter)
}

/// Whether some safe move in the piece creates a gap.
pub fn has_gap_move(piece: &[Cell]) -> bool {
    (0..piece.len())
        .any(|i| piece[i] == Empty && creates_gap(piece, i, L) && !creates_threat(piece, i, L))
}

/// The quiet moves of a piece, by cell, `L` before `O`.
pub fn quiet_moves(piece: &[Cell]) -> impl Iterator<Item = (usize, Cell)> + '_ {
    (0..piece.len())
        .filter(move |&i| piece[i] == Empty)
        .flat_map(|i| [(i, L), (i, O)])
        .filter(move |&(i, letter)| is_quiet(piece, i, letter))
}

/// A threat-free, gap-free row's live pieces, left to right, and its spare cells.
pub fn split(row: &[Cell]) -> (Vec<Piece>, usize) {
    let mut pieces = Vec::new();
    let mut spare = 0;
    for_each_piece(row, |_, piece, empties| {
        if can_hold_gap(piece) {
            pieces.push(piece.to_vec());
        } else {
            spare += empties;
        }
    });
    (pieces, spare)
}

/// Whether the cells are one whole piece of a threat-free, gap-free row (the set D of the
/// proof; `automaton::grammar` describes the same strings by a pattern).
pub fn is_piece(cells: &[Cell]) -> bool {
    let mut extents = Vec::new();
    for_each_piece(cells, |from, piece, _| {
        extents.push((from, from + piece.len()))
    });
    !has_threat(cells) && !has_gap(cells) && extents == [(0, cells.len())]
}

/// The smaller orientation of a piece.
pub fn canonical(piece: &[Cell]) -> Piece {
    if piece.iter().rev().lt(piece.iter()) {
        piece.iter().rev().copied().collect()
    } else {
        piece.to_vec()
    }
}

/// The extents `from..to` of the pieces [`for_each_piece`] finds in `piece` after `letter` went
/// on cell `i`, in O(1): a run's `O`s lie between empty cells, so only `i`'s neighbours matter.
pub fn extents_after(piece: &[Cell], i: usize, letter: Cell) -> [Option<(usize, usize)>; 2] {
    let n = piece.len();
    // The piece's run of empty cells and lone `O`s: `first..end`, inside its `L` borders.
    let first = usize::from(piece[0] == L);
    let end = n - usize::from(piece[n - 1] == L);
    let left_is = |cell| i > first && piece[i - 1] == cell;
    let right_is = |cell| i + 1 < end && piece[i + 1] == cell;
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

/// Every part (live or not) that a quiet move leaves, left to right.
pub fn parts_after(piece: &[Cell], i: usize, letter: Cell) -> Vec<Piece> {
    let mut after = piece.to_vec();
    after[i] = letter;
    extents_after(piece, i, letter)
        .iter()
        .flatten()
        .map(|&(from, to)| after[from..to].to_vec())
        .collect()
}
