//! `cargo xtask <task>`: the project's tasks in one binary (see the README).

mod bench;
mod bundle;
mod explain;
mod hunt;
mod oracle;
mod process;
mod solvers;
mod tabs;
mod verify;

use anyhow::Result;
use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "cargo xtask", about = "Tasks of the game-solvers workspace")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Run every fixture through each release binary and its judge file; check answers and
    /// snapshots.
    Verify {
        /// Only this crate (default: all).
        krate: Option<String>,
    },
    /// Write target/judge/<crate>/main.rs, the single file to submit to a judge.
    Bundle { krate: String },
    /// Time whole processes on generated inputs and print the crate's performance table.
    Bench {
        /// Only this crate (default: all).
        krate: Option<String>,
        /// Counted runs per measurement (the median is reported).
        #[arg(long, default_value_t = 5)]
        runs: usize,
    },
    /// Explain the answers for an input file: values of every move and the optimal line.
    Explain { krate: String, file: PathBuf },
    /// Answer stdin with the crate's plain oracle (same format as the judge binary).
    Oracle { krate: String },
    /// Look for slow inputs: random rows of the kind that are slowest (lol-fill only).
    Hunt {
        krate: String,
        /// How many random rows to try.
        #[arg(long, default_value_t = 200)]
        rows: usize,
        /// Seed of the random rows.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seconds allowed per row.
        #[arg(long, default_value_t = 20)]
        limit: u64,
        /// Which rows: `few-os` or `lone-os`, optionally `:LENGTH` (see hunt.rs).
        #[arg(long, default_value = "few-os")]
        family: String,
    },
}

fn main() {
    let cli = Cli::parse();
    let result: Result<bool> = match cli.task {
        Task::Verify { krate } => verify::run(krate.as_deref()),
        Task::Bundle { krate } => bundle::run(&krate).map(|path| {
            println!("{}", path.display());
            true
        }),
        Task::Bench { krate, runs } => bench::run(krate.as_deref(), runs).map(|()| true),
        Task::Explain { krate, file } => explain::run(&krate, &file).map(|()| true),
        Task::Oracle { krate } => oracle::run(&krate),
        Task::Hunt {
            krate,
            rows,
            seed,
            limit,
            family,
        } => hunt::run(&krate, rows, seed, limit, &family).map(|()| true),
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
