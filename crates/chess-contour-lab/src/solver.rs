//! The lab's solver: negamax over staircases, one layer of positions (stone count) at a time.
//!
//! The value of a position is the best (mover's score − opponent's score) over the rest of the
//! game, the mover being fixed by the number of stones placed (even: the first player).
//! `value(S) = max over stones s addable to S of gain(s) − value(S + s)`, and 0 for the full
//! board. Every move adds one stone, so the positions with k stones need only those with
//! k + 1: [`crate::fill`] keeps them in one buffer, layer k written over what nothing reads of
//! layer k + 1 any more. Time O(C(n+m, n) · n), memory about 1.06 of the largest layer at 20×20
//! (a layer holds at most a few percent of the C(n+m, n) positions; [`crate::placement`]).

use crate::fill::LayeredFill;
use crate::parallel::Threads;
use crate::split::Split;
use chess_contour::score::Score;
use chess_contour::Board;

/// The first player's optimal score minus the second's, in `i32`s when every score difference
/// fits in 31 bits and in `i64`s otherwise. O(C(n+m, n) · n) time.
///
/// Boards at most [`crate::memory::DENSE_UP_TO_SIDE`] cells wide take the judge program's dense fill where
/// its one table fits the lab's memory ([`crate::memory::dense_fits`]): there the layered
/// fill's count tables grow with a power of the length (2×2000: 10.7 s against the dense
/// fill's 0.01 s; 3×300 1.7 s against 0.03; 6×45 0.34 s against 0.19), and from 7 rows on the
/// two are alike (7×33 0.22 s against 0.20; 8×25 0.14 s against 0.18, where the layered fill
/// wins, as on every squarer board from 10×10 up).
pub fn solve(board: &Board) -> i64 {
    if crate::memory::takes_dense(board.rows, board.cols, board.bytes_per_position()) {
        let what = format!("the dense fill of the {}×{} board", board.rows, board.cols);
        return crate::progress::while_running(&what, || chess_contour::dense::solve(board));
    }
    solve_with(
        board,
        Split::new(board.rows, board.cols),
        Threads::available(),
    )
}

/// [`solve`] by the layered fill with a given layout of the rows (the board is transposed when
/// the split says so) and threads.
pub fn solve_with(board: &Board, split: Split, threads: Threads) -> i64 {
    let oriented = if split.transposed {
        board.transposed()
    } else {
        board.clone()
    };
    if board.bytes_per_position() == 4 {
        fill::<i32>(split, &oriented, threads)
    } else {
        fill::<i64>(split, &oriented, threads)
    }
}

fn fill<T: Score>(split: Split, board: &Board, threads: Threads) -> i64 {
    LayeredFill::<T>::new(split, &board.a, &board.b, threads)
        .solve()
        .to_i64()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::takes_dense;

    fn board(text: &str) -> Board {
        crate::parse(text.as_bytes()).unwrap()
    }

    /// Every split into top and local rows gives the oracle's value, both orientations.
    #[test]
    fn every_split_of_the_rows_matches_the_oracle() {
        let board = board("3 4  1 9 3 4  5 6 2 8  9 1 11 3  4 0 7 1  0 5 2 8  3 3 0 6");
        let expected = crate::oracle::solve(&board);
        for transposed in [false, true] {
            let rows = if transposed { 4 } else { 3 };
            for top in 0..=rows {
                let split = Split {
                    rows,
                    cols: 7 - rows,
                    top,
                    local: rows - top,
                    transposed,
                };
                assert_eq!(
                    solve_with(&board, split, Threads::one()),
                    expected,
                    "{:?}",
                    split
                );
            }
        }
    }

    /// Thin boards take the dense fill, squarer ones the layered fill.
    #[test]
    fn the_dense_fill_takes_the_thin_boards() {
        assert!(takes_dense(2, 2000, 4) && takes_dense(20_000, 2, 4) && takes_dense(7, 33, 4));
        assert!(!takes_dense(8, 25, 4) && !takes_dense(12, 12, 4));
        // Too large a table for the lab's memory: the layered fill's reach, as before.
        assert!(!takes_dense(7, 100, 4));
    }

    /// Boards whose boundary is longer than 64 steps (no bit-mask shortcuts may be assumed),
    /// by both fills.
    #[test]
    fn long_thin_boards_match_the_oracle() {
        for (rows, cols) in [(3, 70), (70, 2), (2, 70), (1, 100), (100, 1)] {
            let values: Vec<String> = (0..2 * rows * cols)
                .map(|k| ((k * 7919) % 101).to_string())
                .collect();
            let board = board(&format!("{} {}\n{}\n", rows, cols, values.join(" ")));
            let expected = crate::oracle::solve(&board);
            assert_eq!(solve(&board), expected, "{}×{}", rows, cols);
            if rows.min(cols) > 1 {
                let layered = solve_with(&board, Split::new(rows, cols), Threads::one());
                assert_eq!(layered, expected, "{}×{}", rows, cols);
            }
            assert_eq!(crate::oracle::solve_by_rank(&board), expected);
        }
    }

    /// On a single row or column every move is forced: the value is the alternating sum. The
    /// column of 300,000 cells also checks that thin boards stay linear (dense fill, solved
    /// transposed).
    #[test]
    fn a_single_long_row_or_column_is_the_alternating_sum() {
        for (rows, cols) in [(1, 5000), (300_000, 1)] {
            let cells = rows * cols;
            let a: Vec<i64> = (0..cells).map(|k| (k as i64 * 31) % 1000).collect();
            let b: Vec<i64> = (0..cells).map(|k| (k as i64 * 17) % 1000).collect();
            let expected: i64 = (0..cells)
                .map(|k| if k % 2 == 0 { a[k] } else { -b[k] })
                .sum();
            assert_eq!(
                solve(&Board { rows, cols, a, b }),
                expected,
                "{}×{}",
                rows,
                cols
            );
        }
    }

    #[test]
    fn sample_is_two() {
        assert_eq!(solve(&board("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n")), 2);
    }
}
