//! `cargo xtask explain <crate> FILE`: why each answer is what it is.

use crate::solvers::Solver;
use anyhow::{anyhow, bail, Result};
use std::io::Write;
use std::path::Path;

/// chess-contour's explanation replays the plain oracle's flat memo (8 bytes a position): past
/// this many positions it is refused rather than left to exhaust memory.
const CHESS_EXPLAIN_MAX_POSITIONS: u64 = 1 << 26;

pub fn run(solver: Solver, file: &Path) -> Result<()> {
    let input = std::fs::read(file).map_err(|e| anyhow!("reading {}: {}", file.display(), e))?;
    let bad_input = |e: common::scanner::ParseError| anyhow!("{}: {}", file.display(), e);
    let mut text = String::new();
    match solver {
        Solver::StakeClaim => {
            let boards = stake_claim::parse(&input).map_err(bad_input)?;
            let mut solver = stake_claim::Solver::for_boards(&boards);
            for (k, board) in boards.iter().enumerate() {
                text += &format!("== case {} ==\n", k + 1);
                text += &stake_claim::explain::explain(&mut solver, board);
            }
        }
        Solver::ChessContour => {
            let board = chess_contour::parse(&input).map_err(bad_input)?;
            let positions = chess_contour::staircase::positions(board.rows, board.cols);
            if positions.is_none_or(|p| p > CHESS_EXPLAIN_MAX_POSITIONS) {
                bail!(
                    "{}: explain replays the plain oracle, which takes boards of at most {} \
                     positions; this {}×{} board has more",
                    file.display(),
                    CHESS_EXPLAIN_MAX_POSITIONS,
                    board.rows,
                    board.cols
                );
            }
            text += &chess_contour::explain::explain(&board);
        }
        Solver::LolFill => {
            let rows = lol_fill::parse_lines(&input).map_err(bad_input)?;
            for (k, (line, row)) in rows.iter().enumerate() {
                text += &format!("== row {} ==\n", k + 1);
                text += &lol_fill::explain::explain(row)
                    .map_err(|e| anyhow!("{}: line {}: {}", file.display(), line, e))?;
            }
        }
    }
    std::io::stdout()
        .write_all(text.as_bytes())
        .map_err(|e| anyhow!("writing the explanation: {}", e))
}
