//! Both forms of the search against plain minimax: the checks of Lemma 7 ([`conjecture`]),
//! random rows against the oracle, and the packed form against the plain one ([`packed`]).

mod conjecture;
mod packed;
mod table;

use crate::solve;
use itertools::Itertools;
use lol_fill::row::{Cell, Row};
use proptest::prelude::*;

/// Every string of up to `max_cells` cells shaped like a piece (`L` or nothing at each end,
/// empty cells and `O`s between) that `keep` accepts.
fn piece_shapes_up_to(max_cells: usize, keep: fn(&[Cell]) -> bool) -> Vec<Vec<Cell>> {
    let mut pieces = Vec::new();
    for inside in 1..=max_cells {
        let runs = std::iter::repeat_n([Cell::Empty, Cell::O], inside).multi_cartesian_product();
        for cells in runs {
            for (left, right) in [(false, false), (false, true), (true, false), (true, true)] {
                let mut piece = Vec::with_capacity(inside + 2);
                piece.extend(left.then_some(Cell::L));
                piece.extend_from_slice(&cells);
                piece.extend(right.then_some(Cell::L));
                if piece.len() <= max_cells && keep(&piece) {
                    pieces.push(piece);
                }
            }
        }
    }
    pieces
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
        let expected = crate::oracle::solve(&row).ok();
        prop_assert_eq!(solve(&row).ok(), expected);
        prop_assert_eq!(lol_fill::solve(&row).ok(), expected);
    }
}

#[test]
fn tools_get_errors_not_panics() {
    let long = vec![Cell::Empty; crate::oracle::MAX_CELLS + 1];
    let e = crate::oracle::Oracle::default().solve(&long).unwrap_err();
    assert!(e.contains("at most 32 cells"), "{}", e);
    assert_eq!(crate::oracle::solve(&vec![Cell::Empty; 3]), Ok(0));
    let text = crate::explain::explain(&vec![Cell::Empty; 7]).unwrap();
    assert!(text.contains("t = 1"), "{}", text);
}
