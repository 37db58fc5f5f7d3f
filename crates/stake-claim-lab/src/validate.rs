//! The strict validator: an input exactly as the judges give it. Cases of `n` (1 to 8) and n
//! rows of n characters over `0`, `1`, `.`, each board holding as many 0s as 1s or one 0 more
//! and 1 to 10 empty squares; then a line `0` and nothing after it. Single line ends (`\n`), no
//! spaces.

use lab::strict::{At, Reader};
use lab::Violation;

/// The judges that take the problem (acmicpc.net 4073, POJ 3317); their statements agree.
pub const JUDGES: &[&str] = &["acmicpc", "poj"];

/// The most empty squares a judge's board holds.
pub const MAX_EMPTY: u32 = 10;

pub fn validate(input: &[u8]) -> Vec<Violation> {
    let mut r = Reader::new(input);
    let mut case = 0;
    while let Some(n) = r.int("n", 0..=8) {
        r.eoln();
        if n == 0 {
            r.eof();
            break;
        }
        if !(1..=8).contains(&n) || r.stopped() {
            break; // its rows cannot be read as a board
        }
        case += 1;
        board(&mut r, n as usize, case);
    }
    r.finish()
}

/// The n rows of a case and its counts.
fn board(r: &mut Reader, n: usize, case: usize) {
    let mut counts = [0usize; 3];
    let mut first: Option<At> = None;
    for row in 1..=n {
        let at = r.at();
        first.get_or_insert(at);
        let Some(cells) = r.word(&format!("row {} of case {}", row, case), b"01.", n..=n) else {
            return;
        };
        for &c in cells {
            counts[usize::from(c != b'0') + usize::from(c == b'.')] += 1;
        }
        r.eoln();
    }
    let [zeros, ones, empty] = counts;
    let at = first.expect("n ≥ 1 rows");
    if zeros != ones && zeros != ones + 1 {
        let message = format!(
            "case {} has {} 0s and {} 1s: as many or one 0 more",
            case, zeros, ones
        );
        r.violation(at, message);
    }
    if !(1..=MAX_EMPTY as usize).contains(&empty) {
        let message = format!(
            "case {} has {} empty squares, outside 1..={}",
            case, empty, MAX_EMPTY
        );
        r.violation(at, message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_is_valid() {
        assert!(
            validate("4\n01.1\n00..\n.01.\n...1\n4\n0.01\n0.01\n1..0\n.1..\n0\n".as_bytes())
                .is_empty()
        );
    }

    /// Each constraint broken alone, and each rule of the format.
    #[test]
    fn each_broken_rule_is_reported_where_it_stands() {
        let cases = [
            ("9\n", "line 1, column 1: n is 9, outside 0..=8"),
            ("2\n00\n0.\n0\n", "line 2, column 1: case 1 has 3 0s and 0 1s: as many or one 0 more"),
            ("2\n01\n10\n0\n", "line 2, column 1: case 1 has 0 empty squares, outside 1..=10"),
            ("4\n....\n....\n....\n....\n0\n", "line 2, column 1: case 1 has 16 empty squares, outside 1..=10"),
            ("2\n0.\n.\n0\n", "line 3, column 1: row 2 of case 1 has 1 character, outside 2..=2"),
            ("2\n0.\n.x\n0\n", "line 3, column 2: row 2 of case 1 holds `x`, not one of `01.`"),
            ("1\n.\n", "line 3, column 1: expected n, found the end of the input"),
            ("1\n.\n0\n\n", "line 4, column 1: expected the end of the input, found a line end"),
            ("1\n. \n0\n", "line 2, column 2: expected the end of the line (`\\n`), found a space"),
            ("1\r\n.\n0\n", "line 1, column 2: expected the end of the line (`\\n`), found a carriage return (`\\r`)"),
            ("1\n.\n0", "line 3, column 2: expected the end of the line (`\\n`), found the end of the input"),
        ];
        let cases = cases.map(|(input, expected)| (input.to_string(), expected));
        lab::strict::assert_each_reported(validate, &cases);
    }
}
