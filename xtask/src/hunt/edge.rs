//! `cargo xtask hunt <problem> --edge`: inputs at the edge of what the judge program admits
//! (each lab's [`lab::Problem::edges`], computed from the judge's own limits and cost model).
//! Every draw runs through the judge program; the worst of each edge then runs through every
//! judge build, which must print what the judge program prints. The hunt fails when a run
//! takes past [`SHARE`] of the judge's CPU time or memory, or fails. The worst of each edge is
//! kept in `target/hunt/<problem>/edge-<k>-<family>.in` and, when at most
//! [`FIXTURE_MAX_BYTES`], saved as the fixture `fixtures/<problem>/edge-<k>-<family>.in` (with
//! its known answer `.ans` where the plain oracle answers it), which `verify` then runs
//! through every build; `verify` runs a draw of each longer edge ([`large_draws`]).

use crate::bundle;
use crate::judge_builds::{self, JudgeBuild};
use crate::paths::{build_release, judge_binary, root};
use crate::process::{self, Outcome};
use anyhow::{bail, Result};
use lab::{Draw, Edge, Problem};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Draws per edge unless told.
pub const COUNT: usize = 10;

/// The most of the judge's CPU time or memory an admitted input may take.
const SHARE: f64 = 0.8;

/// Worst inputs up to this length become fixtures; longer ones stay under `target/hunt`.
const FIXTURE_MAX_BYTES: usize = 1 << 20;

/// No run may take longer than this (a hang is a failure, not a stuck hunt).
const LIMIT: Duration = Duration::from_secs(60);

/// The worst draw of one edge, through the judge program.
struct Worst {
    input: String,
    prediction: String,
    judge: Outcome,
}

/// One edge's result: the worst draw, the slowest build on it, and how many draws the judge
/// program's admission refused.
struct Found {
    worst: Option<Worst>,
    slowest: Option<(String, Outcome)>,
    refused: usize,
    first_refusal: Option<String>,
}

pub fn run(problem: &'static dyn Problem, count: usize, seed: u64) -> Result<bool> {
    build_release(&[problem], &[])?;
    let compilers = judge_builds::compilers()?;
    let recipes = judge_builds::recipes(&compilers, problem.judges());
    let builds = judge_builds::build_all(&bundle::run(problem)?, &recipes)?;
    let dir = root().join("target/hunt").join(problem.name());
    std::fs::create_dir_all(&dir)?;
    let limits = problem.judge_limits();
    println!(
        "{} at the edge of what its judge program admits: {} draws per edge (seed {}), the \
         worst through {} judge builds; the judge's limits {} s of CPU and {} MiB, failing past \
         {:.0}%\n",
        problem.name(),
        count,
        seed,
        builds.len(),
        limits.seconds,
        limits.memory_mib,
        100.0 * SHARE
    );
    println!("| edge | the worst draw, as the judge program's admission sees it | judge program | slowest build | share |");
    println!("|---|---|---|---|---|");
    let mut ok = true;
    for (k, edge) in problem.edges().iter().enumerate() {
        let name = format!("edge-{}-{}", k + 1, edge.family);
        let found = hunt_edge(problem, edge, count, seed, &dir)?;
        let found = through_builds(problem, found, &builds, &dir.join(format!("{}.in", name)))?;
        ok &= report(problem, edge, &found);
        if let Some(worst) = &found.worst {
            save_fixture(problem, &name, &worst.input)?;
        }
    }
    println!(
        "\nnew or changed fixtures need their snapshots: `cargo insta test -p fixtures --review` \
         (or INSTA_UPDATE=always cargo test -p fixtures --test snapshots), then `cargo xtask \
         verify {}`",
        problem.name()
    );
    Ok(ok)
}

/// One draw of each edge too long to be a fixture, with what it is, for `verify`'s checks past
/// the judge's sizes (which hold it to the judge's limits on every build, answered as the lab
/// answers it).
pub fn large_draws(problem: &dyn Problem) -> Result<Vec<(String, String)>> {
    let mut draws = Vec::new();
    for edge in problem.edges() {
        let draw = Draw {
            seed: 0,
            size: edge.size,
            cases: edge.cases,
        };
        let input = draw_edge(problem, &edge, &draw)?;
        if input.len() > FIXTURE_MAX_BYTES {
            draws.push((format!("the edge, {}", edge.about), input));
        }
    }
    Ok(draws)
}

/// One input of the edge: the lab's own draw, or its family's.
fn draw_edge(problem: &dyn Problem, edge: &Edge, draw: &Draw) -> Result<String> {
    match edge.draw {
        Some(own) => Ok(own(draw)),
        None => problem
            .generate(edge.family, draw)
            .map_err(anyhow::Error::msg),
    }
}

