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
            println!("{:<12} {}", family.name, family.about);
        }
        return Ok(true);
    }
    let Some(out) = &flags.out else {
        bail!("say where the files go: --out DIR (or --list for the families)");
    };
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let families: Vec<&str> = match &flags.family {
        Some(name) => vec![family(problem, name)?],
        None => problem.families().iter().map(|f| f.name).collect(),
    };
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
        }
    }
    Ok(true)
}

/// The family of that name, or an error listing the families.
pub fn family(problem: &dyn Problem, name: &str) -> Result<&'static str> {
    match problem.families().iter().find(|f| f.name == name) {
        Some(family) => Ok(family.name),
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
    let answer = problem
        .lab_answer(input.as_bytes())
        .map_err(|e| anyhow::anyhow!("the lab refuses a generated input ({}):\n{}", e, input))?;
    let checked = if problem.oracle_reaches(input.as_bytes()) {
        let oracle = problem
            .oracle(input.as_bytes())
            .map_err(anyhow::Error::msg)?;
        if oracle != answer {
            bail!("the oracle disagrees with the lab on\n{}", input);
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
