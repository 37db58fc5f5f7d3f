//! The compilers and formatter the tasks run: the workspace's own toolchain (the one running
//! this cargo), and the oldest rustc judge files must build with.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A program of the toolchain that runs this task: beside `$CARGO` when cargo started us (so a
/// rustc earlier on `PATH`, such as Debian's, is not picked by mistake), else from `PATH`.
fn workspace_tool(name: &str) -> PathBuf {
    std::env::var_os("CARGO")
        .map(PathBuf::from)
        .map(|cargo| cargo.with_file_name(name))
        .filter(|path| path.exists())
        .unwrap_or_else(|| PathBuf::from(name))
}

pub fn workspace_rustc() -> PathBuf {
    workspace_tool("rustc")
}

pub fn rustfmt() -> PathBuf {
    workspace_tool("rustfmt")
}

/// Where the old judge compiler is looked for unless `JUDGE_OLD_RUSTC` names another.
pub const OLD_RUSTC: &str = "/usr/bin/rustc";

/// How to install the old judge compiler, for messages.
pub const OLD_RUSTC_INSTALL: &str =
    "apt-get install -y --no-install-recommends rustc   (Debian 12's rustc 1.63)";

/// The old judge compiler: `JUDGE_OLD_RUSTC`, or [`OLD_RUSTC`].
pub fn old_rustc() -> PathBuf {
    std::env::var_os("JUDGE_OLD_RUSTC").map_or_else(|| PathBuf::from(OLD_RUSTC), PathBuf::from)
}

/// The first line of `program --version`, or `None` when it does not run.
pub fn version(program: &Path) -> Option<String> {
    let output = Command::new(program).arg("--version").output().ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&output.stdout);
    text.lines().next().map(str::to_string)
}
