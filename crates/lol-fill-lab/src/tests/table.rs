//! Plain minimax as a dense table: the value of every row of one length, and how many moves
//! the game lasts, straight from the rules (no lemma used), for the exhaustive checks. Cells
//! are base-3 digits (empty 0, `L` 1, `O` 2), the first cell the lowest; filling an empty cell
//! raises the code, so one pass from the top code down finds every child before its parent.
//!
//! The moves to the end are remoteness: the winner ends the game as fast as it can, the loser
//! as late as it can, a draw runs to the full row; a move's count includes itself.

use lol_fill::row::{Cell, Row};

const CELLS: [Cell; 3] = [Cell::Empty, Cell::L, Cell::O];

/// Calls `each` with every row of up to `max_len` cells, shortest first, and its value for
/// the mover and moves to the end.
pub fn for_every_row(max_len: usize, mut each: impl FnMut(&Row, (i8, u8))) {
    for len in 0..=max_len {
        let outcomes = outcomes(len);
        let mut row = vec![Cell::Empty; len];
        for (code, &outcome) in outcomes.iter().enumerate() {
            decode(code, &mut row);
            each(&row, outcome);
        }
    }
}

/// The value for the mover of every row of `len` cells and the moves to the end, by code.
pub fn outcomes(len: usize) -> Vec<(i8, u8)> {
    let size = 3usize.pow(len as u32);
    let powers: Vec<usize> = (0..len).map(|i| 3usize.pow(i as u32)).collect();
    let mut outcome = vec![(0i8, 0u8); size];
    let mut row = vec![Cell::Empty; len];
    for code in (0..size).rev() {
        decode(code, &mut row);
        if has_lol(&row) {
            outcome[code] = (-1, 0);
            continue;
        }
        let mut best: Option<(i8, u8)> = None;
        for i in 0..len {
            if row[i] != Cell::Empty {
                continue;
            }
            for (digit, letter) in [(1, Cell::L), (2, Cell::O)] {
                row[i] = letter;
                let this = if lol_through(&row, i) {
                    (1, 1)
                } else {
                    let (value, moves) = outcome[code + digit * powers[i]];
                    (-value, moves + 1)
                };
                row[i] = Cell::Empty;
                best = Some(best.map_or(this, |b| better(b, this)));
            }
        }
        outcome[code] = best.unwrap_or((0, 0));
    }
    outcome
}

/// The better of two (value, moves) for the mover: a higher value, then a faster win or a
/// slower loss.
fn better(a: (i8, u8), b: (i8, u8)) -> (i8, u8) {
    let rank = |(value, moves): (i8, u8)| {
        let moves = i16::from(moves);
        (value, if value > 0 { -moves } else { moves })
    };
    if rank(b) > rank(a) {
        b
    } else {
        a
    }
}

/// The row of `row.len()` cells with this code.
fn decode(mut code: usize, row: &mut Row) {
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
