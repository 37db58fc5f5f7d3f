//! Source text addressed by the spans of its tokens, and edits applied to it: the bundler works
//! on the text so that every comment survives, and uses syn only to find where things are.

use anyhow::{bail, Result};
use proc_macro2::{LineColumn, Span};
use std::ops::Range;

/// A file's text with the byte offset of each line start.
pub struct Source<'a> {
    pub text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> Source<'a> {
    pub fn new(text: &'a str) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Source { text, line_starts }
    }

    /// The byte offset of a line and column (columns count characters, as proc-macro2's do).
    pub fn offset(&self, at: LineColumn) -> usize {
        let start = self.line_starts[at.line - 1];
        self.text[start..]
            .char_indices()
            .nth(at.column)
            .map_or(self.text.len(), |(i, _)| start + i)
    }

    /// The bytes a span covers.
    pub fn range(&self, span: Span) -> Range<usize> {
        self.offset(span.start())..self.offset(span.end())
    }

    /// `range` widened to whole lines when nothing else stands on them, taking along the plain
    /// `//` comments right above it (they speak of what is removed).
    pub fn with_its_lines(&self, range: Range<usize>) -> Range<usize> {
        let lines = self.whole_lines(range.clone());
        if lines == range {
            return range;
        }
        let text = self.text;
        let mut start = lines.start;
        while start > 0 {
            let above = text[..start - 1].rfind('\n').map_or(0, |i| i + 1);
            let line = text[above..start].trim();
            if line.starts_with("//") && !line.starts_with("///") && !line.starts_with("//!") {
                start = above;
            } else {
                break;
            }
        }
        start..lines.end
    }

    /// `range` widened to whole lines when nothing else stands on them.
    pub fn whole_lines(&self, range: Range<usize>) -> Range<usize> {
        let text = self.text;
        let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[range.end..]
            .find('\n')
            .map_or(text.len(), |i| range.end + i + 1);
        if !text[line_start..range.start].trim().is_empty()
            || !text[range.end..line_end].trim().is_empty()
        {
            return range;
        }
        line_start..line_end
    }
}

/// Replacements of byte ranges of one text, applied all at once.
#[derive(Default)]
pub struct Edits(Vec<(Range<usize>, String)>);

impl Edits {
    pub fn replace(&mut self, range: Range<usize>, with: impl Into<String>) {
        self.0.push((range, with.into()));
    }

    pub fn remove(&mut self, range: Range<usize>) {
        self.replace(range, "");
    }

    /// The text with every edit made. Edits may not overlap; an edit inside another one that
    /// removes it is dropped (a removed module takes its items along).
    pub fn apply(mut self, text: &str) -> Result<String> {
        self.0
            .sort_by_key(|(range, _)| (range.start, std::cmp::Reverse(range.end)));
        let mut out = String::with_capacity(text.len());
        let mut done = 0;
        for (range, with) in self.0 {
            if range.end <= done && range.start < done {
                continue; // inside an edit already made
            }
            if range.start < done {
                bail!("overlapping edits at byte {}", range.start);
            }
            out.push_str(&text[done..range.start]);
            out.push_str(&with);
            done = range.end;
        }
        out.push_str(&text[done..]);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removal_takes_whole_lines_and_the_comments_above() {
        let text = "fn a() {}\n// about b\n/// doc of b\nfn b() {}\nfn c() {}\n";
        let source = Source::new(text);
        let start = text.find("/// doc").unwrap();
        let end = text.find("fn c").unwrap() - 1;
        let range = source.with_its_lines(start..end);
        let mut edits = Edits::default();
        edits.remove(range);
        assert_eq!(edits.apply(text).unwrap(), "fn a() {}\nfn c() {}\n");
    }

    #[test]
    fn offsets_count_characters_within_a_line() {
        let text = "// × ≥\nfn f() {}\n";
        let source = Source::new(text);
        assert_eq!(source.offset(LineColumn { line: 1, column: 5 }), 6);
        assert_eq!(source.offset(LineColumn { line: 2, column: 3 }), 13);
    }
}
