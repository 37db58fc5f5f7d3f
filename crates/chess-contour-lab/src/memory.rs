//! How much memory the layered fill needs for a board, checked by `parse` before anything is
//! allocated, and the refusal of a board past the budget, with the numbers.
//!
//! The fill has two phases, and its peak is the larger ([`Footprint`]):
//!
//! - *building* the tables: the top shapes and their moves, the local shapes and their moves,
//!   and the local runs made from them ([`crate::runs`]);
//! - *filling*: the top shapes and moves, the runs and the one buffer of both layers
//!   ([`crate::placement`]); the local shapes and their moves are gone.
//!
//! Every part is counted from formulas (shapes and moves of a box, runs by
//! [`crate::runs::expected_counts`], the buffer by [`crate::placement::buffer_len`]), at the sizes
//! the code allocates.

use crate::placement::buffer_len;
use crate::runs::{expected_counts, Run, Single};
use crate::sizes::BoxCounts;
use crate::split::Split;
use chess_contour::board::{Board, Capacity};
use chess_contour::staircase::positions;

/// What the layered fill can hold: boards whose peak ([`Footprint::peak`]) fits in
/// [`MEMORY_BUDGET_BYTES`].
pub struct Layered;

impl Capacity for Layered {
    fn check_size(&self, rows: usize, cols: usize) -> Result<(), String> {
        check_tables(rows, cols)
    }

    fn check_board(&self, board: &Board) -> Result<(), String> {
        check_fits(board.rows, board.cols, board.bytes_per_position())
    }
}

/// The most memory the solver may use, at its peak. A board that needs more is refused with the
/// numbers before anything is allocated. This machine has 24 GiB, shared.
pub const MEMORY_BUDGET_BYTES: u64 = 16 << 30;

/// What the process holds besides the fill's tables: code, stack, allocator (about 2 MiB for a
/// 1×1 board).
const PROCESS_BYTES: u128 = 2 << 20;

/// A top or local move: child and cell, two `u32`s.
const BYTES_PER_MOVE: u128 = 8;

/// The fill's memory by part, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    /// The one buffer of both layers.
    pub buffer: u128,
    /// The top shapes (width, first move, two block offsets) and their moves: both phases.
    pub top: u128,
    /// The local runs and single moves: both phases.
    pub runs: u128,
    /// The local shapes and their moves while the runs are built, with the runs' scratch space.
    pub local: u128,
}

impl Footprint {
    /// The model of a board laid out by `split`, at `bytes_per_position` (4 or 8).
    /// O(rows·cols · top·cols · cols) time (the buffer's length).
    pub fn new(split: Split, bytes_per_position: u64) -> Footprint {
        let shapes = |r: usize| positions(r, split.cols).map_or(u128::MAX, u128::from);
        let runs = expected_counts(split.local, split.cols);
        let (run, single) = if bytes_per_position == 4 {
            (size_of::<Run<i32>>(), size_of::<Single<i32>>())
        } else {
            (size_of::<Run<i64>>(), size_of::<Single<i64>>())
        };
        let local_shapes = shapes(split.local);
        // The first row's moves are kept with the shapes: one a shape unless row 0 is full.
        let first_row_moves = match split.local {
            0 => 0,
            r => local_shapes - shapes(r - 1),
        };
        let local_moves = moves(split.local, split.cols) - first_row_moves;
        let most_moves = split.local.min(split.cols) as u128;
        Footprint {
            buffer: u128::from(buffer_len(split)) * u128::from(bytes_per_position),
            // Width, first move, two block offsets: four u32s.
            top: shapes(split.top) * 16 + moves(split.top, split.cols) * BYTES_PER_MOVE,
            runs: u128::from(runs.runs) * run as u128 + u128::from(runs.singles) * single as u128,
            // Width, first move and first row's move (8 bytes) a shape, the other rows' moves,
            // and the largest stone count's moves twice over as pending runs (16 bytes each).
            local: local_shapes * 16
                + local_moves * BYTES_PER_MOVE
                + largest_group(split.local, split.cols) * most_moves * 2 * 16,
        }
    }

