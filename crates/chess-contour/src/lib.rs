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
//! **Judge limits**: 1 ≤ n, m ≤ 10, 0 ≤ A, B ≤ 100000; 1 s, 512 MB (LOJ 2471). Beyond them this
//! crate takes any board whose two largest layers of positions plus tables fit in
//! [`layers::MEMORY_BUDGET_BYTES`], and any non-negative values whose totals fit in an `i64`.
//!
//! **Algorithm**: negamax over the C(n+m, n) staircases, each ranked by the combinatorial
//! number system so that every move raises the rank: a table filled from the full board down,
//! O(C(n+m, n) · n) time (184,756 positions at 10×10: about a millisecond). The judge file
//! keeps one entry per position ([`dense`]); the workspace binary keeps only two layers of
//! equal stone count at a time and fills each on all cores (feature `layers`, [`fill`]).
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them for the binary.

pub mod board;
pub mod dense;
#[cfg(feature = "layers")]
pub mod fill;
pub mod layers;
#[cfg(feature = "parallel")]
mod parallel;
#[cfg(feature = "layers")]
pub mod programs;
#[cfg(feature = "parallel")]
mod progress;
#[cfg(feature = "layers")]
pub mod runs;
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
