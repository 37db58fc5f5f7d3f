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
use table::{Baseline, Row, Timing};

/// No single run may take longer: chess-contour's 20×20 board takes ten minutes on two idle
/// cores, and more on a shared machine.
const LIMIT: Duration = Duration::from_secs(2700);

/// The baseline beside today's lab: its binary, and how long one of its runs may take (past
/// it the run is stopped, the table says "over", and it is not run again on that input).
#[derive(Clone, Copy)]
struct Beside<'a> {
    program: &'a Path,
    limit: Duration,
}

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
            "\n### {} (`cargo xtask bench {}`, median of {})",
            name,
            name,
            crate::plural(flags.runs, "run", "runs")
        );
        let binary = baseline.as_ref().map(|b| b.binary(problem));
        let beside = binary.as_deref().map(|program| Beside {
            program,
            limit: Duration::from_secs(flags.baseline_limit),
        });
        for (t, bench) in problem.bench(&options).into_iter().enumerate() {
            println!("\n{}:\n", bench.title);
            let mut rows = Vec::new();
            for (c, case) in bench.cases.iter().enumerate() {
                let slug = format!("{}-{}", t + 1, c + 1);
                rows.push(measure_case(problem, case, &slug, beside, flags.runs)?);
            }
            let rev = flags.baseline.as_deref();
            println!("{}", table::markdown(&rows, bench.unit, rev));
            if let Some(figure) = &bench.plot {
                let path = figures_folder(flags).join(format!("{}.svg", figure.name));
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

/// Where the figures go: over the committed ones in `docs/figures/` only on a run of the
/// README's command (default sizes and runs), else under `target/bench/figures/`, so that a
/// quick run never replaces the README's figure with a smaller one.
fn figures_folder(flags: &flags::Bench) -> PathBuf {
    if flags.max_size.is_none() && flags.runs == flags::BENCH_RUNS {
        root().join("docs/figures")
    } else {
        root().join("target/bench/figures")
    }
}

/// One row: the case's inputs timed (median, slowest), and the oracle once where asked.
fn measure_case(
    problem: &dyn Problem,
    case: &BenchCase,
    slug: &str,
    beside: Option<Beside>,
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
    beside: Option<Beside>,
    args: &[&str],
    input: &Path,
    runs: usize,
) -> Result<Timing> {
    let (mut walls, mut cpus, mut peaks, mut before) = (vec![], vec![], vec![], vec![]);
    let mut over = false;
    let warmups = usize::from(runs > 1);
    for k in 0..runs + warmups {
        let outcome = run_once(program, args, input)?;
        // Once over its limit, the baseline is not run again on this input.
        let baseline = match beside.filter(|_| !over) {
            Some(b) => baseline_once(b, args, input)?,
            None => None,
        };
        over |= matches!(baseline, Some(Baseline::Over(_)));
        if k >= warmups {
            walls.push(outcome.wall);
            cpus.push(outcome.cpu);
            peaks.push(outcome.peak_kib);
            before.extend(baseline);
        }
    }
    Ok(Timing {
        wall: median(walls),
        cpu: median(cpus),
        peak_kib: median(peaks),
        baseline: (!before.is_empty()).then(|| median(before)),
    })
}

/// One run of the baseline, stopped at its limit.
fn baseline_once(beside: Beside, args: &[&str], input: &Path) -> Result<Option<Baseline>> {
    match process::run(beside.program, args, input, beside.limit) {
        Ok(outcome) if outcome.code == Some(0) => Ok(Some(Baseline::Wall(outcome.wall))),
        Ok(outcome) => bail!(
            "the baseline failed on {}:\n{}",
            input.display(),
            outcome.transcript()
        ),
        Err(e) if e.downcast_ref::<process::TimedOut>().is_some() => {
            Ok(Some(Baseline::Over(beside.limit)))
        }
        Err(e) => Err(e),
    }
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
