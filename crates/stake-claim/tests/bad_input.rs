//! Malformed input is refused with the line and column, exit code 1, never a panic.

use test_support::assert_refused;

const BIN: &str = env!("CARGO_BIN_EXE_stake-claim");

#[test]
fn malformed_boards_are_refused_with_their_position() {
    assert_refused(BIN, b"", 1, 1);
    assert_refused(BIN, b"   \n", 2, 1);
    assert_refused(BIN, b"x\n", 1, 1);
    assert_refused(BIN, b"-2\n", 1, 1);
    assert_refused(BIN, b"9\n", 1, 1);
    assert_refused(BIN, b"99999999999999999999999\n", 1, 1);
    assert_refused(BIN, b"2\n0.\n", 3, 1);
    assert_refused(BIN, b"2\n0.\n.\n0\n", 3, 2);
    assert_refused(BIN, b"2\n0.\n...\n0\n", 3, 3);
    assert_refused(BIN, b"2\n0.\n.2\n0\n", 3, 2);
    assert_refused(BIN, b"2\r\n0. \r\n.. x\r\n0\r\n", 3, 4);
    assert_refused(BIN, b"2\n00\n..\n0\n", 1, 1);
    assert_refused(BIN, b"2\n11\n..\n0\n", 1, 1);
    assert_refused(BIN, b"2\n01\n10\n0\n", 1, 1);
    assert_refused(BIN, b"1\n.\n0\n1\n", 4, 1);
    let many = format!("8\n{}0\n", "........\n".repeat(8));
    assert!(assert_refused(BIN, many.as_bytes(), 1, 1).contains("at most 14 empty squares"));
}

#[test]
fn crlf_and_trailing_spaces_are_fine() {
    let output = std::process::Command::new(BIN)
        .stdin(
            std::fs::File::open(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../fixtures/stake-claim/sample.in"
            ))
            .unwrap(),
        )
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "(1,2) 2\n(2,2) -1\n"
    );
}

/// An 8×8 board of `empties` empty squares, then 0s and 1s by turns, as one case.
fn board_with_empties(empties: usize) -> String {
    let cells: String = (0..64)
        .map(|k| match k {
            _ if k < empties => '.',
            _ if k % 2 == 0 => '0',
            _ => '1',
        })
        .collect();
    let rows: Vec<&str> = (0..8).map(|r| &cells[8 * r..8 * r + 8]).collect();
    format!("8\n{}\n", rows.join("\n"))
}

/// Past the judge's sizes the program refuses, with the limit named, what it cannot answer in
/// about a second: boards past 8×8, more than 14 empty squares, and more work in one input than
/// two boards of 14 (2 · 3^14 = 9,565,938 units).
#[test]
fn boards_past_the_judge_are_refused_with_the_limit() {
    let big = format!("30\n{}0\n", format!("{}\n", ".".repeat(30)).repeat(30));
    let e = assert_refused(BIN, big.as_bytes(), 1, 1);
    assert!(e.contains("an integer from 0 to 8"), "{}", e);
    let e = assert_refused(
        BIN,
        format!("{}0\n", board_with_empties(22)).as_bytes(),
        1,
        1,
    );
    assert!(e.contains("case 1 has 22 empty squares"), "{}", e);
    assert!(e.contains("at most 14 empty squares"), "{}", e);
    // Three boards of 14: the third, whose size is on line 19, passes the work limit.
    let three = format!("{}0\n", board_with_empties(14).repeat(3));
    let e = assert_refused(BIN, three.as_bytes(), 19, 1);
    assert!(e.contains("case 3 has 14 empty squares"), "{}", e);
    assert!(e.contains("up to it 14348907 units"), "{}", e);
    assert!(e.contains("and 9565938 units"), "{}", e);
}

/// An input past the most the program reads is refused before it is held whole.
#[test]
fn an_input_past_the_most_read_is_refused() {
    let long = " ".repeat(stake_claim::MAX_INPUT_BYTES + 1);
    let why = assert_refused(BIN, long.as_bytes(), 1, 1);
    assert!(why.contains("longer than 8388608 bytes"), "{}", why);
}
