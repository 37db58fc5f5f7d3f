//! The solver against the plain oracle: every row of length ≤ 10, and random longer rows.

use crate::oracle::Oracle;
use crate::row::{Cell, Row};
use crate::solve;
use proptest::prelude::*;

fn all_rows(len: usize) -> impl Iterator<Item = Row> {
    (0..3usize.pow(len as u32)).map(move |mut code| {
        (0..len)
            .map(|_| {
                let cell = [Cell::Empty, Cell::L, Cell::O][code % 3];
                code /= 3;
                cell
            })
            .collect()
    })
}

#[test]
fn every_row_up_to_ten_cells_matches_the_oracle() {
    let mut oracle = Oracle::default();
    let mut checked = 0;
    for len in 0..=10 {
        for row in all_rows(len) {
            assert_eq!(
                solve(&row),
                oracle.solve(&row),
                "row {}",
                crate::row::show(&row)
            );
            checked += 1;
        }
    }
    assert_eq!(checked, (0..=10).map(|l| 3usize.pow(l)).sum::<usize>());
}

fn row_strategy(max_len: usize) -> impl Strategy<Value = Row> {
    // Half empty on average; the oracle's cost grows 3× per empty cell, so rows with more than
    // 12 are skipped (an empty row of 16 takes it half a minute).
    let cell = prop_oneof![2 => Just(Cell::Empty), 1 => Just(Cell::L), 1 => Just(Cell::O)];
    proptest::collection::vec(cell, 11..=max_len)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]
    #[test]
    fn random_rows_up_to_sixteen_cells_match_the_oracle(row in row_strategy(16)) {
        prop_assume!(row.iter().filter(|&&c| c == Cell::Empty).count() <= 12);
        prop_assert_eq!(solve(&row), crate::oracle::solve(&row));
    }
}
