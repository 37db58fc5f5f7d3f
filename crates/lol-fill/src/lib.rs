//! # lol-fill — 填字母游戏 (Lanqiao Cup 2017 national final)
//!
//! A row of cells holds `L`, `O` or nothing (`*`). Players alternately write `L` or `O` into one
//! empty cell; whoever first makes three consecutive cells read `LOL` wins at once. A full row
//! without `LOL` is a draw.
//!
//! **Input**: t, then t rows over `L`, `O`, `*`. **Output**: per row, for the first mover under
//! optimal play, `1` win, `-1` loss, `0` draw; a row already holding `LOL` is `-1`.
//! **Judge limits**: t < 10, rows under 20 cells in some versions; 1 s, 256 MB (Luogu P8658).
//! This program takes any t, and pieces (below) of up to [`PIECE_CELLS`] cells.
//!
//! **Algorithm**: the game is a race to form a gap `L**L` ([`rules`]); the row splits into
//! independent pieces, each of six classes learnt by a search over its own moves and kept in a
//! memo ([`classes`]), and the row's answer follows from them in O(1) ([`solver`]). Linear in
//! the row for short pieces, exponential in the worst case in the longest piece.
//!
//! Flow: [`parse_lines`] → [`solver::Solver::solve`] → [`format`]; [`answer`] chains them.

pub mod classes;
pub mod form;
pub mod pieces;
pub mod plain;
pub mod row;
pub mod rules;
pub mod solver;

use common::scanner::ParseError;
use plain::Plain;
pub use row::{parse, parse_lines, Cell, Row};

/// The memo's bytes (of the judge's 256 MB), and the longest piece taken (a second at most).
pub const MEMO_BYTES: usize = 128 << 20;
pub const PIECE_CELLS: usize = 100;

/// The outcome for the player to move: 1 win, 0 draw, −1 loss; or why the row is refused.
pub fn solve(row: &Row) -> Result<i8, solver::Refused> {
    solver::solve(row)
}

/// The judge's output: one value per line.
pub fn format(results: &[i8]) -> String {
    results.iter().map(|r| format!("{}\n", r)).collect()
}

/// Input bytes → output text, as the judge binary prints it.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    answer_with(
        &mut solver::Solver::<Plain>::new(MEMO_BYTES, PIECE_CELLS),
        input,
    )
}

/// [`answer`] with a given solver, whose classes learnt for one row serve the next.
pub fn answer_with<F: form::Form>(
    solver: &mut solver::Solver<F>,
    input: &[u8],
) -> Result<String, ParseError> {
    let mut results = Vec::new();
    for (line, row) in parse_lines(input)? {
        results.push(solver.solve(&row).map_err(|e| ParseError {
            line,
            column: 1,
            message: format!("row refused: {}", e.0),
        })?);
    }
    Ok(format(&results))
}
