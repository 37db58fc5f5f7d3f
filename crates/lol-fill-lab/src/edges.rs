//! The edge of what the judge program admits (`cargo xtask hunt lol-fill --edge`): the longest
//! row it reads, and the most rows its cost model ([`lol_fill::cost`]) takes.

use lab::Edge;
use lol_fill::cost;

/// The most rows of `row_bytes` bytes each (line end included) the judge program admits. The
/// model grows with the rows: a binary search.
pub fn most_admitted_rows(row_bytes: usize) -> usize {
    let admitted = |rows: usize| cost::admit(rows, input_bytes(rows, row_bytes)).is_ok();
    lab::largest_admitted(cost::MAX_INPUT_BYTES / 2, admitted)
}

/// The length of an input of `rows` rows of `row_bytes` bytes: t, its line end, the rows.
fn input_bytes(rows: usize, row_bytes: usize) -> usize {
    rows.to_string().len() + 1 + rows * row_bytes
}

/// The most cells of one row in the most input the judge program reads.
pub fn longest_row() -> usize {
    cost::MAX_INPUT_BYTES - input_bytes(1, 1)
}

pub fn edges() -> Vec<Edge> {
    let edge = |about: String, family, size, cases| Edge {
        about,
        family,
        size,
        cases: Some(cases),
        draw: None,
    };
    let (long, short) = (longest_row(), most_admitted_rows(2));
    // Rows of up to 19 cells and a line end: 20 bytes at most.
    let (judge_rows, random_rows) = (most_admitted_rows(20), most_admitted_rows(20));
    vec![
        edge(
            format!("one row of {} cells, lone `O`s", long),
            "lone-os",
            Some(long),
            1,
        ),
        edge(
            format!("one empty row of {} cells", long),
            "empty",
            Some(long),
            1,
        ),
        edge(
            format!("{} rows of one empty cell", short),
            "empty",
            Some(1),
            short,
        ),
        edge(
            format!("{} rows of 19 cells, lone `O`s", judge_rows),
            "lone-os",
            Some(19),
            judge_rows,
        ),
        edge(
            format!("{} random rows of 1–19 cells", random_rows),
            "random",
            None,
            random_rows,
        ),
    ]
}

/// The judge program's cost model on `input` (after its own parse), or its refusal.
pub fn judge_prediction(input: &[u8]) -> Result<String, String> {
    if input.len() > cost::MAX_INPUT_BYTES {
        return Err(format!("longer than {} bytes", cost::MAX_INPUT_BYTES));
    }
    let mut rows = 0;
    lol_fill::for_each_row(input, |_, _| rows += 1).map_err(|e| e.to_string())?;
    let predicted = cost::predict(rows, input.len());
    Ok(format!(
        "{} rows, {} bytes: predicted {:.3} s, {:.0} MB",
        rows,
        input.len(),
        predicted.seconds,
        predicted.bytes / 1e6
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The most rows are admitted and one more is not; the longest row fills the input cap.
    #[test]
    fn the_edge_is_admitted_and_one_row_more_is_not() {
        for row_bytes in [2, 20] {
            let rows = most_admitted_rows(row_bytes);
            assert!(cost::admit(rows, input_bytes(rows, row_bytes)).is_ok());
            assert!(cost::admit(rows + 1, input_bytes(rows + 1, row_bytes)).is_err());
        }
        assert_eq!(input_bytes(1, longest_row() + 1), cost::MAX_INPUT_BYTES);
    }
}
