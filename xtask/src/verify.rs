//! `cargo xtask verify [problem]`: the judge files built the way judges build them (every
//! compiler and edition of the matrix, and the judges' presets), the snapshots checked by insta
//! (`cargo test -p fixtures`: both programs' output and the known answers), then every fixture
//! through the lab binary and the judge program, which must print their accepted snapshots, and
//! every judge build, which must print the judge program's bytes; every case must run within the
//! judge's CPU time and memory in every build (the margin of the judge-sized ones is printed),
//! and inputs far past the judge's sizes must be answered right within its limits or refused
//! within a second.

mod past;

use crate::bundle;
use crate::judge_builds::{self, JudgeBuild};
use crate::paths::{build_release, judge_binary, lab_binary, root, selected};
use crate::process::{self, Outcome};
use anyhow::{bail, Result};
use fixtures::Program;
use lab::Problem;
use std::path::Path;
use std::time::Duration;

/// No fixture may run longer than this (a hang is a failure, not a stuck task).
const LIMIT: Duration = Duration::from_secs(300);

/// The tally of a run: cases passed and failed.
#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
}

impl Tally {
    fn record(&mut self, label: &str, result: Result<String>) {
        match result {
            Ok(line) => {
                self.passed += 1;
                println!("{:<44} ok    {}", label, line);
            }
            Err(why) => {
                self.failed += 1;
                println!("{:<44} FAIL  {:#}", label, why);
            }
        }
    }
}

pub fn run(problem: Option<&'static dyn Problem>) -> Result<bool> {
    let problems = selected(problem);
    build_release(&problems, &[])?;
    let compilers = judge_builds::compilers()?;
    let mut builds = Vec::new();
    for &problem in &problems {
        let recipes = judge_builds::recipes(&compilers, problem.judges());
        let file = bundle::run(problem)?;
        let made = judge_builds::build_all(&file, &recipes)?;
        println!(
            "{}
{}",
            file,
            judge_builds::describe(&recipes, &compilers)
        );
        builds.push((problem, made));
    }
    let snapshots_pass = snapshots(problem)?;
    let mut tally = Tally::default();
    let mut margins = Vec::new();
    for (problem, made) in &builds {
        let mut slowest = Margin::default();
        for case in fixtures::fixtures(problem.name())? {
            let label = format!("{}/{}", problem.name(), stem(&case));
            tally.record(&label, check(*problem, &case, made, &mut slowest));
        }
        for (label, result) in past::check(*problem, made)? {
            tally.record(
                &format!("{}/past the judge: {}", problem.name(), label),
                result,
            );
        }
        margins.push(slowest.describe(*problem));
    }
    println!(
        "\nmargins on the judge-sized cases, slowest build:\n{}",
        margins.join("\n")
    );
    println!(
        "{} passed, {} failed (each case: the lab binary, the judge program and {} judge builds; \
         snapshots {})",
        tally.passed,
        tally.failed,
        builds.first().map_or(0, |(_, b)| b.len()),
        if snapshots_pass { "ok" } else { "FAILED" }
    );
    Ok(tally.failed == 0 && snapshots_pass)
}

/// The slowest and the largest run of the judge-sized cases, over every build.
#[derive(Default)]
struct Margin {
    time: Option<(Duration, String)>,
    memory: Option<(u64, String)>,
}

impl Margin {
    fn record(&mut self, who: &str, case: &Path, outcome: &Outcome) {
        let what = format!("{} on {}", who, stem(case));
        if self.time.as_ref().is_none_or(|(t, _)| outcome.wall > *t) {
            self.time = Some((outcome.wall, what.clone()));
        }
        if self
            .memory
            .as_ref()
            .is_none_or(|(m, _)| outcome.peak_kib > *m)
        {
            self.memory = Some((outcome.peak_kib, what));
        }
    }

    /// `problem: time 0.012 s of 1 s (1.2%) …; memory 2.6 MiB of 128 MiB (2.0%) …`.
    fn describe(&self, problem: &dyn Problem) -> String {
        let limits = problem.judge_limits();
        let time = self.time.as_ref().map_or("—".to_string(), |(t, who)| {
            let seconds = t.as_secs_f64();
            let share = 100.0 * seconds / limits.seconds;
            format!(
                "{:.3} s of {} s ({:.1}%), {}",
                seconds, limits.seconds, share, who
            )
        });
        let memory = self.memory.as_ref().map_or("—".to_string(), |(kib, who)| {
            let mib = *kib as f64 / 1024.0;
            let share = 100.0 * mib / limits.memory_mib as f64;
            format!(
                "{:.1} MiB of {} MiB ({:.1}%), {}",
                mib, limits.memory_mib, share, who
            )
        });
        format!(
            "  {}: time {}\n  {}: memory {}",
            problem.name(),
            time,
            problem.name(),
            memory
        )
    }
}

