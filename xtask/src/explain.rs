//! `cargo xtask explain <problem> FILE`: why each answer is what it is.

use anyhow::{anyhow, Result};
use lab::Problem;
use std::io::Write;
use std::path::Path;

pub fn run(problem: &dyn Problem, file: &Path) -> Result<()> {
    let input = std::fs::read(file).map_err(|e| anyhow!("reading {}: {}", file.display(), e))?;
    let text = problem
        .explain(&input)
        .map_err(|e| anyhow!("{}: {}", file.display(), e))?;
    std::io::stdout()
        .write_all(text.as_bytes())
        .map_err(|e| anyhow!("writing the explanation: {}", e))
}
