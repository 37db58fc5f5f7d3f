//! The solver: one table entry per staircase, filled from the full board down.
//!
//! Staircases are ranked by [`crate::staircase`]: the path's up-steps `c_0 < … < c_{n−1}` give
//! rank Σ C(c_i, i+1), and a stone in row n−1−i moves `c_i` one step later and the rank up by
//! C(c_i, i). So every move leads to a higher rank, and walking the ranks down from the full
//! board reads only values already written: `value[r] = max over free corners of gain −
//! value[r + C(c_i, i)]`, 0 for the full board, the mover fixed by the number of stones. The
//! walk steps from each combination to the previous one in colex order (the order of the
//! ranks), O(1) amortised. Time O(C(n+m, n) · min(n, m)), memory one entry per position: 0.7 MiB for
//! the judge's 10×10; a board the cost model ([`crate::cost`]) puts past the judge's limits is
//! refused.

use crate::board::{Board, Capacity};
use crate::cost;
use crate::score::Score;
use crate::staircase::{positions, Binomials};

/// The judge program's capacity: boards the cost model ([`crate::cost`]) puts within the
/// judge's limits, read from an input of `input_bytes` bytes.
pub struct Table {
    pub input_bytes: usize,
}

impl Capacity for Table {
    fn check_size(&self, rows: usize, cols: usize) -> Result<(), String> {
        cost::admit(rows, cols, positions(rows, cols), self.input_bytes, 4)
    }

    fn check_board(&self, board: &Board) -> Result<(), String> {
        let (rows, cols) = (board.rows, board.cols);
        cost::admit(
            rows,
            cols,
            positions(rows, cols),
            self.input_bytes,
            board.bytes_per_position(),
        )
    }
}

/// The first player's optimal score minus the second's, in the narrowest score type that holds
/// the board. The board was admitted by `parse`.
pub fn solve(board: &Board) -> i64 {
    if board.bytes_per_position() == 4 {
        solve_as::<i32>(board)
    } else {
        solve_as::<i64>(board)
    }
}

/// [`solve`] in scores of type `T`. A board with more rows than columns is solved transposed:
/// the work per position grows with the number of rows.
pub fn solve_as<T: Score>(board: &Board) -> i64 {
    if board.rows > board.cols {
        return solve_as::<T>(&board.transposed());
    }
    let (rows, cols) = (board.rows, board.cols);
    let count = positions(rows, cols).expect("checked by parse") as usize;
    let binomials = Binomials::new(rows, cols);
    let gain_first: Vec<T> = board.a.iter().map(|&v| T::from_i64(v)).collect();
    let gain_second: Vec<T> = board.b.iter().map(|&v| T::from_i64(v)).collect();
    let mut value = vec![T::default(); count];
    // The full board: every up-step as late as it goes; its value stays 0.
    let mut steps: Vec<usize> = (0..rows).map(|i| cols + i).collect();
    for rank in (0..count - 1).rev() {
        previous_in_colex(&mut steps);
        let stones: usize = steps.iter().enumerate().map(|(i, &c)| c - i).sum();
        let gains = if stones % 2 == 0 {
            &gain_first
        } else {
            &gain_second
        };
        let mut best = T::MIN;
        for i in 0..rows {
            // Row rows−1−i can take a stone when its up-step can move one step later.
            let limit = if i + 1 < rows {
                steps[i + 1]
            } else {
                rows + cols
            };
            if steps[i] + 1 < limit {
                let cell = (rows - 1 - i) * cols + steps[i] - i;
                best = best.max(gains[cell] - value[rank + binomials.get(steps[i], i)]);
            }
        }
        value[rank] = best;
    }
    value[0].to_i64()
}

/// The combination just before `steps` in colex order (rank one lower): the lowest up-step
/// that is not as early as it can be moves one step earlier, and those below it follow right
/// behind it.
fn previous_in_colex(steps: &mut [usize]) {
    let i = (0..steps.len())
        .find(|&i| steps[i] > i)
        .expect("the empty board comes last");
    steps[i] -= 1;
    for j in (0..i).rev() {
        steps[j] = steps[j + 1] - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: usize, cols: usize, a: Vec<i64>, b: Vec<i64>) -> Board {
        Board { rows, cols, a, b }
    }

    /// On one row or column every move is forced: the value is the alternating sum.
    #[test]
    fn a_single_row_or_column_is_the_alternating_sum() {
        for (rows, cols) in [(1, 7), (7, 1), (1, 1)] {
            let a: Vec<i64> = (0..7).map(|k| k * 31 % 10).take(rows * cols).collect();
            let b: Vec<i64> = (0..7).map(|k| k * 17 % 10).take(rows * cols).collect();
            let expected: i64 = (0..rows * cols)
                .map(|k| if k % 2 == 0 { a[k] } else { -b[k] })
                .sum();
            assert_eq!(solve(&board(rows, cols, a, b)), expected);
        }
    }

    /// With A = a and B = b everywhere every order scores the same: ⌈nm/2⌉·a − ⌊nm/2⌋·b.
    #[test]
    fn uniform_boards_have_the_closed_form_value() {
        for (rows, cols, a, b) in [(4, 5, 7, 3), (5, 4, 3_000_000_000, 1), (3, 3, 0, 9)] {
            let cells = rows * cols;
            let expected = ((cells + 1) / 2) as i64 * a - (cells / 2) as i64 * b;
            assert_eq!(
                solve(&board(rows, cols, vec![a; cells], vec![b; cells])),
                expected
            );
        }
    }

    /// The narrow and the wide table give the same values, in both orientations.
    #[test]
    fn both_score_widths_agree() {
        for seed in 0..20u64 {
            let values = |salt: u64| -> Vec<i64> {
                (0..12)
                    .map(|k| ((k as u64 * 7919 + seed * 104_729 + salt) % 11) as i64)
                    .collect()
            };
            let b = board(3, 4, values(1), values(2));
            assert_eq!(solve_as::<i64>(&b), solve_as::<i32>(&b));
            assert_eq!(solve_as::<i64>(&b), solve_as::<i64>(&b.transposed()));
        }
    }
}
