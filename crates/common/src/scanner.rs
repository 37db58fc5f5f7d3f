//! The input scanner: all of stdin read once, then tokens and rows with exact error positions.
//!
//! Tokens are separated by spaces, tabs and line ends (`\n` or `\r\n`). Lines and columns are
//! 1-based and count bytes, which is what a judge's ASCII input means by a column.

use std::fmt;
use std::io::Read;

/// A malformed input: what was expected, and where (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// One whitespace-free piece of the input and the position of its first byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a [u8],
    pub line: usize,
    pub column: usize,
}

impl<'a> Token<'a> {
    /// An error positioned at this token's first byte.
    pub fn error(&self, message: String) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column,
            message,
        }
    }

    /// An error positioned at the byte `offset` of this token.
    pub fn error_at(&self, offset: usize, message: String) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column + offset,
            message,
        }
    }

    /// The token as text for messages, shortened when long.
    pub fn shown(&self) -> String {
        const SHOWN: usize = 24;
        let text = String::from_utf8_lossy(&self.text[..self.text.len().min(SHOWN)]).into_owned();
        if self.text.len() > SHOWN {
            format!("`{}…`", text)
        } else {
            format!("`{}`", text)
        }
    }
}

/// Reads all of standard input, refused past `max_bytes` before more is held; errors are
/// reported at line 1.
pub fn read_stdin(max_bytes: usize) -> Result<Vec<u8>, ParseError> {
    let mut bytes = Vec::new();
    let read = std::io::stdin()
        .lock()
        .take(max_bytes as u64 + 1)
        .read_to_end(&mut bytes);
    let message = match read {
        Ok(n) if n <= max_bytes => return Ok(bytes),
        Ok(_) => format!(
            "the input is longer than {} bytes, the most read",
            max_bytes
        ),
        Err(e) => format!("could not read standard input: {}", e),
    };
    Err(ParseError {
        line: 1,
        column: 1,
        message,
    })
}

/// A cursor over the whole input. O(1) per byte consumed.
pub struct Scanner<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
    column: usize,
}

fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

impl<'a> Scanner<'a> {
    pub fn new(input: &'a [u8]) -> Self {
        Scanner {
            input,
            pos: 0,
            line: 1,
            column: 1,
        }
    }

    /// Number of input bytes not yet consumed (an upper bound on what is still to come, used to
    /// refuse absurd sizes before allocating for them).
    pub fn remaining_bytes(&self) -> usize {
        self.input.len() - self.pos
    }

    fn advance(&mut self) {
        if self.input[self.pos] == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        self.pos += 1;
    }

    fn skip_blanks(&mut self) {
        while self.pos < self.input.len() && is_blank(self.input[self.pos]) {
            self.advance();
        }
    }

    /// An error at the current position (after blanks are skipped).
    pub fn error_here(&mut self, message: String) -> ParseError {
        self.skip_blanks();
        ParseError {
            line: self.line,
            column: self.column,
            message,
        }
    }

    /// True when only blanks remain.
    pub fn at_end(&mut self) -> bool {
        self.skip_blanks();
        self.pos == self.input.len()
    }

