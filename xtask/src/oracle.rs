//! `cargo xtask oracle <crate>`: stdin answered by the crate's plain oracle, in the judge's
//! output format, so benchmarks can time it as a whole process beside the solver.

use crate::solvers::Solver;
use anyhow::Result;
use std::io::{Read, Write};

/// Prints the oracle's answer; returns false (exit 1) on bad input, like the judge binary.
pub fn run(solver: Solver) -> Result<bool> {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input)?;
    let answer = match solver {
        Solver::StakeClaim => stake_claim::parse(&input).map(|boards| {
            let mut oracle = stake_claim::oracle::Oracle::default();
            let moves: Vec<stake_claim::BestMove> = boards
                .iter()
                .map(|b| {
                    let mut grid: Vec<Vec<u8>> =
                        b.rows().into_iter().map(String::into_bytes).collect();
                    let ((row, col), value) = oracle.best_move(&mut grid);
                    stake_claim::BestMove { row, col, value }
                })
                .collect();
            stake_claim::format(&moves)
        }),
        // Past 10×10 the hash-map memo needs gigabytes; the flat memo does the same recursion.
        Solver::ChessContour => chess_contour::parse(&input).map(|board| {
            let value = if board.rows * board.cols <= 100 {
                chess_contour::oracle::solve(&board)
            } else {
                chess_contour::oracle::solve_by_rank(&board)
            };
            chess_contour::format(value)
        }),
        Solver::LolFill => lol_fill::parse(&input).map(|rows| {
            let mut oracle = lol_fill::oracle::Oracle::default();
            lol_fill::format(&rows.iter().map(|r| oracle.solve(r)).collect::<Vec<_>>())
        }),
    };
    match answer {
        Ok(text) => {
            std::io::stdout().write_all(text.as_bytes())?;
            Ok(true)
        }
        Err(e) => {
            eprintln!("error: {}", e);
            Ok(false)
        }
    }
}
