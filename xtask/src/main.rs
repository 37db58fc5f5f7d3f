//! `cargo xtask <task>`: the project's tasks in one binary (see the README).

mod bench;
mod bundle;
mod explain;
mod fuzz;
mod hunt;
mod judge_builds;
mod oracle;
mod process;
mod solvers;
mod toolchain;
mod verify;

use anyhow::Result;
use clap::{Parser, Subcommand};
use solvers::Solver;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Tasks of the game-solvers workspace: verify, bundle, bench, explain, oracle, hunt, fuzz"
)]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Build every judge file with each compiler and edition of the matrix, check the
    /// snapshots, and run every fixture through the release binary and each judge build.
    Verify {
        /// Only this crate (default: all).
        krate: Option<Solver>,
    },
    /// Write target/judge/<crate>/main.rs, the single file to submit to a judge.
    Bundle { krate: Solver },
    /// Time whole processes on generated inputs and print the crate's performance table.
    Bench {
        /// Only this crate (default: all).
        krate: Option<Solver>,
        /// Counted runs per measurement (the median is reported).
        #[arg(long, default_value_t = 5)]
        runs: usize,
        /// Also time the crate built from this commit (e.g. `main~5`), alternately with the
        /// solver, and show both figures and their ratio.
        #[arg(long)]
        baseline: Option<String>,
    },
    /// Explain the answers for an input file: values of every move and the optimal line.
    Explain { krate: Solver, file: PathBuf },
    /// Answer stdin with the crate's plain oracle (same format as the judge binary).
    Oracle { krate: Solver },
    /// Fuzz the crates' cargo-fuzz targets (any bytes through the solver; small positions
    /// against the oracle) and print executions, exec/s, crashes and timeouts per target.
    Fuzz {
        /// Only this crate (default: all).
        krate: Option<Solver>,
        /// Seconds per target.
        #[arg(long, default_value_t = 60)]
        time: u64,
        /// libFuzzer processes per target.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
    /// Look for slow inputs: seeded random rows of the slowest kinds known (lol-fill only).
    Hunt {
        krate: Solver,
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
        Task::Verify { krate } => verify::run(krate),
        Task::Bundle { krate } => bundle::run(krate).map(|file| {
            println!("{}", file);
            true
        }),
        Task::Bench {
            krate,
            runs,
            baseline,
        } => bench::run(krate, runs, baseline.as_deref()).map(|()| true),
        Task::Explain { krate, file } => explain::run(krate, &file).map(|()| true),
        Task::Oracle { krate } => oracle::run(krate),
        Task::Fuzz { krate, time, jobs } => fuzz::run(krate, time, jobs),
        Task::Hunt {
            krate,
            rows,
            seed,
            limit,
            family,
        } => hunt::run(krate, rows, seed, limit, &family).map(|()| true),
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
