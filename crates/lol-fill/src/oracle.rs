//! The plain oracle: memoised minimax over whole rows, straight from the rules (no lemma used).
//! Exponential; fine up to about 16 cells. One [`Oracle`] can answer many rows: a row's value
//! does not depend on where it came from, so the memo carries over.

use crate::row::{Cell, Row};
use std::collections::HashMap;

/// The outcome for the player to move: 1 win, 0 draw, −1 loss.
pub fn solve(row: &Row) -> i8 {
    Oracle::default().solve(row)
}

/// Minimax with a memo shared by all the rows it is asked about.
#[derive(Default)]
pub struct Oracle {
    memo: HashMap<Row, i8>,
}

impl Oracle {
    /// The outcome for the player to move: 1 win, 0 draw, −1 loss (−1 if `LOL` stands already).
    pub fn solve(&mut self, row: &Row) -> i8 {
        if has_lol(row) {
            return -1;
        }
        self.value(&mut row.clone())
    }

    /// Value for the mover of a row without `LOL`: the best over every empty cell and letter of
    /// +1 for making `LOL`, else minus the value after the move; 0 for a full row.
    fn value(&mut self, row: &mut Row) -> i8 {
        if let Some(&v) = self.memo.get(row) {
            return v;
        }
        let mut best: Option<i8> = None;
        for i in 0..row.len() {
            if row[i] != Cell::Empty {
                continue;
            }
            for letter in [Cell::L, Cell::O] {
                row[i] = letter;
                let v = if has_lol(row) { 1 } else { -self.value(row) };
                row[i] = Cell::Empty;
                best = Some(best.map_or(v, |b| b.max(v)));
            }
        }
        let v = best.unwrap_or(0);
        self.memo.insert(row.clone(), v);
        v
    }
}

/// Whether `LOL` stands anywhere in the row (written out again here so the oracle shares no code
/// with the solver).
fn has_lol(row: &[Cell]) -> bool {
    row.windows(3).any(|w| w == [Cell::L, Cell::O, Cell::L])
}
