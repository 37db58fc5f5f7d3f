//! Plain minimax as a dense table: the value of every row of one length, straight from the rules
//! (no lemma used), for the exhaustive checks. Cells are base-3 digits (empty 0, `L` 1, `O` 2),
//! the first cell the lowest; filling an empty cell raises the code, so one pass from the top
//! code down finds every child before its parent.

use lol_fill::row::{Cell, Row};

const CELLS: [Cell; 3] = [Cell::Empty, Cell::L, Cell::O];

/// The value for the mover of every row of `len` cells, by code: −1 if `LOL` stands.
pub fn values(len: usize) -> Vec<i8> {
    let size = 3usize.pow(len as u32);
    let powers: Vec<usize> = (0..len).map(|i| 3usize.pow(i as u32)).collect();
    let mut value = vec![0i8; size];
    let mut row = vec![Cell::Empty; len];
    for code in (0..size).rev() {
        decode(code, &mut row);
        if has_lol(&row) {
            value[code] = -1;
            continue;
        }
        let mut best: Option<i8> = None;
        for i in 0..len {
            if row[i] != Cell::Empty {
                continue;
            }
            for (digit, letter) in [(1, Cell::L), (2, Cell::O)] {
                row[i] = letter;
                let v = if lol_through(&row, i) {
                    1
                } else {
                    -value[code + digit * powers[i]]
                };
                row[i] = Cell::Empty;
                best = Some(best.map_or(v, |b| b.max(v)));
            }
        }
        value[code] = best.unwrap_or(0);
    }
    value
}

/// The row of `row.len()` cells with this code.
pub fn decode(mut code: usize, row: &mut Row) {
    for cell in row.iter_mut() {
        *cell = CELLS[code % 3];
        code /= 3;
    }
}

fn has_lol(row: &[Cell]) -> bool {
    row.windows(3).any(|w| w == [Cell::L, Cell::O, Cell::L])
}

/// Whether `LOL` stands in a window through cell `i`.
fn lol_through(row: &[Cell], i: usize) -> bool {
    let from = i.saturating_sub(2);
    let to = (i + 3).min(row.len());
    has_lol(&row[from..to])
}
