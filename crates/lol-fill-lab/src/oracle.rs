//! The plain oracle: memoised minimax over whole rows, straight from the rules (no lemma used).
//! Exponential; fine up to about 19 cells, and refuses rows over [`MAX_CELLS`]. One [`Oracle`]
//! can answer many rows: a row's value does not depend on where it came from, so the memo
//! carries over. Rows are packed two bits a cell into the memo's key.

use lol_fill::row::{Cell, Row};
use rustc_hash::FxHashMap;

/// The longest row the oracle takes (its key packs two bits a cell into a u64).
pub const MAX_CELLS: usize = 32;

/// The outcome for the player to move: 1 win, 0 draw, −1 loss; an error for rows over
/// [`MAX_CELLS`].
pub fn solve(row: &Row) -> Result<i8, String> {
    Oracle::default().solve(row)
}

/// Minimax with a memo shared by all the rows it is asked about.
#[derive(Default)]
pub struct Oracle {
    memo: FxHashMap<(usize, u64), i8>,
}

fn key(row: &[Cell]) -> (usize, u64) {
    let packed = row.iter().fold(0u64, |k, &c| k << 2 | c as u64);
    (row.len(), packed)
}

impl Oracle {
    /// The outcome for the player to move: 1 win, 0 draw, −1 loss (−1 if `LOL` stands already);
    /// an error for rows over [`MAX_CELLS`].
    pub fn solve(&mut self, row: &Row) -> Result<i8, String> {
        if row.len() > MAX_CELLS {
            return Err(format!(
                "the oracle takes rows of at most {} cells; this one has {}",
                MAX_CELLS,
                row.len()
            ));
        }
        if has_lol(row) {
            return Ok(-1);
        }
        Ok(self.value(&mut row.clone()))
    }

    /// Value for the mover of a row without `LOL`: the best over every empty cell and letter of
    /// +1 for making `LOL`, else minus the value after the move; 0 for a full row.
    fn value(&mut self, row: &mut Row) -> i8 {
        if let Some(&v) = self.memo.get(&key(row)) {
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
        self.memo.insert(key(row), v);
        v
    }
}

/// Whether `LOL` stands anywhere in the row (written out again here so the oracle shares no code
/// with the solver).
fn has_lol(row: &[Cell]) -> bool {
    row.windows(3).any(|w| w == [Cell::L, Cell::O, Cell::L])
}
