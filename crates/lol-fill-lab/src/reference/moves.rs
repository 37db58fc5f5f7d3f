//! The search's move orders: Maker's quiet moves likeliest winners first, Breaker's lazily,
//! nearest Maker's last move first.

use crate::piece::{creates_gap, creates_threat, is_quiet};
use lol_fill::row::Cell::{self, Empty, L, O};

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

/// The cells 0..len by distance from `from`, the left one first at equal distance.
fn outward(len: usize, from: usize) -> impl Iterator<Item = usize> {
    (0..2 * len).filter_map(move |d| {
        let step = d.div_ceil(2);
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
