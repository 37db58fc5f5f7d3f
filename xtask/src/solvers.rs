//! The solver crates and where their files live.

use anyhow::{bail, Result};
use std::path::PathBuf;

/// The solver crates, in the order tasks visit them.
pub const CRATES: [&str; 3] = ["stake-claim", "chess-contour", "lol-fill"];

/// The workspace root (the xtask's parent folder).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The crate named on the command line, checked.
pub fn known(name: &str) -> Result<&'static str> {
    match CRATES.iter().find(|&&c| c == name) {
        Some(c) => Ok(c),
        None => bail!(
            "unknown crate `{}`; the solvers are: {}",
            name,
            CRATES.join(", ")
        ),
    }
}

/// The crates a task covers: one named, or all.
pub fn selected(name: Option<&str>) -> Result<Vec<&'static str>> {
    match name {
        Some(name) => Ok(vec![known(name)?]),
        None => Ok(CRATES.to_vec()),
    }
}

/// target/release/<crate>: the workspace's judge binary.
pub fn release_binary(krate: &str) -> PathBuf {
    root().join("target/release").join(krate)
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
