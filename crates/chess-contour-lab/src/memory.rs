//! How much memory the layered fill needs for a board, checked by `parse` before anything is
//! allocated, and the refusal of a board past the budget, with the numbers.

use crate::sizes::{largest_adjacent_layers, layer_sizes};
use crate::split::Split;
use chess_contour::board::{Board, Capacity};
use chess_contour::staircase::positions;

/// What the layered fill can hold: boards whose tables, and then whose two largest adjacent
/// layers with them, fit in [`MEMORY_BUDGET_BYTES`].
pub struct Layered;

impl Capacity for Layered {
    fn check_size(&self, rows: usize, cols: usize) -> Result<(), String> {
        check_tables(rows, cols, 4)
    }

    fn check_board(&self, board: &Board) -> Result<(), String> {
        check_fits(board.rows, board.cols, board.bytes_per_position())
    }
}

/// The most memory the solver may use: its two largest adjacent layers plus its tables.
/// A board that needs more is refused with the numbers before anything is allocated.
pub const MEMORY_BUDGET_BYTES: u64 = 16 << 30;

/// Bytes of the solver's tables beside the two layers. Per top shape: two offsets, a width, a
/// move start and a numbering entry; per top move a child and a cell. The local shapes' moves
/// are stored the same way while the runs are built ([`crate::runs`]); a run holds three
/// `u32`s and two gains. Runs are fewer than moves: 0.37 of them at 16×16, 0.58 at 10×10.
const BYTES_PER_TOP_SHAPE: u128 = 2 * 4 + 4 + 4 + 4;
const BYTES_PER_MOVE: u128 = 8;
const BYTES_PER_LOCAL_SHAPE: u128 = 4 + 4 + 8;
const RUNS_PER_MOVE: (u128, u128) = (3, 5);

/// A run: three `u32`s and two gains, padded to the gains' alignment.
fn bytes_per_run(bytes_per_position: u64) -> u128 {
    let b = u128::from(bytes_per_position);
    (12 + 2 * b).div_ceil(b) * b
}

/// Memory of the solver's tables (shapes, moves, runs, counts), without the layers. A box of r
/// rows and w columns holds C(r+w, r) shapes and w·C(r+w−1, r−1) moves (pairs of a shape and a
/// free corner: the cover relations of Young's lattice in the box).
fn table_bytes(split: &Split, bytes_per_position: u64) -> u128 {
    let shapes = |r: usize| positions(r, split.cols).map_or(u128::MAX, u128::from);
    let moves = |r: usize| match r {
        0 => 0,
        _ => positions(r - 1, split.cols).map_or(u128::MAX, u128::from) * split.cols as u128,
    };
    let runs = moves(split.local).saturating_mul(RUNS_PER_MOVE.0) / RUNS_PER_MOVE.1;
    let cells = (split.rows as u128) * (split.cols as u128);
    let counts = (split.cols as u128 + 1) * (split.local as u128 * split.cols as u128 + 1) * 16;
    shapes(split.top)
        .saturating_mul(BYTES_PER_TOP_SHAPE)
        .saturating_add(moves(split.top).saturating_mul(BYTES_PER_MOVE))
        .saturating_add(shapes(split.local).saturating_mul(BYTES_PER_LOCAL_SHAPE))
        .saturating_add(moves(split.local).saturating_mul(BYTES_PER_MOVE))
        .saturating_add(runs.saturating_mul(bytes_per_run(bytes_per_position)))
        .saturating_add((cells + 1).saturating_mul(16))
        .saturating_add(counts)
}

/// The refusal of a board past the budget: its size, what it needs, and the budget.
fn refuse(rows: usize, cols: usize, what: String) -> Result<(), String> {
    Err(format!(
        "a {}×{} board {}, but at most {} fit in memory here (the solver's budget)",
        rows,
        cols,
        what,
        format_bytes(u128::from(MEMORY_BUDGET_BYTES))
    ))
}

/// Ok when the number of positions fits a `u64` and the solver's tables, sized by formula, fit
/// in [`MEMORY_BUDGET_BYTES`]. O(min(rows, cols)), with no allocation: `parse` runs it before
/// it knows the input can hold the board.
pub fn check_tables(rows: usize, cols: usize, bytes_per_position: u64) -> Result<(), String> {
    let count = match positions(rows, cols) {
        Some(count) => count,
        None => return refuse(rows, cols, "has more than 2^64 positions".to_string()),
    };
    let tables = table_bytes(&Split::new(rows, cols), bytes_per_position);
    if tables > u128::from(MEMORY_BUDGET_BYTES) {
        return refuse(
            rows,
            cols,
            format!(
                "has {} positions and its tables alone need {}",
                count,
                format_bytes(tables)
            ),
        );
    }
    Ok(())
}

/// Ok when the layered fill of a rows×cols board, at `bytes_per_position`, fits in
/// [`MEMORY_BUDGET_BYTES`]; otherwise a message with the sizes and the budget. The tables are
/// sized first ([`check_tables`]), then the layers, in O(rows·cols·min(rows, cols)) time and
/// O(rows·cols) memory: `parse` runs it once the input has shown it holds the board.
pub fn check_fits(rows: usize, cols: usize, bytes_per_position: u64) -> Result<(), String> {
    check_tables(rows, cols, bytes_per_position)?;
    let budget = u128::from(MEMORY_BUDGET_BYTES);
    let count = positions(rows, cols).expect("checked above");
    let tables = table_bytes(&Split::new(rows, cols), bytes_per_position);
    let pair = largest_adjacent_layers(&layer_sizes(rows, cols));
    let layers = u128::from(pair) * u128::from(bytes_per_position);
    if layers + tables > budget {
        return refuse(
            rows,
            cols,
            format!(
            "has {} positions; its two largest adjacent layers hold {} of them, {} at {} bytes \
             each, and its tables need {}: {} in all",
            count,
            pair,
            format_bytes(layers),
            bytes_per_position,
            format_bytes(tables),
            format_bytes(layers + tables)
        ),
        );
    }
    Ok(())
}

fn format_bytes(bytes: u128) -> String {
    if bytes == u128::MAX {
        "more than 2^128 bytes".to_string()
    } else {
        format!("{:.2} GiB", bytes as f64 / f64::from(1u32 << 30))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_boards_past_the_budget_with_numbers() {
        assert!(check_fits(18, 18, 4).is_ok());
        assert!(check_fits(19, 19, 4).is_ok());
        let why = check_fits(20, 20, 4).unwrap_err();
        assert!(why.contains("two largest adjacent layers"), "{}", why);
        assert!(why.contains("16.00 GiB fit in memory"), "{}", why);
        assert!(check_fits(100, 100, 4)
            .unwrap_err()
            .contains("more than 2^64"));
        assert!(check_fits(1, 1 << 40, 4)
            .unwrap_err()
            .contains("tables alone"));
    }
}
