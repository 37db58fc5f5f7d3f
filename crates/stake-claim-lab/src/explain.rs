//! `cargo xtask explain stake-claim`: per case the board, every empty square's value for the
//! mover, the best move, and the principal variation with the final regions marked.

use crate::oracle::rows;
use crate::solver::Solver;
use common::bits::ones;
use stake_claim::bitboard::{region, square};
use stake_claim::Board;
use std::fmt::Write;

/// The explanation of one case.
pub fn explain(solver: &mut Solver, board: &Board) -> String {
    let mut out = String::new();
    let best = solver.best_move(board);
    let _ = writeln!(
        out,
        "player {} to move on this {}×{} board:",
        board.mover_digit(),
        board.side,
        board.side
    );
    for row in rows(board) {
        let _ = writeln!(out, "  {}", row);
    }
    out.push_str(&move_values(solver, board));
    let _ = writeln!(out, "best move: ({},{}) {}", best.row, best.col, best.value);
    let (line, last) = principal_variation(solver, board);
    out.push_str(&line);
    out.push_str(&final_board(board, &last));
    out
}

/// The value for the mover of every empty square, as a grid.
fn move_values(solver: &mut Solver, board: &Board) -> String {
    let mut out = format!(
        "value of each empty square for player {}:\n",
        board.mover_digit()
    );
    for r in 0..board.side {
        let cells: Vec<String> = (0..board.side)
            .map(|c| {
                if board.empty() & square(r, c) != 0 {
                    format!("{:>4}", solver.move_value(board, 8 * r + c))
                } else {
                    "   ·".to_string()
                }
            })
            .collect();
        let _ = writeln!(out, " {}", cells.join(""));
    }
    out
}

/// The optimal game from the board, move by move, and the full board it ends on.
fn principal_variation(solver: &mut Solver, board: &Board) -> (String, Board) {
    let mut out = format!(
        "principal variation (every game fills the board: {} more moves whatever is played, so \
         there is no distance to the end to show):\n",
        board.empty().count_ones()
    );
    let mut position = *board;
    let mut ply = 0;
    while position.empty() != 0 {
        let choice = solver.best_move(&position);
        ply += 1;
        let _ = writeln!(
            out,
            "  {:>2}. player {} takes ({},{})",
            ply,
            position.mover_digit(),
            choice.row,
            choice.col
        );
        position = position.after(8 * choice.row + choice.col);
    }
    (out, position)
}

/// The full board with each player's largest region in capitals, and the scores.
fn final_board(start: &Board, last: &Board) -> String {
    let (zeros, ones_mask) = if last.mover_digit() == 0 {
        (last.mover, last.other)
    } else {
        (last.other, last.mover)
    };
    let largest = |cells: u64| {
        ones(cells)
            .map(|i| region(1u64 << i, cells))
            .max_by_key(|r| r.count_ones())
            .unwrap_or(0)
    };
    let (zero_region, one_region) = (largest(zeros), largest(ones_mask));
    let mut out =
        "final board (capital letters: each player's largest region; Z = 0, W = 1):\n".to_string();
    for r in 0..last.side {
        let row: String = (0..last.side)
            .map(|c| {
                let bit = square(r, c);
                match (
                    zero_region & bit != 0,
                    one_region & bit != 0,
                    zeros & bit != 0,
                ) {
                    (true, _, _) => 'Z',
                    (_, true, _) => 'W',
                    (_, _, true) => '0',
                    _ => '1',
                }
            })
            .collect();
        let _ = writeln!(out, "  {}", row);
    }
    let (z, o) = (
        zero_region.count_ones() as i32,
        one_region.count_ones() as i32,
    );
    let mover_score = if start.mover_digit() == 0 {
        z - o
    } else {
        o - z
    };
    let _ = writeln!(
        out,
        "scores: player 0 {}, player 1 {}; for player {}: {}",
        z,
        o,
        start.mover_digit(),
        mover_score
    );
    out
}

#[cfg(test)]
mod tests {
    /// The principal variation must end on the value of the best move (an identity the line
    /// must satisfy), on both sample cases.
    #[test]
    fn the_line_ends_on_the_value() {
        let boards =
            crate::parse(b"4\n01.1\n00..\n.01.\n...1\n4\n0.01\n0.01\n1..0\n.1..\n0\n").unwrap();
        let mut solver = crate::solver_for(&boards);
        for (board, value) in boards.iter().zip([2, -1]) {
            let text = super::explain(&mut solver, board);
            assert!(text.ends_with(&format!(": {}\n", value)), "{}", text);
            assert!(text.contains("no distance to the end"), "{}", text);
        }
    }
}
