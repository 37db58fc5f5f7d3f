//! The baseline of `--baseline REV`: the lab binaries built from an earlier commit, in a git
//! worktree of their own (`target/baseline/src`) with their own target folder. Before the split
//! into judge and lab crates a problem had one crate, whose binary was the workspace's.

use crate::paths::{lab_name, root};
use anyhow::{bail, Result};
use lab::Problem;
use std::path::PathBuf;

/// The baseline's built binaries.
pub struct Baseline {
    dir: PathBuf,
    /// Whether the commit has lab crates.
    split: bool,
}

impl Baseline {
    /// The baseline's binary for the problem: its lab binary, or before the split its one binary.
    pub fn binary(&self, problem: &dyn Problem) -> PathBuf {
        let name = if self.split {
            lab_name(problem)
        } else {
            problem.name().to_string()
        };
        self.dir.join(name)
    }
}

/// Checks out `rev` in `target/baseline/src` and builds the problems' binaries there.
pub fn build(rev: &str, problems: &[&dyn Problem]) -> Result<Baseline> {
    let base = root().join("target/baseline");
    let (src, target) = (base.join("src"), base.join("target"));
    let shell = xshell::Shell::new()?;
    shell.change_dir(root());
    if src.exists() {
        xshell::cmd!(shell, "git -C {src} checkout --quiet --detach {rev}")
            .quiet()
            .run()?;
    } else {
        xshell::cmd!(shell, "git worktree add --quiet --detach {src} {rev}")
            .quiet()
            .run()?;
    }
    let split = problems
        .first()
        .is_some_and(|p| src.join("crates").join(lab_name(*p)).exists());
    let baseline = Baseline {
        dir: target.join("release"),
        split,
    };
    let mut selection = Vec::new();
    for problem in problems {
        let binary = baseline.binary(*problem);
        let package = binary
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        selection.extend(["-p".to_string(), package]);
    }
    shell.change_dir(&src);
    let _target = shell.push_env("CARGO_TARGET_DIR", &target);
    let cargo = env!("CARGO");
    if xshell::cmd!(shell, "{cargo} build --release --quiet {selection...}")
        .quiet()
        .run()
        .is_err()
    {
        bail!("building the baseline at {} failed", rev);
    }
    Ok(baseline)
}
