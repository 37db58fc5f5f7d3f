//! # stake-claim-lab — everything past the judge program for "Stake Your Claim"
//!
//! The judge program is the crate `stake-claim`; this crate has its own search ([`solver`]:
//! the same answers, with stronger pruning, a shared table and both cores), so that the lab
//! binary answers boards of up to [`LIMITS`] empty squares, and implements [`lab::Problem`] for
//! the tools: the plain oracle ([`oracle`]), explanations ([`explain`]), generated boards
//! ([`generate`]), benchmarks and the fuzz checks ([`fuzzing`]).

mod bench;
pub mod edges;
pub mod explain;
pub mod fuzzing;
pub mod generate;
pub mod oracle;
pub mod reach;
pub mod shrink;
pub mod solver;
#[cfg(test)]
mod tests;
pub mod validate;

use common::scanner::ParseError;
use lab::{
    BenchOptions, BenchTable, Draw, Family, FuzzLimits, JudgeLimits, Problem, TargetLimits,
    Violation,
};
use solver::Solver;
use stake_claim::{Board, Limits};

/// What the lab takes: n ≤ 8 (boards are 64-bit masks) and up to 24 empty squares.
pub const LIMITS: Limits = Limits {
    max_side: 8,
    max_empties: 24,
    max_work: 1000 * 3u64.pow(24),
};

/// The judge's own limits (acmicpc.net 4073): n ≤ 8, 1 to 10 empty squares.
const JUDGE_MAX_EMPTIES: u32 = 10;

/// The boards of an input, within the lab's limits and its reach on small boards
/// ([`reach::check`]).
pub fn parse(input: &[u8]) -> Result<Vec<Board>, ParseError> {
    let boards = stake_claim::parse(input, &LIMITS)?;
    reach::check(input, &boards)?;
    Ok(boards)
}

/// Input bytes → output text, as the lab binary prints it. Boards of few empty squares take
/// the judge program's search ([`reach::JUDGE_SEARCH_UP_TO`]), the others the lab's, with a
/// line of progress on a terminal past a second.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    use std::io::IsTerminal;
    let boards = parse(input)?;
    let mut judge = stake_claim::Solver::for_boards(&boards);
    let mut lab = None;
    let shown = std::io::stderr().is_terminal();
    let mut moves = Vec::with_capacity(boards.len());
    for (k, board) in boards.iter().enumerate() {
        let empties = board.empty().count_ones();
        if empties <= reach::JUDGE_SEARCH_UP_TO {
            moves.push(judge.best_move(board));
            continue;
        }
        let solver = lab.get_or_insert_with(|| solver_for(&boards));
        let what = format!(
            "case {} of {}, {} empty squares",
            k + 1,
            boards.len(),
            empties
        );
        moves.push(lab::progress::while_running(&what, shown, || {
            solver.best_move(board)
        }));
    }
    Ok(stake_claim::format(&moves))
}

/// A solver for these boards on up to two threads (the lab machine's cores; searches of fewer
/// than 12 empty squares stay on one).
pub fn solver_for(boards: &[Board]) -> Solver {
    let mut solver = Solver::for_boards(boards);
    solver.set_threads(std::thread::available_parallelism().map_or(1, |n| n.get().min(2)));
    solver
}

/// Whether every board is within the judge's sizes, for an input the lab answers (one it refuses counts
/// as within).
pub fn within_judge_sizes(input: &[u8]) -> bool {
    parse(input).map_or(true, |boards| {
        boards
            .iter()
            .all(|b| b.empty().count_ones() <= JUDGE_MAX_EMPTIES)
    })
}

/// "Stake Your Claim" for the tools.
pub struct StakeClaim;

impl Problem for StakeClaim {
    fn name(&self) -> &'static str {
        "stake-claim"
    }

    fn judge_limits(&self) -> JudgeLimits {
        // acmicpc.net 4073; POJ 3317 allows 2 s and 64 MB but takes no Rust.
        JudgeLimits {
            seconds: 1.0,
            memory_mib: 128,
        }
    }

    fn within_judge_sizes(&self, input: &[u8]) -> bool {
        within_judge_sizes(input)
    }

    fn judge_answer(&self, input: &[u8]) -> Result<String, ParseError> {
        stake_claim::answer(input)
    }

    fn lab_answer(&self, input: &[u8]) -> Result<String, ParseError> {
        answer(input)
    }

    fn oracle(&self, input: &[u8]) -> Result<String, String> {
        let boards = parse(input).map_err(|e| e.to_string())?;
        oracle::admit(&boards)?;
        Ok(oracle::answer(&boards))
    }

    fn explain(&self, input: &[u8]) -> Result<String, String> {
        let boards = parse(input).map_err(|e| e.to_string())?;
        let mut solver = solver_for(&boards);
        Ok(boards
            .iter()
            .enumerate()
            .map(|(k, board)| {
                format!(
                    "== case {} ==\n{}",
                    k + 1,
                    explain::explain(&mut solver, board)
                )
            })
            .collect())
    }

    fn past_the_judge(&self) -> Vec<(String, String)> {
        let side = 30;
        let board = format!(
            "{}\n{}0\n",
            side,
            format!("{}\n", ".".repeat(side)).repeat(side)
        );
        let empties = generate::generate(
            "largest",
            &Draw {
                seed: 1,
                size: Some(22),
                cases: Some(1),
            },
        );
        vec![
            ("a 30×30 board".to_string(), board),
            (
                "an 8×8 board with 22 empty squares".to_string(),
                empties.expect("a valid draw"),
            ),
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

    /// Boards of up to 9 empty squares: the oracle takes about 30 ms on each.
    fn oracle_reaches(&self, input: &[u8]) -> bool {
        parse(input).is_ok_and(|boards| boards.iter().all(|b| b.empty().count_ones() <= 9))
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
        // Bytes: every input runs in microseconds (boards past 12 empty squares are skipped), so
        // 10 s can only be a hang; a dozen 8×8 cases fit in 1024 bytes. Oracle: a board reads at
        // most 66 bytes and takes milliseconds; 30 s leaves room on a busy machine.
        FuzzLimits {
            bytes: TargetLimits {
                max_len: 1024,
                timeout_secs: 10,
            },
            oracle: TargetLimits {
                max_len: 128,
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
