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
    let past_memory = "past what this program admits";
    assert!(assert_refused(BIN, b"100000 100000\n", 1, 1).contains(past_memory));
    assert!(assert_refused(BIN, b"17 17\n", 1, 1).contains(past_memory));
    assert!(assert_refused(BIN, b"1 4000000000000000000\n", 1, 1).contains(past_memory));
    assert!(assert_refused(BIN, b"1 300000\n", 1, 1).contains("more than the rest of the input"));
    // A thin board whose layer count would need 1.8 GB, with no values to fill it: refused
    // before anything is sized by its cells (found by fuzzing).
    let thin = b"114757513  1 6614757513 6";
    assert!(assert_refused(BIN, thin, 1, 1).contains(past_memory));
}

/// Past the judge's sizes the program answers what its cost model admits and refuses, with
/// the numbers, what it does not: an 18×18 board is refused before anything is allocated; a single
/// row of a million cells is answered (every move is forced: the alternating sum).
#[test]
fn boards_past_the_judge_are_answered_or_refused() {
    let values: Vec<String> = (0..2 * 18 * 18).map(|k| (k % 100).to_string()).collect();
    let square = format!("18 18\n{}\n", values.join(" "));
    let e = assert_refused(BIN, square.as_bytes(), 1, 1);
    assert!(e.contains("9075135300 positions"), "{}", e);
    let n = 1_000_000;
    let a: Vec<i64> = (0..n).map(|k| (k * 31 % 10) as i64).collect();
    let b: Vec<i64> = (0..n).map(|k| ((k * 31 + 7) % 10) as i64).collect();
    let show = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let input = format!("1 {}\n{}\n{}\n", n, show(&a), show(&b));
    let expected: i64 = (0..n).map(|k| if k % 2 == 0 { a[k] } else { -b[k] }).sum();
    let output = std::process::Command::new(BIN)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{}\n", expected)
    );
}

/// An input past the most the program reads is refused before it is held whole.
#[test]
fn an_input_past_the_most_read_is_refused() {
    let long = " ".repeat(chess_contour::cost::MAX_INPUT_BYTES + 1);
    let why = assert_refused(BIN, long.as_bytes(), 1, 1);
    assert!(why.contains("longer than 67108864 bytes"), "{}", why);
}
