//! The fuzz checks (the `bytes` and `oracle` targets of `fuzz/`, replayed on the committed
//! corpus by the `problems` crate's tests):
//!
//! - [`bytes`]: any input through the judge program's answer (which the lab binary prints);
//!   it must return, and an error must name a line and a column inside the input. Where every
//!   row is small, the answer must also be the reference search's.
//! - [`oracle`]: a row of at most 14 cells decoded from the bytes with [`arbitrary`]; the
//!   program's answer and the reference search's must equal the plain oracle's.

use crate::oracle::Oracle;
use arbitrary::{Result, Unstructured};
use lol_fill::pieces::empties;
use lol_fill::row::{show, Cell, Row};
use std::cell::RefCell;

/// Rows longer than this, or with more empty cells than [`BYTES_MAX_EMPTIES`], are not checked
/// against the reference search in [`bytes`]: the search is exponential in the worst case, and
/// a fuzzer wants microseconds per input.
pub const BYTES_MAX_CELLS: usize = 24;

/// See [`BYTES_MAX_CELLS`]. Random rows with 10 empty cells take 25 µs on average, with 12
/// already 90 µs and with 20 about 0.7 ms (up to 8 ms).
pub const BYTES_MAX_EMPTIES: usize = 10;

/// The longest [`oracle`] row: the plain oracle's memo holds up to 3^14 rows there.
pub const ORACLE_MAX_CELLS: usize = 14;

/// Arbitrary bytes through the judge program, and beside it the reference search when every
/// row has at most [`BYTES_MAX_CELLS`] cells and [`BYTES_MAX_EMPTIES`] empty cells (the parse
/// is linear in the input; malformed inputs go through both).
pub fn bytes(input: &[u8]) {
    let small = lol_fill::parse(input).map_or(true, |rows| {
        rows.iter()
            .all(|row| row.len() <= BYTES_MAX_CELLS && empties(row) <= BYTES_MAX_EMPTIES)
    });
    let beside: test_support::Answer = if small {
        crate::reference::answer
    } else {
        crate::answer
    };
    let within = crate::within_judge_sizes(input);
    test_support::assert_programs_agree(input, beside, lol_fill::answer, within);
}

/// A row of 1..=[`ORACLE_MAX_CELLS`] cells, each `L`, `O` or empty.
pub fn decode(u: &mut Unstructured) -> Result<Row> {
    let len = u.int_in_range(1..=ORACLE_MAX_CELLS)?;
    (0..len)
        .map(|_| u.choose(&[Cell::L, Cell::O, Cell::Empty]).copied())
        .collect()
}

/// The oracle's answer in the judge's format: the one place the fuzz target calls the oracle.
///
/// One oracle serves every input of the thread: a row's value does not depend on the rows asked
/// before, so its memo only saves work (a 14-cell empty row takes it seconds cold). It holds at
/// most the 3^0 + … + 3^14 rows of up to 14 cells, a few hundred MB.
fn oracle_answer(row: &Row) -> String {
    thread_local! {
        static ORACLE: RefCell<Oracle> = RefCell::new(Oracle::default());
    }
    let value = ORACLE.with(|oracle| oracle.borrow_mut().solve(row));
    // Decoded rows are within the oracle's 32 cells.
    lol_fill::format(&[value.expect("a fuzz row within the oracle's limit")])
}

/// Decodes a row from the fuzzer's bytes and checks the solver against the oracle.
pub fn oracle(data: &[u8]) {
    let Ok(row) = decode(&mut Unstructured::new(data)) else {
        return; // too few bytes for a position
    };
    let text = format!("1\n{}\n", show(&row));
    let expected = oracle_answer(&row);
    test_support::assert_answers_as_oracle(&text, lol_fill::answer, &expected);
    test_support::assert_answers_as_oracle(&text, crate::reference::answer, &expected);
}
