//! `cargo xtask hunt <problem> --family F`: a seeded search for slow inputs. Each input of the
//! family runs as its own process of the lab binary under a time limit; the slowest are printed
//! with their answers and kept in `target/hunt/<problem>/slowest-<rank>.in`.

use crate::flags;
use crate::paths::{build_release, lab_binary, root};
use crate::process;
use anyhow::{bail, Result};
use lab::Draw;
use std::time::Duration;

/// How many of the slowest inputs are printed and kept.
const SHOWN: usize = 10;

/// A hunted input: its text, the lab's answer and the time it took.
struct Timed {
    wall: Duration,
    input: String,
    answer: String,
}

pub mod edge;

/// How many inputs a family's hunt tries unless told.
const COUNT: usize = 200;

pub fn run(flags: &flags::Hunt) -> Result<bool> {
    match &flags.family {
        Some(family) => hunt_family(flags, family).map(|()| true),
        None => edge::run(
            flags.problem,
            flags.count.unwrap_or(edge::COUNT),
            flags.seed,
        ),
    }
}

/// The hunt of one family through the lab binary.
fn hunt_family(flags: &flags::Hunt, name: &str) -> Result<()> {
    let problem = flags.problem;
    let family = crate::gen::family(problem, name)?;
    family
        .admits(&Draw {
            seed: flags.seed,
            size: flags.size,
            cases: None,
        })
        .map_err(anyhow::Error::msg)?;
    build_release(&[problem], &[])?;
    let dir = root().join("target/hunt").join(problem.name());
    std::fs::create_dir_all(&dir)?;
    clear_previous(&dir)?;
    let mut timed = Vec::new();
    for k in 0..flags.count.unwrap_or(COUNT) {
        let draw = Draw {
            seed: flags.seed.wrapping_mul(1_000_000).wrapping_add(k as u64),
            size: flags.size,
            cases: family.cases.then_some(1),
        };
        let input = problem.generate(name, &draw).map_err(anyhow::Error::msg)?;
        timed.push(time_one(flags, &dir.join("input.in"), input)?);
    }
    timed.sort_by_key(|t| std::cmp::Reverse(t.wall));
    report(flags, &dir, &timed)
}

/// Removes the inputs an earlier hunt kept, so that the folder holds this hunt's alone.
fn clear_previous(dir: &std::path::Path) -> Result<()> {
    for entry in std::fs::read_dir(dir)?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("slowest-") && name.ends_with(".in") {
            std::fs::remove_file(entry.path())?;
        }
    }
    Ok(())
}

/// Runs the lab binary on one input under the hunt's time limit.
fn time_one(flags: &flags::Hunt, path: &std::path::Path, input: String) -> Result<Timed> {
    std::fs::write(path, &input)?;
    let limit = Duration::from_secs(flags.limit);
    let binary = lab_binary(flags.problem);
    let (wall, answer) = match process::run(&binary, &[], path, limit) {
        Ok(outcome) if outcome.code == Some(0) => (
            outcome.wall,
            String::from_utf8_lossy(&outcome.stdout).trim().to_string(),
        ),
        Ok(outcome) => bail!("the lab failed on\n{}{}", input, outcome.transcript()),
        Err(e) if e.downcast_ref::<process::TimedOut>().is_some() => {
            (limit, format!("over {} s", flags.limit))
        }
        Err(e) => return Err(e),
    };
    Ok(Timed {
        wall,
        input,
        answer,
    })
}

/// Prints the slowest inputs and keeps them beside the hunt.
fn report(flags: &flags::Hunt, dir: &std::path::Path, timed: &[Timed]) -> Result<()> {
    println!(
        "{} inputs of {} family {} (seed {}{}), the {} slowest (kept in {}):\n",
        timed.len(),
        flags.problem.name(),
        flags.family.as_deref().unwrap_or(""),
        flags.seed,
        flags
            .size
            .map_or(String::new(), |s| format!(", size {}", s)),
        SHOWN.min(timed.len()),
        dir.display()
    );
    println!("| input | answer | time |");
    println!("|---|---|---|");
    for (rank, t) in timed.iter().take(SHOWN).enumerate() {
        std::fs::write(dir.join(format!("slowest-{}.in", rank + 1)), &t.input)?;
        let shown = t.input.trim_end().replace('\n', " ");
        println!(
            "| `{}` | {} | {:.1} ms |",
            shown,
            t.answer.replace('\n', " "),
            t.wall.as_secs_f64() * 1e3
        );
    }
    Ok(())
}
