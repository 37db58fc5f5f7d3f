//! Rows and their input format.

use common::scanner::{ParseError, Scanner};

/// One cell of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    Empty,
    L,
    O,
}

/// A row of cells, leftmost first.
pub type Row = Vec<Cell>;

impl Cell {
    pub fn from_byte(byte: u8) -> Option<Cell> {
        match byte {
            b'*' => Some(Cell::Empty),
            b'L' => Some(Cell::L),
            b'O' => Some(Cell::O),
            _ => None,
        }
    }

    pub fn to_char(self) -> char {
        match self {
            Cell::Empty => '*',
            Cell::L => 'L',
            Cell::O => 'O',
        }
    }
}

/// The row as written, e.g. `L**O*`.
pub fn show(row: &[Cell]) -> String {
    row.iter().map(|c| c.to_char()).collect()
}

/// Reads t, then t rows, each alone on its line. O(input length).
pub fn parse(input: &[u8]) -> Result<Vec<Row>, ParseError> {
    let mut rows = Vec::new();
    for_each_row(input, |_, row| rows.push(row.to_vec()))?;
    Ok(rows)
}

/// [`parse`], with each row's line.
pub fn parse_lines(input: &[u8]) -> Result<Vec<(usize, Row)>, ParseError> {
    let mut rows = Vec::new();
    for_each_row(input, |line, row| rows.push((line, row.to_vec())))?;
    Ok(rows)
}

/// Reads t, then t rows, handing each row and its line to `each` as it is read. One buffer
/// holds every row in turn, so that millions of short rows cost no memory of their own; the
/// cost model ([`crate::cost`]) refuses an input past the judge's limits before any row.
pub fn for_each_row(input: &[u8], mut each: impl FnMut(usize, &[Cell])) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    // Every row takes at least two bytes (a cell and a line end), which bounds t by the input.
    let limit = s.remaining_bytes() / 2 + 1;
    let (t, count) = s.count_token("the number of rows t", 0, usize::MAX)?;
    if t > limit {
        return Err(count.error(format!(
            "t = {} rows cannot fit in the {} bytes of input that follow",
            t,
            s.remaining_bytes()
        )));
    }
    crate::cost::admit(t, input.len()).map_err(|why| count.error(why))?;
    let mut row = Row::new();
    for k in 1..=t {
        let token = s.cells(&format!("row {} of {}", k, t), b"LO*", None)?;
        row.clear();
        row.extend(token.text.iter().filter_map(|&b| Cell::from_byte(b)));
        each(token.line, &row);
    }
    s.expect_end(&format!("{} rows", t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_rows_and_reports_bad_cells() {
        let rows = parse(b"2\r\nL*O\r\n***\r\n").unwrap();
        assert_eq!(show(&rows[0]), "L*O");
        assert_eq!(rows.len(), 2);
        let e = parse(b"1\nL*x\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: expected `L`, `O` or `*` in row 1 of 1, found `x`"
        );
        let e = parse(b"2\nL*O\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 1: expected row 2 of 2 (characters from `L`, `O`, `*`), found end of input"
        );
        assert!(parse(b"30\nL\n")
            .unwrap_err()
            .message
            .contains("cannot fit"));
    }
}
