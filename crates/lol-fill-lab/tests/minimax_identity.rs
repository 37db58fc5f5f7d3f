//! Rows too long for the oracle are checked by the minimax identity (the judge program's
//! answers for the rows after each move, and for the row itself; the reference search's for the
//! row itself): a row's value is the best, over its moves (cell × letter), of +1 for making
//! LOL, else minus the value after the move; 0 for a full row, −1 when LOL already stands.

use lol_fill::{parse, solve, Cell, Row};
use lol_fill_lab::reference;

fn rows(name: &str) -> Vec<Row> {
    let path = format!(
        "{}/../../fixtures/lol-fill/{}.in",
        env!("CARGO_MANIFEST_DIR"),
        name
    );
    parse(&std::fs::read(path).expect("fixture exists")).expect("fixture parses")
}

fn has_lol(row: &[Cell]) -> bool {
    row.windows(3).any(|w| w == [Cell::L, Cell::O, Cell::L])
}

fn by_identity(row: &Row) -> i8 {
    if has_lol(row) {
        return -1;
    }
    let mut best = None;
    for i in (0..row.len()).filter(|&i| row[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            let mut next = row.clone();
            next[i] = letter;
            let v = if has_lol(&next) { 1 } else { -solve(&next) };
            best = Some(best.map_or(v, |b: i8| b.max(v)));
        }
    }
    best.unwrap_or(0)
}

#[test]
fn long_rows_satisfy_the_identity() {
    for name in [
        "long-64",
        "lone-os-64",
        "short-pieces-64",
        "long-500",
        "judge-worst-9x19",
    ] {
        for row in rows(name) {
            let expected = by_identity(&row);
            let shown = lol_fill::row::show(&row);
            assert_eq!(solve(&row), expected, "{}: {}", name, shown);
            let by_search = reference::solve(&mut reference::classes(), &row);
            assert_eq!(by_search, expected, "{}: {}", name, shown);
        }
    }
}

#[test]
fn empty_rows_up_to_100_satisfy_the_identity() {
    for n in 1..=100 {
        let row = vec![Cell::Empty; n];
        assert_eq!(solve(&row), by_identity(&row), "empty row of {}", n);
    }
}