    /// The next token; `what` names it for the error at end of input.
    pub fn token(&mut self, what: &str) -> Result<Token<'a>, ParseError> {
        self.skip_blanks();
        if self.pos == self.input.len() {
            return Err(self.error_here(format!("expected {}, found end of input", what)));
        }
        let (start, line, column) = (self.pos, self.line, self.column);
        while self.pos < self.input.len() && !is_blank(self.input[self.pos]) {
            self.advance();
        }
        Ok(Token {
            text: &self.input[start..self.pos],
            line,
            column,
        })
    }

    /// The next token, which must also be the last one on its line (a row of a board).
    pub fn row(&mut self, what: &str) -> Result<Token<'a>, ParseError> {
        let token = self.token(what)?;
        while self.pos < self.input.len() && matches!(self.input[self.pos], b' ' | b'\t' | b'\r') {
            self.advance();
        }
        if self.pos < self.input.len() && self.input[self.pos] != b'\n' {
            let (line, column) = (self.line, self.column);
            return Err(ParseError {
                line,
                column,
                message: format!("expected the end of the line after {}", what),
            });
        }
        Ok(token)
    }

    /// A row of cells alone on its line: every byte from `alphabet`, and exactly `length` of
    /// them when given. Errors point at the offending byte.
    pub fn cells(
        &mut self,
        what: &str,
        alphabet: &[u8],
        length: Option<usize>,
    ) -> Result<Token<'a>, ParseError> {
        let count = length.map_or(String::new(), |n| format!("{} ", n));
        let shown = listed(alphabet, ", ");
        let row = self.row(&format!("{} ({}characters from {})", what, count, shown))?;
        let n = length.unwrap_or(row.text.len());
        for (offset, byte) in row.text.iter().enumerate().take(n) {
            if !alphabet.contains(byte) {
                let found = String::from_utf8_lossy(&row.text[offset..offset + 1]);
                let expected = listed(alphabet, " or ");
                let message = format!("expected {} in {}, found `{}`", expected, what, found);
                return Err(row.error_at(offset, message));
            }
        }
        if row.text.len() != n {
            let noun = if n == 1 { "character" } else { "characters" };
            let message = format!(
                "expected {} {} in {}, found {}",
                n,
                noun,
                what,
                row.text.len()
            );
            return Err(row.error_at(n.min(row.text.len()), message));
        }
        Ok(row)
    }

    /// The next token as an integer in `min..=max`.
    pub fn integer(&mut self, what: &str, min: i64, max: i64) -> Result<i64, ParseError> {
        Ok(self.integer_token(what, min, max)?.0)
    }

    /// [`Scanner::integer`] with its token, for errors about the value found later.
    pub fn integer_token(
        &mut self,
        what: &str,
        min: i64,
        max: i64,
    ) -> Result<(i64, Token<'a>), ParseError> {
        let token = self.token(what)?;
        Ok((parse_integer(&token, what, min, max)?, token))
    }

    /// The next token as a count in `min..=max`.
    pub fn count(&mut self, what: &str, min: usize, max: usize) -> Result<usize, ParseError> {
        Ok(self.count_token(what, min, max)?.0)
    }

    /// [`Scanner::count`] with its token.
    pub fn count_token(
        &mut self,
        what: &str,
        min: usize,
        max: usize,
    ) -> Result<(usize, Token<'a>), ParseError> {
        // Counts this large never fit in memory, so i64 holds every value that matters.
        let max = max.min(i64::MAX as usize) as i64;
        let (value, token) = self.integer_token(what, min as i64, max)?;
        Ok((value as usize, token))
    }

    /// Ok when only blanks remain; otherwise an error at the next token, saying it was
    /// expected to be the end of the input `after` something.
    pub fn expect_end(&mut self, after: &str) -> Result<(), ParseError> {
        if self.at_end() {
            return Ok(());
        }
        let extra = self.token("")?;
        Err(extra.error(format!(
            "expected the end of the input after {}, found {}",
            after,
            extra.shown()
        )))
    }
}

/// The bytes of an alphabet as `` `a`, `b` `` with `last` before the final one.
fn listed(alphabet: &[u8], last: &str) -> String {
    let shown: Vec<String> = alphabet
        .iter()
        .map(|&b| format!("`{}`", b as char))
        .collect();
    match shown.split_last() {
        Some((final_one, rest)) if !rest.is_empty() => {
            format!("{}{}{}", rest.join(", "), last, final_one)
        }
        _ => shown.join(""),
    }
}

