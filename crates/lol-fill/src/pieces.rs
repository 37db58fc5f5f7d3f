//! Pieces (Lemma 4 of [`crate::rules`]): cutting a row into them, and the quiet moves inside
//! one.

use crate::row::Cell::{self, Empty, L, O};
use crate::rules::{can_hold_gap, creates_gap, creates_threat};

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells.
pub type Piece = Vec<Cell>;

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

/// Whether some safe move in the piece creates a gap.
pub fn has_gap_move(piece: &[Cell]) -> bool {
    (0..piece.len())
        .any(|i| piece[i] == Empty && creates_gap(piece, i, L) && !creates_threat(piece, i, L))
}

/// The number of empty cells.
pub fn empties(cells: &[Cell]) -> usize {
    cells.iter().filter(|&&c| c == Empty).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::has_threat;

    /// Every string over empty cells and `O`s of up to `len` cells, with or without an `L` at
    /// each end, that is one whole piece of a threat-free row.
    fn whole_pieces(len: usize) -> Vec<Piece> {
        let mut inside: Vec<Piece> = vec![vec![]];
        let mut pieces = Vec::new();
        for _ in 0..len {
            inside = inside
                .iter()
                .flat_map(|s| [Empty, O].map(|c| [s.clone(), vec![c]].concat()))
                .collect();
            for s in &inside {
                for (left, right) in [(false, false), (false, true), (true, false), (true, true)] {
                    let piece: Piece =
                        [&[L][..usize::from(left)], s, &[L][..usize::from(right)]].concat();
                    let mut found = Vec::new();
                    for_each_piece(&piece, |from, cells, _| found.push((from, cells.len())));
                    if !has_threat(&piece) && found == [(0, piece.len())] {
                        pieces.push(piece);
                    }
                }
            }
        }
        pieces
    }

    /// The O(1) extents against a scan of the row after the move, on every whole piece of up
    /// to 12 cells and every safe move in it.
    #[test]
    fn extents_after_a_move_are_those_a_scan_finds() {
        let mut moves = 0;
        for piece in whole_pieces(12) {
            for i in (0..piece.len()).filter(|&i| piece[i] == Empty) {
                for letter in [L, O]
                    .into_iter()
                    .filter(|&c| !creates_threat(&piece, i, c))
                {
                    let mut after = piece.clone();
                    after[i] = letter;
                    let mut scanned = Vec::new();
                    for_each_piece(&after, |from, cells, _| {
                        scanned.push((from, from + cells.len()))
                    });
                    let derived: Vec<_> = extents_after(&piece, i, letter)
                        .into_iter()
                        .flatten()
                        .collect();
                    assert_eq!(derived, scanned, "{:?} {:?} at {}", piece, letter, i);
                    moves += 1;
                }
            }
        }
        assert!(moves > 10_000, "{} moves", moves);
    }
}