fn stem(case: &Path) -> &str {
    case.file_stem().and_then(|s| s.to_str()).unwrap_or("?")
}

/// Runs insta's check of the snapshots (only this problem's when one is named).
fn snapshots(problem: Option<&dyn Problem>) -> Result<bool> {
    let mut cmd = std::process::Command::new(env!("CARGO"));
    cmd.current_dir(root())
        .args(["test", "--quiet", "-p", "fixtures", "--test", "snapshots"]);
    if let Some(problem) = problem {
        cmd.env("INSTA_GLOB_FILTER", format!("{}/*", problem.name()));
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

/// One fixture: the lab binary's and the judge program's time and peak memory if every check
/// passes. Each binary must print its accepted snapshot (the library's output, which the
/// snapshot test checked), and every judge build exactly what the judge program prints.
fn check(
    problem: &dyn Problem,
    case: &Path,
    builds: &[JudgeBuild],
    margin: &mut Margin,
) -> Result<String> {
    let lab = process::run(&lab_binary(problem), &[], case, LIMIT)?;
    let judge = process::run(&judge_binary(problem), &[], case, LIMIT)?;
    let mut runs = vec![
        ("the lab binary".to_string(), lab),
        ("the judge program".to_string(), judge),
    ];
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
    for (k, program) in [Program::Lab, Program::Judge].into_iter().enumerate() {
        let (who, outcome) = &runs[k];
        same_as_snapshot(case, program, who, &outcome.transcript())?;
    }
    let expected = runs[1].1.transcript();
    for (who, outcome) in &runs[2..] {
        let got = outcome.transcript();
        if got != expected {
            bail!(
                "{} differs from the judge program:\n{}",
                who,
                diff(&expected, &got)
            );
        }
    }
    within_judge_limits(problem, &runs[1..])?;
    if fixtures::is_judge_sized(case) {
        for (who, outcome) in &runs[1..] {
            margin.record(who, case, outcome);
        }
    }
    let figures = |o: &Outcome| {
        format!(
            "{:>8.3} s {:>7.1} MiB",
            o.wall.as_secs_f64(),
            o.peak_kib as f64 / 1024.0
        )
    };
    Ok(format!(
        "lab {}   judge {}",
        figures(&runs[0].1),
        figures(&runs[1].1)
    ))
}

/// A binary's output against its accepted snapshot.
fn same_as_snapshot(case: &Path, program: Program, who: &str, got: &str) -> Result<()> {
    match fixtures::accepted_output(case, program) {
        Some(accepted) if fixtures::same_output(&accepted, got) => Ok(()),
        Some(accepted) => bail!(
            "{} differs from the accepted snapshot:\n{}",
            who,
            diff(&accepted, got)
        ),
        None => bail!("no accepted snapshot yet (see the snapshot check above)"),
    }
}

/// Every fixture, judge-sized or past the judge's sizes, runs within the judge's CPU time and
/// memory in the judge program and every build of the judge file: what it cannot answer there
/// it must refuse.
fn within_judge_limits(problem: &dyn Problem, runs: &[(String, Outcome)]) -> Result<()> {
    for (who, outcome) in runs {
        if let Some(why) = past_judge_limits(problem, outcome) {
            bail!("{} took {}", who, why);
        }
    }
    Ok(())
}

/// The run's CPU time and peak memory when either is past the judge's limits.
fn past_judge_limits(problem: &dyn Problem, outcome: &Outcome) -> Option<String> {
    let limits = problem.judge_limits();
    let (seconds, mib) = (outcome.cpu.as_secs_f64(), outcome.peak_kib as f64 / 1024.0);
    (seconds > limits.seconds || mib > limits.memory_mib as f64).then(|| {
        format!(
            "{:.3} s of CPU time and {:.1} MiB, past the judge's {} s and {} MiB",
            seconds, mib, limits.seconds, limits.memory_mib
        )
    })
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
