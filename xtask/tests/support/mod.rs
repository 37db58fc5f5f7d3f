//! What the tests of `cargo xtask` share: the workspace, the built xtask, the test programs,
//! and a folder holding the stake-claim sample.

#![allow(dead_code)] // each test file uses its own part

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Runs `cargo xtask ARGS` (the built xtask) from the workspace root: exit code and stdout.
pub fn xtask(args: &[&str]) -> (i32, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("the xtask runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    (
        output.status.code().unwrap_or(-1),
        format!("{}{}", stdout, stderr),
    )
}

pub fn program(path: &str) -> String {
    root()
        .join("xtask/tests/programs")
        .join(path)
        .display()
        .to_string()
}

/// A folder holding one test: the stake-claim sample.
pub fn sample_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-check-{}-{}", name, std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sample = root().join("fixtures/stake-claim/sample.in");
    std::fs::copy(sample, dir.join("sample.in")).unwrap();
    dir
}

/// The verdict of the one case of a run on the sample folder.
pub fn verdict_on_sample(source: &str, extra: &[&str]) -> (i32, String) {
    let dir = sample_folder(source.replace(['/', '.'], "-").as_str());
    let tests = dir.display().to_string();
    let mut args = vec![
        "check",
        "stake-claim",
        "--tests",
        &tests,
        "--time-limit",
        "0.5",
    ];
    args.extend_from_slice(extra);
    let path = program(source);
    args.extend(["--", path.as_str()]);
    let (code, out) = xtask(&args);
    let _ = std::fs::remove_dir_all(dir);
    (code, out)
}
