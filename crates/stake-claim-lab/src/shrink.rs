//! Smaller inputs than a failing one, for `cargo xtask check`'s shrinking: fewer cases, then a
//! smaller board (a corner of it, its counts made legal), then fewer empty squares (a move
//! played).

use crate::oracle::rows;
use stake_claim::Board;

/// The candidates, biggest steps first.
pub fn shrink(input: &[u8]) -> Vec<String> {
    let Ok(boards) = crate::parse(input) else {
        return Vec::new();
    };
    if boards.len() > 1 {
        let alone = boards.iter().map(|b| text(&[*b]));
        let without = (0..boards.len()).map(|k| {
            let mut rest = boards.clone();
            rest.remove(k);
            text(&rest)
        });
        return alone.chain(without).collect();
    }
    let board = boards[0];
    let mut out = corners(&board);
    if board.empty().count_ones() > 1 {
        let moves = common::bits::ones(board.empty());
        out.extend(moves.map(|square| text(&[board.after(square)])));
    }
    out
}

/// The four (n−1)×(n−1) corners of the board, as inputs, their counts of 0s and 1s made legal
/// again by turning the last surplus digits into the other one.
fn corners(board: &Board) -> Vec<String> {
    let grid = rows(board);
    let n = board.side;
    if n < 2 {
        return Vec::new();
    }
    [(0, 0), (0, 1), (1, 0), (1, 1)]
        .iter()
        .map(|&(r, c)| {
            let mut cells: Vec<u8> = grid[r..r + n - 1]
                .iter()
                .flat_map(|row| row.as_bytes()[c..c + n - 1].to_vec())
                .collect();
            legal_counts(&mut cells);
            let rows: Vec<String> = cells
                .chunks(n - 1)
                .map(|row| String::from_utf8_lossy(row).into_owned())
                .collect();
            format!("{}\n{}\n0\n", n - 1, rows.join("\n"))
        })
        .collect()
}

/// Turns the last surplus digits into the other one until the board holds as many 0s as 1s or
/// one 0 more.
fn legal_counts(cells: &mut [u8]) {
    loop {
        let count = |d: u8| cells.iter().filter(|&&c| c == d).count();
        let (zeros, ones) = (count(b'0'), count(b'1'));
        let (from, to) = if zeros > ones + 1 {
            (b'0', b'1')
        } else if ones > zeros {
            (b'1', b'0')
        } else {
            return;
        };
        let last = cells
            .iter()
            .rposition(|&c| c == from)
            .expect("a surplus digit");
        cells[last] = to;
    }
}

/// The input of these boards, closed by `0`.
pub fn text(boards: &[Board]) -> String {
    let mut out = String::new();
    for board in boards {
        out += &format!("{}\n{}\n", board.side, rows(board).join("\n"));
    }
    out + "0\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_go_first_then_corners_then_moves() {
        let two = b"2\n0.\n..\n2\n01\n..\n0\n";
        let candidates = shrink(two);
        assert_eq!(candidates[0], "2\n0.\n..\n0\n");
        assert_eq!(candidates[1], "2\n01\n..\n0\n");
        let one = shrink(b"2\n0.\n..\n0\n");
        assert_eq!(one[0], "1\n0\n0\n");
        // Player 1 moves; a 1 on (0,1) leaves two empty squares.
        assert!(one.contains(&"2\n01\n..\n0\n".to_string()), "{:?}", one);
    }
}
