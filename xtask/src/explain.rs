//! `cargo xtask explain <crate> FILE`: why each answer is what it is.

use crate::solvers::Solver;
use anyhow::{anyhow, Result};
use std::path::Path;

pub fn run(solver: Solver, file: &Path) -> Result<()> {
    let input = std::fs::read(file).map_err(|e| anyhow!("reading {}: {}", file.display(), e))?;
    let bad_input = |e: common::scanner::ParseError| anyhow!("{}: {}", file.display(), e);
    match solver {
        Solver::StakeClaim => {
            let boards = stake_claim::parse(&input).map_err(bad_input)?;
            let mut solver = stake_claim::Solver::for_boards(&boards);
            for (k, board) in boards.iter().enumerate() {
                println!("== case {} ==", k + 1);
                print!("{}", stake_claim::explain::explain(&mut solver, board));
            }
        }
        Solver::ChessContour => {
            let board = chess_contour::parse(&input).map_err(bad_input)?;
            print!("{}", chess_contour::explain::explain(&board));
        }
        Solver::LolFill => {
            let rows = lol_fill::parse_lines(&input).map_err(bad_input)?;
            for (k, (line, row)) in rows.iter().enumerate() {
                println!("== row {} ==", k + 1);
                let text = lol_fill::explain::explain(row)
                    .map_err(|e| anyhow!("{}: line {}: {}", file.display(), line, e))?;
                print!("{}", text);
            }
        }
    }
    Ok(())
}
