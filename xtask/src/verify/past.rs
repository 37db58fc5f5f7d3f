//! Inputs far past the judge's sizes ([`lab::Problem::past_the_judge`]) and at the edge of what
//! the judge program admits, too long for fixtures: the judge program and
//! every judge build must print the same, and either answer right (as the lab does) within the
//! judge's time and memory, or refuse with a message within a second.

use super::{crashed, past_judge_limits, LIMIT};
use crate::judge_builds::JudgeBuild;
use crate::paths::{judge_binary, lab_binary, root};
use crate::process::{self, Outcome};
use anyhow::{bail, Result};
use lab::Problem;
use std::path::Path;
use std::time::Duration;

/// How long a refusal may take.
const REFUSAL: Duration = Duration::from_secs(1);

/// Each input's label and what came of it.
pub fn check(
    problem: &dyn Problem,
    builds: &[JudgeBuild],
) -> Result<Vec<(String, Result<String>)>> {
    let dir = root()
        .join("target/judge")
        .join(problem.name())
        .join("past");
    std::fs::create_dir_all(&dir)?;
    let mut results = Vec::new();
    let inputs = problem.past_the_judge().into_iter();
    let edges = crate::hunt::edge::large_draws(problem)?;
    for (k, (label, text)) in inputs.chain(edges).enumerate() {
        let path = dir.join(format!("{}.in", k + 1));
        std::fs::write(&path, text)?;
        results.push((label, check_one(problem, &path, builds)));
    }
    Ok(results)
}

/// One input through the judge program and every build.
fn check_one(problem: &dyn Problem, input: &Path, builds: &[JudgeBuild]) -> Result<String> {
    let judge = process::run(&judge_binary(problem), &[], input, LIMIT)?;
    let expected = judge.transcript();
    let mut runs = vec![judge];
    for build in builds {
        let outcome = process::run(&build.binary, &[], input, LIMIT)?;
        if let Some(why) = crashed(&outcome) {
            bail!("the judge file ({}) crashed ({})", build.label, why);
        }
        if outcome.transcript() != expected {
            bail!(
                "the judge file ({}) differs from the judge program",
                build.label
            );
        }
        runs.push(outcome);
    }
    let figures = figures(&runs);
    let over = runs.iter().find_map(|o| past_judge_limits(problem, o));
    let judge = &runs[0];
    match judge.code {
        Some(0) => {
            let lab = process::run(&lab_binary(problem), &[], input, LIMIT)?;
            if lab.transcript() != expected {
                bail!("the judge program answers otherwise than the lab");
            }
            if let Some(why) = over {
                bail!("answered, but a build took {}", why);
            }
            Ok(format!("answered as the lab does, {}", figures))
        }
        Some(1) if runs.iter().all(|o| o.wall <= REFUSAL) => {
            let message = String::from_utf8_lossy(&judge.stderr);
            Ok(format!("refused, {}: {}", figures, message.trim_end()))
        }
        Some(1) => bail!("refused, but only after {}", figures),
        _ => bail!("crashed: {}", expected),
    }
}

/// The slowest CPU time and the largest peak memory of the runs.
fn figures(runs: &[Outcome]) -> String {
    let cpu = runs.iter().map(|o| o.cpu).max().unwrap_or_default();
    let kib = runs.iter().map(|o| o.peak_kib).max().unwrap_or(0);
    format!(
        "{:.3} s of CPU time, {:.1} MiB at most",
        cpu.as_secs_f64(),
        kib as f64 / 1024.0
    )
}
