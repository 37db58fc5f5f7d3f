//! `cargo xtask fuzz [problem] [--time SECS] [--jobs N]`: runs the problems' cargo-fuzz targets
//! (`fuzz/`, a workspace of its own) one after the other on the stable toolchain, then prints
//! per target what libFuzzer reports: executions, executions per second, crashes, timeouts.
//!
//! Every problem has two targets, `bytes` and `oracle`, which run the checks of its lab crate
//! (`Problem::fuzz_bytes`, `Problem::fuzz_oracle`) for the problem named in `FUZZ_PROBLEM`.
//! Each reads the committed, minimised corpus `fuzz/corpus/<problem>_<target>/` (and, for
//! `bytes`, the problem's fixtures) and writes what it finds to `fuzz/corpus-run/…` (ignored by
//! git); failing inputs land in `fuzz/artifacts/…`. The `problems` crate's tests replay the
//! corpus in `cargo test`. Without a problem named, `packed_cells` runs too:
//! `common::bits::PackedCells` against a plain vector of codes.

use crate::flags;
use crate::paths::{root, selected};
use anyhow::{bail, Context, Result};
use lab::TargetLimits;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Instant, SystemTime};

/// A run of a fuzz target: the target, the problem it serves (none for `packed_cells`), its
/// corpus folder and its limits.
struct Target {
    target: &'static str,
    problem: Option<&'static str>,
    folder: String,
    limits: TargetLimits,
}

/// `packed_cells`: up to 255 cells and a hundred and fifty operations in 512 bytes,
/// microseconds each.
const PACKED_CELLS: TargetLimits = TargetLimits {
    max_len: 512,
    timeout_secs: 10,
};

/// The targets of the problems chosen, and `packed_cells` when all are.
fn targets(problem: Option<flags::Named>) -> Vec<Target> {
    let mut list = Vec::new();
    for p in selected(problem) {
        let limits = p.fuzz_limits();
        for (target, limits) in [("bytes", limits.bytes), ("oracle", limits.oracle)] {
            list.push(Target {
                target,
                problem: Some(p.name()),
                folder: problems::fuzz_target_folder(p, target),
                limits,
            });
        }
    }
    if problem.is_none() {
        list.push(Target {
            target: "packed_cells",
            problem: None,
            folder: "packed_cells".to_string(),
            limits: PACKED_CELLS,
        });
    }
    list
}

/// What one target's run came to.
#[derive(Debug, Default, PartialEq, Eq)]
struct Figures {
    executions: u64,
    per_second: u64,
    crashes: usize,
    timeouts: usize,
    /// Out of memory or other failures (leaks, libFuzzer's own errors).
    other: usize,
}

/// Runs every target of the chosen problems (all when none is named) for `--time` seconds
/// each, with `--jobs` parallel libFuzzer processes per target, and prints the figures.
/// Ok(false) when any target failed (a crash, a timeout, running out of memory).
pub fn run(flags: &flags::Fuzz) -> Result<bool> {
    check_cargo_fuzz()?;
    let fuzz = root().join("fuzz");
    let (seconds, jobs) = (flags.time, flags.jobs.max(1));
    let mut rows = Vec::new();
    for target in targets(flags.problem) {
        println!(
            "== {} for {} s (-max_len={} -timeout={})",
            target.folder, seconds, target.limits.max_len, target.limits.timeout_secs
        );
        let figures = run_target(&fuzz, &target, seconds, jobs)?;
        rows.push((target.folder, figures));
    }
    println!();
    println!(
        "{:<22} {:>12} {:>9} {:>8} {:>9} {:>6}",
        "target", "executions", "exec/s", "crashes", "timeouts", "other"
    );
    for (name, f) in &rows {
        println!(
            "{:<22} {:>12} {:>9} {:>8} {:>9} {:>6}",
            name, f.executions, f.per_second, f.crashes, f.timeouts, f.other
        );
    }
    let failed = rows
        .iter()
        .any(|(_, f)| f.crashes + f.timeouts + f.other > 0);
    if failed {
        println!(
            "\nfailing inputs are in fuzz/artifacts/<folder>/: replay one with \
             `FUZZ_PROBLEM=<problem> cargo fuzz run <target> -s none <file>` in fuzz/, then keep \
             it in fuzz/regressions/<folder>/ once fixed (the corpus replay runs it in cargo test)"
        );
    } else {
        println!(
            "\nno failures. To refresh the committed corpus: copy fuzz/corpus-run/<folder>/* into \
             fuzz/corpus/<folder>/, then `FUZZ_PROBLEM=<problem> cargo fuzz cmin <target> -s none \
             corpus/<folder>` in fuzz/"
        );
    }
    Ok(!failed)
}

