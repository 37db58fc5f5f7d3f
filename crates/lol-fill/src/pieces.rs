//! Pieces (Lemma 4 of [`crate::rules`]): cutting a row into them, in one pass.

use crate::row::Cell::{self, Empty, L, O};

/// Calls `each` with every piece of a threat-free, gap-free row: start, cells, empty cells.
pub fn for_each_piece<'a>(row: &'a [Cell], mut each: impl FnMut(usize, &'a [Cell], usize)) {
    let mut i = 0;
    while i < row.len() {
        if row[i] != Empty {
            i += 1;
            continue;
        }
        // A run starts at an empty cell and goes on through empty cells and lone O's.
        let start = i;
        let mut end = i + 1;
        let mut empties = 1;
        loop {
            if end < row.len() && row[end] == Empty {
                end += 1;
                empties += 1;
            } else if end + 1 < row.len() && row[end] == O && row[end + 1] == Empty {
                end += 2;
                empties += 1;
            } else {
                break;
            }
        }
        let from = if start > 0 && row[start - 1] == L {
            start - 1
        } else {
            start
        };
        let to = if end < row.len() && row[end] == L {
            end + 1
        } else {
            end
        };
        each(from, &row[from..to], empties);
        i = end;
    }
}

/// The number of empty cells.
pub fn empties(cells: &[Cell]) -> usize {
    cells.iter().filter(|&&c| c == Empty).count()
}
