//! A strict reader for validators, in testlib's spirit: it holds an input to the exact format
//! (single spaces, no trailing spaces, `\n` line ends, one final line end, nothing after the
//! end) and lets the validator record each broken constraint with its line and column.
//!
//! A format error stops the reading (what follows cannot be read reliably); a constraint
//! violation (a number out of range, a count that does not add up) is recorded and the reading
//! goes on, so that one run reports every violation up to the first format error.

use std::fmt;
use std::ops::RangeInclusive;

/// One thing wrong with an input, and where (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// Where a token started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    pub line: usize,
    pub column: usize,
}

/// The reader: a cursor over the input and the violations found so far.
pub struct Reader<'a> {
    input: &'a [u8],
    pos: usize,
    at: At,
    violations: Vec<Violation>,
    stopped: bool,
}

impl<'a> Reader<'a> {
    pub fn new(input: &'a [u8]) -> Self {
        Reader {
            input,
            pos: 0,
            at: At { line: 1, column: 1 },
            violations: Vec::new(),
            stopped: false,
        }
    }

    /// Where the reading stands.
    pub fn at(&self) -> At {
        self.at
    }

    /// Whether a format error has stopped the reading.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Records a violation at `at`.
    pub fn violation(&mut self, at: At, message: String) {
        self.violations.push(Violation {
            line: at.line,
            column: at.column,
            message,
        });
    }

    /// Records a format error here and stops.
    fn stop(&mut self, message: String) {
        if !self.stopped {
            let at = self.at;
            self.violation(at, message);
            self.stopped = true;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    fn advance(&mut self) {
        if self.peek() == Some(b'\n') {
            self.at = At {
                line: self.at.line + 1,
                column: 1,
            };
        } else {
            self.at.column += 1;
        }
        self.pos += 1;
    }

    /// What stands here, for messages.
    fn here(&self) -> String {
        match self.peek() {
            None => "the end of the input".to_string(),
            Some(b' ') => "a space".to_string(),
            Some(b'\n') => "a line end".to_string(),
            Some(b'\r') => "a carriage return (`\\r`)".to_string(),
            Some(b'\t') => "a tab".to_string(),
            Some(byte) => format!("`{}`", String::from_utf8_lossy(&[byte])),
        }
    }

    /// The next token: the bytes up to a space or line end; a format error if there is none.
    pub fn token(&mut self, what: &str) -> Option<(&'a [u8], At)> {
        if self.stopped {
            return None;
        }
        let (start, at) = (self.pos, self.at);
        while matches!(self.peek(), Some(b) if !b" \n\r\t".contains(&b)) {
            self.advance();
        }
        if self.pos == start {
            self.stop(format!("expected {}, found {}", what, self.here()));
            return None;
        }
        Some((&self.input[start..self.pos], at))
    }

    /// An integer token (`-`, then decimal digits without leading zeros); a value outside
    /// `range` is recorded as a violation and still returned.
    pub fn int(&mut self, what: &str, range: RangeInclusive<i64>) -> Option<i64> {
        let (text, at) = self.token(what)?;
        let digits = text.strip_prefix(b"-").unwrap_or(text);
        let canonical = !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits.len() == 1 || digits[0] != b'0')
            && text != b"-0";
        let value = std::str::from_utf8(text)
            .ok()
            .and_then(|t| t.parse::<i64>().ok());
        match value.filter(|_| canonical) {
            None => {
                let shown = String::from_utf8_lossy(text).into_owned();
                // A well-formed integer that i64 cannot hold is out of range, not malformed.
                let message = if canonical {
                    let (lo, hi) = (range.start(), range.end());
                    format!("{} is {}, outside {}..={}", what, shown, lo, hi)
                } else {
                    format!("expected {}, an integer, found `{}`", what, shown)
                };
                self.violation(at, message);
                self.stopped = true;
                None
            }
            Some(v) => {
                if !range.contains(&v) {
                    let (lo, hi) = (range.start(), range.end());
                    self.violation(at, format!("{} is {}, outside {}..={}", what, v, lo, hi));
                }
                Some(v)
            }
        }
    }

    /// A token of bytes from `alphabet`, its length in `lengths` (a violation otherwise).
    pub fn word(
        &mut self,
        what: &str,
        alphabet: &[u8],
        lengths: RangeInclusive<usize>,
    ) -> Option<&'a [u8]> {
        let (text, at) = self.token(what)?;
        if let Some(k) = text.iter().position(|b| !alphabet.contains(b)) {
            let found = String::from_utf8_lossy(&text[k..k + 1]).into_owned();
            let at = At {
                line: at.line,
                column: at.column + k,
            };
            self.violation(
                at,
                format!(
                    "{} holds `{}`, not one of `{}`",
                    what,
                    found,
                    String::from_utf8_lossy(alphabet)
                ),
            );
            self.stopped = true;
            return None;
        }
        if !lengths.contains(&text.len()) {
            let (lo, hi) = (lengths.start(), lengths.end());
            self.violation(
                at,
                format!(
                    "{} has {} {}, outside {}..={}",
                    what,
                    text.len(),
                    if text.len() == 1 {
                        "character"
                    } else {
                        "characters"
                    },
                    lo,
                    hi
                ),
            );
        }
        Some(text)
    }

