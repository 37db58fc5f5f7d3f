//! The lab's side of every problem: the [`Problem`] interface that each lab crate implements
//! (`crates/<problem>-lab`), so that the fixtures, the xtask and the fuzz targets serve every
//! problem through one list (crate `problems`) with no per-problem `match`.
//!
//! A problem has two programs: its judge crate (`crates/<problem>`, exactly the judge file)
//! and its lab (everything past the judge: bigger or faster solvers, the plain oracle,
//! explain, generators, benchmarks, fuzz checks). Both read the same input format and print
//! the same output; the judge program may refuse an input past the judge's sizes that the lab
//! answers.

mod bench;
mod edge;
mod fuzz;
mod generate;
pub mod progress;
pub mod strict;

pub use bench::{BenchCase, BenchOptions, BenchTable, Plot};
pub use edge::{largest_admitted, Edge};
pub use fuzz::{FuzzLimits, TargetLimits};
pub use generate::{Draw, Family, Rng, Size};
pub use strict::Violation;

use common::scanner::ParseError;

/// What a judge allows one run: time and memory.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JudgeLimits {
    pub seconds: f64,
    pub memory_mib: u64,
}

/// One problem: its judge program, its lab, and the tools around them.
pub trait Problem: Sync {
    /// The judge crate's name (`stake-claim`); the lab crate and binary add `-lab`.
    fn name(&self) -> &'static str;

    /// The strictest limits among the judges that take the problem.
    fn judge_limits(&self) -> JudgeLimits;

    /// Whether an input the lab answers is within the judge's sizes (one the lab refuses counts
    /// as within). Past them the judge program may refuse an input that the lab answers.
    fn within_judge_sizes(&self, input: &[u8]) -> bool;

    /// Input bytes → output text, as the judge program (the judge crate) computes it.
    fn judge_answer(&self, input: &[u8]) -> Result<String, ParseError>;

    /// Input bytes → output text, as the lab binary computes it.
    fn lab_answer(&self, input: &[u8]) -> Result<String, ParseError>;

    /// The answer of the plain oracle (slow, straight from the rules), or why it cannot give
    /// one (a malformed input, or one past the oracle's reach).
    fn oracle(&self, input: &[u8]) -> Result<String, String>;

    /// Why each answer is what it is, as text for a reader.
    fn explain(&self, input: &[u8]) -> Result<String, String>;

    /// Inputs far past the judge's sizes (label, input): the judge program must answer each
    /// right within the judge's limits, or refuse it with a message within a second.
    fn past_the_judge(&self) -> Vec<(String, String)>;

    /// The judges that take the problem, by the names `--judge` takes. As far as their
    /// statements say, they agree on the constraints [`Problem::validate`] checks.
    fn judges(&self) -> &'static [&'static str];

    /// Everything wrong with `input` for the judges: its exact format and the strictest of the
    /// judges' constraints, each with its line and column; empty when it is valid.
    fn validate(&self, input: &[u8]) -> Vec<Violation>;

    /// Inputs smaller than `input` in some way (fewer cases, a smaller board or shorter row,
    /// fewer empty squares, smaller values), biggest steps first, for shrinking a failing input.
    /// They need not all be valid: the caller keeps the valid ones.
    fn shrink(&self, input: &[u8]) -> Vec<String>;

    /// Whether the plain oracle answers `input` in about a second.
    fn oracle_reaches(&self, input: &[u8]) -> bool;

    /// The families of generated inputs, each with a line saying what it holds.
    fn families(&self) -> &'static [Family];

    /// Draws at the edge of what the judge program admits, computed from its own limits and
    /// cost model, for `cargo xtask hunt --edge`.
    fn edges(&self) -> Vec<Edge>;

    /// What the judge program's admission says of `input` before solving it: its cost model's
    /// prediction (or the share of its limits the input uses), or its refusal.
    fn judge_prediction(&self, input: &[u8]) -> Result<String, String>;

    /// A whole input of `family`, drawn as `draw` says; deterministic in the draw.
    fn generate(&self, family: &str, draw: &Draw) -> Result<String, String>;

    /// The inputs `cargo xtask bench` times, as tables.
    fn bench(&self, options: &BenchOptions) -> Vec<BenchTable>;

    /// The files of the judge crate that the lab generates (tables a judge program carries), as
    /// (path from the workspace root, contents): `cargo xtask tables` writes them, and checks
    /// with `--check` that the committed ones are current. None by default.
    fn generated_files(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// libFuzzer's limits for the problem's `bytes` and `oracle` targets.
    fn fuzz_limits(&self) -> FuzzLimits;

    /// The `bytes` fuzz check: any bytes through the lab's and the judge's answers; they must
    /// return, and an error must point into the input. Panics on a failure.
    fn fuzz_bytes(&self, data: &[u8]);

    /// The `oracle` fuzz check: a small position decoded from the bytes, answered by the lab,
    /// the judge program and the oracle alike. Panics on a failure.
    fn fuzz_oracle(&self, data: &[u8]);
}
