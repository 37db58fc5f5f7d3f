//! The solver against the plain oracle: random boards up to 6×6 (with random and with zero B),
//! and every tiny board shape with small values.

use crate::board::Board;
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn random_boards_match_the_oracle(board in board_strategy()) {
        prop_assert_eq!(crate::solve(&board), crate::oracle::solve(&board));
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
                    crate::solve(&board),
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
