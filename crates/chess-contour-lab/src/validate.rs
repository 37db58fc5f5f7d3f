//! The strict validator: an input exactly as the judges give it. A line `n m` (1 to 10 each),
//! then n lines of m values of A, then n lines of m values of B (0 to 100000 each), one space
//! between numbers, `\n` line ends, nothing after the last.

use lab::strict::Reader;
use lab::Violation;

/// The judges that take the problem (Luogu P4363, LOJ 2471, BZOJ 5248); they agree.
pub const JUDGES: &[&str] = &["luogu", "loj", "bzoj"];

pub fn validate(input: &[u8]) -> Vec<Violation> {
    let mut r = Reader::new(input);
    let n = r.int("n", 1..=10);
    r.space();
    let m = r.int("m", 1..=10);
    r.eoln();
    if let (Some(n @ 1..=10), Some(m @ 1..=10)) = (n, m) {
        for table in ["A", "B"] {
            for row in 0..n as usize {
                for col in 0..m as usize {
                    if col > 0 {
                        r.space();
                    }
                    r.int(&format!("{}[{}][{}]", table, row, col), 0..=100_000);
                }
                r.eoln();
            }
        }
        r.eof();
    }
    r.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_is_valid() {
        assert!(validate("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".as_bytes()).is_empty());
    }

    /// Each constraint broken alone, and each rule of the format.
    #[test]
    fn each_broken_rule_is_reported_where_it_stands() {
        let cases = [
            ("11 1\n", "line 1, column 1: n is 11, outside 1..=10"),
            ("1 0\n", "line 1, column 3: m is 0, outside 1..=10"),
            (
                "1 1\n100001\n0\n",
                "line 2, column 1: A[0][0] is 100001, outside 0..=100000",
            ),
            (
                "1 1\n0\n-1\n",
                "line 3, column 1: B[0][0] is -1, outside 0..=100000",
            ),
            (
                "1 2\n0  1\n0 0\n",
                "line 2, column 3: expected A[0][1], found a space",
            ),
            (
                "1 1\n0\n0 \n",
                "line 3, column 2: expected the end of the line (`\\n`), found a space",
            ),
            (
                "1 1\n0\n0\n7\n",
                "line 4, column 1: expected the end of the input, found `7`",
            ),
            (
                "1 1\n0\n",
                "line 3, column 1: expected B[0][0], found the end of the input",
            ),
        ];
        let cases = cases.map(|(input, expected)| (input.to_string(), expected));
        lab::strict::assert_each_reported(validate, &cases);
    }
}