    /// While the tables are built: the top tables, the local shapes and the runs.
    pub fn building(&self) -> u128 {
        PROCESS_BYTES + self.top + self.local + self.runs
    }

    /// While the layers are filled: the top tables, the runs and the buffer.
    pub fn filling(&self) -> u128 {
        PROCESS_BYTES + self.top + self.runs + self.buffer
    }

    /// The most the process holds at once.
    pub fn peak(&self) -> u128 {
        self.building().max(self.filling())
    }
}

/// Moves of a box of r rows (each row's free corners): `cols` · C(r − 1 + cols, r − 1), the
/// cover relations of Young's lattice in the box. (For the local rows this counts the first
/// row's moves too, one a shape at most, stored with the shape.)
fn moves(r: usize, cols: usize) -> u128 {
    match r {
        0 => 0,
        _ => positions(r - 1, cols).map_or(u128::MAX, |p| u128::from(p) * cols as u128),
    }
}

/// The most shapes of one stone count in a box: bounds the scratch space of one count's runs.
fn largest_group(rows: usize, cols: usize) -> u128 {
    let counts = BoxCounts::new(rows, cols);
    (0..=rows * cols)
        .map(|j| counts.get(cols, j) as u128)
        .max()
        .unwrap_or(0)
}

/// What the top shapes and moves take: a lower bound of the fill's peak, from sizes alone.
fn top_tables(split: &Split) -> u128 {
    positions(split.top, split.cols)
        .map_or(u128::MAX, u128::from)
        .saturating_mul(16)
        .saturating_add(moves(split.top, split.cols).saturating_mul(BYTES_PER_MOVE))
}

/// The refusal of a board past the budget: its size, what it needs, and the budget.
fn refuse(rows: usize, cols: usize, what: String) -> Result<(), String> {
    Err(format!(
        "the {}×{} board {}, but at most {} fit in memory here (the solver's budget)",
        rows,
        cols,
        what,
        format_bytes(u128::from(MEMORY_BUDGET_BYTES))
    ))
}

/// Ok when the number of positions fits a `u64` and the top shapes' tables, which the fill
/// keeps throughout (a lower bound of its peak), fit in [`MEMORY_BUDGET_BYTES`].
/// O(min(rows, cols)), with no allocation: `parse` runs it before it knows the input can hold
/// the board.
pub fn check_tables(rows: usize, cols: usize) -> Result<(), String> {
    let count = match positions(rows, cols) {
        Some(count) => count,
        None => return refuse(rows, cols, "has more than 2^64 positions".to_string()),
    };
    let tables = top_tables(&Split::new(rows, cols));
    // The narrowest entries: a board the dense fill may take is judged once its values are read.
    if takes_dense(rows, cols, 4) {
        return Ok(());
    }
    if rows.min(cols) > 1 && tables > u128::from(MEMORY_BUDGET_BYTES) {
        return refuse(
            rows,
            cols,
            format!(
                "has {} positions and its tables alone need at least {}",
                count,
                format_bytes(tables)
            ),
        );
    }
    Ok(())
}

/// The widest boards the dense fill takes.
pub const DENSE_UP_TO_SIDE: usize = 7;

/// Whether [`crate::solver::solve`] takes the dense fill for a rows×cols board at `bytes_per_position`.
pub fn takes_dense(rows: usize, cols: usize, bytes_per_position: u64) -> bool {
    rows.min(cols) <= DENSE_UP_TO_SIDE && dense_fits(rows, cols, bytes_per_position)
}

