//! The reference: each piece's class by a search over its own moves ([`Classes`]), what the
//! judge program ran before the automaton. It answers L*'s membership queries while the
//! automaton is learnt, and the tests check the automaton against it. Exponential in the worst
//! case in a piece's length: drawn pieces of 256 cells with a lone `O` every few cells take it
//! seconds.
//!
//! - [`classes`]: MF and BF of a piece, by Lemma 7's rule one move later, in a memo;
//! - [`moves`]: the move orders that prune;
//! - [`part`], [`packed`]: a live piece in the search, packed 2 bits a cell.

mod classes;
mod moves;
mod packed;
mod part;

pub use classes::Classes;
pub use packed::{pack, Letters, Packed};
pub use part::Part;

use crate::piece::can_hold_gap;
use lol_fill::row::Cell;

/// The memo's budget: 1 GiB, past which it starts afresh (answers stay exact, work may be
/// repeated).
pub const MEMO_BYTES: usize = 1 << 30;

/// A fresh memo.
pub fn classes() -> Classes {
    Classes::new(MEMO_BYTES)
}

/// t of a piece by the search (0 for one that cannot hold a gap).
pub fn t(classes: &mut Classes, piece: &[Cell]) -> u8 {
    if can_hold_gap(piece) {
        classes.t(piece)
    } else {
        0
    }
}

/// A row's answer by the judge program's rule, each piece's t from the search.
pub fn solve(classes: &mut Classes, row: &[Cell]) -> i8 {
    lol_fill::solver::solve_with(row, |piece| t(classes, piece))
}

/// Input bytes → output text, each row answered by [`solve`] (one memo for the input).
pub fn answer(input: &[u8]) -> Result<String, common::scanner::ParseError> {
    let mut classes = classes();
    let rows = lol_fill::parse(input)?;
    let results: Vec<i8> = rows.iter().map(|row| solve(&mut classes, row)).collect();
    Ok(lol_fill::format(&results))
}
