//! # chess-contour — 一双木棋 (2018 multi-province team selection, day 1)
//!
//! An n×m board starts empty. Two players alternately place a stone, the first player moving
//! first, until the board is full. A stone may go on an empty cell only if every cell above it
//! in its column and every cell left of it in its row already holds a stone, so the filled cells
//! always form a staircase (Young diagram) anchored at the top-left corner. Cell (i, j) carries
//! A\[i\]\[j\] and B\[i\]\[j\]: the first player scores the A of the cells it fills, the second
//! player the B of the cells it fills. The first player maximises (first's score − second's
//! score), the second player minimises it.
//!
//! **Input**: `n m`, then n lines of m integers (A), then n lines of m integers (B).
//! **Output**: one integer, the first player's score minus the second's under optimal play.
//! Judge limits: 1 ≤ n, m ≤ 10, 0 ≤ A, B ≤ 100000. Beyond them this crate takes any board whose
//! table of C(n+m, n) positions fits in [`staircase::MAX_TABLE_BYTES`], and any non-negative
//! values whose totals fit in an `i64`.
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them for the binary.

pub mod board;
pub mod solver;
pub mod staircase;

#[cfg(any(test, feature = "analysis"))]
pub mod explain;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
#[cfg(any(test, feature = "analysis"))]
pub mod oracle;
#[cfg(test)]
mod tests;

pub use board::{parse, Board};
use common::scanner::ParseError;

/// The optimal score difference (first player − second player). See [`solver::solve`].
pub fn solve(board: &Board) -> i64 {
    solver::solve(board)
}

/// The judge's output: the value and a line end.
pub fn format(value: i64) -> String {
    format!("{}\n", value)
}

/// Input bytes → output text, as the judge binary prints it.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    Ok(format(solve(&parse(input)?)))
}
