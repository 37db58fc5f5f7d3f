//! `cargo xtask <task>`: the project's tasks in one binary (see the README and `--help`).

mod bench;
mod bundle;
mod explain;
mod flags;
mod fuzz;
mod hunt;
mod judge_builds;
mod oracle;
mod paths;
mod process;
mod tables;
#[cfg(test)]
mod tidy;
mod toolchain;
mod verify;

use anyhow::Result;
use clap::Parser;
use flags::{Cli, Task};

fn main() {
    let result: Result<bool> = match Cli::parse().task {
        Task::Verify { problem } => verify::run(problem),
        Task::Bundle { problem, judge } => bundle::run(problem).map(|file| {
            println!("{}", file);
            if let Some(preset) = judge {
                println!("{}", judge_builds::how_to_submit(&file.path, preset));
            }
            true
        }),
        Task::Bench(flags) => bench::run(&flags).map(|()| true),
        Task::Explain { problem, file } => explain::run(problem, &file).map(|()| true),
        Task::Oracle { problem } => oracle::run(problem),
        Task::Fuzz(flags) => fuzz::run(&flags),
        Task::Hunt(flags) => hunt::run(&flags).map(|()| true),
        Task::Tables { problem, check } => tables::run(problem, check),
    };
    match result {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("error: {:#}", e);
            std::process::exit(1);
        }
    }
}