/// Parses an optionally signed decimal integer and checks it lies in `min..=max`.
pub fn parse_integer(token: &Token, what: &str, min: i64, max: i64) -> Result<i64, ParseError> {
    let range = if max == i64::MAX {
        format!("an integer ≥ {}", min)
    } else {
        format!("an integer from {} to {}", min, max)
    };
    // `side` says which way a well-formed number misses the range.
    let expected = |side: &str| {
        let too = if side.is_empty() {
            String::new()
        } else {
            format!(": too {}", side)
        };
        token.error(format!(
            "expected {} ({}), found {}{}",
            what,
            range,
            token.shown(),
            too
        ))
    };
    let (negative, digits) = match token.text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, token.text),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(expected(""));
    }
    let mut value: i128 = 0;
    for &d in digits {
        // Held at 2^64 from there on: out of every range, and on the same side.
        value = (value * 10 + i128::from(d - b'0')).min(1 << 64);
    }
    if negative {
        value = -value;
    }
    if value < i128::from(min) || value > i128::from(max) {
        let side = if value < i128::from(min) {
            "small"
        } else {
            "large"
        };
        return Err(expected(side));
    }
    Ok(value as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_line_and_column_across_crlf() {
        let mut s = Scanner::new(b"12  ab\r\n  -3 \r\n");
        assert_eq!(
            s.token("a").unwrap(),
            Token {
                text: b"12",
                line: 1,
                column: 1
            }
        );
        assert_eq!(
            s.token("a").unwrap(),
            Token {
                text: b"ab",
                line: 1,
                column: 5
            }
        );
        assert_eq!(s.integer("x", -5, 5).unwrap(), -3);
        assert!(s.at_end());
        let e = s.token("a row").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 1: expected a row, found end of input"
        );
    }

    #[test]
    fn integers_are_range_checked_with_position() {
        let mut s = Scanner::new(b"\n   99999999999999999999999 x -0");
        let e = s.integer("n", 1, 8).unwrap_err();
        assert_eq!((e.line, e.column), (2, 4));
        assert!(e
            .message
            .starts_with("expected n (an integer from 1 to 8), found `9999"));
        assert!(e.message.ends_with("`: too large"), "{}", e.message);
        assert!(s
            .integer("n", 1, 8)
            .unwrap_err()
            .message
            .ends_with("found `x`"));
        assert_eq!(s.integer("n", 0, 8).unwrap(), 0);
        let lone_sign = Token {
            text: b"-",
            line: 1,
            column: 1,
        };
        assert!(parse_integer(&lone_sign, "v", -1, 1).is_err());
        let minus_five = Token {
            text: b"-5",
            line: 1,
            column: 1,
        };
        let error = |min, max| {
            parse_integer(&minus_five, "v", min, max)
                .unwrap_err()
                .message
        };
        assert_eq!(
            error(-1, 1),
            "expected v (an integer from -1 to 1), found `-5`: too small"
        );
        assert_eq!(
            error(-9, -8),
            "expected v (an integer from -9 to -8), found `-5`: too large"
        );
    }

    #[test]
    fn a_row_must_end_its_line() {
        let mut s = Scanner::new(b"ab  \r\ncd ef\n");
        assert_eq!(s.row("row 1").unwrap().text, b"ab");
        let e = s.row("row 2").unwrap_err();
        assert_eq!((e.line, e.column), (2, 4));
        assert_eq!(e.message, "expected the end of the line after row 2");
    }

    #[test]
    fn cells_come_from_an_alphabet_and_may_have_a_length() {
        let mut s = Scanner::new(b"01.\n0x\n0101\n");
        assert_eq!(s.cells("row 1", b"01.", Some(3)).unwrap().text, b"01.");
        let e = s.cells("row 2", b"01.", Some(3)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 2: expected `0`, `1` or `.` in row 2, found `x`"
        );
        let mut s = Scanner::new(b"0101\n01\n");
        let e = s.cells("row 1", b"01.", Some(3)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 4: expected 3 characters in row 1, found 4"
        );
        let mut s = Scanner::new(b"01\n");
        let e = s.cells("row 1", b"01.", Some(3)).unwrap_err();
        assert_eq!((e.line, e.column), (1, 3));
        let e = Scanner::new(b"").cells("row 1", b"LO*", None).unwrap_err();
        assert_eq!(
            e.message,
            "expected row 1 (characters from `L`, `O`, `*`), found end of input"
        );
    }

    #[test]
    fn integers_keep_their_token_and_the_end_is_checked() {
        let mut s = Scanner::new(b"7 8\n");
        let (value, token) = s.integer_token("n", 1, 9).unwrap();
        assert_eq!((value, token.column), (7, 1));
        assert_eq!(s.count("m", 1, 9).unwrap(), 8);
        assert!(s.expect_end("m").is_ok());
        let e = Scanner::new(b"1 2").expect_end("nothing").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected the end of the input after nothing, found `1`"
        );
    }
}