    /// Exactly one space.
    pub fn space(&mut self) {
        self.expect(b' ', "a single space");
    }

    /// The end of a line: `\n`.
    pub fn eoln(&mut self) {
        self.expect(b'\n', "the end of the line (`\\n`)");
    }

    fn expect(&mut self, byte: u8, what: &str) {
        if self.stopped {
            return;
        }
        if self.peek() == Some(byte) {
            self.advance();
        } else {
            self.stop(format!("expected {}, found {}", what, self.here()));
        }
    }

    /// The end of the input.
    pub fn eof(&mut self) {
        if !self.stopped && self.peek().is_some() {
            self.stop(format!(
                "expected the end of the input, found {}",
                self.here()
            ));
        }
    }

    /// The violations found.
    pub fn finish(self) -> Vec<Violation> {
        self.violations
    }
}

/// For validators' tests: each input breaks one rule, and the validator reports exactly that
/// violation, as `line L, column C: message`.
pub fn assert_each_reported(validate: fn(&[u8]) -> Vec<Violation>, cases: &[(String, &str)]) {
    for (input, expected) in cases {
        let found: Vec<String> = validate(input.as_bytes())
            .iter()
            .map(|v| v.to_string())
            .collect();
        assert_eq!(found, [*expected], "{:?}", input);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &[u8], body: impl FnOnce(&mut Reader)) -> Vec<String> {
        let mut r = Reader::new(input);
        body(&mut r);
        r.finish().iter().map(|v| v.to_string()).collect()
    }

    #[test]
    fn exact_format_passes() {
        let v = read(b"3 -4\nLO*\n", |r| {
            r.int("n", 1..=8);
            r.space();
            r.int("m", -9..=9);
            r.eoln();
            r.word("row", b"LO*", 1..=19);
            r.eoln();
            r.eof();
        });
        assert!(v.is_empty(), "{:?}", v);
    }

    #[test]
    fn each_format_error_is_named_where_it_stands() {
        let two_ints = |r: &mut Reader| {
            r.int("n", 0..=9);
            r.space();
            r.int("m", 0..=9);
            r.eoln();
            r.eof();
        };
        assert_eq!(
            read(b"1  2\n", two_ints),
            ["line 1, column 3: expected m, found a space"]
        );
        assert_eq!(
            read(b"1 2 \n", two_ints),
            ["line 1, column 4: expected the end of the line (`\\n`), found a space"]
        );
        assert_eq!(read(b"1 2\r\n", two_ints), ["line 1, column 4: expected the end of the line (`\\n`), found a carriage return (`\\r`)"]);
        assert_eq!(read(b"1 2", two_ints), ["line 1, column 4: expected the end of the line (`\\n`), found the end of the input"]);
        assert_eq!(
            read(b"1 2\n\n", two_ints),
            ["line 2, column 1: expected the end of the input, found a line end"]
        );
        assert_eq!(
            read(b"01 2\n", two_ints),
            ["line 1, column 1: expected n, an integer, found `01`"]
        );
        assert_eq!(
            read(b"1 x\n", two_ints),
            ["line 1, column 3: expected m, an integer, found `x`"]
        );
        assert_eq!(
            read(b"18446744073709551615 2\n", two_ints),
            ["line 1, column 1: n is 18446744073709551615, outside 0..=9"]
        );
    }

    #[test]
    fn constraints_are_recorded_and_the_reading_goes_on() {
        let v = read(b"12 -1\nLOX\n", |r| {
            r.int("n", 1..=8);
            r.space();
            r.int("m", 0..=9);
            r.eoln();
            r.word("row", b"LO*", 1..=19);
        });
        assert_eq!(
            v,
            [
                "line 1, column 1: n is 12, outside 1..=8",
                "line 1, column 4: m is -1, outside 0..=9",
                "line 2, column 3: row holds `X`, not one of `LO*`"
            ]
        );
    }
}
