//! The edge of what the judge program admits (`cargo xtask hunt chess-contour --edge`): for
//! each number of rows, the most columns its cost model ([`chess_contour::cost`]) takes with
//! values up to the judge's 100,000.

use chess_contour::cost;
use chess_contour::staircase::positions;
use lab::Edge;

/// The judge's largest value, whose 6 digits and a space make the longest input per value.
const MAX_VALUE: u64 = 100_000;

/// The most columns a board of `rows` rows may have for the judge program to admit it with
/// any values up to [`MAX_VALUE`] (the input at its longest, the table entries at their
/// widest for those totals). The model grows with the columns: a binary search.
pub fn most_admitted_cols(rows: usize) -> usize {
    let admitted = |cols: usize| widest_admission(rows, cols).is_ok();
    lab::largest_admitted(1 << 24, admitted)
}

/// The judge program's admission of a rows×cols board whose every value is [`MAX_VALUE`].
fn widest_admission(rows: usize, cols: usize) -> Result<(), String> {
    let cells = (rows * cols) as u64;
    let input_bytes = 16 + 2 * 7 * cells as usize;
    let width = if cells * MAX_VALUE > i32::MAX as u64 {
        8
    } else {
        4
    };
    cost::admit(rows, cols, positions(rows, cols), input_bytes, width)
}

pub fn edges() -> Vec<Edge> {
    let side = (1..).take_while(|&n| most_admitted_cols(n) >= n).last();
    let side = side.unwrap_or(1);
    let thin = most_admitted_cols(1);
    vec![
        Edge {
            about:
                "n rows at random, 1 to 13, and the most columns admitted; swapped one time in two"
                    .to_string(),
            family: "shapes",
            size: None,
            cases: None,
            draw: Some(shape),
        },
        Edge {
            about: format!("{0}×{0} boards, the largest square admitted", side),
            family: "largest",
            size: Some(side),
            cases: None,
            draw: None,
        },
        Edge {
            about: format!("one row or column of {} cells, the longest admitted", thin),
            family: "thin",
            size: Some(thin),
            cases: None,
            draw: None,
        },
    ]
}

/// A board of 1 to 13 rows at random and the most columns the judge program admits for them,
/// values 0–100,000; rows and columns swapped one time in two.
fn shape(draw: &lab::Draw) -> String {
    let mut rng = draw.rng();
    let rows = rng.usize(1..=13);
    let cols = most_admitted_cols(rows);
    let (rows, cols) = if rng.bool() {
        (rows, cols)
    } else {
        (cols, rows)
    };
    let values = || 0..=MAX_VALUE as u32;
    crate::generate::board(&mut rng, rows, cols, [values(), values()])
}

/// The judge program's cost model on `input` (after its own parse), or its refusal.
pub fn judge_prediction(input: &[u8]) -> Result<String, String> {
    if input.len() > cost::MAX_INPUT_BYTES {
        return Err(format!("longer than {} bytes", cost::MAX_INPUT_BYTES));
    }
    let capacity = chess_contour::dense::Table {
        input_bytes: input.len(),
    };
    let board = chess_contour::parse(input, &capacity).map_err(|e| e.to_string())?;
    let (rows, cols) = (board.rows, board.cols);
    let count = positions(rows, cols).ok_or("more than 2^64 positions")?;
    let predicted = cost::predict(
        rows,
        cols,
        count as f64,
        input.len(),
        board.bytes_per_position(),
    );
    Ok(format!(
        "{}×{}: predicted {:.3} s, {:.0} MB",
        rows,
        cols,
        predicted.seconds,
        predicted.bytes / 1e6
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The judge program admits a board of the most columns at full width, and its cost model
    /// refuses one more column; the largest square admitted is 13×13 (see the judge's README).
    #[test]
    fn the_edge_is_admitted_and_one_column_more_is_not() {
        for rows in [1, 2, 5, 13] {
            let cols = most_admitted_cols(rows);
            let text = format!(
                "{} {}\n{}",
                rows,
                cols,
                format!("{}\n", vec!["100000"; cols].join(" ")).repeat(2 * rows)
            );
            assert!(
                judge_prediction(text.as_bytes()).is_ok(),
                "{}×{}",
                rows,
                cols
            );
            assert!(
                widest_admission(rows, cols + 1).is_err(),
                "{}×{}",
                rows,
                cols + 1
            );
        }
        assert_eq!(edges()[1].size, Some(13));
    }
}
