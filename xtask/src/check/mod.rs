//! `cargo xtask check <problem> [options] -- COMMAND [ARGS…]`: the user's program run the way a
//! judge runs it, on tests whose answers the lab knows exactly: a verdict per case (AC, WA, TLE,
//! MLE, RE, OLE, or CE for a source that does not compile), the first difference of a wrong
//! answer, and a failing input shrunk to a small one the judge would still accept. `--stress N`
//! runs random judge-valid inputs instead and stops at the first failure. Exit 0 when every
//! case is AC, 1 when one is not, 2 for a usage or setup error.

mod build_stamp;
mod cases;
mod compare;
mod confined;
mod judged;
mod program;
mod reference;
mod report;
mod shrink;
mod stop;
mod verdict;

use crate::flags;
use anyhow::Result;
use confined::Limits;
use lab::{Draw, Problem, Rng};
use program::{Prepared, Program};
use std::time::{Duration, Instant};
use verdict::Verdict;

/// The time cases took, to tell the checker's own cost from the program's, and both from the
/// lab's expected answers.
#[derive(Default)]
struct Overhead {
    /// Per case: the whole run of the case (files, launcher, program) and the program alone.
    cases: Vec<(Duration, Duration)>,
    answers: reference::Times,
}

impl Overhead {
    fn record(&mut self, case: &cases::Case, started: Instant, run: &confined::Run) {
        self.cases.push((started.elapsed(), run.wall));
        self.answers.record(&case.name, case.answer_time);
    }

    /// `N passed, M failed (… per case: the program …, the checker …, medians)`.
    fn summary(&self, passed: usize, failed: usize) -> String {
        let median = |mut v: Vec<Duration>| {
            v.sort();
            v.get(v.len() / 2).copied().unwrap_or_default()
        };
        let program = median(self.cases.iter().map(|c| c.1).collect());
        let checker = median(self.cases.iter().map(|c| c.0.saturating_sub(c.1)).collect());
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        format!(
            "{} passed, {} failed (medians per case: the program {:.1} ms, the checker {:.1} ms)\n{}",
            passed,
            failed,
            ms(program),
            ms(checker),
            self.answers.summary()
        )
    }
}

pub fn run(flags: &flags::Check) -> Result<bool> {
    stop::install()?;
    let problem = flags.problem;
    let judge = problem.judge_limits();
    let cpu = Duration::from_secs_f64(flags.time_limit.unwrap_or(judge.seconds));
    let memory_mib = flags.memory_limit.unwrap_or(judge.memory_mib);
    let limits = Limits {
        cpu,
        wall: 3 * cpu,
        memory_mib,
        address_mib: Some(Limits::address_backstop(memory_mib)),
        output_mib: flags.output_limit,
    };
    let program = match program::prepare(problem.name(), &flags.command)? {
        Prepared::Ready(program) => program,
        Prepared::CompileError { made, output } => {
            report::header(problem, &limits, &flags.command, &made);
            report::table_heading();
            println!(
                "{}\n{:<36} CE\n0 passed, 1 failed",
                output.trim_end(),
                "compile"
            );
            return Ok(false);
        }
    };
    report::header(problem, &limits, &flags.command, &program.made);
    match flags.stress {
        Some(count) => stress(problem, &program, &limits, count, flags.seed),
        None => {
            let cases = match &flags.tests {
                Some(dir) => cases::folder_cases(problem, dir)?,
                None => cases::default_cases(problem)?,
            };
            tests(problem, &program, &limits, &cases)
        }
    }
}

/// Runs every case, then shrinks the first that failed with a wrong answer or a crash.
fn tests(
    problem: &dyn Problem,
    program: &Program,
    limits: &Limits,
    cases: &[cases::Case],
) -> Result<bool> {
    let (mut passed, mut failed) = (0, 0);
    let mut first_failure = None;
    let mut overhead = Overhead::default();
    report::table_heading();
    for case in cases {
        let started = Instant::now();
        let (verdict, run) = judged::run(program, &case.input, &case.expected, limits)?;
        overhead.record(case, started, &run);
        report::row(&case.name, &verdict, &run);
        if verdict == Verdict::Ac {
            passed += 1;
            continue;
        }
        failed += 1;
        if verdict.shrinkable() && first_failure.is_none() {
            first_failure = Some((case.input.clone(), (verdict, run)));
        }
    }
    if cases.is_empty() {
        println!("no case was judged: every test was left out (see the warnings above)");
        return Ok(false);
    }
    if let Some((input, failure)) = first_failure {
        let shrunk = shrink::shrink(problem, program, limits, input, failure)?;
        report::counterexample(&shrunk);
    }
    println!("{}", overhead.summary(passed, failed));
    Ok(failed == 0)
}

/// Runs `count` random judge-valid inputs, stopping at the first failure, which it shrinks.
fn stress(
    problem: &dyn Problem,
    program: &Program,
    limits: &Limits,
    count: usize,
    seed: Option<u64>,
) -> Result<bool> {
    let seed = seed.unwrap_or_else(|| Rng::new().u64(..1 << 32));
    println!(
        "stress: {} random inputs, seed {} (`--seed {}` draws them again)",
        count, seed, seed
    );
    report::table_heading();
    let mut rng = Rng::with_seed(seed);
    let families = problem.families();
    let mut overhead = Overhead::default();
    for k in 1..=count {
        let family = families[rng.usize(..families.len())].name;
        let draw = Draw::seed(rng.u64(..));
        let input = problem
            .generate(family, &draw)
            .map_err(anyhow::Error::msg)?;
        let case = cases::case(problem, format!("{}-{}", family, k), input.into_bytes())?;
        let started = Instant::now();
        let (verdict, run) = judged::run(program, &case.input, &case.expected, limits)?;
        overhead.record(&case, started, &run);
        if verdict != Verdict::Ac {
            report::row(&format!("input {} ({})", k, case.name), &verdict, &run);
            if verdict.shrinkable() {
                let failure = (verdict, run);
                let shrunk = shrink::shrink(problem, program, limits, case.input, failure)?;
                report::counterexample(&shrunk);
            }
            println!("{}", overhead.summary(k - 1, 1));
            return Ok(false);
        }
    }
    println!("{}", overhead.summary(count, 0));
    Ok(true)
}
