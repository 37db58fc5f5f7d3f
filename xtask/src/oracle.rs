//! `cargo xtask oracle <crate>`: stdin answered by the crate's plain oracle, in the judge's
//! output format, so benchmarks can time it as a whole process beside the solver.

use crate::solvers::Solver;
use anyhow::Result;
use std::io::{Read, Write};

/// Prints the oracle's answer; returns false (exit 1) on bad input, like the judge binary, and
/// on input past the oracle's reach (a row over its length limit), with the limit named.
pub fn run(solver: Solver) -> Result<bool> {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input)?;
    let answer: Result<String, String> = match solver {
        Solver::StakeClaim => stake_claim::parse(&input)
            .map_err(|e| e.to_string())
            .map(|boards| {
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
        Solver::ChessContour => {
            chess_contour::parse(&input)
                .map_err(|e| e.to_string())
                .map(|board| {
                    let value = if board.rows * board.cols <= 100 {
                        chess_contour::oracle::solve(&board)
                    } else {
                        chess_contour::oracle::solve_by_rank(&board)
                    };
                    chess_contour::format(value)
                })
        }
        Solver::LolFill => lol_fill::parse_lines(&input)
            .map_err(|e| e.to_string())
            .and_then(|rows| {
                let mut oracle = lol_fill::oracle::Oracle::default();
                let results: Result<Vec<i8>, String> = rows
                    .iter()
                    .map(|(line, row)| {
                        oracle
                            .solve(row)
                            .map_err(|e| format!("line {}: {}", line, e))
                    })
                    .collect();
                results.map(|r| lol_fill::format(&r))
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
