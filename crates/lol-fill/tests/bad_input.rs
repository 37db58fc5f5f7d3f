//! Malformed input is refused with the line and column, exit code 1, never a panic; rows of
//! any length are answered.

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

/// Empty rows of a million cells and one more: a second-player win and a first-player win
/// (the known results for empty rows, see `solver`'s tests).
#[test]
fn rows_of_a_million_cells_are_answered() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let input = format!("2\n{}\n{}*\n", "*".repeat(1_000_000), "*".repeat(1_000_000));
    let mut child = Command::new(BIN)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the judge binary runs");
    let mut stdin = child.stdin.take().expect("its stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().expect("it ends");
    writer
        .join()
        .expect("the writer ends")
        .expect("the input is written");
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stdout), "-1\n1\n");
}