/// Draws `count` inputs of the edge and runs each the judge program admits through it.
fn hunt_edge(
    problem: &dyn Problem,
    edge: &Edge,
    count: usize,
    seed: u64,
    dir: &Path,
) -> Result<Found> {
    let mut found = Found {
        worst: None,
        slowest: None,
        refused: 0,
        first_refusal: None,
    };
    let path = dir.join("input.in");
    for k in 0..count {
        let draw = Draw {
            seed: seed.wrapping_mul(1_000_000).wrapping_add(k as u64),
            size: edge.size,
            cases: edge.cases,
        };
        let input = draw_edge(problem, edge, &draw)?;
        let prediction = match problem.judge_prediction(input.as_bytes()) {
            Ok(prediction) => prediction,
            Err(why) => {
                found.refused += 1;
                found.first_refusal.get_or_insert(why);
                continue;
            }
        };
        std::fs::write(&path, &input)?;
        let judge = answered(
            process::run(&judge_binary(problem), &[], &path, LIMIT)?,
            &input,
        )?;
        let worse = found
            .worst
            .as_ref()
            .is_none_or(|w| share(problem, &judge) > share(problem, &w.judge));
        if worse {
            found.worst = Some(Worst {
                input,
                prediction,
                judge,
            });
        }
    }
    Ok(found)
}

/// The edge's worst draw through every judge build, each of which must print what the judge
/// program printed; the slowest of them kept.
fn through_builds(
    problem: &dyn Problem,
    mut found: Found,
    builds: &[JudgeBuild],
    path: &Path,
) -> Result<Found> {
    let Some(worst) = &found.worst else {
        return Ok(found);
    };
    std::fs::write(path, &worst.input)?;
    for build in builds {
        let outcome = answered(process::run(&build.binary, &[], path, LIMIT)?, &worst.input)?;
        if outcome.stdout != worst.judge.stdout {
            bail!(
                "the judge file ({}) prints other than the judge program on {}",
                build.label,
                path.display()
            );
        }
        let slower = found
            .slowest
            .as_ref()
            .is_none_or(|(_, s)| share(problem, &outcome) > share(problem, s));
        if slower {
            found.slowest = Some((build.label.clone(), outcome));
        }
    }
    Ok(found)
}

/// A run that answered: an admitted input must not be refused or crash.
fn answered(outcome: Outcome, input: &str) -> Result<Outcome> {
    if outcome.code != Some(0) {
        let shown: String = input.chars().take(200).collect();
        bail!(
            "an admitted input failed:\n{}…\n{}",
            shown,
            outcome.transcript()
        );
    }
    Ok(outcome)
}

/// The larger of the run's shares of the judge's CPU time and memory.
fn share(problem: &dyn Problem, outcome: &Outcome) -> f64 {
    let limits = problem.judge_limits();
    let cpu = outcome.cpu.as_secs_f64() / limits.seconds;
    let memory = outcome.peak_kib as f64 / 1024.0 / limits.memory_mib as f64;
    cpu.max(memory)
}

/// Prints the edge's row; false when its worst run is past [`SHARE`] or nothing was admitted.
fn report(problem: &dyn Problem, edge: &Edge, found: &Found) -> bool {
    let figures = |o: &Outcome| {
        format!(
            "{:.3} s, {:.1} MiB",
            o.cpu.as_secs_f64(),
            o.peak_kib as f64 / 1024.0
        )
    };
    let refused = match (&found.first_refusal, found.refused) {
        (Some(why), n) => format!(" ({} draws refused: {})", n, why),
        (None, _) => String::new(),
    };
    let (Some(worst), Some((label, slowest))) = (&found.worst, &found.slowest) else {
        println!(
            "| {} | nothing admitted{} | | | FAIL |",
            edge.about, refused
        );
        return false;
    };
    let worst_share = share(problem, slowest).max(share(problem, &worst.judge));
    let verdict = if worst_share > SHARE { "FAIL" } else { "ok" };
    println!(
        "| {} | {}{} | {} | {} ({}) | {:.0}% {} |",
        edge.about,
        worst.prediction,
        refused,
        figures(&worst.judge),
        figures(slowest),
        label,
        100.0 * worst_share,
        verdict
    );
    worst_share <= SHARE
}

/// Saves a worst input small enough as a fixture, with the oracle's answer where it has one
/// (a stale `.ans` is removed where it has none).
fn save_fixture(problem: &dyn Problem, name: &str, input: &str) -> Result<()> {
    if input.len() > FIXTURE_MAX_BYTES {
        return Ok(());
    }
    let path: PathBuf = fixtures::fixture_dir(problem.name()).join(format!("{}.in", name));
    std::fs::write(&path, input)?;
    let known = path.with_extension("ans");
    match problem.oracle(input.as_bytes()) {
        Ok(answer) => std::fs::write(&known, answer)?,
        Err(_) if known.exists() => std::fs::remove_file(&known)?,
        Err(_) => {}
    }
    Ok(())
}
