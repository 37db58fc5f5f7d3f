//! # lol-fill — 填字母游戏 (Lanqiao Cup 2017 national final)
//!
//! A row of cells holds `L`, `O` or nothing (`*`). Players alternately write `L` or `O` into one
//! empty cell; whoever first makes three consecutive cells read `LOL` wins at once. A full row
//! without `LOL` is a draw.
//!
//! **Input**: t, then t rows over `L`, `O`, `*`, one per line (any t, any length).
//! **Output**: per row, the result for the player who moves first under optimal play: `1` wins,
//! `-1` loses, `0` draw. A row that already holds `LOL` is a finished game the mover did not
//! win: `-1`.
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them for the binary. The solver
//! rests on the lemmas of [`rules`] (threats, safe moves, gaps, the six classes of pieces) and is
//! described in [`solver`].

mod classes;
mod fast_hash;
mod pieces;
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
