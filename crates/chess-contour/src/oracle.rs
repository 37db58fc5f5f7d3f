//! The plain oracle: memoised minimax over row lengths, straight from the rules. Slow, obviously
//! right, and independent of the rank arithmetic of [`crate::staircase`].

use crate::board::Board;
use std::collections::HashMap;

/// The first player's optimal score minus the second's.
pub fn solve(board: &Board) -> i64 {
    value_from(board, &vec![0; board.rows])
}

/// The value of the rest of the game from the staircase with these row lengths, from the side of
/// the player to move (the first player when the number of stones is even).
pub fn value_from(board: &Board, lengths: &[usize]) -> i64 {
    let placed: usize = lengths.iter().sum();
    let v = first_minus_second(board, &mut lengths.to_vec(), placed, &mut HashMap::new());
    if placed % 2 == 0 {
        v
    } else {
        -v
    }
}

/// Value (first − second) of the rest of the game from the staircase `lengths`, with `placed`
/// stones on the board (the first player moves when it is even).
fn first_minus_second(
    board: &Board,
    lengths: &mut Vec<usize>,
    placed: usize,
    memo: &mut HashMap<Vec<usize>, i64>,
) -> i64 {
    if placed == board.rows * board.cols {
        return 0;
    }
    if let Some(&v) = memo.get(lengths) {
        return v;
    }
    let first_moves = placed % 2 == 0;
    let mut best: Option<i64> = None;
    for row in 0..board.rows {
        let col = lengths[row];
        let above_is_longer = row == 0 || lengths[row - 1] > col;
        if col < board.cols && above_is_longer {
            let cell = row * board.cols + col;
            lengths[row] += 1;
            let rest = first_minus_second(board, lengths, placed + 1, memo);
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
    memo.insert(lengths.clone(), v);
    v
}

/// The same recursion with the memo in a flat table indexed by staircase rank (see
/// [`crate::staircase`]; a stone in row r moves the rank up by C(i + len, i), i = rows − 1 − r,
/// which the staircase tests check against enumeration) instead of a hash map: still top-down
/// and straight from the rules, but small enough in memory for 16×16 (minutes, 4.8 GB). Used to
/// confirm the answers of the large fixtures independently of the solver's block fill.
pub fn solve_by_rank(board: &Board) -> i64 {
    let count = crate::staircase::positions(board.rows, board.cols).expect("fits") as usize;
    let binomials = crate::staircase::Binomials::new(board.rows, board.cols);
    let mut memo = vec![i64::MIN; count];
    let mut walk = RankWalk {
        board,
        binomials: &binomials,
        memo: &mut memo,
    };
    walk.first_minus_second(&mut vec![0; board.rows], 0, 0)
}

struct RankWalk<'a> {
    board: &'a Board,
    binomials: &'a crate::staircase::Binomials,
    memo: &'a mut Vec<i64>,
}

impl RankWalk<'_> {
    fn first_minus_second(&mut self, lengths: &mut Vec<usize>, placed: usize, rank: usize) -> i64 {
        let board = self.board;
        if placed == board.rows * board.cols {
            return 0;
        }
        if self.memo[rank] != i64::MIN {
            return self.memo[rank];
        }
        let first_moves = placed % 2 == 0;
        let mut best: Option<i64> = None;
        for row in 0..board.rows {
            let col = lengths[row];
            if col < board.cols && (row == 0 || lengths[row - 1] > col) {
                let cell = row * board.cols + col;
                let i = board.rows - 1 - row;
                let next = rank + self.binomials.get(i + col, i);
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
        self.memo[rank] = v;
        v
    }
}

#[cfg(test)]
mod tests {
    /// The two oracles agree with each other on every position count they share.
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
