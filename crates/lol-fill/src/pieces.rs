//! Pieces (Lemma 4 of [`crate::rules`]): cutting a row into them, and the quiet moves inside one
//! with the live pieces each leaves.

use crate::row::Cell;
use crate::rules::{can_hold_gap, creates_gap, creates_threat};
use Cell::{Empty, L, O};

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells. [`split`] gives
/// it in its canonical orientation (the smaller of it and its mirror image); the classes treat
/// both orientations alike.
pub type Piece = Vec<Cell>;

/// Splits a threat-free, gap-free row into its live pieces (canonical, sorted) and the number of
/// spare moves in pieces that can never hold a gap. O(length · log).
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

/// Calls `each` with every piece of a threat-free, gap-free row (where it starts, its cells with
/// the bordering `L`s, the number of its empty cells), left to right.
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

/// Writes the smaller of a piece and its mirror image into `out`.
fn canonical_into(piece: &[Cell], out: &mut Vec<Cell>) {
    out.clear();
    if piece.iter().rev().lt(piece.iter()) {
        out.extend(piece.iter().rev());
    } else {
        out.extend_from_slice(piece);
    }
}

/// Maker's quiet moves (safe, creating no gap) in a piece, likeliest winners first: an `L` that
/// prepares gaps on both sides, then one side, then the rest, each nearest the middle first.
/// Built in that order, without sorting.
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

/// Breaker's quiet moves in a piece, lazily (its first is usually the answer): the `L`s, which
/// split the piece (two small parts are cheaper to refute than one big one), then the `O`s,
/// each nearest `near` (the cell of Maker's last move) first.
pub fn breaker_moves(piece: &[Cell], near: usize) -> impl Iterator<Item = (usize, Cell)> + '_ {
    [L, O]
        .iter()
        .flat_map(move |&letter| outward(piece.len(), near).map(move |i| (i, letter)))
        .filter(move |&(i, letter)| piece[i] == Empty && is_quiet(piece, i, letter))
}

/// Whether writing `letter` on empty cell `i` is safe and makes no gap. Only the cells within
/// three of `i` matter; they are copied, so the piece is not touched.
fn is_quiet(piece: &[Cell], i: usize, letter: Cell) -> bool {
    let from = i.saturating_sub(3);
    let to = (i + 4).min(piece.len());
    let mut window = [Empty; 7];
    let window = &mut window[..to - from];
    window.copy_from_slice(&piece[from..to]);
    !creates_threat(window, i - from, letter) && !creates_gap(window, i - from, letter)
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

/// How many gaps an `L` at cell i would leave one move away: the cells three to either side
/// where a second, safe `L` would then complete `L**L`.
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
    let mut cells = piece.to_vec();
    (0..cells.len()).any(|i| {
        cells[i] == Empty && creates_gap(&cells, i, L) && !creates_threat(&mut cells, i, L)
    })
}

/// A live piece left by a move: its cells, in either orientation (the memo treats a piece and
/// its mirror image alike), and the cell nearest the move, where the opponent's answers are
/// tried first.
pub struct Part<'a> {
    pub cells: &'a [Cell],
    pub near: Option<usize>,
}

/// The piece with `letter` written on its empty cell `i`.
pub fn after_move(piece: &[Cell], i: usize, letter: Cell) -> Vec<Cell> {
    let mut after = piece.to_vec();
    after[i] = letter;
    after
}

/// The live pieces that the row `after` (a piece after a move at cell `i`) splits into: at
/// most two. The other cells can never hold a gap: spare moves, which Lemma 7 of
/// [`crate::rules`] counts only through the parity of all empty cells.
pub fn live_parts(after: &[Cell], i: usize) -> Vec<Part<'_>> {
    let mut parts = Vec::with_capacity(2);
    for_each_piece(after, |from, cells, _| {
        if can_hold_gap(cells) {
            let near = i.saturating_sub(from).min(cells.len() - 1);
            parts.push(Part {
                cells,
                near: Some(near),
            });
        }
    });
    parts
}

/// The number of empty cells.
pub fn empties(cells: &[Cell]) -> usize {
    cells.iter().filter(|&&c| c == Empty).count()
}
