//! The tests a program is checked on: by default the problem's judge-valid fixtures and
//! generated cases of every family; or a folder of `.in` files with `.ans` or `.out` beside.
//! The expected output is always the lab's answer; a given answer that disagrees is a warning.

use anyhow::{bail, Context, Result};
use lab::{Draw, Problem};
use std::path::Path;

/// Generated cases per family by default.
const PER_FAMILY: u64 = 3;

/// A test: its name, its input and the expected output (ours).
pub struct Case {
    pub name: String,
    pub input: Vec<u8>,
    pub expected: String,
    /// The time the lab took to compute `expected`.
    pub answer_time: std::time::Duration,
}

/// The default tests.
pub fn default_cases(problem: &dyn Problem) -> Result<Vec<Case>> {
    let mut cases = Vec::new();
    for path in fixtures::fixtures(problem.name())? {
        let input = std::fs::read(&path)?;
        if problem.validate(&input).is_empty() {
            let stem = path.file_stem().expect("a name").to_string_lossy();
            cases.push(case(problem, format!("fixture/{}", stem), input)?);
        }
    }
    for family in problem.families() {
        for k in 1..=PER_FAMILY {
            let input = problem
                .generate(family.name, &Draw::seed(k))
                .map_err(anyhow::Error::msg)?;
            cases.push(case(
                problem,
                format!("{}-{}", family.name, k),
                input.into_bytes(),
            )?);
        }
    }
    Ok(cases)
}

/// A case with our answer.
pub fn case(problem: &dyn Problem, name: String, input: Vec<u8>) -> Result<Case> {
    match super::reference::answer(problem, &name, &input) {
        (Ok(expected), answer_time) => Ok(Case {
            name,
            input,
            expected,
            answer_time,
        }),
        (Err(e), _) => bail!("{}: not an input of {} ({})", name, problem.name(), e),
    }
}

/// The `.in` files of a folder, each with our answer; a given `.ans` or `.out` that disagrees
/// is reported as a warning, an input that is not one (the lab refuses it) is left out with a
/// warning.
pub fn folder_cases(problem: &dyn Problem, dir: &Path) -> Result<Vec<Case>> {
    let entries = std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))?;
    let mut inputs: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    if inputs.is_empty() {
        bail!("{} holds no .in file", dir.display());
    }
    let mut cases = Vec::new();
    for path in inputs {
        let name = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        match case(problem, name, std::fs::read(&path)?) {
            Ok(case) => {
                warn_if_given_differs(&path, &case.expected);
                cases.push(case);
            }
            Err(e) => println!("warning: left out {:#}", e),
        }
    }
    Ok(cases)
}

/// Warns of each given answer (`.ans`, `.out`) that disagrees with ours, and of the two when
/// they disagree with each other.
fn warn_if_given_differs(input: &Path, ours: &str) {
    let given: Vec<(std::path::PathBuf, String)> = ["ans", "out"]
        .iter()
        .map(|x| input.with_extension(x))
        .filter_map(|path| Some((path.clone(), std::fs::read_to_string(&path).ok()?)))
        .collect();
    for (path, text) in &given {
        if let Some(d) = super::compare::first_difference(ours, text) {
            println!(
                "warning: {} disagrees with our answer: {}",
                path.display(),
                d
            );
        }
    }
    if let [(ans, a), (out, o)] = &given[..] {
        if let Some(d) = super::compare::first_difference(a, o) {
            println!(
                "warning: {} and {} disagree with each other: {}",
                ans.display(),
                out.file_name().unwrap_or_default().to_string_lossy(),
                d
            );
        }
    }
}
