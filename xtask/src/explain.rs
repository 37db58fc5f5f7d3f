//! `cargo xtask explain <problem> FILE`: why each answer is what it is.

use anyhow::{anyhow, Result};
use lab::Problem;
use std::io::Write;
use std::path::Path;

/// Prints the explanation; returns false (exit 1) on an input the lab refuses, with its
/// message, as the binaries and `oracle` do. A file that cannot be read is a setup error.
pub fn run(problem: &dyn Problem, file: &Path) -> Result<bool> {
    let input = std::fs::read(file).map_err(|e| anyhow!("reading {}: {}", file.display(), e))?;
    match problem.explain(&input) {
        Ok(text) => {
            std::io::stdout()
                .write_all(text.as_bytes())
                .map_err(|e| anyhow!("writing the explanation: {}", e))?;
            Ok(true)
        }
        Err(e) => {
            eprintln!("error: {}: {}", file.display(), e);
            Ok(false)
        }
    }
}