/// cargo-fuzz must be installed; say how when it is not.
fn check_cargo_fuzz() -> Result<()> {
    let works = Command::new("cargo")
        .args(["fuzz", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !works {
        eprintln!("cargo-fuzz is not installed; install it with `cargo install cargo-fuzz`");
        bail!("`cargo fuzz --version` failed: run `cargo install cargo-fuzz`, then try again");
    }
    Ok(())
}

/// Runs one target and reads its figures from libFuzzer's final statistics.
fn run_target(fuzz: &Path, target: &Target, seconds: u64, jobs: usize) -> Result<Figures> {
    let artifacts = fuzz.join("artifacts").join(&target.folder);
    let log = fuzz.join("logs").join(format!("{}.log", target.folder));
    let mut cmd = fuzz_command(fuzz, target, seconds, jobs, &artifacts)?;
    let log_file = fs::File::create(&log).with_context(|| format!("creating {}", log.display()))?;
    cmd.stdout(log_file.try_clone()?).stderr(log_file);
    let started = SystemTime::now();
    let clock = Instant::now();
    let status = cmd
        .status()
        .context("running `cargo fuzz run` (is cargo-fuzz installed?)")?;
    let elapsed = clock.elapsed().as_secs_f64();
    let mut text = fs::read_to_string(&log).unwrap_or_default();
    if jobs > 1 {
        for n in 0..jobs {
            text.push_str(
                &fs::read_to_string(fuzz.join(format!("fuzz-{}.log", n))).unwrap_or_default(),
            );
        }
    }
    let mut figures = final_stats(&text);
    if jobs > 1 || figures.per_second == 0 {
        figures.per_second = (figures.executions as f64 / elapsed.max(1.0)) as u64;
    }
    count_findings(&artifacts, started, &mut figures)?;
    if !status.success() && figures.crashes + figures.timeouts + figures.other == 0 {
        // Not a finding of the fuzzer: the build or cargo-fuzz itself failed.
        bail!(
            "`cargo fuzz run {}` for {} failed ({}); see {}",
            target.target,
            target.folder,
            status,
            log.display()
        );
    }
    println!(
        "   {} executions, {} exec/s; log: {}",
        figures.executions,
        figures.per_second,
        log.display()
    );
    Ok(figures)
}

/// `cargo fuzz run` for the target: its work folder, its committed corpus (and the problem's
/// fixtures for `bytes`), its limits, and `jobs` libFuzzer processes.
fn fuzz_command(
    fuzz: &Path,
    target: &Target,
    seconds: u64,
    jobs: usize,
    artifacts: &Path,
) -> Result<Command> {
    let work = fuzz.join("corpus-run").join(&target.folder);
    let corpus = fuzz.join("corpus").join(&target.folder);
    for dir in [&work, &corpus, &artifacts.to_path_buf(), &fuzz.join("logs")] {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let mut cmd = Command::new("cargo");
    cmd.current_dir(fuzz)
        .env("FUZZ_PROBLEM", target.problem.unwrap_or(""))
        .args(["fuzz", "run", target.target, "-s", "none"])
        .arg(&work)
        .arg(&corpus);
    if let (Some(problem), "bytes") = (target.problem, target.target) {
        cmd.arg(root().join("fixtures").join(problem));
    }
    cmd.arg("--")
        .arg(format!("-max_total_time={}", seconds))
        .arg(format!("-max_len={}", target.limits.max_len))
        .arg(format!("-timeout={}", target.limits.timeout_secs))
        .arg(format!("-artifact_prefix={}/", artifacts.display()))
        .arg("-print_final_stats=1");
    // One job runs in this process; more run as libFuzzer workers, each logging to
    // fuzz-<n>.log in fuzz/ (removed first so that old runs are not counted).
    if jobs > 1 {
        for n in 0..jobs {
            let _ = fs::remove_file(fuzz.join(format!("fuzz-{}.log", n)));
        }
        cmd.arg(format!("-jobs={}", jobs))
            .arg(format!("-workers={}", jobs));
    }
    Ok(cmd)
}

/// Counts the failing inputs this run wrote (since `started`) into the figures.
fn count_findings(artifacts: &Path, started: SystemTime, figures: &mut Figures) -> Result<()> {
    for path in new_artifacts(artifacts, started)? {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if name.starts_with("slow-unit-") {
            // Over libFuzzer's -report_slow_units (10 s) but under -timeout: not a failure.
            println!("   slow input (not a failure): {}", path.display());
            continue;
        }
        if name.starts_with("crash-") {
            figures.crashes += 1;
        } else if name.starts_with("timeout-") {
            figures.timeouts += 1;
        } else {
            figures.other += 1;
        }
        println!("   failing input: {}", path.display());
    }
    Ok(())
}

/// Sums `stat::number_of_executed_units` and `stat::average_exec_per_sec` over every
/// libFuzzer process in the text (one per job).
fn final_stats(text: &str) -> Figures {
    let mut figures = Figures::default();
    for line in text.lines() {
        // `stat::name: value`: the key holds colons of its own.
        let (key, value) = match line.rsplit_once(':') {
            Some((key, value)) => (key.trim(), value.trim()),
            None => continue,
        };
        let value: u64 = match value.parse() {
            Ok(v) => v,
            Err(_) => continue,
        };
        match key {
            "stat::number_of_executed_units" => figures.executions += value,
            "stat::average_exec_per_sec" => figures.per_second += value,
            _ => {}
        }
    }
    figures
}

/// The files of `dir` written since `since`: what this run found.
fn new_artifacts(dir: &Path, since: SystemTime) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let entry = entry?;
        let modified = entry.metadata()?.modified()?;
        if modified >= since {
            found.push(entry.path());
        }
    }
    found.sort();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_final_stats() {
        let text = "#1000\tDONE cov: 10\nstat::number_of_executed_units: 326563\n\
                    stat::average_exec_per_sec:     15550\nstat::new_units_added: 3\n";
        let f = final_stats(text);
        assert_eq!((f.executions, f.per_second), (326_563, 15_550));
        // Two jobs' logs add up.
        let f = final_stats(&format!("{}{}", text, text));
        assert_eq!(f.executions, 653_126);
    }

    #[test]
    fn every_problem_has_both_targets_with_a_corpus() {
        let manifest = fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap();
        let all = targets(None);
        assert_eq!(all.len(), 2 * problems::ALL.len() + 1);
        for target in &all {
            let bin = format!("name = \"{}\"", target.target);
            assert!(manifest.contains(&bin), "fuzz/Cargo.toml has no {}", bin);
            let corpus = root().join("fuzz/corpus").join(&target.folder);
            assert!(
                corpus.read_dir().is_ok_and(|mut d| d.next().is_some()),
                "{}",
                corpus.display()
            );
        }
    }
}
