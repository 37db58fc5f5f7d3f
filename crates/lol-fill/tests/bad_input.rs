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
