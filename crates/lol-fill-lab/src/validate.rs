//! The strict validator: an input exactly as the judges give it. A line `t` (1 to 9: t < 10),
//! then t rows over `L`, `O`, `*`, each alone on its line and under 20 cells (the strictest
//! bound stated), `\n` line ends, nothing after the last.

use lab::strict::Reader;
use lab::Violation;

/// The judges that take the problem (Luogu P8658, the Lanqiao problem bank). Some versions of the
/// statement bound a row below 20 cells, others do not; the validator holds rows to the bound.
pub const JUDGES: &[&str] = &["luogu", "lanqiao"];

pub fn validate(input: &[u8]) -> Vec<Violation> {
    let mut r = Reader::new(input);
    let t = r.int("t", 1..=9);
    r.eoln();
    if let Some(t @ 1..=99) = t {
        for k in 1..=t {
            r.word(&format!("row {}", k), b"LO*", 1..=19);
            r.eoln();
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
        assert!(validate("4\n***\nL**L\nL**L***L\nL*****L\n".as_bytes()).is_empty());
    }

    /// Each constraint broken alone, and each rule of the format.
    #[test]
    fn each_broken_rule_is_reported_where_it_stands() {
        let long = "*".repeat(20);
        let cases = [
            (
                "10\n*\n*\n*\n*\n*\n*\n*\n*\n*\n*\n".to_string(),
                "line 1, column 1: t is 10, outside 1..=9",
            ),
            ("0\n".to_string(), "line 1, column 1: t is 0, outside 1..=9"),
            (
                format!("1\n{}\n", long),
                "line 2, column 1: row 1 has 20 characters, outside 1..=19",
            ),
            (
                "1\nL*l\n".to_string(),
                "line 2, column 3: row 1 holds `l`, not one of `LO*`",
            ),
            (
                "2\n***\n".to_string(),
                "line 3, column 1: expected row 2, found the end of the input",
            ),
            (
                "1\n** *\n".to_string(),
                "line 2, column 3: expected the end of the line (`\\n`), found a space",
            ),
            (
                "1\n***\n***\n".to_string(),
                "line 3, column 1: expected the end of the input, found `*`",
            ),
        ];
        let cases = cases.map(|(input, expected)| (input.to_string(), expected));
        lab::strict::assert_each_reported(validate, &cases);
    }
}
