//! `cargo xtask <task>`: the project's tasks in one binary (see the README and `--help`).

mod bench;
mod bundle;
mod check;
mod digest;
mod explain;
mod flags;
mod fuzz;
mod gen;
mod hunt;
mod judge_builds;
mod oracle;
mod paths;
mod process;
mod tables;
#[cfg(test)]
mod tidy;
mod toolchain;
mod validate;
mod verify;
mod words;

use anyhow::Result;
use clap::Parser;
use flags::{Cli, Task};
pub use words::plural;

fn main() {
    // A closed stdout (`cargo xtask gen … | head`) ends a task quietly with 141, as it ends
    // any Unix tool: Rust ignores SIGPIPE, which turns the next print into a panic.
    // SAFETY: a plain system call at the start of main, before any thread exists.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    let result: Result<bool> = match Cli::parse().task {
        Task::Verify { problem } => verify::run(problem),
        Task::Bundle { problem, judge } => bundle_for(problem, judge.as_deref()),
        Task::Bench(flags) => bench::run(&flags).map(|()| true),
        Task::Explain { problem, file } => explain::run(problem, &file),
        Task::Oracle { problem } => oracle::run(problem),
        Task::Fuzz(flags) => fuzz::run(&flags),
        Task::Hunt(flags) => hunt::run(&flags),
        Task::Tables { problem, check } => tables::run(problem, check),
        Task::Check(flags) => check::run(&flags),
        Task::Gen(flags) => gen::run(&flags),
        Task::Validate(flags) => validate::run(&flags),
    };
    match result {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        // A task that could not do its work (a usage or setup error): 2, as for a bad flag.
        Err(e) => {
            eprintln!("error: {:#}", e);
            std::process::exit(2);
        }
    }
}

/// `cargo xtask bundle <problem> [--judge KEY]`: writes the file and says what it is, then how
/// to submit it on the judge. A judge that cannot take it is refused before anything is written.
fn bundle_for(problem: &dyn lab::Problem, judge: Option<&str>) -> Result<bool> {
    let path = bundle::file_path(problem);
    let advice = judge
        .map(|key| judge_builds::advice(&path, problem.name(), problem.judges(), key))
        .transpose()?;
    println!("{}", bundle::run(problem)?);
    if let Some(advice) = advice {
        println!("{}", advice);
    }
    Ok(true)
}
