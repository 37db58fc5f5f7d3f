//! The plain oracle: memoised minimax over row lengths, straight from the rules. Slow, obviously
//! right, and independent of the solver's block fill.
//!
//! Two memos for the same recursion: a hash map keyed by the row lengths (independent of the
//! rank arithmetic; fine to 10×10), and a flat table indexed by staircase rank (a stone in row r
//! moves the rank up by C(i + len, i), i = rows − 1 − r, which the staircase tests check against
//! enumeration), small enough for 16×16 (a minute and a half, 4.8 GB). The big fixtures' known
//! answers come from the second.

use chess_contour::staircase::{positions, Binomials};
use chess_contour::Board;
use std::collections::HashMap;

/// The first player's optimal score minus the second's (hash-map memo).
pub fn solve(board: &Board) -> i64 {
    value_from(board, &vec![0; board.rows])
}

/// The value of the rest of the game from the staircase with these row lengths, from the side of
/// the player to move (the first player when the number of stones is even).
pub fn value_from(board: &Board, lengths: &[usize]) -> i64 {
    let placed: usize = lengths.iter().sum();
    let mut oracle = Oracle {
        board,
        memo: Memo::ByShape(HashMap::new()),
    };
    // The rank is only read by the flat memo; the hash memo ignores it.
    let v = oracle.first_minus_second(&mut lengths.to_vec(), placed, 0);
    if placed.is_multiple_of(2) {
        v
    } else {
        -v
    }
}

/// [`solve`] with the flat memo by rank.
pub fn solve_by_rank(board: &Board) -> i64 {
    let count = positions(board.rows, board.cols).expect("checked by parse") as usize;
    let memo = Memo::ByRank {
        binomials: Binomials::new(board.rows, board.cols),
        table: vec![i64::MIN; count],
    };
    Oracle { board, memo }.first_minus_second(&mut vec![0; board.rows], 0, 0)
}

/// Values of positions on demand, from one flat memo shared by all the questions (for the
/// explainer, which asks about every position along a game and its alternatives).
pub struct Values<'a>(Oracle<'a>);

impl<'a> Values<'a> {
    pub fn new(board: &'a Board) -> Self {
        let count = positions(board.rows, board.cols).expect("checked by parse") as usize;
        let memo = Memo::ByRank {
            binomials: Binomials::new(board.rows, board.cols),
            table: vec![i64::MIN; count],
        };
        Values(Oracle { board, memo })
    }

    /// First player's score minus the second's over the rest of the game from the staircase
    /// with these row lengths, under optimal play.
    pub fn first_minus_second(&mut self, lengths: &[usize]) -> i64 {
        let placed = lengths.iter().sum();
        let rank = chess_contour::staircase::rank(lengths, self.0.board.cols);
        self.0
            .first_minus_second(&mut lengths.to_vec(), placed, rank)
    }
}

enum Memo {
    ByShape(HashMap<Vec<usize>, i64>),
    ByRank {
        binomials: Binomials,
        table: Vec<i64>,
    },
}

struct Oracle<'a> {
    board: &'a Board,
    memo: Memo,
}

impl Oracle<'_> {
    fn known(&self, lengths: &[usize], rank: usize) -> Option<i64> {
        match &self.memo {
            Memo::ByShape(map) => map.get(lengths).copied(),
            Memo::ByRank { table, .. } => Some(table[rank]).filter(|&v| v != i64::MIN),
        }
    }

    fn remember(&mut self, lengths: &[usize], rank: usize, v: i64) {
        match &mut self.memo {
            Memo::ByShape(map) => {
                map.insert(lengths.to_vec(), v);
            }
            Memo::ByRank { table, .. } => table[rank] = v,
        }
    }

    /// The rank after a stone in `row` (only meaningful for the flat memo).
    fn rank_after(&self, rank: usize, row: usize, col: usize) -> usize {
        match &self.memo {
            Memo::ByShape(_) => 0,
            Memo::ByRank { binomials, .. } => {
                let i = self.board.rows - 1 - row;
                rank + binomials.get(i + col, i)
            }
        }
    }

    /// Value (first − second) of the rest of the game from the staircase `lengths` of that
    /// rank, with `placed` stones on the board (the first player moves when it is even).
    fn first_minus_second(&mut self, lengths: &mut Vec<usize>, placed: usize, rank: usize) -> i64 {
        let board = self.board;
        if placed == board.rows * board.cols {
            return 0;
        }
        if let Some(v) = self.known(lengths, rank) {
            return v;
        }
        let first_moves = placed.is_multiple_of(2);
        let mut best: Option<i64> = None;
        for row in 0..board.rows {
            let col = lengths[row];
            let above_is_longer = row == 0 || lengths[row - 1] > col;
            if col < board.cols && above_is_longer {
                let cell = row * board.cols + col;
                let next = self.rank_after(rank, row, col);
                lengths[row] += 1;
                let rest = self.first_minus_second(lengths, placed + 1, next);
                lengths[row] -= 1;
                let v = if first_moves {
                    board.a[cell] + rest
                } else {
                    rest - board.b[cell]
                };
                best = Some(match best {
                    None => v,
                    Some(b) if first_moves => b.max(v),
                    Some(b) => b.min(v),
                });
            }
        }
        let v = best.expect("a board that is not full has a free corner");
        self.remember(lengths, rank, v);
        v
    }
}

#[cfg(test)]
mod tests {
    /// The two memos give the same answers.
    #[test]
    fn flat_memo_agrees_with_hash_memo() {
        for text in [
            "2 3 2 7 3 9 1 2 3 7 2 2 3 1",
            "3 4 1 9 3 4 5 6 2 8 9 1 11 3 4 0 7 1 0 5 2 8 3 3 0 6",
            "1 3 5 1 2 0 9 9",
        ] {
            let board = crate::parse(text.as_bytes()).unwrap();
            assert_eq!(super::solve_by_rank(&board), super::solve(&board));
        }
    }
}
