//! Both solvers against the plain oracle: the layered fill on random boards up to 6×6 (with
//! random and with zero B), thin boards up to 2×70 and 70×2, and every tiny board shape with
//! small values; the judge program's dense fill on small boards of every shape. Past the
//! oracle's reach: uniform boards, whose value is known in closed form, and transposition.

use chess_contour::Board;
use proptest::prelude::*;

fn board_strategy() -> impl Strategy<Value = Board> {
    (1usize..=6, 1usize..=6, any::<bool>()).prop_flat_map(|(rows, cols, zero_b)| {
        let cells = rows * cols;
        let b_max = if zero_b { 0 } else { 100_000 };
        (
            proptest::collection::vec(0i64..=100_000, cells),
            proptest::collection::vec(0i64..=b_max, cells),
        )
            .prop_map(move |(a, b)| Board { rows, cols, a, b })
    })
}

/// Boards one or two cells wide (either way round), up to 70 long.
fn thin_board_strategy() -> impl Strategy<Value = Board> {
    (1usize..=2, 1usize..=70, any::<bool>()).prop_flat_map(|(short, long, wide)| {
        let (rows, cols) = if wide { (short, long) } else { (long, short) };
        let cells = rows * cols;
        (
            proptest::collection::vec(0i64..=100_000, cells),
            proptest::collection::vec(0i64..=100_000, cells),
        )
            .prop_map(move |(a, b)| Board { rows, cols, a, b })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn random_boards_match_the_oracle(board in board_strategy()) {
        prop_assert_eq!(crate::solver::solve(&board), crate::oracle::solve(&board));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn thin_boards_match_both_oracles(board in thin_board_strategy()) {
        let expected = crate::oracle::solve_by_rank(&board);
        prop_assert_eq!(crate::solver::solve(&board), expected);
        prop_assert_eq!(crate::oracle::solve(&board), expected);
    }

    #[test]
    fn transposing_keeps_the_value(board in board_strategy()) {
        prop_assert_eq!(crate::solver::solve(&board), crate::solver::solve(&board.transposed()));
    }
}

/// With A = a and B = b everywhere every order scores the same: the first player fills
/// ⌈nm/2⌉ cells and the second ⌊nm/2⌋. Sizes far past the oracle, in both score widths.
#[test]
fn uniform_boards_have_the_closed_form_value() {
    for &(rows, cols, a, b) in &[
        (12, 12, 7, 3),
        (11, 13, 5, 9),
        (13, 11, 100_000, 0),
        (1, 999, 4, 6),
        (40, 3, 2, 1),
        (9, 10, 3_000_000_000, 1),
    ] {
        let cells = rows * cols;
        let board = Board {
            rows,
            cols,
            a: vec![a; cells],
            b: vec![b; cells],
        };
        let expected = cells.div_ceil(2) as i64 * a - (cells / 2) as i64 * b;
        assert_eq!(crate::solver::solve(&board), expected, "{}×{}", rows, cols);
    }
}

/// A 12×12 and a 7×15 board, past the hash oracle's comfort: the flat-memo oracle, and the
/// transposed board.
#[test]
fn mid_size_boards_match_the_flat_memo_and_the_transpose() {
    for &(rows, cols) in &[(12, 12), (7, 15)] {
        let a: Vec<i64> = (0..rows * cols)
            .map(|k| (k * 7919 % 100_001) as i64)
            .collect();
        let b: Vec<i64> = (0..rows * cols)
            .map(|k| (k * 104_729 % 99_991) as i64)
            .collect();
        let board = Board { rows, cols, a, b };
        let expected = crate::oracle::solve_by_rank(&board);
        assert_eq!(crate::solver::solve(&board), expected);
        assert_eq!(crate::solver::solve(&board.transposed()), expected);
    }
}

/// Every shape up to 3×3 with every assignment of values from {0, 1, 2} to A (B = 2 − A
/// mirrored), i.e. all the ways ties and orders can fall on tiny boards.
#[test]
fn every_tiny_board_matches_the_oracle() {
    let mut checked = 0;
    for rows in 1..=3 {
        for cols in 1..=3 {
            let cells = rows * cols;
            for code in 0..3usize.pow(cells as u32) {
                let a: Vec<i64> = (0..cells)
                    .map(|k| (code / 3usize.pow(k as u32) % 3) as i64)
                    .collect();
                let b: Vec<i64> = a.iter().rev().map(|&v| 2 - v).collect();
                let board = Board { rows, cols, a, b };
                assert_eq!(
                    crate::solver::solve(&board),
                    crate::oracle::solve(&board),
                    "{:?}",
                    board
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 20_000);
}

/// The judge program's dense fill against the oracle on small boards of every shape, with
/// small values (ties are common), in both score widths.
#[test]
fn the_dense_fill_matches_the_oracle() {
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
            let expected = crate::oracle::solve(&board);
            assert_eq!(chess_contour::dense::solve_as::<i64>(&board), expected);
            assert_eq!(chess_contour::dense::solve_as::<i32>(&board), expected);
        }
    }
}

/// Every split of the rows into top and local rows, in both orientations, and every thread
/// count (threads on the smallest batches too) give the oracle's value.
#[test]
fn every_split_and_thread_count_match_the_oracle() {
    use crate::parallel::Threads;
    use crate::split::Split;
    for (rows, cols, seed) in [(5, 6, 1u64), (6, 5, 2), (4, 7, 3), (6, 6, 4)] {
        let values = |salt: u64| -> Vec<i64> {
            (0..rows * cols)
                .map(|k| ((k as u64 * 7919 + seed * 104_729 + salt * 31) % 1000) as i64)
                .collect()
        };
        let board = Board {
            rows,
            cols,
            a: values(1),
            b: values(2),
        };
        let expected = crate::oracle::solve(&board);
        for transposed in [false, true] {
            let (r, c) = if transposed {
                (cols, rows)
            } else {
                (rows, cols)
            };
            for top in 0..=r {
                for count in [1, 2, 3, 5] {
                    let split = Split {
                        rows: r,
                        cols: c,
                        top,
                        local: r - top,
                        transposed,
                    };
                    let threads = Threads {
                        count,
                        from_positions: 1,
                    };
                    let value = crate::solver::solve_with(&board, split, threads);
                    assert_eq!(value, expected, "{:?} on {} threads", split, count);
                }
            }
        }
    }
}

/// Two zero rows at the bottom or two zero columns at the right change nothing
/// ([`crate::closed_forms`]): boards up to 7×7 whose values fill a corner, against the oracle
/// on the corner, with the corner's values and with values only in its first row.
#[test]
fn zero_rows_and_columns_in_pairs_change_nothing() {
    use crate::closed_forms::{drawn, padded};
    for seed in 0..40u64 {
        let (p, q) = (1 + seed as usize % 3, 1 + seed as usize / 3 % 4);
        let mut corner = drawn(p, q, seed, if seed % 2 == 0 { 9 } else { 100_000 });
        if seed % 5 == 0 {
            // Values in the first row only.
            corner.a[q..].fill(0);
            corner.b[q..].fill(0);
        }
        let expected = crate::oracle::solve(&corner);
        for (extra_rows, extra_cols) in [(2, 0), (0, 2), (2, 2), (4, 2)] {
            let board = padded(&corner, p + extra_rows, q + extra_cols);
            assert_eq!(crate::oracle::solve(&board), expected, "{:?}", board);
            assert_eq!(crate::solver::solve(&board), expected, "{:?}", board);
        }
    }
}

/// The same past the oracle: a 14×14 board whose values fill its 8×8 corner is worth the
/// corner, and a 16×10 one (corner 6×8, B zero) too.
#[test]
fn a_padded_board_is_worth_its_corner_past_the_oracle() {
    use crate::closed_forms::{drawn, padded};
    let corner = drawn(8, 8, 14, 100_000);
    let board = padded(&corner, 14, 14);
    assert_eq!(crate::solver::solve(&board), crate::oracle::solve(&corner));
    let mut corner = drawn(6, 8, 16, 1000);
    corner.b.fill(0);
    let board = padded(&corner, 16, 10);
    assert_eq!(crate::solver::solve(&board), crate::oracle::solve(&corner));
}

/// Adding a to every A and b to every B adds ⌈nm/2⌉·a − ⌊nm/2⌋·b
/// ([`crate::closed_forms::shifted`]): on boards up to 6×6 against the oracle, and at 13×12
/// between two fills.
#[test]
fn shifting_every_value_shifts_the_answer() {
    use crate::closed_forms::{drawn, shifted, uniform_value};
    for seed in 0..30u64 {
        let (rows, cols) = (1 + seed as usize % 6, 1 + seed as usize / 6 % 6);
        let board = drawn(rows, cols, seed, 50);
        let (a, b) = (seed as i64 * 7 % 13, seed as i64 * 5 % 11);
        let expected = crate::oracle::solve(&board) + uniform_value(rows, cols, a, b);
        assert_eq!(crate::solver::solve(&shifted(&board, a, b)), expected);
    }
    let board = drawn(13, 12, 1312, 100_000);
    let base = crate::solver::solve(&board);
    let moved = crate::solver::solve(&shifted(&board, 1234, 99_999));
    assert_eq!(moved, base + uniform_value(13, 12, 1234, 99_999));
}
