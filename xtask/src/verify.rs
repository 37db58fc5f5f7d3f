//! `cargo xtask verify [crate]`: every fixture through the release binary and through the judge
//! file compiled alone; both must print the same bytes, match the known answer (`<case>.ans`)
//! where there is one, and match the insta snapshot in `fixtures/<crate>/snapshots/`.

use crate::bundle;
use crate::process::{self, Outcome};
use crate::solvers::{build_release, release_binary, root, selected};
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// No fixture may run longer than this (a hang is a failure, not a stuck task).
const LIMIT: Duration = Duration::from_secs(300);

pub fn run(krate: Option<&str>) -> Result<bool> {
    let crates = selected(krate)?;
    build_release(&crates)?;
    // insta prints its own report and diff before it panics; the default hook would only add
    // noise.
    std::panic::set_hook(Box::new(|_| {}));
    let (mut passed, mut failed) = (0, 0);
    for krate in crates {
        let judge = compile_judge(krate)?;
        for case in fixtures(krate)? {
            let name = case
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("?")
                .to_string();
            let label = format!("{}/{}", krate, name);
            match check(krate, &name, &case, &judge) {
                Ok(wall) => {
                    passed += 1;
                    println!("{:<44} ok    {:>9.3} s", label, wall.as_secs_f64());
                }
                Err(why) => {
                    failed += 1;
                    println!("{:<44} FAIL  {:#}", label, why);
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    println!("{} passed, {} failed", passed, failed);
    if failed > 0 {
        println!(
            "A new or changed output leaves a .snap.new beside the snapshots: review it with \
             `cargo insta review` (install: `cargo install cargo-insta`)."
        );
    }
    Ok(failed == 0)
}

/// The fixture inputs of a crate, sorted by name.
fn fixtures(krate: &str) -> Result<Vec<PathBuf>> {
    let dir = root().join("fixtures").join(krate);
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    cases.sort();
    Ok(cases)
}

/// Bundles the crate and compiles the judge file alone with plain rustc, as a judge would.
fn compile_judge(krate: &str) -> Result<PathBuf> {
    let source = bundle::run(krate)?;
    let binary = source.with_file_name("main");
    let output = std::process::Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .context("running rustc")?;
    if !output.status.success() {
        bail!(
            "the judge file {} does not compile alone:\n{}",
            source.display(),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(binary)
}

/// One fixture: the binary's wall time if every check passes.
fn check(krate: &str, name: &str, case: &Path, judge: &Path) -> Result<Duration> {
    let binary = process::run(&release_binary(krate), &[], case, LIMIT)?;
    let judged = process::run(judge, &[], case, LIMIT)?;
    let transcript = binary.transcript();
    if let Some(code) = crashed(&binary).or_else(|| crashed(&judged)) {
        bail!("crashed ({}):\n{}", code, transcript);
    }
    if judged.transcript() != transcript {
        bail!(
            "the judge file and the binary disagree:\n{}",
            diff(&transcript, &judged.transcript())
        );
    }
    let known = case.with_extension("ans");
    if known.exists() {
        let expected = std::fs::read_to_string(&known)?;
        if expected != transcript {
            bail!(
                "differs from the known answer {}:\n{}",
                known.display(),
                diff(&expected, &transcript)
            );
        }
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        case.parent()
            .expect("fixtures have a folder")
            .join("snapshots"),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_input_file(case);
    let snapshot = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        settings.bind(|| insta::assert_snapshot!(name, transcript.as_str()));
    }));
    if snapshot.is_err() {
        bail!("output differs from its snapshot (see the report above)");
    }
    Ok(binary.wall)
}

/// A panic (exit 101) or a death by signal: never acceptable, even on bad input.
fn crashed(outcome: &Outcome) -> Option<String> {
    match outcome.code {
        Some(101) => Some("exit code 101: a panic".to_string()),
        None => Some("killed by a signal".to_string()),
        _ => None,
    }
}

/// A unified diff of expected → actual, for failure reports.
fn diff(expected: &str, actual: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(2)
        .header("expected", "actual")
        .to_string()
}
