//! Where things are: the workspace root, each problem's crates and release binaries, and the
//! release build.

use anyhow::{Context, Result};
use lab::Problem;
use std::path::PathBuf;

/// The workspace root (the xtask's parent folder).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The problems a task covers: the one named, or all.
pub fn selected(problem: Option<&'static dyn Problem>) -> Vec<&'static dyn Problem> {
    problem.map_or_else(|| problems::ALL.to_vec(), |p| vec![p])
}

/// The lab crate's (and binary's) name.
pub fn lab_name(problem: &dyn Problem) -> String {
    format!("{}-lab", problem.name())
}

/// target/release/<problem>: the judge program, built from the judge crate.
pub fn judge_binary(problem: &dyn Problem) -> PathBuf {
    root().join("target/release").join(problem.name())
}

/// target/release/<problem>-lab: the lab binary.
pub fn lab_binary(problem: &dyn Problem) -> PathBuf {
    root().join("target/release").join(lab_name(problem))
}

/// Builds the release binaries of both crates of these problems, and `extra` packages.
pub fn build_release(problems: &[&dyn Problem], extra: &[&str]) -> Result<()> {
    let mut packages: Vec<String> = Vec::new();
    for problem in problems {
        packages.push(problem.name().to_string());
        packages.push(lab_name(*problem));
    }
    packages.extend(extra.iter().map(|p| p.to_string()));
    let shell = xshell::Shell::new()?;
    shell.change_dir(root());
    let cargo = env!("CARGO");
    let selection: Vec<String> = packages
        .iter()
        .flat_map(|p| ["-p".to_string(), p.clone()])
        .collect();
    xshell::cmd!(shell, "{cargo} build --release --quiet {selection...}")
        .quiet()
        .run()
        .context("`cargo build --release` failed; fix the build, then run the task again")
}
