//! `cargo xtask validate <problem> [--judge NAME] FILE…`: each input held to the judges' exact
//! format and constraints (the problem's strict validator); every violation with its line and
//! column. Exit 1 when any file has one.

use crate::flags;
use anyhow::{bail, Context, Result};

pub fn run(flags: &flags::Validate) -> Result<bool> {
    let problem = flags.problem;
    if let Some(judge) = &flags.judge {
        if !problem.judges().contains(&judge.as_str()) {
            bail!(
                "{} is not judged on `{}`; its judges: {}",
                problem.name(),
                judge,
                problem.judges().join(", ")
            );
        }
    }
    let mut all_valid = true;
    for file in &flags.files {
        let input = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
        let violations = problem.validate(&input);
        if violations.is_empty() {
            println!("{}: valid", file.display());
        }
        for v in &violations {
            println!("{}:{}:{}: {}", file.display(), v.line, v.column, v.message);
        }
        all_valid &= violations.is_empty();
    }
    println!(
        "(the judges of {} agree on these constraints, as far as their statements say: {})",
        problem.name(),
        problem.judges().join(", ")
    );
    Ok(all_valid)
}
