//! `cargo xtask gen <problem> [--family F] [--seed S] [--count N] [--size N] [--cases N]
//! --out DIR`: generated inputs, `<family>-<k>.in`, each with its answer `<family>-<k>.ans` from
//! the lab, cross-checked by the plain oracle where it reaches. Input k of a family is drawn
//! from seed S × 1,000,000 + k − 1, so the same flags give the same files.

use crate::flags;
use anyhow::{bail, Context, Result};
use lab::{Draw, Problem};

pub fn run(flags: &flags::Gen) -> Result<bool> {
    let problem = flags.problem;
    if flags.list {
        for family in problem.families() {
            let knobs = family.knobs();
            let knobs = if knobs.is_empty() {
                String::new()
            } else {
                format!(" ({})", knobs)
            };
            println!("{:<12} {}{}", family.name, family.about, knobs);
        }
        return Ok(true);
    }
    let Some(out) = &flags.out else {
        bail!("say where the files go: --out DIR (or --list for the families)");
    };
    let families = chosen(problem, flags.family.as_deref(), flags.size, flags.cases)?;
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let mut written = 0;
    for name in families {
        for k in 1..=flags.count {
            let draw = Draw {
                seed: flags
                    .seed
                    .wrapping_mul(1_000_000)
                    .wrapping_add(k as u64 - 1),
                size: flags.size,
                cases: flags.cases,
            };
            let input = problem.generate(name, &draw).map_err(anyhow::Error::msg)?;
            let stem = out.join(format!("{}-{}", name, k));
            println!("{}", write_case(problem, &stem, &input)?);
            written += 1;
        }
    }
    println!(
        "{} in {}",
        crate::plural(written, "input", "inputs"),
        out.display()
    );
    Ok(true)
}

/// The families a run draws from: the one named, or all; each must take the `--size` and
/// `--cases` given (a family that would ignore one is refused, naming those that take it).
fn chosen(
    problem: &dyn Problem,
    name: Option<&str>,
    size: Option<usize>,
    cases: Option<usize>,
) -> Result<Vec<&'static str>> {
    let draw = Draw {
        seed: 0,
        size,
        cases,
    };
    if let Some(name) = name {
        let family = family(problem, name)?;
        family.admits(&draw).map_err(anyhow::Error::msg)?;
        return Ok(vec![family.name]);
    }
    let all = problem.families();
    if let Some(refused) = all.iter().find_map(|f| f.admits(&draw).err()) {
        let taking: Vec<&str> = all
            .iter()
            .filter(|f| f.admits(&draw).is_ok())
            .map(|f| f.name)
            .collect();
        if taking.is_empty() {
            bail!("{}; no family of {} takes it", refused, problem.name());
        }
        bail!(
            "{}; name one that does with --family: {}",
            refused,
            taking.join(", ")
        );
    }
    Ok(all.iter().map(|f| f.name).collect())
}

/// The family of that name, or an error listing the families.
pub fn family(problem: &dyn Problem, name: &str) -> Result<&'static lab::Family> {
    match problem.families().iter().find(|f| f.name == name) {
        Some(family) => Ok(family),
        None => {
            let names: Vec<&str> = problem.families().iter().map(|f| f.name).collect();
            bail!(
                "{} has no family `{}`; its families: {}",
                problem.name(),
                name,
                names.join(", ")
            )
        }
    }
}

/// Writes `<stem>.in` and `<stem>.ans` and says what they are.
fn write_case(problem: &dyn Problem, stem: &std::path::Path, input: &str) -> Result<String> {
    let answer = problem.lab_answer(input.as_bytes()).map_err(|e| {
        anyhow::anyhow!(
            "the lab refuses a generated input ({}):\n{}",
            e,
            opening(input)
        )
    })?;
    let checked = if problem.oracle_reaches(input.as_bytes()) {
        let oracle = problem
            .oracle(input.as_bytes())
            .map_err(anyhow::Error::msg)?;
        if oracle != answer {
            bail!("the oracle disagrees with the lab on\n{}", opening(input));
        }
        "cross-checked by the oracle"
    } else {
        "past the oracle's reach"
    };
    let violations = problem.validate(input.as_bytes());
    let valid = match violations.first() {
        None => "judge-valid".to_string(),
        Some(v) => format!("past the judge's constraints ({})", v),
    };
    std::fs::write(stem.with_extension("in"), input)?;
    std::fs::write(stem.with_extension("ans"), &answer)?;
    Ok(format!(
        "{}.in: {}, answer {}",
        stem.display(),
        valid,
        checked
    ))
}

/// The first lines of an input, for a message: a generated input can be megabytes long.
fn opening(input: &str) -> String {
    const SHOWN: usize = 600;
    match input.char_indices().nth(SHOWN) {
        None => input.to_string(),
        Some((end, _)) => format!("{}… ({} bytes in all)", &input[..end], input.len()),
    }
}
