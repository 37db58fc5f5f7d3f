//! Malformed input is refused with the line and column, exit code 1, never a panic.

use test_support::assert_refused;

const BIN: &str = env!("CARGO_BIN_EXE_chess-contour");

#[test]
fn malformed_boards_are_refused_with_their_position() {
    assert_refused(BIN, b"", 1, 1);
    assert_refused(BIN, b"2\n", 2, 1);
    assert_refused(BIN, b"0 3\n", 1, 1);
    assert_refused(BIN, b"2 -3\n", 1, 3);
    assert_refused(BIN, b"a b\n", 1, 1);
    assert_refused(BIN, b"1 2\n1 2\n3\n", 4, 1);
    assert_refused(BIN, b"1 2\n1 2.5\n3 4\n", 2, 3);
    assert_refused(BIN, b"1 1\n-1\n0\n", 2, 1);
    assert_refused(BIN, b"1 1\n1\n0\n0\n", 4, 1);
    assert_refused(BIN, b"1 2\n9223372036854775807 1\n0 0\n", 2, 21);
    assert_refused(BIN, b"1 1\n99999999999999999999\n0\n", 2, 1);
    // Sizes past memory or past the input are refused before anything is allocated.
    let past_memory = "MiB this program allows itself";
    assert!(assert_refused(BIN, b"100000 100000\n", 1, 1).contains(past_memory));
    assert!(assert_refused(BIN, b"17 17\n", 1, 1).contains(past_memory));
    assert!(assert_refused(BIN, b"1 4000000000000000000\n", 1, 1).contains(past_memory));
    assert!(assert_refused(BIN, b"1 300000\n", 1, 1).contains("more than the rest of the input"));
    // A thin board whose layer count would need 1.8 GB, with no values to fill it: refused
    // for the input before anything is sized by its cells (found by fuzzing).
    let thin = b"114757513  1 6614757513 6";
    assert!(assert_refused(BIN, thin, 1, 1).contains("more than the rest of the input"));
}
