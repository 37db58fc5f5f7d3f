//! Smaller inputs than a failing one, for `cargo xtask check`'s shrinking: fewer cases, then a
//! smaller board (a corner of it, its counts made legal), then fewer stones (the last mover's
//! stone taken back), and last, for a board larger than 2×2, every 2×2 board: single steps can
//! stop at a local minimum (a 5×5 board none of whose corners or take-backs fails), and the
//! 2×2 boards are few (29) and tried only when nothing nearer fails. Every candidate has fewer
//! cases, a smaller side or fewer stones, so that shrinking ends; none is a move played, which
//! would undo a stone taken back.

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
    if board.empty().count_ones() < crate::validate::MAX_EMPTY {
        out.extend(
            common::bits::ones(board.other).map(|square| text(&[taken_back(&board, square)])),
        );
    }
    if board.side > 2 {
        out.extend(every_2x2_board().iter().map(|b| text(&[*b])));
    }
    out
}

/// Every legal 2×2 board with an empty square, fewest stones first.
fn every_2x2_board() -> Vec<Board> {
    let mut boards: Vec<Board> = (0..81u32)
        .filter_map(|code| {
            let digit = |square: u32| code / 3u32.pow(square) % 3;
            let owned = |d: u32| {
                let squares = (0..4).filter(|&k| digit(k) == d);
                squares.fold(0, |m, k| m | 1 << (k / 2 * 8 + k % 2)) // bits are 8r + c
            };
            let (zeros, ones): (u64, u64) = (owned(1), owned(2));
            let (z, o) = (zeros.count_ones(), ones.count_ones());
            let legal = (z == o || z == o + 1) && z + o < 4;
            let (mover, other) = if z == o { (zeros, ones) } else { (ones, zeros) };
            legal.then_some(Board {
                side: 2,
                mover,
                other,
            })
        })
        .collect();
    boards.sort_by_key(|b| (b.mover | b.other).count_ones());
    boards
}

/// The board before the last mover's stone on `square` was played: that player moves again,
/// and the counts stay legal. Taken back only while the board has fewer empty squares than the
/// judges allow, so that the lab answers every candidate in milliseconds.
fn taken_back(board: &Board, square: usize) -> Board {
    Board {
        side: board.side,
        mover: board.other & !(1 << square),
        other: board.mover,
    }
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
    fn cases_go_first_then_corners_then_stones_taken_back_then_2x2_boards() {
        let two = b"2\n0.\n..\n2\n01\n..\n0\n";
        let candidates = shrink(two);
        assert_eq!(candidates[0], "2\n0.\n..\n0\n");
        assert_eq!(candidates[1], "2\n01\n..\n0\n");
        let one = shrink(b"2\n01\n0.\n0\n");
        assert_eq!(one[0], "1\n0\n0\n");
        // Player 1 moves; the last mover, player 0, takes back either of its two stones.
        assert_eq!(one[4..], ["2\n.1\n0.\n0\n", "2\n01\n..\n0\n"]);
        // No stone is taken back past the judges' ten empty squares.
        let ten = b"4\n010.\n1...\n....\n..01\n0\n";
        let candidates = shrink(ten);
        assert!(
            candidates[..4].iter().all(|c| c.starts_with("3\n")),
            "{:?}",
            candidates
        );
        // Then every 2×2 board: 1 empty, 4 with one 0, 12 with a 0 and a 1, 12 with 0, 0, 1.
        assert_eq!(candidates.len(), 4 + 29);
        assert_eq!(candidates[4], "2\n..\n..\n0\n");
        assert!(candidates.contains(&"2\n0.\n..\n0\n".to_string()));
        let invalid: Vec<_> = candidates[4..]
            .iter()
            .filter(|c| !crate::validate::validate(c.as_bytes()).is_empty())
            .collect();
        assert!(invalid.is_empty(), "{:?}", invalid);
    }
}
