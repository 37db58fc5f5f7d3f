//! Smaller inputs than a failing one, for `cargo xtask check`'s shrinking: a row or a column
//! fewer, then smaller values (all halved, one set to 0).

use chess_contour::Board;

/// The candidates, biggest steps first.
pub fn shrink(input: &[u8]) -> Vec<String> {
    let Ok(board) = crate::parse(input) else {
        return Vec::new();
    };
    let (n, m) = (board.rows, board.cols);
    let keep = |rows: std::ops::Range<usize>, cols: std::ops::Range<usize>| {
        let pick = |table: &[i64]| -> Vec<i64> {
            rows.clone()
                .flat_map(|r| cols.clone().map(move |c| table[r * m + c]))
                .collect()
        };
        let (a, b) = (pick(&board.a), pick(&board.b));
        text(&Board {
            rows: rows.len(),
            cols: cols.len(),
            a,
            b,
        })
    };
    let mut out = Vec::new();
    if n > 1 {
        out.extend([keep(0..n - 1, 0..m), keep(1..n, 0..m)]);
    }
    if m > 1 {
        out.extend([keep(0..n, 0..m - 1), keep(0..n, 1..m)]);
    }
    let halved = |v: &Vec<i64>| v.iter().map(|x| x / 2).collect();
    if board.a.iter().chain(&board.b).any(|&v| v > 0) {
        out.push(text(&Board {
            a: halved(&board.a),
            b: halved(&board.b),
            ..board.clone()
        }));
    }
    for (table, k) in (0..2).flat_map(|t| (0..n * m).map(move |k| (t, k))) {
        let mut smaller = board.clone();
        let values = if table == 0 {
            &mut smaller.a
        } else {
            &mut smaller.b
        };
        if values[k] > 0 {
            values[k] = 0;
            out.push(text(&smaller));
        }
    }
    out
}

/// The judge's input for a board.
pub fn text(board: &Board) -> String {
    let mut out = format!("{} {}\n", board.rows, board.cols);
    for table in [&board.a, &board.b] {
        for row in table.chunks(board.cols) {
            let row: Vec<String> = row.iter().map(|v| v.to_string()).collect();
            out += &format!("{}\n", row.join(" "));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_columns_go_first_then_values() {
        let candidates = shrink(b"2 2\n1 2\n3 4\n5 6\n7 8\n");
        assert_eq!(candidates[0], "1 2\n1 2\n5 6\n");
        assert_eq!(candidates[3], "2 1\n2\n4\n6\n8\n");
        assert_eq!(candidates[4], "2 2\n0 1\n1 2\n2 3\n3 4\n");
        assert_eq!(candidates[5], "2 2\n0 2\n3 4\n5 6\n7 8\n");
        assert_eq!(candidates.len(), 4 + 1 + 8);
    }
}
