//! Smaller inputs than a failing one, for `cargo xtask check`'s shrinking: fewer rows, then a
//! shorter row (either half of a long one, so that a row far past the judge's twenty cells
//! shrinks in a few steps; a cell off either end), then fewer empty cells (one filled with `L`
//! or `O`).

use lol_fill::row::{show, Cell, Row};

/// The candidates, biggest steps first.
pub fn shrink(input: &[u8]) -> Vec<String> {
    let Ok(rows) = lol_fill::parse(input) else {
        return Vec::new();
    };
    if rows.len() > 1 {
        let alone = rows.iter().map(|r| text(std::slice::from_ref(r)));
        let without = (0..rows.len()).map(|k| {
            let mut rest = rows.clone();
            rest.remove(k);
            text(&rest)
        });
        return alone.chain(without).collect();
    }
    let row = &rows[0];
    let mut out = Vec::new();
    if row.len() >= 6 {
        let half = row.len() / 2;
        out.push(text(&[row[..half].to_vec()]));
        out.push(text(&[row[half..].to_vec()]));
    }
    if row.len() > 1 {
        out.push(text(&[row[1..].to_vec()]));
        out.push(text(&[row[..row.len() - 1].to_vec()]));
    }
    for i in (0..row.len()).filter(|&i| row[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            let mut filled = row.clone();
            filled[i] = letter;
            out.push(text(&[filled]));
        }
    }
    out
}

/// The judge's input for these rows.
fn text(rows: &[Row]) -> String {
    let shown: Vec<String> = rows.iter().map(|r| show(r)).collect();
    crate::generate::input(&shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_go_first_then_halves_then_ends_then_cells() {
        assert_eq!(shrink(b"2\nL*\n**\n")[..2], ["1\nL*\n", "1\n**\n"]);
        let one = shrink(b"1\nL*\n");
        assert_eq!(one, ["1\n*\n", "1\nL\n", "1\nLL\n", "1\nLO\n"]);
        let long = shrink(b"1\nLOL***O\n");
        assert_eq!(
            long[..4],
            ["1\nLOL\n", "1\n***O\n", "1\nOL***O\n", "1\nLOL***\n"]
        );
    }
}
