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
//! **Judge limits**: 1 ≤ n, m ≤ 10, 0 ≤ A, B ≤ 100000; 1 s, 512 MB (LOJ 2471). This program
//! takes any board its cost model ([`cost`]) puts within three quarters of those limits (13×13,
//! 12×15, 1×10⁶), and any non-negative values whose totals fit in an `i64`.
//!
//! **Algorithm** ([`dense`]): negamax over the C(n+m, n) staircases, each ranked by the
//! combinatorial number system ([`staircase`]) so that every move raises the rank: a table
//! filled from the full board down, O(C(n+m, n) · min(n, m)) time (184,756 positions at
//! 10×10: about a millisecond).
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them for the binary.

pub mod board;
pub mod cost;
pub mod dense;
pub mod score;
pub mod staircase;

pub use board::{parse, Board};
use common::scanner::ParseError;

/// The optimal score difference (first player − second player).
pub fn solve(board: &Board) -> i64 {
    dense::solve(board)
}

/// The judge's output: the value and a line end.
pub fn format(value: i64) -> String {
    format!("{}\n", value)
}

/// Input bytes → output text, as the judge binary prints it.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    Ok(format(solve(&parse(
        input,
        &dense::Table {
            input_bytes: input.len(),
        },
    )?)))
}
