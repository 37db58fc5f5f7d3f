//! What a move does, seen through a window of cells around it: whether it is safe, makes a
//! gap, or is quiet, and then which parts it leaves (the table of §1 of the proof). Three cells
//! on each side decide all of it, because an `L` stands only at a piece's ends and the window
//! holds the piece's ends whenever they are that near.

use crate::piece::{creates_gap, creates_threat, extents_after};
use lol_fill::row::Cell::{self, Empty, L, O};

/// A cell of a window: `None` past either end of the piece.
pub type Slot = Option<Cell>;

/// The left part of a split quiet move at cell i of a piece w.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Left {
    /// None: i is the first cell of the run.
    None,
    /// w[..i−1]: the move is an `O` beside the `O` at i − 1, which is dropped.
    BeforeO,
    /// w[..i]: the move is an `O`, dropped at the part's end.
    UpTo,
    /// w[..i], then the new `L`.
    UpToThenL,
}

/// The right part of a split quiet move at cell i of a piece w.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Right {
    /// None: i is the last cell of the run.
    None,
    /// w[i+1..].
    From,
    /// The new `L`, then w[i+1..].
    LThenFrom,
    /// w[i+2..]: the `O` at i + 1 is dropped.
    AfterO,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// Makes a threat: never played.
    Unsafe,
    GapMove,
    /// An `O` between two empty cells: one part, w with cell i turned into `O`.
    LoneO,
    /// A quiet move leaving a prefix of w (perhaps with the new `L`) and a suffix.
    Split(Left, Right),
}

/// What writing `letter` on the empty cell `k` of `window` does; the window holds at least
/// three slots on each side of `k` that are cells of the piece or `None`.
pub fn analyse(window: &[Slot], k: usize, letter: Cell) -> MoveKind {
    debug_assert_eq!(window[k], Some(Empty));
    let from = (0..k).rev().take_while(|&j| window[j].is_some()).last();
    let from = from.unwrap_or(k);
    let mut cells = [Empty; 7];
    let len = window[from..].iter().map_while(|&s| s).count();
    for (cell, slot) in cells.iter_mut().zip(&window[from..from + len]) {
        *cell = slot.expect("a cell of the piece");
    }
    let cells = &cells[..len];
    let i = k - from;
    if creates_threat(cells, i, letter) {
        return MoveKind::Unsafe;
    }
    if creates_gap(cells, i, letter) {
        return MoveKind::GapMove;
    }
    let [left, right] = extents_after(cells, i, letter);
    // Only a lone `O` leaves the whole piece as one part (an `L` on the last cell leaves it
    // too, with that `L`, as its left part).
    if letter == O && left == Some((0, cells.len())) {
        return MoveKind::LoneO;
    }
    MoveKind::Split(
        left_part(left, i, letter),
        right_part(right, i, cells.len(), letter),
    )
}

fn left_part(extent: Option<(usize, usize)>, i: usize, letter: Cell) -> Left {
    match extent {
        None => Left::None,
        Some((0, to)) if to + 1 == i => Left::BeforeO,
        Some((0, to)) if to == i => Left::UpTo,
        Some((0, to)) if to == i + 1 && letter == L => Left::UpToThenL,
        other => unreachable!("a left part is a prefix: {:?}", other),
    }
}

fn right_part(extent: Option<(usize, usize)>, i: usize, len: usize, letter: Cell) -> Right {
    match extent {
        None => Right::None,
        Some((from, to)) if to == len && from == i && letter == L => Right::LThenFrom,
        Some((from, to)) if to == len && from == i + 1 => Right::From,
        Some((from, to)) if to == len && from == i + 2 => Right::AfterO,
        other => unreachable!("a right part is a suffix: {:?}", other),
    }
}
