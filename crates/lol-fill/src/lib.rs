//! # lol-fill — 填字母游戏 (Lanqiao Cup 2017 national final)
//!
//! A row of cells holds `L`, `O` or nothing (`*`). Players alternately write `L` or `O` into one
//! empty cell; whoever first makes three consecutive cells read `LOL` wins at once. A full row
//! without `LOL` is a draw.
//!
//! **Input**: t, then t rows over `L`, `O`, `*`. **Output**: per row, for the first mover under
//! optimal play, `1` win, `-1` loss, `0` draw; a row already holding `LOL` is `-1`.
//! **Judge limits**: t < 10, rows under 20 cells in some versions; 1 s, 256 MB (Luogu P8658).
//! Here: any t, any length.
//!
//! **Algorithm**: the game is a race to form a gap `L**L` ([`rules`]); the row splits into
//! independent pieces, each with one of six classes learnt by a search over its own moves and
//! remembered, and a row's answer follows from its pieces' classes in O(1) ([`solver`]).
//! Linear in the row for short pieces; exponential in the worst case in the longest piece,
//! where the memo keeps it to milliseconds up to 64 cells.
//!
//! Flow: [`parse_lines`] → [`solver::Solver::solve`] → [`format`]; [`answer`] chains them.

mod classes;
#[cfg(feature = "packed")]
mod fast_hash;
#[cfg(feature = "packed")]
mod packed;
mod pieces;
#[cfg(not(feature = "packed"))]
mod plain;
#[cfg(doc)]
pub mod proofs;
pub mod row;
pub mod rules;
pub mod solver;

#[cfg(any(test, feature = "analysis"))]
pub mod explain;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
#[cfg(any(test, feature = "analysis"))]
pub mod oracle;
#[cfg(test)]
mod tests;

use common::scanner::ParseError;
pub use row::{parse, parse_lines, Cell, Row};

/// The outcome for the player to move: 1 win, 0 draw, −1 loss; or the row is refused
/// ([`solver::TooHard`]: Lemma 7's hypothesis failed on one of its pieces).
pub fn solve(row: &Row) -> Result<i8, solver::TooHard> {
    solver::solve(row)
}

/// The judge's output: one value per line.
pub fn format(results: &[i8]) -> String {
    results.iter().map(|r| format!("{}\n", r)).collect()
}

/// Input bytes → output text, as the judge binary prints it. One [`solver::Solver`] answers all
/// rows, so classes learnt for one row serve the next. A refused row is reported by its line.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    let mut solver = solver::Solver::default();
    let mut results = Vec::new();
    for (line, row) in parse_lines(input)? {
        results.push(solver.solve(&row).map_err(|e| ParseError {
            line,
            column: 1,
            message: e.to_string(),
        })?);
    }
    Ok(format(&results))
}
