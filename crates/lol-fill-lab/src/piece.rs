//! The piece model past what the judge program needs: which strings are pieces, the quiet
//! moves of a piece and the parts each leaves.

use lol_fill::pieces::{extents_after, for_each_piece};
use lol_fill::row::Cell::{self, Empty, L, O};
use lol_fill::rules::{creates_gap, creates_threat, has_gap, has_threat};

/// Whether the cells are one whole piece of a threat-free, gap-free row (the set D of the
/// proof; `automaton::grammar` describes the same strings by a pattern).
pub fn is_piece(cells: &[Cell]) -> bool {
    let mut extents = Vec::new();
    for_each_piece(cells, |from, piece, _| {
        extents.push((from, from + piece.len()))
    });
    !has_threat(cells) && !has_gap(cells) && extents == [(0, cells.len())]
}

/// Whether writing `letter` on empty cell `i` is safe and makes no gap.
pub fn is_quiet(piece: &[Cell], i: usize, letter: Cell) -> bool {
    !creates_threat(piece, i, letter) && !creates_gap(piece, i, letter)
}

/// The quiet moves of a piece, by cell, `L` before `O`.
pub fn quiet_moves(piece: &[Cell]) -> impl Iterator<Item = (usize, Cell)> + '_ {
    (0..piece.len())
        .filter(move |&i| piece[i] == Empty)
        .flat_map(|i| [(i, L), (i, O)])
        .filter(move |&(i, letter)| is_quiet(piece, i, letter))
}

/// Every part (live or not) that a quiet move leaves, left to right.
pub fn parts_after(piece: &[Cell], i: usize, letter: Cell) -> Vec<Vec<Cell>> {
    let mut after = piece.to_vec();
    after[i] = letter;
    extents_after(piece, i, letter)
        .iter()
        .flatten()
        .map(|&(from, to)| after[from..to].to_vec())
        .collect()
}
