//! Malformed input is refused with the line and column, exit code 1, never a panic; rows of
//! any length are answered.

use std::io::Write;
use std::process::{Command, Stdio};
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

/// What the cost model puts past the judge's 1 s is refused at t, before any row is read; an
/// input past the most the program reads is refused before it is held.
#[test]
fn inputs_past_the_judge_limits_are_refused_up_front() {
    let rows = 2_000_000;
    let many = format!("{}\n{}", rows, "*\n".repeat(rows));
    let why = assert_refused(BIN, many.as_bytes(), 1, 1);
    assert!(why.contains("2000000 rows in 4000008 bytes"), "{}", why);
    assert!(
        why.contains("three quarters of the judge's 1 s and 256 MB"),
        "{}",
        why
    );
    let long = format!("1\n{}\n", "*".repeat(lol_fill::cost::MAX_INPUT_BYTES));
    let why = assert_refused(BIN, long.as_bytes(), 1, 1);
    assert!(
        why.contains("longer than 33554432 bytes, the most read"),
        "{}",
        why
    );
}

/// Empty rows of a million cells and one more: a second-player win and a first-player win
/// (the known results for empty rows, see `solver`'s tests).
#[test]
fn rows_of_a_million_cells_are_answered() {
    let input = format!("2\n{}\n{}*\n", "*".repeat(1_000_000), "*".repeat(1_000_000));
    assert_eq!(answer_of(input), "-1\n1\n");
}

/// A million rows of one empty cell, each a draw (no room for `LOL`), within the model.
#[test]
fn a_million_short_rows_are_answered() {
    let rows = 1_000_000;
    let input = format!("{}\n{}", rows, "*\n".repeat(rows));
    assert_eq!(answer_of(input), "0\n".repeat(rows));
}

/// The judge binary's output on `input`, which it must accept (the input is written from a
/// thread of its own, so that a large one cannot fill the pipe while the output waits).
fn answer_of(input: String) -> String {
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
    String::from_utf8_lossy(&output.stdout).into_owned()
}
