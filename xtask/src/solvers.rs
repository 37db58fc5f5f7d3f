//! The solver crates (listed once, in the `fixtures` package) and where their files live.

use anyhow::{bail, Result};
use std::path::PathBuf;

pub use fixtures::Solver;

/// The workspace root (the xtask's parent folder).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The solvers a task covers: the one named, or all.
pub fn selected(solver: Option<Solver>) -> Vec<Solver> {
    solver.map_or_else(|| Solver::ALL.to_vec(), |s| vec![s])
}

/// target/release/<crate>: the workspace's judge binary.
pub fn release_binary(solver: Solver) -> PathBuf {
    root().join("target/release").join(solver.name())
}

/// Builds the release binaries of the given packages.
pub fn build_release(packages: &[&str]) -> Result<()> {
    let mut cmd = std::process::Command::new(env!("CARGO"));
    cmd.current_dir(root())
        .args(["build", "--release", "--quiet"]);
    for p in packages {
        cmd.args(["-p", p]);
    }
    if !cmd.status()?.success() {
        bail!("`cargo build --release` failed; fix the build, then run the task again");
    }
    Ok(())
}

/// The package names of these solvers.
pub fn names(solvers: &[Solver]) -> Vec<&'static str> {
    solvers.iter().map(|s| s.name()).collect()
}
