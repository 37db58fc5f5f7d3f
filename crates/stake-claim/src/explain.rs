//! `cargo xtask explain stake-claim`: per case the board, every empty square's value for the
//! mover, the best move, and the principal variation with the final regions marked.

use crate::bitboard::{ones, region, square};
use crate::board::Board;
use crate::solver::Solver;
use std::fmt::Write;

/// The explanation of one case.
pub fn explain(solver: &mut Solver, board: &Board) -> String {
    let mut out = String::new();
    let best = solver.best_move(board);
    let _ = writeln!(
        out,
        "player {} to move on this {}×{} board:",
        board.mover_digit, board.side, board.side
    );
    for row in board.rows() {
        let _ = writeln!(out, "  {}", row);
    }
    let _ = writeln!(
        out,
        "value of each empty square for player {}:",
        board.mover_digit
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
    let _ = writeln!(out, "best move: ({},{}) {}", best.row, best.col, best.value);
    let _ = writeln!(out, "principal variation:");
    let mut position = *board;
    let mut ply = 0;
    while position.empty() != 0 {
        let choice = solver.best_move(&position);
        let m = square(choice.row, choice.col);
        ply += 1;
        let _ = writeln!(
            out,
            "  {:>2}. player {} takes ({},{})",
            ply, position.mover_digit, choice.row, choice.col
        );
        position = Board {
            side: position.side,
            mover: position.other,
            other: position.mover | m,
            mover_digit: 1 - position.mover_digit,
        };
    }
    let (zeros, ones_mask) = if position.mover_digit == 0 {
        (position.mover, position.other)
    } else {
        (position.other, position.mover)
    };
    let largest = |cells: u64| {
        ones(cells)
            .map(|i| region(1u64 << i, cells))
            .max_by_key(|r| r.count_ones())
            .unwrap_or(0)
    };
    let (zero_region, one_region) = (largest(zeros), largest(ones_mask));
    let _ = writeln!(
        out,
        "final board (capital letters: each player's largest region; Z = 0, W = 1):"
    );
    for r in 0..position.side {
        let row: String = (0..position.side)
            .map(|c| {
                let bit = square(r, c);
                if zero_region & bit != 0 {
                    'Z'
                } else if one_region & bit != 0 {
                    'W'
                } else if zeros & bit != 0 {
                    '0'
                } else {
                    '1'
                }
            })
            .collect();
        let _ = writeln!(out, "  {}", row);
    }
    let (z, o) = (
        zero_region.count_ones() as i32,
        one_region.count_ones() as i32,
    );
    let mover_score = if board.mover_digit == 0 { z - o } else { o - z };
    let _ = writeln!(
        out,
        "scores: player 0 {}, player 1 {}; for player {}: {}",
        z, o, board.mover_digit, mover_score
    );
    out
}
