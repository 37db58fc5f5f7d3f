//! Comparing a program's output with the expected answer: line by line, token by token within
//! a line; spaces and trailing line ends do not matter.

/// Where a received output first differs from the expected one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// 1-based line of the received output, and column of the token there.
    pub line: usize,
    pub column: usize,
    pub expected: String,
    pub received: String,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, received {}",
            self.line, self.column, self.expected, self.received
        )
    }
}

/// The lines of a text with their tokens and the tokens' columns; trailing empty lines dropped.
fn lines(text: &str) -> Vec<Vec<(usize, &str)>> {
    let mut lines: Vec<Vec<(usize, &str)>> = text
        .split('\n')
        .map(|line| {
            let mut tokens = Vec::new();
            let mut start = None;
            for (i, c) in line
                .char_indices()
                .chain(std::iter::once((line.len(), ' ')))
            {
                match (c.is_whitespace(), start) {
                    (false, None) => start = Some(i),
                    (true, Some(s)) => {
                        tokens.push((s + 1, &line[s..i]));
                        start = None;
                    }
                    _ => {}
                }
            }
            tokens
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// The first difference, or `None` when the outputs agree.
pub fn first_difference(expected: &str, received: &str) -> Option<Difference> {
    let (want, got) = (lines(expected), lines(received));
    for k in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(k), got.get(k));
        let (Some(w), Some(g)) = (w, g) else {
            let expected = w.map_or("the end of the output".to_string(), |w| shown(w.first()));
            let received = g.map_or("the end of the output".to_string(), |g| shown(g.first()));
            let column = g.and_then(|g| g.first()).map_or(1, |t| t.0);
            return Some(Difference {
                line: k + 1,
                column,
                expected,
                received,
            });
        };
        for t in 0..w.len().max(g.len()) {
            if w.get(t).map(|x| x.1) != g.get(t).map(|x| x.1) {
                let column = g.get(t).or(g.last()).map_or(1, |x| x.0);
                let (expected, received) = (shown(w.get(t)), shown(g.get(t)));
                return Some(Difference {
                    line: k + 1,
                    column,
                    expected,
                    received,
                });
            }
        }
    }
    None
}

fn shown(token: Option<&(usize, &str)>) -> String {
    token.map_or("the end of the line".to_string(), |t| format!("`{}`", t.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_and_trailing_line_ends_do_not_matter() {
        assert_eq!(
            first_difference("(1,2) 2\n-1\n", "(1,2)   2  \r\n-1\n\n\n"),
            None
        );
        assert_eq!(first_difference("0\n", "0"), None);
    }

    #[test]
    fn the_first_difference_names_line_column_and_both_tokens() {
        let d = first_difference("1\n(2,3) -1\n", "1\n(2,3)  1\n").unwrap();
        assert_eq!(
            d.to_string(),
            "line 2, column 8: expected `-1`, received `1`"
        );
        let d = first_difference("1\n2\n", "1\n").unwrap();
        assert_eq!(
            d.to_string(),
            "line 2, column 1: expected `2`, received the end of the output"
        );
        let d = first_difference("1\n", "1 5\n").unwrap();
        assert_eq!(
            d.to_string(),
            "line 1, column 3: expected the end of the line, received `5`"
        );
    }
}
