//! Malformed input is refused with the line and column, exit code 1, never a panic.

use test_support::assert_refused;

const BIN: &str = env!("CARGO_BIN_EXE_lol-fill");

#[test]
fn malformed_rows_are_refused_with_their_position() {
    assert_refused(BIN, b"", 1, 1);
    assert_refused(BIN, b"x\n", 1, 1);
    assert_refused(BIN, b"-1\n", 1, 1);
    assert_refused(BIN, b"2\n***\n", 3, 1);
    assert_refused(BIN, b"1\nL*l\n", 2, 3);
    assert_refused(BIN, b"1\n*** *\n", 2, 5);
    assert_refused(BIN, b"1\n***\n***\n", 3, 1);
    assert_refused(BIN, b"1000000000000\n*\n", 1, 1);
    assert_refused(BIN, "1\nL\u{d8}\n".as_bytes(), 2, 2);
}

/// Past the judge's sizes the program refuses, with the limit named, a row whose piece is too
/// long to search in about a second: 4,000 cells held together by lone `O`s.
#[test]
fn pieces_past_the_limit_are_refused_with_it() {
    let row: String = (0..4000)
        .map(|k| if k % 5 == 2 { 'O' } else { '*' })
        .collect();
    let input = format!("2\n***\n{}\n", row);
    let e = assert_refused(BIN, input.as_bytes(), 3, 1);
    assert!(
        e.contains("a piece of 4000 cells; this program takes at most 100"),
        "{}",
        e
    );
}
