//! The board: its size and the two score tables, read from the judge's input format.

use common::scanner::{parse_integer, ParseError, Scanner};

/// An n×m board with the first player's values `a` and the second player's values `b`, both
/// stored row by row (`a[r * m + c]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub a: Vec<i64>,
    pub b: Vec<i64>,
}

impl Board {
    /// The larger of the two players' totals: a bound on the absolute value of every score
    /// difference the game can produce.
    pub fn score_bound(&self) -> i64 {
        // parse() has checked that both totals fit in an i64.
        let total = |v: &[i64]| v.iter().sum::<i64>();
        total(&self.a).max(total(&self.b))
    }

    /// The board read column by column: a stone's rule is the same on the transposed board
    /// (cells above and to the left swap), so the game and its value are too.
    pub fn transposed(&self) -> Board {
        let (rows, cols) = (self.rows, self.cols);
        let read = |table: &[i64]| -> Vec<i64> {
            (0..rows * cols)
                .map(|k| table[(k % rows) * cols + k / rows])
                .collect()
        };
        Board {
            rows: cols,
            cols: rows,
            a: read(&self.a),
            b: read(&self.b),
        }
    }

    /// Width of one table entry: 4 bytes when every score difference fits in an `i32`.
    pub fn bytes_per_position(&self) -> u64 {
        if self.score_bound() <= i64::from(i32::MAX) {
            4
        } else {
            8
        }
    }
}

/// What a program can hold; `parse` refuses, with the numbers, a board it cannot.
pub trait Capacity {
    /// Asked as soon as n and m are read, before anything is allocated: O(min(n, m)) time, no
    /// allocation.
    fn check_size(&self, rows: usize, cols: usize) -> Result<(), String>;
    /// Asked once the values are read: the board is no larger than its input.
    fn check_board(&self, board: &Board) -> Result<(), String>;
}

/// Reads `n m`, then the A table, then the B table. Refuses what `capacity` refuses, and totals
/// that overflow an `i64`.
pub fn parse(input: &[u8], capacity: &dyn Capacity) -> Result<Board, ParseError> {
    let mut s = Scanner::new(input);
    let (rows, size) = s.count_token("the number of rows n", 1, usize::MAX)?;
    let cols = s.count("the number of columns m", 1, usize::MAX)?;
    capacity
        .check_size(rows, cols)
        .map_err(|why| size.error(why))?;
    // Every cell needs two numbers of two bytes each ("0 "): a board the rest of the input
    // cannot hold is refused before its tables are allocated.
    let cells = rows.saturating_mul(cols);
    if cells > s.remaining_bytes() / 4 + 1 {
        return Err(size.error(format!(
            "the {}×{} board needs {} values, more than the rest of the input holds",
            rows,
            cols,
            cells.saturating_mul(2)
        )));
    }
    let a = read_table(&mut s, "A", rows, cols)?;
    let b = read_table(&mut s, "B", rows, cols)?;
    s.expect_end("table B")?;
    let board = Board { rows, cols, a, b };
    capacity
        .check_board(&board)
        .map_err(|why| size.error(why))?;
    Ok(board)
}

/// Table `name`: rows × cols non-negative values, whose total must fit in an `i64`.
fn read_table(
    s: &mut Scanner,
    name: &str,
    rows: usize,
    cols: usize,
) -> Result<Vec<i64>, ParseError> {
    let mut table = Vec::with_capacity(rows * cols);
    let mut total: i64 = 0;
    for r in 0..rows {
        for c in 0..cols {
            // The value's description is written only when it is wrong: formatting one per
            // value took longer than reading it (a third of a second per million cells).
            let what = || format!("{}[{}][{}] (row {} of table {})", name, r, c, r + 1, name);
            // A failed `token` has not moved the scanner: asking again gives the message.
            let token = match s.token("") {
                Ok(token) => token,
                Err(_) => s.token(&what())?,
            };
            let value = parse_integer(&token, "", 0, i64::MAX)
                .or_else(|_| parse_integer(&token, &what(), 0, i64::MAX))?;
            total = total.checked_add(value).ok_or_else(|| {
                token.error(format!(
                    "the total of table {} exceeds {}, the largest score this solver can add up",
                    name,
                    i64::MAX
                ))
            })?;
            table.push(value);
        }
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_dense(input: &[u8]) -> Result<Board, ParseError> {
        parse(
            input,
            &crate::dense::Table {
                input_bytes: input.len(),
            },
        )
    }

    #[test]
    fn reads_the_sample() {
        let board = parse_dense(b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n").unwrap();
        assert_eq!((board.rows, board.cols), (2, 3));
        assert_eq!(board.a, vec![2, 7, 3, 9, 1, 2]);
        assert_eq!(board.b, vec![3, 7, 2, 2, 3, 1]);
        assert_eq!(board.score_bound(), 24);
    }

    #[test]
    fn errors_name_the_value_and_position() {
        let e = parse_dense(b"1 2\n5 -1\n0 0\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        assert!(
            e.message.starts_with("expected A[0][1] (row 1 of table A)"),
            "{}",
            e
        );
        let e = parse_dense(b"1 2\n5 1\n0\n").unwrap_err();
        assert_eq!(
            e.message,
            "expected B[0][1] (row 1 of table B), found end of input"
        );
        let e = parse_dense(b"1 1\n5\n0\n7\n").unwrap_err();
        assert_eq!((e.line, e.column), (4, 1));
    }
}
