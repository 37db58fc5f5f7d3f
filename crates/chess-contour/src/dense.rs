//! The judge's solver: one table entry per staircase, filled from the full board down.
//!
//! Staircases are ranked by [`crate::staircase`]: the path's up-steps `c_0 < … < c_{n−1}` give
//! rank Σ C(c_i, i+1), and a stone in row n−1−i moves `c_i` one step later and the rank up by
//! C(c_i, i). So every move leads to a higher rank, and walking the ranks down from the full
//! board reads only values already written: `value[r] = max over free corners of gain −
//! value[r + C(c_i, i)]`, 0 for the full board, the mover fixed by the number of stones. The
//! walk steps from each combination to the previous one in colex order (the order of the
//! ranks), O(1) amortised. Time O(C(n+m, n) · min(n, m)), memory one entry per position: 0.7 MiB for
//! the judge's 10×10. Past the judge's boards the workspace binary fills layer by layer
//! instead (feature `layers`: [`crate::fill`]), keeping two layers in memory.

use crate::board::Board;
use crate::solver::Score;
use crate::staircase::{positions, Binomials};

/// The first player's optimal score minus the second's. A board with more rows than columns is
/// solved transposed: the work per position grows with the number of rows.
pub fn solve<T: Score>(board: &Board) -> i64 {
    if board.rows > board.cols {
        return solve::<T>(&board.transposed());
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

    /// The dense fill against the oracle on every tiny board shape with small values, and on
    /// thin boards.
    #[test]
    fn dense_fill_matches_the_oracle() {
        for (rows, cols) in [
            (1, 1),
            (1, 5),
            (5, 1),
            (2, 3),
            (3, 3),
            (4, 2),
            (3, 5),
            (6, 6),
        ] {
            for seed in 0..20u64 {
                let values = |salt: u64| -> Vec<i64> {
                    (0..rows * cols)
                        .map(|k| ((k as u64 * 7919 + seed * 104_729 + salt) % 11) as i64)
                        .collect()
                };
                let board = Board {
                    rows,
                    cols,
                    a: values(1),
                    b: values(2),
                };
                assert_eq!(
                    solve::<i64>(&board),
                    crate::oracle::solve(&board),
                    "{:?}",
                    board
                );
            }
        }
    }
}
