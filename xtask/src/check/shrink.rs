//! Shrinking a failing input: of the problem's smaller candidates, the first that is valid for
//! the judges and still makes the program fail the same way (a wrong answer stays a wrong
//! answer, a crash a crash) replaces it, until none does. An input past the judges' sizes
//! shrinks through any smaller input the lab answers until it reaches a judge-valid one, and
//! stays judge-valid from then on. The result, our answer, the program's output and its
//! standard error go to `target/check/<problem>/counterexample.{in,ans,got,err}`.

use super::confined::{Limits, Run};
use super::judged;
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
    /// The program's run on it: what it printed and wrote to stderr.
    pub run: Run,
    pub verdict: Verdict,
    pub steps: usize,
    pub runs: usize,
    /// Where the counterexample was written.
    pub file: PathBuf,
}

/// Shrinks `input`, on which the program got `verdict` in `run`.
pub fn shrink(
    problem: &dyn Problem,
    program: &Program,
    limits: &Limits,
    input: Vec<u8>,
    (verdict, run): (Verdict, Run),
) -> Result<Shrunk> {
    let expected = problem
        .lab_answer(&input)
        .map_err(|e| anyhow::anyhow!("{}", e))?;
    let mut valid = problem.validate(&input).is_empty();
    let mut best = (input, expected, run, verdict);
    let (mut steps, mut runs) = (0, 0);
    'smaller: while runs < MAX_RUNS {
        for candidate in problem.shrink(&best.0) {
            // Once judge-valid, always judge-valid; until then, any smaller input the lab takes.
            let candidate_valid = problem.validate(candidate.as_bytes()).is_empty();
            if runs >= MAX_RUNS || (valid && !candidate_valid) {
                continue;
            }
            let Ok(expected) = problem.lab_answer(candidate.as_bytes()) else {
                continue;
            };
            let (verdict, run) = judged::run(program, candidate.as_bytes(), &expected, limits)?;
            runs += 1;
            // The same kind of failure: a crash that shrinks into a wrong answer is another bug.
            if verdict.name() == best.3.name() {
                valid = candidate_valid;
                best = (candidate.into_bytes(), expected, run, verdict);
                steps += 1;
                continue 'smaller;
            }
        }
        break;
    }
    let file = write(problem.name(), &best.0, &best.1, &best.2)?;
    let (input, expected, run, verdict) = best;
    Ok(Shrunk {
        input,
        expected,
        run,
        verdict,
        steps,
        runs,
        file,
    })
}

fn write(problem: &str, input: &[u8], expected: &str, run: &Run) -> Result<PathBuf> {
    let dir = root().join("target/check").join(problem);
    std::fs::create_dir_all(&dir)?;
    let stem = dir.join("counterexample");
    std::fs::write(stem.with_extension("in"), input)?;
    std::fs::write(stem.with_extension("ans"), expected)?;
    std::fs::write(stem.with_extension("got"), &run.stdout)?;
    std::fs::write(stem.with_extension("err"), &run.stderr)?;
    Ok(stem.with_extension("in"))
}
