//! The judge program and the reference search against plain minimax and the oracle: the
//! checks of Lemma 7's rule ([`rule`]), the automaton against the search ([`automaton`]), random
//! rows against the oracle, the piece model against scans of rows ([`piece`]), and the search's
//! packed form against scans ([`packed`]).

mod automaton;
mod explain;
mod packed;
mod piece;
mod remoteness;
mod rule;
mod table;

use crate::reference;
use lol_fill::row::{Cell, Row};
use proptest::prelude::*;

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
        prop_assert_eq!(Some(lol_fill::solve(&row)), expected);
        prop_assert_eq!(Some(reference::solve(&mut reference::classes(), &row)), expected);
    }
}

#[test]
fn tools_get_errors_not_panics() {
    let long = vec![Cell::Empty; crate::oracle::MAX_CELLS + 1];
    let e = crate::oracle::Oracle::default().solve(&long).unwrap_err();
    assert!(e.contains("at most 32 cells"), "{}", e);
    assert_eq!(crate::oracle::solve(&vec![Cell::Empty; 3]), Ok(0));
    let text = crate::explain::explain(&vec![Cell::Empty; 7]);
    let state = crate::automaton::emit::judge_dfa().run(&[Cell::Empty; 7]);
    let piece = format!("******* (e mod 2 = 1, t = 1: state {})", state);
    assert!(text.contains(&piece), "{}", text);
}
