//! `cargo xtask oracle <problem>`: stdin answered by the problem's plain oracle, in the judge's
//! output format, so that benchmarks can time it as a whole process beside the solver.

use anyhow::Result;
use lab::Problem;
use std::io::{Read, Write};

/// Prints the oracle's answer; returns false (exit 1) on bad input, like the judge program, and
/// on input past the oracle's reach, with the limit named.
pub fn run(problem: &dyn Problem) -> Result<bool> {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input)?;
    match problem.oracle(&input) {
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
