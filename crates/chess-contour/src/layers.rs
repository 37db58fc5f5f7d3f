//! Layers and their sizes: the positions with k stones, how many there are, and how much memory
//! the layered fill needs for a board (checked by `parse` before anything is allocated).
//!
//! The number of staircases with k stones in an r×w box is the number of partitions of k into
//! at most r parts, each at most w: the coefficient of q^k in the Gaussian binomial
//! [r+w choose r]_q. A partition either has its largest part below w (it fits in r×(w−1)) or
//! equal to w (the other r−1 parts fit in (r−1)×w), which gives the recurrence of [`BoxCounts`].

use crate::staircase::positions;

/// The most memory the solver may use: its two largest adjacent layers plus its tables.
/// A board that needs more is refused with the numbers before anything is allocated.
pub const MEMORY_BUDGET_BYTES: u64 = 16 << 30;

/// How the solver lays out a board. The game is the same on the transposed board (a stone's
/// rule is symmetric in rows and columns), so the solver works on the orientation with at
/// least as many rows as columns: its tables then grow with the short side. The rows split
/// into `top` rows (0..top) and `local` rows (top..rows), about half each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    pub rows: usize,
    pub cols: usize,
    pub top: usize,
    pub local: usize,
    /// Whether the solver's rows are the board's columns.
    pub transposed: bool,
}

impl Split {
    pub fn new(rows: usize, cols: usize) -> Split {
        let (long, short) = (rows.max(cols), rows.min(cols));
        // Half the rows on top balances the two groups' tables (C(top+cols, top) shapes each
        // side); more top rows make blocks shorter, more local rows make more scattered reads.
        let top = long / 2;
        Split {
            rows: long,
            cols: short,
            top,
            local: long - top,
            transposed: rows < cols,
        }
    }
}

/// How many shapes of j stones fit in `rows` rows of length at most w, for every w ≤ `cols`
/// and j ≤ rows·cols. O(rows · cols · rows·cols) to build, O(1) to read.
pub struct BoxCounts {
    stride: usize,
    table: Vec<u64>,
}

impl BoxCounts {
    pub fn new(rows: usize, cols: usize) -> Self {
        let stride = rows * cols + 1;
        // Zero rows: only the empty shape, for every width.
        let mut fewer = vec![0u64; (cols + 1) * stride];
        for w in 0..=cols {
            fewer[w * stride] = 1;
        }
        for r in 1..=rows {
            let mut table = vec![0u64; (cols + 1) * stride];
            table[0] = 1;
            for w in 1..=cols {
                for j in 0..=r * w {
                    // Largest part below w, or equal to w with the rest under it in r−1 rows.
                    let below = table[(w - 1) * stride + j];
                    let full = if j >= w { fewer[w * stride + j - w] } else { 0 };
                    table[w * stride + j] = below.saturating_add(full);
                }
            }
            fewer = table;
        }
        BoxCounts {
            stride,
            table: fewer,
        }
    }

    /// Shapes of `stones` stones with every row at most `width` long.
    #[inline]
    pub fn get(&self, width: usize, stones: usize) -> usize {
        if stones < self.stride {
            self.table[width * self.stride + stones] as usize
        } else {
            0
        }
    }
}

/// The number of staircases with k stones on a rows×cols board, for k = 0..=rows·cols: the
/// coefficients of [rows+cols choose s]_q = Π_{i=1..s} (1 − q^{l+i}) / (1 − q^i) with s the
/// short side and l the long one. O(s · rows·cols). The caller has checked that C(rows+cols,
/// rows) fits in a `u64`, which bounds every coefficient here.
pub fn layer_sizes(rows: usize, cols: usize) -> Vec<u64> {
    let (long, short) = (rows.max(cols), rows.min(cols));
    let cells = long * short;
    let mut poly = vec![0i128; cells + 1];
    poly[0] = 1;
    for i in 1..=short {
        // Times (1 − q^{long+i}), from the top down so each term reads an old one.
        for k in (long + i..=cells).rev() {
            poly[k] -= poly[k - long - i];
        }
        // Divided by (1 − q^i): multiply by 1 + q^i + q^{2i} + …, a running sum with stride i.
        for k in i..=cells {
            poly[k] += poly[k - i];
        }
    }
    poly.into_iter().map(|c| c as u64).collect()
}

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
    (12 + 2 * b + b - 1) / b * b
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

/// The most positions in two adjacent layers (the two layers the fill holds at once).
pub fn largest_adjacent_layers(sizes: &[u64]) -> u64 {
    sizes
        .windows(2)
        .map(|w| w[0] + w[1])
        .max()
        .unwrap_or(sizes[0])
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

    /// Layer sizes add up to C(n+m, n), match [`BoxCounts`] and a count by enumeration.
    #[test]
    fn layer_sizes_count_staircases_by_stones() {
        for (rows, cols) in [(1, 1), (1, 5), (4, 3), (3, 4), (5, 5), (16, 16)] {
            let sizes = layer_sizes(rows, cols);
            let total: u64 = sizes.iter().sum();
            assert_eq!(Some(total), positions(rows, cols));
            let counts = BoxCounts::new(rows.max(cols), rows.min(cols));
            for (k, &size) in sizes.iter().enumerate() {
                assert_eq!(size as usize, counts.get(rows.min(cols), k));
            }
            if rows * cols <= 20 {
                let mut by_stones = vec![0u64; rows * cols + 1];
                for s in crate::staircase::all_staircases(rows, cols) {
                    by_stones[s.iter().sum::<usize>()] += 1;
                }
                assert_eq!(by_stones, sizes);
            }
        }
    }

    #[test]
    fn counts_shapes_in_narrower_boxes() {
        let counts = BoxCounts::new(3, 4);
        // Shapes of 2 stones in 3 rows: (2), (1,1); with rows at most 1 long: (1,1) only.
        assert_eq!(counts.get(4, 2), 2);
        assert_eq!(counts.get(1, 2), 1);
        assert_eq!(counts.get(0, 0), 1);
        assert_eq!(counts.get(0, 1), 0);
        assert_eq!(counts.get(2, 7), 0);
    }

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
