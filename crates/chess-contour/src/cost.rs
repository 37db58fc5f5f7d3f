//! The cost model: the time and memory a board takes, predicted from its size and the input's
//! length before anything is allocated, so that a board past the judge's limits is refused in
//! a millisecond rather than run out of time or memory.
//!
//! The constants were fitted to the slowest of the judge builds on this project's machine
//! (random values 0–100000; 14×14, 13×13, 10×23, 1×4,000,000 and 4,000,000×1 boards) and round
//! up: the model predicts 1.72 s for a 14×14 board that takes 1.24–1.58 s, 0.85 s for a
//! 1×4,000,000 row of zeros that takes 0.63 s. `cargo xtask hunt chess-contour --edge` checks
//! that no board it admits runs past 80% of the judge's limits.

/// The most input this program reads: a 1×1,000,000 board takes 14 MB.
pub const MAX_INPUT_BYTES: usize = 64 << 20;

/// The judge's limits (LOJ 2471): 1 s of CPU time and 512 MB.
const JUDGE_SECONDS: f64 = 1.0;
const JUDGE_BYTES: f64 = 512e6;

/// The share of each limit a board may be predicted to take: room for the model's error and
/// a slower judge machine.
const ADMITTED_SHARE: f64 = 0.75;

/// What one board takes.
pub struct Cost {
    pub seconds: f64,
    pub bytes: f64,
}

/// The predicted cost of a rows×cols board read from `input_bytes` bytes, with table entries
/// of `bytes_per_position`; `positions` is C(rows + cols, rows).
pub fn predict(
    rows: usize,
    cols: usize,
    positions: f64,
    input_bytes: usize,
    bytes_per_position: u64,
) -> Cost {
    let (cells, input, width) = (
        rows as f64 * cols as f64,
        input_bytes as f64,
        bytes_per_position as f64,
    );
    // Per cell: A and B as i64 (16 bytes), the two gain tables, allocator slack; a board with
    // more rows than columns is solved transposed, a second copy of A and B.
    let per_cell = 26.0 + 2.0 * width + if rows > cols { 16.0 } else { 0.0 };
    // The input is read whole and grows by doubling: up to 3 bytes held per byte read.
    let bytes = 3e6 + 3.0 * input + per_cell * cells + width * positions;
    // 2.2 ns per position and row of the shorter side; 3 ns per byte of memory first touched
    // (the kernel's page faults); 15 ns per input byte parsed.
    let work = positions * rows.min(cols) as f64;
    let seconds = 2.2e-9 * work + 3e-9 * bytes + 15e-9 * input;
    Cost { seconds, bytes }
}

/// Ok when the board's predicted cost is within [`ADMITTED_SHARE`] of the judge's limits;
/// otherwise why not, with the numbers.
pub fn admit(
    rows: usize,
    cols: usize,
    positions: Option<u64>,
    input_bytes: usize,
    bytes_per_position: u64,
) -> Result<(), String> {
    let cost = positions.map(|p| predict(rows, cols, p as f64, input_bytes, bytes_per_position));
    match cost {
        Some(c)
            if c.seconds <= ADMITTED_SHARE * JUDGE_SECONDS
                && c.bytes <= ADMITTED_SHARE * JUDGE_BYTES =>
        {
            Ok(())
        }
        _ => {
            let shown = match (positions, cost) {
                (Some(p), Some(c)) => format!(
                    "{} positions, which would take about {:.2} s and {:.0} MB",
                    p,
                    c.seconds,
                    c.bytes / 1e6
                ),
                _ => "more than 2^64 positions".to_string(),
            };
            Err(format!(
                "the {}×{} board has {}, past what this program admits: {:.2} s and {:.0} MB, \
                 three quarters of the judge's {} s and {} MB",
                rows,
                cols,
                shown,
                ADMITTED_SHARE * JUDGE_SECONDS,
                ADMITTED_SHARE * JUDGE_BYTES / 1e6,
                JUDGE_SECONDS,
                JUDGE_BYTES / 1e6
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::staircase::positions;

    fn admitted(rows: usize, cols: usize, input_bytes: usize) -> bool {
        admit(rows, cols, positions(rows, cols), input_bytes, 4).is_ok()
    }

    /// The judge's boards pass with room to spare; the boards measured past the limits do not.
    #[test]
    fn the_judge_boards_pass_and_the_slow_ones_are_refused() {
        assert!(admitted(10, 10, 1_500));
        assert!(admitted(13, 13, 2_000));
        assert!(admitted(1, 1_000_000, 12_000_000));
        assert!(!admitted(14, 14, 2_300));
        assert!(!admitted(10, 23, 2_700));
        assert!(!admitted(1, 12_000_000, 140_000_000));
        let why = admit(16, 16, positions(16, 16), 3_000, 4).unwrap_err();
        assert!(
            why.contains("16×16") && why.contains("1 s and 512 MB"),
            "{}",
            why
        );
        assert!(admit(40, 40, None, 3_000, 4)
            .unwrap_err()
            .contains("more than 2^64"));
    }
}
