//! # lol-fill — 填字母游戏 (Lanqiao Cup 2017 national final)
//!
//! A row of cells holds `L`, `O` or nothing (`*`). Players alternately write `L` or `O` into one
//! empty cell; whoever first makes three consecutive cells read `LOL` wins at once. A full row
//! without `LOL` is a draw.
//!
//! **Input**: t, then t rows over `L`, `O`, `*`. **Output**: per row, for the first mover under
//! optimal play, `1` win, `-1` loss, `0` draw; a row already holding `LOL` is `-1`.
//! **Judge limits**: t < 10, rows under 20 cells in some versions; 1 s, 256 MB (Luogu P8658).
//! This program takes rows of any length, up to [`cost::MAX_INPUT_BYTES`] of input, and as
//! many as its cost model ([`cost`]) puts within the judge's limits.
//!
//! **Algorithm**: the game is a race to form a gap `L**L` ([`rules`]). The row splits into
//! independent pieces ([`pieces`]); each piece's class t ∈ {0, 1, 2} is read off its cells by a
//! finite automaton of 41 states ([`automaton`], proven right for pieces of any length), and
//! the row's answer follows from the sum of the t's ([`solver`]). O(n) time and memory for a
//! row of n cells: a row of 10^6 cells takes milliseconds.
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them.

pub mod automaton;
pub mod cost;
pub mod pieces;
pub mod row;
pub mod rules;
pub mod solver;

use common::scanner::ParseError;
pub use row::{for_each_row, parse, parse_lines, Cell, Row};
pub use solver::solve;

/// The judge's output: one value per line.
pub fn format(results: &[i8]) -> String {
    let line = |r: &i8| match r {
        1 => "1\n",
        0 => "0\n",
        _ => "-1\n",
    };
    results.iter().map(line).collect()
}

/// Input bytes → output text, as the judge binary prints it. Each row is solved as it is read.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    let mut results = Vec::new();
    for_each_row(input, |_, row| results.push(solve(row)))?;
    Ok(format(&results))
}
