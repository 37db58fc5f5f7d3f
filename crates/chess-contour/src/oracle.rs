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

/// The same recursion with the memo in a flat table indexed by [`crate::staircase::rank`]
/// (checked against enumeration by its own tests) instead of a hash map: still top-down and
/// straight from the rules, but small enough in memory for 16×16 (minutes, 2.4 GB). Used to
/// confirm the answers of the large fixtures independently of the solver's block fill.
pub fn solve_by_rank(board: &Board) -> i64 {
    let count = crate::staircase::positions(board.rows, board.cols).expect("fits") as usize;
    let mut memo = vec![i64::MIN; count];
    by_rank(board, &mut vec![0; board.rows], 0, &mut memo)
}

fn by_rank(board: &Board, lengths: &mut Vec<usize>, placed: usize, memo: &mut Vec<i64>) -> i64 {
    if placed == board.rows * board.cols {
        return 0;
    }
    let rank = crate::staircase::rank(lengths, board.cols);
    if memo[rank] != i64::MIN {
        return memo[rank];
    }
    let first_moves = placed % 2 == 0;
    let mut best: Option<i64> = None;
    for row in 0..board.rows {
        let col = lengths[row];
        if col < board.cols && (row == 0 || lengths[row - 1] > col) {
            let cell = row * board.cols + col;
            lengths[row] += 1;
            let rest = by_rank(board, lengths, placed + 1, memo);
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
    memo[rank] = v;
    v
}
