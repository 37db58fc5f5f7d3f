//! The plain oracle: memoised minimax over whole rows, straight from the rules (no lemma used).
//! Exponential; fine up to about 19 cells, and refuses rows over [`MAX_CELLS`]. One [`Oracle`]
//! can answer many rows: a row's value does not depend on where it came from, so the memo
//! carries over. Rows are packed two bits a cell into the memo's key.

use lol_fill::row::{Cell, Row};
use rustc_hash::FxHashMap;

/// The longest row the oracle takes (its key packs two bits a cell into a u64).
pub const MAX_CELLS: usize = 32;

/// The oracle's memo holds at most 3^e rows for a row of e empty cells: past this many over
/// the rows of one input, it is refused, so that it answers within 60 s and 4 GiB (a row of 16
/// empty cells, 3^16, took 37 s and 1.2 GB; 18 ran past 100 s and 2.4 GB).
pub const MAX_STATES: u64 = 43_046_721;

/// Ok when the rows' memo fits [`MAX_STATES`]; else the refusal, naming the limit.
pub fn admit<'a>(rows: impl Iterator<Item = &'a Row>) -> Result<(), String> {
    let mut states: u64 = 0;
    for row in rows {
        let empty = row.iter().filter(|&&c| c == Cell::Empty).count() as u32;
        states = states.saturating_add(3u64.saturating_pow(empty));
        if states > MAX_STATES {
            return Err(format!(
                "the oracle memoises up to 3^e rows for e empty cells, at most {} (3^16) over an \
                 input, to finish within 60 s and 4 GiB; these rows need more",
                MAX_STATES
            ));
        }
    }
    Ok(())
}

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

#[cfg(test)]
mod admission {
    use super::admit;

    fn rows(text: &str) -> Vec<lol_fill::row::Row> {
        lol_fill::row::parse(text.as_bytes()).expect("valid rows")
    }

    #[test]
    fn a_row_of_16_empty_cells_is_admitted_and_17_or_two_of_16_refused() {
        assert_eq!(admit(rows("1\nL****************O\n").iter()), Ok(()));
        assert!(admit(rows("1\n*****************\n").iter()).is_err());
        let why = admit(rows("2\n****************\n****************\n").iter()).unwrap_err();
        assert!(why.contains("at most 43046721 (3^16)"), "{}", why);
    }
}
