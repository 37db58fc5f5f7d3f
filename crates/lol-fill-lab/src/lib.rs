//! # lol-fill-lab — everything past the judge program for 填字母游戏
//!
//! The judge program is the crate `lol-fill`: the race to a gap `L**L`, decided piece by piece
//! from each piece's class t, read off its cells by a 41-state automaton. The lab holds:
//!
//! - [`automaton`]: how that automaton is found (L*) and proven right for every piece of any
//!   length (the verifier's two checks), and the emitter of the judge's table;
//! - [`reference`]: the search over a piece's moves that the judge ran before, the reference
//!   the automaton is checked against;
//! - [`piece`]: the moves inside a piece and the parts they leave;
//! - the tools behind [`lab::Problem`]: the plain oracle ([`oracle`]), explanations
//!   ([`explain`], with the exact distances to the end of [`remoteness`]), generated rows
//!   ([`generate`]), benchmarks and the fuzz checks ([`fuzzing`]);
//! - the full proofs of the lemmas ([`proofs`]; the automaton's in `docs/automaton-proof.md`).
//!
//! The lab binary answers as the judge program does.

pub mod automaton;
mod bench;
pub mod edges;
pub mod explain;
pub mod fuzzing;
pub mod generate;
pub mod oracle;
pub mod piece;
pub mod proofs;
pub mod reference;
pub mod remoteness;
pub mod shrink;
#[cfg(test)]
mod tests;
pub mod validate;

use common::scanner::ParseError;
use lab::{
    BenchOptions, BenchTable, Draw, Family, FuzzLimits, JudgeLimits, Problem, TargetLimits,
    Violation,
};

/// The judge's sizes: t < 10 rows of fewer than 20 cells (the strictest bound stated).
const JUDGE_MAX_ROWS: usize = 9;
const JUDGE_MAX_CELLS: usize = 19;

/// Input bytes → output text, as the lab binary prints it: the judge program's answer.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    lol_fill::answer(input)
}

/// Whether the rows are within the judge's sizes, for an input the lab answers (one it refuses counts
/// as within).
pub fn within_judge_sizes(input: &[u8]) -> bool {
    lol_fill::parse(input).map_or(true, |rows| {
        rows.len() <= JUDGE_MAX_ROWS && rows.iter().all(|r| r.len() <= JUDGE_MAX_CELLS)
    })
}

/// 填字母游戏 for the tools.
pub struct LolFill;

impl Problem for LolFill {
    fn name(&self) -> &'static str {
        "lol-fill"
    }

    fn judge_limits(&self) -> JudgeLimits {
        // Luogu P8658.
        JudgeLimits {
            seconds: 1.0,
            memory_mib: 256,
        }
    }

    fn within_judge_sizes(&self, input: &[u8]) -> bool {
        within_judge_sizes(input)
    }

    fn judge_answer(&self, input: &[u8]) -> Result<String, ParseError> {
        lol_fill::answer(input)
    }

    fn lab_answer(&self, input: &[u8]) -> Result<String, ParseError> {
        answer(input)
    }

    fn oracle(&self, input: &[u8]) -> Result<String, String> {
        let rows = lol_fill::parse_lines(input).map_err(|e| e.to_string())?;
        oracle::admit(rows.iter().map(|(_, row)| row))?;
        let mut oracle = oracle::Oracle::default();
        let results: Result<Vec<i8>, String> = rows
            .iter()
            .map(|(line, row)| {
                oracle
                    .solve(row)
                    .map_err(|e| format!("line {}: {}", line, e))
            })
            .collect();
        results.map(|r| lol_fill::format(&r))
    }

    fn explain(&self, input: &[u8]) -> Result<String, String> {
        let rows = lol_fill::parse(input).map_err(|e| e.to_string())?;
        let mut text = String::new();
        for (k, row) in rows.iter().enumerate() {
            text += &format!("== row {} ==\n", k + 1);
            text += &explain::explain(row);
        }
        Ok(text)
    }

    fn past_the_judge(&self) -> Vec<(String, String)> {
        let lone_os = |cells: usize| {
            let draw = Draw {
                seed: 1,
                size: Some(cells),
                cases: Some(1),
            };
            generate::generate("lone-os", &draw).expect("a valid draw")
        };
        vec![
            (
                "a row of 4,000 cells held together by lone `O`s".to_string(),
                lone_os(4000),
            ),
            (
                "a row of 10^6 cells held together by lone `O`s".to_string(),
                lone_os(1_000_000),
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

    /// Rows of up to 12 cells: the oracle's memo holds every row of up to 12 cells, 3^12 of them.
    fn oracle_reaches(&self, input: &[u8]) -> bool {
        lol_fill::parse(input).is_ok_and(|rows| rows.iter().all(|r| r.len() <= 12))
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

    fn generated_files(&self) -> Vec<(&'static str, String)> {
        let learnt = automaton::learn::learn().expect("the automaton passes both checks");
        vec![(
            automaton::emit::JUDGE_TABLE_PATH,
            automaton::emit::judge_table(&learnt),
        )]
    }

    fn fuzz_limits(&self) -> FuzzLimits {
        // Bytes: rows past 24 cells or 10 empty cells are skipped, so 10 s can only be a hang;
        // forty rows of a dozen cells fit in 512 bytes. Oracle: a row reads at most 15 bytes; the
        // oracle, memo still empty, takes 4.5 s of CPU on a 14-cell empty row, and with two jobs
        // on a busy machine that row once took 32 s: 120 s.
        FuzzLimits {
            bytes: TargetLimits {
                max_len: 512,
                timeout_secs: 10,
            },
            oracle: TargetLimits {
                max_len: 32,
                timeout_secs: 120,
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
