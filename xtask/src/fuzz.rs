//! `cargo xtask fuzz [crate] [--time SECS] [--jobs N]`: runs the crate's cargo-fuzz targets
//! (`fuzz/`, a workspace of its own) one after the other on the stable toolchain, then prints
//! per target what libFuzzer reports: executions, executions per second, crashes, timeouts.
//!
//! Each target reads the committed, minimised corpus `fuzz/corpus/<target>/` (and, for the
//! bytes targets, the crate's fixtures) and writes what it finds to `fuzz/corpus-run/<target>/`
//! (ignored by git); failing inputs land in `fuzz/artifacts/<target>/`. The checks the targets
//! run are the crates' `src/fuzzing.rs`, which `tests/fuzz_corpus.rs` replays in `cargo test`.

use crate::solvers::{names, root, selected, Solver};
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Instant, SystemTime};

/// A fuzz target and the libFuzzer limits it runs with.
struct Target {
    name: &'static str,
    krate: &'static str,
    /// `-max_len`: the longest input tried, in bytes.
    max_len: usize,
    /// `-timeout`: seconds one input may take before it counts as a hang.
    timeout: u64,
    /// Whether the crate's fixtures seed the corpus (inputs in the judge's format).
    fixtures: bool,
}

/// The targets. Bytes targets skip the inputs that are legitimately slow (see each crate's
/// `src/fuzzing.rs`), so every input they run takes microseconds to a millisecond; 10 s flags a
/// hang even on a machine busy with builds. Oracle targets take milliseconds, hence 30 s, except
/// lol-fill's: its oracle, memo still empty, takes 4.5 s of CPU on a 14-cell empty row, and with
/// two jobs on a busy machine that row once took 32 s of wall time; it gets 120 s. The lengths: a dozen 8×8
/// stake-claim cases or a 7×7 chess-contour board with six-digit values fit in 1024 bytes, and
/// forty lol-fill rows of a dozen cells in 512; an oracle target reads at most 66, 154 and 15
/// bytes of its input.
///
/// `packed_cells` fuzzes `common::bits::PackedCells` against a plain vector of codes (up to 255
/// cells and a hundred and fifty operations in 512 bytes, microseconds each); it runs with
/// lol-fill's targets, the crate whose pieces are packed.
const TARGETS: [Target; 7] = [
    Target {
        name: "stake_claim_bytes",
        krate: "stake-claim",
        max_len: 1024,
        timeout: 10,
        fixtures: true,
    },
    Target {
        name: "stake_claim_oracle",
        krate: "stake-claim",
        max_len: 128,
        timeout: 30,
        fixtures: false,
    },
    Target {
        name: "chess_contour_bytes",
        krate: "chess-contour",
        max_len: 1024,
        timeout: 10,
        fixtures: true,
    },
    Target {
        name: "chess_contour_oracle",
        krate: "chess-contour",
        max_len: 256,
        timeout: 30,
        fixtures: false,
    },
    Target {
        name: "lol_fill_bytes",
        krate: "lol-fill",
        max_len: 512,
        timeout: 10,
        fixtures: true,
    },
    Target {
        name: "lol_fill_oracle",
        krate: "lol-fill",
        max_len: 32,
        timeout: 120,
        fixtures: false,
    },
    Target {
        name: "packed_cells",
        krate: "lol-fill",
        max_len: 512,
        timeout: 10,
        fixtures: false,
    },
];

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

/// Runs every target of the chosen crates (all when `None`) for `seconds` each, with `jobs`
/// parallel libFuzzer processes per target, and prints the figures. Ok(false) when any target
/// failed (a crash, a timeout, running out of memory).
pub fn run(solver: Option<Solver>, seconds: u64, jobs: usize) -> Result<bool> {
    let crates = names(&selected(solver));
    check_cargo_fuzz()?;
    let fuzz = root().join("fuzz");
    let jobs = jobs.max(1);
    let mut rows = Vec::new();
    for target in TARGETS.iter().filter(|t| crates.contains(&t.krate)) {
        println!(
            "== {} for {} s (-max_len={} -timeout={})",
            target.name, seconds, target.max_len, target.timeout
        );
        let figures = run_target(&fuzz, target, seconds, jobs)?;
        rows.push((target.name, figures));
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
            "\nfailing inputs are in fuzz/artifacts/<target>/: replay one with `cargo fuzz run \
             <target> -s none <file>` in fuzz/, then keep it in fuzz/regressions/<target>/ with \
             a test once fixed"
        );
    } else {
        println!(
            "\nno failures. To refresh the committed corpus: copy fuzz/corpus-run/<target>/* \
             into fuzz/corpus/<target>/, then `cargo fuzz cmin <target> -s none` in fuzz/"
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
    let work = fuzz.join("corpus-run").join(target.name);
    let corpus = fuzz.join("corpus").join(target.name);
    let artifacts = fuzz.join("artifacts").join(target.name);
    let logs = fuzz.join("logs");
    for dir in [&work, &corpus, &artifacts, &logs] {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let mut cmd = Command::new("cargo");
    cmd.current_dir(fuzz)
        .args(["fuzz", "run", target.name, "-s", "none"])
        .arg(&work)
        .arg(&corpus);
    if target.fixtures {
        cmd.arg(root().join("fixtures").join(target.krate));
    }
    cmd.arg("--")
        .arg(format!("-max_total_time={}", seconds))
        .arg(format!("-max_len={}", target.max_len))
        .arg(format!("-timeout={}", target.timeout))
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
    let log = logs.join(format!("{}.log", target.name));
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
    for path in new_artifacts(&artifacts, started)? {
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
    if !status.success() && figures.crashes + figures.timeouts + figures.other == 0 {
        // Not a finding of the fuzzer: the build or cargo-fuzz itself failed.
        bail!(
            "`cargo fuzz run {}` failed ({}); see {}",
            target.name,
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
    fn every_crate_has_both_targets() {
        for krate in names(&Solver::ALL) {
            let names: Vec<_> = TARGETS
                .iter()
                .filter(|t| t.krate == krate && t.name != "packed_cells")
                .map(|t| t.name)
                .collect();
            let stem = krate.replace('-', "_");
            assert_eq!(
                names,
                [format!("{}_bytes", stem), format!("{}_oracle", stem)]
            );
        }
        let manifest = fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap();
        for target in &TARGETS {
            let bin = format!("name = \"{}\"", target.name);
            assert!(manifest.contains(&bin), "fuzz/Cargo.toml has no {}", bin);
        }
    }
}
