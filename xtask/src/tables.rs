//! `cargo xtask tables [problem] [--check]`: the files of the judge crates that the labs
//! generate ([`lab::Problem::generated_files`]), written, or with `--check` compared with the
//! committed ones.

use crate::paths::{root, selected};
use anyhow::{Context, Result};
use lab::Problem;

/// Writes each generated file, or checks it; Ok(false) when a check found one out of date.
pub fn run(problem: Option<&'static dyn Problem>, check: bool) -> Result<bool> {
    let mut current = true;
    for problem in selected(problem) {
        let files = problem.generated_files();
        if files.is_empty() {
            println!(
                "{}: nothing to generate (its judge crate carries no generated table)",
                problem.name()
            );
        }
        for (path, text) in files {
            let file = root().join(path);
            let committed = std::fs::read_to_string(&file).unwrap_or_default();
            if committed == text {
                println!("{}: current", path);
            } else if check {
                current = false;
                println!(
                    "{}: out of date; run `cargo xtask tables {}` and commit it",
                    path,
                    problem.name()
                );
            } else {
                std::fs::write(&file, &text).with_context(|| format!("writing {}", path))?;
                println!("{}: written ({} bytes)", path, text.len());
            }
        }
    }
    Ok(current)
}
