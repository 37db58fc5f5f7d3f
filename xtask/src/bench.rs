//! `cargo xtask bench [problem]`: whole-process timings of the lab binary on the inputs each
//! problem names ([`lab::Problem::bench`]), printed as the Markdown tables of the READMEs.
//!
//! Every figure is the median over `runs` counted runs after one warm-up run (the machine is
//! shared and noisy); the oracle, which can take a minute, runs once, without warm-up. Inputs
//! are written to `target/bench/<problem>/`, so every run measures the same work. With
//! `--baseline REV` the lab built from an earlier commit (before the split into judge and lab
//! crates: the workspace binary) runs beside it, alternately, and each figure shows both and
//! their ratio.

mod baseline;
mod plot;
mod table;

use crate::flags;
use crate::paths::{build_release, lab_binary, root, selected};
use crate::process;
use anyhow::{bail, Result};
use lab::{BenchCase, BenchOptions, Problem};
use std::path::{Path, PathBuf};
use std::time::Duration;
use table::{Row, Timing};

/// No single run may take longer: chess-contour's 20×20 board takes ten minutes on two idle
/// cores, and more on a shared machine.
const LIMIT: Duration = Duration::from_secs(2700);

pub fn run(flags: &flags::Bench) -> Result<()> {
    let problems = selected(flags.problem);
    let baseline = match &flags.baseline {
        Some(rev) => Some(baseline::build(rev, &problems)?),
        None => None,
    };
    build_release(&problems, &["xtask"])?;
    let options = BenchOptions {
        max_size: flags.max_size,
    };
    for problem in problems {
        let name = problem.name();
        println!(
            "\n### {} (`cargo xtask bench {}`, median of {} runs)",
            name, name, flags.runs
        );
        let beside = baseline.as_ref().map(|b| b.binary(problem));
        for (t, bench) in problem.bench(&options).into_iter().enumerate() {
            println!("\n{}:\n", bench.title);
            let mut rows = Vec::new();
            for (c, case) in bench.cases.iter().enumerate() {
                let slug = format!("{}-{}", t + 1, c + 1);
                rows.push(measure_case(
                    problem,
                    case,
                    &slug,
                    beside.as_deref(),
                    flags.runs,
                )?);
            }
            let rev = flags.baseline.as_deref();
            println!("{}", table::markdown(&rows, bench.unit, rev));
            if let Some(figure) = &bench.plot {
                let path = root()
                    .join("docs/figures")
                    .join(format!("{}.svg", figure.name));
                std::fs::create_dir_all(path.parent().expect("a folder"))?;
                plot::draw(&path, figure, &rows, rev)?;
                println!(
                    "\n![{}]({})",
                    bench.title,
                    path.strip_prefix(root())?.display()
                );
            }
        }
    }
    Ok(())
}

/// One row: the case's inputs timed (median, slowest), and the oracle once where asked.
fn measure_case(
    problem: &dyn Problem,
    case: &BenchCase,
    slug: &str,
    beside: Option<&Path>,
    runs: usize,
) -> Result<Row> {
    let runs = case.max_runs.map_or(runs, |cap| runs.min(cap)).max(1);
    let mut timings = Vec::new();
    let mut oracle = None;
    for (k, text) in case.inputs.iter().enumerate() {
        let input = write_input(problem.name(), &format!("{}-{}", slug, k + 1), text)?;
        timings.push(measure(&lab_binary(problem), beside, &[], &input, runs)?);
        if case.oracle && k == 0 {
            let xtask = root().join("target/release/xtask");
            oracle = Some(measure(
                &xtask,
                None,
                &["oracle", problem.name()],
                &input,
                1,
            )?);
        }
    }
    Ok(Row {
        label: case.label.clone(),
        timings,
        oracle,
        work: case.work,
        size: case.size,
    })
}

/// Median wall time, CPU time and peak memory of a program on an input over `runs` counted
/// runs after a warm-up (none for a single run), and of `beside` run after each.
fn measure(
    program: &Path,
    beside: Option<&Path>,
    args: &[&str],
    input: &Path,
    runs: usize,
) -> Result<Timing> {
    let (mut walls, mut cpus, mut peaks, mut before) = (vec![], vec![], vec![], vec![]);
    let warmups = usize::from(runs > 1);
    for k in 0..runs + warmups {
        let outcome = run_once(program, args, input)?;
        let baseline = beside.map(|b| run_once(b, args, input)).transpose()?;
        if k >= warmups {
            walls.push(outcome.wall);
            cpus.push(outcome.cpu);
            peaks.push(outcome.peak_kib);
            before.extend(baseline.map(|b| b.wall));
        }
    }
    Ok(Timing {
        wall: median(walls),
        cpu: median(cpus),
        peak_kib: median(peaks),
        baseline: (!before.is_empty()).then(|| median(before)),
    })
}

fn run_once(program: &Path, args: &[&str], input: &Path) -> Result<process::Outcome> {
    let outcome = process::run(program, args, input, LIMIT)?;
    if outcome.code != Some(0) {
        bail!(
            "{} failed on {}:\n{}",
            program.display(),
            input.display(),
            outcome.transcript()
        );
    }
    Ok(outcome)
}

fn write_input(problem: &str, name: &str, text: &str) -> Result<PathBuf> {
    let dir = root().join("target/bench").join(problem);
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("{}.in", name));
    std::fs::write(&path, text)?;
    Ok(path)
}

fn median<T: Ord + Copy>(mut values: Vec<T>) -> T {
    values.sort();
    values[values.len() / 2]
}
