//! # chess-contour-lab — everything past the judge program for 一双木棋 (chess)
//!
//! The judge program is the crate `chess-contour`: one table entry per position, which holds
//! boards up to 13×13 within the judge's limits. This crate keeps the layers of positions
//! (equal stone counts) it reads and writes in one buffer, each written over the part of the
//! one before that nothing reads any more, and fills each on all cores ([`solver`], [`fill`]),
//! which takes 18×18 in a minute and a gigabyte (boards up to 7 cells wide take the judge's
//! dense fill, the faster there), and implements [`lab::Problem`] for the tools: the plain
//! oracle ([`oracle`]), explanations ([`explain`]), generated boards ([`generate`]),
//! benchmarks and the fuzz checks ([`fuzzing`]).
//!
//! The layered fill: [`split`] turns the board and splits its rows into top and local rows;
//! [`shapes`] numbers the shapes of each group and their moves; [`runs`] stores the local
//! moves as runs of consecutive shapes; [`fill`] fills a layer block by block from the layer
//! above, on threads ([`parallel`]), with [`progress`] on a terminal; [`sizes`] counts the
//! layers and [`memory`] refuses, with the numbers, a board whose layers and tables would not
//! fit.

mod bench;
pub mod closed_forms;
pub mod edges;
pub mod explain;
pub mod fill;
pub mod fuzzing;
pub mod generate;
pub mod memory;
pub mod oracle;
pub mod parallel;
pub mod placement;
pub mod progress;
pub mod runs;
pub mod shapes;
pub mod shrink;
pub mod sizes;
pub mod solver;
pub mod split;
#[cfg(test)]
mod tests;
pub mod validate;

use chess_contour::Board;
use common::scanner::ParseError;
use lab::{
    BenchOptions, BenchTable, Draw, Family, FuzzLimits, JudgeLimits, Problem, TargetLimits,
    Violation,
};

/// The plain oracle's flat memo takes 8 bytes a position: past this many it is refused, so that
/// it answers within 60 s and 4 GiB (a 16×16 board, 601,080,390 positions, took 49.5 s and
/// 4.7 GB; this bound, about 3.6 GB and 37 s by the same rate, admits 15×15 and 14×18).
pub const ORACLE_MAX_POSITIONS: u64 = 450_000_000;

/// Explain replays the oracle's flat memo along the game: past this many positions it is
/// refused (512 MiB).
pub const EXPLAIN_MAX_POSITIONS: u64 = 1 << 26;

/// The judge's sizes: 1 ≤ n, m ≤ 10 and values up to 100,000.
const JUDGE_MAX_SIDE: usize = 10;
const JUDGE_MAX_VALUE: i64 = 100_000;

/// The board of an input, refused if its layers and tables would not fit ([`memory`]).
pub fn parse(input: &[u8]) -> Result<Board, ParseError> {
    chess_contour::parse(input, &memory::Layered)
}

/// Input bytes → output text, as the lab binary prints it.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    Ok(chess_contour::format(solver::solve(&parse(input)?)))
}

/// Whether the board is within the judge's sizes, for an input the lab answers (one it refuses counts
/// as within).
pub fn within_judge_sizes(input: &[u8]) -> bool {
    parse(input).map_or(true, |board| {
        board.rows.max(board.cols) <= JUDGE_MAX_SIDE
            && board
                .a
                .iter()
                .chain(&board.b)
                .all(|&v| v <= JUDGE_MAX_VALUE)
    })
}

/// The board of an input, if it has at most `max` positions: the oracle and explain keep one
/// entry per position.
fn parse_small(input: &[u8], max: u64, tool: &str) -> Result<Board, String> {
    let board = parse(input).map_err(|e| e.to_string())?;
    let positions = chess_contour::staircase::positions(board.rows, board.cols);
    if positions.is_none_or(|p| p > max) {
        return Err(format!(
            "{} keeps one entry per position, so it takes boards of at most {} positions; this \
             {}×{} board has more",
            tool, max, board.rows, board.cols
        ));
    }
    Ok(board)
}

