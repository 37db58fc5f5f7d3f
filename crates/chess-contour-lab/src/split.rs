//! How the layered fill lays out a board: turned to have at least as many rows as columns, its
//! rows split into top rows and local rows.

use chess_contour::staircase::positions;

/// The most local shapes for which the fill takes one row fewer on top ([`Split::new`]).
const LOCAL_SHAPES_FOR_LONGER_BLOCKS: u64 = 4 << 20;

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
        // side). One row fewer on top makes the blocks about 2.4 times longer, so fewer slice
        // operations a position, but the local runs, which every block walks through, 3 times
        // larger: worth it while the local rows have at most LOCAL_SHAPES_FOR_LONGER_BLOCKS
        // shapes (16×16: 7 top rows fill 15% faster than 8; 18×18: 8 top rows 12% slower than 9).
        let half = long / 2;
        let longer_blocks = half > 0
            && positions(long - half + 1, short)
                .is_some_and(|s| s <= LOCAL_SHAPES_FOR_LONGER_BLOCKS);
        let top = if longer_blocks { half - 1 } else { half };
        Split {
            rows: long,
            cols: short,
            top,
            local: long - top,
            transposed: rows < cols,
        }
    }
}
