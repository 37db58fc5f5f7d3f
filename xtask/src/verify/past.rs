//! Inputs far past the judge's sizes ([`lab::Problem::past_the_judge`]): the judge program and
//! every judge build must print the same, and either answer right (as the lab does) within the
//! judge's time and memory, or refuse with a message within a second.

use super::{crashed, LIMIT};
use crate::judge_builds::JudgeBuild;
use crate::paths::{judge_binary, lab_binary, root};
use crate::process;
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
    for (k, (label, text)) in problem.past_the_judge().into_iter().enumerate() {
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
    let (mut wall, mut kib) = (judge.wall, judge.peak_kib);
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
        (wall, kib) = (wall.max(outcome.wall), kib.max(outcome.peak_kib));
    }
    let figures = format!(
        "{:.3} s, {:.1} MiB at most",
        wall.as_secs_f64(),
        kib as f64 / 1024.0
    );
    match judge.code {
        Some(0) => {
            let lab = process::run(&lab_binary(problem), &[], input, LIMIT)?;
            if lab.transcript() != expected {
                bail!("the judge program answers otherwise than the lab");
            }
            let limits = problem.judge_limits();
            if wall.as_secs_f64() > limits.seconds || kib / 1024 > limits.memory_mib {
                bail!(
                    "answered, but over the judge's {} s and {} MiB: {}",
                    limits.seconds,
                    limits.memory_mib,
                    figures
                );
            }
            Ok(format!("answered as the lab does, {}", figures))
        }
        Some(1) if wall <= REFUSAL => {
            let message = String::from_utf8_lossy(&judge.stderr);
            Ok(format!("refused, {}: {}", figures, message.trim_end()))
        }
        Some(1) => bail!("refused, but only after {}", figures),
        _ => bail!("crashed: {}", expected),
    }
}
