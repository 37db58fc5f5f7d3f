//! The compiler matrix: each judge file built by every compiler we test (the workspace's rustc
//! and the oldest judge compiler, rustc 1.63) in editions 2018 and 2021.

use crate::bundle::JudgeFile;
use crate::toolchain;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// One build of a judge file.
pub struct JudgeBuild {
    /// e.g. `rustc 1.63.0, edition 2018`.
    pub label: String,
    pub binary: PathBuf,
}

/// A compiler of the matrix.
pub struct Compiler {
    pub path: PathBuf,
    pub version: String,
}

/// The workspace's rustc, and the old judge compiler when it is installed and another version.
/// A missing old compiler is skipped with a line saying how to install it, or is an error
/// under `CI=true`.
pub fn compilers() -> Result<Vec<Compiler>> {
    let workspace = toolchain::workspace_rustc();
    let version = toolchain::version(&workspace)
        .with_context(|| format!("{} does not run", workspace.display()))?;
    let mut list = vec![Compiler {
        path: workspace,
        version,
    }];
    let old = toolchain::old_rustc();
    match toolchain::version(&old) {
        Some(version) if version != list[0].version => list.push(Compiler { path: old, version }),
        Some(_) => {}
        None if std::env::var("CI").is_ok_and(|v| v == "true") => bail!(
            "the old judge compiler {} is missing (CI needs it): {}",
            old.display(),
            toolchain::OLD_RUSTC_INSTALL
        ),
        None => println!(
            "skipped: the old judge compiler {} is not installed; install it with: {} (or set \
             JUDGE_OLD_RUSTC)",
            old.display(),
            toolchain::OLD_RUSTC_INSTALL
        ),
    }
    Ok(list)
}

pub const EDITIONS: [&str; 2] = ["2018", "2021"];

/// Builds the judge file with every compiler and edition, two at a time.
pub fn build_all(file: &JudgeFile, compilers: &[Compiler]) -> Result<Vec<JudgeBuild>> {
    let jobs: Vec<(&Compiler, &str)> = compilers
        .iter()
        .flat_map(|c| EDITIONS.iter().map(move |&e| (c, e)))
        .collect();
    let results: Vec<Result<JudgeBuild>> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .chunks(2)
            .map(|pair| {
                let pair = pair.to_vec();
                scope.spawn(move || {
                    pair.into_iter()
                        .map(|(c, e)| build(&file.path, c, e))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a build thread"))
            .collect()
    });
    results.into_iter().collect()
}

fn build(source: &Path, compiler: &Compiler, edition: &str) -> Result<JudgeBuild> {
    let short = compiler
        .version
        .split_whitespace()
        .nth(1)
        .unwrap_or("?")
        .to_string();
    let binary = source.with_file_name(format!("main-{}-{}", short, edition));
    let output = std::process::Command::new(&compiler.path)
        .args(["--edition", edition, "-O", "-o"])
        .arg(&binary)
        .arg(source)
        .output()
        .with_context(|| format!("running {}", compiler.path.display()))?;
    if !output.status.success() {
        bail!(
            "the judge file {} does not compile with {} --edition {}:\n{}",
            source.display(),
            compiler.version,
            edition,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(JudgeBuild {
        label: format!("rustc {}, edition {}", short, edition),
        binary,
    })
}