/// A board of one row of `cells` cells, with A and B cycling through small values.
pub fn one_long_row(cells: usize) -> String {
    let values = |salt: usize| -> String {
        let row: Vec<String> = (0..cells)
            .map(|k| ((k * 31 + salt) % 10).to_string())
            .collect();
        row.join(" ")
    };
    format!("1 {}\n{}\n{}\n", cells, values(0), values(7))
}

/// 一双木棋 for the tools.
pub struct ChessContour;

impl Problem for ChessContour {
    fn name(&self) -> &'static str {
        "chess-contour"
    }

    fn judge_limits(&self) -> JudgeLimits {
        // LOJ 2471; Luogu P4363 allows the same second.
        JudgeLimits {
            seconds: 1.0,
            memory_mib: 512,
        }
    }

    fn within_judge_sizes(&self, input: &[u8]) -> bool {
        within_judge_sizes(input)
    }

    fn judge_answer(&self, input: &[u8]) -> Result<String, ParseError> {
        chess_contour::answer(input)
    }

    fn lab_answer(&self, input: &[u8]) -> Result<String, ParseError> {
        answer(input)
    }

    fn oracle(&self, input: &[u8]) -> Result<String, String> {
        let board = parse_small(input, ORACLE_MAX_POSITIONS, "the oracle")?;
        // Past 10×10 the hash-map memo needs gigabytes; the flat memo does the same recursion.
        let value = if board.rows * board.cols <= 100 {
            oracle::solve(&board)
        } else {
            oracle::solve_by_rank(&board)
        };
        Ok(chess_contour::format(value))
    }

    fn explain(&self, input: &[u8]) -> Result<String, String> {
        let board = parse_small(input, EXPLAIN_MAX_POSITIONS, "explain")?;
        Ok(explain::explain(&board))
    }

    fn past_the_judge(&self) -> Vec<(String, String)> {
        let square = |side: usize| {
            let draw = Draw {
                seed: side as u64,
                size: Some(side),
                cases: None,
            };
            generate::generate("largest", &draw).expect("a valid draw")
        };
        vec![
            ("an 18×18 board".to_string(), square(18)),
            ("a 1×1,000,000 board".to_string(), one_long_row(1_000_000)),
        ]
    }

    fn judges(&self) -> &'static [&'static str] {
        validate::JUDGES
    }

    fn validate(&self, input: &[u8]) -> Vec<Violation> {
        validate::validate(input)
    }

    fn shrink(&self, input: &[u8]) -> Vec<String> {
        shrink::shrink(input)
    }

    /// Boards of up to 100 cells: the hash-map oracle takes about a third of a second at 10×10.
    fn oracle_reaches(&self, input: &[u8]) -> bool {
        parse(input).is_ok_and(|b| b.rows * b.cols <= 100)
    }

    fn edges(&self) -> Vec<lab::Edge> {
        edges::edges()
    }

    fn judge_prediction(&self, input: &[u8]) -> Result<String, String> {
        edges::judge_prediction(input)
    }

    fn families(&self) -> &'static [Family] {
        generate::FAMILIES
    }

    fn generate(&self, family: &str, draw: &Draw) -> Result<String, String> {
        generate::generate(family, draw)
    }

    fn bench(&self, options: &BenchOptions) -> Vec<BenchTable> {
        bench::tables(options)
    }

    fn fuzz_limits(&self) -> FuzzLimits {
        // Bytes: boards past 4096 positions are skipped, so 10 s can only be a hang; a 7×7 board
        // with six-digit values fits in 1024 bytes. Oracle: a board reads at most 154 bytes and
        // the oracle takes under a millisecond on 5×5; 30 s leaves room on a busy machine.
        FuzzLimits {
            bytes: TargetLimits {
                max_len: 1024,
                timeout_secs: 10,
            },
            oracle: TargetLimits {
                max_len: 256,
                timeout_secs: 30,
            },
        }
    }

    fn fuzz_bytes(&self, data: &[u8]) {
        fuzzing::bytes(data)
    }

    fn fuzz_oracle(&self, data: &[u8]) {
        fuzzing::oracle(data)
    }
}
