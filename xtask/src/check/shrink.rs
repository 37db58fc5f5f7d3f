//! Shrinking a failing input: of the problem's smaller candidates, the first that is valid for
//! the judges and still makes the program fail (a wrong answer or a crash) replaces it, until
//! none does. The result, our answer and the program's output go to
//! `target/check/<problem>/counterexample.{in,ans,got}`.

use super::confined::{self, Limits};
use super::program::Program;
use super::verdict::Verdict;
use crate::paths::root;
use anyhow::Result;
use lab::Problem;
use std::path::PathBuf;

/// Runs of the program a shrink may take, so that it ends in reasonable time.
const MAX_RUNS: usize = 3000;

/// A failing input, as small as shrinking made it.
pub struct Shrunk {
    pub input: Vec<u8>,
    pub expected: String,
    pub received: Vec<u8>,
    pub verdict: Verdict,
    pub steps: usize,
    pub runs: usize,
    /// Where the counterexample was written.
    pub file: PathBuf,
}

/// Shrinks `input`, on which the program got `verdict`.
pub fn shrink(
    problem: &dyn Problem,
    program: &Program,
    limits: &Limits,
    input: Vec<u8>,
    verdict: Verdict,
) -> Result<Shrunk> {
    let expected = problem
        .lab_answer(&input)
        .map_err(|e| anyhow::anyhow!("{}", e))?;
    let mut best = (input, expected, Vec::new(), verdict);
    let (mut steps, mut runs) = (0, 0);
    'smaller: while runs < MAX_RUNS {
        for candidate in problem.shrink(&best.0) {
            if runs >= MAX_RUNS || !problem.validate(candidate.as_bytes()).is_empty() {
                continue;
            }
            let Ok(expected) = problem.lab_answer(candidate.as_bytes()) else {
                continue;
            };
            let run = confined::run(&program.argv, candidate.as_bytes(), limits)?;
            runs += 1;
            let verdict = Verdict::of(&run, &expected, limits.output_mib << 20);
            if verdict.shrinkable() {
                best = (candidate.into_bytes(), expected, run.stdout, verdict);
                steps += 1;
                continue 'smaller;
            }
        }
        break;
    }
    if steps == 0 {
        // The original run's output, for the report.
        best.2 = confined::run(&program.argv, &best.0, limits)?.stdout;
    }
    let file = write(problem.name(), &best.0, &best.1, &best.2)?;
    let (input, expected, received, verdict) = best;
    Ok(Shrunk {
        input,
        expected,
        received,
        verdict,
        steps,
        runs,
        file,
    })
}

fn write(problem: &str, input: &[u8], expected: &str, received: &[u8]) -> Result<PathBuf> {
    let dir = root().join("target/check").join(problem);
    std::fs::create_dir_all(&dir)?;
    let stem = dir.join("counterexample");
    std::fs::write(stem.with_extension("in"), input)?;
    std::fs::write(stem.with_extension("ans"), expected)?;
    std::fs::write(stem.with_extension("got"), received)?;
    Ok(stem.with_extension("in"))
}
