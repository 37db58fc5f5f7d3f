//! `cargo xtask verify [crate]`: the judge files built by every compiler of the matrix, the
//! snapshots checked by insta (`cargo test -p fixtures`: the library's output and the known
//! answers), then every fixture through the release binary, which must print its accepted
//! snapshot, and every judge build, which must print the binary's bytes; the cases sized for
//! the judge must run within its time and memory.

use crate::bundle;
use crate::judge_builds::{self, JudgeBuild};
use crate::process::{self, Outcome};
use crate::solvers::{build_release, names, release_binary, root, selected, Solver};
use anyhow::{bail, Result};
use std::path::Path;
use std::time::Duration;

/// No fixture may run longer than this (a hang is a failure, not a stuck task).
const LIMIT: Duration = Duration::from_secs(300);

pub fn run(solver: Option<Solver>) -> Result<bool> {
    let solvers = selected(solver);
    build_release(&names(&solvers))?;
    let compilers = judge_builds::compilers()?;
    let mut builds = Vec::new();
    for &solver in &solvers {
        let file = bundle::run(solver)?;
        let made = judge_builds::build_all(&file, &compilers)?;
        println!("{}", file);
        let labels: Vec<&str> = made.iter().map(|b| b.label.as_str()).collect();
        println!("  built with: {}", labels.join("; "));
        builds.push((solver, made));
    }
    let snapshots_pass = snapshots(solver)?;
    let (mut passed, mut failed) = (0, 0);
    for (solver, made) in &builds {
        for case in solver.fixtures()? {
            let label = format!("{}/{}", solver.name(), stem(&case));
            match check(*solver, &case, made) {
                Ok(line) => {
                    passed += 1;
                    println!("{:<40} ok    {}", label, line);
                }
                Err(why) => {
                    failed += 1;
                    println!("{:<40} FAIL  {:#}", label, why);
                }
            }
        }
    }
    let builds_per_crate = builds.first().map_or(0, |(_, b)| b.len());
    println!(
        "{} passed, {} failed (each case: the release binary and {} judge builds; snapshots {})",
        passed,
        failed,
        builds_per_crate,
        if snapshots_pass { "ok" } else { "FAILED" }
    );
    Ok(failed == 0 && snapshots_pass)
}

fn stem(case: &Path) -> &str {
    case.file_stem().and_then(|s| s.to_str()).unwrap_or("?")
}

/// Runs insta's check of the snapshots (only this crate's when one is named).
fn snapshots(solver: Option<Solver>) -> Result<bool> {
    let mut cmd = std::process::Command::new(env!("CARGO"));
    cmd.current_dir(root())
        .args(["test", "--quiet", "-p", "fixtures", "--test", "snapshots"]);
    if let Some(solver) = solver {
        cmd.env("INSTA_GLOB_FILTER", format!("{}/*", solver.name()));
    }
    let ok = cmd.status()?.success();
    if !ok {
        println!(
            "snapshots: a new or changed output left a .snap.new beside its snapshot (unless \
             CI=true); review it with `cargo insta review` (install: `cargo install \
             cargo-insta`)"
        );
    }
    Ok(ok)
}

/// One fixture: the binary's time and peak memory if every check passes. The binary must
/// print the accepted snapshot (the library's output, which the snapshot test checked), and
/// every judge build exactly what the binary prints.
fn check(solver: Solver, case: &Path, builds: &[JudgeBuild]) -> Result<String> {
    let binary = process::run(&release_binary(solver), &[], case, LIMIT)?;
    let mut runs = vec![("the release binary".to_string(), binary)];
    for build in builds {
        let outcome = process::run(&build.binary, &[], case, LIMIT)?;
        runs.push((format!("the judge file ({})", build.label), outcome));
    }
    if let Some((who, why)) = runs
        .iter()
        .find_map(|(w, o)| crashed(o).map(|why| (w, why)))
    {
        bail!("{} crashed ({})", who, why);
    }
    let expected = runs[0].1.transcript();
    match fixtures::accepted_output(case) {
        Some(accepted) if fixtures::same_output(&accepted, &expected) => {}
        Some(accepted) => bail!(
            "the release binary differs from the accepted snapshot:\n{}",
            diff(&accepted, &expected)
        ),
        None => bail!("no accepted snapshot yet (see the snapshot check above)"),
    }
    for (who, outcome) in &runs[1..] {
        let got = outcome.transcript();
        if got != expected {
            bail!(
                "{} differs from the release binary:\n{}",
                who,
                diff(&expected, &got)
            );
        }
    }
    if fixtures::is_judge_sized(case) {
        within_judge_limits(solver, &runs)?;
    }
    let binary = &runs[0].1;
    Ok(format!(
        "{:>9.3} s {:>8.1} MiB",
        binary.wall.as_secs_f64(),
        binary.peak_kib as f64 / 1024.0
    ))
}

/// A case sized for the judge must run within its limits, in every build.
fn within_judge_limits(solver: Solver, runs: &[(String, Outcome)]) -> Result<()> {
    let limits = solver.judge_limits();
    for (who, outcome) in runs {
        let (seconds, mib) = (outcome.wall.as_secs_f64(), outcome.peak_kib / 1024);
        if seconds > limits.seconds || mib > limits.memory_mib {
            bail!(
                "{} took {:.3} s and {} MiB, over the judge's {} s and {} MB",
                who,
                seconds,
                mib,
                limits.seconds,
                limits.memory_mib
            );
        }
    }
    Ok(())
}

/// A panic (exit 101) or a death by signal: never acceptable, even on bad input.
fn crashed(outcome: &Outcome) -> Option<&'static str> {
    match outcome.code {
        Some(101) => Some("exit code 101: a panic"),
        None => Some("killed by a signal"),
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