/// Whether the dense fill's one table of a rows×cols board, at `bytes_per_position`, fits in
/// [`MEMORY_BUDGET_BYTES`] (with its values and gain tables, as the judge program's cost model
/// counts them).
pub fn dense_fits(rows: usize, cols: usize, bytes_per_position: u64) -> bool {
    let Some(count) = positions(rows, cols) else {
        return false;
    };
    let cells = (rows as u128) * (cols as u128);
    let bytes = u128::from(count) * u128::from(bytes_per_position)
        + cells * u128::from(42 + 2 * bytes_per_position)
        + PROCESS_BYTES;
    bytes <= u128::from(MEMORY_BUDGET_BYTES)
}

/// Ok when the layered fill of a rows×cols board, at `bytes_per_position`, fits in
/// [`MEMORY_BUDGET_BYTES`] at its peak ([`Footprint`]); otherwise a message with the sizes and
/// the budget. `parse` runs it once the input has shown it holds the board.
pub fn check_fits(rows: usize, cols: usize, bytes_per_position: u64) -> Result<(), String> {
    check_tables(rows, cols)?;
    if takes_dense(rows, cols, bytes_per_position) {
        return Ok(());
    }
    let split = Split::new(rows, cols);
    let count = positions(rows, cols).expect("checked above");
    if rows.min(cols) == 1 {
        // One cell wide: the judge program's dense table, one entry a position.
        let table = u128::from(count) * u128::from(bytes_per_position) + PROCESS_BYTES;
        if table > u128::from(MEMORY_BUDGET_BYTES) {
            let what = format!(
                "has {} positions, {} in one table",
                count,
                format_bytes(table)
            );
            return refuse(rows, cols, what);
        }
        return Ok(());
    }
    let largest = *crate::sizes::layer_sizes(rows, cols)
        .iter()
        .max()
        .expect("a layer");
    let footprint = Footprint::new(split, bytes_per_position);
    if footprint.peak() > u128::from(MEMORY_BUDGET_BYTES) {
        return refuse(
            rows,
            cols,
            format!(
                "has {} positions; its fill needs {} at its peak: {} for its layers (a buffer of \
                 {} positions at {} bytes, each layer written over the one before, the largest \
                 holding {}), {} for its top shapes and moves, {} for its local runs, and {} for \
                 the local shapes while the runs are built",
                count,
                format_bytes(footprint.peak()),
                format_bytes(footprint.buffer),
                footprint.buffer / u128::from(bytes_per_position),
                bytes_per_position,
                largest,
                format_bytes(footprint.top),
                format_bytes(footprint.runs),
                format_bytes(footprint.local)
            ),
        );
    }
    if largest > u64::from(u32::MAX) {
        return Err(format!(
            "the {}×{} board has a layer of {} positions, past the 2^32 a layer may hold here (its \
             block offsets are u32s)",
            rows, cols, largest
        ));
    }
    Ok(())
}

pub fn format_bytes(bytes: u128) -> String {
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
        assert!(check_fits(20, 20, 4).is_ok());
        assert!(check_fits(19, 21, 4).is_ok());
        let why = check_fits(21, 21, 4).unwrap_err();
        assert!(why.contains("a buffer of"), "{}", why);
        assert!(why.contains("16.00 GiB fit in memory"), "{}", why);
        assert!(check_fits(100, 100, 4)
            .unwrap_err()
            .contains("more than 2^64"));
        assert!(check_fits(2, 1 << 28, 4)
            .unwrap_err()
            .contains("tables alone"));
        assert!(check_fits(1, 1 << 40, 4)
            .unwrap_err()
            .contains("in one table"));
        assert!(check_fits(1, 1_000_000, 4).is_ok());
    }

    /// At 20×20 the peak is the fill's: under 12 GiB with `i32`s.
    #[test]
    fn a_20_by_20_board_fills_in_under_12_gib() {
        let footprint = Footprint::new(Split::new(20, 20), 4);
        assert!(footprint.filling() > footprint.building());
        assert!(footprint.peak() < 12 << 30, "{:?}", footprint);
    }
}
