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

/// Lemma 6 of `rules`: a neutral piece counts as its empty cells in spare moves. Every neutral
/// piece of rows of up to nine cells, set beside every row of up to five cells (two `O`s keep
/// them apart), gives the oracle's value of that row with as many spare moves (`O*` cells)
/// beside it instead. And this identity is not one that any piece passes: some piece without a
/// gap move that is not neutral changes an outcome.
#[test]
fn neutral_pieces_count_as_spare_moves() {
    use crate::pieces::{split, Piece, Pieces};
    use crate::rules::{has_gap, has_lol, has_threat};
    use std::collections::BTreeSet;

    let mut pieces = Pieces::default();
    let (mut neutral, mut others) = (BTreeSet::new(), BTreeSet::new());
    for row in (0..=9).flat_map(all_rows) {
        if has_lol(&row) || has_threat(&row) || has_gap(&row) {
            continue;
        }
        for piece in split(&row).0 {
            let id = pieces.id(&piece);
            if pieces.is_neutral(id) {
                neutral.insert(piece);
            } else if !pieces.has_gap_move(id) {
                others.insert(piece);
            }
        }
    }
    let beside = |row: &Row, piece: &[Cell]| -> Row {
        let mut joined = row.clone();
        joined.extend([Cell::O, Cell::O]);
        joined.extend_from_slice(piece);
        joined
    };
    let spare_moves = |piece: &Piece| -> Vec<Cell> {
        let empties = piece.iter().filter(|&&c| c == Cell::Empty).count();
        [Cell::O, Cell::Empty].repeat(empties)
    };
    let contexts: Vec<Row> = (0..=5).flat_map(all_rows).collect();
    let mut oracle = Oracle::default();
    let mut changes_no_outcome = |piece: &Piece| {
        contexts.iter().all(|row| {
            oracle.solve(&beside(row, piece)) == oracle.solve(&beside(row, &spare_moves(piece)))
        })
    };
    assert!(neutral.len() >= 30, "only {} neutral pieces", neutral.len());
    for piece in &neutral {
        assert!(changes_no_outcome(piece), "{}", crate::row::show(piece));
    }
    assert!(!others.iter().all(changes_no_outcome));
}
