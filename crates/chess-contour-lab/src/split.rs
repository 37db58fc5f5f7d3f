//! How the layered fill lays out a board: turned to have at least as many rows as columns, its
//! rows split into top rows and local rows.

/// How the solver lays out a board. The game is the same on the transposed board (a stone's
/// rule is symmetric in rows and columns), so the solver works on the orientation with at
/// least as many rows as columns: its tables then grow with the short side. The rows split
/// into `top` rows (0..top) and `local` rows (top..rows), about half each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    pub rows: usize,
    pub cols: usize,
    pub top: usize,
    pub local: usize,
    /// Whether the solver's rows are the board's columns.
    pub transposed: bool,
}

impl Split {
    pub fn new(rows: usize, cols: usize) -> Split {
        let (long, short) = (rows.max(cols), rows.min(cols));
        // Half the rows on top balances the two groups' tables (C(top+cols, top) shapes each
        // side); more top rows make blocks shorter, more local rows make the local runs, which
        // every block walks through, larger. One row fewer on top was measured slower or no
        // faster at 14×14 (cachegrind: 8% more instructions), 16×16 (3% slower, five
        // alternated runs each) and 18×18 (12% slower).
        let top = long / 2;
        Split {
            rows: long,
            cols: short,
            top,
            local: long - top,
            transposed: rows < cols,
        }
    }

    /// The same layout with `top` rows on top (at most `rows`): the tests try every split.
    pub fn with_top(self, top: usize) -> Split {
        Split {
            top,
            local: self.rows - top,
            ..self
        }
    }
}
