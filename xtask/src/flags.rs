//! The command line: one subcommand per task, each owning its flags.

use crate::judge_builds::Preset;
use clap::{Parser, Subcommand};
use lab::Problem;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Tasks of the game-solvers workspace; `cargo xtask <task> --help` says more of each"
)]
pub struct Cli {
    #[command(subcommand)]
    pub task: Task,
}

/// A problem named on the command line: the name of its judge crate.
pub type Named = &'static dyn Problem;

/// Parses a judge's name against the presets.
pub fn judge(name: &str) -> Result<&'static Preset, String> {
    crate::judge_builds::named(name).ok_or_else(|| {
        let keys: Vec<&str> = crate::judge_builds::PRESETS.iter().map(|p| p.key).collect();
        format!("no judge `{}`; the judges: {}", name, keys.join(", "))
    })
}

/// Parses a problem's name against the one list.
pub fn problem(name: &str) -> Result<Named, String> {
    problems::named(name).ok_or_else(|| {
        format!(
            "no problem `{}`; the problems: {}",
            name,
            problems::names().join(", ")
        )
    })
}

#[derive(Subcommand)]
pub enum Task {
    /// Build every judge file with each compiler and edition of the matrix, check the
    /// snapshots, and run every fixture through the release binaries and each judge build.
    Verify {
        /// Only this problem (default: all).
        #[arg(value_parser = problem)]
        problem: Option<Named>,
    },
    /// Write target/judge/<problem>/main.rs, the single file to submit to a judge.
    Bundle {
        #[arg(value_parser = problem)]
        problem: Named,
        /// Also say what to choose on this judge and how to build the file here as it does.
        #[arg(long, value_parser = judge)]
        judge: Option<&'static Preset>,
    },
    /// Time whole processes on generated inputs and print the problem's performance tables.
    Bench(Bench),
    /// Explain the answers for an input file: values of every move and the optimal line.
    Explain {
        #[arg(value_parser = problem)]
        problem: Named,
        file: PathBuf,
    },
    /// Answer stdin with the problem's plain oracle (same format as the judge program).
    Oracle {
        #[arg(value_parser = problem)]
        problem: Named,
    },
    /// Fuzz the problems' cargo-fuzz targets (any bytes through both programs; small
    /// positions against the oracle) and print executions, exec/s, crashes and timeouts.
    Fuzz(Fuzz),
    /// Look for slow inputs: seeded inputs of a generator family, one process each; prints the
    /// slowest with their answers.
    Hunt(Hunt),
    /// Judge your own program: run it on the judge-sized fixtures and generated cases (or your
    /// own tests, or random inputs with --stress), confined, with per-case verdicts and a
    /// shrunk counterexample on a wrong answer or a crash.
    Check(Check),
    /// Write generated inputs, with their answers, into a folder.
    Gen(Gen),
    /// Hold input files to the judges' exact format and constraints.
    Validate(Validate),
    /// Regenerate the tables the judge programs carry (each problem's generated files), or with
    /// `--check` fail if a committed one is not what the lab generates now.
    Tables {
        /// Only this problem (default: all).
        #[arg(value_parser = problem)]
        problem: Option<Named>,
        #[arg(long)]
        check: bool,
    },
}

#[derive(clap::Args)]
pub struct Bench {
    /// Only this problem (default: all).
    #[arg(value_parser = problem)]
    pub problem: Option<Named>,
    /// Counted runs per measurement (the median is reported).
    #[arg(long, default_value_t = 5)]
    pub runs: usize,
    /// Also time the lab built from this commit (e.g. `main~5`; before the split into judge and
    /// lab crates, the workspace binary), alternately with today's, and show both and the ratio.
    #[arg(long)]
    pub baseline: Option<String>,
    /// Seconds one run of the baseline may take on an input; past it the run is stopped, the
    /// table says "over", and the baseline is not run again on that input.
    #[arg(long, default_value_t = 300)]
    pub baseline_limit: u64,
    /// The largest size to time (a board's side, empty squares, a row's length), past the
    /// default tables.
    #[arg(long)]
    pub max_size: Option<usize>,
}

#[derive(clap::Args)]
pub struct Check {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// The tests: a folder of `.in` files with `.ans` (or `.out`) beside them.
    #[arg(long)]
    pub tests: Option<PathBuf>,
    /// Instead of tests, this many random judge-valid inputs from the generators; stops at the
    /// first failure.
    #[arg(long)]
    pub stress: Option<usize>,
    /// The seed of --stress (default: a new one, printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// CPU seconds per case (default: the judge's).
    #[arg(long)]
    pub time_limit: Option<f64>,
    /// Resident memory per case, in MiB (default: the judge's).
    #[arg(long)]
    pub memory_limit: Option<u64>,
    /// Output per case, in MiB.
    #[arg(long, default_value_t = 64)]
    pub output_limit: u64,
    /// The program: a command and its arguments, or a source file (.rs, .cpp, .c, .py).
    #[arg(last = true, required = true)]
    pub command: Vec<String>,
}

#[derive(clap::Args)]
pub struct Gen {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// Only this family (default: all).
    #[arg(long)]
    pub family: Option<String>,
    /// The seed: input k of a family is drawn from seed × 1,000,000 + k − 1.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Files per family.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// The family's size (a board's side or empty squares, a row's length).
    #[arg(long)]
    pub size: Option<usize>,
    /// Cases per file, where the problem has several.
    #[arg(long)]
    pub cases: Option<usize>,
    /// The folder the files go to.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Only list the families, a line each.
    #[arg(long)]
    pub list: bool,
}

#[derive(clap::Args)]
pub struct Validate {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// One of the problem's judges (they agree on the constraints, as far as known).
    #[arg(long)]
    pub judge: Option<String>,
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

#[derive(clap::Args)]
pub struct Fuzz {
    /// Only this problem (default: all).
    #[arg(value_parser = problem)]
    pub problem: Option<Named>,
    /// Seconds per target.
    #[arg(long, default_value_t = 60)]
    pub time: u64,
    /// libFuzzer processes per target.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
}

#[derive(clap::Args)]
pub struct Hunt {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// The generator family (see `cargo xtask gen <problem> --list`).
    #[arg(long)]
    pub family: String,
    /// The family's size (a board's side or empty squares, a row's length).
    #[arg(long)]
    pub size: Option<usize>,
    /// How many inputs to try.
    #[arg(long, default_value_t = 200)]
    pub count: usize,
    /// The hunt's seed: input k is drawn from seed × 1,000,000 + k.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds allowed per input.
    #[arg(long, default_value_t = 20)]
    pub limit: u64,
}
